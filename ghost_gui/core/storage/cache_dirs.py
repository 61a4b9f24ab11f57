"""Where the cache lives and how it is kept small: the user's cache folder and the bundled
read-only ones, an entry's path, the size limit with least-recently-used eviction, clearing,
and sweeping temporary files that crashed writes left behind (see ``cache.py``)."""

from __future__ import annotations

import contextlib
import os
import re
import sys
import threading
import time
from collections.abc import Callable, Iterator
from pathlib import Path

from .cache_root import user_cache_folder

#: the default size limit of the user's cache
DEFAULT_LIMIT_MB = 1024
#: after eviction the cache holds at most this share of the limit
EVICT_TO = 0.8
#: temporary files older than this (seconds) are left over from a crashed write
ORPHAN_AGE = 3600.0

#: files of the cache: entries ``<kind>/<name>.<suffix>``, temporary ``<kind>/.<...>.tmp``;
#: ``.answer``: the command line's warm answers (``cli/warm_answer.py``)
_ENTRY_NAME = re.compile(r"^[^.].*\.(pickle|stream|trie|answer)$")


def user_cache_root() -> Path:
    return Path(user_cache_folder())


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
    return [r for r in roots if _is_dir(r)]


def _is_dir(path: Path) -> bool:
    try:
        return path.is_dir()
    except OSError as exc:  # cannot be looked into: a cache not there
        _unusable(path, exc)
        return False


def find_entry(kind: str, key: str, suffix: str = ".pickle") -> Path | None:
    """The first existing file for this entry: the user's cache, then the bundled ones. A
    folder that cannot be entered (another user's, mode 700) is a miss, told once."""
    for root in [cache_dir(), *bundled_cache_roots()]:
        path = root / kind / f"{key}{suffix}"
        try:
            if path.is_file():
                return path
        except OSError as exc:  # Path.is_file raises PermissionError, not False
            _unusable(root, exc)
    return None


# -- telling the user ----------------------------------------------------------------------
#: where :func:`report` sends what it tells: None for the log (Python logging, the window's
#: log file); the command line sets a function that prints a warning on standard error
report_to: Callable[[str], None] | None = None
#: what has been told once already (cache folders that cannot be used)
_told: set[str] = set()


def report(message: str, once: str | None = None) -> None:
    """Tell the user about the cache (a warning in the log, or what :data:`report_to`
    does); with ``once``, only the first time for that subject in this process."""
    if once is not None:
        with _swept_lock:
            if once in _told:
                return
            _told.add(once)
    hook = report_to
    if hook is not None:
        hook(message)
        return
    import logging  # only when there is something to tell: a warm run needs none of it

    logging.getLogger("ghost_gui.core.storage.cache").warning("%s", message)


def _unusable(root: Path, exc: OSError) -> None:
    reason = exc.strerror or type(exc).__name__
    report(f"cannot use the cache folder {root} ({reason}); working without it", once=str(root))


def entry_path(kind: str, key: str, suffix: str = ".pickle") -> Path:
    return cache_dir() / kind / f"{key}{suffix}"


_swept: set[str] = set()
_swept_lock = threading.Lock()


def first_use() -> None:
    """Once per process and cache root: remove temporary files left by crashed writes."""
    root = cache_dir()
    name = str(root)
    if name in _swept:
        return
    with _swept_lock:
        if name in _swept:
            return
        _swept.add(name)
    sweep_orphans(root)


def _cache_files(root: Path) -> Iterator[os.DirEntry[str]]:
    """Every file directly inside the kind folders of ``root``."""
    try:
        kinds = [d for d in os.scandir(root) if d.is_dir(follow_symlinks=False)]
    except OSError:
        return
    for d in kinds:
        try:
            with os.scandir(d.path) as it:
                for f in it:
                    if f.is_file(follow_symlinks=False):
                        yield f
        except OSError:
            continue


def sweep_orphans(root: Path | None = None, max_age: float = ORPHAN_AGE) -> int:
    """Delete temporary files (``*.tmp``) older than ``max_age`` seconds under the user's
    cache root; the number deleted."""
    root = cache_dir() if root is None else root
    limit = time.time() - max_age
    removed = 0
    for f in _cache_files(root):
        if not f.name.endswith(".tmp"):
            continue
        try:
            if f.stat(follow_symlinks=False).st_mtime < limit:
                os.unlink(f.path)
                removed += 1
        except OSError:
            pass
    return removed


def limit_bytes() -> int:
    """The size limit of the user's cache: ``GHOST_CACHE_LIMIT_MB`` megabytes (MiB),
    1 GiB by default."""
    mb: float = DEFAULT_LIMIT_MB
    env = os.environ.get("GHOST_CACHE_LIMIT_MB")
    if env:
        try:
            value = float(env)
        except ValueError:
            value = -1.0
        if value > 0 and value == value and value != float("inf"):
            mb = value
    return max(1, int(mb * 1024 * 1024))


def _entries(root: Path) -> list[tuple[int, int, str]]:
    """(modification time in ns, size, path) of every entry and temporary file."""
    out = []
    for f in _cache_files(root):
        if _ENTRY_NAME.match(f.name) or f.name.endswith(".tmp"):
            try:
                st = f.stat(follow_symlinks=False)
            except OSError:
                continue
            out.append((st.st_mtime_ns, st.st_size, f.path))
    return out


def cache_size() -> int:
    """Bytes held by the user's cache (entries and temporary files)."""
    return sum(size for _, size, _ in _entries(cache_dir()))


def clear_cache() -> int:
    """Delete every entry of the user's cache (and temporary files left over from crashed
    writes); the bytes freed. Bundled caches are not touched."""
    freed = 0
    emptied: set[str] = set()
    for _, size, path in _entries(cache_dir()):
        if path.endswith(".tmp") and not _is_orphan(path):
            continue  # another process is writing it
        try:
            os.unlink(path)
            freed += size
            emptied.add(os.path.dirname(path))
        except OSError:
            pass
    for folder in emptied:
        with contextlib.suppress(OSError):
            os.rmdir(folder)  # only when nothing else is in it
    return freed


def _is_orphan(path: str, max_age: float = 60.0) -> bool:
    try:
        return os.stat(path).st_mtime < time.time() - max_age
    except OSError:
        return False


def enforce_limit(keep: Path | None = None) -> int:
    """When the user's cache is over :func:`limit_bytes`, delete the least recently used
    entries until it is under 80% of it, never ``keep`` (the entry just written) nor a
    temporary file in use; the bytes freed."""
    limit = limit_bytes()
    files = _entries(cache_dir())
    total = sum(size for _, size, _ in files)
    if total <= limit:
        return 0
    target = int(limit * EVICT_TO)
    keep_name = os.path.normcase(os.path.abspath(keep)) if keep is not None else None
    freed = 0
    for _, size, path in sorted(files):
        if total - freed <= target:
            break
        if os.path.basename(path).endswith(".tmp"):
            continue
        if keep_name is not None and os.path.normcase(os.path.abspath(path)) == keep_name:
            continue
        try:
            os.unlink(path)
            freed += size
        except OSError:
            pass
    return freed


def note_stored(path: Path) -> None:
    with contextlib.suppress(OSError):
        enforce_limit(keep=path)


def is_user_entry(path: Path) -> bool:
    return path.parent.parent == cache_dir()


def note_used(path: Path) -> None:
    """Mark a user's entry as recently used (eviction goes by modification time)."""
    if is_user_entry(path):
        with contextlib.suppress(OSError):
            os.utime(path)
