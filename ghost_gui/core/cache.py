"""A small on-disk cache for built lexicons and solved results.

Entries live under the user's cache directory (``GHOST_CACHE_DIR`` overrides it), keyed by
a hash of the word list's content and the rules. Writes are atomic.

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
from collections.abc import Callable, Iterable, Iterator
from pathlib import Path

from .cache_dirs import (
    DEFAULT_LIMIT_MB,
    EVICT_TO,
    ORPHAN_AGE,
    _first_use,
    _is_user_entry,
    _stored,
    _used,
    bundled_cache_roots,
    cache_dir,
    cache_size,
    clear_cache,
    enforce_limit,
    entry_path,
    find_entry,
    limit_bytes,
    report,
    sweep_orphans,
    user_cache_root,
)
from .files import sha256_hex

# typing.TYPE_CHECKING without importing typing (a warm run needs none of it): mypy reads
# a name TYPE_CHECKING as true
TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any, BinaryIO, TypeVar

    T = TypeVar("T")

#: bump when the layout of a cached value changes, so old entries are ignored
CACHE_FORMAT = 2

#: the layout of an entry (header and label); bump when it changes, so old entries are misses
ENTRY_FORMAT = 3

#: magic, entry type, ENTRY_FORMAT, label length, payload length, CRC-32 of label and payload
_HEADER = struct.Struct("<4s1sIHQI")
_MAGIC = b"GHCE"
_PICKLE, _STREAM, _FILE = b"P", b"S", b"F"
_LEN = struct.Struct("<Q")
_CRC = struct.Struct("<I")
_CHUNK = 1 << 20


class _Damaged(Exception):
    """The entry is not what was stored."""


class _Misfiled(_Damaged):
    """The entry was made for another key or other rules."""


def _label(kind: str, key: str, rules: str) -> bytes:
    """What an entry records it was made for (covered by its checksum)."""
    return f"{kind}/{key}\x1f{rules}".encode("utf-8", "backslashreplace")[:0xFFFF]


def _check_label(found: bytes, label: bytes) -> None:
    if found != label:
        made_for = found[:300].decode("utf-8", "backslashreplace").replace("\x1f", ", rules: ")
        raise _Misfiled(f"made for {made_for!r}")


def _tell_miss(path: Path, exc: BaseException) -> None:
    """Log why an entry was not used (it is rebuilt by the caller)."""
    if isinstance(exc, _Damaged):
        why = str(exc)
    elif isinstance(exc, OSError):
        why = f"unreadable: {exc.strerror or type(exc).__name__}"
    else:
        why = f"damaged: {type(exc).__name__}"
    report(f"cache entry {path} not used ({why}); computed again")


def cache_key(*parts: object) -> str:
    text = "\x1f".join(str(p) for p in (CACHE_FORMAT, *parts))
    return sha256_hex(text.encode("utf-8"))[:40]


def schema_tag(*types: type) -> str:
    """A short fingerprint of the layout of these classes (the fields of a dataclass, a
    NamedTuple or a class with slots; enum members), to put in the key of an entry that pickles them: an entry written under
    another layout is then never read back as a half-built object."""
    import dataclasses  # here, not at the top: a warm run reads entries and needs neither
    import enum

    text = []
    for t in types:
        if dataclasses.is_dataclass(t):
            body = ",".join(f"{f.name}:{f.type}" for f in dataclasses.fields(t))
        elif isinstance(t, type) and (
            issubclass(t, tuple) and hasattr(t, "_fields") or "__slots__" in vars(t)
        ):
            # a NamedTuple, or a plain class with slots: its annotated fields
            body = ",".join(
                f"{name}:{kind}" for name, kind in getattr(t, "__annotations__", {}).items()
            )
        elif isinstance(t, type) and issubclass(t, enum.Enum):
            body = ",".join(f"{m.name}={m.value!r}" for m in t)
        else:
            body = ""
        text.append(f"{t.__module__}.{t.__qualname__}({body})")
    return sha256_hex(";".join(text).encode("utf-8"))[:16]


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


# -- housekeeping: orphans, size limit, clearing -------------------------------------------


def _identity(fh: BinaryIO) -> tuple[int, int]:
    st = os.fstat(fh.fileno())
    return st.st_ino, st.st_dev


def _discard(path: Path, opened: tuple[int, int] | None) -> None:
    """Delete a damaged entry of the user's cache (bundled ones are read-only), unless
    another writer has replaced it since it was opened (``opened``: its identity then)."""
    if not _is_user_entry(path):
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
def _header(kind: bytes, label: bytes, length: int, crc: int) -> bytes:
    return _HEADER.pack(_MAGIC, kind, ENTRY_FORMAT, len(label), length, crc) + label


def _read_exact(fh: BinaryIO, n: int) -> bytes:
    data = fh.read(n)
    if len(data) == n:
        return data
    parts = [data]
    got = len(data)
    while got < n:
        more = fh.read(n - got)
        if not more:
            raise _Damaged("truncated")
        parts.append(more)
        got += len(more)
    return b"".join(parts)


def _check_header(head: bytes, kind: bytes, file_size: int) -> tuple[int, int, int]:
    """Where the payload starts (after the label), its length and the checksum, of a header
    that fits this entry and file."""
    if len(head) < _HEADER.size:
        raise _Damaged("truncated header")
    magic, k, fmt, label_length, length, crc = _HEADER.unpack_from(head)
    if magic != _MAGIC or k != kind or fmt != ENTRY_FORMAT:
        raise _Damaged("not an entry of this kind and format")
    start = _HEADER.size + label_length
    if file_size != start + length:
        raise _Damaged("truncated or extended")
    return start, length, crc


# -- pickled values ------------------------------------------------------------------------
def store_cached(kind: str, key: str, value: Any, rules: str = "") -> None:
    """Store a value, recording ``rules`` (what it was made for); a cache that cannot be
    written is not an error."""
    _first_use()
    try:
        data = pickle.dumps(value, protocol=pickle.HIGHEST_PROTOCOL)
        path = entry_path(kind, key)
        label = _label(kind, key, rules)
        with atomic_file(path) as fh:
            fh.write(_header(_PICKLE, label, len(data), zlib.crc32(data, zlib.crc32(label))))
            fh.write(data)
    except OSError:
        return
    _stored(path)


def load_cached(kind: str, key: str, rules: str = "") -> Any | None:
    """The cached value, or None when it is missing, damaged, unreadable or made for
    another key or rules."""
    _first_use()
    path = find_entry(kind, key)
    if path is None:
        return None
    opened = None
    try:
        with open(path, "rb") as fh:
            opened = _identity(fh)
            data = fh.read()
            start, _, crc = _check_header(data, _PICKLE, len(data))
            label = _label(kind, key, rules)
            _check_label(data[_HEADER.size : start], label)
            payload = memoryview(data)[start:]
            if zlib.crc32(payload, zlib.crc32(label)) != crc:
                raise _Damaged("checksum")
            value = pickle.loads(payload)
    except FileNotFoundError:
        return None
    except Exception as exc:  # damaged, misfiled, stale or unreadable: rebuild and replace
        _discard(path, opened)
        _tell_miss(path, exc)
        return None
    _used(path)
    return value


# -- streams of small pickles --------------------------------------------------------------
def store_stream(kind: str, key: str, parts: Iterable[Any], rules: str = "") -> None:
    """Store a large value as a stream of small pickles: each is one short call, so a
    worker thread writing it never holds the interpreter lock for long. ``rules``: what
    it was made for, recorded."""
    _first_use()
    path = entry_path(kind, key, ".stream")
    label = _label(kind, key, rules)
    try:
        with atomic_file(path) as fh:
            fh.write(_header(_STREAM, label, 0, 0))  # filled in at the end
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
            fh.write(_header(_STREAM, label, length, crc))
            fh.seek(0, os.SEEK_END)
    except OSError:
        return
    _stored(path)


def load_stream(kind: str, key: str, rules: str = "") -> list[Any] | None:
    """The parts of a stored stream, or None when missing, damaged, unreadable or made for
    another key or rules. Each record's checksum is verified before its pickle is read."""
    _first_use()
    path = find_entry(kind, key, ".stream")
    if path is None:
        return None
    parts: list[Any] = []
    opened = None
    try:
        with open(path, "rb") as fh:
            opened = _identity(fh)
            size = os.fstat(fh.fileno()).st_size
            start, end, crc_total = _check_header(fh.read(_HEADER.size), _STREAM, size)
            label = _label(kind, key, rules)
            _check_label(_read_exact(fh, start - _HEADER.size), label)
            pos, crc = 0, zlib.crc32(label)
            unpack_len, unpack_crc = _LEN.unpack, _CRC.unpack
            while pos < end:
                head = _read_exact(fh, _LEN.size)
                (n,) = unpack_len(head)
                if n == 0 or pos + _LEN.size + n + _CRC.size > end:
                    raise _Damaged("bad record length")
                data = _read_exact(fh, n)
                crc = zlib.crc32(data, zlib.crc32(head, crc))
                if unpack_crc(_read_exact(fh, _CRC.size))[0] != crc:
                    raise _Damaged("checksum")
                parts.append(pickle.loads(data))
                pos += _LEN.size + n + _CRC.size
            if crc != crc_total or fh.read(1):
                raise _Damaged("checksum")
    except FileNotFoundError:
        return None
    except Exception as exc:  # damaged, misfiled, stale or unreadable: rebuild and replace
        _discard(path, opened)
        _tell_miss(path, exc)
        return None
    _used(path)
    return parts


# -- files written by another library (datrie tries) ---------------------------------------
def store_file(
    kind: str, key: str, suffix: str, save: Callable[[Path], None], rules: str = ""
) -> bool:
    """Store the file that ``save(path)`` writes, with a header and checksum; False when it
    could not be stored (any error of ``save`` or of the disk). No temporary file is left."""
    _first_use()
    path = entry_path(kind, key, suffix)
    tmp: str | None = None
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        import tempfile

        fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".payload.tmp")
        os.close(fd)
        save(Path(tmp))
        label = _label(kind, key, rules)
        with open(tmp, "rb") as src, atomic_file(path) as fh:
            fh.write(_header(_FILE, label, 0, 0))  # filled in at the end
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
            fh.write(_header(_FILE, label, length, crc))
            fh.seek(0, os.SEEK_END)
    except Exception:  # a cache that cannot be written is not an error
        return False
    finally:
        if tmp is not None:
            with contextlib.suppress(OSError):
                os.unlink(tmp)
    _stored(path)
    return True


def load_file(
    kind: str, key: str, suffix: str, read: Callable[[BinaryIO], T], rules: str = ""
) -> T | None:
    """``read(fh)`` on a stored file, or None when it is missing, damaged, unreadable or
    made for another key or rules.
    The checksum is verified first; ``fh`` is an unbuffered binary file positioned at the
    start of the stored bytes, and ``read`` must consume exactly them."""
    _first_use()
    path = find_entry(kind, key, suffix)
    if path is None:
        return None
    opened = None
    try:
        with open(path, "rb", buffering=0) as fh:
            opened = _identity(fh)
            size = os.fstat(fh.fileno()).st_size
            start, length, crc_total = _check_header(_read_exact(fh, _HEADER.size), _FILE, size)
            label = _label(kind, key, rules)
            _check_label(_read_exact(fh, start - _HEADER.size), label)
            crc = zlib.crc32(label)
            buf = bytearray(min(_CHUNK, max(length, 1)))
            view = memoryview(buf)
            left = length
            while left:
                n = fh.readinto(view[: min(left, len(buf))])
                if not n:
                    raise _Damaged("truncated")
                crc = zlib.crc32(view[:n], crc)
                left -= n
            if crc != crc_total:
                raise _Damaged("checksum")
            fh.seek(start)
            value = read(fh)
            if fh.tell() != size:
                raise _Damaged("the reader did not take the whole payload")
    except FileNotFoundError:
        return None
    except Exception as exc:  # damaged, misfiled, stale or unreadable: rebuild and replace
        _discard(path, opened)
        _tell_miss(path, exc)
        return None
    _used(path)
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
