"""The game graph's two hot passes in C: every node's loser masks for a number of players
(:meth:`~ghost_gui.core.solving.solver.Solver.solve`) and a seat's tree-card costs
(:func:`~ghost_gui.core.cards.card_costs.card_costs`), a level a call of the compiled helper
``pool_pass`` (``graph_losers``, ``graph_costs``).

The Super variants' graphs (SuperGhost, SuperDuperGhost, Xghost) hold 270,000 nodes and up
to 630,000 edges on the family list; in Python a pass is a few interpreter steps an edge,
0.06-0.15 s, and the summary table makes 3 loser passes and up to 9 cost passes a group (and
the cost passes' layout, 0.2 s more). In C a pass takes 4-9 ms, and the card walk finds a
node's children without the layout (:class:`Children`). Where the helper is not built
(:func:`helper` is None) the Python passes run: ``Solver._solve_py`` and ``card_costs``' own,
which stay the reference the tests hold these to.
"""

from __future__ import annotations

from array import array
from bisect import bisect_right
from types import ModuleType

from ..passes import CancelCheck, Progress, lengths_down
from ..play.variants import Variant
from .graph import GameGraph, compiled_passes
from .pool_graph import PoolCosts


def helper() -> ModuleType | None:
    """The compiled passes, or None where they are not built (or where a C ``int``, the
    graph's edge arrays' item, is not the 32 bits they read): ``graph.compiled_passes``."""
    return compiled_passes()


def losers(
    module: ModuleType,
    g: GameGraph,
    variant: Variant,
    players: int,
    cancel: CancelCheck | None = None,
    progress: Progress | None = None,
) -> bytearray:
    """Every node's loser mask (a byte each) for ``players``: ``Solver._solve``'s rule, a
    level a compiled call."""
    values = bytearray(len(g))
    term = [variant.losers_at_word(p, players) for p in range(players)]
    empty = array("i")
    for k in lengths_down(g.max_length, cancel, progress):
        lo, hi = g.level_span[k]
        child, parent = (g.edge_child[k], g.edge_parent[k]) if k < g.max_length else (empty, empty)
        # a word of k letters is completed by seat k - 1 (the empty fragment is no word)
        word_mask = term[(k - 1) % players] if k else 0
        module.graph_losers(values, g.terminal, child, parent, lo, hi, k % players, word_mask)
    return values


def tree_costs(
    module: ModuleType,
    g: GameGraph,
    masks: bytes,
    seat: int,
    players: int,
    entry: int,
    cancel: CancelCheck | None = None,
) -> PoolCosts:
    """A tree card's packed cost of every node for ``seat`` (``card_costs(..., tree=True)``:
    lossiness << 64 | decisions << 32 | final words, ``entry`` a decision), from every
    node's loser mask (``masks``, a byte each), a level a compiled call."""
    n = len(g)
    high, low = bytearray(n), array("Q", bytes(8 * n))
    bit = 1 << seat
    empty = array("i")
    for k in lengths_down(g.max_length, cancel):
        lo, hi = g.level_span[k]
        child, parent = (g.edge_child[k], g.edge_parent[k]) if k < g.max_length else (empty, empty)
        module.graph_costs(
            high, low, g.terminal, masks, child, parent, lo, hi, bit, k % players == seat, entry
        )
    return PoolCosts(high, low)


class Children:
    """Each node's children by id (in the graph's edge order), a level's found in one
    compiled call (``graph_children``) when one of its nodes is first asked for: the card walk
    visits a few thousand of the graph's nodes, and a list per node took longer to make than
    the costs."""

    def __init__(self, module: ModuleType, g: GameGraph) -> None:
        self.module, self.g = module, g
        #: each level's first id, from the deepest level (for bisection)
        self.starts = [g.level_span[k][0] for k in range(g.max_length, -1, -1)]
        self.levels: dict[int, tuple[array[int], array[int]]] = {}

    def __getitem__(self, i: int) -> list[int]:
        g = self.g
        k = g.max_length - (bisect_right(self.starts, i) - 1)
        if k >= g.max_length:
            return []
        found = self.levels.get(k)
        lo, hi = g.level_span[k]
        if found is None:
            starts, kids = array("i"), array("i")
            made = self.module.graph_children(g.edge_child[k], g.edge_parent[k], lo, hi)
            starts.frombytes(made[0])
            kids.frombytes(made[1])
            found = self.levels[k] = starts, kids
        starts, kids = found
        return kids[starts[i - lo] : starts[i - lo + 1]].tolist()
