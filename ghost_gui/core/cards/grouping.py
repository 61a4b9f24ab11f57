"""Grouped cards: a memorisation card as a strategy organised by what the others do.

One :class:`GroupNode` per position where it is the card holder's turn while following the
card (see ``cards.py`` for what the cards minimise). A *decision* is such a position where
more than one play is legal; at a position with a single legal play the play is *forced*
(``GroupNode.forced``): there is nothing to remember there. This module builds the
nodes from a choice of play per position (the costs that choose the plays of a grouped
word card are ``card_costs.group_costs``), and gives the tree as data (``tree_json``: the shape other tools read).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, Any, NamedTuple

from ..play.plays import Play

if TYPE_CHECKING:  # the solver (with the graph, the lexicon and the cache) is imported by
    # whoever makes one: the word cards of Ghost and Anti-Ghost need none of it
    from ..solving.graph import GameGraph
    from ..solving.solver import Solver


Choice = Callable[[str], "tuple[Play, str]"]


class GroupNode(NamedTuple):
    """One position of a grouped card: at fragment ``at`` (the seat's turn) make ``play``."""

    #: the fragment when it is the seat's turn
    at: str
    #: the fragment after the seat's play, as the game shows it (a word when it completes one)
    play: str
    #: one node for every fragment the others can bring the game to at the seat's next
    #: turn while the round goes on; empty when the round always ends before
    next: tuple[GroupNode, ...]
    #: the play itself (side and reversal matter in the Super variants)
    move: Play | None = None
    #: the final words the round can end in after this play, before the seat's next turn
    #: (the seat's own word, or words the others complete), sorted
    ends: tuple[str, ...] = ()
    #: every final word the round can end in from here, following the card, sorted
    words: tuple[str, ...] = ()
    #: True when ``play`` is the only legal play at ``at``: not a decision
    forced: bool = False


def decision_flags(g: GameGraph, k: int) -> bytearray:
    """Per node of level k (from its first): 1 where more than one play is legal (a
    decision at the mover's turn), 0 where one is (forced) or none (a word)."""
    lo, hi = g.level_span[k]
    count = bytearray(hi - lo)
    for q in g.edge_parent[k]:
        if count[q - lo] < 2:
            count[q - lo] += 1
    return count.translate(_DECISION)


_DECISION = bytes([0, 0]) + b"\1" * 254


def best_play(solver: Solver, fragment: str, key: list[int]) -> tuple[Play, str]:
    g = solver.graph
    assert g is not None
    options = solver.children(fragment)
    target = min(key[g.index[new]] for new in options.values())
    play = min(p for p, new in options.items() if key[g.index[new]] == target)
    return play, options[play]


def build_groups(solver: Solver, seat: int, choose: Choice) -> list[GroupNode]:
    g = solver.graph
    assert g is not None
    index, terminal = g.index, g.terminal
    return groups_from(
        seat,
        choose,
        lambda x: solver.children(x).items(),
        lambda x: bool(terminal[index[x]]),
        solver.mover,
    )


def groups_from(
    seat: int,
    choose: Choice,
    children: Callable[[str], Iterable[tuple[Play, str]]],
    final: Callable[[str], bool],
    mover: Callable[[str], int],
    forced: Callable[[str], bool] | None = None,
) -> list[GroupNode]:
    """The grouped card that makes the play ``choose(f)`` at each of the seat's turns f:
    ``children`` gives the plays from a position and their results, ``final`` says whether
    a position ends the round, ``mover`` whose turn it is, ``forced`` whether a position of
    the seat's turn has a single legal play (by default: ``children`` gives one)."""
    if forced is None:

        def forced(f: str) -> bool:
            return len(list(children(f))) == 1

    memo: dict[str, GroupNode] = {}

    def ahead(f: str) -> tuple[list[str], list[str]]:
        """From f (not the seat's turn, or the start): the words the round can end in and
        the positions of the seat's next turn, whatever the others play."""
        ends: list[str] = []
        turns: list[str] = []
        todo = [f]
        seen: set[str] = set()
        while todo:
            x = todo.pop()
            if x in seen:
                continue
            seen.add(x)
            if final(x):
                ends.append(x)
            elif mover(x) == seat:
                turns.append(x)
            else:
                todo.extend(new for _, new in children(x))
        order = lambda s: (len(s), s)
        return sorted(ends, key=order), sorted(turns, key=order)

    def node(f: str) -> GroupNode:
        hit = memo.get(f)
        if hit is not None:
            return hit
        move, after = choose(f)
        ends, turns = ahead(after)
        nxt = tuple(node(t) for t in turns)
        words = set(ends)
        for child in nxt:
            words.update(child.words)
        result = memo[f] = GroupNode(
            f, after, nxt, move, tuple(sorted(ends)), tuple(sorted(words)), forced(f)
        )
        return result

    if mover("") == seat:
        return [node("")]
    return [node(t) for t in ahead("")[1]]


def iter_nodes(nodes: tuple[GroupNode, ...] | list[GroupNode]) -> list[GroupNode]:
    """Every distinct position of a grouped card (forced or not), each once, in reading order."""
    out: list[GroupNode] = []
    seen: set[str] = set()

    def walk(n: GroupNode) -> None:
        if n.at in seen:
            return
        seen.add(n.at)
        out.append(n)
        for child in n.next:
            walk(child)

    for n in nodes:
        walk(n)
    return out


def count_decisions(nodes: tuple[GroupNode, ...] | list[GroupNode]) -> int:
    """Decisions of a grouped card: the distinct positions where the seat must remember a
    play, those with more than one legal play (a forced play is nothing to remember)."""
    return sum(1 for n in iter_nodes(nodes) if not n.forced)


def tree_words(nodes: tuple[GroupNode, ...] | list[GroupNode]) -> tuple[str, ...]:
    """Every final word reachable under the nodes, sorted."""
    return tuple(sorted({w for n in nodes for w in n.words}))


def tree_json(nodes: tuple[GroupNode, ...] | list[GroupNode]) -> list[dict[str, Any]]:
    """The grouped card as data: ``[{"at": F, "play": G, "next": [...]}, ...]``. A position
    reached in two ways is written out in full both times."""
    return [{"at": n.at, "play": n.play, "next": tree_json(n.next)} for n in nodes]
