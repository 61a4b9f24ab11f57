"""Wires the services together: settings, saved match, statistics, looks, the controller
and the window's dialogs. Everything is passed in, with two module-level objects on purpose:
``look.LOOKS``, the one look of the window (colours, zoom) that every widget draws with and
follows through its ``changed`` signal, and ``core.storage.cache_dirs.report_to``, where the
cache tells its troubles (the log by default; the command line points it at standard error
for the length of a command)."""

from __future__ import annotations

import logging
from dataclasses import replace
from typing import TYPE_CHECKING

from PySide6.QtCore import QLocale, QObject
from PySide6.QtWidgets import QApplication

from .. import fonts, i18n, storage, theme
from ..dialog_life import deleted_on_close, show_modeless
from ..dialogs import stats
from ..dialogs.game_setup import GameSetup, default_setup, read_setup
from ..house_words import HouseWords
from ..jobs import JobKind, Jobs
from ..look import LOOKS, ZOOM_STEPS, Scheme
from ..settings import Settings
from ..table.controller import GameController
from ..table.main_window import MainWindow
from ..table.savegame import MatchSaver
from ..table.table_news import GameStarted
from ..table.table_texts import set_aside_text
from ..texts.error_texts import error_text
from ..texts.new_game_texts import unusable_setup_text
from .cards_feature import CardsFeature
from .games import Games
from .match_accuracy import MatchAccuracy
from .match_keeper import MatchKeeper
from .match_records import MatchRecords
from .notices import Notices
from .preferences import Preferences
from .reviews import Reviews
from .saved_match import SavedMatch
from .word_lists import WordLists, move_house_words_out_of_the_settings

if TYPE_CHECKING:
    from ...core.play.saving import MatchSave

log = logging.getLogger(__name__)


class Shell(QObject):
    def __init__(
        self,
        app: QApplication,
        jobs: Jobs,
        *,
        language: str | None = None,
        settings: Settings | None = None,
        test_mode: bool = False,
    ) -> None:
        super().__init__()
        self.app = app
        self.test_mode = test_mode
        told: list[str] = []  # what starting found, told once the window is there
        fonts.register_bundled_fonts()
        self.settings = settings or Settings()
        zoom = self.settings.get("zoom")
        LOOKS.set(replace(LOOKS.get(), zoom=zoom if zoom in ZOOM_STEPS else 100))
        theme.apply_theme(app, Scheme.parse(self.settings.get("theme")))
        if self.settings.notice:
            told.append(self.settings.notice)
        lang = language if language is not None else self.settings.get("language")
        i18n.install_translator(app, lang or "")
        self.stats = stats.Stats()
        if self.stats.notice:
            told.append(self.stats.notice)
        self.house = HouseWords()
        move_house_words_out_of_the_settings(self.settings, self.house)
        self.blocked = HouseWords(blocked=True)
        told += [n for n in (self.house.notice, self.blocked.notice) if n]
        self.jobs = jobs
        delays = not test_mode  # the self-test and the tests play without pauses
        self.controller = GameController(
            jobs,
            pause_ms=int(self.settings.get("computer_pause_ms")) if delays else 0,
            round_pause_ms=int(self.settings.get("round_pause_ms")) if delays else 0,
            on_change=None if test_mode else lambda state: self.saved.save(state),
        )
        self.window = MainWindow(
            self.controller, highlight_ms=int(self.settings.get("highlight_ms")) if delays else 0
        )
        self.notices = Notices(self.window, self.window.log, test_mode=test_mode)
        problem = storage.data_dir_problem()
        if problem:
            told.append(self.notices.cannot_save_text(problem))
        last = self.settings.get("last_game")
        # the first game: in the interface's language
        setup, unusable = read_setup(last) if last else (default_setup(), [])
        if unusable:
            self.settings.set_aside_value("last_game", setup.to_json())
            told.append(unusable_setup_text(unusable))
        self.records = MatchRecords(self.controller, self.stats, self.notices)
        # every match kept, as it ends or is left (the test mode writes none)
        self.keeper = MatchKeeper(
            self.controller, self.settings, self.notices, enabled=not test_mode
        )
        # and reviewed on a worker, for each person's accuracy in the statistics
        self.accuracy = MatchAccuracy(self.controller, jobs, self.records, enabled=not test_mode)
        # the save goes on the table's writer thread, after the learners' memory: one thread
        # for the table's files, flushed when the window closes (the controller's shutdown)
        self.saver = MatchSaver(self.controller.memory_writer, self)
        self.games = Games(
            self.controller,
            self.window,
            jobs,
            self.settings,
            self.records,
            self.notices,
            setup=setup,
            house=self.house,
            blocked=self.blocked,
            saver=self.saver,
        )
        self.word_lists = WordLists(
            self.controller,
            self.window,
            jobs,
            self.settings,
            self.games,
            self.notices,
            house=self.house,
            blocked=self.blocked,
        )
        self.preferences = Preferences(
            app,
            self.window,
            self.settings,
            self.controller,
            self.games,
            self.notices,
            test_mode=test_mode,
        )
        self.preferences.restore_geometry()
        self.saved = SavedMatch(
            self.controller,
            self.window,
            self.games,
            self.records,
            self.notices,
            house=self.house,
            blocked=self.blocked,
            saver=self.saver,
        )
        w = self.window
        m = w.menus
        m.new.triggered.connect(self.games.new_game_dialog)
        m.open.triggered.connect(self.word_lists.open_word_list)
        m.table_words.triggered.connect(self.word_lists.edit_table_words)
        for scheme, action in m.themes.items():
            action.setChecked(scheme == LOOKS.get().scheme)
            action.triggered.connect(lambda _=False, s=scheme: self.preferences.set_theme(s))
        m.zoom_in.triggered.connect(lambda: self.preferences.zoom(+1))
        m.zoom_out.triggered.connect(lambda: self.preferences.zoom(-1))
        m.zoom_reset.triggered.connect(lambda: self.preferences.zoom(0))
        w.speaker.enabled = bool(self.settings.get("speech")) and not test_mode
        m.speech.setChecked(w.speaker.enabled)
        m.speech.toggled.connect(self.preferences.set_speech)
        self.cards = CardsFeature(self.controller, w, jobs, self.controller.show_busy)
        m.card.triggered.connect(lambda: self.cards.request_cards(print_now=False))
        m.print.triggered.connect(lambda: self.cards.request_cards(print_now=True))
        m.analysis.triggered.connect(self.cards.show_analysis)
        m.learn.triggered.connect(self.cards.learn_card)
        m.pocket.triggered.connect(self.cards.pocket_card)
        m.stats.triggered.connect(self.show_stats)
        m.history.triggered.connect(self.show_history)
        self.reviews = Reviews(self.controller, w, jobs)
        m.clear_cache.triggered.connect(self.clear_cache)
        m.how_to_play.triggered.connect(self.show_rules)
        m.welcome.triggered.connect(lambda: self.show_welcome(force=True))
        m.about.triggered.connect(self.show_about)
        w.play_again_requested.connect(self.games.play_again)
        w.new_game_requested.connect(self.games.new_game_dialog)
        for code, name in i18n.available_languages():
            action = m.language.addAction(name)
            action.triggered.connect(lambda _=False, c=code: self.preferences.set_language(c))
        # what loading found (a damaged learner memory) is told as its match starts
        self.controller.on(GameStarted, lambda _: self._tell_what_loading_found())
        # a setting that cannot be written (zoom, colours, the New game dialog's choices ...) is told once
        self.settings.on_write_error = lambda _reason: self.notices.could_not_save("settings")
        for text in told:
            self.notices.tell(text)
        if self.settings.write_error:  # a setting written while starting (a recovered file) failed
            self.notices.could_not_save("settings")

    @property
    def setup(self) -> GameSetup:
        """The game set up now: what Play again and the next start begin."""
        return self.games.setup

    @setup.setter
    def setup(self, setup: GameSetup) -> None:
        self.games.setup = setup

    def start_game(self, setup: GameSetup, resume: MatchSave | None) -> None:
        self.games.start_game(setup, resume)

    # -- starting ------------------------------------------------------------------------
    def start(self) -> None:
        """At start-up: offer the unfinished match, else start the last game."""
        storage.sweep_temporary_files()
        self.show_welcome()
        self.saved.start()

    # -- the cache ---------------------------------------------------------------------
    def clear_cache(self) -> None:
        """Delete the solved games kept on disk (on a worker); the current game goes on."""
        from ...core.storage import cache

        def done(freed: int) -> None:
            self.notices.tell(
                self.tr("The cache was cleared: %1 MB freed.").replace(
                    "%1", QLocale().toString(freed / 1e6, "f", 1)
                )
            )

        self.jobs.submit(
            JobKind.CLEAR_CACHE,
            lambda cancel, progress: cache.clear_cache(),
            done,
            lambda exc: self.notices.tell(error_text(exc)),
        )

    def show_stats(self) -> None:
        from ..dialogs.stats_view import StatsView

        show_modeless(StatsView(self.stats, self.window))

    def show_history(self) -> None:
        from ..dialogs.history_dialog import HistoryDialog

        k = self.keeper
        show_modeless(
            HistoryDialog(
                k.where(),
                self.jobs,
                k.cap,
                k.set_cap,
                self.window,
                writer=self.controller.memory_writer,
                review=self.reviews.show,
            )
        )

    # -- help ------------------------------------------------------------------------------
    def show_rules(self) -> None:
        from ..dialogs.help import HowToPlayDialog

        s, game = self.setup, self.controller.state.game
        language = game.language if game is not None else None  # the list in play's
        show_modeless(
            HowToPlayDialog(
                s.variant, s.min_length, s.word_ends_round, s.lives, self.window, language=language
            )
        )

    def show_welcome(self, force: bool = False) -> None:
        """The one-screen welcome: on the first start, until dismissed for good."""
        from ..dialogs.help import WelcomeDialog

        if self.test_mode or (self.settings.get("welcome_seen") and not force):
            return
        dialog = deleted_on_close(WelcomeDialog(self.window, self.setup))

        def done(_: int) -> None:
            if dialog.dont_show_again():
                self.settings.set("welcome_seen", True)

        dialog.finished.connect(done)
        dialog.open()

    def show_about(self) -> None:
        from ..dialogs.help import AboutDialog

        show_modeless(AboutDialog(self.window))

    # -- the window ----------------------------------------------------------------------
    def bring_forward(self) -> None:
        """Another start of Ghost asked for this window."""
        w = self.window
        if w.isMinimized():
            w.showNormal()
        w.show()
        w.raise_()
        w.activateWindow()

    def close(self) -> None:
        """Save the window's place and close it (its close event stops the speaker and the
        controller's jobs), and let the last play's save reach the disk."""
        self.preferences.save_geometry()
        self.accuracy.stop()
        self.window.close()
        self.saver.flush()  # whatever the close event did: a quit never loses the last play

    def _tell_what_loading_found(self) -> None:
        game = self.controller.game()
        for found in game.notices if game is not None else ():
            self.notices.tell(set_aside_text(found))
