"""The German, French and Spanish family lists: everyday words in, obscenities, slurs and names out.

The check lists are those of scripts/family_lists_europe.py; the figures asserted here are the
ones wordlists/SOURCES.md reports for the build. The tests read the bundled files only.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from ghost_gui.core.words.wordlist import load_word_list
from ghost_gui.paths import wordlist_path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "scripts"))
import family_lists_europe as europe

FAMILY = {"de": "german-family.txt", "fr": "french-family.txt", "es": "spanish-family.txt"}
# everyday words of the check list that the Debian list lacks (ngerman has no Zahnbürste;
# the Spanish list has hunspell-es's forms too: tijeras, hablo, niños)
NOT_IN_DEBIAN = {"de": {"zahnbürste", "trampolin"}, "fr": set(), "es": set()}
# blocked words the sources take for common words: Wiktionary's "ein Volkswagen", Facebook;
# hunspell-es writes maría and pedro in lower case too, and lucía is lucir's imperfect
SLIPPED = {"de": {"volkswagen", "facebook"}, "fr": set(), "es": {"maría", "pedro", "lucía"}}
LANGS = list(FAMILY)


def lines(name: str) -> list[str]:
    text = wordlist_path(name).read_bytes().decode("utf-8")
    assert "\r" not in text and text.endswith("\n")
    return text.split("\n")[:-1]


@pytest.fixture(scope="module", params=LANGS)
def lang_words(request: pytest.FixtureRequest) -> tuple[str, set[str]]:
    return request.param, set(lines(FAMILY[request.param]))


def test_check_lists_are_the_reported_size() -> None:
    for lang in LANGS:
        assert len(set(europe.EVERYDAY[lang])) == len(europe.EVERYDAY[lang]) >= 40, lang
        assert len(set(europe.BLOCKED[lang])) == len(europe.BLOCKED[lang]) >= 38, lang


@pytest.mark.parametrize("lang", LANGS)
def test_family_list_is_lower_case_letters_sorted_and_unique(lang: str) -> None:
    words = lines(FAMILY[lang])
    assert words == sorted(set(words))
    assert all(w.isalpha() and w == w.lower() and len(w) >= 3 for w in words)
    assert 50_000 <= len(words) <= 70_000  # SOURCES.md: 58,009 / 59,736 / 68,054
    assert wordlist_path(FAMILY[lang]).stat().st_size < 1_000_000


def test_accents_are_kept_not_folded() -> None:
    de, fr, es = (set(lines(FAMILY[lang])) for lang in LANGS)
    assert {"straße", "fußball", "groß", "müde", "fröhlich", "schmetterling"} <= de
    assert {"école", "éléphant", "gâteau", "forêt", "château", "crêpe"} <= fr
    assert {"niño", "año", "pingüino", "lápiz", "sandía", "mañana"} <= es


def test_everyday_words_are_in(lang_words: tuple[str, set[str]]) -> None:
    lang, words = lang_words
    missing = {w for w in europe.EVERYDAY[lang] if w not in words}
    assert missing == NOT_IN_DEBIAN[lang]  # SOURCES.md: 40 / 42, 44 / 44, 50 / 50


def test_offensive_words_and_names_are_out(lang_words: tuple[str, set[str]]) -> None:
    lang, words = lang_words
    assert {w for w in europe.BLOCKED[lang] if w in words} == SLIPPED[lang]


def test_spanish_words_are_in_with_their_forms() -> None:
    es = set(lines("spanish-family.txt"))
    # plurals, feminines, verb forms (present, past, gerund, with pronouns): hunspell-es's
    assert {"casas", "perros", "niñas", "hablo", "comí", "comiendo", "dámelo", "reír"} <= es
    # the forms of offensive words go with them, but not a form of an everyday word too
    assert not es & {"pezones", "follado", "follaba", "mamadas", "cacas", "putas", "coños"}
    assert {"pinches", "fuelles"} <= es  # pinchar, fuelle
    # names hunspell-es writes only with a capital stay out in every form
    assert not es & {"madrid", "barcelona", "carlos", "josé", "méxico", "españa"}


def test_german_nouns_are_in_and_names_out() -> None:
    de = set(lines("german-family.txt"))
    # capitalised in ngerman: common nouns, some also places or surnames in Wiktionary
    assert {"hund", "katze", "welt", "montag", "wind", "stern", "müller", "hase", "essen"} <= de
    assert not de & {"berlin", "paris", "china", "rom", "anna", "hans", "klaus", "peter", "maria"}


def test_the_stems_catch_inflections_and_spare_everyday_words() -> None:
    for lang in LANGS:
        words = set(lines(FAMILY[lang]))
        assert [w for w in europe.EVERYDAY_NEAR[lang] if w not in words] == [], lang
        for w in europe.EVERYDAY_NEAR[lang] + europe.EVERYDAY[lang]:
            assert not europe.VULGAR[lang].search(w), w
        assert [w for w in words if europe.VULGAR[lang].search(w)] == [], lang
    inflected = {
        "de": "fotzen gefickt fickt arschlöcher schlampen huren nutten schwuchteln",
        "fr": "salopes connards enculés putes pédés gouines connasses",
        "es": "putas cabrones maricones pendejos jodido follando cojones",
    }
    for lang, ws in inflected.items():
        for w in ws.split():
            assert europe.VULGAR[lang].search(w), w


@pytest.mark.parametrize("lang", LANGS)
def test_frequency_list_is_lower_case_letters_in_rank_order(lang: str) -> None:
    words = lines(f"frequency-{lang}.txt")
    assert len(words) > 45_000 and len(set(words)) == len(words)
    assert all(w.isalpha() and w == w.lower() for w in words)
    first = {"de": "die", "fr": "de", "es": "de"}[lang]
    assert words[0] == first
    common = {"de": ("und", "haus", "schmetterling"), "fr": ("et", "maison", "papillon")}.get(
        lang, ("que", "casa", "mariposa")
    )
    assert words.index(common[0]) < words.index(common[1]) < words.index(common[2])
    accented = {"de": "für", "fr": "été", "es": "más"}[lang]
    assert accented in words[:500]  # accents kept, not folded


@pytest.mark.parametrize("lang", LANGS)
def test_the_game_loads_every_word(lang: str) -> None:
    wl = load_word_list(wordlist_path(FAMILY[lang]))
    assert wl.report.proper_nouns == 0 and wl.report.other_characters == 0
    assert len(wl.words) > 20_000
