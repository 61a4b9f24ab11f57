"""Xghost and Anaghost at the table: Xghost's caret (keys, clicks, the on-screen keys, what a
screen reader hears) and Anaghost's tiles, played through the real window offscreen."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QWidget
from shells import make_shell

from ghost_gui.core.play.plays import Side
from ghost_gui.gui.app.shell import Shell
from ghost_gui.gui.dialogs.game_setup import GameSetup
from ghost_gui.gui.table.table_news import Played

#: ART sits inside PARTY and START; AT and PART too; STAR's letters make a pool word
WORDS = "party start smart carts tartan star tears rates".split()
TWO = (("Ann", "human"), ("Bo", "human"))


@pytest.fixture
def words(tmp_path: Path) -> Path:
    p = tmp_path / "letters.txt"
    p.write_text("\n".join(WORDS) + "\n", encoding="utf-8")
    return p


def start(qapp, qtbot, tmp_path: Path, words: Path, variant: str, players=TWO) -> Shell:  # type: ignore[no-untyped-def]
    shell = make_shell(qapp, tmp_path)
    shell.start_game(GameSetup([tuple(p) for p in players], variant, 4, str(words)), None)
    shell.window.activateWindow()  # offscreen: no window manager to do it
    qtbot.waitUntil(lambda: QApplication.activeWindow() is shell.window, timeout=3000)
    return shell


def target() -> QWidget:
    """Where Qt delivers a key: the focus widget, else the active window."""
    w = QApplication.focusWidget() or QApplication.activeWindow()
    assert w is not None
    return w


def press(key: Qt.Key | str) -> None:
    QTest.keyClick(target(), key)
    QApplication.processEvents()


def type_keys(text: str) -> None:
    for ch in text:
        press(ch)


def log_lines(shell: Shell) -> list[str]:
    return [shell.window.log.item(i).text() for i in range(shell.window.log.count())]


def click_place(shell: Shell, place: int) -> None:
    """A click on the letters, at the place a letter can go (the middle of a gap)."""
    label = shell.window.fragment.label
    x = round(label.boundaries()[place])
    QTest.mouseClick(label, Qt.MouseButton.LeftButton, pos=QPoint(x, label.height() // 2))
    QApplication.processEvents()


# -- Xghost ---------------------------------------------------------------------------------
def test_xghost_a_letter_between_two_by_the_arrow_keys(
    qapp, qtbot, tmp_path: Path, words: Path
) -> None:  # type: ignore[no-untyped-def]
    shell = start(qapp, qtbot, tmp_path, words, "xghost")
    w, c = shell.window, shell.controller
    f = w.fragment
    assert (
        not w.side_row.isVisible() and not w.side_row.reverse_box.isVisible()
    )  # the caret says where
    type_keys("at")  # Ann A, Bo T
    assert c.session.match is not None and c.session.match.fragment == "at"
    assert f.caret_shown and f.caret == 2 and f.label.caret_rect() is not None
    assert "next letter goes at the end" in f.accessibleDescription()

    press(Qt.Key.Key_Left)
    assert f.caret == 1
    assert f.accessibleDescription().endswith("next letter goes between A and T")
    assert f.label.accessibleDescription() == f.accessibleDescription()
    assert w.announce.last() == "next letter goes between A and T"
    assert c.session.match.fragment == "at"  # moving the caret plays nothing
    type_keys("r")  # Ann: between A and T
    assert c.session.match.fragment == "art"
    assert f.caret == 3  # back at the end for the next player
    assert f.label.newest == 1 and f.label.letters == "ART"
    assert "\u200e\u2068Ann\u2069 plays R between A and T: ART" in log_lines(shell)
    assert "Ann plays R between A and T: ART" in w.announce.history  # said, too
    assert w.turn_banner.text() == "Turn: Bo"

    press(Qt.Key.Key_Home)
    assert f.caret == 0 and f.accessibleDescription().endswith("next letter goes at the start")
    press(Qt.Key.Key_Left)  # no further than the start
    assert f.caret == 0
    type_keys("p")  # Bo: PART
    assert c.session.match.fragment == "part" and f.label.newest == 0 and f.caret == 4
    assert "\u200e\u2068Bo\u2069 plays P on the left: PART" in log_lines(shell)

    press(Qt.Key.Key_Home)
    press(Qt.Key.Key_Right)
    assert f.caret == 1
    press(Qt.Key.Key_End)
    assert f.caret == 4 and f.accessibleDescription().endswith("next letter goes at the end")
    press(Qt.Key.Key_Right)  # no further than the end
    assert f.caret == 4
    type_keys("y")  # Ann completes PARTY
    assert c.session.round_over is not None and c.session.match.lost == [1, 0]
    assert (
        w.round_banner.story.text()
        == "\u200e\u2068Ann\u2069 completed PARTY — \u200e\u2068Ann\u2069 gets a G"
    )
    # no caret over a finished round: nobody is to play
    assert not f.caret_shown and f.label.caret_rect() is None
    assert "next letter" not in f.accessibleDescription()
    press(Qt.Key.Key_Return)
    assert c.session.round_over is None and f.fragment == "" and c.session.match.fragment == ""
    shell.close()


def test_xghost_a_click_between_letters_then_an_on_screen_key(
    qapp, qtbot, tmp_path: Path, words: Path
) -> None:  # type: ignore[no-untyped-def]
    shell = start(qapp, qtbot, tmp_path, words, "xghost")
    w, c = shell.window, shell.controller
    f = w.fragment
    type_keys("at")
    click_place(shell, 0)
    assert f.caret == 0 and w.announce.last() == "next letter goes at the start"
    click_place(shell, 1)
    assert f.caret == 1 and w.announce.last() == "next letter goes between A and T"
    # a click on the letter T itself, right of its middle: the place after it
    start_t, width_t = f.label._glyph(1)
    x = round(start_t + width_t * 0.8)
    QTest.mouseClick(f.label, Qt.MouseButton.LeftButton, pos=QPoint(x, f.label.height() // 2))
    assert f.caret == 2
    click_place(shell, 1)
    qtbot.mouseClick(w.keyboard.key("r"), Qt.MouseButton.LeftButton)  # plays at the caret
    assert c.session.match is not None and c.session.match.fragment == "art" and f.caret == 3
    assert "\u200e\u2068Ann\u2069 plays R between A and T: ART" in log_lines(shell)
    shell.close()


def test_xghost_arrows_move_the_caret_with_a_button_focused(
    qapp, qtbot, tmp_path: Path, words: Path
) -> None:  # type: ignore[no-untyped-def]
    shell = start(qapp, qtbot, tmp_path, words, "xghost")
    w, c = shell.window, shell.controller
    type_keys("at")
    for _ in range(20):  # a keyboard-only player has tabbed to a button
        if QApplication.focusWidget() is w.resign_button:
            break
        press(Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is w.resign_button
    press(Qt.Key.Key_Left)
    assert w.fragment.caret == 1 and QApplication.focusWidget() is w.resign_button
    type_keys("r")
    assert c.session.match is not None and c.session.match.fragment == "art"
    shell.close()


def test_superghost_keeps_its_sides_and_no_caret(qapp, qtbot, tmp_path: Path, words: Path) -> None:  # type: ignore[no-untyped-def]
    shell = start(qapp, qtbot, tmp_path, words, "super")
    w, c = shell.window, shell.controller
    assert w.side_row.isVisible() and w.fragment.look == "line"
    type_keys("at")
    assert not w.fragment.caret_shown and w.fragment.label.caret_rect() is None
    assert "next letter" not in w.fragment.accessibleDescription()
    press(Qt.Key.Key_Left)
    QTest.keyClick(target(), "s", Qt.KeyboardModifier.ShiftModifier)  # Shift: on the left
    assert c.session.match is not None and c.session.match.fragment == "sat"
    shell.close()


# -- Anaghost -------------------------------------------------------------------------------
def test_anaghost_tiles_stay_sorted(qapp, qtbot, tmp_path: Path, words: Path) -> None:  # type: ignore[no-untyped-def]
    shell = start(qapp, qtbot, tmp_path, words, "anaghost")
    w, c = shell.window, shell.controller
    f = w.fragment
    assert not w.side_row.isVisible() and not w.side_row.reverse_box.isVisible()
    assert f.look == "tiles"
    type_keys("ts")
    assert (
        c.session.match is not None and c.session.match.fragment == "st" and f.label.letters == "ST"
    )
    assert f.label.newest == 0  # S went in front of T
    type_keys("a")
    assert f.label.letters == "AST" and f.label.newest == 0
    tiles = f.label.tile_rects()
    assert len(tiles) == 3
    assert all(a.right() < b.left() for a, b in zip(tiles, tiles[1:], strict=False))
    mark = f.label.mark_rect()
    assert mark is not None and tiles[0].contains(mark)  # the newest tile is the marked one
    assert f.accessibleName() == "A, S, T"
    assert "a pool of letters in any order" in f.accessibleDescription()
    assert not f.caret_shown and f.label.caret_rect() is None
    assert "\u200e\u2068Ann\u2069 plays A: AST" in log_lines(shell)
    press(Qt.Key.Key_Home)  # nothing to move in a pool
    type_keys("r")  # Bo: A, R, S, T make STAR
    assert c.session.round_over is not None and c.session.match.lost == [0, 1]
    assert w.round_banner.isVisible()
    shell.close()


# -- a round against a computer ---------------------------------------------------------------
@pytest.mark.parametrize("variant", ["xghost", "anaghost"])
def test_a_round_against_a_perfect_computer(
    qapp, qtbot, tmp_path: Path, words: Path, variant: str
) -> None:  # type: ignore[no-untyped-def]
    shell = start(qapp, qtbot, tmp_path, words, variant, (("Ann", "human"), ("Robo", "perfect")))
    w, c = shell.window, shell.controller
    assert c.session.match is not None and c.session.loaded is not None
    m, lexicon, v = c.session.match, c.session.loaded.lexicon, c.session.loaded.variant
    played: list[tuple[int, object]] = []
    c.on(Played, lambda n: (lambda seat, play: played.append((seat, play)))(n.seat, n.play))
    plays = 0
    for _ in range(12):
        qtbot.waitUntil(lambda: c.is_human_turn() or c.session.round_over is not None, timeout=5000)
        if c.session.round_over is not None:
            break
        legal = sorted(v.legal_plays(lexicon, m.fragment))
        if not legal:
            type_keys("?")
            continue
        # a letter between two others where there is one, else at the left end if possible
        between = [p for p in legal if p.at is not None]
        play = between[0] if between else legal[-1]
        if variant == "xghost" and m.fragment:
            place = (
                play.at if play.at is not None else 0 if play.side is Side.LEFT else len(m.fragment)
            )
            press(Qt.Key.Key_Home)
            for _ in range(place):
                press(Qt.Key.Key_Right)
            assert w.fragment.caret == place
        played.clear()
        type_keys(play.letter)
        plays += 1
        assert played[0] == (0, play)  # the play Ann meant, the place included
    qtbot.waitUntil(lambda: c.session.round_over is not None, timeout=5000)
    assert plays >= 1 and sum(m.lost) == 1
    assert w.round_banner.isVisible() and w.round_banner.story.text()
    assert any("loses the round" in line for line in log_lines(shell))
    assert not w.fragment.caret_shown
    press(Qt.Key.Key_Return)
    qtbot.waitUntil(
        lambda: c.session.round_over is None and not w.round_banner.isVisible(), timeout=5000
    )
    assert m.round == 2
    shell.close()
