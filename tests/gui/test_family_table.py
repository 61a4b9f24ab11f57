"""The main window at a family table: nothing lost by accident, the end of a round shown,
the window fitting a laptop (issue 7)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QEvent, QPoint, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication, QMenu
from shells import make_shell

from ghost_gui.core.play.rules import ChallengeKind
from ghost_gui.gui.dialogs.game_setup import GameSetup
from ghost_gui.gui.table.keyboard import keyboard_rows

TWO = (("Ann", "human"), ("Bo", "human"))


def setup(word_file: Path, players=TWO, **kw) -> GameSetup:  # type: ignore[no-untyped-def]
    return GameSetup(
        [tuple(p) for p in players],
        kw.pop("variant", "ghost"),
        kw.pop("min_length", 3),
        str(word_file),
        **kw,
    )


def type_text(widget, text: str) -> None:  # type: ignore[no-untyped-def]
    from pytestqt.qtbot import QtBot

    for ch in text:
        QtBot.keyClick(widget, ch)


def test_a_menu_never_steals_a_letter(qapp, qtbot, tmp_path: Path, word_file: Path) -> None:  # type: ignore[no-untyped-def]
    shell = make_shell(qapp, tmp_path)
    w = shell.window
    shell.start_game(setup(word_file), None)
    bar = w.menuBar()
    game = w.menus.game.menuAction()
    qtbot.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.actionGeometry(game).center())
    qtbot.waitUntil(lambda: isinstance(QApplication.activePopupWidget(), QMenu), timeout=2000)
    qtbot.keyClick(QApplication.activePopupWidget(), Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: QApplication.activePopupWidget() is None, timeout=2000)
    target = QApplication.focusWidget() or bar  # where the keyboard now goes: the menu bar
    for letter in "cgp":  # C opens Cards, G Game, P Play when a menu bar takes bare letters
        qtbot.keyClick(target if target is bar else bar, letter)
        assert QApplication.activePopupWidget() is None
    assert (
        shell.controller.session.match.fragment == "cg"
    )  # Ann played C, Bo G (P is not in this list)
    shell.close()


def test_a_letter_with_alt_or_ctrl_never_plays(
    qapp, qtbot, tmp_path: Path, word_file: Path
) -> None:  # type: ignore[no-untyped-def]
    shell = make_shell(qapp, tmp_path)
    w = shell.window
    shell.start_game(setup(word_file), None)
    for mods in (
        Qt.KeyboardModifier.AltModifier,
        Qt.KeyboardModifier.ControlModifier,
        Qt.KeyboardModifier.MetaModifier,
    ):
        w.keyPressEvent(QKeyEvent(QEvent.Type.KeyPress, Qt.Key.Key_C, mods, "c"))
    assert shell.controller.session.match.fragment == ""
    # Ctrl+Alt is AltGr on Windows, which types letters of some layouts
    w.keyPressEvent(
        QKeyEvent(
            QEvent.Type.KeyPress,
            Qt.Key.Key_C,
            Qt.KeyboardModifier.AltModifier | Qt.KeyboardModifier.ControlModifier,
            "c",
        )
    )
    assert shell.controller.session.match.fragment == "c"
    shell.close()


def test_escape_in_the_challenge_dialog_decides_nothing(
    qapp, qtbot, tmp_path: Path, word_file: Path
) -> None:  # type: ignore[no-untyped-def]
    shell = make_shell(qapp, tmp_path)
    w, c = shell.window, shell.controller
    shell.start_game(setup(word_file), None)
    type_text(w, "ge")
    qtbot.keyClick(w, "?")  # Ann: "No word goes like that!" against Bo
    assert w.questions.challenge_dialog is not None and w.questions.challenge_dialog.isVisible()
    assert "\u200e\u2068Ann\u2069 says" in w.questions.challenge_dialog.question.text()
    assert w.panels[1].highlight() == "answering"
    qtbot.keyClick(w.questions.challenge_dialog, Qt.Key.Key_Escape)
    assert not w.questions.challenge_dialog.isVisible()
    assert c.session.match.pending is not None and c.session.match.lost == [
        0,
        0,
    ]  # nobody lost a round
    assert w.answer_button.isVisible()
    qtbot.keyClick(w, Qt.Key.Key_Return)  # Enter reopens it
    assert w.questions.challenge_dialog.isVisible()
    qtbot.keyClicks(w.questions.challenge_dialog.word, "gecko")
    qtbot.keyClick(w.questions.challenge_dialog.word, Qt.Key.Key_Return)
    assert c.session.match.lost == [1, 0]
    assert (
        w.round_banner.story.text()
        == "\u200e\u2068Bo\u2069 named GECKO — \u200e\u2068Ann\u2069 gets a G"
    )
    shell.close()


def test_resigning_is_confirmed_and_escape_keeps_playing(
    qapp, qtbot, tmp_path: Path, word_file: Path
) -> None:  # type: ignore[no-untyped-def]
    shell = make_shell(qapp, tmp_path)
    w, c = shell.window, shell.controller
    shell.start_game(setup(word_file), None)
    assert "Ctrl+Shift+R" in w.resign_button.toolTip()
    w.menus.resign.trigger()
    assert w.questions.confirm_box is not None and w.questions.confirm_box.isVisible()
    qtbot.keyClick(w.questions.confirm_box, Qt.Key.Key_Escape)
    assert c.session.match.lost == [0, 0] and c.is_human_turn()
    shell.close()


def test_thats_a_word_only_with_the_bluffing_rule(
    qapp, qtbot, tmp_path: Path, word_file: Path
) -> None:  # type: ignore[no-untyped-def]
    shell = make_shell(qapp, tmp_path)
    w, c = shell.window, shell.controller
    shell.start_game(setup(word_file), None)
    qtbot.keyClick(w, "c")
    assert not w.word_button.isVisible()  # the game calls out words: this challenge could only lose
    qtbot.keyClick(w, "!")
    assert c.session.match.fragment == "c" and c.session.match.lost == [0, 0]
    shell.start_game(setup(word_file, word_ends_round=False), None)
    type_text(w, "cat")  # CAT stands: nobody called it yet
    assert c.session.round_over is None and w.word_button.isVisible() and w.word_button.isEnabled()
    assert "(!)" in w.word_button.toolTip()
    qtbot.keyClick(w, "!")  # Bo catches Ann's word
    assert c.session.match.lost == [1, 0]
    assert (
        w.round_banner.story.text()
        == "\u200e\u2068Bo\u2069 challenged: CAT is a word — \u200e\u2068Ann\u2069 gets a G"
    )
    shell.close()


def test_take_back_with_ctrl_z_in_the_family_game(
    qapp, qtbot, tmp_path: Path, word_file: Path
) -> None:  # type: ignore[no-untyped-def]
    shell = make_shell(qapp, tmp_path)
    w, c = shell.window, shell.controller
    shell.start_game(setup(word_file, take_back=True), None)
    qtbot.keyClick(w, "c")
    assert w.undo_button.isVisible() and w.undo_button.isEnabled()
    w.menus.take_back.trigger()
    assert c.session.match.fragment == "" and c.session.match.to_move == 0
    shell.close()


@pytest.mark.parametrize(
    ("players", "word_list", "limit"),
    [
        (2, "english-family.txt", (800, 600)),
        (4, "english-family.txt", (800, 600)),
        (8, "english-family.txt", (1024, 600)),
        (2, "russian-nouns.txt", (1024, 600)),
        (8, "russian-nouns.txt", (1024, 600)),
    ],
)
def test_the_window_shrinks_to_a_small_laptop(
    qapp, qtbot, tmp_path: Path, players: int, word_list: str, limit: tuple[int, int]
) -> None:  # type: ignore[no-untyped-def]
    shell = make_shell(qapp, tmp_path, language="ru" if word_list.startswith("russian") else "en")
    seats = [("Anna-Maria", "human")] + [(f"Computer {i}", "medium") for i in range(2, players + 1)]
    shell.start_game(GameSetup(seats, "ghost", 4, word_list), None)
    qtbot.waitUntil(lambda: shell.controller.session.match is not None, timeout=20000)
    w = shell.window
    size = w.minimumSizeHint()
    assert size.width() <= limit[0] and size.height() <= limit[1], size
    w.resize(*limit)
    qapp.processEvents()
    assert w.width() <= limit[0] and w.height() <= limit[1]
    for key in w.keyboard._keys.values():  # every key on screen
        assert (
            key.isVisible()
            and key.width() >= 30
            and w.rect().contains(key.mapTo(w, QPoint(key.width(), key.height())))
        )
    shell.close()


def test_saved_geometry_that_no_longer_fits_is_ignored(qapp, qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    shell = make_shell(qapp, tmp_path, saving=True)
    w = shell.window
    w.setGeometry(4000, 3000, 2600, 1800)  # a big monitor that is gone
    shell.preferences.save_geometry()
    shell.close()
    w.close()
    again = make_shell(qapp, tmp_path, saving=True)
    assert again.settings.get("window_geometry")
    assert again.window.fits_screen()
    again.window.show()
    assert again.window.fits_screen()
    again.close()


def test_the_winner_screen_and_play_again(qapp, qtbot, tmp_path: Path, word_file: Path) -> None:  # type: ignore[no-untyped-def]
    shell = make_shell(qapp, tmp_path)
    w, c = shell.window, shell.controller
    shell.start_game(setup(word_file, (("Ann", "human"), ("Bo", "human")), lives=1), None)
    type_text(w, "cat")  # Ann completes CAT with her only life
    assert c.session.match.winner == 1
    assert w.winner_view.isVisible() and "Bo" in w.winner_view.name_label.text()
    assert (
        "CAT" in w.winner_view.longest_label.text() and "Ann" in w.winner_view.longest_label.text()
    )
    assert (
        w.winner_page.story.text()
        == "\u200e\u2068Ann\u2069 completed CAT — \u200e\u2068Ann\u2069 loses a life (1 of 1). \u200e\u2068Ann\u2069 is out of the game."
    )
    assert not w.keyboard.isEnabled()
    qtbot.keyClick(w, Qt.Key.Key_Return)  # Play again, the same players
    assert (
        c.session.match.winner is None
        and c.session.match.lost == [0, 0]
        and [p.name for p in c.session.match.config.players] == ["Ann", "Bo"]
    )
    assert not w.winner_view.isVisible() and w.keyboard.isEnabled()
    shell.close()


def test_statistics_credit_the_player_who_played_the_word(
    qapp, qtbot, tmp_path: Path, word_file: Path
) -> None:  # type: ignore[no-untyped-def]
    shell = make_shell(qapp, tmp_path)
    w, c = shell.window, shell.controller
    shell.start_game(setup(word_file, (("Ann", "human"), ("Robo", "perfect"))), None)
    qtbot.keyClick(w, "z")
    qtbot.waitUntil(c.is_human_turn, timeout=3000)
    qtbot.keyClick(
        w, "t"
    )  # Robo challenges ZET; Ann names a word the list lacks, the table says no
    qtbot.waitUntil(
        lambda: (
            w.questions.challenge_dialog is not None and w.questions.challenge_dialog.isVisible()
        ),
        timeout=3000,
    )
    c.answer_challenge("zetabyte")
    c.settle_house_word(False)
    assert c.session.match.lost == [1, 0]
    assert (
        shell.stats.players["Robo"]["longest_word"] == ""
        and shell.stats.players["Ann"]["longest_word"] == ""
    )
    shell.close()


def test_a_new_game_over_a_running_match_asks_first(
    qapp, qtbot, tmp_path: Path, word_file: Path, monkeypatch
) -> None:  # type: ignore[no-untyped-def]
    shell = make_shell(qapp, tmp_path)
    c = shell.controller
    shell.start_game(setup(word_file), None)
    qtbot.keyClick(shell.window, "c")
    answers = [False, True]
    monkeypatch.setattr(shell.games, "ask_leave", lambda: answers.pop(0))
    shell.games.play_again()
    assert c.session.match.fragment == "c"  # kept
    shell.games.play_again()
    assert c.session.match.fragment == "" and shell.stats.players["Ann"]["abandoned"] == 1
    shell.close()


def test_the_banner_says_what_the_word_means(qapp, qtbot, tmp_path: Path, word_file: Path) -> None:  # type: ignore[no-untyped-def]
    shell = make_shell(qapp, tmp_path)
    w, c = shell.window, shell.controller
    shell.start_game(setup(word_file), None)
    d = c.meanings
    qtbot.waitUntil(lambda: d.definitions is not None and d.definitions.loaded, timeout=10000)
    type_text(w, "cat")
    meaning = w.round_banner.meaning
    assert meaning.isVisible() and meaning.text().startswith("CAT: ") and len(meaning.text()) > 10
    russian = tmp_path / "ru.txt"
    russian.write_text("кот\nкорова\nмост\n", encoding="utf-8")
    shell.start_game(setup(russian), None)
    for letter in "кот":
        c.play_letter(letter)
    # no Russian dictionary: the round's end says nothing of meanings
    assert w.round_banner.isVisible() and w.round_banner.meaning.isHidden()
    shell.close()


def test_the_round_that_ends_the_match_says_what_its_word_means_too(
    qapp, qtbot, tmp_path: Path, word_file: Path
) -> None:  # type: ignore[no-untyped-def]
    shell = make_shell(qapp, tmp_path)
    w, c = shell.window, shell.controller
    shell.start_game(setup(word_file, lives=1), None)
    d = c.meanings
    qtbot.waitUntil(lambda: d.definitions is not None and d.definitions.loaded, timeout=10000)
    type_text(w, "goat")  # Bo completes GOAT with his only life: the match is over
    assert c.session.match.winner == 0 and w.winner_view.isVisible()
    meaning = w.winner_page.meaning
    assert meaning.isVisible() and meaning.text().startswith("GOAT: ") and "horns" in meaning.text()
    shell.start_game(setup(word_file, lives=1), None)  # the next match's last round: a bluff
    c.play_letter("z")
    c.challenge(ChallengeKind.NO_WORD)
    c.answer_challenge(None)
    assert c.session.match.winner == 1 and not w.winner_page.meaning.isVisible()
    shell.close()


def test_learn_the_card_opens_the_drill_for_the_chosen_seat(
    qapp, qtbot, tmp_path: Path, word_file: Path, monkeypatch
) -> None:  # type: ignore[no-untyped-def]
    shell = make_shell(qapp, tmp_path)
    shell.start_game(setup(word_file), None)
    monkeypatch.setattr(shell.cards, "choose_seat", lambda config: 1)
    shell.window.menus.learn.trigger()
    from PySide6.QtWidgets import QLabel

    assert shell.cards.drill.isVisible()
    assert any(
        "Ghost · player 2 of 2 · tiny" == label.text()
        for label in shell.cards.drill.findChildren(QLabel)
    )
    shell.cards.drill.close()
    shell.close()


def test_switching_language_applies_at_once(qapp, qtbot, tmp_path: Path, word_file: Path) -> None:  # type: ignore[no-untyped-def]
    shell = make_shell(qapp, tmp_path)
    w = shell.window
    shell.start_game(setup(word_file, (("Вы", "human"), ("Bo", "human"))), None)
    try:
        shell.preferences.set_language("ru")
        qapp.processEvents()
        assert (
            w.menus.game.title() == "&Игра" and w.turn_banner.text() == "Ход: Вы"
        )  # no verb to agree with "Вы"
        assert (
            w.fragment.label.text().count("начните слово") == 1
            and w.noword_button.text() != "No word goes like that!"
        )
        assert w.panels[0].kind_label.text() == "Человек"
    finally:
        shell.preferences.set_language("en")
        qapp.processEvents()
    assert w.menus.game.title() == "&Game" and w.turn_banner.text() == "Turn: Вы"
    shell.close()


def test_your_own_list_is_reported_before_it_is_used(
    qapp, qtbot, tmp_path: Path, word_file: Path, monkeypatch
) -> None:  # type: ignore[no-untyped-def]
    shell = make_shell(qapp, tmp_path)
    c = shell.controller
    shell.start_game(setup(word_file), None)
    german = tmp_path / "deutsch.txt"
    german.write_text("Haus\nMaus\nHund\ngehen\nlaufen\nspielen\n", encoding="utf-8")
    reports: list[object] = []
    monkeypatch.setattr(
        shell.word_lists, "confirm_list", lambda wl: reports.append(wl.report) or None
    )  # Cancel
    shell.word_lists.use_word_list(str(german))
    assert reports and c.session.word_list_path == str(word_file)  # cancelled: nothing changed
    monkeypatch.setattr(
        shell.word_lists, "confirm_list", lambda wl: True
    )  # keep the capitalised nouns
    shell.word_lists.use_word_list(str(german))
    assert (
        c.session.word_list_path == str(german.resolve())
        and c.session.loaded.lexicon is not None
        and c.session.loaded.lexicon.is_word("haus")
    )
    assert shell.setup.keep_capitalized and c.saved_state().keep_capitalized is True
    assert set("äöüß") <= set("".join(keyboard_rows("abcäöüß")))
    shell.close()
