"""Perfect play when the table asks for it: practice's hints and verdicts, the strategy cards,
and the smaller game after a knock-out. Every solver is worked out on a worker, never on the
window's thread; an answer about a game that has moved on is dropped."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Protocol

from PySide6.QtCore import SignalInstance

from ..jobs import JobKind
from .table_news import Work

if TYPE_CHECKING:
    from ...core.play.match import Match, MatchConfig
    from ...core.play.plays import Play
    from ...core.solving.practice import Practice
    from ...core.solving.solver import Solver
    from ..jobs import Jobs
    from .loading import Loaded


class SolvingTable(Protocol):
    """What perfect play needs of the table (the game controller is one)."""

    @property
    def jobs(self) -> Jobs: ...

    @property
    def match(self) -> Match | None: ...

    @property
    def loaded(self) -> Loaded | None: ...

    @property
    def config(self) -> MatchConfig | None: ...

    @property
    def practice(self) -> Practice | None: ...

    @property
    def loading(self) -> SignalInstance: ...

    @property
    def hint_ready(self) -> SignalInstance: ...

    @property
    def verdict_ready(self) -> SignalInstance: ...

    @property
    def cards_ready(self) -> SignalInstance: ...

    def report(self, exc: Exception) -> None: ...


class PerfectPlay:
    def __init__(self, table: SolvingTable) -> None:
        self.table = table

    def with_solver(self, playing: int, then: Callable[[Solver], None], kind: JobKind) -> None:
        """``then(solver)`` with the solved game of ``playing`` players (those still in): at
        once when it is ready, else once a worker (a job of ``kind``) has solved it: never on
        this thread."""
        t = self.table
        m, loaded = t.match, t.loaded
        assert m is not None and loaded is not None
        solvers = loaded.solvers
        ready = loaded.solver if solvers is None or playing == m.players else solvers.ready(playing)
        if ready is not None:
            then(ready)
            return
        assert solvers is not None

        def done(solver: Solver) -> None:
            if t.match is m and t.loaded is loaded:
                then(solver)

        t.jobs.submit(kind, lambda cancel, progress: solvers.get(playing, cancel), done, t.report)

    def prepare_smaller_game(self) -> None:
        """Someone is out: work out the game of the players still in on a worker now, so
        that hints, verdicts and the computers' next turn need not wait for it (a computer's
        turn would solve it on its own worker anyway: never on the window's thread)."""
        t = self.table
        m, loaded = t.match, t.loaded
        if m is None or loaded is None or loaded.solvers is None or m.winner is not None:
            return
        k = len(m.active())
        if k == m.players or loaded.solvers.ready(k) is not None:
            return
        solvers = loaded.solvers
        t.jobs.submit(
            JobKind.SMALLER_GAME,
            lambda cancel, progress: solvers.get(k, cancel),
            lambda _: None,
            t.report,
        )

    def hint(self) -> None:
        """Practice: the plays that win here (or hold out longest), as ``hint_ready``."""
        t = self.table
        m = t.match
        if m is None or t.loaded is None or t.practice is None:
            return
        f = m.fragment

        def hint(solver: Solver) -> None:  # the game of the players still in
            if t.match is not m or m.fragment != f:
                return  # the game moved on while it was worked out
            if solver.losers(f) is None:
                t.hint_ready.emit([], False)
                return
            won = solver.is_won(f)
            t.hint_ready.emit(solver.winning_plays(f) if won else solver.longest_plays(f), won)

        self.with_solver(len(m.active()), hint, JobKind.HINT)

    def judge(self, practice: Practice, before: str, play: Play, playing: int) -> None:
        """Practice: what perfect play thinks of ``play`` at ``before``, made with ``playing``
        players still in, as ``verdict_ready``."""
        t = self.table

        def judge(solver: Solver) -> None:
            verdict = practice.judge(before, play, solver)
            if verdict is not None:
                t.verdict_ready.emit(verdict)

        self.with_solver(playing, judge, JobKind.VERDICT)

    def cards(self) -> None:
        """Compute the memorisation card of every seat on a worker."""
        t = self.table
        if t.loaded is None or t.config is None:
            return
        bench, cfg = t.loaded.bench, t.config
        players = len(cfg.players)

        def job(cancel: Callable[[], bool], progress: Callable[[float], None]) -> list[Any]:
            return [
                bench.card(cfg.variant, cfg.min_length, players, seat, cancel=cancel)[1]
                for seat in range(players)
            ]

        def done(cards: list[Any]) -> None:
            t.loading.emit(False, None)
            t.cards_ready.emit(cards)

        t.loading.emit(True, Work.CARDS)
        t.jobs.submit(JobKind.CARDS, job, done, t.report)
