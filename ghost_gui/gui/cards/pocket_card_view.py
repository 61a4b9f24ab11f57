"""Cards → Pocket card: the pocket card of one seat, previewed, printed or saved as a PDF,
on an A6 index card (or A5, or a full page when it does not fit A6 legibly). The paper chosen
here is the one the preview shows, the print preview and the print dialog start on, and the
job is printed on (see ``paper_guard``)."""

from __future__ import annotations

import os
from collections.abc import Callable, Iterable

import shiboken6
from PySide6.QtCore import QDir, QLocale, Qt
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtPrintSupport import QPrinter, QPrintPreviewDialog
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSlider,
    QVBoxLayout,
    QWidget,
)

from ...core.cards.card_text import Card, grouped_rows, shown_plays
from ...core.cards.cards import WordCard
from ...core.errors import GhostError
from ..jobs import JobKind, Jobs
from ..screen_fit import fit_dialog
from ..texts.error_texts import error_text, write_problem
from ..texts.words_texts import counted
from .card_paper import busy, default_page_size, documents_folder
from .card_words import card_anagrams
from .paper_guard import PaperGuard, ask_to_print
from .pocket_card import MIN_PT, PAPERS, PocketLayout, lay_out, write_pdf
from .pocket_preview import LEAST_ZOOM, MOST_ZOOM, ZOOM_STEP, PocketPreview
from .pocket_printing import job_title, print_layout
from .pocket_words import pocket_texts


class PocketCardDialog(QDialog):
    """``familiar``: works out the seat's familiar card (on a worker of ``jobs``), for the
    "Familiar words" tick; without it the tick is not offered."""

    def __init__(
        self,
        card: Card,
        list_name: str,
        parent: QWidget | None = None,
        *,
        familiar: Callable[[], Card] | None = None,
        jobs: Jobs | None = None,
        words: Iterable[str] | None = None,
    ) -> None:
        """``words``: the counting words, to name the words an Anaghost card's pools make."""
        super().__init__(parent)
        self.counting_words = tuple(words) if words is not None else None
        self.card = self.fewest = card
        self.familiar_card: Card | None = None
        self._make_familiar = familiar
        self.jobs = jobs or Jobs(synchronous=True, parent=self)
        self.list_name = list_name
        self.layout_: PocketLayout | None = None
        #: kept while the dialog lives: a QPrinter Python frees under a print dialog crashes Qt
        self.printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        #: the print preview open, and what keeps its printer on the card's paper
        self.print_preview_dialog: QPrintPreviewDialog | None = None
        self.guard: PaperGuard | None = None
        self.setWindowTitle(self.tr("Pocket card"))
        box = QVBoxLayout(self)

        row = QHBoxLayout()
        self.paper = QComboBox()
        for key, text in zip(
            PAPERS,
            (
                self.tr("A6 index card (105 × 148 mm)"),
                self.tr("A5 (148 × 210 mm)"),
                self.tr("A full page"),
            ),
            strict=True,
        ):
            self.paper.addItem(text, key)
        self.paper.setToolTip(self.tr("The paper the card is laid out for"))
        self.paper.currentIndexChanged.connect(self._lay_out)
        paper_label = QLabel(self.tr("&Paper"))
        paper_label.setBuddy(self.paper)
        row.addWidget(paper_label)
        row.addWidget(self.paper, 1)
        box.addLayout(row)
        self.familiar = QCheckBox(self.tr("&Familiar words"))
        self.familiar.setToolTip(
            self.tr(
                "Up to a quarter more words, so that fewer of them are words your friends may not "
                "know (rare words: outside the family list in English)"
            )
        )
        self.familiar.setVisible(familiar is not None and isinstance(card, WordCard))
        self.familiar.toggled.connect(self._familiar_toggled)
        row = QHBoxLayout()
        row.addWidget(self.familiar)
        row.addStretch(1)
        self.preview = PocketPreview()
        self.zoom = QSlider(Qt.Orientation.Horizontal)
        self.zoom.setRange(LEAST_ZOOM, MOST_ZOOM)
        self.zoom.setSingleStep(ZOOM_STEP)
        self.zoom.setPageStep(ZOOM_STEP)
        self.zoom.setMaximumWidth(160)
        self.zoom.setToolTip(
            self.tr("Larger, to read the words (Ctrl and the wheel, Ctrl++, Ctrl+-)")
        )
        zoom_label = QLabel(self.tr("&Zoom"))
        zoom_label.setBuddy(self.zoom)
        self.zoom_shown = QLabel()
        self.zoom.valueChanged.connect(self.preview.set_zoom)
        self.preview.zoom_changed.connect(self._zoom_changed)
        for keys, slot in (
            (QKeySequence.StandardKey.ZoomIn, self.preview.zoom_in),
            (QKeySequence("Ctrl+="), self.preview.zoom_in),
            (QKeySequence.StandardKey.ZoomOut, self.preview.zoom_out),
            (QKeySequence("Ctrl+0"), lambda: self.preview.set_zoom(LEAST_ZOOM)),
        ):
            QShortcut(keys, self, slot)
        for widget in (zoom_label, self.zoom, self.zoom_shown):
            row.addWidget(widget)
        box.addLayout(row)
        self._zoom_changed(self.preview.zoom)
        box.addWidget(self.preview, 1)
        self.status = QLabel()
        self.status.setWordWrap(True)
        box.addWidget(self.status)

        self.buttons = QDialogButtonBox()
        self.print_button = QPushButton(self.tr("P&rint…"))
        self.print_preview_button = QPushButton(self.tr("Print pre&view…"))
        self.pdf_button = QPushButton(self.tr("Save as P&DF…"))
        for button in (self.print_button, self.print_preview_button, self.pdf_button):
            self.buttons.addButton(button, QDialogButtonBox.ButtonRole.ActionRole)
        self.buttons.addButton(QDialogButtonBox.StandardButton.Close)
        self.buttons.rejected.connect(self.reject)
        # clicked(bool) would fill the methods' first argument: a click asks, always
        self.print_button.clicked.connect(lambda: self.print_card())
        self.print_preview_button.clicked.connect(lambda: self.print_preview())
        self.pdf_button.clicked.connect(lambda: self.save_pdf())
        box.addWidget(self.buttons)
        #: the paper the card was too large for when the dialog opened (it starts on the
        #: smallest paper it fits, and says so)
        self.too_small = ""
        first = self._smallest_fit(0)
        if first is not None and first > 0:
            self.too_small = self.paper.itemText(0)
            self.paper.blockSignals(True)
            self.paper.setCurrentIndex(first)
            self.paper.blockSignals(False)
        self._lay_out()
        fit_dialog(self, 460, 560)

    def _layout_on(self, paper: str) -> PocketLayout | None:
        with busy():
            return lay_out(
                self.card,
                pocket_texts(self.card, self.list_name),
                paper,
                default_page_size(),
                card_anagrams(self.card.variant, self.card.words, self.counting_words),
            )

    def _smallest_fit(self, start: int) -> int | None:
        """The index of the smallest paper from ``start`` on that the card fits legibly."""
        for i in range(start, self.paper.count()):
            if self._layout_on(str(self.paper.itemData(i))) is not None:
                return i
        return None

    def _lay_out(self) -> None:
        self.layout_ = self._layout_on(str(self.paper.currentData()))
        fits = self.layout_ is not None
        for button in (self.print_button, self.print_preview_button, self.pdf_button):
            button.setEnabled(fits)
        self.preview.set_card(self.layout_)
        if self.layout_ is None:
            plays, words = shown_plays(grouped_rows(self.card)), len(self.card.words)
            text = (
                self.tr(
                    "This card (%1, %2) does not fit this paper with its words at %3 pt or larger."
                )
                .replace(
                    "%1",
                    counted(
                        plays,
                        self.tr("%1 play", "", plays),
                        self.tr("%1 plays", "", plays),
                    ),
                )
                .replace(
                    "%2",
                    counted(
                        words,
                        self.tr("%1 word", "", words),
                        self.tr("%1 words", "", words),
                    ),
                )
                .replace("%3", f"{MIN_PT:g}")
            )
            bigger = self._smallest_fit(self.paper.currentIndex() + 1)
            if bigger is not None:
                text += " " + self.tr("It fits %1: choose it above.").replace(
                    "%1", self.paper.itemText(bigger)
                )
            else:
                text += " " + self.tr("No larger paper holds it legibly either.")
            self.status.setText(text)
            return
        columns = self.layout_.columns
        text = (
            counted(
                columns,
                self.tr(
                    "Words at %2 pt, in %1 column; nothing is printed smaller than %3 pt.",
                    "",
                    columns,
                ),
                self.tr(
                    "Words at %2 pt, in %1 columns; nothing is printed smaller than %3 pt.",
                    "",
                    columns,
                ),
            )
            .replace("%2", QLocale().toString(self.layout_.words_pt, "f", 1))
            .replace("%3", f"{MIN_PT:g}")
        )
        unfamiliar = getattr(self.card, "unfamiliar", ())
        if not self.familiar.isHidden():
            text = (
                self.tr("%1 words, %2 of them unfamiliar.")
                .replace("%1", str(len(self.card.words)))
                .replace("%2", str(len(unfamiliar)))
                + " "
                + text
            )
        if self.too_small and self.paper.currentIndex() > 0:
            text = (
                self.tr("Too large for the %1 at %2 pt: laid out on this paper.")
                .replace("%1", self.too_small)
                .replace("%2", f"{MIN_PT:g}")
                + " "
                + text
            )
        self.status.setText(text)

    def _zoom_changed(self, percent: int) -> None:
        self.zoom.setValue(percent)
        self.zoom_shown.setText(self.tr("%1 %").replace("%1", str(percent)))

    def _familiar_toggled(self, on: bool) -> None:
        if not on:
            self.card = self.fewest
            self._lay_out()
            return
        if self.familiar_card is not None or self._make_familiar is None:
            self.card = self.familiar_card or self.fewest
            self._lay_out()
            return
        make = self._make_familiar
        self.familiar.setEnabled(False)
        self.status.setText(self.tr("Working out the familiar card…"))

        def done(card: Card) -> None:
            self.familiar.setEnabled(True)
            self.familiar_card = card
            if self.familiar.isChecked():
                self.card = card
            self._lay_out()

        def failed(exc: Exception) -> None:
            self.familiar.setEnabled(True)
            self.familiar.setChecked(False)
            self.status.setText(error_text(exc))

        self.jobs.submit(
            JobKind.POCKET_FAMILIAR, lambda cancel, progress: make(), done, failed, lane=id(self)
        )

    def done(self, result: int) -> None:  # Qt override
        """The familiar card still being worked out is dropped: the dialog is closing."""
        self.jobs.cancel(JobKind.POCKET_FAMILIAR, lane=id(self))
        self._close_print_preview()
        super().done(result)

    def file_name(self) -> str:
        which = "-familiar" if getattr(self.card, "familiar", False) else ""
        return f"ghost-pocket-card-{self.list_name}-{self.card.variant}-{self.card.min_length}-player{self.card.seat + 1}{which}.pdf"

    def save_pdf(self, path: str | None = None) -> bool:
        """Save the card as a one-page PDF (asks where, unless ``path`` is given)."""
        if self.layout_ is None:
            return False
        if not path:
            path, _ = QFileDialog.getSaveFileName(
                self,
                self.tr("Save the pocket card"),
                os.path.join(documents_folder(), self.file_name()),
                self.tr("PDF (*.pdf)"),
            )
            if not path:
                return False
        try:
            with busy():
                write_pdf(self.layout_, path, title=pocket_texts(self.card, self.list_name).title)
        except (OSError, GhostError) as exc:
            self.status.setText(
                self.tr("The card could not be saved as %1: %2.")
                .replace("%1", QDir.toNativeSeparators(path))
                .replace("%2", write_problem(exc))
            )
            return False
        self.status.setText(self.tr("Saved to %1.").replace("%1", path))
        return True

    def _paper_guard(self, layout: PocketLayout) -> PaperGuard:
        """The printer on the card's paper, named for the print queue."""
        if self.guard is not None:
            self.guard.unwatch()
            self.guard.deleteLater()
        self.guard = PaperGuard(self.printer, layout.page_size, self, full_page=True)
        self.printer.setDocName(job_title(self.card, self.list_name))
        return self.guard

    def print_card(self, ask: bool = True) -> bool:
        """Print through the system's print dialog (printer, copies; the card's paper
        preselected); ``ask`` False: at once, on the printer as it is set (for scripts)."""
        layout = self.layout_
        if layout is None:
            return False
        guard = self._paper_guard(layout)
        if ask and not ask_to_print(guard, self):
            return False
        guard.apply()
        print_layout(layout, self.printer)
        return True

    def print_preview(self, *, modal: bool = True) -> QPrintPreviewDialog | None:
        """The card as it will print, on its paper, printable from there. ``modal`` False:
        open it and return at once."""
        layout = self.layout_
        if layout is None:
            return None
        self._close_print_preview()
        guard = self._paper_guard(layout)

        def draw(printer: QPrinter) -> None:
            guard.apply()  # the preview's print dialog may have put the printer's own paper on
            print_layout(layout, printer)

        dialog = self.print_preview_dialog = QPrintPreviewDialog(self.printer, self)
        dialog.setWindowTitle(self.tr("Print preview"))
        dialog.paintRequested.connect(draw)
        dialog.finished.connect(guard.unwatch)
        guard.watch()
        if modal:
            dialog.exec()
        else:
            dialog.open()
        return dialog

    def _close_print_preview(self) -> None:
        """The last print preview goes before its printer (Qt's dialog keeps a bare pointer)."""
        if self.guard is not None:
            self.guard.unwatch()
        if self.print_preview_dialog is not None:
            self.print_preview_dialog.close()
            shiboken6.delete(self.print_preview_dialog)
            self.print_preview_dialog = None
