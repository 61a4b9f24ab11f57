"""Who wins, a fragment length at a time, over sets of fragments: SuperGhost,
SuperDuperGhost, Xghost and Anaghost (Ghost and Anti-Ghost: :mod:`~ghost_gui.core.solving.prefix_levels`).

A level is a set of fragments (two players) or a dict of fragments to small ints (more),
and a step down is a ``map`` of each cut over the level above (:mod:`~ghost_gui.core.solving.level_cuts`),
a set difference or a dict update, in C. The rule and how the values go from one level to
the next are in :mod:`~ghost_gui.core.solving.levels`.
"""

from __future__ import annotations

from array import array
from collections.abc import Callable, Iterable
from itertools import compress, islice, repeat
from operator import itemgetter, or_
from typing import NamedTuple

from ..errors import NoCountingWordsError
from ..fast_loops import append_all
from ..passes import CHUNK, CancelCheck, Progress, by_length, lengths_down
from ..play.variants import Variant, pool_of
from .inner_cuts import InnerCuts
from .level_cuts import (
    Frag,
    LevelPass,
    chunks,
    cut_all,
    drop,
    keep,
    mapped,
    number_packer,
    remove,
)
from .pool_levels import analyse_pools


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
        packed = analyse_pools(words, variant, players, cancel=cancel, progress=progress)
        if packed is not None:  # the compiled pass over packed pools (pool_levels.py)
            return packed
    ordered, starts = _by_length(words)
    if not ordered:
        raise NoCountingWordsError("", 0)
    top = len(starts) - 2
    plain = (variant.infix or variant.pool) and not variant.may_reverse
    inner = InnerCuts(ordered) if variant.inserts else None  # Xghost: bytes
    packer = number_packer(ordered) if plain and inner is None else None
    step = LevelPass(variant, base=max(len(packer[1]), 2) if packer is not None else 0)
    if inner is not None:  # a letter may be more than one byte
        step.cuts = inner.plain

    def words_of(k: int) -> set[Frag]:
        if inner is not None:
            return set(inner.pack(ordered[starts[k] : starts[k + 1]]))
        if packer is None:
            return set(ordered[starts[k] : starts[k + 1]])
        out: set[Frag] = set()
        for i in range(starts[k], starts[k + 1], CHUNK):  # packing is a C call per word
            out.update(packer[0](ordered[i : min(i + CHUNK, starts[k + 1])]))
        return out

    empty = b"" if inner is not None else "" if packer is None else 0
    source = _Levels(step, variant, words_of, top, empty, inner)
    if players == 2:
        root, first, count = _two_players(source, cancel, progress)
    else:
        root, first, count = _many_players(source, players, cancel, progress)
    if packer is not None:  # one-letter fragments: a letter's digit (digits sort as the letters)
        first = list(map(packer[1].__getitem__, first))
    if inner is not None:
        first = inner.letters(first)
    return root, first, count


class _Levels(NamedTuple):
    """What the Super variants' level passes start from."""

    step: LevelPass
    variant: Variant
    #: the counting words of each length, as fragments
    words_of: Callable[[int], set[Frag]]
    #: the longest word's length
    top: int
    #: the empty fragment: "" (strings), 0 (numbers) or b"" (Xghost's bytes)
    empty: Frag
    #: Xghost's parents by a letter from inside
    inner: InnerCuts | None


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
    step, variant, words_of, top, empty, inner = source
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
                    parents = list(cut_all(cut, chunk))
                    # lazily, one parent after the other: a parent met twice in a chunk
                    # sees its first store
                    new.update(zip(parents, map(or_, map(get, parents, repeat(0)), code)))
            del chunk, code, parents
            if inner is not None:  # the inner cuts' parents count when they are in the level
                _inner_codes(inner, level, new, codes, k, players)
            drop(level)  # before the reversal pass: the level above's strings go first
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


def _inner_codes(
    inner: InnerCuts,
    level: dict[Frag, int],
    new: dict[Frag, int],
    codes: _Codes,
    k: int,
    players: int,
) -> None:
    """Xghost, N players: each of ``new``'s fragments (level k) that a fragment of ``level``
    (k + 1) less a letter from inside is takes that child's code into its raw value.

    A child after which the seat to move at k loses, and no other seat, tells its parents
    nothing new: each already has a plain child after which that seat loses (the code holds
    the seat's bit) or one after which it does not (the code's low bits do not count), so it
    is not cut at all (a third of the children with three players; with two, every losing
    one)."""
    get = new.get
    skip = 1 << k % players
    found = inner.hits(level, array("I", map(codes.__getitem__, level.values())), new, skip)
    if found is not None:
        hit, ors = found
        new.update(zip(hit, map(or_, map(get, hit), ors)))
        return
    # the children grouped by their code (a few kinds), in C: each group's parents that
    # are in the level take one code, and most are not in it
    groups: list[list[Frag]] = [[] for _ in range(1 << 2 * players)]
    append_all(groups, map(codes.__getitem__, level.values()), level)
    groups[skip] = []
    for c, children in enumerate(groups):
        for chunk in chunks(children):
            for cuts in inner.over(chunk):
                hits = list(filter(new.__contains__, cuts))
                new.update(zip(hits, map(or_, map(get, hits), repeat(c))))


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
    step, variant, words_of, top, empty, inner = source
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
                mapped(cut, bad, rev)
                if anti:
                    mapped(cut, words, rev)
        if inner is None:
            drop(bad)
        remove(ok, words_k)
        rest: set[Frag] = set()
        if step.pool:
            # a pool's parent is made again by most of its children: one removal of ok at
            # the end is cheaper than a lookup in ok for every parent made (8 % of the time)
            step.add_parents(good, rest)
            step.add_parents(words, rest)
            remove(rest, ok)
        else:
            step.add_parents(good, rest, skip=ok)
            if not anti:
                step.add_parents(words, rest, skip=ok)
        remove(rest, words_k)
        if inner is not None:
            # Xghost: bad's parents by a letter from inside that are in rest move to ok
            moved: set[Frag] = set()
            for above in (bad, words) if anti else (bad,):
                found = inner.hits(above, None, rest)
                if found is not None:
                    moved.update(found[0])
                    continue
                for chunk in chunks(above):
                    for cuts in inner.over(chunk):
                        moved.update(filter(rest.__contains__, cuts))
            drop(bad)
            for chunk in chunks(moved):
                ok.update(chunk)
            remove(rest, moved)
        if rev:
            # the reversed parents that are fragments of the level (in ok or rest), not words
            rev = keep(rev, ok, rest)
            remove(rev, words_k)
            for chunk in chunks(rev):
                ok.update(chunk)
            remove(rest, rev)
        if k == 1:  # the one-letter fragments where seat 0 does not lose
            first = rest | words_k if anti else set(rest)  # a copy: rest is dropped later
        drop(good)
        words, good, bad = words_k, ok, rest
        count += len(words) + len(good) + len(bad)
    return (1 if empty in bad else 2), sorted(first), count
