"""The saved match: kept after every change, offered at start-up, and resumed; one that
cannot be resumed is explained, set aside, and a new game starts instead."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from PySide6.QtCore import QLocale, QObject, Qt, Slot
from PySide6.QtWidgets import QMainWindow

from ...core.errors import GhostError
from .. import i18n
from ..dialog_life import modal
from ..dialogs.game_setup import GameSetup
from ..house_words import HouseWords
from ..table import savegame
from ..table.controller import GameController
from ..table.game_request import GameRequest
from ..table.saved_game import SavedGame
from ..table.table_news import ResumeFailed
from ..texts.error_texts import error_text
from ..texts.player_names import shown_name
from ..texts.setup_names import list_title
from .games import Games
from .match_records import MatchRecords
from .notices import Notices


class SavedMatch(QObject):
    def __init__(
        self,
        controller: GameController,
        window: QMainWindow,
        games: Games,
        records: MatchRecords,
        notices: Notices,
        *,
        house: HouseWords,
        blocked: HouseWords,
        saver: savegame.MatchSaver,
    ) -> None:
        super().__init__()
        self.controller = controller
        self.window = window
        self.games = games
        self.records = records
        self.notices = notices
        self.house = house
        self.blocked = blocked
        #: writes the save on its thread; a failure comes back here, to be told on this one
        self.saver = saver
        saver.failed.connect(self.save_failed, Qt.ConnectionType.QueuedConnection)
        # the game set up before a resume, started instead when the resume fails
        self.setup_before_resume: GameSetup | None = None
        #: the list and the table's house and blocked words when they were last kept: the
        #: files are read again only when these change, not after every play
        self._words_kept: tuple[str, frozenset[str], frozenset[str]] | None = None
        controller.on(ResumeFailed, lambda n: self.unresumable(error_text(n.error)))

    def start(self) -> None:
        """At start-up: offer the unfinished match, else start the last game."""
        locked = False  # a save there that may not be read
        try:
            saved, notice = savegame.load_saved_match()
        except PermissionError:
            # not damaged, only closed to us: kept as it is, and nothing is saved over it
            saved, notice, locked = None, self.unreadable_text(), True
            self.games.kept_for_later = True
        if notice:
            self.notices.tell(notice)
        if saved is not None:
            answer = self.ask_resume(saved)
            if answer == "resume":
                self.resume(saved)
                return
            if answer == "discard":
                self.saver.clear()
            else:
                # Esc, "Not now", the question closed: nothing decided. The match stays saved
                # and is offered again next time: the games of this session are not saved
                # over it (a new game's first letter overwrote it), and nothing clears it.
                self.games.kept_for_later = True
        self.games.start_game(self.games.setup, resume=None, fall_back=True)
        if self.games.kept_for_later and not locked:
            self.notices.tell(
                self.tr(
                    "The unfinished game stays saved for next time; the games played now are not saved over it."
                )
            )

    def unreadable_text(self) -> str:
        return self.tr(
            "The saved game cannot be read (permission denied). It is left as it is, and the games played now are not saved over it."
        )

    def ask_resume(self, saved: SavedGame) -> str | None:
        """ "resume", "discard", or None when the question was closed without an answer."""
        from PySide6.QtWidgets import QMessageBox  # made on first use: not for a start

        box = QMessageBox(
            QMessageBox.Icon.Question,
            i18n.app_name(),
            self.tr("Resume the unfinished game?"),
            parent=self.window,
        )
        box.setInformativeText(self.describe_saved_match(saved))
        box.setTextFormat(Qt.TextFormat.PlainText)
        resume = box.addButton(self.tr("Resume it"), QMessageBox.ButtonRole.AcceptRole)
        discard = box.addButton(
            self.tr("Throw it away and start anew"), QMessageBox.ButtonRole.DestructiveRole
        )
        later = box.addButton(self.tr("Not now"), QMessageBox.ButtonRole.RejectRole)
        later.setToolTip(self.tr("Start a new game; the unfinished one is offered again next time"))
        box.setDefaultButton(resume)
        box.setEscapeButton(later)
        with modal(box):
            box.exec()
            clicked = box.clickedButton()
        return "resume" if clicked is resume else "discard" if clicked is discard else None

    def describe_saved_match(self, saved: SavedGame) -> str:
        """ "Mum, Sam and Robo — round 9, Ghost, english-family — last played Tuesday 19:40"
        (what is there of it: a save whose match is damaged still gets a question)."""
        from ..texts.setup_names import variant_name

        glimpse = saved.match.glimpse()
        parts = []
        if glimpse.names:
            parts.append(QLocale().createSeparatedList([shown_name(n) for n in glimpse.names]))
        details = []
        if glimpse.round is not None:
            details.append(self.tr("round %1").replace("%1", str(glimpse.round)))
        if glimpse.variant is not None:
            details.append(variant_name(glimpse.variant))
        details.append(list_title(Path(saved.word_list).stem))
        parts.append(", ".join(details))
        when = savegame.saved_when()
        if when is not None:
            parts.append(
                self.tr("last played %1").replace(
                    "%1", QLocale().toString(when, "dddd d MMMM HH:mm")
                )
            )
        return " — ".join(parts)

    def resume(self, saved: SavedGame) -> None:
        """Resume a saved match; one that cannot be resumed is explained, set aside, and a
        new game starts (on the last game's settings)."""
        try:
            path = str(GameSetup(word_list=saved.word_list).word_list_file())
            config = saved.match.config()
        except (ValueError, GhostError) as exc:
            self.unresumable(
                error_text(exc)
                if isinstance(exc, GhostError)
                else self.tr("the saved game is damaged")
            )
            return
        self.setup_before_resume = self.games.setup
        key = saved.word_list
        setup = GameSetup.from_config(config, key, saved.practice, saved.take_back)
        self.games.setup = replace(
            setup, keep_capitalized=saved.keep_capitalized, language=saved.language
        )
        # words the table accepted since the save count too
        house = saved.house_words | self.house.words(key)
        blocked = self.blocked.words(key)
        request = GameRequest(
            config,
            path,
            practice=saved.practice,
            take_back=saved.take_back,
            keep_capitalized=saved.keep_capitalized,
            language=saved.language,
            house_words=frozenset(house - blocked),
            blocked_words=frozenset(blocked),
            strengths=self.records.strengths(config),
            resume=saved.match,
            longest=saved.longest,
            record=saved.record,
        )
        self.controller.new_game(request)

    def unresumable(self, reason: str) -> None:
        self.saver.set_aside()
        self.notices.tell(
            self.tr(
                "The saved game could not be resumed (%1). It was set aside, and a new game starts."
            ).replace("%1", reason)
        )
        self.games.setup = self.setup_before_resume or self.games.setup
        self.games.start_game(self.games.setup, resume=None, fall_back=True)

    @Slot()
    def save_failed(self) -> None:
        self.notices.could_not_save("match")

    def save(self, state: SavedGame) -> None:
        """After every change: the match in play saved to be resumed, and the table's new
        house and unblocked words kept for its list."""

        if self.games.kept_for_later:
            pass  # the unfinished match the player kept for next time stays as it is
        elif self.controller.state.winner is not None:
            self.saver.clear()
        elif not self.games.match_running():
            pass  # nothing played yet: nothing to resume (and a match kept for later stays)
        else:
            # a bundled list is saved by name, so the save survives moving or updating the game
            if Path(state.word_list) == self.games.setup.word_list_file():
                state = replace(state, word_list=self.games.setup.word_list)
            self.saver.save(state)  # on the writer's thread: the play does not wait
        c = self.controller
        words = (self.games.setup.word_list, frozenset(c.house_words), frozenset(c.blocked_words))
        if words == self._words_kept:
            return  # the table's words are as they were kept after the last change
        self._words_kept = words
        new = self.controller.house_words - self.house.words(self.games.setup.word_list)
        if new and not self.house.add(self.games.setup.word_list, new):
            self.notices.could_not_save("house words")
        unblocked = self.blocked.words(self.games.setup.word_list) - self.controller.blocked_words
        if unblocked and not self.blocked.replace(
            self.games.setup.word_list, self.blocked.words(self.games.setup.word_list) - unblocked
        ):
            self.notices.could_not_save("house words")
