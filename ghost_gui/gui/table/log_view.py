"""The game's log: one line a play, challenge or round's end, wrapped when long, each marked
with a dot in the colour of the player it is about.

A list item centres its icon and its text in the item's height, so the dot of an entry
wrapped over three lines sat beside the middle one. Here the dot and the text sit at the
top: the dot beside the entry's first line."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QRect, Qt
from PySide6.QtGui import QColor, QIcon, QPainter
from PySide6.QtWidgets import (
    QApplication,
    QLabel,
    QListWidget,
    QStyledItemDelegate,
    QVBoxLayout,
    QWidget,
)

from ..player_colours import colour_dot, player_colour
from ..texts.player_names import shown_name
from ..view_items import add_line

if TYPE_CHECKING:
    from PySide6.QtWidgets import QStyleOptionViewItem

_TOP_LEFT = Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft
_TOP_CENTRE = Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignHCenter
# the log keeps its newest lines only (some 50 matches' worth): an evening of matches in one
# window must not grow it, and with it the window's memory, without end
MAX_LINES = 1000


class FirstLineDelegate(QStyledItemDelegate):
    """Draws a list's items with the icon beside the first line of wrapped text."""

    def initStyleOption(
        self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex
    ) -> None:  # Qt override
        super().initStyleOption(option, index)
        option.displayAlignment = _TOP_LEFT
        option.decorationAlignment = _TOP_CENTRE

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionViewItem,
        index: QModelIndex | QPersistentModelIndex,
    ) -> None:  # Qt override
        # imported as the first line is drawn: not for the first frame, whose log is empty
        from PySide6.QtWidgets import QStyle, QStyleOptionViewItem

        opt = QStyleOptionViewItem(option)
        self.initStyleOption(opt, index)
        widget = opt.widget
        style = widget.style() if widget is not None else QApplication.style()
        icon = QIcon(opt.icon)  # a copy: the option is about to lose it
        if icon.isNull():
            style.drawControl(QStyle.ControlElement.CE_ItemViewItem, opt, painter, widget)
            return
        # the item without its icon (its room kept), then the icon centred on the first line
        opt.icon = QIcon()
        style.drawControl(QStyle.ControlElement.CE_ItemViewItem, opt, painter, widget)
        room = style.subElementRect(QStyle.SubElement.SE_ItemViewItemDecoration, opt, widget)
        text = style.subElementRect(QStyle.SubElement.SE_ItemViewItemText, opt, widget)
        size = opt.decorationSize
        line = opt.fontMetrics.height()
        top = text.top() + max(0, (line - size.height()) // 2)
        where = QRect(
            room.left() + (room.width() - size.width()) // 2, top, size.width(), size.height()
        )
        mode = (
            QIcon.Mode.Normal if opt.state & QStyle.StateFlag.State_Enabled else QIcon.Mode.Disabled
        )
        icon.paint(painter, where, Qt.AlignmentFlag.AlignCenter, mode)


def install(list_widget: QListWidget) -> FirstLineDelegate:
    """Give ``list_widget`` the delegate (kept by the list, which becomes its parent)."""
    delegate = FirstLineDelegate(list_widget)
    list_widget.setItemDelegate(delegate)
    return delegate


class GameLog(QListWidget):
    """The log as the window shows it: word-wrapped, no sideways scrolling, out of the Tab
    chain (the screen reader hears each line as it comes), dots at the first line.

    It follows its newest line: a wrapped line's height is known only once the list lays
    its items out, after the line is added, and a narrower or lower log (the window laid
    out anew) wraps the lines again; each time the scroll range grows, a log that was at its
    end stays there, unless the player scrolled back to read.

    It keeps its newest :data:`MAX_LINES` lines; older ones go as new ones come."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("gameLog")
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setWordWrap(True)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.delegate = install(self)
        self._follow = True
        bar = self.verticalScrollBar()
        bar.rangeChanged.connect(self._range_changed)
        bar.valueChanged.connect(self._value_changed)

    def addItem(self, text: str) -> None:  # type: ignore[override]
        """A line (only text: the list makes its item, see :mod:`~ghost_gui.gui.view_items`);
        the log grows one line at a time."""
        super().addItem(text)
        excess = self.count() - MAX_LINES
        if excess > 0:
            self.model().removeRows(0, excess)  # the oldest lines (their items are deleted)

    def scroll_to_end(self) -> None:
        """Show the newest line, now and as the list settles."""
        self._follow = True
        self.scrollToBottom()

    def _range_changed(self, _low: int, high: int) -> None:
        if self._follow:
            self.verticalScrollBar().setValue(high)

    def _value_changed(self, value: int) -> None:
        self._follow = value >= self.verticalScrollBar().maximum()


def seat_of_line(text: str, names: Sequence[str]) -> int | None:
    """The seat of the player a log line starts with (as a sentence shows the name: the
    longest that fits, so "Ann" does not take "Anna's" lines), or None."""
    shown = (shown_name(name) for name in names)
    ranked = sorted(((name, seat) for seat, name in enumerate(shown)), key=lambda x: -len(x[0]))
    return next((seat for name, seat in ranked if text.startswith(name)), None)


class LogPanel(QWidget):
    """The log beside the board, under its title (Play → Show the game log folds it)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        right = QVBoxLayout(self)
        right.setContentsMargins(0, 0, 0, 0)
        self.title = QLabel()
        right.addWidget(self.title)
        self.log = GameLog()
        right.addWidget(self.log, 1)

    def retranslate(self) -> None:
        """The title in the interface's language (the window calls it on a language change)."""
        self.title.setText(self.tr("Game log"))

    def add(self, text: str, colour: QColor | None) -> None:
        """A line, marked with a dot in ``colour`` (its player's), and the log follows it."""
        item = add_line(self.log, text)
        if colour is not None:
            item.setIcon(colour_dot(colour))
        self.log.scroll_to_end()

    def add_line(self, text: str, names: Sequence[str]) -> None:
        """A line of the match, marked in the colour of the player it starts with."""
        seat = seat_of_line(text, names)
        self.add(text, player_colour(seat) if seat is not None else None)

    def separate(self) -> None:
        """A rule between one match's lines and the next's (none before the first)."""
        if self.log.count():
            self.log.addItem("—" * 12)
