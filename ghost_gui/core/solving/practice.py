"""Practice mode's judgement of a play against perfect play, and its running score."""

from __future__ import annotations

import enum
from dataclasses import dataclass

from ..play.plays import Play
from .solver import Solver


class VerdictKind(enum.StrEnum):
    #: the play keeps the player out of the losers
    GOOD = "good"
    #: the position was won and the play threw the win away
    BLUNDER = "blunder"
    #: the position was already lost before the play, and the play holds out as long as
    #: any (counted as perfect: nothing was lost)
    LOST = "lost"
    #: the position was already lost, and the play gives up sooner than it must: another
    #: would have kept the game going longer (not perfect)
    GAVE_UP = "gave_up"


@dataclass(frozen=True)
class Verdict:
    """What practice mode says about a play."""

    kind: VerdictKind
    play: Play
    #: the fragment after the play
    fragment: str
    #: the winning plays (or, when there were none, the plays that hold out longest)
    alternatives: tuple[Play, ...]
    #: fragments of the line perfect play forces after the play
    line: tuple[str, ...]
    #: share of perfect plays so far, 0..1
    score: float
    #: the fragment before the play (the alternatives are played from it)
    before: str = ""


class Practice:
    """Judges a player's plays and keeps the share that were perfect. ``judge`` returns
    None for a play from a fragment the solver does not know (a bluff was played).
    ``take_back`` forgets the judgement of a play that was undone.

    The line shown is :meth:`Solver.line`, the line the perfect computer player follows
    (see ``PerfectStrategy``): against perfect opponents it is the game that will be played
    if you follow it."""

    def __init__(self, solver: Solver) -> None:
        self.solver = solver
        #: (fragment before, perfect?) of every play judged, in order
        self.record: list[tuple[str, bool]] = []

    @property
    def judged(self) -> int:
        return len(self.record)

    @property
    def perfect(self) -> int:
        return sum(ok for _, ok in self.record)

    def score(self) -> float:
        return self.perfect / self.judged if self.record else 1.0

    def take_back(self, before: str) -> bool:
        """The play made at ``before`` was undone: it no longer counts. False when the
        last judged play was made elsewhere (nothing is forgotten)."""
        if self.record and self.record[-1][0] == before:
            self.record.pop()
            return True
        return False

    def judge(self, before: str, play: Play, solver: Solver | None = None) -> Verdict | None:
        """``solver``: the game of the players still in, when someone has been knocked out
        (the mover at ``before`` is the ``len(before) % k``-th of them from the round's
        first mover); by default :attr:`solver`, the game of all the seats."""
        solver = solver if solver is not None else self.solver
        if solver.losers(before) is None:
            return None
        seat_bit = 1 << solver.mover(before)
        after = play.apply(before)
        was_won = solver.is_won(before)
        child = solver.losers(after)
        good = child is not None and not child & seat_bit
        alternatives = (
            tuple(solver.winning_plays(before)) if was_won else tuple(solver.longest_plays(before))
        )
        if good:
            kind = VerdictKind.GOOD
        elif was_won:
            kind = VerdictKind.BLUNDER
        else:  # lost anyway: perfect play holds out longest (the longest hold-outs)
            # compared by the fragments they make: in Xghost a letter between two of the same
            # letters makes what it makes at an end, whichever place the player chose
            held_out = {p.apply(before) for p in alternatives}
            kind = VerdictKind.LOST if after in held_out else VerdictKind.GAVE_UP
        self.record.append((before, kind in (VerdictKind.GOOD, VerdictKind.LOST)))
        line = tuple(f for _, f in solver.line(after)) if child is not None else ()
        return Verdict(kind, play, after, alternatives, line, self.score(), before)
