"""Wires the services together: settings, saved match, statistics, looks, the controller
and the window's dialogs. Everything is passed in; nothing is a singleton."""

from __future__ import annotations

import logging
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QByteArray, QLocale, QObject, Qt
from PySide6.QtWidgets import QApplication, QFileDialog, QMessageBox

from ..core.errors import GhostError
from . import fonts, i18n, savegame, stats, storage, theme
from .controller import GameController
from .house_words import HouseWords
from .jobs import Jobs
from .main_window import MainWindow
from .names import error_text, list_title
from .new_game_dialog import GameSetup, NewGameDialog, default_setup
from .settings import Settings

if TYPE_CHECKING:
    from ..core import match as match_mod

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
        self.notices: list[str] = []
        fonts.register_bundled_fonts()
        self.settings = settings or Settings()
        scheme = self.settings.get("theme")
        zoom = self.settings.get("zoom")
        app.setProperty("ghostZoom", zoom if zoom in theme.ZOOM_STEPS else 100)
        theme.apply_theme(app, scheme if scheme in theme.SCHEMES else "system")
        if self.settings.notice:
            self.notices.append(self.settings.notice)
        lang = language if language is not None else self.settings.get("language")
        i18n.install_translator(app, lang or "")
        self.stats = stats.Stats()
        if self.stats.notice:
            self.notices.append(self.stats.notice)
        self.house = HouseWords()
        self._move_house_words_out_of_the_settings()
        self.blocked = HouseWords(blocked=True)
        self.notices += [n for n in (self.house.notice, self.blocked.notice) if n]
        problem = storage.data_dir_problem()
        if problem:
            self.notices.append(self._cannot_save_text(problem))
        #: what could not be saved, reported once each: "match", "statistics", ...
        self._unsaved: set[str] = set()
        self.jobs = jobs
        delays = not test_mode  # the self-test and the tests play without pauses
        self.controller = GameController(
            jobs,
            pause_ms=int(self.settings.get("computer_pause_ms")) if delays else 0,
            round_pause_ms=int(self.settings.get("round_pause_ms")) if delays else 0,
            on_change=None if test_mode else self._save,
        )
        self.window = MainWindow(
            self.controller, highlight_ms=int(self.settings.get("highlight_ms")) if delays else 0
        )
        self._restore_geometry()
        last = self.settings.get("last_game")
        self.setup = (
            GameSetup.from_json(last) if last else default_setup()
        )  # the first game: in the interface's language
        w = self.window
        m = w.menus
        m.new.triggered.connect(self.new_game_dialog)
        m.open.triggered.connect(self.open_word_list)
        m.table_words.triggered.connect(self.edit_table_words)
        for scheme, action in m.themes.items():
            action.setChecked(scheme == self.app.property("ghostScheme"))
            action.triggered.connect(lambda _=False, s=scheme: self.set_theme(s))
        m.zoom_in.triggered.connect(lambda: self.zoom(+1))
        m.zoom_out.triggered.connect(lambda: self.zoom(-1))
        m.zoom_reset.triggered.connect(lambda: self.zoom(0))
        w.speaker.enabled = bool(self.settings.get("speech")) and not test_mode
        m.speech.setChecked(w.speaker.enabled)
        m.speech.toggled.connect(self.set_speech)
        m.card.triggered.connect(lambda: self._cards(print_now=False))
        m.print.triggered.connect(lambda: self._cards(print_now=True))
        m.analysis.triggered.connect(self.show_analysis)
        m.learn.triggered.connect(self.learn_card)
        m.pocket.triggered.connect(self.pocket_card)
        m.stats.triggered.connect(self.show_stats)
        m.clear_cache.triggered.connect(self.clear_cache)
        m.how_to_play.triggered.connect(self.show_rules)
        m.welcome.triggered.connect(lambda: self.show_welcome(force=True))
        m.about.triggered.connect(self.show_about)
        w.play_again_requested.connect(self.play_again)
        w.new_game_requested.connect(self.new_game_dialog)
        for code, name in i18n.available_languages():
            action = m.language.addAction(name)
            action.triggered.connect(lambda _=False, c=code: self._language(c))
        self.controller.cards_ready.connect(self._show_cards)
        self.controller.resume_failed.connect(self._unresumable)
        self.controller.round_ended.connect(self._record_round)
        self.controller.match_over.connect(self._record_match)
        # what loading found (a damaged learner memory) is told as its match starts
        self.controller.game_started.connect(
            lambda: list(
                map(self._tell, self.controller.loaded.notices if self.controller.loaded else ())
            )
        )
        # a setting that cannot be written (zoom, colours, the New game dialog's choices ...) is told once
        self.settings.on_write_error = lambda _reason: self._could_not_save("settings")
        self._print_next = False
        #: what the New game dialog set up while a match in play was kept
        self._draft: GameSetup | None = None
        # the saved match was kept for next time at start ("Not now", Esc): nothing is
        # saved over it nor clears it in this session
        self._kept_for_later = False
        for text in self.notices:
            self._tell(text)
        if self.settings.write_error:  # a setting written while starting (a recovered file) failed
            self._could_not_save("settings")

    # -- starting ------------------------------------------------------------------------
    def start(self) -> None:
        """At start-up: offer the unfinished match, else start the last game."""
        storage.sweep_temporary_files()
        self.show_welcome()
        data, notice = savegame.load_saved_match()
        if notice:
            self._tell(notice)
        if data:
            answer = self.ask_resume(data)
            if answer == "resume":
                self.resume(data)
                return
            if answer == "discard":
                savegame.clear_saved_match()
            else:
                # Esc, "Not now", the question closed: nothing decided. The match stays saved
                # and is offered again next time: the games of this session are not saved
                # over it (a new game's first letter overwrote it), and nothing clears it.
                self._kept_for_later = True
        self.start_game(self.setup, resume=None)
        if self._kept_for_later:
            self._tell(
                self.tr(
                    "The unfinished game stays saved for next time; the games played now are not saved over it."
                )
            )

    def ask_resume(self, data: dict[str, Any]) -> str | None:
        """ "resume", "discard", or None when the question was closed without an answer."""
        box = QMessageBox(
            QMessageBox.Icon.Question,
            i18n.app_name(),
            self.tr("Resume the unfinished game?"),
            parent=self.window,
        )
        box.setInformativeText(self.describe_saved_match(data))
        box.setTextFormat(Qt.TextFormat.PlainText)
        resume = box.addButton(self.tr("Resume it"), QMessageBox.ButtonRole.AcceptRole)
        discard = box.addButton(
            self.tr("Throw it away and start anew"), QMessageBox.ButtonRole.DestructiveRole
        )
        later = box.addButton(self.tr("Not now"), QMessageBox.ButtonRole.RejectRole)
        later.setToolTip(self.tr("Start a new game; the unfinished one is offered again next time"))
        box.setDefaultButton(resume)
        box.setEscapeButton(later)
        box.exec()
        clicked = box.clickedButton()
        return "resume" if clicked is resume else "discard" if clicked is discard else None

    def describe_saved_match(self, data: dict[str, Any]) -> str:
        """ "Mum, Sam and Robo — round 9, Ghost, english-family — last played Tuesday 19:40"
        (what is there of it: a damaged save still gets a question)."""
        from .names import variant_name

        def part(d: dict[str, Any], key: str, kind: type) -> Any:
            value = d.get(key)
            return value if isinstance(value, kind) else kind()

        match: dict[str, Any] = part(data, "match", dict)
        config: dict[str, Any] = part(match, "config", dict)
        players: list[Any] = part(config, "players", list)
        names = [str(p.get("name")) for p in players if isinstance(p, dict) and p.get("name")]
        parts = []
        if names:
            parts.append(QLocale().createSeparatedList(names))
        details = []
        if isinstance(match.get("round"), int):
            details.append(self.tr("round %1").replace("%1", str(match["round"])))
        if isinstance(config.get("variant"), str):
            details.append(variant_name(config["variant"]))
        if isinstance(data.get("word_list"), str) and data["word_list"]:
            details.append(list_title(Path(data["word_list"]).stem))
        if details:
            parts.append(", ".join(details))
        when = savegame.saved_when()
        if when is not None:
            parts.append(
                self.tr("last played %1").replace(
                    "%1", QLocale().toString(when, "dddd d MMMM HH:mm")
                )
            )
        return " — ".join(parts)

    def resume(self, data: dict[str, Any]) -> None:
        """Resume a saved match; one that cannot be resumed is explained, set aside, and a
        new game starts (on the last game's settings)."""
        from ..core.rules import MatchConfig

        try:
            key = data["word_list"]
            if not isinstance(key, str) or not key:
                raise ValueError("no word list")
            path = str(GameSetup(word_list=key).word_list_file())
            practice = data.get("practice", False) is True
            saved_house = data.get("house_words", [])
            house = (
                {w for w in saved_house if isinstance(w, str)}
                if isinstance(saved_house, list)
                else set()
            )
            match_json = data["match"]
            if not isinstance(match_json, dict):
                raise ValueError("no match")
            config = MatchConfig.from_json(match_json.get("config"))
        except (KeyError, TypeError, ValueError, GhostError) as exc:
            self._unresumable(
                error_text(exc)
                if isinstance(exc, GhostError)
                else self.tr("the saved game is damaged")
            )
            return
        self._setup_before_resume = self.setup
        take_back = data.get("take_back", False) is True
        keep = data.get("keep_capitalized", False) is True
        self.setup = GameSetup.from_config(config, key, practice, take_back)
        self.setup.keep_capitalized = keep
        house |= self.house.words(key)  # words the table accepted since the save count too
        blocked = self.blocked.words(key)
        saved_longest = data.get("longest")
        longest = None
        if (
            isinstance(saved_longest, list)
            and len(saved_longest) == 2
            and isinstance(saved_longest[0], str)
            and saved_longest[0]
            and type(saved_longest[1]) is int
        ):
            longest = (saved_longest[0], saved_longest[1])
        self.controller.new_game(
            config,
            path,
            practice=practice,
            take_back=take_back,
            keep_capitalized=keep,
            house_words=house - blocked,
            blocked_words=blocked,
            strengths=self._strengths(config),
            resume=match_json,
            longest=longest,
        )

    def _unresumable(self, reason: str) -> None:
        savegame.set_aside_saved_match()
        self._tell(
            self.tr(
                "The saved game could not be resumed (%1). It was set aside, and a new game starts."
            ).replace("%1", reason)
        )
        self.setup = getattr(self, "_setup_before_resume", self.setup)
        self.start_game(self.setup, resume=None)

    def start_game(self, setup: GameSetup, resume: dict[str, Any] | None) -> None:
        if self.match_running():
            self.stats.record_abandoned(self._names())
            self._save_stats()
        self.setup = setup
        path = setup.word_list_file()
        house = self.house.words(setup.word_list)  # per list: its name, or its path
        blocked = self.blocked.words(setup.word_list)
        self.controller.new_game(
            setup.config(),
            path,
            practice=setup.practice,
            take_back=setup.take_back,
            keep_capitalized=setup.keep_capitalized,
            house_words=house - blocked,
            blocked_words=blocked,
            strengths=self._strengths(setup.config()),
            resume=resume,
        )

    def _strengths(self, config: match_mod.MatchConfig) -> dict[str, float]:
        """Where each adaptive computer starts: where it ended last time."""
        return {
            p.name: level
            for p in config.players
            if p.kind == "adaptive" and (level := self.stats.last_level(p.name)) is not None
        }

    def match_running(self) -> bool:
        m = self.controller.match
        return m is not None and m.winner is None and (m.round > 1 or bool(m.history))

    def confirm_abandon(self) -> bool:
        """Starting over while a match runs: asked first (the default keeps the match)."""
        return not self.match_running() or self.ask_leave()

    def ask_leave(self) -> bool:
        box = QMessageBox(
            QMessageBox.Icon.Question,
            i18n.app_name(),
            self.tr("Leave the match in play? It counts as abandoned."),
            parent=self.window,
        )
        leave = box.addButton(
            self.tr("End it and start the new game"), QMessageBox.ButtonRole.AcceptRole
        )
        keep = box.addButton(self.tr("Keep playing this match"), QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(keep)
        box.setEscapeButton(keep)
        box.exec()
        self.window.activateWindow()  # typing goes back to the board (a window manager may not give it back)
        return box.clickedButton() is leave

    def new_game_dialog(self) -> None:
        dialog = NewGameDialog(
            self._draft or self.setup,
            self.window,
            self.jobs,
            house=self.house,
            blocked=self.blocked,
            keep_lists=self._keep_lists(),
        )
        if not dialog.exec():
            return
        setup = dialog.setup()
        self._remember_keep(setup)
        if not self.confirm_abandon():
            self._draft = setup  # kept: the dialog opens with it next time
            return
        self._draft = None
        self.settings.set("last_game", setup.to_json())
        self._clear_match_in_play()
        self.start_game(setup, resume=None)

    def _keep_lists(self) -> set[str]:
        """The lists whose capitalised words count (the choice belongs to the list)."""
        return set(self.settings.get("keep_capitalized_lists") or [])

    def _remember_keep(self, setup: GameSetup) -> None:
        keep = self._keep_lists()
        if (setup.word_list in keep) != setup.keep_capitalized:
            (keep.add if setup.keep_capitalized else keep.discard)(setup.word_list)
            self.settings.set("keep_capitalized_lists", sorted(keep))

    def play_again(self) -> None:
        """The same players and rules, a fresh match."""
        if self.confirm_abandon():
            self._clear_match_in_play()
            self.start_game(self.setup, resume=None)

    def _clear_match_in_play(self) -> None:
        """The match in play is left: its save goes, unless the save is the match kept for
        next time at start (never this session's)."""
        if not self._kept_for_later:
            savegame.clear_saved_match()

    def open_word_list(self) -> None:
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
        setup = GameSetup.from_json(self.setup.to_json())
        setup.word_list = str(Path(path).resolve())
        setup.keep_capitalized = setup.word_list in self._keep_lists()

        def job(cancel: Any, progress: Any) -> Any:
            from ..core.wordlist import load_word_list

            return load_word_list(setup.word_list_file(), keep_capitalized=setup.keep_capitalized)

        def loaded(wl: Any) -> None:
            # what was kept and skipped, in plain words, before the list is used
            keep = self.confirm_list(wl)
            if keep is None or not self.confirm_abandon():
                return
            if keep != setup.keep_capitalized:
                setup.keep_capitalized = keep
                self._remember_keep(setup)
                self.jobs.submit(
                    "open-list", job, lambda again: self._use_list(setup, again), failed
                )
                return
            self._use_list(setup, wl)

        def failed(exc: Exception) -> None:
            QMessageBox.warning(self.window, self.tr("Cannot use this word list"), error_text(exc))

        self.jobs.submit("open-list", job, loaded, failed)

    def edit_table_words(self) -> None:
        """Word list → House and blocked words…: on OK the words are saved and the game is
        worked out again with them."""
        from .words_dialog import WordsDialog

        c = self.controller
        if c.loaded is None:
            return
        wl = c.loaded.bench.word_list
        amended = c.loaded.bench.amended
        own = (frozenset(wl.words) - frozenset(amended.added)) | frozenset(
            amended.removed
        )  # the list as the file has it
        dialog = WordsDialog(
            list_title(wl.name),
            own,
            c.loaded.lexicon.alphabet,
            c.house_words,
            c.blocked_words,
            self.jobs,
            self.window,
        )
        self.words_dialog = dialog
        dialog.accepted.connect(lambda: self.use_table_words(*dialog.result_words()))
        dialog.open()

    def use_table_words(self, house: set[str], blocked: set[str]) -> None:
        c = self.controller
        if (house, blocked) == (c.house_words, c.blocked_words):
            return
        key = self.setup.word_list
        if not (self.house.replace(key, house) and self.blocked.replace(key, blocked)):
            self._could_not_save("house words")
        c.change_words(house, blocked)

    def confirm_list(self, wl: Any) -> bool | None:
        """The list report; None when the user cancels, else whether to keep capitalised words."""
        from .list_report import ListReportDialog

        dialog = ListReportDialog(list_title(wl.name), wl.report, self.window)
        return dialog.keep_capitalized() if dialog.exec() else None

    def _use_list(self, setup: GameSetup, wl: Any) -> None:
        self.window.statusBar().showMessage(
            self.tr("%1: %2 words")
            .replace("%1", list_title(wl.name))
            .replace("%2", QLocale().toString(len(wl))),
            5000,
        )
        self.settings.set(
            "last_game", setup.to_json()
        )  # the game in play is the one a restart starts
        self.start_game(setup, resume=None)

    # -- saving --------------------------------------------------------------------------
    def _save(self, state: dict[str, Any]) -> None:
        m = self.controller.match
        if self._kept_for_later:
            pass  # the unfinished match the player kept for next time stays as it is
        elif m is not None and m.winner is not None:
            savegame.clear_saved_match()
        elif not self.match_running():
            pass  # nothing played yet: nothing to resume (and a match kept for later stays)
        else:
            # a bundled list is saved by name, so the save survives moving or updating the game
            if Path(state["word_list"]) == self.setup.word_list_file():
                state = dict(state, word_list=self.setup.word_list)
            if not savegame.save_match(state):
                self._could_not_save("match")
        new = self.controller.house_words - self.house.words(self.setup.word_list)
        if new and not self.house.add(self.setup.word_list, new):
            self._could_not_save("house words")
        unblocked = self.blocked.words(self.setup.word_list) - self.controller.blocked_words
        if unblocked and not self.blocked.replace(
            self.setup.word_list, self.blocked.words(self.setup.word_list) - unblocked
        ):
            self._could_not_save("house words")

    def _move_house_words_out_of_the_settings(self) -> None:
        """Older versions kept house words in the settings: merge them into their file."""
        old = self.settings.get("house_words")
        if old and all(self.house.add(key, words) for key, words in old.items()):
            self.settings.reset("house_words")

    def _names(self) -> list[stats.Key]:
        """Each seat's statistics row: a person's by name, a computer's by name and kind."""
        config = self.controller.config
        return [stats.key(p.name, p.kind) for p in config.players] if config is not None else []

    def _record_round(self, ended: match_mod.RoundEnded) -> None:
        names = self._names()
        m = self.controller.match
        # the round's players: those not knocked out, and its loser (who may be out only now)
        seats = [
            s for s in range(len(names)) if m is None or s not in m.knocked_out or s == ended.loser
        ]
        by = (
            names[ended.by] if ended.by is not None else None
        )  # the longest word goes to whoever played it
        self.stats.record_round(
            names[ended.loser], [names[s] for s in seats], ended.word, word_by=by
        )
        config = self.controller.config
        for seat, strength in self.controller.computers.levels().items():
            if config is not None and seat in seats:
                self.stats.record_level(config.players[seat].name, strength)
        self._save_stats()

    def _record_match(self, winner: int) -> None:
        self.stats.record_match(self._names()[winner], self._names())
        self._save_stats()

    def _save_stats(self) -> None:
        if not self.stats.save():
            self._could_not_save("statistics")

    # -- telling the user ----------------------------------------------------------------
    def _tell(self, text: str) -> None:
        """A notice in the log and, for a while, in the status bar."""
        self.window.statusBar().showMessage(text, 10000)
        self.window.log.addItem(text)
        self.window.log.scrollToBottom()

    def _cannot_save_text(self, reason: str) -> str:
        return (
            self.tr(
                "Ghost cannot save in %1 (%2): the game goes on, but the match, statistics and settings are not kept."
            )
            .replace("%1", str(storage.data_dir()))
            .replace("%2", reason)
        )

    def _could_not_save(self, what: str) -> None:
        """Say once per session and kind what is not being saved, and why."""
        if what in self._unsaved:
            return
        self._unsaved.add(what)
        reason = storage.data_dir_problem() or self.tr(
            "the folder is read-only or the disk is full"
        )
        text = (
            {
                "match": self.tr(
                    "The game cannot be saved in %1 (%2): it goes on, but cannot be resumed after Ghost is closed."
                ),
                "statistics": self.tr("The statistics cannot be saved in %1 (%2)."),
                "house words": self.tr(
                    "The house words cannot be saved in %1 (%2): they count in this game only."
                ),
                "settings": self.tr("The settings cannot be saved in %1 (%2)."),
            }[what]
            .replace("%1", str(storage.data_dir()))
            .replace("%2", reason)
        )
        self._tell(text)
        if not self.test_mode:
            box = QMessageBox(
                QMessageBox.Icon.Warning,
                i18n.app_name(),
                text,
                QMessageBox.StandardButton.Ok,
                self.window,
            )
            box.open()

    # -- cards and analysis --------------------------------------------------------------
    def _cards(self, print_now: bool) -> None:
        self._print_next = print_now
        self.controller.request_cards()

    def _show_cards(self, cards: list[Any]) -> None:
        from .card_view import CardView
        from .words_dialog import words_note

        loaded = self.controller.loaded
        assert loaded is not None
        amended = loaded.bench.amended
        view = CardView(
            cards,
            loaded.bench.word_list.name,
            self.window,
            meaning=self.controller.meaning,
            note=words_note(len(amended.added), len(amended.removed)),
            words=self._pool_words(),
        )
        if self._print_next:
            view.print_preview()
        view.show()

    def _pool_words(self) -> tuple[str, ...] | None:
        """The counting words, for the views that name the words an Anaghost card's pools
        make (None in the other variants, whose cards end in words already)."""
        loaded = self.controller.loaded
        if loaded is None or not loaded.variant.pool:
            return None
        return loaded.lexicon.sorted_words

    def _seat_card(self, then: Callable[[Any, int, int], None], pocket: bool = False) -> None:
        """The card of a seat the person chooses, for the current game's rules, worked out on
        a worker; then ``then(card, seat, players)``."""
        loaded, config = self.controller.loaded, self.controller.config
        if loaded is None or config is None:
            return
        seat = self.choose_seat(config, pocket) if pocket else self.choose_seat(config)
        if seat is None:
            return
        bench, players = loaded.bench, len(config.players)

        def job(cancel: Any, progress: Any) -> Any:
            return bench.card(config.variant, config.min_length, players, seat, cancel=cancel)[1]

        def done(card: Any) -> None:
            self.window._loading(False, "")
            then(card, seat, players)

        self.window._loading(True, self.tr("Working out the strategy card…"))
        self.jobs.submit("drill-card", job, done, self.controller.report)

    def pocket_card(self) -> None:
        """Cards → Pocket card: one seat's card on an index card, to preview, print or save."""
        from .pocket_card_view import PocketCardDialog

        def show(card: Any, seat: int, players: int) -> None:
            loaded, config = self.controller.loaded, self.controller.config
            assert loaded is not None and config is not None
            bench = loaded.bench

            def familiar() -> Any:
                return bench.card(config.variant, config.min_length, players, seat, familiar=True)[
                    1
                ]

            self.pocket_dialog = PocketCardDialog(
                card,
                bench.word_list.name,
                self.window,
                familiar=familiar,
                jobs=self.jobs,
                words=self._pool_words(),
            )
            self.pocket_dialog.show()

        self._seat_card(show, pocket=True)

    def learn_card(self) -> None:
        """The card drill for one seat of the current game's rules (the card is worked out
        on a worker)."""
        from .drill_view import DrillView
        from .names import short_variant_name

        config = self.controller.config
        loaded = self.controller.loaded

        def done(card: Any, seat: int, players: int) -> None:
            assert loaded is not None and config is not None
            bench = loaded.bench
            wl = bench.word_list
            key = f"{wl.digest}/{config.variant}/{config.min_length}/{players}/{seat}"
            title = (
                self.tr("%1 · player %2 of %3 · %4")
                .replace("%1", short_variant_name(config.variant))
                .replace("%2", str(seat + 1))
                .replace("%3", str(players))
                .replace("%4", list_title(wl.name))
            )
            self.drill = DrillView(
                card,
                key,
                title,
                storage.data_dir() / "drill-progress.json",
                self.window,
                words=self._pool_words(),
            )
            self.drill.show()

        self._seat_card(done)

    def seat_dialog(self, config: match_mod.MatchConfig, pocket: bool = False) -> Any:
        """The question which seat's card to learn, or to put on a pocket card (the first
        person's seat offered first); its list as wide as its longest name, never clipped."""
        from PySide6.QtWidgets import QComboBox, QInputDialog

        items = [
            self.tr("Player %1: %2").replace("%1", str(i + 1)).replace("%2", p.name)
            for i, p in enumerate(config.players)
        ]
        first = next((i for i, p in enumerate(config.players) if not p.kind.is_computer), 0)
        dialog = QInputDialog(self.window)
        dialog.setWindowTitle(self.tr("Pocket card") if pocket else self.tr("Learn the card"))
        dialog.setLabelText(
            self.tr("The pocket card of which seat?")
            if pocket
            else self.tr("Learn the card of which seat?")
        )
        dialog.setComboBoxItems(items)
        dialog.setComboBoxEditable(False)
        dialog.setTextValue(items[first])
        combo = dialog.findChild(QComboBox)
        if combo is not None:
            combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
            view = combo.view()
            widest = max(
                (
                    view.sizeHintForColumn(0),
                    *(combo.fontMetrics().horizontalAdvance(t) for t in items),
                )
            )
            view.setMinimumWidth(
                widest + view.verticalScrollBar().sizeHint().width() + 2 * view.frameWidth() + 16
            )
            combo.setMinimumWidth(
                min(view.minimumWidth(), round(self.window.width() * 0.9) or view.minimumWidth())
            )
        dialog.adjustSize()
        return dialog

    def choose_seat(self, config: match_mod.MatchConfig, pocket: bool = False) -> int | None:
        """Which seat's card to learn (or to put on a pocket card)."""
        from PySide6.QtWidgets import QDialog

        dialog = self.seat_dialog(config, pocket)
        items = dialog.comboBoxItems()
        ok = dialog.exec() == QDialog.DialogCode.Accepted
        item = dialog.textValue()
        dialog.deleteLater()
        return items.index(item) if ok and item in items else None

    def show_analysis(self) -> None:
        from .analysis_view import AnalysisView

        loaded, config = self.controller.loaded, self.controller.config
        if loaded is None or config is None:
            return
        view = AnalysisView(
            loaded.bench,
            config.variant,
            config.min_length,
            len(config.players),
            self.jobs,
            self.window,
        )
        view.show()

    def clear_cache(self) -> None:
        """Delete the solved games kept on disk (on a worker); the current game goes on."""
        from ..core import cache

        def done(freed: int) -> None:
            self._tell(
                self.tr("The cache was cleared: %1 MB freed.").replace(
                    "%1", QLocale().toString(freed / 1e6, "f", 1)
                )
            )

        self.jobs.submit(
            "clear-cache",
            lambda cancel, progress: cache.clear_cache(),
            done,
            lambda exc: self._tell(error_text(exc)),
        )

    def show_stats(self) -> None:
        from .stats_view import StatsView

        StatsView(self.stats, self.window).show()

    def set_theme(self, scheme: str) -> None:
        """View → Colours: apply the look at once and keep it."""
        theme.apply_theme(self.app, scheme)
        self.settings.set("theme", scheme)
        self.window.menus.themes[scheme].setChecked(True)
        for widget in self.app.allWidgets():  # widgets that paint their own colours
            widget.update()

    def zoom(self, steps: int) -> None:
        """View → Zoom in (+1), out (-1) or actual size (0): scale the whole window, keep it."""
        percent = theme.step_zoom(int(self.app.property("ghostZoom") or 100), steps)
        theme.set_zoom(self.app, percent)
        self.settings.set("zoom", percent)
        self.window.apply_zoom()
        self.window.statusBar().showMessage(self.tr("Zoom: %1 %").replace("%1", str(percent)), 3000)

    def set_speech(self, on: bool) -> None:
        """View → Read letters aloud: on or off, kept. Where the computer has no speech
        service, say so once (the game goes on silent)."""
        speaker = self.window.speaker
        speaker.enabled = on
        self.settings.set("speech", on)
        if on and not speaker.available:
            self._tell(
                self.tr(
                    "This computer has no speech service (speech-dispatcher or espeak-ng on Linux), so nothing can be read aloud."
                )
            )
        elif on:
            speaker.say(self.tr("Letters will be read aloud."))

    def _language(self, code: str) -> None:
        """Switch the interface language at once (every window retranslates itself). Before
        anyone has chosen a game, the first game follows: its list and names are the new
        language's, and a board with nothing played yet starts again with them."""
        untouched = (
            not self.settings.get("last_game")
            and self._draft is None
            and self.setup == default_setup()
        )
        self.settings.set("language", code)
        if self.settings.write_error:
            self._could_not_save("settings")
        i18n.install_translator(self.app, code)
        if untouched:
            self.setup = default_setup()
            m = self.controller.match
            if m is None or (m.winner is None and m.round == 1 and not m.history):
                self.start_game(self.setup, resume=None)

    # -- help ------------------------------------------------------------------------------
    def show_rules(self) -> None:
        from .help import HowToPlayDialog

        s = self.setup
        HowToPlayDialog(s.variant, s.min_length, s.word_ends_round, s.lives, self.window).show()

    def show_welcome(self, force: bool = False) -> None:
        """The one-screen welcome: on the first start, until dismissed for good."""
        from .help import WelcomeDialog

        if self.test_mode or (self.settings.get("welcome_seen") and not force):
            return
        dialog = WelcomeDialog(self.window)

        def done(_: int) -> None:
            if dialog.dont_show_again():
                self.settings.set("welcome_seen", True)

        dialog.finished.connect(done)
        self.welcome_dialog = dialog
        dialog.open()

    def show_about(self) -> None:
        from .help import AboutDialog

        AboutDialog(self.window).show()

    # -- the window's place ---------------------------------------------------------------
    def _restore_geometry(self) -> None:
        """The last size and place, unless it no longer fits this screen."""
        saved = self.settings.get("window_geometry")
        if not saved or self.test_mode:
            return
        w = self.window
        if not w.restoreGeometry(QByteArray(saved)) or not w.fits_screen():
            w.setWindowState(Qt.WindowState.WindowNoState)
            w.fit_to_screen()

    def save_geometry(self) -> None:
        if not self.test_mode:
            self.settings.set("window_geometry", bytes(self.window.saveGeometry().data()))

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
        controller's jobs)."""
        self.save_geometry()
        self.window.close()
