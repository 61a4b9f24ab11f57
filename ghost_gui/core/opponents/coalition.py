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
knocked out the round started at ``(seat - len(fragment)) % players`` and absolute seat a is
the solver's seat ``(a - start) % players``. After a knock-out the round is the game of the
players still in (``Position.seats``, a solver for that many players): the same, counted
round the seats still in; team members who are out no longer count. Challenges and answers
are those of the perfect player.

The forcing pass runs over the solved graph's arrays, deepest level first, like the solver;
its result depends only on which of the solver's seats are on the team, and is kept per
such mask on a :class:`Coalition` tied to one solver.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence

from ..passes import CancelCheck, lengths_down
from ..play.plays import Play, mask_of
from ..solving.solver import Solver
from ..solving.solver_set import SolverSet
from .strategies import PerfectStrategy, Position

#: the distance of a node where the team cannot force a human loss
UNFORCED = 1 << 30


def round_start(seat: int, fragment: str, players: int, seats: Sequence[int] | None = None) -> int:
    """The absolute seat that opened the round; ``seats``: those still in, in seat order
    (None: all ``players`` seats)."""
    if seats is None:
        return (seat - len(fragment)) % players
    return seats[(seats.index(seat) - len(fragment)) % len(seats)]


def relative_mask(
    team: Iterable[int], start: int, players: int, seats: Sequence[int] | None = None
) -> int:
    """The team's absolute seats as a mask of the solver's seats (first mover = 0);
    ``seats``: those still in, in seat order (None: all ``players``; members who are out
    are left out)."""
    if seats is None:
        return mask_of({(a - start) % players for a in team})
    first = seats.index(start)
    return mask_of({(seats.index(a) - first) % len(seats) for a in team if a in seats})


class Coalition:
    """Which nodes of a solved graph let a team of seats force a human loss, and how soon."""

    def __init__(self, solver: Solver) -> None:
        self.solver = solver
        self._distances: dict[int, list[int]] = {}
        #: the coalitions of the games of fewer players, by solver
        self._siblings: dict[int, Coalition] = {}

    def sibling(self, solver: Solver) -> Coalition:
        """The coalition of ``solver`` (the game of the players still in), kept here so
        that the team members who share this one share it too."""
        if solver is self.solver:
            return self
        hit = self._siblings.get(solver.players)
        if hit is None or hit.solver is not solver:
            hit = self._siblings[solver.players] = Coalition(solver)
        return hit

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

    def distance(
        self, fragment: str, team: Iterable[int], start: int, seats: Sequence[int] | None = None
    ) -> int | None:
        """Letters to a forced human loss from ``fragment`` for the absolute seats ``team``
        in a round opened by ``start``; None when it cannot be forced or is off the tree.
        ``seats``: the seats still in, as many as the solver's players (None: all)."""
        i = self.solver.node(fragment)
        if i is None:
            return None
        x = self.distances(relative_mask(team, start, self.solver.players, seats))[i]
        return None if x >= UNFORCED else x

    def is_forced(
        self, fragment: str, team: Iterable[int], start: int, seats: Sequence[int] | None = None
    ) -> bool:
        return self.distance(fragment, team, start, seats) is not None

    def forcing_plays(
        self, fragment: str, team: Iterable[int], start: int, seats: Sequence[int] | None = None
    ) -> list[Play]:
        """The plays that keep a forced human loss by the shortest way (empty if none)."""
        here = self.distance(fragment, team, start, seats)
        if here is None:
            return []
        g, _ = self.solver.solved()
        d = self.distances(relative_mask(team, start, self.solver.players, seats))
        return sorted(
            p for p, new in self.solver.children(fragment).items() if d[g.index[new]] == here - 1
        )


class TeamStrategy(PerfectStrategy):
    """A computer of the team (``team``: absolute seats of all the computers; the seat it
    plays for counts as one of them). Several team members may share one ``coalition``
    (and ``solvers``: the games of fewer players, after a knock-out)."""

    def __init__(
        self,
        solver: Solver,
        team: Iterable[int],
        rng: random.Random,
        coalition: Coalition | None = None,
        solvers: SolverSet | None = None,
    ) -> None:
        super().__init__(solver, rng, solvers)
        self.team = frozenset(team)
        self.coalition = coalition if coalition is not None else Coalition(solver)

    def choose_play(self, position: Position) -> Play:
        f = position.fragment
        solver = self.solver_for(position)
        if position.players == self.solver.players and solver.losers(f) is not None:
            seats = position.seats
            plays = self.coalition.sibling(solver).forcing_plays(
                f, self.team | {position.seat}, position.start(), seats
            )
            if plays:
                return self.rng.choice(plays)
        return super().choose_play(position)


__all__ = ["UNFORCED", "Coalition", "TeamStrategy", "relative_mask", "round_start"]
