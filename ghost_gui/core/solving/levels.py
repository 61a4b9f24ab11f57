"""Who wins, one fragment length at a time: the analysis without a game graph.

The perfect-play analysis needs the value of the empty fragment and of the first plays only,
and the value of a fragment of length k depends only on the fragments of length k + 1. So
these passes keep two levels at a time and never build the game graph (the window still
builds one, for play: :mod:`~ghost_gui.core.solving.graph`); every step is a whole-set operation
that runs in C, not a Python statement per fragment. Two ways, one module each:

- Ghost and Anti-Ghost (:mod:`~ghost_gui.core.solving.prefix_levels`): a level is a big integer
  with one byte per sorted word, and a level is a few big-integer operations; only the
  words that can be completed in play take part (a word that starts with another never is:
  five in six of ENABLE's);
- SuperGhost, SuperDuperGhost, Xghost and Anaghost (:mod:`~ghost_gui.core.solving.fragment_levels`):
  a level is a set of fragments (two players) or a dict of fragments to small ints (more),
  and a level is a ``map`` of each cut over the level above (:mod:`~ghost_gui.core.solving.level_cuts`),
  a set difference or a dict update.

Going from level k + 1 to level k, with seat p to move at level k (the rule of
:mod:`~ghost_gui.core.solving.solver`):

- the level is the parents of the level above (each fragment without its last letter; in
  the Super variants and Xghost without its first too; in Anaghost less any one letter of
  the pool) and the counting words of length k;
- ``good``: the non-words that are parents of a fragment whose losers do not hold p;
- for a seat b other than p, a fragment holds b when it is good and some good child holds b,
  or it is not good and some child holds b; every non-word that is not good holds p;
- a counting word holds the seats that lose when it is completed.

Some parents count only when they are non-word fragments of the level: in SuperDuperGhost
reverse(t[:-1]) and reverse(t[1:]), in Xghost t less a letter from inside. Two players need
only ``good`` per level (each fragment has exactly one loser). For N players the prefix
variants keep the values *bit-sliced*, a big integer per seat (the fragments whose loser
set holds it); the others give each fragment one small int, the OR of a code per child from
which ``good`` and the loser set follow: each fragment of a level is cut once per cut, as
with two players.

The results agree with :class:`~ghost_gui.core.solving.solver.Solver` and with a brute-force
search (``tests/core/test_levels.py``).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import NamedTuple

from ..errors import NoCountingWordsError
from ..passes import CancelCheck, Progress
from ..play.variants import Variant
from .fragment_levels import analyse_levels
from .prefix_levels import counting_words, prefix_levels


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
    words, lengths = counting_words(words, min_length)
    if not words:
        raise NoCountingWordsError("", min_length)
    if not variant.prefix:
        root, first, count = analyse_levels(
            words, variant, players, cancel=cancel, progress=progress
        )
    else:
        root, first, count = prefix_levels(words, lengths, variant, players, cancel, progress)
    losers = tuple(b for b in range(players) if root >> b & 1)
    return Analysis(variant.key, min_length, players, len(words), count, losers, tuple(first))


def analyse_pool_group(
    words: Sequence[str],
    variant: Variant,
    rules: Sequence[tuple[int, int]],
    *,
    cancel: CancelCheck | None = None,
    progress: Progress | None = None,
    busy: Callable[[], bool] | None = None,
    expected: int | None = None,
) -> list[Analysis] | None:
    """:func:`analyse` for several of Anaghost's ``rules`` (minimum length, players) at once:
    one pass over packed pools that they share
    (:func:`~ghost_gui.core.solving.pool_levels.analyse_pool_rules`; ``busy`` and
    ``expected``: see there),
    each answer the one :func:`analyse` gives. None where that pass cannot take them (not
    built, pools past 128 bits): then each rule's own. Raises
    :class:`~ghost_gui.core.errors.NoCountingWordsError` when a rule counts no word."""
    from ..play.variants import pool_of
    from .pool_levels import analyse_pool_rules

    least = min(m for m, _ in rules)
    counted = {m: len(counting_words(words, m)[0]) for m, _ in rules}
    for m, n in counted.items():
        if not n:
            raise NoCountingWordsError("", m)
    pools = {pool_of(w) for w in counting_words(words, least)[0]}
    found = analyse_pool_rules(
        pools, variant, rules, cancel=cancel, progress=progress, busy=busy, expected=expected
    )
    if found is None:
        return None
    return [
        Analysis(
            variant.key,
            m,
            p,
            counted[m],
            count,
            tuple(b for b in range(p) if root >> b & 1),
            tuple(first),
        )
        for (m, p), (root, first, count) in zip(rules, found)
    ]
