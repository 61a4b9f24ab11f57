"""Memorisation cards: what a player must remember to force the game.

Ghost and Anti-Ghost: a *word card*, the set of final words a seat can force the game
into while the others may play anything, the least in (number of losing words, number of
words, total letters): a winning seat's card has no losing word and as few words as can be
forced (the published card); a losing seat's loses in as few words as can be forced, then
has as few words as it can. The three counts are sums over the card's words (a word is
reached in one way only), so the least sum is the least of each part at the seat's turns
and their sum at the others': the bottom-up choice is the least over every strategy. Its
*lossiness* follows from its words: 0 when every word is a win for the seat, 2 when every
word is a loss, 1 when mixed. (Lossiness first, as the cards did before, is not: where the
seat's other words are mixed anyway, a subtree that only loses in fewer words is better
than a mixed one, and the choice per position missed it.)

SuperGhost and SuperDuperGhost: the order of letters matters, so a word list is not
enough. A *tree card* gives the play to make at each of the seat's turns for every reply
the others can make, minimising (lossiness, decision entries, final words), a decision
entry at each of the seat's turns with more than one legal play. The costs are
summed along the tree (a position reached in two ways counts twice), which keeps the
choice exact for the tree and cheap to compute; the card shows each position once.

Both are computed bottom-up on the solver's graph, in one pass per seat, with the costs
packed into one integer: losing words << 64 | words << 32 | letters (word card), lossiness
<< 64 | decisions << 32 | final words (tree card).

Every card also carries a *grouped card* (``tree``): the strategy organised by what the
others do, one :class:`GroupNode` per position where it is the seat's turn while following
the card. A *decision* is such a position where more than one play is legal, counted once
however often it is reached: the seat must remember the play to make there. Where a single
play is legal the play is forced (``GroupNode.forced``): nothing to remember, no decision. A
node holds the fragment at that turn (``at``), the fragment the seat's play makes (``play``) and
one node for every fragment the others can bring the game to at the seat's next turn while
the round goes on (``next``). ``decisions`` is the number of distinct ``at`` in the tree
whose play is not forced.

For Ghost and Anti-Ghost the grouped card is a strategy over exactly the card's ``words``:
among the plays that keep every ending the others can force inside ``words`` it takes the
one minimising (lossiness, decisions, words), bottom-up on the graph. It reaches every word
of the card (a strategy inside the card's words that missed one would make a smaller card)
and adds none. (So at each of the seat's turns all the card's words that begin
with the fragment go through one play: the strategy over the words is in fact unique, and
the words alone spell it out.) For the Super variants it is the tree card, regrouped.
"""

from __future__ import annotations

import gc
from bisect import bisect_left
from collections import deque
from itertools import compress
from operator import add, itemgetter, neg
from typing import TYPE_CHECKING, NamedTuple

from .errors import RulesError
from .grouping import (
    GroupNode,
    best_play,
    build_groups,
    count_decisions,
    decision_flags,
    group_costs,
    iter_nodes,
    tree_json,
    tree_words,
)
from .passes import CancelCheck, check, lengths_down
from .plays import Play

if TYPE_CHECKING:  # the solver (with the graph, the lexicon and the cache) is imported by
    # whoever makes one: the word cards of Ghost and Anti-Ghost need none of it
    from collections.abc import Callable

    from .graph import GameGraph
    from .solver import Solver

_LOW = (1 << 64) - 1
_ENTRY = 1 << 32
# a word card's cost: losing words << LOSING_BIT | the words' weight << WORDS_BIT | unfamiliar
# words << UNFAMILIAR_BIT | letters; each part a sum below 1 << 32
LOSING_BIT, WORDS_BIT, UNFAMILIAR_BIT = 96, 64, 32
#: the familiar card may have up to this share more words than the card with the fewest
EXTRA_WORDS = 0.25
#: the familiar card: an unfamiliar word weighs 1 + w / WEIGHT_UNIT words, for each w of
#: WEIGHTS tried; the card with the fewest unfamiliar words within EXTRA_WORDS is kept
WEIGHT_UNIT = 8
WEIGHTS = (1, 2, 4, 8, 16, 32, 64, 256)
_FLIP = bytes([1, 0]) + bytes(254)  # a translate table: terminal flags to their opposite


class WordCard(NamedTuple):
    seat: int
    variant: str
    min_length: int
    players: int
    lossiness: int
    #: the final words the seat can force, sorted
    words: tuple[str, ...]
    #: those of them that lose for the seat
    losing_words: tuple[str, ...]
    #: positions of the grouped card where the seat must remember a play (see ``tree``)
    decisions: int = 0
    #: the grouped card: the strategy over ``words``, organised by the others' replies
    tree: tuple[GroupNode, ...] = ()
    #: the card's words people may not know (see :mod:`~ghost_gui.core.familiarity`)
    unfamiliar: tuple[str, ...] = ()
    #: the familiar card: up to a quarter more words for fewer unfamiliar ones
    familiar: bool = False


class CardNode(NamedTuple):
    """A position on a tree card: the seat's turn, or a final word."""

    fragment: str
    #: the play to make here; None when the round is over (``word`` is set)
    play: Play | None
    #: the fragment the play makes
    after: str | None
    #: every position the others can bring about before the seat's next turn
    replies: tuple[tuple[str, CardNode], ...]
    #: the completed word when the round ends here
    word: str | None = None
    #: True when the round ends here with the seat among the losers
    loses: bool = False


class TreeCard(NamedTuple):
    seat: int
    variant: str
    min_length: int
    players: int
    lossiness: int
    root: CardNode
    #: number of positions where the seat has to remember a play
    decisions: int
    #: the distinct final words the card can end in, sorted
    words: tuple[str, ...]
    losing_words: tuple[str, ...]
    #: the same strategy as a grouped card (see :class:`GroupNode`)
    tree: tuple[GroupNode, ...] = ()


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
    word has no child (never in a graph :func:`~ghost_gui.core.graph.build_graph` makes:
    then :func:`card_costs` takes its plain pass)."""
    # a list per node: the collector, run every few hundred of them, finds no cycle to free
    paused = gc.isenabled()
    gc.disable()
    try:
        return _layout(g, cancel)
    finally:
        if paused:
            gc.enable()


def _layout(g: GameGraph, cancel: CancelCheck | None) -> CostLayout | None:
    n = len(g)
    kids: list[list[int]] = [[] for _ in range(n)]
    levels: list[CostLevel] = []
    tables: dict[int, list[int]] = {}
    for k in range(g.max_length):
        check(cancel)
        deque(map(list.append, map(kids.__getitem__, g.edge_parent[k]), g.edge_child[k]), maxlen=0)
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


def card_costs(
    solver: Solver,
    seat: int,
    *,
    tree: bool,
    cancel: CancelCheck | None = None,
    layout: CostLayout | None = None,
    familiar: frozenset[str] | None = None,
    weight: int = 0,
) -> list[int]:
    """Packed cost of the best card for ``seat`` from every node of the solver's graph: losing
    words << 64 | words << 32 | letters (word card), lossiness << 64 | decisions << 32 |
    final words (``tree``). With ``layout`` (the graph's: see :func:`cost_layout`) the same costs, a column at a time."""
    if layout is not None:
        return _column_costs(solver, seat, tree, layout, cancel, familiar, weight)
    g, values = solver.solved()
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
        if k == g.max_length:
            continue
        ec, ep = g.edge_child[k], g.edge_parent[k]
        if k % players == seat:
            inf = 1 << 256  # more than any cost
            for i in range(lo, hi):
                if not g.terminal[i]:
                    key[i] = inf
            for c, q in zip(ec, ep):
                x = key[c]
                if x < key[q]:
                    key[q] = x
            if entry:  # one decision where more than one play is legal
                plural = decision_flags(g, k)
                for i in range(lo, hi):
                    if plural[i - lo]:
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
                    loss = 0 if f == 1 else 2 if f == 4 else 1
                    key[i] |= loss << 64
    return key


def _leaves(k: int, tree: bool, bit: int, players: int, weight: int) -> list[int]:
    """The packed cost of a final word of k letters, by the mask of the seats it makes lose:
    tree card (lossiness, no decision, one end); word card (losing or not, one word
    weighing 1, or ``WEIGHT_UNIT`` when unfamiliar words weigh more, k letters)."""
    if tree:
        return [(2 << 64 if m & bit else 0) | 1 for m in range(1 << players)]
    one = (WEIGHT_UNIT if weight else 1) << WORDS_BIT | k
    return [(1 << LOSING_BIT if m & bit else 0) | one for m in range(1 << players)]


def _unfamiliar_extra(g: GameGraph, familiar: frozenset[str] | None, weight: int) -> dict[int, int]:
    """What an unfamiliar final word adds to a word card's cost, by node: one unfamiliar word,
    and ``weight`` more to its words' weight (the familiar card)."""
    if familiar is None:
        return {}
    plus = weight << WORDS_BIT | 1 << UNFAMILIAR_BIT
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
        deque(
            map(
                key.__setitem__,
                terminals,
                map(by_mask.__getitem__, map(values.__getitem__, terminals)),
            ),
            maxlen=0,
        )
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
        deque(map(key.__setitem__, level.parents, costs), maxlen=0)
    return key


def make_card(
    solver: Solver,
    seat: int,
    *,
    cancel: CancelCheck | None = None,
    familiar: frozenset[str] | None = None,
    familiar_card: bool = False,
) -> WordCard | TreeCard:
    """The card for ``seat`` (0-based): a word card for Ghost and Anti-Ghost, a tree card
    for the others (SuperGhost, SuperDuperGhost, Xghost, Anaghost). ``familiar``: the words people know (a word card with the fewest
    words then has the fewest others); ``familiar_card``: the familiar card (see
    :func:`familiar_choice`)."""
    if not 0 <= seat < solver.players:
        raise RulesError("player", seat + 1, 1, solver.players)
    solver.solve(cancel)
    card: WordCard | TreeCard
    if not solver.variant.prefix:  # a graph, not a tree: a tree card
        card = _tree_card(solver, seat, card_costs(solver, seat, tree=True, cancel=cancel))
    else:

        def word_card(weight: int) -> WordCard:
            return _word_card(
                solver,
                seat,
                card_costs(
                    solver, seat, tree=False, cancel=cancel, familiar=familiar, weight=weight
                ),
            )

        card = word_card(0)
        if familiar is not None:
            card = (
                familiar_choice(card, familiar, word_card)
                if familiar_card
                else unfamiliar_of(card, familiar)
            )
    nodes = tuple(grouped_tree(solver, seat, card, cancel=cancel))
    return card._replace(decisions=count_decisions(nodes), tree=nodes)


def unfamiliar_of(card: WordCard, familiar: frozenset[str]) -> WordCard:
    """The card, its unfamiliar words named."""
    return card._replace(unfamiliar=tuple(w for w in card.words if w not in familiar))


def familiar_choice(
    fewest: WordCard, familiar: frozenset[str], make: Callable[[int], WordCard]
) -> WordCard:
    """The familiar card: of the cards ``make(w)`` makes (an unfamiliar word weighing
    1 + w / WEIGHT_UNIT words, for each w of WEIGHTS) with no more losing words than
    ``fewest`` (the card with the fewest words) and at most EXTRA_WORDS more words, the one
    with the fewest unfamiliar words (then the fewest words); ``fewest`` when none has fewer."""
    best = unfamiliar_of(fewest, familiar)
    most = int(len(fewest.words) * (1 + EXTRA_WORDS))
    for weight in WEIGHTS:
        card = unfamiliar_of(make(weight), familiar)
        if len(card.words) > most or len(card.losing_words) > len(fewest.losing_words):
            continue
        if (len(card.unfamiliar), len(card.words)) < (len(best.unfamiliar), len(best.words)):
            best = card
    return best._replace(familiar=True)


def grouped_tree(
    solver: Solver, seat: int, card: WordCard | TreeCard, *, cancel: CancelCheck | None = None
) -> list[GroupNode]:
    """The card as a strategy grouped by the others' replies: player 1's one root at "",
    another seat's roots at the positions the others can reach at its first turn.

    Word card: the plays keep the game inside ``card.words`` and minimise (lossiness,
    decisions, words), ties to the smallest play. Tree card: its own plays. A position
    reached in two ways (Super variants) is the same node object both times."""
    solver.solve(cancel)
    if isinstance(card, TreeCard):
        plays: dict[str, tuple[Play, str]] = {}
        todo = [card.root]
        while todo:
            cn = todo.pop()
            if cn.play is not None and cn.fragment not in plays:
                assert cn.after is not None
                plays[cn.fragment] = (cn.play, cn.after)
            todo.extend(child for _, child in cn.replies)
        choose = plays.__getitem__
    else:
        key = group_costs(solver, seat, card.words, cancel=cancel)
        g = solver.graph
        assert g is not None
        if key[g.index[""]] >> 64 > card.lossiness:
            raise AssertionError("the card's words admit no strategy of the card's lossiness")

        def choose(f: str) -> tuple[Play, str]:
            return best_play(solver, f, key)

    return build_groups(solver, seat, choose)


def _word_card(solver: Solver, seat: int, key: list[int]) -> WordCard:
    g, values = solver.solved()
    bit = 1 << seat
    words: set[str] = set()
    stack = [""]
    while stack:
        f = stack.pop()
        i = g.index[f]
        if g.terminal[i]:
            words.add(f)
        elif solver.mover(f) == seat:
            stack.append(best_play(solver, f, key)[1])
        else:
            stack.extend(solver.children(f).values())
    losing = tuple(sorted(w for w in words if values[g.index[w]] & bit))
    lx = solver.lexicon
    return WordCard(
        seat,
        solver.variant.key,
        lx.min_length,
        solver.players,
        lossiness(len(losing), len(words)),
        tuple(sorted(words)),
        losing,
    )


def lossiness(losing: int, words: int) -> int:
    """0 when none of a card's words loses for the seat, 2 when every one does, else 1."""
    return 0 if not losing else 2 if losing == words else 1


def _tree_card(solver: Solver, seat: int, key: list[int]) -> TreeCard:
    g, values = solver.solved()
    bit = 1 << seat
    memo: dict[str, CardNode] = {}
    finals: set[str] = set()

    def final(f: str) -> CardNode:
        finals.add(f)
        return CardNode(f, None, None, (), f, bool(values[g.index[f]] & bit))

    def others(f: str) -> list[str]:
        """Positions where the seat moves next (or the round is over), after f."""
        out: list[str] = []
        todo = [f]
        seen: set[str] = set()
        while todo:
            x = todo.pop()
            if x in seen:
                continue
            seen.add(x)
            if g.terminal[g.index[x]] or solver.mover(x) == seat:
                out.append(x)
            else:
                todo.extend(solver.children(x).values())
        return sorted(out, key=lambda s: (len(s), s))

    def node(f: str) -> CardNode:
        hit = memo.get(f)
        if hit is not None:
            return hit
        if g.terminal[g.index[f]]:
            result = final(f)
        else:
            play, after = best_play(solver, f, key)
            if g.terminal[g.index[after]]:
                replies: tuple[tuple[str, CardNode], ...] = ((after, final(after)),)
            else:
                replies = tuple((r, node(r)) for r in others(after))
            result = CardNode(f, play, after, replies)
        memo[f] = result
        return result

    root = (
        node("")
        if solver.mover("") == seat
        else CardNode("", None, None, tuple((r, node(r)) for r in others("")))
    )
    decisions = sum(
        1 for n in memo.values() if n.play is not None and len(solver.children(n.fragment)) > 1
    )
    lx = solver.lexicon
    return TreeCard(
        seat,
        solver.variant.key,
        lx.min_length,
        solver.players,
        key[g.index[""]] >> 64,
        root,
        decisions,
        tuple(sorted(finals)),
        tuple(sorted(w for w in finals if values[g.index[w]] & bit)),
    )


__all__ = [
    "CardNode",
    "CostLayout",
    "GroupNode",
    "TreeCard",
    "WordCard",
    "card_costs",
    "cost_layout",
    "count_decisions",
    "grouped_tree",
    "iter_nodes",
    "lossiness",
    "make_card",
    "tree_json",
    "tree_words",
]
