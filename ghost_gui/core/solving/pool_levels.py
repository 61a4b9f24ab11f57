"""Anaghost's analysis over packed pools, a level at a time from the largest pools down.

A pool (a multiset of letters) is a number: its count of each letter is a digit in a mixed
radix, letter x's radix one more than the most x any counting word holds, so that the pool
less one x is the number less x's stride (:class:`PoolCode`). A level is the sorted numbers of
its pools (``array('Q')`` bytes) and one byte per pool, the seats that lose with perfect play:
no dict and no object per pool. Level k comes from level k + 1 in one call of
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
"""

from __future__ import annotations

from array import array
from collections.abc import Callable, Collection, Iterable
from math import prod
from operator import add, itemgetter
from types import ModuleType
from typing import NamedTuple

from ..errors import NoCountingWordsError
from ..passes import CancelCheck, Progress, by_length, lengths_down
from ..play.variants import Variant

#: level_pass(children, masks, strides, radices, words, word_mask, seat) -> (pools, masks)
LevelPassFn = Callable[[bytes, bytes, bytes, bytes, bytes, int, int], tuple[bytes, bytes]]

#: one past the largest number a pool may be (``array('Q')``), and the most players (a byte
#: of seats)
_LIMIT = 1 << 64
_MAX_PLAYERS = 8


def compiled() -> ModuleType | None:
    """The compiled level pass, or None where it was not built (a source checkout without
    ``setup.py build_ext``, a frozen app without it)."""
    try:
        from . import pool_pass  # type: ignore[attr-defined]
    except ImportError:
        return None
    # one built from an older source lacks a pass the graph calls: the Python passes it is
    return pool_pass if hasattr(pool_pass, "seat_bounds") else None


class PoolCode(NamedTuple):
    """How pools of some letters are numbered: the letters, and each one's stride and radix."""

    letters: str
    strides: tuple[int, ...]
    radices: tuple[int, ...]

    @classmethod
    def of(cls, pools: Collection[str]) -> PoolCode | None:
        """The numbering of every pool inside ``pools``: letter x's radix one more than the
        most x a pool holds, rounded up to a power of two when every count then fits in 64
        bits (a digit is then a bit field, read without a division); None when the numbers
        would not fit in 64 bits even so, or for more than 64 letters."""
        text = "\n".join(pools)  # sorted letters: x's copies in a pool are one run of x
        letters = "".join(sorted(set(text) - {"\n"}))
        most = [1] * len(letters)
        for i, x in enumerate(letters):
            while x * (most[i] + 1) in text:
                most[i] += 1
        fields = [1 << n.bit_length() for n in most]
        radices = fields if sum(f.bit_length() - 1 for f in fields) <= 64 else [n + 1 for n in most]
        # a radix is a byte; no pool may be 2**64 - 1, the C pass's end of a run
        if len(letters) > 64 or max(radices) > 255 or prod(radices) >= _LIMIT:
            return None
        strides = [prod(radices[:i]) for i in range(len(radices))]
        return cls(letters, tuple(strides), tuple(radices))

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
    :mod:`~ghost_gui.core.solving.solver` from its children's, ``seat`` to move."""
    kids, weights, pools = array("Q"), array("Q"), array("Q")
    kids.frombytes(children)
    weights.frombytes(strides)
    pools.frombytes(words)
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
    value.update(dict.fromkeys(pools, word_mask))
    order = sorted(value)
    return array("Q", order).tobytes(), bytes(map(value.__getitem__, order))


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
    players, pools past 64 bits): the caller takes the set passes. Raises
    :class:`~ghost_gui.core.errors.Cancelled` between levels when cancelled."""
    if level_pass is None:
        helper = compiled()
        if helper is None:
            return None
        level_pass = helper.level_pass
    words = set(pools)
    if not words:
        raise NoCountingWordsError("", 0)
    code = PoolCode.of(words)
    if code is None or players > _MAX_PLAYERS:
        return None
    numbered = {k: code.numbers(group, k) for k, group in by_length(words).items()}
    top = max(numbered)
    strides = array("Q", code.strides).tobytes()
    radices = bytes(code.radices)
    seat_masks = [variant.losers_at_word(c, players) for c in range(players)]
    level, masks = b"", b""  # nothing above the longest words
    count = 0
    first: list[str] = []
    for k in lengths_down(top, cancel, progress):
        # a word of k letters is completed by seat k - 1 (counted round the table)
        words_k = array("Q", sorted(numbered.get(k, ()))).tobytes()
        word_mask = seat_masks[(k - 1) % players]
        level, masks = level_pass(level, masks, strides, radices, words_k, word_mask, k % players)
        count += len(masks)
        if k == 1:  # the one-letter pools after which seat 0 does not lose
            numbers = array("Q")
            numbers.frombytes(level)
            at = dict(zip(numbers, masks))
            first = [x for x, s in zip(code.letters, code.strides) if s in at and not at[s] & 1]
    return masks[0], first, count
