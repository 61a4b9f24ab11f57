"""How long a dialog of the window lives: as long as it is open.

Each menu choice makes its dialog anew, with the window as its parent; a dialog that were
only hidden when closed would stay in the window's children, with everything it drew, once
for every time it was opened (400 New game dialogs held 1.5 GB). A modeless dialog is
deleted when it closes; a modal one once its answer has been read.
"""

from __future__ import annotations

import weakref
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Generic, TypeVar

import shiboken6
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog

D = TypeVar("D", bound=QDialog)


def deleted_on_close(dialog: D) -> D:
    """``dialog``, to be deleted when it closes (by its buttons, Esc or the title bar)."""
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    return dialog


def show_modeless(dialog: D) -> D:
    """Show ``dialog`` beside the window; it is deleted when it closes."""
    deleted_on_close(dialog).show()
    return dialog


@contextmanager
def modal(dialog: D) -> Iterator[D]:
    """``with modal(Dialog(...)) as d: if d.exec(): ... d.answer()``: the dialog is
    deleted once the block has read its answer."""
    try:
        yield dialog
    finally:
        dialog.deleteLater()


class Latest(Generic[D]):
    """The dialog of a kind opened last, while it is open: for the window's code and the
    tests to reach it, without keeping it (or what it shows) alive once it has gone."""

    def __init__(self) -> None:
        self._ref: weakref.ref[D] | None = None

    def set(self, dialog: D) -> D:
        self._ref = weakref.ref(dialog)
        return dialog

    def get(self) -> D | None:
        dialog = self._ref() if self._ref is not None else None
        return dialog if dialog is not None and shiboken6.isValid(dialog) else None
