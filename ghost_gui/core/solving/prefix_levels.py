"""Who wins in Ghost and Anti-Ghost, a fragment length at a time, as bit sets over the
sorted words (the other variants: :mod:`~ghost_gui.core.solving.fragment_levels`). Only the words
that can be completed in play take part (a word that starts with another never is: five in
six of ENABLE's); the prefix cards (:mod:`~ghost_gui.core.cards.prefix_cards`) use the same bytes.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from itertools import chain, compress

from ..errors import NoCountingWordsError
from ..passes import CHUNK, CancelCheck, Progress, check, lengths_down
from ..play.variants import Variant

# -- Ghost and Anti-Ghost: the levels as bit sets over the sorted words -------------------
#
# In the prefix variants a fragment of length k is a run of consecutive sorted words that
# share their first k letters: a *group* at depth k. Groups need no strings: word i starts a
# group at depth k when it has k letters or more and differs from word i - 1 in its first k,
# and both tests come from the columns of the words padded to one width (column j: letter
# j of every word, a bytes object, compared with itself one word down). A set of groups is
# then a big integer with one byte per word (word 0 in the most significant byte), a group
# marked on the byte of its first word, and a whole level costs a few big-integer
# operations in C: no Python statement per fragment.
#
# The one operation that is not plain bitwise is "does the group at depth k hold a marked
# group of depth k + 1": a carry. Each byte of a group gets bit 0 when the word is not
# marked and bits 1-7 when the word is in the same group as the word before it; adding 1 at
# the group's last word carries up through unmarked words to bit 1 of the group's first
# byte, and stops at the first marked word it meets. So bit 1 survives exactly in the
# groups with no mark, and no carry leaves its group.


def _ones(n: int) -> int:
    """Bit 0 of each of n bytes."""
    return int.from_bytes(b"\x01" * n, "big")


def _padded(words: Sequence[str], width: int) -> tuple[bytearray, int]:
    """The words padded with zero bytes to one width, one after the other, and the bytes a
    letter takes: Latin-1 (1), UTF-16 (2) or UTF-32 (4). Letters are never zero bytes
    throughout (a UTF-16 or UTF-32 letter has a non-zero byte). Built a chunk of words at a
    time: each C call is short (see passes.CHUNK), and only one chunk's text is alive."""
    for codec, size in (("latin-1", 1), ("utf-16-be", 2), ("utf-32-be", 4)):
        out = bytearray(len(words) * width * size)
        pos = 0
        try:
            for i in range(0, len(words), CHUNK):
                part = words[i : i + CHUNK]
                text = (f"%-{width}s" * len(part)) % tuple(part)  # words hold no spaces
                data = (
                    text.replace(" ", "\0").encode(codec)
                    if size > 1
                    else text.encode(codec).translate(_SPACE_TO_ZERO)
                )
                if len(data) != len(text) * size:  # UTF-16 surrogate pairs: not one width
                    break
                out[pos : pos + len(data)] = data
                pos += len(data)
            else:
                return out, size
        except UnicodeEncodeError:
            pass
    raise AssertionError("UTF-32 encodes every string")  # pragma: no cover


_SPACE_TO_ZERO = bytes.maketrans(b" ", b"\0")


def at_least_table(k: int) -> bytes:
    """A translate table: 1 for the byte values k and above, 0 below."""
    return bytes(min(k, 256)) + b"\x01" * max(0, 256 - k)


def below_table(k: int) -> bytes:
    """A translate table: 1 for the byte values below k, 0 for k and above."""
    return b"\x01" * min(k, 256) + bytes(max(0, 256 - k))


class _PrefixLevels:
    """The groups of every depth of sorted, unique words (see the comment above), kept as two
    bytes per word: its length and the letters it shares with the word before. A depth's
    sets are made from them when needed (two translates)."""

    def __init__(self, lengths: bytes, shared: bytes) -> None:
        self.n = len(lengths)
        self.ones = _ones(self.n)
        self.lengths, self.shared = lengths, shared
        self.top = max(lengths)

    @property
    def _first(self) -> int:
        return 1 << 8 * (self.n - 1)

    def active(self, k: int) -> int:
        """The words of k letters or more."""
        return int.from_bytes(self.lengths.translate(at_least_table(k)), "big")

    def starts(self, k: int, active: int) -> int:
        """The words that begin a group of depth k (``active``: :meth:`active` of k)."""
        if k == 0:
            return self._first  # one group, the empty fragment
        return active & ~int.from_bytes(self.shared.translate(at_least_table(k)), "big")

    def any_marked(self, act: int, starts: int, marks: int) -> int:
        """The groups (of the depth of ``act`` and ``starts``) holding a word marked in
        ``marks`` (bit 0 of its byte)."""
        link = act & ~starts  # in the same group as the word before
        chain = (act & ~marks) | link * 0xFE
        ends = act & ~(link << 8)  # the word after is not in the group
        clear = (((chain + ends) & ~chain) >> 1) & self.ones
        return starts & ~clear

    def depths(self) -> Iterator[tuple[int, int, int]]:
        """(k, active, starts) for k = top, top - 1, ..., 0."""
        for k in range(self.top, -1, -1):
            act = self.active(k)
            yield k, act, self.starts(k, act)

    def positions(self, bits: int) -> list[int]:
        data = bits.to_bytes(self.n, "big")
        out: list[int] = []
        i = data.find(1)
        while i >= 0:
            out.append(i)
            i = data.find(1, i + 1)
        return out


def word_lengths(words: Sequence[str]) -> bytes:
    """The words' lengths, a byte each (no word has 256 letters)."""
    return b"".join(bytes(map(len, words[i : i + CHUNK])) for i in range(0, len(words), CHUNK))


def _shared(words: Sequence[str], width: int) -> bytes:
    """How many first letters each of the sorted ``words`` shares with the one before (0 for
    the first), from the padded letter columns of :func:`_padded`: a sum of one-byte flags
    (no carries, as no word has 256 letters)."""
    n = len(words)
    padded, size = _padded(words, width)
    stride = width * size
    ones = _ones(n)
    differs = 1 << 8 * (n - 1)  # the first word shares nothing
    shared = 0
    for j in range(width):
        diff = 0
        for b in range(j * size, (j + 1) * size):
            c = int.from_bytes(padded[b::stride], "big")
            diff |= c ^ (c >> 8)  # this word's letter against the one before
        # bit 0 of a byte: any of its bits (the shifts bring in higher bytes' bits only
        # above bit 0)
        diff |= diff >> 4
        diff |= diff >> 2
        diff |= diff >> 1
        differs |= diff & ones
        if differs == ones:
            break
        shared += ones & ~differs
    return shared.to_bytes(n, "big")


def all_shared(words: Sequence[str], lengths: bytes) -> bytes:
    """:func:`_shared` of sorted, unique ``words`` (``lengths``: their lengths), a chunk of
    words at a time, each chunk with the word before it: the C calls stay short, the big
    integers small, and a chunk of Latin-1 words takes one byte a letter even when another
    chunk needs more."""
    shared = []
    for i in range(0, len(words), CHUNK):
        lo = max(i - 1, 0)
        part = _shared(words[lo : i + CHUNK], max(lengths[lo : i + CHUNK]))
        shared.append(part[i - lo :])
    return b"".join(shared)


def _prefixes(lengths: bytes, shared: bytes) -> int:
    """How many distinct prefixes sorted, unique words have, the empty one included: each
    word adds those longer than what it shares with the word before."""
    return 1 + sum(lengths) - sum(shared)


def prefix_count(words: Sequence[str]) -> int:
    """How many distinct prefixes the sorted, unique ``words`` have, the empty one included."""
    if not words:
        return 1
    lengths = word_lengths(words)
    return _prefixes(lengths, all_shared(words, lengths))


def unblocked(lengths: bytes, shared: bytes) -> list[int]:
    """The counting words that can be completed in play: those that do not start with
    another (which ends the round first). In sorted order the words that start with a word
    follow it, so after an unblocked word of length L the next unblocked one is the first
    that shares fewer than L letters with the word before: a ``find`` in C over the shared
    counts translated for L, a chunk at a time, instead of a Python step per word."""
    out: list[int] = []
    keep = out.append
    last = 256  # longer than any word: the first word is kept
    for lo in range(0, len(shared), CHUNK):
        part = shared[lo : lo + CHUNK]
        below: dict[int, bytes] = {}  # per length L: 1 where a word shares fewer than L
        i = 0
        while True:
            found = below.get(last)
            if found is None:
                found = below[last] = part.translate(below_table(last))
            i = found.find(1, i)
            if i < 0:
                break
            keep(lo + i)
            last = lengths[lo + i]
            i += 1
    return out


def reachable(words: Sequence[str]) -> tuple[list[str], int]:
    """The sorted, unique counting ``words`` that can be completed in play (see
    :func:`unblocked`), and how many prefixes only the others have."""
    if not words:
        return [], 0
    lengths = word_lengths(words)
    shared = all_shared(words, lengths)
    kept = unblocked(lengths, shared)
    if len(kept) == len(words):
        return list(words), 0
    dropped = _prefixes(lengths, shared) - _prefixes(picked(lengths, kept), picked(shared, kept))
    return [words[i] for i in kept], dropped


def completable(
    words: Sequence[str], min_length: int, cancel: CancelCheck | None = None
) -> list[str]:
    """The sorted, unique ``words`` of at least ``min_length`` letters that can be completed
    in play (:func:`unblocked`'s, without the shared counts of every word): in sorted order
    the words that start with a counting word follow it, so a word is left out when it
    starts with the last word kept. One Python step a word, and no bytes for the five words
    in six that are left out: less work than the counts, when they are not needed too."""
    out: list[str] = []
    keep = out.append
    last = "\0"  # no word starts with it: letters are never NUL
    for i in range(0, len(words), CHUNK):
        check(cancel)
        for w in words[i : i + CHUNK]:
            if not w.startswith(last) and len(w) >= min_length:
                keep(w)
                last = w
    return out


def picked(data: bytes, indices: list[int]) -> bytes:
    """The bytes at these indices, a chunk at a time."""
    return b"".join(
        bytes(map(data.__getitem__, indices[i : i + CHUNK])) for i in range(0, len(indices), CHUNK)
    )


def counting_words(words: Sequence[str], min_length: int) -> tuple[Sequence[str], bytes]:
    """The sorted, unique ``words`` of at least ``min_length`` letters, and their lengths."""
    lengths = word_lengths(words)
    if all(lengths.find(k) < 0 for k in range(min_length)):  # all long enough
        return words, lengths
    keep = lengths.translate(at_least_table(min_length))
    n = len(words)
    kept = list(
        chain.from_iterable(
            compress(words[i : i + CHUNK], keep[i : i + CHUNK]) for i in range(0, n, CHUNK)
        )
    )
    return kept, bytes(compress(lengths, keep))


def analyse_prefix_levels(
    words: Sequence[str],
    variant: Variant,
    players: int,
    *,
    cancel: CancelCheck | None = None,
    progress: Progress | None = None,
) -> tuple[int, list[str], int]:
    """:func:`analyse_levels` for Ghost and Anti-Ghost, ``words`` sorted and unique."""
    if not words:
        raise NoCountingWordsError("", 0)
    return prefix_levels(words, word_lengths(words), variant, players, cancel, progress)


def prefix_levels(
    words: Sequence[str],
    lengths: bytes,
    variant: Variant,
    players: int,
    cancel: CancelCheck | None,
    progress: Progress | None,
) -> tuple[int, list[str], int]:
    """The levels over the words that can be completed in play only (a word that starts
    with another is never reached): a sixth of ENABLE's. The count is of every prefix."""
    shared = all_shared(words, lengths)
    count = _prefixes(lengths, shared)
    kept = unblocked(lengths, shared)
    if len(kept) < len(words):
        # the letters a kept word shares with the kept word before are what it shares
        # with the word right before it: the blocked words between start with that word
        lengths, shared = picked(lengths, kept), picked(shared, kept)
    lv = _PrefixLevels(lengths, shared)
    top = lv.top
    word_seats = variant.seats_losing_at_word(players)
    loses = [0] * players
    first = 0
    above_act = above_starts = 0  # the depth below this one (k + 1)
    for (k, act, starts), _ in zip(lv.depths(), lengths_down(top, cancel, progress)):
        w = act & ~above_act  # words of exactly k letters: each starts its group
        live = starts & ~w
        new = [0] * players
        if k < top:
            p = k % players
            good = lv.any_marked(act, starts, above_starts & ~loses[p]) & live
            for b in range(players):
                if b == p:
                    new[b] = live & ~good
                elif players == 2:
                    new[b] = good
                else:
                    held = lv.any_marked(act, starts, loses[b] & ~loses[p]) | (
                        lv.any_marked(act, starts, loses[b]) & ~good
                    )
                    new[b] = held & live
        for b in word_seats[(k - 1) % players]:
            new[b] |= w
        loses = new
        if k == 1:
            first = starts & ~new[0]
        above_act, above_starts = act, starts
    origin = 8 * (lv.n - 1)
    root = sum(1 << b for b in range(players) if loses[b] >> origin & 1)
    return root, sorted(words[kept[i]][0] for i in lv.positions(first)), count


def reachable_words(words: tuple[str, ...] | list[str], variant: Variant) -> tuple[list[str], int]:
    """Drop words that can never be completed: in Ghost, those that start with a shorter
    counting word (that word ends the round first). ``words`` must be sorted and unique.

    Also returns how many prefixes only the dropped words have: the published fragment
    counts include them. Both come from each word's length and the letters it shares with
    the word before, worked out in C (:func:`reachable`).
    """
    if not variant.prefix:
        return list(words), 0  # in the other variants the order of play decides; keep all
    return reachable(words)
