"""Where a review opens: the winner screen's "Review the match" reviews the match just won;
History reviews the chosen match, saves it as a file, opens a match from a file and tells
a damaged one in one sentence."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from kept_matches import won_match
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from shells import make_shell

from ghost_gui.core.analysis.review import ReviewVerdict
from ghost_gui.core.play.match_record import MatchRecord
from ghost_gui.core.play.match_text import read_match, write_match
from ghost_gui.gui import match_folder
from ghost_gui.gui.dialogs.game_setup import GameSetup
from ghost_gui.gui.dialogs.history_dialog import HistoryDialog
from ghost_gui.gui.jobs import Jobs


def test_the_winner_screens_button_reviews_the_match_just_won(
    qapp: QApplication, qtbot: Any, tmp_path: Path, word_file: Path
) -> None:
    shell = make_shell(qapp, tmp_path)
    w = shell.window
    players = [("Ann", "human"), ("Bo", "human")]
    shell.start_game(GameSetup(players, "ghost", 3, str(word_file), lives=1), None)
    assert not w.winner_view.review_button.isVisible()
    for letter in "zebra":  # Ann completes ZEBRA: Bo wins
        assert shell.controller.play_letter(letter)
    qtbot.waitUntil(lambda: w.winner_view.isVisible(), timeout=3000)
    assert w.winner_view.review_button.isVisible()
    qtbot.mouseClick(w.winner_view.review_button, Qt.MouseButton.LeftButton)
    dialog = shell.reviews.latest.get()
    assert dialog is not None and dialog.isVisible()
    assert [p.letters for p in dialog.presenter.state.plays] == ["z", "ze", "zeb", "zebr", "zebra"]
    assert dialog.presenter.state.players == ("Ann", "Bo")
    assert dialog.presenter.state.plays[0].verdict is ReviewVerdict.THREW_AWAY
    dialog.close()
    shell.games.play_again()  # a new match: nothing to review until it is won
    assert not w.winner_view.review_button.isVisible()
    shell.close()


class History:
    """History over a folder with one kept match, its reviews caught."""

    def __init__(self, tmp_path: Path, record: MatchRecord, qtbot: Any) -> None:
        self.folder = tmp_path / "matches"
        self.folder.mkdir()
        self.path = match_folder.keep(record, self.folder, 500)
        self.reviewed: list[MatchRecord] = []
        self.dialog = HistoryDialog(
            self.folder, Jobs(synchronous=True), 500, lambda n: None, review=self.reviewed.append
        )
        qtbot.addWidget(self.dialog)
        self.dialog.show()
        self.dialog.table.selectRow(0)

    def told(self) -> str:
        return self.dialog.message.text() if self.dialog.message.isVisible() else ""


def test_history_reviews_the_chosen_match(word_file: Path, tmp_path: Path, qtbot: Any) -> None:
    record = won_match(word_file)
    h = History(tmp_path, record, qtbot)
    assert h.dialog.review_button.isEnabled()
    qtbot.mouseClick(h.dialog.review_button, Qt.MouseButton.LeftButton)
    assert h.reviewed == [record] and not h.told()


def test_history_saves_the_chosen_match_as_a_file(
    word_file: Path, tmp_path: Path, qtbot: Any
) -> None:
    record = won_match(word_file)
    h = History(tmp_path, record, qtbot)
    kept = h.dialog.chosen()
    assert kept is not None
    out = tmp_path / "evening.txt"
    h.dialog.save_as(kept, str(out))
    assert read_match(out.read_bytes()) == record and not h.told()  # no success message
    h.dialog.save_as(kept, str(tmp_path / "no-such-folder" / "evening.txt"))
    told = h.told()
    assert told.startswith("The match could not be saved as ") and told.count(".") == 2
    assert "the folder does not exist" in told


def test_history_opens_a_match_file_and_tells_a_damaged_one(
    word_file: Path, tmp_path: Path, qtbot: Any
) -> None:
    record = won_match(word_file)
    h = History(tmp_path, record, qtbot)
    good = tmp_path / "sent-by-grandma.txt"
    good.write_text(write_match(record), encoding="utf-8")
    h.dialog.open_match(good)
    assert h.reviewed == [record] and not h.told()
    damaged = tmp_path / "damaged.txt"
    damaged.write_text(write_match(record).replace("round 2", "round two"), encoding="utf-8")
    h.dialog.open_match(damaged)
    told = h.told()
    assert h.reviewed == [record]  # nothing more reviewed
    assert "damaged.txt could not be opened: not a kept match of Ghost (line" in told
    assert "Traceback" not in told and "\n" not in told
    h.dialog.open_match(tmp_path / "not-there.txt")
    assert "not-there.txt could not be opened: it is not there." in h.told()


@pytest.mark.parametrize("junk", [b"\x00\x01binary", b"Ghost match? no"])
def test_history_tells_a_kept_match_damaged_since_it_was_listed(
    word_file: Path, tmp_path: Path, qtbot: Any, junk: bytes
) -> None:
    h = History(tmp_path, won_match(word_file), qtbot)
    h.path.write_bytes(junk)
    qtbot.mouseClick(h.dialog.review_button, Qt.MouseButton.LeftButton)
    assert not h.reviewed
    assert h.told().startswith("This match could not be read: not a kept match of Ghost")


def test_the_rounds_end_reviews_the_round_just_played(
    qapp: QApplication, qtbot: Any, tmp_path: Path, word_file: Path, monkeypatch: Any
) -> None:
    """At a round's end "Review this round" opens the match so far, at the round's first
    play; from the review, "Learn from my mistakes" asks whose and opens their learning."""
    from PySide6.QtWidgets import QInputDialog

    from ghost_gui.gui.dialogs.learn_view import LearnView

    shell = make_shell(qapp, tmp_path)
    w = shell.window
    players = [("Ann", "human"), ("Bo", "human")]
    shell.start_game(GameSetup(players, "ghost", 3, str(word_file), lives=3), None)
    qtbot.waitUntil(shell.controller.is_human_turn, timeout=3000)
    for letter in "cat":  # Ann completes CAT in round 1
        assert shell.controller.play_letter(letter)
    banner = w.round_banner.review_button
    assert w.round_banner.isVisible() and banner.isVisible()
    qtbot.mouseClick(banner, Qt.MouseButton.LeftButton)
    dialog = shell.reviews.latest.get()
    assert dialog is not None and dialog.isVisible()
    qtbot.waitUntil(lambda: not dialog.presenter.state.loading, timeout=5000)
    state = dialog.presenter.state
    assert [p.letters for p in state.plays] == ["c", "ca", "cat"] and state.step == 0
    assert dialog.learn_button.isVisible() and dialog.learn_button.isEnabled()
    monkeypatch.setattr(QInputDialog, "getItem", lambda *a, **k: ("Ann", True))
    qtbot.mouseClick(dialog.learn_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(
        lambda: any(isinstance(t, LearnView) and t.isVisible() for t in qapp.topLevelWidgets()),
        timeout=5000,
    )
    shell.close()


def test_the_rounds_end_leaves_the_keyboard_on_next_round(
    qapp: QApplication, qtbot: Any, tmp_path: Path, word_file: Path
) -> None:
    """The actions go quiet at a round's end and the keyboard focus moves on: to "Next
    round", never to "Review this round", so Space goes on as Enter does."""
    from PySide6.QtTest import QTest

    shell = make_shell(qapp, tmp_path)
    w = shell.window
    players = [("Ann", "human"), ("Bo", "human")]
    shell.start_game(GameSetup(players, "ghost", 3, str(word_file), lives=3), None)
    qtbot.waitUntil(shell.controller.is_human_turn, timeout=3000)
    w.activateWindow()
    QApplication.setActiveWindow(w)
    qtbot.waitUntil(w.isActiveWindow, timeout=2000)
    for letter in "ca":
        assert shell.controller.play_letter(letter)
    w.resign_button.setFocus()  # where the keyboard is at the start, as a family finds it
    assert w.resign_button.hasFocus()
    QTest.keyClick(w.resign_button, "t")  # Ann completes CAT: the button goes quiet
    assert w.round_banner.isVisible()
    focused = QApplication.focusWidget()
    assert focused is not w.round_banner.review_button, focused
    shell.close()


def test_a_round_that_ends_after_a_dialog_closed_has_next_round_focused(
    qapp: QApplication, qtbot: Any, tmp_path: Path, word_file: Path
) -> None:
    """A dialog closed gives the window the keyboard: at a round's end then (a challenge
    answered, a resumed match's round), Next round takes it, its focus ring shown, as at a
    round that ended without a dialog; while a round is on, the window keeps it."""
    shell = make_shell(qapp, tmp_path)
    w = shell.window
    shell.start_game(
        GameSetup([("Ann", "human"), ("Bo", "human")], "ghost", 3, str(word_file)), None
    )
    qtbot.waitUntil(shell.controller.is_human_turn, timeout=3000)
    w.activateWindow()
    QApplication.setActiveWindow(w)
    qtbot.waitUntil(w.isActiveWindow, timeout=2000)
    w._dialog_closed()  # the resume question, say, at the start: the window has the keyboard
    assert QApplication.focusWidget() is w
    for letter in "cat":  # Ann, Bo, Ann: she completes CAT
        assert shell.controller.play_letter(letter)
    assert w.round_banner.isVisible()
    assert QApplication.focusWidget() is w.round_banner.button
    w.setFocus()
    w._dialog_closed()  # and after a dialog closed over the round's end
    assert QApplication.focusWidget() is w.round_banner.button
    shell.close()
