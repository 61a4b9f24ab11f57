"""Russian sentences that hold a player's name keep it in the nominative: Russian declines
names ("Вызов от Саши"), and a name typed at the table cannot be declined by the program, so
each sentence is worded to need no other case ("Вызов: Саша", "Саша: ход")."""

from __future__ import annotations

import re
from xml.etree import ElementTree

from ghost_gui.paths import resource_path

#: in the English source, a placeholder followed by what a player does stands for a name
#: ("player %1" is a seat's number)
_PLAYER = re.compile(
    r"(?<!player )(?<!players )%(\d)(?: is| has| was)? (?:challenged|challenges|gave up|named"
    r"|names|cannot name|loses|wins|completed|made|gets|is out|plays(?! to)|adds|puts|turns"
    r"|starts with|says|played)\b"
    r"|%(\d), which word|challenges %(\d)|[Ww]inner: %(\d)|called %(\d)|^%(\d): give up"
)
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
    root = ElementTree.parse(resource_path("translations", "ghost_ru.ts")).getroot()
    for message in root.iter("message"):
        source = message.findtext("source") or ""
        names = {n for groups in _PLAYER.findall(source) for n in groups if n}
        translation = message.find("translation")
        if not names or translation is None:
            continue
        forms = [f.text or "" for f in translation.iter("numerusform")] or [translation.text or ""]
        found += [(source, form.strip(), {f"%{n}" for n in names}) for form in forms]
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
    root = ElementTree.parse(resource_path("translations", "ghost_ru.ts")).getroot()
    guessed = [
        "".join(t.itertext())
        for t in root.iter("translation")
        if _GENDER_GUESS.search("".join(t.itertext()))
    ]
    assert guessed == []


def test_a_resignation_reads_naturally() -> None:
    texts = {source: text for source, text, _ in russian_with_names()}
    assert texts["%1 gave up before the first letter"] == "%1: раунд сдан ещё до первой буквы"
    assert texts["%1 challenged: %2 is not a word"].startswith("Вызов: %1 ")
