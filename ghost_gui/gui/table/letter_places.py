"""Where a person's letter goes: the play they mean, from the letter, the side or place the
window gave and the variant's rules (or a notice when it is no letter of the list); and where
a letter just played stands in the fragment."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...core.play.plays import Play, Side

if TYPE_CHECKING:
    from ...core.play.variants import Variant


def play_for(
    variant: Variant, fragment: str, letter: str, side: Side, reverse: bool, place: int | None
) -> Play:
    """The play a person means: the letter, the window's side or place, the variant's
    rules."""
    if variant.pool:
        from ...core.play.variants import Anaghost

        assert isinstance(variant, Anaghost)
        return variant.play(fragment, letter)
    if variant.inserts and place is not None:
        if place <= 0 and fragment:
            return Play(letter, Side.LEFT)
        if 0 < place < len(fragment):
            return Play(letter, at=place)
        return Play(letter)
    return Play(
        letter,
        side if variant.sides != (Side.RIGHT,) else Side.RIGHT,
        reverse and variant.may_reverse,
    )


def newest_index(play: Play, fragment: str) -> int:
    """Where the letter of ``play`` stands in ``fragment``, the fragment it made."""
    if play.at is not None:
        return play.at
    return 0 if play.side is Side.LEFT else len(fragment) - 1
