"""Cards → Pocket card: the pocket card of one seat, previewed, printed or saved as a PDF,
on an A6 index card (or A5, or a full page when it does not fit A6 legibly)."""

from __future__ import annotations

import os
from collections.abc import Callable, Iterable

from PySide6.QtCore import QDir, QLocale, QMarginsF, Qt
from PySide6.QtGui import QPageLayout, QPainter, QPixmap
from PySide6.QtPrintSupport import QPrintDialog, QPrinter
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ...core.cards.card_text import Card, grouped_rows, shown_plays
from ...core.cards.cards import WordCard
from ...core.errors import GhostError
from ..jobs import JobKind, Jobs
from ..screen_fit import fit_dialog
from ..texts.error_texts import error_text, write_problem
from ..texts.play_texts import no_line_text
from ..texts.setup_names import list_title, short_variant_name
from ..texts.words_texts import counted
from .card_paper import busy, default_page_size, documents_folder
from .card_words import card_anagrams
from .pocket_card import MIN_PT, PAPERS, PocketLayout, PocketTexts, image, lay_out, paint, write_pdf

#: the preview's height on screen, in pixels at 100 % zoom
PREVIEW_HEIGHT = 360


def pocket_texts(card: Card, list_name: str) -> PocketTexts:
    """The card's own words, in the interface's language."""
    from PySide6.QtCore import QCoreApplication

    lossiness = {
        0: QCoreApplication.translate("PocketCard", "every word wins"),
        1: QCoreApplication.translate("PocketCard", "some words lose"),
        2: QCoreApplication.translate("PocketCard", "every word loses"),
    }[card.lossiness]
    legend = QCoreApplication.translate(
        "PocketCard", "At your turn: find the letters, play the big letter, aim for the words."
    )
    if card.losing_words:
        legend += " " + QCoreApplication.translate("PocketCard", "* a word that loses.")
    return PocketTexts(
        title=QCoreApplication.translate("PocketCard", "%1 · player %2 of %3")
        .replace("%1", short_variant_name(card.variant))
        .replace("%2", str(card.seat + 1))
        .replace("%3", str(card.players)),
        subtitle=QCoreApplication.translate("PocketCard", "%1 · words of %2+ letters · %3")
        .replace("%1", list_title(list_name))
        .replace("%2", str(card.min_length))
        .replace("%3", lossiness),
        legend=legend,
        start=QCoreApplication.translate("PocketCard", "start"),
        as_above=QCoreApplication.translate("PocketCard", "as above"),
        no_line=no_line_text(card.variant),
    )


def print_layout(layout: PocketLayout, printer: QPrinter) -> None:
    """Print the card on ``printer``, whose page is the card's paper."""
    painter = QPainter(printer)
    try:
        paint(layout, painter, printer.resolution())
    finally:
        painter.end()


def set_paper(printer: QPrinter, layout: PocketLayout) -> None:
    printer.setPageLayout(
        QPageLayout(layout.page_size, QPageLayout.Orientation.Portrait, QMarginsF(0, 0, 0, 0))
    )
    printer.setFullPage(True)


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
        box.addWidget(self.familiar)

        self.preview = QLabel()
        self.preview.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.preview.setMinimumSize(200, 200)
        box.addWidget(self.preview, 1)
        self.status = QLabel()
        self.status.setWordWrap(True)
        box.addWidget(self.status)

        self.buttons = QDialogButtonBox()
        self.print_button = QPushButton(self.tr("&Print…"))
        self.pdf_button = QPushButton(self.tr("Save as &PDF…"))
        self.buttons.addButton(self.print_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.buttons.addButton(self.pdf_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.buttons.addButton(QDialogButtonBox.StandardButton.Close)
        self.buttons.rejected.connect(self.reject)
        self.print_button.clicked.connect(self.print_card)
        self.pdf_button.clicked.connect(self.save_pdf)
        box.addWidget(self.buttons)
        self._lay_out()
        fit_dialog(self, 460, 560)

    def _lay_out(self) -> None:
        paper = str(self.paper.currentData())
        with busy():
            self.layout_ = lay_out(
                self.card,
                pocket_texts(self.card, self.list_name),
                paper,
                default_page_size(),
                card_anagrams(self.card.variant, self.card.words, self.counting_words),
            )
        fits = self.layout_ is not None
        self.print_button.setEnabled(fits)
        self.pdf_button.setEnabled(fits)
        if self.layout_ is None:
            self.preview.setPixmap(QPixmap())
            larger = self.paper.currentIndex() + 1 < self.paper.count()
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
            if larger:
                text += " " + self.tr("Choose a larger paper above.")
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
        self.status.setText(text)
        self.preview.setPixmap(self._picture(self.layout_))

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
        super().done(result)

    def _picture(self, layout: PocketLayout) -> QPixmap:
        ratio = self.devicePixelRatioF()
        pixmap = QPixmap.fromImage(
            image(layout, 72 * PREVIEW_HEIGHT / layout.page.height() * ratio)
        )
        pixmap.setDevicePixelRatio(ratio)
        return pixmap

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

    def print_card(self, ask: bool = True) -> bool:
        """Print through the print dialog (the paper is the card's; the dialog may change it)."""
        if self.layout_ is None:
            return False
        set_paper(self.printer, self.layout_)
        if ask:
            dialog = QPrintDialog(self.printer, self)
            if dialog.exec() != QDialog.DialogCode.Accepted:
                return False
        print_layout(self.layout_, self.printer)
        return True
