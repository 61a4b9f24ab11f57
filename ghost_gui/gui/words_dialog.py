"""Word list → House and blocked words…: the words a table added to its list and the words
it took out, to see, add, remove, import and export (one word per line).

The dialog edits copies; OK hands back both sets (:meth:`WordsDialog.result_words`) and the
caller saves them and has the game worked out again. Files are read and written on a worker
(``jobs``); a bad file is explained in one message and changes nothing."""

from __future__ import annotations

import os
import unicodedata
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication, QDir, QLocale, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QMessageBox,
    QPushButton,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from ..core.alphabets import capitals
from ..core.wordlist import MAX_WORD_LENGTH
from .error_texts import error_text
from .jobs import Jobs
from .screen_fit import fit_dialog

HOUSE, BLOCKED = "house", "blocked"


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

        self.jobs.submit("words-file", job, done, lambda exc: self._warn(error_text(exc)))

    def export_file(self, kind: str) -> None:
        path = self.choose_file(kind, True)
        if not path:
            return
        from ..core.word_files import export_words

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
            "words-file",
            job,
            lambda p: self._say(saved.replace("%2", QDir.toNativeSeparators(p))),
            failed,
        )


def read_word_lines(path: str, alphabet: str) -> list[tuple[str, str]]:
    """The lines of a file of words (run on a worker): (the line as written, the word it
    names: trimmed, NFC, lower case), each word once, blank lines left out. Raises the word
    list errors: a file that is not text, holds nothing, or has no word in ``alphabet``."""
    from ..core.errors import WordListAlphabetError, WordListEmptyError, WordListNoWordsError
    from ..core.files import read_word_list_bytes
    from ..core.list_decoding import decode_word_list
    from ..core.word_files import MAX_WORD_FILE_BYTES

    text = decode_word_list(read_word_list_bytes(path, max_bytes=MAX_WORD_FILE_BYTES), path)
    lines: dict[str, str] = {}
    for line in text.splitlines():
        shown = line.strip()
        if shown:
            lines.setdefault(
                unicodedata.normalize("NFC", shown).lower(),
                shown if len(shown) <= 40 else shown[:40] + "…",
            )
    if not lines:
        raise WordListEmptyError(path, "holds no words")
    letters = set(alphabet)
    if not any(w.isalpha() and letters.issuperset(w) for w in lines):
        if any(w.isalpha() for w in lines):
            raise WordListAlphabetError(path, "none of its words is in the alphabet " + alphabet)
        raise WordListNoWordsError(path, "no line is a word")
    return [(shown, word) for word, shown in lines.items()]


#: the reasons an import names before "and N more"
MAX_REASONS = 5


def skipped_text(reasons: list[str]) -> str:
    """The lines an import skipped: "2 lines skipped: DOG is already a house word. 3ab has
    characters that are not letters." ("" when none was)."""
    if not reasons:
        return ""
    n = len(reasons)
    text = counted(
        n,
        QCoreApplication.translate("WordsDialog", "%1 line skipped:", "", n),
        QCoreApplication.translate("WordsDialog", "%1 lines skipped:", "", n),
    )
    text += " " + " ".join(reasons[:MAX_REASONS])
    if n > MAX_REASONS:
        more = n - MAX_REASONS
        text += " " + QCoreApplication.translate("WordsDialog", "…and %1 more.", "", more).replace(
            "%1", QLocale().toString(more)
        )
    return text


def words_note(added: int, removed: int) -> str:
    """What a card says about the table's words: "includes 3 house words; 2 blocked words
    left out" ("" when there are none)."""
    parts = []
    if added:
        parts.append(
            counted(
                added,
                QCoreApplication.translate("WordsDialog", "includes %1 house word", "", added),
                QCoreApplication.translate("WordsDialog", "includes %1 house words", "", added),
            )
        )
    if removed:
        parts.append(
            counted(
                removed,
                QCoreApplication.translate("WordsDialog", "%1 blocked word left out", "", removed),
                QCoreApplication.translate("WordsDialog", "%1 blocked words left out", "", removed),
            )
        )
    return "; ".join(parts)


def counted(n: int, one: str, many: str) -> str:
    """English has two forms (``one``, ``many``, both translated with ``n``, so a
    translation has its own plural forms of each); %1 becomes ``n`` in the locale's digits."""
    return (one if n == 1 else many).replace("%1", QLocale().toString(n))
