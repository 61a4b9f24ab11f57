"""Writing a file whole or not at all: :func:`atomic_file` and :func:`atomic_write_bytes`
write beside the file and replace it only when complete, so a reader sees the old file or
the new one, never half. Separate from the cache, which writes its entries this way,
because the learner's memory and the window's state files are written this way too."""

from __future__ import annotations

import contextlib
import os
from collections.abc import Iterator
from pathlib import Path
from typing import BinaryIO


@contextlib.contextmanager
def atomic_file(path: Path) -> Iterator[BinaryIO]:
    """A file to write that replaces ``path`` only when complete: a reader sees the old
    file or the new one, never half."""
    path.parent.mkdir(parents=True, exist_ok=True)
    import tempfile  # only writing needs it

    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        with os.fdopen(fd, "wb") as fh:
            yield fh
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise


def atomic_write_bytes(path: Path, data: bytes) -> None:
    with atomic_file(path) as fh:
        fh.write(data)
