"""The saved form of a match: versioned JSON, checked field by field and for consistency,
so that a damaged or foreign save is refused with :class:`SaveFileError`, never half-loaded."""

from __future__ import annotations

import copy
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..errors import IllegalPlayError, MatchError, SaveFileError
from .plays import Play
from .rules import ChallengeKind, MatchConfig, as_int, as_list, as_text

if TYPE_CHECKING:
    from ..words.lexicon import Lexicon
    from .match import Match
    from .variants import Variant

SAVE_VERSION = 1


@dataclass(frozen=True)
class MatchSave:
    """A match as saved, as one value the game passes along until its list has loaded.
    Its JSON (:func:`match_to_json`'s) is held here and read only here: it is checked in
    full, against the list's lexicon and variant, when the match is :meth:`restore`-d."""

    _json: dict[str, Any]

    @classmethod
    def of(cls, m: Match) -> MatchSave:
        return cls(match_to_json(m))

    @classmethod
    def from_json(cls, data: Any) -> MatchSave:
        """Raises :class:`SaveFileError` when ``data`` is not an object (the rest is checked
        by :meth:`config` and :meth:`restore`)."""
        if not isinstance(data, dict):
            raise SaveFileError("not a saved match")
        return cls(copy.deepcopy(data))  # nobody else's to change

    def to_json(self) -> dict[str, Any]:
        return copy.deepcopy(self._json)

    def config(self) -> MatchConfig:
        """The saved match's players and rules; :class:`SaveFileError` when damaged."""
        return MatchConfig.from_json(self._json.get("config"))

    def restore(self, lexicon: Lexicon, variant: Variant) -> Match:
        """The match again, on its list: see :func:`match_from_json`."""
        return match_from_json(self._json, lexicon, variant)

    def glimpse(self) -> MatchGlimpse:
        """What can be read of it to describe it, even when it is damaged."""
        config = self._json.get("config")
        config = config if isinstance(config, dict) else {}
        players = config.get("players")
        names = (
            tuple(
                p["name"]
                for p in players
                if isinstance(p, dict) and isinstance(p.get("name"), str) and p["name"]
            )
            if isinstance(players, list)
            else ()
        )
        round_ = self._json.get("round")
        variant = config.get("variant")
        return MatchGlimpse(
            names,
            round_ if type(round_) is int else None,
            variant if isinstance(variant, str) else None,
        )


@dataclass(frozen=True)
class MatchGlimpse:
    """The players' names, the round and the variant's key of a saved match, what of them
    could be read."""

    names: tuple[str, ...]
    round: int | None
    variant: str | None


def match_to_json(m: Match) -> dict[str, Any]:
    return {
        "version": SAVE_VERSION,
        "config": m.config.to_json(),
        "house_words": sorted(m.house_words),
        "fragment": m.fragment,
        "to_move": m.to_move,
        "lost": list(m.lost),
        "knocked_out": sorted(m.knocked_out),
        "round": m.round,
        "winner": m.winner,
        "pending": None
        if m.pending is None
        else {"seat": m.pending.seat, "target": m.pending.target, "kind": str(m.pending.kind)},
        "history": [{"seat": s, "play": p.to_json(), "before": b} for s, p, b in m.history],
    }


def match_from_json(data: Any, lexicon: Lexicon, variant: Variant) -> Match:
    from .match import Challenge, Match

    if not isinstance(data, dict) or data.get("version") != SAVE_VERSION:
        raise SaveFileError("not a saved match of this version")
    try:
        config = MatchConfig.from_json(data["config"])
        if config.variant != variant.key or config.min_length != lexicon.min_length:
            raise SaveFileError("the saved match was played with other rules")
        pending = data.get("pending")
        winner = data.get("winner")
        m = Match(
            config,
            lexicon,
            variant,
            house_words={as_text(w) for w in as_list(data.get("house_words", []))},
            fragment=as_text(data["fragment"]),
            to_move=as_int(data["to_move"]),
            lost=[as_int(x) for x in as_list(data["lost"])],
            knocked_out={as_int(x) for x in as_list(data["knocked_out"])},
            round=as_int(data["round"]),
            winner=None if winner is None else as_int(winner),
            pending=None
            if pending is None
            else Challenge(
                as_int(pending["seat"]), as_int(pending["target"]), ChallengeKind(pending["kind"])
            ),
            history=[
                (as_int(h["seat"]), Play.from_json(h["play"]), as_text(h["before"]))
                for h in as_list(data["history"])
            ],
        )
    except SaveFileError:
        raise
    except (KeyError, TypeError, ValueError, AttributeError, MatchError) as exc:
        raise SaveFileError(f"the saved match is damaged ({exc})") from None
    problem = inconsistency(m)
    if problem:
        raise SaveFileError(f"the saved match is damaged ({problem})")
    return m


def inconsistency(m: Match) -> str | None:
    """What does not add up in a loaded state, or None."""
    n = m.players
    seats = range(n)
    if len(m.lost) != n or m.to_move not in seats or not m.knocked_out <= set(seats):
        return "seats out of range"
    if m.winner is not None and m.winner not in seats:
        return "seats out of range"
    if any(x < 0 for x in m.lost) or m.round < 1:
        return "negative counts"
    if m.knocked_out != {s for s in seats if m.lost[s] >= m.config.lives}:
        return "knock-outs do not match the lost rounds"
    alive = m.active()
    if not alive:
        return "nobody is left"
    if m.winner is not None:
        if alive != [m.winner] or m.pending is not None:
            return "the winner does not match"
    elif len(alive) < 2 or m.to_move in m.knocked_out:
        return "the turn belongs to nobody"
    expected = ""
    for seat, play, before in m.history:
        if seat not in seats or before != expected or play.letter not in m.lexicon.alphabet:
            return "the plays do not add up"
        try:
            m.variant.check_play(before, play)
        except IllegalPlayError:
            return "a play breaks the rules"
        expected = play.apply(before)
    if expected != m.fragment:
        return "the fragment does not match the plays"
    c = m.pending
    if c is not None and (
        not m.history
        or c.target != m.history[-1][0]
        or c.seat != m.to_move
        or c.kind is not ChallengeKind.NO_WORD
    ):
        return "the pending challenge does not match"
    return None
