"""Starting a match: the list loaded and solved on a worker, then a new match, or one resumed
from its save; and the game log's first lines about it."""

from __future__ import annotations

import random
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import SignalInstance

from ...core.errors import GhostError
from ..jobs import JobKind
from .game_request import GameRequest
from .loading import Loaded, load_game, stage_at
from .table_news import Happened, LoadingGame, LoadStage, LogLine, Started

if TYPE_CHECKING:
    from ...core.play.match import Match, MatchConfig
    from ...core.play.saving import MatchSave
    from ..file_writer import FileWriter
    from ..jobs import Jobs


class StartingTable(Protocol):
    """What starting a match needs of the table (the game controller is one)."""

    blocked_words: set[str]
    longest: tuple[str, int] | None

    @property
    def jobs(self) -> Jobs: ...

    @property
    def memory_writer(self) -> FileWriter: ...

    @property
    def match(self) -> Match | None: ...

    @property
    def rng(self) -> random.Random: ...

    @property
    def loading(self) -> SignalInstance: ...

    @property
    def progress(self) -> SignalInstance: ...

    @property
    def resume_failed(self) -> SignalInstance: ...

    def report(self, exc: Exception) -> None: ...

    def begin(
        self,
        loaded: Loaded,
        match: Match,
        path: str,
        practice: bool,
        house: set[str],
        resumed: bool,
    ) -> None: ...


class MatchStart:
    def __init__(self, table: StartingTable) -> None:
        self.table = table

    def load(
        self,
        request: GameRequest,
        started: Callable[[], None] | None = None,
        failed_to_load: Callable[[Exception], None] | None = None,
    ) -> None:
        """Load the list and solve it on a worker, then start the match (or resume one):
        see ``GameController.new_game``."""
        t = self.table
        seed, writer = t.rng.random(), t.memory_writer
        config, path, resume, longest = (
            request.config,
            request.word_list_path,
            request.resume,
            request.longest,
        )
        keep, house, blocked = request.keep_capitalized, request.house_words, request.blocked_words
        strengths = dict(request.strengths)

        def job(cancel: Callable[[], bool], progress: Callable[[float], None]) -> Loaded:
            return load_game(
                path, config, seed, cancel, progress, keep, house, blocked, strengths, writer
            )

        def done(loaded: Loaded) -> None:
            t.loading.emit(False, None)
            t.blocked_words = set(blocked)
            self._start(loaded, config, path, request.practice, set(house), resume, started)
            m = t.match
            if (
                resume is not None
                and m is not None
                and longest is not None
                and 0 <= longest[1] < len(m.config.players)
            ):
                t.longest = longest

        def failed(exc: Exception) -> None:
            if resume is None and failed_to_load is not None:
                t.loading.emit(False, None)
                failed_to_load(exc)
            elif resume is None:
                t.report(exc)
            else:  # a save whose list is gone or unusable: explained by the shell, set aside
                t.loading.emit(False, None)
                t.resume_failed.emit(exc)

        name, stages = Path(path).name, [LoadStage.READING]

        def progress(fraction: float) -> None:
            stage = stage_at(fraction)
            if stage is not stages[-1]:  # the board and the status line say what it does now
                stages.append(stage)
                t.loading.emit(True, LoadingGame(name, stage))
            t.progress.emit(fraction)

        t.loading.emit(True, LoadingGame(name, LoadStage.READING))
        t.jobs.submit(JobKind.LOAD, job, done, failed, progress)

    def _start(
        self,
        loaded: Loaded,
        config: MatchConfig,
        path: str,
        practice: bool,
        house: set[str],
        resume: MatchSave | None,
        started: Callable[[], None] | None,
    ) -> None:
        from ...core.play.match import Match

        if resume is not None:
            try:
                match = resume.restore(loaded.lexicon, loaded.variant)
            except GhostError as exc:
                self.table.resume_failed.emit(exc)
                return
        else:
            match = Match(config, loaded.lexicon, loaded.variant, house_words=set(house))
        if started is not None:
            started()
        self.table.begin(loaded, match, path, practice, house, resume is not None)


def started_lines(match: Match, loaded: Loaded, resumed: bool) -> list[LogLine]:
    """The game log's first lines: a new game on its list; or a resumed one's round, and
    the round's plays so far as they were told when played (a save keeps no events)."""
    wl = loaded.bench.word_list  # the same count as the new-game dialog and the status bar
    if not resumed:
        return [Started(wl.name, len(wl))]
    names = tuple(p.name for p in match.config.players)
    plays = [Happened(e, names, match.variant.key) for e in match.round_so_far()]
    return [Started(wl.name, len(wl), match.round), *plays]
