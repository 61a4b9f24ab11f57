"""A strategy card laid out on one page: the largest font at which it fits, and a strategy
too long to print legibly cut to its first decisions, saying so. No widget: the text comes
from :class:`~ghost_gui.gui.cards.card_html.CardHtml`, the fitting from ``card_paper``."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLocale, QSizeF
from PySide6.QtGui import QTextDocument

from .card_html import WORDS, Card, CardHtml
from .card_paper import LEGIBLE_PT, SMALL, card_font, fit_document, words_pt


def card_document(text: CardHtml, card: Card, page: QSizeF, mode: str) -> tuple[QTextDocument, str]:
    """The card laid out to fit one page (``page`` in points) and what was left out of it
    ("" when it all fits): the largest font at which it fits, in the fewest columns (the
    word list: at least four) at that size. A strategy whose words would print smaller
    than ``LEGIBLE_PT`` is cut to its first decisions, as deep as fits legibly, and says so."""
    paper_note = ""
    if mode == WORDS:
        lengths = [text.ending_length(card, w) for w in card.words]
        doc = fit_document(
            lambda columns, pt, letters: text.card_html(
                card, columns, mode=mode, pt=pt, letters=letters
            ),
            lengths,
            page,
            4,
        )
        return doc, paper_note
    rows = text.rows(card)

    def layout(depth: int | None, note: str = "") -> QTextDocument:
        kept = [text.row_length(row, card) for row in rows if depth is None or row.depth <= depth]
        return fit_document(
            lambda columns, pt, letters: text.card_html(
                card, columns, mode=mode, pt=pt, letters=letters, depth=depth, note=note
            ),
            kept,
            page,
            1,
        )

    doc = layout(None)
    tiny = words_pt(doc, page)
    deepest = max((row.depth for row in rows), default=0)
    if tiny >= LEGIBLE_PT - 0.01 or deepest == 0:
        return doc, paper_note
    best: QTextDocument | None = None
    for depth in range(deepest):  # the shallow cuts are small: deeper until one is too small
        shown = sum(row.depth <= depth for row in rows)
        note = (
            QCoreApplication.translate(
                "CardView",
                "This card does not fit one page in legible print (its words would be %1 pt): here are its first decisions only, "
                "%2 of %3 lines. A line ending in … goes on in the full card on screen.",
            )
            .replace("%1", QLocale().toString(tiny, "f", 1))
            .replace("%2", QLocale().toString(shown))
            .replace("%3", QLocale().toString(len(rows)))
        )
        cut = layout(depth, note)
        if best is not None and words_pt(cut, page) < LEGIBLE_PT - 0.01:
            break
        best, paper_note = cut, note
    assert best is not None
    if (
        words_pt(best, page) < LEGIBLE_PT - 0.01
    ):  # even the first decisions: legible, over several pages
        pt = LEGIBLE_PT / SMALL
        best = QTextDocument()
        best.setPageSize(QSizeF(page.width() * 96 / 72, page.height() * 96 / 72))
        best.setDefaultFont(card_font(pt))
        best.setHtml(text.card_html(card, 1, mode=mode, pt=pt, depth=0, note=paper_note))
    return best, paper_note
