"""Anaghost's analysis over packed pools, a level at a time from the largest pools down.

A pool (a multiset of letters) is a number: its count of each letter is a digit in a mixed
radix, letter x's radix one more than the most x any counting word holds, so that the pool
less one x is the number less x's stride (:class:`PoolCode`). A level is the sorted numbers of
its pools (``array('Q')`` bytes, two words a pool past 64 bits) and one byte per pool, the
seats that lose with perfect play: no dict and no object per pool. Level k comes from level k + 1 in one call of
:func:`level_pass`: each pool less each letter it holds is a parent, and the parents less x
come out in order for each x, so one merge of those runs (and of level k's counting words)
gives level k sorted, each parent once with the masks of all its children.

That merge is the compiled helper ``pool_pass`` (``pool_pass.c``), a few comparisons per
parent: the passes over sets (:mod:`~ghost_gui.core.solving.fragment_levels`) store every
parent made in a hash table, 21 million on the family list and 270 million on ENABLE, which
takes seconds of CPU for the family list before any value is worked out
(``benchmarks/bench_pools.py``). Where the helper is not built, :func:`compiled` is None and
the analysis takes those passes instead; :func:`level_pass_py` is the same pass in Python,
the reference the tests hold the helper to.

Several rules share one pass (:func:`analyse_pool_rules`: the summary table's player counts
and minimum lengths), a mask byte a pool for each: the merge, most of the work, is done
once. The pools of a minimum length of 4 are a subset of those of 3; a pool that only
shorter words hold is :data:`ABSENT` for the larger, its mask 0.

Where the helper is built, :func:`analyse_pool_rules` hands the work to
:mod:`~ghost_gui.core.solving.shared_pools`, which makes only the pools two or more words
share (three in ten on the Russian nouns) and numbers none; the pass here over every pool
remains for words past its 32 letters and is the reference its tests hold it to.
"""

from __future__ import annotations

from array import array
from bisect import bisect_left, bisect_right
from collections.abc import Callable, Collection, Iterable, Sequence
from math import prod
from operator import add, itemgetter
from types import ModuleType
from typing import NamedTuple, TypeAlias, overload

from ..errors import NoCountingWordsError
from ..passes import Beside, CancelCheck, Progress, by_length, lengths_down
from ..play.variants import Variant
from .shared_pools import ABSENT, EXPECTED_MOST, LONGEST, PoolRule, analyse_shared

#: level_pass(children, masks, strides, radices, words, word_mask, seat) -> (pools, masks)
LevelPassFn = Callable[[bytes, bytes, bytes, bytes, bytes, int, int], tuple[bytes, bytes]]
#: level_passes(children, masks, strides, radices, words, word_masks, seats) -> (pools, masks)
LevelPassesFn = Callable[[bytes, bytes, bytes, bytes, bytes, bytes, bytes], tuple[bytes, bytes]]
#: a level's pools (or masks) in parts, in order: one, or the two halves it was made in
Parts: TypeAlias = tuple[bytes, ...]
#: the same over levels in parts
PartsPassFn = Callable[[Parts, Parts, bytes, bytes, bytes, bytes, bytes], tuple[Parts, Parts]]
#: the compiled passes' version this source calls (``version`` in pool_pass.c)
_PASSES_VERSION = 5
#: a pool is one uint64 below this, else two (a wide pool), whose digits are then bit fields;
#: the most players (a byte of seats)
_LIMIT = 1 << 64
_MAX_PLAYERS = 8
_WORD = (1 << 64) - 1


class WideKeys(Sequence[int]):
    """Wide pools, sorted: each two uint64 (low word first, native byte order) as the
    compiled pass reads and gives them, kept as an array of high words and one of low words,
    so that a bisection (:meth:`place`) runs at the speed of an ``array('Q')``'s."""

    def __init__(self, data: bytes = b"") -> None:
        self.high, self.low = array("Q"), array("Q")
        self.frombytes(data)

    def __len__(self) -> int:
        return len(self.low)

    @overload
    def __getitem__(self, i: int) -> int: ...
    @overload
    def __getitem__(self, i: slice) -> list[int]: ...
    def __getitem__(self, i: int | slice) -> int | list[int]:
        if isinstance(i, slice):
            return [self[j] for j in range(*i.indices(len(self)))]
        return self.low[i] | self.high[i] << 64

    def place(self, n: int) -> int:
        """Where ``n`` is, or would go (``bisect_left``)."""
        high = n >> 64
        lo = bisect_left(self.high, high)
        return bisect_left(self.low, n & _WORD, lo, bisect_right(self.high, high, lo))

    def frombytes(self, data: bytes) -> None:
        words = array("Q")
        words.frombytes(data)
        self.low.extend(words[0::2])
        self.high.extend(words[1::2])

    def tobytes(self) -> bytes:
        words = array("Q", bytes(16 * len(self)))
        words[0::2], words[1::2] = self.low, self.high
        return words.tobytes()


def place(level: Keys, n: int) -> int:
    """Where the pool numbered ``n`` is in ``level``, or would go (``bisect_left``)."""
    return level.place(n) if isinstance(level, WideKeys) else bisect_left(level, n)


#: the sorted numbers of a level's pools: uint64, or wide
Keys: TypeAlias = "array[int] | WideKeys"


def pack(numbers: Iterable[int], width: int) -> bytes:
    """The numbers as the compiled pass takes them, ``width`` bytes each (8 or 16)."""
    if width == 8:
        return array("Q", numbers).tobytes()
    return array("Q", (w for n in numbers for w in (n & _WORD, n >> 64))).tobytes()


def keys(data: bytes, width: int) -> Keys:
    """The numbers of packed pools, ``width`` bytes each."""
    if width == 16:
        return WideKeys(data)
    out = array("Q")
    out.frombytes(data)
    return out


def compiled() -> ModuleType | None:
    """The compiled level pass, or None where it was not built (a source checkout without
    ``setup.py build_ext``, a frozen app without it)."""
    try:
        from . import pool_pass  # type: ignore[attr-defined]
    except ImportError:
        return None
    # one built from an older source takes or gives other arguments: the Python passes it is
    return pool_pass if getattr(pool_pass, "version", 0) == _PASSES_VERSION else None


class PoolCode(NamedTuple):
    """How pools of some letters are numbered: the letters, and each one's stride and radix."""

    letters: str
    strides: tuple[int, ...]
    radices: tuple[int, ...]

    @classmethod
    def of(cls, pools: Collection[str], order: str | None = None) -> PoolCode | None:
        """The numbering of every pool inside ``pools``: letter x's radix one more than the
        most x a pool holds, rounded up to a power of two when every count then fits in 64
        bits (a digit is then a bit field, read without a division); past 64 bits even so,
        bit fields again, the number two words; None past 128 bits, or for more than 64
        letters. ``order``: the letters, the lowest digit's first (default: sorted)."""
        text = "\n".join(pools)  # sorted letters: x's copies in a pool are one run of x
        letters = order or "".join(sorted(set(text) - {"\n"}))
        most = [1] * len(letters)
        for i, x in enumerate(letters):
            while x * (most[i] + 1) in text:
                most[i] += 1
        fields = [1 << n.bit_length() for n in most]
        mixed = [n + 1 for n in most]
        # no pool may be all ones, the C pass's end of a run; a wide pool's digits are fields
        if prod(fields) < _LIMIT or prod(mixed) >= _LIMIT:
            radices = fields
        else:
            radices = mixed
        # a radix is a byte
        if len(letters) > 64 or max(radices) > 255 or prod(radices) >= _LIMIT * _LIMIT:
            return None
        strides = [prod(radices[:i]) for i in range(len(radices))]
        return cls(letters, tuple(strides), tuple(radices))

    @property
    def width(self) -> int:
        """The bytes a pool's number takes: 8, or 16 past 64 bits."""
        return 8 if prod(self.radices) < _LIMIT else 16

    def pack(self, numbers: Iterable[int]) -> bytes:
        """Numbers of pools as the compiled pass takes them (the strides too)."""
        return pack(numbers, self.width)

    def keys(self, data: bytes) -> Keys:
        """The numbers of pools the compiled pass gave."""
        return keys(data, self.width)

    def numbers(self, pools: list[str], k: int) -> list[int]:
        """The numbers of ``pools``, all of ``k`` letters, a letter position at a time."""
        weight = dict(zip(self.letters, self.strides)).__getitem__
        out = [0] * len(pools)
        for i in range(k):
            out = list(map(add, out, map(weight, map(itemgetter(i), pools))))
        return out


def level_pass_py(
    children: bytes,
    masks: bytes,
    strides: bytes,
    radices: bytes,
    words: bytes,
    word_mask: int,
    seat: int,
) -> tuple[bytes, bytes]:
    """The compiled ``level_pass`` in Python (slow: the reference for the tests). Level k
    from level k + 1: every child less each letter it holds, and every counting word of
    level k; a word's loser mask is ``word_mask``, another pool's follows the rule of
    :mod:`~ghost_gui.core.solving.solver` from its children's, ``seat`` to move. A
    ``word_mask`` of :data:`ABSENT`: the words are no words for the rule, but pools like the
    others; a child ABSENT adds nothing, and a pool with no child there is ABSENT."""
    width = len(strides) // len(radices) if radices else 8
    kids, weights, pools = keys(children, width), keys(strides, width), keys(words, width)
    bit = 1 << seat
    escape: dict[int, int] = {}
    every: dict[int, int] = {}
    for child, v in zip(kids, masks):
        for stride, radix in zip(weights, radices):
            if child // stride % radix:
                parent = child - stride
                every[parent] = every.get(parent, 0) | v
                if not v & bit:
                    escape[parent] = escape.get(parent, 0) | v
    value = {q: escape.get(q) or v for q, v in every.items()}
    value.update({q: word_mask or value.get(q, ABSENT) for q in pools})
    order = sorted(value)
    return pack(order, width), bytes(map(value.__getitem__, order))


def level_passes_py(
    children: bytes,
    masks: bytes,
    strides: bytes,
    radices: bytes,
    words: bytes,
    word_masks: bytes,
    seats: bytes,
) -> tuple[bytes, bytes]:
    """The compiled ``level_passes`` in Python: :func:`level_pass_py` for each rule, a pool's
    masks side by side (a byte a rule), in and out."""
    rules = len(seats)
    pools, out = b"", bytearray()
    for r, (word_mask, seat) in enumerate(zip(word_masks, seats)):
        pools, got = level_pass_py(
            children, masks[r::rules], strides, radices, words, word_mask, seat
        )
        if not out:
            out = bytearray(len(got) * rules)
        out[r::rules] = got
    return pools, bytes(out)


def analyse_pools(
    pools: Iterable[str],
    variant: Variant,
    players: int,
    *,
    level_pass: LevelPassFn | None = None,
    cancel: CancelCheck | None = None,
    progress: Progress | None = None,
) -> tuple[int, list[str], int] | None:
    """Perfect play from the empty pool for the counting words' ``pools`` (sorted letters),
    as :func:`~ghost_gui.core.solving.fragment_levels.analyse_levels` gives it: the loser
    mask, the winning first letters (sorted) and the number of pools, the empty one included.
    None when this way cannot take the list (no compiled pass and none given, more than 8
    players, pools past 128 bits): the caller takes the set passes. Raises
    :class:`~ghost_gui.core.errors.Cancelled` between levels when cancelled."""
    pools = set(pools)
    if not pools:
        raise NoCountingWordsError("", 0)
    found = analyse_pool_rules(
        pools,
        variant,
        [(1, players)],
        level_passes=None if level_pass is None else _one_rule(level_pass),
        cancel=cancel,
        progress=progress,
    )
    return None if found is None else found[0]


#: the fewest children (pools of the level above) whose level two threads make, and where
#: the first thread's parents end: below the child this far into the level (measured on the
#: Russian nouns' six rules: 0.45 took 6.9 s, 0.4 and 0.5 7.4 and 7.6 s; on ENABLE 0.4-0.45
#: the best)
_HALVES_FROM, _SPLIT = 1 << 16, 0.45


def _in_halves(
    helper: ModuleType, width: int, busy: Callable[[], bool] | None = None
) -> PartsPassFn:
    """The compiled ``level_passes`` over a large level as two halves at once, each in a
    thread of its own (the pass runs without the interpreter lock: on two cores, the Russian
    nouns' six rules in 5.1 s instead of 8.4, ENABLE's in 4.1 instead of 5.2): the parents
    below a child's number (:data:`_SPLIT`) and those from it. The level is then those two
    parts as they are, and the next level's pass reads them as one: putting them together
    was 0.6 s of copying on the Russian nouns, in which the second core had nothing to do.
    Each half makes its own letter maps, and they share the memory's bandwidth: a tenth more
    CPU time in all; so while ``busy()`` says the other core is at work (the summary table's
    second process), a level is made whole, in one thread."""
    passes: Callable[..., tuple[bytes, bytes]] = helper.level_passes

    def halves(
        children: Parts,
        masks: Parts,
        strides: bytes,
        radices: bytes,
        words: bytes,
        word_masks: bytes,
        seats: bytes,
    ) -> tuple[Parts, Parts]:
        (low, *high), (low_masks, *high_masks) = children or (b"",), masks or (b"",)
        args = (low, low_masks, strides, radices, words, word_masks, seats)
        more = (b"".join(high), b"".join(high_masks))  # the second part, if any
        n = (len(low) + len(more[0])) // width
        if n < _HALVES_FROM or (busy is not None and busy()):
            pools, out = passes(*args, b"", b"", *more)
            return (pools,), (out,)
        at = int(n * _SPLIT)
        part, at = (low, at) if at < len(low) // width else (more[0], at - len(low) // width)
        middle = part[at * width : (at + 1) * width]
        below = Beside(passes, *args, b"", middle, *more)
        try:
            b, bm = passes(*args, middle, b"", *more)
        finally:
            a, am = below.result()
        return (a, b), (am, bm)

    return halves


def _whole(passes: LevelPassesFn) -> PartsPassFn:
    """``passes`` over a level in parts, put together first (the reference passes, and
    ``level_pass`` for one rule: small lists)."""

    def whole(
        children: Parts,
        masks: Parts,
        strides: bytes,
        radices: bytes,
        words: bytes,
        word_masks: bytes,
        seats: bytes,
    ) -> tuple[Parts, Parts]:
        pools, out = passes(
            b"".join(children), b"".join(masks), strides, radices, words, word_masks, seats
        )
        return (pools,), (out,)

    return whole


def _one_rule(level_pass: LevelPassFn) -> LevelPassesFn:
    """``level_passes`` for one rule, by ``level_pass``."""

    def passes(
        children: bytes,
        masks: bytes,
        strides: bytes,
        radices: bytes,
        words: bytes,
        word_masks: bytes,
        seats: bytes,
    ) -> tuple[bytes, bytes]:
        return level_pass(children, masks, strides, radices, words, word_masks[0], seats[0])

    return passes


def _absent_counts(helper: ModuleType | None, masks: Parts, rules: int) -> list[int]:
    """How many of a level's pools each rule has :data:`ABSENT`, its ``masks`` side by side:
    compiled where it is, else a slice a rule."""
    if helper is not None:
        each = [helper.absent_counts(part, rules) for part in masks]
        return [sum(c) for c in zip(*each)] if each else [0] * rules
    return [sum(part[r::rules].count(ABSENT) for part in masks) for r in range(rules)]


def analyse_pool_rules(
    pools: Iterable[str],
    variant: Variant,
    rules: Sequence[PoolRule],
    *,
    level_passes: LevelPassesFn | None = None,
    cancel: CancelCheck | None = None,
    progress: Progress | None = None,
    busy: Callable[[], bool] | None = None,
    expected: int | None = None,
) -> list[tuple[int, list[str], int]] | None:
    """:func:`analyse_pools` for several ``rules`` (minimum length, players) in one pass,
    which they share: a rule counts the ``pools`` of at least its minimum length. The pools
    of a larger minimum length are a subset of a smaller one's: in the shared levels they
    are :data:`ABSENT` for the larger, and a shorter word is a pool like any other for it.
    Gives each rule's answer, in order, as :func:`analyse_pools` would alone. ``busy``: while
    it says another process is at work beside this one, no level is made in two threads
    (:func:`_in_halves`). ``expected``: about how many pools there are (the memory
    estimate's): the progress then follows the pools made (up to :data:`EXPECTED_MOST`),
    not the levels, which range from a few pools to a sixth of them all. Raises
    :class:`~ghost_gui.core.errors.NoCountingWordsError` when a rule counts no pool."""
    helper = None
    if level_passes is None:
        helper = compiled()
        if helper is None:
            return None
        level_passes = helper.level_passes
    least = min(m for m, _ in rules)
    words = {p for p in pools if len(p) >= least}
    longest = max(map(len, words), default=0)
    for m, _ in rules:
        if longest < m:
            raise NoCountingWordsError("", m)
    if max(p for _, p in rules) > _MAX_PLAYERS:
        return None
    seat_masks = [[variant.losers_at_word(c, p) for c in range(p)] for _, p in rules]
    if helper is not None and longest <= LONGEST:
        found = analyse_shared(
            helper,
            words,
            rules,
            seat_masks,
            cancel=cancel,
            progress=progress,
            busy=busy,
            expected=expected,
        )
        if found is not None:
            return found
    code = PoolCode.of(words)
    if code is None:
        return None
    run = _whole(level_passes) if helper is None else _in_halves(helper, code.width, busy)
    numbered = {k: code.numbers(group, k) for k, group in by_length(words).items()}
    strides = code.pack(code.strides)
    radices = bytes(code.radices)
    # a level in parts (see _in_halves); nothing above the longest words
    level: Parts = ()
    masks: Parts = ()
    counts = [0] * len(rules)
    first: list[list[str]] = [[] for _ in rules]
    made, by_levels = 0, progress if not expected else None
    if progress is not None and expected:
        progress(0.0)
    for k in lengths_down(longest, cancel, by_levels):
        # a word of k letters is completed by seat k - 1 (counted round the table); below a
        # rule's minimum length it is no word for the rule (ABSENT: an ordinary pool)
        words_k = code.pack(sorted(numbered.get(k, ())))
        word_masks = bytes(
            s[(k - 1) % p] if k >= m else ABSENT for (m, p), s in zip(rules, seat_masks)
        )
        seats = bytes(k % p for _, p in rules)
        level, masks = run(level, masks, strides, radices, words_k, word_masks, seats)
        size = sum(map(len, masks)) // len(rules)
        made += size
        if progress is not None and expected:
            progress(min(made / expected, EXPECTED_MOST))
        for r, absent in enumerate(_absent_counts(helper, masks, len(rules))):
            counts[r] += size - absent
            if k == 1:  # the one-letter pools after which seat 0 does not lose
                mine = b"".join(part[r :: len(rules)] for part in masks)
                at = dict(zip(code.keys(b"".join(level)), mine))
                first[r] = [
                    x
                    for x, s in zip(code.letters, code.strides)
                    if at.get(s, ABSENT) != ABSENT and not at[s] & 1
                ]
    root = b"".join(masks)  # the empty pool's masks
    return [(root[r], first[r], counts[r]) for r in range(len(rules))]
