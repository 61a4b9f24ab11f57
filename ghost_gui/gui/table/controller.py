"""The game controller: the thin Qt side of the table's session. It makes the
:class:`~.session.TableSession` with the application's job runner and Qt's clock, and turns
what the session publishes into one signal, :attr:`GameController.changed` (the view state
and the news that came with it). Widgets draw that state and call the intents below; none
reads the match. Starting a game goes through :func:`~.game_loading.load_for_table`."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import TypeVar

from PySide6.QtCore import QObject, QTimer, Signal

from ...core.play.plays import Side
from ...core.play.rules import ChallengeKind, PlayerKind
from ..file_writer import FileWriter
from ..jobs import Jobs
from .game_in_play import GameInPlay
from .game_request import GameRequest
from .meanings import Meanings
from .saved_game import SavedGame
from .session import TableSession
from .table_news import Busy, GameStarted, News, Work
from .table_state import TableState

N = TypeVar("N")


class GameController(QObject):
    #: the table's view state after a change, and the news that came with it (a tuple)
    changed = Signal(object, object)

    def __init__(
        self,
        jobs: Jobs,
        *,
        pause_ms: int = 700,
        round_pause_ms: int = 3000,
        rng: random.Random | None = None,
        on_change: Callable[[SavedGame], None] | None = None,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.jobs = jobs
        #: the learners' memory is saved on its thread, never this one
        self.memory_writer = FileWriter()
        self.meanings = Meanings(jobs)
        self.session = TableSession(
            jobs,
            self._publish,
            lambda ms, then: QTimer.singleShot(ms, then),
            pause_ms=pause_ms,
            round_pause_ms=round_pause_ms,
            rng=rng,
            on_change=on_change,
            memory_writer=self.memory_writer,
        )
        self.computers = self.session.computers

    def _publish(self, state: TableState, news: tuple[News, ...]) -> None:
        for item in news:
            if isinstance(item, GameStarted) and state.game is not None:
                self.meanings.load(state.game.language)  # the definitions of its language
        self.changed.emit(state, news)

    def on(self, kind: type[N] | tuple[type[N], ...], then: Callable[[N], None]) -> None:
        """Call ``then`` with each piece of news of ``kind`` the session publishes."""

        def pick(state: TableState, news: tuple[News, ...]) -> None:
            for item in news:
                if isinstance(item, kind):
                    then(item)

        self.changed.connect(pick)

    def show_busy(self, busy: bool, what: Work | None = None) -> None:
        """Slow work of a feature (a card worked out) shows on the table's status line."""
        self.session.tell(Busy(busy, what), changed=False)

    @property
    def state(self) -> TableState:
        """The view state published last."""
        return self.session.state

    def report(self, exc: Exception) -> None:
        """Slow work failed: the window explains ``exc``."""
        self.session.report(exc)

    def busy(self) -> bool:
        return self.jobs.is_running()

    def shutdown(self) -> None:
        self.session.shutdown()
        self.jobs.shutdown()
        self.memory_writer.flush()  # what was learnt reaches the file before the program ends

    # -- a new game ------------------------------------------------------------------------
    def new_game(
        self,
        request: GameRequest,
        *,
        started: Callable[[], None] | None = None,
        failed: Callable[[Exception], None] | None = None,
    ) -> None:
        """Load the list and solve it on a worker, then start the match (or resume one):
        see :class:`GameRequest`. ``started``: called as the new match takes the table;
        ``failed``: a new match's load error, instead of the window's notice (the match in
        play stays)."""
        from .game_loading import load_for_table  # on the first game: after the first frame

        load_for_table(self.session, request, started, failed)

    def meaning(self, word: str) -> str | None:
        return self.meanings.meaning(word)

    # -- what the window shows -----------------------------------------------------------
    def game(self) -> GameInPlay | None:  # what the shell's features make presenters from
        return self.session.game()

    @property
    def house_words(self) -> set[str]:
        return self.session.house_words

    @property
    def blocked_words(self) -> set[str]:
        return self.session.blocked_words

    def player_kind(self, seat: int) -> PlayerKind:
        return self.state.kind(seat)

    def player_name(self, seat: int) -> str:
        return self.state.name(seat)

    def is_human_turn(self) -> bool:
        return self.session.is_human_turn()

    def humans_in(self) -> bool:
        return self.state.humans_in

    def can_take_back(self) -> bool:
        return self.session.can_take_back()

    def saved_state(self) -> SavedGame:
        return self.session.saved_state()

    # -- a person's intents --------------------------------------------------------------
    def play_letter(
        self,
        letter: str,
        side: Side = Side.RIGHT,
        reverse: bool = False,
        place: int | None = None,
    ) -> bool:
        return self.session.play_letter(letter, side, reverse, place)

    def challenge(self, kind: ChallengeKind) -> bool:
        return self.session.challenge(kind)

    def answer_challenge(self, word: str | None) -> None:
        self.session.answer_challenge(word)

    def settle_word_claim(self, accept: bool | None) -> None:
        self.session.settle_word_claim(accept)

    def settle_house_word(self, accept: bool) -> None:
        self.session.settle_house_word(accept)

    def reconsider_house_word(self) -> None:
        self.session.reconsider_house_word()

    def change_words(self, house: set[str], blocked: set[str]) -> None:
        self.session.change_words(house, blocked)

    def resign(self) -> None:
        self.session.resign()

    def next_round(self) -> None:
        self.session.next_round()

    def undo(self) -> None:
        self.session.undo()

    def request_hint(self) -> None:
        self.session.request_hint()

    def request_cards(self) -> None:
        self.session.request_cards()
