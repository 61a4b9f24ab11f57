"""The graph-free analysis (:mod:`ghost_gui.core.solving.levels`) against the brute-force minimax on
many small random vocabularies, every variant and 2-8 players, and against the published
results on the reference lists."""

from __future__ import annotations

import os
from array import array

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from ghost_gui.core.analysis.results import Workbench
from ghost_gui.core.errors import Cancelled
from ghost_gui.core.play.variants import VARIANTS, variant_by_key
from ghost_gui.core.solving import (
    fragment_levels,
    inner_cuts,
    level_cuts,
    pool_levels,
    prefix_levels,
)
from ghost_gui.core.solving.fragment_levels import analyse_levels
from ghost_gui.core.solving.levels import analyse
from ghost_gui.core.solving.prefix_levels import analyse_prefix_levels
from ghost_gui.core.words.lexicon import Lexicon
from ghost_gui.core.words.wordlist import load_word_list, word_list_from_words

from .brute import Brute
from .shared import ENABLE1_PUBLISHED, SHARED_WORDLISTS, needs_pool_pass

SETTINGS = settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def _expected(
    words: list[str], variant_key: str, players: int, min_length: int
) -> tuple[int, list[str], int] | None:
    lx = Lexicon.build(word_list_from_words(words), min_length, use_cache=False)
    if not lx.sorted_words:
        return None
    brute = Brute(lx, variant_by_key(variant_key), players)
    first = sorted({p.letter for p, c in brute.plays("").items() if not brute.losers(c) & 1})
    return brute.losers(""), first, len(brute.all_fragments())


def _check(words: list[str], variant_key: str, players: int, min_length: int) -> None:
    expected = _expected(words, variant_key, players, min_length)
    if expected is None:
        return
    counting = sorted({w for w in words if len(w) >= min_length})
    variant = variant_by_key(variant_key)
    assert analyse_levels(counting, variant, players) == expected
    if variant.key in ("super", "xghost", "anaghost"):  # packed into integers, and not
        assert level_cuts.number_packer(counting) is not None
        fragment_levels.number_packer, packer = (lambda words: None), level_cuts.number_packer
        try:
            assert analyse_levels(counting, variant, players) == expected
        finally:
            fragment_levels.number_packer = packer
    if not (variant.infix or variant.pool):
        assert analyse_prefix_levels(counting, variant, players) == expected
    a = analyse(counting, variant, players, min_length)
    assert (sum(1 << s for s in a.losers), list(a.winning_first_moves), a.fragments) == expected
    assert a.words == len(counting)


@pytest.mark.parametrize("variant_key", list(VARIANTS))
@pytest.mark.parametrize("players", [2, 3, 4])
@SETTINGS
@given(
    words=st.lists(st.text(alphabet="abc", min_size=1, max_size=6), min_size=1, max_size=10),
    min_length=st.integers(1, 3),
)
def test_levels_match_brute_force(
    variant_key: str, players: int, words: list[str], min_length: int
) -> None:
    _check(words, variant_key, players, min_length)


@pytest.mark.parametrize("variant_key", list(VARIANTS))
@pytest.mark.parametrize("players", [5, 8])
@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    words=st.lists(st.text(alphabet="ab", min_size=1, max_size=9), min_size=1, max_size=6),
    min_length=st.integers(1, 4),
)
def test_levels_many_players_match_brute_force(
    variant_key: str, players: int, words: list[str], min_length: int
) -> None:
    _check(words, variant_key, players, min_length)


# letters outside Latin-1 take two bytes in the padded columns, outside the BMP four; in
# SuperGhost any script packs into numbers (a letter a digit)
@pytest.mark.parametrize("alphabet", ["абвё", "a\u0101\u4e00", "a\U0001d400b"])
@pytest.mark.parametrize("variant_key", ["ghost", "anti", "super"])
@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_prefix_levels_in_any_script(alphabet: str, variant_key: str, data: st.DataObject) -> None:
    words = data.draw(
        st.lists(st.text(alphabet=alphabet, min_size=1, max_size=6), min_size=1, max_size=10)
    )
    _check(words, variant_key, data.draw(st.sampled_from([2, 3])), data.draw(st.integers(1, 3)))


# Xghost's fragments are bytes, a letter a byte, or two past 255 letters: with letters in
# base 3 (and 3 the byte that ends a row), four letters already take two bytes each
@pytest.mark.parametrize("alphabet", ["abcd", "абвё", "a\U0001d400b"])
@pytest.mark.parametrize("base", [255, 3])
@settings(
    max_examples=30,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture],
)
@given(data=st.data())
def test_xghost_in_any_script(
    monkeypatch: pytest.MonkeyPatch, alphabet: str, base: int, data: st.DataObject
) -> None:
    monkeypatch.setattr(inner_cuts, "_END", base)
    words = data.draw(
        st.lists(st.text(alphabet=alphabet, min_size=1, max_size=6), min_size=1, max_size=10)
    )
    _check(words, "xghost", data.draw(st.sampled_from([2, 3, 4])), data.draw(st.integers(1, 3)))
    assert inner_cuts.InnerCuts(words).width == (
        1 if base == 255 or len(set("".join(words))) <= 3 else 2
    )


@needs_pool_pass
@pytest.mark.parametrize("players", [2, 3, 4])
@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    words=st.lists(st.text(alphabet="aabcёж", min_size=1, max_size=8), min_size=1, max_size=16),
    min_length=st.integers(1, 4),
)
def test_xghosts_inner_cuts_in_c_are_the_python_loops(
    players: int, words: list[str], min_length: int
) -> None:
    """Runs of one letter (where cuts repeat), letters past Latin-1, every length: the
    compiled ``inner_hits`` gives the analysis the Python cuts give."""
    lx = Lexicon.build(word_list_from_words(words), min_length, use_cache=False)
    if not lx.sorted_words:
        return
    variant = variant_by_key("xghost")
    compiled = analyse_levels(lx.sorted_words, variant, players)
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(inner_cuts.InnerCuts, "hits", lambda *args, **kwargs: None)
        plain = analyse_levels(lx.sorted_words, variant, players)
    assert compiled == plain


@needs_pool_pass
@settings(max_examples=60, deadline=None)
@given(
    children=st.sets(st.text(alphabet="aab", min_size=4, max_size=4), max_size=20),
    parents=st.sets(st.text(alphabet="abc", min_size=3, max_size=3), max_size=20),
    codes=st.lists(st.integers(1, 6), min_size=20, max_size=20),
    skip=st.integers(0, 6),
)
def test_inner_hits_or_the_codes_of_the_children_that_reach_a_parent(
    children: set[str], parents: set[str], codes: list[int], skip: int
) -> None:
    cuts = inner_cuts.InnerCuts(["abc"])
    kids = list(cuts.pack(sorted(children)))
    level = dict.fromkeys(cuts.pack(sorted(parents)), 0)
    code = dict(zip(kids, codes))
    expected: dict[bytes, int] = {}
    for t in kids:
        for i in (1, 2):
            cut = t[:i] + t[i + 1 :]
            if cut in level and code[t] != skip:
                expected[cut] = expected.get(cut, 0) | code[t]
    found = cuts.hits(kids, array("I", codes[: len(kids)]), level, skip)
    assert found is not None
    assert dict(zip(found[0], found[1])) == expected
    assert all(f in level for f in found[0])  # the parents' own objects
    plain = cuts.hits(set(kids), None, set(level))
    assert plain is not None
    assert set(plain[0]) == {
        t[:i] + t[i + 1 :] for t in kids for i in (1, 2) if t[:i] + t[i + 1 :] in level
    }
    assert set(plain[1]) <= {1}


def test_inner_hits_refuse_fragments_of_mismatched_lengths() -> None:
    module = pool_levels.compiled()
    if module is None:
        pytest.skip("the compiled pass is not built")
    with pytest.raises(ValueError, match="inner_hits"):
        module.inner_hits([b"abcd", b"abc"], b"", [b"abc"], 4, 0)
    with pytest.raises(ValueError, match="inner_hits"):
        module.inner_hits([b"abcd"], b"", [b"ab"], 4, 0)
    with pytest.raises(ValueError, match="inner_hits"):
        module.inner_hits([b"abcd"], b"\0" * 8, [b"abc"], 4, 0)
    with pytest.raises(ValueError, match="inner_hits"):
        module.inner_hits([b"abcd"], b"", [b"abc"], 0, 0)


@pytest.mark.parametrize("letters", ["abcd", "абвё", "a\U0001d400bc"])
def test_passes_in_chunks_give_the_same_answers(
    monkeypatch: pytest.MonkeyPatch, letters: str
) -> None:
    """Large sets and word lists go through C calls a chunk at a time (the window's thread
    gets the interpreter lock back between them): the answers are the same."""
    a, b, c, d = letters
    words = sorted(
        {w + x + y + z for w in letters for x in letters for y in (a, b, c) for z in (a, b)}
        | {a + b, c + d + a}
    )
    whole = [
        analyse_levels(words, variant_by_key("superduper"), 3),
        analyse_prefix_levels(words, variant_by_key("ghost"), 2),
    ]
    for module in (level_cuts, fragment_levels, prefix_levels):
        monkeypatch.setattr(module, "CHUNK", 7)
    assert analyse_levels(words, variant_by_key("superduper"), 3) == whole[0]
    assert analyse_prefix_levels(words, variant_by_key("ghost"), 2) == whole[1]
    assert (
        prefix_levels._padded(words, 4)[0]
        == prefix_levels._padded(words[:7], 4)[0] + prefix_levels._padded(words[7:], 4)[0]
    )


def test_fragments_are_packed_as_numbers_in_base_b() -> None:
    """SuperGhost over a list of at most 36 letters packs each fragment into a number, its
    letters the digits in base B (B letters, in order); more letters stay strings."""
    packer = level_cuts.number_packer(["ab", "\u00e9c", "\u0436"])
    assert packer is not None
    pack, letters = packer
    assert letters == "abc\u00e9\u0436" and list(pack(["ab", "\u0436a", "a", "aa"])) == [
        1,
        4 * 5,
        0,
        0,
    ]
    assert level_cuts.number_packer([chr(0x100 + i) for i in range(37)]) is None
    with pytest.raises(ValueError):
        level_cuts.LevelPass(variant_by_key("superduper"), base=5)


@pytest.mark.parametrize("chunk", [2, 5, 1 << 13])
@settings(
    max_examples=60,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture],
)
@given(
    words=st.lists(
        st.text(alphabet="ab\u0101\U0001d400", min_size=1, max_size=7), min_size=1, max_size=14
    )
)
def test_prefix_counts_and_blocked_words(
    monkeypatch: pytest.MonkeyPatch, chunk: int, words: list[str]
) -> None:
    """The prefixes counted from the shared letters, and the words no other word starts
    (the only ones the prefix levels keep; the cards': no other counting word), against
    their definitions, in chunks of any size
    (each chunk in its own letter width)."""
    monkeypatch.setattr(prefix_levels, "CHUNK", chunk)
    words = sorted(set(words))
    assert prefix_levels.prefix_count(words) == len(
        {w[:i] for w in words for i in range(len(w) + 1)}
    )
    lengths = prefix_levels.word_lengths(words)
    shared = prefix_levels.all_shared(words, lengths)
    assert list(shared) == [0] + [
        len(os.path.commonprefix([a, b])) for a, b in zip(words, words[1:])
    ]
    kept = [w for w in words if not any(w.startswith(v) for v in words if v != w)]
    assert prefix_levels.unblocked(lengths, shared) == [words.index(w) for w in kept]
    for min_length in (1, 2, 3):
        counting = [w for w in words if len(w) >= min_length]
        assert prefix_levels.completable(words, min_length) == [
            w for w in counting if not any(w.startswith(v) for v in counting if v != w)
        ]
    prefixes = {w[:i] for w in words for i in range(len(w) + 1)}
    assert prefix_levels.reachable(words) == (
        kept,
        len(prefixes - {w[:i] for w in kept for i in range(len(w) + 1)}),
    )


@pytest.mark.parametrize("variant_key", list(VARIANTS))
def test_cancel_between_levels(variant_key: str) -> None:
    with pytest.raises(Cancelled):
        analyse(["abcd", "abce", "bcd"], variant_by_key(variant_key), 2, 3, cancel=lambda: True)


def test_progress_rises_to_the_last_level() -> None:
    seen: list[float] = []
    analyse(["abcd", "abce", "bcd"], variant_by_key("ghost"), 2, 3, progress=seen.append)
    assert seen == sorted(seen) and seen[0] == 0.0 and len(seen) == 5


ENABLE1 = SHARED_WORDLISTS / "enable1.txt"
WEB2 = SHARED_WORDLISTS / "web2.txt"


@pytest.mark.skipif(not ENABLE1.is_file(), reason="reference word lists not present")
@pytest.mark.parametrize(
    "variant, m, fragments, losers, must_win",
    ENABLE1_PUBLISHED,
)
def test_published_results_without_the_graph(
    variant: str, m: int, fragments: int, losers: tuple[int, ...], must_win: str | None
) -> None:
    bench = Workbench(ENABLE1, use_cache=False)
    _, a = bench.analysis(variant, m, 2)
    assert bench._solvers == {}  # answered without building the game graph
    assert a.fragments == fragments
    assert a.losers == losers
    if must_win:
        assert must_win in a.winning_first_moves


@pytest.mark.skipif(not WEB2.is_file(), reason="reference word lists not present")
def test_web2_three_players_as_published() -> None:
    """The published N-player analysis: on web2 (min length 3) player 3 loses and player 1's
    openings a, d, n and t keep player 1 out of the losers."""
    _, a = Workbench(WEB2, use_cache=False).analysis("ghost", 3, 3)
    assert a.losers == (2,)
    assert a.winning_first_moves == ("a", "d", "n", "t")


@pytest.mark.skipif(not ENABLE1.is_file(), reason="reference word lists not present")
@pytest.mark.parametrize("variant", ["ghost", "anti"])
@pytest.mark.parametrize("players", [2, 3])
def test_bit_sets_agree_with_the_graph_on_enable1(variant: str, players: int) -> None:
    bench = Workbench(ENABLE1, use_cache=False)
    _, fast = bench.analysis(variant, 3, players)
    assert bench.solver(variant, 3, players).solve().analysis() == fast
    words = load_word_list(ENABLE1).words
    assert fast.words == sum(len(w) >= 3 for w in words)
