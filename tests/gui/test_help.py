from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QSize
from PySide6.QtWidgets import QApplication, QDialog, QLabel
from pytestqt.qtbot import QtBot

from ghost_gui.core.variant_keys import VariantKey
from ghost_gui.gui.dialogs import about_dialog
from ghost_gui.gui.dialogs.credits import word_list_credits
from ghost_gui.gui.dialogs.game_setup import GameSetup
from ghost_gui.gui.dialogs.help import AboutDialog, HowToPlayDialog, WelcomeDialog
from ghost_gui.gui.dialogs.help_examples import example_steps
from ghost_gui.paths import wordlist_path

LIMIT = QSize(800, 600)


def fits(dialog: QDialog) -> bool:
    hint = dialog.sizeHint()
    return hint.width() <= LIMIT.width() and hint.height() <= LIMIT.height()


@pytest.mark.parametrize(
    ("variant", "specific"),
    [
        ("ghost", "to the end"),
        ("super", "either end"),
        ("superduper", "reverse"),
        ("anti", "wins the round"),
    ],
)
@pytest.mark.parametrize("min_length", [3, 4])
def test_how_to_play_names_what_is_specific(
    qtbot: QtBot, variant: str, specific: str, min_length: int
) -> None:
    dialog = HowToPlayDialog(variant, min_length, True, 5)
    qtbot.addWidget(dialog)
    text = dialog.text()
    assert specific in text
    assert f"{min_length} or more letters" in text
    assert "Each lost round gives you the next letter of GHOST" in text
    assert "Ctrl+Shift+R" in text and "F11" in text
    assert fits(dialog)
    assert dialog.size().width() <= 780 and dialog.size().height() <= 560


def test_shift_key_only_in_the_super_variants(qtbot: QtBot) -> None:
    d = HowToPlayDialog("ghost", 3, True, 5)
    qtbot.addWidget(d)
    assert "Shift+letter" not in [key for key, _ in d.keys("ghost")]
    assert "Shift+letter" in [key for key, _ in d.keys("super")]


def test_table_rules_and_lives(qtbot: QtBot) -> None:
    called = HowToPlayDialog("ghost", 3, True, 3)
    bluff = HowToPlayDialog("ghost", 3, False, 7)
    for d in (called, bluff):
        qtbot.addWidget(d)
    assert "calls out completed words" in called.text()
    assert "That's a word!" not in called.text().split("Keys")[0]
    assert "PIG" in called.text() and "gets a P" in called.text()
    assert "bluffing allowed" in bluff.text() and "“That's a word!” (key !)" in bluff.text()
    assert "7 lives" in bluff.text()


@pytest.mark.parametrize("min_length", [3, 4, 5])
def test_ghost_example_ends_with_a_word_of_min_length(min_length: int) -> None:
    steps = example_steps("ghost", min_length)
    word = steps[-1][1]
    assert len(word) == min_length
    assert all(len(f) < min_length for _, f, _ in steps[:-1])
    for (_, before, _), (_, after, newest) in zip(steps, steps[1:]):
        assert after.startswith(before) and newest == len(after) - 1
    assert steps[0][0] != steps[1][0]


def test_super_examples_add_on_the_left_and_reverse() -> None:
    sup = example_steps("super", 3)
    assert sup[-1][1:] == ("CAT", 0)
    assert all(b[1] in a[1] for b, a in zip(sup, sup[1:]))
    duper = example_steps("superduper", 4)
    assert duper[-1][1] == "FISH"
    assert any(b[1] not in a[1] and b[1][::-1] in a[1] for b, a in zip(duper, duper[1:]))
    anti = example_steps("anti", 4)
    assert anti[-1][1] == "FISH"


def test_anti_example_says_who_loses(qtbot: QtBot) -> None:
    d = HowToPlayDialog("anti", 3, True, 5)
    qtbot.addWidget(d)
    steps = example_steps("anti", 3)
    assert f"{steps[-2][0]} played just before, and loses it" in d.text()
    assert f"{steps[-2][0]} gets a G" in d.text()


@pytest.mark.parametrize("checked", [True, False])
def test_welcome_checkbox(qtbot: QtBot, checked: bool) -> None:
    d = WelcomeDialog()
    qtbot.addWidget(d)
    assert d.dont_show_again() is True  # checked by default
    d.dont_show.setChecked(checked)
    assert d.dont_show_again() is checked
    d.play.click()
    assert d.result() == QDialog.DialogCode.Accepted
    assert fits(d)


def test_welcome_explains_the_buttons(qtbot: QtBot) -> None:
    d = WelcomeDialog(setup=GameSetup(word_ends_round=False))
    qtbot.addWidget(d)
    text = " ".join(label.text() for label in d.findChildren(QLabel))
    for needle in (
        "No word goes like that!",
        "That&#x27;s a word!",
        "Resign round",
        "Ctrl+Shift+R",
        "F1",
    ):
        assert needle in text


@pytest.mark.parametrize(
    ("variant", "rule", "challenge"),
    [
        ("ghost", "the start of a real word", "No word goes like that!"),
        ("super", "at either end", "No word contains these letters!"),
        ("superduper", "reverse the letters", "No word contains these letters!"),
        ("xghost", "between two of them", "No word contains these letters!"),
        ("anaghost", "Their order does not matter", "No word can be made with these letters!"),
        ("anti", "wins the round", "No word goes like that!"),
    ],
)
def test_welcome_gives_the_variant_set_up_its_own_rule(
    qtbot: QtBot, variant: str, rule: str, challenge: str
) -> None:
    """Help, Welcome after a SuperGhost game tells SuperGhost's rule, not classic Ghost's;
    “That's a word!” only where bluffing is allowed (the game calls words out otherwise)."""
    calls = WelcomeDialog(setup=GameSetup(variant=VariantKey(variant), word_ends_round=True))
    bluffs = WelcomeDialog(setup=GameSetup(variant=VariantKey(variant), word_ends_round=False))
    for d in (calls, bluffs):
        qtbot.addWidget(d)
    text = {
        d: " ".join(label.text() for label in d.findChildren(QLabel)).replace("&#x27;", "'")
        for d in (calls, bluffs)
    }
    for d in (calls, bluffs):
        assert rule in text[d] and challenge in text[d]
        assert (variant == "ghost") == ("Ghost is a word game" in text[d])
        assert fits(d)
    assert "That's a word!" not in text[calls]
    assert "That's a word!" in text[bluffs]


def test_about_lists_every_bundled_list_and_the_font(qtbot: QtBot) -> None:
    d = AboutDialog()
    qtbot.addWidget(d)
    credits = d.credits.text()
    files = sorted(p.name for p in wordlist_path().glob("*.txt"))
    assert files
    for name in files:
        assert name in credits
    assert "DejaVu" in credits and "Bitstream Vera" in credits and "Gpl 2" not in credits
    assert "CC BY-SA 3.0" in credits and "LGPLv3" in credits
    assert "not found" not in credits
    assert fits(d)


def test_about_survives_missing_sources(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    real = wordlist_path

    def fake(*parts: str) -> Path:
        return tmp_path / "nowhere.md" if parts == ("SOURCES.md",) else real(*parts)

    monkeypatch.setattr(about_dialog, "wordlist_path", fake)
    monkeypatch.setattr(about_dialog, "resource_path", lambda *parts: tmp_path.joinpath(*parts))
    d = AboutDialog()
    qtbot.addWidget(d)
    assert "not found" in d.credits.text()
    assert "not found" in d.text()
    for p in real().glob("*.txt"):
        assert p.name in d.credits.text()
    assert fits(d)


def test_credits_parse_a_table() -> None:
    md = "| file | lines | source | licence |\n|---|---|---|---|\n| `a.txt` | 1 | PyPI `x` 1.0: a list | MIT |\n"
    assert word_list_credits(md, ["a.txt", "b.txt"]) == [
        ("a.txt", "PyPI x 1.0", "MIT"),
        ("b.txt", "", ""),
    ]
    assert word_list_credits(None, ["b.txt"]) == [("b.txt", "", "")]


@pytest.mark.parametrize(
    ("language", "resign", "home"),
    [
        ("de", "Strg+Umschalt+R", "Pos1"),
        ("fr", "Ctrl+Maj+R", "Début"),
        ("en", "Ctrl+Shift+R", "Home"),
    ],
)
def test_the_keys_are_named_as_the_keyboard_of_the_language_names_them(
    qtbot: QtBot, qapp: QApplication, language: str, resign: str, home: str
) -> None:
    from ghost_gui.gui import i18n

    i18n.install_translator(qapp, language)
    d = HowToPlayDialog("xghost", 3, True, 5)
    qtbot.addWidget(d)
    keys = [key for key, _ in d.keys("xghost")]
    assert resign in keys
    assert any(key.startswith(home + ",") for key in keys)


def test_how_to_play_says_how_a_folding_lists_letters_count(qtbot: QtBot) -> None:
    sentences = {
        "fr": "In this French list, É plays as E and Ç as C.",
        "es": "In this Spanish list, accented letters play as the plain letter; Ñ is a letter of its own.",
        "de": "In this German list, Ä, Ö and Ü are letters of their own and ß plays as SS.",
    }
    for language, sentence in sentences.items():
        d = HowToPlayDialog("ghost", 3, True, 5, language=language)
        qtbot.addWidget(d)
        assert sentence in d.text()
    for language in ("en", "ru", None):  # their letters are as written: nothing to say
        d = HowToPlayDialog("ghost", 3, True, 5, language=language)
        qtbot.addWidget(d)
        assert "In this" not in d.text()
        assert not any(s in d.text() for s in sentences.values())


def test_the_help_names_the_list_in_play(qapp, tmp_path) -> None:  # type: ignore[no-untyped-def]
    from shells import make_shell

    from ghost_gui.gui.dialogs.game_setup import GameSetup

    path = tmp_path / "deutsch.txt"
    path.write_text("straße\nbär\nhaus\nöl\nüber\nmaus\n", encoding="utf-8")
    shell = make_shell(qapp, tmp_path)
    shell.start_game(GameSetup(word_list=str(path), min_length=3), resume=None)
    shell.show_rules()
    shown = [w for w in qapp.topLevelWidgets() if isinstance(w, HowToPlayDialog)]
    assert any("ß plays as SS" in w.text() for w in shown)
    for w in shown:
        w.close()
    shell.close()
