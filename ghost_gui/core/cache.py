"""A small on-disk cache for built lexicons and solved results.

Entries live under the user's cache directory (``GHOST_CACHE_DIR`` overrides it), keyed by
a hash of the word list's content and the rules. Writes are atomic; an entry that cannot be
read (corrupt, truncated, from another version) is treated as missing and rebuilt.
"""

from __future__ import annotations

import contextlib
import hashlib
import os
import pickle
import sys
import tempfile
from pathlib import Path
from typing import Any, BinaryIO, Iterable, Iterator

#: bump when the layout of a cached value changes, so old entries are ignored
CACHE_FORMAT = 1


def user_cache_root() -> Path:
    env = os.environ.get("GHOST_CACHE_DIR")
    if env:
        return Path(env)
    if sys.platform == "win32":
        base = Path(os.environ.get("LOCALAPPDATA", Path.home() / "AppData" / "Local"))
        return base / "Ghost" / "cache"
    if sys.platform == "darwin":
        return Path.home() / "Library" / "Caches" / "Ghost"
    return Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache") / "ghost-gui"


def cache_dir() -> Path:
    return user_cache_root()


def bundled_cache_roots() -> list[Path]:
    """Read-only caches shipped with the game (built at packaging time), looked at after the
    user's own: ``GHOST_BUNDLED_CACHE``, then ``cache/`` beside the bundled word lists."""
    roots: list[Path] = []
    env = os.environ.get("GHOST_BUNDLED_CACHE")
    if env:
        roots.append(Path(env))
    frozen = getattr(sys, "_MEIPASS", None)
    if frozen:
        roots.append(Path(frozen) / "cache")
    return [r for r in roots if r.is_dir()]


def find_entry(kind: str, key: str, suffix: str = ".pickle") -> Path | None:
    """The first existing file for this entry: the user's cache, then the bundled ones."""
    for root in [cache_dir(), *bundled_cache_roots()]:
        path = root / kind / f"{key}{suffix}"
        if path.is_file():
            return path
    return None


def cache_key(*parts: object) -> str:
    text = "\x1f".join(str(p) for p in (CACHE_FORMAT, *parts))
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:40]


def entry_path(kind: str, key: str, suffix: str = ".pickle") -> Path:
    return cache_dir() / kind / f"{key}{suffix}"


@contextlib.contextmanager
def atomic_file(path: Path) -> "Iterator[BinaryIO]":
    """A file to write that replaces ``path`` only when complete: a reader sees the old
    file or the new one, never half."""
    path.parent.mkdir(parents=True, exist_ok=True)
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


def store_stream(kind: str, key: str, parts: "Iterable[Any]") -> None:
    """Store a large value as a stream of small pickles: each is one short call, so a
    worker thread writing it never holds the interpreter lock for long."""
    try:
        with atomic_file(entry_path(kind, key, ".stream")) as fh:
            pickle.dump(CACHE_FORMAT, fh)
            for part in parts:
                pickle.dump(part, fh, protocol=pickle.HIGHEST_PROTOCOL)
    except OSError:
        pass


def load_stream(kind: str, key: str) -> "list[Any] | None":
    """The parts of a stored stream, or None when missing or unreadable."""
    path = find_entry(kind, key, ".stream")
    if path is None:
        return None
    parts: list[Any] = []
    try:
        with open(path, "rb") as fh:
            if pickle.load(fh) != CACHE_FORMAT:
                return None
            while True:
                try:
                    parts.append(pickle.load(fh))
                except EOFError:
                    return parts
    except Exception:  # corrupt or truncated: rebuild
        return None


def load_cached(kind: str, key: str) -> Any | None:
    """The cached value, or None when it is missing or unreadable."""
    path = find_entry(kind, key)
    if path is None:
        return None
    try:
        with open(path, "rb") as fh:
            value = pickle.load(fh)
    except FileNotFoundError:
        return None
    except Exception:  # corrupt or stale: rebuild silently
        if path == entry_path(kind, key):
            try:
                path.unlink()
            except OSError:
                pass
        return None
    if not isinstance(value, dict) or value.get("format") != CACHE_FORMAT:
        return None
    return value.get("value")


def store_cached(kind: str, key: str, value: Any) -> None:
    """Store a value; a cache that cannot be written is not an error."""
    try:
        data = pickle.dumps({"format": CACHE_FORMAT, "value": value}, protocol=pickle.HIGHEST_PROTOCOL)
        atomic_write_bytes(entry_path(kind, key), data)
    except OSError:
        pass
