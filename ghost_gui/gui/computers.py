"""The computer players' turns: a pause, thinking on a worker, then the play (or a
challenge); answers to challenges. Part of the controller, kept apart to keep it small."""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Protocol, TypeGuard

from PySide6.QtCore import QTimer

from ..core.errors import IllegalPlayError, MatchError
from ..core.rules import MatchConfig, PlayerKind

if TYPE_CHECKING:
    from ..core.adaptive import AdaptiveStrategy
    from ..core.match import Match
    from ..core.match_events import Event, RoundEnded
    from ..core.plays import Play
    from ..core.strategies import Position
    from .jobs import Jobs
    from .loading import Loaded

log = logging.getLogger(__name__)


class Table(Protocol):
    """What the computers need of the game controller (it is one): they never import it."""

    jobs: Jobs
    loaded: Loaded | None
    match: Match | None
    config: MatchConfig | None
    house_words: set[str]

    def apply_events(self, events: list[Event], play: Play | None = None) -> None: ...

    def player_kind(self, seat: int) -> PlayerKind: ...

    def report(self, exc: Exception) -> None: ...


class ComputerPlayers:
    def __init__(self, controller: Table) -> None:
        self.c = controller
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
        from ..core.strategies import Position

        m, loaded = self.c.match, self.c.loaded
        assert m is not None and loaded is not None
        active = (
            tuple(m.active()) if m.knocked_out else ()
        )  # after a knock-out: the game of those still in
        return Position(
            m.fragment,
            m.to_move,
            m.players,
            loaded.lexicon,
            loaded.variant,
            frozenset(m.house_words),
            active,
        )

    def prepare(self) -> None:
        """Someone is out: work out the game of the players still in on a worker now, so
        that hints, verdicts and the computers' next turn need not wait for it (a computer's
        turn would solve it on its own worker anyway: never on the window's thread)."""
        c = self.c
        m, loaded = c.match, c.loaded
        if m is None or loaded is None or loaded.solvers is None or m.winner is not None:
            return
        k = len(m.active())
        if k == m.players or loaded.solvers.ready(k) is not None:
            return
        solvers = loaded.solvers
        c.jobs.submit(
            "smaller game",
            lambda cancel, progress: solvers.get(k, cancel),
            lambda _: None,
            c.report,
        )

    def round_ended(self, e: RoundEnded) -> None:
        """Adaptive computers weigh the round; learners learn the word it ended on (or the
        word named in a challenge), when the table accepts it."""
        c = self.c
        if c.loaded is None or c.config is None:
            return
        m = c.match
        # those who played the round: the players still in, and the loser if it put them out
        played = set(m.active()) | {e.loser} if m is not None else set(range(len(c.config.players)))
        humans = [
            s for s, p in enumerate(c.config.players) if p.kind is PlayerKind.HUMAN and s in played
        ]
        for strategy in c.loaded.strategies.values():
            if _is_adaptive(strategy):  # other computers' "level" is their kind
                strategy.level.after_round(e.loser, humans, len(played))
        if e.word:
            self.meet(e.word)
        self.prepare()

    def meet(self, word: str) -> None:
        c = self.c
        if c.loaded is None:
            return
        for strategy in c.loaded.strategies.values():
            if hasattr(strategy, "meet"):
                strategy.meet(word, c.loaded.lexicon, c.house_words)

    def levels(self) -> dict[int, float]:
        """The strength of each adaptive computer, by seat."""
        strategies = self.c.loaded.strategies if self.c.loaded is not None else {}
        return {seat: s.level.strength for seat, s in strategies.items() if _is_adaptive(s)}

    def _turn_if(self, token: int) -> None:
        if token == self._token:
            self.turn()

    def turn(self) -> None:
        c = self.c
        m = c.match
        if (
            m is None
            or c.loaded is None
            or m.winner is not None
            or m.pending is not None
            or not c.player_kind(m.to_move).is_computer
        ):
            return
        seat = m.to_move
        strategy = c.loaded.strategies[seat]
        position = self.position()

        def think(cancel: Callable[[], bool], progress: Callable[[float], None]) -> tuple[str, Any]:
            kind = strategy.challenge(position) if position.fragment else None
            if kind:
                return "challenge", kind
            return "play", strategy.choose_play(position)

        def act(decision: tuple[str, Any]) -> None:
            if c.match is not m or m.to_move != seat or m.pending is not None:
                return  # the game moved on (undo, new game): drop the stale decision
            what, value = decision
            try:
                if what == "challenge":
                    c.apply_events(m.challenge(seat, value))
                else:
                    c.apply_events(m.play(seat, value), value)
            except (IllegalPlayError, MatchError) as exc:
                log.error("computer player %s made an illegal move: %s", seat, exc)
                c.apply_events(m.resign(seat))

        c.jobs.submit("computer", think, act, c.report)

    def answer(self) -> None:
        """A computer was challenged: it names its word (or concedes) at once."""
        c = self.c
        m, loaded = c.match, c.loaded
        assert m is not None and m.pending is not None and loaded is not None
        seat = m.pending.target
        word = loaded.strategies[seat].answer(self.position(), m.pending.kind)
        c.apply_events(m.answer_challenge(seat, word))


def _is_adaptive(strategy: object) -> TypeGuard[AdaptiveStrategy]:
    """Imported when first asked (on a computer's first round), not before the first frame."""
    from ..core.adaptive import AdaptiveStrategy

    return isinstance(strategy, AdaptiveStrategy)
