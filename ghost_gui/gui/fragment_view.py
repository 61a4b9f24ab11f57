"""The fragment in large letters, the newest letter marked; for screen readers, its letters
spelled out ("C, A, T")."""

from __future__ import annotations

import html

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QLabel, QSizePolicy, QVBoxLayout, QWidget

from .theme import zoom


def spelled_out(fragment: str) -> str:
    """The letters one by one, capitals, commas between: "C, A, T" (ß stays ß, not SS)."""
    return ", ".join(c.upper() if len(c.upper()) == 1 else c for c in fragment)


class FragmentView(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("fragmentView")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        self.label = QLabel()
        self.label.setObjectName("fragmentLabel")
        self.label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.label.setTextFormat(Qt.TextFormat.RichText)
        font = self.label.font()
        font.setPixelSize(54)
        font.setBold(True)
        font.setLetterSpacing(font.SpacingType.PercentageSpacing, 110)
        self.label.setFont(font)
        # the letters grow with the board instead of leaving an empty band
        self.label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Ignored)
        self.hint = QLabel()
        self.hint.setObjectName("fragmentHint")
        self.hint.setAlignment(Qt.AlignmentFlag.AlignCenter)
        layout.addWidget(self.label, 1)
        layout.addWidget(self.hint)
        self.set_fragment("", -1)

    def resizeEvent(self, event: QResizeEvent) -> None:  # Qt override
        super().resizeEvent(event)
        self._scale()

    def changeEvent(self, event: QEvent) -> None:  # Qt override: the spoken words in a new language
        if event.type() == QEvent.Type.LanguageChange:
            self._describe()
        super().changeEvent(event)

    def _scale(self) -> None:
        """Letters as large as the board allows: by height, and narrow enough for the word."""
        shown = self.fragment or self.tr("start a word")
        letters = max(6, len(shown) + 1)
        z = zoom()
        self.label.setMinimumHeight(round(50 * z))
        size = max(int(min(self.label.height() * 0.8, self.width() / letters * 1.3, 150 * z)), round(28 * z))
        font = self.label.font()
        if size != font.pixelSize():
            font.setPixelSize(size)
            self.label.setFont(font)

    def set_fragment(self, fragment: str, newest: int) -> None:
        """Show the fragment; ``newest`` is the index of the letter just played, or -1."""
        self.fragment = fragment
        self._scale()
        self._describe()
        if not fragment:
            prompt = self.tr("start a word")
            self.label.setText(f"<span style='color:#9aa0a6'>{html.escape(prompt)}</span>")
            return
        parts = []
        for i, c in enumerate(fragment.upper()):
            c = html.escape(c)
            parts.append(f"<span style='color:#e8710a; text-decoration:underline'>{c}</span>" if i == newest else c)
        self.label.setText("".join(parts))

    def spoken(self) -> str:
        """The fragment as a screen reader says it: "C, A, T", or "no letters yet"."""
        return spelled_out(self.fragment) if self.fragment else self.tr("no letters yet")

    def _describe(self) -> None:
        """Names for screen readers: the view and its label (else the label's markup is read)."""
        name = self.spoken()
        description = self.tr("The letters played so far")
        for widget in (self, self.label):
            if widget.accessibleName() != name:  # a new name is reported to screen readers
                widget.setAccessibleName(name)
            widget.setAccessibleDescription(description)

    def set_note(self, text: str) -> None:
        """A line under the fragment (e.g. what reversing would give)."""
        self.hint.setText(text)
