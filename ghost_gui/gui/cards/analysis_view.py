"""Who wins with perfect play: the current rules' verdict and the summary table across
variants, minimum lengths 3 and 4 and 2-4 players, exportable to CSV. The view draws the
:class:`AnalysisState` its presenter (``analysis_presenter``) publishes and sends it intents;
the work runs in the presenter's jobs."""

from __future__ import annotations

from PySide6.QtCore import QDir, QLocale, Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QLabel,
    QMessageBox,
    QProgressBar,
    QPushButton,
    QTableWidget,
    QVBoxLayout,
    QWidget,
)

from ...core.alphabets import capitals
from ...core.errors import GhostError, NoCountingWordsError, TooLargeError
from ...core.play.variants import variant_by_key
from ...core.solving.budget import MEMORY_LIMIT
from ...core.solving.solver import Analysis
from ..headings import WrappedHeadings
from ..screen_fit import fit_dialog
from ..texts.error_texts import error_text, write_problem
from ..texts.setup_names import short_variant_name, variant_name
from ..view_items import set_cell
from .analysis_presenter import AnalysisPresenter, AnalysisState, RowValues, over_cap

NO_BREAK = "\u00a0"


class AnalysisView(QDialog):
    def __init__(self, presenter: AnalysisPresenter, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.presenter = presenter
        if presenter.parent() is None:
            presenter.setParent(self)  # it lives as long as the view
        #: the rows the table shows, and whether they were all
        self._drawn_rows: tuple[tuple[RowValues, ...], bool] = ((), False)
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
        # the headings wrap between words ("Выигрышные первые буквы" is never cut), each
        # column as wide as its heading's longest word or its widest cell; short of room,
        # the letters and the card sizes take two lines or more ("… / more than 500 /"
        # "more than 500"); the letters take what is left
        self.headings = WrappedHeadings(self.table, 4, wrap=(4, 5))
        self.headings.fit()
        layout.addWidget(self.table, 1)
        self.legend = QLabel(
            self.tr(
                "<b>Who loses</b>: the players, numbered in the order they play, who lose if everyone plays "
                "perfectly. “2 3” means the loser is player 2 or player 3: which one depends on choices that "
                "are equally safe for the players making them.<br><b>Winning first letters</b>: the letters "
                "player 1 can start with and be sure not to lose; “—”: there is none, player 1 can be made "
                "to lose whatever letter they start with.<br><b>Card sizes</b>: how much each player, "
                "player 1 first, must learn by heart to be sure of that result. “4 / 175 / 468” means 4 words "
                "for player 1, 175 for player 2 and 468 for player 3 (in the variants other than Ghost and "
                "Anti-Ghost, plays to remember instead of words)."
            )
            + " "
            + self.tr(
                "“More than %1”: a card past %1 words or plays, more than anyone could learn, is "
                "not counted further."
            ).replace("%1", QLocale().toString(presenter.card_cap))
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
        self.table_button.clicked.connect(presenter.compute_table)
        self.csv_button = QPushButton(self.tr("Export CSV…"))
        self.csv_button.clicked.connect(self._export)
        self.csv_button.setEnabled(False)
        buttons.addButton(self.table_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.addButton(self.csv_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        presenter.changed.connect(self.draw)
        self.draw(presenter.state)
        presenter.start()

    # -- drawing the state -----------------------------------------------------------------
    def draw(self, state: AnalysisState) -> None:
        self.progress.setVisible(state.working is not None)
        self.progress.setValue(int(100 * state.progress))
        self.table_button.setEnabled(state.working != "table")
        self.csv_button.setEnabled(state.table_complete and bool(state.rows))
        # a progress step changes nothing else: the texts are set only when they change (a
        # label set anew lays the dialog out again)
        if state.problem is not None:
            _set_text(self.headline, self._problem_text(state.problem))
        elif state.current is not None:
            self._show_current(state.current)
        self.legend.setVisible(state.table_asked)
        self._show_rows(state)

    def _problem_text(self, exc: Exception) -> str:
        if isinstance(exc, (NoCountingWordsError, TooLargeError)):
            return error_text(exc)
        return self.tr("The analysis failed: %1").replace("%1", error_text(exc))

    def _show_current(self, a: Analysis) -> None:
        _set_text(self.headline, self.verdict(a))
        first = capitals(" ".join(a.winning_first_moves))
        openings = (
            self.tr("Winning first letters for player 1: %1.").replace("%1", first)
            if first
            else self.tr("Player 1 has no winning first letter.")
        )
        _set_text(
            self.summary,
            self.tr("%1, words of %2+ letters, %3 players: %4 counting words, %5 fragments.")
            .replace("%1", variant_name(a.variant))
            .replace("%2", str(a.min_length))
            .replace("%3", str(a.players))
            .replace("%4", QLocale().toString(a.words))
            .replace("%5", QLocale().toString(a.fragments))
            + " "
            + openings,
        )

    def verdict(self, a: Analysis) -> str:
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
    def _show_rows(self, state: AnalysisState) -> None:
        """The table's rows as the state has them, touching only the rows that changed: a
        row arriving is inserted in its place, a row whose card sizes arrive is set again
        (the columns fit their contents, a measure of the whole, once a burst of rows is in)."""
        old: tuple[RowValues, ...]
        old, was_complete = self._drawn_rows
        if (state.rows, state.table_complete) == (old, was_complete):
            return  # a progress step: the rows are as drawn
        self._drawn_rows = (state.rows, state.table_complete)
        keys: list[tuple[str, ...]] = [row[:3] for row in state.rows]
        shown: list[tuple[str, ...]] = [row[:3] for row in old]
        if not _in_order(shown, keys):  # another table: drawn afresh
            self.table.setRowCount(0)
            old, shown = (), []
        before = dict(zip(shown, old))
        for r, (key, row) in enumerate(zip(keys, state.rows)):
            if r >= len(shown) or shown[r] != key:
                self.table.insertRow(r)
                shown.insert(r, key)
            elif before[key] == row and was_complete == state.table_complete:
                continue
            self._show_row(r, row, state)
        if state.table_complete:
            self.table.setCurrentCell(-1, -1)
        # (rows arrive in bursts, a state each: the columns are fitted once for the burst)
        self.headings.fit_soon()

    def _show_row(self, r: int, row: RowValues, state: AnalysisState) -> None:
        """One row; once the table is complete a row still without card sizes has none (the
        cards would not fit in memory: Anaghost on a large list)."""
        final = state.table_complete
        bold = QFont(self.table.font())
        bold.setBold(True)
        current = state.is_current(row)
        # the short name ("Anti-Ghost", not its explanation in brackets) keeps the table narrow
        long_name = variant_name(row[0])
        sizes = (  # a size is one piece: a line breaks only between them (see headings)
            " / ".join(self._size_text(n).replace(" ", NO_BREAK) for n in row[5].split(" / "))
            if row[5]
            else (self.tr("too large") if final else "…")
        )
        shown = [short_variant_name(row[0]), *row[1:4], capitals(row[4]) or "—", sizes]
        tips = [
            long_name if long_name != shown[0] else "",
            "",
            "",
            self._losers_tip(row[3]),
            "",
            self._sizes_tip(row[0], row[5], final),
        ]
        for c, text in enumerate(shown):  # the table makes its cells (see view_items)
            tip = tips[c]
            if current:
                tip = self.tr("The rules of the current game") + ("\n" + tip if tip else "")
            roles: dict[Qt.ItemDataRole | int, object] = {
                Qt.ItemDataRole.DisplayRole: text,
                Qt.ItemDataRole.ToolTipRole: tip or None,
                Qt.ItemDataRole.FontRole: bold if current else None,
            }
            set_cell(self.table, r, c, roles)

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
                "The cards of these rules would need more memory than the %1 GB a game may "
                "use on this computer: a smaller word list has them."
            ).replace("%1", QLocale().toString(round(MEMORY_LIMIT / 1024**3)))
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
            .replace("%2", self._size_text(n))
            for seat, n in enumerate(sizes.split(" / "), 1)
        ]
        return "\n".join(lines)

    def _size_text(self, size: str) -> str:
        """A card size as shown: past the cap (">500"), "more than 500"."""
        cap = over_cap(size)
        if cap is None:
            return size
        return self.tr("more than %1").replace("%1", QLocale().toString(int(cap)))

    def over_cap_note(self) -> str:
        """What a card size past the cap (">500") means, as the CSV's last line."""
        return self.tr(
            "card_sizes “>%1”: more than %1 words or plays to remember, more than anyone could "
            "learn; not counted further. Who loses and the winning first letters are always exact."
        ).replace("%1", str(self.presenter.card_cap))

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
            self.presenter.export_csv(path, self.over_cap_note())
        except (OSError, GhostError) as exc:
            QMessageBox.warning(
                self,
                self.tr("Export CSV"),
                self.tr("The table could not be saved as %1: %2.")
                .replace("%1", QDir.toNativeSeparators(path))
                .replace("%2", write_problem(exc)),
            )

    def done(self, result: int) -> None:  # Qt override: stop the job when closed
        self.presenter.close()
        super().done(result)


def _set_text(label: QLabel, text: str) -> None:
    if label.text() != text:
        label.setText(text)


def _in_order(shown: list[tuple[str, ...]], keys: list[tuple[str, ...]]) -> bool:
    """Are the rows shown all among ``keys``, in the same order (so that the new rows are
    only inserted among them)?"""
    places = {k: i for i, k in enumerate(keys)}
    found = [places.get(k, -1) for k in shown]
    return -1 not in found and found == sorted(found)
