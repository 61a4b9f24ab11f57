"""View → Zoom (issue 15, point 1): Ctrl+Plus, Ctrl+Minus and Ctrl+0 scale the whole window
from 80 % to 200 %, remembered; the system's font size is honoured; at 200 % on 1366×768
nothing is cut off (the log folds away, the panels wrap, the board scrolls)."""

from __future__ import annotations

import textwrap
from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from screens import report_on_screen
from shells import make_shell

from ghost_gui.gui import theme
from ghost_gui.gui.dialogs.game_setup import GameSetup
from ghost_gui.gui.look import LOOKS, ZOOM_STEPS
from ghost_gui.gui.settings import Settings


def test_zoom_steps_stay_between_80_and_200() -> None:
    assert theme.step_zoom(100, +1) == 110 and theme.step_zoom(100, -1) == 90
    assert theme.step_zoom(200, +1) == 200 and theme.step_zoom(80, -1) == 80
    assert theme.step_zoom(175, 0) == 100
    percent, seen = 100, []
    for _ in range(12):
        percent = theme.step_zoom(percent, +1)
        seen.append(percent)
    assert seen[-1] == 200 and seen == sorted(seen)
    assert min(ZOOM_STEPS) == 80 and max(ZOOM_STEPS) == 200


def test_the_sheets_sizes_in_points_scale_and_nothing_else() -> None:
    sheet = "QPushButton#letterKey { font-size: 15pt; min-width: 1.6em; border: 1px solid #5b3fd6; } QLabel { font-size: 10.5pt; }"
    scaled = theme.scale_sheet(sheet, 2.0)
    assert "font-size: 30.00pt" in scaled and "font-size: 21.00pt" in scaled
    assert "1.6em" in scaled and "1px" in scaled and "#5b3fd6" in scaled
    assert theme.scale_sheet(sheet, 1.0) == sheet


def test_ctrl_plus_minus_and_zero_scale_the_window_and_are_remembered(
    qapp, qtbot, tmp_path: Path, word_file: Path
) -> None:  # type: ignore[no-untyped-def]
    ini = tmp_path / "settings.ini"
    try:
        shell = make_shell(qapp, tmp_path, settings_file=ini)
        w = shell.window
        shell.start_game(
            GameSetup([("Ann", "human"), ("Bob", "human")], "ghost", 3, str(word_file)), None
        )
        qtbot.waitUntil(lambda: shell.controller.session.match is not None)
        w.activateWindow()
        qtbot.waitUntil(lambda: qapp.activeWindow() is w)  # shortcuts go to the active window
        base_font = qapp.font().pointSizeF()
        key = w.keyboard.key("a")
        base_key = key.minimumWidth()
        for _ in range(10):  # Ctrl+Plus, past the top
            QTest.keyClick(w, Qt.Key.Key_Plus, Qt.KeyboardModifier.ControlModifier)
        assert LOOKS.get().zoom == 200
        assert qapp.font().pointSizeF() == pytest.approx(2 * base_font)
        qtbot.waitUntil(
            lambda: key.minimumWidth() >= 1.6 * base_key
        )  # once the sheet is polished again
        assert key.maximumWidth() == 2 * 96
        w.turn_banner.name.ensurePolished()
        assert w.turn_banner.name.font().pointSizeF() == pytest.approx(
            4 * base_font
        )  # twice the text, zoomed twice
        assert "font-size: 30.00pt" in qapp.styleSheet()  # the letter keys' 15pt
        assert Settings(str(ini)).get("zoom") == 200
        qtbot.wait(50)  # the restyle settles: the message is read, not drawn over the word count
        assert (
            w.statusBar().currentMessage() == "Zoom: 200 %" and not w.status_line.label.isVisible()
        )
        QTest.keyClick(w, Qt.Key.Key_Minus, Qt.KeyboardModifier.ControlModifier)
        assert LOOKS.get().zoom == 175
        for _ in range(10):
            QTest.keyClick(w, Qt.Key.Key_Minus, Qt.KeyboardModifier.ControlModifier)
        assert LOOKS.get().zoom == 80 and qapp.font().pointSizeF() == pytest.approx(0.8 * base_font)
        QTest.keyClick(
            w, Qt.Key.Key_Equal, Qt.KeyboardModifier.ControlModifier
        )  # "+" without Shift
        assert LOOKS.get().zoom == 90
        shell.close()
        again = make_shell(qapp, tmp_path, settings_file=ini)  # remembered
        assert LOOKS.get().zoom == 90 and qapp.font().pointSizeF() == pytest.approx(0.9 * base_font)
        again.window.activateWindow()
        qtbot.waitUntil(lambda: qapp.activeWindow() is again.window)
        QTest.keyClick(again.window, Qt.Key.Key_0, Qt.KeyboardModifier.ControlModifier)
        assert LOOKS.get().zoom == 100 and qapp.font().pointSizeF() == pytest.approx(base_font)
        assert Settings(str(ini)).get("zoom") == 100
        again.close()
    finally:
        theme.set_zoom(qapp, 100)


def test_a_damaged_zoom_setting_means_100(qapp, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    ini = tmp_path / "settings.ini"
    ini.write_text("[General]\nzoom=1000\n", encoding="utf-8")
    try:
        shell = make_shell(qapp, tmp_path, settings_file=ini)
        assert theme.zoom() == 1.0
        shell.close()
    finally:
        theme.set_zoom(qapp, 100)


def test_a_larger_system_font_is_honoured(qapp) -> None:  # type: ignore[no-untyped-def]
    before = LOOKS.get()
    try:
        # what apply_theme read from the system at start
        LOOKS.set(replace(before, system_points=16.0))
        theme.apply_theme(qapp, "light")
        assert qapp.font().pointSizeF() == pytest.approx(16.0)
        # a small system font: ours is the floor
        LOOKS.set(replace(LOOKS.get(), system_points=9.0))
        theme.apply_theme(qapp, "light")
        assert qapp.font().pointSizeF() == pytest.approx(theme.POINT_SIZE)
    finally:
        LOOKS.set(replace(LOOKS.get(), system_points=before.system_points))
        theme.apply_theme(qapp, "system")


# Run in a child process: its own application on a 1366×768 screen (the offscreen platform's
# configuration file), at 200 %, with up to eight players and the Russian keyboard.
CHECK = textwrap.dedent("""
    import json, sys
    from PySide6.QtWidgets import QApplication, QLabel, QPushButton
    from ghost_gui.gui import theme
    from ghost_gui.gui.jobs import Jobs
    from ghost_gui.gui.look import LOOKS
    from ghost_gui.gui.dialogs.game_setup import GameSetup
    from ghost_gui.gui.app.shell import Shell
    from ghost_gui.gui.table.player_panel import _ElidedLabel

    lang, players = sys.argv[1], int(sys.argv[2])
    app = QApplication(["ghost"])
    shell = Shell(app, Jobs(synchronous=True), language=lang, test_mode=True)
    w = shell.window
    w.show()
    shell.preferences.zoom(+1)
    while LOOKS.get().zoom != 200:
        shell.preferences.zoom(+1)
    word_list = "russian-nouns.txt" if lang == "ru" else "english-family.txt"
    seats = [("Бабушка Роза" if lang == "ru" else "Grandma Rose", "human")]
    seats += [("Computer %d" % i, "medium") for i in range(2, players + 1)]
    shell.start_game(GameSetup(seats, "ghost", 4, word_list), None)
    for _ in range(100):
        app.processEvents()
    content = w.board_scroll.widget()
    problems = []
    if w.frameGeometry().width() > 1366 or w.frameGeometry().height() > 768:
        problems.append("window larger than the screen: %r" % w.frameGeometry())
    if w.board_scroll.horizontalScrollBar().maximum() > 0:
        problems.append("the board scrolls sideways")
    for widget in content.findChildren(QLabel) + content.findChildren(QPushButton):
        if not widget.isVisible():  # hidden, or on the stack's other page
            continue
        top_left = widget.mapTo(content, widget.rect().topLeft())
        bottom_right = widget.mapTo(content, widget.rect().bottomRight())
        if not content.rect().contains(top_left) or not content.rect().contains(bottom_right):
            problems.append("outside the board: %s %r" % (type(widget).__name__, widget.text()))
        text = widget.text()
        if isinstance(widget, _ElidedLabel) and text:
            if widget.fontMetrics().horizontalAdvance(text) > widget.contentsRect().width():
                problems.append("cut short: %r" % text)
        if isinstance(widget, QPushButton) and text and widget.sizeHint().width() > widget.width() + 1:
            problems.append("button too narrow: %r" % text)
    for letter, key in w.keyboard._keys.items():
        if key.width() < 70 or key.height() < 70:
            problems.append("key %s only %dx%d" % (letter, key.width(), key.height()))
    print(json.dumps({"problems": problems, "log": w.log_panel.isVisible(),
                      "scrolls": w.board_scroll.verticalScrollBar().maximum() > 0}))
    shell.close()
""")


@pytest.mark.parametrize(("lang", "players"), [("en", 2), ("en", 4), ("ru", 2), ("ru", 8)])
def test_at_200_percent_on_1366_by_768_nothing_is_cut_off(
    tmp_path: Path, lang: str, players: int
) -> None:
    report = report_on_screen(CHECK, [lang, str(players)], tmp_path, 1366, 768)
    assert report["problems"] == []
