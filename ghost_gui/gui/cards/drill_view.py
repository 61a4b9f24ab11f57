"""Learn the card: the computer plays the others along the card's lines and you answer with
the card's letter (see ``core/cards/drill.py``). Progress is kept per card in one JSON file.

A long card is learnt in sessions of a few questions: the dialog opens on where
the learner left off (the session, how many decisions are due, how many learnt) and resumes a
session left half-way; at a session's end it sums the session up and offers the next one.
The board (``drill_board``) draws the fragment as large as the table draws it, and each new
question clears the last answer's verdict (``drill_feedback``); what a key plays is worked
out in ``drill_keys``. The drill itself, its progress file and its sessions are the
presenter's (``drill_presenter``): this dialog draws the :class:`DrillState` it publishes."""

from __future__ import annotations

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

from ...core.play.plays import Play, Side
from ..screen_fit import fit_dialog
from ..texts.drill_texts import (
    known_text,
    left_off_text,
    next_session_text,
    session_text,
)
from .drill_board import DrillBoard, drill_colour, drill_label
from .drill_feedback import DrillFeedback
from .drill_keys import GO_ON_KEYS, caret_place, play_for, typed_letter
from .drill_presenter import SESSION_CHOICES, DrillNotice, DrillPhase, DrillPresenter, DrillState

#: how long "Right!" stays in the status line under the next question
RIGHT_MS = 1500


class DrillView(QDialog):
    def __init__(
        self, presenter: DrillPresenter, title: str, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.presenter = presenter
        if presenter.parent() is None:
            presenter.setParent(self)  # it lives as long as the dialog
        self.card, self.variant = presenter.card, presenter.variant
        #: a letter may go on the left too (SuperGhost, SuperDuperGhost, Xghost): Shift+letter
        self.super = Side.LEFT in self.variant.sides
        self.setWindowTitle(self.tr("Learn the card"))
        self.setObjectName("drillView")
        fit_dialog(self, 640, 560)
        self.setStyleSheet(
            "QFrame#drillBoard { background: palette(base); border: 1px solid palette(mid); border-radius: 14px; }"
            "QFrame#drillFeedback { background: palette(base); border-radius: 12px; border: 2px solid palette(mid); }"
            "QProgressBar { border: 1px solid palette(mid); border-radius: 8px; text-align: center; min-height: 1.6em; }"
            "QProgressBar::chunk { background: palette(highlight); border-radius: 7px; }"
        )
        #: what the board shows now: the phase, the answers given and the question
        self._drawn: tuple[object, ...] | None = None
        self._notice_told: DrillNotice | None = None

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
        self.length.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.length.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the keyboard types letters
        self.length.currentIndexChanged.connect(
            lambda i: presenter.choose_session_length(self.length.itemData(i))
        )
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
        presenter.changed.connect(self.draw)
        self.draw(presenter.state)

    # -- intents ---------------------------------------------------------------------------
    def give(self, play: Play | None) -> None:
        """Answer the question shown; None means "show me"."""
        self.presenter.answer(play)

    def go_on(self) -> None:
        """After a miss the next question; after a session the next one."""
        self.presenter.go_on()

    def set_caret(self, place: int) -> None:
        """Where Xghost's next letter goes: 0 the start, the fragment's length the end."""
        state = self.presenter.state
        if state.phase is DrillPhase.ASKING and state.question is not None:
            self.board.set_caret(state.question.at, place)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # Qt override
        key = event.key()
        state = self.presenter.state
        asking = state.phase is DrillPhase.ASKING
        if state.phase in (DrillPhase.MISSED, DrillPhase.SESSION_DONE) and key in GO_ON_KEYS:
            self.go_on()
            return
        turn_around = self.board.turn_around
        if key == Qt.Key.Key_Space and turn_around.isVisible():
            turn_around.toggle()
            return
        q = state.question
        if self.variant.inserts and q is not None and asking:
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

    # -- drawing the state -----------------------------------------------------------------
    def draw(self, state: DrillState) -> None:
        self._draw_notices(state)
        step = (state.phase, state.answers, state.question)
        previous, self._drawn = self._drawn, step
        if step != previous:
            if previous is not None and state.answers != previous[1]:
                self._tell_result(state)
            elif previous is not None and previous[0] is DrillPhase.SESSION_DONE:
                self._status_timer.stop()  # a new session: the last one's word goes
                self.status.clear()
            self._draw_board(state)
        self._draw_counts(state)
        index = SESSION_CHOICES.index(state.session_choice)
        if self.length.currentIndex() != index:
            self.length.blockSignals(True)
            self.length.setCurrentIndex(index)
            self.length.blockSignals(False)

    def _draw_notices(self, state: DrillState) -> None:
        notices = {
            DrillNotice.DAMAGED: self.tr(
                "Your saved progress on this card was damaged, so the drill starts afresh."
            ),
            DrillNotice.PARTLY_DAMAGED: self.tr(
                "The file of your progress on the cards was partly damaged and was set aside; the progress that could be read is kept."
            ),
            DrillNotice.SAVE_FAILED: self.tr("Could not save your progress (%1).").replace(
                "%1", state.save_problem
            ),
            DrillNotice.UNREADABLE: self.tr(
                "The file of your progress on the cards cannot be read (permission denied). It is left as it is, and this session's progress is not kept."
            ),
        }
        if state.notice is not None and state.notice is not self._notice_told:
            self._notice_told = state.notice  # each notice is told once
            self.notice.setText(notices[state.notice])
            self.notice.show()
        text = left_off_text(*state.left_off) if state.left_off is not None else None
        self.left_off.setText(text or "")
        self.left_off.setVisible(bool(text))

    def _draw_board(self, state: DrillState) -> None:
        """The board for a new step: a question, a miss, a session's end, nothing to learn."""
        phase, q = state.phase, state.question
        missed = phase is DrillPhase.MISSED
        self.dont_know.setEnabled(phase is DrillPhase.ASKING)
        self.next_button.setVisible(missed or phase is DrillPhase.SESSION_DONE)
        self.next_button.setText(
            self.tr("Next session (Enter)")
            if phase is DrillPhase.SESSION_DONE
            else self.tr("Next (Enter)")
        )
        if missed:
            assert q is not None and state.result is not None
            self.board.show_miss(state.result.given, q.at, self.tr("Press Enter to go on."))
            return
        self.board.clear()
        self.feedback.clear()
        if phase is DrillPhase.SESSION_DONE:
            d = state.figures
            self.board.show_summary(
                self.tr("Session %1 done: %2 of %3 right.")
                .replace("%1", str(d.session))
                .replace("%2", str(d.session_right))
                .replace("%3", str(d.session_answers)),
                next_session_text(d),
            )
        elif phase is DrillPhase.NOTHING_TO_LEARN:
            self.board.show_summary(
                self.tr("Nothing to learn"),
                self.tr("The round is over before your first turn on this card."),
            )
        elif q is not None:
            ask = self.tr("Your letter?") if q.at else self.tr("You start. Your letter?")
            if q.new:
                ask += "  " + self.tr("(New to you: “Show me” if you don't know it yet.)")
            self.board.show_question(q, self.card.seat, ask)

    def _tell_result(self, state: DrillState) -> None:
        """A right answer is told in the status line (the next question follows at once and
        its board is clean); a miss shows the card's line until Enter."""
        result = state.result
        if result is None:
            return
        self.status.setStyleSheet(f"color: {drill_colour('right' if result.right else 'wrong')};")
        self._status_timer.stop()
        if not result.right:
            self.status.setText("")
            self.feedback.show_miss(result, self.card, self.variant, self.presenter.anagrams)
        elif state.figures.learnt:
            self.status.setText(
                "\u2714 " + self.tr("Learnt! You know every decision on this card.")
            )
        else:  # a moment's word: the next question is on the board already
            self.status.setText("\u2714 " + self.tr("Right!"))
            self._status_timer.start(RIGHT_MS)

    def _draw_counts(self, state: DrillState) -> None:
        d = state.figures
        self.bar.setRange(0, max(1, d.total))
        self.bar.setValue(d.known if d.total else 1)
        self.bar.setFormat(known_text(d.known, d.total))
        if not d.total or not d.session:
            self.session_line.setText("")
        else:
            self.session_line.setText(session_text(d, state.phase is DrillPhase.MISSED))
