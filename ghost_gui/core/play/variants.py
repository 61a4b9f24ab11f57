"""The six variants: each says which plays are legal and what a completed word means.

A variant is stateless; the word list lives in a :class:`~ghost_gui.core.words.lexicon.Lexicon`.
"""

from __future__ import annotations

from bisect import bisect_right
from collections import Counter
from collections.abc import Iterable
from typing import TYPE_CHECKING, ClassVar

from ..errors import IllegalPlayError, PlayProblem, UnknownNameError
from ..variant_keys import VariantKey
from .plays import Play, Side

if TYPE_CHECKING:
    from ..words.lexicon import Lexicon


class Variant:
    """Classic Ghost: append a letter; the fragment must stay the start of a counting word;
    whoever completes a counting word loses."""

    key: ClassVar[VariantKey] = VariantKey.GHOST
    sides: ClassVar[tuple[Side, ...]] = (Side.RIGHT,)
    may_reverse: ClassVar[bool] = False
    completing_wins: ClassVar[bool] = False
    #: fragments are infixes (True) or prefixes (False) of counting words
    infix: ClassVar[bool] = False
    #: a letter may also go between two letters of the fragment (Xghost)
    inserts: ClassVar[bool] = False
    #: the fragment is a pool of letters whose order does not matter, kept sorted (Anaghost)
    pool: ClassVar[bool] = False

    @property
    def prefix(self) -> bool:
        """Are the fragments the beginnings of counting words (Ghost, Anti-Ghost)?"""
        return not (self.infix or self.pool)

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
        if play.at is not None and not (self.inserts or self.pool):
            raise IllegalPlayError(
                f"{self.key}: letters go at the ends only", PlayProblem.BAD_PLACE
            )

    def parents(self, fragment: str) -> set[str]:
        """The fragments one play can have made this one from (a fragment of the same
        counting words or not: the caller checks)."""
        if not fragment:
            return set()
        out = {fragment[:-1]}
        if self.infix:
            out.add(fragment[1:])
        if self.may_reverse:
            out |= {fragment[:-1][::-1], fragment[1:][::-1]}
        return out

    def fragments_of(self, word: str) -> set[str]:
        """Every fragment the counting ``word`` goes like, the empty one included."""
        n = len(word)
        if self.infix:
            return {word[i:j] for i in range(n + 1) for j in range(i, n + 1)}
        return {word[:i] for i in range(n + 1)}

    def losers_at_word(self, completer: int, players: int) -> int:
        """Bit mask of the seats that lose when ``completer`` completes a counting word."""
        bit = 1 << completer
        return ((1 << players) - 1) & ~bit if self.completing_wins else bit

    def seats_losing_at_word(self, players: int) -> list[list[int]]:
        """Per seat that completes a word: the seats that lose then."""
        return [
            [b for b in range(players) if self.losers_at_word(c, players) >> b & 1]
            for c in range(players)
        ]

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

    def word_made(self, lexicon: Lexicon, fragment: str, house_words: Iterable[str] = ()) -> str:
        """The word a completed ``fragment`` is, as a round's end names it: the fragment."""
        return fragment


class Ghost(Variant):
    pass


def pool_of(letters: str) -> str:
    """A pool of letters as Anaghost keeps it: sorted."""
    return "".join(sorted(letters))


class SuperGhost(Variant):
    """A letter may be added at either end; the fragment must occur inside a counting word."""

    key = VariantKey.SUPER
    sides = (Side.RIGHT, Side.LEFT)
    infix = True


class SuperDuperGhost(SuperGhost):
    """As SuperGhost, and the fragment may be reversed before the letter is added."""

    key = VariantKey.SUPERDUPER
    may_reverse = True


class AntiGhost(Variant):
    """As Ghost, but whoever completes a counting word wins ("who finishes the word")."""

    key = VariantKey.ANTI
    completing_wins = True


class Xghost(Variant):
    """A letter may be added at either end or between any two letters; the fragment must
    occur, as it stands, inside a counting word (Daniel Asimov's variant)."""

    key = VariantKey.XGHOST
    sides = (Side.RIGHT, Side.LEFT)
    infix = True
    inserts = True

    def candidate_plays(self, fragment: str, alphabet: str) -> dict[str, Play]:
        out = super().candidate_plays(fragment, alphabet)
        for at in range(1, len(fragment)):
            for letter in alphabet:
                out.setdefault(fragment[:at] + letter + fragment[at:], Play(letter, at=at))
        return out

    def check_play(self, fragment: str, play: Play) -> None:
        if play.at is not None and not 0 < play.at < len(fragment):
            raise IllegalPlayError(
                f"xghost: no place {play.at} between two letters of {fragment!r}",
                PlayProblem.BAD_PLACE,
                letter=play.letter,
            )
        super().check_play(fragment, Play(play.letter, play.side, play.reverse))

    def parents(self, fragment: str) -> set[str]:
        return {fragment[:i] + fragment[i + 1 :] for i in range(len(fragment))}


class Anaghost(Variant):
    """Letters go into a pool whose order does not matter; the pool must fit inside a
    counting word (as letters, each as often as the word has it); whoever makes the pool an
    anagram of a counting word loses. The pool is kept sorted."""

    key = VariantKey.ANAGHOST
    pool = True

    def candidate_plays(self, fragment: str, alphabet: str) -> dict[str, Play]:
        out: dict[str, Play] = {}
        for letter in alphabet:
            at = bisect_right(fragment, letter)
            out.setdefault(fragment[:at] + letter + fragment[at:], Play(letter, at=at))
        return out

    def play(self, fragment: str, letter: str) -> Play:
        """The play that puts ``letter`` into the pool ``fragment``."""
        return Play(letter, at=bisect_right(fragment, letter))

    def check_play(self, fragment: str, play: Play) -> None:
        super().check_play(fragment, Play(play.letter, play.side, play.reverse))
        if play.at != bisect_right(fragment, play.letter):
            raise IllegalPlayError(
                f"anaghost: the pool stays sorted ({play.letter!r} in {fragment!r})",
                PlayProblem.BAD_PLACE,
                letter=play.letter,
            )

    def is_fragment(self, lexicon: Lexicon, fragment: str) -> bool:
        return lexicon.fits_pool(fragment)

    def is_final(self, lexicon: Lexicon, fragment: str) -> bool:
        return lexicon.is_pool_word(fragment)

    def goes_like(self, word: str, fragment: str) -> bool:
        return not Counter(fragment) - Counter(word)

    def example_word(self, lexicon: Lexicon, fragment: str) -> str | None:
        return lexicon.word_with_pool(fragment)

    def word_made(self, lexicon: Lexicon, fragment: str, house_words: Iterable[str] = ()) -> str:
        """A word of the pool's letters, not the letters sorted: the list's first (the
        shortest word holding them), else the first house word of them."""
        if lexicon.is_pool_word(fragment):
            return lexicon.word_with_pool(fragment) or fragment
        return min((w for w in house_words if pool_of(w) == fragment), default=fragment)

    def parents(self, fragment: str) -> set[str]:
        return {fragment[:i] + fragment[i + 1 :] for i in range(len(fragment))}

    def fragments_of(self, word: str) -> set[str]:
        out = {""}
        for letter in sorted(word):
            out |= {pool_of(f + letter) for f in out}
        return out


#: every variant by its key, in the order the menus and tables list them
VARIANTS: dict[VariantKey, type[Variant]] = {
    cls.key: cls for cls in (Ghost, SuperGhost, SuperDuperGhost, AntiGhost, Xghost, Anaghost)
}

#: the variants whose fragments are SuperGhost's (every infix of the counting words, each
#: reachable): SuperGhost, SuperDuperGhost and Xghost; their game graphs differ in edges only
INFIX_KEYS: tuple[VariantKey, ...] = tuple(
    key for key, cls in VARIANTS.items() if cls.infix and not cls.pool and not cls.completing_wins
)


def variant_by_key(key: str) -> Variant:
    """The variant of a key (a :class:`VariantKey`, or its plain string from a file or the
    command line); :class:`UnknownNameError` for any other."""
    try:
        return VARIANTS[VariantKey(key)]()
    except ValueError:
        raise UnknownNameError("variant", key, list(VARIANTS)) from None
