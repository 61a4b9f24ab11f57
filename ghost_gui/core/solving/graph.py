"""The game graph as integer arrays, built bottom-up one fragment length at a time.

Node ids are given deepest level first, so every child has a smaller id than its parents
and a pass in id order sees children before parents. Each level keeps its edges as two
flat arrays (child id, parent id); a play from a completed word never happens, so no edge
leads into a word.
"""

from __future__ import annotations

from array import array
from collections.abc import Iterator
from dataclasses import dataclass, field
from types import ModuleType
from typing import cast

from ..errors import NoCountingWordsError
from ..passes import CHUNK, CancelCheck, Progress, by_length, lengths_down
from ..play.variants import Variant, pool_of
from .pool_levels import compiled
from .prefix_levels import reachable_words


class LevelIndex:
    """The node id of each fragment, from one dict per fragment length (see build_graph)."""

    __slots__ = ("levels",)

    def __init__(self, levels: list[dict[str, int]]) -> None:
        self.levels = levels

    def get(self, fragment: str, default: int | None = None) -> int | None:
        k = len(fragment)
        return self.levels[k].get(fragment, default) if k < len(self.levels) else default

    def __getitem__(self, fragment: str) -> int:
        i = self.get(fragment)
        if i is None:
            raise KeyError(fragment)
        return i

    def __contains__(self, fragment: object) -> bool:
        return isinstance(fragment, str) and self.get(fragment) is not None

    def __len__(self) -> int:
        return sum(map(len, self.levels))


def _ids(fragments: list[str], lo: int, hi: int) -> dict[str, int]:
    """``{fragments[i]: i for lo <= i < hi}``, a chunk at a time (see passes.CHUNK)."""
    out: dict[str, int] = {}
    for a in range(lo, hi, CHUNK):
        b = min(a + CHUNK, hi)
        out.update(zip(fragments[a:b], range(a, b)))
    return out


@dataclass
class GameGraph:
    #: fragment of each node id
    fragments: list[str]
    #: node id of each fragment
    index: LevelIndex
    #: 1 where the node is a counting word (the round ends there)
    terminal: bytearray
    #: per length k (0 .. max_length): first node id of that level and one past the last
    level_span: list[tuple[int, int]]
    #: per length k: edges from children at length k + 1 to parents at length k
    edge_child: list[array[int]] = field(repr=False)
    edge_parent: list[array[int]] = field(repr=False)
    #: every fragment of the counting words (all prefixes or infixes, the empty one
    #: included), reachable or not: the figure the published analyses report
    fragment_count: int = 0

    @property
    def max_length(self) -> int:
        return len(self.level_span) - 1

    def __len__(self) -> int:
        return len(self.fragments)

    # -- storing in small pieces (see cache.store_stream) ---------------------------------
    CHUNK = 20_000

    def to_parts(self, values: list[int]) -> Iterator[object]:
        n = len(self.fragments)
        yield ("graph", 1, n, self.fragment_count, self.level_span, bytes(self.terminal))
        for k in range(len(self.edge_child)):
            yield self.edge_child[k].tobytes(), self.edge_parent[k].tobytes()
        for i in range(0, n, self.CHUNK):
            yield self.fragments[i : i + self.CHUNK]
        for i in range(0, n, self.CHUNK):
            yield values[i : i + self.CHUNK]

    @classmethod
    def from_parts(cls, parts: list[object]) -> tuple[GameGraph, list[int]] | None:
        """The graph and its solved values, or None when the parts do not fit together.
        The checks are explicit (not ``assert``, which ``python -O`` removes) and cost
        O(levels + chunks); the cache's checksums guard the contents."""
        try:
            return cls._from_parts(parts)
        except Exception:  # anything malformed: the caller rebuilds
            return None

    @classmethod
    def _from_parts(cls, parts: list[object]) -> tuple[GameGraph, list[int]] | None:
        if not isinstance(parts, list) or not parts:
            return None
        head = parts[0]
        if not (isinstance(head, tuple) and len(head) == 6 and head[:2] == ("graph", 1)):
            return None
        _, _, n, count, spans, terminal = head
        if type(n) is not int or type(count) is not int or not 1 <= n <= count:
            return None
        if (
            not isinstance(spans, list)
            or not spans
            or not isinstance(terminal, bytes)
            or len(terminal) != n
        ):
            return None
        levels = len(spans)
        # node ids go deepest level first: the spans tile 0 .. n from the top level down
        expect = 0
        for k in range(levels - 1, -1, -1):
            span = spans[k]
            if not (isinstance(span, tuple) and len(span) == 2 and span[0] == expect):
                return None
            if type(span[1]) is not int or span[1] < span[0]:
                return None
            expect = span[1]
        if expect != n or spans[0] != (n - 1, n):  # level 0 is the empty fragment alone
            return None
        chunks = (n + cls.CHUNK - 1) // cls.CHUNK
        if len(parts) != 1 + levels + 2 * chunks:
            return None
        edges = parts[1 : 1 + levels]
        frag_parts = parts[1 + levels : 1 + levels + chunks]
        value_parts = parts[1 + levels + chunks :]
        for i, (fp, vp) in enumerate(zip(frag_parts, value_parts)):
            size = min(cls.CHUNK, n - i * cls.CHUNK)
            if not (type(fp) is list and type(vp) is list and len(fp) == size == len(vp)):
                return None
        fragments = [f for part in frag_parts for f in cast(list[str], part)]
        values = [v for part in value_parts for v in cast(list[int], part)]
        ec, ep = [], []
        for edge in edges:
            if not (isinstance(edge, tuple) and len(edge) == 2):
                return None
            child, parent = edge
            if not (type(child) is bytes and type(parent) is bytes and len(child) == len(parent)):
                return None
            a, b = array("i"), array("i")
            a.frombytes(child)  # ValueError unless a whole number of items
            b.frombytes(parent)
            ec.append(a)
            ep.append(b)
        if ec[-1]:  # nothing lies above the top level
            return None
        index = LevelIndex([_ids(fragments, lo, hi) for lo, hi in spans])
        if len(index) != n or index.get("") != n - 1:
            return None
        return cls(fragments, index, bytearray(terminal), list(spans), ec, ep, count), values


def build_graph(
    sorted_words: tuple[str, ...] | list[str],
    variant: Variant,
    *,
    cancel: CancelCheck | None = None,
    progress: Progress | None = None,
) -> GameGraph:
    if variant.pool:  # Anaghost: a word is its pool of letters; anagrams are one
        words, unreachable_prefixes = sorted({pool_of(w) for w in sorted_words}), 0
    else:
        words, unreachable_prefixes = reachable_words(sorted_words, variant)
    if not words:
        raise NoCountingWordsError("", 0)
    by_len = by_length(words)
    top = max(by_len)
    fragments: list[str] = []
    # one dict per length: a dict of every fragment grows by copying all of itself, one C
    # call of 100 ms and more on a large list, in which the window's thread cannot run
    dicts: list[dict[str, int]] = [{} for _ in range(top + 1)]
    terminal = bytearray()
    spans: list[tuple[int, int]] = [(0, 0)] * (top + 1)
    edge_child: list[array[int]] = [array("i") for _ in range(top + 1)]
    edge_parent: list[array[int]] = [array("i") for _ in range(top + 1)]
    infix, rev, pool = variant.infix, variant.may_reverse, variant.pool

    # the deepest level holds only words
    start = 0
    index = dicts[top]
    for w in by_len[top]:
        index[w] = len(fragments)
        fragments.append(w)
    terminal.extend(b"\x01" * len(by_len[top]))
    spans[top] = (start, len(fragments))

    for k in lengths_down(top - 1, cancel, progress):
        c_lo, c_hi = spans[k + 1]
        start = len(fragments)
        ec, ep = edge_child[k], edge_parent[k]
        level = fragments[c_lo:c_hi]
        index = dicts[k]
        # words of this length first: they are terminal and take no edges
        for w in by_len.get(k, ()):
            index[w] = len(fragments)
            fragments.append(w)
        n_words = len(fragments) - start
        if pool:
            _pool_edges(level, c_lo, index, fragments, start + n_words, ec, ep)
        else:
            _end_edges(level, c_lo, index, fragments, start + n_words, infix, ec, ep)
        if rev:
            _reverse_edges(level, c_lo, fragments, index, start + n_words, len(fragments), ec, ep)
        if variant.inserts:
            _inner_edges(level, c_lo, fragments, index, start + n_words, len(fragments), ec, ep)
        terminal.extend(b"\x01" * n_words)
        terminal.extend(bytes(len(fragments) - start - n_words))
        spans[k] = (start, len(fragments))

    count = len(fragments) + unreachable_prefixes
    return GameGraph(fragments, LevelIndex(dicts), terminal, spans, edge_child, edge_parent, count)


def with_plays_of(
    base: GameGraph, variant: Variant, cancel: CancelCheck | None = None
) -> GameGraph:
    """The game graph of ``variant`` from ``base``, SuperGhost's graph of the same counting
    words: SuperDuperGhost and Xghost play on the same fragments (every infix of the words,
    all of them reachable), with SuperGhost's plays and their own (a reversal; a letter
    inside), so their graphs are ``base`` with those edges added, as :func:`build_graph`
    adds them after SuperGhost's. Built once a minimum length, the fragments and their
    index serve all three; each gets edge arrays of its own. SuperGhost itself gets
    ``base``."""
    if not (variant.may_reverse or variant.inserts):
        return base
    edge_child = [array("i", a) for a in base.edge_child]
    edge_parent = [array("i", a) for a in base.edge_parent]
    fragments, spans = base.fragments, base.level_span
    for k in lengths_down(base.max_length - 1, cancel):
        c_lo, c_hi = spans[k + 1]
        level = fragments[c_lo:c_hi]
        start, end = spans[k]
        # a level's words come first, then its other fragments
        words_end = start + base.terminal.count(1, start, end)
        index = base.index.levels[k]
        if variant.may_reverse:
            _reverse_edges(
                level, c_lo, fragments, index, words_end, end, edge_child[k], edge_parent[k]
            )
        if variant.inserts:
            _inner_edges(
                level, c_lo, fragments, index, words_end, end, edge_child[k], edge_parent[k]
            )
    return GameGraph(
        fragments,
        base.index,
        base.terminal,
        spans,
        edge_child,
        edge_parent,
        base.fragment_count,
    )


def compiled_passes() -> ModuleType | None:
    """The compiled passes (solving/pool_pass.c) where they are built and a C ``int``, the
    edge arrays' item, is the 32 bits they read; else None (the Python passes run)."""
    module = compiled()
    return module if module is not None and array("i").itemsize == 4 else None


def _end_edges(
    level: list[str],
    c_lo: int,
    index: dict[str, int],
    fragments: list[str],
    words_end: int,
    infix: bool,
    ec: array[int],
    ep: array[int],
) -> None:
    """Every variant but Anaghost: t's parent is t less its last letter and, with ``infix``,
    less its first (where that is another); each new parent joins the level (``index``,
    ``fragments``), and the edge is kept when the parent is not a word. The compiled
    ``end_edges`` where it is built, a chunk of children a call (the window's thread gets
    the interpreter lock between them): the large Russian list's SuperGhost graph in 0.3 s
    instead of 0.55. Else this loop."""
    module = compiled_passes()
    if module is not None:
        for lo in range(0, len(level), CHUNK):
            child, parent = module.end_edges(
                level, c_lo, index, fragments, words_end, infix, lo, min(lo + CHUNK, len(level))
            )
            ec.frombytes(child)
            ep.frombytes(parent)
        return
    get = index.get
    for c, t in enumerate(level, c_lo):
        a = t[:-1]
        q = get(a)
        if q is None:
            q = index[a] = len(fragments)
            fragments.append(a)
        if q >= words_end:  # not a word
            ec.append(c)
            ep.append(q)
        if infix:
            b = t[1:]
            if b != a:
                q = get(b)
                if q is None:
                    q = index[b] = len(fragments)
                    fragments.append(b)
                if q >= words_end:
                    ec.append(c)
                    ep.append(q)


def _pool_edges(
    level: list[str],
    c_lo: int,
    index: dict[str, int],
    fragments: list[str],
    words_end: int,
    ec: array[int],
    ep: array[int],
) -> None:
    """Anaghost: a pool's parents are the pool less any one letter (each a pool too); each
    new parent joins the level, and the edge is kept when the parent is not a word."""
    get = index.get
    for c, t in enumerate(level, c_lo):
        last = ""
        for i, letter in enumerate(t):
            if letter == last:  # less the same letter again: the same parent
                continue
            last = letter
            a = t[:i] + t[i + 1 :]
            q = get(a)
            if q is None:
                q = index[a] = len(fragments)
                fragments.append(a)
            if q >= words_end:
                ec.append(c)
                ep.append(q)


def _inner_edges(
    level: list[str],
    c_lo: int,
    fragments: list[str],
    index: dict[str, int],
    lo: int,
    hi: int,
    ec: array[int],
    ep: array[int],
) -> None:
    """Xghost: f reaches t by a letter between two of f's, i.e. f is t less one letter
    inside it, when that is a non-word fragment of the level below (``fragments[lo:hi]``)
    and not already a parent of t by its ends. The compiled ``inner_edges`` where it is
    built (the level's letters as UTF-32, a hash table of the parents: nine cuts in ten
    are no fragment, and here each was a string made and looked up), else this loop."""
    module = compiled_passes()
    if module is not None and level:
        width = len(level[0])
        child, parent = module.inner_edges(
            "".join(level).encode("utf-32-le"),
            "".join(fragments[lo:hi]).encode("utf-32-le"),
            width,
            c_lo,
            lo,
        )
        ec.frombytes(child)
        ep.frombytes(parent)
        return
    get = index.get
    for c, t in enumerate(level, c_lo):
        a, b = t[:-1], t[1:]
        seen = {a, b}
        for i in range(1, len(t) - 1):
            r = t[:i] + t[i + 1 :]
            if r in seen:
                continue
            seen.add(r)
            q = get(r)
            if q is not None and lo <= q < hi:
                ec.append(c)
                ep.append(q)


def _reverse_edges(
    level: list[str],
    c_lo: int,
    fragments: list[str],
    index: dict[str, int],
    lo: int,
    hi: int,
    ec: array[int],
    ep: array[int],
) -> None:
    """SuperDuperGhost: f reaches t by reverse(f)+L or L+reverse(f), i.e. f = reverse(t[:-1])
    or reverse(t[1:]), when that is a non-word fragment of the level below and not already
    a plain parent of t. The compiled ``reverse_edges`` where it is built (as
    :func:`_inner_edges`), else this loop."""
    module = compiled_passes()
    if module is not None and level:
        child, parent = module.reverse_edges(
            "".join(level).encode("utf-32-le"),
            "".join(fragments[lo:hi]).encode("utf-32-le"),
            len(level[0]),
            c_lo,
            lo,
        )
        ec.frombytes(child)
        ep.frombytes(parent)
        return
    get = index.get
    for c, t in enumerate(level, c_lo):
        a, b = t[:-1], t[1:]
        ra, rb = a[::-1], b[::-1]
        for r in (ra, rb) if ra != rb else (ra,):
            if r == a or r == b:
                continue
            q = get(r)
            if q is not None and lo <= q < hi:
                ec.append(c)
                ep.append(q)
