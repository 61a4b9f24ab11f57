"""The four variants: each says which plays are legal and what a completed word means.

A variant is stateless; the word list lives in a :class:`~ghost_gui.core.lexicon.Lexicon`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from .errors import IllegalPlayError, PlayProblem, UnknownNameError
from .plays import Play, Side

if TYPE_CHECKING:
    from .lexicon import Lexicon


class Variant:
    """Classic Ghost: append a letter; the fragment must stay the start of a counting word;
    whoever completes a counting word loses."""

    key: ClassVar[str] = "ghost"
    sides: ClassVar[tuple[Side, ...]] = (Side.RIGHT,)
    may_reverse: ClassVar[bool] = False
    completing_wins: ClassVar[bool] = False
    #: fragments are infixes (True) or prefixes (False) of counting words
    infix: ClassVar[bool] = False

    def candidate_plays(self, fragment: str, alphabet: str) -> dict[str, Play]:
        """Every syntactically possible play, keyed by the fragment it makes (first play wins)."""
        out: dict[str, Play] = {}
        bases = [(fragment, False)]
        if self.may_reverse and fragment != fragment[::-1]:
            bases.append((fragment[::-1], True))
        for base, rev in bases:
            for side in self.sides:
                for letter in alphabet:
                    new = base + letter if side is Side.RIGHT else letter + base
                    if new not in out:
                        out[new] = Play(letter, side, rev)
        return out

    def is_fragment(self, lexicon: Lexicon, fragment: str) -> bool:
        return lexicon.is_infix(fragment) if self.infix else lexicon.is_prefix(fragment)

    def is_final(self, lexicon: Lexicon, fragment: str) -> bool:
        """True when the fragment is a counting word: the round is over."""
        return lexicon.is_word(fragment)

    def legal_plays(self, lexicon: Lexicon, fragment: str) -> dict[Play, str]:
        """The plays that keep the fragment alive (or complete a word), with their results."""
        if fragment and self.is_final(lexicon, fragment):
            return {}
        return {
            play: new
            for new, play in self.candidate_plays(fragment, lexicon.alphabet).items()
            if self.is_fragment(lexicon, new)
        }

    def check_play(self, fragment: str, play: Play) -> None:
        """Raise :class:`IllegalPlayError` if the play's shape is not allowed in this variant."""
        if len(play.letter) != 1:
            raise IllegalPlayError(
                f"a play is one letter, not {play.letter!r}",
                PlayProblem.NOT_ONE_LETTER,
                letter=play.letter,
            )
        if play.side not in self.sides:
            raise IllegalPlayError(
                f"{self.key}: letters go on the right only", PlayProblem.LEFT_NOT_ALLOWED
            )
        if play.reverse and not self.may_reverse:
            raise IllegalPlayError(
                f"{self.key}: the fragment cannot be reversed", PlayProblem.REVERSE_NOT_ALLOWED
            )

    def losers_at_word(self, completer: int, players: int) -> int:
        """Bit mask of the seats that lose when ``completer`` completes a counting word."""
        bit = 1 << completer
        return ((1 << players) - 1) & ~bit if self.completing_wins else bit

    def goes_like(self, word: str, fragment: str) -> bool:
        """Does ``word`` go like ``fragment``: start with it (Ghost, Anti-Ghost), contain it
        (SuperGhost), or contain it or its reverse (SuperDuperGhost)?"""
        if not self.infix:
            return word.startswith(fragment)
        return fragment in word or (self.may_reverse and fragment[::-1] in word)

    def example_word(self, lexicon: Lexicon, fragment: str) -> str | None:
        """A counting word that the fragment begins (or occurs in), if any: a challenge answer."""
        return (
            lexicon.word_containing(fragment) if self.infix else lexicon.word_with_prefix(fragment)
        )


class Ghost(Variant):
    pass


class SuperGhost(Variant):
    """A letter may be added at either end; the fragment must occur inside a counting word."""

    key = "super"
    sides = (Side.RIGHT, Side.LEFT)
    infix = True


class SuperDuperGhost(SuperGhost):
    """As SuperGhost, and the fragment may be reversed before the letter is added."""

    key = "superduper"
    may_reverse = True


class AntiGhost(Variant):
    """As Ghost, but whoever completes a counting word wins ("who finishes the word")."""

    key = "anti"
    completing_wins = True


VARIANTS: dict[str, type[Variant]] = {
    cls.key: cls for cls in (Ghost, SuperGhost, SuperDuperGhost, AntiGhost)
}


def variant_by_key(key: str) -> Variant:
    try:
        return VARIANTS[key]()
    except KeyError:
        raise UnknownNameError("variant", key, list(VARIANTS)) from None
