"""How a card's plays and endings read, for the card window, the pocket card and the drill:
where the letter of a play went (an Xghost letter between two others, an Anaghost letter
in its sorted place), and the words an Anaghost pool of letters makes. No text of its own."""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from ..core.card_text import split_play
from ..core.cards import GroupNode
from ..core.variants import pool_of, variant_by_key

#: the words each pool of letters makes (Anaghost), sorted; a pool missing makes none known
Anagrams = Mapping[str, tuple[str, ...]]


def split_step(node: GroupNode) -> tuple[str, str, str]:
    """The fragment after the node's play as (before, added letter, after), so that the
    letter is set apart wherever it went: at an end, between two letters, into a pool."""
    move, after = node.move, node.play
    if move is not None and move.at is not None and 0 <= move.at < len(after):
        return after[: move.at], after[move.at], after[move.at + 1 :]
    return split_play(node)


def pool_words(pools: Iterable[str], words: Iterable[str]) -> dict[str, tuple[str, ...]]:
    """The words of ``words`` each of ``pools`` (sorted letters) is an anagram of, sorted:
    one pass over the words, sorting only those of a pool's length."""
    wanted = set(pools)
    lengths = {len(p) for p in wanted}
    found: dict[str, list[str]] = {}
    for word in words:
        if len(word) in lengths:
            pool = pool_of(word)
            if pool in wanted:
                found.setdefault(pool, []).append(word)
    return {pool: tuple(sorted(ws)) for pool, ws in found.items()}


def card_anagrams(
    variant: str, endings: Iterable[str], words: Iterable[str] | None
) -> dict[str, tuple[str, ...]]:
    """The anagrams of an Anaghost card's endings (its pools) among the counting ``words``;
    empty for the other variants, whose endings are words already, or without the words."""
    if words is None or not variant_by_key(variant).pool:
        return {}
    return pool_words(endings, words)
