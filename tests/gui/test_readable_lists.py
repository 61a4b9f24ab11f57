"""Readable lists and marks (issue 25, 8 and 11): a drop-down list's highlighted item reads
in every look, the log's dots sit at an entry's first line, and the newest letter is marked
in the colour of the player who played it (or the text's), in every look."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator

import pytest
from PySide6.QtCore import QRect
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QApplication, QComboBox, QListWidgetItem, QVBoxLayout, QWidget
from pytestqt.qtbot import QtBot

from ghost_gui.gui import theme
from ghost_gui.gui.fragment_view import FragmentView
from ghost_gui.gui.player_colours import colour_dot, luminance, player_colour
from ghost_gui.gui.table.log_view import GameLog


def ratio(a: QColor, b: QColor) -> float:
    la, lb = sorted((luminance(a), luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def near(a: QColor, b: QColor) -> bool:
    return abs(a.red() - b.red()) + abs(a.green() - b.green()) + abs(a.blue() - b.blue()) < 40


def colours_in(image: QImage, rect: QRect) -> Counter[int]:
    rect = rect.intersected(image.rect())
    return Counter(
        image.pixel(x, y)
        for x in range(rect.left(), rect.right() + 1)
        for y in range(rect.top(), rect.bottom() + 1)
    )


@pytest.fixture
def restore(qapp: QApplication) -> Iterator[QApplication]:
    yield qapp
    theme.apply_theme(qapp, "light")


@pytest.mark.parametrize("scheme", theme.SCHEMES)
def test_a_drop_down_lists_highlighted_item_reads(
    restore: QApplication, qtbot: QtBot, scheme: str
) -> None:
    app = restore
    theme.apply_theme(app, scheme)
    holder = QWidget()
    qtbot.addWidget(holder)
    combo = QComboBox()
    combo.addItems(["Ghost", "Superghost", "Super duper ghost"])
    QVBoxLayout(holder).addWidget(combo)
    holder.show()
    combo.showPopup()
    view = combo.view()
    qtbot.waitUntil(view.isVisible, timeout=2000)
    current = view.model().index(1, 0)
    view.setCurrentIndex(current)  # as the mouse or the arrow keys highlight it
    image = view.viewport().grab().toImage()
    chosen, other = (
        colours_in(image, view.visualRect(current)),
        colours_in(image, view.visualRect(view.model().index(2, 0))),
    )
    background = QColor.fromRgb(chosen.most_common(1)[0][0])
    text = max((QColor.fromRgb(p) for p in chosen), key=lambda c: ratio(c, background))
    look = theme.current_look()
    assert ratio(text, background) >= (7.0 if look == "contrast" else 4.5), (
        f"{scheme}: {text.name()} on {background.name()}"
    )
    # and the highlight shows: it stands out from the items around it
    around = QColor.fromRgb(other.most_common(1)[0][0])
    assert ratio(background, around) >= 3.0, (
        f"{scheme}: highlight {background.name()} beside {around.name()}"
    )
    combo.hidePopup()


def test_the_logs_dots_sit_at_the_first_line(qtbot: QtBot) -> None:
    log = GameLog()
    qtbot.addWidget(log)
    log.resize(200, 300)
    dot = QColor("#0072B2")
    for text in (
        "Ann plays C",
        "Bo says no word goes like that, and this entry is so long that it wraps over lines",
        "Ann plays A",
    ):
        item = QListWidgetItem(text)
        item.setIcon(colour_dot(dot))
        log.addItem(item)
    log.show()
    rect = log.visualRect(log.model().index(1, 0))
    line = log.fontMetrics().height()
    assert rect.height() >= 2.5 * line  # wrapped over three lines or more
    image = log.viewport().grab().toImage()
    rows = [
        y
        for y in range(rect.top(), rect.bottom() + 1)
        for x in range(rect.left(), rect.left() + 30)
        if near(QColor.fromRgb(image.pixel(x, y)), dot)
    ]
    assert rows, "no dot drawn"
    middle = (min(rows) + max(rows)) / 2 - rect.top()
    assert 0 < middle < line  # beside the first line, not the middle one


@pytest.mark.parametrize("look", ["light", "dark", "contrast"])
def test_the_newest_letter_is_marked_in_its_players_colour(
    restore: QApplication, qtbot: QtBot, look: str
) -> None:
    theme.apply_theme(restore, look)
    view = FragmentView()
    qtbot.addWidget(view)
    view.resize(500, 160)
    view.show()
    orange = QColor("#e8710a")
    for seat in range(8):
        colour = player_colour(seat)
        view.set_fragment("cat", 2, colour)
        assert view.newest_colour() == colour
        pixels = colours_in(view.label.grab().toImage(), view.label.rect())
        assert colour.rgb() in pixels, f"{look}: seat {seat}'s colour is not under the letter"
        assert orange.rgb() not in pixels
        # the letters stay in the text colour: the colour marks, it is not the text's
        assert "color" not in view.label.text()
    # not told who played it: marked all the same, in the text colour (no player's colour)
    view.set_fragment("cat", 2)
    text = view.label.palette().color(view.label.foregroundRole())
    assert view.newest_colour() == text
    pixels = colours_in(view.label.grab().toImage(), view.label.rect())
    assert orange.rgb() not in pixels and all(
        player_colour(s).rgb() not in pixels for s in range(7)
    )
    view.set_fragment("cat", -1, player_colour(1))
    assert view.newest_colour() is None
