"""The Adaptive computer: a player whose strength follows the table, so that nobody wins
or loses all the time.

Its strength is a number from 0 (it plays like the random player) to 1 (it plays like the
perfect player); a new player starts at 0.5. Each turn it plays the perfect player's play
with probability *strength*, else a random legal play. When it could rightly challenge it
does so with probability *strength* (else it keeps quiet and plays on), and when challenged
it names a word with probability 0.5 + *strength* / 2 (else it concedes).

How it adapts: after every round it notes what share of the human players lost that round
(1 or 0 with one human; with two humans, 0.5 when one of them lost) and keeps the last 10
rounds. With N players at the table a fair share is 1/N, so the error is the mean of those
10 notes minus 1/N (before 10 rounds, the mean of the rounds so far). The strength then
moves by ``-0.2 * error`` and is clamped to [0, 1]: when the humans lost more than their
fair share of the recent rounds it plays weaker, when they lost less it plays stronger, by
at most 0.2 * (1 - 1/N) per round. A round without a human player changes nothing.

Because the last 10 rounds are remembered, one lost round keeps pushing for several
rounds; the small step keeps that from overshooting. Measured (two players, Ghost, a list
of 294 words, ``tests/core/test_adaptive.py``): in five 40-round matches against a
stand-in that plays perfectly 20% of the time, the stand-in lost 51% of rounds 21-40 on
average (a computer fixed at 0.5: 73%), and the strength ended near 0.2; against one
perfect 90% of the time, 49% (fixed at 0.5: 27%), the strength ending near 0.9. A single
match's 20-round share still varies by about 0.1 from chance alone.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, TypeGuard

from ..play.plays import Play
from ..play.rules import ChallengeKind
from ..solving.solver import Solver
from ..solving.solver_set import SolverSet
from .strategies import PerfectStrategy, Position, RandomStrategy, example_word, rules_challenge

#: rounds remembered for the loss share
WINDOW = 10
#: how far the strength moves per unit of error (the error is at most 1 - 1/N)
GAIN = 0.2
#: the strength of a new Adaptive player
START = 0.5
#: strengths kept in the history (the latest)
HISTORY_LIMIT = 1000
FORMAT = 1


def _clamp(x: float) -> float:
    return min(1.0, max(0.0, x))


def _is_share(x: Any) -> TypeGuard[float]:
    return (
        isinstance(x, int | float)
        and not isinstance(x, bool)
        and math.isfinite(x)
        and 0.0 <= x <= 1.0
    )


@dataclass
class AdaptiveLevel:
    """The strength of an Adaptive player and how it got there."""

    strength: float = START
    start: float = START
    #: the strength after each round (the latest :data:`HISTORY_LIMIT`)
    history: list[float] = field(default_factory=list)
    #: the share of the humans who lost, for each of the last :data:`WINDOW` rounds
    recent: list[float] = field(default_factory=list)

    def __post_init__(self) -> None:
        self.strength = _clamp(self.strength)
        self.start = _clamp(self.start)

    def human_loss_share(self) -> float | None:
        """The humans' mean share of lost rounds over the remembered rounds (None: none yet)."""
        return sum(self.recent) / len(self.recent) if self.recent else None

    def after_round(self, loser_seat: int, humans: Sequence[int], players: int) -> float:
        """Note who lost a round and adapt; the new strength. ``humans`` are the human
        seats and ``players`` the number of players who played the round (those still in)."""
        if not humans or players < 2:
            return self.strength
        self.recent.append(sum(1 for h in humans if h == loser_seat) / len(humans))
        del self.recent[:-WINDOW]
        share = self.human_loss_share()
        assert share is not None
        self.strength = _clamp(self.strength - GAIN * (share - 1 / players))
        self.history.append(self.strength)
        del self.history[:-HISTORY_LIMIT]
        return self.strength

    def reset(self) -> None:
        """Back to the starting strength, with nothing remembered."""
        self.strength = self.start
        self.history.clear()
        self.recent.clear()

    # -- saving ------------------------------------------------------------------------------
    def to_json(self) -> dict[str, Any]:
        return {
            "format": FORMAT,
            "strength": self.strength,
            "start": self.start,
            "history": list(self.history),
            "recent": list(self.recent),
        }

    @classmethod
    def from_json(cls, data: Any) -> AdaptiveLevel:
        """The level saved by :meth:`to_json`; a new one (at :data:`START`) when ``data`` is
        not a level this version saved. Never raises."""
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            return cls()
        strength, start = data.get("strength"), data.get("start")
        history, recent = data.get("history"), data.get("recent")
        if (
            not _is_share(strength)
            or not _is_share(start)
            or not isinstance(history, list)
            or not isinstance(recent, list)
        ):
            return cls()
        if not all(_is_share(x) for x in history) or not all(_is_share(x) for x in recent):
            return cls()
        return cls(
            float(strength),
            float(start),
            [float(x) for x in history[-HISTORY_LIMIT:]],
            [float(x) for x in recent[-WINDOW:]],
        )


class AdaptiveStrategy:
    """A player of the level's strength (see the module). ``solver`` is solved for the
    whole list, the variant and the number of players; all chance comes from ``rng``. The
    level is shared, not copied: whoever sees the rounds end calls
    ``strategy.level.after_round(...)``."""

    def __init__(
        self,
        solver: Solver,
        rng: random.Random,
        level: AdaptiveLevel | None = None,
        solvers: SolverSet | None = None,
    ) -> None:
        self.rng = rng
        self.level = level if level is not None else AdaptiveLevel()
        # after a knock-out it plays the game of the players still in (see PerfectStrategy)
        self.perfect = PerfectStrategy(solver, rng, solvers)
        self.random = RandomStrategy(rng)

    @property
    def strength(self) -> float:
        return self.level.strength

    def _strong(self) -> bool:
        # strength 1 never rolls below it and strength 0 always does: exact at the ends
        return self.rng.random() < self.level.strength

    def choose_play(self, position: Position) -> Play:
        return (
            self.perfect.choose_play(position)
            if self._strong()
            else self.random.choose_play(position)
        )

    def challenge(self, position: Position) -> ChallengeKind | None:
        kind = rules_challenge(position)
        if kind is None:
            return None
        return kind if self._strong() else None

    def answer(self, position: Position, kind: ChallengeKind) -> str | None:
        if self.rng.random() < 0.5 + self.level.strength / 2:
            return example_word(position)
        return None


__all__ = ["GAIN", "START", "WINDOW", "AdaptiveLevel", "AdaptiveStrategy"]
