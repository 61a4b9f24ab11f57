"""Zoom grows the word, never shrinks it: at 200 % on 1366×768 with three players the
fragment's letters are at least as large as at 100 % (they fell from 150 to 84 pixels, the
panels and keys taking the room), and at a round's end the finished word stays on the board
beside the banner (it left the board, named only in the banner). Runs in a child process: its
own application on a 1366×768 screen (the offscreen platform's configuration file)."""

from __future__ import annotations

import textwrap
from pathlib import Path

from screens import report_on_screen

CHECK = textwrap.dedent("""
    import json
    from PySide6.QtCore import QPoint, QRect
    from PySide6.QtWidgets import QApplication
    from ghost_gui.gui.app.shell import Shell
    from ghost_gui.gui.dialogs.game_setup import GameSetup
    from ghost_gui.gui.jobs import Jobs
    from ghost_gui.gui.look import LOOKS

    app = QApplication(["ghost"])
    shell = Shell(app, Jobs(synchronous=True), language="en", test_mode=True)
    c, w = shell.controller, shell.window
    c.session.pause_ms = c.session.round_pause_ms = 0
    w.highlight_ms = 0
    w.show()

    def settle(times=60):
        for _ in range(times):
            app.processEvents()

    seats = [("Ann", "human"), ("Bob", "human"), ("Cy", "human")]
    shell.start_game(GameSetup(seats, "ghost", 4, "english-family.txt"), None)
    settle(100)
    w.resize(1366, 768)
    settle()
    w.play("c")
    w.play("a")
    settle()
    report = {"100": w.fragment.label.font().pixelSize()}
    while LOOKS.get().zoom < 200:
        shell.preferences.zoom(+1)
        settle(10)
    settle(100)
    report["200"] = w.fragment.label.font().pixelSize()
    view = w.board_scroll.viewport()

    def seen(widget):
        box = QRect(widget.mapTo(view, QPoint(0, 0)), widget.size())
        return widget.isVisible() and view.rect().contains(box)

    report["buttons seen"] = seen(w.noword_button) and seen(w.resign_button)
    w.play("t")
    w.play("s")  # Ann completes CATS
    settle(100)
    report["banner"] = w.round_banner.isVisible()
    report["word on the board"] = seen(w.fragment) and w.fragment.label.letters == "CATS"
    report["word at the end"] = w.fragment.label.font().pixelSize()
    report["next round seen"] = seen(w.round_banner.button)
    print(json.dumps(report))
    shell.close()
""")


def test_at_200_percent_the_word_is_no_smaller_and_stays_at_the_rounds_end(
    tmp_path: Path,
) -> None:
    report = report_on_screen(CHECK, [], tmp_path, 1366, 768)
    assert report["200"] >= report["100"], report
    assert report["buttons seen"], report  # not by scrolling the buttons away
    assert report["banner"] and report["word on the board"], report
    assert report["word at the end"] >= report["100"] and report["next round seen"], report
