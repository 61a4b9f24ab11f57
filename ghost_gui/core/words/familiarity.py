"""Which words people know, for cards a family accepts at the table.

A word is *familiar* when it is among the words people know in the list's language (the
:attr:`~ghost_gui.core.words.list_record.WordList.language` it was loaded in): for English
the words of the bundled family list (``english-family.txt``), for the others the
``FAMILIAR_RANK`` most frequent words of the bundled frequency list, their letters counted
as the language counts them. For a language without one every word counts as familiar.

Cards use it twice (see :mod:`~ghost_gui.core.cards.cards`): among the cards with the fewest words
the chosen one has the fewest unfamiliar words (then the fewest letters); and the *familiar
card* takes up to a quarter more words to need fewer unfamiliar ones.
"""

from __future__ import annotations

from functools import lru_cache

from ...paths import frequency_path, wordlist_path
from ..alphabets import fold_words

#: a word among this many most frequent of its language's frequency list is familiar
FAMILIAR_RANK = 20_000


def _words(language: str) -> list[str]:
    """The familiar words of a language, in their file's order (sorted, or by rank), as the
    language's lists count their letters (a French frequency list's été is ete)."""
    if language == "en":
        return wordlist_path("english-family.txt").read_text(encoding="utf-8").split()
    path = frequency_path(language)
    if path is None:
        raise FileNotFoundError(f"no frequency list for {language}")
    return fold_words(path.read_text(encoding="utf-8").split()[:FAMILIAR_RANK], language)


@lru_cache(maxsize=4)
def _set(language: str) -> frozenset[str]:
    return frozenset(_words(language))


@lru_cache(maxsize=4)
def _digest(language: str) -> str:
    import hashlib  # only a cache key needs it: the card command without the cache does not

    return hashlib.sha256("\n".join(_words(language)).encode()).hexdigest()[:12]


def familiar_words(language: str | None) -> frozenset[str] | None:
    """The words people know in a list's language (:attr:`WordList.language`); None when
    the project has no such list for it (or it cannot be read)."""
    if language is None:
        return None
    try:
        return _set(language)
    except OSError:
        return None


def familiarity_tag(language: str | None) -> str:
    """What names the familiar words in a cache key (their language and their digest)."""
    if language is None:
        return "none"
    try:
        return f"{language}-{_digest(language)}"
    except OSError:
        return "none"
