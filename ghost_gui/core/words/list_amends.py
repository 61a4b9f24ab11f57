"""A table's house and blocked words applied to a word list: :func:`amend` (the list with
the house words added and the blocked ones taken out, and what changed: :class:`Amended`)
and :func:`amended_digest` (so every cache key follows the change). Separate from loading:
a list is amended after it is read, by the table that plays it."""

from __future__ import annotations

from typing import NamedTuple

from ..alphabets import fold
from ..storage.cache_keys import sha256_hex
from .files import MAX_WORD_LENGTH
from .list_record import WordList


def amended_digest(digest: str, house: frozenset[str], blocked: frozenset[str]) -> str:
    """The digest of a list with a table's house words added and blocked words taken out
    (the list's own digest when there are none), so every cache key follows the change."""
    if not house and not blocked:
        return digest
    extra = sha256_hex("\n".join([*sorted(house), "", *sorted(blocked)]).encode("utf-8"))[:16]
    return f"{digest}+words-{extra}"


class Amended(NamedTuple):
    """What the house and blocked words changed: the words added (not already in the
    list) and the words taken out (that were in it), sorted."""

    added: tuple[str, ...] = ()
    removed: tuple[str, ...] = ()


def amend(
    word_list: WordList, house: frozenset[str], blocked: frozenset[str]
) -> tuple[WordList, Amended]:
    """The list with the house words added and the blocked words taken out. A house word
    must be letters only, in lower case and at most :data:`MAX_WORD_LENGTH` long (others are
    ignored); a blocked word wins over a house word."""
    if not house and not blocked:
        return word_list, Amended()
    # typed with the letters the list's language folds (été in a French list: ete)
    house = frozenset(fold(w, word_list.language) for w in house)
    blocked = frozenset(fold(w, word_list.language) for w in blocked)
    present = frozenset(word_list.words)
    add = (
        {w for w in house if w.isalpha() and w == w.lower() and len(w) <= MAX_WORD_LENGTH}
        - present
        - blocked
    )
    removed = blocked & present
    words = tuple(sorted((present - removed) | add))
    alphabet = "".join(sorted(set(word_list.alphabet).union(*add))) if add else word_list.alphabet
    amended = word_list.replace(
        digest=amended_digest(word_list.digest, house, blocked), words=words, alphabet=alphabet
    )
    return amended, Amended(tuple(sorted(add)), tuple(sorted(removed)))
