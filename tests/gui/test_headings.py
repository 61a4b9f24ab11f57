"""The wrapped headings of a table too narrow for its columns: the column that takes the
room left keeps room for its cells and its heading's longest word, and the table scrolls
sideways (the Russian "Who wins?" table at 800×600 once its card sizes arrive)."""

from __future__ import annotations

from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QApplication, QHeaderView, QTableWidget, QTableWidgetItem

from ghost_gui.gui.headings import WrappedHeadings

HEADINGS = [
    "Вариант",
    "Кратчайшее слово",
    "Игроки",
    "Кто проигрывает",
    "Выигрышные первые буквы",
    "Размер карточек",
]
STRETCH = 4


def _table(width: int, sizes: str) -> tuple[QTableWidget, WrappedHeadings]:
    table = QTableWidget(0, len(HEADINGS))
    table.setHorizontalHeaderLabels(HEADINGS)
    headings = WrappedHeadings(table, STRETCH)
    table.resize(width, 300)
    table.show()
    for r in range(20):  # the rows arrive one by one, and the columns are fitted each time
        table.insertRow(r)
        for c, text in enumerate(["Суперсуперпризрак", "3", "4", "3 4", "Й Ч", sizes]):
            table.setItem(r, c, QTableWidgetItem(text))
        headings.fit()
        QApplication.processEvents()
    return table, headings


def _least(table: QTableWidget, headings: WrappedHeadings, c: int) -> int:
    words = table.horizontalHeader().fontMetrics()
    text = table.horizontalHeaderItem(c).text()
    cell = QFontMetrics(table.item(0, c).font()).horizontalAdvance(table.item(0, c).text())
    return max(cell, *(words.horizontalAdvance(w) for w in text.split())) + headings.margin(c)


def test_the_stretching_column_is_never_squeezed_below_its_cells(qapp: QApplication) -> None:
    table, headings = _table(740, "315 / 453 / более 500 / более 500 / более 500")
    header = table.horizontalHeader()
    assert header.sectionSize(STRETCH) >= _least(table, headings, STRETCH)
    assert table.horizontalScrollBar().maximum() > 0  # the rest is reached by scrolling
    table.close()


def test_with_room_the_stretching_column_takes_what_is_left(qapp: QApplication) -> None:
    table, headings = _table(740, "5 / 92")
    header = table.horizontalHeader()
    assert header.sectionResizeMode(STRETCH) == QHeaderView.ResizeMode.Stretch
    assert header.sectionSize(STRETCH) >= _least(table, headings, STRETCH)
    assert table.horizontalScrollBar().maximum() == 0
    table.close()


ROWS = [  # a Russian table's widest cells: a long name, a long run of letters, long sizes
    ["Анаграммный призрак", "3", "2", "2", "А Ж З И О П Р С Т У Ф Щ Ъ Ю Ё", "5 / 39"],
    ["Кто закончит слово", "3", "4", "1 2 3 4", "—", "8 / 42 / более\u00a0500 / более\u00a0500"],
    ["Призрак", "4", "2", "2", "Й Щ", "3 / 38"],
    # (a run longer than any table's: lines enough to need a taller row in any font)
    ["Кто закончит слово", "4", "2", "2", " ".join("АБВГДЕЁЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯ" * 3), "3"],
]


def _wrapping(width: int, rows: list[list[str]] = ROWS) -> tuple[QTableWidget, WrappedHeadings]:
    table = QTableWidget(0, len(HEADINGS))
    table.setHorizontalHeaderLabels(HEADINGS)
    headings = WrappedHeadings(table, STRETCH, wrap=(STRETCH, 5))
    table.resize(width, 400)
    table.show()
    for r, row in enumerate(rows):
        table.insertRow(r)
        for c, text in enumerate(row):
            table.setItem(r, c, QTableWidgetItem(text))
        headings.fit()
        QApplication.processEvents()
    return table, headings


def _room(table: QTableWidget, headings: WrappedHeadings, c: int) -> int:
    return table.columnWidth(c) - headings.cell_margin()


def test_short_of_room_the_wrapping_cells_take_lines_and_no_cell_is_cut(qapp: QApplication) -> None:
    table, headings = _wrapping(740)  # the Russian "Who wins?" table's room at 800x600
    usual = table.verticalHeader().defaultSectionSize()
    assert table.horizontalScrollBar().maximum() == 0
    for r in range(table.rowCount()):
        for c in range(table.columnCount()):
            item = table.item(r, c)
            wide = QFontMetrics(item.font()).horizontalAdvance(item.text())
            if c in (STRETCH, 5) and wide > _room(table, headings, c):
                assert table.rowHeight(r) >= table.sizeHintForRow(r), (r, c)  # room for its lines
            else:
                assert wide <= _room(table, headings, c), (r, c, item.text())
    # a row whose cells all fit is as tall as ever; the long run's lines need more
    assert table.rowHeight(2) == usual
    assert table.rowHeight(3) >= table.sizeHintForRow(3) > usual
    table.close()


def test_with_room_nothing_wraps(qapp: QApplication) -> None:
    table, headings = _wrapping(1200, ROWS[:3])  # the table's real cells
    usual = table.verticalHeader().defaultSectionSize()
    assert [table.rowHeight(r) for r in range(table.rowCount())] == [usual] * 3
    for c in (STRETCH, 5):
        widest = max(
            QFontMetrics(table.item(r, c).font()).horizontalAdvance(table.item(r, c).text())
            for r in range(table.rowCount())
        )
        assert widest <= _room(table, headings, c)
    table.close()


def test_a_selected_row_leaves_the_headings_as_they_were(qapp: QApplication) -> None:
    table, _ = _wrapping(740)
    assert not table.horizontalHeader().highlightSections()  # (bold would not fit)
    table.close()
