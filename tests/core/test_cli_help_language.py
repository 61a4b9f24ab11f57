"""``--help`` speaks the window's language: the settings' choice, else the locale's, and
never imports Qt to find out."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

BLOCK_QT = """
import sys, importlib.abc
class Block(importlib.abc.MetaPathFinder):
    def find_spec(self, name, path=None, target=None):
        if name.split('.')[0] in ('PySide6', 'shiboken6'):
            raise ImportError('Qt is blocked in this test: ' + name)
sys.meta_path.insert(0, Block())
from ghost_gui.__main__ import main
sys.exit(main(sys.argv[1:]))
"""


def ghost(*args: str, tmp_path: Path, **env: str) -> str:
    """The output of ``python -m ghost_gui ARGS`` with Qt blocked, in a locale and data
    folder of the test's own."""
    base = {k: v for k, v in os.environ.items() if k not in ("LANG", "LC_ALL", "LC_MESSAGES")}
    base.update(
        GHOST_DATA_DIR=str(tmp_path / "data"),
        GHOST_CACHE_DIR=str(tmp_path / "cache"),
        PYTHONPATH=str(ROOT),
        **env,
    )
    r = subprocess.run(
        [sys.executable, "-c", BLOCK_QT, *args],
        capture_output=True,
        text=True,
        encoding="utf-8",
        env=base,
        cwd=ROOT,
        timeout=120,
    )
    assert r.returncode == 0, r.stderr
    return r.stdout


@pytest.mark.parametrize("command", [[], ["analyze"], ["card"], ["table"]])
def test_help_in_russian_when_the_locale_is_russian(command: list[str], tmp_path: Path) -> None:
    out = ghost(*command, "--help", tmp_path=tmp_path, LANG="ru_RU.UTF-8")
    assert out.startswith("использование: python -m ghost_gui")
    assert "usage" not in out and "show this help" not in out and "options" not in out
    if command:
        assert "позиционные аргументы:" in out and "показать эту справку и выйти" in out
        assert "список слов в UTF-8 (или UTF-16)" in out
    else:
        assert "кто выигрывает при идеальной игре" in out


def test_the_card_commands_options_are_all_russian(tmp_path: Path) -> None:
    out = ghost("card", "-h", tmp_path=tmp_path, LC_MESSAGES="ru_RU.UTF-8")
    flowing = " ".join(out.split())  # as read, whatever the line breaks
    assert "(по умолчанию 4)" in flowing and "карманная карточка" in flowing
    assert "--pdf ФАЙЛ" in out
    helps = [line for line in out.splitlines() if line.startswith("  --") and "  " in line[4:]]
    assert helps and all(
        any("а" <= c <= "я" for c in line) for line in helps if "--variant" not in line
    )


def test_the_settings_language_comes_before_the_locale(tmp_path: Path) -> None:
    (tmp_path / "data").mkdir()
    (tmp_path / "data" / "settings.ini").write_text("[General]\nlanguage=ru\n")
    assert ghost("-h", tmp_path=tmp_path, LANG="en_GB.UTF-8").startswith("использование:")
    (tmp_path / "data" / "settings.ini").write_text("[General]\nlanguage=en\n")
    assert ghost("analyze", "-h", tmp_path=tmp_path, LANG="ru_RU.UTF-8").startswith("usage:")


def test_lang_on_the_command_line_and_lc_all_decide_too(tmp_path: Path) -> None:
    assert ghost("--lang", "ru", "--help", tmp_path=tmp_path).startswith("использование:")
    english = ghost("--help", tmp_path=tmp_path, LC_ALL="C.UTF-8", LANG="ru_RU.UTF-8")
    assert english.startswith("usage:")  # LC_ALL overrides LANG, as everywhere in POSIX


@pytest.mark.parametrize("columns", ["50", "120"])
def test_help_fits_the_terminal_s_width(columns: str, tmp_path: Path) -> None:
    """A command's help wraps to the terminal's width (COLUMNS), in either language."""
    for lang in ("C.UTF-8", "ru_RU.UTF-8"):
        out = ghost("card", "--help", tmp_path=tmp_path, COLUMNS=columns, LANG=lang)
        # the options' help (the usage lines and the lists of choices keep their own breaks)
        widths = [len(line) for line in out.splitlines() if not {"[", "{"} & set(line)]
        assert max(widths) <= int(columns) - 2
        assert max(widths) > int(columns) - 20  # the room is used, not the default 80


def test_the_review_commands_help_is_russian_too(tmp_path: Path) -> None:
    out = ghost("review", "--help", tmp_path=tmp_path, LANG="ru_RU.UTF-8")
    flowing = " ".join(out.split())
    assert out.startswith("использование: python -m ghost_gui review")
    assert (
        "ФАЙЛ_ПАРТИИ" in out and "без оценок ходов" in flowing and "код выхода тогда 0" in flowing
    )


#: the top-level help's first words, and a command's heading, in each other language
OTHERS = {
    "de": ("Aufruf: python -m ghost_gui", "Positionsargumente:", "wer bei perfektem Spiel gewinnt"),
    "fr": ("utilisation : python -m ghost_gui", "arguments positionnels :", "qui gagne avec"),
    "es": ("uso: python -m ghost_gui", "argumentos posicionales:", "quién gana con juego"),
}


@pytest.mark.parametrize("language", sorted(OTHERS))
def test_help_in_german_french_and_spanish(language: str, tmp_path: Path) -> None:
    """The window speaks them, so the help does: the settings' language first, then the
    locale's, as for Russian; no English sentence is left in a command's help."""
    from ghost_gui.cli.help_texts import WORDS

    usage, heading, analyze = OTHERS[language]
    locale = f"{language}_{language.upper()}.UTF-8"
    assert ghost("--help", tmp_path=tmp_path, LANG=locale).startswith(usage)
    (tmp_path / "data").mkdir()
    (tmp_path / "data" / "settings.ini").write_text(f"[General]\nlanguage={language}\n")
    for command in ("analyze", "card", "table", "review"):
        out = ghost(command, "--help", tmp_path=tmp_path, LANG="en_GB.UTF-8")
        flowing = " ".join(out.split())
        assert heading in out, out
        english = [text for text in WORDS["ru"] if " " in text.strip() and text in flowing]
        assert english == [], english
    assert analyze in ghost("--help", tmp_path=tmp_path, LANG="en_GB.UTF-8")


def test_every_language_has_the_whole_help() -> None:
    from ghost_gui.cli.help_texts import USAGE, WORDS

    assert set(USAGE) == {"en", *WORDS}
    for language, words in WORDS.items():
        assert set(words) == set(WORDS["ru"]), language
        # the same placeholders, so that .format() fills them
        for english, text in words.items():
            assert english.count("{") == text.count("{"), (language, english)
