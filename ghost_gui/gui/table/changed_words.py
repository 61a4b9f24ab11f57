"""The table changed its house or blocked words: the game is worked out again with them on a
worker, and the new game takes the old one's place when no round is under way."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import SignalInstance

from ..jobs import JobKind
from .loading import Loaded, load_game
from .table_news import WordsCount, Work

if TYPE_CHECKING:
    from ...core.play.match import Match, MatchConfig
    from ...core.play.match_events import RoundEnded
    from ...core.solving.practice import Practice
    from ..file_writer import FileWriter
    from ..jobs import Jobs
    from .computers import ComputerPlayers


class WordsTable(Protocol):
    """What changing the words needs of the table (the game controller is one)."""

    loaded: Loaded | None
    house_words: set[str]
    blocked_words: set[str]

    @property
    def jobs(self) -> Jobs: ...

    @property
    def memory_writer(self) -> FileWriter: ...

    @property
    def match(self) -> Match | None: ...

    @property
    def config(self) -> MatchConfig | None: ...

    @property
    def practice(self) -> Practice | None: ...

    @property
    def round_over(self) -> RoundEnded | None: ...

    @property
    def word_list_path(self) -> str: ...

    @property
    def keep_capitalized(self) -> bool: ...

    @property
    def rng(self) -> random.Random: ...

    @property
    def computers(self) -> ComputerPlayers: ...

    @property
    def loading(self) -> SignalInstance: ...

    @property
    def progress(self) -> SignalInstance: ...

    @property
    def log_added(self) -> SignalInstance: ...

    @property
    def words_changed(self) -> SignalInstance: ...

    def report(self, exc: Exception) -> None: ...


class ChangedWords:
    def __init__(self, table: WordsTable) -> None:
        self.table = table
        #: the game worked out again with changed words, waiting for the round to end
        self.next_loaded: Loaded | None = None

    def change(self, house: set[str], blocked: set[str]) -> None:
        """The table changed its house or blocked words: the game is worked out again on a
        worker, with progress. The new words count at once between rounds, else from the
        next round (a fragment must not lose its words under a player's feet)."""
        t = self.table
        t.house_words, t.blocked_words = set(house), set(blocked)
        m, cfg = t.match, t.config
        if m is None or cfg is None:
            return
        path, keep, seed = t.word_list_path, t.keep_capitalized, t.rng.random()
        add, block, writer = frozenset(house), frozenset(blocked), t.memory_writer

        def job(cancel: Callable[[], bool], progress: Callable[[float], None]) -> Loaded:
            return load_game(path, cfg, seed, cancel, progress, keep, add, block, writer=writer)

        def done(loaded: Loaded) -> None:
            t.loading.emit(False, None)
            if t.match is m:
                self.next_loaded = loaded
                self.use_when_due()

        t.loading.emit(True, Work.CHANGED_WORDS)
        t.jobs.submit(JobKind.WORDS, job, done, t.report, t.progress.emit)

    def use_when_due(self) -> None:
        """The game worked out with the changed words takes over, unless a round is under
        way (then a later call, after the round, does it)."""
        t = self.table
        m, new = t.match, self.next_loaded
        if m is None or new is None:
            return
        if m.fragment and t.round_over is None and m.winner is None:
            return  # in the middle of a round: from the next one
        self.next_loaded = None
        t.computers.keep_levels(new.strategies)
        t.loaded = new
        m.lexicon = new.lexicon
        m.house_words = set(t.house_words)
        if t.practice is not None:
            t.practice.solver = new.solver
        t.log_added.emit(WordsCount(len(new.bench.word_list)))
        t.words_changed.emit()
