"""The computer players' turns: a pause, thinking on a worker, then the play (or a
challenge); answers to challenges. They see the table only through :class:`Table`; no Qt
here (the session gives them its worker and its clock)."""

from __future__ import annotations

import logging
from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any, Protocol, TypeGuard

from ...core.errors import IllegalPlayError, MatchError
from ...core.play.rules import ChallengeKind
from ..job_kinds import JobKind, Worker

if TYPE_CHECKING:
    from ...core.opponents.adaptive import AdaptiveStrategy
    from ...core.opponents.strategies import Position, Strategy
    from ...core.play.match_events import RoundEnded
    from ...core.play.plays import Play
    from ...core.words.lexicon import Lexicon

log = logging.getLogger(__name__)


class Table(Protocol):
    """What the computers need of the table they sit at (the session is one): whose turn
    it is, the position they see, each computer seat's strategy, and where their moves go.
    The computers never import it and never read or change the match themselves."""

    @property
    def revision(self) -> int:
        """Counts the changes of position: a decision about an older one is dropped."""
        ...

    def computer_to_move(self) -> int | None: ...

    def position(self) -> Position: ...

    def strategies(self) -> Mapping[int, Strategy]:
        """The computers' strategies by seat (none before a game is loaded)."""
        ...

    def report(self, exc: Exception) -> None: ...

    def computer_plays(self, seat: int, play: Play) -> None: ...

    def computer_challenges(self, seat: int, kind: ChallengeKind) -> None: ...

    def computer_answers(self, seat: int, word: str | None) -> None: ...

    def computer_resigns(self, seat: int) -> None: ...


class ComputerPlayers:
    def __init__(
        self, table: Table, worker: Worker, later: Callable[[int, Callable[[], None]], None]
    ) -> None:
        self.table = table
        self.worker = worker
        self.later = later
        #: a scheduled turn runs only if nothing happened since (undo, new game, shutdown)
        self._token = 0

    def forget(self) -> None:
        """Drop any scheduled turn: the game moved on."""
        self._token += 1

    def schedule(self, pause_ms: int) -> None:
        self._token += 1
        token = self._token
        self.later(pause_ms, lambda: self._turn_if(token))

    def round_ended(self, e: RoundEnded, humans: list[int], playing: int) -> None:
        """Adaptive computers weigh the round: its loser, the people and how many played."""
        for strategy in self.table.strategies().values():
            if _is_adaptive(strategy):  # other computers' "level" is their kind
                strategy.level.after_round(e.loser, humans, playing)

    def meet(self, word: str, lexicon: Lexicon, house_words: set[str]) -> None:
        """Learners learn ``word`` (the table counts it)."""
        for strategy in self.table.strategies().values():
            if hasattr(strategy, "meet"):
                strategy.meet(word, lexicon, house_words)

    @staticmethod
    def keep_levels(old: Mapping[int, Strategy], new: Mapping[int, Strategy]) -> None:
        """The game was worked out again (changed words): each adaptive computer of ``new``
        keeps the level its strategy in ``old`` has reached."""
        for seat, strategy in new.items():
            before = old.get(seat)
            if _is_adaptive(strategy) and _is_adaptive(before):
                strategy.level = before.level

    def levels(self) -> dict[int, float]:
        """The strength of each adaptive computer, by seat."""
        strategies = self.table.strategies()
        return {seat: s.level.strength for seat, s in strategies.items() if _is_adaptive(s)}

    def _turn_if(self, token: int) -> None:
        if token == self._token:
            self.turn()

    def turn(self) -> None:
        t = self.table
        seat = t.computer_to_move()
        strategies = t.strategies()
        if seat is None or not strategies:
            return
        strategy = strategies[seat]
        position = t.position()
        revision = t.revision

        def think(cancel: Callable[[], bool], progress: Callable[[float], None]) -> tuple[str, Any]:
            kind = strategy.challenge(position) if position.fragment else None
            if kind:
                return "challenge", kind
            return "play", strategy.choose_play(position)

        def act(decision: tuple[str, Any]) -> None:
            if t.revision != revision:
                return  # the game moved on (undo, new game): drop the stale decision
            what, value = decision
            try:
                if what == "challenge":
                    t.computer_challenges(seat, value)
                else:
                    t.computer_plays(seat, value)
            except (IllegalPlayError, MatchError) as exc:
                log.error("computer player %s made an illegal move: %s", seat, exc)
                t.computer_resigns(seat)

        self.worker.submit(JobKind.COMPUTER, think, act, t.report)

    def answer(self, seat: int, kind: ChallengeKind) -> None:
        """The computer at ``seat`` was challenged: it names its word (or concedes) at once."""
        t = self.table
        word = t.strategies()[seat].answer(t.position(), kind)
        t.computer_answers(seat, word)


def _is_adaptive(strategy: object) -> TypeGuard[AdaptiveStrategy]:
    """Imported when first asked (on a computer's first round), not before the first frame."""
    from ...core.opponents.adaptive import AdaptiveStrategy

    return isinstance(strategy, AdaptiveStrategy)
