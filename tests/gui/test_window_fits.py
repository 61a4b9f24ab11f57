"""The main window on a small screen (issue 25, point 10): at a round's end the banner does
not push the keyboard and the buttons below the board's fold, a challenge's Answer button
does not make the board scroll sideways, the log shows its newest line, and at 200 % on
1366×768 the buttons stay in view, the log folding away for them. Each case runs in a child
process: its own application on a screen of that size (the offscreen platform's
configuration file)."""

from __future__ import annotations

import textwrap
from pathlib import Path

import pytest
from screens import report_on_screen

CHECK = textwrap.dedent("""
    import json, sys
    from PySide6.QtCore import QPoint, QRect
    from PySide6.QtWidgets import QApplication
    from ghost_gui.gui.jobs import Jobs
    from ghost_gui.gui.look import LOOKS
    from ghost_gui.gui.dialogs.game_setup import GameSetup
    from ghost_gui.gui.app.shell import Shell

    lang, players, scene, percent = sys.argv[1], int(sys.argv[2]), sys.argv[3], int(sys.argv[4])
    app = QApplication(["ghost"])
    shell = Shell(app, Jobs(synchronous=True), language=lang, test_mode=True)
    c, w = shell.controller, shell.window
    c.session.pause_ms = c.session.round_pause_ms = 0
    w.highlight_ms = 0
    w.show()
    while LOOKS.get().zoom < percent:
        shell.preferences.zoom(+1)

    def settle(times=30):
        for _ in range(times):
            app.processEvents()

    names = ["Grandma Rose", "Anna-Maria", "Computer 3", "Computer 4", "Ann", "Bo", "Cy", "Dee"]
    seats = [(names[i], "human") for i in range(players)]
    word_list = "russian-nouns.txt" if lang == "ru" else "english-family.txt"
    # the bluffing rule and taking back: the most buttons a game without practice has
    shell.start_game(GameSetup(seats, "ghost", 3, word_list, word_ends_round=scene != "challenge", take_back=scene == "challenge"), None)
    settle(100)
    letters = "кот" if lang == "ru" else "cat"
    c.meaning = lambda word: ("a long-legged long-necked African mammal related to the horse and the donkey that lives on open "
                              "grassland, with a striped coat of black and white that is unique to each animal")
    if scene == "round":
        for letter in letters:
            w.play(letter)
            settle(3)
    elif scene in ("challenge", "answer"):  # "answer": without the bluffing rule and taking back
        w.play(letters[0])
        w.play(letters[1])
        c.challenge("no_word")
        settle(10)
        w.questions.challenge_dialog.hide()  # answered later, from the board's Answer button
        w._dialog_closed()
    elif scene == "log":
        for i in range(40):
            w.log_panel.add_line("%s plays a letter, and the line is long enough to wrap (%d)" % (names[i % players], i), names)
            app.processEvents()
        for _ in range(2):  # rounds end and start: the board is laid out anew
            for letter in letters:
                w.play(letter)
                settle(3)
            c.next_round()
            settle(3)
    settle(100)
    scroll = w.board_scroll
    view = scroll.viewport()

    def seen(widget):
        return view.rect().contains(QRect(widget.mapTo(view, QPoint(0, 0)), widget.size()))

    buttons = [w.noword_button, w.word_button, w.answer_button, w.resign_button, w.hint_button, w.undo_button, w.round_banner.button]
    buttons = [b for b in buttons if b.isVisible()]
    last = w.log.item(w.log.count() - 1)
    print(json.dumps({
        "banner": w.round_banner.isVisible(), "answer": w.answer_button.isVisible(),
        "keys out of view": [k for k, key in w.keyboard._keys.items() if not seen(key)],
        "buttons out of view": [b.text() for b in buttons if not seen(b)],
        "sideways": scroll.horizontalScrollBar().isVisible() or scroll.horizontalScrollBar().maximum() > 0,
        "log": w.log_panel.isVisible(),
        "newest line seen": w.log.viewport().rect().contains(w.log.visualItemRect(last)),
        "meaning": w.round_banner.meaning.text(),
    }))
    shell.close()
""")


def run(
    tmp_path: Path, size: tuple[int, int], lang: str, players: int, scene: str, percent: int = 100
) -> dict:  # type: ignore[type-arg]
    return report_on_screen(
        CHECK, [lang, str(players), scene, str(percent)], tmp_path, size[0], size[1]
    )


@pytest.mark.parametrize(
    ("size", "lang", "players"),
    [((800, 600), "en", 2), ((800, 600), "en", 4), ((1024, 600), "ru", 8)],
)
def test_the_round_banner_leaves_the_keyboard_and_the_buttons_in_view(
    tmp_path: Path, size: tuple[int, int], lang: str, players: int
) -> None:
    report = run(tmp_path, size, lang, players, "round")
    assert report["banner"]
    assert report["meaning"].startswith(
        ("CAT: a long-legged", "КОТ: a long-legged")
    )  # whole, though shown in two lines
    assert report["keys out of view"] == []
    assert report["buttons out of view"] == []


@pytest.mark.parametrize(
    ("size", "lang", "players"), [((800, 600), "en", 2), ((800, 600), "en", 4)]
)
def test_a_waiting_challenge_does_not_make_the_board_scroll_sideways(
    tmp_path: Path, size: tuple[int, int], lang: str, players: int
) -> None:
    report = run(tmp_path, size, lang, players, "challenge")
    assert report["answer"]
    assert not report["sideways"]
    assert report["buttons out of view"] == [] and report["keys out of view"] == []


def test_the_log_shows_its_newest_line_with_eight_players(tmp_path: Path) -> None:
    report = run(tmp_path, (800, 600), "en", 8, "log")
    assert report["newest line seen"]


def test_at_200_percent_on_1366_by_768_the_buttons_stay_in_view_and_the_log_folds(
    tmp_path: Path,
) -> None:
    report = run(tmp_path, (1366, 768), "en", 2, "answer", 200)
    assert report["answer"] and not report["sideways"]
    assert report["buttons out of view"] == [] and report["keys out of view"] == []
    assert not report["log"]  # the three buttons fit in one row without it
