"""``review``: a kept match (``docs/match-format.md``) printed with a verdict on every play
from perfect play, as text or as one JSON object (``docs/core-api.md`` has its shape: the
review's ``rules``, ``rounds`` and ``summary``). A match whose word list cannot be found
(or has changed) is printed all the same, its plays unjudged, with a note saying why."""

from __future__ import annotations

import argparse
import json
from typing import Any

from ..core.alphabets import capitals
from ..core.analysis.review import MatchReview, ReviewGap, ReviewVerdict, review
from ..core.errors import MatchRecordError
from ..core.play.match_record import MatchRecord, RoundEnding
from ..core.play.match_text import MAX_RECORD_BYTES, read_match
from ..core.play.rules import RoundEnd
from ..core.variant_keys import VARIANT_NAMES
from .arguments import UsageError
from .terminal import shown

#: why a review gives no verdicts, as the command line says it
GAP_NOTES = {
    ReviewGap.LIST_NOT_FOUND: "the word list {0} was not found (neither bundled nor where it "
    "was): the plays are not judged; give it with --wordlist FILE",
    ReviewGap.LIST_CHANGED: "the word list {0} has changed since the match (its content hash "
    "differs): the plays are not judged",
    ReviewGap.LIST_UNUSABLE: "the word list {0} cannot be used now: the plays are not judged",
    ReviewGap.WORDS_DO_NOT_END_ROUND: "completed words did not end the round in this match, "
    "and perfect play here assumes they do: the plays are not judged",
}
VERDICT_WORDS = {
    ReviewVerdict.KEPT: "kept",
    ReviewVerdict.THREW_AWAY: "threw the win away",
    ReviewVerdict.LOST: "already lost",
    ReviewVerdict.GAVE_UP: "gave up sooner than it had to",
    ReviewVerdict.FORCED: "forced",
}


def read_record(path: str) -> MatchRecord:
    """The record in the file ``path``; a :class:`UsageError` naming the file otherwise."""
    try:
        with open(path, "rb") as fh:
            data = fh.read(MAX_RECORD_BYTES + 1)
    except OSError as exc:
        raise UsageError(f"cannot read match file {path}: {exc.strerror or exc}") from None
    try:
        return read_match(data)
    except MatchRecordError as exc:
        raise UsageError(f"{path}: {exc}") from None


def review_command(args: argparse.Namespace) -> str:
    record = read_record(args.matchfile)
    done = review(record, word_list=args.wordlist, use_cache=not args.no_cache)
    return json.dumps(review_json(done), ensure_ascii=False) if args.json else review_text(done)


def notes(done: MatchReview) -> list[str]:
    name = shown(done.record.rules.word_list)
    return [GAP_NOTES[g].format(name) for g in done.gaps]


def _upper(letters: str) -> str:
    return capitals(letters) or "-"


def review_json(done: MatchReview) -> dict[str, Any]:
    """The one object ``review --json`` prints."""
    rec = done.record
    r = rec.rules
    names = [p.name for p in rec.players]

    def name(seat: int | None) -> str | None:
        return None if seat is None else names[seat]

    rounds = []
    for rnd in done.rounds:
        e = rnd.ending
        rounds.append(
            {
                "players": [names[s] for s in rnd.seats],
                "plays": [
                    {
                        "player": names[p.seat],
                        "letters": p.fragment,
                        "verdict": None if p.verdict is None else str(p.verdict),
                        "better": list(p.better),
                    }
                    for p in rnd.plays
                ],
                "taken_back": rnd.taken_back,
                "end": None
                if e is None
                else {
                    "loser": names[e.loser],
                    "reason": e.reason.value,
                    "word": e.word,
                    "by": name(e.by),
                    "challenger": name(e.challenger),
                },
            }
        )
    return {
        "rules": {
            "variant": str(r.variant),
            "min_length": r.min_length,
            "word_list": r.word_list,
            "digest": r.digest,
            "house_words": list(r.house_words),
            "blocked_words": list(r.blocked_words),
            "lives": r.lives,
            "next_round_starter": str(r.next_round_starter),
            "word_ends_round": r.word_ends_round,
            "team_up": r.team_up,
        },
        "players": [{"name": p.name, "kind": str(p.kind)} for p in rec.players],
        "winner": name(rec.winner),
        "started": rec.started or None,
        "ended": rec.ended or None,
        "rounds": rounds,
        "summary": [
            {
                "player": names[s.seat],
                "plays": s.plays,
                "wins_thrown_away": s.thrown_away,
                "accuracy": None if s.accuracy is None else round(s.accuracy, 4),
            }
            for s in done.summary
        ],
        "unavailable": [str(g) for g in done.gaps],
        "notes": notes(done),
    }


def review_text(done: MatchReview) -> str:
    rec = done.record
    r = rec.rules
    names = [shown(p.name) for p in rec.players]
    out = [
        f"{VARIANT_NAMES[r.variant]}, minimum length {r.min_length}, word list "
        f"{shown(r.word_list)}, {r.lives} {'life' if r.lives == 1 else 'lives'}",
        "Players: " + ", ".join(f"{n} ({p.kind})" for n, p in zip(names, rec.players)),
        f"Winner: {names[rec.winner]}" if rec.winner is not None else "Unfinished",
    ]
    out += [f"Note: {n}" for n in notes(done)]
    width = max(len(n) for n in names)
    for i, rnd in enumerate(done.rounds):
        out += ["", f"Round {i + 1}: " + ", ".join(names[s] for s in rnd.seats)]
        for p in rnd.plays:
            line = f"  {names[p.seat]:<{width}}  {_upper(p.fragment)}"
            if p.verdict is not None:
                line = f"{line:<{width + 14}}  {VERDICT_WORDS[p.verdict]}"
            if p.better:
                line += "; better: " + ", ".join(map(_upper, p.better))
            elif p.verdict is ReviewVerdict.THREW_AWAY:  # no word went like it: see review.py
                line += "; a challenge would have won"
            if p.line:
                line += "; perfect play: " + " ".join(map(_upper, p.line))
            out.append(line)
        if rnd.taken_back:
            out.append(f"  ({rnd.taken_back} taken back)")
        if rnd.ending is not None:
            out.append("  " + ending_text(rnd.ending, names))
    out += ["", "Summary:"]
    for s in done.summary:
        accuracy = "" if s.accuracy is None else f", accuracy {round(100 * s.accuracy)}%"
        wins = "win" if s.thrown_away == 1 else "wins"
        out.append(
            f"  {names[s.seat]}: {s.plays} plays judged, {s.thrown_away} {wins} thrown away{accuracy}"
        )
    return "\n".join(out)


def ending_text(e: RoundEnding, names: list[str]) -> str:
    loser = names[e.loser]
    word = _upper(e.word) if e.word else ""
    if e.reason is RoundEnd.WORD_COMPLETED:
        by = names[e.by] if e.by is not None else loser
        return f"{loser} loses the round: {by} completed {word}"
    if e.reason is RoundEnd.RESIGNED:
        return f"{loser} resigned the round"
    challenger = names[e.challenger] if e.challenger is not None else "?"
    if e.reason is RoundEnd.CHALLENGE_WON:
        why = f" ({word}: {e.problem})" if e.problem else ""
        return f"{loser} loses the round: {challenger}'s challenge was right{why}"
    named = f"; {names[e.by]} named {word}" if e.by is not None and word else ""
    return f"{loser} loses the round: the challenge was wrong{named}"
