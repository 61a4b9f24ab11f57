"""Word list → House and blocked words…: the words a table added to its list and the words
it took out, to see, add, remove, import and export (one word per line).

The dialog edits copies; OK hands back both sets (:meth:`WordsDialog.result_words`) and the
caller saves them and has the game worked out again. Files are read and written on a worker
(``jobs``); a bad file is explained in one message and changes nothing. Each tab is a
``WordsPage``; a file's lines are read by ``word_lines``, the counts worded by ``words_texts``."""

from __future__ import annotations

import os
from collections.abc import Callable
from typing import Any

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
from ..jobs import JobKind, Jobs
from ..screen_fit import fit_dialog
from ..texts.error_texts import error_text
from ..texts.words_texts import counted, skipped_text, words_note
from .word_lines import read_word_lines
from .words_page import WordsPage

# words_note is named here too: the cards ask the words dialog for it
__all__ = ["BLOCKED", "HOUSE", "WordsDialog", "words_note"]

HOUSE, BLOCKED = "house", "blocked"


class WordsDialog(QDialog):
    def __init__(
        self,
        list_name: str,
        list_words: frozenset[str] | set[str],
        alphabet: str,
        house: set[str],
        blocked: set[str],
        jobs: Jobs,
        parent: QWidget | None = None,
    ) -> None:
        """``list_words``: the list's own words (without house words, with blocked ones);
        ``alphabet``: the letters its words may use."""
        super().__init__(parent)
        self.list_name = list_name
        self.list_words = list_words
        self.alphabet = alphabet
        self.words = {HOUSE: set(house), BLOCKED: set(blocked)}
        self.jobs = jobs
        #: the last message shown (tests read it)
        self.message = ""
        self.message_box: QMessageBox | None = None
        #: where the file dialogs start (tests set a file here instead: no dialog then)
        self.choose_file: Callable[[str, bool], str] = self._choose_file
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
            page.show_words(self.words[kind])
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
        return set(self.words[HOUSE]), set(self.words[BLOCKED])

    # -- changes -------------------------------------------------------------------------
    def problem(self, kind: str, word: str, shown: str | None = None) -> str:
        """Why ``word`` cannot be added as ``kind`` ("" when it can); ``shown``: the word as
        the message names it (the word in capitals unless given)."""
        w = capitals(word) if shown is None else shown
        if not word:
            return self.tr("Type a word first.")
        if not word.isalpha():
            return self.tr("%1 has characters that are not letters.").replace("%1", w)
        if len(word) > MAX_WORD_LENGTH:
            return (
                self.tr("%1 is longer than %2 letters.")
                .replace("%1", w)
                .replace("%2", QLocale().toString(MAX_WORD_LENGTH))
            )
        if not set(word) <= set(self.alphabet):
            return (
                self.tr("%1 has letters that %2 does not use.")
                .replace("%1", w)
                .replace("%2", self.list_name)
            )
        if kind == HOUSE and word in self.list_words:
            return self.tr("%1 is already in %2.").replace("%1", w).replace("%2", self.list_name)
        if kind == BLOCKED and word not in self.list_words and word not in self.words[HOUSE]:
            return (
                self.tr("%1 is not in %2: there is nothing to block.")
                .replace("%1", w)
                .replace("%2", self.list_name)
            )
        if word in self.words[kind]:
            return (
                self.tr("%1 is already a house word.")
                if kind == HOUSE
                else self.tr("%1 is already blocked.")
            ).replace("%1", w)
        return ""

    def add(self, kind: str, text: str) -> bool:
        word = text.strip().lower()
        problem = self.problem(kind, word)
        if problem:
            self._say(problem)
            return False
        other = BLOCKED if kind == HOUSE else HOUSE
        self.words[other].discard(word)  # a word is a house word or blocked, never both
        self.words[kind].add(word)
        self.pages[kind].field.clear()
        self._refresh()
        self._say(self.tr("Added %1.").replace("%1", capitals(word)))
        return True

    def remove(self, kind: str, words: set[str]) -> None:
        if words:
            self.words[kind] -= words
            self._refresh()
            n = len(words)
            self._say(
                counted(n, self.tr("Removed %1 word.", "", n), self.tr("Removed %1 words.", "", n))
            )

    def _refresh(self) -> None:
        for kind, page in self.pages.items():
            page.show_words(self.words[kind])

    def _say(self, text: str) -> None:
        self.message = text
        self.status.setText(text)

    def _warn(self, text: str) -> None:
        self._say(text)
        if self.message_box is not None:
            self.message_box.close()
        self.message_box = QMessageBox(
            QMessageBox.Icon.Warning, self.windowTitle(), text, QMessageBox.StandardButton.Ok, self
        )
        self.message_box.open()

    # -- files ---------------------------------------------------------------------------
    def _choose_file(self, kind: str, save: bool) -> str:
        name = f"{self.list_name}-{'house' if kind == HOUSE else 'blocked'}-words.txt"
        start = os.path.join(QDir.homePath(), name)
        filters = self.tr("Text files (*.txt);;All files (*)")
        if save:
            return QFileDialog.getSaveFileName(self, self.tr("Export the words"), start, filters)[0]
        return QFileDialog.getOpenFileName(self, self.tr("Import words"), QDir.homePath(), filters)[
            0
        ]

    def import_file(self, kind: str) -> None:
        """Add the words of a file (one per line, in capitals or not, as typed in the field)
        that can be added, and say which lines were skipped and why; a bad file, or one with
        no word in the list's letters, is explained and changes nothing."""
        path = self.choose_file(kind, False)
        if not path:
            return
        alphabet = self.alphabet

        def job(cancel: Any, progress: Any) -> list[tuple[str, str]]:
            return read_word_lines(path, alphabet)

        def done(lines: list[tuple[str, str]]) -> None:
            added: list[str] = []
            skipped: list[str] = []
            for shown, word in lines:
                problem = self.problem(kind, word, shown)
                if problem:
                    skipped.append(problem)
                    continue
                self.words[BLOCKED if kind == HOUSE else HOUSE].discard(word)
                self.words[kind].add(word)
                added.append(word)
            why = skipped_text(skipped)
            if not added:
                self._warn(
                    self.tr("%1 holds no word that can be added.").replace(
                        "%1", os.path.basename(path)
                    )
                    + " "
                    + why
                )
                return
            self._refresh()
            n = len(added)
            text = counted(
                n,
                self.tr("Added %1 word from the file.", "", n),
                self.tr("Added %1 words from the file.", "", n),
            )
            self._say(f"{text} {why}".strip())

        self.jobs.submit(JobKind.WORDS_FILE, job, done, lambda exc: self._warn(error_text(exc)))

    def export_file(self, kind: str) -> None:
        path = self.choose_file(kind, True)
        if not path:
            return
        from ...core.words.word_files import export_words

        words = sorted(self.words[kind])

        def job(cancel: Any, progress: Any) -> str:
            export_words(path, words)
            return path

        def failed(exc: Exception) -> None:
            reason = exc.strerror or str(exc) if isinstance(exc, OSError) else error_text(exc)
            self._warn(
                self.tr("The words could not be saved as %1: %2.")
                .replace("%1", QDir.toNativeSeparators(path))
                .replace("%2", reason)
            )

        n = len(words)
        saved = counted(
            n, self.tr("Saved %1 word as %2.", "", n), self.tr("Saved %1 words as %2.", "", n)
        )
        self.jobs.submit(
            JobKind.WORDS_FILE,
            job,
            lambda p: self._say(saved.replace("%2", QDir.toNativeSeparators(p))),
            failed,
        )
