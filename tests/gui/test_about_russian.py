"""About in Russian: the credits, their headings and the word lists' description are
Russian; the licences' own texts stay in their language."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest
from PySide6.QtWidgets import QApplication

from ghost_gui.gui import i18n
from ghost_gui.gui.dialogs.about_dialog import AboutDialog
from ghost_gui.gui.dialogs.credits import read_text, word_list_credits
from ghost_gui.paths import wordlist_path


@pytest.fixture
def russian(qapp: QApplication) -> Iterator[QApplication]:
    assert i18n.install_translator(qapp, "ru")
    yield qapp
    i18n.install_translator(qapp, "en")


def tab_titles(d: AboutDialog) -> list[str]:
    return [d.tabs.tabText(i) for i in range(d.tabs.count())]


def test_the_credits_are_russian(russian: QApplication, qtbot) -> None:  # type: ignore[no-untyped-def]
    d = AboutDialog()
    qtbot.addWidget(d)
    credits = d.credits.text()
    for russian_words in (
        "Источник",
        "Лицензия",
        "npm-пакет word-list 4.1.0",
        "общественное достояние",
        "Словарь OpenCorpora",
        "Принстонский университет",
        "DejaVu Sans и DejaVu Sans Bold, пакет Debian fonts-dejavu-core 2.37-6",
    ):
        assert russian_words in credits, russian_words
    for english in ("npm package", "public domain", "Russian nouns", "Debian package", "licence"):
        assert english not in credits, english
    assert tab_titles(d)[:2] == ["Благодарности", "Списки слов (SOURCES.ru.md)"]


def test_the_word_lists_tab_is_a_russian_summary_with_the_licences_as_written(
    russian: QApplication, qtbot
) -> None:  # type: ignore[no-untyped-def]
    d = AboutDialog()
    qtbot.addWidget(d)
    text = d.text()
    assert "Встроенные списки слов" in text and "Bundled word lists" not in text
    assert "Обязательные указания авторства" in text
    # the licences themselves, in their own words
    assert "Permission to use, copy, modify and distribute this software and database" in text
    assert "Kevin Atkinson makes no representations" in text


def test_english_keeps_the_full_description(qtbot) -> None:  # type: ignore[no-untyped-def]
    d = AboutDialog()
    qtbot.addWidget(d)
    assert tab_titles(d)[:2] == ["Credits", "Word lists (SOURCES.md)"]
    assert "npm package word-list 4.1.0" in d.credits.text()
    assert "Bundled word lists" in d.text()


def test_the_russian_summary_lists_the_same_files_as_the_english() -> None:
    def table(name: str) -> list[tuple[str, str]]:
        text = wordlist_path(name).read_text(encoding="utf-8")
        rows = re.findall(r"^\| `([^`]+\.txt)` \| ([\d,]+) \|", text, re.M)
        return list(dict.fromkeys(rows))  # the coverage table names some files again

    # the same files with the same line counts: the summary follows the full text
    assert table("SOURCES.ru.md") == table("SOURCES.md") != []
    ru = {
        f: (s, lic)
        for f, s, lic in word_list_credits(read_text(wordlist_path("SOURCES.ru.md")), [])
    }
    assert all(source and lic for source, lic in ru.values())
