"""Memorisation cards: what a player must remember to force the game.

Ghost and Anti-Ghost: a *word card*, the set of final words a seat can force the game
into, choosing at each of its turns the play that minimises (lossiness, number of words,
total letters) while the others may play anything. Lossiness is 0 when every word is a win
for the seat, 2 when every word is a loss, 1 when mixed. This is the published card.

SuperGhost and SuperDuperGhost: the order of letters matters, so a word list is not
enough. A *tree card* gives the play to make at each of the seat's turns for every reply
the others can make, minimising (lossiness, decision entries, final words). The costs are
summed along the tree (a position reached in two ways counts twice), which keeps the
choice exact for the tree and cheap to compute; the card shows each position once.

Both are computed bottom-up on the solver's graph, in one pass per seat, with the costs
packed into one integer: lossiness << 64 | count << 32 | tie-break.
"""

from __future__ import annotations

from dataclasses import dataclass

from .levels import CancelCheck, check
from .plays import Play
from .solver import Solver

_LOW = (1 << 64) - 1
_ENTRY = 1 << 32


@dataclass(frozen=True)
class WordCard:
    seat: int
    variant: str
    min_length: int
    players: int
    lossiness: int
    #: the final words the seat can force, sorted
    words: tuple[str, ...]
    #: those of them that lose for the seat
    losing_words: tuple[str, ...]


@dataclass(frozen=True)
class CardNode:
    """A position on a tree card: the seat's turn, or a final word."""

    fragment: str
    #: the play to make here; None when the round is over (``word`` is set)
    play: Play | None
    #: the fragment the play makes
    after: str | None
    #: every position the others can bring about before the seat's next turn
    replies: tuple[tuple[str, "CardNode"], ...]
    #: the completed word when the round ends here
    word: str | None = None
    #: True when the round ends here with the seat among the losers
    loses: bool = False


@dataclass(frozen=True)
class TreeCard:
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


def card_costs(solver: Solver, seat: int, *, tree: bool, cancel: CancelCheck | None = None) -> list[int]:
    """Packed cost of the best card for ``seat`` from every node of the solver's graph."""
    g, values = solver._require()
    players = solver.players
    bit = 1 << seat
    n = len(g)
    key = [0] * n
    flags = bytearray(n)
    entry = _ENTRY if tree else 0
    for k in range(g.max_length, -1, -1):
        check(cancel)
        lo, hi = g.level_span[k]
        # a final word: word card (one word, k letters); tree card (no decision, one end)
        leaf = 1 if tree else _ENTRY | k
        for i in range(lo, hi):
            if g.terminal[i]:
                key[i] = (2 if values[i] & bit else 0) << 64 | leaf
        if k == g.max_length:
            continue
        ec, ep = g.edge_child[k], g.edge_parent[k]
        if k % players == seat:
            inf = 3 << 64
            for i in range(lo, hi):
                if not g.terminal[i]:
                    key[i] = inf
            for c, q in zip(ec, ep):
                x = key[c]
                if x < key[q]:
                    key[q] = x
            if entry:
                for i in range(lo, hi):
                    if not g.terminal[i]:
                        key[i] += entry
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


def make_card(solver: Solver, seat: int, *, cancel: CancelCheck | None = None) -> "WordCard | TreeCard":
    """The card for ``seat`` (0-based): a word card for Ghost and Anti-Ghost, a tree card
    for the Super variants."""
    if not 0 <= seat < solver.players:
        raise ValueError(f"seat must be between 1 and {solver.players}")
    solver.solve(cancel)
    tree = solver.variant.infix
    key = card_costs(solver, seat, tree=tree, cancel=cancel)
    return _tree_card(solver, seat, key) if tree else _word_card(solver, seat, key)


def _best_play(solver: Solver, fragment: str, key: list[int]) -> tuple[Play, str]:
    g = solver.graph
    assert g is not None
    options = solver.children(fragment)
    target = min(key[g.index[new]] for new in options.values())
    play = min(p for p, new in options.items() if key[g.index[new]] == target)
    return play, options[play]


def _word_card(solver: Solver, seat: int, key: list[int]) -> WordCard:
    g, values = solver._require()
    bit = 1 << seat
    words: set[str] = set()
    stack = [""]
    while stack:
        f = stack.pop()
        i = g.index[f]
        if g.terminal[i]:
            words.add(f)
        elif solver.mover(f) == seat:
            stack.append(_best_play(solver, f, key)[1])
        else:
            stack.extend(solver.children(f).values())
    losing = tuple(sorted(w for w in words if values[g.index[w]] & bit))
    lx = solver.lexicon
    return WordCard(seat, solver.variant.key, lx.min_length, solver.players, key[g.index[""]] >> 64, tuple(sorted(words)), losing)


def _tree_card(solver: Solver, seat: int, key: list[int]) -> TreeCard:
    g, values = solver._require()
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
            play, after = _best_play(solver, f, key)
            if g.terminal[g.index[after]]:
                replies: tuple[tuple[str, CardNode], ...] = ((after, final(after)),)
            else:
                replies = tuple((r, node(r)) for r in others(after))
            result = CardNode(f, play, after, replies)
        memo[f] = result
        return result

    root = node("") if solver.mover("") == seat else CardNode("", None, None, tuple((r, node(r)) for r in others("")))
    decisions = sum(1 for n in memo.values() if n.play is not None)
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
