"""The order in which a card's words are read: the dictionary order of the list's language
(:func:`~ghost_gui.core.alphabets.collation_key`: a German card files ÄPFEL with the A's, a
Spanish one puts Ñ after N, a Russian one Ё after Е), not the order of character codes in
which the engine makes and caches them. Applied to a card as it is handed out, so that
every card in the cache stays as it was; the views keep the card's order
(:func:`in_card_order`) when they gather words of their own."""

from __future__ import annotations

from collections.abc import Iterable

from ..alphabets import collation_key
from .cards import TreeCard, WordCard
from .grouping import GroupNode

#: the languages whose dictionary order differs from the order of character codes
_COLLATED = frozenset({"de", "es", "ru"})


def in_dictionary_order(card: WordCard | TreeCard, language: str | None) -> WordCard | TreeCard:
    """``card`` with every list of words it shows in ``language``'s dictionary order."""
    if language not in _COLLATED:
        return card

    def order(words: tuple[str, ...]) -> tuple[str, ...]:
        return tuple(sorted(words, key=lambda w: collation_key(w, language)))

    # a position the card reaches in several ways is one node, shared: ordered once (an
    # Anaghost card reaches one pool in as many orders as its letters allow: the German
    # family list's card for player 1, 18,223 decisions, was 8.7 million nodes walked)
    done: dict[str, GroupNode] = {}

    def node(n: GroupNode) -> GroupNode:
        if n.at not in done:
            done[n.at] = n._replace(
                ends=order(n.ends), words=order(n.words), next=tuple(map(node, n.next))
            )
        return done[n.at]

    if isinstance(card, WordCard):
        card = card._replace(unfamiliar=order(card.unfamiliar))
    return card._replace(
        words=order(card.words),
        losing_words=order(card.losing_words),
        tree=tuple(map(node, card.tree)),
    )


def in_card_order(words: Iterable[str], card: WordCard | TreeCard) -> tuple[str, ...]:
    """``words`` (some of the card's) sorted as the card lists its words."""
    place = {w: i for i, w in enumerate(card.words)}
    return tuple(sorted(words, key=lambda w: (place.get(w, len(place)), w)))
