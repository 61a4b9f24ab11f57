"""Word list → House and blocked words…: the words a table added to its list and the words
it took out, to see, add, remove, import and export (one word per line).

The words being edited, the rules of which word may be added and the files' work are the
presenter's (``words_presenter``): this dialog draws its :class:`WordsState` and words its
notes. OK hands back both sets (:meth:`WordsDialog.result_words`) and the caller saves them
and has the game worked out again. A bad file is explained in one message and changes
nothing. Each tab is a ``WordsPage``; the counts are worded by ``words_texts``."""

from __future__ import annotations

import os
from collections.abc import Callable

from PySide6.QtCore import QDir, QLocale, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QLabel,
    QMessageBox,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from ...core.alphabets import capitals
from ...core.words.wordlist import MAX_WORD_LENGTH
from ..screen_fit import fit_dialog
from ..texts.error_texts import error_text, write_problem
from ..texts.words_texts import counted, skipped_text, words_note
from .words_page import WordsPage
from .words_presenter import (
    WARNINGS,
    Added,
    Exported,
    Imported,
    ImportFailed,
    NothingImported,
    Refusal,
    Refused,
    Removed,
    WordProblem,
    WordsKind,
    WordsNote,
    WordsPresenter,
    WordsState,
)

# words_note is named here too: the cards ask the words dialog for it
__all__ = ["BLOCKED", "HOUSE", "WordsDialog", "words_note"]

HOUSE, BLOCKED = WordsKind.HOUSE, WordsKind.BLOCKED


class WordsDialog(QDialog):
    def __init__(
        self, presenter: WordsPresenter, list_name: str, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.presenter = presenter
        if presenter.parent() is None:
            presenter.setParent(self)  # it lives as long as the dialog
        self.list_name = list_name
        #: the last message shown (tests read it)
        self.message = ""
        self.message_box: QMessageBox | None = None
        #: where the file dialogs start (tests set a file here instead: no dialog then)
        self.choose_file: Callable[[WordsKind, bool], str] = self._choose_file
        self.setWindowTitle(self.tr("House and blocked words"))
        layout = QVBoxLayout(self)
        self.tabs = QTabWidget()
        self.pages = {
            HOUSE: WordsPage(
                HOUSE,
                self.tr(
                    "House words count as if %1 had them: in play, in challenges, for hints, "
                    "perfect play and the cards."
                ).replace("%1", list_name),
            ),
            BLOCKED: WordsPage(
                BLOCKED,
                self.tr(
                    "Blocked words are taken out of %1: nobody loses on them and no card "
                    "asks anyone to learn them."
                ).replace("%1", list_name),
            ),
        }
        self.tabs.addTab(self.pages[HOUSE], self.tr("House words"))
        self.tabs.addTab(self.pages[BLOCKED], self.tr("Blocked words"))
        layout.addWidget(self.tabs)
        self.when = QLabel(
            self.tr("Changes count from the next round: a round in play keeps its words.")
        )
        self.when.setWordWrap(True)
        layout.addWidget(self.when)
        self.status = QLabel()
        self.status.setWordWrap(True)
        layout.addWidget(self.status)
        box = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        box.accepted.connect(self.accept)
        box.rejected.connect(self.reject)
        layout.addWidget(box)
        for kind, page in self.pages.items():
            page.add_button.clicked.connect(
                lambda _=False, k=kind: self.add(k, self.pages[k].field.text())
            )
            page.remove_button.clicked.connect(
                lambda _=False, k=kind: self.remove(k, self.pages[k].selected())
            )
            page.import_button.clicked.connect(lambda _=False, k=kind: self.import_file(k))
            page.export_button.clicked.connect(lambda _=False, k=kind: self.export_file(k))
        presenter.changed.connect(self.draw)
        presenter.told.connect(self.tell)
        self.draw(presenter.state)
        fit_dialog(self, 460, 480)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # Qt override
        """Enter in a word field adds the word (the field does that) and keeps the dialog
        open: it does not also press OK."""
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and any(
            p.field.hasFocus() for p in self.pages.values()
        ):
            event.accept()
            return
        super().keyPressEvent(event)

    def result_words(self) -> tuple[set[str], set[str]]:
        return self.presenter.result_words()

    # -- intents ---------------------------------------------------------------------------
    def add(self, kind: WordsKind, text: str) -> bool:
        if not self.presenter.add(kind, text):
            return False
        self.pages[kind].field.clear()
        return True

    def remove(self, kind: WordsKind, words: set[str]) -> None:
        self.presenter.remove(kind, words)

    # -- drawing and wording -----------------------------------------------------------------
    def draw(self, state: WordsState) -> None:
        for kind, page in self.pages.items():
            page.show_words(set(state.words(kind)))

    def refusal_text(self, r: Refusal) -> str:
        """Why a word cannot be added, in words (the word in capitals, or a file's line as
        written there)."""
        w, p = capitals(r.word) if r.line is None else r.line, r.problem
        if p is WordProblem.EMPTY:
            return self.tr("Type a word first.")
        if p is WordProblem.NOT_LETTERS:
            return self.tr("%1 has characters that are not letters.").replace("%1", w)
        if p is WordProblem.TOO_LONG:
            return (
                self.tr("%1 is longer than %2 letters.")
                .replace("%1", w)
                .replace("%2", QLocale().toString(MAX_WORD_LENGTH))
            )
        if p is WordProblem.OTHER_LETTERS:
            return (
                self.tr("%1 has letters that %2 does not use.")
                .replace("%1", w)
                .replace("%2", self.list_name)
            )
        if p is WordProblem.IN_LIST:
            return self.tr("%1 is already in %2.").replace("%1", w).replace("%2", self.list_name)
        if p is WordProblem.NOTHING_TO_BLOCK:
            return (
                self.tr("%1 is not in %2: there is nothing to block.")
                .replace("%1", w)
                .replace("%2", self.list_name)
            )
        if p is WordProblem.ALREADY_HOUSE:
            return self.tr("%1 is already a house word.").replace("%1", w)
        return self.tr("%1 is already blocked.").replace("%1", w)

    def note_text(self, note: WordsNote) -> str:
        if isinstance(note, Added):
            return self.tr("Added %1.").replace("%1", capitals(note.word))
        if isinstance(note, Removed):
            n = note.how_many
            return counted(
                n, self.tr("Removed %1 word.", "", n), self.tr("Removed %1 words.", "", n)
            )
        if isinstance(note, Refused):
            return self.refusal_text(note.refusal)
        if isinstance(note, Imported):
            n = note.how_many
            text = counted(
                n,
                self.tr("Added %1 word from the file.", "", n),
                self.tr("Added %1 words from the file.", "", n),
            )
            return f"{text} {self._skipped(note.skipped)}".strip()
        if isinstance(note, NothingImported):
            return (
                self.tr("%1 holds no word that can be added.").replace("%1", note.file_name)
                + " "
                + self._skipped(note.skipped)
            )
        if isinstance(note, ImportFailed):
            return error_text(note.error)
        if isinstance(note, Exported):
            n = note.how_many
            return counted(
                n, self.tr("Saved %1 word as %2.", "", n), self.tr("Saved %1 words as %2.", "", n)
            ).replace("%2", QDir.toNativeSeparators(note.path))
        return (
            self.tr("The words could not be saved as %1: %2.")
            .replace("%1", QDir.toNativeSeparators(note.path))
            .replace("%2", write_problem(note.error))
        )

    def _skipped(self, skipped: tuple[Refusal, ...]) -> str:
        return skipped_text([self.refusal_text(r) for r in skipped])

    def tell(self, note: WordsNote) -> None:
        text = self.note_text(note)
        self.message = text
        self.status.setText(text)
        if isinstance(note, WARNINGS):
            if self.message_box is not None:
                self.message_box.close()
            self.message_box = QMessageBox(
                QMessageBox.Icon.Warning,
                self.windowTitle(),
                text,
                QMessageBox.StandardButton.Ok,
                self,
            )
            self.message_box.open()

    # -- files ---------------------------------------------------------------------------
    def _choose_file(self, kind: WordsKind, save: bool) -> str:
        name = f"{self.list_name}-{'house' if kind == HOUSE else 'blocked'}-words.txt"
        start = os.path.join(QDir.homePath(), name)
        filters = self.tr("Text files (*.txt);;All files (*)")
        if save:
            return QFileDialog.getSaveFileName(self, self.tr("Export the words"), start, filters)[0]
        return QFileDialog.getOpenFileName(self, self.tr("Import words"), QDir.homePath(), filters)[
            0
        ]

    def import_file(self, kind: WordsKind) -> None:
        """Add the words of a file the user chooses (the presenter reads it on a worker)."""
        path = self.choose_file(kind, False)
        if path:
            self.presenter.import_file(kind, path)

    def export_file(self, kind: WordsKind) -> None:
        path = self.choose_file(kind, True)
        if path:
            self.presenter.export_file(kind, path)
