"""Writing a file whole or not at all: :func:`atomic_file` and :func:`atomic_write_bytes`
write beside the file and replace it only when complete, so a reader sees the old file or
the new one, never half. Separate from the cache, which writes its entries this way,
because the learner's memory and the window's state files are written this way too, and
every file written for a person (:func:`write_for_person`: a PDF, a CSV, a word list); and
:func:`set_aside`, the one way a damaged file of the user's is moved out of the way."""

from __future__ import annotations

import contextlib
import errno
import os
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import BinaryIO

from ..errors import IncompleteFileError

#: flags for a new temporary file: binary on Windows, not inherited by child processes
_NEW = (
    os.O_RDWR | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0) | getattr(os, "O_NOINHERIT", 0)
)


def _temporary(folder: Path, name: str, mode: int) -> tuple[int, Path]:
    """A new file beside ``name`` (``.NAME.RANDOM.tmp``: the sweep of interrupted writes
    knows the pattern), opened for writing with ``mode`` before the umask."""
    while True:
        tmp = folder / f".{name}.{os.urandom(5).hex()}.tmp"
        try:
            return os.open(tmp, _NEW, mode), tmp
        except FileExistsError:  # a name already taken: another random one
            continue


@contextlib.contextmanager
def atomic_file(
    path: Path, *, make_folder: bool = True, mode: int = 0o600, durable: bool = True
) -> Iterator[BinaryIO]:
    """A file to write that replaces ``path`` only when complete: a reader sees the old
    file or the new one, never half. The file is open for reading too (to check what it
    holds before it takes its name). ``make_folder`` False: a missing folder is an error
    (``FileNotFoundError``), not made. ``mode``: the new file's permissions before the
    umask (a person's file: 0o666, as any program's). ``durable``: the folder is synced
    after the rename, so that a power cut cannot undo it (the cache, which can be worked
    out again, skips that cost)."""
    if make_folder:
        path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = _temporary(path.parent, path.name, mode)
    try:
        with os.fdopen(fd, "w+b") as fh:
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


def write_for_person(
    path: str | Path, data: bytes, problem: Callable[[bytes], str] | None = None
) -> None:
    """Write ``data`` as the file a person asked for: into a temporary file in the same
    folder, flushed to the disk, read back and checked (the same bytes, and ``problem`` of
    them "": for a PDF, :func:`~ghost_gui.core.storage.pdf_pages.pdf_problem`), then
    renamed to ``path``. On any failure nothing is left: no temporary file, and ``path`` as
    it was. Raises ``OSError`` (a missing folder is not made; a folder named as the file is
    ``IsADirectoryError``) or :class:`IncompleteFileError` when what was read back is not
    whole."""
    target = Path(path)
    if target.is_dir():
        raise IsADirectoryError(errno.EISDIR, os.strerror(errno.EISDIR), str(target))
    with atomic_file(target, make_folder=False, mode=0o666) as fh:
        fh.write(data)
        fh.flush()
        os.fsync(fh.fileno())  # a full disk may say so only here
        fh.seek(0)
        back = fh.read()
        wrong = "it reads back different from what was written" if back != data else ""
        wrong = wrong or (problem(back) if problem is not None else "")
        if wrong:
            raise IncompleteFileError(str(target), wrong)


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
