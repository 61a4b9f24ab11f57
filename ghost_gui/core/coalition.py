"""Computers team up: the computers at the table play as one side against the humans.

The team wins a round when some human is among its losers. Seat by seat:

- at a completed word the team has *forced* a human loss when the word's loser set (see
  :meth:`Variant.losers_at_word`) holds a human;
- at a live fragment where a team seat is to move, when SOME play leads to a forced node;
- at a live fragment where a human is to move, when EVERY play does.

Where the team has a forced human loss, each computer keeps it, by the shortest way: the
*distance* of a forced node is the number of letters until the word, the team shortening it,
the humans lengthening it. Where it has none (or off the solved tree, after a bluff), each
computer plays its own perfect game, as :class:`PerfectStrategy` does.

Seats: the solver counts seats from the round's first mover (the mover at fragment f is
``len(f) % players``); a :class:`Position` names the absolute seat to move. With no player
knocked out (as :class:`PerfectStrategy` assumes too) the round started at
``(seat - len(fragment)) % players`` and absolute seat a is the solver's seat
``(a - start) % players``. Challenges and answers are those of the perfect player.

The forcing pass runs over the solved graph's arrays, deepest level first, like the solver;
its result depends only on which of the solver's seats are on the team, and is kept per
such mask on a :class:`Coalition` tied to one solver.
"""

from __future__ import annotations

import random
from collections.abc import Iterable

from .passes import CancelCheck, lengths_down
from .plays import Play, mask_of
from .solver import Solver
from .strategies import PerfectStrategy, Position

#: the distance of a node where the team cannot force a human loss
UNFORCED = 1 << 30


def round_start(seat: int, fragment: str, players: int) -> int:
    """The absolute seat that opened the round, when nobody has been knocked out."""
    return (seat - len(fragment)) % players


def relative_mask(team: Iterable[int], start: int, players: int) -> int:
    """The team's absolute seats as a mask of the solver's seats (first mover = 0)."""
    return mask_of({(a - start) % players for a in team})


class Coalition:
    """Which nodes of a solved graph let a team of seats force a human loss, and how soon."""

    def __init__(self, solver: Solver) -> None:
        self.solver = solver
        self._distances: dict[int, list[int]] = {}

    def distances(self, team: int, cancel: CancelCheck | None = None) -> list[int]:
        """For each node id, the letters still to play until a word that a human loses by,
        with the team hurrying and the humans holding out; :data:`UNFORCED` where the team
        cannot force one. ``team`` is a mask of the solver's (relative) seats."""
        hit = self._distances.get(team)
        if hit is None:
            hit = self._distances[team] = self._solve(team, cancel)
        return hit

    def _solve(self, team: int, cancel: CancelCheck | None) -> list[int]:
        g, _ = self.solver.solved()
        n = self.solver.players
        humans = ((1 << n) - 1) & ~team
        at_word = [bool(self.solver.variant.losers_at_word(p, n) & humans) for p in range(n)]
        terminal = g.terminal
        d = [UNFORCED] * len(g)
        for k in lengths_down(g.max_length, cancel):
            lo, hi = g.level_span[k]
            word_forced = at_word[(k - 1) % n] if k else False
            team_moves = bool(team >> (k % n) & 1)
            for i in range(lo, hi):
                if terminal[i]:
                    d[i] = 0 if word_forced else UNFORCED
                elif not team_moves:
                    d[i] = -1  # a running maximum over the human's plays
            # every parent of a child at level k + 1 is a live fragment at level k
            if team_moves:
                for c, q in zip(g.edge_child[k], g.edge_parent[k]):
                    x = d[c] + 1
                    if x < d[q]:
                        d[q] = x
            else:
                for c, q in zip(g.edge_child[k], g.edge_parent[k]):
                    x = d[c] + 1
                    if x > d[q]:
                        d[q] = x
                for i in range(lo, hi):
                    if not terminal[i] and not 0 <= d[i] < UNFORCED:
                        d[i] = UNFORCED
        return d

    def distance(self, fragment: str, team: Iterable[int], start: int) -> int | None:
        """Letters to a forced human loss from ``fragment`` for the absolute seats ``team``
        in a round opened by ``start``; None when it cannot be forced or is off the tree."""
        i = self.solver.node(fragment)
        if i is None:
            return None
        x = self.distances(relative_mask(team, start, self.solver.players))[i]
        return None if x >= UNFORCED else x

    def is_forced(self, fragment: str, team: Iterable[int], start: int) -> bool:
        return self.distance(fragment, team, start) is not None

    def forcing_plays(self, fragment: str, team: Iterable[int], start: int) -> list[Play]:
        """The plays that keep a forced human loss by the shortest way (empty if none)."""
        here = self.distance(fragment, team, start)
        if here is None:
            return []
        g, _ = self.solver.solved()
        d = self.distances(relative_mask(team, start, self.solver.players))
        return sorted(p for p, new in self.solver.children(fragment).items() if d[g.index[new]] == here - 1)


class TeamStrategy(PerfectStrategy):
    """A computer of the team (``team``: absolute seats of all the computers; the seat it
    plays for counts as one of them). Several team members may share one ``coalition``."""

    def __init__(self, solver: Solver, team: Iterable[int], rng: random.Random, coalition: Coalition | None = None) -> None:
        super().__init__(solver, rng)
        self.team = frozenset(team)
        self.coalition = coalition if coalition is not None else Coalition(solver)

    def choose_play(self, position: Position) -> Play:
        f, n = position.fragment, position.players
        if n == self.solver.players and self.solver.losers(f) is not None:
            start = round_start(position.seat, f, n)
            plays = self.coalition.forcing_plays(f, self.team | {position.seat}, start)
            if plays:
                return self.rng.choice(plays)
        return super().choose_play(position)


__all__ = ["UNFORCED", "Coalition", "TeamStrategy", "relative_mask", "round_start"]
