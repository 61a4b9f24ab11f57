"""Settings declared once, with type and default, behind a small registry over QSettings.

Model: MusicBrainz Picard's ``options.py``. Each :class:`Option` names its type and default
(and, for JSON values, a check of their shape). Reading never fails and never hangs: a value
that is missing reads as its default. A settings file that is damaged (binary junk, a
setting that cannot be read, an unclosed quote that swallows the settings after it, or
something that is not a regular file, or a file over 1 MB, which is set aside unread) is
copied aside to ``*.corrupt``, the values that can
still be read are kept (also those an unclosed quote swallowed) and written back, and
``notice`` holds one line for the user; statistics and the saved game live in other files
and are never touched. A change that cannot be written sets ``write_error`` and calls
``on_write_error``, so that the window can say so once.

``Settings()`` uses the platform's usual place (``GHOST_DATA_DIR`` set means an INI file
there, so that tests, benchmarks and checks never read the user's settings);
``Settings(path)`` uses that INI file.
"""

from __future__ import annotations

import base64
import binascii
import json
import os
import re
import stat
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QByteArray, QCoreApplication, QSettings

from ..paths import data_dir_override
from .storage import set_aside


@dataclass(frozen=True)
class Option:
    name: str
    kind: type
    default: Any
    # for dicts and lists: is a decoded value of the right shape?
    check: Callable[[Any], bool] | None = None


def _str_list_dict(value: Any) -> bool:
    return all(
        isinstance(k, str) and isinstance(v, list) and all(isinstance(w, str) for w in v)
        for k, v in value.items()
    )


def _is_setup(value: Any) -> bool:
    # the new-game dialog validates the details (GameSetup.from_json); here only the shape
    return all(isinstance(k, str) for k in value)


OPTIONS: dict[str, Option] = {
    o.name: o
    for o in (
        # the last new game: GameSetup.to_json() (players as [name, kind] pairs, variant,
        # min_length, word_list (a bundled name or a path), lives, next_round_starter,
        # word_ends_round, practice)
        Option("last_game", dict, {}, _is_setup),
        # "" follows the system locale; else a code from i18n.available_languages()
        Option("language", str, ""),
        # practice: grey out the letters that lose
        Option("hints", bool, False),
        # delays at the table (the self-test and the tests run them at zero): before a
        # computer plays; how long its letter stays marked on its key; how long a finished
        # round stays on the board when only computers are left to go on
        Option("computer_pause_ms", int, 700),
        Option("highlight_ms", int, 900),
        Option("round_pause_ms", int, 3000),
        # the look: one of look.Scheme ("system" follows the system's light or dark)
        Option("theme", str, "system"),
        # View → Read letters aloud: the fragment spelled after each play, the round's end said
        Option("speech", bool, False),
        # View → Zoom, in per cent: one of look.ZOOM_STEPS (80 to 200)
        Option("zoom", int, 100),
        # the first-start welcome was dismissed for good
        Option("welcome_seen", bool, False),
        # QWidget.saveGeometry() bytes
        Option("window_geometry", bytes, b""),
        # word list (bundled name or path) -> sorted words the players accepted; read once
        # to move them into house-words.json (see house_words.py), then removed
        Option("house_words", dict, {}, _str_list_dict),
        # the lists whose capitalised entries count as words (German nouns): a bundled
        # list's name or a file's path each, as the house words are kept
        Option("keep_capitalized_lists", list, [], lambda v: all(isinstance(k, str) for k in v)),
        # how many finished and abandoned matches are kept in the data folder's matches/
        # (match_folder.cap_of reads it: out of range is the default)
        Option("matches_kept", int, 500),
    )
}


#: a larger settings file is not ours (Ghost's is a few KB): set aside unread
MAX_SETTINGS_BYTES = 1024 * 1024


class Settings:
    def __init__(self, path: str | os.PathLike[str] | None = None) -> None:
        override = data_dir_override()
        if path is None and override is not None:
            path = override / "settings.ini"
        self._path = None if path is None else str(path)
        self.notice: str | None = None
        #: set when a change could not be written (a read-only or full disk)
        self.write_error: str | None = None
        #: called (with ``write_error``) each time a change could not be written; the window
        #: sets it and says so once
        self.on_write_error: Callable[[str], None] | None = None
        self._set_aside_if_not_a_file(self._path or _platform_file())
        self._use_a_scratch_file_if_unreadable(self._path or _platform_file())
        self._q = self._open()
        if self._damaged():
            self.notice = QCoreApplication.translate(
                "settings", "The settings file was damaged; Ghost starts with its default settings."
            )
            self._recover()
        else:
            lost = self._unreadable()
            if lost:
                self.notice = QCoreApplication.translate(
                    "settings", "Some settings could not be read and were reset: %1."
                ).replace("%1", ", ".join(lost))
                self._recover()

    def _set_aside_if_not_a_file(self, path: str) -> None:
        """A FIFO or a folder where the settings file belongs would hang or fail QSettings;
        a file larger than :data:`MAX_SETTINGS_BYTES` is not ours and would cost its size
        several times over and seconds to read. Either is set aside unread."""
        try:
            st = os.stat(path)
        except OSError:
            return
        if stat.S_ISREG(st.st_mode) and st.st_size <= MAX_SETTINGS_BYTES:
            return
        set_aside(path)
        self.notice = QCoreApplication.translate(
            "settings", "The settings file was damaged; Ghost starts with its default settings."
        )

    def _use_a_scratch_file_if_unreadable(self, path: str) -> None:
        """A settings file one may not read is not damaged: it is left as it is, and this
        session's settings go to a scratch file that nothing reads again (QSettings writes
        on its own schedule, and would replace the file it was given)."""
        try:
            with open(path, "rb"):
                return
        except PermissionError:
            pass
        except OSError:
            return  # missing (made on the first change), or set aside above
        import atexit
        import shutil
        import tempfile

        scratch = tempfile.mkdtemp(prefix="ghost-settings-")
        atexit.register(shutil.rmtree, scratch, True)
        self._path = os.path.join(scratch, "settings.ini")
        self.notice = QCoreApplication.translate(
            "settings",
            "The settings file %1 cannot be read (permission denied). Ghost starts with its default settings, leaves the file as it is, and keeps no settings this session.",
        ).replace("%1", path)

    def _open(self) -> QSettings:
        if self._path is None:
            return QSettings(
                QSettings.Format.IniFormat, QSettings.Scope.UserScope, "Ghost", "Ghost"
            )
        return QSettings(self._path, QSettings.Format.IniFormat)

    @property
    def file_name(self) -> str:
        return self._q.fileName()

    def _damaged(self) -> bool:
        if self._q.status() != QSettings.Status.NoError:
            return True
        try:
            data = _read_regular(self.file_name)
        except (FileNotFoundError, NotADirectoryError):
            return False  # not written yet (a data folder that is a file is reported elsewhere)
        except OSError:
            return True
        try:
            text = data.decode("utf-8")
        except UnicodeDecodeError:
            return True
        # QSettings reads binary junk as an empty file without complaint: lines that are
        # neither comments nor section headers, yet no setting came of them
        content = [
            line for line in text.splitlines() if line.strip() and line.lstrip()[0] not in ";#["
        ]
        return "\x00" in text or (bool(content) and not self._q.allKeys())

    def _unreadable(self) -> list[str]:
        """Settings that are in the file but cannot be read: a value that does not decode,
        or a line that an unclosed quote before it swallowed."""
        lost = [
            name
            for name in OPTIONS
            if self._q.contains(name) and self._decode(OPTIONS[name], self._q.value(name)) is None
        ]
        lost += [
            name for name in self._raw_lines() if not self._q.contains(name) and name not in lost
        ]
        return lost

    def _raw_lines(self) -> dict[str, str]:
        """``name=value`` lines of known settings, read without QSettings."""
        try:
            text = _read_regular(self.file_name).decode("utf-8", "replace")
        except OSError:
            return {}
        out: dict[str, str] = {}
        for line in text.splitlines():
            m = re.match(r"\s*(\w+)\s*=(.*)$", line)
            if m and m.group(1) in OPTIONS:
                out.setdefault(m.group(1), m.group(2).strip())
        return out

    def _recover(self) -> None:
        """Keep what can be read, copy the damaged file aside, write a clean one."""
        kept: dict[str, Any] = {}
        raw_lines = self._raw_lines()
        for name, option in OPTIONS.items():
            value = self._decode(option, self._q.value(name)) if self._q.contains(name) else None
            if value is None and name in raw_lines:  # swallowed by an unclosed quote before it
                value = self._decode(option, _unquote(raw_lines[name]))
            if value is not None:
                kept[name] = value
        self._set_aside_keeping(kept)

    def set_aside_value(self, name: str, usable: Any) -> None:
        """A value that reads but cannot be used (a count out of range, a kind nobody
        knows): the file is set aside as it was, and a new one holds the other settings and
        ``usable`` in the value's place. The caller says what was wrong."""
        kept = {
            n: value
            for n, option in OPTIONS.items()
            if self._q.contains(n) and (value := self._decode(option, self._q.value(n))) is not None
        }
        self._set_aside_keeping(kept | {name: usable})

    def _set_aside_keeping(self, kept: dict[str, Any]) -> None:
        # unreadable and immovable, the file is overwritten on the first change
        set_aside(self.file_name)
        self._q = self._open()
        for name, value in kept.items():
            self.set(name, value)

    # -- reading and writing -------------------------------------------------------------
    def get(self, name: str) -> Any:
        option = OPTIONS[name]
        value = self._decode(option, self._q.value(name))
        return _copy(option.default) if value is None else value

    def set(self, name: str, value: Any) -> None:
        option = OPTIONS[name]
        if not _is(value, option.kind) or (option.check is not None and not option.check(value)):
            raise TypeError(f"setting {name} takes {option.kind.__name__}, not {value!r}")
        self._q.setValue(name, self._encode(option, value))
        self._sync()

    def _sync(self) -> None:
        """Write the changes; one that cannot be written is reported (``on_write_error``)."""
        self._q.sync()
        if self._q.status() is QSettings.Status.AccessError:
            self.write_error = QCoreApplication.translate(
                "settings", "the settings cannot be written to %1"
            ).replace("%1", self.file_name)
            if self.on_write_error is not None:
                self.on_write_error(self.write_error)

    def __getitem__(self, name: str) -> Any:
        return self.get(name)

    def __setitem__(self, name: str, value: Any) -> None:
        self.set(name, value)

    def reset(self, name: str) -> None:
        if name not in OPTIONS:
            raise KeyError(name)
        self._q.remove(name)
        self._sync()

    def sync(self) -> None:
        self._sync()

    # -- the stored form -----------------------------------------------------------------
    @staticmethod
    def _encode(option: Option, value: Any) -> Any:
        if option.kind in (dict, list):
            return json.dumps(value, ensure_ascii=False)
        if option.kind is bytes:
            return base64.b64encode(value).decode("ascii")
        if option.kind is bool:
            return "true" if value else "false"
        return value

    @staticmethod
    def _decode(option: Option, raw: Any) -> Any:
        """The stored value as the option's type, or None when it is missing or unusable."""
        if raw is None:
            return None
        kind = option.kind
        value: Any = None
        try:
            if kind in (dict, list):
                value = json.loads(raw) if isinstance(raw, str) else None
            elif kind is bool:
                value = (
                    raw
                    if isinstance(raw, bool)
                    else {"true": True, "false": False}.get(str(raw).lower())
                )
            elif kind is int:
                value = (
                    int(raw) if isinstance(raw, (int, str)) and not isinstance(raw, bool) else None
                )
            elif kind is bytes:
                if isinstance(raw, QByteArray):
                    value = bytes(raw.data())
                elif isinstance(raw, str):
                    value = base64.b64decode(raw.encode("ascii"), validate=True)
            elif kind is str:
                value = raw if isinstance(raw, str) else None
        except (ValueError, TypeError, binascii.Error, RecursionError, MemoryError):
            return None
        if (
            value is None
            or not _is(value, kind)
            or (option.check is not None and not option.check(value))
        ):
            return None
        return value


def _platform_file() -> str:
    """The settings file in the platform's usual place, named without opening it (QSettings
    reads a file whole when it is made)."""
    probe = QSettings(
        QSettings.Format.IniFormat, QSettings.Scope.UserScope, "Ghost", "Ghost-probe"
    ).fileName()
    return os.path.join(os.path.dirname(probe), "Ghost.ini")


def _read_regular(path: str) -> bytes:
    """The bytes of a regular file; OSError for anything else (no FIFO is ever opened)."""
    if not stat.S_ISREG(os.stat(path).st_mode):
        raise OSError(f"{path} is not a regular file")
    with open(path, "rb") as fh:
        return fh.read(4 * 1024 * 1024)


def _unquote(raw: str) -> str:
    """A value as QSettings writes it: "quoted", with backslash escapes."""
    if len(raw) >= 2 and raw[0] == raw[-1] == '"':
        raw = raw[1:-1]
    return re.sub(r"\\(.)", r"\1", raw)


def _is(value: Any, kind: type) -> bool:
    return isinstance(value, kind) and not (kind is int and isinstance(value, bool))


def _copy(value: Any) -> Any:
    return json.loads(json.dumps(value)) if isinstance(value, (dict, list)) else value
