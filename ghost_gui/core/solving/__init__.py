"""Perfect play: who wins from every fragment, worked out level by level without a graph
(the analysis) or over the game graph (the solver, one per set of seats still in), the
memory a variant will need, and practice mode's judgement of a play against perfect play."""
