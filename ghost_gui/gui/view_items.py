"""Lines of a list and cells of a table made by the view itself, in C++, never by Python.

A ``QListWidgetItem`` or ``QTableWidgetItem`` made in Python is a wrapper object whose C++
destructor asks the binding for its Python half. A test worker crashed there, at random,
deleting the window's game log (``Shiboken::BindingManager::releaseWrapper`` on a Python
object already freed, a plain ``QListWidgetItem``, from ``QListModel::clear``); an earlier
run crashed in the "Who wins?" table's ``setItem``. An item the view makes has no Python
half: nothing of it is looked up when it goes. Python only holds one for the moment it
sets the item's look (never past the call: the view may delete it)."""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QListWidget, QListWidgetItem, QTableWidget

#: a cell of a number: right-aligned, as a column of figures reads
NUMBER_ALIGNMENT = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter


def add_line(view: QListWidget, text: str) -> QListWidgetItem:
    """A line at the end of ``view``, made by the list; the item for the moment only."""
    view.addItem(text)
    return view.item(view.count() - 1)


def set_cell(
    table: QTableWidget,
    row: int,
    column: int,
    roles: Mapping[Qt.ItemDataRole | int, object],
    flags: Qt.ItemFlag | None = None,
) -> None:
    """The cell's ``roles`` (its text is ``Qt.DisplayRole``: given first, it makes the
    cell's item where there is none); a role given None is cleared. ``flags``: the item's."""
    model = table.model()
    index = model.index(row, column)
    for role, value in roles.items():
        model.setData(index, value, role)
    if flags is not None and (item := table.item(row, column)) is not None:
        item.setFlags(flags)
