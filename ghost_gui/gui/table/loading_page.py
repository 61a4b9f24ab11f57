"""A new or resumed game loading, shown at once in place of the board (or of the last
match's winner): which list, what is being worked out now, and how far it is. A large list
with a human-like computer takes many seconds; the old screen must not stand there as if
nothing had been asked."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QProgressBar, QStackedWidget, QVBoxLayout, QWidget

from ..theme import relative_font
from .status_line import StatusLine
from .table_news import LoadingGame, Work
from .table_texts import loading_title, work_text


class LoadingPage(QWidget):
    """Added to ``stack``; draws the table's slow work (:meth:`loading`, :meth:`set_progress`)
    and passes it on to the ``status_line``."""

    def __init__(self, stack: QStackedWidget, status_line: StatusLine) -> None:
        super().__init__()
        self.setObjectName("loadingPage")
        self.stack = stack
        self.status_line = status_line
        #: the page shown before the game began to load, shown again if it cannot be loaded
        self.before = 0
        page = QVBoxLayout(self)
        page.addStretch(1)
        self.title = QLabel()
        self.title.setObjectName("loadingTitle")
        relative_font(self.title, 1.6, bold=True)
        self.stage = QLabel()
        self.stage.setObjectName("loadingStage")
        for label in (self.title, self.stage):
            label.setTextFormat(Qt.TextFormat.PlainText)  # a list's file name is text
            label.setWordWrap(True)
            label.setAlignment(Qt.AlignmentFlag.AlignCenter)
            page.addWidget(label)
        self.bar = QProgressBar()
        self.bar.setRange(0, 100)
        self.bar.setMinimumWidth(260)  # wide enough to see it move
        self.bar.setMaximumWidth(420)
        page.addWidget(self.bar, 0, Qt.AlignmentFlag.AlignHCenter)
        page.addStretch(1)
        stack.addWidget(self)

    def loading(self, busy: bool, what: Work | LoadingGame | None) -> None:
        self.status_line.loading(busy, what)
        shown = self.stack.currentWidget() is self
        if busy and isinstance(what, LoadingGame):
            if not shown:
                self.before = self.stack.currentIndex()
                self.bar.setValue(0)
                self.stack.setCurrentWidget(self)
            self.title.setText(loading_title(what))
            self.stage.setText(work_text(what))
            self.setAccessibleName(f"{self.title.text()} {self.stage.text()}")
        elif not busy and shown:  # a game that started takes the board at once
            self.stack.setCurrentIndex(self.before)

    def set_progress(self, fraction: float) -> None:
        self.status_line.set_progress(fraction)
        self.bar.setValue(int(100 * fraction))
