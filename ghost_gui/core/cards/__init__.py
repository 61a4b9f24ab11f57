"""Cards a person can learn: the smallest set of words that wins, its cost and size, its
grouping into decisions, its text, and the spaced-repetition drill over those decisions."""
