"""Qt's own dialogs in the interface's language: the file dialog's labels, the print
dialog's, wherever Ghost runs from (a checkout, a wheel, the frozen build)."""

from __future__ import annotations

import re
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QApplication, QFileDialog, QLabel, QWidget

from ghost_gui.gui import i18n
from ghost_gui.paths import resource_path

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def russian(qapp: QApplication) -> Iterator[QApplication]:
    assert i18n.install_translator(qapp, "ru")
    yield qapp
    i18n.install_translator(qapp, "en")


def english_labels(dialog: QWidget) -> list[str]:
    """The labels still in English (a path or a file name aside), shown now or on the
    dialog's other pages."""
    return [
        label.text()
        for label in dialog.findChildren(QLabel)
        if re.search(r"[A-Za-z]{2}", label.text())
        and not re.search(r"[А-Яа-яЁё]", label.text())
        and "/" not in label.text()
    ]


def test_the_file_dialog_speaks_russian(russian: QApplication, qtbot) -> None:  # type: ignore[no-untyped-def]
    # Qt 6 spells these with a mnemonic, which qtbase_ru.qm does not know yet
    assert QCoreApplication.translate("QFileDialog", "&Look in:") == "&Перейти к:"
    assert QCoreApplication.translate("QFileDialog", "Files of &type:") == "&Типы файлов:"
    for mode in (QFileDialog.AcceptMode.AcceptOpen, QFileDialog.AcceptMode.AcceptSave):
        dialog = QFileDialog(None, "Словарь", str(ROOT / "wordlists"), "Списки слов (*.txt)")
        qtbot.addWidget(dialog)
        dialog.setOption(QFileDialog.Option.DontUseNativeDialog)
        dialog.setAcceptMode(mode)
        dialog.show()
        assert english_labels(dialog) == []
        texts = {label.text() for label in dialog.findChildren(QLabel)}
        assert {"&Перейти к:", "&Имя файла:", "&Типы файлов:"} <= texts


def test_the_print_dialog_speaks_russian(russian: QApplication, qtbot) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtPrintSupport import QPrintDialog, QPrinter

    printer = QPrinter()
    dialog = QPrintDialog(printer)
    qtbot.addWidget(dialog)
    dialog.show()
    assert english_labels(dialog) == []


def test_switching_back_to_english_leaves_qts_strings_english(qapp: QApplication) -> None:
    assert i18n.install_translator(qapp, "ru")
    assert not i18n.install_translator(qapp, "en")
    assert QCoreApplication.translate("QFileDialog", "&Look in:") == "&Look in:"


def test_qts_translations_are_looked_for_in_a_frozen_build(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    # where build.spec puts qtbase_ru.qm
    assert tmp_path / "PySide6" / "Qt" / "translations" in i18n.qt_translation_dirs()
    assert any((d / "qtbase_ru.qm").is_file() for d in i18n.qt_translation_dirs())


def test_the_frozen_build_carries_qts_translations_for_each_interface_language() -> None:
    spec = (ROOT / "build.spec").read_text(encoding="utf-8")
    # every compiled translation of ours, and qtbase_<code>.qm for each interface language
    assert 'TRANSLATIONS.glob("*.qm")' in spec and 'TRANSLATIONS.glob("ghost_*.qm")' in spec
    # qtbase_<code>.qm from where each platform's wheel keeps it (Linux, then Windows)
    assert 'f"qtbase_{code}.qm"' in spec
    assert 'PYSIDE / "Qt" / "translations", PYSIDE / "translations"' in spec
    codes = sorted(
        p.stem.split("_", 1)[1] for p in resource_path("translations").glob("ghost_*.qm")
    )
    assert codes == [c for c, _ in i18n.available_languages() if c != "en"]
    for code in codes:
        assert resource_path("translations", f"qt_extra_{code}.qm").is_file()
