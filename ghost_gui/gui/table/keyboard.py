"""The on-screen keyboard: the active list's alphabet in familiar rows. Keys take no focus,
so typing on the physical keyboard keeps working."""

from __future__ import annotations

import unicodedata

from PySide6.QtCore import QCoreApplication, QEvent, Qt, QTimer, Signal
from PySide6.QtWidgets import QHBoxLayout, QPushButton, QSizePolicy, QVBoxLayout, QWidget

from ...core.alphabets import FOLDING, collation_key, is_cyrillic
from ..theme import zoom

QWERTY = ["qwertyuiop", "asdfghjkl", "zxcvbnm"]
QWERTZ = ["qwertzuiop", "asdfghjkl", "yxcvbnm"]
JCUKEN = ["йцукенгшщзхъ", "фывапролджэё", "ячсмитьбю"]

#: the most keys in a row, so that the window fits a 1024-pixel screen
MAX_ROW = 12

#: diacritics in the order dictionaries sort them (é before è before ê before ë)
_MARKS = (
    "\u0301\u0300\u0302\u0308\u0303\u0327\u030a\u030c\u0306\u0304\u0328\u0307\u030b\u031b\u0323"
)
#: letters that do not decompose, sorted after the letters they are written from
_BASES = {
    "æ": "ae",
    "œ": "oe",
    "ß": "ss",
    "ø": "o~",
    "đ": "d~",
    "ł": "l~",
    "ı": "i~",
    "þ": "t~",
    "ð": "d~",
}


def key_label(letter: str) -> str:
    """What a key shows: the capital letter, unless it is more than one letter (ß, not SS)."""
    upper = letter.upper()
    return upper if len(upper) == 1 else letter


def key_name(letter: str) -> str:
    """A key's name for screen readers: "letter K"."""
    return QCoreApplication.translate(
        "Keyboard", "letter %1", "a key's name for screen readers"
    ).replace("%1", key_label(letter))


def key_description(letter: str) -> str:
    return QCoreApplication.translate(
        "Keyboard", "Plays %1 (or type it)", "a key's description for screen readers"
    ).replace("%1", key_label(letter))


def keyboard_rows(alphabet: str, language: str | None = None) -> list[str]:
    """Rows of keys for an alphabet, none longer than :data:`MAX_ROW`.

    * A German, Spanish or French list (``language``, the list's): its letters in the
      language's dictionary order (Ä after A, Ñ after N), in rows of even length: folded, a
      French list has no É to put at a row's end, and a family reads an alphabet.

    * Cyrillic: ЙЦУКЕН order (ё at the end of the middle row).
    * Latin: QWERTY order, with the letters that national layouts put at the row ends there:
      German (ß, or ä ö ü together) as on QWERTZ (ü ß after p, ö ä after l, y and z swapped),
      å after p and ö ä, æ ø after l (Scandinavian), ñ after l (Spanish). The other letters
      (French é è ê à ç …, Spanish á é í ó ú …) follow in extra rows, in alphabetical order.
    * Any other script: its plain letters in alphabetical rows, then the letters with marks.

    Only the alphabet's letters appear; extra rows are of even length."""
    letters = set(alphabet)
    if language in FOLDING:
        return _even_rows(sorted(letters, key=lambda c: collation_key(c, language)))
    if is_cyrillic(letters):
        rows = _place(JCUKEN, {}, letters)
    elif letters & set("abcdefghijklmnopqrstuvwxyz"):
        german = "ß" in letters or set("äöü") <= letters
        ends = {0: "üß" if german else "", 1: ""}
        if "å" in letters:
            ends[0] += "å"
        ends[1] += "ñ"
        if german or "å" in letters or set("öä") <= letters:  # German, Swedish, Finnish
            ends[1] += "öä"
        if letters & set("åø"):  # Danish and Norwegian; French æ goes with the accents
            ends[1] += "æø"
        rows = _place(QWERTZ if german else QWERTY, ends, letters)
    else:
        plain = {c for c in letters if len(unicodedata.normalize("NFD", c)) == 1}
        rows = _even_rows(sorted(plain, key=_alphabetical))
        letters -= plain
    placed = set("".join(rows))
    rows += _even_rows(sorted(letters - placed, key=_alphabetical))
    return [r for r in rows if r]


def _place(layout: list[str], ends: dict[int, str], letters: set[str]) -> list[str]:
    """The layout's rows, keeping only ``letters``, with the letters of ``ends[i]`` that are
    in ``letters`` after row ``i`` while it has room."""
    rows = []
    for i, row in enumerate(layout):
        keys = [c for c in row if c in letters]
        for c in ends.get(i, ""):
            if c in letters and c not in keys and len(keys) < MAX_ROW:
                keys.append(c)
        rows.append("".join(keys))
    return rows


def _even_rows(keys: list[str]) -> list[str]:
    """``keys`` in as few rows of at most :data:`MAX_ROW` as will hold them, of even length."""
    if not keys:
        return []
    count = -(-len(keys) // MAX_ROW)
    size, extra = divmod(len(keys), count)
    rows, start = [], 0
    for i in range(count):
        end = start + size + (1 if i < extra else 0)
        rows.append("".join(keys[start:end]))
        start = end
    return rows


def _alphabetical(letter: str) -> tuple[str, tuple[int, ...], str]:
    """Sorts a letter next to its base letter (é after e), by the dictionary order of marks."""
    parts = unicodedata.normalize("NFD", letter)
    base = _BASES.get(parts[0], parts[0])
    marks = tuple(_MARKS.index(m) if m in _MARKS else len(_MARKS) + ord(m) for m in parts[1:])
    return base, marks, letter


class Keyboard(QWidget):
    letter_clicked = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._layout = QVBoxLayout(self)
        self._layout.setContentsMargins(0, 2, 0, 2)
        self._layout.setSpacing(4)  # close rows: at a large zoom the word needs the room
        self._keys: dict[str, QPushButton] = {}

    def set_alphabet(self, alphabet: str, language: str | None = None) -> None:
        while self._layout.count():
            item = self._layout.takeAt(0)
            line = item.layout() if item is not None else None
            while line is not None and line.count():
                entry = line.takeAt(0)
                w = entry.widget() if entry is not None else None
                if w is not None:
                    w.deleteLater()
        self._keys.clear()
        for row in keyboard_rows(alphabet, language):
            line = QHBoxLayout()
            line.addStretch(1)
            for letter in row:
                key = QPushButton(key_label(letter))
                key.setObjectName("letterKey")
                key.setAccessibleName(key_name(letter))
                key.setAccessibleDescription(key_description(letter))
                key.setFocusPolicy(Qt.FocusPolicy.NoFocus)
                _size_key(key)
                key.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
                key.clicked.connect(lambda _=False, c=letter: self.letter_clicked.emit(c))
                line.addWidget(key, 4)
                self._keys[letter] = key
            line.addStretch(1)
            self._layout.addLayout(line)

    def apply_zoom(self) -> None:
        """The keys' sizes after View → Zoom."""
        for key in self._keys.values():
            _size_key(key)

    def changeEvent(self, event: QEvent) -> None:  # Qt override: the keys' names in a new language
        if event.type() == QEvent.Type.LanguageChange:
            for letter, key in self._keys.items():
                key.setAccessibleName(key_name(letter))
                key.setAccessibleDescription(key_description(letter))
        super().changeEvent(event)

    def set_enabled_letters(self, letters: set[str] | None) -> None:
        """Grey out all but ``letters`` (practice hints); None enables every key."""
        for letter, key in self._keys.items():
            key.setEnabled(letters is None or letter in letters)

    def flash(self, letter: str, ms: int) -> None:
        """Mark a key for ``ms`` milliseconds (the letter a computer just played)."""
        key = self._keys.get(letter)
        if key is None:
            return
        self._set_flash(key, True)
        QTimer.singleShot(ms, key, lambda: self._set_flash(key, False))

    @staticmethod
    def _set_flash(key: QPushButton, on: bool) -> None:
        key.setProperty("flash", on)
        key.style().unpolish(key)
        key.style().polish(key)

    def key(self, letter: str) -> QPushButton:
        return self._keys[letter]


def _size_key(key: QPushButton) -> None:
    """Keys grow with the window up to a comfortable size at the zoom; the sheets' minimum
    (in ems of the keys' font, which the zoom scales) keeps them a finger wide."""
    z = zoom()
    key.setMaximumSize(round(96 * z), round(80 * z))
