"""The two lines of the board that a family reads from across the table: whose turn it is
(the name large, with the player's colour), and how the round just ended (kept on the
board until a person goes on)."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QSizePolicy, QVBoxLayout, QWidget

from .theme import relative_font


def _stripe(frame: QFrame, colour: QColor | None) -> None:
    """A thick border in the player's colour (colours mark; the text keeps the theme's)."""
    c = colour.name() if colour is not None else "transparent"
    frame.setStyleSheet(f"QFrame#{frame.objectName()} {{ border: 2px solid {c}; border-left: 12px solid {c}; border-radius: 6px; }}")


class TurnBanner(QFrame):
    """"Turn" over the name of the player to move, large."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("turnBanner")
        layout = QHBoxLayout(self)
        layout.setContentsMargins(12, 2, 12, 2)
        self.caption = QLabel()
        self.caption.setObjectName("turnCaption")
        self.caption.setTextFormat(Qt.TextFormat.PlainText)
        self.name = QLabel()
        self.name.setObjectName("turnLabel")
        self.name.setTextFormat(Qt.TextFormat.PlainText)
        relative_font(self.name, 2, bold=True)
        self.name.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.name.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        layout.addWidget(self.caption)
        layout.addWidget(self.name, 1)
        _stripe(self, None)

    def show_player(self, caption: str, name: str, colour: QColor | None) -> None:
        self.caption.setText(caption)
        self.name.setText(name)
        _stripe(self, colour)
        self.setAccessibleName(f"{caption} {name}".strip())

    def text(self) -> str:
        return f"{self.caption.text()} {self.name.text()}".strip()


class RoundBanner(QFrame):
    """How the round ended, and the button (or the wait) for the next round."""

    next_round = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("roundBanner")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(12, 4, 12, 4)
        self.story = QLabel()
        self.story.setObjectName("roundStory")
        self.story.setWordWrap(True)
        self.story.setTextFormat(Qt.TextFormat.PlainText)
        self.story.setAlignment(Qt.AlignmentFlag.AlignCenter)
        relative_font(self.story, 1.3, bold=True)
        self.meaning = QLabel()
        self.meaning.setObjectName("roundMeaning")
        self.meaning.setWordWrap(True)
        self.meaning.setTextFormat(Qt.TextFormat.PlainText)
        self.meaning.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.meaning.hide()
        self.wait = QLabel()
        self.wait.setTextFormat(Qt.TextFormat.PlainText)
        self.wait.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.wait.hide()
        row = QHBoxLayout()
        row.addStretch(1)
        self.button = QPushButton()
        self.button.setObjectName("nextRoundButton")
        self.button.clicked.connect(self.next_round.emit)
        row.addWidget(self.button)
        row.addStretch(1)
        layout.addWidget(self.story)
        layout.addWidget(self.meaning)
        layout.addWidget(self.wait)
        layout.addLayout(row)
        self.hide()

    def show_story(self, story: str, colour: QColor | None, button_text: str, wait_text: str = "", meaning: str = "") -> None:
        """Show the round's end (and what its word means); ``wait_text`` instead of the
        button when nobody needs to press it (only computers are left)."""
        self.story.setText(story)
        self.meaning.setText(meaning)
        self.meaning.setVisible(bool(meaning))
        self.button.setText(button_text)
        self.button.setToolTip(button_text)
        self.button.setVisible(not wait_text)
        self.wait.setText(wait_text)
        self.wait.setVisible(bool(wait_text))
        _stripe(self, colour)
        self.setAccessibleName(story)
        self.show()
