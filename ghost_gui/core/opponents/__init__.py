"""The computer players: the strategies (perfect play, and human-like players with a
vocabulary of their own), whether a fragment looks like a word could follow, the adaptive
and the learning player, a team's coalition, and the registry that makes a player from
its kind."""
