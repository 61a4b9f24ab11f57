"""The fragment in large letters, the newest letter marked."""

from __future__ import annotations

import html

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget


class FragmentView(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        self.label = QLabel()
        self.label.setObjectName("fragmentLabel")
        self.label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.label.setTextFormat(Qt.TextFormat.RichText)
        font = self.label.font()
        font.setPointSize(40)
        font.setBold(True)
        self.label.setFont(font)
        self.hint = QLabel()
        self.hint.setObjectName("fragmentHint")
        self.hint.setAlignment(Qt.AlignmentFlag.AlignCenter)
        layout.addWidget(self.label)
        layout.addWidget(self.hint)
        self.set_fragment("", -1)

    def set_fragment(self, fragment: str, newest: int) -> None:
        """Show the fragment; ``newest`` is the index of the letter just played, or -1."""
        self.fragment = fragment
        if not fragment:
            self.label.setText(f"<span style='color:#9aa0a6'>{html.escape(self.tr('start a word'))}</span>")
            return
        parts = []
        for i, c in enumerate(fragment.upper()):
            c = html.escape(c)
            parts.append(f"<span style='color:#e8710a; text-decoration:underline'>{c}</span>" if i == newest else c)
        self.label.setText("&#8202;".join(parts))

    def set_note(self, text: str) -> None:
        """A line under the fragment (e.g. what reversing would give)."""
        self.hint.setText(text)
