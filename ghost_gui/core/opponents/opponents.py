"""The computer players by kind: the one place that knows every kind, and so the one module
that imports the strategies, the adaptive player and the learner (none of them imports it)."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from ..errors import UnknownNameError
from ..passes import Progress
from ..play.rules import PlayerKind
from ..solving.solver import Solver
from .strategies import (
    LEVELS,
    EvilStrategy,
    HumanLikeStrategy,
    PerfectStrategy,
    RandomStrategy,
    Strategy,
)

if TYPE_CHECKING:
    from ..play.variants import Variant
    from ..solving.solver_set import SolverSet
    from ..words.lexicon import Lexicon


#: the computer players' kinds: the rules' list (:class:`PlayerKind`) without the person
KINDS = tuple(k for k in PlayerKind if k.is_computer)


def make_strategy(
    kind: PlayerKind,
    lexicon: Lexicon,
    variant: Variant,
    players: int,
    rng: random.Random,
    solver: Solver | None = None,
    frequency_ranks: tuple[str, ...] | None = None,
    *,
    memory: object = None,
    list_key: str | None = None,
    strength: float | None = None,
    solvers: SolverSet | None = None,
    progress: Progress | None = None,
    sense_later: bool = False,
) -> Strategy:
    """The computer player of a kind (:data:`KINDS`). ``solver`` (solved, for this lexicon,
    variant and player count) saves the perfect and adaptive players a solve;
    ``frequency_ranks`` (most frequent first) is what the human-like levels and the learner
    know at first. The learner remembers in ``memory`` (a ``LearnerMemory``; one in memory
    only when None) under ``list_key``; the adaptive player starts at ``strength``.
    ``solvers`` (whose first is ``solver``) gives the perfect and adaptive players the
    games of the players still in after a knock-out. ``progress`` hears how far the slow
    part of getting a human-like level ready is (its letter sense, on a large list); with
    ``sense_later`` that is left until first needed (``HumanLikeStrategy.get_ready``).
    Raises ``ValueError`` for an unknown kind (and for "human")."""
    if kind in (PlayerKind.PERFECT, PlayerKind.ADAPTIVE) and solver is None:
        solver = Solver(lexicon, variant, players).solve()
    if kind == PlayerKind.PERFECT:
        assert solver is not None
        return PerfectStrategy(solver, rng, solvers)
    if kind == PlayerKind.ADAPTIVE:
        from .adaptive import AdaptiveLevel, AdaptiveStrategy

        assert solver is not None
        level = (
            AdaptiveLevel()
            if strength is None
            else AdaptiveLevel(strength=strength, start=strength)
        )
        return AdaptiveStrategy(solver, rng, level, solvers)
    if kind == PlayerKind.LEARNER:
        from .learner import LearnerMemory, LearnerStrategy

        if not isinstance(memory, LearnerMemory):
            raise TypeError("a learner needs a LearnerMemory")
        return LearnerStrategy(lexicon, variant, players, rng, memory, frequency_ranks, list_key)
    if kind == PlayerKind.RANDOM:
        return RandomStrategy(rng)
    if kind == PlayerKind.EVIL:
        return EvilStrategy(rng)
    if kind in LEVELS:
        return HumanLikeStrategy(
            kind, lexicon, variant, players, rng, frequency_ranks, progress, sense_later=sense_later
        )
    raise UnknownNameError("computer player", kind, list(KINDS))
