"""The running match, saved after every play and offered for resumption at the next start.

The saved state is :func:`saved_state`, the controller's ``saved_state()``: ``{"word_list": name or path,
"practice": bool, "house_words": [...], "match": saving.match_to_json(match)}``. It is written
atomically (a temporary file, fsync, then a rename), so a crash leaves the old save or the
new one. While playing, :class:`MatchSaver` writes it on a writer thread, so that no play
waits on the disk. A damaged save is set aside to ``*.corrupt`` and reported once as a notice.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

from PySide6.QtCore import QCoreApplication, QDateTime, QObject, Signal

from ..storage import data_dir, json_bytes, read_json, set_aside, write_json

if TYPE_CHECKING:
    from ...core.play.match import Match
    from ...core.solving.practice import Practice
    from ..file_writer import FileWriter


class SavedTable(Protocol):
    """What is saved of the table (the game controller is one)."""

    @property
    def match(self) -> Match | None: ...

    @property
    def word_list_path(self) -> str: ...

    @property
    def practice(self) -> Practice | None: ...

    @property
    def take_back(self) -> bool: ...

    @property
    def keep_capitalized(self) -> bool: ...

    @property
    def house_words(self) -> set[str]: ...

    @property
    def longest(self) -> tuple[str, int] | None: ...


def saved_state(table: SavedTable) -> dict[str, Any]:
    """What is saved of the running match, after every change."""
    from ...core.play.saving import match_to_json

    assert table.match is not None
    return {
        "word_list": table.word_list_path,
        "practice": table.practice is not None,
        "take_back": table.take_back,
        "keep_capitalized": table.keep_capitalized,
        "house_words": sorted(table.house_words),
        "match": match_to_json(table.match),
        # for the winner screen of a resumed match
        "longest": list(table.longest) if table.longest is not None else None,
    }


def default_save_path() -> Path:
    return data_dir() / "saved-match.json"


def save_match(data: dict[str, Any], path: Path | None = None) -> bool:
    """False when the file could not be written (the game goes on)."""
    try:
        write_json(path or default_save_path(), data)
    except OSError:
        return False
    return True


def load_saved_match(path: Path | None = None) -> tuple[dict[str, Any] | None, str | None]:
    """(data, notice): the saved match, or None; a notice when a damaged file was found.
    Raises ``PermissionError`` for a save that may not be read (it is left as it is)."""
    path = path or default_save_path()
    data, damaged = read_json(path)
    if data is not None and not damaged and not _looks_saved(data):
        set_aside(path)
        damaged = True
    if damaged:
        return None, QCoreApplication.translate(
            "savegame", "The saved game was damaged and could not be resumed."
        )
    return data, None


def _looks_saved(data: Any) -> bool:
    return (
        isinstance(data, dict)
        and isinstance(data.get("match"), dict)
        and isinstance(data.get("word_list"), str)
        and bool(data["word_list"])
    )


def set_aside_saved_match(path: Path | None = None) -> None:
    """A save that cannot be resumed is kept as ``*.corrupt`` and never offered again."""
    set_aside(path or default_save_path())


def saved_when(path: Path | None = None) -> QDateTime | None:
    """When the saved match was last written (its file's time), or None."""
    try:
        seconds = (path or default_save_path()).stat().st_mtime
    except OSError:
        return None
    return QDateTime.fromSecsSinceEpoch(int(seconds))


def clear_saved_match(path: Path | None = None) -> None:
    try:
        (path or default_save_path()).unlink()
    except OSError:
        pass


class MatchSaver(QObject):
    """The saved match written and cleared on a :class:`~..file_writer.FileWriter`'s thread,
    in the order asked (a clear asked after a save wins), so that no play waits on the disk.
    A write that fails is told by :attr:`failed`, delivered on this object's thread (the
    window's), never on the writer's."""

    failed = Signal()

    def __init__(self, writer: FileWriter, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.writer = writer

    def save(self, data: dict[str, Any]) -> None:
        # the path and the bytes are taken now: the writer holds neither the live state nor
        # a data folder changed after the play
        path, payload = default_save_path(), json_bytes(data)

        def write() -> None:
            from ...core.storage.atomic_files import atomic_write_bytes

            try:
                atomic_write_bytes(path, payload)
            except OSError:
                self.failed.emit()

        self.writer.write(write)

    def clear(self) -> None:
        path = default_save_path()
        self.writer.write(lambda: clear_saved_match(path))

    def set_aside(self) -> None:
        """Rare (a save that cannot be resumed): done at once, after the writes before it."""
        self.writer.flush()
        set_aside_saved_match()

    def flush(self, timeout: float | None = None) -> bool:
        """Wait for the saves and clears asked so far (see :meth:`FileWriter.flush`)."""
        return self.writer.flush(timeout)
