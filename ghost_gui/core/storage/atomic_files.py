"""Writing a file whole or not at all: :func:`atomic_file` and :func:`atomic_write_bytes`
write beside the file and replace it only when complete, so a reader sees the old file or
the new one, never half. Separate from the cache, which writes its entries this way,
because the learner's memory and the window's state files are written this way too; and
:func:`set_aside`, the one way a damaged file of the user's is moved out of the way."""

from __future__ import annotations

import contextlib
import os
from collections.abc import Iterator
from pathlib import Path
from typing import BinaryIO


@contextlib.contextmanager
def atomic_file(path: Path, *, durable: bool = True) -> Iterator[BinaryIO]:
    """A file to write that replaces ``path`` only when complete: a reader sees the old
    file or the new one, never half. ``durable``: the folder is synced after the rename,
    so that a power cut cannot undo it (the cache, which can be worked out again, skips
    that cost)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    import tempfile  # only writing needs it

    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        with os.fdopen(fd, "wb") as fh:
            yield fh
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, path)
        if durable:
            sync_folder(path.parent)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise


def atomic_write_bytes(path: Path, data: bytes, *, durable: bool = True) -> None:
    with atomic_file(path, durable=durable) as fh:
        fh.write(data)


def sync_folder(folder: str | Path) -> None:
    """Write ``folder``'s entries to the disk: a rename lives in the folder, not in the
    file, and is lost in a power cut until the folder is synced. Where a folder cannot be
    opened or synced (Windows, some file systems) the rename is as durable as it gets."""
    if os.name == "nt":  # a folder cannot be opened this way there
        return
    try:
        fd = os.open(folder, os.O_RDONLY | getattr(os, "O_DIRECTORY", 0))
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


#: how many damaged copies of one file are kept beside it (``NAME.corrupt``, then
#: ``NAME.1.corrupt`` …); past that the last is replaced
MAX_SET_ASIDE = 100


def set_aside(path: str | Path) -> Path | None:
    """Move a damaged file out of the way to ``NAME.corrupt`` beside it, or, when an older
    damaged copy is there, to the first free ``NAME.1.corrupt``, ``NAME.2.corrupt`` …, so
    that no copy set aside before is overwritten. The new name, or None when it could not
    be moved (then it is where it was)."""
    path = Path(path)
    target = path.with_name(path.name + ".corrupt")
    for n in range(1, MAX_SET_ASIDE):
        if not os.path.lexists(target):
            break
        target = path.with_name(f"{path.name}.{n}.corrupt")
    try:
        os.replace(path, target)
    except OSError:
        return None
    sync_folder(path.parent)
    return target
