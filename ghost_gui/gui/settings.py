"""Settings declared once, with type and default, behind a small registry over QSettings.

A value that is missing, of the wrong type or unreadable reads as its default; a settings
file that cannot be read at all leaves every default in place and sets a one-line
``notice``. Tests pass a path to use a private INI file.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QCoreApplication, QSettings


@dataclass(frozen=True)
class Option:
    name: str
    kind: type
    default: Any
    #: stored as JSON text (dicts and lists)
    as_json: bool = False


OPTIONS = {
    o.name: o
    for o in (
        Option("last_game", dict, {}, as_json=True),
        Option("language", str, ""),
        Option("hints", bool, False),
        Option("computer_pause_ms", int, 700),
        Option("window_geometry", bytes, b""),
        Option("house_words", dict, {}, as_json=True),
    )
}


class Settings:
    def __init__(self, path: str | None = None) -> None:
        if path is None:
            self._q = QSettings("Ghost", "Ghost")
        else:
            self._q = QSettings(path, QSettings.Format.IniFormat)
        self.notice: str | None = None
        if self._q.status() != QSettings.Status.NoError:
            self.notice = QCoreApplication.translate("settings", "The settings file could not be read; Ghost starts with its defaults.")
            self._broken = True
        else:
            self._broken = False

    def get(self, name: str) -> Any:
        option = OPTIONS[name]
        if self._broken:
            return _copy(option.default)
        raw = self._q.value(name)
        if raw is None:
            return _copy(option.default)
        try:
            if option.as_json:
                value = json.loads(raw)
            elif option.kind is bool:
                value = raw if isinstance(raw, bool) else str(raw).lower() in ("true", "1", "yes")
            elif option.kind is int:
                value = int(raw)
            elif option.kind is bytes:
                value = bytes(raw) if not isinstance(raw, str) else raw.encode("latin-1")
            else:
                value = option.kind(raw)
        except (TypeError, ValueError):
            return _copy(option.default)
        return value if isinstance(value, option.kind) else _copy(option.default)

    def set(self, name: str, value: Any) -> None:
        option = OPTIONS[name]
        if not isinstance(value, option.kind):
            raise TypeError(f"setting {name} takes {option.kind.__name__}")
        self._q.setValue(name, json.dumps(value) if option.as_json else value)
        self._q.sync()

    def sync(self) -> None:
        self._q.sync()


def _copy(value: Any) -> Any:
    return json.loads(json.dumps(value)) if isinstance(value, (dict, list)) else value
