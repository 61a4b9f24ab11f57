"""How much memory a variant's solving takes for a word list, estimated before any work.

Only Anaghost can outgrow a laptop: its fragments are the pools of letters that fit inside
a counting word, and a long word holds a great many (ENABLE has 27 million pools against
SuperGhost's 1 million infixes). Counting them exactly costs as much as the analysis, so
the estimate takes an upper bound, each word's pools counted as if no two words shared one
(the product over its letters of how often it has the letter, plus one). Where even the
bound fits, it is divided by the share English lists keep (ENABLE: 241 million bound, 27.4
million pools; the family list: 20.5 million, 2.46 million). Past that the share is
measured: the bound's pools drawn at random, each counted as 1 / the words that hold it (a
bitset a letter and count), since lists differ too much to go by one figure: the German
family list, its long compounds, keeps one pool in 3.2 of the bound, Spanish one in 12. The
bytes per pool were measured the same way:
the level passes' peak (ENABLE 2 players: 916 MB; the family list 3 players: 133 MB) and
the game graph's, with its solved values (the family list: 538 MB).

The compiled pass over packed pools (:mod:`~ghost_gui.core.solving.pool_levels`) keeps two
levels of 9 bytes a pool (ENABLE's whole ``analyze`` process: 235 MB); :func:`level_bytes` says which
figure applies.

The other variants' fragments are at most every infix of every word. One game graph of them
fits for any real list, but the summary table builds one per group with three solvers and
the cards' layout on it, in two processes at once: :func:`table_fit` estimates that first.
"""

from __future__ import annotations

import random
from array import array
from collections import Counter, defaultdict, deque
from collections.abc import Callable, Collection, Iterable, Sequence
from dataclasses import dataclass, replace
from itertools import repeat
from math import prod

from ..errors import TooLargeError
from ..play.variants import Variant

#: the most memory a piece of work may expect to take
MEMORY_LIMIT = 4 * 1024**3

#: English lists keep one pool in 8.3 (the family list) and 8.8 (ENABLE) of the bound:
#: dividing by 7 overestimates a little, on purpose, where even the bound fits
POOL_SHARE = 7
#: the pools drawn to measure the share past that (4,000: within 4 % of the count made on
#: the Russian nouns, the German and English family lists), and the margin put on the count
SAMPLES = 4000
SAMPLED_MARGIN = 1.15
#: peak bytes per pool of the level passes (an analysis) and of the game graph (play,
#: cards, hints), measured with a margin
LEVEL_BYTES = 60
GRAPH_BYTES = 240
#: the same for the compiled passes: over the pools two or more words share
#: (``shared_pools.py``), which keeps 20 bytes for each of those, up to six pools in ten
#: (ENABLE's whole ``analyze`` peaked at 410 MB for 27.4 million pools, 15.3 million shared),
#: or over packed pools (``pool_levels.py``: two levels of 9 bytes a pool, 235 MB)
PACKED_LEVEL_BYTES = 16
#: and of its graph of packed pools (``pool_graph.py``): ENABLE's card, 27.4 million pools,
#: peaked at 962 MB (a loser mask per node in a list for each player count, the pools, the
#: card's costs); a margin for a game's solvers of fewer players and the heights
PACKED_GRAPH_BYTES = 48
#: a pool past 64 bits is two words (the Russian nouns'): 8 bytes more in each of the two
#: levels the passes keep, and in the graph's pools with a margin
WIDE_POOL_BYTES = 16
#: each rule more in one compiled pass (the summary table's minimum lengths and player
#: counts share it): a mask byte a pool in the levels kept; the Russian nouns' six rules
#: peaked at 671 MB against one rule's 504 MB, 0.57 bytes a pool a rule more
PACKED_RULE_BYTES = 1


#: peak bytes per fragment of one of the summary table's Super groups (the game graph, a
#: solver per player count and the cards' layout): 445 (SuperGhost) and 480 (Xghost)
#: measured on random words, with a margin
TABLE_GRAPH_BYTES = 600
#: the words whose infixes are counted when the bound is too rough to go by
TABLE_SAMPLE = 10_000


@dataclass(frozen=True)
class Estimate:
    #: about how many fragments (pools) the variant has for the words
    fragments: int
    #: about how many bytes an analysis takes at its peak
    analysis_bytes: int
    #: about how many bytes the game graph takes (play against the computers, cards)
    graph_bytes: int
    #: whether the compiled passes take the pools (else the slower set passes)
    packed: bool = False
    #: the share of the bound that is distinct pools, where it was measured (see estimate)
    share: float | None = None


def level_bytes(packed: bool | None = None) -> int:
    """Peak bytes per pool of the analysis: the compiled pass over packed pools (``packed``;
    by default where it is built), else the set passes."""
    if packed is None:
        from .pool_levels import compiled

        packed = compiled() is not None
    return PACKED_LEVEL_BYTES if packed else LEVEL_BYTES


def _packed_width(pools: Collection[str]) -> int:
    """The bytes a pool's number takes where the compiled passes take these pools (built,
    and the pools fit 128 bits), else 0."""
    from .pool_levels import PoolCode, compiled

    code = PoolCode.of(pools) if compiled() is not None else None
    return 0 if code is None else code.width


def estimate(
    words: Iterable[str], variant: Variant, rules: int = 1, *, share: float | None = None
) -> Estimate | None:
    """The estimate for Anaghost's pools of the counting ``words``; None for the other
    variants, which always fit. ``rules``: how many rules one compiled pass works out (the
    analysis: a mask byte a pool each; the set passes take one rule at a time). ``share``:
    the share of the bound measured on nearly the same words (another minimum length's),
    taken where it must be measured."""
    if not variant.pool:
        return None
    return estimate_pools(bounded(words), rules, share=share)


def estimate_pools(
    pools: dict[str, int], rules: int = 1, *, share: float | None = None
) -> Estimate:
    """:func:`estimate` for Anaghost, from the words' pools as :func:`bounded` gives them (a
    larger minimum length's are those of its length and more: no need to count them again)."""
    return _estimate(pools, sum(pools.values()), _packed_width(pools), rules, share)


def _estimate(
    pools: dict[str, int], bound: int, width: int, rules: int, share: float | None
) -> Estimate:
    """:func:`estimate` of the ``pools``, their ``bound`` and ``width`` already known."""
    graph = _per_pool(width, rules, graph=True)
    if bound * graph <= MEMORY_LIMIT // 2:  # the least any decision allows: the table's
        share, fragments = None, bound // POOL_SHARE + 1
    else:
        share = _held_once(pools) if share is None else share
        fragments = int(bound * share * SAMPLED_MARGIN) + 1
    return Estimate(
        fragments,
        fragments * _per_pool(width, rules, graph=False),
        fragments * graph,
        bool(width),
        share,
    )


def estimate_key() -> tuple[object, ...]:
    """What an estimate of a list's pools rests on besides its words, for a cache key: the
    figures above, whether the compiled passes take packed pools, and :class:`Estimate`'s
    layout. (Measuring the share again before each new game took 0.7 s on the large
    English list.)"""
    from ..storage.cache_keys import schema_tag
    from .pool_levels import compiled

    return (
        MEMORY_LIMIT,
        POOL_SHARE,
        SAMPLES,
        SAMPLED_MARGIN,
        LEVEL_BYTES,
        GRAPH_BYTES,
        PACKED_LEVEL_BYTES,
        PACKED_GRAPH_BYTES,
        WIDE_POOL_BYTES,
        PACKED_RULE_BYTES,
        compiled() is not None,
        schema_tag(Estimate),
    )


def bounded(words: Iterable[str]) -> dict[str, int]:
    """The words' pools, each with how many pools it holds (:func:`_sub_pools`); their sum
    is the bound on the pools inside them all: each word's counted as if no two words shared
    one."""
    pools = list({"".join(sorted(w)) for w in words})
    found = _compiled_holders(pools, bits=False)
    if found is None:
        return {p: _sub_pools(p) for p in pools}
    return dict(zip(pools, found[0]))


def _sub_pools(pool: str) -> int:
    """How many pools are inside ``pool`` (itself and none included): the product of its
    letters' counts plus one (at C speed: a Counter a pool took the Russian nouns 0.3 s)."""
    return prod(map((1).__add__, map(pool.count, set(pool))))


def _compiled_holders(
    pools: list[str], *, bits: bool = True
) -> tuple[list[int], dict[tuple[str, int], int]] | None:
    """Each pool's :func:`_sub_pools`, and (with ``bits``) for each letter x and count n the
    pools with n or more of x, a bit each (pool i bit i), from the compiled pass (``pool_holders``: the
    Russian nouns' 0.4 s in Python, the large English list's 1.5 s, before a new game or
    "Who wins?" can start); None where it is not built, for more than 64 letters, or where a
    pool holds more than 64 bits' worth of pools (the Python ints then count them)."""
    from .pool_levels import compiled

    helper = compiled()
    if helper is None:
        return None
    text = "\n".join(pools)  # sorted letters: x's copies in a pool are one run of x
    letters = "".join(sorted(set(text) - {"\n"}))
    if len(letters) > 64:  # the compiled pass's most
        return None
    try:
        sizes, rows = helper.pool_holders(text, letters, bits)
    except OverflowError:
        return None
    holders = {
        (x, n): int.from_bytes(b, "little")
        for x, each in zip(letters, rows or ())
        for n, b in enumerate(each, 1)
    }
    return array("q", sizes).tolist(), holders


def _counts(pool: str) -> list[tuple[str, int]]:
    """Each letter of ``pool`` with how many it has, in alphabetical order."""
    return [(x, pool.count(x)) for x in sorted(set(pool))]


def _per_pool(width: int, rules: int, *, graph: bool) -> int:
    """The bytes a pool takes in the game graph (``graph``) or the analysis of ``rules``,
    for pools of ``width`` bytes (0: the set passes take them)."""
    wide = WIDE_POOL_BYTES if width == 16 else 0
    if graph:
        return PACKED_GRAPH_BYTES + wide if width else GRAPH_BYTES
    more = (rules - 1) * PACKED_RULE_BYTES if width else 0
    return level_bytes(bool(width)) + wide + more


def _held_once(pools: dict[str, int]) -> float:
    """The share of the bound that is distinct pools: the mean, over pools drawn from the
    bound (a word by its pools' count, then each of its letters' counts at random), of one
    over how many words hold the pool. The same words draw the same pools. ``pools``: each
    with how many pools it holds (:func:`bounded`)."""
    ordered = sorted(pools)
    size = len(ordered)
    found = _compiled_holders(ordered)
    counts: Callable[[int], list[tuple[str, int]]]
    if found is None:
        held = list(map(_counts, ordered))
        holders = _holders_of(held, size)
        counts = held.__getitem__
    else:
        holders = found[1]
        counts = lambda i: _counts(ordered[i])  # only the pools drawn
    everyone = (1 << size) - 1
    rng = random.Random(size)
    total = 0.0
    weights = list(map(pools.__getitem__, ordered))
    for i in rng.choices(range(size), weights=weights, k=SAMPLES):
        them = everyone
        for x, most in counts(i):
            n = int(rng.random() * (most + 1))
            if n:
                them &= holders[x, n]
        total += 1 / them.bit_count()  # word i holds it: at least one
    return total / SAMPLES


def _holders_of(held: list[list[tuple[str, int]]], size: int) -> dict[tuple[str, int], int]:
    """For each letter x and count n, the pools with n or more of x, a bit each (pool i bit
    i), from each pool's counts (``held``): :func:`_compiled_holders` in Python."""
    exactly: dict[tuple[str, int], list[int]] = defaultdict(list)  # words with n of x
    for i, counts in enumerate(held):
        for key in counts:
            exactly[key].append(i)
    holders: dict[tuple[str, int], int] = {}  # words with at least n of x, a bit each
    for x in {x for x, _ in exactly}:
        them = 0
        for n in range(max(n for y, n in exactly if y == x), 0, -1):
            if (x, n) in exactly:
                bits = bytearray(b"0") * size
                deque(map(bits.__setitem__, exactly[x, n], repeat(ord("1"))), 0)
                them |= int(bits[::-1], 2)
            holders[x, n] = them
    return holders


def check_fits(
    words: Iterable[str],
    variant: Variant,
    *,
    graph: bool,
    limit: int = MEMORY_LIMIT,
    rules: int = 1,
    known: Callable[[], Estimate] | None = None,
) -> None:
    """Raise :class:`TooLargeError` when the work (an analysis, or with ``graph`` the game
    graph) would take more than ``limit`` bytes; ``rules``: an analysis of that many rules in
    one compiled pass. ``known``: gives the words' estimate for one rule, kept where it was
    made before (:meth:`~ghost_gui.core.analysis.results.Workbench.pool_estimate`), asked
    for only when the quick bound does not settle it."""
    if not variant.pool:
        return
    words = list(words)
    # the most bytes a pool may take, packed (in one word or two) or not
    per_pool = (
        max(GRAPH_BYTES, PACKED_GRAPH_BYTES + WIDE_POOL_BYTES)
        if graph
        else max(
            LEVEL_BYTES, PACKED_LEVEL_BYTES + WIDE_POOL_BYTES + (rules - 1) * PACKED_RULE_BYTES
        )
    )
    # a word of n letters holds at most 2**n pools (the estimate's bound is at most that):
    # when even that fits, the estimate (a Counter per word) is not worth its time
    if (sum(1 << len(w) for w in words) + 1) * per_pool <= limit:
        return
    if known is not None:  # each rule more a byte a pool more, in the compiled pass
        one = known()
        more = (rules - 1) * PACKED_RULE_BYTES * one.fragments if one.packed else 0
        found = replace(one, analysis_bytes=one.analysis_bytes + more)
    else:
        # the bound itself may fit (ENABLE's analysis): then nothing need be measured
        pools = bounded(words)
        bound, width = sum(pools.values()), _packed_width(pools)
        if (bound + 1) * _per_pool(width, rules, graph=graph) <= limit:
            return
        found = _estimate(pools, bound, width, rules, None)
    needed = found.graph_bytes if graph else found.analysis_bytes
    if needed > limit:
        raise TooLargeError(variant.key, found.fragments, needed, limit)


def table_fit(
    words: Sequence[str], processes: int, *, min_length: int = 3, limit: int | None = None
) -> int:
    """How many processes the summary table may run at once (``processes`` or fewer) for
    the counting ``words`` of its smallest minimum length; :class:`TooLargeError` when
    even one of its Super groups (SuperGhost's game graph at ``min_length``, as large as
    any other's) would take more than ``limit`` bytes. Fast on a million words: no trie.

    Its fragments are the words' distinct infixes. Their count is at most the infixes of
    every word, exact for words that share none (random letters) and several times too
    many for a real list; past what fits, it is estimated from every k-th word's distinct
    infixes times k, which overestimates a little (an infix shared by words is counted in
    each one's share), never much less than the truth."""
    limit = MEMORY_LIMIT if limit is None else limit
    lengths = Counter(map(len, words))  # at C speed: a million words in a tenth of a second
    bound = sum(c * n * (n + 1) // 2 for n, c in lengths.items() if n >= min_length)
    if bound * TABLE_GRAPH_BYTES * processes <= limit:
        return processes
    step = len(words) // TABLE_SAMPLE + 1
    seen: set[str] = set()
    for w in words[::step]:
        n = len(w)
        if n >= min_length:
            seen.update(w[i:j] for i in range(n) for j in range(i + 1, n + 1))
    fragments = min(bound, len(seen) * step)
    needed = fragments * TABLE_GRAPH_BYTES
    if needed > limit:
        raise TooLargeError("super", fragments, needed, limit)
    return max(1, min(processes, limit // needed))
