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
