"""The layout every cache entry shares, and its checks: a header (a magic, the kind of
entry, :data:`ENTRY_FORMAT`, the label's and the payload's lengths, a CRC-32), the label
that records what the entry was made for, and what a loader does with an entry that fails
them (:class:`Damaged`, :class:`Misfiled`: it is discarded and the miss is told). Separate
from :mod:`~ghost_gui.core.storage.cache`, which stores and loads the three kinds of entry on this
layout, so that the format is read in one place."""

from __future__ import annotations

import os
import struct
from pathlib import Path
from typing import BinaryIO

from .cache_dirs import is_user_entry, report

#: the layout of an entry (header and label); bump when it changes, so old entries are misses
ENTRY_FORMAT = 3

#: magic, entry type, ENTRY_FORMAT, label length, payload length, CRC-32 of label and payload
HEADER = struct.Struct("<4s1sIHQI")
_MAGIC = b"GHCE"
PICKLE, STREAM, FILE = b"P", b"S", b"F"


class Damaged(Exception):
    """The entry is not what was stored."""


class _Misfiled(Damaged):
    """The entry was made for another key or other rules."""


def entry_label(kind: str, key: str, rules: str) -> bytes:
    """What an entry records it was made for (covered by its checksum)."""
    return f"{kind}/{key}\x1f{rules}".encode("utf-8", "backslashreplace")[:0xFFFF]


def check_label(found: bytes, label: bytes) -> None:
    if found != label:
        made_for = found[:300].decode("utf-8", "backslashreplace").replace("\x1f", ", rules: ")
        raise _Misfiled(f"made for {made_for!r}")


def tell_miss(path: Path, exc: BaseException) -> None:
    """Log why an entry was not used (it is rebuilt by the caller)."""
    if isinstance(exc, Damaged):
        why = str(exc)
    elif isinstance(exc, OSError):
        why = f"unreadable: {exc.strerror or type(exc).__name__}"
    else:
        why = f"damaged: {type(exc).__name__}"
    report(f"cache entry {path} not used ({why}); computed again")


def file_identity(fh: BinaryIO) -> tuple[int, int]:
    st = os.fstat(fh.fileno())
    return st.st_ino, st.st_dev


def discard(path: Path, opened: tuple[int, int] | None) -> None:
    """Delete a damaged entry of the user's cache (bundled ones are read-only), unless
    another writer has replaced it since it was opened (``opened``: its identity then)."""
    if not is_user_entry(path):
        return
    try:
        if opened is not None:
            st = os.stat(path)
            if (st.st_ino, st.st_dev) != opened:
                return
        path.unlink()
    except OSError:
        pass


# -- the header ----------------------------------------------------------------------------
def entry_header(kind: bytes, label: bytes, length: int, crc: int) -> bytes:
    return HEADER.pack(_MAGIC, kind, ENTRY_FORMAT, len(label), length, crc) + label


def read_exact(fh: BinaryIO, n: int) -> bytes:
    data = fh.read(n)
    if len(data) == n:
        return data
    parts = [data]
    got = len(data)
    while got < n:
        more = fh.read(n - got)
        if not more:
            raise Damaged("truncated")
        parts.append(more)
        got += len(more)
    return b"".join(parts)


def check_header(head: bytes, kind: bytes, file_size: int) -> tuple[int, int, int]:
    """Where the payload starts (after the label), its length and the checksum, of a header
    that fits this entry and file."""
    if len(head) < HEADER.size:
        raise Damaged("truncated header")
    magic, k, fmt, label_length, length, crc = HEADER.unpack_from(head)
    if magic != _MAGIC or k != kind or fmt != ENTRY_FORMAT:
        raise Damaged("not an entry of this kind and format")
    start = HEADER.size + label_length
    if file_size != start + length:
        raise Damaged("truncated or extended")
    return start, length, crc
