"""One decision of a drilled card and its schedule: when it is asked again, and whether it
is *due*. Separate from the drill's scheduler (``drill.py``), which chooses the line to play
and the question to ask from these items.

Two clocks, like Anki's learning steps and reviews:

- **Questions**, within a session, for a decision being learnt (seen, not yet answered right
  :data:`KNOWN_STREAK` times in a row): a right answer moves it one Leitner box up (it comes
  back after 3, 7, 15 ... questions), a miss puts it in box 0 (it comes back after one other
  question). Such a decision is due until it is known.
- **Sessions**, for a decision the learner knows: it comes back for review after
  :data:`REVIEW_INTERVALS` sessions (1, 3, 7, 16, 35 ...: each right review roughly doubles
  the wait; a review ahead of time, when nothing else is to ask, keeps it), and a miss
  halves its interval and makes it a decision to learn again. Sessions,
  not days: a session is a sitting at the drill, so the count of what is due next session is
  exact whenever the learner comes back, and no clock is needed.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .drill_progress import count

#: questions until a decision being learnt in box k comes back
INTERVALS = (1, 3, 7, 15, 31, 63, 127, 255)
#: right answers in a row that make a decision known
KNOWN_STREAK = 2
#: sessions until a known decision comes back for review, one step up per right review
#: (past the last step the wait doubles)
REVIEW_INTERVALS = (1, 3, 7, 16, 35, 75, 160)
#: a saved interval beyond this is damage, not progress
MAX_INTERVAL = 10_000


def longer(interval: int) -> int:
    """The wait after a right review of a decision that waited ``interval`` sessions."""
    for step in REVIEW_INTERVALS:
        if step > interval:
            return step
    return 2 * interval


def shorter(interval: int) -> int:
    """The wait, once learnt again, of a known decision that was missed: half as long."""
    return max(REVIEW_INTERVALS[0], interval // 2)


@dataclass
class Item:
    """A decision's schedule: ``play`` (the card's fragment after it), its Leitner ``box``
    and ``due`` question while it is being learnt, the right answers in a row (``streak``),
    the times it was asked (``reviews``), and once known its ``interval`` in sessions and
    the session it comes back in (``due_session``)."""

    play: str
    box: int = 0
    streak: int = 0
    due: int = 0
    reviews: int = 0
    #: sessions it waits once known (0: never known yet)
    interval: int = 0
    due_session: int = 0

    @property
    def seen(self) -> bool:
        return self.reviews > 0

    @property
    def known(self) -> bool:
        return self.streak >= KNOWN_STREAK

    def is_due(self, session: int) -> bool:
        """Is it due in session number ``session``: seen and not yet known, or known and its
        review's session has come? The one definition of *due* the drill counts by."""
        if not self.seen:
            return False
        return not self.known or self.due_session <= session

    def answered(self, right: bool, clock: int, session: int) -> None:
        """Answered at question ``clock`` (already counted) of session ``session``."""
        was_known = self.known
        self.reviews += 1
        if right:
            self.streak += 1
            self.box = min(self.box + 1, len(INTERVALS) - 1)
            if self.known:
                if was_known and self.due_session <= session:
                    self.interval = longer(self.interval)
                # a review ahead of its session (nothing else to ask) keeps the interval
                else:  # known (again): the first wait, or the one a miss shortened
                    self.interval = self.interval or REVIEW_INTERVALS[0]
                self.due_session = session + self.interval
        else:
            if was_known:
                self.interval = shorter(self.interval)
            self.streak = 0
            self.box = 0
        self.due = clock + INTERVALS[self.box]

    def saved(self) -> dict[str, Any]:
        return {
            "play": self.play,
            "box": self.box,
            "streak": self.streak,
            "due": self.due,
            "reviews": self.reviews,
            "interval": self.interval,
            "due_session": self.due_session,
        }

    @staticmethod
    def counts_sound(raw: dict[str, Any]) -> bool:
        """Are the saved counts a drill cannot do without sound (else: learn it afresh)?"""
        return all(count(raw.get(k)) for k in ("box", "streak", "due", "reviews"))

    def restore(self, raw: dict[str, Any], session: int) -> None:
        """Take the saved schedule ``raw`` (:meth:`counts_sound`), ``session`` being the drill's session. Progress saved before decisions had
        an interval, or with one that makes no sense, gets the interval its right answers in
        a row earned and comes back within it; an interval is never a reason to start afresh."""
        self.box = min(raw["box"], len(INTERVALS) - 1)
        self.streak, self.due, self.reviews = raw["streak"], raw["due"], raw["reviews"]
        interval, due_session = raw.get("interval"), raw.get("due_session")
        if not self.known:
            self.interval = interval if count(interval) else 0
            self.due_session = 0
            return
        if not count(interval) or not 0 < interval <= MAX_INTERVAL or not count(due_session):
            steps = min(self.streak - KNOWN_STREAK, len(REVIEW_INTERVALS) - 1)
            interval, due_session = REVIEW_INTERVALS[steps], session + REVIEW_INTERVALS[steps]
        self.interval = interval
        # a review further off than its interval (a damaged file) comes within it
        self.due_session = min(due_session, session + interval)


__all__ = ["INTERVALS", "KNOWN_STREAK", "REVIEW_INTERVALS", "Item", "longer", "shorter"]
