"""What a card asks a player to remember, counted without making the card: a word card's
words, a tree card's decisions (:func:`card_size`), and every seat's tree-card size walked on
the game graph's node ids (:func:`tree_card_sizes`). A size past ``cap`` (the summary table's
:data:`CARD_SIZE_CAP`) is not counted to the end: it is None, "more than ``cap``". Separate
from the summary table, which is its one user in the engine, because it is a fact about cards
and their costs, checked against ``cards.make_card`` on its own."""

from __future__ import annotations

import math
from array import array
from collections.abc import Sequence
from typing import TYPE_CHECKING, cast

from ..passes import CancelCheck, let_go

if TYPE_CHECKING:
    from ..play.variants import Variant
    from ..solving.pool_graph import PoolGraph
    from ..solving.solver import Solver
    from .card_costs import CostLayout
    from .cards import TreeCard, WordCard

    Card = WordCard | TreeCard

#: the summary table's card sizes stop counting past this: no person learns a card of more
#: words or plays by heart, and counting the largest cards to the end took most of the table
CARD_SIZE_CAP = 500

#: the most pools whose levels Anaghost's bound on a card's decisions passes over: the first
#: levels, where it comes from (the family list: its 290,000 pools of 6 letters and fewer, a
#: tenth of them, show every seat past the cap for 4 players, and for 3 all but the first)
_BOUND_POOLS = 300_000


def card_size(card: Card) -> int:
    """What a card asks a player to remember: its words, or its plays in the Super variants."""
    from .cards import TreeCard

    return card.decisions if isinstance(card, TreeCard) else len(card.words)


def capped(size: int, cap: int | None) -> int | None:
    """``size``, or None when it is more than ``cap``."""
    return None if cap is not None and size > cap else size


def _children_ids(solver: Solver) -> list[list[int]]:
    """Each node's children in the solver's graph, by id (the same for any player count)."""
    g = solver.graph
    assert g is not None
    kids: list[list[int]] = [[] for _ in range(len(g))]
    for k in range(g.max_length):
        for c, q in zip(g.edge_child[k], g.edge_parent[k]):
            kids[q].append(c)
    return kids


class _KidsWhenAsked:
    """Each node's children by id, found when first asked for (Anaghost's packed pools: the
    walk along a card visits a few thousand of its millions of nodes)."""

    def __init__(self, graph: PoolGraph) -> None:
        self.graph = graph
        self.known: dict[int, list[int]] = {}

    def __getitem__(self, i: int) -> list[int]:
        kids = self.known.get(i)
        if kids is None:
            kids = self.known[i] = self.graph.child_ids(i)
        return kids


def _play_order(variant: Variant, parent: str, child: str) -> tuple[bool, bool, int, str]:
    """The sort key of the play that makes ``child`` from ``parent`` (see Play.__lt__): the
    first of the variant's candidate plays that makes it, as ``Solver.children`` keeps (the
    letters of ``child`` stand in for the alphabet: they hold the one played)."""
    play = variant.candidate_plays(parent, "".join(sorted(set(child)))).get(child)
    if play is None:
        raise AssertionError(f"{child!r} is not a child of {parent!r}")
    return play.sort_key()


class _Turns:
    """A solved graph's turns for the card walk: each node's children by id, whose turn it is,
    each seat's first turns, and whether a seat's card is past the cap before its costs."""

    def __init__(
        self,
        solver: Solver,
        layout: CostLayout | None,
        cancel: CancelCheck | None,
        cap: int | None,
    ) -> None:
        from ..solving import graph_passes
        from .card_costs import cost_layout

        g, _ = solver.solved()
        # Anaghost's packed pools have their own compiled cost pass, which takes no layout;
        # so do the other graphs where the compiled passes are built
        self.packed = packed = getattr(g, "tree_costs", None) is not None
        module = None if packed else graph_passes.helper()
        if layout is None and not packed and module is None:
            layout = cost_layout(g, cancel)
        self.kids: Sequence[list[int]] | _KidsWhenAsked | graph_passes.Children
        if packed:
            layout, self.kids = None, _KidsWhenAsked(cast("PoolGraph", g))
        elif module is not None:
            layout, self.kids = None, graph_passes.Children(module, g)
        else:
            self.kids = layout.kids if layout is not None else _children_ids(solver)
        self.g, self.layout, self.solver, self.cancel = g, layout, solver, cancel
        self.terminal, self.n = g.terminal, solver.players
        self.most = cap if cap is not None else len(g)  # no card has more decisions than nodes
        n = self.n
        self.turn = turn = bytearray(len(g))  # whose turn it is at each node
        for k, (lo, hi) in enumerate(g.level_span):
            turn[lo:hi] = bytes([k % n]) * (hi - lo)
        self.root = g.index[""]
        self.cap = cap
        self._bounds: list[array[float]] | None = None

    def others(self, x: int, s: int) -> list[int]:
        """Seat s's next turns (or ends of the round) after x, whatever the others play."""
        terminal, turn, kids = self.terminal, self.turn, self.kids
        out, todo, seen = [], [x], set()
        while todo:
            y = todo.pop()
            if y in seen:
                continue
            seen.add(y)
            if terminal[y] or turn[y] == s:
                out.append(y)
            else:
                todo.extend(kids[y])
        return out

    def first_turns(self, s: int) -> list[int]:
        return [self.root] if self.turn[self.root] == s else self.others(self.root, s)

    def bounds(self) -> list[array[float]] | None:
        """Anaghost's packed pools, with a cap: each seat's bound on its decisions (see
        ``pool_bounds.decision_bounds``), worked out when first asked for."""
        if self._bounds is None and self.packed and self.cap is not None:
            from ..solving.pool_bounds import decision_bounds

            g = cast("PoolGraph", self.g)
            self._bounds = decision_bounds(g, self.n, _BOUND_POOLS, self.cancel)
        return self._bounds

    def past_cap(self, s: int) -> bool:
        """Seat s's first turns are on its card whatever it plays: more decisions there than
        the cap, and its size is known without the costs. Anaghost's packed pools: or more
        than the cap by a bound on all of its turns (see ``pool_bounds.decision_bounds``)."""
        terminal, kids, most = self.terminal, self.kids, self.most
        first = set(self.first_turns(s))
        inner = [i for i in first if not terminal[i]]  # all of seat s's letters, if any
        bounds = self.bounds()
        if bounds is None:
            return sum(len(kids[i]) > 1 for i in inner) > most
        if not inner:
            return False
        # a first turn's bound counts its own decision: no need to count them apart (the
        # children of thousands of pools, found one bisection a letter)
        lo = self.g.level_span[s][0]
        bound = math.fsum(bounds[s][i - lo] for i in inner)
        # a sum of fractions: what rounding could add is far below this margin
        return bound > most + 1e-6 * (most + 1)


def seats_past_cap(solver: Solver, cap: int, cancel: CancelCheck | None = None) -> list[bool]:
    """For each seat, whether :func:`tree_card_sizes` knows its card past ``cap`` before its
    costs (the summary table costs the other seats of every player count together)."""
    turns = _Turns(solver, None, cancel, cap)
    return [turns.past_cap(s) for s in range(solver.players)]


def tree_card_sizes(
    solver: Solver,
    layout: CostLayout | None = None,
    cancel: CancelCheck | None = None,
    cap: int | None = None,
    *,
    over: list[bool] | None = None,
    costs: dict[int, Sequence[int]] | None = None,
) -> tuple[int | None, ...]:
    """Every seat's tree-card size (``make_card(solver, seat).decisions``) without making
    the cards: the same costs (``card_costs``, a column at a time on the graph's ``layout``:
    see ``card_costs.cost_layout``) and the same choice of play at each of the seat's turns (the
    least cost, ties to the least play), walked on node ids. Only what a card holds (its
    nodes, plays and grouped tree) is left out: it was most of the time, in
    ``Solver.children``.

    ``cap``: a seat's size past it is None, and its counting stops as soon as that is known.
    Before its costs (a pass over the whole graph) when the seat's first turn already holds
    more decisions: every position the others can bring about before it, whatever the seat
    plays later; else during the walk, at the decision past ``cap``. ``over`` (from
    :func:`seats_past_cap`) and ``costs`` (of the seats not over): worked out already."""
    from ..passes import check
    from .card_costs import card_costs

    n = solver.players
    if over is not None and all(over):
        return (None,) * n
    turns = _Turns(solver, layout, cancel, cap)
    g, kids, terminal, most = turns.g, turns.kids, turns.terminal, turns.most
    fragments, variant = g.fragments, solver.variant
    sizes: list[int | None] = []
    key: Sequence[int] = []
    # the packed pools' costs of several seats come from one pass (see _batched)
    batch: dict[int, Sequence[int]] = dict(costs or {})
    if over is None:
        over = [turns.past_cap(s) for s in range(n)]
    for seat in range(n):
        if over[seat]:
            sizes.append(None)
            continue
        if isinstance(key, list):  # the last seat's big integers, a chunk at a time
            let_go(key)
        if turns.packed:
            if seat not in batch:
                batch = _batched(solver, [s for s in range(seat, n) if not over[s]], cancel)
            key = batch.pop(seat)
        else:
            key = card_costs(solver, seat, tree=True, cancel=cancel, layout=turns.layout)
        decided: set[int] = set()
        decisions = 0
        todo = turns.first_turns(seat)
        while todo and decisions <= most:
            i = todo.pop()
            if terminal[i] or i in decided:
                continue
            decided.add(i)
            ks = kids[i]
            decisions += len(ks) > 1  # a forced play is no decision
            best = min(map(key.__getitem__, ks))
            ties = [c for c in ks if key[c] == best]
            f = fragments[i]
            after = (
                ties[0]
                # a pool's children come letter by letter (child_ids), Anaghost's play order
                if len(ties) == 1 or turns.packed
                else min(ties, key=lambda c: _play_order(variant, f, fragments[c]))
            )
            if not terminal[after]:
                todo.extend(turns.others(after, seat))
            if len(decided) % 4096 == 0:
                check(cancel)
        sizes.append(capped(decisions, cap))
    if isinstance(key, list):
        let_go(key)
    return tuple(sizes)


#: the most bytes the packed pools' costs of several seats may take at once (9 a pool and
#: seat): the family list's 2.5 million pools take every seat's in one pass, a list of ENABLE's
#: size one seat's at a time, as a card does
_BATCH_BYTES = 128 * 1024**2


def _batched(
    solver: Solver, seats: list[int], cancel: CancelCheck | None
) -> dict[int, Sequence[int]]:
    """The tree-card costs of the first of ``seats`` and of as many of the next as fit in
    :data:`_BATCH_BYTES`, from one compiled pass (Anaghost's packed pools)."""
    from .card_costs import card_costs, seats_costs

    g, _ = solver.solved()
    take = seats[: max(1, _BATCH_BYTES // (9 * max(1, len(g))))]
    if len(take) == 1:
        return {take[0]: card_costs(solver, take[0], tree=True, cancel=cancel)}
    return dict(zip(take, seats_costs(solver, take, cancel)))


def pool_seats(
    solvers: list[Solver], cap: int, cancel: CancelCheck | None = None
) -> list[tuple[list[bool], dict[int, Sequence[int]]]]:
    """For each of ``solvers`` (player counts on one graph of Anaghost's packed pools): which
    seats are past ``cap`` before their costs (:func:`seats_past_cap`), and the costs of its
    other seats, those of every solver from one compiled pass when they fit in
    :data:`_BATCH_BYTES` (else none: :func:`tree_card_sizes` makes them a count at a time).
    The summary table's: one pass instead of one a player count."""
    from .card_costs import jobs_costs

    overs = [seats_past_cap(solver, cap, cancel) for solver in solvers]
    out: list[tuple[list[bool], dict[int, Sequence[int]]]] = [(o, {}) for o in overs]
    jobs = [(j, seat) for j, o in enumerate(overs) for seat, past in enumerate(o) if not past]
    size = len(solvers[0].solved()[0]) if solvers else 0
    if len(jobs) < 2 or 9 * size * len(jobs) > _BATCH_BYTES:
        return out
    found = jobs_costs([(solvers[j], seat) for j, seat in jobs], cancel)
    for (j, seat), costs in zip(jobs, found):
        out[j][1][seat] = costs
    return out
