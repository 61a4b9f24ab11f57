"""Which of a view's items Python made: none should be (see ghost_gui.gui.view_items)."""

from __future__ import annotations

from collections.abc import Iterator

import shiboken6
from PySide6.QtWidgets import QListWidget, QListWidgetItem, QTableWidget, QTableWidgetItem


def made_by_python(view: QListWidget | QTableWidget) -> list[str]:
    """The texts of ``view``'s items that Python made (a wrapper the view's C++ side asks for
    its Python half when it deletes them)."""
    return [item.text() for item in _items(view) if shiboken6.createdByPython(item)]


def _items(view: QListWidget | QTableWidget) -> Iterator[QListWidgetItem | QTableWidgetItem]:
    if isinstance(view, QListWidget):
        yield from (view.item(r) for r in range(view.count()))
        return
    for r in range(view.rowCount()):
        for c in range(view.columnCount()):
            item = view.item(r, c)
            if item is not None:
                yield item
