"""The solvers of one game for each number of players still in.

Once a player is knocked out, the round is a game among the players still in: turns go
round them in seat order, so with k players left the mover at fragment f is the
``len(f) % k``-th of them counted from the round's first mover, and perfect play is that of
a k-player solver. A :class:`SolverSet` holds the match's own solver (all the seats) and
makes the smaller ones when first asked, sharing its graph (by default; the app passes a
maker that asks its ``Workbench``, which caches them on disk like any other solver).

:meth:`SolverSet.get` solves on the calling thread (a worker's business); :meth:`ready`
never solves, for the window's thread. Safe to use from several threads.
"""

from __future__ import annotations

import threading
from collections.abc import Callable

from ..passes import CancelCheck, Progress
from .solver import Solver


class SolverSet:
    def __init__(self, first: Solver, make: Callable[[int], Solver] | None = None) -> None:
        """``first``: the solver of all the seats; ``make(players)``: a solver (solved or
        not) of the same lexicon and variant for fewer players."""
        self.first = first
        self._make = make
        self._solved: dict[int, Solver] = {}
        self._lock = threading.Lock()

    def ready(self, players: int) -> Solver | None:
        """The solver for ``players`` if it is solved already (never solves)."""
        if players == self.first.players:
            return self.first if self.first.values is not None else None
        return self._solved.get(players)

    def get(
        self, players: int, cancel: CancelCheck | None = None, progress: Progress | None = None
    ) -> Solver:
        """The solved solver for ``players`` (solving it here first if need be). Raises
        ``Cancelled`` when cancelled; the next call starts again."""
        if players == self.first.players:
            if self.first.values is None:
                with self._lock:  # one solve, whoever asks
                    self.first.solve(cancel, progress)
                    self.first.heights()  # hold-out plays and hints are instant later
            return self.first
        hit = self._solved.get(players)
        if hit is not None:
            return hit
        with self._lock:  # one solve per player count, whoever asks
            hit = self._solved.get(players)
            if hit is None:
                graph, _ = self.first.solved()
                if self._make is not None:
                    solver = self._make(players)
                else:
                    solver = Solver(
                        self.first.lexicon,
                        self.first.variant,
                        players,
                        use_cache=False,
                        graph=graph,
                    )
                solver.solve(cancel, progress)
                solver.heights()  # hold-out plays and hints are instant later
                self._solved[players] = hit = solver
        return hit


__all__ = ["SolverSet"]
