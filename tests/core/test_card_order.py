"""A card's words in the dictionary order of its list's language: a German card files Ä
with A, a Spanish one puts Ñ after N, a Russian one Ё after Е; English cards as they were."""

from __future__ import annotations

from pathlib import Path

from ghost_gui.core.alphabets import collation_key
from ghost_gui.core.analysis.results import Workbench
from ghost_gui.core.cards.card_order import in_card_order, in_dictionary_order
from ghost_gui.core.cards.card_text import flat_lines
from ghost_gui.core.cards.cards import WordCard


def card_of(tmp_path: Path, words: list[str], *, seat: int = 0) -> WordCard:
    path = tmp_path / "list.txt"
    path.write_text("\n".join(words) + "\n", encoding="utf-8")
    card = Workbench(path, use_cache=False).card("ghost", 3, 2, seat)[1]
    assert isinstance(card, WordCard)
    return card


def test_a_german_cards_words_are_in_dictionary_order(tmp_path: Path) -> None:
    words = ["zaun", "äpfel", "apfelbaum", "bär", "oel", "öse", "ärger", "arm", "aal", "bus"]
    card = card_of(tmp_path, words, seat=1)
    # the card's words (which of AAL and ARM it takes is the card's choice: the more familiar)
    # in German order, ÄPFEL with the A words, not after ZAUN as by character code
    words = card.words
    assert "äpfel" in words and "zaun" in words
    assert words == tuple(sorted(words, key=lambda w: collation_key(w, "de")))
    assert words.index("äpfel") < words.index("bus") < words.index("zaun")
    assert words != tuple(sorted(words))


def test_a_spanish_cards_n_with_tilde_comes_after_n(tmp_path: Path) -> None:
    words = ["ñandu", "nube", "oso", "zorro", "año", "nada", "ñu", "ola"]
    card = card_of(tmp_path, words, seat=1)
    assert card.words == ("año", "nada", "ñandu", "ola", "zorro")


def test_a_russian_card_and_the_printed_lines() -> None:
    card = WordCard(0, "ghost", 3, 2, 0, ("ежи", "жук", "ёлка"), ())
    ordered = in_dictionary_order(card, "ru")
    assert ordered.words == ("ежи", "ёлка", "жук")
    assert in_card_order({"жук", "ежи", "ёлка"}, ordered) == ("ежи", "ёлка", "жук")
    text = "\n".join(flat_lines(ordered, word_list="x"))
    assert text.index("ёлка") < text.index("жук")
    # English and French: the order of character codes is the dictionary's
    assert in_dictionary_order(card, "en") is card and in_dictionary_order(card, "fr") is card


def test_a_position_reached_in_several_ways_stays_one_node() -> None:
    """An Anaghost card reaches one pool in as many orders as its letters allow: ordered, a
    shared position is still one node (not one for each way there, which made the German
    family list's card for player 1 8.7 million nodes and 6.7 GB), its words ordered once."""
    from ghost_gui.core.cards.cards import TreeCard
    from ghost_gui.core.cards.grouping import GroupNode, iter_nodes

    shared = GroupNode("аеж", "аежё", (), ends=("ёжа", "ежа"), words=("ёжа", "ежа"))
    left = GroupNode("а", "аж", (shared,), ends=(), words=("ёжа", "ежа"))
    right = GroupNode("е", "еж", (shared,), ends=(), words=("ёжа", "ежа"))
    card = TreeCard(0, "anaghost", 3, 2, 0, None, 1, ("ёжа", "ежа"), (), tree=(left, right))  # type: ignore[arg-type]
    ordered = in_dictionary_order(card, "ru")
    below = [n.next[0] for n in ordered.tree]
    assert below[0] is below[1]
    assert below[0].words == ("ежа", "ёжа") and below[0].ends == ("ежа", "ёжа")
    assert [n.at for n in iter_nodes(ordered.tree)] == ["а", "аеж", "е"]
