"""The look and the languages: palettes that match their sheets, Qt's own strings in Russian."""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
from collections import Counter
from collections.abc import Iterator
from pathlib import Path
from xml.etree import ElementTree

import pytest
from PySide6.QtCore import QCoreApplication, QLocale
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QPushButton

from ghost_gui.gui import fonts, i18n, theme
from ghost_gui.gui.look import LOOKS
from ghost_gui.paths import resource_path


@pytest.fixture
def restore(qapp: QApplication) -> Iterator[QApplication]:
    yield qapp
    i18n.install_translator(qapp, "en")
    theme.apply_theme(qapp, "light")


def luminance(colour) -> float:  # type: ignore[no-untyped-def]
    return 0.2126 * colour.redF() + 0.7152 * colour.greenF() + 0.0722 * colour.blueF()


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_each_scheme_has_readable_buttons_and_its_own_sheet(
    restore: QApplication, qtbot, scheme: str
) -> None:  # type: ignore[no-untyped-def]
    app = restore
    assert theme.apply_theme(app, scheme) is (scheme == "dark")
    p = app.palette()
    for text, background in (
        (QPalette.ColorRole.ButtonText, QPalette.ColorRole.Button),
        (QPalette.ColorRole.Text, QPalette.ColorRole.Base),
        (QPalette.ColorRole.WindowText, QPalette.ColorRole.Window),
    ):
        assert abs(luminance(p.color(text)) - luminance(p.color(background))) > 0.5
    sheet = resource_path("style-dark.qss" if scheme == "dark" else "style.qss").read_text(
        encoding="utf-8"
    )
    assert app.styleSheet() == sheet
    assert set(re.findall(r"font-size:\s*[\d.]+(\w+)", sheet)) == {
        "pt"
    }  # points scale, pixels do not
    assert app.font().family() == fonts.FAMILY and app.font().pointSizeF() == theme.POINT_SIZE
    button = QPushButton("Ok")
    qtbot.addWidget(button)
    button.show()
    image = button.grab().toImage()
    colours = Counter(
        image.pixel(x, y) for x in range(image.width()) for y in range(image.height())
    )
    background = QColor.fromRgb(colours.most_common(1)[0][0])
    assert (luminance(background) < 0.5) is (scheme == "dark")


def test_following_the_system_is_connected_once(restore: QApplication) -> None:
    app = restore
    theme.apply_theme(app)
    theme.apply_theme(app)
    assert LOOKS.follows_system is True
    assert LOOKS.get().dark is theme.is_dark(app)


def test_russian_covers_ghosts_strings_and_qts_own(restore: QApplication, qtbot) -> None:  # type: ignore[no-untyped-def]
    app = restore
    assert i18n.install_translator(app, "ru")
    assert (
        QCoreApplication.translate("AnalysisView", "Who wins with perfect play?")
        == "Кто выигрывает при идеальной игре?"
    )
    assert QLocale().language() == QLocale.Language.Russian
    box = QDialogButtonBox(
        QDialogButtonBox.StandardButton.Close | QDialogButtonBox.StandardButton.Cancel
    )
    qtbot.addWidget(box)
    assert sorted(b.text() for b in box.buttons()) == ["Закрыть", "Отмена"]
    # switching back removes both
    assert not i18n.install_translator(app, "en")
    assert (
        QCoreApplication.translate("AnalysisView", "Who wins with perfect play?")
        == "Who wins with perfect play?"
    )
    assert QCoreApplication.translate("QPlatformTheme", "Close") == "Close"


def test_languages_and_their_fallback() -> None:
    assert i18n.available_languages() == [
        ("en", "English"),
        ("de", "Deutsch"),
        ("es", "Español"),
        ("fr", "Français"),
        ("ru", "Русский"),
    ]
    assert i18n.effective_language("ru") == "ru"
    assert i18n.effective_language("de") == "de"
    assert i18n.effective_language("it") == "en"  # no Italian interface: English


#: every interface language but English, which needs no translation
TRANSLATED = [code for code, _ in i18n.available_languages() if code != "en"]


@pytest.mark.parametrize("stem", [f"{k}_{c}" for c in TRANSLATED for k in ("ghost", "qt_extra")])
def test_every_ghost_string_has_a_translation_compiled(tmp_path: Path, stem: str) -> None:
    ts = resource_path("translations", f"{stem}.ts")
    assert 'type="unfinished"' not in ts.read_text(encoding="utf-8")
    lrelease = Path(sys.executable).parent / "pyside6-lrelease"
    if not lrelease.exists():
        pytest.skip("pyside6-lrelease not installed")
    fresh = tmp_path / f"{stem}.qm"
    subprocess.run([str(lrelease), str(ts), "-qm", str(fresh)], check=True, capture_output=True)
    # the committed .qm is the compiled .ts (scripts/make_translations was run)
    assert fresh.read_bytes() == resource_path("translations", f"{stem}.qm").read_bytes()


def test_the_bundled_fonts_are_added_once(qapp) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtGui import QFontDatabase

    first = fonts.register_bundled_fonts()
    assert fonts.register_bundled_fonts() == first == [fonts.FAMILY]
    assert "Bold" in QFontDatabase.styles(fonts.FAMILY)


@pytest.mark.parametrize("code", TRANSLATED)
def test_the_committed_translation_is_what_lupdate_finds_in_the_code(
    tmp_path: Path, code: str
) -> None:
    """Every string the code asks to translate is in ghost_<code>.ts, translated (none
    missing, none unfinished, none left over): lupdate's view of the code against the
    committed file."""
    lupdate = Path(sys.executable).parent / "pyside6-lupdate"
    if not lupdate.exists():
        pytest.skip("pyside6-lupdate not installed")
    committed = resource_path("translations", f"ghost_{code}.ts")
    fresh = tmp_path / f"ghost_{code}.ts"
    shutil.copy(committed, fresh)
    sources = sorted(
        str(p) for p in (Path(__file__).parents[2] / "ghost_gui" / "gui").rglob("*.py")
    )
    subprocess.run(
        [str(lupdate), "-no-obsolete", *sources, "-ts", str(fresh)], check=True, capture_output=True
    )

    def messages(path: Path) -> dict[tuple[str, str], str | None]:
        found: dict[tuple[str, str], str | None] = {}
        for context in ElementTree.parse(path).getroot().iter("context"):
            name = context.findtext("name") or ""
            for message in context.iter("message"):
                translation = message.find("translation")
                kind = translation.get("type") if translation is not None else "missing"
                found[(name, message.findtext("source") or "")] = kind
        return found

    found, ours = messages(fresh), messages(committed)
    assert sorted(set(found) - set(ours)) == []  # in the code, missing from the .ts
    assert sorted(set(ours) - set(found)) == []  # in the .ts, gone from the code
    assert sorted(k for k, kind in found.items() if kind in ("unfinished", "missing")) == []


#: what a translation must carry over from its source as it stands: Qt's and Python's
#: placeholders, HTML tags
_KEPT = re.compile(r"%L?\d+|%n|\{[a-z_]*\}|</?[a-z0-9]+")


@pytest.mark.parametrize("code", TRANSLATED)
def test_every_translation_keeps_its_sources_placeholders_and_tags(code: str) -> None:
    wrong = []
    root = ElementTree.parse(resource_path("translations", f"ghost_{code}.ts")).getroot()
    for message in root.iter("message"):
        source = message.findtext("source") or ""
        translation = message.find("translation")
        assert translation is not None
        forms = [f.text or "" for f in translation.iter("numerusform")] or [translation.text or ""]
        for text in forms:
            kept = sorted(set(_KEPT.findall(source)) - {"%n"})
            if sorted(set(_KEPT.findall(text)) - {"%n"}) != kept:
                wrong.append((source, text))
    assert wrong == []
