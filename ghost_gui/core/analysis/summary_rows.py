"""The summary table's rows: the table's shape (every variant, :data:`TABLE_MIN_LENGTHS`,
:data:`TABLE_PLAYERS`; :func:`table_place`), :class:`SummaryRow`, and the Super variants'
rows, answered from the cache or worked out on one game graph per variant and minimum
length (:func:`graph_rows`). Separate from :mod:`~ghost_gui.core.analysis.summary`, which orders the
work and tells its progress, because the table's second process
(:mod:`~ghost_gui.core.analysis.table_part`) works rows out the same way and must not import the
table that starts it."""

from __future__ import annotations

from collections import Counter
from functools import partial
from typing import TYPE_CHECKING, NamedTuple

from ..cards.card_sizes import CARD_SIZE_CAP, capped, pool_seats, tree_card_sizes
from ..errors import NoCountingWordsError
from ..fast_loops import collector_paused
from ..passes import CancelCheck, Progress, let_go
from ..play.variants import INFIX_KEYS, variant_by_key
from ..solving.levels import Analysis
from .results import CARD_CHOICE, Workbench

if TYPE_CHECKING:
    from collections.abc import Callable, Sequence

    from ..solving.graph import GameGraph
    from ..solving.solver import Solver

#: the summary table: every variant, these minimum lengths and player counts
TABLE_MIN_LENGTHS = (3, 4)
TABLE_PLAYERS = (2, 3, 4)


class SummaryRow(NamedTuple):
    analysis: Analysis
    #: per seat: words to remember (Ghost, Anti-Ghost) or plays to remember (Super variants);
    #: None past the table's cap (:data:`CARD_SIZE_CAP`): more than anyone could learn, not
    #: counted to the end
    card_sizes: tuple[int | None, ...]
    #: the cards need the game graph, which would take more memory than allowed (Anaghost on
    #: a large list): ``card_sizes`` stays empty, the analysis is the graph-free one
    too_large: bool = False


def table_place(variant_key: str, min_length: int, players: int) -> tuple[int, int, int]:
    """Where a row goes in the summary table: by variant, minimum length, players."""
    from ..play.variants import VARIANTS
    from ..variant_keys import VariantKey

    return list(VARIANTS).index(VariantKey(variant_key)), min_length, players


def group_rows(
    bench: Workbench,
    variant_key: str,
    min_length: int,
    players: list[int],
    cancel: CancelCheck | None,
    part: Progress,
    tell: Callable[[tuple[str, int, int], SummaryRow], None],
    cap: int | None = CARD_SIZE_CAP,
) -> None:
    """One group's rows (a variant and minimum length, ``players`` in turn), told as they are
    known, in either process: Ghost's and Anti-Ghost's from the prefix levels, their word
    cards' sizes counted whole from the cards' costs (milliseconds); the others' by
    :func:`graph_rows`."""
    if not variant_by_key(variant_key).prefix:
        graph_rows(bench, variant_key, min_length, players, cancel, part, tell, cap)
        return
    digest = bench.list_digest()
    for j, n in enumerate(players):
        hit = cached_row(bench, digest, variant_key, min_length, n, cap)
        if hit is not None:
            tell((variant_key, min_length, n), hit)
            part((j + 1) / len(players))
            continue
        _, a = bench.analysis(variant_key, min_length, n, cancel=cancel)
        tell((variant_key, min_length, n), SummaryRow(a, ()))
        counted = bench.word_card_sizes(variant_key, min_length, n, cancel)
        sizes = tuple(capped(size, cap) for size in counted)
        tell((variant_key, min_length, n), SummaryRow(a, sizes))
        _store_sizes(bench, digest, variant_key, min_length, n, cap, sizes)
        part((j + 1) / len(players))


def graph_rows(
    bench: Workbench,
    variant_key: str,
    min_length: int,
    players: list[int],
    cancel: CancelCheck | None,
    part: Progress,
    tell: Callable[[tuple[str, int, int], SummaryRow], None],
    cap: int | None = CARD_SIZE_CAP,
) -> None:
    """The Super variants' rows: answered from the cache when it has them, else on one game
    graph built for the group and solved per player count (the cards need it). The graph
    and the solved values are not stored: the answers and the sizes are (small), the graph
    is not (tens of MB, and the table never plays). A card size past ``cap`` is None, not
    counted to the end (see :func:`tree_card_sizes`). A graph that would take more memory
    than allowed is not built: the rows get the graph-free analysis, marked ``too_large``
    (:class:`TooLargeError` when even that would not fit), worked out in one pass with the
    variant's other groups whose graphs are too large (:func:`analyse_together`)."""
    from . import answers

    rows: dict[int, Analysis] = {}
    todo: list[int] = []
    digest = bench.list_digest()
    for n in players:
        hit = cached_row(bench, digest, variant_key, min_length, n, cap)
        if hit is not None:
            tell((variant_key, min_length, n), hit)
        else:
            todo.append(n)
    if not todo:
        return
    from ..solving.solver import Solver

    lexicon = bench.lexicon(min_length)
    variant = variant_by_key(variant_key)
    if not graph_fits(bench, variant_key, min_length):
        # with the table's other groups of the variant whose graphs are too large: one pass
        together = [(min_length, n) for n in todo] + [
            (m, n)
            for m in TABLE_MIN_LENGTHS
            if m != min_length and not graph_fits(bench, variant_key, m)
            for n in TABLE_PLAYERS
        ]
        shared = analyse_together(bench, variant_key, together, cancel, part)
        for j, n in enumerate(todo):
            _, a = bench.analysis(variant_key, min_length, n, cancel=cancel)  # shared: a hit
            tell((variant_key, min_length, n), SummaryRow(a, (), too_large=True))
            _store_sizes(bench, digest, variant_key, min_length, n, cap, _too_large_mark())
            part(1.0 if shared else (j + 1) / len(todo))
        return
    graph: GameGraph | None = None
    if variant_key in INFIX_KEYS:
        # SuperGhost's fragments serve its two cousins: built once a minimum length
        graph = bench.infix_graph(
            variant_key, min_length, cancel=cancel, progress=lambda f: part(0.2 * f)
        )
    elif variant.pool and len(todo) > 1:
        from ..solving.solver import packed_graph

        # every count's loser masks from the one pass that makes the pools
        graph = packed_graph(
            lexicon.sorted_words, variant, todo[0], cancel, lambda f: part(0.2 * f), todo[1:]
        )
    solvers: dict[int, Solver] = {}
    for n in todo:
        solver = solvers[n] = Solver(lexicon, variant, n, use_cache=False, graph=graph)
        solver.solve(cancel, None if graph is not None else (lambda f: part(0.2 * f)))
        graph = solver.graph
        a = rows[n] = solver.analysis()
        tell((variant_key, min_length, n), SummaryRow(a, ()))
        if digest is not None:
            from ..storage import cache

            key = answers.analysis_key(digest, min_length, variant_key, n)
            if not answers.valid(cache.load_cached(*key), variant_key, min_length, n):
                cache.store_cached(*key, answers.record(bench.info.report._asdict(), a._asdict()))
    part(0.3)
    from ..cards.card_costs import cost_layout
    from ..solving import graph_passes

    assert graph is not None
    # The layout is a list per fragment. With the collector on, the young generation filled
    # with them and its next collection walked them all (45 ms of the window's time); it
    # stays off until they are let go, a chunk at a time, so none of them is ever walked.
    layout = None
    with collector_paused():
        try:
            # the graph's: every count's passes share it (Anaghost's packed pools have a
            # compiled pass of their own, which needs none, and so do the other graphs where
            # the compiled passes are built)
            if getattr(graph, "tree_costs", None) is None and graph_passes.helper() is None:
                layout = cost_layout(graph, cancel)
            # Anaghost's packed pools: every count's seats that need their costs, one pass
            known = (
                dict(zip(todo, pool_seats([solvers[n] for n in todo], cap, cancel)))
                if getattr(graph, "tree_costs", None) is not None and cap is not None
                else {}
            )
            for j, n in enumerate(todo):
                over, costs = known.pop(n, (None, None))
                sizes = tree_card_sizes(solvers.pop(n), layout, cancel, cap, over=over, costs=costs)
                tell((variant_key, min_length, n), SummaryRow(rows[n], sizes))
                _store_sizes(bench, digest, variant_key, min_length, n, cap, sizes)
                part(0.3 + 0.7 * (j + 1) / len(todo))
        finally:
            if layout is not None:
                let_go(layout.kids)
                for level in layout.levels:
                    let_go(level.columns)


def analyse_together(
    bench: Workbench,
    variant_key: str,
    rules: Sequence[tuple[int, int]],
    cancel: CancelCheck | None = None,
    progress: Progress | None = None,
) -> list[tuple[int, int]]:
    """The graph-free analyses of several ``rules`` (minimum length, players) in one pass
    where one serves them all (Anaghost's compiled pass over packed pools: six rules of the
    Russian nouns in 17 s, against 12 s each alone), each kept in ``bench`` and stored as
    :meth:`Workbench.analysis` stores it (:meth:`Workbench.keep`), so that
    :meth:`Workbench.analysis` of each is then a hit. Gives the rules worked out: not those
    already known; none where one pass cannot take them or would not fit in memory
    (:meth:`Workbench.analysis` of each then says why)."""
    from ..errors import TooLargeError
    from ..solving.budget import check_fits
    from ..solving.levels import analyse_pool_group
    from . import answers

    variant, digest = variant_by_key(variant_key), bench.list_digest()
    todo = [
        (m, n)
        for m, n in dict.fromkeys(rules)
        if (variant_key, m, n) not in bench.shared_analyses
        and (digest is None or answers.cached_answer(digest, variant_key, m, n) is None)
    ]
    if not variant.pool or len(todo) < 2:
        return []
    least = min(m for m, _ in todo)
    try:
        words = bench.lexicon(least).sorted_words
        check_fits(
            words, variant, graph=False, rules=len(todo), known=partial(bench.pool_estimate, least)
        )
        found = analyse_pool_group(
            words,
            variant,
            todo,
            cancel=cancel,
            progress=progress,
            busy=bench.busy_beside,
            expected=bench.pool_estimate(least).fragments,
        )
    except (TooLargeError, NoCountingWordsError):
        return []
    for a in found or ():
        bench.keep(a)
    return todo if found is not None else []


def _sizes_key(
    bench: Workbench,
    digest: str | None,
    variant_key: str,
    min_length: int,
    players: int,
    cap: int | None,
) -> tuple[str, str] | None:
    if digest is None:
        return None
    from ..storage import cache

    lexicon_key = cache.cache_key("lexicon", digest, min_length)
    # the cap is part of the key: a size past one cap is not known under a larger one
    return "table-sizes", cache.cache_key(
        "table-sizes", lexicon_key, variant_key, players, f"cards-{CARD_CHOICE}", f"cap-{cap}"
    )


def graph_fits(bench: Workbench, variant_key: str, min_length: int) -> bool:
    """Would the group's game graph fit in the memory allowed? (Only Anaghost's may not.)
    The table works on two processes at once: a group's graph gets half of what one piece
    of work may take (the Russian nouns' Anaghost graph, about 4 GB, is not built: its rows
    say who wins without card sizes)."""
    if not variant_by_key(variant_key).pool:
        return True
    from ..solving.budget import MEMORY_LIMIT

    try:
        # the bench's estimate: the table asks for it again to share its work
        return bench.pool_estimate(min_length).graph_bytes <= MEMORY_LIMIT // 2
    except NoCountingWordsError:  # the group itself says so
        return True


#: CPU seconds a group takes (its analyses and card sizes for 2-4 players) per million of
#: its size: the counting words' infixes counted with repeats (a bound on the fragments), or
#: Anaghost's estimated pools; measured on the family list (2026-11-28: Ghost and Anti-Ghost
#: about 0.16 s, SuperGhost 0.21 with the graph it shares, SuperDuperGhost 0.21, Xghost 0.15,
#: Anaghost 1.0 a minimum length), the game graph's passes compiled
_SECONDS_PER_MILLION = {"super": 0.12, "superduper": 0.12, "xghost": 0.09, "anaghost": 0.35}
_PREFIX_SECONDS_PER_MILLION = 0.094
#: Anaghost's pools past 128 bits take the set passes in Python: many times slower
_UNPACKED_POOLS = 10.0
#: the graph-free analyses of Anaghost's groups whose graphs are too large, all six rules in
#: one pass over the pools two words share: the Russian nouns' 2.9 s of CPU for 64 million
#: estimated pools (2026-11-29, beside the table's second process)
_SHARED_PASS_SECONDS_PER_MILLION = 0.045
#: the other graphs' passes in Python (the compiled helper not built): about three times slower
_GRAPH_PASSES_IN_PYTHON = 3.0


def group_cost(bench: Workbench, variant_key: str, min_length: int) -> float:
    """About how long (CPU seconds) a group's rows take to work out, to share the groups
    between the table's two processes."""
    try:
        words = bench.lexicon(min_length).sorted_words
    except NoCountingWordsError:
        return 0.0
    variant = variant_by_key(variant_key)
    if variant.pool:
        guess = bench.pool_estimate(min_length)
        if guess.packed and not graph_fits(bench, variant_key, min_length):
            # one pass for every such group (:func:`analyse_together`): a share each
            shared = _SHARED_PASS_SECONDS_PER_MILLION * guess.fragments / 1e6
            return shared / len(TABLE_MIN_LENGTHS)
        slower = 1.0 if guess.packed else _UNPACKED_POOLS
        return _SECONDS_PER_MILLION[variant_key] * slower * guess.fragments / 1e6
    # each length once (at C speed), not each word: the table asks for every group's cost
    lengths = Counter(map(len, words))
    infixes = sum(c * n * (n + 1) // 2 for n, c in lengths.items()) / 1e6
    if variant.prefix:
        return _PREFIX_SECONDS_PER_MILLION * infixes
    from ..solving import graph_passes

    slower = 1.0 if graph_passes.helper() is not None else _GRAPH_PASSES_IN_PYTHON
    return _SECONDS_PER_MILLION[variant_key] * slower * infixes


def pools_fit_together(bench: Workbench, groups: list[tuple[str, int]]) -> bool:
    """Would Anaghost's game graphs of ``groups`` fit in the memory allowed all at once?"""
    from ..solving.budget import MEMORY_LIMIT

    needed = 0
    for _, m in groups:
        try:
            needed += bench.pool_estimate(m).graph_bytes
        except NoCountingWordsError:
            continue
    return needed <= MEMORY_LIMIT


def _too_large_mark() -> tuple[str, int, int]:
    """Stored in place of the card sizes of a group whose graph is too large, so a warm
    table need not estimate again; it names the budget, so another budget estimates anew."""
    from ..solving.budget import GRAPH_BYTES, MEMORY_LIMIT

    return "too-large", MEMORY_LIMIT, GRAPH_BYTES


def cached_row(
    bench: Workbench,
    digest: str | None,
    variant_key: str,
    min_length: int,
    players: int,
    cap: int | None = CARD_SIZE_CAP,
) -> SummaryRow | None:
    """A row from the cache: its analysis and its card sizes (plain data; None past
    ``cap``), or that its cards are too large; None when not stored."""
    key = _sizes_key(bench, digest, variant_key, min_length, players, cap)
    if key is None:
        return None
    from ..storage import cache

    sizes = cache.load_cached(*key)
    if sizes == _too_large_mark():
        _, a = bench.analysis(variant_key, min_length, players)  # stored before the mark
        return SummaryRow(a, (), too_large=True)
    if not (
        isinstance(sizes, tuple)
        and len(sizes) == players
        and all(type(x) is int or (x is None and cap is not None) for x in sizes)
    ):
        return None
    _, a = bench.analysis(
        variant_key, min_length, players
    )  # a hit, as the sizes were stored after it
    return SummaryRow(a, sizes)


def _store_sizes(
    bench: Workbench,
    digest: str | None,
    variant_key: str,
    min_length: int,
    players: int,
    cap: int | None,
    sizes: tuple[int | None, ...] | tuple[str, int, int],
) -> None:
    key = _sizes_key(bench, digest, variant_key, min_length, players, cap)
    if key is not None:
        from ..storage import cache

        cache.store_cached(*key, sizes)
