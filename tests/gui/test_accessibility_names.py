"""What a screen reader is told (issue 15, point 4): every control's accessible name and
description, read through Qt's accessibility interface as a screen reader's bridge reads
them, following the game; and announcements. The same, read from outside over AT-SPI, is in
test_atspi.py."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication, QTranslator
from PySide6.QtGui import QAccessible, QAccessibleEvent
from PySide6.QtWidgets import QApplication, QLabel, QWidget
from pytestqt.qtbot import QtBot
from shells import make_shell

from ghost_gui.core.play.rules import PlayerKind
from ghost_gui.gui import announce as announce_mod
from ghost_gui.gui.announce import Announcer, announce, announcements_supported
from ghost_gui.gui.dialogs.game_setup import GameSetup
from ghost_gui.gui.fragment_view import FragmentView, spelled_out
from ghost_gui.gui.player_colours import player_colour
from ghost_gui.gui.table.keyboard import Keyboard
from ghost_gui.gui.table.player_panel import PlayerPanel

_TEXT = QAccessible.Text


def name(widget: QWidget) -> str:
    """The name a screen reader gets, through the accessibility interface."""
    iface = QAccessible.queryAccessibleInterface(widget)
    assert iface is not None and iface.isValid()
    return iface.text(_TEXT.Name)


def description(widget: QWidget) -> str:
    iface = QAccessible.queryAccessibleInterface(widget)
    assert iface is not None and iface.isValid()
    return iface.text(_TEXT.Description)


def test_the_letter_keys_say_which_letter(qtbot: QtBot) -> None:
    keys = Keyboard()
    qtbot.addWidget(keys)
    keys.set_alphabet("abcdefghijklmnopqrstuvwxyzäöüß")
    assert name(keys.key("k")) == "letter K"
    assert description(keys.key("k")) == "Plays K (or type it)"
    assert name(keys.key("ä")) == "letter Ä"
    assert name(keys.key("ß")) == "letter ß"  # the key shows ß, not SS
    assert QAccessible.queryAccessibleInterface(keys.key("k")).role() == QAccessible.Role.Button
    keys.set_alphabet("абвгдеёжзийклмнопрстуфхцчшщъыьэюя")
    assert name(keys.key("ж")) == "letter Ж"


def test_the_fragment_is_spelled_out(qtbot: QtBot) -> None:
    view = FragmentView()
    qtbot.addWidget(view)
    assert name(view) == "no letters yet"
    assert description(view) == "The letters played so far"
    view.set_fragment("cat", 2)
    assert name(view) == "C, A, T"
    assert name(view.label) == "C, A, T"  # not the label's markup
    view.set_fragment("ca", -1)
    assert name(view) == "C, A"
    view.set_fragment("", -1)
    assert name(view) == name(view.label) == "no letters yet"
    assert spelled_out("straße") == "S, T, R, A, ß, E"


def test_a_players_panel_says_who_what_lost_and_whose_turn(qtbot: QtBot) -> None:
    panel = PlayerPanel("Anna", PlayerKind.HARD, player_colour(0))
    qtbot.addWidget(panel)
    assert name(panel) == "Anna"
    assert description(panel) == "Anna, Computer: hard, letters: none"
    panel.set_state(2, 5, active=True, out=False)
    assert description(panel) == "Anna, Computer: hard, letters: GH, to play"
    assert description(panel.letters) == "letters: GH"
    panel.set_state(2, 5, active=False, answering=True, out=False)
    assert description(panel).endswith("GH, must answer the challenge")
    panel.set_state(2, 4, active=False, out=True)
    assert description(panel) == "Anna, Computer: hard, lives lost: 2 of 4, out of the game"
    human = PlayerPanel("Ben", PlayerKind.HUMAN)
    qtbot.addWidget(human)
    assert description(human) == "Ben, Human, letters: none"


def test_the_names_follow_the_game(
    qapp: QApplication, qtbot: QtBot, tmp_path: Path, word_file: Path
) -> None:
    shell = make_shell(qapp, tmp_path)
    w = shell.window
    shell.start_game(
        GameSetup([("Ann", "human"), ("Robo", "perfect")], "ghost", 3, str(word_file)), None
    )
    ann, robo = w.panels
    assert [name(ann), name(robo)] == ["Ann", "Robo"]
    assert description(ann) == "Ann, Human, letters: none, to play"
    assert description(robo) == "Robo, Computer: perfect, letters: none"
    assert name(w.fragment) == "no letters yet"
    assert name(w.keyboard.key("c")) == "letter C"
    match = shell.controller.session.match
    assert match is not None
    qtbot.keyClick(w, "c")  # type: ignore[no-untyped-call]
    qtbot.waitUntil(lambda: match.fragment == "ca", timeout=3000)
    assert name(w.fragment) == "C, A"
    assert description(ann).endswith("to play")
    qtbot.keyClick(w, "t")  # type: ignore[no-untyped-call]  # CAT: Ann loses the round
    qtbot.waitUntil(lambda: match.lost[0] == 1, timeout=3000)
    assert name(w.fragment) == "C, A, T"
    assert description(ann) == "Ann, Human, letters: G"  # nobody's turn while the round's end shows
    shell.close()


class FakeRussian(QTranslator):
    WORDS = {
        "letter %1": "буква %1",
        "no letters yet": "пока нет букв",
        "to play": "ходит",
        "Human": "Человек",
    }

    def translate(
        self, context: str, source: str, disambiguation: str | None = None, n: int = -1
    ) -> str:
        return self.WORDS.get(source, source)  # "" would be taken as the translation

    def isEmpty(self) -> bool:  # Qt override: an empty translator changes no language
        return False


def test_the_names_follow_the_language(qtbot: QtBot) -> None:
    keys, view, panel = Keyboard(), FragmentView(), PlayerPanel("Аня", PlayerKind.HUMAN)
    for widget in (keys, view, panel):
        qtbot.addWidget(widget)
    keys.set_alphabet("абв")
    panel.set_state(0, 5, active=True, out=False)
    fake = FakeRussian()
    QCoreApplication.installTranslator(fake)
    try:
        qtbot.waitUntil(lambda: name(keys.key("б")) == "буква Б", timeout=2000)
        qtbot.waitUntil(lambda: name(view) == "пока нет букв", timeout=2000)
        qtbot.waitUntil(
            lambda: description(panel) == "Аня, Человек, letters: none, ходит", timeout=2000
        )
    finally:
        QCoreApplication.removeTranslator(fake)
    qtbot.waitUntil(
        lambda: name(keys.key("б")) == "letter Б" and name(view) == "no letters yet", timeout=2000
    )


@pytest.fixture
def sent(monkeypatch: pytest.MonkeyPatch) -> list[Any]:
    """The accessibility events sent, as (type, message, politeness or None, widget)."""
    events: list[Any] = []

    def update(event: QAccessibleEvent) -> None:
        message = event.message() if hasattr(event, "message") else None
        politeness = event.politeness() if hasattr(event, "politeness") else None
        events.append((event.type(), message, politeness, event.object()))

    monkeypatch.setattr(QAccessible, "updateAccessibility", update)  # the class announce.py calls
    return events


def test_announce_sends_an_announcement(qtbot: QtBot, sent: list[Any]) -> None:
    assert announcements_supported()  # Qt 6.8+: PySide6-Essentials is pinned to 6.11
    window = QWidget()
    qtbot.addWidget(window)
    announce(window, "Robo plays A: CA")
    announce(window, "Robo challenges Ann", assertive=True)
    announce(window, "")  # nothing to say: nothing sent
    polite, assertive = (
        QAccessible.AnnouncementPoliteness.Polite,
        QAccessible.AnnouncementPoliteness.Assertive,
    )
    assert sent == [
        (QAccessible.Event.Announcement, "Robo plays A: CA", polite, window),
        (QAccessible.Event.Announcement, "Robo challenges Ann", assertive, window),
    ]


def test_the_announcer_keeps_what_it_said(qtbot: QtBot, sent: list[Any]) -> None:
    window = QWidget()
    qtbot.addWidget(window)
    say = Announcer(window)
    assert say.last() == ""
    say("Turn: Ann")
    say("")
    say("Ann plays C: C")
    assert say.history == ["Turn: Ann", "Ann plays C: C"] and say.last() == "Ann plays C: C"
    assert [e[1] for e in sent] == ["Turn: Ann", "Ann plays C: C"]
    for i in range(announce_mod.HISTORY + 5):
        say(f"line {i}")
    assert (
        len(say.history) == announce_mod.HISTORY
        and say.last() == f"line {announce_mod.HISTORY + 4}"
    )


def test_without_announcements_a_live_label_takes_the_words(
    qtbot: QtBot, sent: list[Any], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(announce_mod, "_ANNOUNCEMENT", None)  # Qt before 6.8
    window = QWidget()
    qtbot.addWidget(window)
    announce(window, "Ann plays C: C")
    announce(window, "Ann plays C: C")  # the same words again are news again
    labels = window.findChildren(QLabel, "announcement")
    assert len(labels) == 1
    assert name(labels[0]) == "Ann plays C: C" and description(labels[0]) == "Ann plays C: C"
    assert [e[0] for e in sent] == [QAccessible.Event.Alert, QAccessible.Event.Alert]
