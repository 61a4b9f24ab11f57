"""Lexicon queries through datrie, and the on-disk caches."""

from __future__ import annotations

from pathlib import Path

import pytest

from ghost_gui.core.play.variants import Variant, variant_by_key
from ghost_gui.core.solving.solver import Analysis, Solver
from ghost_gui.core.storage import cache
from ghost_gui.core.words.lexicon import Lexicon
from ghost_gui.core.words.wordlist import word_list_from_words


@pytest.fixture(autouse=True)
def cache_in_tmp(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    d = tmp_path / "cache"
    monkeypatch.setenv("GHOST_CACHE_DIR", str(d))
    return d


def analyze(lx: Lexicon, variant: Variant, players: int = 2, *, use_cache: bool = True) -> Analysis:
    return Solver(lx, variant, players, use_cache=use_cache).solve().analysis()


def lexicon(words: str, m: int = 3, use_cache: bool = True) -> Lexicon:
    return Lexicon.build(word_list_from_words(words.split()), m, use_cache=use_cache)


def test_queries() -> None:
    lx = lexicon("at cat camel gecko ёж")
    assert lx.is_word("cat") and not lx.is_word("at")  # too short to count
    assert lx.is_prefix("ca") and lx.is_prefix("") and not lx.is_prefix("at")
    assert lx.is_infix("ame") and lx.is_infix("at") and not lx.is_infix("tac")
    assert lx.word_with_prefix("cam") == "camel"
    assert lx.word_containing("ck") == "gecko"
    # characters outside the alphabet are rejected, not silently dropped
    assert not lx.is_prefix("cQ") and not lx.is_infix("é")


def test_trie_cache_is_reused_and_a_corrupt_one_rebuilt(cache_in_tmp: Path) -> None:
    lexicon("cat camel").is_prefix("ca")
    tries = list((cache_in_tmp / "trie").glob("*.trie"))
    assert len(tries) == 1
    tries[0].write_bytes(b"garbage")
    assert lexicon("cat camel").is_prefix("cam")  # rebuilt silently
    assert lexicon("cat camel").word_with_prefix("cam") == "camel"


def test_no_cache_writes_nothing(cache_in_tmp: Path) -> None:
    lx = lexicon("cat camel goat", use_cache=False)
    lx.is_infix("oa")
    analyze(lx, variant_by_key("ghost"), use_cache=False)
    assert not cache_in_tmp.exists()


def test_solved_cache_round_trip_and_corruption(cache_in_tmp: Path) -> None:
    lx = lexicon("cat camel goat gerbil")
    first = Solver(lx, variant_by_key("super")).solve().analysis()
    files = list((cache_in_tmp / "solved").glob("*"))
    assert len(files) == 1
    again = Solver(lx, variant_by_key("super")).solve()
    assert again.analysis() == first and again.winning_plays("") == Solver(
        lx, variant_by_key("super"), use_cache=False
    ).solve().winning_plays("")
    files[0].write_bytes(b"\x80\x04not a pickle")
    assert Solver(lx, variant_by_key("super")).solve().analysis() == first
    assert cache.load_cached("solved", "missing") is None


def test_cache_is_keyed_by_content_and_rules() -> None:
    a = lexicon("cat camel goat gerbil")
    b = lexicon("cat camel goat gerbils")
    assert a.key != b.key
    assert a.key != lexicon("cat camel goat gerbil", m=4).key
    assert analyze(a, variant_by_key("ghost")).winning_first_moves == ("g",)
    # the same list and rules hit the cache: the cached result equals a fresh one
    assert analyze(b, variant_by_key("ghost")) == analyze(
        b, variant_by_key("ghost"), use_cache=False
    )


def test_bundled_read_only_cache_is_used_after_the_users(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    bundled = tmp_path / "bundled"
    monkeypatch.setenv("GHOST_CACHE_DIR", str(bundled))
    lx = lexicon("cat camel goat gerbil")
    result = analyze(lx, variant_by_key("ghost"))
    lx.is_prefix("ca")
    # a fresh user cache, with the packaged one behind it
    monkeypatch.setenv("GHOST_CACHE_DIR", str(tmp_path / "user"))
    monkeypatch.setenv("GHOST_BUNDLED_CACHE", str(bundled))
    key = Solver(lx, variant_by_key("ghost")).key
    assert cache.find_entry("solved", key, ".stream") is not None
    assert analyze(lx, variant_by_key("ghost")) == result
    assert not (tmp_path / "user" / "solved").exists()  # the bundled solve was used
    assert lexicon("cat camel goat gerbil").is_prefix("ger")
    assert not (tmp_path / "user" / "trie").exists()  # the bundled trie was used
