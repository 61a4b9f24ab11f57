"""The window's status line: the word list and the game on the left, a progress bar while
a word list loads or a card is worked out; a passing message covers the line."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QProgressBar, QStatusBar

from .table_news import LoadingGame, Work
from .table_texts import work_text


class StatusLine:
    """The label and the progress bar, placed in ``bar`` (which keeps them)."""

    def __init__(self, bar: QStatusBar) -> None:
        self.bar = bar
        self.label = QLabel()
        self.label.setTextFormat(Qt.TextFormat.PlainText)  # the word list's file name
        self.progress = QProgressBar()
        self.progress.setRange(0, 100)
        self.progress.setMaximumWidth(220)
        self.progress.hide()
        bar.addWidget(self.label, 1)
        # a message covers the label: hidden explicitly, or a restyle (zoom) shows it through
        bar.messageChanged.connect(lambda message: self.label.setVisible(not message))
        bar.addPermanentWidget(self.progress)

    def show_text(self, text: str) -> None:
        self.label.setText(text)

    def loading(self, busy: bool, what: Work | LoadingGame | None) -> None:
        """While busy, ``what`` is being worked out and the bar shows how far it is (a game
        loading tells each of its stages: the bar goes on from where it is)."""
        if not busy or self.progress.isHidden():  # new work starts at 0
            self.progress.setValue(0)
        self.progress.setVisible(busy)
        if busy and what is not None:
            self.bar.showMessage(work_text(what))
        else:
            self.bar.clearMessage()

    def set_progress(self, fraction: float) -> None:
        self.progress.setValue(int(100 * fraction))
