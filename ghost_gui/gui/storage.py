"""Files the game keeps in the user's data folder: written atomically, read defensively.

A read never hangs: only a regular file of a sane size is opened (a FIFO or a device in its
place is set aside), and anything that goes wrong while reading or parsing it (bad bytes,
bad JSON, JSON nested thousands deep) sets the file aside as ``*.corrupt`` and reports it
once. The one exception is a file one may not read (``PermissionError``): it is not
damaged, so it stays where it is, and its reader writes nothing over it. Writes say whether they worked, so the window can tell the user once.
"""

from __future__ import annotations

import json
import os
import stat
import time
from pathlib import Path
from typing import Any

from ..paths import data_dir

#: larger state files are not ours (the saved match and statistics are a few KB)
MAX_STATE_BYTES = 8 * 1024 * 1024

__all__ = [
    "data_dir",
    "data_dir_problem",
    "json_bytes",
    "log_path",
    "read_json",
    "set_aside",
    "set_aside_keeping",
    "sweep_temporary_files",
    "write_json",
]


def log_path() -> Path:
    return data_dir() / "ghost.log"


def data_dir_problem() -> str | None:
    """Why the data folder cannot hold files (it is a file, say), or None."""
    d = data_dir()
    try:
        st = d.stat()
    except FileNotFoundError:
        return None  # made on the first write
    except OSError as exc:
        return exc.strerror or str(exc)
    return None if stat.S_ISDIR(st.st_mode) else "not a folder"


def write_json(path: Path, data: Any) -> None:
    """Raises OSError when the file could not be written (the old file is kept)."""
    from ..core.storage.atomic_files import (
        atomic_write_bytes,
    )  # when first saving: not before the first frame

    atomic_write_bytes(path, json_bytes(data))


def json_bytes(data: Any) -> bytes:
    """What :func:`write_json` writes (encoded where the data lives, written elsewhere)."""
    return json.dumps(data, ensure_ascii=False, indent=1).encode("utf-8")


def read_json(path: Path) -> tuple[Any, bool]:
    """(data, damaged): (None, False) when the file is missing; a damaged file (or
    something that is not a regular file) is moved aside to ``*.corrupt`` so that it is
    reported once and never offered again. A file that is there but may not be read is not
    damaged: ``PermissionError`` is raised and the file is left as it is (the caller tells
    so and writes nothing over it)."""
    try:
        st = path.stat()
    except FileNotFoundError:
        return None, False
    except PermissionError:
        raise
    except OSError:
        return None, True
    if not stat.S_ISREG(st.st_mode) or st.st_size > MAX_STATE_BYTES:
        set_aside(path)
        return None, True
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
        with os.fdopen(fd, "rb") as fh:
            raw = fh.read(MAX_STATE_BYTES + 1)
        return json.loads(raw.decode("utf-8")), False
    except FileNotFoundError:
        return None, False
    except PermissionError:
        raise
    except (OSError, ValueError, RecursionError, MemoryError):  # UnicodeDecodeError is a ValueError
        set_aside(path)
        return None, True


def set_aside(path: Path | str) -> None:
    """Move a damaged file to ``*.corrupt`` so it can be looked at (an older copy set aside
    is kept: the next is ``*.1.corrupt``, and so on)."""
    from ..core.storage.atomic_files import set_aside as move_aside

    move_aside(path)


def set_aside_keeping(path: Path, kept: Any) -> None:
    """A file of which only a part is of the right shape: the whole is set aside to
    ``*.corrupt`` and what could be kept (``kept``, already checked) is written in its place.
    A write that fails leaves the kept part in memory only (the next change writes it)."""
    set_aside(path)
    try:
        write_json(path, kept)
    except OSError:
        pass


def sweep_temporary_files(folder: Path | None = None, older_than_s: float = 60.0) -> int:
    """Remove temporary files that an interrupted atomic write left behind (``.NAME.*.tmp``).
    Only one Ghost runs at a time, so any old one is an orphan. Returns how many went."""
    folder = folder or data_dir()
    gone = 0
    now = time.time()
    try:
        entries = list(folder.glob(".*.tmp"))
    except OSError:
        return 0
    for p in entries:
        try:
            if now - p.stat().st_mtime > older_than_s:
                p.unlink()
                gone += 1
        except OSError:
            pass
    return gone
