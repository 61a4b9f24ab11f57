"""The running match, saved after every play and offered for resumption at the next start.

The saved state is a :class:`~.saved_game.SavedGame` (the session's ``saved_state()``), written as ``{"version": 1, "word_list": name or path, "practice": bool,
"take_back": bool, "keep_capitalized": bool, "house_words": [...], "match":
saving.match_to_json(match), "longest": [word, seat] or null, "record": the match text of
its record so far (older saves lack it)}``. It is written
atomically (a temporary file, fsync, then a rename), so a crash leaves the old save or the
new one. While playing, :class:`MatchSaver` writes it on a writer thread, so that no play
waits on the disk. A damaged save is set aside to ``*.corrupt`` and reported once as a notice.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, Signal

from ...core.errors import SaveFileError
from ..storage import data_dir, json_bytes, read_json, set_aside, write_json
from .saved_game import SavedGame

if TYPE_CHECKING:
    from PySide6.QtCore import QDateTime

    from ..file_writer import FileWriter


def default_save_path() -> Path:
    return data_dir() / "saved-match.json"


def save_match(saved: SavedGame, path: Path | None = None) -> bool:
    """False when the file could not be written (the game goes on)."""
    try:
        write_json(path or default_save_path(), saved.to_json())
    except OSError:
        return False
    return True


def load_saved_match(path: Path | None = None) -> tuple[SavedGame | None, str | None]:
    """(saved, notice): the saved match, or None; a notice when a damaged file was found
    (set aside). Its match is checked in full only when it is resumed, on its list.
    Raises ``PermissionError`` for a save that may not be read (it is left as it is)."""
    path = path or default_save_path()
    data, damaged = read_json(path)
    saved = None
    if data is not None and not damaged:
        try:
            saved = SavedGame.from_json(data)
        except SaveFileError:
            set_aside(path)
            damaged = True
    if damaged:
        return None, QCoreApplication.translate(
            "savegame", "The saved game was damaged and could not be resumed."
        )
    return saved, None


def set_aside_saved_match(path: Path | None = None) -> None:
    """A save that cannot be resumed is kept as ``*.corrupt`` and never offered again."""
    set_aside(path or default_save_path())


def saved_when(path: Path | None = None) -> QDateTime | None:
    """When the saved match was last written (its file's time), or None."""
    try:
        seconds = (path or default_save_path()).stat().st_mtime
    except OSError:
        return None
    from PySide6.QtCore import QDateTime  # made on first use: not for a start

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

    def save(self, saved: SavedGame) -> None:
        # the path is taken now (a data folder changed after the play is not this save's);
        # the saved game is a frozen value, turned into bytes on the writer's thread
        path = default_save_path()

        def write() -> None:
            from ...core.storage.atomic_files import atomic_write_bytes

            try:
                atomic_write_bytes(path, json_bytes(saved.to_json()))
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
