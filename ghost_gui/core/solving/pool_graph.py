"""Anaghost's game graph without a graph: the pools of each length packed and sorted, and
the edges between two lengths made again whenever they are asked for.

:func:`build_graph` keeps every fragment as a string, a dict entry and its edges as two
arrays: on ENABLE's 27 million pools about 7.7 GB, refused. A :class:`PoolGraph` answers the
same questions (``index.get``, ``terminal``, ``level_span``, ``edge_child[k]``,
``edge_parent[k]``, ``fragments[i]``) from what play needs: each level's pools as sorted
numbers (:class:`~ghost_gui.core.solving.pool_levels.PoolCode`), a byte per pool saying
whether it is a counting word. A node id
is a level's first id plus the pool's place in it (bisection), a level's edges are one call
of the compiled ``level_edges`` (about a second for ENABLE's largest), kept until another
level's are asked for, and the loser masks are the compiled level passes of
:mod:`~ghost_gui.core.solving.pool_levels` for each number of players. Used where that
pass is built (:func:`~ghost_gui.core.solving.pool_levels.compiled`).
"""

from __future__ import annotations

from array import array
from bisect import bisect_left, bisect_right
from collections.abc import Callable, Iterator, Sequence
from itertools import compress
from types import ModuleType
from typing import cast

from ..errors import NoCountingWordsError
from ..passes import CancelCheck, Progress, by_length, lengths_down
from ..play.plays import Play
from ..play.variants import Variant, pool_of
from .graph import GameGraph, LevelIndex
from .pool_levels import Keys, PoolCode, WideKeys, place


class PoolIndex:
    """A pool's node id, by bisection in its level (:class:`LevelIndex`'s questions)."""

    def __init__(self, graph: PoolGraph) -> None:
        self.graph = graph

    def get(self, fragment: str, default: int | None = None) -> int | None:
        g = self.graph
        k = len(fragment)
        if k >= len(g.pools) or (k > 1 and "".join(sorted(fragment)) != fragment):
            return default  # a pool is its letters sorted, as the game keeps it
        n = g.number(fragment)
        level = g.pools[k]
        i = place(level, n) if n is not None else len(level)
        if i == len(level) or level[i] != n:
            return default
        return g.level_span[k][0] + i

    def __getitem__(self, fragment: str) -> int:
        i = self.get(fragment)
        if i is None:
            raise KeyError(fragment)
        return i

    def __contains__(self, fragment: object) -> bool:
        return isinstance(fragment, str) and self.get(fragment) is not None

    def __len__(self) -> int:
        return sum(map(len, self.graph.pools))


class PoolFragments(Sequence[str]):
    """Each node's pool as letters, made when asked for."""

    def __init__(self, graph: PoolGraph) -> None:
        self.graph = graph

    def __len__(self) -> int:
        return self.graph.size

    def __getitem__(self, i: int) -> str:  # type: ignore[override]
        g = self.graph
        if not 0 <= i < g.size:
            raise IndexError(i)
        k = g.max_length - (bisect_right(g.starts, i) - 1)
        n = g.pools[k][i - g.level_span[k][0]]
        out = []
        for letter, radix in zip(g.code.letters, g.code.radices):
            n, count = divmod(n, radix)
            out.append(letter * count)
        return "".join(out)

    def __iter__(self) -> Iterator[str]:
        return map(self.__getitem__, range(len(self)))


class _Edges:
    """``edge_child`` or ``edge_parent``: level k's edges, made when asked for."""

    def __init__(self, graph: PoolGraph, side: int) -> None:
        self.graph, self.side = graph, side

    def __getitem__(self, k: int) -> array[int]:
        return self.graph.edges(k)[self.side]

    def __len__(self) -> int:
        return self.graph.max_length + 1


class PoolGraph(GameGraph):
    """See the module's docstring."""

    def __init__(
        self,
        helper: ModuleType,
        code: PoolCode,
        pools: list[Keys],
        words: list[bytes],
        losers: dict[tuple[str, int], list[int]],
    ) -> None:
        top = len(pools) - 1
        spans: list[tuple[int, int]] = [(0, 0)] * (top + 1)
        at = 0
        for k in range(top, -1, -1):  # deepest level first, as build_graph numbers them
            spans[k] = (at, at + len(pools[k]))
            at += len(pools[k])
        terminal = bytearray().join(words[k] for k in range(top, -1, -1))
        self.helper, self.code, self.pools, self.words = helper, code, pools, words
        #: loser masks by (variant, players) (the build's first), and the heights
        self._losers = losers
        self._heights: list[int] | None = None
        self.size = at
        #: each level's first id, from the deepest level (for bisection)
        self.starts = [spans[k][0] for k in range(top, -1, -1)]
        self._strides = code.pack(code.strides)
        self._radices = bytes(code.radices)
        self._stride = dict(zip(code.letters, code.strides)).__getitem__
        self._edges: tuple[int, tuple[array[int], array[int]]] | None = None
        super().__init__(
            cast(list[str], PoolFragments(self)),
            cast(LevelIndex, PoolIndex(self)),
            terminal,
            spans,
            cast("list[array[int]]", _Edges(self, 0)),
            cast("list[array[int]]", _Edges(self, 1)),
            at,
        )

    def number(self, pool: str) -> int | None:
        """The pool's number; None when a letter is none of the graph's. A letter held more
        often than its digit allows carries into the next digit, which makes a number whose
        digits add up to fewer letters than the pool's: never one of its level's pools."""
        try:
            return sum(map(self._stride, pool))
        except KeyError:
            return None

    def children(self, fragment: str, alphabet: str) -> dict[Play, str]:
        """The plays from the pool ``fragment`` (a node, not a word) to pools of the graph,
        as ``Solver.children`` gives them: a bisection per letter, no string made for a
        letter that does not fit."""
        n = self.number(fragment)
        k = len(fragment)
        if n is None or k >= self.max_length:
            return {}
        level = self.pools[k + 1]
        out: dict[Play, str] = {}
        for letter in alphabet:
            try:
                m = n + self._stride(letter)
            except KeyError:
                continue
            i = place(level, m)
            if i < len(level) and level[i] == m:
                at = bisect_right(fragment, letter)
                out[Play(letter, at=at)] = fragment[:at] + letter + fragment[at:]
        return out

    def child_ids(self, i: int) -> list[int]:
        """The children of node ``i`` by id, as ``children`` finds them (none for a word):
        a bisection per letter, no string and no play made."""
        if self.terminal[i]:
            return []
        k = self.max_length - (bisect_right(self.starts, i) - 1)
        if k >= self.max_length:
            return []
        n = self.pools[k][i - self.level_span[k][0]]
        level, base = self.pools[k + 1], self.level_span[k + 1][0]
        out = []
        if isinstance(level, WideKeys):
            for stride in self.code.strides:
                j = place(level, n + stride)
                if j < len(level) and level[j] == n + stride:
                    out.append(base + j)
            return out
        # the strides ascend, so each child is found past the last one's place (a walk along
        # a card asks for a few thousand pools' children: place's type test was most of it)
        j, end = 0, len(level)
        for stride in self.code.strides:
            m = n + stride
            j = bisect_left(level, m, j)
            if j == end:
                break
            if level[j] == m:
                out.append(base + j)
        return out

    def edges(self, k: int) -> tuple[array[int], array[int]]:
        """The edges from level k + 1 to level k (child ids, parent ids)."""
        if self._edges is not None and self._edges[0] == k:
            return self._edges[1]
        child, parent = array("i"), array("i")
        if k < self.max_length:
            made = self.helper.level_edges(
                self.pools[k + 1].tobytes(),
                self._strides,
                self._radices,
                self.pools[k].tobytes(),
                self.words[k],
                self.level_span[k + 1][0],
                self.level_span[k][0],
            )
            child.frombytes(made[0])
            parent.frombytes(made[1])
        self._edges = (k, (child, parent))
        return child, parent

    def losers(
        self, variant: Variant, players: int, cancel: CancelCheck | None = None
    ) -> list[int]:
        """Every node's loser mask for ``players`` (the compiled level passes; the build's
        own player count's are handed over once)."""
        found = self._losers.pop((variant.key, players), None)
        if found is not None:
            return found
        return self._pass(
            lambda k: variant.losers_at_word((k - 1) % players, players), players, cancel
        )

    def heights(self) -> list[int]:
        """For each node, the most letters that can still be played from it."""
        if self._heights is None:
            self._heights = self._pass(lambda k: 0, 0, None)
        return self._heights

    def _pass(
        self, word_mask: Callable[[int], int], players: int, cancel: CancelCheck | None
    ) -> list[int]:
        """A value per node, a compiled pass a level: loser masks for ``players``, heights
        for 0."""
        out: list[bytes] = [b""] * len(self.pools)
        level, above = b"", b""
        for k in lengths_down(self.max_length, cancel):
            words = self.code.pack(compress(self.pools[k], self.words[k]))
            level, above = self.helper.level_pass(
                level,
                above,
                self._strides,
                self._radices,
                words,
                word_mask(k),
                k % players if players else 0,
                not players,
            )
            out[k] = above
        return list(b"".join(out[k] for k in range(self.max_length, -1, -1)))

    def tree_costs(
        self, values: Sequence[int], seat: int, players: int, entry: int, cancel: CancelCheck | None
    ) -> PoolCosts:
        """``card_costs(solver, seat, tree=True)`` on this graph, a level a compiled call
        (``entry``: what a decision adds)."""
        return self.seats_costs(values, [seat], players, entry, cancel)[0]

    def seats_costs(
        self,
        values: Sequence[int],
        seats: Sequence[int],
        players: int,
        entry: int,
        cancel: CancelCheck | None,
    ) -> list[PoolCosts]:
        """:meth:`tree_costs` of each of ``seats`` in one pass (see :meth:`jobs_costs`)."""
        return self.jobs_costs([(values, seat, players) for seat in seats], entry, cancel)

    def jobs_costs(
        self,
        jobs: Sequence[tuple[Sequence[int], int, int]],
        entry: int,
        cancel: CancelCheck | None,
    ) -> list[PoolCosts]:
        """:meth:`tree_costs` of each job's seat, a job the loser masks of a player count, a
        seat and the players (the summary table's seats of several counts), in one pass: a
        compiled call a level, whose merge of the children's runs (most of its time) the
        seats share."""
        s = len(jobs)
        bits = bytes(1 << seat for _, seat, _ in jobs)
        shared = all(v is jobs[0][0] for v, _, _ in jobs)
        # each count's masks as bytes once: a level's are then a slice, not a list's slice
        # made again and read a number at a time (a tenth of the pass, for each job)
        made: dict[int, bytes] = {}
        values = [made.setdefault(id(v), bytes(v)) for v, _, _ in jobs[: 1 if shared else s]]
        high = [bytearray() for _ in jobs]
        low = [array("Q") for _ in jobs]
        above_pools, above_high, above_low = b"", b"", b""
        for k in lengths_down(self.max_length, cancel):
            lo, hi = self.level_span[k]
            pools = self.pools[k].tobytes()
            masks = b"".join(v[lo:hi] for v in values)
            top, rest = self.helper.seat_costs(
                above_pools,
                above_high,
                above_low,
                self._strides,
                self._radices,
                pools,
                self.words[k],
                masks,
                bits,
                bytes(k % players == seat for _, seat, players in jobs),
                entry,
            )
            width = hi - lo
            view = memoryview(rest)
            for j in range(s):
                high[j] += top[j * width : (j + 1) * width]
                low[j].frombytes(view[8 * j * width : 8 * (j + 1) * width])
            above_pools, above_high, above_low = pools, top, rest
        return [PoolCosts(h, x) for h, x in zip(high, low)]


class PoolCosts(Sequence[int]):
    """A tree card's packed cost of every node (``card_costs``' list): a byte (the bits
    from 64 up) and a uint64 (the rest) a node."""

    def __init__(self, high: bytearray, low: array[int]) -> None:
        self.high, self.low = high, low

    def __len__(self) -> int:
        return len(self.high)

    def __getitem__(self, i: int) -> int:  # type: ignore[override]
        return self.high[i] << 64 | self.low[i]


def build_pool_graph(
    sorted_words: Sequence[str],
    helper: ModuleType,
    variant: Variant,
    players: int,
    *,
    cancel: CancelCheck | None = None,
    progress: Progress | None = None,
    also: Sequence[int] = (),
) -> PoolGraph | None:
    """The :class:`PoolGraph` of the counting words (``helper``: the compiled pass), with
    the loser masks of ``players`` made on the way, and of the player counts ``also`` in the
    same pass (the summary table's: they share its merge); None when the pools do not fit
    in 128 bits (then :func:`build_graph` it is)."""
    words = sorted({pool_of(w) for w in sorted_words})
    if not words:
        raise NoCountingWordsError("", 0)
    code = PoolCode.of(words)
    if code is None:
        return None
    numbered = {k: sorted(code.numbers(group, k)) for k, group in by_length(words).items()}
    top = max(numbered)
    strides, radices = code.pack(code.strides), bytes(code.radices)
    counts = [players, *(p for p in dict.fromkeys(also) if p != players)]
    pools = [code.keys(b"") for _ in range(top + 1)]
    flags: list[bytes] = [b""] * (top + 1)
    masks: list[list[bytes]] = [[b""] * (top + 1) for _ in counts]
    level, mask = b"", b""
    for k in lengths_down(top, cancel, progress):
        words_k = numbered.get(k, [])
        word_masks = bytes(variant.losers_at_word((k - 1) % p, p) for p in counts)
        seats = bytes(k % p for p in counts)
        if len(counts) == 1:
            level, mask = helper.level_pass(
                level,
                mask,
                strides,
                radices,
                code.pack(words_k),
                word_masks[0],
                seats[0],
            )
        else:
            level, mask = helper.level_passes(
                level, mask, strides, radices, code.pack(words_k), word_masks, seats
            )
        pools[k].frombytes(level)
        width = len(pools[k])
        mark = bytearray(width)
        for n in words_k:
            mark[place(pools[k], n)] = 1
        flags[k] = bytes(mark)
        for c in range(len(counts)):  # a pool's masks side by side, a count each
            masks[c][k] = mask[c :: len(counts)]
    losers: dict[tuple[str, int], list[int]] = {
        (variant.key, p): list(b"".join(masks[c][k] for k in range(top, -1, -1)))
        for c, p in enumerate(counts)
    }
    return PoolGraph(helper, code, pools, flags, losers)
