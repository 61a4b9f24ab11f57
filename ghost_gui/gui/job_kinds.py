"""What the table's session and the window's features ask of a job runner, without Qt: the
kinds of jobs (:class:`JobKind`), a job's shape and the narrow :class:`Worker` interface that
the application's :class:`~ghost_gui.gui.jobs.Jobs` gives (and a test's synchronous stand-in)."""

from __future__ import annotations

from collections.abc import Callable
from enum import StrEnum
from typing import Any, Protocol

CancelCheck = Callable[[], bool]
Progress = Callable[[float], None]
Job = Callable[[CancelCheck, Progress], Any]


class JobKind(StrEnum):
    """What a job is for: a newer request of a kind (and lane) supersedes the older one.
    The values are what the log says."""

    LOAD = "load"  # the list read and the game solved for a new or resumed match
    WORDS = "words"  # the game worked out again with changed house or blocked words
    COMPUTER = "computer"  # a computer's play or challenge
    HINT = "hint"  # the solver of the players still in, for a hint
    VERDICT = "verdict"  # the same, to judge a person's play
    SMALLER_GAME = "smaller game"  # the same, prepared as soon as someone is out
    COMPUTERS_READY = "computers ready"  # their letter senses, made once the match began
    CARDS = "cards"  # the strategy cards
    DRILL_CARD = "drill-card"  # the card to learn
    POCKET_FAMILIAR = "pocket-familiar"  # a pocket card of familiar words
    WORDS_FILE = "words-file"  # house or blocked words read from or written to a file
    OPEN_LIST = "open-list"  # a word list opened from a file
    LIST_SUMMARY = "list-summary"  # what a list chosen in the new-game dialog holds
    DEFINITIONS = "definitions"  # the words' meanings read
    CLEAR_CACHE = "clear-cache"  # the disk cache emptied
    ANALYSIS = "analysis"  # an analysis view's table (one lane per view)
    HISTORY = "history"  # the kept matches read for History
    HISTORY_DELETE = "history-delete"  # kept matches deleted (one lane per deletion)
    REVIEW = "review"  # a kept match reviewed against perfect play (one lane per review)
    MATCH_FILE = "match-file"  # a match record read for a review, or saved as a file
    MISTAKES = "mistakes"  # a person's mistakes to go over read, to learn from them
    LEARN_REVIEW = "learn-review"  # a kept match read and reviewed, to learn from it
    MATCH_ACCURACY = "match-accuracy"  # a kept match reviewed for the people's accuracy


class Worker(Protocol):
    """Runs slow work off the window's thread: a newer job of a kind supersedes the older."""

    def submit(
        self,
        kind: JobKind,
        job: Job,
        on_result: Callable[[Any], None],
        on_error: Callable[[Exception], None] | None = None,
        on_progress: Callable[[float], None] | None = None,
    ) -> int: ...

    def cancel(self, kind: JobKind, *, lane: int = 0) -> None: ...

    def is_running(self, kind: JobKind | None = None, *, lane: int = 0) -> bool: ...
