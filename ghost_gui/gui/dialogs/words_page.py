"""One tab of the house and blocked words: a sorted list, a field to add a word, and the
buttons to remove, import and export."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ...core.words.wordlist import MAX_WORD_LENGTH
from ..texts.words_texts import counted


class WordsPage(QWidget):
    """One kind of words: a sorted list, a field to add one, and the buttons."""

    def __init__(self, kind: str, explanation: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.kind = kind
        layout = QVBoxLayout(self)
        intro = QLabel(explanation)
        intro.setWordWrap(True)
        layout.addWidget(intro)
        row = QHBoxLayout()
        self.field = QLineEdit()
        self.field.setPlaceholderText(self.tr("Type a word"))
        self.field.setMaxLength(MAX_WORD_LENGTH)
        self.add_button = QPushButton(self.tr("&Add"))
        row.addWidget(self.field, 1)
        row.addWidget(self.add_button)
        layout.addLayout(row)
        self.list = QListWidget()
        self.list.setSelectionMode(QListWidget.SelectionMode.ExtendedSelection)
        layout.addWidget(self.list, 1)
        buttons = QHBoxLayout()
        self.remove_button = QPushButton(self.tr("&Remove"))
        self.import_button = QPushButton(self.tr("&Import…"))
        self.export_button = QPushButton(self.tr("E&xport…"))
        for b in (self.remove_button, self.import_button, self.export_button):
            buttons.addWidget(b)
        buttons.addStretch(1)
        layout.addLayout(buttons)
        self.count = QLabel()
        layout.addWidget(self.count)
        self.list.itemSelectionChanged.connect(self._enable)
        self.field.returnPressed.connect(self.add_button.click)

    def show_words(self, words: set[str]) -> None:
        self.list.clear()
        self.list.addItems(sorted(words))
        n = len(words)
        self.count.setText(counted(n, self.tr("%1 word", "", n), self.tr("%1 words", "", n)))
        self._enable()

    def selected(self) -> set[str]:
        return {item.text() for item in self.list.selectedItems()}

    def _enable(self) -> None:
        self.remove_button.setEnabled(bool(self.list.selectedItems()))
        self.export_button.setEnabled(self.list.count() > 0)
