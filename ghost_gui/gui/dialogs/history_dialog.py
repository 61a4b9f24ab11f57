"""Game → History: the kept matches, newest first (when, who played, who won, how many
rounds), to review one, save it as a file, open a match from a file, delete one or all, and
how many are kept. The folder and the files are read and written on a worker; a damaged
record is set aside there and told here in one sentence."""

from __future__ import annotations

import itertools
from collections.abc import Callable
from pathlib import Path

import shiboken6
from PySide6.QtCore import QDateTime, QDir, QLocale, Qt
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import (
    QDialog,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QPushButton,
    QSpinBox,
    QStackedWidget,
    QTableWidget,
    QVBoxLayout,
    QWidget,
)

from ...core.play.match_record import MatchRecord
from ...core.play.match_text import write_match
from ...core.storage.atomic_files import write_for_person
from .. import match_folder
from ..file_writer import FileWriter
from ..jobs import JobKind, Jobs
from ..match_folder import KeptMatch
from ..screen_fit import fit_dialog
from ..texts.error_texts import write_problem
from ..texts.player_names import short_name
from ..texts.review_texts import read_problem
from ..view_items import NUMBER_ALIGNMENT, set_cell

PATH_ROLE = Qt.ItemDataRole.UserRole
_deletions = itertools.count(1)  # each deletion a lane of its own: none supersedes another


class HistoryDialog(QDialog):
    def __init__(
        self,
        folder: Path,
        jobs: Jobs,
        cap: int,
        set_cap: Callable[[int], None],
        parent: QWidget | None = None,
        *,
        review: Callable[[MatchRecord], object] | None = None,
        writer: FileWriter | None = None,
    ) -> None:
        """``folder``: the kept matches'; ``cap``: how many are kept, which ``set_cap``
        changes; ``review``: shows the review of a record; ``writer``: the thread a
        person's mistakes to go over are saved on."""
        super().__init__(parent)
        self.writer = writer
        self.folder = folder
        self.jobs = jobs
        self.set_cap = set_cap
        self.review = review
        self._lane = id(self)  # this window's file reads; its saves go on the next lane
        # the matches listed, newest first
        self.kept: list[KeptMatch] = []
        self.setWindowTitle(self.tr("History"))
        layout = QVBoxLayout(self)
        headers = [self.tr("Date"), self.tr("Players"), self.tr("Winner"), self.tr("Rounds")]
        self.table = QTableWidget(0, len(headers))
        self.table.setHorizontalHeaderLabels(headers)
        self.table.verticalHeader().hide()
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QTableWidget.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QTableWidget.SelectionMode.SingleSelection)
        self.table.setAlternatingRowColors(True)
        self.table.setWordWrap(False)
        self.table.horizontalHeader().setStretchLastSection(False)
        self.table.itemSelectionChanged.connect(self._selection_changed)
        self.table.doubleClicked.connect(lambda _: self.review_chosen())
        self.empty = QLabel(self.tr("Reading the matches played…"))
        self.empty.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.empty.setWordWrap(True)
        self.pages = QStackedWidget()
        self.pages.addWidget(self.table)
        self.pages.addWidget(self.empty)
        self.pages.setCurrentWidget(self.empty)
        layout.addWidget(self.pages, 1)
        self.message = QLabel("")
        self.message.setTextFormat(Qt.TextFormat.PlainText)
        self.message.setWordWrap(True)
        self.message.hide()
        layout.addWidget(self.message)
        limit = QHBoxLayout()
        self.cap_label = QLabel(self.tr("Matches kept at most (the oldest go first):"))
        self.cap_label.setWordWrap(True)
        self.cap_box = QSpinBox()
        self.cap_box.setRange(match_folder.MIN_CAP, match_folder.MAX_CAP)
        self.cap_box.setValue(match_folder.cap_of(cap))
        self.cap_box.setToolTip(
            self.tr("Past this many, the oldest match kept is deleted when a match ends")
        )
        self.cap_label.setBuddy(self.cap_box)
        self.cap_box.editingFinished.connect(self._cap_changed)
        limit.addWidget(self.cap_label, 1)
        limit.addWidget(self.cap_box)
        layout.addLayout(limit)
        files = QHBoxLayout()
        self.review_button = QPushButton(self.tr("Review…"))
        self.review_button.setToolTip(
            self.tr("Every play of the chosen match, marked by what perfect play says of it")
        )
        self.review_button.clicked.connect(self.review_chosen)
        self.save_button = QPushButton(self.tr("Save as…"))
        self.save_button.setToolTip(self.tr("Save the chosen match as a text file"))
        self.save_button.clicked.connect(self._choose_save)
        self.open_button = QPushButton(self.tr("Open a match…"))
        self.open_button.setToolTip(self.tr("Review a match saved as a file"))
        self.open_button.clicked.connect(self._choose_open)
        for b in (self.review_button, self.save_button, self.open_button):
            files.addWidget(b)
        files.addStretch(1)
        layout.addLayout(files)
        buttons = QHBoxLayout()
        self.delete_button = QPushButton(self.tr("Delete…"))
        self.delete_button.setToolTip(self.tr("Delete the chosen match; asks first"))
        self.delete_button.clicked.connect(self.delete_chosen)
        self.delete_all_button = QPushButton(self.tr("Delete all…"))
        self.delete_all_button.setToolTip(self.tr("Delete every match kept; asks first"))
        self.delete_all_button.clicked.connect(self.delete_all)
        self.learn_button = QPushButton(self.tr("Learn from my mistakes…"))
        self.learn_button.setToolTip(
            self.tr("Find again, one by one, the letters that would have kept a win you threw away")
        )
        self.learn_button.clicked.connect(self.learn_chosen)
        self.close_button = QPushButton(self.tr("Close"))
        self.close_button.setToolTip(self.tr("Close this window"))
        self.close_button.setDefault(True)
        self.close_button.clicked.connect(self.close)
        buttons.addWidget(self.delete_button)
        buttons.addWidget(self.delete_all_button)
        buttons.addWidget(self.learn_button)
        buttons.addStretch(1)
        buttons.addWidget(self.close_button)
        layout.addLayout(buttons)
        self._enable()
        fit_dialog(self, 760, 480)
        self.read()

    # -- reading -------------------------------------------------------------------------
    def read(self) -> None:
        """The folder read again on a worker; the list follows when it is done."""
        folder = self.folder
        self.jobs.submit(
            JobKind.HISTORY,
            lambda cancel, progress: match_folder.read_kept(folder, cancel),
            self._show,
        )

    def _show(self, found: tuple[list[KeptMatch], int]) -> None:
        if not shiboken6.isValid(self):
            return
        self.kept, damaged = found
        self.table.setRowCount(len(self.kept))
        locale = QLocale()
        for r, kept in enumerate(self.kept):
            when = QDateTime.fromString(kept.date, Qt.DateFormat.ISODate)
            date = (
                locale.toString(when.toLocalTime(), QLocale.FormatType.ShortFormat)
                if when.isValid()
                else "—"
            )
            players = ", ".join(short_name(p) for p in kept.players)
            winner = short_name(kept.winner) if kept.winner is not None else self.tr("unfinished")
            cells = [date, players, winner, locale.toString(kept.rounds)]
            for c, text in enumerate(cells):  # the table makes its cells (see view_items)
                roles: dict[Qt.ItemDataRole | int, object] = {
                    Qt.ItemDataRole.DisplayRole: text,
                    PATH_ROLE: str(kept.path),
                    Qt.ItemDataRole.ToolTipRole: text,
                }
                if c == 3:
                    roles[Qt.ItemDataRole.TextAlignmentRole] = NUMBER_ALIGNMENT
                set_cell(self.table, r, c, roles)
        self.table.resizeColumnsToContents()
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(1, header.ResizeMode.Stretch)
        self.empty.setText(self.tr("No matches kept yet"))
        self.pages.setCurrentWidget(self.table if self.kept else self.empty)
        if damaged:
            self.message.setText(
                self.tr("Damaged match records set aside in %2 (renamed to end in .corrupt): %1.")
                .replace("%1", locale.toString(damaged))
                .replace("%2", str(self.folder))
            )
            self.message.show()
        self._enable()

    # -- deleting ------------------------------------------------------------------------
    def chosen(self) -> KeptMatch | None:
        rows = self.table.selectionModel().selectedRows()
        return self.kept[rows[0].row()] if rows and rows[0].row() < len(self.kept) else None

    def delete_chosen(self) -> bool:
        """Ask, then delete the chosen match. True when it was deleted."""
        kept = self.chosen()
        if kept is None or not self.ask(
            self.tr("Delete this match"),
            self.tr("Delete the match of %1? This cannot be undone.").replace(
                "%1", ", ".join(short_name(p) for p in kept.players)
            ),
        ):
            return False
        self._delete([kept.path])
        return True

    def delete_all(self) -> bool:
        """Ask, then delete every kept match. True when they were deleted."""
        if not self.kept or not self.ask(
            self.tr("Delete all matches"),
            self.tr("Delete all %1 matches kept? This cannot be undone.").replace(
                "%1", QLocale().toString(len(self.kept))
            ),
        ):
            return False
        self._delete([k.path for k in self.kept])
        return True

    def ask(self, title: str, text: str) -> bool:
        answer = QMessageBox.question(
            self,
            title,
            text,
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.No,
        )
        return answer == QMessageBox.StandardButton.Yes

    def _delete(self, paths: list[Path]) -> None:
        gone = {str(p) for p in paths}
        self._show(([k for k in self.kept if str(k.path) not in gone], 0))  # at once

        def deleted(_: object) -> None:
            if shiboken6.isValid(self):
                self.read()

        self.jobs.submit(
            JobKind.HISTORY_DELETE,
            lambda cancel, progress: match_folder.delete(paths),
            deleted,
            lane=next(_deletions),
        )

    # -- reviewing and files ---------------------------------------------------------------
    def review_chosen(self) -> None:
        """The chosen match read on a worker, then reviewed."""
        kept = self.chosen()
        if kept is not None:
            self.open_match(kept.path, kept=True)

    def open_match(self, path: Path, *, kept: bool = False) -> None:
        """The match in the file at ``path`` read on a worker, then reviewed; a file that
        cannot be read, or is not a match, is told in one sentence."""

        def failed(exc: Exception) -> None:
            if kept:
                text = self.tr("This match could not be read: %1.")
            else:
                text = self.tr("%2 could not be opened: %1.").replace(
                    "%2", QDir.toNativeSeparators(str(path))
                )
            self.tell(text.replace("%1", read_problem(exc)))

        def read(record: MatchRecord) -> None:
            if shiboken6.isValid(self) and self.review is not None:
                self.review(record)

        self.jobs.submit(
            JobKind.MATCH_FILE,
            lambda cancel, progress: match_folder.read_record(path),
            read,
            lambda exc: failed(exc) if shiboken6.isValid(self) else None,
            lane=self._lane,
        )

    def save_as(self, kept: KeptMatch, path: str) -> None:
        """The kept match written as the file ``path`` on a worker, whole or not at all;
        a failure is told in one sentence, a success not at all."""

        def write(cancel: object, progress: object) -> None:
            record = match_folder.read_record(kept.path)
            write_for_person(path, write_match(record).encode("utf-8"))

        def failed(exc: Exception) -> None:
            if shiboken6.isValid(self):
                self.tell(
                    self.tr("The match could not be saved as %1: %2.")
                    .replace("%1", QDir.toNativeSeparators(path))
                    .replace("%2", write_problem(exc))
                )

        self.jobs.submit(JobKind.MATCH_FILE, write, lambda _: None, failed, lane=self._lane + 1)

    def _choose_save(self) -> None:
        kept = self.chosen()
        if kept is None:
            return
        path, _ = QFileDialog.getSaveFileName(
            self,
            self.tr("Save the match as"),
            str(Path.home() / kept.path.name),
            self.tr("Ghost matches (*.txt)"),
        )
        if path:
            self.save_as(kept, path)

    def _choose_open(self) -> None:
        path, _ = QFileDialog.getOpenFileName(
            self,
            self.tr("Open a match"),
            str(Path.home()),
            self.tr("Ghost matches (*.txt);;All files (*)"),
        )
        if path:
            self.open_match(Path(path))

    # -- learning -----------------------------------------------------------------------
    def learn_chosen(self) -> None:
        """Review the chosen match on a worker, ask whose mistakes, open the learning."""
        from .learn_entry import learn_from_kept

        kept = self.chosen()
        if kept is not None:
            learn_from_kept(self, kept.path, self.jobs, self.tell, writer=self.writer)

    def tell(self, text: str) -> None:
        """One sentence under the list ("" clears it)."""
        self.message.setText(text)
        self.message.setVisible(bool(text))

    # -- the rest ------------------------------------------------------------------------
    def _cap_changed(self) -> None:
        cap = self.cap_box.value()
        self.set_cap(cap)
        if len(self.kept) > cap:  # the oldest past it are being deleted
            self._show((self.kept[:cap], 0))

    def _selection_changed(self) -> None:
        self._enable()

    def _enable(self) -> None:
        chosen = self.chosen() is not None
        self.review_button.setEnabled(chosen and self.review is not None)
        self.save_button.setEnabled(chosen)
        self.open_button.setEnabled(self.review is not None)
        self.delete_button.setEnabled(chosen)
        self.learn_button.setEnabled(chosen)
        self.delete_all_button.setEnabled(bool(self.kept))

    def closeEvent(self, event: QCloseEvent) -> None:  # Qt override
        self.jobs.cancel(JobKind.HISTORY)  # a list read for a window that is gone
        super().closeEvent(event)
