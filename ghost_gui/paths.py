"""One resolver for the files Ghost ships: ``resources/`` and ``wordlists/``.

Works from a checkout (the folders sit beside the package), from an installed wheel
(the folders are installed as ``ghost_gui/_data/...``), and from a PyInstaller build
(the folders sit under ``sys._MEIPASS``). ``build.spec`` uses the same relative names.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

RESOURCES = "resources"
WORDLISTS = "wordlists"
_PACKAGE = Path(__file__).resolve().parent


def data_roots() -> list[Path]:
    """Candidate folders that may hold ``resources/`` and ``wordlists/``, best first."""
    roots: list[Path] = []
    frozen = getattr(sys, "_MEIPASS", None)
    if frozen:
        roots.append(Path(frozen))
    roots.append(_PACKAGE / "_data")  # installed wheel
    roots.append(_PACKAGE.parent)  # source checkout
    return roots


def data_root() -> Path:
    for root in data_roots():
        if (root / WORDLISTS).is_dir() or (root / RESOURCES).is_dir():
            return root
    return _PACKAGE.parent


def resource_path(*parts: str) -> Path:
    """A file under ``resources/``."""
    return data_root().joinpath(RESOURCES, *parts)


def wordlist_path(*parts: str) -> Path:
    """A file under ``wordlists/``."""
    return data_root().joinpath(WORDLISTS, *parts)


def data_dir_override() -> Path | None:
    """The data folder named by ``GHOST_DATA_DIR`` (tests, benchmarks, checks), or None."""
    env = os.environ.get("GHOST_DATA_DIR")
    return Path(env) if env else None


def data_dir() -> Path:
    """The user's data folder (settings, saved match, statistics, house words, the log):
    ``GHOST_DATA_DIR`` when set (tests, benchmarks and checks never touch the user's),
    else the platform's usual place, as Qt's ``AppDataLocation`` names it for Ghost."""
    override = data_dir_override()
    if override is not None:
        return override
    if sys.platform == "win32":
        return (
            Path(os.environ.get("APPDATA") or Path.home() / "AppData" / "Roaming")
            / "Ghost"
            / "Ghost"
        )
    if sys.platform == "darwin":
        return Path.home() / "Library" / "Application Support" / "Ghost" / "Ghost"
    return (
        Path(os.environ.get("XDG_DATA_HOME") or Path.home() / ".local" / "share")
        / "Ghost"
        / "Ghost"
    )


#: the languages whose frequency lists Ghost may bundle, as ``frequency-<code>.txt``
FREQUENCY_LANGUAGES = ("en", "ru", "de", "fr", "es")


def frequency_path(language: str | None) -> Path | None:
    """The bundled frequency list of a word list's language (the human-like computers'
    words, the words a family knows): ``frequency-<code>.txt``; None for a language without
    one, or whose list is not installed (as for a language Ghost knows nothing of)."""
    if language not in FREQUENCY_LANGUAGES:
        return None
    path = wordlist_path(f"frequency-{language}.txt")
    return path if path.is_file() else None
