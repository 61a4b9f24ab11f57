"""Statistics per player name, as a table."""

from __future__ import annotations

from PySide6.QtWidgets import QDialog, QTableWidget, QTableWidgetItem, QVBoxLayout, QWidget

from .stats import Stats


class StatsView(QDialog):
    def __init__(self, stats: Stats, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Statistics"))
        self.resize(640, 360)
        layout = QVBoxLayout(self)
        headers = [self.tr("Player"), self.tr("Matches"), self.tr("Matches won"), self.tr("Rounds won"),
                   self.tr("Rounds lost"), self.tr("Longest word")]
        self.table = QTableWidget(len(stats.players), len(headers))
        self.table.setHorizontalHeaderLabels(headers)
        for r, (name, row) in enumerate(sorted(stats.players.items())):
            cells = [name, row["matches"], row["matches_won"], row["rounds_won"], row["rounds_lost"], row["longest_word"].upper()]
            for c, value in enumerate(cells):
                self.table.setItem(r, c, QTableWidgetItem(str(value)))
        self.table.resizeColumnsToContents()
        layout.addWidget(self.table)
