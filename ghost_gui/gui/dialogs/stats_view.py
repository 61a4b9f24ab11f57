"""Statistics per player, as a read-only, sortable table, with a way to forget them. A
computer's row shows its kind beside its name, so that it is never taken for a person's, or
for another kind of computer's, of the same name. Under the table, on tabs: a chosen
person's accuracy in each of their matches (one sentence while there is none to plot), and
the adaptive computers' strength after each round (when one has played)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QLocale, Qt
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QPushButton,
    QStackedWidget,
    QTableWidget,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from ...core.alphabets import capitals
from ..headings import WrappedHeadings
from ..screen_fit import fit_dialog
from ..texts.player_names import short_name, shown_name
from ..texts.setup_names import kind_name
from ..view_items import NUMBER_ALIGNMENT, set_cell
from .level_plot import AccuracyPlot, LevelPlot
from .stats import HUMAN, Stats, key_kind, key_name

#: the counts shown, in column order after the player's name (the longest word comes last)
COUNT_COLUMNS = ("matches_won", "matches", "abandoned", "rounds_won", "rounds_lost")
#: the dialog's preferred height with the plot (an 800×600 screen gets what it has room for)
PLOT_HEIGHT = 550
#: room beside a heading for the sort arrow
SORT_ARROW = 18


#: a cell: its text, what it sorts by (a number, or a name folded for case; then the text),
#: and its tooltip
Cell = tuple[str, Any, str]
#: never editable
CELL_FLAGS = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable


class StatsView(QDialog):
    def __init__(self, stats: Stats, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.stats = stats
        self.setWindowTitle(self.tr("Statistics"))
        layout = QVBoxLayout(self)
        headers = [
            self.tr("Player"),
            self.tr("Matches won"),
            self.tr("Matches finished"),
            self.tr("Abandoned"),
            self.tr("Rounds won"),
            self.tr("Rounds lost"),
            self.tr("Longest word"),
        ]
        tips = [
            "",
            "",
            self.tr("Matches played to the end"),
            self.tr("Matches left unfinished by starting a new game"),
            "",
            "",
            self.tr("The longest word this player completed or named rightly in a challenge"),
        ]
        self.table = QTableWidget(0, len(headers))
        self.table.setHorizontalHeaderLabels(headers)
        for c, tip in enumerate(tips):
            header_item = self.table.horizontalHeaderItem(c)
            if tip and header_item is not None:
                header_item.setToolTip(tip)
        self.table.verticalHeader().hide()
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QTableWidget.SelectionBehavior.SelectRows)
        self.table.setAlternatingRowColors(True)
        # sorted here, not by the table: its cells are its own (see view_items), and a cell
        # of the table's sorts by its text ("100" before "9")
        header = self.table.horizontalHeader()
        header.setSectionsClickable(True)
        header.setSortIndicatorShown(True)
        header.setSortIndicator(0, Qt.SortOrder.AscendingOrder)  # by name at first
        header.sortIndicatorChanged.connect(self.refresh)
        # the headings wrap between words; a column is as wide as its heading's longest word
        # or its widest cell, and the longest word takes the rest
        self.headings = WrappedHeadings(self.table, len(headers) - 1, SORT_ARROW, squeeze=0)
        self.empty = QLabel(self.tr("No games played yet"))
        self.empty.setObjectName("statsEmpty")
        self.empty.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.empty.setWordWrap(True)
        self.pages = QStackedWidget()
        self.pages.addWidget(self.table)
        self.pages.addWidget(self.empty)
        layout.addWidget(self.pages, 1)
        self._add_plots(layout)
        self.message = QLabel("")
        self.message.setTextFormat(Qt.TextFormat.PlainText)
        self.message.setWordWrap(True)
        self.message.hide()
        layout.addWidget(self.message)
        buttons = QHBoxLayout()
        self.reset_button = QPushButton(self.tr("Reset statistics…"))
        self.reset_button.setToolTip(self.tr("Forget the statistics of every player; asks first"))
        self.reset_button.clicked.connect(self.reset)
        self.close_button = QPushButton(self.tr("Close"))
        self.close_button.setToolTip(self.tr("Close this window"))
        self.close_button.setDefault(True)
        self.close_button.clicked.connect(self.close)
        buttons.addWidget(self.reset_button)
        buttons.addStretch(1)
        buttons.addWidget(self.close_button)
        layout.addLayout(buttons)
        self.refresh()
        self.plots.setCurrentWidget(
            self.plot if self.stats.levels() and not self.stats.accuracies() else self.accuracy
        )
        # with a plot, room for it and for several rows of the table
        plotted = self.stats.levels() or self.stats.accuracies()
        fit_dialog(self, 780, PLOT_HEIGHT if plotted else 420)

    def _add_plots(self, layout: QVBoxLayout) -> None:
        """The plots' tabs: a person's accuracy (whose: chosen beside the tabs) and the
        adaptive computers' strength."""
        self.plots = QTabWidget()
        self.plots.setDocumentMode(True)
        self.accuracy = QWidget()
        page = QVBoxLayout(self.accuracy)
        page.setContentsMargins(0, 4, 0, 0)
        self.accuracy_plot = AccuracyPlot()
        self.accuracy_plot.setMaximumHeight(self.accuracy_plot.minimumHeight())
        self.no_accuracy = QLabel(
            self.tr(
                "Nothing to plot yet: a person's accuracy appears here after each match they play (not after Anaghost on a very large word list: Game → History reviews such a match)."
            )
        )
        self.no_accuracy.setObjectName("statsNoAccuracy")
        self.no_accuracy.setWordWrap(True)
        self.no_accuracy.setAlignment(Qt.AlignmentFlag.AlignTop)
        page.addWidget(self.accuracy_plot)
        page.addWidget(self.no_accuracy)
        self.plots.addTab(self.accuracy, self.tr("Accuracy"))
        self.plots.setTabToolTip(
            0,
            self.tr(
                "The share of a person's plays in each match that kept what the position allowed, judged against perfect play (an Anaghost match on a very large word list is not judged here: Game → History reviews it)"
            ),
        )
        self.plot = LevelPlot(self.plots)  # a tab while an adaptive computer has played
        self.plot.setMaximumHeight(self.plot.minimumHeight())  # the rows need the room more
        self.plot.hide()
        chooser = QWidget()
        row = QHBoxLayout(chooser)
        row.setContentsMargins(0, 0, 0, 2)
        self.person_label = QLabel(self.tr("&Person:"))
        self.person = QComboBox()
        self.person.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.person.setToolTip(self.tr("Whose accuracy the plot shows"))
        self.person_label.setBuddy(self.person)
        self.person.currentIndexChanged.connect(self.show_accuracy)
        row.addWidget(self.person_label)
        row.addWidget(self.person)
        self.plots.setCornerWidget(chooser)
        self.plots.currentChanged.connect(
            lambda _: chooser.setVisible(
                self.plots.currentWidget() is self.accuracy and self.person.count() > 0
            )
        )
        layout.addWidget(self.plots)

    def refresh(self) -> None:
        """Show the statistics as they are now, sorted as the user last chose (by name at
        first)."""
        header = self.table.horizontalHeader()
        column, order = header.sortIndicatorSection(), header.sortIndicatorOrder()
        rows = sorted(
            self._rows(),
            key=lambda cells: (cells[column][1], cells[column][0]),
            reverse=order == Qt.SortOrder.DescendingOrder,
        )
        self.table.setRowCount(len(rows))
        for r, cells in enumerate(rows):  # the table makes its cells (see view_items)
            for c, (text, _, tip) in enumerate(cells):
                roles: dict[Qt.ItemDataRole | int, object] = {
                    Qt.ItemDataRole.DisplayRole: text,
                    Qt.ItemDataRole.ToolTipRole: tip or None,
                }
                if 0 < c <= len(COUNT_COLUMNS):
                    roles[Qt.ItemDataRole.TextAlignmentRole] = NUMBER_ALIGNMENT
                set_cell(self.table, r, c, roles, CELL_FLAGS)
        self.headings.fit()
        self.pages.setCurrentWidget(self.table if self.stats.players else self.empty)
        levels = self.stats.levels()
        self.plot.set_levels(levels)
        # a tab only while there is something on it (a page set aside takes no room)
        on_a_tab = self.plots.indexOf(self.plot) >= 0
        if levels and not on_a_tab:
            self.plots.addTab(self.plot, self.tr("Adaptive computers"))
            self.plots.setTabToolTip(1, self.tr("Adaptive computers: strength after each round"))
        elif on_a_tab and not levels:
            self.plots.removeTab(self.plots.indexOf(self.plot))
            self.plot.hide()
        self._fill_people()
        self.reset_button.setEnabled(bool(self.stats.players))

    def _rows(self) -> list[list[Cell]]:
        locale = QLocale()
        names = [key_name(k).casefold() for k in self.stats.players]
        rows = []
        for k, row in self.stats.players.items():
            name, kind = key_name(k), key_kind(k)
            shared = names.count(name.casefold()) > 1  # the kind tells rows of one name apart
            shown = (
                short_name(name)
                if kind == HUMAN or not shared
                else self.tr("%1 (%2)")
                .replace("%1", shown_name(name))
                .replace("%2", kind_name(kind))
            )
            # a person before computers of that name
            cells = [
                (shown, f"{name.casefold()}\x00{'' if kind == HUMAN else kind}", kind_name(kind))
            ]
            cells += [(locale.toString(row[f]), row[f], "") for f in COUNT_COLUMNS]
            word = capitals(row["longest_word"])
            rows.append([*cells, (word, len(word), "")])
        return rows

    def _fill_people(self) -> None:
        """The people with accuracies to plot, by name (the one chosen stays chosen)."""
        chosen = self.person.currentData()
        people = sorted(self.stats.accuracies(), key=lambda n: (short_name(n).casefold(), n))
        self.person.blockSignals(True)
        self.person.clear()
        for name in people:
            self.person.addItem(short_name(name), name)
        self.person.setCurrentIndex(max(0, self.person.findData(chosen)))
        self.person.blockSignals(False)
        corner = self.plots.cornerWidget()
        if corner is not None:
            corner.setVisible(bool(people) and self.plots.currentWidget() is self.accuracy)
        self.show_accuracy()

    def show_accuracy(self) -> None:
        """The chosen person's accuracy in each match; one sentence while there is none."""
        name = self.person.currentData()
        accuracies = self.stats.accuracies().get(name, []) if name is not None else []
        self.accuracy_plot.set_accuracies(name or "", accuracies)
        self.accuracy_plot.setVisible(bool(accuracies))
        self.no_accuracy.setVisible(not accuracies)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.headings.fit()

    def _confirm_reset(self) -> bool:
        answer = QMessageBox.question(
            self,
            self.tr("Reset statistics"),
            self.tr("Forget the statistics of every player? This cannot be undone."),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.No,
        )
        return answer == QMessageBox.StandardButton.Yes

    def reset(self) -> bool:
        """Ask, then forget every player's statistics. True when they were reset."""
        if not self._confirm_reset():
            return False
        saved = self.stats.reset()
        self.refresh()
        self.message.setText(
            ""
            if saved
            else self.tr("The statistics were cleared, but the file could not be written.")
        )
        self.message.setVisible(not saved)
        return True
