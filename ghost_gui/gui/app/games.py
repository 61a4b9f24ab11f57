"""Starting games: the New game dialog, Play again, and the question before a match in play
is left. Holds the game set up now (what Play again and a restart start)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QMainWindow

from ...core.alphabets import DETECT
from .. import i18n
from ..dialog_life import modal
from ..dialogs.game_setup import GameSetup, default_setup
from ..house_words import HouseWords
from ..jobs import Jobs
from ..settings import Settings
from ..table.controller import GameController
from ..table.game_request import GameRequest
from ..table.savegame import MatchSaver
from ..texts.error_texts import list_replaced_text
from .match_records import MatchRecords
from .notices import Notices

if TYPE_CHECKING:
    from ...core.play.saving import MatchSave


class Games(QObject):
    def __init__(
        self,
        controller: GameController,
        window: QMainWindow,
        jobs: Jobs,
        settings: Settings,
        records: MatchRecords,
        notices: Notices,
        *,
        setup: GameSetup,
        house: HouseWords,
        blocked: HouseWords,
        saver: MatchSaver,
    ) -> None:
        """``setup``: the first game's; ``house`` and ``blocked``: the table's words, per list;
        ``saver``: writes and clears the saved match."""
        super().__init__()
        self.controller = controller
        self.window = window
        self.jobs = jobs
        self.settings = settings
        self.records = records
        self.notices = notices
        self.setup = setup
        self.house = house
        self.blocked = blocked
        self.saver = saver
        # what the New game dialog set up while a match in play was kept
        self.draft: GameSetup | None = None
        # the saved match was kept for next time at start ("Not now", Esc): nothing is
        # saved over it nor clears it in this session
        self.kept_for_later = False

    def start_game(
        self,
        setup: GameSetup,
        resume: MatchSave | None,
        *,
        fall_back: bool = False,
        remember: bool = False,
        failed: Callable[[Exception], None] | None = None,
    ) -> None:
        """Start ``setup`` on a worker. Only once its list has loaded does it become the
        game set up (Play again's, and with ``remember`` a restart's), the match in play
        count as abandoned and its save go. A list that cannot be used is told: with
        ``fall_back`` the game starts on the interface language's family list instead (at
        start-up, Play again), else ``failed`` takes the error, or the window tells it, and
        the match in play goes on."""
        leaving = self.records.names() if self.match_running() else None
        path = setup.word_list_file()
        house = self.house.words(setup.word_list)  # per list: its name, or its path
        blocked = self.blocked.words(setup.word_list)

        def started() -> None:
            if leaving is not None:
                self.records.record_abandoned(leaving)
            self.setup = setup
            if remember:
                self.settings.set("last_game", setup.to_json())
            self.clear_match_in_play()

        def not_started(exc: Exception) -> None:
            instead = self.fallback(setup) if fall_back else None
            if instead is not None:
                self.notices.tell(list_replaced_text(instead.word_list, exc))
                # remembered, so that the next start does not stumble on the same list
                self.start_game(instead, None, fall_back=True, remember=True)
            elif failed is not None:
                failed(exc)
            else:
                self.controller.report(exc)

        request = GameRequest(
            setup.config(),
            str(path),
            practice=setup.practice,
            take_back=setup.take_back,
            keep_capitalized=setup.keep_capitalized,
            language=setup.language,
            house_words=frozenset(house - blocked),
            blocked_words=frozenset(blocked),
            strengths=self.records.strengths(setup.config()),
            resume=resume,
        )
        self.controller.new_game(
            request,
            started=started if resume is None else None,
            failed=not_started,
        )

    @staticmethod
    def fallback(setup: GameSetup) -> GameSetup | None:
        """What starts when ``setup``'s list cannot be used: the same players and rules on
        the family list, then the first game's setup; None when that was what failed."""
        first = default_setup()
        if setup.word_list != first.word_list:
            return replace(
                setup, word_list=first.word_list, keep_capitalized=False, language=DETECT
            )
        return first if setup != first else None

    def match_running(self) -> bool:
        return self.controller.state.match_running

    def confirm_abandon(self) -> bool:
        """Starting over while a match runs: asked first (the default keeps the match)."""
        return not self.match_running() or self.ask_leave()

    def ask_leave(self) -> bool:
        from PySide6.QtWidgets import QMessageBox  # made on first use: not for a start

        with modal(
            QMessageBox(
                QMessageBox.Icon.Question,
                i18n.app_name(),
                self.tr("Leave the match in play? It counts as abandoned."),
                parent=self.window,
            )
        ) as box:
            leave = box.addButton(
                self.tr("End it and start the new game"), QMessageBox.ButtonRole.AcceptRole
            )
            keep = box.addButton(
                self.tr("Keep playing this match"), QMessageBox.ButtonRole.RejectRole
            )
            box.setDefaultButton(keep)
            box.setEscapeButton(keep)
            box.exec()
            self.window.activateWindow()  # typing goes back to the board (a window manager may not give it back)
            return box.clickedButton() is leave

    def new_game_dialog(self) -> None:
        # on first use: the dialog and the word-list reading it brings are not on the first frame
        from ..dialogs.new_game_dialog import NewGameDialog

        with modal(
            NewGameDialog(
                self.draft or self.setup,
                self.window,
                self.jobs,
                house=self.house,
                blocked=self.blocked,
                keep_lists=self.keep_lists(),
            )
        ) as dialog:
            if not dialog.exec():
                return
            setup = dialog.setup()
        self.remember_keep(setup)
        if not self.confirm_abandon():
            self.draft = setup  # kept: the dialog opens with it next time
            return
        self.draft = None
        self.start_game(setup, resume=None, remember=True)

    def keep_lists(self) -> set[str]:
        """The lists whose capitalised words count (the choice belongs to the list)."""
        return set(self.settings.get("keep_capitalized_lists") or [])

    def remember_keep(self, setup: GameSetup) -> None:
        keep = self.keep_lists()
        if (setup.word_list in keep) != setup.keep_capitalized:
            (keep.add if setup.keep_capitalized else keep.discard)(setup.word_list)
            self.settings.set("keep_capitalized_lists", sorted(keep))

    def play_again(self) -> None:
        """The same players and rules, a fresh match."""
        if self.confirm_abandon():
            self.start_game(self.setup, resume=None, fall_back=True)

    def clear_match_in_play(self) -> None:
        """The match in play is left: its save goes, unless the save is the match kept for
        next time at start (never this session's)."""
        if not self.kept_for_later:
            self.saver.clear()  # after the last play's save, on the same writer
