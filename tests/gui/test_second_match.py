"""The second match of an evening: the players' panels are on the board after Play again
and after a new game with the same or another number of players."""

from __future__ import annotations

from pathlib import Path

import pytest
from shells import make_shell

from ghost_gui.gui.dialogs.game_setup import GameSetup


def visible_panels(window) -> list[str]:  # type: ignore[no-untyped-def]
    from PySide6.QtWidgets import QApplication

    QApplication.processEvents()  # a widget laid out on a shown board shows on the next turn of the loop
    return [
        p.name_label.text()
        for p in window.panels
        if p.isVisible() and window.players.isAncestorOf(p)
    ]


@pytest.mark.parametrize("players", [2, 3])
def test_the_panels_stay_after_play_again_and_a_new_game(
    qapp, qtbot, tmp_path: Path, word_file: Path, players: int
) -> None:  # type: ignore[no-untyped-def]
    shell = make_shell(qapp, tmp_path)
    w = shell.window
    names = ["Mum", "Sam", "Robo"][:players]
    seats = [(n, "human") for n in names]
    shell.start_game(GameSetup(seats, "ghost", 3, str(word_file)), None)
    assert visible_panels(w) == names
    shell.games.play_again()
    assert visible_panels(w) == names
    shell.start_game(GameSetup(seats, "ghost", 3, str(word_file)), None)  # New game, the same count
    assert visible_panels(w) == names
    shell.start_game(GameSetup(seats[:2], "ghost", 3, str(word_file)), None)  # another count
    assert visible_panels(w) == names[:2]
    shell.close()
