"""The table's language and its lists: a Russian family's first game is Russian, a German
list keeps its nouns through a new game, a Spanish list gets no English glosses."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QApplication
from shells import make_shell

from ghost_gui.gui import i18n
from ghost_gui.gui.dialogs.game_setup import GameSetup, default_setup, presets
from ghost_gui.gui.dialogs.new_game_dialog import NewGameDialog
from ghost_gui.gui.texts.setup_names import list_title

CYRILLIC = set("абвгдежзийклмнопрстуфхцчшщъыьэюяё")


@pytest.fixture
def russian(qapp: QApplication) -> Iterator[QApplication]:
    i18n.install_translator(qapp, "ru")
    yield qapp
    i18n.install_translator(qapp, "en")


def test_the_first_game_and_every_preset_follow_a_russian_interface(russian: QApplication) -> None:
    first = default_setup()
    assert first.word_list == "russian-nouns.txt"
    assert all(set(name.lower()) <= CYRILLIC for name, _ in first.players)
    for key, setup in presets().items():
        assert setup.word_list == "russian-nouns.txt", key
        assert all(set(name.lower()) <= CYRILLIC for name, _ in setup.players), key
    assert list_title("russian-nouns") == "Русские существительные"
    assert list_title("english-family.txt") == "Английский: семейный"
    assert list_title("my-words") == "my-words"  # a list of one's own keeps its file name


def test_the_first_game_in_english(qapp: QApplication) -> None:
    i18n.install_translator(qapp, "en")
    first = default_setup()
    assert first.word_list == "english-family.txt" and first.players == [
        ("Alex", "human"),
        ("Robo", "medium"),
    ]
    assert presets()["Family"].word_list == "english-family.txt"
    assert list_title("english-family") == "English: family"


def test_the_programs_name_is_the_same_everywhere(russian: QApplication, qtbot) -> None:  # type: ignore[no-untyped-def]
    from ghost_gui.gui.dialogs.help import AboutDialog

    assert i18n.app_name() == "Призрак"
    about = AboutDialog()
    qtbot.addWidget(about)
    assert "Призрак" in about.windowTitle()
    app_accessible = QAccessible.queryAccessibleInterface(russian)
    assert app_accessible is not None and app_accessible.text(QAccessible.Text.Name) == "Призрак"


def test_a_russian_familys_first_start(russian: QApplication, tmp_path: Path) -> None:
    shell = make_shell(russian, tmp_path, language="ru")
    shell.start()
    c = shell.controller
    assert c.session.match is not None and c.session.match.config.word_list == "russian-nouns.txt"
    assert all(set(p.name.lower()) <= CYRILLIC for p in c.session.match.config.players)
    assert shell.window.windowTitle() == "Призрак"
    log = shell.window.log
    assert any("Русские существительные" in log.item(i).text() for i in range(log.count()))


def test_choosing_the_language_before_playing_changes_the_first_game(
    qapp: QApplication, tmp_path: Path
) -> None:
    shell = make_shell(qapp, tmp_path, language="en")
    shell.start()
    assert (
        shell.controller.session.match is not None
        and shell.controller.session.match.config.word_list == "english-family.txt"
    )
    try:
        shell.preferences.set_language("ru")
        assert shell.controller.session.match.config.word_list == "russian-nouns.txt"
    finally:
        i18n.install_translator(qapp, "en")


GERMAN = "Haus\nMaus\nBaum\nbauen\nlaufen\nGarten\nHund\nKatze\n"


def test_keeping_capitalised_words_holds_through_a_new_game(
    qapp: QApplication, qtbot, tmp_path: Path
) -> None:  # type: ignore[no-untyped-def]
    path = tmp_path / "deutsch.txt"
    path.write_text(GERMAN, encoding="utf-8")
    setup = GameSetup(word_list=str(path), keep_capitalized=True)
    dialog = NewGameDialog(setup)
    qtbot.addWidget(dialog)
    assert dialog.keep_capitalized.isChecked()
    assert dialog.list_report.text().startswith("8 ")  # the nouns count
    assert dialog.setup().keep_capitalized is True
    dialog.keep_capitalized.setChecked(False)  # the summary follows the box
    assert dialog.list_report.text().startswith("2 ")
    assert dialog.setup().keep_capitalized is False
    dialog.keep_capitalized.setChecked(True)
    assert dialog.list_report.text().startswith("8 ")


def test_the_choice_belongs_to_the_list(qapp: QApplication, qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    path = tmp_path / "deutsch.txt"
    path.write_text(GERMAN, encoding="utf-8")
    dialog = NewGameDialog(GameSetup(), keep_lists={str(path)})
    qtbot.addWidget(dialog)
    assert not dialog.keep_capitalized.isChecked()  # the family list: names stay out
    dialog.add_file(str(path))
    assert dialog.keep_capitalized.isChecked()  # the German list: its nouns count
    assert dialog.setup().keep_capitalized is True


def test_the_shell_remembers_the_choice_for_the_list(qapp: QApplication, tmp_path: Path) -> None:
    path = tmp_path / "deutsch.txt"
    path.write_text(GERMAN, encoding="utf-8")
    shell = make_shell(qapp, tmp_path)
    shell.games.remember_keep(GameSetup(word_list=str(path), keep_capitalized=True))
    assert shell.games.keep_lists() == {str(path)}
    shell.start_game(GameSetup(word_list=str(path), keep_capitalized=True), resume=None)
    assert (
        shell.controller.session.loaded.lexicon is not None
        and shell.controller.session.loaded.lexicon.is_word("haus")
    )
    shell.games.play_again()
    assert (
        shell.controller.session.loaded.lexicon is not None
        and shell.controller.session.loaded.lexicon.is_word("haus")
    )
    shell.games.remember_keep(GameSetup(word_list=str(path), keep_capitalized=False))
    assert shell.games.keep_lists() == set()


def test_a_spanish_list_has_no_english_glosses(qapp: QApplication, tmp_path: Path) -> None:
    path = tmp_path / "español.txt"
    path.write_text("once\nniño\ncasa\nperro\ngato\nmesa\n", encoding="utf-8")
    shell = make_shell(qapp, tmp_path)
    shell.start_game(GameSetup(word_list=str(path), min_length=3), resume=None)
    assert shell.controller.meaning("once") is None  # no dictionary: no meaning shown


def test_a_french_list_read_without_accents_has_no_english_glosses(
    qapp: QApplication, tmp_path: Path
) -> None:
    """Folded, a French list's letters are a-z alone, as an English list's: its language
    still decides, and there is no French dictionary, so the round's end shows no meaning
    (never the English "pain": an ache)."""
    path = tmp_path / "français.txt"
    path.write_text("pain\nété\nécole\nchat\nmaison\ngarçon\n", encoding="utf-8")
    shell = make_shell(qapp, tmp_path)
    shell.start_game(GameSetup(word_list=str(path), min_length=3), resume=None)
    game = shell.controller.state.game
    assert game is not None and game.language == "fr"
    assert set(game.alphabet) <= set("abcdefghijklmnopqrstuvwxyz")
    assert shell.controller.meaning("pain") is None  # no dictionary: no meaning shown
    assert shell.controller.meanings.definitions is None


def test_a_german_letter_stays_one_letter_in_capitals(qtbot) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtWidgets import QLabel

    from ghost_gui.core.alphabets import capitals
    from ghost_gui.gui.table.challenge_dialog import ChallengeDialog

    assert capitals("maße") == "MAßE" and capitals("masse") == "MASSE"  # two words of the list
    assert capitals("ёжик") == "ЁЖИК" and capitals("fête") == "FÊTE"
    dialog = ChallengeDialog("Ana", "Ben", "maß", "word")
    qtbot.addWidget(dialog)
    texts = " ".join(label.text() for label in dialog.findChildren(QLabel))
    assert "MAß" in texts and "MASS" not in texts


@pytest.mark.parametrize(
    ("code", "family", "title", "mum"),
    [
        ("de", "german-family.txt", "Deutsch: Familie", "Mama"),
        ("es", "spanish-family.txt", "Español: familiar", "Mamá"),
        ("fr", "french-family.txt", "Français\u00a0: famille", "Maman"),
    ],
)
def test_a_german_spanish_or_french_familys_first_start(
    qapp: QApplication, tmp_path: Path, code: str, family: str, title: str, mum: str
) -> None:
    shell = make_shell(qapp, tmp_path, language=code)
    first = default_setup()
    assert first.word_list == family
    for key, setup in presets().items():
        if key != "Russian: who finishes the word":
            assert setup.word_list == family, key
    assert presets()["Family"].players[0][0] == mum
    assert list_title(family) == title
    shell.start()
    c = shell.controller
    assert c.session.match is not None and c.session.match.config.word_list == family
    log = shell.window.log
    assert any(title in log.item(i).text() for i in range(log.count()))
