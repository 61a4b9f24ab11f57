"""A kept match reviewed against perfect play, without widgets: the presenter behind the
review dialog.

It runs the core's :func:`~ghost_gui.core.analysis.review.review` on a worker (a review
solves the game: seconds on a large list), steps through the plays on request
(:meth:`ReviewPresenter.step_by`, :meth:`ReviewPresenter.go_to`) and publishes what there
is to draw as one immutable :class:`ReviewState` after every change. Until the verdicts
come, the plays are shown without them; a match whose word list is missing stays so, and
the state says why (``gaps``). The dialog (``review_view``) draws the state and words it.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace

from PySide6.QtCore import QObject, Signal

from ...core.analysis.review import MatchReview, ReviewGap, ReviewVerdict, review, review_match
from ...core.play.match_record import MatchRecord
from ...core.play.rules import RoundEnd
from ..jobs import JobKind, Jobs


@dataclass(frozen=True)
class ReviewedPlay:
    """One play: ``seat`` (``name``) made ``letters`` from ``before``; ``verdict`` None
    while not judged; ``better``: the letters that would have kept the win (or held out
    longer), ``line``: what perfect play forces from ``before``."""

    round: int
    seat: int
    name: str
    before: str
    letters: str
    verdict: ReviewVerdict | None = None
    better: tuple[str, ...] = ()
    line: tuple[str, ...] = ()


@dataclass(frozen=True)
class ReviewedRound:
    """A round: ``number`` from 1; ``seats`` in turn order from its first mover; how many
    plays were ``taken_back``; who lost it and how (None: unfinished)."""

    number: int
    seats: tuple[int, ...]
    plays: tuple[ReviewedPlay, ...]
    taken_back: int = 0
    loser: int | None = None
    reason: RoundEnd | None = None


@dataclass(frozen=True)
class PlayerLine:
    """A player's summary: ``plays`` judged, wins ``thrown_away``, ``accuracy`` 0..1
    (None: nothing judged)."""

    seat: int
    name: str
    plays: int
    thrown_away: int
    accuracy: float | None


@dataclass(frozen=True)
class ReviewState:
    """What the review dialog shows."""

    #: the players' names, by seat
    players: tuple[str, ...]
    rounds: tuple[ReviewedRound, ...]
    summary: tuple[PlayerLine, ...]
    #: the verdicts are being worked out
    loading: bool = True
    #: the play shown as the current one: an index into :attr:`plays` (-1: none)
    step: int = -1
    #: why the plays are shown without verdicts (empty: they are judged)
    gaps: tuple[ReviewGap, ...] = ()
    #: the review failed (the plays stay, unjudged)
    error: Exception | None = None
    #: the record's variant key, winner seat and start (ISO 8601, "" when unknown)
    variant: str = ""
    winner: int | None = None
    started: str = ""

    @property
    def plays(self) -> tuple[ReviewedPlay, ...]:
        """Every play of the match, round after round: what ← and → step through."""
        return tuple(p for r in self.rounds for p in r.plays)

    @property
    def current(self) -> ReviewedPlay | None:
        plays = self.plays
        return plays[self.step] if 0 <= self.step < len(plays) else None


def state_of(done: MatchReview, *, loading: bool, step: int = -1) -> ReviewState:
    """The state of the review ``done`` (an unjudged one while ``loading``)."""
    record = done.record
    names = tuple(p.name for p in record.players)
    rounds = tuple(
        ReviewedRound(
            i + 1,
            r.seats,
            tuple(
                ReviewedPlay(
                    i, p.seat, names[p.seat], p.before, p.fragment, p.verdict, p.better, p.line
                )
                for p in r.plays
            ),
            r.taken_back,
            r.ending.loser if r.ending is not None else None,
            r.ending.reason if r.ending is not None else None,
        )
        for i, r in enumerate(done.rounds)
    )
    summary = tuple(
        PlayerLine(s.seat, names[s.seat], s.plays, s.thrown_away, s.accuracy) for s in done.summary
    )
    count = sum(len(r.plays) for r in rounds)
    step = min(max(step, 0), count - 1) if count else -1
    return ReviewState(
        names,
        rounds,
        summary,
        loading,
        step,
        done.gaps,
        variant=record.rules.variant,
        winner=record.winner,
        started=record.started or record.ended,
    )


#: reviews a record: the core's :func:`review`, or a test's stand-in
Reviewer = Callable[[MatchRecord], MatchReview]


class ReviewPresenter(QObject):
    #: the new ReviewState, after every change
    changed = Signal(object)

    def __init__(
        self,
        record: MatchRecord,
        jobs: Jobs,
        *,
        reviewer: Reviewer | None = None,
        parent: QObject | None = None,
    ) -> None:
        """``reviewer``: how the record is reviewed (the core's :func:`review`, finding the
        match's word list by its content, with the disk cache's solved games)."""
        super().__init__(parent)
        self.record = record
        self.jobs = jobs
        self.reviewer: Reviewer = reviewer or review
        self._lane = id(self)  # each open review has its own newest request
        self.state = state_of(review_match(record, None), loading=True, step=0)
        #: the review once worked out (what "Learn from my mistakes" goes over)
        self.done: MatchReview | None = None

    def start(self) -> None:
        """The verdicts worked out on a worker; the state follows when they are there."""
        record, reviewer = self.record, self.reviewer
        self.jobs.submit(
            JobKind.REVIEW,
            lambda cancel, progress: reviewer(record),
            self._reviewed,
            self._failed,
            lane=self._lane,
        )

    def _reviewed(self, done: MatchReview) -> None:
        self.done = done
        self._publish(state_of(done, loading=False, step=self.state.step))

    def _failed(self, exc: Exception) -> None:
        self._publish(replace(self.state, loading=False, error=exc))

    # -- stepping ------------------------------------------------------------------------
    def step_by(self, delta: int) -> None:
        """The play ``delta`` plays after (before, when negative) the current one, held at
        the first and the last."""
        self.go_to(self.state.step + delta)

    def go_to(self, index: int) -> None:
        count = len(self.state.plays)
        if not count:
            return
        step = min(max(index, 0), count - 1)
        if step != self.state.step:
            self._publish(replace(self.state, step=step))

    def _publish(self, state: ReviewState) -> None:
        self.state = state
        self.changed.emit(state)

    def close(self) -> None:
        """The dialog is gone: its review's result is dropped."""
        self.jobs.cancel(JobKind.REVIEW, lane=self._lane)
