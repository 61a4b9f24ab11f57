"""What the players of each language count as a letter, which language a list is in, and how
its dictionaries sort words."""

from __future__ import annotations

import pytest

from ghost_gui.core.alphabets import collation_key, detect_language, fold


@pytest.mark.parametrize(
    ("word", "language", "played"),
    [
        ("école", "fr", "ecole"),
        ("forêt", "fr", "foret"),
        ("garçon", "fr", "garcon"),
        ("cœur", "fr", "coeur"),
        ("noël", "fr", "noel"),
        ("niño", "es", "niño"),  # Spanish keeps ñ
        ("canción", "es", "cancion"),
        ("pingüino", "es", "pinguino"),
        ("straße", "de", "strasse"),  # ß plays as ss
        ("mädchen", "de", "mädchen"),  # ä, ö, ü are letters of their own
        ("öl", "de", "öl"),
        ("café", "de", "cafe"),  # a loanword's accent is not
        ("ёж", "ru", "ёж"),  # ё stays distinct from е
        ("naïve", "en", "naïve"),
        ("café", None, "café"),
    ],
)
def test_letters_are_what_the_languages_players_count(
    word: str, language: str, played: str
) -> None:
    assert fold(word, language) == played


def test_a_lists_language_is_told_by_the_letters_only_it_uses() -> None:
    assert detect_language(["cat", "dog"]) == "en"
    assert detect_language(["кот", "ёж"]) == "ru"
    assert detect_language(["straße", "mädchen", "café", "haus"]) == "de"
    assert detect_language(["niño", "canción", "café", "casa"]) == "es"
    assert detect_language(["école", "garçon", "forêt", "île", "maison"]) == "fr"
    assert detect_language(["zażółć", "ćma", "łódź"]) is None  # Polish: none of them
    assert detect_language(["niño", "école"]) is None  # one of each: neither


def test_words_sort_as_the_languages_dictionaries_do() -> None:
    def order(words: list[str], language: str) -> list[str]:
        return sorted(words, key=lambda w: collation_key(w, language))

    assert order(["zebra", "äpfel", "apfel", "ast", "maße", "masse"], "de") == [
        "apfel",
        "äpfel",
        "ast",
        "masse",
        "maße",
        "zebra",
    ]
    assert order(["oso", "ñu", "nube", "nz"], "es") == ["nube", "nz", "ñu", "oso"]
    assert order(["жук", "ёж", "еда", "ель"], "ru") == ["еда", "ель", "ёж", "жук"]
    assert order(["b", "a"], "en") == ["a", "b"]
