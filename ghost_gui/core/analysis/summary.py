"""The summary table of "Who wins?" and the command line's ``table``: who wins and the
card sizes for every variant, minimum lengths 3 and 4 and 2-4 players, from one
:class:`~ghost_gui.core.analysis.results.Workbench`. This module orders the work and tells the rows
as they are ready; the rows themselves are in :mod:`~ghost_gui.core.analysis.summary_rows`, the
second process in :mod:`~ghost_gui.core.analysis.table_part`, the card sizes in
:mod:`~ghost_gui.core.cards.card_sizes`."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..cards.card_sizes import CARD_SIZE_CAP
from ..errors import NoCountingWordsError, TooLargeError
from ..passes import CancelCheck, Progress
from ..play.variants import INFIX_KEYS, variant_by_key
from ..words.files import DETECT
from .results import Workbench
from .summary_rows import (
    TABLE_MIN_LENGTHS,
    TABLE_PLAYERS,
    SummaryRow,
    cached_row,
    graph_fits,
    group_cost,
    group_rows,
    pools_fit_together,
    table_place,
)
from .table_part import PartProcess

if TYPE_CHECKING:
    from collections.abc import Callable
    from pathlib import Path


def summary_table(
    path: str | Path,
    *,
    use_cache: bool = True,
    cancel: CancelCheck | None = None,
    progress: Progress | None = None,
    keep_capitalized: bool = False,
    language: str | None = DETECT,
    house: frozenset[str] = frozenset(),
    blocked: frozenset[str] = frozenset(),
    first: tuple[str, int, int] | None = None,
    on_row: Callable[[tuple[int, int, int], SummaryRow], None] | None = None,
    processes: int = 1,
    on_too_large: Callable[[tuple[str, int], TooLargeError], None] | None = None,
    card_cap: int | None = CARD_SIZE_CAP,
    take_prefix: bool = True,
) -> list[SummaryRow]:
    """Who wins and the card sizes for every variant, minimum lengths 3 and 4 and 2-4 players
    (a minimum length that no word reaches is left out), in that order. One source for the
    CLI's ``table`` and the window's summary table.

    ``on_row(place, row)`` is called as soon as a row's analysis is known (``card_sizes``
    still empty) and again with its card sizes; ``place`` is the row's key in the table's
    order (variant, minimum length, players: see :func:`table_place`). The cheap work comes
    first: the rules ``first`` (the current game's), then Ghost and Anti-Ghost, whose answers
    and word cards come from the prefix levels in milliseconds, then the others, one
    game graph per variant and minimum length, solved once per player count.

    A card size past ``card_cap`` (words or plays: no one learns that many by heart) is None,
    "more than ``card_cap``", and not counted to the end; who loses and the winning first
    letters are always exact.

    Anaghost on a large list: when its game graph would take more memory than allowed
    (:mod:`~ghost_gui.core.solving.budget`), its rows have the graph-free analysis and no card sizes
    (``too_large``), all such rows of the variant from one pass; when even the analysis would,
    its group is left out of the table and ``on_too_large((variant, minimum length), error)``
    says so.

    ``processes=2`` (the command line and the window, on a machine with a second core):
    the groups that the cache cannot answer, but the current rules' and the graph-free
    passes, are shared with a second process, started at once, a unit at a time as each
    process is free (:func:`shared_units`), while this one works through the rest first; its
    rows are told as they arrive. Then, with ``take_back``, this process takes the units the
    second has not begun; the window does not (``take_back=False``): it keeps its interpreter
    for drawing (Ghost's and Anti-Ghost's groups worked out beside it held the window up for
    up to 78 ms at a time), and its table took as long either way. Should it
    fail, its groups are worked out here. When two groups at once would take more memory
    than allowed, one process does it all; when even one would, :class:`TooLargeError` says
    so before any work (:func:`~ghost_gui.core.solving.budget.table_fit`). The progress
    follows each group's estimated cost (:func:`progress_weights`)."""

    bench = Workbench(
        path,
        use_cache=use_cache,
        keep_capitalized=keep_capitalized,
        language=language,
        house=house,
        blocked=blocked,
    )
    from ..solving.budget import table_fit

    # before any work: a list whose Super groups would not fit is refused, and one whose two
    # groups at once would not fit is worked out in one process
    processes = table_fit(bench.word_list.words, processes)
    order = work_order(first)
    helper: PartProcess | None = None
    if processes > 1 and not _all_cached(bench, order, card_cap):
        # started now, it reads the list while the shares are worked out (the Russian nouns'
        # estimates take a second)
        helper = PartProcess.begin(
            (bench.path, use_cache, keep_capitalized, language, bench.house, bench.blocked)
        )
        # its first unit at once, while the shares are worked out (the Russian nouns'
        # estimates take 0.4 s): a minimum length's Super variants, which every list has
        early = _early_unit(bench, order, first, card_cap) if helper is not None else []
        if helper is not None and early:
            helper.give(early, card_cap, more=True)
    try:
        weight = progress_weights(bench, order, card_cap)
        if helper is not None:
            helper = _share_out(bench, order, first, weight, helper, card_cap)
    except BaseException:
        if helper is not None:
            helper.stop()
        raise
    # while it works, this process's long passes keep to one thread
    bench.busy_beside = helper.busy if helper is not None else None
    total, done = sum(weight.values()) or 1.0, 0.0
    found: dict[tuple[int, int, int], SummaryRow] = {}
    skip: set[int] = set()  # minimum lengths no word reaches

    def left_out(group: tuple[str, int], exc: TooLargeError) -> None:
        if on_too_large is not None:
            on_too_large(group, exc)

    def tell(rules: tuple[str, int, int], row: SummaryRow) -> None:
        place = table_place(*rules)
        found[place] = row
        if on_row is not None:
            on_row(place, row)

    def overall(f: float) -> None:  # this process's share done, and the second's finished groups
        if helper is not None:
            # its rows as they come, not only between groups
            helper.drain(tell, skip, left_out=left_out)
        if progress is not None:
            progress(
                min(
                    1.0,
                    f
                    + (
                        sum(weight[gr] for gr in helper.finished) / total
                        if helper is not None
                        else 0.0
                    ),
                )
            )

    def work(v: str, m: int, done: float) -> float:  # one group here; the share done after
        return _group_rows(
            bench,
            v,
            m,
            first,
            cancel,
            overall,
            done,
            weight[(v, m)] / total,
            skip,
            tell,
            left_out,
            card_cap,
        )

    try:
        for v, m in order:
            if helper is not None:
                helper.drain(tell, skip, left_out=left_out)
                if (v, m) in helper.offered:
                    continue
            done = work(v, m, done)
        if helper is not None:
            # the units it has not begun, then what it has left to say
            while (unit := helper.take(None if take_prefix else _not_prefix)) is not None:
                for v, m in unit:
                    helper.drain(tell, skip, left_out=left_out)
                    done = work(v, m, done)
            helper.finish(tell, skip, cancel, lambda: overall(done), left_out)
            # it failed: what it did not finish, and what it was not given, worked out here
            for v, m in helper.lost() + [gr for unit in iter(helper.take, None) for gr in unit]:
                done = work(v, m, done)
    finally:
        bench.busy_beside = None
        if helper is not None:
            helper.stop()
    if progress is not None:
        progress(1.0)
    return [found[k] for k in sorted(found) if k[1] not in skip]


def _not_prefix(unit: list[tuple[str, int]]) -> bool:
    """Is none of the unit's groups Ghost's or Anti-Ghost's?"""
    return not any(variant_by_key(v).prefix for v, _ in unit)


def _share_out(
    bench: Workbench,
    order: list[tuple[str, int]],
    first: tuple[str, int, int] | None,
    weight: dict[tuple[str, int], float],
    helper: PartProcess,
    cap: int | None,
) -> PartProcess | None:
    """The second process given its units (:func:`shared_units`), or stopped and None when
    there are too few to share."""
    # every group may go to the second process but the current rules' (the cheap ones too:
    # beside one long pass here, such as the Russian nouns' Anaghost, they even the two out);
    # a group the cache answers weighs nothing
    heavy = [
        gr
        for gr in order
        if (first is None or gr != first[:2])
        and weight[gr] > 0
        and gr not in helper.offered  # its first unit, given already
        # the graph-free analysis of a group whose graph is too large takes up to the whole
        # memory allowed: here, never beside another process's work
        and graph_fits(bench, *gr)
    ]
    if not helper.offered and len([gr for gr in heavy if not variant_by_key(gr[0]).prefix]) < 2:
        helper.stop()
        return None
    # the rest of the work stays here: the current rules', and the graph-free passes
    if helper.offered:
        helper.add(shared_units(bench, heavy))
    else:
        helper.give(shared_units(bench, heavy), cap)
    return helper


def _early_unit(
    bench: Workbench,
    order: list[tuple[str, int]],
    first: tuple[str, int, int] | None,
    cap: int | None,
) -> list[list[tuple[str, int]]]:
    """The first minimum length's Super variants, but the current rules': a unit to give the
    second process before the shares are worked out (none where the cache answers one of
    them)."""
    digest = bench.list_digest()
    m = TABLE_MIN_LENGTHS[0]
    unit: list[tuple[str, int]] = [
        (v, m) for v in INFIX_KEYS if (v, m) in order and (first is None or (v, m) != first[:2])
    ]
    if not unit or any(
        all(cached_row(bench, digest, *gr, n, cap) for n in TABLE_PLAYERS) for gr in unit
    ):
        return []
    return [unit]


def _all_cached(bench: Workbench, order: list[tuple[str, int]], cap: int | None) -> bool:
    """Does the cache answer every row of the table?"""
    digest = bench.list_digest()
    return digest is not None and all(
        cached_row(bench, digest, *gr, n, cap) for gr in order for n in TABLE_PLAYERS
    )


def work_order(first: tuple[str, int, int] | None = None) -> list[tuple[str, int]]:
    """The table's groups (variant, minimum length) in the order they are worked out: the
    current rules' (``first``), Ghost's and Anti-Ghost's, the Super variants a minimum length
    at a time (SuperGhost's graph serves SuperDuperGhost and Xghost of its minimum length:
    :meth:`~ghost_gui.core.analysis.results.Workbench.infix_graph`), then Anaghost's."""
    from ..play.variants import VARIANTS

    groups: list[tuple[str, int]] = [(v, m) for v in VARIANTS for m in TABLE_MIN_LENGTHS]
    cheap = [gr for gr in groups if variant_by_key(gr[0]).prefix]
    infix: list[tuple[str, int]] = [(v, m) for m in TABLE_MIN_LENGTHS for v in INFIX_KEYS]
    order = cheap + infix + [gr for gr in groups if gr not in cheap and gr not in infix]
    if first is not None and first[:2] in order:
        order.remove(first[:2])
        order.insert(0, first[:2])
    return order


#: a group of Ghost or Anti-Ghost, in CPU seconds (the family list's take 0.05-0.1 s): counted
#: without loading the list, which a table the cache answers never does
_PREFIX_GROUP_SECONDS = 0.1


def progress_weights(
    bench: Workbench, order: list[tuple[str, int]], cap: int | None = CARD_SIZE_CAP
) -> dict[tuple[str, int], float]:
    """Each group's share of the table's progress bar, so that the bar moves with the time
    the work takes: a Super or Anaghost group's estimated cost (:func:`group_cost`), 0 for one
    the cache answers, a tenth of a second for Ghost's and Anti-Ghost's. Anaghost's
    groups whose graphs are too large are one pass, which the first of them in ``order``
    does: it carries their whole cost."""
    digest = bench.list_digest()
    weight: dict[tuple[str, int], float] = {}
    for gr in order:
        if variant_by_key(gr[0]).prefix:
            weight[gr] = _PREFIX_GROUP_SECONDS
        elif all(cached_row(bench, digest, *gr, n, cap) for n in TABLE_PLAYERS):
            weight[gr] = 0.0
        else:
            weight[gr] = max(group_cost(bench, *gr), 1e-9)
    shared = [
        gr
        for gr in order
        if variant_by_key(gr[0]).pool and weight[gr] > 0 and not graph_fits(bench, *gr)
    ]
    if shared:
        weight[shared[0]] = sum(weight[gr] for gr in shared)
        weight.update(dict.fromkeys(shared[1:], 0.0))
    return weight


def shared_units(bench: Workbench, heavy: list[tuple[str, int]]) -> list[list[tuple[str, int]]]:
    """The groups of ``heavy`` in the units the two processes share as they go, the costliest
    first (by :func:`group_cost`), so that the last to be done are small and both processes
    end about together. The Super variants of one minimum length are one unit (they share
    SuperGhost's graph), and so are Anaghost's groups, whose graphs can be large, unless both
    graphs fit in memory at once."""
    pooled = [gr for gr in heavy if variant_by_key(gr[0]).pool]
    by_length: dict[int, list[tuple[str, int]]] = {}
    for gr in heavy:
        if gr[0] in INFIX_KEYS:
            by_length.setdefault(gr[1], []).append(gr)
    units = list(by_length.values())
    units += [[gr] for gr in heavy if gr not in pooled and gr[0] not in INFIX_KEYS]
    if pooled and not pools_fit_together(bench, pooled):
        units.append(pooled)
    else:
        units += [[gr] for gr in pooled]
    cost = {gr: group_cost(bench, *gr) for gr in heavy}
    return sorted(units, key=lambda u: sum(map(cost.__getitem__, u)), reverse=True)


def _group_rows(
    bench: Workbench,
    v: str,
    m: int,
    first: tuple[str, int, int] | None,
    cancel: CancelCheck | None,
    progress: Progress | None,
    done: float,
    share: float,
    skip: set[int],
    tell: Callable[[tuple[str, int, int], SummaryRow], None],
    left_out: Callable[[tuple[str, int], TooLargeError], None],
    cap: int | None,
) -> float:
    """One variant's and minimum length's rows, here; the share of the work done after it."""
    if m in skip:
        return done + share

    def part(f: float, d: float = done, s: float = share) -> None:
        if progress is not None:
            progress(d + s * f)

    part(0.0)
    players = list(TABLE_PLAYERS)
    if first is not None and first[:2] == (v, m) and first[2] in players:
        players.remove(first[2])
        players.insert(0, first[2])
    try:
        group_rows(bench, v, m, players, cancel, part, tell, cap)
    except NoCountingWordsError:
        skip.add(m)
    except TooLargeError as exc:
        left_out((v, m), exc)
    return done + share
