"""The board's own small widgets: the content of its scroll area, which takes the height
the window counts for it; the scroll area itself; and a line that takes no room while
empty."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QSize, Qt, Signal
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QLabel, QScrollArea, QWidget


class BoardContent(QWidget):
    """The board and the log, in the scroll area: its height (for a width, and at least) is
    the window's count (the window's ``content_height``), so the board scrolls only when it must
    (not for the winner screen's height, nor for its parts' preferred heights)."""

    def __init__(self, height: Callable[[int], int | None]) -> None:
        super().__init__()
        self._height = height

    def heightForWidth(self, width: int) -> int:  # Qt override
        height = self._height(width)
        return super().heightForWidth(width) if height is None else height

    def minimumSizeHint(self) -> QSize:  # Qt override: the board's page, not the larger of the two
        size = super().minimumSizeHint()
        height = self._height(self.width())
        return size if height is None else QSize(size.width(), height)


class VerdictLine(QLabel):
    """A line that takes no room while it is empty (the verdict under the buttons)."""

    def __init__(self) -> None:
        super().__init__()
        self.setObjectName("verdictLabel")
        self.setWordWrap(True)
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.hide()

    def setText(self, text: str) -> None:  # Qt override: shown when there is text
        super().setText(text)
        self.setVisible(bool(text))

    def clear(self) -> None:  # Qt override
        super().clear()
        self.hide()


class BoardScroll(QScrollArea):
    """The board and the log; at a zoom too large for the screen, it scrolls (and the
    control that has the keyboard focus is scrolled into view) instead of being cut off.

    Its minimum size is the content's, but never more than the screen holds: at 100 % the
    window keeps today's minimum, at 200 % it stays on the screen and the board scrolls."""

    #: the board's visible part changed size (the window's, or a scroll bar came or went)
    viewport_resized = Signal()

    def __init__(self, content: QWidget) -> None:
        super().__init__()
        self.setObjectName("boardScroll")
        self.setWidgetResizable(True)
        self.setFrameShape(QScrollArea.Shape.NoFrame)
        self.setFocusPolicy(
            Qt.FocusPolicy.NoFocus
        )  # typing plays letters; Tab scrolls to what it focuses
        self.setWidget(content)

    def viewportEvent(self, event: QEvent) -> bool:  # Qt override
        # told here rather than through a filter on viewport(): handing Python the viewport,
        # a widget Qt made, makes PySide build the Python type of every widget class to find
        # its own, milliseconds before the first frame
        if event.type() == QEvent.Type.Resize:
            self.viewport_resized.emit()
        return super().viewportEvent(event)

    def content_size(self) -> QSize:
        widget = self.widget()
        return widget.minimumSizeHint() if widget is not None else QSize()

    def minimumSizeHint(self) -> QSize:  # Qt override
        content = self.content_size()
        screen = self.screen() or QGuiApplication.primaryScreen()
        if screen is None:
            return content
        free = screen.availableGeometry()
        # room for the frame, the menu and status bars, and a scroll bar
        return QSize(
            min(content.width(), free.width() - 40), min(content.height(), free.height() - 120)
        )
