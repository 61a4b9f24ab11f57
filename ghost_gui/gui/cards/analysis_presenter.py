"""Who wins with perfect play, without widgets: the presenter behind the "Who wins?" view.

It owns the view's jobs (the current rules' answer, then on request the summary table across
variants, minimum lengths 3 and 4 and 2-4 players) and publishes what there is to draw as
one immutable :class:`AnalysisState` after every change. The view draws the state and sends
intents (:meth:`compute_table`, :meth:`export_csv`, :meth:`close`); it never calls the engine.
"""

from __future__ import annotations

import csv
import io
import os
from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Any

from PySide6.QtCore import QObject, Signal

from ...core.analysis.results import Workbench
from ...core.analysis.summary import summary_table
from ...core.analysis.summary_rows import SummaryRow
from ...core.cards.card_sizes import CARD_SIZE_CAP
from ...core.errors import Cancelled
from ...core.solving.solver import Analysis
from ...core.storage.atomic_files import write_for_person
from ..jobs import JobKind, Jobs

CSV_HEADER = ("variant", "min_length", "players", "losers", "winning_first_moves", "card_sizes")

#: a summary row as plain values (variant key, 1-based seats), as in the CSV; its card sizes
#: are empty while they are being worked out, or when they would not fit in memory; a size
#: past the table's cap is ">" and the cap (">500": more than 500, not counted further)
RowValues = tuple[str, str, str, str, str, str]
#: a row's place in the table's order: variant, minimum length, players
Place = tuple[int, int, int]


def row_values(r: SummaryRow, cap: int | None = CARD_SIZE_CAP) -> RowValues:
    a = r.analysis
    return (
        a.variant,
        str(a.min_length),
        str(a.players),
        " ".join(str(s + 1) for s in a.losers),
        " ".join(a.winning_first_moves),
        " / ".join(f">{cap}" if x is None else str(x) for x in r.card_sizes),
    )


def over_cap(sizes: str) -> str | None:
    """The cap of a size past it (">500" gives "500"); None for a size counted."""
    return sizes[1:] if sizes.startswith(">") else None


@dataclass(frozen=True)
class AnalysisState:
    """What the "Who wins?" view shows."""

    #: the current game's rules: variant key, minimum length, players
    rules: tuple[str, int, int]
    #: the current rules' answer, once known
    current: Analysis | None = None
    #: why the last piece of work failed (never a cancellation)
    problem: Exception | None = None
    #: a job runs: the current rules' ("current") or the summary table's ("table")
    working: str | None = None
    #: how far the running job is, 0 to 1
    progress: float = 0.0
    #: the summary table was asked for (its legend is shown from then on)
    table_asked: bool = False
    #: the table's rows so far, in the table's order
    rows: tuple[RowValues, ...] = ()
    #: every row is in: a row without card sizes now has none (too large)
    table_complete: bool = False

    def is_current(self, row: RowValues) -> bool:
        variant, min_length, players = self.rules
        return row[:3] == (variant, str(min_length), str(players))


class _RowFeed(QObject):
    """Carries the table's rows from the worker to the presenter's thread as each is
    ready: the table's generation, the row's place, its values."""

    row = Signal(int, object, object)


class AnalysisPresenter(QObject):
    #: the new AnalysisState, after every change
    changed = Signal(object)

    def __init__(
        self,
        bench: Workbench,
        variant: str,
        min_length: int,
        players: int,
        jobs: Jobs,
        parent: QObject | None = None,
        card_cap: int = CARD_SIZE_CAP,
    ) -> None:
        super().__init__(parent)
        self.bench, self.jobs = bench, jobs
        #: the table's card sizes stop counting past this
        self.card_cap = card_cap
        self.state = AnalysisState((variant, min_length, players))
        self._lane = id(self)  # each open view has its own newest request
        #: the table being filled (a row of an older one is dropped) and its rows so far
        self._generation = 0
        self._rows: dict[Place, RowValues] = {}
        self._feed = _RowFeed(self)
        self._feed.row.connect(self.row_ready)  # queued: the feed lives on this thread

    def _publish(self, **changes: Any) -> None:
        self.state = replace(self.state, **changes)
        self.changed.emit(self.state)

    def _start(
        self, what: str, job: Callable[..., Any], done: Callable[[Any], None], **changes: Any
    ) -> None:
        def error(exc: Exception) -> None:
            if isinstance(exc, Cancelled):
                self._publish(working=None)
            else:
                self._publish(working=None, problem=exc)

        self._publish(working=what, progress=0.0, problem=None, **changes)
        self.jobs.submit(
            JobKind.ANALYSIS,
            job,
            done,
            error,
            lambda f: self._publish(progress=f),
            lane=self._lane,
        )

    # -- intents ---------------------------------------------------------------------------
    def start(self) -> None:
        """Work out the current rules' answer."""
        variant, min_length, players = self.state.rules
        bench = self.bench

        def job(cancel: Callable[[], bool], progress: Callable[[float], None]) -> Analysis:
            return bench.analysis(variant, min_length, players, cancel=cancel, progress=progress)[1]

        self._start("current", job, lambda a: self._publish(working=None, current=a))

    def compute_table(self) -> None:
        """Every row as soon as its answer is known, the current rules' first; the card sizes
        follow (see ``summary_table``). The rows are kept in the table's order."""
        b, feed, cap = self.bench, self._feed, self.card_cap
        self._generation = generation = self._generation + 1
        self._rows = {}

        def job(cancel: Callable[[], bool], progress: Callable[[float], None]) -> list[RowValues]:
            def on_row(place: Place, r: SummaryRow) -> None:
                if not cancel():
                    feed.row.emit(generation, place, row_values(r, cap))

            return [
                row_values(r, cap)
                for r in summary_table(
                    b.path,
                    cancel=cancel,
                    progress=progress,
                    keep_capitalized=b.keep_capitalized,
                    language=b.language,
                    house=b.house,
                    blocked=b.blocked,
                    first=self.state.rules,
                    on_row=on_row,
                    processes=min(2, os.cpu_count() or 1),
                    card_cap=cap,
                    take_prefix=False,  # their long calls would hold the window up
                )
            ]

        def done(rows: list[RowValues]) -> None:
            self._rows = {}
            self._publish(working=None, rows=tuple(rows), table_complete=True)

        self._start("table", job, done, table_asked=True, rows=(), table_complete=False)

    def row_ready(self, generation: int, place: Place, row: RowValues) -> None:
        """One row of the table being filled (again, once its card sizes are known)."""
        if generation != self._generation or self.state.table_complete:
            return  # a table asked for before this one, or one already complete
        self._rows[place] = tuple(row)  # type: ignore[assignment]
        self._publish(rows=tuple(self._rows[p] for p in sorted(self._rows)))

    def export_csv(self, path: str, over_cap_note: str = "") -> None:
        """The complete table as CSV, written whole or not at all (``write_for_person``:
        raises ``OSError`` or ``IncompleteFileError``). A table with a card size past the cap
        ends with ``over_cap_note``, a line that says what ">500" means (the view words it)."""
        text = io.StringIO(newline="")
        out = csv.writer(text)
        out.writerow(CSV_HEADER)
        out.writerows(self.state.rows)
        if over_cap_note and any(">" in row[5] for row in self.state.rows):
            out.writerow([over_cap_note])
        write_for_person(path, text.getvalue().encode("utf-8"))

    def close(self) -> None:
        """The view is closed: its work stops."""
        self.jobs.cancel(JobKind.ANALYSIS, lane=self._lane)
