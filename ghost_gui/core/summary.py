"""The summary table of "Who wins?" and the command line's ``table``: who wins and the
card sizes for every variant, minimum lengths 3 and 4 and 2-4 players, from one
:class:`~ghost_gui.core.results.Workbench`."""

from __future__ import annotations

import gc
import logging
from typing import TYPE_CHECKING, Any, BinaryIO, NamedTuple

from .errors import NoCountingWordsError, TooLargeError
from .levels import Analysis
from .passes import CancelCheck, Progress, let_go
from .results import CARD_CHOICE, Workbench
from .variants import Variant, variant_by_key

if TYPE_CHECKING:
    from collections.abc import Callable
    from pathlib import Path

    from .cards import CostLayout, TreeCard, WordCard
    from .solver import Solver

    Card = WordCard | TreeCard

log = logging.getLogger(__name__)

#: the summary table: every variant, these minimum lengths and player counts
TABLE_MIN_LENGTHS = (3, 4)
TABLE_PLAYERS = (2, 3, 4)


class SummaryRow(NamedTuple):
    analysis: Analysis
    #: per seat: words to remember (Ghost, Anti-Ghost) or plays to remember (Super variants)
    card_sizes: tuple[int, ...]
    #: the cards need the game graph, which would take more memory than allowed (Anaghost on
    #: a large list): ``card_sizes`` stays empty, the analysis is the graph-free one
    too_large: bool = False


def card_size(card: Card) -> int:
    """What a card asks a player to remember: its words, or its plays in the Super variants."""
    from .cards import TreeCard

    return card.decisions if isinstance(card, TreeCard) else len(card.words)


def summary_table(
    path: str | Path,
    *,
    use_cache: bool = True,
    cancel: CancelCheck | None = None,
    progress: Progress | None = None,
    keep_capitalized: bool = False,
    house: frozenset[str] = frozenset(),
    blocked: frozenset[str] = frozenset(),
    first: tuple[str, int, int] | None = None,
    on_row: Callable[[tuple[int, int, int], SummaryRow], None] | None = None,
    processes: int = 1,
    on_too_large: Callable[[tuple[str, int], TooLargeError], None] | None = None,
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

    Anaghost on a large list: when its game graph would take more memory than allowed
    (:mod:`~ghost_gui.core.budget`), its rows have the graph-free analysis and no card sizes
    (``too_large``); when even the analysis would, its group is left out of the table and
    ``on_too_large((variant, minimum length), error)`` says so.

    ``processes=2`` (the command line and the window, on a machine with a second core):
    the later half of the Super variants' groups that the cache cannot answer goes to a
    second process, started at once, while this one works through the rest; its rows are
    told as they arrive. Should it fail, its groups are worked out here."""
    from .variants import VARIANTS

    bench = Workbench(
        path, use_cache=use_cache, keep_capitalized=keep_capitalized, house=house, blocked=blocked
    )
    groups = [(v, m) for v in VARIANTS for m in TABLE_MIN_LENGTHS]
    cheap = [gr for gr in groups if variant_by_key(gr[0]).prefix]
    order = cheap + [gr for gr in groups if gr not in cheap]
    if first is not None and first[:2] in order:
        order.remove(first[:2])
        order.insert(0, first[:2])
    # a rough share of the work per group: the Super variants' graphs are most of it
    weight = {gr: 1.0 if gr in cheap else 10.0 for gr in groups}
    total, done = sum(weight.values()), 0.0
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

    helper: _Helper | None = None
    if processes > 1:
        digest = bench.list_digest()
        heavy = [
            gr
            for gr in order
            if gr not in cheap
            and (first is None or gr != first[:2])
            and not all(_cached_row(bench, digest, *gr, n) for n in TABLE_PLAYERS)
            # the graph-free analysis of a group whose graph is too large takes up to the
            # whole memory allowed: here, never beside another process's work
            and _graph_fits(bench, *gr)
        ]
        if len(heavy) >= 2:
            helper = _Helper.start(
                (
                    bench.path,
                    use_cache,
                    keep_capitalized,
                    bench.house,
                    bench.blocked,
                    heavy[len(heavy) // 2 :],
                )
            )

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

    try:
        for v, m in order:
            if helper is not None:
                helper.drain(tell, skip, left_out=left_out)
                if (v, m) in helper.groups:
                    continue
            done = _group_rows(
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
            )
        if helper is not None:  # what the second process has left to say
            helper.finish(tell, skip, cancel, lambda: overall(done), left_out)
            for v, m in helper.lost():  # it failed: worked out here
                done = _group_rows(
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
                )
    finally:
        if helper is not None:
            helper.stop()
    if progress is not None:
        progress(1.0)
    return [found[k] for k in sorted(found) if k[1] not in skip]


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
        if not variant_by_key(v).prefix:
            _graph_rows(bench, v, m, players, cancel, part, tell)
        else:
            for n in players:
                _, a = bench.analysis(v, m, n, cancel=cancel)
                tell((v, m, n), SummaryRow(a, ()))
                sizes = tuple(
                    card_size(bench.card(v, m, n, seat, cancel=cancel)[1]) for seat in range(n)
                )
                tell((v, m, n), SummaryRow(a, sizes))
    except NoCountingWordsError:
        skip.add(m)
    except TooLargeError as exc:
        left_out((v, m), exc)
    return done + share


# -- the second process -----------------------------------------------------------------------
#: what the second process is given: the list's path, use_cache, keep_capitalized, house and
#: blocked words, and its groups (variant, minimum length)
_Spec = tuple[str, bool, bool, frozenset[str], frozenset[str], list[tuple[str, int]]]
#: the hidden option that makes ``python -m ghost_gui`` (or the frozen app) the second process
PART_OPTION = "--summary-table-part"


def serve_part(source: BinaryIO, sink: BinaryIO) -> int:
    """The second process (``python -m ghost_gui --summary-table-part``): reads its
    :data:`_Spec` (a pickle) from ``source``, and writes to ``sink`` its groups' rows one by
    one as pickles ("row", rules, row); then ("group", (variant, minimum length)) or ("skip",
    minimum length) per group, after ("too_large", (variant, minimum length), the error's
    fields) for a group left out; ("error", text) if it fails."""
    import pickle

    def send(message: tuple[Any, ...]) -> None:
        pickle.dump(message, sink, protocol=pickle.HIGHEST_PROTOCOL)
        sink.flush()

    try:
        path, use_cache, keep_capitalized, house, blocked, groups = pickle.load(source)
        bench = Workbench(
            path,
            use_cache=use_cache,
            keep_capitalized=keep_capitalized,
            house=house,
            blocked=blocked,
        )
        for v, m in groups:
            try:
                _graph_rows(
                    bench,
                    v,
                    m,
                    list(TABLE_PLAYERS),
                    None,
                    lambda f: None,
                    lambda rules, row: send(("row", rules, row)),
                )
            except NoCountingWordsError:
                send(("skip", m))
            except TooLargeError as exc:  # its fields: the error itself does not unpickle
                send(("too_large", (v, m), (exc.variant, exc.fragments, exc.needed, exc.limit)))
            send(("group", (v, m)))
    except Exception as exc:  # told to the first process, which works the groups out itself
        send(("error", f"{type(exc).__name__}: {exc}"))
        return 1
    return 0


def _part_command() -> list[str]:
    """How to start the second process: the frozen app itself, or this Python with the package."""
    import sys

    if getattr(sys, "frozen", False):
        return [sys.executable, PART_OPTION]
    return [sys.executable, "-m", "ghost_gui", PART_OPTION]


class _Helper:
    """The second process of :func:`summary_table`, seen from the first: its messages are
    read on a thread of their own into a queue, which :meth:`drain` empties."""

    def __init__(self, process: Any, groups: list[tuple[str, int]]) -> None:
        import queue
        import threading

        self.process, self.groups = process, list(groups)
        self.finished: list[tuple[str, int]] = []
        self.failed = False
        self.messages: queue.SimpleQueue[tuple[Any, ...] | None] = queue.SimpleQueue()
        self.reader = threading.Thread(target=self._read, name="summary-table-part", daemon=True)
        self.reader.start()

    @classmethod
    def start(cls, spec: _Spec) -> _Helper | None:
        """A started second process, or None when none can be started here."""
        import os
        import pickle
        import subprocess
        from pathlib import Path

        env = dict(os.environ)
        package_parent = str(Path(__file__).resolve().parent.parent.parent)
        env["PYTHONPATH"] = os.pathsep.join(
            p for p in (package_parent, env.get("PYTHONPATH", "")) if p
        )
        process = None
        try:
            process = subprocess.Popen(
                _part_command(),
                stdin=subprocess.PIPE,
                stdout=subprocess.PIPE,
                stderr=subprocess.DEVNULL,
                env=env,
                creationflags=getattr(subprocess, "CREATE_NO_WINDOW", 0),
            )
            assert process.stdin is not None
            pickle.dump(spec, process.stdin, protocol=pickle.HIGHEST_PROTOCOL)
            process.stdin.close()
        except (
            OSError,
            ValueError,
            pickle.PicklingError,
        ) as exc:  # no second process: the first does it all
            if process is not None:
                process.kill()
                process.wait()
            log.warning("the summary table runs in one process: %s", exc)
            return None
        return cls(process, spec[5])

    def _read(self) -> None:
        import pickle

        try:
            while True:
                self.messages.put(pickle.load(self.process.stdout))
        except Exception:  # end of its output (or damage): None says so
            self.messages.put(None)

    def drain(
        self,
        tell: Callable[[tuple[str, int, int], SummaryRow], None],
        skip: set[int],
        wait: float = 0.0,
        left_out: Callable[[tuple[str, int], TooLargeError], None] | None = None,
    ) -> bool:
        """Tell what has arrived (waiting up to ``wait`` seconds for something); False once
        the second process has nothing more to say."""
        import queue

        while not self.failed and len(self.finished) < len(self.groups):
            try:
                message = (
                    self.messages.get(timeout=wait) if wait > 0 else self.messages.get_nowait()
                )
            except queue.Empty:
                break
            wait = 0.0
            if message is None or message[0] == "error":
                log.warning(
                    "the summary table's second process failed (%s): this one works out its part",
                    message[1] if message else "it ended before its work was done",
                )
                self.failed = True
            elif message[0] == "row":
                tell(message[1], message[2])
            elif message[0] == "skip":
                skip.add(message[1])
            elif message[0] == "too_large":
                if left_out is not None:
                    left_out(message[1], TooLargeError(*message[2]))
            elif message[0] == "group":
                self.finished.append(message[1])
        return not self.failed and len(self.finished) < len(self.groups)

    def finish(
        self,
        tell: Callable[[tuple[str, int, int], SummaryRow], None],
        skip: set[int],
        cancel: CancelCheck | None,
        moved: Callable[[], None],
        left_out: Callable[[tuple[str, int], TooLargeError], None] | None = None,
    ) -> None:
        """Wait for the rest (cancellable), calling ``moved`` as it goes."""
        from .passes import check

        while self.drain(tell, skip, wait=0.05, left_out=left_out):
            moved()
            check(cancel)
        moved()

    def lost(self) -> list[tuple[str, int]]:
        """The groups it did not finish (it failed)."""
        return [gr for gr in self.groups if gr not in self.finished]

    def stop(self) -> None:
        if self.process.poll() is None:
            self.process.kill()
        self.process.wait()
        self.reader.join(5)
        if self.process.stdout is not None:
            self.process.stdout.close()


def table_place(variant_key: str, min_length: int, players: int) -> tuple[int, int, int]:
    """Where a row goes in the summary table: by variant, minimum length, players."""
    from .variants import VARIANTS

    return list(VARIANTS).index(variant_key), min_length, players


def _graph_rows(
    bench: Workbench,
    variant_key: str,
    min_length: int,
    players: list[int],
    cancel: CancelCheck | None,
    part: Progress,
    tell: Callable[[tuple[str, int, int], SummaryRow], None],
) -> None:
    """The Super variants' rows: answered from the cache when it has them, else on one game
    graph built for the group and solved per player count (the cards need it). The graph
    and the solved values are not stored: the answers and the sizes are (small), the graph
    is not (tens of MB, and the table never plays). A graph that would take more memory
    than allowed is not built: the rows get the graph-free analysis, marked ``too_large``
    (:class:`TooLargeError` when even that would not fit)."""
    from . import answers

    rows: dict[int, Analysis] = {}
    todo: list[int] = []
    digest = bench.list_digest()
    for n in players:
        hit = _cached_row(bench, digest, variant_key, min_length, n)
        if hit is not None:
            tell((variant_key, min_length, n), hit)
        else:
            todo.append(n)
    if not todo:
        return
    from .solver import Solver

    lexicon = bench.lexicon(min_length)
    variant = variant_by_key(variant_key)
    if variant.pool:
        from .budget import check_fits

        try:
            check_fits(lexicon.sorted_words, variant, graph=True)
        except TooLargeError:
            for j, n in enumerate(todo):
                _, a = bench.analysis(variant_key, min_length, n, cancel=cancel)
                tell((variant_key, min_length, n), SummaryRow(a, (), too_large=True))
                _store_sizes(bench, digest, variant_key, min_length, n, _too_large_mark())
                part((j + 1) / len(todo))
            return
    graph = None
    solvers: dict[int, Solver] = {}
    for n in todo:
        solver = solvers[n] = Solver(lexicon, variant, n, use_cache=False, graph=graph)
        solver.solve(cancel, None if graph is not None else (lambda f: part(0.2 * f)))
        graph = solver.graph
        a = rows[n] = solver.analysis()
        tell((variant_key, min_length, n), SummaryRow(a, ()))
        if digest is not None:
            from . import cache

            key = answers.analysis_key(digest, min_length, variant_key, n)
            if not answers.valid(cache.load_cached(*key), variant_key, min_length, n):
                cache.store_cached(*key, answers.record(bench.info.report._asdict(), a._asdict()))
    part(0.3)
    from .cards import cost_layout

    assert graph is not None
    # The layout is a list per fragment. With the collector on, the young generation filled
    # with them and its next collection walked them all (45 ms of the window's time); it
    # stays off until they are let go, a chunk at a time, so none of them is ever walked.
    collecting = gc.isenabled()
    gc.disable()
    layout = None
    try:
        layout = cost_layout(graph, cancel)  # the graph's: every player count's passes share it
        for j, n in enumerate(todo):
            sizes = tree_card_sizes(solvers.pop(n), layout, cancel)
            tell((variant_key, min_length, n), SummaryRow(rows[n], sizes))
            _store_sizes(bench, digest, variant_key, min_length, n, sizes)
            part(0.3 + 0.7 * (j + 1) / len(todo))
    finally:
        if layout is not None:
            let_go(layout.kids)
            for level in layout.levels:
                let_go(level.columns)
        if collecting:
            gc.enable()


def _sizes_key(
    bench: Workbench, digest: str | None, variant_key: str, min_length: int, players: int
) -> tuple[str, str] | None:
    if digest is None:
        return None
    from . import cache

    lexicon_key = cache.cache_key("lexicon", digest, min_length)
    return "table-sizes", cache.cache_key(
        "table-sizes", lexicon_key, variant_key, players, f"cards-{CARD_CHOICE}"
    )


def _graph_fits(bench: Workbench, variant_key: str, min_length: int) -> bool:
    """Would the group's game graph fit in the memory allowed? (Only Anaghost's may not.)"""
    variant = variant_by_key(variant_key)
    if not variant.pool:
        return True
    from .budget import check_fits

    try:
        check_fits(bench.lexicon(min_length).sorted_words, variant, graph=True)
    except TooLargeError:
        return False
    except NoCountingWordsError:  # the group itself says so
        return True
    return True


def _too_large_mark() -> tuple[str, int, int]:
    """Stored in place of the card sizes of a group whose graph is too large, so a warm
    table need not estimate again; it names the budget, so another budget estimates anew."""
    from .budget import GRAPH_BYTES, MEMORY_LIMIT

    return "too-large", MEMORY_LIMIT, GRAPH_BYTES


def _cached_row(
    bench: Workbench, digest: str | None, variant_key: str, min_length: int, players: int
) -> SummaryRow | None:
    """A graph variant's row from the cache: its analysis and its card sizes (plain data),
    or that its cards are too large; None when not stored."""
    key = _sizes_key(bench, digest, variant_key, min_length, players)
    if key is None:
        return None
    from . import cache

    sizes = cache.load_cached(*key)
    if sizes == _too_large_mark():
        _, a = bench.analysis(variant_key, min_length, players)  # stored before the mark
        return SummaryRow(a, (), too_large=True)
    if not (
        isinstance(sizes, tuple) and len(sizes) == players and all(type(x) is int for x in sizes)
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
    sizes: tuple[int, ...] | tuple[str, int, int],
) -> None:
    key = _sizes_key(bench, digest, variant_key, min_length, players)
    if key is not None:
        from . import cache

        cache.store_cached(*key, sizes)


def _children_ids(solver: Solver) -> list[list[int]]:
    """Each node's children in the solver's graph, by id (the same for any player count)."""
    g = solver.graph
    assert g is not None
    kids: list[list[int]] = [[] for _ in range(len(g))]
    for k in range(g.max_length):
        for c, q in zip(g.edge_child[k], g.edge_parent[k]):
            kids[q].append(c)
    return kids


def _play_order(variant: Variant, parent: str, child: str) -> tuple[bool, bool, int, str]:
    """The sort key of the play that makes ``child`` from ``parent`` (see Play.__lt__): the
    first of the variant's candidate plays that makes it, as ``Solver.children`` keeps (the
    letters of ``child`` stand in for the alphabet: they hold the one played)."""
    play = variant.candidate_plays(parent, "".join(sorted(set(child)))).get(child)
    if play is None:
        raise AssertionError(f"{child!r} is not a child of {parent!r}")
    return play.sort_key()


def tree_card_sizes(
    solver: Solver, layout: CostLayout | None = None, cancel: CancelCheck | None = None
) -> tuple[int, ...]:
    """Every seat's tree-card size (``make_card(solver, seat).decisions``) without making
    the cards: the same costs (``card_costs``, a column at a time on the graph's ``layout``:
    see ``cards.cost_layout``) and the same choice of play at each of the seat's turns (the
    least cost, ties to the least play), walked on node ids. Only what a card holds (its
    nodes, plays and grouped tree) is left out: it was most of the time, in
    ``Solver.children``."""
    from .cards import card_costs, cost_layout
    from .passes import check

    g, _ = solver.solved()
    if layout is None:
        layout = cost_layout(g, cancel)
    kids = layout.kids if layout is not None else _children_ids(solver)
    terminal, fragments, n, variant = g.terminal, g.fragments, solver.players, solver.variant
    turn = bytearray(len(g))  # whose turn it is at each node
    for k, (lo, hi) in enumerate(g.level_span):
        turn[lo:hi] = bytes([k % n]) * (hi - lo)
    sizes = []
    key: list[int] = []
    for seat in range(n):
        let_go(key)  # the last seat's big integers, a chunk at a time
        key = card_costs(solver, seat, tree=True, cancel=cancel, layout=layout)

        def others(x: int, s: int = seat) -> list[int]:
            """The seat's next turns (or ends of the round) after x, whatever the others play."""
            out, todo, seen = [], [x], set()
            while todo:
                y = todo.pop()
                if y in seen:
                    continue
                seen.add(y)
                if terminal[y] or turn[y] == s:
                    out.append(y)
                else:
                    todo.extend(kids[y])
            return out

        decided: set[int] = set()
        decisions = 0
        root = g.index[""]
        todo = [root] if turn[root] == seat else others(root)
        while todo:
            i = todo.pop()
            if terminal[i] or i in decided:
                continue
            decided.add(i)
            ks = kids[i]
            decisions += len(ks) > 1  # a forced play is no decision
            best = min(map(key.__getitem__, ks))
            ties = [c for c in ks if key[c] == best]
            f = fragments[i]
            after = (
                ties[0]
                if len(ties) == 1
                else min(ties, key=lambda c: _play_order(variant, f, fragments[c]))
            )
            if not terminal[after]:
                todo.extend(others(after))
            if len(decided) % 4096 == 0:
                check(cancel)
        sizes.append(decisions)
    let_go(key)
    return tuple(sizes)
