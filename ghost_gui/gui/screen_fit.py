"""The window and the screen it is on: open inside the free area, never beyond it."""

from __future__ import annotations

from PySide6.QtCore import QRect
from PySide6.QtGui import QGuiApplication, QScreen
from PySide6.QtWidgets import QWidget


def fitted_geometry(screen: QScreen | None, width: int, height: int) -> QRect:
    """The preferred size, or smaller, centred in the screen's free area (with room for the
    window frame and title bar)."""
    if screen is None:
        return QRect(0, 0, width, height)
    free = screen.availableGeometry()
    width, height = max(min(width, free.width() - 16), 400), max(min(height, free.height() - 48), 300)
    return QRect(free.x() + (free.width() - width) // 2, free.y() + max(32, (free.height() - height) // 2), width, height)


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
