"""Alphabets the game knows by name (the keyboard's layout, the frequency list to use), and
the languages of word lists: what their players count as a letter (folding) and how their
dictionaries sort words (collation)."""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable

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


# letters that mark a list's language, before folding (a German list borrows café, a Spanish
# one is full of é: only letters one of the three uses and the others hardly do count)
_MARKS = {
    "de": frozenset("äöß"),
    "es": frozenset("ñáíóú"),
    "fr": frozenset("àâçéèêëîïôùûÿœæ"),
}
# the letters of the three: a-z and their accented letters
_LATIN = ENGLISH.union("äöüßñáíóúàâçéèêëîïôùûÿœæ")
# the letters each language keeps as letters of their own when folding; ß plays as ss
_KEPT = {"de": frozenset("äöü"), "es": frozenset("ñ"), "fr": frozenset()}
_LIGATURES = {"œ": "oe", "æ": "ae", "ß": "ss"}

#: the loading option that counts a list's letters as the language its words are in does
DETECT = "detect"
#: the loading option that plays every written letter as a letter of its own (no folding)
AS_WRITTEN = "as-written"
#: every loading option a setting or a save may name: detected, a language's code, as written
LANGUAGE_OPTIONS = (DETECT, "de", "es", "fr", "en", "ru", AS_WRITTEN)

#: the languages whose players count some written letters as others (see :func:`fold`)
FOLDING = frozenset(_KEPT)
# any letter a list detected as German, Spanish or French must hold, in either case, and the
# combining accents of text not in NFC
_ANY_MARK = tuple(sorted(set().union(*_MARKS.values()))) + tuple(
    c.upper() for c in sorted(set().union(*_MARKS.values())) if len(c.upper()) == 1
)
_CYRILLIC_TEXT = re.compile("[а-яёА-ЯЁ]")
_COMBINING = re.compile("[\u0300-\u036f]")


def fold(word: str, language: str | None) -> str:
    """``word`` (lower case, NFC) as the players of ``language`` count its letters: French and
    Spanish play accented letters as the base letter (É as E, Ç as C, Œ as OE), Spanish keeps
    Ñ; German keeps Ä, Ö and Ü and plays ß as SS, as their Scrabble does. English, Russian (ё
    stays distinct from е) and any other language: unchanged."""
    kept = _KEPT.get(language or "")
    if kept is None or word.isascii():
        return word
    out = []
    for c in word:
        if c.isascii() or c in kept:
            out.append(c)
        elif c in _LIGATURES:
            out.append(_LIGATURES[c])
        else:
            base = "".join(
                d for d in unicodedata.normalize("NFD", c) if not unicodedata.combining(d)
            )
            out.append(base if base else c)
    return "".join(out)


def fold_words(words: Iterable[str], language: str | None) -> list[str]:
    """``words`` in their order, their letters counted as ``language`` counts them; of those
    that then spell alike only the first (a French frequency list's été and ete: one ete,
    at été's rank)."""
    if language not in FOLDING:
        return list(words)
    return list(dict.fromkeys(fold(w, language) for w in words))


def detect_language(words: Iterable[str]) -> str | None:
    """The language a list's words are in, by the letters only it uses: "ru" for Cyrillic,
    "en" for a-z alone, "de", "es" or "fr" by which one's marks (ä ö ß; ñ á í ó ú; é è ç ...)
    most words carry, None when none of these fits (Polish, Greek, a mixed list)."""
    counts = dict.fromkeys(_MARKS, 0)
    marked = foreign = 0
    letters: set[str] = set()
    for w in words:
        if w.isascii():
            continue
        marked += 1
        letters.update(w)
        if not _LATIN.issuperset(w):
            foreign += 1
        for code, marks in _MARKS.items():
            if not marks.isdisjoint(w):
                counts[code] += 1
    if not marked:
        return "en"
    if is_cyrillic(letters):
        return "ru"
    first, second = sorted(counts.values(), reverse=True)[:2]
    # a few borrowed words (Ångström in a German list) are allowed, another alphabet is not
    if foreign * 100 > marked or first <= second:
        return None
    return max(counts, key=counts.__getitem__)


def detect_text_language(text: str) -> str | None:
    """:func:`detect_language` of the entries of a list's text (its raw words, lowercased),
    quick for the lists that cannot fold: ASCII text is English, text with a Cyrillic letter
    Russian, and text without any letter marking German, Spanish or French is None at once."""
    if text.isascii():
        return "en"
    if _CYRILLIC_TEXT.search(text):
        return "ru"
    if not any(m in text for m in _ANY_MARK) and not _COMBINING.search(text):
        return None
    text = unicodedata.normalize("NFC", text.lower())
    return detect_language(text.split())


def collation_key(word: str, language: str | None) -> str:
    """A key that sorts words as the language's dictionaries do, not by character code: German
    files ä with a, ö with o, ü with u and ß as ss (DIN 5007-1); Spanish puts ñ between n and
    o; Russian ё between е and ж."""
    if language == "de":
        return word.translate(_GERMAN_SORT) + "\0" + word
    if language == "es":
        return word.replace("ñ", "n\U0010ffff")
    if language == "ru":
        return word.replace("ё", "е\U0010ffff")
    return word


_GERMAN_SORT = str.maketrans({"ä": "a", "ö": "o", "ü": "u", "ß": "ss"})
