"""Learn from my mistakes: the window. At each position where the person threw a win away it
asks for a letter that keeps the win, the letters as large as the table shows them; Hint
says how many plays keep it, Show me shows them and the line they force; then the next.

It draws the :class:`LearnState` its presenter (``learn_presenter``) publishes. The board
is the drill's (``cards/drill_board``: the fragment, Xghost's caret line, the side hint and
the turn-around box) and so are the keys (``cards/drill_keys``): a letter plays at the end,
Shift+letter at the start (the Super variants), at the caret (Xghost). The positions of one
session may come from matches of different variants: the board is made anew for each.

:func:`open_learning` reads the person's book on a worker and opens the window."""

from __future__ import annotations

from pathlib import Path

import shiboken6
from PySide6.QtCore import Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QDialog,
    QFrame,
    QHBoxLayout,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ...core.analysis.mistakes import mistakes_of
from ...core.analysis.review import MatchReview
from ...core.play.plays import Side
from ...core.play.variants import variant_by_key
from ..cards.drill_board import DrillBoard, drill_colour, drill_label
from ..cards.drill_keys import GO_ON_KEYS, caret_place, play_for, typed_letter
from ..dialog_life import show_modeless
from ..file_writer import FileWriter
from ..jobs import JobKind, Jobs
from ..mistakes_store import MistakesStore, StoreNotice, StoreRead, mistakes_path, read_store
from ..screen_fit import fit_dialog
from ..texts import learn_texts as words
from ..texts.player_names import short_name
from .learn_presenter import LearnPhase, LearnPresenter, LearnState


class LearnView(QDialog):
    def __init__(self, presenter: LearnPresenter, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.presenter = presenter
        if presenter.parent() is None:
            presenter.setParent(self)  # it lives as long as the window
        self.setWindowTitle(self.tr("Learn from my mistakes"))
        self.setObjectName("learnView")
        fit_dialog(self, 640, 560)
        self.setStyleSheet(
            "QFrame#drillBoard { background: palette(base); border: 1px solid palette(mid); border-radius: 14px; }"
            "QFrame#learnFeedback { background: palette(base); border-radius: 12px; border: 2px solid palette(mid); }"
        )
        self._drawn: tuple[object, ...] | None = None
        outer = QVBoxLayout(self)
        outer.setContentsMargins(18, 14, 18, 14)
        outer.setSpacing(8)
        outer.addWidget(
            drill_label(
                self.tr("Learn from %1's mistakes").replace(
                    "%1", short_name(presenter.state.person)
                ),
                1.35,
                bold=True,
            )
        )
        self.progress = drill_label("", 1.05, bold=True)
        outer.addWidget(self.progress)
        self.rules = drill_label()
        outer.addWidget(self.rules)
        self.notice = drill_label()
        self.notice.setStyleSheet(f"color: {drill_colour('wrong')};")
        self.notice.hide()
        outer.addWidget(self.notice)
        self._board_at = outer.count()
        self.board: DrillBoard | None = None
        self._board_variant = ""
        # the verdict on an answer, the plays that keep the win and their line
        self.feedback = QFrame()
        self.feedback.setObjectName("learnFeedback")
        f = QVBoxLayout(self.feedback)
        f.setContentsMargins(14, 8, 14, 8)
        self.verdict = drill_label("", 1.15, bold=True)
        self.line = drill_label()
        f.addWidget(self.verdict)
        f.addWidget(self.line)
        self.feedback.hide()
        outer.addWidget(self.feedback)
        buttons = QHBoxLayout()
        self.hint_button = QPushButton(self.tr("Hint"))
        self.hint_button.setToolTip(self.tr("How many plays keep the win here"))
        self.hint_button.clicked.connect(presenter.hint)
        self.show_button = QPushButton(self.tr("Show me"))
        self.show_button.setToolTip(
            self.tr("Show the plays that keep the win (it comes back next time)")
        )
        self.show_button.clicked.connect(presenter.show_me)
        self.next_button = QPushButton(self.tr("Next (Enter)"))
        self.next_button.clicked.connect(presenter.go_on)
        close = QPushButton(self.tr("Close"))
        close.clicked.connect(self.reject)
        buttons.addStretch(1)
        for w in (self.hint_button, self.show_button, self.next_button, close):
            w.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the keyboard types letters
            w.setAutoDefault(False)
            buttons.addWidget(w)
        outer.addLayout(buttons)
        self._outer = outer
        presenter.changed.connect(self.draw)
        self.draw(presenter.state)

    # -- intents ---------------------------------------------------------------------------
    def keyPressEvent(self, event: QKeyEvent) -> None:  # Qt override
        key, state = event.key(), self.presenter.state
        if state.phase in (LearnPhase.RIGHT, LearnPhase.MISSED) and key in GO_ON_KEYS:
            self.presenter.go_on()
            return
        board, m = self.board, state.mistake
        if state.phase is not LearnPhase.ASKING or board is None or m is None:
            super().keyPressEvent(event)
            return
        variant = board.variant
        if key == Qt.Key.Key_Space and board.turn_around.isVisible():
            board.turn_around.toggle()
            return
        if variant.inserts:
            place = caret_place(key, board.caret, len(m.before))
            if place is not None:
                board.set_caret(m.before, place)
                return
        letter = typed_letter(event.text(), event.modifiers())
        if letter is None:
            super().keyPressEvent(event)
            return
        left = Side.LEFT in variant.sides and bool(
            event.modifiers() & Qt.KeyboardModifier.ShiftModifier
        )
        self.presenter.answer(
            play_for(
                variant,
                m.before,
                board.caret,
                letter,
                left=left,
                reverse=board.turn_around.isChecked(),
            )
        )

    # -- drawing the state -----------------------------------------------------------------
    def _board_for(self, variant: str) -> DrillBoard:
        if self.board is None or self._board_variant != variant:
            if self.board is not None:
                self.board.deleteLater()
            self.board = DrillBoard(variant_by_key(variant))
            self.board.place_chosen.connect(self._place_chosen)
            self._outer.insertWidget(self._board_at, self.board, 1)
            self._board_variant = variant
        return self.board

    def _place_chosen(self, place: int) -> None:
        m = self.presenter.state.mistake
        if self.presenter.state.phase is LearnPhase.ASKING and m and self.board is not None:
            self.board.set_caret(m.before, place)

    def draw(self, state: LearnState) -> None:
        self._draw_notice(state)
        asking = state.phase is LearnPhase.ASKING
        answered = state.phase in (LearnPhase.RIGHT, LearnPhase.MISSED)
        self.hint_button.setEnabled(asking and not state.hint)
        self.show_button.setEnabled(asking)
        self.next_button.setVisible(answered)
        step = (state.phase, state.number, state.hint)
        previous, self._drawn = self._drawn, step
        if step == previous:
            return
        m = state.mistake
        if m is None:  # the session's end, or nothing to ask
            board = self._board_for(self._board_variant or "ghost")
            self.rules.setText("")
            self.progress.setText("")
            self.feedback.hide()
            if state.phase is LearnPhase.DONE:
                board.show_summary(
                    words.done_text(state.right, state.total), words.due_next_text(state.due_next)
                )
            else:
                board.show_summary(words.nothing_text(state.person), "")
            return
        board = self._board_for(m.variant)
        self.progress.setText(words.progress_text(state.number, state.total, state.earlier))
        self.rules.setText(words.rules_text(m))
        if asking:
            if previous is None or previous[:2] != step[:2]:  # a new position
                board.clear()
                board.moves.setText(words.players_html(m))
                mover = m.seats[(m.turn - 1) % len(m.seats)] if m.before else None
                board.show_fragment(m.before, m.previous, mover=mover)
                board.prompt.setText(words.question_text(m))
                if board.variant.inserts:
                    board.caret_line.show()
                    board.set_caret(m.before, len(m.before))
                self.feedback.hide()
            if state.hint:
                self._tell(words.hint_text(m), "", None)
            return
        board.caret_line.hide()
        board.prompt.setText(self.tr("Press Enter to go on."))
        if state.phase is LearnPhase.RIGHT:
            assert state.given is not None
            board.show_fragment(state.given, m.before, mover=m.seats[m.turn])
            self._tell("\u2714 " + words.right_text(state.given, m), words.line_text(m), True)
        else:
            if state.given is not None:
                board.show_fragment(state.given, m.before, wrong=True)
            mark = "\u2794 " if state.given is None else "\u2718 "
            self._tell(mark + words.missed_text(state.given, m), words.line_text(m), False)

    def _tell(self, verdict: str, line: str, right: bool | None) -> None:
        colour = "palette(mid)" if right is None else drill_colour("right" if right else "wrong")
        self.feedback.setStyleSheet(f"QFrame#learnFeedback {{ border-color: {colour}; }}")
        self.verdict.setStyleSheet("" if right is None else f"color: {colour};")
        self.verdict.setText(verdict)
        self.line.setText(line)
        self.line.setVisible(bool(line))
        self.feedback.show()

    def _draw_notice(self, state: LearnState) -> None:
        texts = {
            StoreNotice.DAMAGED: self.tr(
                "The file of your mistakes to go over was damaged and was set aside; it starts afresh."
            ),
            StoreNotice.PARTLY_DAMAGED: self.tr(
                "The file of your mistakes to go over was partly damaged and was set aside; what could be read is kept."
            ),
            StoreNotice.UNREADABLE: self.tr(
                "The file of your mistakes to go over cannot be read (permission denied). It is left as it is, and this session is not kept."
            ),
        }
        text = texts[state.notice] if state.notice is not None else ""
        if state.save_problem:
            text = self.tr("Could not save your mistakes to go over (%1).").replace(
                "%1", state.save_problem
            )
        self.notice.setText(text)
        self.notice.setVisible(bool(text))


def open_learning(
    parent: QWidget,
    review: MatchReview,
    seat: int,
    jobs: Jobs,
    *,
    writer: FileWriter | None = None,
    path: Path | None = None,
) -> None:
    """Open "Learn from my mistakes" for the player of ``seat`` in ``review``, once the
    person's book is read (on a worker). ``writer``: the thread the book is saved on (the
    table's; None: saved at once); ``path``: the book's file (the data folder's)."""
    where = path or mistakes_path()
    person = review.record.players[seat].name
    mistakes = mistakes_of(review, seat)

    def opened(read: StoreRead) -> None:
        if not shiboken6.isValid(parent):
            return
        store = MistakesStore(where, read, writer)
        show_modeless(LearnView(LearnPresenter(store, person, mistakes), parent))

    jobs.submit(JobKind.MISTAKES, lambda cancel, progress: read_store(where), opened)
