"""Anaghost's graph of packed pools (:mod:`ghost_gui.core.solving.pool_graph`) against the
game graph of strings: on small random lists, 2-4 players, the same nodes, edges, loser
masks, plays, heights, analysis and cards, and the other player counts on the same graph;
with pools of one uint64 and of two."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from ghost_gui.core.cards.card_costs import card_costs
from ghost_gui.core.cards.cards import make_card
from ghost_gui.core.play.variants import variant_by_key
from ghost_gui.core.solving import pool_levels
from ghost_gui.core.solving.graph import GameGraph, build_graph
from ghost_gui.core.solving.pool_graph import PoolGraph, build_pool_graph
from ghost_gui.core.solving.solver import Solver
from ghost_gui.core.storage import cache
from ghost_gui.core.words.lexicon import Lexicon
from ghost_gui.core.words.wordlist import word_list_from_words

from .shared import needs_pool_pass
from .test_pool_levels import WIDE

ANAGHOST = variant_by_key("anaghost")
pytestmark = needs_pool_pass


def _edges(g: GameGraph) -> set[tuple[str, str]]:
    return {
        (g.fragments[c], g.fragments[q])
        for k in range(g.max_length + 1)
        for c, q in zip(g.edge_child[k], g.edge_parent[k])
    }


def _pair(words: list[str], players: int, min_length: int) -> tuple[Solver, Solver] | None:
    lx = Lexicon.build(word_list_from_words(words), min_length, use_cache=False)
    if not lx.sorted_words:
        return None
    packed = Solver(lx, ANAGHOST, players, use_cache=False).solve()
    plain = Solver(
        lx, ANAGHOST, players, use_cache=False, graph=build_graph(lx.sorted_words, ANAGHOST)
    ).solve()
    assert isinstance(packed.graph, PoolGraph) and not isinstance(plain.graph, PoolGraph)
    return packed, plain


@pytest.mark.parametrize("players", [2, 3, 4])
@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    words=st.lists(st.text(alphabet="abcd", min_size=1, max_size=6), min_size=1, max_size=10),
    min_length=st.integers(1, 3),
    wide=st.booleans(),
)
def test_packed_pools_answer_as_the_game_graph(
    players: int, words: list[str], min_length: int, wide: bool
) -> None:
    """Pools of one uint64, and pools past 64 bits (``wide``: two words a pool)."""
    pair = _pair(words + WIDE if wide else words, players, min_length)
    if pair is None:
        return
    packed, plain = pair
    a, b = packed.solved()[0], plain.solved()[0]
    assert isinstance(a, PoolGraph) and a.code.width == (16 if wide and min_length <= 3 else 8)
    assert len(a) == len(b) and a.fragment_count == b.fragment_count
    assert sorted(a.fragments) == sorted(b.fragments)
    assert a.level_span == b.level_span  # the same levels, deepest first
    assert _edges(a) == _edges(b)
    heights_a, heights_b = packed.heights(), plain.heights()
    for f in b.fragments:
        i, j = a.index[f], b.index[f]
        assert a.fragments[i] == f and a.terminal[i] == b.terminal[j]
        assert packed.losers(f) == plain.losers(f), f
        assert packed.children(f) == plain.children(f), f
        assert sorted(a.child_ids(i)) == sorted(a.index[c] for c in plain.children(f).values())
        assert heights_a[i] == heights_b[j], f
        assert packed.line(f) == plain.line(f)
    assert packed.analysis() == plain.analysis()
    for seat in range(players):
        assert make_card(packed, seat) == make_card(plain, seat)
    # another player count on the same graph, as a SolverSet hands it over
    fewer = Solver(packed.lexicon, ANAGHOST, 2, use_cache=False, graph=a).solve()
    other = Solver(packed.lexicon, ANAGHOST, 2, use_cache=False, graph=b).solve()
    assert all(fewer.losers(f) == other.losers(f) for f in b.fragments)


def test_a_pool_outside_the_graph_has_no_node() -> None:
    pair = _pair(["aab", "abc", "bd"], 2, 2)
    assert pair is not None
    packed, _ = pair
    g = packed.solved()[0]
    assert g.index.get("ab") is not None and "abc" in g.index
    # a letter of no word, a letter more often than any word has it, too long, not sorted in
    assert g.index.get("az") is None and g.index.get("aaa") is None
    assert g.index.get("aabcd") is None and "ba" not in g.index
    assert packed.losers("aaa") is None and packed.children("aaa") == {}
    with pytest.raises(KeyError):
        g.index["zz"]


def test_a_cached_graph_of_strings_is_not_read(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """An entry an older version stored (the graph of strings, ten times the memory) stays
    unread: the packed pools are made again, faster than it would be read."""
    monkeypatch.setenv("GHOST_CACHE_DIR", str(tmp_path / "cache"))
    monkeypatch.delenv("GHOST_BUNDLED_CACHE", raising=False)
    lx = Lexicon.build(word_list_from_words(["aab", "abc", "bcd", "dab"]), 3, use_cache=False)
    old = Solver(lx, ANAGHOST, 2, graph=build_graph(lx.sorted_words, ANAGHOST)).solve()
    assert cache.find_entry("solved", old.key, ".stream") is not None
    fresh = Solver(lx, ANAGHOST, 2).solve()
    assert isinstance(fresh.graph, PoolGraph) and fresh.analysis() == old.analysis()


@pytest.mark.parametrize("players", [2, 3, 4])
@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    words=st.lists(st.text(alphabet="abcd", min_size=1, max_size=6), min_size=1, max_size=10),
    min_length=st.integers(1, 3),
    wide=st.booleans(),
)
def test_every_seats_costs_in_one_pass_are_each_seats_own(
    players: int, words: list[str], min_length: int, wide: bool
) -> None:
    """The summary table costs a player count's seats in one compiled pass: each seat's are
    the plain pass's over the game graph of strings, node for node (pools past 64 bits too)."""
    pair = _pair(words + WIDE if wide else words, players, min_length)
    if pair is None:
        return
    packed, plain = pair
    a, values = packed.solved()
    b = plain.solved()[0]
    together = a.seats_costs(values, list(range(players)), players, 1 << 32, None)
    assert len(together) == players
    for seat, costs in enumerate(together):
        alone = list(card_costs(plain, seat, tree=True))
        assert [costs[a.index[f]] for f in b.fragments] == alone


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    words=st.lists(st.text(alphabet="abcd", min_size=1, max_size=6), min_size=1, max_size=10),
    min_length=st.integers(1, 3),
    wide=st.booleans(),
)
def test_every_player_counts_losers_from_the_pass_that_makes_the_pools(
    words: list[str], min_length: int, wide: bool
) -> None:
    """The summary table has the loser masks of 2, 3 and 4 players made with the pools, in
    one pass: each count's are those of the game graph of strings solved for it."""
    words = words + WIDE if wide else words
    lx = Lexicon.build(word_list_from_words(words), min_length, use_cache=False)
    if not lx.sorted_words:
        return
    helper = pool_levels.compiled()
    assert helper is not None
    graph = build_pool_graph(lx.sorted_words, helper, ANAGHOST, 2, also=[3, 4])
    assert graph is not None
    plain = build_graph(lx.sorted_words, ANAGHOST)
    for players in (2, 3, 4):
        packed = Solver(lx, ANAGHOST, players, use_cache=False, graph=graph).solve()
        strings = Solver(lx, ANAGHOST, players, use_cache=False, graph=plain).solve()
        assert all(packed.losers(f) == strings.losers(f) for f in plain.fragments)
        assert packed.analysis() == strings.analysis()


@pytest.mark.parametrize("players", [2, 3])
@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    words=st.lists(st.text(alphabet="abcdefg", min_size=3, max_size=8), min_size=8, max_size=20),
    min_length=st.sampled_from([3, 4]),
)
def test_levels_of_hundreds_of_pools_answer_as_the_game_graph(
    players: int, words: list[str], min_length: int
) -> None:
    """Levels of more pools than a word of 64 children (the compiled passes find each
    letter's run of children a word at a time): the same edges, loser masks and every seat's
    costs as the game graph of strings; and a pool's children in the order of their plays,
    which the walk along a card takes for the first of equal costs."""
    pair = _pair(words, players, min_length)
    if pair is None:
        return
    packed, plain = pair
    (a, values), b = packed.solved(), plain.solved()[0]
    assert _edges(a) == _edges(b)
    together = a.seats_costs(values, list(range(players)), players, 1 << 32, None)
    for seat, costs in enumerate(together):
        assert [costs[a.index[f]] for f in b.fragments] == list(card_costs(plain, seat, tree=True))
    for f in b.fragments:
        assert packed.losers(f) == plain.losers(f), f
        plays = sorted(plain.children(f).items())
        assert a.child_ids(a.index[f]) == [a.index[c] for _, c in plays], f
