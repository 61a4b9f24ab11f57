"""The index card's order (``card_index.py``): a dictionary's, ё right after е in Russian."""

from __future__ import annotations

from ghost_gui.core.cards.card_index import index_key


def test_the_lines_go_as_in_a_dictionary() -> None:
    letters = ["жа", "ёж", "еж", "ея", "", "а"]
    assert sorted(letters, key=index_key) == ["", "а", "еж", "ея", "ёж", "жа"]
    assert sorted(["rv", "av", "", "v"], key=index_key) == ["", "av", "rv", "v"]
