"""How the fragment's letters are set out, without a widget: their spacing in each look,
Anaghost's row of tiles, and the letters spelled out for a screen reader."""

from __future__ import annotations

from PySide6.QtGui import QFont, QFontMetricsF


def escaped(text: str) -> str:
    """``html.escape`` without importing ``html`` before the first frame (its entities
    table costs the start 1.6 ms)."""
    return (
        text.replace("&", "&amp;")
        .replace("<", "&lt;")
        .replace(">", "&gt;")
        .replace('"', "&quot;")
        .replace("'", "&#x27;")
    )


def spelled_out(fragment: str) -> str:
    """The letters one by one, capitals, commas between: "C, A, T" (ß stays ß, not SS)."""
    return ", ".join(c.upper() if len(c.upper()) == 1 else c for c in fragment)


#: the letters' spacing, in per cent of their width: a caret needs room between two letters,
#: and tiles need a gap between their boxes
SPACING = {"line": 110, "caret": 150, "tiles": 165}
#: the letters' largest size at 100 %, in pixels (a zoom scales it)
LARGEST = 150
#: the letters' size for the label's height: the rest is the line's ascent and descent
#: (tiles, whose boxes reach further down), or the part of them above the capitals and
#: below the newest letter's bar
HEIGHT_SHARE = 0.8
LINE_SHARE = 0.86


def plain_font(font: QFont) -> QFont:
    """``font`` without the look's letter spacing."""
    plain = QFont(font)
    plain.setLetterSpacing(plain.SpacingType.PercentageSpacing, 100)
    return plain


def tile_row(font: QFont, letters: str) -> tuple[float, float, float]:
    """Anaghost's tiles for ``letters`` in ``font`` (without its spacing): (a tile's width,
    the room around a letter inside it, the gap between two tiles). Every tile is as wide as
    the widest letter's, so that a narrow I gets a whole tile (in the font's own spacing
    its box ran into the next one)."""
    metrics = QFontMetricsF(font)
    pad = metrics.capHeight() * 0.22
    cell = max(metrics.horizontalAdvance(c) for c in letters + "MW")
    return cell + 2 * pad, pad, pad


def tiles_width(font: QFont, letters: str) -> float:
    """How wide the row of tiles for ``letters`` is."""
    if not letters:
        return 0.0
    tile, _, gap = tile_row(font, letters)
    return len(letters) * tile + (len(letters) - 1) * gap
