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

The costs and the pass that computes them are in :mod:`~ghost_gui.core.cards.card_costs`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

from ..errors import RulesError
from ..passes import CancelCheck
from ..play.plays import Play
from .card_costs import card_costs, group_costs
from .grouping import (
    GroupNode,
    best_play,
    build_groups,
    count_decisions,
    iter_nodes,
    tree_json,
    tree_words,
)

if TYPE_CHECKING:  # the solver (with the graph, the lexicon and the cache) is imported by
    # whoever makes one: the word cards of Ghost and Anti-Ghost need none of it
    from collections.abc import Callable

    from ..solving.solver import Solver

#: the familiar card may have up to this share more words than the card with the fewest
EXTRA_WORDS = 0.25
#: the familiar card: an unfamiliar word weighs 1 + w / WEIGHT_UNIT words (``card_costs.py``),
#: for each w of WEIGHTS tried; the card with the fewest unfamiliar words within EXTRA_WORDS
#: is kept
WEIGHTS = (1, 2, 4, 8, 16, 32, 64, 256)


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
    #: the card's words people may not know (see :mod:`~ghost_gui.core.words.familiarity`)
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
    "GroupNode",
    "TreeCard",
    "WordCard",
    "count_decisions",
    "grouped_tree",
    "iter_nodes",
    "lossiness",
    "make_card",
    "tree_json",
    "tree_words",
]
