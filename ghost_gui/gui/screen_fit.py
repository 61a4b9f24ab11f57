"""The window and the screen it is on: open inside the free area, never beyond it."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QRect, QSize, Qt
from PySide6.QtGui import QGuiApplication, QScreen
from PySide6.QtWidgets import QFrame, QScrollArea, QWidget


def fitted_geometry(screen: QScreen | None, width: int, height: int) -> QRect:
    """The preferred size, or smaller, centred in the screen's free area (with room for the
    window frame and title bar)."""
    if screen is None:
        return QRect(0, 0, width, height)
    free = screen.availableGeometry()
    width, height = (
        max(min(width, free.width() - 16), 400),
        max(min(height, free.height() - 48), 300),
    )
    return QRect(
        free.x() + (free.width() - width) // 2,
        free.y() + max(32, (free.height() - height) // 2),
        width,
        height,
    )


def fits_screen(window: QWidget) -> bool:
    """Is the whole window (frame included) inside its screen's free area? Before it is
    shown it has no frame yet: room for one is kept."""
    screen = window.screen() or QGuiApplication.primaryScreen()
    if screen is None:
        return True
    free = screen.availableGeometry()
    if window.isVisible():
        return free.contains(window.frameGeometry())
    return free.adjusted(4, 24, -4, -4).contains(window.geometry())


def fit_dialog(window: QWidget, width: int, height: int) -> None:
    """Give a secondary window its preferred size, or less on a small screen: the size
    ``fitted_geometry`` leaves room for, so that its title bar and buttons stay on the screen
    (it opens over its parent, on the parent's screen). Its long content scrolls."""
    parent = window.parentWidget()
    screen = (
        (parent.screen() if parent is not None else None)
        or window.screen()
        or QGuiApplication.primaryScreen()
    )
    window.resize(fitted_geometry(screen, width, height).size().boundedTo(QSize(width, height)))


class FitScroll(QScrollArea):
    """A dialog's content, scrolling up and down only where the screen is too short for it
    (the dialog's buttons stay outside, always in view). It asks for the content's whole
    size and never scrolls sideways; Tab scrolls to the control it reaches."""

    def __init__(self, content: QWidget, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setWidget(content)
        content.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # Qt override
        if watched is self.widget() and event.type() == QEvent.Type.LayoutRequest:
            self.updateGeometry()  # the content's size changed: the dialog asks again
        return super().eventFilter(watched, event)

    def sizeHint(self) -> QSize:  # Qt override
        content = self.widget()
        return content.sizeHint() if content is not None else super().sizeHint()

    def minimumSizeHint(self) -> QSize:  # Qt override
        """As wide as the content needs beside a scroll bar, a few lines high."""
        content = self.widget()
        if content is None:
            return super().minimumSizeHint()
        least = content.minimumSizeHint()
        # the bar's width as QAbstractScrollArea takes it (the style's extent): asking the
        # style would wrap it in Python, and QStyle's enums would cost the first frame ~5 ms
        bar = self.verticalScrollBar().sizeHint().width()
        return QSize(least.width() + bar, min(least.height(), 8 * self.fontMetrics().height()))
