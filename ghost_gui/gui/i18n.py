"""English and Russian interfaces: compiled Qt translations in resources/translations."""

from __future__ import annotations

from PySide6.QtCore import QLocale, QTranslator
from PySide6.QtWidgets import QApplication

from ..paths import resource_path

_installed: list[QTranslator] = []


def available_languages() -> list[tuple[str, str]]:
    return [("en", "English"), ("ru", "Русский")]


def install_translator(app: QApplication, language: str) -> bool:
    """Install the translation for ``language`` ("" follows the system locale). English needs
    none. Returns True when a translation was loaded."""
    for t in _installed:
        app.removeTranslator(t)
    _installed.clear()
    code = language or QLocale.system().name().split("_")[0]
    if code == "en":
        return False
    translator = QTranslator(app)
    if translator.load(str(resource_path("translations", f"ghost_{code}.qm"))):
        app.installTranslator(translator)
        _installed.append(translator)
        return True
    return False
