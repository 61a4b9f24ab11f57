"""The computer players' turns: a pause, thinking on a worker, then the play (or a
challenge); answers to challenges. They see the table only through :class:`Table`."""

from __future__ import annotations

import logging
from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any, Protocol, TypeGuard

from PySide6.QtCore import QTimer

from ...core.errors import IllegalPlayError, MatchError
from ...core.play.rules import ChallengeKind, PlayerKind
from ..jobs import JobKind

if TYPE_CHECKING:
    from ...core.opponents.adaptive import AdaptiveStrategy
    from ...core.opponents.strategies import Position, Strategy
    from ...core.play.match import Match
    from ...core.play.match_events import RoundEnded
    from ...core.play.plays import Play
    from ...core.play.variants import Variant
    from ...core.words.lexicon import Lexicon
    from ..jobs import Jobs

log = logging.getLogger(__name__)


class Table(Protocol):
    """What the computers need of the table they sit at: the match to read, each computer
    seat's strategy, and where their moves go. The game controller is one; the computers
    never import it and never change the match themselves."""

    @property
    def jobs(self) -> Jobs: ...

    @property
    def match(self) -> Match | None: ...

    @property
    def lexicon(self) -> Lexicon | None: ...

    @property
    def variant(self) -> Variant | None: ...

    @property
    def house_words(self) -> set[str]: ...

    def strategies(self) -> Mapping[int, Strategy]:
        """The computers' strategies by seat (none before a game is loaded)."""
        ...

    def player_kind(self, seat: int) -> PlayerKind: ...

    def report(self, exc: Exception) -> None: ...

    def computer_plays(self, seat: int, play: Play) -> None: ...

    def computer_challenges(self, seat: int, kind: ChallengeKind) -> None: ...

    def computer_answers(self, seat: int, word: str | None) -> None: ...

    def computer_resigns(self, seat: int) -> None: ...


class ComputerPlayers:
    def __init__(self, table: Table) -> None:
        self.table = table
        #: a scheduled turn runs only if nothing happened since (undo, new game, shutdown)
        self._token = 0

    def forget(self) -> None:
        """Drop any scheduled turn: the game moved on."""
        self._token += 1

    def schedule(self, pause_ms: int) -> None:
        self._token += 1
        token = self._token
        QTimer.singleShot(pause_ms, lambda: self._turn_if(token))

    def position(self) -> Position:
        from ...core.opponents.strategies import Position

        t = self.table
        m, lexicon, variant = t.match, t.lexicon, t.variant
        assert m is not None and lexicon is not None and variant is not None
        active = (
            tuple(m.active()) if m.knocked_out else ()
        )  # after a knock-out: the game of those still in
        return Position(
            m.fragment,
            m.to_move,
            m.players,
            lexicon,
            variant,
            frozenset(m.house_words),
            active,
        )

    def round_ended(self, e: RoundEnded) -> None:
        """Adaptive computers weigh the round; learners learn the word it ended on (or the
        word named in a challenge), when the table accepts it."""
        t = self.table
        m = t.match
        if m is None:
            return
        # those who played the round: the players still in, and the loser if it put them out
        played = set(m.active()) | {e.loser}
        humans = [
            s for s in range(m.players) if s in played and t.player_kind(s) is PlayerKind.HUMAN
        ]
        for strategy in t.strategies().values():
            if _is_adaptive(strategy):  # other computers' "level" is their kind
                strategy.level.after_round(e.loser, humans, len(played))
        if e.word:
            self.meet(e.word)

    def meet(self, word: str) -> None:
        t = self.table
        if t.lexicon is None:
            return
        for strategy in t.strategies().values():
            if hasattr(strategy, "meet"):
                strategy.meet(word, t.lexicon, t.house_words)

    def keep_levels(self, new: Mapping[int, Strategy]) -> None:
        """The game was worked out again (changed words): each adaptive computer of ``new``
        keeps the level its strategy of now has reached."""
        old = self.table.strategies()
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
        m = t.match
        strategies = t.strategies()
        if (
            m is None
            or not strategies
            or m.winner is not None
            or m.pending is not None
            or not t.player_kind(m.to_move).is_computer
        ):
            return
        seat = m.to_move
        strategy = strategies[seat]
        position = self.position()

        def think(cancel: Callable[[], bool], progress: Callable[[float], None]) -> tuple[str, Any]:
            kind = strategy.challenge(position) if position.fragment else None
            if kind:
                return "challenge", kind
            return "play", strategy.choose_play(position)

        def act(decision: tuple[str, Any]) -> None:
            if t.match is not m or m.to_move != seat or m.pending is not None:
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

        t.jobs.submit(JobKind.COMPUTER, think, act, t.report)

    def answer(self) -> None:
        """A computer was challenged: it names its word (or concedes) at once."""
        t = self.table
        m = t.match
        assert m is not None and m.pending is not None
        seat = m.pending.target
        word = t.strategies()[seat].answer(self.position(), m.pending.kind)
        t.computer_answers(seat, word)


def _is_adaptive(strategy: object) -> TypeGuard[AdaptiveStrategy]:
    """Imported when first asked (on a computer's first round), not before the first frame."""
    from ...core.opponents.adaptive import AdaptiveStrategy

    return isinstance(strategy, AdaptiveStrategy)
