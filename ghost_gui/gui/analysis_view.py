"""Who wins with perfect play: the current rules, and the summary table across variants,
minimum lengths 3 and 4 and 2-4 players, computed on a worker and exportable to CSV."""

from __future__ import annotations

import csv
from typing import Any, Callable

from PySide6.QtWidgets import (
    QDialog, QFileDialog, QHBoxLayout, QLabel, QProgressBar, QPushButton, QTableWidget, QTableWidgetItem,
    QVBoxLayout, QWidget,
)

from ..core.cards import TreeCard
from ..core.results import NoCountingWordsError, Workbench
from .names import VARIANT_KEYS, variant_name
from .workers import Pool, SyncPool, Worker


class AnalysisView(QDialog):
    def __init__(self, bench: Workbench, variant: str, min_length: int, players: int, parent: QWidget | None = None,
                 pool: "Pool | SyncPool | None" = None) -> None:
        super().__init__(parent)
        self.bench, self.variant, self.min_length, self.players = bench, variant, min_length, players
        self.pool = pool or Pool()
        self.rows: list[list[str]] = []
        self._worker: Worker | None = None
        self.setWindowTitle(self.tr("Who wins with perfect play?"))
        self.resize(900, 560)
        layout = QVBoxLayout(self)
        self.summary = QLabel(self.tr("Working it out…"))
        self.summary.setWordWrap(True)
        layout.addWidget(self.summary)
        self.table = QTableWidget(0, 6)
        self.table.setHorizontalHeaderLabels([
            self.tr("Variant"), self.tr("Shortest word"), self.tr("Players"), self.tr("Who loses"),
            self.tr("Winning first letters"), self.tr("Card sizes"),
        ])
        layout.addWidget(self.table, 1)
        self.progress = QProgressBar()
        self.progress.hide()
        layout.addWidget(self.progress)
        row = QHBoxLayout()
        self.table_button = QPushButton(self.tr("Summary table"))
        self.table_button.clicked.connect(self.compute_table)
        self.csv_button = QPushButton(self.tr("Export CSV…"))
        self.csv_button.clicked.connect(self._export)
        self.csv_button.setEnabled(False)
        row.addStretch(1)
        row.addWidget(self.table_button)
        row.addWidget(self.csv_button)
        layout.addLayout(row)
        self._start(self._current_job, self._show_current)

    def _start(self, job: Callable[..., Any], done: Callable[[Any], None]) -> None:
        if self._worker is not None:
            self._worker.cancel()
        worker = Worker(job)
        self._worker = worker
        def result(rid: int, value: Any) -> None:
            if self._worker is worker:
                done(value)

        worker.signals.result.connect(result)
        worker.signals.error.connect(lambda rid, exc: self.summary.setText(str(exc)))
        worker.signals.progress.connect(lambda rid, f: self.progress.setValue(int(100 * f)))
        self.pool.start(worker)

    def _current_job(self, cancel: Callable[[], bool], progress: Callable[[float], None]) -> Any:
        return self.bench.analysis(self.variant, self.min_length, self.players, cancel=cancel)[1]

    def _show_current(self, a: Any) -> None:
        losers = ", ".join(str(s + 1) for s in a.losers)
        first = " ".join(a.winning_first_moves).upper() or self.tr("none")
        self.summary.setText(
            self.tr("%1, words of %2+ letters, %3 players: %4 counting words, %5 fragments. With perfect play the losing seats are: %6. Winning first letters for player 1: %7.")
            .replace("%1", variant_name(a.variant)).replace("%2", str(a.min_length)).replace("%3", str(a.players))
            .replace("%4", f"{a.words:,}").replace("%5", f"{a.fragments:,}").replace("%6", losers).replace("%7", first)
        )

    def compute_table(self) -> None:
        self.table_button.setEnabled(False)
        self.progress.show()
        bench = self.bench

        def job(cancel: Callable[[], bool], progress: Callable[[float], None]) -> list[list[str]]:
            rows = []
            combos = [(v, m, n) for v in VARIANT_KEYS for m in (3, 4) for n in (2, 3, 4)]
            for i, (v, m, n) in enumerate(combos):
                try:
                    _, a = bench.analysis(v, m, n, cancel=cancel)
                except NoCountingWordsError:
                    continue
                sizes = []
                for seat in range(n):
                    card = bench.card(v, m, n, seat, cancel=cancel)[1]
                    sizes.append(str(card.decisions if isinstance(card, TreeCard) else len(card.words)))
                rows.append([v, str(m), str(n), " ".join(str(s + 1) for s in a.losers), " ".join(a.winning_first_moves), " / ".join(sizes)])
                progress((i + 1) / len(combos))
            return rows

        self._start(job, self._show_table)

    def _show_table(self, rows: list[list[str]]) -> None:
        self.rows = rows
        self.progress.hide()
        self.table_button.setEnabled(True)
        self.csv_button.setEnabled(True)
        self.table.setRowCount(len(rows))
        for r, row in enumerate(rows):
            shown = [variant_name(row[0])] + row[1:]
            for c, text in enumerate(shown):
                self.table.setItem(r, c, QTableWidgetItem(text))
        self.table.resizeColumnsToContents()

    def export_csv(self, path: str) -> None:
        with open(path, "w", newline="", encoding="utf-8") as fh:
            out = csv.writer(fh)
            out.writerow(["variant", "min_length", "players", "losers", "winning_first_moves", "card_sizes"])
            out.writerows(self.rows)

    def _export(self) -> None:
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Export the table as CSV"), "ghost-summary.csv", "CSV (*.csv)")
        if path:
            self.export_csv(path)

    def done(self, result: int) -> None:  # Qt override: stop the worker when closed
        if self._worker is not None:
            self._worker.cancel()
        super().done(result)
