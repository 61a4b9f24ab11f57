"""Reading the rounds of a match record's text (see :mod:`.match_text` and
``docs/match-format.md``), and checking them as the match's rules allow without the word
list: turns in order round the players still in, each fragment made by its play, challenges
against the last player and answered by them, take-backs of a person's last letter, each
round's end fitting its last action, knock-outs from the lost rounds and the lives, and
the match over exactly when one player (or the computers' team) is left."""

from __future__ import annotations

import json
import re

from ..errors import IllegalPlayError, MatchRecordError, PlayProblem, RecordProblem
from .match_record import (
    AnswerStep,
    ChallengeStep,
    MatchRecord,
    PlayStep,
    RoundEnding,
    RoundRecord,
    Step,
    TakeBackStep,
    taken_back_from,
)
from .plays import Play, Side
from .rules import ChallengeKind, PlayerKind, RoundEnd
from .variants import pool_of, variant_by_key

_QUOTED = r'"(?:[^"\\]|\\.)*"'
_HEADER = re.compile(r"round ([1-9][0-9]*): ([1-9][0-9]*(?: [1-9][0-9]*)*)")
_STEP = re.compile(r"([1-9][0-9]*) (.+)")
_PLAY = re.compile(r"(~?)(?:\+(\w)|(\w)\+|(\w)@(0|[1-9][0-9]*)) (-|\w+)")
_ANSWER = re.compile(rf"answer (?:-|({_QUOTED}) (right|wrong|house))")
_END = re.compile(
    rf"end ([1-9][0-9]*) (\w+)(?: word ({_QUOTED}))?(?: by ([1-9][0-9]*))?"
    r"(?: challenger ([1-9][0-9]*))?(?: problem (\w+))?"
)


def _bad(detail: str, line: int, problem: RecordProblem = RecordProblem.INCONSISTENT) -> None:
    raise MatchRecordError(problem, detail, line)


class _Round:
    """One round being read: its steps, the plays that stand, a challenge waiting."""

    def __init__(self, record: MatchRecord, seats: tuple[int, ...]) -> None:
        self.record = record
        self.variant = variant_by_key(record.rules.variant)
        self.seats = seats
        self.steps: list[Step] = []
        self.line: list[tuple[PlayStep, str]] = []
        self.challenge: ChallengeStep | None = None
        self.answer: AnswerStep | None = None

    @property
    def fragment(self) -> str:
        return self.line[-1][0].fragment if self.line else ""

    @property
    def mover(self) -> int:
        return self.seats[len(self.line) % len(self.seats)]

    def step(self, seat: int, rest: str, n: int) -> None:
        if seat not in self.seats:
            _bad(f"player {seat + 1} is not in this round", n)
        if self.answer is not None or (
            self.challenge is not None and not rest.startswith("answer ")
        ):
            _bad("an action after a challenge before the round's end", n)
        if rest.startswith("challenge "):
            self._challenge(seat, rest.removeprefix("challenge "), n)
        elif rest.startswith("answer "):
            self._answer(seat, rest, n)
        elif rest.startswith("takeback "):
            self._take_back(seat, rest.removeprefix("takeback "), n)
        else:
            self._play(seat, rest, n)

    def _play(self, seat: int, rest: str, n: int) -> None:
        m = _PLAY.fullmatch(rest)
        if m is None or not (m[6] == "-" or m[6].isalpha()):
            _bad(repr(rest[:40]), n, RecordProblem.BAD_LINE)
            return
        turn, right, left, inside, at, after = m.groups()
        after = "" if after == "-" else after
        if right:
            play = Play(right, Side.RIGHT, bool(turn))
        elif left:
            play = Play(left, Side.LEFT, bool(turn))
        else:
            play = Play(inside, Side.RIGHT, bool(turn), int(at))
        if seat != self.mover:
            _bad(f"player {seat + 1} plays out of turn", n)
        try:
            self.variant.check_play(self.fragment, play)
        except IllegalPlayError:
            _bad(f"{rest!r} breaks the rules of {self.variant.key}", n)
        if not play.letter.isalpha() or play.apply(self.fragment) != after:
            _bad(f"{rest!r} does not make that fragment", n)
        step = PlayStep(seat, play, after)
        self.line.append((step, self.fragment))
        self.steps.append(step)

    def _challenge(self, seat: int, kind: str, n: int) -> None:
        if kind not in tuple(ChallengeKind):
            _bad(f"challenge {kind!r}", n, RecordProblem.BAD_LINE)
        if seat != self.mover or not self.line:
            _bad(f"player {seat + 1} cannot challenge now", n)
        self.challenge = ChallengeStep(seat, ChallengeKind(kind), self.line[-1][0].seat)
        self.steps.append(self.challenge)

    def _answer(self, seat: int, rest: str, n: int) -> None:
        m = _ANSWER.fullmatch(rest)
        if m is None:
            _bad(repr(rest[:40]), n, RecordProblem.BAD_LINE)
            return
        c = self.challenge
        if c is None or c.kind is not ChallengeKind.NO_WORD or seat != c.target:
            _bad(f"player {seat + 1} answers no challenge", n)
        word, how = m.groups()
        self.answer = AnswerStep(
            seat,
            None if word is None else _text(word, n),
            how in ("right", "house"),
            how == "house",
        )
        self.steps.append(self.answer)

    def _take_back(self, seat: int, fragment: str, n: int) -> None:
        kinds = [p.kind for p in self.record.players]
        step = TakeBackStep(seat, "" if fragment == "-" else fragment)
        try:
            cut = taken_back_from(self.line, step)
        except MatchRecordError as exc:
            raise MatchRecordError(exc.problem, exc.detail, n) from None
        if kinds[seat] is not PlayerKind.HUMAN or any(
            kinds[p.seat] is PlayerKind.HUMAN for p, _ in self.line[cut + 1 :]
        ):
            _bad(f"player {seat + 1} cannot take that back", n)
        self.line = self.line[:cut]
        self.steps.append(step)

    def made(self, word: str | None, fragment: str) -> bool:
        """Is ``word`` the word completed at ``fragment``: the fragment itself, or in Anaghost
        a word of its letters (a record written before the word was kept holds the letters)."""
        return word == fragment or (
            self.variant.pool and word is not None and pool_of(word) == fragment
        )

    def end(self, text: str, n: int) -> RoundEnding:
        m = _END.fullmatch(text)
        if m is None or m[2] not in {r.value for r in RoundEnd}:
            raise MatchRecordError(RecordProblem.BAD_LINE, repr(text[:40]), n)
        if m[6] is not None and m[6] not in tuple(PlayProblem):
            _bad(f"problem {m[6]!r}", n, RecordProblem.BAD_LINE)
        seats = [None if x is None else int(x) - 1 for x in (m[1], m[4], m[5])]
        if any(s is not None and s not in self.seats for s in seats):
            _bad("a player who is not in this round", n)
        loser, by, challenger = seats
        assert loser is not None
        e = RoundEnding(
            loser,
            RoundEnd(m[2]),
            None if m[3] is None else _text(m[3], n),
            by,
            challenger,
            None if m[6] is None else PlayProblem(m[6]),
        )
        last = self.steps[-1] if self.steps else None
        c = self.challenge
        if e.reason is RoundEnd.WORD_COMPLETED:
            ok = isinstance(last, PlayStep) and by == last.seat and self.made(e.word, last.fragment)
        elif e.reason is RoundEnd.RESIGNED:
            ok = c is None and loser == self.mover and e.word == (self.fragment or None)
        else:
            ok = (
                c is not None
                and challenger == c.seat
                and (c.kind is ChallengeKind.WORD) == (self.answer is None)
                and (e.reason is RoundEnd.CHALLENGE_LOST) == (loser == c.seat)
            )
        if not ok:
            _bad(f"the round cannot end so: {text[:60]!r}", n)
        return e


def _text(quoted: str, n: int) -> str:
    try:
        value = json.loads(quoted)
    except ValueError:
        value = None
    if not isinstance(value, str):
        raise MatchRecordError(RecordProblem.BAD_VALUE, quoted[:40], n)
    return value


def read_rounds(
    record: MatchRecord, lines: list[str], start: int
) -> tuple[tuple[RoundRecord, ...], int | None]:
    """The rounds from ``lines[start:]`` (each after a blank line), and the winner when
    the rounds end the match."""
    players = len(record.players)
    kinds = [p.kind for p in record.players]
    lost = [0] * players
    out: set[int] = set()
    winner: int | None = None
    rounds: list[RoundRecord] = []
    i = start
    while i < len(lines):
        if lines[i] or i + 1 >= len(lines):
            _bad(repr(lines[i][:40]), i + 1, RecordProblem.BAD_LINE)
        i += 1
        head = _HEADER.fullmatch(lines[i])
        if head is None or int(head[1]) != len(rounds) + 1:
            raise MatchRecordError(RecordProblem.BAD_LINE, repr(lines[i][:40]), i + 1)
        if winner is not None or (rounds and rounds[-1].ending is None):
            _bad("a round after the match or its last round", i + 1)
        seats = tuple(int(s) - 1 for s in head[2].split(" "))
        alive = [s for s in range(players) if s not in out]
        first = seats[0]
        if first not in alive or seats != tuple(
            alive[alive.index(first) :] + alive[: alive.index(first)]
        ):
            _bad(f"round {head[1]} is not played by the players still in", i + 1)
        rnd = _Round(record, seats)
        ending = None
        i += 1
        while i < len(lines) and lines[i] and ending is None:
            if lines[i].startswith("end "):
                ending = rnd.end(lines[i], i + 1)
            else:
                step = _STEP.fullmatch(lines[i])
                if step is None:
                    raise MatchRecordError(RecordProblem.BAD_LINE, repr(lines[i][:40]), i + 1)
                rnd.step(int(step[1]) - 1, step[2], i + 1)
            i += 1
        rounds.append(RoundRecord(seats, tuple(rnd.steps), ending))
        if ending is None:
            continue
        lost[ending.loser] += 1
        if lost[ending.loser] >= record.rules.lives:
            out.add(ending.loser)
        alive = [s for s in range(players) if s not in out]
        teamed = (
            record.rules.team_up
            and any(k.is_computer for k in kinds)
            and not all(k.is_computer for k in kinds)
        )
        if len(alive) == 1 or (teamed and all(kinds[s].is_computer for s in alive)):
            winner = min(alive, key=lambda s: (lost[s], s))
    return tuple(rounds), winner
