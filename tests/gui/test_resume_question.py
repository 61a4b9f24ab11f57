"""The unfinished match at start: Esc decides nothing, the question says which match, and
throwing it away is a button that says so; an unplayed match is never saved."""

from __future__ import annotations

import json
from pathlib import Path

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QMessageBox
from shells import flush_saves, make_shell

from ghost_gui.gui.dialogs.game_setup import GameSetup
from ghost_gui.gui.dialogs.new_game_dialog import NewGameDialog
from ghost_gui.gui.table import savegame
from ghost_gui.gui.table.saved_game import SavedGame

FAMILY = [("Mum", "human"), ("Sam", "human"), ("Robo", "medium")]


def answer_the_next_box(qtbot, action) -> list[str]:  # type: ignore[no-untyped-def]
    """Run ``action`` on the next modal message box once it is open; what it said."""
    seen: list[str] = []

    def act() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            QTimer.singleShot(10, act)
            return
        seen.append(box.text() + "\n" + box.informativeText())
        action(box)

    QTimer.singleShot(0, act)
    return seen


def played_match(qapp, qtbot, tmp_path: Path, word_file: Path) -> dict:  # type: ignore[no-untyped-def,type-arg]
    shell = make_shell(qapp, tmp_path, saving=True)
    shell.start_game(GameSetup(FAMILY, "ghost", 3, str(word_file)), None)
    qtbot.keyClick(shell.window, "g")  # Mum plays G: now there is something to resume
    flush_saves(shell)
    saved = json.loads(savegame.default_save_path().read_text())
    shell.close()
    shell.window.close()
    return saved


def test_escape_on_the_resume_question_keeps_the_match_for_next_time(
    qapp, qtbot, tmp_path: Path, word_file: Path
) -> None:  # type: ignore[no-untyped-def]
    saved = played_match(qapp, qtbot, tmp_path, word_file)
    for _ in range(2):  # offered again, and again
        shell = make_shell(qapp, tmp_path, saving=True)
        shell.setup = GameSetup(FAMILY[:2], "ghost", 3, str(word_file))
        said = answer_the_next_box(qtbot, lambda box: qtbot.keyClick(box, Qt.Key.Key_Escape))
        shell.start()
        assert said and said[0].startswith("Resume the unfinished game?")
        assert (
            (
                "\u200e\u2068Mum\u2069, \u200e\u2068Sam\u2069 and \u200e\u2068Robo\u2069" in said[0]
                or "\u200e\u2068Mum\u2069, \u200e\u2068Sam\u2069, and \u200e\u2068Robo\u2069"
                in said[0]
            )
            and "round 1" in said[0]
            and "Ghost" in said[0]
            and "last played" in said[0]
        )
        assert (
            shell.controller.session.match is not None
            and shell.controller.session.match.fragment == ""
        )  # a new game
        shell.close()
        shell.window.close()
        assert (
            json.loads(savegame.default_save_path().read_text()) == saved
        )  # the unplayed game saved nothing


def test_a_match_kept_for_next_time_is_not_saved_over_by_the_games_after(
    qapp, qtbot, tmp_path: Path, word_file: Path, monkeypatch
) -> None:  # type: ignore[no-untyped-def]
    """Esc on the question, then a new game played: its first letter overwrote the kept
    match (a play test found it gone the next day); Play again and New game cleared it."""
    saved = played_match(qapp, qtbot, tmp_path, word_file)
    shell = make_shell(qapp, tmp_path, saving=True)
    shell.setup = GameSetup(FAMILY[:2], "ghost", 3, str(word_file))
    answer_the_next_box(qtbot, lambda box: qtbot.keyClick(box, Qt.Key.Key_Escape))
    shell.start()
    assert any(
        "stays saved" in shell.window.log.item(i).text() for i in range(shell.window.log.count())
    )
    qtbot.keyClick(shell.window, "c")  # the new game's first letter
    qtbot.keyClick(shell.window, "a")
    flush_saves(shell)
    assert json.loads(savegame.default_save_path().read_text()) == saved
    monkeypatch.setattr(shell.games, "confirm_abandon", lambda: True)  # "Leave it" on the question
    shell.games.play_again()
    shell.start_game(GameSetup(FAMILY, "ghost", 3, str(word_file)), None)
    qtbot.keyClick(shell.window, "g")
    shell.close()
    shell.window.close()
    assert json.loads(savegame.default_save_path().read_text()) == saved
    # offered again at the next start, and resumed as it was
    shell = make_shell(qapp, tmp_path, saving=True)
    said = answer_the_next_box(
        qtbot, lambda box: next(b for b in box.buttons() if b.text() == "Resume it").click()
    )
    shell.start()
    assert said and "round 1" in said[0]
    qtbot.waitUntil(
        lambda: (
            shell.controller.session.match is not None
            and shell.controller.session.match.fragment == "g"
        )
    )
    shell.close()
    shell.window.close()


def test_throwing_the_match_away_is_a_button_that_says_so(
    qapp, qtbot, tmp_path: Path, word_file: Path
) -> None:  # type: ignore[no-untyped-def]
    played_match(qapp, qtbot, tmp_path, word_file)
    shell = make_shell(qapp, tmp_path, saving=True)
    shell.setup = GameSetup(FAMILY[:2], "ghost", 3, str(word_file))
    buttons: list[str] = []

    def throw_away(box: QMessageBox) -> None:
        buttons.extend(b.text() for b in box.buttons())
        discard = next(b for b in box.buttons() if "away" in b.text())
        qtbot.mouseClick(discard, Qt.MouseButton.LeftButton)

    answer_the_next_box(qtbot, throw_away)
    shell.start()
    assert "Throw it away and start anew" in buttons and "Resume it" in buttons
    flush_saves(shell)
    assert not savegame.default_save_path().exists()
    shell.close()


def test_a_match_with_no_plays_is_never_saved(qapp, qtbot, tmp_path: Path, word_file: Path) -> None:  # type: ignore[no-untyped-def]
    shell = make_shell(qapp, tmp_path, saving=True)
    shell.start_game(GameSetup(FAMILY[:2], "ghost", 3, str(word_file)), None)
    assert not savegame.default_save_path().exists()
    shell.close()


def test_escape_on_leave_the_match_keeps_the_new_game_setup(
    qapp, qtbot, tmp_path: Path, word_file: Path, monkeypatch
) -> None:  # type: ignore[no-untyped-def]
    shell = make_shell(qapp, tmp_path, saving=True)
    shell.start_game(GameSetup(FAMILY[:2], "ghost", 3, str(word_file)), None)
    qtbot.keyClick(shell.window, "c")
    wanted = GameSetup(
        [("Mum", "human"), ("Granny", "human"), ("Robo", "easy")], "ghost", 4, str(word_file)
    )
    opened_with: list[GameSetup] = []

    def fake_exec(dialog: NewGameDialog) -> int:
        opened_with.append(dialog.setup())
        return 1

    monkeypatch.setattr(NewGameDialog, "exec", fake_exec)
    monkeypatch.setattr(NewGameDialog, "setup", lambda dialog: wanted)
    buttons: list[str] = []
    said = answer_the_next_box(
        qtbot,
        lambda box: (
            buttons.extend(b.text() for b in box.buttons()),
            qtbot.keyClick(box, Qt.Key.Key_Escape),
        ),
    )
    shell.games.new_game_dialog()
    assert (
        said and "End it and start the new game" in buttons and "Keep playing this match" in buttons
    )
    assert shell.controller.session.match.fragment == "c"  # the match goes on
    monkeypatch.undo()
    dialog = NewGameDialog(shell.games.draft or shell.setup, shell.window, shell.jobs)
    assert dialog.setup().players == wanted.players and dialog.setup().min_length == 4
    dialog.close()
    shell.close()


def test_a_resumed_match_remembers_its_longest_word(
    qapp, qtbot, tmp_path: Path, word_file: Path
) -> None:  # type: ignore[no-untyped-def]
    """The winner screen of a match resumed after a crash named no longest word: CAT,
    completed before the crash, was forgotten."""
    shell = make_shell(qapp, tmp_path, saving=True)
    shell.start_game(
        GameSetup([("Ann", "human"), ("Bo", "human")], "ghost", 3, str(word_file), lives=2), None
    )
    for letter in "cat":  # Ann completes CAT: one life of two
        qtbot.keyClick(shell.window, letter)
    shell.controller.next_round()
    flush_saves(shell)
    saved = json.loads(savegame.default_save_path().read_text())
    shell.close()
    shell.window.close()
    again = make_shell(qapp, tmp_path, saving=True)
    again.saved.resume(SavedGame.from_json(saved))
    qtbot.waitUntil(
        lambda: (
            again.controller.session.match is not None and again.controller.session.match.round == 2
        )
    )
    assert again.controller.session.longest == ("cat", 0)
    again.close()
    again.window.close()
