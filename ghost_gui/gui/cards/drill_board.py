"""The drill's board: the moves so far, the fragment in the table's large letters (the
newest marked), a session's summary, Xghost's caret line, the prompt, and the side hint and
turn-around box under them. It draws what the drill dialog tells it and keeps only the
caret, the place Xghost's next letter goes."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QCheckBox,
    QFrame,
    QHBoxLayout,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from ...core.cards.drill import Question
from ...core.play.plays import Side
from ...core.play.variants import Variant
from ..fragment_view import FragmentView
from ..look import LOOKS
from ..player_colours import player_colour
from ..texts.drill_texts import caret_html, caret_words, moves_html
from ..theme import relative_font

COLOURS = {"right": ("#1b7f4c", "#5fd39a"), "wrong": ("#c2185b", "#ff6fa5")}


def drill_colour(kind: str) -> str:
    """The colour of a right or a wrong answer ("right", "wrong") in the theme shown."""
    return COLOURS[kind][1 if LOOKS.get().dark else 0]


def drill_label(
    text: str = "",
    scale: float = 1.0,
    *,
    bold: bool = False,
    rich: bool = False,
    centre: bool = False,
) -> QLabel:
    """A wrapping label of the drill, its font ``scale`` times the window's."""
    label = QLabel(text)
    label.setTextFormat(Qt.TextFormat.RichText if rich else Qt.TextFormat.PlainText)
    label.setWordWrap(True)
    if centre:
        label.setAlignment(Qt.AlignmentFlag.AlignCenter)
    relative_font(label, scale, bold=bold)
    return label


class DrillBoard(QFrame):
    """The board of one variant's drill; a click on a place of the caret line asks for it
    (``place_chosen``), and the dialog decides whether it may move."""

    place_chosen = Signal(int)

    def __init__(self, variant: Variant, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.variant = variant
        #: Xghost: where the next letter goes, 0 the start to the fragment's length the end
        self.caret = 0
        self.setObjectName("drillBoard")
        b = QVBoxLayout(self)
        b.setContentsMargins(16, 12, 16, 14)
        self.moves = drill_label(rich=True, centre=True)
        b.addWidget(self.moves)
        self.fragment = FragmentView()  # as large as the table's letters, the newest marked
        b.addWidget(self.fragment, 1)
        self.summary = drill_label("", 1.5, bold=True, centre=True)
        self.summary.setObjectName("drillSummary")
        self.summary.hide()
        b.addWidget(self.summary, 1)
        # Xghost: the places a letter can go, the chosen one marked; a click chooses one
        self.caret_line = drill_label("", 1.6, bold=True, rich=True, centre=True)
        self.caret_line.setObjectName("drillCaret")
        self.caret_line.setTextInteractionFlags(Qt.TextInteractionFlag.LinksAccessibleByMouse)
        self.caret_line.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.caret_line.linkActivated.connect(lambda place: self.place_chosen.emit(int(place)))
        self.caret_line.setVisible(variant.inserts)
        b.addWidget(self.caret_line)
        self.prompt = drill_label("", 1.2, centre=True)
        b.addWidget(self.prompt)
        row = QHBoxLayout()
        row.addStretch(1)
        if variant.inserts:
            hint = self.tr(
                "← → choose where your letter goes (Home, End: the ends), or click the place."
            )
        elif variant.pool:
            hint = self.tr("The letters stay in alphabetical order: just type your letter.")
        else:
            hint = self.tr("Shift+letter puts it on the left.")
        self.side_hint = QLabel(hint)
        self.side_hint.setWordWrap(True)  # a long hint (Russian) wraps inside the board
        self.side_hint.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.side_hint.setVisible(Side.LEFT in variant.sides or variant.pool)
        row.addWidget(self.side_hint, 8)  # the room is the hint's, not the stretches'
        self.turn_around = QCheckBox(self.tr("Turn around first (Space)"))
        self.turn_around.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.turn_around.setVisible(variant.may_reverse)
        row.addWidget(self.turn_around)
        row.addStretch(1)
        b.addLayout(row)

    def clear(self) -> None:
        """Ready for the next question: the moves and the fragment back, the summary, the
        caret and a turn-around asked for last time gone."""
        self.turn_around.setChecked(False)
        self.summary.hide()
        self.moves.show()
        self.fragment.show()
        self.caret_line.hide()

    def show_summary(self, text: str, prompt: str) -> None:
        """No question: ``text`` in large letters where the fragment was."""
        self.moves.hide()
        self.fragment.hide()
        self.summary.setText(text)
        self.summary.show()
        self.prompt.setText(prompt)

    def show_question(self, q: Question, seat: int, prompt: str) -> None:
        """The moves that led to the question, its fragment with the last mover's letter
        marked, the prompt, and (Xghost) the caret at the end."""
        self.moves.setText(moves_html(q, seat))
        mover = q.moves[-1].seats[-1] if q.moves else None
        self.show_fragment(q.at, q.moves[-2].fragment if len(q.moves) > 1 else "", mover=mover)
        self.prompt.setText(prompt)
        if self.variant.inserts:
            self.caret_line.show()
            self.set_caret(q.at, len(q.at))  # the end, where a letter goes by default

    def show_miss(self, given: str | None, at: str, prompt: str) -> None:
        """A wrong answer: the prompt to go on, and the letters it made (when it made any)
        with its letter in the colour of a miss."""
        self.prompt.setText(prompt)
        self.caret_line.hide()
        if given is not None:
            self.show_fragment(given, at, wrong=True)

    def show_fragment(
        self, fragment: str, before: str, *, wrong: bool = False, mover: int | None = None
    ) -> None:
        """The fragment in the table's large letters, the newest marked in the colour of the
        seat that played it (a wrong answer's letter in the colour of a miss)."""
        newest = next(  # where the one letter more went: an end, between two, in a pool
            (i for i in range(len(fragment)) if fragment[:i] + fragment[i + 1 :] == before),
            -1,
        )
        if fragment[:-1] == before:  # a doubled letter at the end: the one played is the last
            newest = len(fragment) - 1
        colour = (
            QColor(drill_colour("wrong"))
            if wrong
            else player_colour(mover)
            if mover is not None
            else None
        )
        self.fragment.set_fragment(fragment, newest, colour)

    def set_caret(self, at: str, place: int) -> None:
        """Mark where the next letter goes in ``at``: 0 the start, its length the end."""
        self.caret = max(0, min(len(at), place))
        bar = self.palette().highlight().color().name()
        grey = self.palette().placeholderText().color().name()
        self.caret_line.setText(caret_html(at, self.caret, bar, grey))
        where = caret_words(at, self.caret)
        self.caret_line.setToolTip(where)
        self.caret_line.setAccessibleName(where)
