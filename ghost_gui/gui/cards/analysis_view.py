"""Who wins with perfect play: the current rules, and the summary table across variants,
minimum lengths 3 and 4 and 2-4 players, computed on a worker and exportable to CSV."""

from __future__ import annotations

import csv
import os
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QLocale, QObject, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QHeaderView,
    QLabel,
    QMessageBox,
    QProgressBar,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ...core.alphabets import capitals
from ...core.analysis.results import Workbench
from ...core.analysis.summary import summary_table
from ...core.analysis.summary_rows import SummaryRow
from ...core.errors import Cancelled, NoCountingWordsError, TooLargeError
from ...core.play.variants import variant_by_key
from ..jobs import JobKind, Jobs
from ..screen_fit import fit_dialog
from ..texts.error_texts import error_text
from ..texts.setup_names import short_variant_name, variant_name

CSV_HEADER = ["variant", "min_length", "players", "losers", "winning_first_moves", "card_sizes"]


class _RowFeed(QObject):
    """Carries the summary table's rows from the worker to the window as each is ready
    (queued to the window's thread): the table's generation, the row's place, its values."""

    row = Signal(int, object, object)


def _row_values(r: SummaryRow) -> list[str]:
    """A row as plain values (variant keys, 1-based seats), as in the CSV; the card sizes
    are empty while they are being worked out."""
    a = r.analysis
    return [
        a.variant,
        str(a.min_length),
        str(a.players),
        " ".join(str(s + 1) for s in a.losers),
        " ".join(a.winning_first_moves),
        " / ".join(map(str, r.card_sizes)),
    ]


class AnalysisView(QDialog):
    def __init__(
        self,
        bench: Workbench,
        variant: str,
        min_length: int,
        players: int,
        jobs: Jobs,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.bench, self.variant, self.min_length, self.players = (
            bench,
            variant,
            min_length,
            players,
        )
        self.jobs = jobs
        self._lane = id(self)  # each open view has its own newest request
        # the summary table as plain values (variant keys, 1-based seats), as in the CSV
        self.rows: list[list[str]] = []
        #: while the table fills: which table is being filled, and its rows' places so far
        self._generation = 0
        self._places: list[tuple[int, int, int]] = []
        self.setWindowTitle(self.tr("Who wins with perfect play?"))
        fit_dialog(self, 960, 600)
        layout = QVBoxLayout(self)
        self.headline = QLabel(self.tr("Working it out…"))
        self.headline.setObjectName("analysisHeadline")
        self.headline.setWordWrap(True)
        layout.addWidget(self.headline)
        self.summary = QLabel("")
        self.summary.setWordWrap(True)
        layout.addWidget(self.summary)
        self.table = QTableWidget(0, 6)
        self.table.setHorizontalHeaderLabels(
            [
                self.tr("Variant"),
                self.tr("Shortest word"),
                self.tr("Players"),
                self.tr("Who loses"),
                self.tr("Winning first letters"),
                self.tr("Card sizes"),
            ]
        )
        for column, tip in (
            (
                3,
                self.tr(
                    "The players who lose when everyone plays perfectly, numbered in the order they play"
                ),
            ),
            (4, self.tr("The letters player 1 can start with and still be sure not to lose")),
            (
                5,
                self.tr(
                    "How much each player must learn by heart to play perfectly, player 1 first: "
                    "words (Ghost, Anti-Ghost) or plays (the other variants)"
                ),
            ),
        ):
            item = self.table.horizontalHeaderItem(column)
            if item is not None:
                item.setToolTip(tip)
        self.table.verticalHeader().hide()
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QTableWidget.SelectionBehavior.SelectRows)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(
            4, QHeaderView.ResizeMode.Stretch
        )  # the letters take what is left
        layout.addWidget(self.table, 1)
        self.legend = QLabel(
            self.tr(
                "<b>Who loses</b>: the players, numbered in the order they play, who lose if everyone plays "
                "perfectly. “2 3” means the loser is player 2 or player 3: which one depends on choices that "
                "are equally safe for the players making them.<br><b>Card sizes</b>: how much each player, "
                "player 1 first, must learn by heart to be sure of that result. “4 / 175 / 468” means 4 words "
                "for player 1, 175 for player 2 and 468 for player 3 (in the variants other than Ghost and "
                "Anti-Ghost, plays to remember instead of words)."
            )
        )
        self.legend.setWordWrap(True)
        self.legend.hide()  # shown with the table
        layout.addWidget(self.legend)
        self.progress = QProgressBar()
        self.progress.setRange(0, 100)
        self.progress.hide()
        layout.addWidget(self.progress)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.table_button = QPushButton(self.tr("Summary table"))
        self.table_button.setToolTip(
            self.tr("Every variant with words of 3 and 4 letters, for 2, 3 and 4 players")
        )
        self.table_button.clicked.connect(self.compute_table)
        self.csv_button = QPushButton(self.tr("Export CSV…"))
        self.csv_button.clicked.connect(self._export)
        self.csv_button.setEnabled(False)
        buttons.addButton(self.table_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.addButton(self.csv_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self._start(self._current_job, self._show_current)

    # -- running jobs ----------------------------------------------------------------------
    def _start(self, job: Callable[..., Any], done: Callable[[Any], None]) -> None:
        def result(value: Any) -> None:
            self._finish()
            done(value)

        def error(exc: Exception) -> None:
            self._finish()
            self._show_error(exc)

        self.progress.setValue(0)
        self.progress.show()
        self.jobs.submit(
            JobKind.ANALYSIS,
            job,
            result,
            error,
            lambda f: self.progress.setValue(int(100 * f)),
            lane=self._lane,
        )

    def _finish(self) -> None:
        self.progress.hide()
        self.table_button.setEnabled(True)

    def _show_error(self, exc: Exception) -> None:
        if isinstance(exc, Cancelled):
            return
        self.headline.setText(
            error_text(exc)
            if isinstance(exc, (NoCountingWordsError, TooLargeError))
            else self.tr("The analysis failed: %1").replace("%1", error_text(exc))
        )

    # -- the current rules -----------------------------------------------------------------
    def _current_job(self, cancel: Callable[[], bool], progress: Callable[[float], None]) -> Any:
        return self.bench.analysis(
            self.variant, self.min_length, self.players, cancel=cancel, progress=progress
        )[1]

    def _show_current(self, a: Any) -> None:
        self.headline.setText(self.verdict(a))
        first = capitals(" ".join(a.winning_first_moves))
        openings = (
            self.tr("Winning first letters for player 1: %1.").replace("%1", first)
            if first
            else self.tr("Player 1 has no winning first letter.")
        )
        self.summary.setText(
            self.tr("%1, words of %2+ letters, %3 players: %4 counting words, %5 fragments.")
            .replace("%1", variant_name(a.variant))
            .replace("%2", str(a.min_length))
            .replace("%3", str(a.players))
            .replace("%4", QLocale().toString(a.words))
            .replace("%5", QLocale().toString(a.fragments))
            + " "
            + openings
        )

    def verdict(self, a: Any) -> str:
        """Who wins, in one sentence."""
        losers = [s + 1 for s in a.losers]
        if a.players == 2 and len(losers) == 1:
            winner = 3 - losers[0]
            return self.tr("With perfect play, player %1 wins.").replace("%1", str(winner))
        if len(losers) == 1:
            return self.tr("With perfect play, player %1 loses; everyone else is safe.").replace(
                "%1", str(losers[0])
            )
        return self.tr(
            "With perfect play, the loser is one of players %1: which one depends on choices that are equally safe for the players making them."
        ).replace("%1", ", ".join(map(str, losers)))

    # -- the summary table -----------------------------------------------------------------
    def compute_table(self) -> None:
        """Every row as soon as its answer is known, the current rules' first; the card sizes
        follow (see ``summary_table``). The rows are shown in the table's order."""
        self.table_button.setEnabled(False)
        self.csv_button.setEnabled(False)
        b = self.bench
        self._generation = generation = self._generation + 1
        self._places = []
        self.table.setRowCount(0)
        self.legend.show()
        feed = self._feed = _RowFeed(self)
        feed.row.connect(self._add_row)  # queued: the feed lives on the window's thread

        def job(cancel: Callable[[], bool], progress: Callable[[float], None]) -> list[list[str]]:
            def on_row(place: tuple[int, int, int], r: SummaryRow) -> None:
                if not cancel():
                    feed.row.emit(generation, place, _row_values(r))

            return [
                _row_values(r)
                for r in summary_table(
                    b.path,
                    cancel=cancel,
                    progress=progress,
                    keep_capitalized=b.keep_capitalized,
                    house=b.house,
                    blocked=b.blocked,
                    first=(self.variant, self.min_length, self.players),
                    on_row=on_row,
                    processes=min(2, os.cpu_count() or 1),
                )
            ]

        self._start(job, self._show_table)

    def _add_row(self, generation: int, place: tuple[int, int, int], row: list[str]) -> None:
        if generation != self._generation:
            return  # a table asked for before this one
        if place in self._places:
            r = self._places.index(place)
        else:
            self._places.append(place)
            self._places.sort()
            r = self._places.index(place)
            self.table.insertRow(r)
        self._show_row(r, row)

    def _show_table(self, rows: list[list[str]]) -> None:
        self.rows = rows
        self.csv_button.setEnabled(bool(rows))
        self.legend.show()
        self._places = []
        self.table.setRowCount(len(rows))
        for r, row in enumerate(rows):
            self._show_row(r, row, final=True)
        self.table.setCurrentCell(-1, -1)

    def _show_row(self, r: int, row: list[str], *, final: bool = False) -> None:
        """One row; ``final``: the table is complete, so a row still without card sizes has
        none (the cards would not fit in memory: Anaghost on a large list)."""
        bold = QFont(self.table.font())
        bold.setBold(True)
        current = row[:3] == [self.variant, str(self.min_length), str(self.players)]
        # the short name ("Anti-Ghost", not its explanation in brackets) keeps the table narrow
        long_name = variant_name(row[0])
        sizes = row[5] or (self.tr("too large") if final else "…")
        shown = [short_variant_name(row[0])] + row[1:4] + [capitals(row[4]) or "—", sizes]
        tips = [
            long_name if long_name != shown[0] else "",
            "",
            "",
            self._losers_tip(row[3]),
            "",
            self._sizes_tip(row[0], row[5], final),
        ]
        for c, text in enumerate(shown):
            item = QTableWidgetItem(text)
            tip = tips[c]
            if current:
                item.setFont(bold)
                tip = self.tr("The rules of the current game") + ("\n" + tip if tip else "")
            if tip:
                item.setToolTip(tip)
            self.table.setItem(r, c, item)

    def _losers_tip(self, losers: str) -> str:
        seats = losers.split()
        if len(seats) == 1:
            return self.tr("With perfect play, player %1 loses.").replace("%1", seats[0])
        return self.tr(
            "With perfect play, one of players %1 loses: which one depends on choices that are "
            "equally safe for the players making them."
        ).replace("%1", ", ".join(seats))

    def _sizes_tip(self, variant: str, sizes: str, final: bool = False) -> str:
        if not sizes and final:
            return self.tr(
                "The cards of these rules would need more memory than this computer allows: "
                "a smaller word list has them."
            )
        if not sizes:
            return self.tr("Still working out the cards…")
        # Ghost and Anti-Ghost cards are words to spell out; the others' are plays
        words = variant_by_key(variant).prefix
        lines = [
            (
                self.tr("Player %1: %2 words to learn")
                if words
                else self.tr("Player %1: %2 plays to learn")
            )
            .replace("%1", str(seat))
            .replace("%2", n)
            for seat, n in enumerate(sizes.split(" / "), 1)
        ]
        return "\n".join(lines)

    def export_csv(self, path: str) -> None:
        with open(path, "w", newline="", encoding="utf-8") as fh:
            out = csv.writer(fh)
            out.writerow(CSV_HEADER)
            out.writerows(self.rows)

    def _export(self) -> None:
        path, _ = QFileDialog.getSaveFileName(
            self,
            self.tr("Export the table as CSV"),
            "ghost-summary.csv",
            self.tr("CSV files (*.csv)"),
        )
        if not path:
            return
        try:
            self.export_csv(path)
        except OSError as exc:
            QMessageBox.warning(
                self,
                self.tr("Export CSV"),
                self.tr("Could not write %1: %2")
                .replace("%1", path)
                .replace("%2", exc.strerror or str(exc)),
            )

    def done(self, result: int) -> None:  # Qt override: stop the job when closed
        self.jobs.cancel(JobKind.ANALYSIS, lane=self._lane)
        super().done(result)
