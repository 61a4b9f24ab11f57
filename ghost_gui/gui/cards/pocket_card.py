"""The pocket card: a winning strategy on one side of an A6 index card (105 × 148 mm),
drawn to be read at a glance, as a map rather than a list.

Each line is one decision: the letters at your turn (the others' last letter in bold: the
letter you look for), then your answer, large and bold, then the words to aim for from
there, small. Lines indented under a line are the positions the others can leave you at
your next turn, so the card branches as the strategy does. Nothing is printed under
``MIN_PT`` points: a card that does not fit its paper at that size is not shrunk (the
caller offers a larger paper). The layout is computed in points, once, and painted on
any device (a PDF, a printer, a preview image).

No text of its own: the caller passes the texts (``PocketTexts``), translated by the
window or in English by the command line.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QMarginsF, QPointF, QRectF, QSizeF
from PySide6.QtGui import (
    QColor,
    QImage,
    QPageLayout,
    QPageSize,
    QPainter,
    QPen,
)

from ...core.alphabets import capitals
from ...core.cards.card_index import index_rows
from ...core.cards.card_text import Card, CardRow, grouped_rows, split_play
from ...core.play.variants import variant_by_key
from .card_paper import PdfInMemory
from .card_words import Anagrams, word_pieces
from .pocket_index import lay_index_rows
from .pocket_measure import Measure, Text, card_font

#: the smallest text the card prints, in points
MIN_PT = 6.0
#: the papers a pocket card is laid out for, smallest first; "page" is the locale's A4 or Letter
PAPERS = ("A6", "A5", "page")
#: the margin around the card, in points (5 mm)
MARGIN = 14.0
#: the gap between columns, in points
GUTTER = 8.0
#: sizes at scale 1, in points: the words are the smallest text
WORDS_PT, AT_PT, ANSWER_PT, TITLE_PT = MIN_PT, 7.5, 12.0, 9.0
#: how much larger than the smallest legible card a roomy card is drawn, at most
MOST_SCALE = 1.8
#: what a column more costs against a larger scale when choosing the layout
COLUMN_COST = 0.15
#: the space under each line, in points at scale 1 (the last line of a column needs none)
ROW_GAP = 2.5
#: lines deeper than this are indented no further (a deep branch stays inside its column)
MAX_INDENT = 6


@dataclass(frozen=True)
class PocketTexts:
    """The card's words that are not the game's: the caller's language."""

    title: str  # "Ghost · player 2 of 2"
    subtitle: str  # "enable1 · words of 3+ letters · every word wins"
    legend: str  # "At your turn: find the letters, play the big one, aim for the words. * loses."
    start: str  # "start"
    see: str  # "see %1": a position shown before, by the letters its line starts with
    #: what to do when the others leave the card: "No line fits? Challenge if you doubt …"
    no_line: str = ""


@dataclass(frozen=True, eq=False)
class PocketLayout:
    paper: str
    page_size: QPageSize
    page: QSizeF  # points
    scale: float
    columns: int
    texts: tuple[Text, ...]

    @property
    def smallest_pt(self) -> float:
        return min(t.pt for t in self.texts)

    @property
    def words_pt(self) -> float:
        return WORDS_PT * self.scale


def page_size(paper: str, default: QPageSize.PageSizeId = QPageSize.PageSizeId.A4) -> QPageSize:
    """The paper's size: A6, A5, or the locale's page (``default``: A4 or Letter)."""
    ids = {"A6": QPageSize.PageSizeId.A6, "A5": QPageSize.PageSizeId.A5}
    return QPageSize(ids.get(paper, default))


def _lay_rows(
    rows: list[CardRow],
    texts: PocketTexts,
    m: Measure,
    scale: float,
    width: float,
    lose: set[str],
    infix: bool = False,
    anagrams: Anagrams | None = None,
) -> list[tuple[float, list[Text]]]:
    """Each row laid out at the top of a column ``width`` wide: (height, texts at y from 0).
    ``anagrams``: an Anaghost card's pools with the words they make ("AER: are, ear, era")."""
    at_pt, answer_pt, words_pt = AT_PT * scale, ANSWER_PT * scale, WORDS_PT * scale
    indent = 8.0 * scale
    words_line = m.metrics(words_pt).lineSpacing()
    answer_ascent = m.metrics(answer_pt, True).ascent()
    answer_line = m.metrics(answer_pt, True).lineSpacing()
    out = []
    for row in rows:
        x = left = min(row.depth, MAX_INDENT) * indent
        y = answer_ascent  # the row's baseline
        hang = end = x  # where the first answer starts; where the last decision ends
        items: list[Text] = []
        for i, node in enumerate(row.steps):
            before, letter, after = (capitals(part) for part in split_play(node))
            if infix:  # the letters after the play, the new one large: where it goes shows
                shown = [
                    (before, at_pt, False, False),
                    (letter, answer_pt, True, False),
                    (after, at_pt, False, False),
                ]
            else:
                at = capitals(node.at)
                shown = (
                    [(at[:-1], at_pt, False, True), (at[-1:], at_pt, True, False)]
                    if at
                    else [(texts.start, at_pt, False, True)]
                )
                shown += [(" → ", at_pt, False, True), (letter, answer_pt, True, False)]
            step = sum(m.width(text, pt, bold) for text, pt, bold, _ in shown)
            if i and x + m.width("· ", at_pt) + step > width:
                # a long run goes on on the next line: the dot ends the line it continues, the
                # decision hangs under the first answer (at a reply's indent it reads as one)
                dot = end + m.width(" ", at_pt) / 2
                if dot + m.width("·", at_pt) <= width:
                    items.append(Text(dot, y, "·", at_pt, grey=True))
                x, y = hang if hang + step <= width else left + indent, y + answer_line
            elif i:
                shown.insert(0, ("· ", at_pt, False, True))
            for text, pt, bold, grey in shown:
                if text:
                    if i == 0 and pt == answer_pt:
                        hang = x
                    items.append(Text(x, y, text, pt, bold=bold, grey=grey))
                    x += m.width(text, pt, bold)
            end = x
            x += 3.0 * scale
        see = texts.see.replace("%1", capitals(row.see) or texts.start)
        pieces = [see] if row.repeat else word_pieces(list(row.words), lose, anagrams)
        # the words after the answer, wrapped within the column, continuation lines hanging
        # under the first word; where a word would not fit there, all of them start on the
        # next line, at the row's indent
        widths = [m.width(piece, words_pt) for piece in pieces]
        start, line_y = x, y
        if widths and start + max(widths) > width:
            start, line_y = left + indent, y + words_line
        cursor = start
        for piece, w in zip(pieces, widths, strict=True):
            if cursor > start and cursor + w > width:
                line_y += words_line
                cursor = start
            items.append(Text(cursor, line_y, piece, words_pt))
            cursor += w + m.width(" ", words_pt)
        if max((t.x + m.width(t.text, t.pt, t.bold) for t in items), default=0) > width + 0.01:
            return []  # a step too wide for the column
        height = line_y + m.metrics(words_pt).descent() + ROW_GAP * scale
        out.append((height, items))
    return out


def lay_out(
    card: Card,
    texts: PocketTexts,
    paper: str = "A6",
    default_page: QPageSize.PageSizeId = QPageSize.PageSizeId.A4,
    anagrams: Anagrams | None = None,
) -> PocketLayout | None:
    """The card on ``paper`` at the largest size that fits, in the fewest columns at that
    size; None when it does not fit even with its words at ``MIN_PT``. ``anagrams``: the
    words an Anaghost card's pools make (the pools alone, in capitals, without)."""
    size = page_size(paper, default_page)
    page = size.size(QPageSize.Unit.Point)
    m = Measure()
    rows = grouped_rows(card)
    # SuperGhost, SuperDuperGhost, Xghost: the letters at a turn may have grown at either
    # end, so the card is an index to look them up in rather than a tree to follow
    index = index_rows(card.tree) if variant_by_key(card.variant).infix else None
    # an index fills each column before the next, as a dictionary does; a tree balances its
    # columns, a new one at a top-level line (so that a branch stays together)
    tops = [False] * len(index) if index is not None else [row.depth == 0 for row in rows]
    lose = set(card.losing_words)
    variant = variant_by_key(card.variant)
    if variant.pool and anagrams is None:
        anagrams = {}  # the pools in capitals: letters to hold, not words
    elif not variant.pool:
        anagrams = None
    inner_w, inner_h = page.width() - 2 * MARGIN, page.height() - 2 * MARGIN
    best: tuple[float, PocketLayout] | None = None
    scale = MOST_SCALE
    while scale >= 1.0 - 1e-9:
        title_pt, small_pt = TITLE_PT * scale, WORDS_PT * scale
        head = [
            Text(
                MARGIN,
                MARGIN + m.metrics(title_pt, True).ascent(),
                texts.title,
                title_pt,
                bold=True,
            ),
        ]
        y = MARGIN + m.metrics(title_pt, True).lineSpacing()
        # what to do when no line fits goes on with the legend: it is the card's key too
        for line in (texts.subtitle, f"{texts.legend} {texts.no_line}".strip()):
            for part in _wrap(line, small_pt, inner_w, m):
                head.append(
                    Text(MARGIN, y + m.metrics(small_pt).ascent(), part, small_pt, grey=True)
                )
                y += m.metrics(small_pt).lineSpacing()
        top = y + 4.0 * scale
        if all(m.width(t.text, t.pt, t.bold) <= inner_w for t in head):
            for columns in (1, 2, 3):
                # a column more must buy a clearly larger card: narrow columns stack the words
                score = scale - COLUMN_COST * (columns - 1)
                if best is not None and score <= best[0]:
                    continue
                width = (inner_w - GUTTER * (columns - 1)) / columns
                laid = (
                    lay_index_rows(index, texts.start, m, scale, width, lose)
                    if index is not None
                    else _lay_rows(rows, texts, m, scale, width, lose, not variant.prefix, anagrams)
                )
                if not laid and tops:
                    continue
                # the last row of a column may leave the gap under it off the page
                room = inner_h - (top - MARGIN) + ROW_GAP * scale
                placed = _columns(laid, tops, columns, room)
                if placed is None:
                    continue
                items = list(head)
                for column, entries in enumerate(placed):
                    x0 = MARGIN + column * (width + GUTTER)
                    y0 = top
                    for height, row_items in entries:
                        items.extend(
                            Text(x0 + t.x, y0 + t.y, t.text, t.pt, t.bold, t.grey)
                            for t in row_items
                        )
                        y0 += height
                best = (
                    score,
                    PocketLayout(paper, size, page, round(scale, 3), columns, tuple(items)),
                )
        scale = round(scale - 0.05, 3)
    return best[1] if best is not None else None


def _wrap(text: str, pt: float, width: float, m: Measure) -> list[str]:
    lines, line = [], ""
    for word in text.split():
        candidate = f"{line} {word}".strip()
        if line and m.width(candidate, pt) > width:
            lines.append(line)
            line = word
        else:
            line = candidate
    return lines + ([line] if line else [])


def _columns(
    laid: list[tuple[float, list[Text]]], tops: list[bool], columns: int, height: float
) -> list[list[tuple[float, list[Text]]]] | None:
    """The rows in order into ``columns`` columns of ``height``, a new column preferably at a
    top-level line (so that a branch stays together); None when they do not fit."""
    total = sum(h for h, _ in laid)
    if total > columns * height + 1e-6:
        return None
    target = total / columns
    out: list[list[tuple[float, list[Text]]]] = [[]]
    used = 0.0
    for i, entry in enumerate(laid):
        h = entry[0]
        top_level = tops[i]
        full = used + h > height + 1e-6
        balanced = used >= target and top_level and len(out) < columns
        if out[-1] and (full or balanced):
            if len(out) == columns:
                return None
            out.append([])
            used = 0.0
        out[-1].append(entry)
        used += h
        if used > height + 1e-6:
            return None
    return out


def paint(layout: PocketLayout, painter: QPainter, dpi: float) -> None:
    """Draw the card with ``painter`` on a device of ``dpi`` dots per inch, the page's top
    left at the painter's origin."""
    painter.save()
    painter.scale(dpi / 72, dpi / 72)  # one unit is one point
    ink, grey = QColor("#000000"), QColor("#505050")
    for t in layout.texts:
        # a font's point size is turned into device pixels by the device's dpi: undo the
        # painter's scale for it
        painter.setFont(card_font(t.pt * 72 / dpi, t.bold))
        painter.setPen(QPen(grey if t.grey else ink))
        painter.drawText(QPointF(t.x, t.y), t.text)
    painter.setPen(QPen(QColor("#b0b0b0"), 0.5))
    painter.drawRect(
        QRectF(MARGIN / 2, MARGIN / 2, layout.page.width() - MARGIN, layout.page.height() - MARGIN)
    )
    painter.restore()


def image(layout: PocketLayout, dpi: float) -> QImage:
    """The card as a picture at ``dpi`` (a preview, a screenshot), on white."""
    img = QImage(
        round(layout.page.width() * dpi / 72),
        round(layout.page.height() * dpi / 72),
        QImage.Format.Format_RGB32,
    )
    img.fill(QColor("white"))
    img.setDotsPerMeterX(round(dpi / 0.0254))
    img.setDotsPerMeterY(round(dpi / 0.0254))
    painter = QPainter(img)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    try:
        paint(layout, painter, dpi)
    finally:
        painter.end()
    return img


def write_pdf(layout: PocketLayout, path: str, title: str = "Ghost card") -> None:
    """The card as a one-page PDF of its paper (A6: 297.6 × 419.5 pt), written whole or
    not at all: raises ``OSError`` or ``IncompleteFileError`` (see ``PdfInMemory``)."""
    pdf = PdfInMemory()
    writer = pdf.writer
    writer.setResolution(72)
    writer.setCreator("Ghost")
    writer.setTitle(title)
    writer.setPageLayout(
        QPageLayout(layout.page_size, QPageLayout.Orientation.Portrait, QMarginsF(0, 0, 0, 0))
    )
    painter = QPainter()
    if painter.begin(writer):  # one that did not begin draws nothing: the check says so
        try:
            paint(layout, painter, writer.resolution())
        finally:
            painter.end()
    pdf.save(path, 1)


def card_words(layout: PocketLayout) -> Sequence[str]:
    """Every piece of text on the card (for checks)."""
    return [t.text for t in layout.texts]
