"""A menu opened and closed at the table leaves the keyboard to the board: Enter goes on,
it never reopens the menu."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QApplication, QMenu
from shells import make_shell

from ghost_gui.gui.dialogs.game_setup import GameSetup

TWO = (("Ann", "human"), ("Bo", "human"))


def _open_game_menu_and_escape(qtbot, w) -> None:  # type: ignore[no-untyped-def]
    w.activateWindow()  # as a person's window: the menu bar takes the keyboard after Esc
    qtbot.waitUntil(lambda: QApplication.activeWindow() is w, timeout=2000)
    bar = w.menuBar()
    game = w.menus.game.menuAction()
    qtbot.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.actionGeometry(game).center())
    qtbot.waitUntil(lambda: isinstance(QApplication.activePopupWidget(), QMenu), timeout=2000)
    qtbot.keyClick(QApplication.activePopupWidget(), Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: QApplication.activePopupWidget() is None, timeout=2000)


def _press_enter(qtbot, w) -> None:  # type: ignore[no-untyped-def]
    """Enter where the keyboard goes now (the focused widget, else the window)."""
    qtbot.keyClick(QApplication.focusWidget() or w, Qt.Key.Key_Return)
    QApplication.processEvents()


def test_enter_after_a_menu_closed_with_esc_starts_the_next_round(
    qapp, qtbot, tmp_path: Path, word_file: Path
) -> None:  # type: ignore[no-untyped-def]
    shell = make_shell(qapp, tmp_path)
    w, c = shell.window, shell.controller
    shell.start_game(GameSetup([*TWO], "ghost", 3, str(word_file)), None)
    for letter in "cat":
        c.play_letter(letter)
    assert c.session.round_over is not None
    _open_game_menu_and_escape(qtbot, w)
    _press_enter(qtbot, w)
    assert QApplication.activePopupWidget() is None  # the Game menu did not open again
    assert c.session.round_over is None and c.session.match.fragment == ""  # the next round started
    _open_game_menu_and_escape(qtbot, w)
    qtbot.keyClick(QApplication.focusWidget() or w, "a")  # a letter plays, never "Play again"
    assert QApplication.activePopupWidget() is None
    assert c.session.match.fragment == "a"
    shell.close()


def test_enter_after_play_again_goes_to_the_new_match(
    qapp, qtbot, tmp_path: Path, word_file: Path
) -> None:  # type: ignore[no-untyped-def]
    """Play again with Enter, a round to its end, Enter: the next round, not the winner
    screen's Play again (hidden, yet holding the keyboard) asking to leave the match."""
    shell = make_shell(qapp, tmp_path)
    w, c = shell.window, shell.controller
    three = [*TWO, ("Cy", "human")]
    shell.start_game(GameSetup(three, "ghost", 3, str(word_file), lives=1), None)
    w.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is w, timeout=2000)
    for word in ("cat", "tab"):  # Cy is out, then one of the others
        assert c.session.match is not None and c.session.match.winner is None
        for letter in word:
            c.play_letter(letter)
        if c.session.round_over is not None and c.session.match.winner is None:
            _press_enter(qtbot, w)
    assert c.session.match is not None and c.session.match.winner is not None
    qtbot.waitUntil(lambda: w.winner_view.isVisible(), timeout=2000)
    _press_enter(qtbot, w)  # Play again
    assert c.session.match.winner is None and c.session.match.round == 1
    for letter in "cat":
        c.play_letter(letter)
    assert c.session.round_over is not None and c.session.match.winner is None
    asked: list[str] = []

    def no_question() -> None:  # a question asked now would wait in exec(): answer it
        modal = QApplication.activeModalWidget()
        if modal is not None:
            asked.append(modal.windowTitle())
            modal.close()

    timer = QTimer()
    timer.timeout.connect(no_question)
    timer.start(50)
    _press_enter(qtbot, w)
    qtbot.wait(200)
    timer.stop()
    assert asked == []  # no "Leave the match in play?"
    assert c.session.round_over is None and c.session.match.round == 2  # the next round started
    shell.close()


@pytest.mark.parametrize("language", ["en", "ru", "de", "fr", "es"])
def test_no_two_entries_of_a_menu_share_an_alt_key(qapp, tmp_path: Path, language: str) -> None:  # type: ignore[no-untyped-def]
    """Alt and a letter opens one menu, and a letter in an open menu picks one entry: in
    Russian, Alt+С went to “Список слов” and “Справка” by turns, and “Карточка стратегии”
    and “Карманная карточка” shared К. (The Language menu's names have no Alt key.)"""
    shell = make_shell(qapp, tmp_path, language=language)
    try:
        shared = []

        def check(where: str, actions: list[QAction]) -> None:
            keys: dict[str, list[str]] = {}
            for a in actions:
                found = re.search(r"&([^&])", a.text().replace("&&", ""))
                if not a.isSeparator() and found:
                    keys.setdefault(found.group(1).lower(), []).append(a.text())
                if a.menu() is not None:
                    check(a.text(), a.menu().actions())
            shared.extend((where, texts) for texts in keys.values() if len(texts) > 1)

        check("the menu bar", shell.window.menuBar().actions())
        assert shared == []
    finally:
        shell.close()
