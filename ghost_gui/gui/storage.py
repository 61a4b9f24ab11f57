"""Files the game keeps in the user's data folder: written atomically, read defensively."""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

from PySide6.QtCore import QStandardPaths

from ..core.cache import atomic_write_bytes


def data_dir() -> Path:
    env = os.environ.get("GHOST_DATA_DIR")
    if env:
        return Path(env)
    base = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    return Path(base) if base else Path.home() / ".local" / "share" / "ghost-gui"


def log_path() -> Path:
    return data_dir() / "ghost.log"


def write_json(path: Path, data: Any) -> None:
    atomic_write_bytes(path, json.dumps(data, ensure_ascii=False, indent=1).encode("utf-8"))


def read_json(path: Path) -> tuple[Any, bool]:
    """(data, damaged): (None, False) when the file is missing; a damaged file is moved
    aside to ``*.corrupt`` so that it is reported once and never offered again."""
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        return None, False
    except (OSError, UnicodeDecodeError):
        set_aside(path)
        return None, True
    try:
        return json.loads(text), False
    except ValueError:
        set_aside(path)
        return None, True


def set_aside(path: Path) -> None:
    """Move a damaged file to ``*.corrupt`` (replacing an older one) so it can be looked at."""
    try:
        os.replace(path, path.with_suffix(path.suffix + ".corrupt"))
    except OSError:
        pass
