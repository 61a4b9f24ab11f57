"""Strategy cards on screen, on paper and as PDF: one page with a title, the word list,
the variant and the minimum length, then the words (Ghost, Anti-Ghost) or the strategy
tree (the Super variants)."""

from __future__ import annotations

import html
from typing import Any

from PySide6.QtCore import QMarginsF, QSizeF
from PySide6.QtGui import QFont, QPageLayout, QPageSize, QPdfWriter, QTextDocument
from PySide6.QtPrintSupport import QPrintDialog, QPrinter, QPrintPreviewDialog
from PySide6.QtWidgets import (
    QDialog, QFileDialog, QHBoxLayout, QPushButton, QTabWidget, QTextBrowser, QVBoxLayout, QWidget,
)

from ..core.cards import CardNode, TreeCard, WordCard
from ..core.plays import Side
from .fonts import FAMILY
from .names import variant_name


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
    def card_html(self, card: WordCard | TreeCard, columns: int = 1) -> str:
        e = html.escape
        title = self.tr("Ghost: memorisation card for player %1").replace("%1", str(card.seat + 1))
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
            cols = 6 if len(cells) > 60 else 4
            rows = (len(cells) + cols - 1) // cols
            table = "".join(
                "<tr>" + "".join(f"<td style='padding-right:14px'>{cells[r + c * rows]}</td>" for c in range(cols) if r + c * rows < len(cells)) + "</tr>"
                for r in range(rows)
            )
            parts.append(f"<table>{table}</table>")
        else:
            parts.append("<p>" + e(self.tr("%1 plays to remember. At each of your turns: the letters so far, then your play; below it, each reply the others can make.").replace("%1", str(card.decisions))) + "</p>")
            lines = self._tree_lines(card.root)
            per = (len(lines) + columns - 1) // columns
            cols = ["<br>".join(lines[i : i + per]) for i in range(0, len(lines), per)]
            parts.append("<table><tr>" + "".join(f"<td style='padding-right:18px' valign='top'>{c}</td>" for c in cols) + "</tr></table>")
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
                lines.append(f"{pad}{name}: {e(self.tr('as above'))}")
                return
            shown.add(node.fragment)
            lines.append(f"{pad}<b>{name}</b>: {e(self._play_text(node.fragment, node))} → {e(str(node.after).upper())}")
            for _, child in node.replies:
                show(child, depth + 1)

        show(root, 0)
        return lines

    def document(self, card: WordCard | TreeCard, page: QSizeF) -> QTextDocument:
        """The card laid out to fit one page (``page`` in points): more columns, then a
        smaller font, until it does."""
        doc = QTextDocument()
        size = QSizeF(page.width() * 96 / 72, page.height() * 96 / 72)  # the document's own units
        attempts = [(1, pt) for pt in (11, 10, 9, 8)]
        if isinstance(card, TreeCard):
            attempts += [(2, pt) for pt in (9, 8, 7)] + [(3, pt) for pt in (7, 6, 5)] + [(4, pt) for pt in (5, 4)]
        else:
            attempts += [(1, pt) for pt in (7, 6, 5, 4)]
        for columns, pt in attempts:
            doc.setDefaultFont(QFont(FAMILY, pt))
            doc.setHtml(self.card_html(card, columns))
            doc.setPageSize(size)
            if doc.pageCount() <= 1:
                break
        return doc

    # -- output --------------------------------------------------------------------------
    def export_pdf(self, path: str, card: Any = None) -> None:
        card = card or self.current_card()
        writer = QPdfWriter(path)
        writer.setPageLayout(QPageLayout(QPageSize(QPageSize.PageSizeId.A4), QPageLayout.Orientation.Portrait, QMarginsF(15, 15, 15, 15)))
        writer.setTitle(self.tr("Ghost memorisation card"))
        doc = self.document(card, writer.pageLayout().paintRect(QPageLayout.Unit.Point).size())
        doc.print_(writer)

    def _print_to(self, printer: QPrinter) -> None:
        self.document(self.current_card(), printer.pageLayout().paintRect(QPageLayout.Unit.Point).size()).print_(printer)

    def print_preview(self) -> None:
        printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        dialog = QPrintPreviewDialog(printer, self)
        dialog.paintRequested.connect(self._print_to)
        dialog.exec()

    def print_card(self) -> None:
        printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        if QPrintDialog(printer, self).exec():
            self._print_to(printer)

    def _export(self) -> None:
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Export the card as PDF"), f"ghost-card-player{self.current_card().seat + 1}.pdf", "PDF (*.pdf)")
        if path:
            self.export_pdf(path)
