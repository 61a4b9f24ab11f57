"""The running match, saved after every play and offered for resumption at the next start.

The saved state is a :class:`SavedGame` (:func:`saved_state`, the controller's
``saved_state()``), written as ``{"version": 1, "word_list": name or path, "practice": bool,
"take_back": bool, "keep_capitalized": bool, "house_words": [...], "match":
saving.match_to_json(match), "longest": [word, seat] or null}``. It is written
atomically (a temporary file, fsync, then a rename), so a crash leaves the old save or the
new one. While playing, :class:`MatchSaver` writes it on a writer thread, so that no play
waits on the disk. A damaged save is set aside to ``*.corrupt`` and reported once as a notice.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

from PySide6.QtCore import QCoreApplication, QDateTime, QObject, Signal

from ...core.errors import SaveFileError
from ...core.play.saving import MatchSave
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


#: the saved game's own version (its match has its own: ``saving.SAVE_VERSION``); a save
#: without one was written before it was counted, in the same shape
SAVED_GAME_VERSION = 1


@dataclass(frozen=True)
class SavedGame:
    """The running match as saved, with what the table needs to take it up again. Read
    with :meth:`from_json`, which checks every field's type: a save of another shape is
    refused whole, never half-used."""

    word_list: str  # a bundled list's name, or a path
    match: MatchSave
    practice: bool = False
    take_back: bool = False
    keep_capitalized: bool = False
    house_words: frozenset[str] = frozenset()
    #: the match's longest word so far and its player's seat (for a resumed winner screen)
    longest: tuple[str, int] | None = None
    version: int = SAVED_GAME_VERSION

    @classmethod
    def from_json(cls, data: Any) -> SavedGame:
        """Raises :class:`SaveFileError` when ``data`` is not a saved game of this version
        (fields written by older versions may be missing: they take their defaults)."""
        if not isinstance(data, dict):
            raise SaveFileError("not a saved game")
        version = data.get("version", SAVED_GAME_VERSION)
        if version != SAVED_GAME_VERSION or type(version) is not int:
            raise SaveFileError("not a saved game of this version")
        word_list = data.get("word_list")
        if not isinstance(word_list, str) or not word_list:
            raise SaveFileError("the saved game names no word list")
        if not isinstance(data.get("match"), dict):
            raise SaveFileError("the saved game holds no match")
        flags = {}
        for key in ("practice", "take_back", "keep_capitalized"):
            flag = data.get(key, False)
            if not isinstance(flag, bool):
                raise SaveFileError(f"the saved game's {key} is not true or false")
            flags[key] = flag
        house = data.get("house_words", [])
        if not isinstance(house, list) or not all(isinstance(w, str) for w in house):
            raise SaveFileError("the saved game's house words are not a list of words")
        return cls(
            word_list,
            MatchSave.from_json(data["match"]),
            flags["practice"],
            flags["take_back"],
            flags["keep_capitalized"],
            frozenset(house),
            _longest(data.get("longest")),
            version,
        )

    def to_json(self) -> dict[str, Any]:
        return {
            "version": self.version,
            "word_list": self.word_list,
            "practice": self.practice,
            "take_back": self.take_back,
            "keep_capitalized": self.keep_capitalized,
            "house_words": sorted(self.house_words),
            "match": self.match.to_json(),
            "longest": list(self.longest) if self.longest is not None else None,
        }


def _longest(value: Any) -> tuple[str, int] | None:
    if value is None:
        return None
    if (
        isinstance(value, list)
        and len(value) == 2
        and isinstance(value[0], str)
        and value[0]
        and type(value[1]) is int
    ):
        return value[0], value[1]
    raise SaveFileError("the saved game's longest word is not a word and a seat")


def saved_state(table: SavedTable) -> SavedGame:
    """What is saved of the running match, after every change."""
    assert table.match is not None
    return SavedGame(
        table.word_list_path,
        MatchSave.of(table.match),
        practice=table.practice is not None,
        take_back=table.take_back,
        keep_capitalized=table.keep_capitalized,
        house_words=frozenset(table.house_words),
        longest=table.longest,
    )


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
        # the path and the bytes are taken now: the writer holds neither the live state nor
        # a data folder changed after the play
        path, payload = default_save_path(), json_bytes(saved.to_json())

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
