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

from collections.abc import Sequence
from typing import NamedTuple

from .errors import NoCountingWordsError
from .fragment_levels import analyse_levels
from .passes import CancelCheck, Progress
from .prefix_levels import counting_words, prefix_levels
from .variants import Variant


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
