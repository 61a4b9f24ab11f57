"""Each person's accuracy in each kept match (the table's
:class:`~ghost_gui.gui.table.table_news.MatchKept`), for the statistics: the match is
reviewed against perfect play on a worker (a review solves the game: seconds on a large
list, which no play may wait for), and each person's share of plays that kept what the
position allowed goes into their row, with how many plays were judged. A match whose word
list cannot be found (or used) gives no accuracy, and nothing else happens.

The matches are reviewed one after another, in the order they were kept, so that each
person's accuracies stay in the order of their matches."""

from __future__ import annotations

import logging
from collections import deque
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer

from ...core.play.rules import PlayerKind
from ..job_kinds import JobKind, Worker
from ..table.controller import GameController
from ..table.table_news import MatchKept

if TYPE_CHECKING:
    from ...core.analysis.review import MatchReview
    from ...core.play.match_record import MatchRecord
    from .match_records import MatchRecords

log = logging.getLogger(__name__)

#: a person's accuracy in a match (0 to 1) and how many of their plays were judged
Accuracy = tuple[float, int]
Reviewer = Callable[["MatchRecord"], "MatchReview"]
#: how long after a match ends its review starts: the window draws the match's end first
#: (a review beside it would take turns with it at the interpreter lock)
DELAY_MS = 250


#: the most a review nobody asked for may take for an Anaghost game's graph: a quarter of
#: what a game may (``budget.MEMORY_LIMIT``). The Russian nouns' game takes 3.4 GB and the
#: German family list's about as much: beside the match just played, a family's laptop
#: would give that to the statistics after every match. Those matches give no accuracy; the
#: History's review, asked for, still takes the whole budget.
BACKGROUND_MEMORY = 1024**3


def review(record: MatchRecord) -> MatchReview:
    """The core's review with the disk cache's solved games (imported on the worker, when
    the first match ends: the window's start does without it), within
    :data:`BACKGROUND_MEMORY`."""
    from ...core.analysis.review import review as reviewed

    return reviewed(record, memory_limit=BACKGROUND_MEMORY)


def people_accuracy(done: MatchReview) -> dict[str, Accuracy]:
    """Each person's accuracy in the reviewed match, by name (as the statistics key them);
    a person with no play judged has none. Two seats of one name count as one person."""
    judged: dict[str, tuple[float, int]] = {}
    for summary in done.summary:
        player = done.record.players[summary.seat]
        if player.kind is not PlayerKind.HUMAN or summary.accuracy is None or not summary.plays:
            continue
        kept, plays = judged.get(player.name, (0.0, 0))
        judged[player.name] = (kept + summary.accuracy * summary.plays, plays + summary.plays)
    return {name: (kept / plays, plays) for name, (kept, plays) in judged.items()}


class MatchAccuracy(QObject):
    """Reviews each kept match with a person in it on ``jobs`` and records the people's
    accuracy through ``records`` (into its statistics, saved on the writer's thread)."""

    def __init__(
        self,
        controller: GameController,
        jobs: Worker,
        records: MatchRecords,
        *,
        enabled: bool = True,
        reviewer: Reviewer = review,
        delay_ms: int = DELAY_MS,
    ) -> None:
        """``enabled`` False: no match is reviewed; ``reviewer``: how a record is reviewed
        (by default the core's :func:`~ghost_gui.core.analysis.review.review`);
        ``delay_ms``: how long after a match is kept its review starts."""
        super().__init__()
        self.delay = QTimer(self)
        self.delay.setSingleShot(True)
        self.delay.setInterval(delay_ms)
        self.delay.timeout.connect(self._next)
        self.jobs = jobs
        self.records = records
        self.enabled = enabled
        self.reviewer = reviewer
        self.waiting: deque[MatchRecord] = deque()
        self.running = False
        controller.on(MatchKept, lambda n: self.keep(n.record))

    def keep(self, record: MatchRecord) -> None:
        """Review ``record`` after those kept before it."""
        if self.enabled and any(p.kind is PlayerKind.HUMAN for p in record.players):
            self.waiting.append(record)
            self.delay.start()

    def stop(self) -> None:
        """The window closes: the matches not yet reviewed give no accuracy."""
        self.delay.stop()
        self.waiting.clear()
        self.enabled = False

    def _next(self) -> None:
        if self.running or not self.waiting:
            return
        record, reviewer = self.waiting.popleft(), self.reviewer
        self.running = True
        self.jobs.submit(
            JobKind.MATCH_ACCURACY,
            lambda cancel, progress: people_accuracy(reviewer(record)),
            self._reviewed,
            self._failed,
        )

    def _reviewed(self, found: dict[str, Accuracy]) -> None:
        self.running = False
        if not self.enabled:  # the window closed meanwhile: its statistics are written
            return
        for name, (accuracy, plays) in found.items():
            self.records.stats.record_accuracy(name, accuracy, plays)
        if found:
            self.records.save()
        self._next()

    def _failed(self, exc: Exception) -> None:
        # the core's review turns a list it cannot use into a gap; anything else is a bug,
        # logged by the job runner: that match gives no accuracy, the next ones still do
        log.warning("a kept match could not be reviewed for accuracy: %s", exc)
        self.running = False
        self._next()
