"""The status line's text ends in "…" where the window is too narrow for it, the whole of it
then in the tooltip (the Russian game's line at 800 pixels lost half a word at the edge)."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QMainWindow

from ghost_gui.gui.table.status_line import StatusLine

LONG = (
    "Русские существительные: слов — 60 183 · Анаграммный призрак (буквы в любом порядке) · "
    "считаются слова от 3 букв"
)


def test_a_line_too_long_for_the_window_ends_in_an_ellipsis(qtbot: Any) -> None:
    window = QMainWindow()
    qtbot.addWidget(window)
    line = StatusLine(window.statusBar())
    window.resize(320, 200)
    window.show()
    line.show_text(LONG)
    qtbot.waitUntil(lambda: line.label.text().endswith("…"))
    shown = line.label.text()
    assert LONG.startswith(shown[:-1]) and len(shown) < len(LONG)
    assert line.label.toolTip() == LONG and line.label.accessibleName() == LONG
    assert window.width() <= 400  # the text never widens the window
    line.show_text("tiny: 8 words")  # one that fits: as it is, no tooltip
    assert line.label.text() == "tiny: 8 words" and line.label.toolTip() == ""
