"""The running match, saved after every play and offered for resumption at the next start.

The saved state is the controller's ``saved_state()``: ``{"word_list": name or path,
"practice": bool, "house_words": [...], "match": saving.match_to_json(match)}``. It is written
atomically (a temporary file, fsync, then a rename), so a crash leaves the old save or the
new one. A damaged save is set aside to ``*.corrupt`` and reported once as a notice.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QDateTime

from .storage import data_dir, read_json, set_aside, write_json


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
    """(data, notice): the saved match, or None; a notice when a damaged file was found."""
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
