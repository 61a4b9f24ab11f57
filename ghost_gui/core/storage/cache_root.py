"""Where the user's cache lives, as a folder's name: ``GHOST_CACHE_DIR``, else the place
for caches of the platform. Apart from :mod:`~ghost_gui.core.storage.cache_dirs`, which
gives it as a ``Path`` and keeps the folder small, so that the command line's warm answer
(``cli/warm_answer.py``) finds its stored answers in the same folder without importing
pathlib."""

from __future__ import annotations

import os
import sys


def user_cache_folder() -> str:
    env = os.environ.get("GHOST_CACHE_DIR")
    if env:
        return env
    if sys.platform == "win32":
        base = os.environ.get("LOCALAPPDATA", os.path.join(_home(), "AppData", "Local"))
        return os.path.join(base, "Ghost", "cache")
    if sys.platform == "darwin":
        return os.path.join(_home(), "Library", "Caches", "Ghost")
    return os.path.join(
        os.environ.get("XDG_CACHE_HOME") or os.path.join(_home(), ".cache"), "ghost-gui"
    )


def _home() -> str:
    """The user's home folder, as ``Path.home()`` finds it (a RuntimeError when it cannot)."""
    home = os.path.expanduser("~")
    if home.startswith("~"):
        raise RuntimeError("Could not determine home directory.")
    return home
