"""The window's status line: the word list and the game on the left, a progress bar while
a word list loads or a card is worked out; a passing message covers the line."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QLabel, QProgressBar, QSizePolicy, QStatusBar

from .table_news import LoadingGame, Work
from .table_texts import work_text


class ElidedLabel(QLabel):
    """One line of plain text that ends in "…" where the window is too narrow for it (the
    Russian game's line at 800 pixels lost half a word at the edge); the whole of it in its
    tooltip then, and always to a screen reader."""

    def __init__(self) -> None:
        super().__init__()
        self.setTextFormat(Qt.TextFormat.PlainText)  # the word list's file name
        # as narrow as the bar makes it: the text never widens the window
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.full_text = ""

    def set_full_text(self, text: str) -> None:
        self.full_text = text
        self.setAccessibleName(text)
        self._elide()

    def resizeEvent(self, event: QResizeEvent) -> None:  # Qt override
        super().resizeEvent(event)
        self._elide()

    def changeEvent(self, event: QEvent) -> None:  # Qt override: another font (the zoom)
        super().changeEvent(event)
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.StyleChange):
            self._elide()

    def _elide(self) -> None:
        shown = self.fontMetrics().elidedText(
            self.full_text, Qt.TextElideMode.ElideRight, max(0, self.contentsRect().width())
        )
        self.setText(shown)
        self.setToolTip(self.full_text if shown != self.full_text else "")


class StatusLine:
    """The label and the progress bar, placed in ``bar`` (which keeps them)."""

    def __init__(self, bar: QStatusBar) -> None:
        self.bar = bar
        self.label = ElidedLabel()
        self.progress = QProgressBar()
        self.progress.setRange(0, 100)
        self.progress.setMaximumWidth(220)
        self.progress.hide()
        bar.addWidget(self.label, 1)
        # a message covers the label: hidden explicitly, or a restyle (zoom) shows it through
        bar.messageChanged.connect(lambda message: self.label.setVisible(not message))
        bar.addPermanentWidget(self.progress)

    def show_text(self, text: str) -> None:
        self.label.set_full_text(text)

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
