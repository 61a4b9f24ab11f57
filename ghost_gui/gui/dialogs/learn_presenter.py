"""Learning from one's mistakes, without widgets: the presenter behind the learning window.

It asks, one after another, the positions due from the person's earlier sessions and then
those where they threw a win away in the match reviewed ("find a letter that keeps the
win"), takes the learner's intents (:meth:`answer`, :meth:`hint`, :meth:`show_me`,
:meth:`go_on`) and publishes what there is to draw as one immutable :class:`LearnState`
after every change. Each position's first answer goes into the person's book (a miss or
"Show me" is kept to go over next session) and the book is saved at once, off the window's
thread when the store has a writer. A sitting counts as a session of the book once
something is answered in it (it is saved then).
"""

from __future__ import annotations

import enum
from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Any

import shiboken6
from PySide6.QtCore import QObject, Qt, Signal

from ...core.analysis.mistakes import Mistake
from ...core.play.plays import Play
from ..mistakes_store import MistakesStore, StoreNotice


class LearnPhase(enum.Enum):
    #: a position waits for a letter
    ASKING = "asking"
    #: the letter kept the win: said until the learner goes on
    RIGHT = "right"
    #: the letter lost the win, or "Show me": the better letters shown until the learner goes on
    MISSED = "missed"
    #: every position asked: the session summed up
    DONE = "done"
    #: nothing to ask: no win thrown away that a letter would have kept, nothing due
    NOTHING = "nothing"


@dataclass(frozen=True)
class LearnState:
    """What the learning window shows."""

    person: str
    phase: LearnPhase
    #: the position asked (during ASKING, RIGHT and MISSED)
    mistake: Mistake | None
    #: which position of how many (1-based)
    number: int
    total: int
    #: the position comes from an earlier session
    earlier: bool = False
    #: the hint was asked for this position
    hint: bool = False
    #: the fragment the answer made (None: "Show me")
    given: str | None = None
    #: positions answered right at the first try, this session
    right: int = 0
    #: positions to go over next session (at DONE)
    due_next: int = 0
    notice: StoreNotice | None = None
    #: why the book could not be saved (the system's words; "" when it was)
    save_problem: str = ""


class LearnPresenter(QObject):
    #: the new LearnState, after every change
    changed = Signal(object)
    #: a write failed on the writer's thread (its words): told on the window's
    _failed = Signal(str)

    def __init__(
        self,
        store: MistakesStore,
        person: str,
        mistakes: Sequence[Mistake],
        parent: QObject | None = None,
    ) -> None:
        """``mistakes``: the person's in the match reviewed (:func:`mistakes_of`)."""
        super().__init__(parent)
        self.store = store
        self.book = store.books.book(person)
        self.book.begin()
        earlier = {m.key for m in self.book.due()}
        self.asked = self.book.plan(mistakes)
        self._earlier = [m.key in earlier for m in self.asked]
        self._failed.connect(self._save_failed, Qt.ConnectionType.QueuedConnection)
        store.on_failed = self._tell_failed
        self._index = 0
        self.state = LearnState(person, LearnPhase.NOTHING, None, 0, len(self.asked))
        self.state = replace(self.state, notice=store.notice)
        self._ask()

    def _publish(self, **changes: Any) -> None:
        self.state = replace(self.state, **changes)
        self.changed.emit(self.state)

    def _ask(self) -> None:
        if not self.asked:
            self._publish(phase=LearnPhase.NOTHING)
        elif self._index >= len(self.asked):
            self._publish(
                phase=LearnPhase.DONE,
                mistake=None,
                due_next=len(self.book.due(self.book.session + 1)),
            )
        else:
            self._publish(
                phase=LearnPhase.ASKING,
                mistake=self.asked[self._index],
                number=self._index + 1,
                earlier=self._earlier[self._index],
                hint=False,
                given=None,
            )

    # -- intents ---------------------------------------------------------------------------
    def answer(self, play: Play | None) -> bool | None:
        """Answer the position asked with ``play`` (None: "Show me", a miss). Whether it
        kept the win; None when nothing was asked."""
        m = self.state.mistake
        if self.state.phase is not LearnPhase.ASKING or m is None:
            return None
        given = None if play is None else play.apply(m.before).lower()
        right = m.keeps_win(given)
        self.book.answered(m, right)
        self.store.save()
        self._publish(
            phase=LearnPhase.RIGHT if right else LearnPhase.MISSED,
            given=given,
            right=self.state.right + int(right),
        )
        return right

    def show_me(self) -> None:
        self.answer(None)

    def hint(self) -> None:
        if self.state.phase is LearnPhase.ASKING:
            self._publish(hint=True)

    def go_on(self) -> None:
        """After an answer: the next position."""
        if self.state.phase in (LearnPhase.RIGHT, LearnPhase.MISSED):
            self._index += 1
            self._ask()

    def _tell_failed(self, problem: str) -> None:
        """On the writer's thread: told on the window's, if the window is still there."""
        if shiboken6.isValid(self):
            self._failed.emit(problem)

    def _save_failed(self, problem: str) -> None:
        if not self.state.save_problem:  # told once
            self._publish(save_problem=problem)
