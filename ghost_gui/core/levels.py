"""Who wins, one fragment length at a time: the analysis without a game graph.

The perfect-play analysis needs the value of the empty fragment and of the first plays only,
and the value of a fragment of length k depends only on the fragments of length k + 1. So
these passes keep two levels at a time and never build the game graph (the window still
builds one, for play: :mod:`~ghost_gui.core.graph`); every step is a whole-set operation
that runs in C, not a Python statement per fragment. Two ways:

- Ghost and Anti-Ghost (:func:`analyse_prefix_levels`): a level is a big integer with one
  byte per sorted word, and a level is a few big-integer operations (see the comment above
  :class:`_PrefixLevels`); only the words that can be completed in play take part (a word
  that starts with another never is: five in six of ENABLE's);
- SuperGhost and SuperDuperGhost (:func:`analyse_levels`): a level is a set of fragments (two
  players) or a dict of fragments to small ints (more), and a level is a ``map`` of one cut
  over the level above, a set difference or a dict update. The fragments are strings, or in
  SuperGhost numbers whose digits are the letters (:func:`_packer`): a cut is a division or
  a remainder, and a number hashes as itself.

Going from level k + 1 to level k, with seat p to move at level k (the rule of
:mod:`~ghost_gui.core.solver`):

- the level is the parents of the level above (each fragment without its last letter, or
  its first too in the Super variants) and the counting words of length k;
- ``good``: the non-words that are parents of a fragment whose losers do not hold p;
- for a seat b other than p, a fragment holds b when it is good and some good child holds b,
  or it is not good and some child holds b; every non-word that is not good holds p;
- a counting word holds the seats that lose when it is completed.

In SuperDuperGhost the parents of t also include reverse(t[:-1]) and reverse(t[1:]) when
those are non-word fragments of the level. Two players need only ``good`` per level (each
fragment has exactly one loser). For N players the prefix variants keep the values
*bit-sliced*, a big integer per seat (the fragments whose loser set holds it); the Super
variants give each fragment one small int, the OR of a code per child from which ``good``
and the loser set follow (:func:`_many_players`): each fragment of a level is cut once per
cut, as with two players.

The results agree with :class:`~ghost_gui.core.solver.Solver` and with a brute-force
search (``tests/core/test_levels.py``).
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Iterable, Iterator, Sequence
from itertools import chain, compress, filterfalse, islice, repeat
from operator import concat, itemgetter, or_
from typing import Any, NamedTuple, cast

from .errors import NoCountingWordsError
from .passes import CHUNK, CancelCheck, Progress, by_length, lengths_down, let_go
from .variants import Variant, pool_of


class Analysis(NamedTuple):
    """Who loses with perfect play. Seats are 0-based here; the CLI shows them 1-based."""

    variant: str
    min_length: int
    players: int
    words: int
    fragments: int
    losers: tuple[int, ...]
    winning_first_moves: tuple[str, ...]


def analyse(
    words: Sequence[str],
    variant: Variant,
    players: int,
    min_length: int,
    *,
    cancel: CancelCheck | None = None,
    progress: Progress | None = None,
) -> Analysis:
    """Who wins for the ``words`` (sorted, unique; those shorter than ``min_length`` do not
    count): bit sets over the sorted words in Ghost and Anti-Ghost, sets of fragments in the
    Super variants. Raises :class:`~ghost_gui.core.errors.NoCountingWordsError` (with no
    path) when no word counts."""
    words, lengths = _counting(words, min_length)
    if not words:
        raise NoCountingWordsError("", min_length)
    if variant.infix or variant.pool:
        root, first, count = analyse_levels(
            words, variant, players, cancel=cancel, progress=progress
        )
    else:
        root, first, count = _prefix_levels(words, lengths, variant, players, cancel, progress)
    losers = tuple(b for b in range(players) if root >> b & 1)
    return Analysis(variant.key, min_length, players, len(words), count, losers, tuple(first))


#: a fragment in the Super variants' passes: a string, or in SuperGhost over a list of at
#: most 36 letters the number whose digits are its letters (see :func:`_packer`)
Frag = Any

_CUT_RIGHT = itemgetter(slice(None, -1))  # t[:-1]
_CUT_LEFT = itemgetter(slice(1, None))  # t[1:]
_REV_RIGHT = itemgetter(slice(-2, None, -1))  # reverse(t[:-1])
_REV_LEFT = itemgetter(slice(None, 0, -1))  # reverse(t[1:])


def _mapped(
    cut: Callable[[Frag], Frag],
    items: Collection[Frag],
    out: set[Frag],
    skip: set[Frag] | None = None,
) -> None:
    """``out |= {cut(t) for t in items} - skip``, in C, a chunk at a time."""
    it = iter(items)
    for _ in range(0, len(items), CHUNK):  # no list of each chunk: islice straight into map
        if isinstance(cut, _Deleter):
            part = cut.over(list(islice(it, CHUNK)))
        else:
            part = map(cut, islice(it, CHUNK))
        out.update(part if skip is None else filterfalse(skip.__contains__, part))


def _chunks(items: Collection[Frag]) -> Iterator[list[Frag]]:
    it = iter(items)
    while chunk := list(islice(it, CHUNK)):
        yield chunk


def _remove(out: set[Frag], items: Collection[Frag]) -> None:
    """``out -= items``, a chunk at a time."""
    if len(items) <= CHUNK:
        out.difference_update(items)
        return
    for chunk in _chunks(items):
        out.difference_update(chunk)


def _keep(items: set[str], *among: set[str]) -> set[str]:
    """The ``items`` in any of ``among``, a chunk of ``items`` at a time."""
    out: set[str] = set()
    for chunk in _chunks(items):
        for other in among:
            out.update(filter(other.__contains__, chunk))
    return out


def _drop(items: set[Frag] | dict[Frag, int]) -> None:
    """Empty a set (or a dict) of strings a chunk at a time: freeing a level of a large list
    in one go (each of its strings) held the interpreter lock for 50 ms and more."""
    if len(items) > CHUNK:
        refs = list(items)  # copies references only
        items.clear()  # frees the table; the strings live on in refs
        let_go(refs)
    items.clear()


class LevelPass:
    """The parents of a set of fragments, for one variant. ``base``: the fragments are
    integers, a letter a digit in this base (see :func:`_packer`); :meth:`at` then says how
    long the parents are (the left cut keeps their digits)."""

    def __init__(self, variant: Variant, *, base: int = 0) -> None:
        self.infix, self.base = variant.infix, base
        self.cuts: tuple[Callable[[Frag], Frag], ...] = (
            (_CUT_RIGHT, _CUT_LEFT) if variant.infix else (_CUT_RIGHT,)
        )
        self.reverse = variant.may_reverse
        self.pool, self.inserts = variant.pool, variant.inserts
        #: the cuts whose parents may not be fragments: kept only when in the level (the
        #: reversed ones of SuperDuperGhost, Xghost's letters removed from inside)
        self.extra: tuple[Callable[[Frag], Frag], ...] = (
            (_REV_RIGHT, _REV_LEFT) if self.reverse else ()
        )
        if base and (self.reverse or self.pool or self.inserts):
            raise ValueError("these variants' fragments are strings")

    def at(self, k: int) -> None:
        """The parents made from now on have k letters."""
        if self.base:  # without the last digit; without the first: the last k digits
            right = self.base.__rfloordiv__
            self.cuts = (right, (self.base**k).__rmod__) if self.infix else (right,)
        elif self.pool:  # a pool less any one of its letters: every one a pool
            self.cuts = tuple(map(_Deleter, range(k + 1)))
        elif self.inserts:
            self.extra = tuple(map(_Deleter, range(1, k)))

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
            _mapped(cut, children, out, skip)


class _Deleter:
    """The cut that removes letter number ``i``. Over many fragments (:func:`_cut_all`) it
    is two slices and a concatenation per fragment, each a ``map`` in C."""

    def __init__(self, i: int) -> None:
        self.i = i
        self.left = itemgetter(slice(None, i))
        self.right = itemgetter(slice(i + 1, None))

    def __call__(self, t: str) -> str:
        return t[: self.i] + t[self.i + 1 :]

    def over(self, items: list[str]) -> Iterator[str]:
        return map(_JOIN, map(self.left, items), map(self.right, items))


_JOIN = cast(Callable[[str, str], str], concat)  # operator.concat on two strings


def _cut_all(cut: Callable[[Frag], Frag], items: list[Frag]) -> Iterator[Frag]:
    """``map(cut, items)``, through the cut's own ``over`` where it has one."""
    return cut.over(items) if isinstance(cut, _Deleter) else map(cut, items)


def _packer(words: list[str]) -> tuple[Callable[[Sequence[str]], Iterator[int]], str] | None:
    """For a list of at most 36 letters, the fragments as integers: the letters are the
    digits 0, 1, ... of a number in base B (B: how many letters), in their order, so that
    each level (fragments of one length) names each fragment by one number; the parents are
    a division and a remainder, and the hash is the number. Against strings, a SuperGhost
    pass makes its parents faster in less memory. (Base 256, a letter a byte, would be the
    file's bytes as they are, but then the last two or three letters alone place a number
    in a set's table: three times slower.) Gives the packer and the letters; None for more
    letters."""
    from .wordlist import alphabet_of

    letters = alphabet_of(words)
    if len(letters) > len(_DIGITS):
        return None
    base = max(len(letters), 2)
    table = str.maketrans(letters, _DIGITS[: len(letters)])

    def pack(part: Sequence[str]) -> Iterator[int]:
        return map(int, map(str.translate, part, repeat(table)), repeat(base))

    return pack, letters


_DIGITS = "0123456789abcdefghijklmnopqrstuvwxyz"  # int()'s, base 36 at most


def _by_length(words: Iterable[str]) -> tuple[list[str], list[int]]:
    """The words shortest first, and where each length starts: the words of length k are
    ``ordered[starts[k]:starts[k + 1]]``."""
    buckets = by_length(words)
    ordered: list[str] = []
    starts = [0]
    for k in range(max(buckets, default=0) + 1):
        ordered += buckets.get(k, ())
        starts.append(len(ordered))
    return ordered, starts


def _word_seats(variant: Variant, players: int) -> list[list[int]]:
    """Per seat that completes a word: the seats that lose then."""
    return [
        [b for b in range(players) if variant.losers_at_word(c, players) >> b & 1]
        for c in range(players)
    ]


def analyse_levels(
    words: Iterable[str],
    variant: Variant,
    players: int,
    *,
    cancel: CancelCheck | None = None,
    progress: Progress | None = None,
) -> tuple[int, list[str], int]:
    """Perfect play from the empty fragment for the counting ``words`` (no duplicates, any
    order): the loser mask at the start; the winning first plays, sorted (the one-letter
    fragments after which seat 0 is not among the losers); and the number of fragments, the
    empty one included (in Ghost every prefix of every counting word, reachable or not).
    Raises :class:`~ghost_gui.core.errors.Cancelled` between levels when cancelled."""
    if variant.pool:  # Anaghost: each word is its pool of letters; anagrams are one
        words = {pool_of(w) for w in words}
    ordered, starts = _by_length(words)
    if not ordered:
        raise NoCountingWordsError("", 0)
    top = len(starts) - 2
    plain = variant.infix and not (variant.may_reverse or variant.inserts)
    packer = _packer(ordered) if plain else None
    step = LevelPass(variant, base=max(len(packer[1]), 2) if packer is not None else 0)

    def words_of(k: int) -> set[Frag]:
        if packer is None:
            return set(ordered[starts[k] : starts[k + 1]])
        out: set[Frag] = set()
        for i in range(starts[k], starts[k + 1], CHUNK):  # packing is a C call per word
            out.update(packer[0](ordered[i : min(i + CHUNK, starts[k + 1])]))
        return out

    empty = "" if packer is None else 0
    source = _Levels(step, variant, words_of, top, empty)
    if players == 2:
        root, first, count = _two_players(source, cancel, progress)
    else:
        root, first, count = _many_players(source, players, cancel, progress)
    if packer is not None:  # one-letter fragments: a letter's digit (digits sort as the letters)
        first = list(map(packer[1].__getitem__, first))
    return root, first, count


class _Levels(NamedTuple):
    """What the Super variants' level passes start from."""

    step: LevelPass
    variant: Variant
    #: the counting words of each length, as fragments
    words_of: Callable[[int], set[Frag]]
    #: the longest word's length
    top: int
    #: the empty fragment: "" (strings) or 0 (numbers)
    empty: Frag


def _many_players(
    source: _Levels, players: int, cancel: CancelCheck | None, progress: Progress | None
) -> tuple[int, list[Frag], int]:
    """N players: a level is one dict, each fragment of the level (counting words included)
    to a small int, its *raw value*, from which its loser set follows (:class:`_Masks`).

    A non-word's raw value is the OR of its children's *codes* (:class:`_Codes`): so going
    down a level, each fragment of the level above is cut once per cut, as with two players
    (the parent strings are the costly part), and its code ORed into its parent's value, a
    lookup and a store in C (``map``, ``zip``, ``dict.update``, a chunk at a time). No set
    per seat, and a parent string made twice is stored once: the second is freed at once.
    In SuperDuperGhost, the children of f through reversal are the children of reverse(f)
    (a fragment of the level or a counting word), so after the plain pass each fragment's
    value is ORed with its reverse's (in place: each pair is ORed both ways, and OR is
    idempotent). The level's counting words then get the raw value 0."""
    step, variant, words_of, top, empty = source
    word_masks = [variant.losers_at_word(c, players) for c in range(players)]
    level: dict[Frag, int] = {}
    above = _Masks(players, 0, 0)  # the level above's raw values (none at the top)
    count = 0
    first: list[Frag] = []
    for k in lengths_down(top, cancel, progress):
        step.at(k)
        new: dict[Frag, int] = {}
        get = new.get
        if level:
            codes = _Codes(above, k % players, players)
            keys, values = iter(level), iter(level.values())
            for _ in range(0, len(level), CHUNK):
                chunk = list(islice(keys, CHUNK))
                code = list(map(codes.__getitem__, islice(values, CHUNK)))
                for cut in step.cuts:
                    parents = list(_cut_all(cut, chunk))
                    # lazily, one parent after the other: a parent met twice in a chunk
                    # sees its first store
                    new.update(zip(parents, map(or_, map(get, parents, repeat(0)), code)))
            del chunk, code, parents
            if step.inserts:  # the inner cuts' parents count when they are in the level
                keys, values = iter(level), iter(level.values())
                for _ in range(0, len(level), CHUNK):
                    chunk = list(islice(keys, CHUNK))
                    code = list(map(codes.__getitem__, islice(values, CHUNK)))
                    for cut in step.extra:
                        parents = list(_cut_all(cut, chunk))
                        found = list(map(new.__contains__, parents))
                        hit = list(compress(parents, found))
                        new.update(zip(hit, map(or_, map(get, hit), compress(code, found))))
            _drop(level)  # before the reversal pass: the level above's strings go first
            if step.reverse:
                keys = iter(new)
                for _ in range(0, len(new), CHUNK):
                    chunk = list(islice(keys, CHUNK))
                    other = list(map(get, map(_REVERSE, chunk), repeat(0)))
                    hit = list(compress(chunk, other))
                    if hit:
                        new.update(
                            zip(hit, map(or_, map(new.__getitem__, hit), filter(None, other)))
                        )
        new.update(dict.fromkeys(words_of(k), 0))
        level = new
        above = _Masks(players, k % players, word_masks[(k - 1) % players])
        count += len(level)
        if k == 1:  # the one-letter fragments where seat 0 does not lose
            first = [f for f, raw in level.items() if not above[raw] & 1]
    root = above[level[empty]] if empty in level else 0
    return root, sorted(first), count


_REVERSE = itemgetter(slice(None, None, -1))


class _Masks(dict[int, int]):
    """Raw value -> loser mask, for a level with seat ``p`` to move (filled as values come).

    0 is a counting word's (the seats that lose when it is completed: ``word_mask``).
    Otherwise the value is the OR of the children's codes (see :class:`_Codes`): with any
    bits above the first N, the fragment is good for p, and its losers are the seats other
    than p among those bits (shifted down); without any, it is not, and its losers are the
    low bits, p among them."""

    def __init__(self, players: int, p: int, word_mask: int) -> None:
        super().__init__()
        self.players, self.p, self.word_mask = players, p, word_mask

    def __missing__(self, raw: int) -> int:
        if raw == 0:
            mask = self.word_mask
        elif raw >> self.players:
            mask = raw >> self.players & ~(1 << self.p)
        else:
            mask = raw
        self[raw] = mask
        return mask


class _Codes(dict[int, int]):
    """A child's raw value -> its code for its parents, seat ``p`` to move at the parents'
    level: the child's loser mask v when v holds p; otherwise (a play after which p does not
    lose) v and p's bit, shifted up by N. Never 0, so a non-word's raw value is not."""

    def __init__(self, masks: _Masks, p: int, players: int) -> None:
        super().__init__()
        self.masks, self.seat, self.players = masks, 1 << p, players

    def __missing__(self, raw: int) -> int:
        v = self.masks[raw]
        code = v if v & self.seat else (v | self.seat) << self.players
        self[raw] = code
        return code


def _two_players(
    source: _Levels, cancel: CancelCheck | None, progress: Progress | None
) -> tuple[int, list[Frag], int]:
    """Two players: every loser set is one seat, so a level is three disjoint sets: the
    counting words, ``good`` (the non-words where the seat to move has a play after which
    it does not lose: the other seat loses) and ``bad`` (the other non-words: the seat to
    move loses). Going down a level, ``good`` is the parents of the fragments where the
    seat to move below does not lose, which are ``bad`` (the seat to move there loses) and,
    in Anti-Ghost, the words (the one who completes one wins)."""
    step, variant, words_of, top, empty = source
    anti = variant.completing_wins
    words = words_of(top)
    good: set[Frag] = set()
    bad: set[Frag] = set()
    count = len(words)
    # the one-letter fragments where seat 0 does not lose (the top level when it is 1)
    first: set[Frag] = set(words) if anti and top == 1 else set()
    for k in lengths_down(top - 1, cancel, progress):
        step.at(k)
        words_k = words_of(k)
        # ok: the plays that leave the seat to move at k out of the losers; rest: the others.
        # ok first, so that the level above's bad strings are freed before rest is made,
        # and rest takes no fragment of ok (each a lookup, not an insertion and a removal):
        # the two largest levels of 2 million random words are most of the peak memory.
        # (Every operation on a whole level goes a chunk at a time: see passes.CHUNK.)
        ok = step.plain_parents(bad)
        if anti:
            step.add_parents(words, ok)
        rev: set[Frag] = set()
        if step.reverse:
            for cut in step.extra:
                _mapped(cut, bad, rev)
                if anti:
                    _mapped(cut, words, rev)
        if not step.inserts:
            _drop(bad)
        _remove(ok, words_k)
        rest: set[Frag] = set()
        step.add_parents(good, rest, skip=ok)
        if not anti:
            step.add_parents(words, rest, skip=ok)
        _remove(rest, words_k)
        if step.inserts:
            # Xghost: bad's parents by a letter from inside that are in rest move to ok (a
            # filter of each cut against rest: most of them are not fragments at all)
            moved: set[Frag] = set()
            for above in (bad, words) if anti else (bad,):
                for chunk in _chunks(above):
                    for cut in step.extra:
                        moved.update(filter(rest.__contains__, _cut_all(cut, chunk)))
            _drop(bad)
            for chunk in _chunks(moved):
                ok.update(chunk)
            _remove(rest, moved)
        if rev:
            # the reversed parents that are fragments of the level (in ok or rest), not words
            rev = _keep(rev, ok, rest)
            _remove(rev, words_k)
            for chunk in _chunks(rev):
                ok.update(chunk)
            _remove(rest, rev)
        if k == 1:  # the one-letter fragments where seat 0 does not lose
            first = rest | words_k if anti else set(rest)  # a copy: rest is dropped later
        _drop(good)
        words, good, bad = words_k, ok, rest
        count += len(words) + len(good) + len(bad)
    return (1 if empty in bad else 2), sorted(first), count


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


def _at_least(k: int) -> bytes:
    """A translate table: 1 for the byte values k and above, 0 below."""
    return bytes(min(k, 256)) + b"\x01" * max(0, 256 - k)


def _below(k: int) -> bytes:
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
        return int.from_bytes(self.lengths.translate(_at_least(k)), "big")

    def starts(self, k: int, active: int) -> int:
        """The words that begin a group of depth k (``active``: :meth:`active` of k)."""
        if k == 0:
            return self._first  # one group, the empty fragment
        return active & ~int.from_bytes(self.shared.translate(_at_least(k)), "big")

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


def _lengths(words: Sequence[str]) -> bytes:
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


def _all_shared(words: Sequence[str], lengths: bytes) -> bytes:
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
    lengths = _lengths(words)
    return _prefixes(lengths, _all_shared(words, lengths))


def _unblocked(lengths: bytes, shared: bytes) -> list[int]:
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
                found = below[last] = part.translate(_below(last))
            i = found.find(1, i)
            if i < 0:
                break
            keep(lo + i)
            last = lengths[lo + i]
            i += 1
    return out


def reachable(words: Sequence[str]) -> tuple[list[str], int]:
    """The sorted, unique counting ``words`` that can be completed in play (see
    :func:`_unblocked`), and how many prefixes only the others have."""
    if not words:
        return [], 0
    lengths = _lengths(words)
    shared = _all_shared(words, lengths)
    kept = _unblocked(lengths, shared)
    if len(kept) == len(words):
        return list(words), 0
    dropped = _prefixes(lengths, shared) - _prefixes(_picked(lengths, kept), _picked(shared, kept))
    return [words[i] for i in kept], dropped


def _picked(data: bytes, indices: list[int]) -> bytes:
    """The bytes at these indices, a chunk at a time."""
    return b"".join(
        bytes(map(data.__getitem__, indices[i : i + CHUNK])) for i in range(0, len(indices), CHUNK)
    )


def _counting(words: Sequence[str], min_length: int) -> tuple[Sequence[str], bytes]:
    """The sorted, unique ``words`` of at least ``min_length`` letters, and their lengths."""
    lengths = _lengths(words)
    if all(lengths.find(k) < 0 for k in range(min_length)):  # all long enough
        return words, lengths
    keep = lengths.translate(_at_least(min_length))
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
    return _prefix_levels(words, _lengths(words), variant, players, cancel, progress)


def _prefix_levels(
    words: Sequence[str],
    lengths: bytes,
    variant: Variant,
    players: int,
    cancel: CancelCheck | None,
    progress: Progress | None,
) -> tuple[int, list[str], int]:
    """The levels over the words that can be completed in play only (a word that starts
    with another is never reached): a sixth of ENABLE's. The count is of every prefix."""
    shared = _all_shared(words, lengths)
    count = _prefixes(lengths, shared)
    kept = _unblocked(lengths, shared)
    if len(kept) < len(words):
        # the letters a kept word shares with the kept word before are what it shares
        # with the word right before it: the blocked words between start with that word
        lengths, shared = _picked(lengths, kept), _picked(shared, kept)
    lv = _PrefixLevels(lengths, shared)
    top = lv.top
    word_seats = _word_seats(variant, players)
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
    if variant.infix:
        return list(words), 0  # in the Super variants the order of play decides; keep all
    return reachable(words)
