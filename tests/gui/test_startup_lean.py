"""The window's start: what the first frame does not show waits until it is wanted, the
garbage collector runs again once the window is up, and the options read as before."""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from ghost_gui.gui.app.app import StartOptions, parse_args

ROOT = Path(__file__).resolve().parents[2]

#: imported on first use, never for the first frame: a test fails if one comes back early
NOT_BEFORE_THE_FIRST_FRAME = (
    "ghost_gui.gui.dialogs.new_game_dialog",  # Game → New game...
    "ghost_gui.gui.dialogs.list_chooser",  # its word-list chooser
    "ghost_gui.core.words.wordlist",  # reading a list: the game's loading does that
    "ghost_gui.gui.dialogs.stats_view",  # Game → Statistics
    "ghost_gui.gui.dialogs.help",  # the welcome and How to play
    "ghost_gui.gui.table.challenge_dialog",  # naming a word when challenged
    "ghost_gui.gui.table.game_loading",  # loading a game: it starts after the first frame
)
#: PySide makes a Qt class (and its enums) as it is first used: these are not used to draw
#: the first frame (QStyle's enums alone cost some 5 ms)
NOT_MADE_BEFORE_THE_FIRST_FRAME = (
    "QStyle",  # the style is named to QApplication at start, not set (and returned) after
    "QMessageBox",  # a question or a warning
    "QVariantAnimation",  # a player panel's lives, with a game
    "QDateTime",  # when the saved match was played
    "QTranslator",  # a language other than English
)

PROBE = """
import gc, json, sys
from ghost_gui.__main__ import main
code = main(["--quit-after-first-frame"])
from PySide6 import QtCore, QtGui, QtWidgets
print(json.dumps({"code": code, "modules": sorted(sys.modules), "collecting": gc.isenabled(),
                  "frozen": gc.get_freeze_count(),
                  "qt_classes": sorted({*vars(QtCore), *vars(QtGui), *vars(QtWidgets)})}))
"""


def test_the_first_frame_leaves_the_dialogs_for_later_and_collects_garbage_after(
    tmp_path: Path,
) -> None:
    env = dict(
        os.environ,
        QT_QPA_PLATFORM="offscreen",
        GHOST_DATA_DIR=str(tmp_path / "data"),
        GHOST_CACHE_DIR=str(tmp_path / "cache"),
        PYTHONPATH=str(ROOT),
    )
    run = subprocess.run(
        [sys.executable, "-c", PROBE],
        capture_output=True,
        text=True,
        env=env,
        cwd=ROOT,
        timeout=120,
        check=True,
    )
    found = json.loads(run.stdout.splitlines()[-1])
    assert found["code"] == 0
    assert "ghost_gui.gui.table.main_window" in found["modules"]  # the window was built
    early = [m for m in NOT_BEFORE_THE_FIRST_FRAME if m in found["modules"]]
    assert early == [], f"imported before the first frame: {early}"
    assert "QMainWindow" in found["qt_classes"]  # what the first frame used is there
    made = [c for c in NOT_MADE_BEFORE_THE_FIRST_FRAME if c in found["qt_classes"]]
    assert made == [], f"made before the first frame: {made}"
    # off while starting, on again once the window is up, what starting made left out
    assert found["collecting"]
    assert found["frozen"] > 10_000


def _by_argparse(argv: list[str]) -> StartOptions:
    """The options as the window read them with argparse alone."""
    ap = argparse.ArgumentParser(prog="ghost-gui")
    ap.add_argument("--self-test", action="store_true")
    ap.add_argument("--screenshot", metavar="FILE.png")
    ap.add_argument("--quit-after-first-frame", action="store_true")
    ap.add_argument("--lang", default=None)
    args, _ = ap.parse_known_args(argv)
    return StartOptions(args.self_test, args.screenshot, args.quit_after_first_frame, args.lang)


@pytest.mark.parametrize(
    "argv",
    [
        [],
        ["--quit-after-first-frame"],
        ["--self-test", "--lang", "ru"],
        ["--lang=ru", "--screenshot", "shot.png"],
        ["--screenshot=a=b.png", "--lang", "en", "--lang", "ru"],
        ["--lang="],
        ["--quit", "--lang", "ru"],  # abbreviated: argparse's way
        ["--lang"],  # no value: argparse's error
        ["-platform", "offscreen", "--self-test"],  # Qt's own options are left alone
        ["--self-test=yes"],
        ["--lang", "-x"],
    ],
)
def test_the_options_read_as_argparse_reads_them(argv: list[str]) -> None:
    try:
        expected: StartOptions | int = _by_argparse(argv)
    except SystemExit as exit_:
        expected = int(exit_.code or 0)
    try:
        got: StartOptions | int = parse_args(argv)
    except SystemExit as exit_:
        got = int(exit_.code or 0)
    assert got == expected


def test_a_low_board_gives_the_keyboards_room_to_the_round_s_end_as_it_shrinks(
    qapp, qtbot, tmp_path: Path, word_file: Path
) -> None:  # type: ignore[no-untyped-def]
    """The board's visible part is watched without a filter on Qt's own viewport widget:
    the banner still takes the keyboard's place when the window grows too low, and gives it
    back when it grows again."""
    from PySide6.QtWidgets import QApplication
    from shells import make_shell

    from ghost_gui.gui.dialogs.game_setup import GameSetup

    shell = make_shell(qapp, tmp_path)
    game = GameSetup([("Ann", "human"), ("Bo", "human")], "ghost", 3, str(word_file))
    shell.start_game(game, None)
    w = shell.window
    qtbot.waitUntil(lambda: shell.controller.session.match is not None, timeout=5000)
    for letter in "goat":  # Bo completes GOAT: the round's end
        shell.controller.play_letter(letter)
        QApplication.processEvents()
    qtbot.waitUntil(lambda: w.round_banner.isVisible(), timeout=3000)
    tall = w.height()
    assert not w.keyboard.isHidden()
    w.resize(w.width(), 300)
    qtbot.waitUntil(lambda: w.keyboard.isHidden(), timeout=3000)
    w.resize(w.width(), tall)
    qtbot.waitUntil(lambda: not w.keyboard.isHidden(), timeout=3000)
    shell.close()


def test_the_window_s_application_draws_in_the_style_the_looks_are_made_for(qapp) -> None:  # type: ignore[no-untyped-def]
    """The window's start names the style to QApplication; an application made elsewhere
    (as the tests' is) gets it from apply_theme, and keeps it through a change of look."""
    from ghost_gui.gui import theme

    before = (qapp.font(), qapp.style().name(), qapp.palette(), qapp.styleSheet())
    try:
        qapp.setStyle("Windows")
        for look in ("light", "dark"):
            theme.apply_theme(qapp, look)
            qapp.setStyleSheet("")  # the style under the sheet, which names itself
            assert qapp.style().name().lower() == theme.STYLE.lower()
    finally:
        qapp.setFont(before[0])
        qapp.setStyle(before[1])
        qapp.setPalette(before[2])
        qapp.setStyleSheet(before[3])
