"""The bundled font (DejaVu Sans: Latin and Cyrillic, from Debian's fonts-dejavu-core, see
``resources/fonts/SOURCE.txt`` and ``scripts/fetch_font``), registered at start so text
renders on machines without fonts of their own."""

from __future__ import annotations

from PySide6.QtGui import QFontDatabase

from ..paths import resource_path

FAMILY = "DejaVu Sans"

_registered: dict[str, list[str]] = {}  # file -> its families: each file is added once


def register_bundled_fonts() -> list[str]:
    """Add the bundled fonts to the application's font database (again: no-op); returns
    the families they provide."""
    families: list[str] = []
    folder = resource_path("fonts")
    for ttf in sorted(folder.glob("*.ttf")) if folder.is_dir() else []:
        key = str(ttf)
        if key not in _registered:
            font_id = QFontDatabase.addApplicationFont(key)
            _registered[key] = (
                QFontDatabase.applicationFontFamilies(font_id) if font_id >= 0 else []
            )
        families += _registered[key]
    return sorted(set(families))
