"""Wires the services together: settings, saved match, statistics, looks, the controller
and the window's dialogs. Everything is passed in; nothing is a singleton."""

from __future__ import annotations

import logging
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QApplication, QFileDialog, QMessageBox

from ..core import match as match_mod
from ..core.errors import GhostError, WordListError
from ..core.wordlist import load_word_list
from . import fonts, i18n, savegame, stats, theme
from .controller import GameController
from .main_window import MainWindow
from .new_game_dialog import GameSetup, NewGameDialog
from .settings import Settings
from .jobs import Jobs

log = logging.getLogger(__name__)


def match_config(setup: GameSetup) -> Any:
    return match_mod.MatchConfig(
        players=tuple(match_mod.PlayerSpec(name, kind) for name, kind in setup.players),
        variant=setup.variant,
        min_length=setup.min_length,
        word_list=Path(setup.word_list).name,
        lives=setup.lives,
        next_round_starter=setup.next_round_starter,
        word_ends_round=setup.word_ends_round,
    )


class Shell(QObject):
    def __init__(self, app: QApplication, jobs: Jobs, *, language: str | None = None,
                 settings: Settings | None = None, test_mode: bool = False) -> None:
        super().__init__()
        self.app = app
        self.test_mode = test_mode
        self.notices: list[str] = []
        fonts.register_bundled_fonts()
        theme.apply_theme(app)
        self.settings = settings or Settings()
        if self.settings.notice:
            self.notices.append(self.settings.notice)
        lang = language if language is not None else self.settings.get("language")
        i18n.install_translator(app, lang or "")
        self.stats = stats.Stats()
        if self.stats.notice:
            self.notices.append(self.stats.notice)
        self.jobs = jobs
        self.controller = GameController(jobs, pause_ms=0 if test_mode else int(self.settings.get("computer_pause_ms")),
                                         on_change=None if test_mode else self._save)
        self.window = MainWindow(self.controller)
        self.setup = GameSetup.from_json(self.settings.get("last_game") or {})
        w = self.window
        w.new_action.triggered.connect(self.new_game_dialog)
        w.open_action.triggered.connect(self.open_word_list)
        w.card_action.triggered.connect(lambda: self._cards(print_now=False))
        w.print_action.triggered.connect(lambda: self._cards(print_now=True))
        w.analysis_action.triggered.connect(self.show_analysis)
        w.stats_action.triggered.connect(self.show_stats)
        for code, name in i18n.available_languages():
            action = w.language_menu.addAction(name)
            action.triggered.connect(lambda _=False, c=code: self._language(c))
        self.controller.cards_ready.connect(self._show_cards)
        self.controller.round_ended.connect(self._record_round)
        self.controller.match_over.connect(self._record_match)
        self._print_next = False
        for text in self.notices:
            w.statusBar().showMessage(text, 8000)
            w.log.addItem(text)

    # -- starting ------------------------------------------------------------------------
    def start(self) -> None:
        """At start-up: offer the unfinished match, else start the last game."""
        data, notice = savegame.load_saved_match()
        if notice:
            self.window.log.addItem(notice)
            self.window.statusBar().showMessage(notice, 8000)
        if data:
            answer = QMessageBox.question(self.window, self.tr("Ghost"), self.tr("Resume the unfinished game?"))
            if answer == QMessageBox.StandardButton.Yes and self.resume(data):
                return
            savegame.clear_saved_match()
        self.start_game(self.setup, resume=None)

    def resume(self, data: dict[str, Any]) -> bool:
        try:
            path = str(GameSetup(word_list=str(data["word_list"])).word_list_file())
            practice = bool(data.get("practice", False))
            house = set(map(str, data.get("house_words", [])))
            match_json = dict(data["match"])
            config = match_mod.MatchConfig.from_json(match_json["config"])
        except (KeyError, TypeError, ValueError, GhostError):
            return False
        self.setup = GameSetup([(p.name, p.kind) for p in config.players], config.variant, config.min_length,
                               str(data["word_list"]), config.lives, config.next_round_starter, config.word_ends_round, practice)
        self.controller.new_game(config, path, practice=practice, house_words=house, resume=match_json)
        return True

    def start_game(self, setup: GameSetup, resume: dict[str, Any] | None) -> None:
        self.setup = setup
        path = setup.word_list_file()
        house = set(self._house_words().get(setup.word_list, []))  # per list: its name, or its path
        self.controller.new_game(match_config(setup), path, practice=setup.practice, house_words=house, resume=resume)

    def new_game_dialog(self) -> None:
        dialog = NewGameDialog(self.setup, self.window)
        if dialog.exec():
            setup = dialog.setup()
            self.settings.set("last_game", setup.to_json())
            savegame.clear_saved_match()
            self.start_game(setup, resume=None)

    def open_word_list(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self.window, self.tr("Open a word list"), "", self.tr("Word lists (*.txt *.dic *.lst);;All files (*)"))
        if path:
            self.use_word_list(path)

    def use_word_list(self, path: str) -> bool:
        """Start a new game on another list; a bad list is explained and changes nothing."""
        try:
            wl = load_word_list(path)
        except WordListError as exc:
            QMessageBox.warning(self.window, self.tr("Cannot use this word list"), f"{Path(exc.path).name}: {exc.detail}")
            return False
        setup = GameSetup.from_json(self.setup.to_json())
        setup.word_list = str(Path(path).resolve())
        self.window.statusBar().showMessage(self.tr("%1: %2 words").replace("%1", wl.name).replace("%2", f"{len(wl):,}"), 5000)
        self.start_game(setup, resume=None)
        return True

    # -- saving --------------------------------------------------------------------------
    def _save(self, state: dict[str, Any]) -> None:
        m = self.controller.match
        if m is not None and m.winner is not None:
            savegame.clear_saved_match()
        else:
            # a bundled list is saved by name, so the save survives moving or updating the game
            if Path(state["word_list"]) == self.setup.word_list_file():
                state = dict(state, word_list=self.setup.word_list)
            savegame.save_match(state)
        houses = self._house_words()
        key = self.setup.word_list
        if sorted(self.controller.house_words) != houses.get(key, []):
            houses[key] = sorted(self.controller.house_words)
            self.settings.set("house_words", houses)

    def _house_words(self) -> dict[str, list[str]]:
        value = self.settings.get("house_words")
        return dict(value) if isinstance(value, dict) else {}

    def _record_round(self, ended: match_mod.RoundEnded) -> None:
        c = self.controller
        names = [p.name for p in c.config.players]
        self.stats.record_round(names[ended.loser], names, ended.word or "")
        self.stats.save()

    def _record_match(self, winner: int) -> None:
        c = self.controller
        self.stats.record_match(c.player_name(winner), [p.name for p in c.config.players])
        self.stats.save()

    # -- cards and analysis --------------------------------------------------------------
    def _cards(self, print_now: bool) -> None:
        self._print_next = print_now
        self.controller.request_cards()

    def _show_cards(self, cards: list[Any]) -> None:
        from .card_view import CardView

        view = CardView(cards, self.controller.loaded.bench.word_list.name, self.window)
        if self._print_next:
            view.print_preview()
        view.show()

    def show_analysis(self) -> None:
        from .analysis_view import AnalysisView

        c = self.controller
        if c.loaded is None:
            return
        view = AnalysisView(c.loaded.bench, c.config.variant, c.config.min_length, len(c.config.players), self.jobs, self.window)
        view.show()

    def show_stats(self) -> None:
        from .stats_view import StatsView

        StatsView(self.stats, self.window).show()

    def _language(self, code: str) -> None:
        self.settings.set("language", code)
        i18n.install_translator(self.app, code)
        QMessageBox.information(self.window, self.tr("Language"), self.tr("The new language applies fully after a restart."))

    def close(self) -> None:
        self.controller.shutdown()
