"""How much memory a variant's solving takes for a word list, estimated before any work.

Only Anaghost can outgrow a laptop: its fragments are the pools of letters that fit inside
a counting word, and a long word holds a great many (ENABLE has 27 million pools against
SuperGhost's 1 million infixes). Counting them exactly costs as much as the analysis, so
the estimate takes an upper bound, each word's pools counted as if no two words shared one
(the product over its letters of how often it has the letter, plus one), and divides it by
the share that measured lists keep (ENABLE: 241 million bound, 27.4 million pools; the
family list: 20.5 million, 2.46 million). The bytes per pool were measured the same way:
the level passes' peak (ENABLE 2 players: 916 MB; the family list 3 players: 133 MB) and
the game graph's, with its solved values (the family list: 538 MB).

The other variants' fragments are at most every infix of every word: they always fit.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass
from math import prod

from ..errors import TooLargeError
from ..play.variants import Variant

#: the most memory a piece of work may expect to take
MEMORY_LIMIT = 4 * 1024**3

#: measured lists keep one pool in 8.3 (the family list) and 8.8 (ENABLE) of the bound:
#: dividing by 7 overestimates a little, on purpose
POOL_SHARE = 7
#: peak bytes per pool of the level passes (an analysis) and of the game graph (play,
#: cards, hints), measured with a margin
LEVEL_BYTES = 60
GRAPH_BYTES = 240


@dataclass(frozen=True)
class Estimate:
    #: about how many fragments (pools) the variant has for the words
    fragments: int
    #: about how many bytes an analysis takes at its peak
    analysis_bytes: int
    #: about how many bytes the game graph takes (play against the computers, cards)
    graph_bytes: int


def estimate(words: Iterable[str], variant: Variant) -> Estimate | None:
    """The estimate for Anaghost's pools of the counting ``words``; None for the other
    variants, which always fit."""
    if not variant.pool:
        return None
    pools = {"".join(sorted(w)) for w in words}
    bound = sum(prod(n + 1 for n in Counter(p).values()) for p in pools)
    fragments = bound // POOL_SHARE + 1
    return Estimate(fragments, fragments * LEVEL_BYTES, fragments * GRAPH_BYTES)


def check_fits(
    words: Iterable[str], variant: Variant, *, graph: bool, limit: int = MEMORY_LIMIT
) -> None:
    """Raise :class:`TooLargeError` when the work (an analysis, or with ``graph`` the game
    graph) would take more than ``limit`` bytes."""
    found = estimate(words, variant)
    if found is None:
        return
    needed = found.graph_bytes if graph else found.analysis_bytes
    if needed > limit:
        raise TooLargeError(variant.key, found.fragments, needed, limit)
