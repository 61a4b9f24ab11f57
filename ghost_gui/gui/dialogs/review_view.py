"""The review of a kept match: a summary per player at the top, then the rounds one under
another, each play on a line with its player (a dot in the player's colour) and a mark from
perfect play; ← and → step through the plays, the current one highlighted and scrolled to.
The dialog draws the presenter's :class:`~.review_presenter.ReviewState` and keeps no
review of its own."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QDateTime, QEvent, QLocale, QObject, Qt
from PySide6.QtGui import QCloseEvent, QKeyEvent
from PySide6.QtWidgets import (
    QDialog,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ...core.alphabets import capitals
from ..player_colours import colour_dot, player_colour
from ..screen_fit import fit_dialog
from ..texts.error_texts import error_text
from ..texts.player_names import short_name
from ..texts.review_texts import gap_text, summary_text, verdict_text
from ..texts.setup_names import short_variant_name
from ..view_items import add_line
from .review_presenter import ReviewedRound, ReviewPresenter, ReviewState

if TYPE_CHECKING:
    from ...core.analysis.review import MatchReview

#: a play's line holds its index among the match's plays (a round's heading: -1)
STEP_ROLE = Qt.ItemDataRole.UserRole


class ReviewDialog(QDialog):
    def __init__(
        self,
        presenter: ReviewPresenter,
        parent: QWidget | None = None,
        *,
        learn: Callable[[MatchReview, ReviewDialog], None] | None = None,
    ) -> None:
        """``learn``: opens "Learn from my mistakes" on the review, once it is worked out."""
        super().__init__(parent)
        self.presenter = presenter
        presenter.setParent(self)
        self.setWindowTitle(self.tr("Review of the match"))
        layout = QVBoxLayout(self)
        self.heading = QLabel()
        self.heading.setTextFormat(Qt.TextFormat.PlainText)
        self.heading.setWordWrap(True)
        layout.addWidget(self.heading)
        self.summary = QGridLayout()
        self.summary.setHorizontalSpacing(8)
        self.summary.setVerticalSpacing(2)
        layout.addLayout(self.summary)
        self.note = QLabel()
        self.note.setTextFormat(Qt.TextFormat.PlainText)
        self.note.setWordWrap(True)
        layout.addWidget(self.note)
        self.list = QListWidget()
        self.list.setWordWrap(True)
        self.list.setAlternatingRowColors(False)
        self.list.setResizeMode(QListWidget.ResizeMode.Adjust)
        self.list.setAccessibleName(self.tr("The match's plays"))
        self.list.currentItemChanged.connect(self._chosen)
        layout.addWidget(self.list, 1)
        buttons = QHBoxLayout()
        self.previous_button = QPushButton(self.tr("← Previous"))
        self.previous_button.setToolTip(self.tr("The play before (←)"))
        self.previous_button.clicked.connect(lambda: presenter.step_by(-1))
        self.next_button = QPushButton(self.tr("Next →"))
        self.next_button.setToolTip(self.tr("The next play (→)"))
        self.next_button.clicked.connect(lambda: presenter.step_by(+1))
        self.close_button = QPushButton(self.tr("Close"))
        self.close_button.setToolTip(self.tr("Close this window"))
        self.close_button.clicked.connect(self.close)
        buttons.addWidget(self.previous_button)
        buttons.addWidget(self.next_button)
        buttons.addStretch(1)
        self.learn_button = QPushButton(self.tr("&Learn from my mistakes…"))
        self.learn_button.setToolTip(
            self.tr("Find, one position after another, a letter that would have kept the win")
        )
        self.learn_button.setVisible(learn is not None)
        if learn is not None:
            self.learn_button.clicked.connect(
                lambda: learn(presenter.done, self) if presenter.done is not None else None
            )
        buttons.addWidget(self.learn_button)
        buttons.addWidget(self.close_button)
        layout.addLayout(buttons)
        # ← and → step through the plays wherever the keyboard is in the dialog: the list
        # and the buttons would take them for themselves
        for w in (
            self.list,
            self.previous_button,
            self.next_button,
            self.learn_button,
            self.close_button,
        ):
            w.installEventFilter(self)
        self._rounds: tuple[ReviewedRound, ...] | None = None
        self._rows: list[int] = []  # the list's row of each play
        self._figures: list[QLabel] = []  # each player's summary
        presenter.changed.connect(self.show_state)
        self.show_state(presenter.state)
        fit_dialog(self, 720, 560)
        presenter.start()

    # -- drawing -------------------------------------------------------------------------
    def show_state(self, state: ReviewState) -> None:
        self._heading(state)
        self._summary(state)
        if state.error is not None:
            note = self.tr("The review failed: %1").replace("%1", error_text(state.error))
        elif state.loading:
            note = self.tr("Working out what perfect play says of each play…")
        else:
            note = gap_text(state.gaps)
        self.note.setText(note)
        self.note.setVisible(bool(note))
        self.learn_button.setEnabled(not state.loading and state.error is None and not state.gaps)
        if state.rounds is not self._rounds:
            self._rounds = state.rounds
            self._fill(state)
        self._show_step(state)

    def _heading(self, state: ReviewState) -> None:
        parts = [short_variant_name(state.variant)] if state.variant else []
        when = QDateTime.fromString(state.started, Qt.DateFormat.ISODate)
        if when.isValid():
            parts.append(QLocale().toString(when.toLocalTime(), QLocale.FormatType.ShortFormat))
        if state.winner is not None:
            parts.append(
                self.tr("won by %1").replace("%1", short_name(state.players[state.winner]))
            )
        else:
            parts.append(self.tr("unfinished"))
        self.heading.setText(" · ".join(parts))

    def _summary(self, state: ReviewState) -> None:
        """A line per player: made once (the players stay), its figures set each time."""
        if not self._figures:
            for row, p in enumerate(state.summary):
                dot = QLabel()
                dot.setPixmap(colour_dot(player_colour(p.seat)).pixmap(12, 12))
                name = QLabel(short_name(p.name))
                name.setTextFormat(Qt.TextFormat.PlainText)
                f = name.font()
                f.setBold(True)
                name.setFont(f)
                figures = QLabel()
                figures.setTextFormat(Qt.TextFormat.PlainText)
                self.summary.addWidget(dot, row, 0)
                self.summary.addWidget(name, row, 1)
                self.summary.addWidget(figures, row, 2)
                self._figures.append(figures)
            self.summary.setColumnStretch(2, 1)
        for p, figures in zip(state.summary, self._figures, strict=False):
            figures.setText(summary_text(p.plays, p.thrown_away, p.accuracy))

    def _fill(self, state: ReviewState) -> None:
        self.list.clear()
        self._rows = []
        step = 0
        for r in state.rounds:  # the list makes its items (see view_items)
            heading = add_line(self.list, self._round_heading(state, r))
            f = heading.font()
            f.setBold(True)
            heading.setFont(f)
            heading.setFlags(Qt.ItemFlag.ItemIsEnabled)  # a heading is not a play to choose
            heading.setData(STEP_ROLE, -1)
            if not r.plays:
                add_line(self.list, "    " + self.tr("no plays"))
            for p in r.plays:
                text = f"{short_name(p.name)}: {capitals(p.letters)} — " + verdict_text(
                    p.verdict, p.better, p.line
                )
                self._rows.append(self.list.count())
                item = add_line(self.list, text)
                item.setIcon(colour_dot(player_colour(p.seat)))
                item.setData(STEP_ROLE, step)
                item.setToolTip(text)
                step += 1

    def _round_heading(self, state: ReviewState, r: ReviewedRound) -> str:
        text = self.tr("Round %1").replace("%1", QLocale().toString(r.number))
        if r.loser is not None:
            text += " · " + self.tr("lost by %1").replace("%1", short_name(state.players[r.loser]))
        if r.taken_back:
            text += " · " + self.tr("letters taken back: %1").replace(
                "%1", QLocale().toString(r.taken_back)
            )
        return text

    def _show_step(self, state: ReviewState) -> None:
        count = len(self._rows)
        self.previous_button.setEnabled(state.step > 0)
        self.next_button.setEnabled(0 <= state.step < count - 1)
        if 0 <= state.step < count:
            row = self._rows[state.step]
            self.list.setCurrentRow(row)
            self.list.scrollToItem(self.list.item(row), QListWidget.ScrollHint.PositionAtCenter)

    def current_text(self) -> str:
        """The line of the current play ("" when none)."""
        item = self.list.currentItem()
        return item.text() if item is not None else ""

    def _chosen(self, item: QListWidgetItem | None, _: QListWidgetItem | None = None) -> None:
        """A play clicked, or reached with ↑ and ↓: the current one."""
        step = item.data(STEP_ROLE) if item is not None else None
        if isinstance(step, int) and step >= 0:
            self.presenter.go_to(step)

    def _arrow(self, event: QKeyEvent) -> bool:
        """Step for ← or → (True), or leave the key be."""
        delta = {Qt.Key.Key_Left: -1, Qt.Key.Key_Right: +1}.get(Qt.Key(event.key()))
        if delta is None or event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier:
            return False
        self.presenter.step_by(delta)
        return True

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # Qt override
        if (
            event.type() == QEvent.Type.KeyPress
            and isinstance(event, QKeyEvent)
            and self._arrow(event)
        ):
            return True
        return super().eventFilter(watched, event)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # Qt override
        if self._arrow(event):
            event.accept()
            return
        super().keyPressEvent(event)

    def changeEvent(self, event: QEvent) -> None:  # Qt override
        if event.type() == QEvent.Type.LanguageChange and self._rounds is not None:
            self._rounds = None  # every line in the new language
            self.show_state(self.presenter.state)
        super().changeEvent(event)

    def closeEvent(self, event: QCloseEvent) -> None:  # Qt override
        self.presenter.close()
        super().closeEvent(event)

    def done(self, result: int) -> None:  # Qt override: Esc closes without a close event
        self.presenter.close()
        super().done(result)
