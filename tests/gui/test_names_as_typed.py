"""A name typed at the table ("Maman", "Ana", "Émile", "Саша") is taken as it is: the program
cannot tell whose it is or how it sounds. So a sentence or heading that holds one gives the
player no gender: the French, Spanish, German and Russian texts avoid the words that would
agree with it ("Maman est hors jeu", not "Maman est éliminé"; "Victoire : Maman", not
"Gagnant : Maman"). And French puts no "de" or "que" right before it, which a name starting
with a vowel would turn into "d'" or "qu'" ("Précision de Émile")."""

from __future__ import annotations

import re

import pytest
from translated_names import PLAYER, translations

#: the headings shown right above or before a name: the winner's, and the turn line's
_HEADINGS = {("winner", "Winner"), ("MainWindow", "Winner:")}
#: texts with names that PLAYER does not catch
_ALSO = {
    "Accuracy of %1 in each match; the latest: %2",
    "Delete the match of %1? This cannot be undone.",
    "Learn from %1's mistakes",
}
#: words that take the gender of the player they speak of ("a défié", with avoir, does not)
_GENDERED = {
    "fr": re.compile(r"\b(?:éliminée?s?|(?<!\ba )défiée?|gagnante?|perdante?|vainqueur)\b", re.I),
    "es": re.compile(r"\b(?:ganador[a]?|eliminad[oa]|retad[oa]|perdedor[a]?)\b", re.I),
    "de": re.compile(r"\b(?:Sieger(?:in)?|Gewinner(?:in)?|Verlierer(?:in)?)\b"),
    "ru": re.compile(r"(?:Победитель|Победительница|Проигравший|Проигравшая)"),
}


def texts_with_names(language: str) -> list[tuple[str, str]]:
    """(English, translation) of every text that holds a player's name or heads one; each
    plural form is a text of its own."""
    return [
        (source, text)
        for context, source, text in translations(language)
        if PLAYER.search(source) or source in _ALSO or (context, source) in _HEADINGS
    ]


@pytest.mark.parametrize("language", sorted(_GENDERED))
def test_no_text_with_a_name_gives_the_player_a_gender(language: str) -> None:
    texts = texts_with_names(language)
    sources = {source for source, _ in texts}
    assert {"%1 is out of the game.", "Winner: %1", "Winner", "Winner:"} <= sources
    gendered = [(s, t) for s, t in texts if _GENDERED[language].search(t)]
    assert gendered == []


def test_no_french_elision_is_needed_before_a_name() -> None:
    texts = texts_with_names("fr")
    assert _ALSO <= {source for source, _ in texts}
    elided = [(s, t) for s, t in texts if re.search(r"\b(?:de|que|le|la|je|ne|se|si) %\d", t)]
    assert elided == []
