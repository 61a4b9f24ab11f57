"""Learn the card: the computer plays the others along the card's lines and you answer with
the card's letter (see ``core/cards/drill.py``). Progress is kept per card in one JSON file.

A long card is learnt in sessions of a few questions: the dialog opens on where
the learner left off (the session, how many decisions are due, how many learnt) and resumes a
session left half-way; at a session's end it sums the session up and offers the next one.
The board (``drill_board``) draws the fragment as large as the table draws it, and each new
question clears the last answer's verdict (``drill_feedback``); what a key plays is worked
out in ``drill_keys``."""

from __future__ import annotations

import random
from collections.abc import Iterable
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ...core.cards.cards import TreeCard, WordCard
from ...core.cards.drill import SESSION_LENGTH, Drill, Question, Result
from ...core.play.plays import Play, Side
from ...core.play.variants import variant_by_key
from .. import storage
from ..screen_fit import fit_dialog
from ..texts.drill_texts import (
    known_text,
    left_off_text,
    next_session_text,
    session_text,
)
from .card_words import card_anagrams
from .drill_board import DrillBoard, drill_colour, drill_label
from .drill_feedback import DrillFeedback
from .drill_keys import GO_ON_KEYS, caret_place, play_for, typed_letter
from .drill_progress import read_progress

#: how long "Right!" stays in the status line under the next question
RIGHT_MS = 1500
#: the sessions offered, in questions; 0: as many as are due
SESSION_CHOICES = (10, 20, 50, 0)


class DrillView(QDialog):
    def __init__(
        self,
        card: WordCard | TreeCard,
        card_key: str,
        title: str,
        progress_path: Path,
        parent: QWidget | None = None,
        *,
        rng: random.Random | None = None,
        words: Iterable[str] | None = None,
    ) -> None:
        """``words``: the counting words, to name the words an Anaghost card's pools make."""
        super().__init__(parent)
        self.card = card
        self.card_key = card_key
        self.progress_path = progress_path
        self.variant = variant_by_key(card.variant)
        #: a letter may go on the left too (SuperGhost, SuperDuperGhost, Xghost): Shift+letter
        self.super = Side.LEFT in self.variant.sides
        self.anagrams = card_anagrams(card.variant, card.words, words)
        self.setWindowTitle(self.tr("Learn the card"))
        self.setObjectName("drillView")
        fit_dialog(self, 640, 560)
        self.setStyleSheet(
            "QFrame#drillBoard { background: palette(base); border: 1px solid palette(mid); border-radius: 14px; }"
            "QFrame#drillFeedback { background: palette(base); border-radius: 12px; border: 2px solid palette(mid); }"
            "QProgressBar { border: 1px solid palette(mid); border-radius: 8px; text-align: center; min-height: 1.6em; }"
            "QProgressBar::chunk { background: palette(highlight); border-radius: 7px; }"
        )
        read = read_progress(progress_path, card_key)
        self._file, saved, file_damaged = read.file, read.entry, read.damaged
        self.drill = Drill.for_card(card, saved, rng or random.Random())
        self.question: Question | None = None
        self.waiting = False  # a miss is shown until Enter / Next
        self.ended = False  # a session's summary is shown until Enter / Next session
        self._save_problem_shown = False
        choice = saved.get("session_choice") if isinstance(saved, dict) else None
        self.session_choice = choice if choice in SESSION_CHOICES else SESSION_LENGTH

        outer = QVBoxLayout(self)
        outer.setContentsMargins(18, 14, 18, 14)
        outer.setSpacing(10)
        outer.addWidget(drill_label(title, 1.35, bold=True))
        outer.addWidget(
            drill_label(
                self.tr(
                    "The computer plays the others along your card. Type the letter the card tells you to play."
                )
            )
        )
        self.session_line = drill_label("", 1.05, bold=True)
        self.session_line.setObjectName("drillSession")
        outer.addWidget(self.session_line)
        self.left_off = drill_label()
        self.left_off.setObjectName("drillLeftOff")
        self.left_off.hide()
        outer.addWidget(self.left_off)
        self.notice = drill_label()
        self.notice.setStyleSheet(f"color: {drill_colour('wrong')};")
        self.notice.hide()
        outer.addWidget(self.notice)
        if file_damaged or self.drill.damaged:
            self._notify(
                self.tr("Your saved progress on this card was damaged, so the drill starts afresh.")
            )
        elif read.other_damage:
            self._notify(
                self.tr(
                    "The file of your progress on the cards was partly damaged and was set aside; the progress that could be read is kept."
                )
            )

        #: the moves, the fragment, Xghost's caret, the prompt and the turn-around box
        self.board = DrillBoard(self.variant)
        self.board.place_chosen.connect(self.set_caret)
        outer.addWidget(self.board, 1)

        #: after a miss: what the answer made and the card's line
        self.feedback = DrillFeedback()
        outer.addWidget(self.feedback)

        self.bar = QProgressBar()
        self.bar.setTextVisible(True)
        outer.addWidget(self.bar)
        buttons = QHBoxLayout()
        self.status = QLabel()
        self.status.setObjectName("drillStatus")
        self._status_timer = QTimer(self)
        self._status_timer.setSingleShot(True)
        self._status_timer.timeout.connect(self.status.clear)
        buttons.addWidget(self.status, 1)
        length_label = QLabel(self.tr("Session:"))
        self.length = QComboBox()
        self.length.setObjectName("drillSessionLength")
        for n in SESSION_CHOICES:
            self.length.addItem(
                self.tr("%1 questions").replace("%1", str(n)) if n else self.tr("What's due"), n
            )
        self.length.setCurrentIndex(SESSION_CHOICES.index(self.session_choice))
        self.length.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.length.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the keyboard types letters
        self.length.currentIndexChanged.connect(self._length_chosen)
        length_label.setBuddy(self.length)
        buttons.addWidget(length_label)
        buttons.addWidget(self.length)
        self.dont_know = QPushButton(self.tr("Show me"))
        self.dont_know.setToolTip(self.tr("Show the card's play (counts as a miss)"))
        self.dont_know.clicked.connect(lambda: self.give(None))
        self.next_button = QPushButton(self.tr("Next (Enter)"))
        self.next_button.clicked.connect(self.go_on)
        self.next_button.hide()
        close = QPushButton(self.tr("Close"))
        close.clicked.connect(self.reject)
        for w in (self.dont_know, self.next_button, close):
            w.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            w.setAutoDefault(False)
            buttons.addWidget(w)
        outer.addLayout(buttons)
        self._show_left_off(saved)
        if self.drill.total() and self.drill.session_over():
            self.drill.start_session(self.session_choice or None)  # saved with its first answer
        self._update_bar()
        self.go_on()

    # -- the file --------------------------------------------------------------------------
    def save(self) -> bool:
        entry = self.drill.progress()
        entry["updated"] = datetime.now(UTC).isoformat(timespec="seconds")
        entry["session_choice"] = self.session_choice
        self._file["cards"][self.card_key] = entry
        try:
            storage.write_json(self.progress_path, self._file)
        except OSError as exc:
            if not self._save_problem_shown:
                self._save_problem_shown = True
                self._notify(
                    self.tr("Could not save your progress (%1).").replace(
                        "%1", exc.strerror or str(exc)
                    )
                )
            return False
        return True

    def _notify(self, text: str) -> None:
        self.notice.setText(text)
        self.notice.show()

    # -- the drill -------------------------------------------------------------------------
    def go_on(self) -> None:
        """Show the next question (the last answer's verdict goes), or the session's end."""
        if self.ended:
            self.next_session()
            return
        self.waiting = False
        self.next_button.hide()
        self.next_button.setText(self.tr("Next (Enter)"))
        self.dont_know.setEnabled(True)
        self.board.clear()
        self.feedback.clear()
        if self.drill.total() and self.drill.session_over():
            self._end_session()
            return
        self.question = self.drill.next_question()
        q = self.question
        if q is None:
            self.board.show_summary(
                self.tr("Nothing to learn"),
                self.tr("The round is over before your first turn on this card."),
            )
            self.dont_know.setEnabled(False)
            return
        ask = self.tr("Your letter?") if q.at else self.tr("You start. Your letter?")
        self.board.show_question(
            q,
            self.card.seat,
            ask
            + (
                "  " + self.tr("(New to you: “Show me” if you don't know it yet.)") if q.new else ""
            ),
        )

    def next_session(self) -> None:
        """Begin the next session (its length as chosen) and ask its first question."""
        self.ended = False
        self._status_timer.stop()
        self.status.clear()
        self.drill.start_session(self.session_choice or None)  # saved with its first answer
        self._update_bar()
        self.go_on()

    def _end_session(self) -> None:
        """The session's questions are answered: sum it up and offer the next."""
        d = self.drill
        self.ended = True
        self.question = None
        self.board.show_summary(
            self.tr("Session %1 done: %2 of %3 right.")
            .replace("%1", str(d.session))
            .replace("%2", str(d.session_right))
            .replace("%3", str(d.session_answers)),
            self._next_text(),
        )
        self.dont_know.setEnabled(False)
        self.next_button.setText(self.tr("Next session (Enter)"))
        self.next_button.show()

    def _next_text(self) -> str:
        return next_session_text(self.drill)

    def _length_chosen(self, index: int) -> None:
        """A session of another length: the one under way too (it may end at once)."""
        choice = self.length.itemData(index)
        if choice not in SESSION_CHOICES or choice == self.session_choice:
            return
        self.session_choice = choice
        d = self.drill
        if not self.ended and d.session:
            d.session_length = max(1, choice or d.session_answers + d.due())
            self.save()
            self._update_bar()
            if not self.waiting and d.session_over():
                self.go_on()
        else:
            self.save()

    def _show_left_off(self, saved: dict[str, Any] | None) -> None:
        """Where the learner left off, when the card was drilled before."""
        text = left_off_text(self.drill, saved)
        if text is None:
            return
        self.left_off.setText(text)
        self.left_off.show()

    def give(self, play: Play | None) -> Result | None:
        """Answer the question shown; None means "show me"."""
        if self.question is None or self.waiting or self.ended:
            return None
        result = self.drill.answer(play)
        self.save()
        self.left_off.hide()
        self.waiting = not result.right
        self._update_bar()
        self._show_result(result)
        if result.right:
            self.go_on()
        else:
            self.dont_know.setEnabled(False)
            self.next_button.show()
            self.board.show_miss(result.given, self.question.at, self.tr("Press Enter to go on."))
        return result

    # -- the keyboard ----------------------------------------------------------------------
    def set_caret(self, place: int) -> None:
        """Where Xghost's next letter goes: 0 the start, the fragment's length the end."""
        q = self.question
        if q is None or self.waiting or self.ended:
            return
        self.board.set_caret(q.at, place)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # Qt override
        key = event.key()
        if (self.waiting or self.ended) and key in GO_ON_KEYS:
            self.go_on()
            return
        turn_around = self.board.turn_around
        if key == Qt.Key.Key_Space and turn_around.isVisible():
            turn_around.toggle()
            return
        q = self.question
        if self.variant.inserts and q is not None and not (self.waiting or self.ended):
            place = caret_place(key, self.board.caret, len(q.at))
            if place is not None:
                self.set_caret(place)
                return
        letter = typed_letter(event.text(), event.modifiers())
        if letter is not None:
            left = self.super and bool(event.modifiers() & Qt.KeyboardModifier.ShiftModifier)
            at = q.at if q is not None else ""
            play = play_for(
                self.variant,
                at,
                self.board.caret,
                letter,
                left=left,
                reverse=turn_around.isChecked(),
            )
            self.give(play)
            return
        super().keyPressEvent(event)

    # -- showing ---------------------------------------------------------------------------
    def _show_result(self, result: Result) -> None:
        """A right answer is told in the status line (the next question follows at once and
        its board is clean); a miss shows the card's line until Enter."""
        kind = "right" if result.right else "wrong"
        colour = drill_colour(kind)
        self.status.setStyleSheet(f"color: {colour};")
        if result.right:
            self._status_timer.stop()
            if self.drill.learnt():
                self.status.setText(
                    "\u2714 " + self.tr("Learnt! You know every decision on this card.")
                )
            else:  # a moment's word: the next question is on the board already
                self.status.setText("\u2714 " + self.tr("Right!"))
                self._status_timer.start(RIGHT_MS)
            return
        self._status_timer.stop()
        self.status.setText("")
        self.feedback.show_miss(result, self.card, self.variant, self.anagrams)

    def _update_bar(self) -> None:
        total, known = self.drill.total(), self.drill.known()
        self.bar.setRange(0, max(1, total))
        self.bar.setValue(known if total else 1)
        self.bar.setFormat(known_text(known, total))
        d = self.drill
        if not total or not d.session:
            self.session_line.setText("")
            return
        self.session_line.setText(session_text(d, known, total, self.waiting))
