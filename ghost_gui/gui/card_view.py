"""Strategy cards on screen, on paper and as PDF: one page with a title, the word list,
the variant and the minimum length, then the words (Ghost, Anti-Ghost) or the strategy
tree (the Super variants)."""

from __future__ import annotations

import html
import math
import os
import re
from collections.abc import Iterator
from contextlib import contextmanager

from PySide6.QtCore import QLocale, QMarginsF, QSizeF, Qt
from PySide6.QtGui import QFont, QPageLayout, QPageSize, QPdfWriter, QTextDocument
from PySide6.QtPrintSupport import QPrintDialog, QPrinter, QPrintPreviewDialog
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QFileDialog,
    QHBoxLayout,
    QMessageBox,
    QPushButton,
    QTabWidget,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from ..core.cards import CardNode, TreeCard, WordCard
from ..core.plays import Side
from .fonts import FAMILY
from .names import short_variant_name, variant_name

# point sizes tried for paper, largest first; below the last the whole page is shrunk
FONT_SIZES = (11, 10, 9, 8, 7, 6, 5)
MAX_COLUMNS = 30


def card_font(pt: float) -> QFont:
    """The card's font: every letter its own glyph (no "ff" or "fl" ligatures), as a word
    game wants, and so that text copied from the PDF is the words themselves."""
    font = QFont(FAMILY)
    font.setPointSizeF(pt)
    font.setFeature(QFont.Tag("liga"), 0)
    return font


def _effective_sizes() -> Iterator[float]:
    yield from FONT_SIZES
    size = float(FONT_SIZES[-1])
    while size > 0.2:  # a card beyond this would need a poster, not a page
        size /= 1.15
        yield size


class CardView(QDialog):
    def __init__(self, cards: list[WordCard | TreeCard], word_list_name: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.cards = cards
        self.word_list_name = word_list_name
        self.setWindowTitle(self.tr("Strategy cards"))
        self.resize(760, 640)
        layout = QVBoxLayout(self)
        self.tabs = QTabWidget()
        for card in cards:
            view = QTextBrowser()
            view.document().setDefaultFont(card_font(view.font().pointSizeF()))
            view.setHtml(self.card_html(card))
            self.tabs.addTab(view, self.tr("Player %1").replace("%1", str(card.seat + 1)))
        layout.addWidget(self.tabs)
        row = QHBoxLayout()
        row.addStretch(1)
        for text, slot in ((self.tr("Print preview…"), self.print_preview), (self.tr("Print…"), self.print_card),
                           (self.tr("Export PDF…"), self._export)):
            b = QPushButton(text)
            b.clicked.connect(slot)
            row.addWidget(b)
        layout.addLayout(row)

    def current_card(self) -> WordCard | TreeCard:
        return self.cards[max(0, self.tabs.currentIndex())]

    # -- the document --------------------------------------------------------------------
    def card_html(self, card: WordCard | TreeCard, columns: int | None = None) -> str:
        """The card as rich text; ``columns`` None means the on-screen layout."""
        e = html.escape
        title = self.tr("%1: memorisation card for player %2").replace("%1", short_variant_name(card.variant)).replace("%2", str(card.seat + 1))
        sub = self.tr("%1 · %2 · words of %3+ letters count · %4 players").replace("%1", e(self.word_list_name)) \
            .replace("%2", e(variant_name(card.variant))).replace("%3", str(card.min_length)).replace("%4", str(card.players))
        verdict = {
            0: self.tr("Play as shown and every word ends the round in your favour."),
            1: self.tr("With perfect play against you, you cannot always win; this card loses as little as possible."),
            2: self.tr("With perfect play against you, you lose; this card holds out."),
        }[card.lossiness]
        parts = [f"<h2>{e(title)}</h2><p>{sub}</p><p><i>{e(verdict)}</i></p>"]
        losing = set(card.losing_words)
        if isinstance(card, WordCard):
            parts.append("<p>" + e(self.tr("Force the game into these %1 words (struck-out words lose for you):").replace("%1", str(len(card.words)))) + "</p>")
            cells = [f"<s>{e(w)}</s>" if w in losing else e(w) for w in card.words]
            cols = columns or (6 if len(cells) > 60 else 4)
            rows = (len(cells) + cols - 1) // cols
            table = "".join(
                "<tr>" + "".join(f"<td style='padding-right:14px'>{cells[r + c * rows]}</td>" for c in range(cols) if r + c * rows < len(cells)) + "</tr>"
                for r in range(rows)
            )
            parts.append(f"<table{' width=100%' if columns else ''}>{table}</table>")
        else:
            parts.append("<p>" + e(self.tr("%1 plays to remember. At each of your turns: the letters so far, then your play; below it, each reply the others can make.").replace("%1", str(card.decisions))) + "</p>")
            lines = self._tree_lines(card.root)
            cols = columns or 1
            per = (len(lines) + cols - 1) // cols
            chunks = ["<br>".join(lines[i : i + per]) for i in range(0, len(lines), per)]
            width = 100 // len(chunks)
            parts.append("<table width='100%'><tr>" + "".join(f"<td width='{width}%' style='padding-right:12px' valign='top'>{c}</td>" for c in chunks) + "</tr></table>")
        return "".join(parts)

    def _play_text(self, fragment: str, node: CardNode) -> str:
        p = node.play
        assert p is not None
        letter = p.letter.upper()
        if not fragment:
            return self.tr("start with %1").replace("%1", letter)
        text = self.tr("add %1 on the left") if p.side is Side.LEFT else self.tr("add %1 on the right")
        text = text.replace("%1", letter)
        return (self.tr("reverse, then ") + text) if p.reverse else text

    def _tree_lines(self, root: CardNode) -> list[str]:
        lines: list[str] = []
        shown: set[str] = set()
        e = html.escape

        def show(node: CardNode, depth: int) -> None:
            pad = "&nbsp;" * (3 * depth)
            if node.word is not None:
                outcome = self.tr("you lose") if node.loses else self.tr("you win")
                lines.append(f"{pad}{e(node.word.upper())}: {e(outcome)}")
                return
            if node.play is None:
                for _, child in node.replies:
                    show(child, depth)
                return
            name = e(node.fragment.upper()) or e(self.tr("(start)"))
            if node.fragment in shown:
                as_above = self.tr("as above")  # outside the f-string, where lupdate sees it
                lines.append(f"{pad}{name}: {e(as_above)}")
                return
            shown.add(node.fragment)
            lines.append(f"{pad}<b>{name}</b>: {e(self._play_text(node.fragment, node))} → {e(str(node.after).upper())}")
            for _, child in node.replies:
                show(child, depth + 1)

        show(root, 0)
        return lines

    def document(self, card: WordCard | TreeCard, page: QSizeF) -> QTextDocument:
        """The card laid out to fit one page (``page`` in points): the largest font at
        which it fits, in the fewest columns (word cards: at least four) at that size.
        Below 5 pt the page itself is laid out larger and shrunk onto the paper
        (``print_`` scales the document's page to the printer's)."""
        doc = QTextDocument()
        size = QSizeF(page.width() * 96 / 72, page.height() * 96 / 72)  # the document's own units
        html_of: dict[int, str] = {}
        tree = isinstance(card, TreeCard)
        if isinstance(card, TreeCard):
            lengths = sorted(len(html.unescape(re.sub("<[^>]*>", "", line))) for line in self._tree_lines(card.root))
        else:
            lengths = sorted(len(w) + 2 for w in card.words) or [8]
        typical = lengths[(len(lengths) - 1) * 9 // 10] + 2  # a few longer lines may wrap

        def fits(columns: int, pt: float, scale: float) -> bool:
            if columns not in html_of:
                html_of[columns] = self.card_html(card, columns)
            doc.setPageSize(QSizeF(size.width() * scale, size.height() * scale))
            doc.setDefaultFont(card_font(pt))  # before the text, so that headings scale too
            doc.setHtml(html_of[columns])
            return doc.pageCount() <= 1

        # each try is a full layout (a large card takes a fraction of a second): skip the
        # sizes too large for the area its lines need (height and width both grow with pt),
        # and after a miss the sizes too large for the overflow it showed
        lines = len(lengths) + 6
        limit = 1.2 * math.sqrt(page.width() * page.height() / (lines * 1.25 * 0.62 * typical))
        for effective in _effective_sizes():
            if effective > limit:
                continue
            pt = max(effective, FONT_SIZES[-1])
            scale = pt / effective
            # no column narrower than a typical line (DejaVu Sans: ~0.62 em a letter)
            most = max(1, min(MAX_COLUMNS, int(page.width() * scale / (pt * 0.62 * typical))))
            least = 1 if tree else min(4, most)
            if not fits(most, pt, scale):
                overflow = doc.size().height() / doc.pageSize().height()
                limit = min(limit, 1.05 * effective / math.sqrt(overflow))
                continue
            while least < most:  # the fewest columns that fit; fewer columns, longer page
                middle = (least + most) // 2
                if fits(middle, pt, scale):
                    most = middle
                else:
                    least = middle + 1
            fits(most, pt, scale)
            return doc
        # beyond a poster: the smallest size, whatever it takes
        scale = FONT_SIZES[-1] / effective
        fits(max(1, min(MAX_COLUMNS, int(page.width() * scale / (FONT_SIZES[-1] * 0.62 * typical)))), FONT_SIZES[-1], scale)
        return doc

    # -- output --------------------------------------------------------------------------
    def export_pdf(self, path: str, card: WordCard | TreeCard | None = None) -> bool:
        """Write one card (the shown one by default) as a one-page PDF; False on failure."""
        card = card or self.current_card()
        try:
            os.remove(path)  # so that a failed write is not mistaken for an old success
        except OSError:
            pass
        writer = QPdfWriter(path)
        writer.setPageLayout(QPageLayout(QPageSize(default_page_size()), QPageLayout.Orientation.Portrait, QMarginsF(15, 15, 15, 15)))
        writer.setTitle(self.tr("Ghost memorisation card for player %1").replace("%1", str(card.seat + 1)))
        writer.setCreator("Ghost")
        with busy():
            doc = self.document(card, writer.pageLayout().paintRect(QPageLayout.Unit.Point).size())
            doc.print_(writer)
        del writer  # closes the file
        return os.path.isfile(path) and os.path.getsize(path) > 0

    def _print_to(self, printer: QPrinter) -> None:
        with busy():
            self.document(self.current_card(), printer.pageLayout().paintRect(QPageLayout.Unit.Point).size()).print_(printer)

    def _printer(self) -> QPrinter:
        printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        printer.setDocName(self.tr("Ghost memorisation card for player %1").replace("%1", str(self.current_card().seat + 1)))
        return printer

    def print_preview(self) -> None:
        dialog = QPrintPreviewDialog(self._printer(), self)
        dialog.paintRequested.connect(self._print_to)
        dialog.exec()

    def print_card(self) -> None:
        printer = self._printer()
        if QPrintDialog(printer, self).exec():
            self._print_to(printer)

    def _export(self) -> None:
        name = f"ghost-card-{self.word_list_name}-player{self.current_card().seat + 1}.pdf"
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Export the card as PDF"), name, self.tr("PDF files (*.pdf)"))
        if path and not self.export_pdf(path):
            QMessageBox.warning(self, self.tr("Export PDF"), self.tr("Could not write %1.").replace("%1", path))


def default_page_size() -> QPageSize.PageSizeId:
    """Letter where people use it, else A4."""
    if QLocale().measurementSystem() == QLocale.MeasurementSystem.ImperialUSSystem:
        return QPageSize.PageSizeId.Letter
    return QPageSize.PageSizeId.A4


@contextmanager
def busy() -> Iterator[None]:
    QApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
    try:
        yield
    finally:
        QApplication.restoreOverrideCursor()
