"""The saved match is written on the writer's thread: a play never waits on the disk, the
save follows once the writer is free, a clear asked after a save wins, and closing the
window leaves the last play on disk."""

from __future__ import annotations

import json
import threading
from pathlib import Path

from shells import flush_saves, make_shell

from ghost_gui.gui.dialogs.game_setup import GameSetup
from ghost_gui.gui.table import savegame

PLAYERS = [("Ann", "human"), ("Bo", "human")]


def held_writer(shell) -> threading.Event:  # type: ignore[no-untyped-def]
    """Keep the writer busy (a slow disk) until the event returned is set."""
    free = threading.Event()
    shell.saver.writer.write(lambda: free.wait(30) and None)
    return free


def saved_fragment() -> str:
    return str(json.loads(savegame.default_save_path().read_text())["match"]["fragment"])


def test_a_play_does_not_wait_for_its_save(qapp, qtbot, tmp_path: Path, word_file: Path) -> None:  # type: ignore[no-untyped-def]
    shell = make_shell(qapp, tmp_path, saving=True)
    shell.start_game(GameSetup(PLAYERS, "ghost", 3, str(word_file)), None)
    free = held_writer(shell)
    try:
        qtbot.keyClick(shell.window, "c")
        qtbot.keyClick(shell.window, "a")
        assert (
            shell.controller.session.match is not None
            and shell.controller.session.match.fragment == "ca"
        )
        assert not savegame.default_save_path().exists()  # the plays went on without it
    finally:
        free.set()
    flush_saves(shell)
    assert saved_fragment() == "ca"
    shell.close()


def test_closing_the_window_keeps_the_last_play(
    qapp, qtbot, tmp_path: Path, word_file: Path
) -> None:  # type: ignore[no-untyped-def]
    shell = make_shell(qapp, tmp_path, saving=True)
    shell.start_game(GameSetup(PLAYERS, "ghost", 3, str(word_file)), None)
    free = held_writer(shell)
    qtbot.keyClick(shell.window, "c")
    qtbot.keyClick(shell.window, "a")
    free.set()
    shell.close()  # no flush asked for: the quit itself waits for the save
    assert saved_fragment() == "ca"


def test_a_new_game_clears_a_save_still_being_written(
    qapp, qtbot, tmp_path: Path, word_file: Path, monkeypatch
) -> None:  # type: ignore[no-untyped-def]
    shell = make_shell(qapp, tmp_path, saving=True)
    shell.start_game(GameSetup(PLAYERS, "ghost", 3, str(word_file)), None)
    free = held_writer(shell)
    try:
        qtbot.keyClick(shell.window, "c")  # its save waits for the writer
        monkeypatch.setattr(shell.games, "confirm_abandon", lambda: True)  # "Leave it"
        shell.games.play_again()
        assert (
            shell.controller.session.match is not None
            and shell.controller.session.match.fragment == ""
        )
    finally:
        free.set()
    flush_saves(shell)
    assert not savegame.default_save_path().exists()  # the clear came after the save
    shell.close()
