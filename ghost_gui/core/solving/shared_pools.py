"""Anaghost's analysis over the pools that two or more words share, the others worked out from
their one word.

A pool that only one counting word holds has that word's loser masks: every letter played from
it keeps it inside that word alone, and the game ends when the word is complete, whatever the
order of the letters, the same seat completing it. On the Russian nouns seven pools in ten are
such (41 of their 59 million), so the pass of :mod:`~ghost_gui.core.solving.pool_levels` over
every pool does most of its work on pools whose answer is known.

The compiled helper's ``shared_pools`` walks down from the empty pool with each pool's holders
(the words that hold it) and keeps only the shared pools, each with a bit for every length of
the single words that hold one of its children; the pools one word holds are counted, not
made. ``shared_pass`` then works out the shared pools' masks a level at a time from the largest
down, as ``level_passes`` does, a child that one word holds adding that word's masks. The
answers are those of :func:`~ghost_gui.core.solving.pool_levels.analyse_pool_rules`, which
calls this where the helper is built; the tests hold the two to each other and to the brute
force.
"""

from __future__ import annotations

import sys
from array import array
from collections.abc import Callable, Sequence
from types import ModuleType
from typing import TypeAlias

from ..errors import Cancelled
from ..passes import Beside, CancelCheck, Progress, check

#: a rule of an analysis of Anaghost's pools: the minimum length and the players
PoolRule: TypeAlias = tuple[int, int]
#: the loser mask of a pool that is not in a rule's game (a rule of a larger minimum length
#: in a pass shared with a smaller one): no loser mask is 0, as someone always loses
ABSENT = 0
#: the most progress a pass reports before its end (its caller reports the end)
EXPECTED_MOST = 0.97
#: the longest word the helper takes (a bit a length in a pool's uint32), and the most
#: letters (a bit a letter in a uint64)
LONGEST, _MOST_LETTERS = 32, 64
#: the fewest parents a level's pass splits between two threads, and the share of its
#: progress the walk takes before the levels
_HALVES_FROM, _WALK_SHARE = 1 << 16, 0.6
#: how often the walk is looked in on (seconds), and the share of a list's pools that two
#: words share, to follow the walk against an estimate of all its pools (ENABLE 0.56, the
#: family list 0.49, the German family list 0.41, the Russian nouns 0.30)
_LOOK, _SHARED_GUESS = 0.05, 0.45


def analyse_shared(
    helper: ModuleType,
    words: set[str],
    rules: Sequence[PoolRule],
    seat_masks: Sequence[Sequence[int]],
    *,
    cancel: CancelCheck | None = None,
    progress: Progress | None = None,
    busy: Callable[[], bool] | None = None,
    expected: int | None = None,
) -> list[tuple[int, list[str], int]] | None:
    """Each rule's loser mask of the empty pool, the first letters after which seat 0 does
    not lose, and its number of pools, for the counting ``words`` (sorted letters, none
    longer than :data:`LONGEST`); ``seat_masks[r][c]``: the seats that lose when seat c
    completes a word under rule r. None for more than 64 letters. ``busy``: while it says
    another process is at work beside this one, no level is split between two threads.
    ``expected``: about how many pools there are (all of them), for the progress of the
    walk; without it the walk reports only its end."""
    text = "\n".join(words)
    # the walk adds the letters fewest words hold first, so that a pool's children are
    # picked out of few holders (a third of that work on the Russian nouns)
    letters = "".join(sorted(set(text) - {"\n"}, key=text.count))
    if len(letters) > _MOST_LETTERS:
        return None
    check(cancel)
    if progress is not None:
        progress(0.0)
    levels, sizes, alone, sole = _walk(helper, text, letters, cancel, progress, expected)
    if progress is not None:
        progress(_WALK_SHARE)
    # a word of L letters is completed by seat L - 1; below a rule's minimum length it is
    # no word for the rule (ABSENT)
    by_length = [
        bytes(s[(n - 1) % p] if n >= m and n else ABSENT for (m, p), s in zip(rules, seat_masks))
        for n in range(LONGEST + 1)
    ]
    table = b"".join(b.ljust(8, b"\0") for b in by_length)
    r = len(rules)
    counts = [sum(alone[m:]) for m, _ in rules]
    # where no one-letter pool is shared, the walk gave no level for them
    first = _first_letters(letters, b"", b"", sole, by_length)
    total, made = sum(sizes) or 1, 0
    masks = bytearray()
    for k in range(len(sizes) - 1, -1, -1):
        check(cancel)
        n = sizes[k]
        out = bytearray(n * r)
        if k + 1 < len(sizes):
            helper.shared_maps(levels, k + 1)
        args = (levels, k, masks, table, bytes(k % p for _, p in rules), out)
        if n < _HALVES_FROM or (busy is not None and busy()):
            helper.shared_pass(*args, 0, n)
        else:
            low = Beside(helper.shared_pass, *args, 0, n // 2)
            try:
                helper.shared_pass(*args, n // 2, n)
            finally:
                low.result()
        if k + 1 < len(sizes):
            helper.shared_drop(levels, k + 1)  # read for the last time
        for i, absent in enumerate(helper.absent_counts(out, r)):
            counts[i] += n - absent
        masks = out  # no copy: the next pass only reads it
        if k == 1:
            first = _first_letters(
                letters, helper.shared_letters(levels, 1), masks, sole, by_length
            )
        made += n
        if progress is not None:
            progress(min(_WALK_SHARE + (1 - _WALK_SHARE) * made / total, EXPECTED_MOST))
    return [(masks[i], first[i], counts[i]) for i in range(r)]


def _walk(
    helper: ModuleType,
    text: str,
    letters: str,
    cancel: CancelCheck | None,
    progress: Progress | None,
    expected: int | None,
) -> tuple[object, list[int], list[int], bytes]:
    """The helper's walk (``shared_pools``) on a thread of its own, looked in on every
    :data:`_LOOK` seconds: stopped when cancelled (:class:`~ghost_gui.core.errors.Cancelled`),
    its pools made so far reported against ``expected``."""
    state = bytearray(16)
    walk: Beside[tuple[object, list[int], list[int], bytes] | None]
    walk = Beside(helper.shared_pools, text, letters, state)
    guess = _SHARED_GUESS * expected if expected else 0
    while walk.is_alive():
        walk.join(_LOOK)
        if cancel is not None and cancel():
            state[8] = 1  # it stops within 65,536 pools
        if progress is not None and guess:
            made = int.from_bytes(state[:8], sys.byteorder)
            progress(_WALK_SHARE * min(made / guess, EXPECTED_MOST))
    found = walk.result()
    if found is None:
        raise Cancelled
    return found


def _first_letters(
    letters: str, level: bytes, masks: bytes | bytearray, sole: bytes, by_length: list[bytes]
) -> list[list[str]]:
    """For each rule, the letters after which seat 0 does not lose: ``level`` the shared
    one-letter pools' letters (a uint64 each, a bit a letter of ``letters``) and ``masks``
    theirs; a letter one word holds has that word's."""
    rules = len(by_length[0])
    mine = {
        low.bit_length() - 1: masks[i * rules : (i + 1) * rules]
        for i, low in enumerate(array("Q", level))
    }
    first: list[list[str]] = [[] for _ in range(rules)]
    for x, letter in enumerate(letters):
        got = mine.get(x) or (by_length[sole[x]] if sole[x] else None)
        if got is None:
            continue
        for r in range(rules):
            if got[r] != ABSENT and not got[r] & 1:
                first[r].append(letter)
    return [sorted(each) for each in first]
