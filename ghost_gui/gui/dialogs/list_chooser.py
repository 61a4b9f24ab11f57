"""The New game dialog's word list: the bundled lists and a file of one's own, whether to
keep the list's capitalised words (a choice that belongs to the list), and what the chosen
list holds, read on a worker (:mod:`~ghost_gui.gui.dialogs.list_checks`): its word count, or why it
cannot be used, and for Anaghost whether the game would fit in memory. The dialog lays the
widgets out and asks for a check when the list, the variant or the shortest word changes."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QLocale, QObject, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFileDialog,
    QLabel,
    QPushButton,
    QSizePolicy,
    QWidget,
)

from ...core.errors import TooLargeError, WordListError
from ...core.words.wordlist import MAX_WORD_LENGTH
from ...paths import wordlist_path
from ..house_words import HouseWords
from ..jobs import JobKind, Jobs
from ..texts.error_texts import too_large_text, word_list_problem
from ..texts.new_game_texts import detected_letters_text, letters_choices
from ..texts.setup_names import list_title
from .game_setup import BUNDLED, GameSetup
from .list_checks import ListSummary, anaghost_fit, list_summary


class ListChooser(QObject):
    """The word list's widgets and their reading; :attr:`list_ok` and :attr:`fits` say
    whether Play may start a game with it."""

    #: another list was chosen, or its capitalised words kept or not: check it again
    chosen = Signal()
    #: a reading came back: :attr:`list_ok` or :attr:`fits` may have changed
    verdict_changed = Signal()

    def __init__(
        self,
        dialog: QWidget,
        jobs: Jobs,
        house: HouseWords | None,
        blocked: HouseWords | None,
        keep_lists: set[str],
    ) -> None:
        super().__init__(dialog)
        self.dialog = dialog
        self.jobs = jobs
        self.house_words, self.blocked_words = house, blocked
        self.keep_lists = keep_lists
        self.list_ok = True
        self.fits = True
        self._reading: tuple[object, ...] | None = None

        self.word_list = QComboBox()
        for name in BUNDLED:
            if wordlist_path(name).is_file():
                self.word_list.addItem(list_title(name), name)
        self.word_list.setToolTip(self.tr("The words that count in this game"))
        self.browse = QPushButton(self.tr("From a file…"))
        self.browse.setToolTip(
            self.tr(
                "Play with a word list of your own: a text file with one word per line",
            )
        )
        self.browse.clicked.connect(self._browse)
        self.list_report = QLabel()
        self.list_report.setWordWrap(True)
        self.list_report.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)
        # Anaghost on a list too large for it: said here, before the game, not as an error later
        self.fit_problem = QLabel()
        self.fit_problem.setWordWrap(True)
        self.fit_problem.setProperty("error", True)
        font = self.fit_problem.font()
        font.setBold(True)
        self.fit_problem.setFont(font)
        self.fit_problem.hide()
        self.keep_capitalized = QCheckBox(self.tr("Keep capitalised words (German nouns)"))
        self.keep_capitalized.setToolTip(
            self.tr(
                "Count the list's capitalised entries as words, in small letters: German nouns are "
                "written with a capital. For other lists they are mostly names, so they are skipped.",
            )
        )
        self.keep_capitalized.toggled.connect(self._keep_toggled)
        self.letters = QComboBox()
        # as narrow as its row needs: the list of choices shows them whole
        self.letters.setSizeAdjustPolicy(
            QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon
        )
        self.letters.setMinimumContentsLength(12)
        for option, name in letters_choices():
            self.letters.addItem(name, option)
        self.letters.setToolTip(
            self.tr(
                "How the list's letters are counted: French and Spanish players play É as E, "
                "German players keep Ä, Ö and Ü and play ß as SS"
            )
        )
        self.letters.currentIndexChanged.connect(lambda _=0: self.chosen.emit())
        # another list: its own language decides again (quietly: the list's choice is told)
        self.word_list.currentIndexChanged.connect(self._list_changed)

    def _list_changed(self) -> None:
        self.letters.blockSignals(True)
        self.letters.setCurrentIndex(0)
        self.letters.setItemText(0, letters_choices()[0][1])
        self.letters.blockSignals(False)
        self.chosen.emit()

    def _browse(self) -> None:
        path, _ = QFileDialog.getOpenFileName(
            self.dialog,
            self.tr("Open a word list"),
            "",
            self.tr("Word lists (*.txt *.dic *.lst);;All files (*)"),
        )
        if path:
            self.add_file(path)

    def add_file(self, path: str) -> None:
        self.word_list.addItem(Path(path).name, path)
        self.word_list.setCurrentIndex(self.word_list.count() - 1)

    def show_keep(self) -> None:
        """The box shows the chosen list's own choice."""
        box = self.keep_capitalized
        box.blockSignals(True)
        box.setChecked(self.word_list.currentData() in self.keep_lists)
        box.blockSignals(False)

    def _keep_toggled(self, on: bool) -> None:
        data = self.word_list.currentData()
        if data:
            (self.keep_lists.add if on else self.keep_lists.discard)(data)
        self.chosen.emit()

    def check(self, anaghost: bool, min_length: int) -> None:
        """Read the chosen list on a worker to show its counts, or why it cannot be used;
        for Anaghost, also whether the game would fit in memory."""
        data = self.word_list.currentData()
        if not data:
            return
        self.show_keep()
        keep = self.keep_capitalized.isChecked()
        language = str(self.letters.currentData())
        path = GameSetup(word_list=data).word_list_file()
        # per list, as the shell keeps them: a bundled list's name, or a file's path
        house = (
            frozenset(self.house_words.words(data)) if self.house_words is not None else frozenset()
        )
        blocked = (
            frozenset(self.blocked_words.words(data))
            if self.blocked_words is not None
            else frozenset()
        )
        reading = (data, keep, house, blocked, language)
        if reading != self._reading:  # the same list for another variant: no flicker
            self._reading = reading
            self.list_report.setText(self.tr("Reading the word list…"))
            self.list_report.setToolTip("")
        if not anaghost:
            self._show_fit(None)
        job: Callable[..., Any] = lambda cancel, progress: (
            list_summary(path, house, blocked, keep, language),
            anaghost_fit(path, min_length, house, blocked, keep, language) if anaghost else None,
        )
        self.jobs.submit(JobKind.LIST_SUMMARY, job, self._show_reading)

    def stop(self) -> None:
        """The dialog is closing: a reading still on its way is dropped (the labels it would
        fill go with the dialog)."""
        self.jobs.cancel(JobKind.LIST_SUMMARY)

    def _show_reading(
        self, reading: tuple[ListSummary | WordListError, TooLargeError | None]
    ) -> None:
        summary, problem = reading
        self._show_fit(problem)
        self._show_summary(summary)

    def _show_fit(self, problem: TooLargeError | None) -> None:
        self.fit_problem.setText(too_large_text(problem) if problem is not None else "")
        self.fit_problem.setVisible(problem is not None)
        self.fits = problem is None
        self.verdict_changed.emit()

    def _show_summary(self, summary: ListSummary | WordListError) -> None:
        if isinstance(summary, WordListError):
            self.list_report.setText(
                self.tr("Cannot use this list: %1").replace("%1", word_list_problem(summary))
            )
            self.list_report.setToolTip("")
            self.list_report.setProperty("error", True)
            self.list_ok = False
            self.verdict_changed.emit()
            return
        r = summary.report
        if self.letters.currentIndex() == 0:
            self.letters.setItemText(0, detected_letters_text(r.language))
        number = QLocale().toString
        self.list_report.setText(
            self.tr("%1 words", "", summary.words).replace("%1", number(summary.words))
        )
        details = [
            self.tr("%1 entries in the file", "", r.entries).replace("%1", number(r.entries))
        ]
        if summary.removed:
            details.append(
                self.tr("%1 blocked words left out", "", summary.removed).replace(
                    "%1", number(summary.removed)
                )
            )
        if summary.added:
            details.append(
                self.tr("%1 house words added", "", summary.added).replace(
                    "%1", number(summary.added)
                )
            )
        if r.duplicates:
            details.append(
                self.tr("%1 repeated entries counted once", "", r.duplicates).replace(
                    "%1", number(r.duplicates)
                )
            )
        if r.proper_nouns:
            details.append(
                self.tr(
                    "%1 capitalised words (names, or German nouns) skipped", "", r.proper_nouns
                ).replace("%1", number(r.proper_nouns))
            )
        if r.other_characters:
            details.append(
                self.tr(
                    "%1 entries with other characters (digits, hyphens, apostrophes…) skipped",
                    "",
                    r.other_characters,
                ).replace("%1", number(r.other_characters))
            )
        if r.too_long:
            details.append(
                self.tr("%1 entries longer than %2 letters skipped", "", r.too_long)
                .replace("%1", number(r.too_long))
                .replace("%2", number(MAX_WORD_LENGTH))
            )
        self.list_report.setToolTip("\n".join(details) if r.entries else "")
        self.list_report.setProperty("error", False)
        self.list_ok = True
        self.verdict_changed.emit()
