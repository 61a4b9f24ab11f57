"""How a level's parents are made: the cuts of the fragment-set passes
(:mod:`~ghost_gui.core.solving.fragment_levels`), each a ``map`` over a chunk of a level in C.

A fragment's parents are the fragment less its last letter, less its first (the Super
variants and Xghost), less a letter from inside (Xghost, whose fragments are bytes: those are
kept only when they are fragments of the level, :mod:`~ghost_gui.core.solving.inner_cuts`) or
less any one letter (Anaghost's pools, every one a pool); in
SuperDuperGhost also the reverses of the first two. In SuperGhost over at most 36 letters a
fragment may be a number whose digits are its letters (:func:`number_packer`): a cut is then a
division or a remainder. Every operation on a whole level goes a chunk at a time (see
``passes.CHUNK``), so that the window's thread is never kept waiting long.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Iterator, Sequence
from itertools import filterfalse, islice, repeat
from operator import add, concat, floordiv, itemgetter, mod, mul
from typing import Any, cast

from ..fast_loops import floor_divided_by, remainder_by
from ..passes import CHUNK, let_go
from ..play.variants import Variant

#: a fragment in the Super variants' passes: a string, or in SuperGhost over a list of at
#: most 36 letters the number whose digits are its letters (see :func:`number_packer`)
Frag = Any

_CUT_RIGHT = itemgetter(slice(None, -1))  # t[:-1]
_CUT_LEFT = itemgetter(slice(1, None))  # t[1:]
REV_RIGHT = itemgetter(slice(-2, None, -1))  # reverse(t[:-1])
REV_LEFT = itemgetter(slice(None, 0, -1))  # reverse(t[1:])


def mapped(
    cut: Callable[[Frag], Frag],
    items: Collection[Frag],
    out: set[Frag],
    skip: set[Frag] | None = None,
) -> None:
    """``out |= {cut(t) for t in items} - skip``, in C, a chunk at a time."""
    it = iter(items)
    for _ in range(0, len(items), CHUNK):  # no list of each chunk: islice straight into map
        if isinstance(cut, Deleter):
            part = cut.over(list(islice(it, CHUNK)))
        else:
            part = map(cut, islice(it, CHUNK))
        out.update(part if skip is None else filterfalse(skip.__contains__, part))


def chunks(items: Collection[Frag]) -> Iterator[list[Frag]]:
    it = iter(items)
    while chunk := list(islice(it, CHUNK)):
        yield chunk


def remove(out: set[Frag], items: Collection[Frag]) -> None:
    """``out -= items``, a chunk at a time."""
    if len(items) <= CHUNK:
        out.difference_update(items)
        return
    for chunk in chunks(items):
        out.difference_update(chunk)


def keep(items: set[str], *among: set[str]) -> set[str]:
    """The ``items`` in any of ``among``, a chunk of ``items`` at a time."""
    out: set[str] = set()
    for chunk in chunks(items):
        for other in among:
            out.update(filter(other.__contains__, chunk))
    return out


def drop(items: set[Frag] | dict[Frag, int]) -> None:
    """Empty a set (or a dict) of strings a chunk at a time: freeing a level of a large list
    in one go (each of its strings) held the interpreter lock for 50 ms and more."""
    if len(items) > CHUNK:
        refs = list(items)  # copies references only
        items.clear()  # frees the table; the strings live on in refs
        let_go(refs)
    items.clear()


class LevelPass:
    """The parents of a set of fragments, for one variant. ``base``: the fragments are
    integers, a letter a digit in this base (see :func:`number_packer`); :meth:`at` then says how
    long the parents are (the left cut keeps their digits)."""

    def __init__(self, variant: Variant, *, base: int = 0) -> None:
        self.infix, self.base = variant.infix, base
        self.cuts: tuple[Callable[[Frag], Frag], ...] = (
            (_CUT_RIGHT, _CUT_LEFT) if variant.infix else (_CUT_RIGHT,)
        )
        self.reverse = variant.may_reverse
        self.pool, self.inserts = variant.pool, variant.inserts
        #: the cuts whose parents may not be fragments: kept only when in the level (the
        #: reversed ones of SuperDuperGhost; Xghost's from inside: ``inner_cuts``)
        self.extra: tuple[Callable[[Frag], Frag], ...] = (
            (REV_RIGHT, REV_LEFT) if self.reverse else ()
        )
        if base and self.reverse:
            raise ValueError("these variants' fragments are strings")

    def at(self, k: int) -> None:
        """The parents made from now on have k letters."""
        if self.base and self.pool:  # a pool less any one of its digits, k - i to its right
            self.cuts = tuple(NumberDeleter(self.base, k - i) for i in range(k + 1))
        elif self.base:  # without the last digit; without the first: the last k digits
            right = floor_divided_by(self.base)
            self.cuts = (right, remainder_by(self.base**k)) if self.infix else (right,)
        elif self.pool:  # a pool less any one of its letters: every one a pool
            self.cuts = tuple(map(Deleter, range(k + 1)))

    def plain_parents(self, children: Collection[Frag]) -> set[Frag]:
        """Each fragment without its last letter (and without its first, Super variants):
        with the counting words of the length, the whole level below."""
        out: set[Frag] = set()
        self.add_parents(children, out)
        return out

    def add_parents(
        self, children: Collection[Frag], out: set[Frag], skip: set[Frag] | None = None
    ) -> None:
        """Add the parents of ``children`` not in ``skip`` to ``out``."""
        for cut in self.cuts:
            mapped(cut, children, out, skip)


class Deleter:
    """The cut that removes letter number ``i``. Over many fragments (:func:`cut_all`) it
    is two slices and a concatenation per fragment, each a ``map`` in C."""

    def __init__(self, i: int) -> None:
        self.i = i
        self.left = itemgetter(slice(None, i))
        self.right = itemgetter(slice(i + 1, None))

    def __call__(self, t: str) -> str:
        return t[: self.i] + t[self.i + 1 :]

    def over(self, items: list[str]) -> Iterator[str]:
        return map(_JOIN, map(self.left, items), map(self.right, items))


class NumberDeleter(Deleter):
    """:class:`Deleter` for fragments packed into numbers (:func:`number_packer`): the
    digit with ``right`` digits to its right goes, a division, a product, a remainder and a
    sum, each a ``map`` in C."""

    def __init__(self, base: int, right: int) -> None:
        self.low: int = base**right
        self.high: int = self.low * base

    def __call__(self, t: int) -> int:  # type: ignore[override]
        return t // self.high * self.low + t % self.low

    def over(self, items: list[int]) -> Iterator[int]:  # type: ignore[override]
        high = map(floordiv, items, repeat(self.high))
        return map(add, map(mul, high, repeat(self.low)), map(mod, items, repeat(self.low)))


_JOIN = cast(Callable[[str, str], str], concat)  # operator.concat on two strings


def cut_all(cut: Callable[[Frag], Frag], items: list[Frag]) -> Iterator[Frag]:
    """``map(cut, items)``, through the cut's own ``over`` where it has one."""
    return cut.over(items) if isinstance(cut, Deleter) else map(cut, items)


def number_packer(words: list[str]) -> tuple[Callable[[Sequence[str]], Iterator[int]], str] | None:
    """For a list of at most 36 letters, the fragments as integers: the letters are the
    digits 0, 1, ... of a number in base B (B: how many letters), in their order, so that
    each level (fragments of one length) names each fragment by one number; the parents are
    a division and a remainder, and the hash is the number. Against strings, a SuperGhost
    pass makes its parents faster in less memory. (Base 256, a letter a byte, would be the
    file's bytes as they are, but then the last two or three letters alone place a number
    in a set's table: three times slower.) Gives the packer and the letters; None for more
    letters."""
    from ..words.list_record import alphabet_of

    letters = alphabet_of(words)
    if len(letters) > len(_DIGITS):
        return None
    base = max(len(letters), 2)
    table = str.maketrans(letters, _DIGITS[: len(letters)])

    def pack(part: Sequence[str]) -> Iterator[int]:
        return map(int, map(str.translate, part, repeat(table)), repeat(base))

    return pack, letters


_DIGITS = "0123456789abcdefghijklmnopqrstuvwxyz"  # int()'s, base 36 at most
