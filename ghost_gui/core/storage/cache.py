"""A small on-disk cache for built lexicons and solved results.

Entries live under the user's cache directory (``GHOST_CACHE_DIR`` overrides it), keyed by
a hash of the word list's content and the rules. Writes are atomic.

This module stores and loads the three kinds of entry; the entries' layout and checks are
in :mod:`~ghost_gui.core.storage.cache_entries`, the keys in :mod:`~ghost_gui.core.storage.cache_keys`,
atomic writing in :mod:`~ghost_gui.core.storage.atomic_files`, and where the entries live (the
folders, the size limit, eviction) in :mod:`~ghost_gui.core.storage.cache_dirs`. The names a
caller needs from them are exported here too (``__all__``).

Every entry starts with a header: a magic, the kind of entry, :data:`ENTRY_FORMAT`, the
length of the label, the length of the payload and a CRC-32 of label and payload. The
label, after the header, records what the entry was made for: ``<kind>/<key>``, a unit
separator and the rules the caller gave (the solver's variant, minimum length, players and
lexicon). A loader checks the header, then that the label is the one of the entry asked
for (an entry copied or restored under another name is a miss), then the checksum in the
same pass that reads the bytes, before anything is unpickled or handed to datrie, and
treats any mismatch, truncation or read error as a miss: it returns None (and deletes the
user's bad entry), so the caller recomputes and replaces it, and tells the log why. A
damaged or misfiled cache is never a wrong answer and never an error. Entries of an older
layout (no label) are misses too.

Three kinds of entry share the header:

* ``.pickle`` (:func:`store_cached` / :func:`load_cached`): the payload is one pickle;
* ``.stream`` (:func:`store_stream` / :func:`load_stream`): the payload is a sequence of
  records ``[u64 length][pickle][u32 running crc]``, written one small pickle at a time so
  a worker thread never holds the interpreter lock for long; the running CRC (of every
  length and pickle so far) is checked at each record before its pickle is read, and the
  final one is the header's;
* other files (:func:`store_file` / :func:`load_file`), e.g. the ``.trie`` files: the
  payload is the bytes a writer produced.

The user's cache has a size limit (:func:`limit_bytes`, ``GHOST_CACHE_LIMIT_MB``): after a
store that takes it over the limit, the least recently used entries (by modification time,
which a read refreshes) are deleted until it is under 80% of it. :func:`clear_cache`
deletes every entry, :func:`cache_size` measures them. Bundled read-only caches are only
ever read.
"""

from __future__ import annotations

import contextlib
import os
import pickle
import struct
import zlib
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any, BinaryIO, TypeVar

from .atomic_files import atomic_file, atomic_write_bytes
from .cache_dirs import (
    DEFAULT_LIMIT_MB,
    EVICT_TO,
    ORPHAN_AGE,
    bundled_cache_roots,
    cache_dir,
    cache_size,
    clear_cache,
    enforce_limit,
    entry_path,
    find_entry,
    first_use,
    limit_bytes,
    note_stored,
    note_used,
    sweep_orphans,
    user_cache_root,
)
from .cache_entries import (
    ENTRY_FORMAT,
    FILE,
    HEADER,
    PICKLE,
    STREAM,
    Damaged,
    check_header,
    check_label,
    discard,
    entry_header,
    entry_label,
    file_identity,
    read_exact,
    tell_miss,
)
from .cache_keys import CACHE_FORMAT, cache_key, schema_tag

T = TypeVar("T")

#: a stream's records: a pickle's length before it, the running CRC-32 after it
_LEN = struct.Struct("<Q")
_CRC = struct.Struct("<I")
_CHUNK = 1 << 20


# -- pickled values ------------------------------------------------------------------------
def store_cached(kind: str, key: str, value: Any, rules: str = "") -> None:
    """Store a value, recording ``rules`` (what it was made for); a cache that cannot be
    written is not an error."""
    first_use()
    try:
        data = pickle.dumps(value, protocol=pickle.HIGHEST_PROTOCOL)
        path = entry_path(kind, key)
        label = entry_label(kind, key, rules)
        with atomic_file(path, durable=False) as fh:
            fh.write(entry_header(PICKLE, label, len(data), zlib.crc32(data, zlib.crc32(label))))
            fh.write(data)
    except OSError:
        return
    note_stored(path)


def load_cached(kind: str, key: str, rules: str = "") -> Any | None:
    """The cached value, or None when it is missing, damaged, unreadable or made for
    another key or rules."""
    first_use()
    path = find_entry(kind, key)
    if path is None:
        return None
    opened = None
    try:
        with open(path, "rb") as fh:
            opened = file_identity(fh)
            data = fh.read()
            start, _, crc = check_header(data, PICKLE, len(data))
            label = entry_label(kind, key, rules)
            check_label(data[HEADER.size : start], label)
            payload = memoryview(data)[start:]
            if zlib.crc32(payload, zlib.crc32(label)) != crc:
                raise Damaged("checksum")
            value = pickle.loads(payload)
    except FileNotFoundError:
        return None
    except Exception as exc:  # damaged, misfiled, stale or unreadable: rebuild and replace
        discard(path, opened)
        tell_miss(path, exc)
        return None
    note_used(path)
    return value


# -- streams of small pickles --------------------------------------------------------------
def store_stream(kind: str, key: str, parts: Iterable[Any], rules: str = "") -> None:
    """Store a large value as a stream of small pickles: each is one short call, so a
    worker thread writing it never holds the interpreter lock for long. ``rules``: what
    it was made for, recorded."""
    first_use()
    path = entry_path(kind, key, ".stream")
    label = entry_label(kind, key, rules)
    try:
        with atomic_file(path, durable=False) as fh:
            fh.write(entry_header(STREAM, label, 0, 0))  # filled in at the end
            crc = zlib.crc32(label)
            length = 0
            for part in parts:
                data = pickle.dumps(part, protocol=pickle.HIGHEST_PROTOCOL)
                size = _LEN.pack(len(data))
                crc = zlib.crc32(data, zlib.crc32(size, crc))
                fh.write(size)
                fh.write(data)
                fh.write(_CRC.pack(crc))
                length += _LEN.size + len(data) + _CRC.size
            fh.seek(0)
            fh.write(entry_header(STREAM, label, length, crc))
            fh.seek(0, os.SEEK_END)
    except OSError:
        return
    note_stored(path)


def load_stream(kind: str, key: str, rules: str = "") -> list[Any] | None:
    """The parts of a stored stream, or None when missing, damaged, unreadable or made for
    another key or rules. Each record's checksum is verified before its pickle is read."""
    first_use()
    path = find_entry(kind, key, ".stream")
    if path is None:
        return None
    parts: list[Any] = []
    opened = None
    try:
        with open(path, "rb") as fh:
            opened = file_identity(fh)
            size = os.fstat(fh.fileno()).st_size
            start, end, crc_total = check_header(fh.read(HEADER.size), STREAM, size)
            label = entry_label(kind, key, rules)
            check_label(read_exact(fh, start - HEADER.size), label)
            pos, crc = 0, zlib.crc32(label)
            unpack_len, unpack_crc = _LEN.unpack, _CRC.unpack
            while pos < end:
                head = read_exact(fh, _LEN.size)
                (n,) = unpack_len(head)
                if n == 0 or pos + _LEN.size + n + _CRC.size > end:
                    raise Damaged("bad record length")
                data = read_exact(fh, n)
                crc = zlib.crc32(data, zlib.crc32(head, crc))
                if unpack_crc(read_exact(fh, _CRC.size))[0] != crc:
                    raise Damaged("checksum")
                parts.append(pickle.loads(data))
                pos += _LEN.size + n + _CRC.size
            if crc != crc_total or fh.read(1):
                raise Damaged("checksum")
    except FileNotFoundError:
        return None
    except Exception as exc:  # damaged, misfiled, stale or unreadable: rebuild and replace
        discard(path, opened)
        tell_miss(path, exc)
        return None
    note_used(path)
    return parts


# -- files written by another library (datrie tries) ---------------------------------------
def store_file(
    kind: str, key: str, suffix: str, save: Callable[[Path], None], rules: str = ""
) -> bool:
    """Store the file that ``save(path)`` writes, with a header and checksum; False when it
    could not be stored (any error of ``save`` or of the disk). No temporary file is left."""
    first_use()
    path = entry_path(kind, key, suffix)
    tmp: str | None = None
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        import tempfile

        fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".payload.tmp")
        os.close(fd)
        save(Path(tmp))
        label = entry_label(kind, key, rules)
        with open(tmp, "rb") as src, atomic_file(path, durable=False) as fh:
            fh.write(entry_header(FILE, label, 0, 0))  # filled in at the end
            crc, length = zlib.crc32(label), 0
            buf = bytearray(_CHUNK)
            view = memoryview(buf)
            while True:
                n = src.readinto(buf)
                if not n:
                    break
                crc = zlib.crc32(view[:n], crc)
                fh.write(view[:n])
                length += n
            fh.seek(0)
            fh.write(entry_header(FILE, label, length, crc))
            fh.seek(0, os.SEEK_END)
    except Exception:  # a cache that cannot be written is not an error
        return False
    finally:
        if tmp is not None:
            with contextlib.suppress(OSError):
                os.unlink(tmp)
    note_stored(path)
    return True


def load_file(
    kind: str, key: str, suffix: str, read: Callable[[BinaryIO], T], rules: str = ""
) -> T | None:
    """``read(fh)`` on a stored file, or None when it is missing, damaged, unreadable or
    made for another key or rules.
    The checksum is verified first; ``fh`` is an unbuffered binary file positioned at the
    start of the stored bytes, and ``read`` must consume exactly them."""
    first_use()
    path = find_entry(kind, key, suffix)
    if path is None:
        return None
    opened = None
    try:
        with open(path, "rb", buffering=0) as fh:
            opened = file_identity(fh)
            size = os.fstat(fh.fileno()).st_size
            start, length, crc_total = check_header(read_exact(fh, HEADER.size), FILE, size)
            label = entry_label(kind, key, rules)
            check_label(read_exact(fh, start - HEADER.size), label)
            crc = zlib.crc32(label)
            buf = bytearray(min(_CHUNK, max(length, 1)))
            view = memoryview(buf)
            left = length
            while left:
                n = fh.readinto(view[: min(left, len(buf))])
                if not n:
                    raise Damaged("truncated")
                crc = zlib.crc32(view[:n], crc)
                left -= n
            if crc != crc_total:
                raise Damaged("checksum")
            fh.seek(start)
            value = read(fh)
            if fh.tell() != size:
                raise Damaged("the reader did not take the whole payload")
    except FileNotFoundError:
        return None
    except Exception as exc:  # damaged, misfiled, stale or unreadable: rebuild and replace
        discard(path, opened)
        tell_miss(path, exc)
        return None
    note_used(path)
    return value


__all__ = [
    "CACHE_FORMAT",
    "DEFAULT_LIMIT_MB",
    "ENTRY_FORMAT",
    "EVICT_TO",
    "ORPHAN_AGE",
    "atomic_file",
    "atomic_write_bytes",
    "bundled_cache_roots",
    "cache_dir",
    "cache_key",
    "cache_size",
    "clear_cache",
    "enforce_limit",
    "entry_path",
    "find_entry",
    "limit_bytes",
    "load_cached",
    "load_file",
    "load_stream",
    "schema_tag",
    "store_cached",
    "store_file",
    "store_stream",
    "sweep_orphans",
    "user_cache_root",
]
