"""What the pocket card's layouts share: a piece of text placed in points, the card's font
and the widths of text in it (measured on a 72 dpi PDF device: one unit is one point)."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QBuffer
from PySide6.QtGui import QFont, QFontMetricsF, QPdfWriter

from ..fonts import FAMILY


@dataclass(frozen=True)
class Text:
    """One piece of text on the card, at its baseline (points from the page's top left)."""

    x: float
    y: float
    text: str
    pt: float
    bold: bool = False
    grey: bool = False


def card_font(pt: float, bold: bool = False) -> QFont:
    font = QFont(FAMILY)
    font.setPointSizeF(pt)
    font.setBold(bold)
    font.setFeature(QFont.Tag("liga"), 0)  # every letter its own glyph
    return font


class Measure:
    """Text widths in points (measured on a 72 dpi PDF device: one unit is one point)."""

    def __init__(self) -> None:
        self._buffer = QBuffer()
        self._device = QPdfWriter(self._buffer)
        self._device.setResolution(72)
        self._metrics: dict[tuple[float, bool], QFontMetricsF] = {}

    def metrics(self, pt: float, bold: bool = False) -> QFontMetricsF:
        key = (round(pt, 3), bold)
        if key not in self._metrics:
            self._metrics[key] = QFontMetricsF(card_font(pt, bold), self._device)
        return self._metrics[key]

    def width(self, text: str, pt: float, bold: bool = False) -> float:
        return self.metrics(pt, bold).horizontalAdvance(text)
