"""The bundled font (DejaVu Sans: Latin and Cyrillic), registered at start so text renders
on machines without fonts of their own."""

from __future__ import annotations

from PySide6.QtGui import QFontDatabase

from ..paths import resource_path

FAMILY = "DejaVu Sans"


def register_bundled_fonts() -> list[str]:
    families: list[str] = []
    folder = resource_path("fonts")
    for ttf in sorted(folder.glob("*.ttf")) if folder.is_dir() else []:
        font_id = QFontDatabase.addApplicationFont(str(ttf))
        if font_id >= 0:
            families += QFontDatabase.applicationFontFamilies(font_id)
    return sorted(set(families))
