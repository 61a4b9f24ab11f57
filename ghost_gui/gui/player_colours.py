"""One colour per seat: the Okabe–Ito palette, told apart by people with any common
colour-vision deficiency.

The colours are for swatches, borders and fills only, and always beside a second cue (the
player's name or seat number): never colour alone. Yellow and orange are too light for text
on the light theme, so names stay in the theme's text colour;
tests/gui/test_contrast.py checks that no stylesheet or palette uses them for text.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QIcon, QPainter, QPixmap

from .theme import dark_look

# Okabe & Ito (2008), ordered so that the first seats get the colours easiest to tell apart
OKABE_ITO: list[str] = [
    "#0072B2",  # blue
    "#E69F00",  # orange
    "#009E73",  # bluish green
    "#CC79A7",  # reddish purple
    "#56B4E9",  # sky blue
    "#D55E00",  # vermillion
    "#F0E442",  # yellow
    "#000000",  # black
]
# black would vanish on a dark background (dark and high contrast): a light grey takes its place
DARK_BLACK = "#C8C8C8"


def _dark_look() -> bool:
    return dark_look()


def player_colour(seat: int, dark: bool | None = None) -> QColor:
    """The colour of ``seat`` (0-based; seats past the eighth wrap round). ``dark`` None
    means: as the window's look is now (dark for the dark and the high-contrast looks)."""
    if dark is None:
        dark = _dark_look()
    name = OKABE_ITO[seat % len(OKABE_ITO)]
    if dark and name == "#000000":
        name = DARK_BLACK
    return QColor(name)


def player_colours(count: int, dark: bool | None = None) -> list[QColor]:
    """The colours of the first ``count`` seats."""
    return [player_colour(seat, dark) for seat in range(count)]


def luminance(colour: QColor) -> float:
    """Relative luminance (WCAG 2), 0 for black to 1 for white."""

    def channel(c: float) -> float:
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4

    return (
        0.2126 * channel(colour.redF())
        + 0.7152 * channel(colour.greenF())
        + 0.0722 * channel(colour.blueF())
    )


def contrasting(colour: QColor) -> QColor:
    """Near-black or white, whichever reads better on ``colour`` (for a number on a fill)."""
    return QColor("#1a1a1a") if luminance(colour) > 0.22 else QColor("#ffffff")


def blend(a: QColor, b: QColor, t: float) -> QColor:
    """``a`` mixed with ``t`` (0..1) of ``b``."""
    t = max(0.0, min(1.0, t))
    return QColor.fromRgbF(
        a.redF() + (b.redF() - a.redF()) * t,
        a.greenF() + (b.greenF() - a.greenF()) * t,
        a.blueF() + (b.blueF() - a.blueF()) * t,
        a.alphaF() + (b.alphaF() - a.alphaF()) * t,
    )


def colour_dot(colour: QColor, size: int = 12) -> QIcon:
    """A small round mark in a player's colour (the log's lines)."""
    pixmap = QPixmap(size, size)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(colour)
    painter.drawEllipse(1, 1, size - 2, size - 2)
    painter.end()
    return QIcon(pixmap)
