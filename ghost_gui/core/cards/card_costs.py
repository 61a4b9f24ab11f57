"""The packed cost of the best card for a seat from every node of the game graph
(:func:`card_costs`), the pass that :func:`~ghost_gui.core.cards.cards.make_card` chooses its
plays by: losing words << 96 | the words' weight << 64 | unfamiliar words << 32 | letters
for a word card, lossiness << 64 | decisions << 32 | final words for a tree card (see
:mod:`~ghost_gui.core.cards.cards` for why these sums choose exactly). With a
:class:`CostLayout` (:func:`cost_layout`) the same pass runs a column of children at a time
in C. Separate from the cards themselves because it is the engine's speed-minded part, and
the summary table's card sizes use it without making a card."""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Sequence
from itertools import compress
from operator import add, itemgetter, neg
from typing import TYPE_CHECKING, NamedTuple, cast

from ..fast_loops import append_all, collector_paused, store_all
from ..passes import CancelCheck, check, lengths_down
from .grouping import decision_flags

if TYPE_CHECKING:
    from ..solving.graph import GameGraph
    from ..solving.solver import Solver

_LOW = (1 << 64) - 1
_ENTRY = 1 << 32
# a word card's cost: losing words << LOSING_BIT | the words' weight << WORDS_BIT | unfamiliar
# words << UNFAMILIAR_BIT | letters; each part a sum below 1 << 32
LOSING_BIT, WORDS_BIT, UNFAMILIAR_BIT = 96, 64, 32
#: the familiar card: an unfamiliar word weighs 1 + w / WEIGHT_UNIT words, for each w of
#: ``cards.WEIGHTS`` tried
WEIGHT_UNIT = 8
_FLIP = bytes([1, 0]) + bytes(254)  # a translate table: terminal flags to their opposite


class CostLevel(NamedTuple):
    """One level of a :class:`CostLayout`."""

    #: the level's completed words
    terminals: list[int]
    #: the level's other nodes, those with the most children first (ties: by id)
    parents: list[int]
    #: ``columns[j]``: the j-th child of each of ``parents[: len(columns[j])]``
    columns: list[list[int]]
    #: per parent with two children or more (``parents[:len(fix)]``): lossiness << 64 by
    #: the sum of its children's lossiness (0 when all are 0, 2 when all are 2, else 1)
    fix: list[list[int]]


class CostLayout(NamedTuple):
    """A game graph's edges arranged for :func:`card_costs`: per level, each parent's children
    in columns, so a pass takes the ``min`` or the ``sum`` over every parent's children with a
    few C calls per column (``map``) instead of a Python step per edge. It depends on the graph
    only: one layout serves every player count and seat."""

    #: each node's children, by id, in the graph's edge order
    kids: list[list[int]]
    #: per length k below the graph's longest
    levels: list[CostLevel]


def cost_layout(g: GameGraph, cancel: CancelCheck | None = None) -> CostLayout | None:
    """The layout of ``g`` (see :class:`CostLayout`); None when some fragment that is not a
    word has no child (never in a graph :func:`~ghost_gui.core.solving.graph.build_graph` makes:
    then :func:`card_costs` takes its plain pass)."""
    with collector_paused():  # a list per node, and no cycle among them
        return _layout(g, cancel)


def _layout(g: GameGraph, cancel: CancelCheck | None) -> CostLayout | None:
    n = len(g)
    kids: list[list[int]] = [[] for _ in range(n)]
    levels: list[CostLevel] = []
    tables: dict[int, list[int]] = {}
    for k in range(g.max_length):
        check(cancel)
        append_all(kids, g.edge_parent[k], g.edge_child[k])
        lo, hi = g.level_span[k]
        terminal = g.terminal[lo:hi]
        terminals = list(compress(range(lo, hi), terminal))
        others = list(compress(range(lo, hi), terminal.translate(_FLIP)))
        degree = list(map(len, map(kids.__getitem__, others)))
        if not all(degree):
            return None
        order = sorted(range(len(others)), key=degree.__getitem__, reverse=True)
        parents = list(map(others.__getitem__, order))
        degree = list(map(degree.__getitem__, order))
        lists = list(map(kids.__getitem__, parents))
        columns = []
        for j in range(degree[0] if degree else 0):
            width = bisect_left(degree, -j, key=neg)  # the parents with more than j children
            columns.append(list(map(itemgetter(j), lists[:width])))
        plural = len(columns[1]) if len(columns) > 1 else 0
        for d in set(degree[:plural]) - tables.keys():
            tables[d] = [0] + [1 << 64] * (2 * d - 1) + [2 << 64]
        levels.append(
            CostLevel(terminals, parents, columns, list(map(tables.__getitem__, degree[:plural])))
        )
    return CostLayout(kids, levels)


#: a tree card's cost where the others can force the game out of the words allowed: more
#: than any lossiness (0-2) << 64 with its counts below
_OUT = 4 << 64


def card_costs(
    solver: Solver,
    seat: int,
    *,
    tree: bool,
    cancel: CancelCheck | None = None,
    layout: CostLayout | None = None,
    familiar: frozenset[str] | None = None,
    weight: int = 0,
    allowed: set[int] | None = None,
) -> list[int]:
    """Packed cost of the best card for ``seat`` from every node of the solver's graph: losing
    words << 64 | words << 32 | letters (word card), lossiness << 64 | decisions << 32 |
    final words (``tree``). With ``layout`` (the graph's: see :func:`cost_layout`) the same
    costs, a column at a time. ``allowed`` (a tree card, without the layout): the nodes of
    the only final words the card may end in; where the others can force the game to
    another, the cost is ``4 << 64`` (see :func:`group_costs`)."""
    from ..solving import graph_passes

    g, values = solver.solved()
    if tree and allowed is None:
        packed = getattr(g, "tree_costs", None)  # Anaghost's packed pools: a compiled pass
        if packed is not None:
            return cast(list[int], packed(values, seat, solver.players, _ENTRY, cancel))
        module = graph_passes.helper()  # the other graphs': one where it is built
        if module is not None:
            found = graph_passes.tree_costs(
                module, g, solver.masks(), seat, solver.players, _ENTRY, cancel
            )
            return cast(list[int], found)
    if layout is not None and allowed is None:
        return _column_costs(solver, seat, tree, layout, cancel, familiar, weight)
    players = solver.players
    bit = 1 << seat
    n = len(g)
    key = [0] * n
    flags = bytearray(n)
    entry = _ENTRY if tree else 0
    extra = {} if tree else _unfamiliar_extra(g, familiar, weight)
    for k in lengths_down(g.max_length, cancel):
        lo, hi = g.level_span[k]
        by_mask = _leaves(k, tree, bit, players, weight)
        for i in range(lo, hi):
            if g.terminal[i]:
                key[i] = by_mask[values[i]] + extra.get(i, 0)
                if allowed is not None and i not in allowed:
                    key[i] = _OUT
        if k == g.max_length:
            continue
        ec, ep = g.edge_child[k], g.edge_parent[k]
        if k % players == seat:
            worst = _OUT if tree else 1 << 256  # no less than any cost
            for i in range(lo, hi):
                if not g.terminal[i]:
                    key[i] = worst
            for c, q in zip(ec, ep):
                x = key[c]
                if x < key[q]:
                    key[q] = x
            if entry:  # one decision where more than one play is legal
                plural = decision_flags(g, k)
                for i in range(lo, hi):
                    if plural[i - lo] and key[i] < _OUT:
                        key[i] += entry
        elif not tree:  # the counts add up
            for c, q in zip(ec, ep):
                key[q] += key[c]
        else:
            for c, q in zip(ec, ep):
                x = key[c]
                key[q] += x & _LOW
                flags[q] |= 1 << (x >> 64)
            for i in range(lo, hi):
                if not g.terminal[i]:
                    f = flags[i]
                    if f & 16:  # a child out of the words allowed: the others take it
                        key[i] = _OUT
                    else:
                        key[i] |= (0 if f == 1 else 2 if f == 4 else 1) << 64
    return key


def seats_costs(
    solver: Solver, seats: list[int], cancel: CancelCheck | None = None
) -> list[Sequence[int]]:
    """``card_costs(solver, seat, tree=True)`` of each of ``seats`` from one compiled pass
    (Anaghost's packed pools, whose graph has ``seats_costs``)."""
    from ..solving.pool_graph import PoolGraph

    g, values = solver.solved()
    assert isinstance(g, PoolGraph)
    return list(g.seats_costs(values, seats, solver.players, _ENTRY, cancel))


def jobs_costs(
    jobs: list[tuple[Solver, int]], cancel: CancelCheck | None = None
) -> list[Sequence[int]]:
    """``card_costs(solver, seat, tree=True)`` of each (solver, seat) from one compiled pass
    (solvers of several player counts on one graph of Anaghost's packed pools)."""
    from ..solving.pool_graph import PoolGraph

    g = jobs[0][0].solved()[0]
    assert isinstance(g, PoolGraph) and all(s.solved()[0] is g for s, _ in jobs)
    found = g.jobs_costs(
        [(solver.solved()[1], seat, solver.players) for solver, seat in jobs], _ENTRY, cancel
    )
    return list(found)


def group_costs(
    solver: Solver,
    seat: int,
    words: tuple[str, ...] | set[str],
    *,
    cancel: CancelCheck | None = None,
) -> list[int]:
    """Packed cost (lossiness << 64 | decisions << 32 | words) of the best strategy for
    ``seat`` from every node that keeps every ending inside ``words``; ``4 << 64`` where
    the others can force the game out of ``words``. Ghost and Anti-Ghost (a tree graph):
    the tree card's pass with only ``words`` allowed."""
    g = solver.solved()[0]
    allowed = {g.index[w] for w in words if w in g.index}
    return card_costs(solver, seat, tree=True, cancel=cancel, allowed=allowed)


def _leaves(k: int, tree: bool, bit: int, players: int, weight: int) -> list[int]:
    """The packed cost of a final word of k letters, by the mask of the seats it makes lose:
    tree card (lossiness, no decision, one end); word card (losing or not, one word
    weighing 1, or ``WEIGHT_UNIT`` when unfamiliar words weigh more, k letters)."""
    if tree:
        return [(2 << 64 if m & bit else 0) | 1 for m in range(1 << players)]
    return [word_leaf(bool(m & bit), k, weight) for m in range(1 << players)]


def word_leaf(loses: bool, k: int, weight: int = 0) -> int:
    """A word card's cost of one final word of k letters: losing or not, one word weighing 1
    (``WEIGHT_UNIT`` when unfamiliar words weigh more: ``weight`` > 0), k letters."""
    return (1 << LOSING_BIT if loses else 0) | (WEIGHT_UNIT if weight else 1) << WORDS_BIT | k


def unfamiliar_extra(weight: int) -> int:
    """What an unfamiliar final word adds to a word card's cost: one unfamiliar word, and
    ``weight`` more to the words' weight (the familiar card)."""
    return weight << WORDS_BIT | 1 << UNFAMILIAR_BIT


def _unfamiliar_extra(g: GameGraph, familiar: frozenset[str] | None, weight: int) -> dict[int, int]:
    """What an unfamiliar final word adds to a word card's cost, by node: one unfamiliar word,
    and ``weight`` more to its words' weight (the familiar card)."""
    if familiar is None:
        return {}
    plus = unfamiliar_extra(weight)
    words = g.fragments
    return {i: plus for i in compress(range(len(words)), g.terminal) if words[i] not in familiar}


def _column_costs(
    solver: Solver,
    seat: int,
    tree: bool,
    layout: CostLayout,
    cancel: CancelCheck | None,
    familiar: frozenset[str] | None = None,
    weight: int = 0,
) -> list[int]:
    """:func:`card_costs` on the layout. At the seat's turns a parent's cost is the least of
    its children's plus one decision where it has two or more (tree card); at the others' the sum of theirs, with a
    tree card's lossiness from the sum of theirs (as the flags of the plain pass: the sums
    are below 1 << 64 as the plain pass assumes, so the low bits never reach the lossiness)."""
    g, values = solver.solved()
    players = solver.players
    bit = 1 << seat
    key = [0] * len(g)
    entry = _ENTRY if tree else 0
    top = g.max_length
    extra = {} if tree else _unfamiliar_extra(g, familiar, weight)
    for k in lengths_down(top, cancel):
        by_mask = _leaves(k, tree, bit, players, weight)
        if k == top:
            lo, hi = g.level_span[k]
            key[lo:hi] = map(by_mask.__getitem__, values[lo:hi])
            for i in range(lo, hi):
                if i in extra:
                    key[i] += extra[i]
            continue
        level = layout.levels[k]
        terminals = level.terminals
        store_all(key, terminals, map(by_mask.__getitem__, map(values.__getitem__, terminals)))
        if extra:
            for i in terminals:
                if i in extra:
                    key[i] += extra[i]
        columns = level.columns
        if not columns:
            continue
        get = key.__getitem__
        costs = list(map(get, columns[0]))
        if k % players == seat:
            for column in columns[1:]:
                costs[: len(column)] = [y if y < x else x for x, y in zip(costs, map(get, column))]
            if entry and len(columns) > 1:  # a decision at the parents with two children or more
                plural = len(columns[1])
                costs[:plural] = map(entry.__add__, costs[:plural])
        else:
            for column in columns[1:]:
                costs[: len(column)] = map(add, costs, map(get, column))
            if tree and level.fix:
                costs[: len(level.fix)] = [x & _LOW | f[x >> 64] for x, f in zip(costs, level.fix)]
        store_all(key, level.parents, costs)
    return key
