"""The Word list menu: opening another list (read on a worker and reported before it is
used), and the table's house and blocked words, kept per list."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QLocale, QObject
from PySide6.QtWidgets import QMainWindow

from ..dialog_life import Latest, deleted_on_close, modal
from ..dialogs.game_setup import GameSetup
from ..house_words import HouseWords
from ..jobs import JobKind, Jobs
from ..settings import Settings
from ..table.controller import GameController
from ..texts.error_texts import error_text
from ..texts.setup_names import list_title
from .games import Games
from .notices import Notices

if TYPE_CHECKING:
    from ..dialogs.words_dialog import WordsDialog


def move_house_words_out_of_the_settings(settings: Settings, house: HouseWords) -> None:
    """Older versions kept house words in the settings: merge them into their file."""
    old = settings.get("house_words")
    if old and all(house.add(key, words) for key, words in old.items()):
        settings.reset("house_words")


class WordLists(QObject):
    def __init__(
        self,
        controller: GameController,
        window: QMainWindow,
        jobs: Jobs,
        settings: Settings,
        games: Games,
        notices: Notices,
        *,
        house: HouseWords,
        blocked: HouseWords,
    ) -> None:
        super().__init__()
        self.controller = controller
        self.window = window
        self.jobs = jobs
        self.settings = settings
        self.games = games
        self.notices = notices
        self.house = house
        self.blocked = blocked
        self._words_dialog: Latest[WordsDialog] = Latest()

    def open_word_list(self) -> None:
        from PySide6.QtWidgets import QFileDialog  # on first use: not on the first frame

        path, _ = QFileDialog.getOpenFileName(
            self.window,
            self.tr("Open a word list"),
            "",
            self.tr("Word lists (*.txt *.dic *.lst);;All files (*)"),
        )
        if path:
            self.use_word_list(path)

    def use_word_list(self, path: str) -> None:
        """Start a new game on another list. The list is read on a worker; a bad list is
        explained and changes nothing (the game in play goes on)."""
        resolved = str(Path(path).resolve())
        setup = replace(
            self.games.setup,
            word_list=resolved,
            keep_capitalized=resolved in self.games.keep_lists(),
        )

        def job(cancel: Any, progress: Any) -> Any:
            from ...core.words.wordlist import load_word_list

            return load_word_list(setup.word_list_file(), keep_capitalized=setup.keep_capitalized)

        def loaded(wl: Any) -> None:
            # what was kept and skipped, in plain words, before the list is used
            keep = self.confirm_list(wl)
            if keep is None or not self.games.confirm_abandon():
                return
            if keep != setup.keep_capitalized:
                setup.keep_capitalized = keep
                self.games.remember_keep(setup)
                self.jobs.submit(
                    JobKind.OPEN_LIST,
                    job,
                    lambda again: self.use_list(setup, again),
                    self.cannot_use,
                )
                return
            self.use_list(setup, wl)

        self.jobs.submit(JobKind.OPEN_LIST, job, loaded, self.cannot_use)

    def edit_table_words(self) -> None:
        """Word list → House and blocked words…: on OK the words are saved and the game is
        worked out again with them."""
        from ..dialogs.words_dialog import WordsDialog
        from ..dialogs.words_presenter import WordsPresenter

        c = self.controller
        game = c.game()
        if game is None:
            return
        presenter = WordsPresenter(
            game.own_words(), game.alphabet, c.house_words, c.blocked_words, self.jobs
        )
        dialog = deleted_on_close(WordsDialog(presenter, list_title(game.list_name), self.window))
        self._words_dialog.set(dialog)
        dialog.accepted.connect(lambda: self.use_table_words(*dialog.result_words()))
        dialog.open()

    @property
    def words_dialog(self) -> WordsDialog | None:
        """The house and blocked words dialog, while it is open."""
        return self._words_dialog.get()

    def use_table_words(self, house: set[str], blocked: set[str]) -> None:
        c = self.controller
        if (house, blocked) == (c.house_words, c.blocked_words):
            return
        key = self.games.setup.word_list
        if not (self.house.replace(key, house) and self.blocked.replace(key, blocked)):
            self.notices.could_not_save("house words")
        c.change_words(house, blocked)

    def confirm_list(self, wl: Any) -> bool | None:
        """The list report; None when the user cancels, else whether to keep capitalised words."""
        from ..dialogs.list_report import ListReportDialog

        with modal(ListReportDialog(list_title(wl.name), wl.report, self.window)) as dialog:
            return dialog.keep_capitalized() if dialog.exec() else None

    def use_list(self, setup: GameSetup, wl: Any) -> None:
        self.window.statusBar().showMessage(
            self.tr("%1: %2 words")
            .replace("%1", list_title(wl.name))
            .replace("%2", QLocale().toString(len(wl))),
            5000,
        )
        # the game in play becomes the one a restart starts once it has started; a list
        # gone since its report is told and changes nothing
        self.games.start_game(
            setup,
            resume=None,
            remember=True,
            failed=self.cannot_use,
        )

    def cannot_use(self, exc: Exception) -> None:
        from PySide6.QtWidgets import QMessageBox  # made on first use: not for a start

        QMessageBox.warning(self.window, self.tr("Cannot use this word list"), error_text(exc))
