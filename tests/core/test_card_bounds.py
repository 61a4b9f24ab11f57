"""Anaghost's bound on a tree card's decisions: never more than the card's own, so a seat it
puts past the summary table's cap is past it; such a seat's costs are not worked out."""

from __future__ import annotations

import math

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from ghost_gui.core.cards import card_costs
from ghost_gui.core.cards.card_sizes import capped, pool_seats, tree_card_sizes
from ghost_gui.core.cards.cards import make_card
from ghost_gui.core.play.variants import variant_by_key
from ghost_gui.core.solving.pool_bounds import decision_bounds
from ghost_gui.core.solving.pool_graph import PoolGraph
from ghost_gui.core.solving.solver import Solver
from ghost_gui.core.words.lexicon import Lexicon
from ghost_gui.core.words.wordlist import word_list_from_words

from .shared import needs_pool_pass
from .test_pool_levels import WIDE

pytestmark = needs_pool_pass
ANAGHOST = variant_by_key("anaghost")


def _solved(words: list[str], players: int, min_length: int) -> Solver | None:
    lx = Lexicon.build(word_list_from_words(words), min_length, use_cache=False)
    if not lx.sorted_words:
        return None
    solver = Solver(lx, ANAGHOST, players, use_cache=False).solve()
    assert isinstance(solver.graph, PoolGraph)
    return solver


def _first_turns(g: PoolGraph, seat: int) -> set[int]:
    """The pools of the seat's first turn: those of ``seat`` letters the others can make."""
    level = {g.index[""]}
    for _ in range(seat):
        level = {c for i in level if not g.terminal[i] for c in g.child_ids(i)}
    return {i for i in level if not g.terminal[i]}


@pytest.mark.parametrize("players", [2, 3, 4])
@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    words=st.lists(st.text(alphabet="abcdef", min_size=1, max_size=7), min_size=1, max_size=16),
    min_length=st.integers(1, 4),
    most_pools=st.integers(0, 400),
    wide=st.booleans(),
)
def test_the_bound_is_never_more_than_the_cards_decisions(
    players: int, words: list[str], min_length: int, most_pools: int, wide: bool
) -> None:
    """Pools of one uint64, and pools past 64 bits (``wide``: two words a pool)."""
    solver = _solved(words + WIDE if wide else words, players, min_length)
    if solver is None:
        return
    g = solver.graph
    assert isinstance(g, PoolGraph)
    assert g.code.width == (16 if wide and min_length <= 3 else 8)
    bounds = decision_bounds(g, players, most_pools)
    for seat in range(players):
        lo = g.level_span[seat][0] if seat <= g.max_length else 0
        bound = math.fsum(bounds[seat][i - lo] for i in _first_turns(g, seat))
        assert bound <= make_card(solver, seat).decisions + 1e-9


def test_a_seat_past_the_cap_by_the_bound_is_not_costed(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """On these words, three players' cards have 13, 28 and 40 decisions, and the bound shows
    each past a cap of 11 (the first seat's first turn is a single decision): no cost pass
    runs, and the sizes are "more than 11" as counted to the end."""
    words = (
        "stare tears rates aster taser earns nears snare saner learn renal stale least "
        "steal tales slate later alert alter retains nastier stainer"
    ).split()
    solver = _solved(words, 3, 3)
    assert solver is not None
    full = tuple(make_card(solver, seat).decisions for seat in range(3))
    assert min(full) > 11
    costed: list[int] = []
    real = card_costs.seats_costs

    real_one = card_costs.card_costs

    def spy(solver: Solver, seats: list[int], cancel: object = None) -> object:
        costed.extend(seats)
        return real(solver, seats)

    def spy_one(solver: Solver, seat: int, **kw: object) -> object:
        costed.append(seat)
        return real_one(solver, seat, **kw)  # type: ignore[arg-type]

    monkeypatch.setattr(card_costs, "seats_costs", spy)
    monkeypatch.setattr(card_costs, "card_costs", spy_one)
    assert tree_card_sizes(solver, cap=11) == (None,) * 3
    assert costed == []


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    words=st.lists(st.text(alphabet="abcde", min_size=1, max_size=6), min_size=1, max_size=12),
    min_length=st.integers(1, 3),
    cap=st.integers(0, 12),
)
def test_every_counts_seats_costed_together_give_each_cards_size(
    words: list[str], min_length: int, cap: int
) -> None:
    """The summary table costs the seats of 2, 3 and 4 players that the bound leaves in one
    pass over a graph they share: each seat's costs are its own, node for node, and the
    sizes are those of each count costed alone."""
    first = _solved(words, 2, min_length)
    if first is None:
        return
    solvers = [first] + [
        Solver(first.lexicon, ANAGHOST, n, use_cache=False, graph=first.graph).solve()
        for n in (3, 4)
    ]
    jobs = [(s, seat) for s in solvers for seat in range(s.players)]
    for (solver, seat), costs in zip(jobs, card_costs.jobs_costs(jobs)):
        alone = card_costs.card_costs(solver, seat, tree=True)
        assert list(costs) == list(alone)
    for solver, (over, costs) in zip(solvers, pool_seats(solvers, cap)):
        together = tree_card_sizes(solver, cap=cap, over=over, costs=costs)
        assert together == tree_card_sizes(solver, cap=cap)
        full = (make_card(solver, s).decisions for s in range(solver.players))
        assert together == tuple(capped(d, cap) for d in full)


#: words of up to 8 letters over 7: levels of hundreds of pools, so the compiled passes read
#: their children's runs across several words of 64 children each
LONGER = st.lists(st.text(alphabet="abcdefg", min_size=3, max_size=8), min_size=6, max_size=20)


@settings(max_examples=50, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(words=LONGER, min_length=st.sampled_from([3, 4]), cap=st.integers(5, 30))
def test_the_tables_sizes_are_the_full_passes_capped(
    words: list[str], min_length: int, cap: int
) -> None:
    """The summary table's way (the bound, then one costs pass for the seats of 2, 3 and 4
    players it leaves, then a walk that stops past the cap) gives every seat's size as the
    full pass counts it to the end: the same size at or below the cap, None past it."""
    first = _solved(words, 2, min_length)
    if first is None:
        return
    solvers = [first] + [
        Solver(first.lexicon, ANAGHOST, n, use_cache=False, graph=first.graph).solve()
        for n in (3, 4)
    ]
    for solver, (over, costs) in zip(solvers, pool_seats(solvers, cap)):
        table = tree_card_sizes(solver, cap=cap, over=over, costs=costs)
        full = tree_card_sizes(solver)
        assert None not in full
        assert table == tuple(capped(d, cap) for d in full)
