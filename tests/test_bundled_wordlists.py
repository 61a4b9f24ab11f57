"""The bundled word lists: present, UTF-8, letters only, the right alphabets, filtered."""

from __future__ import annotations

import pytest

from ghost_gui.core.words.wordlist import load_word_list
from ghost_gui.paths import wordlist_path

LATIN = set("abcdefghijklmnopqrstuvwxyz")
CYRILLIC = set("абвгдежзийклмнопрстуфхцчшщъыьэюяё")


@pytest.mark.parametrize(
    "name, alphabet",
    [
        ("english-family.txt", LATIN),
        ("english-large.txt", LATIN),
        ("web2.txt", LATIN),
        ("russian-nouns.txt", CYRILLIC),
        ("frequency-en.txt", LATIN),
        ("frequency-ru.txt", CYRILLIC),
    ],
)
def test_bundled_list(name: str, alphabet: set[str]) -> None:
    path = wordlist_path(name)
    text = path.read_bytes().decode("utf-8")
    wl = load_word_list(path)
    assert len(wl.words) > 10_000
    assert wl.report.proper_nouns == 0 and wl.report.other_characters == 0
    assert set(wl.alphabet) == alphabet  # 26 letters, or 33 with ё distinct from е
    assert "\r" not in text


def test_family_list_is_filtered() -> None:
    words = set(load_word_list(wordlist_path("english-family.txt")).words)
    assert {"cat", "house", "garden", "xylophone"} <= words
    assert not words & {
        "fuck",
        "shit",
        "cunt",
        "nigger",
        "bitch",
        "fucked",
        "niggers",
        "niger",
        "jihad",
        "myspace",
    }


def test_frequency_lists_are_in_rank_order() -> None:
    en = wordlist_path("frequency-en.txt").read_text(encoding="utf-8").split()
    assert en[0] == "the" and en.index("and") < en.index("house") < en.index("garden")
    ru = wordlist_path("frequency-ru.txt").read_text(encoding="utf-8").split()
    assert ru.index("и") < 10
