"""Word cards for Ghost and Anti-Ghost on the prefix levels: no game graph, no lexicon.

The same cards as :func:`~ghost_gui.core.cards.make_card` (tested equal), computed on the
structure of :mod:`~ghost_gui.core.levels`: the counting words that can be completed in play,
sorted, each with its length and the letters it shares with the word before. A fragment of
length k is a *group* at depth k, a run of words sharing their first k letters, named by its
first word; the groups at depth k are the words of k letters or more that share fewer than k
with the word before. The children of a group are the groups one deeper that it holds, and
in the word order they come in runs, one run per parent: a child starts a new run exactly
when its first word also starts a group at the parent's depth. So a card's costs go a depth
at a time as a ``min`` or a ``sum`` over slices of the level below (the same packed costs as
:func:`~ghost_gui.core.cards.card_costs`), with no fragment string made.

The grouped card of a word card needs no costs at all: at each of the seat's turns all the
card's words that begin with the fragment go through one play (see ``cards.py``), and at the
others' turns every play the game allows leads to some of them (the card holds whatever the
others can force). So the trie of the card's words *is* the strategy:
:func:`~ghost_gui.core.grouping.groups_from` builds it from there.
"""

from __future__ import annotations

from bisect import bisect_left
from collections import deque
from collections.abc import Sequence
from itertools import accumulate, compress, repeat
from operator import getitem, sub

from .cards import WordCard
from .errors import NoCountingWordsError, RulesError
from .grouping import GroupNode, count_decisions, groups_from
from .levels import _all_shared, _at_least, _below, _counting, _picked, _unblocked
from .passes import CancelCheck, check
from .plays import Play
from .variants import Variant

_LOW = (1 << 64) - 1
_LEAF = 1 << 32  # one word


_FLIP = bytes.maketrans(b"\0\1", b"\1\0")


def _positions(flags: bytes) -> list[int]:
    """Where the bytes are 1 (the others 0). Few ones: from the lengths of the runs between
    them (``split`` finds them at memory speed); many: ``compress`` over every position."""
    if flags.count(1) * 8 > len(flags):
        return list(compress(range(len(flags)), flags))
    out = list(accumulate(map((1).__add__, map(len, flags.split(b"\1"))), initial=-1))
    del out[0]  # -1
    out.pop()  # past the end
    return out


class PrefixCards:
    """Every seat's word card for one word list, variant, minimum length and player count.
    ``words``: sorted and unique (those shorter than ``min_length`` do not count)."""

    def __init__(self, words: Sequence[str], variant: Variant, players: int, min_length: int, *, cancel: CancelCheck | None = None) -> None:
        if variant.infix:
            raise ValueError("word cards on the prefix levels are for Ghost and Anti-Ghost")
        counting, lengths = _counting(words, min_length)
        if not counting:
            raise NoCountingWordsError("", min_length)
        shared = _all_shared(counting, lengths)
        kept = _unblocked(lengths, shared)
        self.variant, self.players, self.min_length = variant, players, min_length
        #: the counting words that can be completed in play, sorted
        self.words = [counting[i] for i in kept] if len(kept) < len(counting) else list(counting)
        if len(kept) < len(counting):
            # the letters a kept word shares with the kept word before are what it shares
            # with the word right before it (see levels._prefix_levels)
            lengths, shared = _picked(lengths, kept), _picked(shared, kept)
        self.lengths, self.shared = lengths, shared
        self.top = max(lengths)
        n = len(lengths)
        #: per depth k, the groups at depth k (their first words' indices, in order)
        self.starts: list[list[int]] = [[0]]
        for k in range(1, self.top + 1):
            check(cancel)
            mask = int.from_bytes(lengths.translate(_at_least(k)), "big") & int.from_bytes(shared.translate(_below(k)), "big")
            self.starts.append(_positions(mask.to_bytes(n, "big")))
        # per depth k < top, what every seat's costs go through (see costs): the runs of the
        # groups one deeper, one run per group here that is not a word (where each run starts
        # and ends, and which runs hold more than one group), and per group here its run or,
        # for a word of k letters, the number of runs (where costs() puts a word's cost)
        self._runs: list[list[int]] = []
        self._ends: list[list[int]] = []
        self._many: list[list[int]] = []
        self._picks: list[list[int]] = []
        for k in range(self.top):
            check(cancel)
            children = self.starts[k + 1]
            runs = _positions(bytes(map(shared.__getitem__, children)).translate(_below(k))) if k else [0]
            ends = [*runs[1:], len(children)]
            self._runs.append(runs)
            self._ends.append(ends)
            self._many.append(list(compress(range(len(runs)), map((1).__lt__, map(sub, ends, runs)))))
            if k:
                is_word = bytes(map(lengths.__getitem__, self.starts[k])).translate(_below(k + 1))  # a word of k letters
                before = accumulate(is_word.translate(_FLIP), initial=0)  # the runs before each group
                self._picks.append(list(map(getitem, zip(before, repeat(len(runs))), is_word)))
            else:
                self._picks.append([0])

    def _leaf(self, seat: int, k: int) -> int:
        """The packed cost of a word of k letters for ``seat``: lossiness, one word, k letters."""
        loses = self.variant.losers_at_word((k - 1) % self.players, self.players) >> seat & 1
        return (2 if loses else 0) << 64 | _LEAF | k

    def costs(self, seat: int, cancel: CancelCheck | None = None) -> list[list[int]]:
        """Per depth, the packed cost (lossiness << 64 | words << 32 | letters) of the best
        word card for ``seat`` from each group, as :func:`~ghost_gui.core.cards.card_costs`."""
        players = self.players
        out: list[list[int]] = [[] for _ in range(self.top + 1)]
        below: list[int] = []
        for k in range(self.top, -1, -1):
            check(cancel)
            leaf = self._leaf(seat, k) if k else 0
            if k == self.top:
                out[k] = below = [leaf] * len(self.starts[k])
                continue
            runs, ends, many = self._runs[k], self._ends[k], self._many[k]
            # most groups have one child, whose cost is theirs: the others' costs are worked
            # out over their runs
            inner = list(map(below.__getitem__, runs))
            slices = map(slice, map(runs.__getitem__, many), map(ends.__getitem__, many))
            if k % players == seat:
                deque(map(inner.__setitem__, many, map(min, map(below.__getitem__, slices))), maxlen=0)
            else:
                # the lossiness of the sum is the sum of theirs (0, 1 or 2 each): 0 when every
                # one wins, 2 when every one loses, else mixed
                for i, s in zip(many, map(sum, map(below.__getitem__, slices))):
                    t = s >> 64
                    inner[i] = s & _LOW | (0 if t == 0 else 2 if t == 2 * (ends[i] - runs[i]) else 1) << 64
            inner.append(leaf)
            level = list(map(inner.__getitem__, self._picks[k]))
            out[k] = below = level
        return out

    def card(self, seat: int, cancel: CancelCheck | None = None) -> WordCard:
        """The word card for ``seat`` (0-based), its grouped card included."""
        if not 0 <= seat < self.players:
            raise RulesError("player", seat + 1, 1, self.players)
        costs = self.costs(seat, cancel)
        lengths, starts, players = self.lengths, self.starts, self.players
        found: list[int] = []  # the card's words (indices)
        todo = [(0, 0)]  # (depth, position among the depth's groups)
        while todo:
            k, pos = todo.pop()
            first = starts[k][pos]
            if k and lengths[first] == k:
                found.append(first)
                continue
            below, level = starts[k + 1], starts[k]
            lo = bisect_left(below, first)
            hi = bisect_left(below, level[pos + 1]) if pos + 1 < len(level) else len(below)
            if k % players == seat:
                values = costs[k + 1]
                best = min(values[lo:hi])
                todo.append((k + 1, values.index(best, lo, hi)))  # ties: the first, the smallest letter
            else:
                todo.extend((k + 1, j) for j in range(lo, hi))
        words = sorted(self.words[i] for i in found)
        losing = tuple(w for w in words if self._leaf(seat, len(w)) >> 64)
        nodes = tuple(_word_tree(words, seat, players))
        lossiness = costs[0][0] >> 64
        return WordCard(seat, self.variant.key, self.min_length, players, lossiness, tuple(words), losing, count_decisions(nodes), nodes)


def _word_tree(words: list[str], seat: int, players: int) -> list[GroupNode]:
    """The grouped card of a word card: the trie of its words (see the module's docstring)."""
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

    return groups_from(seat, choose, children, finals.__contains__, lambda f: len(f) % players)
