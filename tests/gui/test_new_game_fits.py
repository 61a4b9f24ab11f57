"""The New game dialog with eight players on an 800×600 screen whose panel leaves 570 pixels,
in English and Russian: nothing scrolls, every option and the buttons are in view (taking
back a letter was below the fold, and the Russian dialog was 812 pixels wide). Each language
runs in a child process: its own application, in the app's fonts and style, on a screen of
that size (the offscreen platform's configuration file)."""

from __future__ import annotations

import textwrap
from pathlib import Path

import pytest
from screens import report_on_screen

CHECK = textwrap.dedent("""
    import json, sys
    from pathlib import Path
    from PySide6.QtCore import QPoint, QRect
    from PySide6.QtWidgets import QAbstractButton, QApplication, QComboBox, QLineEdit, QSpinBox
    from ghost_gui.gui.app.shell import Shell
    from ghost_gui.gui.dialogs.game_setup import GameSetup
    from ghost_gui.gui.dialogs.new_game_dialog import NewGameDialog
    from ghost_gui.gui.jobs import Jobs

    lang, folder = sys.argv[1], Path(sys.argv[2])
    words = folder / "tiny.txt"
    words.write_text("cat\\ncamel\\ncattle\\nzebra\\n", encoding="utf-8")
    app = QApplication(["ghost"])
    shell = Shell(app, Jobs(synchronous=True), language=lang, test_mode=True)
    w = shell.window
    w.show()
    names = ["Бабушка Роза", "Computer 2", "Computer 3", "Ann", "Bo", "Cy", "Dee", "Eve"]
    kinds = ["human", "adaptive", "learner", "perfect", "random", "evil", "easy", "hard"]
    setup = GameSetup(list(zip(names, kinds)), "anti", 3, str(words))
    d = NewGameDialog(setup, w, Jobs(synchronous=True))
    d.show()
    for _ in range(20):
        app.processEvents()
    problems = []
    hint = d.sizeHint()
    if hint.width() > 800 or hint.height() > 570:
        problems.append("asks for %dx%d" % (hint.width(), hint.height()))
    free = d.screen().availableGeometry()
    if not free.contains(d.frameGeometry()):
        problems.append("beyond the screen: %r" % d.frameGeometry())
    scroll = d.content_scroll
    if scroll.verticalScrollBar().maximum() > 0:
        problems.append("the options scroll by %d" % scroll.verticalScrollBar().maximum())
    view = scroll.viewport()
    controls = [d.preset, d.count, d.team_up, *d.names, *d.kinds, d.variant, d.min_length,
                d.lives, d.word_list, d.browse, d.keep_capitalized, d.starter, d.calls_words,
                d.catch_words, d.practice, d.take_back]
    for c in controls:
        seen = QRect(c.mapTo(view, QPoint(0, 0)), c.size())
        if not c.isVisible() or not view.rect().contains(seen):
            problems.append("out of view: %s %r" % (type(c).__name__, getattr(c, "text", lambda: "")()))
        elif c.width() < c.minimumSizeHint().width():
            problems.append("squeezed: %s %r" % (type(c).__name__, getattr(c, "text", lambda: "")()))
    for b in d.buttons.buttons():
        inside = QRect(b.mapTo(d, QPoint(0, 0)), b.size())
        if not d.rect().contains(inside):
            problems.append("button cut off: %r" % b.text())
    name = d.names[0]
    if name.width() < name.fontMetrics().horizontalAdvance(names[0]) + 8:
        problems.append("a twelve-letter name does not show whole")
    print(json.dumps({"problems": problems}))
    d.close()
    shell.close()
""")


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_eight_players_fit_800_by_570_with_every_option_in_view(tmp_path: Path, lang: str) -> None:
    report = report_on_screen(CHECK, [lang, str(tmp_path)], tmp_path, 800, 570)
    assert report["problems"] == [], "\n".join(report["problems"])
