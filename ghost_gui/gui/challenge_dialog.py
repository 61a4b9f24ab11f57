"""When a human is challenged: name your word (or give up). Non-blocking, window-modal."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QDialog, QHBoxLayout, QLabel, QLineEdit, QPushButton, QVBoxLayout, QWidget


class ChallengeDialog(QDialog):
    #: the word named, or None for giving up
    answered = Signal(object)

    def __init__(self, player: str, fragment: str, kind: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("You are challenged"))
        layout = QVBoxLayout(self)
        if kind == "word":
            text = self.tr("%1, they say %2 is a word. Which word did you have in mind?")
        else:
            text = self.tr("%1, they say no word goes like %2. Which word did you have in mind?")
        self.question = QLabel(text.replace("%1", player).replace("%2", fragment.upper()))
        self.question.setWordWrap(True)
        layout.addWidget(self.question)
        self.word = QLineEdit()
        self.word.setPlaceholderText(self.tr("your word"))
        layout.addWidget(self.word)
        buttons = QHBoxLayout()
        self.ok = QPushButton(self.tr("That's my word"))
        self.ok.setDefault(True)
        self.give_up = QPushButton(self.tr("I give up"))
        buttons.addWidget(self.give_up)
        buttons.addWidget(self.ok)
        layout.addLayout(buttons)
        self.ok.clicked.connect(self._ok)
        self.give_up.clicked.connect(self.reject)
        self.rejected.connect(lambda: self.answered.emit(None))

    def _ok(self) -> None:
        word = self.word.text().strip()
        if not word:
            self.word.setFocus()
            return
        self.done(QDialog.DialogCode.Accepted)
        self.answered.emit(word)
