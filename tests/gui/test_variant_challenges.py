"""The bluff said in each variant's words, in English and Russian: at the table's button,
in the question a challenged person reads, in the log; and Anaghost's tiles, one whole tile
a letter (a narrow I ran into the next one)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot
from shells import make_shell

from ghost_gui.gui import i18n
from ghost_gui.gui.dialogs.game_setup import GameSetup, presets
from ghost_gui.gui.dialogs.new_game_dialog import NewGameDialog
from ghost_gui.gui.fragment_view import FragmentView
from ghost_gui.gui.table.challenge_dialog import ChallengeDialog
from ghost_gui.gui.table.table_texts import action_texts
from ghost_gui.gui.texts.play_texts import challenge_name

#: the bluff's button in each variant, in English and Russian
BUTTONS = {
    "en": {
        "ghost": "No word goes like that!",
        "anti": "No word goes like that!",
        "super": "No word contains these letters!",
        "superduper": "No word contains these letters!",
        "xghost": "No word contains these letters!",
        "anaghost": "No word can be made with these letters!",
    },
    "ru": {
        "ghost": "Таких слов нет!",
        "anti": "Таких слов нет!",
        "super": "Таких букв подряд ни в одном слове нет!",
        "superduper": "Таких букв подряд ни в одном слове нет!",
        "xghost": "Таких букв подряд ни в одном слове нет!",
        "anaghost": "С этими буквами слова не составить!",
    },
}

#: what the challenger says in the question, at the letters QXZ
QUESTIONS = {
    "en": {
        "ghost": "Bo says: “No word starts with QXZ!”",
        "super": "Bo says: “No word contains QXZ!”",
        "xghost": "Bo says: “No word contains QXZ!”",
        "anaghost": "Bo says: “No word can be made with the letters Q, X, Z!”",
    },
    "ru": {
        "ghost": "Bo: «Слов на QXZ не бывает!»",
        "super": "Bo: «Слов с QXZ не бывает!»",
        "xghost": "Bo: «Слов с QXZ не бывает!»",
        "anaghost": "Bo: «С буквами Q, X, Z слова не составить!»",
    },
}


@pytest.fixture(params=["en", "ru"])
def language(request: pytest.FixtureRequest, qapp: QApplication) -> Iterator[str]:
    code: str = request.param
    assert i18n.install_translator(qapp, code) or code == "en"
    yield code
    i18n.install_translator(qapp, "en")


def plain(text: str) -> str:
    """Without the marks that isolate a name in a sentence."""
    return "".join(c for c in text if c not in "\u200e\u2068\u2069")


def test_the_bluff_button_says_the_variants_words(language: str) -> None:
    for variant, text in BUTTONS[language].items():
        assert action_texts(variant)["no_word"][0] == text, variant
    # the log says the same words, in quotes
    assert challenge_name("no_word", "anaghost") == (
        "“No word can be made with these letters!”"
        if language == "en"
        else "«С этими буквами слова не составить!»"
    )


def test_the_question_says_the_variants_words(qtbot: QtBot, language: str) -> None:
    for variant, said in QUESTIONS[language].items():
        d = ChallengeDialog("Ann", "Bo", "qxz", "no_word", variant)
        qtbot.addWidget(d)
        assert plain(d.question.text()).splitlines()[0] == said, variant
        d.close()


@pytest.mark.parametrize("variant", ["anaghost", "xghost", "ghost"])
def test_the_tables_button_follows_the_game(
    qapp: QApplication, tmp_path: Path, word_file: Path, variant: str
) -> None:
    shell = make_shell(qapp, tmp_path)
    w = shell.window
    try:
        shell.start_game(
            GameSetup([("Ann", "human"), ("Bo", "human")], variant, 3, str(word_file)), None
        )
        assert w.noword_button.text() == BUTTONS["en"][variant]
        assert w.noword_button.toolTip().endswith("(?)")
    finally:
        shell.close()


@pytest.mark.parametrize("letters", ["cinstz", "ceiiinpstz", "iiii"])
def test_anaghost_tiles_do_not_overlap(qapp: QApplication, letters: str) -> None:
    view = FragmentView()
    view.resize(868, 240)
    view.set_look("tiles")
    view.show()
    view.set_fragment(letters, 1)
    qapp.processEvents()
    tiles = view.label.tile_rects()
    assert len(tiles) == len(letters)
    assert all(not a.intersects(b) for k, a in enumerate(tiles) for b in tiles[k + 1 :]), [
        t.getRect() for t in tiles
    ]
    assert len({round(t.width(), 3) for t in tiles}) == 1  # an I gets a whole tile
    area = view.label.contentsRect()
    assert all(area.contains(t.toRect()) for t in tiles)
    # the underlined letter's bar sits inside its tile
    mark = view.label.mark_rect()
    assert mark is not None and tiles[1].contains(mark)
    view.close()


def test_the_anaghost_preset_is_offered_in_english(qtbot: QtBot) -> None:
    d = NewGameDialog(presets()["Family"])
    qtbot.addWidget(d)
    i = d.preset.findData("Anaghost")
    assert i > 0 and d.preset.itemText(i) == "Anaghost"
