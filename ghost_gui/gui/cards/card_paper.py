"""Cards on paper: a card's rich text laid out onto one page at the largest font that
fits, the page size for the locale, where exported cards go, and a PDF drawn in memory to
be written whole. No text of its own: the card viewer (``card_view.py``) writes the card
and translates it."""

from __future__ import annotations

import math
import os
from collections.abc import Callable, Iterator
from contextlib import contextmanager

from PySide6.QtCore import QBuffer, QDir, QIODevice, QLocale, QSizeF, QStandardPaths, Qt, QUrl
from PySide6.QtGui import QDesktopServices, QFont, QPageSize, QPdfWriter, QTextDocument
from PySide6.QtWidgets import QApplication

from ...core.storage.atomic_files import write_for_person
from ...core.storage.pdf_pages import pdf_problem
from ..fonts import FAMILY

# point sizes tried for paper, largest first; below the last the whole page is shrunk
# (7.5: the smallest at which a card's words, set small, are 6 pt)
FONT_SIZES = (11, 10, 9, 8, 7.5, 7, 6, 5)
MAX_COLUMNS = 30
#: the smallest text a card may print: below it a card is cut to its first decisions
LEGIBLE_PT = 6.0
#: the card's words are set in rich text's ``font-size:small``, which Qt makes four fifths
#: of the text around it
SMALL = 0.8
#: a card line longer than this many letters is counted as several lines (it wraps)
WRAP = 48

#: the card's rich text for (columns, point size, letters a column holds)
HtmlMaker = Callable[[int, float, int], str]


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


def line_lengths(lengths: list[int]) -> list[int]:
    """The lengths of the lines a card's rows make, a long row counted as it wraps."""
    out: list[int] = []
    for n in lengths:
        while n > WRAP:
            out.append(WRAP)
            n -= WRAP - 4  # the continuation is indented
        out.append(n)
    return out


def fit_document(
    make_html: HtmlMaker, lengths: list[int], page: QSizeF, least_columns: int = 1
) -> QTextDocument:
    """The card laid out to fit one page (``page`` in points): the largest font at which it
    fits, in the fewest columns (at least ``least_columns`` where they fit) at that size.
    ``lengths``: the letters of each line, to guess how many columns a size allows. Below
    5 pt the page itself is laid out larger and shrunk onto the paper (``print_`` scales
    the document's page to the printer's)."""
    doc = QTextDocument()
    size = QSizeF(page.width() * 96 / 72, page.height() * 96 / 72)  # the document's own units
    html_of: dict[tuple[int, float, int], str] = {}
    lengths = line_lengths(sorted(lengths) or [8])
    lengths.sort()
    typical = lengths[(len(lengths) - 1) * 9 // 10] + 2  # a few longer lines may wrap

    def letters(columns: int, pt: float, scale: float) -> int:
        return max(8, int(page.width() * scale / columns / (pt * 0.62)))

    def fits(columns: int, pt: float, scale: float) -> bool:
        key = (columns, pt, letters(columns, pt, scale))
        if key not in html_of:
            html_of[key] = make_html(*key)
        doc.setPageSize(QSizeF(size.width() * scale, size.height() * scale))
        doc.setDefaultFont(card_font(pt))  # before the text, so that headings scale too
        doc.setHtml(html_of[key])
        return doc.pageCount() <= 1

    def widest(pt: float, scale: float) -> int:
        # no column narrower than a typical line (DejaVu Sans: ~0.62 em a letter)
        return max(1, min(MAX_COLUMNS, int(page.width() * scale / (pt * 0.62 * typical))))

    # each try is a full layout (a large card takes a fraction of a second): skip the
    # sizes too large for the area its lines need (height and width both grow with pt),
    # and after a miss the sizes too large for the overflow it showed
    lines = len(lengths) + 8
    limit = 1.2 * math.sqrt(page.width() * page.height() / (lines * 1.25 * 0.62 * typical))
    effective = float(FONT_SIZES[0])
    for effective in _effective_sizes():
        if effective > limit:
            continue
        pt = max(effective, FONT_SIZES[-1])
        scale = pt / effective
        most = widest(pt, scale)
        least = min(least_columns, most)
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
    fits(widest(FONT_SIZES[-1], scale), FONT_SIZES[-1], scale)
    return doc


def split_columns(
    weights: list[int], columns: int, starts: set[int] | None = None
) -> list[tuple[int, int]]:
    """Rows (by their heights in lines) shared out into at most ``columns`` runs of about
    equal height, as (first, end) index pairs. A run starts where ``starts`` allows (the
    start of a group of rows) when one is near: within a tenth of a column."""
    if columns <= 1 or len(weights) <= 1:
        return [(0, len(weights))]
    target = sum(weights) / columns
    slack = max(1.0, target / 10)
    runs: list[tuple[int, int]] = []
    first, i, height = 0, 0, 0
    while i < len(weights) and len(runs) < columns - 1:
        if i > first and height + weights[i] > target:
            end = i
            if starts is not None and i not in starts:
                back = max((j for j in starts if first < j < i), default=None)
                ahead = min((j for j in starts if j > i), default=None)
                if back is not None and sum(weights[back:i]) <= slack:
                    end = back
                elif ahead is not None and sum(weights[i:ahead]) <= slack:
                    end = ahead
            runs.append((first, end))
            first = i = end
            height = 0
            continue
        height += weights[i]
        i += 1
    runs.append((first, len(weights)))
    return [r for r in runs if r[0] < r[1]]


def printed_pt(doc: QTextDocument, page: QSizeF) -> float:
    """The size on paper, in points, of the body text of a document ``fit_document`` laid
    out for ``page`` (a page laid out larger is shrunk onto the paper)."""
    width = doc.pageSize().width()
    scale = page.width() * 96 / 72 / width if width > 0 else 1.0
    return doc.defaultFont().pointSizeF() * scale


def words_pt(doc: QTextDocument, page: QSizeF) -> float:
    """The size on paper of a card's words (set small): at least ``LEGIBLE_PT`` to be read."""
    return SMALL * printed_pt(doc, page)


_T = QLocale.Country  # Qt names it Territory since 6.2; PySide6 keeps the enum as Country
#: where paper is US Letter (CLDR's paperSize data: BZ CA CL CO CR GT MX NI PA PH PR SV US
#: VE); A4 everywhere else
LETTER_TERRITORIES = frozenset(
    {
        _T.Belize,
        _T.Canada,
        _T.Chile,
        _T.Colombia,
        _T.CostaRica,
        _T.Guatemala,
        _T.Mexico,
        _T.Nicaragua,
        _T.Panama,
        _T.Philippines,
        _T.PuertoRico,
        _T.ElSalvador,
        _T.UnitedStates,
        _T.Venezuela,
    }
)


def paper_locale() -> QLocale:
    """The locale whose territory decides the paper: where the person is (the system's
    locale, or LC_PAPER where it is set), not the interface's language, which the window
    reduces to a language alone ("en" would mean the US). Without a territory there (the C
    locale), the interface's default locale."""
    if not os.environ.get("LC_ALL"):
        name = os.environ.get("LC_PAPER", "").split(".")[0].split("@")[0]
        if name and name not in ("C", "POSIX") and QLocale(name).territory() != _T.AnyTerritory:
            return QLocale(name)
    system = QLocale.system()
    if system.territory() != _T.AnyTerritory and system.language() != QLocale.Language.C:
        return system
    return QLocale()


def default_page_size(locale: QLocale | None = None) -> QPageSize.PageSizeId:
    """US Letter in the territories that use it, A4 in the rest of the world: by the
    territory of ``locale`` (by default ``paper_locale()``), whatever its language."""
    territory = (locale if locale is not None else paper_locale()).territory()
    return (
        QPageSize.PageSizeId.Letter if territory in LETTER_TERRITORIES else QPageSize.PageSizeId.A4
    )


def documents_folder() -> str:
    """Where an exported card goes first: the user's Documents folder, else home."""
    folder = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    return folder if folder and os.path.isdir(folder) else QDir.homePath()


def open_folder(folder: str) -> bool:
    """Show a folder in the desktop's file manager."""
    return QDesktopServices.openUrl(QUrl.fromLocalFile(folder))


@contextmanager
def busy() -> Iterator[None]:
    QApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
    try:
        yield
    finally:
        QApplication.restoreOverrideCursor()


class PdfInMemory:
    """A PDF drawn into memory (``writer``), then written whole with :meth:`save`. Qt
    writing the file itself would leave half a PDF on a full disk, write nothing into a
    missing folder, and say neither."""

    def __init__(self) -> None:
        self.buffer = QBuffer()
        self.buffer.open(QIODevice.OpenModeFlag.WriteOnly)
        self.writer = QPdfWriter(self.buffer)

    def save(self, path: str, pages: int) -> None:
        """Write the PDF drawn, checked to be whole with ``pages`` pages, as ``path`` (see
        ``write_for_person``: ``OSError`` or ``IncompleteFileError``, nothing left behind)."""
        write_for_person(path, bytes(self.buffer.data().data()), lambda d: pdf_problem(d, pages))
