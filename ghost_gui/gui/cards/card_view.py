"""Strategy cards on screen, on paper and as PDF, one tab for every seat.

The default view is the grouped card (the core's ``grouped_rows``): the strategy organised
by what the others do, one line per decision, indented by depth, the letter to play in
bold and the words to aim for after it. The flat word list is the second view. On paper
either view fits one page (``card_document``) under a head naming the variant, the seat,
the word list and the numbers the card minimises. The text is written by ``card_html``;
this dialog shows it, prints it and exports it."""

from __future__ import annotations

import os
import re
from collections.abc import Callable, Iterable

import shiboken6
from PySide6.QtCore import QDir, QMarginsF, QSizeF, Qt
from PySide6.QtGui import QPageLayout, QPageSize, QTextDocument
from PySide6.QtPrintSupport import QPrinter, QPrintPreviewDialog
from PySide6.QtWidgets import (
    QButtonGroup,
    QDialog,
    QFileDialog,
    QHBoxLayout,
    QMessageBox,
    QPushButton,
    QRadioButton,
    QTabWidget,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from ...core.cards.card_text import VARIANT_NAMES, CardRow
from ...core.errors import GhostError
from ..screen_fit import fit_dialog
from ..texts.error_texts import write_problem
from .card_document import card_document
from .card_html import STRATEGY, WORDS, Card, CardHtml
from .card_paper import (
    FONT_SIZES,
    PdfInMemory,
    busy,
    card_font,
    default_page_size,
    documents_folder,
    open_folder,
)
from .paper_guard import PaperGuard, ask_to_print
from .word_tips import WordTips

__all__ = ["FONT_SIZES", "STRATEGY", "WORDS", "CardView", "card_font", "default_page_size"]


class CardView(QDialog):
    def __init__(
        self,
        cards: list[Card],
        word_list_name: str,
        parent: QWidget | None = None,
        *,
        meaning: Callable[[str], str | None] | None = None,
        note: str = "",
        words: Iterable[str] | None = None,
    ) -> None:
        """``meaning``: a word's short definition for the words' tooltips ("" when unknown,
        None when there is no dictionary for the language); ``note``: what the table
        changed in the list ("includes 3 house words"); ``words``: the counting words, to
        name the words an Anaghost card's pools of letters make (without them a pool is
        shown as its letters)."""
        super().__init__(parent)
        self.cards = cards
        self.word_list_name = word_list_name
        #: the cards' rich text (the tabs' font measures its indents)
        self.text = CardHtml(
            word_list_name,
            lambda: self.tabs.font(),
            meaning=meaning,
            note=note,
            counting_words=tuple(words) if words is not None else None,
            parent=self,
        )
        self.mode = STRATEGY
        #: shows a folder on the desktop (tests put a recorder here)
        self.open_folder: Callable[[str], object] = open_folder
        #: the last confirmation or failure shown after an export
        self.message_box: QMessageBox | None = None
        self.export_error = ""
        #: on paper: what was left out of the last card laid out, "" when it all fits
        self.paper_note = ""
        #: the print preview and its printer, alive together (Qt's dialog keeps a bare
        #: pointer to the printer: a printer Python freed crashes it)
        self.preview: QPrintPreviewDialog | None = None
        self._preview_printer: QPrinter | None = None
        self._preview_guard: PaperGuard | None = None
        self.setWindowTitle(self.tr("Strategy cards"))
        fit_dialog(self, 760, 640)
        layout = QVBoxLayout(self)
        top = QHBoxLayout()
        self.strategy_button = QRadioButton(self.tr("Strategy"))
        self.words_button = QRadioButton(self.tr("Word list"))
        self.strategy_button.setToolTip(
            self.tr("What to play at each of your turns, by what the others played")
        )
        self.words_button.setToolTip(
            self.tr("Every word the card can end in, in alphabetical order")
        )
        group = QButtonGroup(self)
        for b in (self.strategy_button, self.words_button):
            group.addButton(b)
            top.addWidget(b)
        self.strategy_button.setChecked(True)
        self.strategy_button.toggled.connect(lambda on: self.set_mode(STRATEGY if on else WORDS))
        top.addStretch(1)
        layout.addLayout(top)
        self.tabs = QTabWidget()
        for card in cards:
            view = WordTips()
            view.document().setDefaultFont(card_font(view.font().pointSizeF()))
            self.tabs.addTab(view, self.tr("Player %1").replace("%1", str(card.seat + 1)))
        layout.addWidget(self.tabs)
        row = QHBoxLayout()
        row.addStretch(1)
        for text, slot in (
            (self.tr("Print preview…"), self.print_preview),
            (self.tr("Print…"), self.print_card),
            (self.tr("Export PDF…"), self._export),
        ):
            push = QPushButton(text)
            push.clicked.connect(slot)
            row.addWidget(push)
        layout.addLayout(row)
        self._refresh()

    def current_card(self) -> Card:
        return self.cards[max(0, self.tabs.currentIndex())]

    def set_mode(self, mode: str) -> None:
        """Show the strategy (STRATEGY) or the word list (WORDS); paper follows."""
        self.mode = mode
        button = self.strategy_button if mode == STRATEGY else self.words_button
        if not button.isChecked():
            button.setChecked(True)  # the other one follows (one group)
        self._refresh()

    def _refresh(self) -> None:
        for i, card in enumerate(self.cards):
            view = self.tabs.widget(i)
            assert isinstance(view, QTextBrowser)
            view.setHtml(self.card_html(card))

    def rows(self, card: Card) -> list[CardRow]:
        return self.text.rows(card)

    def card_html(
        self,
        card: Card,
        columns: int | None = None,
        *,
        mode: str | None = None,
        pt: float | None = None,
        letters: int = 60,
        depth: int | None = None,
        note: str = "",
    ) -> str:
        """The card as rich text (:meth:`CardHtml.card_html`), in the view's mode unless
        ``mode`` is given."""
        return self.text.card_html(
            card, columns, mode=mode or self.mode, pt=pt, letters=letters, depth=depth, note=note
        )

    def document(self, card: Card, page: QSizeF, mode: str | None = None) -> QTextDocument:
        """The card laid out to fit one page (``page`` in points; see ``card_document``);
        what a cut left out goes to ``paper_note``."""
        doc, self.paper_note = card_document(self.text, card, page, mode or self.mode)
        return doc

    # -- output --------------------------------------------------------------------------
    def export_pdf(self, path: str, card: Card | None = None) -> bool:
        """Write one card (the shown one by default) as a PDF, whole or not at all (see
        ``PdfInMemory``); False on failure, with the reason in ``export_error``."""
        card = card or self.current_card()
        self.export_error = ""
        pdf = PdfInMemory()
        writer = pdf.writer
        writer.setPageLayout(
            QPageLayout(
                QPageSize(default_page_size()),
                QPageLayout.Orientation.Portrait,
                QMarginsF(15, 15, 15, 15),
            )
        )
        writer.setTitle(
            self.tr("Ghost memorisation card for player %1").replace("%1", str(card.seat + 1))
        )
        writer.setCreator("Ghost")
        with busy():
            doc = self.document(card, writer.pageLayout().paintRect(QPageLayout.Unit.Point).size())
            doc.print_(writer)
            try:
                pdf.save(path, doc.pageCount())
            except (OSError, GhostError) as exc:
                self.export_error = write_problem(exc)
                return False
        return True

    def _print_to(self, printer: QPrinter) -> None:
        with busy():
            self.document(
                self.current_card(), printer.pageLayout().paintRect(QPageLayout.Unit.Point).size()
            ).print_(printer)

    def _printer(self) -> QPrinter:
        printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        printer.setPageSize(QPageSize(default_page_size()))  # the print dialog may change it
        printer.setDocName(
            self.tr("Ghost memorisation card for player %1").replace(
                "%1", str(self.current_card().seat + 1)
            )
        )
        return printer

    def print_preview(self, *, modal: bool = True) -> QPrintPreviewDialog:
        """Show the shown card as it will print (the paper changeable there). The printer
        lives as long as the dialog: the view keeps both (``preview``). ``modal`` False:
        open it and return at once."""
        if self._preview_guard is not None:
            self._preview_guard.unwatch()
        if self.preview is not None:  # the last one goes, then its printer
            self.preview.close()
            shiboken6.delete(self.preview)
        printer = self._preview_printer = self._printer()
        guard = self._preview_guard = PaperGuard(printer, QPageSize(default_page_size()), self)
        dialog = self.preview = QPrintPreviewDialog(printer, self)

        def draw(printer: QPrinter) -> None:
            guard.apply()  # the preview's print dialog may have put the printer's own paper on
            self._print_to(printer)

        dialog.paintRequested.connect(draw)
        dialog.finished.connect(guard.unwatch)
        guard.watch()  # its Page setup starts on the paper shown
        if modal:
            dialog.exec()
        else:
            dialog.open()
        return dialog

    def print_card(self) -> None:
        """Print the shown card through the system's print dialog, its paper preselected."""
        printer = self._printer()
        guard = PaperGuard(printer, QPageSize(default_page_size()), self)
        try:
            if ask_to_print(guard, self):
                self._print_to(printer)
        finally:
            guard.deleteLater()

    def file_name(self, card: Card) -> str:
        """A name for the card's PDF: ghost-card-english-family-player2.pdf (the variant
        named unless it is Ghost, "-words" for the word list)."""
        parts = ["ghost-card", self.word_list_name]
        if card.variant != "ghost":
            parts.append(VARIANT_NAMES.get(card.variant, card.variant).lower())
        parts.append(f"player{card.seat + 1}")
        if self.mode == WORDS:
            parts.append("words")
        return re.sub(r'[\\/:*?"<>|\s]+', "-", "-".join(parts)) + ".pdf"

    def _export(self) -> None:
        card = self.current_card()
        start = os.path.join(documents_folder(), self.file_name(card))
        path, _ = QFileDialog.getSaveFileName(
            self, self.tr("Export the card as PDF"), start, self.tr("PDF files (*.pdf)")
        )
        if not path:
            return
        if not os.path.splitext(path)[1]:
            path += ".pdf"
        if self.export_pdf(path, card):
            self.confirm_saved(path)
        else:
            self.report_failure(path)

    def confirm_saved(self, path: str) -> None:
        """Say where the card went, with a button that shows the folder."""
        folder = os.path.dirname(os.path.abspath(path))
        text = self.tr("The card was saved as %1.").replace(
            "%1", QDir.toNativeSeparators(os.path.abspath(path))
        )
        if self.paper_note:  # cut to its first decisions: say so here too
            text += "\n\n" + self.paper_note
        box = QMessageBox(
            QMessageBox.Icon.Information,
            self.tr("Export PDF"),
            text,
            QMessageBox.StandardButton.Ok,
            self,
        )
        button = box.addButton(self.tr("Open folder"), QMessageBox.ButtonRole.ActionRole)
        button.clicked.connect(lambda: self.open_folder(folder))
        self._show(box)

    def report_failure(self, path: str) -> None:
        reason = self.export_error or self.tr("the folder may be read-only, or the disk full")
        text = (
            self.tr("The card could not be saved as %1: %2.")
            .replace("%1", QDir.toNativeSeparators(path))
            .replace("%2", reason)
        )
        self._show(
            QMessageBox(
                QMessageBox.Icon.Warning,
                self.tr("Export PDF"),
                text,
                QMessageBox.StandardButton.Ok,
                self,
            )
        )

    def _show(self, box: QMessageBox) -> None:
        box.setTextFormat(Qt.TextFormat.PlainText)  # a file name is text, never markup
        if self.message_box is not None:
            self.message_box.close()
        self.message_box = box
        box.open()
