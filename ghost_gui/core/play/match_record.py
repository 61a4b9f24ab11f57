"""A match kept after it is played: one frozen value of its rules, players, every round's
plays, challenges, answers and take-backs in order, how each round ended and who won.

:func:`record_of` makes it from a :class:`~ghost_gui.core.play.match.Match`'s event log, so
any finished or abandoned match can be kept; :mod:`.match_text` writes and reads it as
text (``docs/match-format.md``). Seats are 0-based here as everywhere in the core.

What the record keeps that the log does not say outright: the first mover of each round
(the player of its first action), take-backs (a ``TurnChanged`` that ends no action: the
log keeps the plays taken back, and the take-back returns to the fragment before the
person's last play), and which accepted answers were house words (a word the table
accepted that it counts from then on, rather than a word of the list).
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import TYPE_CHECKING

from ..errors import MatchRecordError, PlayProblem, RecordProblem
from ..variant_keys import VariantKey
from .match_events import (
    ChallengeAnswered,
    ChallengeMade,
    Event,
    MatchOver,
    PlayerKnockedOut,
    PlayMade,
    RoundEnded,
    TurnChanged,
)
from .plays import Play
from .rules import ChallengeKind, PlayerKind, RoundEnd, Starter

if TYPE_CHECKING:
    from .match import Match


@dataclass(frozen=True)
class RecordRules:
    """The rules a match was played by, and the word list by name and content: ``digest``
    is the list's :attr:`~ghost_gui.core.words.list_record.WordList.digest` (the SHA-256
    of its bytes, marked ``+keep-capitalized`` when those entries were kept and ``+fold-fr``
    when its letters were counted as French: ``files.digest_language``); ``path``
    where it was, for a list that is not bundled ("" when unknown). ``house_words`` and
    ``blocked_words``: the table's, in force when the match began (sorted)."""

    variant: VariantKey
    min_length: int
    word_list: str
    digest: str
    path: str = ""
    house_words: tuple[str, ...] = ()
    blocked_words: tuple[str, ...] = ()
    lives: int = 5
    next_round_starter: Starter = Starter.LOSER
    word_ends_round: bool = True
    team_up: bool = False


@dataclass(frozen=True)
class RecordedPlayer:
    name: str
    kind: PlayerKind


@dataclass(frozen=True)
class PlayStep:
    """``seat`` played ``play``, making ``fragment``."""

    seat: int
    play: Play
    fragment: str


@dataclass(frozen=True)
class ChallengeStep:
    """``seat`` challenged the player who played last (``target``)."""

    seat: int
    kind: ChallengeKind
    target: int


@dataclass(frozen=True)
class AnswerStep:
    """The challenged ``seat`` named ``word`` (None: conceded); ``accepted``: it answered
    the challenge; ``house``: the table accepted it as a house word, which the list lacks."""

    seat: int
    word: str | None
    accepted: bool
    house: bool = False


@dataclass(frozen=True)
class TakeBackStep:
    """``seat`` took back their last letter (with the computers' replies since): the
    fragment is ``fragment`` again and ``seat`` is to move."""

    seat: int
    fragment: str


Step = PlayStep | ChallengeStep | AnswerStep | TakeBackStep


@dataclass(frozen=True)
class RoundEnding:
    """How a round ended: the fields of :class:`~.match_events.RoundEnded`."""

    loser: int
    reason: RoundEnd
    word: str | None = None
    by: int | None = None
    challenger: int | None = None
    problem: PlayProblem | None = None


@dataclass(frozen=True)
class RoundRecord:
    """One round: ``seats``, the players still in, in turn order from the round's first
    mover; ``steps`` in order; ``ending`` None while the round is unfinished."""

    seats: tuple[int, ...]
    steps: tuple[Step, ...]
    ending: RoundEnding | None = None

    def standing_plays(self) -> list[tuple[PlayStep, str]]:
        """The plays that stand (those taken back left out), each with the fragment
        before it, in order."""
        line: list[tuple[PlayStep, str]] = []
        for step in self.steps:
            if isinstance(step, PlayStep):
                line.append((step, line[-1][0].fragment if line else ""))
            elif isinstance(step, TakeBackStep):
                line = line[: taken_back_from(line, step)]
        return line


@dataclass(frozen=True)
class MatchRecord:
    """A whole match: ``winner`` is None while it is unfinished; ``started`` and ``ended``
    are ISO 8601 times ("" when not known)."""

    rules: RecordRules
    players: tuple[RecordedPlayer, ...]
    rounds: tuple[RoundRecord, ...]
    winner: int | None = None
    started: str = ""
    ended: str = ""


def taken_back_from(line: list[tuple[PlayStep, str]], step: TakeBackStep) -> int:
    """Where a take-back cuts the round's standing plays: at the last play of ``step.seat``
    made from ``step.fragment`` (raises :class:`MatchRecordError` when there is none)."""
    for i in range(len(line) - 1, -1, -1):
        play, before = line[i]
        if play.seat == step.seat and before == step.fragment:
            return i
    raise MatchRecordError(
        RecordProblem.INCONSISTENT, f"player {step.seat + 1} has no letter at {step.fragment!r}"
    )


def record_of(
    match: Match,
    word_list: str,
    digest: str,
    *,
    path: str = "",
    house_words: frozenset[str] | None = None,
    blocked_words: frozenset[str] = frozenset(),
    started: datetime | None = None,
    ended: datetime | None = None,
    earlier: MatchRecord | None = None,
) -> MatchRecord:
    """The record of ``match`` from its log, which must tell it from its start (a match
    resumed from a save does not: :class:`MatchRecordError`, ``INCOMPLETE_LOG``), or from
    where ``earlier`` (the record of the same match when it was saved) ends: a resumed
    match's log goes on from there, and its record keeps the rules, players, start and
    rounds of ``earlier``. ``house_words``: the table's when the match began; by default
    the match's own, less the words accepted as answers during it. An accepted answer was
    a house word when the match counts it now and did not at the start."""
    if earlier is not None:
        return _resumed(match, earlier, ended)
    c = match.config
    accepted = {
        e.word for e in match.log if isinstance(e, ChallengeAnswered) and e.accepted and e.word
    }
    if house_words is None:
        house_words = frozenset(match.house_words - accepted)
    rules = RecordRules(
        c.variant,
        c.min_length,
        word_list,
        digest,
        path,
        tuple(sorted(house_words)),
        tuple(sorted(blocked_words)),
        c.lives,
        c.next_round_starter,
        c.word_ends_round,
        c.team_up,
    )
    players = tuple(RecordedPlayer(p.name, p.kind) for p in c.players)
    rounds = _Rounds(match, set(house_words)).read(match.log)
    return MatchRecord(
        rules,
        players,
        rounds,
        match.winner,
        "" if started is None else started.isoformat(),
        "" if ended is None else ended.isoformat(),
    )


def _resumed(match: Match, earlier: MatchRecord, ended: datetime | None) -> MatchRecord:
    if len(earlier.players) != match.players or earlier.rules.variant != match.variant.key:
        raise MatchRecordError(RecordProblem.INCONSISTENT, "the earlier record is another match")
    rounds = _Rounds(match, set(earlier.rules.house_words), earlier).read(match.log)
    return MatchRecord(
        earlier.rules,
        earlier.players,
        rounds,
        match.winner,
        earlier.started,
        "" if ended is None else ended.isoformat(),
    )


class _Rounds:
    """Reads a match's log into rounds (after ``earlier``'s, going on with its unfinished
    last round)."""

    def __init__(self, match: Match, house: set[str], earlier: MatchRecord | None = None) -> None:
        self.match = match
        self.house = house
        self.out: set[int] = set()
        self.rounds: list[RoundRecord] = []
        self.start: int | None = None
        self.steps: list[Step] = []
        self.line: list[tuple[PlayStep, str]] = []
        if earlier is not None:
            self._go_on(earlier)

    def _go_on(self, earlier: MatchRecord) -> None:
        self.rounds = list(earlier.rounds)
        lost = [0] * self.match.players
        for r in self.rounds:
            self.house |= {
                s.word for s in r.steps if isinstance(s, AnswerStep) and s.house and s.word
            }
            if r.ending is not None:
                lost[r.ending.loser] += 1
        self.out = {s for s, n in enumerate(lost) if n >= earlier.rules.lives}
        if self.rounds and self.rounds[-1].ending is None:
            last = self.rounds.pop()
            self.start, self.steps = last.seats[0], list(last.steps)
            self.line = last.standing_plays()

    def read(self, log: list[Event]) -> tuple[RoundRecord, ...]:
        after_action = False  # the next TurnChanged belongs to an action, not a take-back
        for e in log:
            if isinstance(e, PlayMade):
                self._first(e.seat)
                before = self.line[-1][0].fragment if self.line else ""
                if e.play.apply(before) != e.fragment:
                    raise MatchRecordError(
                        RecordProblem.INCOMPLETE_LOG, "the log starts inside a round"
                    )
                step = PlayStep(e.seat, e.play, e.fragment)
                self.steps.append(step)
                self.line.append((step, before))
                after_action = True
            elif isinstance(e, ChallengeMade):
                self.steps.append(ChallengeStep(e.seat, e.kind, e.target))
            elif isinstance(e, ChallengeAnswered):
                house = bool(
                    e.accepted and e.word in self.match.house_words and e.word not in self.house
                )
                if house and e.word:
                    self.house.add(e.word)
                self.steps.append(AnswerStep(e.seat, e.word, e.accepted, house))
            elif isinstance(e, RoundEnded):
                self._first(e.loser)  # a round resigned before any play
                self._end(e)
                after_action = True
            elif isinstance(e, PlayerKnockedOut):
                self.out.add(e.seat)
            elif isinstance(e, TurnChanged):
                if after_action:
                    if self.start is None and not self.steps:
                        self.start = e.seat  # the next round's first mover
                else:
                    self._take_back(e.seat)
                after_action = False
            elif isinstance(e, MatchOver):
                pass
        if self.steps:
            self._close(None)
        return tuple(self.rounds)

    def _first(self, seat: int) -> None:
        if self.start is None:
            self.start = seat

    def _take_back(self, seat: int) -> None:
        humans = [
            i
            for i, (s, _) in enumerate(self.line)
            if self.match.config.players[s.seat].kind is PlayerKind.HUMAN
        ]
        if not humans or self.line[humans[-1]][0].seat != seat:
            raise MatchRecordError(RecordProblem.INCOMPLETE_LOG, "a take-back of no letter")
        before = self.line[humans[-1]][1]
        self.line = self.line[: humans[-1]]
        self.steps.append(TakeBackStep(seat, before))

    def _end(self, e: RoundEnded) -> None:
        self._close(RoundEnding(e.loser, e.reason, e.word, e.by, e.challenger, e.problem))

    def _close(self, ending: RoundEnding | None) -> None:
        n = self.match.players
        start = 0 if self.start is None else self.start
        seats = tuple(s for s in ((start + i) % n for i in range(n)) if s not in self.out)
        self.rounds.append(RoundRecord(seats, tuple(self.steps), ending))
        self.start, self.steps, self.line = None, [], []
