"""The game at the table as it was worked out: the loaded list, its solved game (and the
smaller games of the players still in after a knock-out), the computers' strategies, and
perfect play asked of it (hints, verdicts, cards) on the session's worker, never on the
window's thread. The session owns one and asks it; it knows nothing of the match, only the
fragment and the players it is told. Part of the session: no other module reads the solved
game (``tests/test_house_rules.py``)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from ..job_kinds import JobKind, Worker

if TYPE_CHECKING:
    from ...core.play.plays import Play
    from ...core.play.rules import MatchConfig
    from ...core.solving.practice import Practice, Verdict
    from ...core.solving.solver import Solver
    from ..file_writer import FileWriter
    from .loading import Loaded

Report = Callable[[Exception], None]
#: is the answer still wanted (the game has not moved on)?
Wanted = Callable[[], bool]


def plays_from_it(config: MatchConfig, practice: bool) -> bool:
    """Does anything play from the game of the players left after a knock-out: practice's
    hints and verdicts, or a computer that plays from the solved game (perfect, adaptive, the
    computers' team)? A match of people alone never asks for it, and on a large list it took a
    core and gigabytes (the Russian nouns' Anaghost: 3.4 GB for a minute) while Play again's
    load waited."""
    from .loading import PLAYS_PERFECTLY

    computers = [p.kind for p in config.players if p.kind.is_computer]
    return practice or bool(
        computers and (config.team_up or any(k in PLAYS_PERFECTLY for k in computers))
    )


class SolvedGame:
    def __init__(self, loaded: Loaded, worker: Worker, report: Report) -> None:
        self.loaded = loaded
        self.worker = worker
        self.report = report

    @property
    def players(self) -> int:
        return self.loaded.solver.players

    def with_solver(
        self, playing: int, then: Callable[[Solver], None], kind: JobKind, wanted: Wanted
    ) -> None:
        """``then(solver)`` with the solved game of ``playing`` players (those still in): at
        once when it is ready, else once a worker has solved it, if still ``wanted``."""
        loaded, solvers = self.loaded, self.loaded.solvers
        if solvers is None:  # a game loaded with its solver solved
            then(loaded.solver)
            return
        ready = solvers.ready(playing)
        if ready is not None:
            then(ready)
            return

        def done(solver: Solver) -> None:
            if wanted():
                then(solver)

        self.worker.submit(
            kind, lambda cancel, progress: solvers.get(playing, cancel), done, self.report
        )

    def ready_computers(self) -> None:
        """Make on a worker now what the load left of the computers for after the match's
        first frame (``Loaded.ready_computers``), so that their first judgement need not
        wait for it."""
        loaded = self.loaded
        self.worker.submit(
            JobKind.COMPUTERS_READY,
            lambda cancel, progress: loaded.ready_computers(progress),
            lambda _: None,
            self.report,
        )

    def prepare(self, playing: int) -> None:
        """Work out the game of the ``playing`` still in on a worker now (someone is out, or
        a match begins on a game the load left unsolved), so that hints, verdicts and the
        computers' next turn need not wait for it."""
        solvers = self.loaded.solvers
        if solvers is None or solvers.ready(playing) is not None:
            return
        self.worker.submit(
            JobKind.SMALLER_GAME,
            lambda cancel, progress: solvers.get(playing, cancel),
            lambda _: None,
            self.report,
        )

    def hint(
        self,
        fragment: str,
        playing: int,
        reply: Callable[[tuple[Play, ...], bool], None],
        wanted: Wanted,
    ) -> None:
        """The plays that win at ``fragment`` (or hold out longest), and whether it is won;
        no plays when the fragment is lost whatever is played."""

        def hint(solver: Solver) -> None:
            if solver.losers(fragment) is None:
                reply((), False)
                return
            won = solver.is_won(fragment)
            plays = solver.winning_plays(fragment) if won else solver.longest_plays(fragment)
            reply(tuple(plays), won)

        self.with_solver(playing, hint, JobKind.HINT, wanted)

    def judge(
        self,
        practice: Practice,
        before: str,
        play: Play,
        playing: int,
        reply: Callable[[Verdict], None],
        wanted: Wanted,
    ) -> None:
        """What perfect play thinks of ``play`` at ``before``, made with ``playing`` in."""

        def judge(solver: Solver) -> None:
            verdict = practice.judge(before, play, solver)
            if verdict is not None:
                reply(verdict)

        self.with_solver(playing, judge, JobKind.VERDICT, wanted)

    def cards(self, config: MatchConfig, reply: Callable[[tuple[object, ...]], None]) -> None:
        """Every seat's memorisation card, worked out on a worker."""
        bench, players = self.loaded.bench, len(config.players)

        def job(
            cancel: Callable[[], bool], progress: Callable[[float], None]
        ) -> tuple[object, ...]:
            return tuple(
                bench.card(config.variant, config.min_length, players, seat, cancel=cancel)[1]
                for seat in range(players)
            )

        self.worker.submit(JobKind.CARDS, job, reply, self.report)

    def worked_out_again(
        self,
        path: str,
        config: MatchConfig,
        seed: float,
        words: tuple[bool, frozenset[str], frozenset[str], str],
        writer: FileWriter | None,
        reply: Callable[[Loaded], None],
        progress: Callable[[float], None],
    ) -> None:
        """The same game worked out again on a worker with other ``words`` (keep capitalized
        words?, house words, blocked words, how the list's letters are counted)."""
        from .loading import load_game

        keep, add, block, language = words

        def job(cancel: Callable[[], bool], progress: Callable[[float], None]) -> Loaded:
            return load_game(
                path,
                config,
                seed,
                cancel,
                progress,
                keep,
                add,
                block,
                writer=writer,
                language=language,
            )

        self.worker.submit(JobKind.WORDS, job, reply, self.report, progress)
