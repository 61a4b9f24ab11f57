"""A table whose column headings wrap between words, never inside one: each column at least
as wide as its heading's longest word or its widest cell (its whole heading where there is
room), one column taking what is left, and the heading row as tall as the most lines a
heading wraps into. Long Russian headings
("Выигрышные первые буквы") fit where a one-line heading would be cut. Some columns' cells may
wrap too, between their pieces (the card sizes' "7 / 44 / more than 500 / more than 500", a
long run of winning letters), their rows growing to the lines they take, so that a narrow
window shows every cell whole rather than cut or scrolled away."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt, QTimer
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QHeaderView, QStyle, QTableWidget, QTableWidgetItem


class WrappedHeadings(QObject):
    """Sizes ``table``'s columns and heading row (see the module); ``stretch``: the column
    that takes the room left; ``extra``: room kept beside each heading (a sort arrow).
    Call :meth:`fit` (or :meth:`fit_soon`) when the cells change; a resize fits the heading
    row again."""

    def __init__(
        self,
        table: QTableWidget,
        stretch: int,
        extra: int = 0,
        squeeze: int | None = None,
        wrap: tuple[int, ...] = (),
    ) -> None:
        """``squeeze``: a column whose cells may be cut short with "…" (long names) when
        the table has no room for them, down to its heading's longest word. ``wrap``:
        columns whose cells may take more than one line, breaking at their plain spaces (a
        no-break space holds a piece together), when the table has no room for them
        whole; the room left is shared among them first (as each falls short), before
        whole headings."""
        super().__init__(table)
        self.table, self.stretch, self.extra, self.squeeze = table, stretch, extra, squeeze
        self.wrap = wrap
        header = table.horizontalHeader()
        header.setDefaultAlignment(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap)
        # (a heading drawn bold while a row is selected would no longer fit its column)
        header.setHighlightSections(False)
        header.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        header.setSectionResizeMode(stretch, QHeaderView.ResizeMode.Stretch)
        # the heading row and the wrapped rows are fitted once the columns have settled (a
        # stretching column takes its width at the next layout)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(0)
        self._timer.timeout.connect(self.fit_height)
        self._timer.timeout.connect(self.fit_rows)
        # bound methods, not lambdas: Qt drops these connections when this object goes
        header.sectionResized.connect(self._fit_height_soon)
        header.geometriesChanged.connect(self._fit_height_soon)
        self._refit = QTimer(self)
        self._refit.setSingleShot(True)
        self._refit.setInterval(0)
        self._refit.timeout.connect(self.fit)
        table.viewport().installEventFilter(self)
        header.sortIndicatorChanged.connect(self.fit_soon)

    def _fit_height_soon(self, *_: object) -> None:
        self._timer.start()

    def fit_soon(self, *_: object) -> None:
        """:meth:`fit` once the events at hand are handled: a burst of changes (a table's
        rows arriving together) is fitted once."""
        self._refit.start()

    def margin(self, column: int = -1) -> int:
        """The room a heading leaves around its text (and ``extra`` beside the column
        sorted by, for its arrow)."""
        header = self.table.horizontalHeader()
        metric = QStyle.PixelMetric.PM_HeaderMargin
        arrow = header.isSortIndicatorShown() and column == header.sortIndicatorSection()
        return 2 * header.style().pixelMetric(metric, None, header) + (self.extra if arrow else 0)

    def cell_margin(self) -> int:
        """The room a cell leaves around its text, and the grid's line."""
        frame = QStyle.PixelMetric.PM_FocusFrameHMargin
        return 2 * (self.table.style().pixelMetric(frame, None, self.table) + 1) + 1

    def fit(self) -> None:
        """Size every column but the stretching one: at least its heading's longest word or
        its widest cell (a bold cell measured bold); a heading gets its whole line where the
        table has room for it, the columns that need least room for it first. Then the
        heading row."""
        t = self.table
        header = t.horizontalHeader()
        words = header.fontMetrics()
        narrow: dict[int, int] = {}
        wide: dict[int, int] = {}
        least: dict[int, int] = {}  # the heading's longest word, with its margin
        whole: dict[int, int] = {}  # the widest cell, with its margin
        pad = self.cell_margin() + 2
        for c in range(t.columnCount()):
            heading = t.horizontalHeaderItem(c)
            text = heading.text() if heading is not None else ""
            items = [item for r in range(t.rowCount()) if (item := t.item(r, c)) is not None]
            # a cell's text and the room the view leaves around it; a heading's the same
            # (a pixel or two more: a word exactly as wide as its room may still wrap)
            cell = whole[c] = max((_advance(item, item.text()) for item in items), default=0) + pad
            head = self.margin(c) + 2
            longest = max((words.horizontalAdvance(w) for w in text.split()), default=0) + head
            least[c] = longest
            wide[c] = max(words.horizontalAdvance(text) + head, cell)
            if c in self.wrap:  # its widest piece, and the " /" a line may end in
                piece = max((_advance(i, p + " /") for i in items for p in _pieces(i)), default=0)
                narrow[c] = max(longest, piece + pad)
            else:
                narrow[c] = max(longest, cell)
        spare = t.viewport().width() - sum(narrow.values())
        sizes = dict(narrow)
        # short of room, the squeezed column and then the stretching one give some up, each
        # down to its heading's longest word (their cells cut short with "…")
        for give in (self.squeeze, self.stretch):
            if spare < 0 and give is not None:
                sizes[give] = max(least[give], narrow[give] + spare)
                spare += narrow[give] - sizes[give]
        # with room, the wrapping columns' cells first (a wrapped cell takes lines in its
        # row, a wrapped heading in the heading row), each a share as it falls short
        short = {c: whole[c] - sizes[c] for c in self.wrap if whole[c] > sizes[c]}
        if short and spare > 0:
            room, want = spare, sum(short.values())
            for c, lack in short.items():
                grow = min(lack, room * lack // want)
                sizes[c] += grow
                spare -= grow
        others = [c for c in narrow if c != self.stretch]
        for c in sorted(others, key=lambda c: wide[c] - sizes[c]):
            if 0 < wide[c] - sizes[c] <= spare:
                spare -= wide[c] - sizes[c]
                sizes[c] = wide[c]
        for c in others:
            if header.sectionSize(c) != sizes[c]:
                header.resizeSection(c, sizes[c])
        # the stretching column takes the room left, but never less than its heading's
        # longest word: where there is not even that, the table scrolls sideways
        mode = QHeaderView.ResizeMode.Stretch if spare >= 0 else QHeaderView.ResizeMode.Fixed
        if header.sectionResizeMode(self.stretch) != mode:
            header.setSectionResizeMode(self.stretch, mode)
            header.resizeSections()  # stretched again at once, not at the next resize
        if spare < 0 and header.sectionSize(self.stretch) != sizes[self.stretch]:
            header.resizeSection(self.stretch, sizes[self.stretch])
        self.fit_height()
        self.fit_rows()

    def fit_rows(self) -> None:
        """A row with a ``wrap`` cell wider than its column as tall as its lines (never
        less than the usual height); the others of the usual height."""
        if not self.wrap:
            return
        t = self.table
        room = {c: t.horizontalHeader().sectionSize(c) - self.cell_margin() for c in self.wrap}
        usual = t.verticalHeader().defaultSectionSize()
        for r in range(t.rowCount()):
            cells = ((t.item(r, c), c) for c in self.wrap)
            if any(i is not None and _advance(i, i.text()) > room[c] for i, c in cells):
                t.setRowHeight(r, max(usual, t.sizeHintForRow(r)))
            elif t.rowHeight(r) != usual:
                t.setRowHeight(r, usual)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # Qt override
        if event.type() == QEvent.Type.Resize:  # more or less room for whole headings
            self._refit.start()
        return super().eventFilter(watched, event)

    def fit_height(self) -> None:
        """The heading row as tall as the most lines a heading wraps into at its width."""
        header = self.table.horizontalHeader()
        metrics = header.fontMetrics()
        lines = 1
        for c in range(self.table.columnCount()):
            item = self.table.horizontalHeaderItem(c)
            room = header.sectionSize(c) - self.margin(c)
            if item is None or room <= 0:
                continue
            flags = int(Qt.TextFlag.TextWordWrap)
            bounds = metrics.boundingRect(0, 0, room, 10_000, flags, item.text())
            lines = max(lines, round(bounds.height() / max(1, metrics.lineSpacing())))
        # (not the header's own size hint: it is kept from the widths the columns had before)
        height = metrics.lineSpacing() * lines + 8
        if header.height() != height:
            header.setFixedHeight(height)


def _advance(item: QTableWidgetItem, text: str) -> int:
    """How wide ``text`` is in ``item``'s font (a bold cell measured bold)."""
    return QFontMetrics(item.font()).horizontalAdvance(text)


def _pieces(item: QTableWidgetItem) -> list[str]:
    """A cell's pieces, between which its lines may break (at plain spaces only)."""
    return item.text().split(" ")


__all__ = ["WrappedHeadings"]
