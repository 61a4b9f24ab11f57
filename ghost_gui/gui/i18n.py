"""The interface languages: English, German, Spanish, French and Russian.

Ghost's own strings: ``resources/translations/ghost_<code>.qm``, compiled from the ``.ts``
sources by ``scripts/make_translations`` and committed, so a fresh checkout, a wheel and
a frozen build need no build step. Qt's own strings (standard buttons, file and print
dialogs): ``qtbase_<code>.qm`` shipped with PySide6 (``build.spec`` carries it into the
frozen build), and ``resources/translations/qt_extra_<code>.qm`` for the few of them the
shipped catalogue lacks (Qt 6 gave "Look in:" a mnemonic, "&Look in:", that it does not
know yet).
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QLocale
from PySide6.QtWidgets import QApplication

from ..paths import resource_path

if TYPE_CHECKING:
    from PySide6.QtCore import QTranslator

# code -> the language's own name, as shown in the menu
LANGUAGES = {
    "en": "English",
    "de": "Deutsch",
    "es": "Español",
    "fr": "Français",
    "ru": "Русский",
}

_installed: list[QTranslator] = []


def available_languages() -> list[tuple[str, str]]:
    """(code, name) of every interface language."""
    return list(LANGUAGES.items())


def effective_language(language: str) -> str:
    """The code actually used for ``language`` ("" follows the system locale; a
    language Ghost does not have falls back to English)."""
    code = language or QLocale.system().name().split("_")[0]
    return code if code in LANGUAGES else "en"


def interface_language() -> str:
    """The code of the interface language in use (what :func:`install_translator` chose)."""
    code = QLocale().name().split("_")[0]
    return code if code in LANGUAGES else "en"


def app_name() -> str:
    """The program's visible name in the interface language: a game's name, translated as
    the game is («Призрак»), the same in the window title, About, messages and for a screen
    reader. The settings and data folders keep the name "Ghost" whatever the language."""
    return QCoreApplication.translate("app", "Ghost")


def qt_translation_dirs() -> list[Path]:
    """Where Qt's own translations may be: Qt's configured path, then the PySide6 package
    (a frozen build keeps its layout under ``sys._MEIPASS``)."""
    from PySide6.QtCore import QLibraryInfo  # made on first use: not for a start

    dirs = [Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath))]
    # the wheel's layout: PySide6/Qt/translations on Linux, PySide6/translations on Windows
    inside = (Path("Qt", "translations"), Path("translations"))
    try:
        import PySide6

        dirs += [Path(PySide6.__file__).resolve().parent / d for d in inside]
    except (ImportError, TypeError):
        pass
    frozen = getattr(sys, "_MEIPASS", None)
    if frozen:
        dirs += [Path(frozen) / "PySide6" / d for d in inside]
    return list(dict.fromkeys(dirs))


def install_translator(app: QApplication, language: str) -> bool:
    """Install the translations for ``language`` ("" follows the system locale),
    replacing earlier ones. English needs none. Returns True when Ghost's own
    translation was loaded."""
    for t in _installed:
        app.removeTranslator(t)
    _installed.clear()
    code = effective_language(language)
    QLocale.setDefault(QLocale(code))
    loaded = code != "en" and _install(app, code)
    app.setApplicationName(app_name())  # what a screen reader calls the program (AT-SPI)
    return loaded


def _install(app: QApplication, code: str) -> bool:
    from PySide6.QtCore import QTranslator  # English needs none: made for another language

    ours = QTranslator(app)
    if not ours.load(str(resource_path("translations", f"ghost_{code}.qm"))):
        return False
    app.installTranslator(ours)
    _installed.append(ours)
    qt = QTranslator(app)
    if any(qt.load(f"qtbase_{code}", str(d)) for d in qt_translation_dirs()):
        app.installTranslator(qt)
        _installed.append(qt)
    extra = QTranslator(app)
    if extra.load(str(resource_path("translations", f"qt_extra_{code}.qm"))):
        app.installTranslator(extra)
        _installed.append(extra)
    return True
