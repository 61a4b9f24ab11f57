"""Word cards for Ghost and Anti-Ghost on the prefix levels: no game graph, no lexicon.

The same cards as :func:`~ghost_gui.core.cards.cards.make_card` (tested equal), computed on the
structure of :mod:`~ghost_gui.core.solving.levels`: the counting words that can be completed in play,
sorted, each with its length and the letters it shares with the word before. A fragment of
length d is a *group* at depth d, a run of words sharing their first d letters, named by its
first word. Most groups have one child (the letters after a word's last branching), where
every seat has one play and the card's cost from the group is its child's; so the costs go
up only through the groups that *branch*, a depth at a time, as a ``min`` (the seat's turn)
or a ``sum`` (the others') over each such group's children: the same packed costs as
:func:`~ghost_gui.core.cards.card_costs.card_costs`, with no fragment string made. A group at depth d
branches where a word in it shares exactly d letters with the word before: that word begins
a child, as does the group's first word.

The grouped card of a word card needs no costs at all: at each of the seat's turns all the
card's words that begin with the fragment go through one play (see ``cards.py``), and at the
others' turns every play the game allows leads to some of them (the card holds whatever the
others can force). So the trie of the card's words *is* the strategy:
:func:`~ghost_gui.core.cards.grouping.groups_from` builds it from there. Whether the seat's play at
a position is forced (a single legal play: no decision) is the game's, not the trie's: all
the words that can be completed in play and begin with the fragment have one next letter.
"""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Callable, Sequence
from copy import copy
from itertools import accumulate, compress, repeat

from ..errors import NoCountingWordsError, RulesError
from ..fast_loops import minus, store_all
from ..passes import CancelCheck, check
from ..play.plays import Play
from ..play.variants import Variant
from ..solving.prefix_levels import all_shared, below_table, completable, word_lengths
from .card_costs import WORDS_BIT, unfamiliar_extra, word_leaf
from .cards import WordCard, familiar_choice, lossiness, unfamiliar_of
from .grouping import GroupNode, count_decisions, groups_from

#: one part of a packed cost (see :mod:`~ghost_gui.core.cards.card_costs`)
_PART = (1 << 32) - 1


def _positions(flags: bytes) -> list[int]:
    """Where the bytes are 1 (the others 0). Few ones: from the lengths of the runs between
    them (``split`` finds them at memory speed); many: ``compress`` over every position."""
    if flags.count(1) * 8 > len(flags):
        return list(compress(range(len(flags)), flags))
    out = list(accumulate(map((1).__add__, map(len, flags.split(b"\1"))), initial=-1))
    del out[0]  # -1
    out.pop()  # past the end
    return out


def _equal(k: int) -> bytes:
    """A translate table: 1 for the byte value k, 0 for every other."""
    return bytes(k) + b"\1" + bytes(255 - k)


class PrefixCards:
    """Every seat's word card for one word list, variant, minimum length and player count.
    ``words``: sorted and unique (those shorter than ``min_length`` do not count)."""

    def __init__(
        self,
        words: Sequence[str],
        variant: Variant,
        players: int,
        min_length: int,
        *,
        cancel: CancelCheck | None = None,
        familiar: frozenset[str] | None = None,
    ) -> None:
        if not variant.prefix:
            raise ValueError("word cards on the prefix levels are for Ghost and Anti-Ghost")
        self.variant, self.players, self.min_length = variant, players, min_length
        #: the counting words that can be completed in play, sorted
        self.words = completable(words, min_length, cancel)
        if not self.words:
            raise NoCountingWordsError("", min_length)
        lengths = word_lengths(self.words)
        shared = all_shared(self.words, lengths)
        self.lengths, self.shared = lengths, shared
        self.top = max(lengths)
        #: the words people know (None: no such list for the language)
        self.familiar = familiar
        #: the indices of the words people know (most of a large list's are not: the costs
        #: count every word unfamiliar and take these back, the fewer steps)
        self._familiar_at = (
            _positions(bytes(map(familiar.__contains__, self.words)))
            if familiar is not None
            else []
        )
        # The groups with more than one child, per depth d (a group's first word has more
        # than d letters then: a word of d letters is alone in its group). A group at depth
        # d branches when a word in it shares exactly d letters with the word before: each
        # such word begins a child, and so does the group's first word (the last word before
        # it that shares fewer than d). In a group with one child every seat has one play,
        # which keeps the card's cost as it is: so only these groups need costs.
        #: per depth, the branching groups' children (their first words), group after group
        self._children: dict[int, list[int]] = {}
        #: per depth, where each group's children begin in ``_children``
        self._runs: dict[int, list[int]] = {}
        #: per depth, each group's first word
        self._heads: dict[int, list[int]] = {}
        for d in sorted(set(shared[1:]), reverse=True):
            check(cancel)
            splits = _positions(shared.translate(_equal(d)))
            if splits[0] == 0:  # the first word shares nothing, as with no word before it
                del splits[0]
            if d:
                # each split's group begins at the last word before it that shares fewer
                heads = list(
                    map(shared.translate(below_table(d)).rfind, repeat(1), repeat(0), splits)
                )
                children = sorted({*heads, *splits})
                runs = _positions(
                    bytes(map(shared.__getitem__, children)).translate(below_table(d))
                )
            else:  # one group, the empty fragment's
                children, runs = [0, *splits], [0]
            self._children[d], self._runs[d] = children, runs
            self._heads[d] = list(map(children.__getitem__, runs))

    def for_rules(self, variant: Variant, players: int) -> PrefixCards:
        """The same words' cards for another variant or player count: what ``__init__`` works
        out depends on the words and the minimum length alone, and is shared (the summary
        table asks for six rules a minimum length; the Russian nouns' take 0.04 s each)."""
        if not variant.prefix:
            raise ValueError("word cards on the prefix levels are for Ghost and Anti-Ghost")
        other = copy(self)
        other.variant, other.players = variant, players
        return other

    def _loses(self, seat: int, k: int) -> bool:
        """Does a word of k letters lose for ``seat``?"""
        return bool(self.variant.losers_at_word((k - 1) % self.players, self.players) >> seat & 1)

    def _leaf(self, seat: int, k: int, weight: int = 0) -> int:
        """The packed cost of a word of k letters for ``seat`` (see ``cards.py``): losing or
        not, one word (weighing ``WEIGHT_UNIT`` when unfamiliar words weigh more), k letters."""
        return word_leaf(self._loses(seat, k), k, weight)

    def costs(
        self, seat: int, cancel: CancelCheck | None = None, weight: int = 0
    ) -> tuple[int, dict[int, list[int]]]:
        """The packed cost of the best word card for ``seat`` from the empty fragment, as
        :func:`~ghost_gui.core.cards.card_costs.card_costs` (``weight``: what an unfamiliar word weighs
        more); and per depth with branching groups, the costs from their children (in the
        order of ``_children``)."""
        players = self.players
        # an unfamiliar word: one more, and ``weight`` more to the words' weight
        plus = unfamiliar_extra(weight) if self.familiar is not None else 0
        leaves = [self._leaf(seat, k, weight) + plus if k else 0 for k in range(self.top + 1)]
        # the cost from the group each word begins at the depth reached so far (a word's
        # own, to begin with): going up a depth, a group with one child keeps it
        cost = list(map(leaves.__getitem__, self.lengths))
        if plus:
            known = self._familiar_at
            cost_of = map(cost.__getitem__, known)
            store_all(cost, known, map(minus(plus), cost_of))
        seen: dict[int, list[int]] = {}
        for d, children in self._children.items():  # deepest first
            check(cancel)
            runs = self._runs[d]
            ends = [*runs[1:], len(children)]
            values = seen[d] = list(map(cost.__getitem__, children))
            slices = map(values.__getitem__, map(slice, runs, ends))
            best = map(min if d % players == seat else sum, slices)
            store_all(cost, self._heads[d], best)
        return cost[0], seen

    def _forced(self, f: str) -> bool:
        """A single legal play at ``f`` (a fragment that is not a word): the words that can be
        completed in play and begin with it all have the same next letter."""
        words, d = self.words, len(f)
        lo = bisect_left(words, f)
        hi = bisect_left(words, f + "\U0010ffff", lo)
        return words[lo][d] == words[hi - 1][d]

    def card(
        self, seat: int, cancel: CancelCheck | None = None, *, familiar_card: bool = False
    ) -> WordCard:
        """The word card for ``seat`` (0-based), its grouped card included; with
        ``familiar_card`` the familiar card (see :func:`~ghost_gui.core.cards.cards.familiar_choice`)."""
        if not 0 <= seat < self.players:
            raise RulesError("player", seat + 1, 1, self.players)
        card = self._card(seat, cancel, 0)
        if self.familiar is not None:
            familiar = self.familiar
            card = (
                familiar_choice(card, familiar, lambda w: self._card(seat, cancel, w))
                if familiar_card
                else unfamiliar_of(card, familiar)
            )
        nodes = tuple(_word_tree(list(card.words), seat, self.players, self._forced))
        return card._replace(decisions=count_decisions(nodes), tree=nodes)

    def size(self, seat: int, cancel: CancelCheck | None = None) -> int:
        """How many words ``card(seat)`` holds, read from its cost (each word weighs one
        there): no card made."""
        if not 0 <= seat < self.players:
            raise RulesError("player", seat + 1, 1, self.players)
        cost, _ = self.costs(seat, cancel)
        return cost >> WORDS_BIT & _PART

    def _card(self, seat: int, cancel: CancelCheck | None, weight: int) -> WordCard:
        _, seen = self.costs(seat, cancel, weight)
        shared, players = self.shared, self.players
        found: list[int] = []  # the card's words (indices)
        todo = [(0, len(shared))]  # groups: their first word and the word after them
        while todo:
            first, after = todo.pop()
            if after - first == 1:  # one word: the round goes on to it, whoever plays
                found.append(first)
                continue
            d = min(shared[first + 1 : after])  # where the group branches
            children = self._children[d]
            lo = bisect_left(children, first)
            runs = self._runs[d]
            k = bisect_left(runs, lo)
            hi = runs[k + 1] if k + 1 < len(runs) else len(children)
            groups = list(zip(children[lo:hi], [*children[lo + 1 : hi], after]))
            if d % players == seat:
                values = seen[d][lo:hi]
                todo.append(
                    groups[values.index(min(values))]
                )  # ties: the first, the smallest letter
            else:
                todo.extend(groups)
        words = sorted(self.words[i] for i in found)
        losing = tuple(w for w in words if self._loses(seat, len(w)))
        return WordCard(
            seat,
            self.variant.key,
            self.min_length,
            players,
            lossiness(len(losing), len(words)),
            tuple(words),
            losing,
        )


def _word_tree(
    words: list[str], seat: int, players: int, forced: Callable[[str], bool]
) -> list[GroupNode]:
    """The grouped card of a word card: the trie of its words (see the module's docstring);
    ``forced`` tells the seat's turns with a single legal play (the trie has one play at
    every one of them: the others are in the game, not on the card)."""
    finals = set(words)
    nexts: dict[str, set[str]] = {}
    for w in words:
        for i in range(len(w)):
            nexts.setdefault(w[:i], set()).add(w[i])

    def children(f: str) -> list[tuple[Play, str]]:
        return [(Play(c), f + c) for c in sorted(nexts.get(f, ()))]

    def choose(f: str) -> tuple[Play, str]:
        (only,) = children(f)
        return only

    return groups_from(
        seat, choose, children, finals.__contains__, lambda f: len(f) % players, forced
    )
