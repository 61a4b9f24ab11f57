"""The words an Anaghost card's pools of letters make, for the card window, the pocket card
and the drill (where a play's letter went is ``card_text.split_play``); the pocket card's
words as the pieces that wrap. No text of its own."""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from ...core.alphabets import capitals
from ...core.cards.card_text import anagrams_of
from ...core.play.variants import variant_by_key

#: the words each pool of letters makes (Anaghost), sorted; a pool missing makes none known
Anagrams = Mapping[str, tuple[str, ...]]


def card_anagrams(
    variant: str, endings: Iterable[str], words: Iterable[str] | None
) -> dict[str, tuple[str, ...]]:
    """The anagrams of an Anaghost card's endings (its pools) among the counting ``words``;
    empty for the other variants, whose endings are words already, or without the words."""
    if words is None or not variant_by_key(variant).pool:
        return {}
    return {pool: ws for pool, ws in anagrams_of(endings, words).items() if ws}


def word_pieces(words: list[str], lose: set[str], anagrams: Anagrams | None) -> list[str]:
    """The words after an answer as the pieces that wrap, punctuation attached: "cat,"
    "tab"; with ``anagrams`` (Anaghost) each pool in capitals and its words: "AER:" "are,"
    "ear," "era;" "ACT:" "act"."""
    marked = [(w, w + ("*" if w in lose else "")) for w in words]
    if anagrams is None:
        return [text + ("," if j < len(marked) - 1 else "") for j, (_, text) in enumerate(marked)]
    sep = ";" if anagrams else ","  # pools alone are a plain list
    pieces: list[str] = []
    for j, (pool, text) in enumerate(marked):
        made = anagrams.get(pool, ())
        end = "" if j == len(marked) - 1 else sep
        pieces.append(capitals(text) + (":" if made else end))
        pieces += [w + ("," if i < len(made) - 1 else end) for i, w in enumerate(made)]
    return pieces
