"""The game graph's compiled passes (:mod:`ghost_gui.core.solving.graph_passes`) against the
Python passes they replace, on small random lists for SuperGhost, SuperDuperGhost and Xghost,
2-4 players, every seat: the same loser masks, the same tree-card costs node for node (the
plain pass and the column pass on the layout), the same children and card sizes; and the
same loser masks for Ghost and Anti-Ghost, whose graphs the same pass solves."""

from __future__ import annotations

from array import array

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from ghost_gui.core.cards.card_costs import card_costs, cost_layout
from ghost_gui.core.cards.card_sizes import _children_ids, tree_card_sizes
from ghost_gui.core.cards.cards import make_card
from ghost_gui.core.play.variants import variant_by_key
from ghost_gui.core.solving import graph as graph_module
from ghost_gui.core.solving import graph_passes
from ghost_gui.core.solving.graph import build_graph
from ghost_gui.core.solving.pool_graph import PoolCosts
from ghost_gui.core.solving.solver import Solver
from ghost_gui.core.words.lexicon import Lexicon
from ghost_gui.core.words.wordlist import word_list_from_words

from .shared import needs_pool_pass

pytestmark = needs_pool_pass

VARIANTS = ["super", "superduper", "xghost"]


def _module() -> object:
    module = graph_passes.helper()
    assert module is not None, "pool_pass is not built, or built from an older source"
    return module


@pytest.mark.parametrize("variant_key", VARIANTS)
@pytest.mark.parametrize("players", [2, 3, 4])
@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    words=st.lists(st.text(alphabet="abc", min_size=1, max_size=7), min_size=1, max_size=12),
    min_length=st.integers(1, 3),
)
def test_the_compiled_passes_agree_with_the_python_passes(
    variant_key: str, players: int, words: list[str], min_length: int
) -> None:
    module = _module()
    lx = Lexicon.build(word_list_from_words(words), min_length, use_cache=False)
    if not lx.sorted_words:
        return
    variant = variant_by_key(variant_key)
    g = build_graph(lx.sorted_words, variant)
    solver = Solver(lx, variant, players, use_cache=False, graph=g).solve()
    values = solver.solved()[1]
    assert values == solver._solve_py(g, None, None)
    assert solver.masks() == bytes(values)
    layout = cost_layout(g)
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(graph_passes, "helper", lambda: None)
        plain = [card_costs(solver, s, tree=True) for s in range(players)]
        columns = [card_costs(solver, s, tree=True, layout=layout) for s in range(players)]
        sizes_py = tree_card_sizes(solver, cap=None)
    for seat in range(players):
        found = card_costs(solver, seat, tree=True)
        assert isinstance(found, PoolCosts)  # the compiled pass ran
        assert list(found) == plain[seat] == columns[seat], seat
    children = graph_passes.Children(module, g)  # type: ignore[arg-type]
    assert [children[i] for i in range(len(g))] == _children_ids(solver)
    assert tree_card_sizes(solver, cap=None) == sizes_py
    assert tree_card_sizes(solver, cap=3) == tuple(
        None if size is not None and size > 3 else size for size in sizes_py
    )


@pytest.mark.parametrize("variant_key", ["ghost", "anti"])
@pytest.mark.parametrize("players", [2, 3, 4])
@settings(max_examples=20, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    words=st.lists(st.text(alphabet="abc", min_size=1, max_size=7), min_size=1, max_size=12),
    min_length=st.integers(1, 3),
)
def test_ghost_and_anti_ghosts_loser_masks_are_the_python_passes(
    variant_key: str, players: int, words: list[str], min_length: int
) -> None:
    """Their game graph (play's) is solved by the same compiled pass; Anti-Ghost's words make
    the others lose."""
    _module()
    lx = Lexicon.build(word_list_from_words(words), min_length, use_cache=False)
    if not lx.sorted_words:
        return
    variant = variant_by_key(variant_key)
    g = build_graph(lx.sorted_words, variant)
    solver = Solver(lx, variant, players, use_cache=False, graph=g).solve()
    assert solver.solved()[1] == solver._solve_py(g, None, None)


@pytest.mark.parametrize("variant_key", VARIANTS)
def test_a_card_made_on_the_compiled_costs_is_the_python_passes_card(variant_key: str) -> None:
    _module()
    words = "abate bat bath batter tab table tabby stab abbot about boat"
    lx = Lexicon.build(word_list_from_words(words.split()), 3, use_cache=False)
    variant = variant_by_key(variant_key)
    for players in (2, 3):
        solver = Solver(lx, variant, players, use_cache=False).solve()
        with pytest.MonkeyPatch.context() as patch:
            patch.setattr(graph_passes, "helper", lambda: None)
            slow = Solver(lx, variant, players, use_cache=False).solve()
            cards = [make_card(slow, seat) for seat in range(players)]
        assert solver.analysis() == slow.analysis()
        assert [make_card(solver, seat) for seat in range(players)] == cards


def test_edges_outside_the_level_are_refused() -> None:
    module = _module()
    terminal = bytes([1, 0, 0])
    child, parent = array("i", [0]), array("i", [1])
    values = bytearray(3)
    module.graph_losers(values, terminal, child, parent, 1, 2, 0, 1)  # type: ignore[attr-defined]
    with pytest.raises(ValueError):  # a parent outside [lo, hi)
        module.graph_losers(values, terminal, child, parent, 2, 3, 0, 1)  # type: ignore[attr-defined]
    with pytest.raises(ValueError):  # a child that is no node
        module.graph_losers(values, terminal, array("i", [7]), parent, 1, 2, 0, 1)  # type: ignore[attr-defined]
    with pytest.raises(ValueError):  # terminal flags of another graph
        module.graph_losers(values, b"\0", child, parent, 1, 2, 0, 1)  # type: ignore[attr-defined]
    high, low = bytearray(3), array("Q", bytes(24))
    with pytest.raises(ValueError):  # costs of another size
        module.graph_costs(
            high, array("Q", bytes(8)), terminal, bytes(3), child, parent, 1, 2, 1, 0, 1
        )  # type: ignore[attr-defined]
    with pytest.raises(ValueError):
        module.graph_costs(high, low, terminal, bytes(3), child, array("i", [-1]), 1, 2, 1, 0, 1)  # type: ignore[attr-defined]
    with pytest.raises(ValueError):  # edge arrays of different lengths
        module.graph_children(child, array("i", [1, 1]), 1, 2)  # type: ignore[attr-defined]
    with pytest.raises(ValueError):
        module.graph_children(array("i", [-3]), parent, 1, 2)  # type: ignore[attr-defined]


def _edges(g: object) -> tuple[object, ...]:
    return (
        g.fragments,  # type: ignore[attr-defined]
        [a.tolist() for a in g.edge_child],  # type: ignore[attr-defined]
        [a.tolist() for a in g.edge_parent],  # type: ignore[attr-defined]
    )


@pytest.mark.parametrize("variant_key", ["ghost", "super", "superduper", "xghost"])
@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    words=st.lists(st.text(alphabet="aabcёж", min_size=1, max_size=9), min_size=1, max_size=20),
    min_length=st.integers(1, 4),
)
def test_the_graphs_edges_in_c_are_the_python_loops(
    variant_key: str, words: list[str], min_length: int
) -> None:
    """Every variant's edges by an end, SuperDuperGhost's by a reversal and Xghost's by a
    letter from inside: runs of one letter and palindromes (where cuts repeat each other and
    the ends), letters past Latin-1, every length: the same fragments in the same order, the
    same edges."""
    _module()
    lx = Lexicon.build(word_list_from_words(words), min_length, use_cache=False)
    if not lx.sorted_words:
        return
    variant = variant_by_key(variant_key)
    compiled = build_graph(lx.sorted_words, variant)
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(graph_module, "compiled_passes", lambda: None)
        plain = build_graph(lx.sorted_words, variant)
    assert _edges(compiled) == _edges(plain)


def test_the_end_edges_refuse_a_chunk_outside_the_level_or_no_fragment() -> None:
    module = _module()
    with pytest.raises(ValueError, match="end_edges"):
        module.end_edges(["ab"], 0, {}, [], 0, True, 0, 2)  # type: ignore[attr-defined]
    with pytest.raises(ValueError, match="end_edges"):
        module.end_edges([""], 0, {}, [], 0, True, 0, 1)  # type: ignore[attr-defined]
    index: dict[str, int] = {"a": 0}
    fragments = ["a"]
    child, parent = module.end_edges(["ab", "ba", "aa"], 5, index, fragments, 1, True, 0, 3)  # type: ignore[attr-defined]
    assert fragments == ["a", "b"] and index == {"a": 0, "b": 1}
    assert array("i", child).tolist() == [5, 6] and array("i", parent).tolist() == [1, 1]


@pytest.mark.parametrize("name", ["inner_edges", "reverse_edges"])
def test_the_edge_passes_refuse_arrays_of_mismatched_sizes(name: str) -> None:
    edges = getattr(_module(), name)
    with pytest.raises(ValueError, match=name):
        edges(b"\0" * 13, b"", 3, 0, 0)
    with pytest.raises(ValueError, match=name):
        edges(b"\0" * 12, b"\0" * 7, 3, 0, 0)
