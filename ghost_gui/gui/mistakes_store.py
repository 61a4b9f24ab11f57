"""The file of everyone's mistakes to go over (``mistakes.json`` in the data folder): the
core's :class:`~ghost_gui.core.analysis.mistake_book.MistakeBooks`, read on a worker and
checked (a damaged file is set aside to ``*.corrupt``, and what could be read of a partly
damaged one is kept), written atomically on the table's writer thread when one is given.

Qt-free but for the writer: the window's thread makes the bytes (a copy of the books as they
are), the writer's thread writes them, one write after another."""

from __future__ import annotations

import enum
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from ..core.analysis.mistake_book import MistakeBooks
from .file_writer import FileWriter
from .storage import data_dir, json_bytes, read_json, set_aside_keeping

FILE_NAME = "mistakes.json"


def mistakes_path() -> Path:
    return data_dir() / FILE_NAME


class StoreNotice(enum.Enum):
    #: the file was damaged: set aside, and the books start afresh
    DAMAGED = "damaged"
    #: part of it was damaged: the whole set aside, what could be read kept
    PARTLY_DAMAGED = "partly_damaged"
    #: the file may not be read: it is left as it is and nothing is written over it
    UNREADABLE = "unreadable"


@dataclass(frozen=True)
class StoreRead:
    books: MistakeBooks
    notice: StoreNotice | None
    #: the file may not be read: never write over it
    locked: bool = False


def read_store(path: Path) -> StoreRead:
    """The books in ``path`` (none when it is missing); on a worker."""
    try:
        raw, damaged = read_json(path)
    except PermissionError:
        return StoreRead(MistakeBooks(), StoreNotice.UNREADABLE, locked=True)
    if damaged:
        return StoreRead(MistakeBooks(), StoreNotice.DAMAGED)
    if raw is None:
        return StoreRead(MistakeBooks(), None)
    books, part = MistakeBooks.restored(raw)
    if not part:
        return StoreRead(books, None)
    set_aside_keeping(path, books.saved())
    return StoreRead(books, StoreNotice.DAMAGED if not books.books else StoreNotice.PARTLY_DAMAGED)


class MistakesStore:
    """The books read from ``path``, and their saving (on ``writer``'s thread when given,
    else at once). ``on_failed`` is called, on the writer's thread, with the system's
    words when a write fails."""

    def __init__(
        self,
        path: Path,
        read: StoreRead,
        writer: FileWriter | None = None,
        on_failed: Callable[[str], None] | None = None,
    ) -> None:
        self.path, self.writer, self.on_failed = path, writer, on_failed
        self.books, self.notice, self.locked = read.books, read.notice, read.locked

    def save(self) -> None:
        if self.locked:
            return  # told when it was read: the file that may not be read stays
        data = json_bytes(self.books.saved())  # a copy made here: the writer owns it
        if self.writer is None:
            self._write(data)
        else:
            self.writer.write(lambda: self._write(data))

    def _write(self, data: bytes) -> None:
        from ..core.storage.atomic_files import atomic_write_bytes

        try:
            atomic_write_bytes(self.path, data)
        except OSError as exc:
            if self.on_failed is not None:
                self.on_failed(exc.strerror or str(exc))
