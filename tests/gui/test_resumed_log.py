"""A match resumed in the middle of a round: the log tells the round's letters again (who
played which letter where, and a challenge waiting for its answer), as they were told when
they were played, not only "Game resumed"."""

from __future__ import annotations

import json
from pathlib import Path

from shells import flush_saves, make_shell

from ghost_gui.core.play.plays import Side
from ghost_gui.core.play.rules import ChallengeKind
from ghost_gui.gui.dialogs.game_setup import GameSetup
from ghost_gui.gui.table import savegame
from ghost_gui.gui.table.saved_game import SavedGame

FAMILY = [("Mum", "human"), ("Sam", "human"), ("Dad", "human")]


def log_lines(shell) -> list[str]:  # type: ignore[no-untyped-def]
    log = shell.window.log
    return [log.item(i).text() for i in range(log.count())]


def close_the_question(shell) -> None:  # type: ignore[no-untyped-def]
    dialog = shell.window.questions.challenge_dialog
    if dialog is not None:
        dialog.close()


def test_a_resumed_round_tells_its_plays_again_in_order(
    qapp, qtbot, tmp_path: Path, word_file: Path
) -> None:  # type: ignore[no-untyped-def]
    shell = make_shell(qapp, tmp_path, saving=True)
    shell.start_game(GameSetup(FAMILY, "super", 3, str(word_file)), None)
    c = shell.controller
    c.resign()  # Mum gives round 1 up: the match is in round 2, Mum to start
    c.next_round()
    assert c.play_letter("e") and c.play_letter("b")
    assert c.play_letter("z", Side.LEFT)  # ZEB
    assert c.challenge(ChallengeKind.NO_WORD)  # Mum asks Dad for his word
    told = log_lines(shell)[-4:]
    flush_saves(shell)
    saved = json.loads(savegame.default_save_path().read_text())
    close_the_question(shell)
    shell.close()
    shell.window.close()  # the program killed here: only the save is left

    shell = make_shell(qapp, tmp_path, saving=True)
    shell.saved.resume(SavedGame.from_json(saved))
    qtbot.waitUntil(lambda: shell.controller.session.match is not None)
    lines = [
        line.replace("\u2068", "").replace("\u2069", "").replace("\u200e", "")
        for line in log_lines(shell)
    ]
    start = lines.index("Game resumed: round 2.")
    assert lines[start + 1 :] == [
        "Mum plays E: E",
        "Sam plays B: EB",
        "Dad plays Z on the left: ZEB",
        "Mum challenges Dad: “No word contains these letters!”",
    ]
    assert log_lines(shell)[start + 1 :] == told  # word for word as when they were played
    close_the_question(shell)  # Dad must still answer
    shell.close()
    shell.window.close()


def test_a_resumed_round_with_no_letter_yet_tells_only_the_resume(
    qapp, qtbot, tmp_path: Path, word_file: Path
) -> None:  # type: ignore[no-untyped-def]
    shell = make_shell(qapp, tmp_path, saving=True)
    shell.start_game(GameSetup(FAMILY, "ghost", 3, str(word_file)), None)
    shell.controller.resign()
    flush_saves(shell)
    saved = json.loads(savegame.default_save_path().read_text())
    shell.close()
    shell.window.close()

    shell = make_shell(qapp, tmp_path, saving=True)
    shell.saved.resume(SavedGame.from_json(saved))
    qtbot.waitUntil(lambda: shell.controller.session.match is not None)
    assert log_lines(shell)[-1] == "Game resumed: round 2."
    shell.close()
    shell.window.close()
