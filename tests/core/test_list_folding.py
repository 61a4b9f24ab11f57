"""A list's letters counted as its language's players count them, when it loads: French and
Spanish accents off (Spanish keeping ñ), German keeping ä ö ü and playing ß as ss."""

from __future__ import annotations

from pathlib import Path

import pytest

from ghost_gui.core.analysis.results import Workbench
from ghost_gui.core.words.files import AS_WRITTEN, digest_language, list_digest
from ghost_gui.core.words.list_record import describe
from ghost_gui.core.words.wordlist import load_word_list


def write(tmp_path: Path, name: str, words: list[str]) -> Path:
    path = tmp_path / f"{name}.txt"
    path.write_text("\n".join(words) + "\n", encoding="utf-8")
    return path


FRENCH = ["école", "ecole", "côte", "cote", "chat", "garçon", "île", "cœur", "père"]
SPANISH = ["niño", "nino", "canción", "año", "árbol", "perro"]
GERMAN = ["straße", "strasse", "bär", "öl", "über", "haus", "Maß"]


def test_a_french_list_plays_its_accented_letters_as_plain_ones(tmp_path: Path) -> None:
    wl = load_word_list(write(tmp_path, "fr", FRENCH))
    assert wl.language == "fr"
    assert wl.words == ("chat", "coeur", "cote", "ecole", "garcon", "ile", "pere")
    assert set(wl.alphabet) <= set("abcdefghijklmnopqrstuvwxyz")
    # côte and cote, école and ecole: one word each, and the report says so
    assert wl.report.folded == 2 and wl.report.kept == len(wl.words)
    assert set(wl.report.folded_examples) == {"côte → cote", "école → ecole"}
    assert describe(wl.report)["folded"] == 2


def test_a_spanish_list_keeps_its_n_with_tilde(tmp_path: Path) -> None:
    wl = load_word_list(write(tmp_path, "es", SPANISH))
    assert wl.language == "es"
    assert "niño" in wl.words and "nino" in wl.words and "cancion" in wl.words
    assert set(wl.alphabet) <= set("abcdefghijklmnopqrstuvwxyzñ") and "ñ" in wl.alphabet
    assert wl.report.folded == 0


def test_a_german_list_keeps_its_umlauts_and_plays_sharp_s_as_ss(tmp_path: Path) -> None:
    wl = load_word_list(write(tmp_path, "de", GERMAN), keep_capitalized=True)
    assert wl.language == "de"
    assert wl.words == ("bär", "haus", "mass", "strasse", "öl", "über")
    assert set(wl.alphabet) <= set("abcdefghijklmnopqrstuvwxyzäöü")
    assert wl.report.folded_examples == ("straße → strasse",)


def test_english_and_russian_lists_are_as_they_were(tmp_path: Path) -> None:
    en = load_word_list(write(tmp_path, "en", ["cat", "dog"]))
    ru = load_word_list(write(tmp_path, "ru", ["ёж", "еж", "кот"]))
    assert (en.language, ru.language) == ("en", "ru")
    assert ru.words == ("еж", "кот", "ёж")
    data = (tmp_path / "ru.txt").read_bytes()
    assert ru.digest == list_digest(data, language=None) and "+" not in ru.digest
    assert "folded" not in describe(ru.report)


def test_a_language_given_is_used_and_as_written_folds_nothing(tmp_path: Path) -> None:
    path = write(tmp_path, "fr", FRENCH)
    plain = load_word_list(path, language=AS_WRITTEN)
    assert plain.language is None and "école" in plain.words and plain.report.folded == 0
    spanish = load_word_list(path, language="es")
    assert spanish.language == "es" and "ecole" in spanish.words


def test_the_same_file_in_another_language_has_other_cache_keys(tmp_path: Path) -> None:
    path = write(tmp_path, "fr", FRENCH)
    digests = {
        lang: load_word_list(path, language=lang).digest
        for lang in ("detect", "fr", AS_WRITTEN, "de")
    }
    assert digests["detect"] == digests["fr"]
    assert len({digests["fr"], digests[AS_WRITTEN], digests["de"]}) == 3
    # the digest says how to load the list again (a match record keeps only the digest)
    for lang, digest in digests.items():
        again = load_word_list(path, language=digest_language(digest))
        assert again.digest == digest, lang
    # the cache's key, worked out from the bytes alone, is the loaded list's
    for lang in ("detect", AS_WRITTEN, "de"):
        bench = Workbench(path, language=lang)
        assert bench.list_digest() == bench.word_list.digest


@pytest.mark.parametrize("words", [FRENCH, SPANISH])
def test_nfd_text_is_detected_and_folded_alike(tmp_path: Path, words: list[str]) -> None:
    import unicodedata

    path = tmp_path / "nfd.txt"
    path.write_text("\n".join(unicodedata.normalize("NFD", w) for w in words), encoding="utf-8")
    nfc = load_word_list(write(tmp_path, "nfc", words))
    nfd = load_word_list(path)
    assert (nfd.language, nfd.words) == (nfc.language, nfc.words)
    assert nfd.digest.endswith("+fold-" + str(nfc.language))


def test_a_match_record_reloads_its_list_the_way_it_was_read(tmp_path: Path) -> None:
    """A match record keeps its list's options in the digest (as +keep-capitalized): a French
    list read as French, or as written, is found and reviewed the same way again; a record
    written before folding (a bare digest) reads its list as written."""
    import random

    from ghost_gui.core.analysis.review import find_word_list, review
    from ghost_gui.core.play.match_record import record_of
    from ghost_gui.core.play.match_text import read_match, write_match

    from .random_matches import random_match

    path = write(tmp_path, "fr", FRENCH + ["chats", "chaton", "maison", "maisons", "été", "ete"])
    for option in ("detect", AS_WRITTEN):
        bench = Workbench(path, language=option)
        m = random_match(random.Random(5), bench.lexicon(3), "ghost", 2, lives=1, actions=6)
        record = read_match(write_match(record_of(m, "fr", bench.word_list.digest, path=str(path))))
        assert record.rules.digest == bench.word_list.digest
        assert find_word_list(record) == (str(path), None), option
        assert not review(record, use_cache=False).gaps, option


def test_house_and_blocked_words_typed_with_accents_count_as_the_list_does(
    tmp_path: Path,
) -> None:
    from ghost_gui.core.words.list_amends import amend

    french = load_word_list(write(tmp_path, "fr", ["été", "forêt", "côte"]))
    assert french.language == "fr"
    amended, what = amend(french, frozenset({"crêpe"}), frozenset({"Côte".lower()}))
    assert "crepe" in amended.words and "crêpe" not in amended.words
    assert "cote" not in amended.words  # blocked as typed, with its accent
    assert what.added == ("crepe",) and what.removed == ("cote",)
