"""The glossary of a game of Ghost.

- *word list*: the words the players accept; only *counting words* (at least the
  minimum length) end a round.
- *fragment*: the letters played so far; it must stay the beginning (Ghost) or a
  part (SuperGhost) of some counting word.
- *play*: one letter added at one end, optionally after reversing the fragment.
- *seat*: a player's place in turn order, 0-based in the core.
"""

from __future__ import annotations

import enum


class Side(enum.Enum):
    """Where a letter is added to the fragment."""

    RIGHT = "right"
    LEFT = "left"


class Play:
    """One move: a letter added on one side, the fragment optionally reversed first.
    Immutable and hashable (a plain class: see :class:`~ghost_gui.core.wordlist.WordList`)."""

    __slots__ = ("letter", "side", "reverse")
    letter: str
    side: Side
    reverse: bool

    def __init__(self, letter: str, side: Side = Side.RIGHT, reverse: bool = False) -> None:
        object.__setattr__(self, "letter", letter)
        object.__setattr__(self, "side", side)
        object.__setattr__(self, "reverse", reverse)

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError(f"cannot assign to field {name!r}: a Play is immutable")

    def __delattr__(self, name: str) -> None:
        raise AttributeError(f"cannot delete field {name!r}: a Play is immutable")

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Play):
            return NotImplemented
        return (
            self.letter == other.letter
            and self.side is other.side
            and self.reverse == other.reverse
        )

    def __hash__(self) -> int:
        return hash((self.letter, self.side, self.reverse))

    def __repr__(self) -> str:
        return f"Play(letter={self.letter!r}, side={self.side!r}, reverse={self.reverse!r})"

    def __reduce__(self) -> tuple[type, tuple[str, Side, bool]]:
        return Play, (self.letter, self.side, self.reverse)

    def apply(self, fragment: str) -> str:
        base = fragment[::-1] if self.reverse else fragment
        return base + self.letter if self.side is Side.RIGHT else self.letter + base

    def to_json(self) -> dict[str, object]:
        return {"letter": self.letter, "side": self.side.value, "reverse": self.reverse}

    @classmethod
    def from_json(cls, data: dict[str, object]) -> Play:
        return cls(
            str(data["letter"]),
            Side(str(data.get("side", "right"))),
            bool(data.get("reverse", False)),
        )

    def __lt__(self, other: object) -> bool:  # stable, readable ordering for display
        if not isinstance(other, Play):
            return NotImplemented
        return (self.reverse, self.side.value != "right", self.letter) < (
            other.reverse,
            other.side.value != "right",
            other.letter,
        )


def mask_of(seats: set[int] | frozenset[int]) -> int:
    """Bit mask of a set of 0-based seats."""
    m = 0
    for s in seats:
        m |= 1 << s
    return m


def seats_of(mask: int) -> frozenset[int]:
    """The 0-based seats in a bit mask."""
    return frozenset(i for i in range(mask.bit_length()) if mask >> i & 1)
