"""Counts and warnings in plain words, in English and Russian: a life or lives, a column or
columns, the letter that puts a player out, the word length that loses, the longest word
played (not won)."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication, QLabel, QMessageBox
from shells import make_shell

from ghost_gui.core.variant_keys import VariantKey
from ghost_gui.gui import i18n
from ghost_gui.gui.dialogs.game_setup import GameSetup
from ghost_gui.gui.dialogs.help import HowToPlayDialog, WelcomeDialog


@pytest.fixture(params=["en", "ru"])
def language(request: pytest.FixtureRequest, qapp: QApplication) -> Iterator[str]:
    i18n.install_translator(qapp, request.param)
    yield request.param
    i18n.install_translator(qapp, "en")


def test_the_rules_count_lives_in_the_right_form(qtbot, language: str) -> None:  # type: ignore[no-untyped-def]
    expected = {
        "en": {1: "Each player has 1 life.", 2: "Each player has 2 lives.", 4: "has 4 lives."},
        "ru": {1: "У каждого игрока 1 жизнь.", 2: "У каждого игрока 2 жизни.", 7: "7 жизней."},
    }[language]
    for lives, sentence in expected.items():
        d = HowToPlayDialog("ghost", 3, True, lives)
        qtbot.addWidget(d)
        assert sentence in d.text()
        assert "1 lives" not in d.text()


def test_the_welcome_names_the_length_that_loses(qtbot, language: str) -> None:  # type: ignore[no-untyped-def]
    d = WelcomeDialog(None, GameSetup(min_length=5))
    qtbot.addWidget(d)
    text = " ".join(label.text() for label in d.findChildren(QLabel))
    assert {
        "en": "Whoever completes a word of 5 or more letters loses the round",
        "ru": "Кто закончит слово из 5 или более букв, проигрывает раунд",
    }[language] in text


def test_the_welcome_at_start_follows_the_game_set_up(
    qapp, qtbot, tmp_path: Path, monkeypatch
) -> None:  # type: ignore[no-untyped-def]
    shell = make_shell(qapp, tmp_path)
    shell.setup = GameSetup(min_length=6)
    shell.test_mode = False  # the welcome is only shown outside the test mode
    monkeypatch.setattr(shell.settings, "get", lambda key, *a: False)
    shell.show_welcome()
    welcome = next(d for d in qapp.topLevelWidgets() if isinstance(d, WelcomeDialog))
    text = " ".join(label.text() for label in welcome.findChildren(QLabel))
    assert "a word of 6 or more letters loses" in text
    welcome.reject()
    shell.setup = GameSetup(variant=VariantKey.ANTI, min_length=4)  # Help, Welcome, later
    shell.show_welcome(force=True)
    welcome = next(
        d for d in qapp.topLevelWidgets() if isinstance(d, WelcomeDialog) and d.isVisible()
    )
    text = " ".join(label.text() for label in welcome.findChildren(QLabel))
    assert "whoever completes a word of 4 or more letters wins the round" in text
    welcome.reject()
    shell.test_mode = True
    shell.close()


def test_the_pocket_card_counts_its_columns(qtbot, language: str) -> None:  # type: ignore[no-untyped-def]
    from ghost_gui.core.cards.cards import make_card
    from ghost_gui.core.play.variants import variant_by_key
    from ghost_gui.core.solving.solver import Solver
    from ghost_gui.core.words.lexicon import Lexicon
    from ghost_gui.core.words.wordlist import word_list_from_words
    from ghost_gui.gui.cards.pocket_card_view import PocketCardDialog

    words = ["aaaac", "aaccc", "aca", "baaac", "bac", "bbaa", "cbcc"]
    lexicon = Lexicon.build(word_list_from_words(words), 3, use_cache=False)
    solver = Solver(lexicon, variant_by_key("ghost"), 2, use_cache=False).solve()
    dialog = PocketCardDialog(make_card(solver, 1), "tiny")
    qtbot.addWidget(dialog)
    assert dialog.layout_ is not None
    n = dialog.layout_.columns
    status = dialog.status.text()
    assert "(s)" not in status
    if language == "en":
        assert f" in {n} column{'' if n == 1 else 's'};" in status
    else:
        form = "столбец" if n % 10 == 1 and n % 100 != 11 else "столбца" if n < 5 else "столбцов"
        assert f" в {n} {form};" in status


def _two(word_file: Path, lives: int) -> GameSetup:
    return GameSetup([("Ann", "human"), ("Bo", "human")], "ghost", 3, str(word_file), lives=lives)


@pytest.mark.parametrize("lives", [1, 2])
def test_resigning_says_when_it_puts_the_player_out(
    qapp, tmp_path: Path, word_file: Path, language: str, lives: int
) -> None:  # type: ignore[no-untyped-def]
    shell = make_shell(qapp, tmp_path, language=language)
    w = shell.window
    shell.start_game(_two(word_file, lives), None)
    w.questions.confirm_resign()
    box = w.questions.confirm_box
    assert isinstance(box, QMessageBox)
    out = {"en": "You will be out of the match.", "ru": "Вы выбудете из игры."}[language]
    assert (out in box.text()) is (lives == 1), box.text()
    box.reject()
    if lives == 2:  # a round lost: the next resignation is the last letter
        shell.controller.resign()
        shell.controller.next_round()
        if shell.controller.session.match.to_move != 0:
            shell.controller.play_letter("c")
        w.questions.confirm_resign()
        box = w.questions.confirm_box
        assert isinstance(box, QMessageBox)
        assert (out in box.text()) is (shell.controller.session.match.to_move == 0), box.text()
        box.reject()
    shell.close()


def test_the_longest_word_is_played_not_won(
    qapp, qtbot, tmp_path: Path, word_file: Path, language: str
) -> None:  # type: ignore[no-untyped-def]
    shell = make_shell(qapp, tmp_path, language=language)
    w, c = shell.window, shell.controller
    shell.start_game(_two(word_file, 1), None)
    for letter in "cat":
        c.play_letter(letter)
    qtbot.waitUntil(lambda: w.winner_view.isVisible(), timeout=3000)
    text = w.winner_view.longest_label.text()
    assert re.fullmatch(
        {
            "en": r"Longest word played: CAT \(.*Ann.*\)",
            "ru": r"Самое длинное сыгранное слово: CAT \(.*Ann.*\)",
        }[language],
        text,
    ), text
    shell.close()
