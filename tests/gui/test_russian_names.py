"""Russian sentences that hold a player's name keep it in the nominative: Russian declines
names ("Вызов от Саши"), and a name typed at the table cannot be declined by the program, so
each sentence is worded to need no other case ("Вызов: Саша", "Саша: ход")."""

from __future__ import annotations

import re

from translated_names import PLAYER, translations

#: prepositions that put the word after them in a case other than the nominative
_PREPOSITIONS = (
    "без близ в во вокруг для до за из изо к ко кроме между мимо на над о об обо около от ото "
    "перед передо по под после при про против ради с со среди у через"
).split()
_BEFORE_NAME = re.compile(
    r"(?<![А-Яа-яЁё])(?:" + "|".join(_PREPOSITIONS) + r")\s+[«“„]?$", re.IGNORECASE
)
#: "закончил(а)": a gender the program cannot know, guessed in brackets
_GENDER_GUESS = re.compile(r"[а-яё]\((?:а|ла|ась|ею|на|ой)\)|\(должна\)")


def russian_with_names() -> list[tuple[str, str, set[str]]]:
    """(English, Russian, the placeholders standing for a name) of every translation that
    holds a player's name; each plural form of a translation is a Russian text of its own."""
    found = []
    for _, source, text in translations("ru"):
        names = {n for groups in PLAYER.findall(source) for n in groups if n}
        if names:
            found.append((source, text.strip(), {f"%{n}" for n in names}))
    return found


def test_the_name_sentences_are_found() -> None:
    found = {source: text for source, text, _ in russian_with_names()}
    assert len(found) >= 30
    assert "%1 challenged: %2 is not a word" in found
    assert "%1 is challenged" in found and "%1 gave up before the first letter" in found


def test_no_preposition_declines_a_name() -> None:
    declined = [
        (source, text)
        for source, text, names in russian_with_names()
        for name in names
        for at in [m.start() for m in re.finditer(re.escape(name) + r"(?!\d)", text)]
        if _BEFORE_NAME.search(text[:at])
    ]
    assert declined == []


def test_no_sentence_guesses_a_players_gender() -> None:
    guessed = [text for _, _, text in translations("ru") if _GENDER_GUESS.search(text)]
    assert guessed == []


def test_a_resignation_reads_naturally() -> None:
    texts = {source: text for source, text, _ in russian_with_names()}
    assert texts["%1 gave up before the first letter"] == "%1: раунд сдан ещё до первой буквы"
    assert texts["%1 challenged: %2 is not a word"].startswith("Вызов: %1 ")
