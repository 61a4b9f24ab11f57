"""Learning a card, without widgets: the presenter behind the drill's dialog.

It owns the core's :class:`~ghost_gui.core.cards.drill.Drill` and the card's saved progress
(read from and written to the one progress file, ``drill_progress``), takes the learner's
intents (:meth:`answer`, :meth:`go_on`, :meth:`choose_session_length`) and publishes what
there is to draw as one immutable :class:`DrillState` after every change. The dialog
(``drill_view``) draws that state and works out which play a key makes; it never calls the
engine or writes the file itself.
"""

from __future__ import annotations

import enum
import random
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, replace
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Signal

from ...core.cards.cards import TreeCard, WordCard
from ...core.cards.drill import SESSION_LENGTH, Drill, Question, Result
from ...core.cards.drill_progress import DrillFigures
from ...core.play.plays import Play
from ...core.play.variants import Variant, variant_by_key
from .. import storage
from .card_words import card_anagrams
from .drill_progress import FILE_VERSION, ProgressRead, read_progress

if TYPE_CHECKING:
    from ...core.words.lexicon import Lexicon

#: the sessions offered, in questions; 0: as many as are due
SESSION_CHOICES = (10, 20, 50, 0)


class DrillPhase(enum.Enum):
    #: a question waits for its answer
    ASKING = "asking"
    #: the last answer was a miss: its verdict is shown until the learner goes on
    MISSED = "missed"
    #: the session's questions are answered: its sum is shown until the next begins
    SESSION_DONE = "session_done"
    #: the card has no decision (the round is over before the seat's first turn)
    NOTHING_TO_LEARN = "nothing_to_learn"


class DrillNotice(enum.Enum):
    #: this card's saved progress was damaged: the drill starts afresh
    DAMAGED = "damaged"
    #: the progress file was partly damaged and set aside; what could be read is kept
    PARTLY_DAMAGED = "partly_damaged"
    #: the progress could not be written (the state's ``save_problem`` says why)
    SAVE_FAILED = "save_failed"
    #: the progress file may not be read: it is left as it is, and nothing is saved over it
    UNREADABLE = "unreadable"


@dataclass(frozen=True)
class DrillState:
    """What the drill's dialog shows."""

    phase: DrillPhase
    #: the question asked (during ASKING and MISSED)
    question: Question | None
    #: the counts: known, due, the session's answers
    figures: DrillFigures
    #: the session length chosen (one of SESSION_CHOICES)
    session_choice: int
    #: the last answer's verdict, and how many answers were given since the dialog opened
    #: (a new count: a new verdict to tell)
    result: Result | None = None
    answers: int = 0
    #: where the learner left off, until the first answer: the counts as the dialog opened
    #: and when the card was last drilled (an ISO time, possibly empty or damaged)
    left_off: tuple[DrillFigures, str] | None = None
    notice: DrillNotice | None = None
    #: why the progress could not be saved (the system's words)
    save_problem: str = ""


class DrillPresenter(QObject):
    #: the new DrillState, after every change
    changed = Signal(object)

    def __init__(
        self,
        card: WordCard | TreeCard,
        card_key: str,
        progress_path: Path,
        *,
        rng: random.Random | None = None,
        words: Iterable[str] | None = None,
        lexicon: Lexicon | None = None,
        parent: QObject | None = None,
    ) -> None:
        """``words``: the counting words, to name the words an Anaghost card's pools make;
        ``lexicon``: the game's, to tell a miss that completes a word."""
        super().__init__(parent)
        self.card, self.card_key, self.progress_path = card, card_key, progress_path
        self.variant: Variant = variant_by_key(card.variant)
        #: the words each Anaghost pool on the card makes (empty for the other variants)
        self.anagrams: Mapping[str, tuple[str, ...]] = card_anagrams(
            card.variant, card.words, words
        )
        #: the progress file is there but may not be read: it is never written over
        self.locked = False
        try:
            read = read_progress(progress_path, card_key)
        except PermissionError:
            read = ProgressRead({"version": FILE_VERSION, "cards": {}}, None, False)
            self.locked = True
        self._file, saved = read.file, read.entry
        self.drill = Drill.for_card(card, saved, rng or random.Random(), lexicon)
        notice = None
        if self.locked:
            notice = DrillNotice.UNREADABLE
        elif read.damaged or self.drill.damaged:
            notice = DrillNotice.DAMAGED
        elif read.other_damage:
            notice = DrillNotice.PARTLY_DAMAGED
        choice = saved.get("session_choice") if isinstance(saved, dict) else None
        self.state = DrillState(
            DrillPhase.ASKING,
            None,
            self.drill.figures(),
            choice if choice in SESSION_CHOICES else SESSION_LENGTH,
            left_off=(
                (self.drill.figures(), str(saved.get("updated", "")))
                if isinstance(saved, dict)
                else None
            ),
            notice=notice,
        )
        if self.drill.total() and self.drill.session_over():
            self.drill.start_session(
                self.state.session_choice or None
            )  # saved with its first answer
        self._ask()

    def _publish(self, **changes: Any) -> None:
        self.state = replace(self.state, figures=self.drill.figures(), **changes)
        self.changed.emit(self.state)

    def _ask(self) -> None:
        """The next question, or the session's end."""
        d = self.drill
        if d.total() and d.session_over():
            self._publish(phase=DrillPhase.SESSION_DONE, question=None)
            return
        q = d.next_question()
        phase = DrillPhase.ASKING if q is not None else DrillPhase.NOTHING_TO_LEARN
        self._publish(phase=phase, question=q)

    # -- the file --------------------------------------------------------------------------
    def save(self) -> bool:
        entry = self.drill.progress()
        entry["updated"] = datetime.now(UTC).isoformat(timespec="seconds")
        entry["session_choice"] = self.state.session_choice
        self._file["cards"][self.card_key] = entry
        if self.locked:
            return True  # told when the drill opened: the file that may not be read stays
        try:
            storage.write_json(self.progress_path, self._file)
        except OSError as exc:
            if self.state.notice is not DrillNotice.SAVE_FAILED:  # told once
                self.state = replace(
                    self.state,
                    notice=DrillNotice.SAVE_FAILED,
                    save_problem=exc.strerror or str(exc),
                )
            return False
        return True

    # -- intents ---------------------------------------------------------------------------
    def answer(self, play: Play | None) -> Result | None:
        """Answer the question asked; None means "show me" (counts as a miss)."""
        if self.state.phase is not DrillPhase.ASKING or self.state.question is None:
            return None
        result = self.drill.answer(play)
        self.save()
        self.state = replace(
            self.state, result=result, answers=self.state.answers + 1, left_off=None
        )
        if result.right:
            self._ask()
        else:
            self._publish(phase=DrillPhase.MISSED)
        return result

    def go_on(self) -> None:
        """After a miss: the next question; after a session: the next session."""
        if self.state.phase is DrillPhase.SESSION_DONE:
            self.drill.start_session(
                self.state.session_choice or None
            )  # saved with its first answer
        elif self.state.phase is not DrillPhase.MISSED:
            return
        self._ask()

    def choose_session_length(self, choice: int) -> None:
        """A session of another length: the one under way too (it may end at once)."""
        if choice not in SESSION_CHOICES or choice == self.state.session_choice:
            return
        self.state = replace(self.state, session_choice=choice)
        d = self.drill
        if self.state.phase is not DrillPhase.SESSION_DONE and d.session:
            d.session_length = max(1, choice or d.session_answers + d.due_questions())
            self.save()
            if self.state.phase is DrillPhase.ASKING and d.session_over():
                self._ask()
                return
        else:
            self.save()
        self._publish()
