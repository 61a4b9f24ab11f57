"""The look: the bundled font, the Fusion style with a palette of our own, and a light or
dark stylesheet following the system's colour scheme, also when it changes while Ghost
runs; or a high-contrast look (white and yellow on black) chosen by the player.

The palette is set explicitly because a platform may report a dark scheme yet hand Qt a
light palette (Linux without a platform theme plugin): dark sheets over light widgets
would put dark text on dark buttons. Sizes in the sheets are in points or ems, so the
window reads the same from 1280x800 to 4K. Every text colour of the palettes and sheets
meets WCAG AA (AAA in high contrast): tests/gui/test_contrast.py measures them all.
"""

from __future__ import annotations

import re
from dataclasses import replace

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QFont, QPalette
from PySide6.QtWidgets import QApplication, QWidget

from ..paths import resource_path
from .fonts import FAMILY
from .look import LOOKS, ZOOM_STEPS, Scheme

# the base font size of the interface, in points (a larger system font size wins)
POINT_SIZE = 10.5

_ROLE = QPalette.ColorRole
# one palette a block, several roles a line
# fmt: off
LIGHT = {
    _ROLE.Window: "#f7f5fb", _ROLE.WindowText: "#2b2350", _ROLE.Base: "#ffffff", _ROLE.AlternateBase: "#f1edff",
    _ROLE.Text: "#2b2350", _ROLE.Button: "#ffffff", _ROLE.ButtonText: "#2b2350", _ROLE.BrightText: "#c2185b",
    _ROLE.Highlight: "#7357ff", _ROLE.HighlightedText: "#ffffff", _ROLE.Link: "#5b3fd6", _ROLE.LinkVisited: "#7b4fb0",
    _ROLE.ToolTipBase: "#2b2350", _ROLE.ToolTipText: "#ffffff", _ROLE.PlaceholderText: "#766f99",
    _ROLE.Light: "#ffffff", _ROLE.Midlight: "#e9e5f7", _ROLE.Mid: "#c9c2e6", _ROLE.Dark: "#8f88b0", _ROLE.Shadow: "#5a5474",
}
DARK = {
    _ROLE.Window: "#1e1c26", _ROLE.WindowText: "#ece8ff", _ROLE.Base: "#2a2735", _ROLE.AlternateBase: "#332c52",
    _ROLE.Text: "#ece8ff", _ROLE.Button: "#2a2735", _ROLE.ButtonText: "#ece8ff", _ROLE.BrightText: "#ff6fa5",
    _ROLE.Highlight: "#7357ff", _ROLE.HighlightedText: "#ffffff", _ROLE.Link: "#b3a4ff", _ROLE.LinkVisited: "#d0a4ff",
    _ROLE.ToolTipBase: "#ece8ff", _ROLE.ToolTipText: "#1e1c26", _ROLE.PlaceholderText: "#928dac",
    _ROLE.Light: "#4b4566", _ROLE.Midlight: "#3d3852", _ROLE.Mid: "#2f2c38", _ROLE.Dark: "#16141c", _ROLE.Shadow: "#000000",
}
# High contrast: white on black, yellow for the selection and the focus. Fusion draws its
# frames in a darker shade of Window, invisible on black, so style-contrast.qss draws them.
CONTRAST = {
    _ROLE.Window: "#000000", _ROLE.WindowText: "#ffffff", _ROLE.Base: "#000000", _ROLE.AlternateBase: "#1c1c1c",
    _ROLE.Text: "#ffffff", _ROLE.Button: "#000000", _ROLE.ButtonText: "#ffffff", _ROLE.BrightText: "#ffff00",
    _ROLE.Highlight: "#ffff00", _ROLE.HighlightedText: "#000000", _ROLE.Link: "#8cd2ff", _ROLE.LinkVisited: "#e0b0ff",
    _ROLE.ToolTipBase: "#ffffff", _ROLE.ToolTipText: "#000000", _ROLE.PlaceholderText: "#c0c0c0",
    _ROLE.Light: "#ffffff", _ROLE.Midlight: "#d0d0d0", _ROLE.Mid: "#ffffff", _ROLE.Dark: "#a0a0a0", _ROLE.Shadow: "#ffffff",
}
# fmt: on
PALETTES = {"light": LIGHT, "dark": DARK, "contrast": CONTRAST}
# text of disabled widgets (WCAG exempts it; high contrast keeps it readable all the same)
DISABLED = {"light": "#b0abc4", "dark": "#6f6a85", "contrast": "#a8a8a8"}
SHEETS = {"light": "style.qss", "dark": "style-dark.qss", "contrast": "style-contrast.qss"}
#: the looks a player can choose: "system" follows the system's light or dark scheme
SCHEMES = tuple(Scheme)
#: the looks with a dark background (player colours swap black for a light grey on them)
DARK_LOOKS = frozenset({"dark", "contrast"})
#: the widgets' style. The window's start names it to QApplication (:func:`new_application`):
#: QApplication.setStyle returns the style, and PySide's wrapper of it makes QStyle's enums,
#: some 5 ms of the first frame, which uses none of them
STYLE = "Fusion"
_STYLE_FROM_START = "ghostStyleFromStart"


def new_application(program: str) -> QApplication:
    """The application, drawing in :data:`STYLE` from its start."""
    app = QApplication([program, "-style", STYLE])
    app.setProperty(_STYLE_FROM_START, True)
    return app


def is_dark(app: QApplication) -> bool:
    """Whether the system's colour scheme is dark (see ``dark_look`` for Ghost's own look)."""
    return app.styleHints().colorScheme() == Qt.ColorScheme.Dark


def dark_look() -> bool:
    """Whether the look applied now has a dark background: dark or high contrast."""
    return LOOKS.get().dark


def current_look() -> Scheme:
    """The look applied now: light, dark or contrast (light before any)."""
    return LOOKS.get().shown


def resolve(app: QApplication, scheme: str) -> Scheme:
    """The look ``scheme`` stands for now: "system" becomes light or dark; an unknown
    name (an old or edited settings file) is "system"."""
    chosen = Scheme.parse(scheme)
    if chosen is Scheme.SYSTEM:
        return Scheme.DARK if is_dark(app) else Scheme.LIGHT
    return chosen


def palette(look: bool | str) -> QPalette:
    """The palette of ``look`` ("light", "dark", "contrast"; True and False mean dark and
    light)."""
    if isinstance(look, bool):
        look = "dark" if look else "light"
    p = QPalette()
    for role, colour in PALETTES[look].items():
        p.setColor(role, QColor(colour))
    grey = QColor(DISABLED[look])
    for role in (_ROLE.WindowText, _ROLE.Text, _ROLE.ButtonText, _ROLE.PlaceholderText):
        p.setColor(QPalette.ColorGroup.Disabled, role, grey)
    return p


def apply_theme(app: QApplication, scheme: str = "system") -> bool:
    """Apply the look; ``scheme`` is one of SCHEMES: "system" (follow it, now and later),
    "light", "dark" or "contrast". Returns True when a look with a dark background (dark or
    high contrast) was applied."""
    look = LOOKS.get()
    if look.system_points is None:  # the system's size, before ours replaces it
        look = replace(look, system_points=app.font().pointSizeF())
        LOOKS.set(look)
    font = QFont(FAMILY)
    font.setPointSizeF(point_size())
    app.setFont(font)
    if app.property(_STYLE_FROM_START) is not True:  # it is the style already
        app.setStyle(STYLE)
    shown = resolve(app, scheme)
    app.setPalette(palette(shown))
    try:
        sheet = resource_path(SHEETS[shown]).read_text(encoding="utf-8")
        app.setStyleSheet(scale_sheet(sheet, point_size() / POINT_SIZE))
    except OSError:
        app.setStyleSheet("")  # the palette alone looks fine
    # a chosen look stays when the system's scheme changes; "system" follows it again
    LOOKS.set(replace(look, scheme=Scheme.parse(scheme), shown=shown))
    if scheme == Scheme.SYSTEM and not LOOKS.follows_system:
        LOOKS.follows_system = True
        app.styleHints().colorSchemeChanged.connect(lambda _scheme: _follow(app))
    return LOOKS.get().dark


def zoom() -> float:
    """The zoom applied now: 1.0 is 100 %."""
    return LOOKS.get().scale


def point_size() -> float:
    """The interface's font size in points: ours or the system's, whichever is larger (a
    player who asked the system for large text gets it), times the zoom."""
    system = LOOKS.get().system_points
    base = max(POINT_SIZE, system) if system is not None and system > 0 else POINT_SIZE
    return base * zoom()


def scale_sheet(sheet: str, factor: float) -> str:
    """The stylesheet with every size in points multiplied by ``factor`` (sizes in ems
    follow the font by themselves; borders and paddings in pixels stay)."""
    if factor == 1.0:
        return sheet
    return re.sub(
        r"(?<![\w.#-])(\d+(?:\.\d+)?)pt\b", lambda m: f"{float(m.group(1)) * factor:.2f}pt", sheet
    )


def step_zoom(percent: int, steps: int) -> int:
    """The zoom ``steps`` steps (+1 larger, -1 smaller) from ``percent``, kept within 80-200;
    0 steps back to 100."""
    if steps == 0:
        return 100
    here = min(range(len(ZOOM_STEPS)), key=lambda i: abs(ZOOM_STEPS[i] - percent))
    return ZOOM_STEPS[max(0, min(len(ZOOM_STEPS) - 1, here + steps))]


def set_zoom(app: QApplication, percent: int) -> int:
    """Scale the whole interface to ``percent`` (one of ZOOM_STEPS; others become 100): the
    font, the sheet's sizes and every widget sized with :func:`relative_font`."""
    percent = percent if percent in ZOOM_STEPS else 100
    look = replace(LOOKS.get(), zoom=percent)
    LOOKS.set(look)
    apply_theme(app, look.scheme)
    for widget in app.allWidgets():  # and widgets that paint their own sizes draw again
        _apply_relative_font(widget)
        widget.updateGeometry()
        widget.update()
    return percent


def relative_font(
    widget: QWidget, factor: float = 1.0, *, add: float = 0.0, bold: bool | None = None
) -> None:
    """Give ``widget`` the interface's font times ``factor`` plus ``add`` points (and bold or
    not), kept so when the zoom changes.

    It is the widget's own stylesheet (so it must have none of its own): a font set with
    setFont is put back to the old one when the application's stylesheet is polished again
    after a zoom, a stylesheet's font is not."""
    widget.setProperty("ghostFont", (factor, add, bold))
    _apply_relative_font(widget)


def _apply_relative_font(widget: QWidget) -> None:
    spec = widget.property("ghostFont")
    if not isinstance(spec, tuple):
        return
    factor, add, bold = spec
    weight = "" if bold is None else f" font-weight: {'bold' if bold else 'normal'};"
    widget.setStyleSheet(f"font-size: {point_size() * factor + add * zoom():.2f}pt;{weight}")


def _follow(app: QApplication) -> None:
    if LOOKS.get().scheme is Scheme.SYSTEM:
        apply_theme(app, Scheme.SYSTEM)
