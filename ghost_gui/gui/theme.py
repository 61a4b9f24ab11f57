"""The look: the bundled font, the Fusion style with a palette of our own, and a light or
dark stylesheet following the system's colour scheme, also when it changes while Ghost
runs.

The palette is set explicitly because a platform may report a dark scheme yet hand Qt a
light palette (Linux without a platform theme plugin): dark sheets over light widgets
would put dark text on dark buttons. Sizes in the sheets are in points or ems, so the
window reads the same from 1280x800 to 4K.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QFont, QPalette
from PySide6.QtWidgets import QApplication

from ..paths import resource_path
from .fonts import FAMILY

# the base font size of the interface, in points
POINT_SIZE = 10.5

_ROLE = QPalette.ColorRole
LIGHT = {
    _ROLE.Window: "#f7f5fb", _ROLE.WindowText: "#2b2350", _ROLE.Base: "#ffffff", _ROLE.AlternateBase: "#f1edff",
    _ROLE.Text: "#2b2350", _ROLE.Button: "#ffffff", _ROLE.ButtonText: "#2b2350", _ROLE.BrightText: "#c2185b",
    _ROLE.Highlight: "#7b61ff", _ROLE.HighlightedText: "#ffffff", _ROLE.Link: "#5b3fd6", _ROLE.LinkVisited: "#7b4fb0",
    _ROLE.ToolTipBase: "#2b2350", _ROLE.ToolTipText: "#ffffff", _ROLE.PlaceholderText: "#8a84a8",
    _ROLE.Light: "#ffffff", _ROLE.Midlight: "#e9e5f7", _ROLE.Mid: "#c9c2e6", _ROLE.Dark: "#8f88b0", _ROLE.Shadow: "#5a5474",
}
DARK = {
    _ROLE.Window: "#1e1c26", _ROLE.WindowText: "#ece8ff", _ROLE.Base: "#2a2735", _ROLE.AlternateBase: "#332c52",
    _ROLE.Text: "#ece8ff", _ROLE.Button: "#2a2735", _ROLE.ButtonText: "#ece8ff", _ROLE.BrightText: "#ff6fa5",
    _ROLE.Highlight: "#7b61ff", _ROLE.HighlightedText: "#ffffff", _ROLE.Link: "#b3a4ff", _ROLE.LinkVisited: "#d0a4ff",
    _ROLE.ToolTipBase: "#ece8ff", _ROLE.ToolTipText: "#1e1c26", _ROLE.PlaceholderText: "#8d87a8",
    _ROLE.Light: "#4b4566", _ROLE.Midlight: "#3d3852", _ROLE.Mid: "#2f2c38", _ROLE.Dark: "#16141c", _ROLE.Shadow: "#000000",
}
# text of disabled widgets
DISABLED = {"light": "#b0abc4", "dark": "#6f6a85"}


def is_dark(app: QApplication) -> bool:
    return app.styleHints().colorScheme() == Qt.ColorScheme.Dark


def palette(dark: bool) -> QPalette:
    p = QPalette()
    for role, colour in (DARK if dark else LIGHT).items():
        p.setColor(role, QColor(colour))
    grey = QColor(DISABLED["dark" if dark else "light"])
    for role in (_ROLE.WindowText, _ROLE.Text, _ROLE.ButtonText, _ROLE.PlaceholderText):
        p.setColor(QPalette.ColorGroup.Disabled, role, grey)
    return p


def apply_theme(app: QApplication, scheme: str = "system") -> bool:
    """Apply the look; ``scheme`` is "system" (follow it, now and later), "light" or
    "dark". Returns True when the dark look was applied."""
    font = QFont(FAMILY)
    font.setPointSizeF(POINT_SIZE)
    app.setFont(font)
    app.setStyle("Fusion")
    dark = is_dark(app) if scheme == "system" else scheme == "dark"
    app.setPalette(palette(dark))
    try:
        app.setStyleSheet(resource_path("style-dark.qss" if dark else "style.qss").read_text(encoding="utf-8"))
    except OSError:
        app.setStyleSheet("")  # the palette alone looks fine
    app.setProperty("ghostDark", dark)
    if scheme == "system" and not app.property("ghostFollowsSystem"):
        app.setProperty("ghostFollowsSystem", True)
        app.styleHints().colorSchemeChanged.connect(lambda _scheme: _follow(app))
    return dark


def _follow(app: QApplication) -> None:
    if app.property("ghostFollowsSystem"):
        apply_theme(app, "system")
