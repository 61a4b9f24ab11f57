"""The glossary of a game of Ghost.

- *word list*: the words the players accept; only *counting words* (at least the
  minimum length) end a round.
- *fragment*: the letters played so far; it must stay the beginning (Ghost) or a
  part (SuperGhost) of some counting word.
- *play*: one letter added at one end, optionally after reversing the fragment; in Xghost
  also between two letters, and in Anaghost into a pool of letters kept sorted (``at``: the
  place the letter goes).
- *seat*: a player's place in turn order, 0-based in the core.
"""

from __future__ import annotations

import enum
from typing import NamedTuple


class Side(enum.Enum):
    """Where a letter is added to the fragment."""

    RIGHT = "right"
    LEFT = "left"


class Play(NamedTuple):
    """One move: a letter added on one side, the fragment optionally reversed first; or,
    with ``at``, the letter put before the fragment's letter number ``at`` (0-based: Xghost's
    letters between two others, and Anaghost's letter in its sorted place; ``side`` is then
    RIGHT). A value, as the core's other records are (a NamedTuple); but a play is equal only
    to a play, and plays sort by :meth:`sort_key`, not as tuples."""

    letter: str
    side: Side = Side.RIGHT
    reverse: bool = False
    at: int | None = None

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Play) and tuple.__eq__(self, other)

    def __ne__(self, other: object) -> bool:
        return not self == other

    def __hash__(self) -> int:
        return tuple.__hash__(self)

    def __repr__(self) -> str:
        at = "" if self.at is None else f", at={self.at!r}"
        return f"Play(letter={self.letter!r}, side={self.side!r}, reverse={self.reverse!r}{at})"

    def apply(self, fragment: str) -> str:
        base = fragment[::-1] if self.reverse else fragment
        if self.at is not None:
            return base[: self.at] + self.letter + base[self.at :]
        return base + self.letter if self.side is Side.RIGHT else self.letter + base

    def to_json(self) -> dict[str, object]:
        out: dict[str, object] = {
            "letter": self.letter,
            "side": self.side.value,
            "reverse": self.reverse,
        }
        if self.at is not None:
            out["at"] = self.at
        return out

    @classmethod
    def from_json(cls, data: dict[str, object]) -> Play:
        at = data.get("at")
        if at is not None and (type(at) is not int or at < 0):
            raise ValueError(f"a play's place is a whole number, not {at!r}")
        return cls(
            str(data["letter"]),
            Side(str(data.get("side", "right"))),
            bool(data.get("reverse", False)),
            at,
        )

    def sort_key(self) -> tuple[bool, bool, int, str]:
        """Plays sort by this: stable and readable for display."""
        return (
            self.reverse,
            self.side is not Side.RIGHT,
            -1 if self.at is None else self.at,
            self.letter,
        )

    def __lt__(self, other: object) -> bool:
        if not isinstance(other, Play):
            return NotImplemented
        return self.sort_key() < other.sort_key()

    def __le__(self, other: object) -> bool:
        if not isinstance(other, Play):
            return NotImplemented
        return self.sort_key() <= other.sort_key()

    def __gt__(self, other: object) -> bool:
        if not isinstance(other, Play):
            return NotImplemented
        return self.sort_key() > other.sort_key()

    def __ge__(self, other: object) -> bool:
        if not isinstance(other, Play):
            return NotImplemented
        return self.sort_key() >= other.sort_key()


def mask_of(seats: set[int] | frozenset[int]) -> int:
    """Bit mask of a set of 0-based seats."""
    m = 0
    for s in seats:
        m |= 1 << s
    return m


def seats_of(mask: int) -> frozenset[int]:
    """The 0-based seats in a bit mask."""
    return frozenset(i for i in range(mask.bit_length()) if mask >> i & 1)
