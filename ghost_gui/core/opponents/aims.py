"""The word a computer has in mind when it plays a letter.

A computer that plays a real letter knows a word through the fragment it makes: its own
word when it plays towards one, else some word of the list (its random legal plays stand
for "I think there is a word like ..."). It remembers that word, and never says "no word
goes like that" to a fragment that still goes like it: having made "мз" with мзда in mind,
it does not call "мзд", the only way on, a bluff. After a bluff it has no word in mind.
"""

from __future__ import annotations

import bisect
import random

from ..play.variants import Variant
from ..words.lexicon import Lexicon


def aimed_word(lexicon: Lexicon, variant: Variant, fragment: str, rng: random.Random) -> str | None:
    """A counting word of ``lexicon`` that goes like ``fragment`` (in Ghost and Anti-Ghost a
    random one of those that start with it), None when there is none: the word a computer
    has in mind when it plays the letter that made ``fragment``. It never says "no word goes
    like that" to a fragment that still goes like that word (``Aim``)."""
    if not variant.prefix:
        return variant.example_word(lexicon, fragment)
    words = lexicon.sorted_words
    lo = bisect.bisect_left(words, fragment)
    hi = bisect.bisect_left(words, fragment + "\U0010ffff", lo)
    return words[rng.randrange(lo, hi)] if hi > lo else None


class Aim:
    """The word a computer had in mind when it last played a real letter: it knew a word
    through the fragment it made, so a fragment that still goes like that word is no bluff
    to it ("мз" made with мзда in mind: the only way on, "мзд", is no surprise)."""

    def __init__(self) -> None:
        self.word: str | None = None

    def take(self, lexicon: Lexicon, variant: Variant, fragment: str, rng: random.Random) -> None:
        """It played to make ``fragment`` with a word of ``lexicon`` in mind."""
        self.word = aimed_word(lexicon, variant, fragment, rng)

    def drop(self) -> None:
        """It played with no word in mind (a bluff)."""
        self.word = None

    def holds(self, fragment: str, variant: Variant) -> bool:
        """Does ``fragment`` still go like the word it had in mind?"""
        return self.word is not None and variant.goes_like(self.word, fragment)


__all__ = ["Aim", "aimed_word"]
