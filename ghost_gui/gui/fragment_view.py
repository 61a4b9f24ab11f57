"""The fragment in large letters, the newest letter marked."""

from __future__ import annotations

import html

from PySide6.QtCore import Qt
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QLabel, QSizePolicy, QVBoxLayout, QWidget


class FragmentView(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
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
        self.label.setMinimumHeight(50)
        self.hint = QLabel()
        self.hint.setObjectName("fragmentHint")
        self.hint.setAlignment(Qt.AlignmentFlag.AlignCenter)
        layout.addWidget(self.label, 1)
        layout.addWidget(self.hint)
        self.set_fragment("", -1)

    def resizeEvent(self, event: QResizeEvent) -> None:  # Qt override
        super().resizeEvent(event)
        self._scale()

    def _scale(self) -> None:
        """Letters as large as the board allows: by height, and narrow enough for the word."""
        shown = self.fragment or self.tr("start a word")
        letters = max(6, len(shown) + 1)
        size = int(min(self.label.height() * 0.8, self.width() / letters * 1.3, 150))
        font = self.label.font()
        if max(size, 28) != font.pixelSize():
            font.setPixelSize(max(size, 28))
            self.label.setFont(font)

    def set_fragment(self, fragment: str, newest: int) -> None:
        """Show the fragment; ``newest`` is the index of the letter just played, or -1."""
        self.fragment = fragment
        self._scale()
        if not fragment:
            prompt = self.tr("start a word")
            self.label.setText(f"<span style='color:#9aa0a6'>{html.escape(prompt)}</span>")
            return
        parts = []
        for i, c in enumerate(fragment.upper()):
            c = html.escape(c)
            parts.append(f"<span style='color:#e8710a; text-decoration:underline'>{c}</span>" if i == newest else c)
        self.label.setText("".join(parts))

    def set_note(self, text: str) -> None:
        """A line under the fragment (e.g. what reversing would give)."""
        self.hint.setText(text)
