"""The running match, saved after every play and offered for resumption at the next start."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication

from .storage import data_dir, read_json, write_json


def default_save_path() -> Path:
    return data_dir() / "saved-match.json"


def save_match(data: dict[str, Any], path: Path | None = None) -> None:
    write_json(path or default_save_path(), data)


def load_saved_match(path: Path | None = None) -> tuple[dict[str, Any] | None, str | None]:
    """(data, notice): the saved match, or None; a notice when a damaged file was found."""
    data, damaged = read_json(path or default_save_path())
    if damaged or (data is not None and not (isinstance(data, dict) and "match" in data and "word_list" in data)):
        if not damaged:
            clear_saved_match(path)
        return None, QCoreApplication.translate("savegame", "The saved game was damaged and could not be resumed.")
    return data, None


def clear_saved_match(path: Path | None = None) -> None:
    try:
        (path or default_save_path()).unlink()
    except OSError:
        pass
