"""The positions where a person threw a win away in a reviewed match, to learn from: each
one's fragment before the play, the players of that round and whose turn it was, the rules,
and the fragments the plays that kept the win would have made (with the line perfect play
forces from there), so that a later session can ask it again without solving the game.

A position is asked once however often it came up (:attr:`Mistake.key`). A bluff that
stood is left out: there the win was a challenge, not a letter, and "find a letter that
keeps the win" has no answer (the review gives it no better letters).

The schedule of the positions answered wrong is :mod:`.mistake_book`'s.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..variant_keys import VariantKey
from .review import MatchReview, ReviewVerdict

#: the longest fragment, list of players or list of fragments a saved position may hold
MAX_SAVED = 64


@dataclass(frozen=True)
class Mistake:
    """A position to learn: ``players`` (their names) and ``seats`` (their match seats) in
    the round's turn order from its first mover, ``turn`` the index in them of the person
    to move, ``before`` the fragment then and ``previous`` the one before the last letter
    ("" at the start), ``played`` what the person made of it, ``better`` the fragments the
    winning plays make and ``line`` the line perfect play forces from ``before``."""

    variant: VariantKey
    min_length: int
    word_list: str
    digest: str
    players: tuple[str, ...]
    seats: tuple[int, ...]
    turn: int
    before: str
    previous: str
    played: str
    better: tuple[str, ...]
    line: tuple[str, ...] = ()

    @property
    def key(self) -> str:
        """One position, whoever sat where: the word list, the rules, how many players
        and the fragment (whose turn follows from its length)."""
        return "|".join(
            (self.digest, self.variant, str(self.min_length), str(len(self.players)), self.before)
        )

    @property
    def person(self) -> str:
        return self.players[self.turn]

    def keeps_win(self, fragment: str | None) -> bool:
        """Does a play that made ``fragment`` keep the win?"""
        return fragment is not None and fragment.lower() in self.better

    def saved(self) -> dict[str, Any]:
        return {
            "variant": str(self.variant),
            "min_length": self.min_length,
            "word_list": self.word_list,
            "digest": self.digest,
            "players": list(self.players),
            "seats": list(self.seats),
            "turn": self.turn,
            "before": self.before,
            "previous": self.previous,
            "played": self.played,
            "better": list(self.better),
            "line": list(self.line),
        }

    @classmethod
    def restored(cls, raw: Any) -> Mistake | None:
        """The position saved as ``raw`` (:meth:`saved`), or None when it is not one."""
        if not isinstance(raw, dict):
            return None
        get: dict[str, Any] = {k: raw.get(k) for k in Mistake.__dataclass_fields__}
        texts = [get[k] for k in ("word_list", "digest", "before", "previous", "played")]
        lists = [get[k] for k in ("players", "better", "line")]
        seats, turn, min_length = get["seats"], get["turn"], get["min_length"]
        if (
            get["variant"] not in [str(v) for v in VariantKey]
            or not all(isinstance(t, str) and len(t) <= 4 * MAX_SAVED for t in texts)
            or not all(_strings(x) for x in lists)
            or not isinstance(seats, list)
            or not all(type(s) is int and 0 <= s < MAX_SAVED for s in seats)
            or type(turn) is not int
            or type(min_length) is not int
            or not 0 < min_length <= MAX_SAVED
        ):
            return None
        players, better, line = (tuple(x) for x in lists)
        if not better or not 0 <= turn < len(players) or len(seats) != len(players):
            return None
        word_list, digest, before, previous, played = texts
        return cls(
            VariantKey(get["variant"]),
            min_length,
            word_list,
            digest,
            players,
            tuple(seats),
            turn,
            before,
            previous,
            played,
            better,
            line,
        )


def _strings(value: Any) -> bool:
    return (
        isinstance(value, list)
        and len(value) <= MAX_SAVED
        and all(isinstance(v, str) and len(v) <= MAX_SAVED for v in value)
    )


def mistakes_of(review: MatchReview, seat: int) -> tuple[Mistake, ...]:
    """The positions where the player of ``seat`` threw a win away that a letter would
    have kept, in the order they came, each once."""
    rules = review.record.rules
    names = [p.name for p in review.record.players]
    found: dict[str, Mistake] = {}
    for r in review.rounds:
        for i, p in enumerate(r.plays):
            if p.seat != seat or p.verdict is not ReviewVerdict.THREW_AWAY or not p.better:
                continue
            m = Mistake(
                rules.variant,
                rules.min_length,
                rules.word_list,
                rules.digest,
                tuple(names[s] for s in r.seats),
                r.seats,
                r.seats.index(seat),
                p.before,
                r.plays[i - 1].before if i else "",
                p.fragment,
                p.better,
                p.line,
            )
            found.setdefault(m.key, m)
    return tuple(found.values())


__all__ = ["Mistake", "mistakes_of"]
