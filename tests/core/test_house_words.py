"""House words count and blocked words do not: in the lexicon, the solver, the cards and
every cache key."""

from pathlib import Path

import pytest

from ghost_gui.core.analysis.results import Workbench
from ghost_gui.core.words.lexicon import Lexicon
from ghost_gui.core.words.list_amends import amend, amended_digest
from ghost_gui.core.words.wordlist import word_list_from_words


@pytest.fixture
def cache_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    d = tmp_path / "cache"
    monkeypatch.setenv("GHOST_CACHE_DIR", str(d))
    return d


def write_list(tmp_path: Path, words: list[str]) -> Path:
    path = tmp_path / "tiny.txt"
    path.write_text("\n".join(words) + "\n", encoding="utf-8")
    return path


def test_amend_adds_house_words_and_takes_out_blocked_ones() -> None:
    wl = word_list_from_words(["abc", "abde", "cab"])
    amended, what = amend(
        wl,
        frozenset({"abc", "zed", "Bad", "x1y", "cabbage"}),
        frozenset({"cab", "cabbage", "nope"}),
    )
    assert amended.words == ("abc", "abde", "zed")
    assert what.added == (
        "zed",
    )  # "abc" was there; "Bad" and "x1y" are no house words; blocked wins
    assert what.removed == ("cab",)  # "nope" was never in the list
    assert amended.alphabet == "abcdez"
    assert amended.digest != wl.digest
    assert amended.digest == amended_digest(
        wl.digest,
        frozenset({"abc", "zed", "Bad", "x1y", "cabbage"}),
        frozenset({"cab", "cabbage", "nope"}),
    )


def test_no_house_or_blocked_words_is_the_list_itself() -> None:
    wl = word_list_from_words(["abc"])
    assert amend(wl, frozenset(), frozenset())[0] is wl
    assert amended_digest(wl.digest, frozenset(), frozenset()) == wl.digest


def test_house_and_blocked_words_are_told_apart_in_the_digest() -> None:
    wl = word_list_from_words(["abc"])
    assert (
        amend(wl, frozenset({"xyz"}), frozenset())[0].digest
        != amend(wl, frozenset(), frozenset({"xyz"}))[0].digest
    )


@pytest.mark.parametrize("use_cache", [False, True])
def test_a_house_word_changes_who_wins(tmp_path: Path, cache_dir: Path, use_cache: bool) -> None:
    # ABC alone: player 1 plays A and C and completes it. With ABDE player 1 answers AB
    # with D and player 2 must complete ABDE.
    path = write_list(tmp_path, ["abc"])
    assert Workbench(path, use_cache=use_cache).analysis("ghost", 3, 2)[1].losers == (0,)
    with_house = Workbench(path, use_cache=use_cache, house={"abde"})
    analysis = with_house.analysis("ghost", 3, 2)[1]
    assert analysis.losers == (1,)
    assert analysis.words == 2
    assert with_house.amended.added == ("abde",)
    card = with_house.card("ghost", 3, 2, 0)[1]
    assert "abde" in card.words
    # the plain list's cached answer is not the amended one's, nor the other way round
    assert Workbench(path, use_cache=use_cache).analysis("ghost", 3, 2)[1].losers == (0,)


@pytest.mark.parametrize("use_cache", [False, True])
def test_a_blocked_word_changes_who_wins_and_leaves_the_cards(
    tmp_path: Path, cache_dir: Path, use_cache: bool
) -> None:
    path = write_list(tmp_path, ["abc", "abde"])
    bench = Workbench(path, use_cache=use_cache)
    assert bench.analysis("ghost", 3, 2)[1].losers == (1,)
    assert "abde" in bench.card("ghost", 3, 2, 0)[1].words
    blocked = Workbench(path, use_cache=use_cache, blocked={"abde"})
    assert blocked.analysis("ghost", 3, 2)[1].losers == (0,)
    assert blocked.amended.removed == ("abde",)
    for seat in (0, 1):
        assert "abde" not in blocked.card("ghost", 3, 2, seat)[1].words
    lexicon = blocked.lexicon(3)
    assert not lexicon.is_word("abde") and not lexicon.is_prefix("abd")


def test_the_lexicon_cache_follows_the_house_words(tmp_path: Path, cache_dir: Path) -> None:
    wl = word_list_from_words(["abc", "abd"])
    plain = Lexicon.build(wl, 3)
    assert plain.is_prefix("ab")  # builds and caches the plain list's trie
    amended = Lexicon.build(amend(wl, frozenset({"xyzzy"}), frozenset({"abd"}))[0], 3)
    assert amended.key != plain.key
    assert amended.is_prefix("xyz") and not amended.is_prefix("abd")
    assert plain.is_prefix("abd") and not plain.is_prefix("xy")
