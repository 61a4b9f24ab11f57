"""The look: the bundled font and a light or dark stylesheet following the system."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QApplication

from ..paths import resource_path
from .fonts import FAMILY


def is_dark(app: QApplication) -> bool:
    return app.styleHints().colorScheme() == Qt.ColorScheme.Dark


def apply_theme(app: QApplication) -> None:
    font = QFont(FAMILY)
    font.setPointSize(11)
    app.setFont(font)
    app.setStyle("Fusion")
    sheet = resource_path("style-dark.qss" if is_dark(app) else "style.qss")
    try:
        app.setStyleSheet(sheet.read_text(encoding="utf-8"))
    except OSError:
        pass  # the default look is fine
