"""A match record as plain text, in the spirit of PGN: tag lines, then the rounds, one
action a line. :func:`write_match` writes it, :func:`read_match` reads and checks it
(:class:`MatchRecordError` with a :class:`RecordProblem` for anything malformed); writing
what was read gives the same text. The grammar is ``docs/match-format.md``.

Seats are 1-based in the text, 0-based in the record. Names, words and dates are quoted
as JSON strings (so any name survives, quotes and line breaks included); letters and
fragments, which are letters only, are bare (``-`` for the empty fragment).
"""

from __future__ import annotations

import json
import re
from datetime import datetime

from ..errors import MatchRecordError, RecordProblem
from ..variant_keys import VariantKey
from ..words.files import MAX_PLAYERS
from .match_reading import read_rounds
from .match_record import (
    AnswerStep,
    ChallengeStep,
    MatchRecord,
    PlayStep,
    RecordedPlayer,
    RecordRules,
    RoundRecord,
    Step,
)
from .plays import Play, Side
from .rules import MAX_LIVES, PlayerKind, Starter

#: the first line of every record: the format and its version
FORMAT = "ghost-match 1"
#: the most bytes a record may have (a long evening is a few tens of kilobytes)
MAX_RECORD_BYTES = 4 * 1024 * 1024

_TAG = re.compile(r'\[([A-Za-z][A-Za-z0-9]*)((?: "(?:[^"\\]|\\.)*")+)\]')
_VALUE = re.compile(r' ("(?:[^"\\]|\\.)*")')
_RULE_TAGS = (
    "Format",
    "Variant",
    "MinLength",
    "WordList",
    "WordListPath",
    "HouseWords",
    "BlockedWords",
    "Lives",
    "NextRound",
    "WordEndsRound",
    "TeamUp",
)
_LATE_TAGS = ("Date", "Ended", "Winner")
_REQUIRED = {"Format", "Variant", "MinLength", "WordList", "Lives", "NextRound"}
_REQUIRED |= {"WordEndsRound", "TeamUp", "Player1", "Player2"}


def quoted(text: str) -> str:
    return json.dumps(text, ensure_ascii=False)


def fragment_token(fragment: str) -> str:
    return fragment or "-"


def play_token(play: Play) -> str:
    """``+c`` (at the right end), ``c+`` (at the left end), ``c@2`` (before the letter
    number 2, counted from 0); ``~`` first when the fragment was reversed."""
    turn = "~" if play.reverse else ""
    if play.at is not None:
        return f"{turn}{play.letter}@{play.at}"
    return f"{turn}+{play.letter}" if play.side is Side.RIGHT else f"{turn}{play.letter}+"


def step_line(step: Step) -> str:
    seat = step.seat + 1
    if isinstance(step, PlayStep):
        return f"{seat} {play_token(step.play)} {fragment_token(step.fragment)}"
    if isinstance(step, ChallengeStep):
        return f"{seat} challenge {step.kind}"
    if isinstance(step, AnswerStep):
        if step.word is None:
            return f"{seat} answer -"
        how = "house" if step.house else "right" if step.accepted else "wrong"
        return f"{seat} answer {quoted(step.word)} {how}"
    return f"{seat} takeback {fragment_token(step.fragment)}"


def round_lines(number: int, r: RoundRecord) -> list[str]:
    lines = [f"round {number}: " + " ".join(str(s + 1) for s in r.seats)]
    lines += [step_line(s) for s in r.steps]
    e = r.ending
    if e is not None:
        end = f"end {e.loser + 1} {e.reason.value}"
        if e.word is not None:
            end += f" word {quoted(e.word)}"
        if e.by is not None:
            end += f" by {e.by + 1}"
        if e.challenger is not None:
            end += f" challenger {e.challenger + 1}"
        if e.problem is not None:
            end += f" problem {e.problem}"
        lines.append(end)
    return lines


def _yes(flag: bool) -> str:
    return "yes" if flag else "no"


def write_match(record: MatchRecord) -> str:
    """The record as text (see ``docs/match-format.md``), ending with a line break."""
    r = record.rules

    def tag(name: str, *values: str) -> str:
        return f"[{name} {' '.join(quoted(v) for v in values)}]"

    lines = [
        tag("Format", FORMAT),
        tag("Variant", str(r.variant)),
        tag("MinLength", str(r.min_length)),
        tag("WordList", r.word_list, r.digest),
    ]
    if r.path:
        lines.append(tag("WordListPath", r.path))
    if r.house_words:
        lines.append(tag("HouseWords", " ".join(r.house_words)))
    if r.blocked_words:
        lines.append(tag("BlockedWords", " ".join(r.blocked_words)))
    lines += [
        tag("Lives", str(r.lives)),
        tag("NextRound", str(r.next_round_starter)),
        tag("WordEndsRound", _yes(r.word_ends_round)),
        tag("TeamUp", _yes(r.team_up)),
    ]
    names = [p.name for p in record.players]
    lines += [tag(f"Player{i + 1}", p.name, str(p.kind)) for i, p in enumerate(record.players)]
    if record.started:
        lines.append(tag("Date", record.started))
    if record.ended:
        lines.append(tag("Ended", record.ended))
    w = record.winner
    if w is not None:
        name = names[w]
        lines.append(
            tag("Winner", name) if names.count(name) == 1 else tag("Winner", name, str(w + 1))
        )
    for i, rnd in enumerate(record.rounds):
        lines.append("")
        lines += round_lines(i + 1, rnd)
    return "\n".join(lines) + "\n"


def read_match(text: str | bytes) -> MatchRecord:
    """The record a text holds, checked: :class:`MatchRecordError` for anything that is
    not a record as :func:`write_match` writes one."""
    if isinstance(text, bytes):
        if len(text) > MAX_RECORD_BYTES:
            raise MatchRecordError(RecordProblem.NOT_TEXT, "larger than a match record can be")
        try:
            text = text.decode("utf-8")
        except UnicodeDecodeError:
            raise MatchRecordError(RecordProblem.NOT_TEXT, "not UTF-8 text") from None
    if "\0" in text or len(text) > MAX_RECORD_BYTES:
        raise MatchRecordError(RecordProblem.NOT_TEXT, "not a text file")
    text = text.replace("\r\n", "\n").removesuffix("\n") + "\n"  # as editors may save it
    lines = text.removesuffix("\n").split("\n")
    tags: dict[str, tuple[list[str], int]] = {}
    n = 0
    while n < len(lines) and lines[n]:
        m = _TAG.fullmatch(lines[n])
        if m is None:
            raise MatchRecordError(RecordProblem.BAD_LINE, repr(lines[n][:40]), n + 1)
        name = m.group(1)
        if name in tags or not _known(name):
            raise MatchRecordError(RecordProblem.UNKNOWN_TAG, name, n + 1)
        try:
            tags[name] = ([json.loads(v) for v in _VALUE.findall(m.group(2))], n + 1)
        except ValueError:
            raise MatchRecordError(RecordProblem.BAD_VALUE, name, n + 1) from None
        n += 1
    record = _header(tags)
    rounds, winner = read_rounds(record, lines, n)
    if winner != record.winner:
        raise MatchRecordError(RecordProblem.INCONSISTENT, "the winner does not match the rounds")
    out = MatchRecord(record.rules, record.players, rounds, winner, record.started, record.ended)
    if write_match(out) != text:  # any other spacing or order of what is right
        raise MatchRecordError(RecordProblem.BAD_LINE, "not written as the format writes it")
    return out


def _known(name: str) -> bool:
    if name in _RULE_TAGS or name in _LATE_TAGS:
        return True
    seat = name.removeprefix("Player")
    return seat != name and seat.isdigit() and str(int(seat)) == seat and 1 <= int(seat)


def _header(tags: dict[str, tuple[list[str], int]]) -> MatchRecord:
    missing = sorted(_REQUIRED - set(tags))
    if missing:
        raise MatchRecordError(RecordProblem.MISSING_TAG, missing[0])

    def values(name: str, count: int, optional: bool = False) -> list[str]:
        got, line = tags.get(name, ([""] * count, 0) if optional else ([], 0))
        if len(got) != count:
            raise MatchRecordError(RecordProblem.BAD_VALUE, f"{name} has {len(got)} values", line)
        return got

    def one(name: str, choices: tuple[str, ...] = (), optional: bool = False) -> str:
        value = values(name, 1, optional)[0]
        if choices and value not in choices:
            raise MatchRecordError(RecordProblem.BAD_VALUE, f"{name} {value!r}", tags[name][1])
        return value

    def number(name: str, low: int, high: int) -> int:
        v = one(name)
        if not (v.isdigit() and v.isascii() and str(int(v)) == v and low <= int(v) <= high):
            raise MatchRecordError(RecordProblem.BAD_VALUE, f"{name} {v!r}", tags[name][1])
        return int(v)

    def words(name: str) -> tuple[str, ...]:
        v = one(name, optional=True)
        got = tuple(v.split(" ")) if v else ()
        if any(not w.isalpha() for w in got) or list(got) != sorted(set(got)):
            raise MatchRecordError(RecordProblem.BAD_VALUE, name, tags[name][1])
        return got

    def date(name: str) -> str:
        v = one(name, optional=True)
        try:
            ok = not v or datetime.fromisoformat(v).isoformat() == v
        except ValueError:
            ok = False
        if not ok:
            raise MatchRecordError(RecordProblem.BAD_VALUE, f"{name} {v!r}", tags[name][1])
        return v

    one("Format", (FORMAT,))
    yes_no = ("yes", "no")
    name, digest = values("WordList", 2)
    rules = RecordRules(
        VariantKey(one("Variant", tuple(VariantKey))),
        number("MinLength", 1, 1000),
        name,
        digest,
        one("WordListPath", optional=True),
        words("HouseWords"),
        words("BlockedWords"),
        number("Lives", 1, MAX_LIVES),
        Starter(one("NextRound", tuple(Starter))),
        one("WordEndsRound", yes_no) == "yes",
        one("TeamUp", yes_no) == "yes",
    )
    seats = sorted(int(t.removeprefix("Player")) for t in tags if t.startswith("Player"))
    if seats != list(range(1, len(seats) + 1)) or len(seats) > MAX_PLAYERS:
        raise MatchRecordError(RecordProblem.BAD_VALUE, f"players {seats}")
    players = []
    for s in seats:
        player, kind = values(f"Player{s}", 2)
        if kind not in tuple(PlayerKind):
            raise MatchRecordError(RecordProblem.BAD_VALUE, f"kind {kind!r}", tags[f"Player{s}"][1])
        players.append(RecordedPlayer(player, PlayerKind(kind)))
    return MatchRecord(
        rules,
        tuple(players),
        (),
        _winner(tags, [p.name for p in players]),
        date("Date"),
        date("Ended"),
    )


def _winner(tags: dict[str, tuple[list[str], int]], names: list[str]) -> int | None:
    if "Winner" not in tags:
        return None
    got, line = tags["Winner"]
    if len(got) == 1 and names.count(got[0]) == 1:
        return names.index(got[0])
    if len(got) == 2 and got[1].isdigit() and got[1].isascii():
        seat = int(got[1]) - 1
        if 0 <= seat < len(names) and names[seat] == got[0] and names.count(got[0]) > 1:
            return seat
    raise MatchRecordError(RecordProblem.BAD_VALUE, f"Winner {got!r}", line)
