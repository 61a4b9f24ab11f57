"""The kept matches: the data folder's ``matches/``, one file a match in the match text
(``docs/match-format.md``), named by when the match ended so that the names sort oldest
first. Written atomically and capped (the oldest go past the limit); read defensively: a
file that is not a record is set aside to ``*.corrupt`` and counted, never raised.

What History lists of each (:class:`KeptMatch`) is kept beside them in ``index.json``,
by file name with the file's size and time: a file listed there as it is now is not read
again (reading and checking a thousand records takes about a second); any other is read
and checked in full. The index is a cache: a damaged one is read as empty.

Qt-free: the keeper runs :func:`keep` on the writer's thread, the History dialog
:func:`read_kept` on a worker."""

from __future__ import annotations

import json
import os
import stat
import time
from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any

from ..core.errors import MatchRecordError, RecordProblem
from ..core.play.match_record import MatchRecord
from ..core.play.match_text import MAX_RECORD_BYTES, read_match, write_match
from .storage import data_dir, set_aside

#: a kept match's file name ends so
SUFFIX = ".txt"
#: what History lists of each kept match, by file name
INDEX = "index.json"
#: how many matches are kept unless the table chose otherwise, and the bounds of a choice
DEFAULT_CAP = 500
MIN_CAP = 10
MAX_CAP = 10000


def matches_dir() -> Path:
    return data_dir() / "matches"


def cap_of(value: Any) -> int:
    """The limit a setting's ``value`` names: a whole number in range, else the default."""
    if type(value) is int and MIN_CAP <= value <= MAX_CAP:
        return value
    return DEFAULT_CAP


def file_name(record: MatchRecord) -> str:
    """``2025-01-02_203107_1735849867123456.txt``: when it ended (else began, else now),
    then the microseconds since 1970 as it is written, so that two matches ending in one
    second keep a file each, in the order they ended."""
    when = record.ended or record.started
    moment = datetime.fromisoformat(when) if when else datetime.now().astimezone()
    return f"{moment:%Y-%m-%d_%H%M%S}_{time.time_ns() // 1000}{SUFFIX}"


def kept_files(folder: Path) -> list[Path]:
    """The kept matches' files, oldest first (none when the folder is missing)."""
    try:
        names = [e.name for e in os.scandir(folder) if e.name.endswith(SUFFIX)]
    except OSError:
        return []
    return [folder / n for n in sorted(n for n in names if not n.startswith("."))]


def keep(record: MatchRecord, folder: Path, cap: int) -> Path:
    """Write ``record`` into ``folder`` (atomically: a temporary file, then its name) and
    drop the oldest past ``cap``. Raises ``OSError`` when it could not be written."""
    from ..core.storage.atomic_files import atomic_write_bytes

    path = folder / file_name(record)
    atomic_write_bytes(path, write_match(record).encode("utf-8"))
    drop_oldest(folder, cap)
    index = _read_index(folder)
    index[path.name] = _entry(summary(path, record), path.stat())
    _write_index(folder, {f.name: index[f.name] for f in kept_files(folder) if f.name in index})
    return path


def drop_oldest(folder: Path, cap: int) -> int:
    """Delete the oldest kept matches past ``cap``; how many went."""
    files = kept_files(folder)
    gone = 0
    for path in files[: max(0, len(files) - cap)]:
        try:
            path.unlink()
            gone += 1
        except OSError:
            pass
    return gone


def delete(paths: list[Path]) -> None:
    for path in paths:
        try:
            path.unlink()
        except OSError:
            pass  # gone already (dropped past the cap), or not ours to delete


@dataclass(frozen=True)
class KeptMatch:
    """What History lists of a kept match: ``date`` (ISO 8601, "" when unknown), the
    players' names, the winner's (None when unfinished) and how many rounds."""

    path: Path
    date: str
    players: tuple[str, ...]
    winner: str | None
    rounds: int


def summary(path: Path, record: MatchRecord) -> KeptMatch:
    names = tuple(p.name for p in record.players)
    winner = None if record.winner is None else names[record.winner]
    return KeptMatch(path, record.started or record.ended, names, winner, len(record.rounds))


def read_kept(
    folder: Path, cancel: Callable[[], bool] = lambda: False
) -> tuple[list[KeptMatch], int]:
    """The kept matches, newest first, and how many damaged files were set aside."""
    found: list[KeptMatch] = []
    damaged = 0
    index = _read_index(folder)
    listed: dict[str, dict[str, Any]] = {}
    for path in reversed(kept_files(folder)):
        if cancel():
            return found, damaged
        try:
            st = path.stat()
            entry = index.get(path.name)
            if entry is not None and (entry["size"], entry["mtime_ns"]) == _when(st):
                kept = _from_entry(path, entry)
            else:
                kept = summary(path, read_match(_read(path)))
                entry = _entry(kept, st)
        except FileNotFoundError:
            continue  # deleted meanwhile
        except (MatchRecordError, IsADirectoryError, _NotAFile):
            set_aside(path)
            damaged += 1
            continue
        except OSError:
            continue  # may not be read: not damaged, left as it is
        found.append(kept)
        listed[path.name] = entry
    if listed != index:
        _write_index(folder, listed)
    return found, damaged


def _when(st: os.stat_result) -> tuple[int, int]:
    return st.st_size, st.st_mtime_ns


def _entry(kept: KeptMatch, st: os.stat_result) -> dict[str, Any]:
    size, mtime = _when(st)
    return {
        "size": size,
        "mtime_ns": mtime,
        "date": kept.date,
        "players": list(kept.players),
        "winner": kept.winner,
        "rounds": kept.rounds,
    }


def _from_entry(path: Path, entry: dict[str, Any]) -> KeptMatch:
    return KeptMatch(path, entry["date"], tuple(entry["players"]), entry["winner"], entry["rounds"])


def _good_entry(entry: Any) -> bool:
    if not isinstance(entry, dict):
        return False
    players = entry.get("players")
    return (
        all(type(entry.get(k)) is int for k in ("size", "mtime_ns", "rounds"))
        and isinstance(entry.get("date"), str)
        and isinstance(players, list)
        and all(isinstance(p, str) for p in players)
        and (entry.get("winner") is None or isinstance(entry.get("winner"), str))
    )


def _read_index(folder: Path) -> dict[str, dict[str, Any]]:
    """The index's entries of the right shape (none when it is missing or damaged)."""
    try:
        data = json.loads(_read(folder / INDEX).decode("utf-8"))
    except (OSError, ValueError, RecursionError, _NotAFile):
        return {}
    if not isinstance(data, dict):
        return {}
    return {k: v for k, v in data.items() if isinstance(k, str) and _good_entry(v)}


def _write_index(folder: Path, index: dict[str, dict[str, Any]]) -> None:
    from ..core.storage.atomic_files import atomic_write_bytes

    try:  # a cache: not worth a flush to the disk, and a failure only costs a read
        atomic_write_bytes(folder / INDEX, json.dumps(index).encode("utf-8"), durable=False)
    except OSError:
        pass


class _NotAFile(Exception):
    pass


def _read(path: Path) -> bytes:
    """A regular file's bytes, never hanging on a FIFO nor reading a huge file whole."""
    st = path.stat()
    if not stat.S_ISREG(st.st_mode) or st.st_size > MAX_RECORD_BYTES:
        raise _NotAFile(path)
    fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
    with os.fdopen(fd, "rb") as fh:
        return fh.read(MAX_RECORD_BYTES + 1)


def read_record(path: Path) -> MatchRecord:
    """The record kept in ``path``; raises :class:`MatchRecordError` when it is not one
    (or is not a regular file of a record's size), ``OSError`` when it cannot be read."""
    try:
        return read_match(_read(path))
    except _NotAFile as exc:
        raise MatchRecordError(RecordProblem.NOT_TEXT, str(path)) from exc
