"""A player's name never turns a sentence around and never pushes a window out of shape: in
a sentence it is an isolate of its own direction, and a name longer than the New game
dialog allows (from the settings or a saved game) is cut with "…" wherever it is shown."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import QLabel, QMessageBox
from shells import make_shell

from ghost_gui.gui.dialogs.game_setup import GameSetup
from ghost_gui.gui.dialogs.stats_view import StatsView
from ghost_gui.gui.speech import spoken
from ghost_gui.gui.table.log_view import seat_of_line
from ghost_gui.gui.texts.player_names import MAX_NAME_LENGTH, short_name, shown_name

RTL = "שלום 👻 مرحبا"
#: a name as a sentence shows it: after a left-to-right mark, in a first strong isolate
SHOWN_RTL = f"\u200e\u2068{RTL}\u2069"
#: 200 characters each, as the settings or a saved game may hold them (the dialog stops at 20)
LONG_PERSON = ("Maximiliana " * 17)[:200]
LONG_COMPUTER = "Robo" + "o" * 196
LAPTOP_WIDTH = 1366


def direction(text: str) -> Qt.LayoutDirection:
    """The direction Qt gives ``text`` as a paragraph of a text document (a message box's
    text): from its first strong letter."""
    doc = QTextDocument()
    doc.setPlainText(text)
    return doc.firstBlock().textDirection()


def test_a_long_name_is_cut_with_an_ellipsis_never_inside_a_letter() -> None:
    assert short_name("Ann") == "Ann" and short_name("x" * MAX_NAME_LENGTH) == "x" * 20
    cut = short_name(LONG_PERSON)
    assert len(cut) <= MAX_NAME_LENGTH and cut.endswith("…") and LONG_PERSON.startswith(cut[:-1])
    # an accent, a family of emoji joined by ZWJ and a flag stay whole or go whole
    assert short_name("Zo" + "e\u0301" * 20) == "Zo" + "e\u0301" * 8 + "…"
    family = "A" * 17 + "👩\u200d👩\u200d👧" + "B" * 10
    assert short_name(family) == "A" * 17 + "…"
    flags = "A" * 18 + "🇮🇱🇫🇷" + "B"
    assert short_name(flags) == "A" * 18 + "…"
    # isolate marks of a name's own cannot let it out of its isolate
    assert shown_name("Eve\u2069\u2067") == "\u200e\u2068Eve\u2069"
    assert spoken(f"{SHOWN_RTL} gets a G") == f"{RTL} gets a G"


def test_a_right_to_left_name_keeps_each_sentence_in_its_direction(
    qapp, qtbot, tmp_path: Path, word_file: Path
) -> None:  # type: ignore[no-untyped-def]
    shell = make_shell(qapp, tmp_path)
    w, c = shell.window, shell.controller
    shell.start_game(
        GameSetup([(RTL, "human"), ("Robo", "perfect")], "ghost", 3, str(word_file)), None
    )

    # the resign question: the name in its isolate, the rest of the sentence as it was
    w.questions.confirm_resign()
    box = w.questions.confirm_box
    assert isinstance(box, QMessageBox) and box.isVisible()
    question = box.text()
    assert question == f"{SHOWN_RTL}: give up this round and take the next letter?"
    assert direction(question) == Qt.LayoutDirection.LeftToRight
    # (the sentence with the bare name is what turned around)
    assert direction(f"{RTL}: give up this round") == Qt.LayoutDirection.RightToLeft
    keep = next(b for b in box.buttons() if box.buttonRole(b) == QMessageBox.ButtonRole.RejectRole)
    keep.click()

    qtbot.keyClick(w, "c")
    qtbot.waitUntil(
        lambda: c.session.match is not None and c.session.match.fragment == "ca", timeout=3000
    )
    qtbot.keyClick(w, "t")  # CAT: the right-to-left player loses the round
    qtbot.waitUntil(
        lambda: c.session.match is not None and c.session.match.lost[0] == 1, timeout=3000
    )

    # the round's end, on the banner and in the log
    story = w.round_banner.story.text()
    assert story == f"{SHOWN_RTL} completed CAT — {SHOWN_RTL} gets a G"
    assert direction(story) == Qt.LayoutDirection.LeftToRight
    lines = [w.log.item(i).text() for i in range(w.log.count())]
    assert f"{SHOWN_RTL} plays C: C" in lines
    assert f"{SHOWN_RTL} loses the round (completed CAT)." in lines
    # the log still marks a line with its player's colour; a screen reader hears no marks
    assert seat_of_line(f"{SHOWN_RTL} plays C: C", [RTL, "Robo"]) == 0
    assert f"{RTL} plays C: C" in w.announce.history
    shell.close()


def test_a_200_character_name_is_cut_on_the_winner_screen_and_in_statistics(
    qapp, qtbot, tmp_path: Path, word_file: Path
) -> None:  # type: ignore[no-untyped-def]
    shell = make_shell(qapp, tmp_path)
    w, c = shell.window, shell.controller
    setup = GameSetup.from_json(
        {
            "players": [[LONG_PERSON, "human"], [LONG_COMPUTER, "perfect"]],
            "variant": "ghost",
            "min_length": 3,
            "word_list": str(word_file),
            "lives": 1,
        }
    )
    assert setup.players[1][0] == LONG_COMPUTER  # the settings keep it whole
    shell.start_game(setup, None)
    qtbot.keyClick(w, "c")
    qtbot.waitUntil(
        lambda: c.session.match is not None and c.session.match.fragment == "ca", timeout=3000
    )
    qtbot.keyClick(w, "t")  # CAT with one life: the person is out, the computer wins
    qtbot.waitUntil(lambda: w.winner_view.isVisible(), timeout=3000)

    view = w.winner_view
    assert view.name_label.text() == short_name(LONG_COMPUTER)
    texts = [label.text() for label in view.findChildren(QLabel)]
    assert short_name(LONG_PERSON) in texts and short_name(LONG_COMPUTER) in texts
    assert view.longest_label.text() == f"Longest word played: CAT ({shown_name(LONG_PERSON)})"
    assert all(len(t) < 60 for t in texts), texts  # no label holds a whole 200-letter name
    assert view.sizeHint().width() <= LAPTOP_WIDTH
    assert view.name_label.sizeHint().width() <= view.width()
    assert w.winner_page.sizeHint().width() <= LAPTOP_WIDTH

    stats = StatsView(shell.stats)
    qtbot.addWidget(stats)
    stats.show()
    table = stats.table
    names = [table.item(r, 0).text() for r in range(table.rowCount())]
    assert sorted(names) == sorted([short_name(LONG_PERSON), short_name(LONG_COMPUTER)])
    assert stats.sizeHint().width() <= LAPTOP_WIDTH
    # every count stays in view beside the name
    last = table.columnCount() - 1
    qtbot.waitUntil(
        lambda: (
            table.columnViewportPosition(last) + table.columnWidth(last) <= table.viewport().width()
        ),
        timeout=2000,
    )
    shell.close()
