"""The player panels, the painted lives, the player colours and the winner view."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import QCoreApplication, Qt, QTranslator
from PySide6.QtGui import QColor, QImage
from pytestqt.qtbot import QtBot

from ghost_gui.core.play.rules import PlayerKind
from ghost_gui.gui.look import LOOKS, Scheme
from ghost_gui.gui.player_colours import player_colour, player_colours
from ghost_gui.gui.table.player_panel import LivesWidget, PlayerPanel, lives_word
from ghost_gui.gui.table.winner_view import WinnerView


def image(widget: LivesWidget | PlayerPanel | WinnerView) -> QImage:
    return widget.grab().toImage()


def test_lives_words() -> None:
    assert lives_word(5) == "GHOST"
    assert lives_word(3) == "PIG"
    assert lives_word(4) is None
    assert lives_word(1) is None


class FakeRussian(QTranslator):
    def translate(
        self, context: str, source: str, disambiguation: str | None = None, n: int = -1
    ) -> str:
        return {"GHOST": "БАЛДА", "PIG": "СВИНЬЯ"}.get(source, "") if context == "lives" else ""


def test_translated_words_keep_the_count(qtbot: QtBot) -> None:
    fake = FakeRussian()
    QCoreApplication.installTranslator(fake)
    try:
        assert lives_word(5) == "БАЛДА"
        assert lives_word(3) == "PIG"  # a word of another length would not match the lives
        lives = LivesWidget(player_colour(0), animation_ms=0)
        qtbot.addWidget(lives)
        lives.set_lives(2, 5)
        assert lives.earned_text() == "БА"
    finally:
        QCoreApplication.removeTranslator(fake)
    assert lives_word(5) == "GHOST"


def test_earned_letters(qtbot: QtBot) -> None:
    panel = PlayerPanel("Anna", PlayerKind.HUMAN, player_colour(0))
    qtbot.addWidget(panel)
    panel.set_state(2, 5, active=False, out=False)
    assert panel.letters.earned_text() == "GH"
    assert "GH" in panel.accessibleDescription() and "Anna" in panel.accessibleDescription()
    panel.set_state(1, 3, active=False, out=False)
    assert panel.letters.earned_text() == "P"
    panel.set_state(2, 4, active=False, out=False)
    assert panel.letters.earned_text() == ""
    assert "2" in panel.letters.summary() and "4" in panel.letters.summary()


def test_an_earned_letter_is_filled(qtbot: QtBot) -> None:
    lives = LivesWidget(player_colour(0), animation_ms=0)
    qtbot.addWidget(lives)
    lives.resize(200, 50)
    lives.set_lives(0, 5)
    outlined = image(lives)
    lives.set_lives(1, 5)
    filled = image(lives)
    assert outlined != filled
    lives.set_lives(1, 5)
    assert image(lives) == filled  # the same state paints the same


def test_numbered_marks_fill_as_lost(qtbot: QtBot) -> None:
    lives = LivesWidget(player_colour(1), animation_ms=0)
    qtbot.addWidget(lives)
    lives.resize(200, 40)
    lives.set_lives(0, 4)
    before = image(lives)
    lives.set_lives(1, 4)
    assert image(lives) != before


def test_the_newest_letter_animates(qtbot: QtBot) -> None:
    lives = LivesWidget(player_colour(2), animation_ms=80)
    qtbot.addWidget(lives)
    lives.resize(200, 50)
    lives.set_lives(0, 5)
    lives.set_lives(1, 5)
    assert lives.is_animating()
    qtbot.waitUntil(lambda: not lives.is_animating(), timeout=2000)
    assert lives.earned_text() == "G"
    lives.set_lives(3, 5)  # a jump (a loaded game) is not animated
    assert not lives.is_animating()


def test_eight_distinct_colours() -> None:
    for dark in (False, True):
        names = {c.name() for c in player_colours(8, dark)}
        assert len(names) == 8
    assert player_colour(7, dark=False) == QColor("#000000")
    assert player_colour(7, dark=True).lightness() > 150  # black would not show on the dark look
    assert player_colour(8, dark=False) == player_colour(0, dark=False)


def test_colour_follows_the_application_look() -> None:
    old = LOOKS.get()
    try:
        LOOKS.set(replace(old, shown=Scheme.DARK))
        assert player_colour(7) == player_colour(7, dark=True)
        LOOKS.set(replace(old, shown=Scheme.LIGHT))
        assert player_colour(7) == QColor("#000000")
    finally:
        LOOKS.set(old)


def test_active_and_answering_highlight(qtbot: QtBot) -> None:
    panel = PlayerPanel("Robo", PlayerKind.PERFECT, player_colour(1))
    qtbot.addWidget(panel)
    panel.resize(160, 90)
    panel.set_state(0, 5, active=False, out=False)
    plain = image(panel)
    assert panel.property("highlight") == "none" and panel.toolTip() == ""
    panel.set_state(0, 5, active=True, out=False)
    active = image(panel)
    assert panel.property("active") is True and panel.property("highlight") == "active"
    assert panel.toolTip() == "To move"
    assert active != plain
    panel.set_state(0, 5, active=False, answering=True, out=False)
    assert panel.property("highlight") == "answering"
    assert panel.toolTip() == "Must answer the challenge"
    assert image(panel) not in (plain, active)
    panel.set_state(5, 5, active=False, out=True)
    assert panel.property("highlight") == "out" and not panel.isEnabled()
    assert panel.toolTip() == "Out of the game" and panel.out_label.text() == "Out"


def test_panel_is_narrow_enough_for_eight(qtbot: QtBot) -> None:
    panel = PlayerPanel("Alexandra-Maria", PlayerKind.PERFECT, player_colour(3))
    qtbot.addWidget(panel)
    assert panel.minimumSizeHint().width() <= 110


def make_winner(qtbot: QtBot) -> WinnerView:
    view = WinnerView()
    qtbot.addWidget(view)
    players = [
        ("Anna", 2, 5, player_colour(0)),
        ("Robo", 5, 5, player_colour(1)),
        ("Cy", 3, 3, player_colour(2)),
    ]
    view.set_result("Anna", player_colour(0), players, 7, ("zoom", "Robo"))
    view.resize(700, 500)
    return view


def test_winner_view_shows_the_result(qtbot: QtBot) -> None:
    view = make_winner(qtbot)
    assert view.name_label.text() == "Anna"
    assert "ZOOM" in view.longest_label.text() and "Robo" in view.longest_label.text()
    assert "7" in view.rounds_label.text()
    assert [w.earned_text() for w in view.lives_widgets] == ["GH", "GHOST", "PIG"]
    assert view.play_button.toolTip() and view.new_button.toolTip()
    view.set_result("Cy", player_colour(2), [("Cy", 0, 4, player_colour(2))], 1, None)
    assert view.name_label.text() == "Cy" and view.longest_label.isHidden()


def test_winner_view_play_again_by_click_and_enter(qtbot: QtBot) -> None:
    view = make_winner(qtbot)
    view.show()
    qtbot.waitExposed(view)
    with qtbot.waitSignal(view.play_again, timeout=1000):
        qtbot.mouseClick(view.play_button, Qt.MouseButton.LeftButton)
    with qtbot.waitSignal(view.play_again, timeout=1000):
        qtbot.keyClick(view, Qt.Key.Key_Return)
    with qtbot.waitSignal(view.play_again, timeout=1000):
        qtbot.keyClick(view.play_button, Qt.Key.Key_Enter)
    with qtbot.waitSignal(view.new_game, timeout=1000):
        qtbot.mouseClick(view.new_button, Qt.MouseButton.LeftButton)
