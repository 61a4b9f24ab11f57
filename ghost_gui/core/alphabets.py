"""Alphabets the game knows by name (the keyboard's layout, the frequency list to use)."""

from __future__ import annotations

#: the 33 letters of Russian, ё distinct from е
CYRILLIC = frozenset("абвгдежзийклмнопрстуфхцчшщъыьэюяё")


#: the 26 letters of English
ENGLISH = frozenset("abcdefghijklmnopqrstuvwxyz")


def is_cyrillic(letters: str | set[str] | frozenset[str]) -> bool:
    """Does an alphabet (or a word) use Cyrillic letters?"""
    return not CYRILLIC.isdisjoint(letters)


def capitals(text: str) -> str:
    """Upper case letter by letter: a letter stays one letter (German ß stays ß, where
    ``str.upper`` makes it SS and MAßE would read as MASSE, another word)."""
    return "".join(c if len(u := c.upper()) != 1 else u for c in text)


def list_language(alphabet: str | set[str] | frozenset[str]) -> str | None:
    """The language of the bundled dictionary and frequency list that fit a word list's
    alphabet: "ru" for Cyrillic, "en" for the letters a-z alone, None for any other (a
    Spanish ñ, a French é, a German ß: an English gloss of "once" or "pain" would be wrong)."""
    if is_cyrillic(alphabet):
        return "ru"
    return "en" if set(alphabet) <= ENGLISH else None
