"""The words an Anaghost card's pools of letters make, for the card window, the pocket card
and the drill (where a play's letter went is ``card_text.split_play``). No text of its own."""

from __future__ import annotations

from collections.abc import Iterable, Mapping

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
