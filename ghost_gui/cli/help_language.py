"""``--help`` in the interface's language, without Qt (the command line never imports it):
the language the window would speak, chosen as cheaply as a help text deserves; the texts
themselves are in :mod:`help_texts`."""

from __future__ import annotations

import os
import sys
from collections.abc import Sequence

from .help_texts import USAGE, WORDS


def say(text: str, language: str) -> str:
    """``text`` in ``language`` (a code of :data:`USAGE`), as the help shows it."""
    return WORDS.get(language, {}).get(text, text)


def asks_for_help(argv: Sequence[str]) -> bool:
    return "-h" in argv or "--help" in argv


def help_language(argv: Sequence[str]) -> str:
    """The language the window would speak: ``--lang CODE``, else the settings' language,
    else the locale's (LC_ALL, LC_MESSAGES, LANG, as POSIX orders them): a code of
    :data:`USAGE`, "en" where the help is in no other."""
    for i, arg in enumerate(argv):
        if arg == "--lang" and i + 1 < len(argv):
            return _known(argv[i + 1])
        if arg.startswith("--lang="):
            return _known(arg.split("=", 1)[1])
    chosen = _settings_language()
    if chosen:
        return _known(chosen)
    for name in ("LC_ALL", "LC_MESSAGES", "LANG"):
        value = os.environ.get(name)
        if value:
            return _known(value)
    return "en"


def _known(code: str) -> str:
    """A code's or a locale's language ("de" of "de_AT.UTF-8"), "en" where the help is
    written in no other."""
    language = code.strip().lower()[:2]
    return language if language in USAGE else "en"


def _settings_file() -> str:
    """Where the window keeps its settings (gui/settings.py: QSettings' INI file for Ghost),
    named without Qt."""
    override = os.environ.get("GHOST_DATA_DIR")
    if override:
        return os.path.join(override, "settings.ini")
    home = os.path.expanduser("~")
    if sys.platform == "win32":
        appdata = os.environ.get("APPDATA") or os.path.join(home, "AppData", "Roaming")
        return os.path.join(appdata, "Ghost", "Ghost.ini")
    config = os.environ.get("XDG_CONFIG_HOME") or os.path.join(home, ".config")
    return os.path.join(config, "Ghost", "Ghost.ini")


def _settings_language() -> str:
    """The language chosen in the window's settings ("" when none is, or none can be read)."""
    try:
        with open(_settings_file(), "rb") as fh:
            text = fh.read(64 * 1024).decode("utf-8", "replace")
    except OSError:
        return ""
    import re  # only when there are settings to read: the top-level --help never needs it

    m = re.search(r'^language\s*=\s*"?([A-Za-z_-]*)"?\s*$', text, re.M)
    return m.group(1) if m else ""
