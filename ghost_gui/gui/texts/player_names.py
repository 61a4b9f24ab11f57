"""A player's name as the window shows it. A name from the settings or a saved game may be
longer than the New game dialog lets anyone type, so it is cut to that length, ending in
"…", wherever it is shown. Inside a sentence it is also set apart as text of its own
direction (Unicode's first strong isolate), so a right-to-left name never turns the
sentence around it, nor an English one a Hebrew or Arabic sentence. The isolate comes after
a mark of the interface's own direction: Qt finds the direction of a message box's text
(a text document's paragraph) from its first strong letter without skipping isolates, so
a question that starts with a name took the name's direction. What only a screen reader
hears goes without both (``speech.spoken``): it is spoken, not laid out."""

from __future__ import annotations

import unicodedata

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication

#: the longest name a player can have (longer names do not fit the board)
MAX_NAME_LENGTH = 20
FSI, PDI = "\u2068", "\u2069"  # FIRST STRONG ISOLATE ... POP DIRECTIONAL ISOLATE
LRM, RLM = "\u200e", "\u200f"  # LEFT-TO-RIGHT MARK, RIGHT-TO-LEFT MARK
ELLIPSIS = "…"
#: isolate marks of the name's own would pair with ours and let it out of its isolate
_ISOLATE_MARKS = dict.fromkeys(map(ord, "\u2066\u2067\u2068\u2069"))
_ZWJ = "\u200d"
_REGIONAL = range(0x1F1E6, 0x1F200)  # two of them make a flag


def _clings(c: str) -> bool:
    """Does ``c`` belong to the character before it (an accent, a variation or skin-tone
    selector, an emoji tag, what follows a zero-width joiner)?"""
    o = ord(c)
    return (
        unicodedata.category(c).startswith("M")
        or c == _ZWJ
        or 0xFE00 <= o <= 0xFE0F
        or 0x1F3FB <= o <= 0x1F3FF
        or 0xE0020 <= o <= 0xE007F
    )


def _cut(name: str, end: int) -> str:
    """``name`` up to ``end`` or a little before, never inside a letter with its accents,
    an emoji sequence or a flag."""
    at = end
    while 0 < at < len(name) and (_clings(name[at]) or name[at - 1] == _ZWJ):
        at -= 1
    flags = 0
    while flags < at and ord(name[at - 1 - flags]) in _REGIONAL:
        flags += 1
    if flags % 2:
        at -= 1  # half a flag
    return name[:at] if at > 0 else name[:end]


def short_name(name: str, limit: int = MAX_NAME_LENGTH) -> str:
    """``name`` in at most ``limit`` characters: a longer one cut, ending in "…". For a name
    alone in a label; in a sentence, use :func:`shown_name`."""
    name = name.translate(_ISOLATE_MARKS)
    if len(name) <= limit:
        return name
    return _cut(name, limit - len(ELLIPSIS)).rstrip() + ELLIPSIS


def shown_name(name: str, limit: int = MAX_NAME_LENGTH) -> str:
    """``name`` as it goes into a sentence: shortened as :func:`short_name` does, in an
    isolate of its own direction, after the interface's direction mark."""
    rtl = QGuiApplication.layoutDirection() == Qt.LayoutDirection.RightToLeft
    return (RLM if rtl else LRM) + FSI + short_name(name, limit) + PDI
