"""Settings declared once, with type and default, behind a small registry over QSettings.

Model: MusicBrainz Picard's ``options.py``. Each :class:`Option` names its type and default
(and, for JSON values, a check of their shape). Reading never fails: a value that is
missing, of the wrong type or of the wrong shape reads as its default. A settings file that
is damaged is moved aside to ``*.corrupt``, the values that could still be read are kept,
and ``notice`` holds one line for the user; statistics and the saved game live in other
files and are never touched.

``Settings()`` uses the platform's usual place (``GHOST_DATA_DIR`` set means an INI file
there, so that tests, benchmarks and checks never read the user's settings);
``Settings(path)`` uses that INI file.
"""

from __future__ import annotations

import base64
import binascii
import json
import os
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from PySide6.QtCore import QByteArray, QCoreApplication, QSettings


@dataclass(frozen=True)
class Option:
    name: str
    kind: type
    default: Any
    # for dicts and lists: is a decoded value of the right shape?
    check: Callable[[Any], bool] | None = None


def _str_list_dict(value: Any) -> bool:
    return all(isinstance(k, str) and isinstance(v, list) and all(isinstance(w, str) for w in v) for k, v in value.items())


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
        Option("hints", bool, False),
        Option("computer_pause_ms", int, 700),
        # QWidget.saveGeometry() bytes
        Option("window_geometry", bytes, b""),
        # word list (bundled name or path) -> sorted words the players accepted
        Option("house_words", dict, {}, _str_list_dict),
    )
}


class Settings:
    def __init__(self, path: str | os.PathLike[str] | None = None) -> None:
        if path is None and os.environ.get("GHOST_DATA_DIR"):
            path = Path(os.environ["GHOST_DATA_DIR"]) / "settings.ini"
        self._path = None if path is None else str(path)
        self.notice: str | None = None
        self._q = self._open()
        if self._damaged():
            self.notice = QCoreApplication.translate("settings", "The settings file was damaged; Ghost starts with its default settings.")
            self._recover()

    def _open(self) -> QSettings:
        if self._path is None:
            return QSettings(QSettings.Format.IniFormat, QSettings.Scope.UserScope, "Ghost", "Ghost")
        return QSettings(self._path, QSettings.Format.IniFormat)

    @property
    def file_name(self) -> str:
        return self._q.fileName()

    def _damaged(self) -> bool:
        if self._q.status() != QSettings.Status.NoError:
            return True
        try:
            data = Path(self.file_name).read_bytes()
        except FileNotFoundError:
            return False
        except OSError:
            return True
        try:
            text = data.decode("utf-8")
        except UnicodeDecodeError:
            return True
        # QSettings reads binary junk as an empty file without complaint: lines that are
        # neither comments nor section headers, yet no setting came of them
        content = [line for line in text.splitlines() if line.strip() and line.lstrip()[0] not in ";#["]
        return "\x00" in text or (bool(content) and not self._q.allKeys())

    def _recover(self) -> None:
        """Keep what can be read, set the damaged file aside, start a clean one."""
        kept = {name: self._q.value(name) for name in OPTIONS if self._q.contains(name)}
        file = self.file_name
        try:
            os.replace(file, file + ".corrupt")
        except OSError:
            pass  # unreadable and immovable: it is overwritten on the first change
        self._q = self._open()
        for name, raw in kept.items():
            value = self._decode(OPTIONS[name], raw)
            if value is not None:
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
        self._q.sync()

    def __getitem__(self, name: str) -> Any:
        return self.get(name)

    def __setitem__(self, name: str, value: Any) -> None:
        self.set(name, value)

    def reset(self, name: str) -> None:
        if name not in OPTIONS:
            raise KeyError(name)
        self._q.remove(name)
        self._q.sync()

    def sync(self) -> None:
        self._q.sync()

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
                value = raw if isinstance(raw, bool) else {"true": True, "false": False}.get(str(raw).lower())
            elif kind is int:
                value = int(raw) if isinstance(raw, (int, str)) and not isinstance(raw, bool) else None
            elif kind is bytes:
                if isinstance(raw, QByteArray):
                    value = bytes(raw.data())
                elif isinstance(raw, str):
                    value = base64.b64decode(raw.encode("ascii"), validate=True)
            elif kind is str:
                value = raw if isinstance(raw, str) else None
        except (ValueError, TypeError, binascii.Error):
            return None
        if value is None or not _is(value, kind) or (option.check is not None and not option.check(value)):
            return None
        return value


def _is(value: Any, kind: type) -> bool:
    return isinstance(value, kind) and not (kind is int and isinstance(value, bool))


def _copy(value: Any) -> Any:
    return json.loads(json.dumps(value)) if isinstance(value, (dict, list)) else value
