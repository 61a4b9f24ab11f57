"""Xghost's fragments and their parents by a letter from inside, for the level passes
(:mod:`~ghost_gui.core.solving.fragment_levels`).

A fragment t of k + 1 letters less its letter number i (0 < i < k) is a parent only when it
is a fragment of the level below: over ENABLE one such cut in nine is (769 thousand of 6.6
million), and each cut made is a lookup. Here a fragment is a ``bytes``, a letter a byte (more
past 255 letters), and a chunk of children is one matrix, their bytes joined, a child a
row. The children less their letter i are that matrix less one column, and less letter
i + 1 they differ from that in one column only: a place costs one strided copy and one
``split`` into rows (a byte that no letter uses ends each row), all in C, a fifth of a cut
made as a number (a division, a product, a remainder and a sum); the lookups are what is
left. (A filter on the level's first and last three letters, which a cut deep inside keeps,
let only a third of those cuts be made, but collecting the ends cost as much as it saved:
they are nearly as many as the fragments.)

Where the compiled helper is built and a letter is one byte, :meth:`InnerCuts.hits` takes
its ``inner_hits`` instead: the parents in a hash table of their bytes, each cut made in a
buffer, no object made for one that misses (ENABLE's Xghost analysis for four players went
from 1.38 to 1.12 s, against SuperGhost's 0.70 s).
"""

from __future__ import annotations

from array import array
from collections.abc import Callable, Collection, Iterator, Sequence
from itertools import repeat
from operator import itemgetter

#: the byte that ends each row; a letter is its number in this base, one byte a digit
_END = 255


class InnerCuts:
    """Xghost's letters as bytes (:meth:`pack`, :meth:`letters`) and the parents by a letter
    from inside of a chunk of children (:meth:`over`)."""

    def __init__(self, words: Sequence[str]) -> None:
        from ..words.list_record import alphabet_of

        alphabet = alphabet_of(list(words))
        width = 1
        while _END**width < len(alphabet):
            width += 1
        #: bytes per letter: a letter's number in base 255, big end first (so they sort as
        #: the letters)
        self.width = width
        codes = [_digits(n, width) for n in range(len(alphabet))]
        self._table = str.maketrans(dict(zip(alphabet, codes, strict=True)))
        self._letter = {c.encode("latin-1"): a for a, c in zip(alphabet, codes, strict=True)}
        #: a fragment less its last letter, less its first
        self.plain: tuple[Callable[[bytes], bytes], ...] = (
            itemgetter(slice(None, -width)),
            itemgetter(slice(width, None)),
        )

    def pack(self, words: Sequence[str]) -> Iterator[bytes]:
        """The words as fragments, a C call each."""
        return map(str.encode, map(str.translate, words, repeat(self._table)), repeat("latin-1"))

    def letters(self, fragments: Sequence[bytes]) -> list[str]:
        """One-letter fragments as their letters."""
        return list(map(self._letter.__getitem__, fragments))

    def hits(
        self,
        children: Collection[bytes],
        codes: array[int] | None,
        parents: Collection[bytes],
        skip: int = 0,
    ) -> tuple[list[bytes], array[int]] | None:
        """The ``parents`` (fragments of the level below, a set or a dict) that some of the
        ``children`` (a set or a dict, all of one length) less a letter from inside are, and
        for each the OR of those children's ``codes`` (a uint32 each, in the children's
        order; None: 1 each); a child whose code is ``skip`` is not cut. None where the
        compiled helper is not built or a letter is more than a byte: :meth:`over` then."""
        from .pool_levels import compiled

        module = compiled()
        if module is None or self.width != 1:
            return None
        if not children:
            return [], array("I")
        length = len(next(iter(children)))
        found, ors = module.inner_hits(
            children, b"" if codes is None else codes.tobytes(), parents, length, skip
        )
        out = array("I")
        out.frombytes(ors)
        return found, out

    def over(self, children: list[bytes]) -> Iterator[list[bytes]]:
        """The ``children`` (all of one length) less each letter from inside, the second
        letter first, each list in the children's order."""
        c = self.width
        n = len(children[0]) if children else 0
        w = n - c  # a parent's bytes
        if w < 2 * c:  # no letter from inside
            return
        row_end = bytes([_END])
        matrix = b"".join(children)
        out = bytearray(len(children) * (w + 1) - 1)
        out[w :: w + 1] = row_end * (len(children) - 1)
        for j in range(w):  # less the second letter: the first, then from the third on
            out[j :: w + 1] = matrix[j if j < c else j + c :: n]
        for gone in range(c, w, c):  # the first byte of the letter left out
            if gone > c:  # the letter before it comes back
                for j in range(gone - c, gone):
                    out[j :: w + 1] = matrix[j::n]
            yield bytes(out).split(row_end)


def _digits(n: int, width: int) -> str:
    """``n`` in base 255, ``width`` digits, as characters below 255 (Latin-1)."""
    out = []
    for _ in range(width):
        n, d = divmod(n, _END)
        out.append(chr(d))
    return "".join(reversed(out))
