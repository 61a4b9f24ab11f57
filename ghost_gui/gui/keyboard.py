"""The on-screen keyboard: the active list's alphabet in familiar rows. Keys take no focus,
so typing on the physical keyboard keeps working."""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtWidgets import QHBoxLayout, QPushButton, QSizePolicy, QVBoxLayout, QWidget

from ..core.alphabets import is_cyrillic

QWERTY = ["qwertyuiop", "asdfghjkl", "zxcvbnm"]
JCUKEN = ["йцукенгшщзхъ", "фывапролджэё", "ячсмитьбю"]


def keyboard_rows(alphabet: str) -> list[str]:
    """Rows for an alphabet: QWERTY or ЙЦУКЕН order for the letters they hold, the rest
    (accents, other scripts) in extra rows of ten."""
    letters = set(alphabet)
    layout = JCUKEN if is_cyrillic(letters) else QWERTY
    rows = ["".join(c for c in row if c in letters) for row in layout]
    placed = set("".join(rows))
    rest = "".join(sorted(letters - placed))
    rows += [rest[i : i + 10] for i in range(0, len(rest), 10)]
    return [r for r in rows if r]


class Keyboard(QWidget):
    letter_clicked = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._layout = QVBoxLayout(self)
        self._layout.setContentsMargins(0, 4, 0, 4)
        self._layout.setSpacing(6)
        self._keys: dict[str, QPushButton] = {}

    def set_alphabet(self, alphabet: str) -> None:
        while self._layout.count():
            item = self._layout.takeAt(0)
            line = item.layout() if item is not None else None
            while line is not None and line.count():
                entry = line.takeAt(0)
                w = entry.widget() if entry is not None else None
                if w is not None:
                    w.deleteLater()
        self._keys.clear()
        for row in keyboard_rows(alphabet):
            line = QHBoxLayout()
            line.addStretch(1)
            for letter in row:
                key = QPushButton(letter.upper())
                key.setObjectName("letterKey")
                key.setFocusPolicy(Qt.FocusPolicy.NoFocus)
                key.setMinimumSize(40, 40)
                key.setMaximumSize(96, 80)  # keys grow with the window up to a comfortable size
                key.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
                key.clicked.connect(lambda _=False, c=letter: self.letter_clicked.emit(c))
                line.addWidget(key, 4)
                self._keys[letter] = key
            line.addStretch(1)
            self._layout.addLayout(line)

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
