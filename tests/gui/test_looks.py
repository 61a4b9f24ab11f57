"""Bundled font, theme and the Russian interface."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ghost_gui.gui import fonts, i18n, theme


def test_bundled_font_covers_latin_and_cyrillic(qapp) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtGui import QRawFont

    from ghost_gui.paths import resource_path

    assert fonts.FAMILY in fonts.register_bundled_fonts()
    raw = QRawFont(str(resource_path("fonts", "DejaVuSans.ttf")), 12)
    assert raw.isValid()
    assert all(raw.supportsCharacter(ord(c)) for c in "GhostПРИЗРАКёЁ")


def test_russian_translation_installs_and_translates(qapp) -> None:  # type: ignore[no-untyped-def]
    try:
        assert i18n.install_translator(qapp, "ru")
        assert QCoreApplication.translate("MainWindow", "That's a word!") == "Это слово!"
        assert QCoreApplication.translate("names", "Computer: perfect") == "Компьютер: идеальный"
    finally:
        i18n.install_translator(qapp, "en")
    assert QCoreApplication.translate("MainWindow", "That's a word!") == "That's a word!"


def test_theme_applies_a_stylesheet(qapp) -> None:  # type: ignore[no-untyped-def]
    theme.apply_theme(qapp)
    assert "fragmentLabel" in qapp.styleSheet()
