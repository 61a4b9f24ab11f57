"""A person with only a keyboard sets up a game and plays it (DECISIONS.md, "One table of keys"
and "Focus"): every key goes where Qt sends it, to the focused widget of the active window; no
mouse, no slots called, no widget values set. State is only read, to assert."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QEvent, QPoint, QRect, Qt, QTimer
from PySide6.QtGui import QKeyEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialog, QMessageBox, QWidget
from shells import make_shell

from ghost_gui.gui.app.shell import Shell
from ghost_gui.gui.dialogs.game_setup import GameSetup
from ghost_gui.gui.dialogs.new_game_dialog import NewGameDialog
from ghost_gui.gui.table.challenge_dialog import ChallengeDialog

CTRL = Qt.KeyboardModifier.ControlModifier
SHIFT = Qt.KeyboardModifier.ShiftModifier
TWO = (("Ann", "human"), ("Bo", "human"))
#: the controls the themes give a focus ring (test_contrast.py checks the rings themselves)
RINGED = ("QPushButton", "QCheckBox", "QRadioButton", "QLineEdit", "QComboBox", "QSpinBox")


def setup(word_file: Path, players=TWO, **kw) -> GameSetup:  # type: ignore[no-untyped-def]
    return GameSetup(
        [tuple(p) for p in players],
        kw.pop("variant", "ghost"),
        kw.pop("min_length", 3),
        str(word_file),
        **kw,
    )


def start(qapp, qtbot, tmp_path: Path, game: GameSetup) -> Shell:  # type: ignore[no-untyped-def]
    """The window, shown and active, as after a start-up; the keyboard is on the board."""
    shell = make_shell(qapp, tmp_path)
    shell.start_game(game, None)
    shell.window.activateWindow()  # offscreen: no window manager to do it
    qtbot.waitUntil(lambda: QApplication.activeWindow() is shell.window, timeout=3000)
    return shell


# -- the keyboard -------------------------------------------------------------------------
def target() -> QWidget:
    """Where Qt delivers a key: the focus widget, else the active window itself."""
    w = QApplication.focusWidget() or QApplication.activeWindow()
    assert w is not None, "the keyboard reaches no window"
    return w


def press(key: Qt.Key, mods: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier) -> None:
    QTest.keyClick(target(), key, mods)
    settle()


def settle() -> None:
    """Let the window system's activation and focus events of the last key arrive."""
    QApplication.processEvents()


def type_keys(text: str) -> None:
    """Each character to wherever the keyboard is at that moment (a dialog may open between)."""
    for ch in text:
        QTest.keyClick(target(), ch)
        settle()


def tab_to(widget: QWidget, backwards: bool = False, limit: int = 40) -> None:
    """Press Tab (or Shift+Tab) until ``widget`` has the focus."""
    for _ in range(limit):
        if QApplication.focusWidget() is widget:
            return
        press(
            Qt.Key.Key_Backtab if backwards else Qt.Key.Key_Tab,
            SHIFT if backwards else Qt.KeyboardModifier.NoModifier,
        )
    raise AssertionError(
        f"Tab never reaches {type(widget).__name__} {getattr(widget, 'text', lambda: '')()!r}"
    )


def tab_chain(limit: int = 60) -> list[QWidget]:
    """The controls Tab visits, once round, starting with the top left one."""
    if target().isWindow():  # the window itself has the keyboard: Tab reaches a control
        press(Qt.Key.Key_Tab)
    chain = [target()]
    on_screen(chain[0])
    for _ in range(limit):
        press(Qt.Key.Key_Tab)
        w = target()
        on_screen(w)
        if w is chain[0]:
            first = min(
                range(len(chain)),
                key=lambda i: (global_rect(chain[i]).top(), global_rect(chain[i]).left()),
            )
            return chain[first:] + chain[:first]
        assert w not in chain, f"Tab goes round without coming back to {describe(chain[0])}"
        chain.append(w)
    raise AssertionError("Tab never cycles")


def on_screen(w: QWidget) -> None:
    """The control that has the focus can be seen (a scrolled board shows it)."""
    inside = w.window().rect().contains(QRect(w.mapTo(w.window(), QPoint(0, 0)), w.size()))
    assert inside and not w.visibleRegion().isEmpty(), (
        f"the focus is on {describe(w)}, which cannot be seen"
    )


def describe(w: QWidget) -> str:
    text = getattr(w, "text", None)
    return f"{type(w).__name__} {text() if callable(text) else ''!r} at {global_rect(w).topLeft().toTuple()}"


def global_rect(w: QWidget) -> QRect:
    return QRect(w.mapToGlobal(QPoint(0, 0)), w.size())


def assert_reading_order(chain: list[QWidget]) -> None:
    """Each control comes after the previous one in reading order: further right on the same
    row (vertical centres closer than half the lower control's height), or on a row below."""
    for a, b in zip(chain, chain[1:]):
        ra, rb = global_rect(a), global_rect(b)
        same_row = abs(ra.center().y() - rb.center().y()) < min(ra.height(), rb.height()) / 2
        ok = rb.left() > ra.left() if same_row else rb.center().y() > ra.center().y()
        assert ok, f"Tab goes from {describe(a)} to {describe(b)}: not in screen order"


def assert_good_stops(chain: list[QWidget]) -> None:
    for w in chain:
        assert w.isVisible() and w.isEnabled(), f"Tab stops at a hidden or disabled {describe(w)}"
        assert any(w.inherits(kind) for kind in RINGED), (
            f"{describe(w)} has no focus ring in the themes"
        )


def in_modal(
    qtbot, steps: Callable[[QWidget], None], kind: type[QWidget] = QDialog
) -> list[BaseException]:  # type: ignore[no-untyped-def]
    """Run ``steps`` inside the next modal ``kind`` of dialog's own event loop (``exec``),
    once it is the active window. A failure closes the dialog so that the test does not hang,
    and is raised by :func:`check`; so does a dialog that never opens."""
    errors: list[BaseException] = []
    timer = QTimer()
    timer.setInterval(10)
    tries = [0]

    def run() -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, kind):
            tries[0] += 1
            if tries[0] > 500:
                timer.stop()
                errors.append(AssertionError(f"no {kind.__name__} opened"))
            return
        timer.stop()
        try:
            qtbot.waitUntil(lambda: QApplication.activeWindow() is dialog, timeout=3000)
            steps(dialog)
        except BaseException as exc:  # handed back to the test
            errors.append(exc)
        if dialog.isVisible():
            if not errors:
                errors.append(AssertionError(f"the keys left {type(dialog).__name__} open"))
            dialog.close()

    timer.timeout.connect(run)
    timer.start()
    _timers.append(timer)  # kept alive until the test ends
    return errors


_timers: list[QTimer] = []


def _close_windows() -> None:
    """Close every window still open: a dialog another test left open is modal and takes the
    keyboard (test_family_table.py and test_card_view.py leave some)."""
    for w in QApplication.topLevelWidgets():
        if w.isVisible() and w.isModal():
            w.close()
    for w in QApplication.topLevelWidgets():
        if w.isVisible():
            w.close()
    QApplication.processEvents()


@pytest.fixture(autouse=True)
def _clean_desk(qapp) -> Iterator[None]:  # type: ignore[no-untyped-def]
    """Only this test's windows on the screen, before and after."""
    _close_windows()
    yield
    for timer in _timers:
        timer.stop()
    _timers.clear()
    _close_windows()


def check(errors: list[BaseException]) -> None:
    if errors:
        raise errors[0]


def log_lines(shell: Shell) -> list[str]:
    return [shell.window.log.item(i).text() for i in range(shell.window.log.count())]


# -- 1. a new game ------------------------------------------------------------------------
def test_a_new_game_set_up_with_the_keyboard(qapp, qtbot, tmp_path: Path, word_file: Path) -> None:  # type: ignore[no-untyped-def]
    shell = start(qapp, qtbot, tmp_path, setup(word_file, (("Ann", "human"), ("Robo", "medium"))))
    c = shell.controller

    def fill_in(d: QWidget) -> None:
        assert isinstance(d, NewGameDialog)
        assert QApplication.focusWidget() is d.preset  # the dialog starts at its top
        tab_to(d.count)
        press(Qt.Key.Key_Up)  # a third player, a person
        tab_to(d.kinds[1])
        type_keys("h")  # Robo becomes a Human
        tab_to(d.names[1], backwards=True)  # Shift+Tab: the name is selected, typing replaces it
        type_keys("Bea")
        tab_to(d.names[2])
        type_keys("Cy")
        tab_to(d.variant)
        press(Qt.Key.Key_Down)  # SuperGhost
        press(Qt.Key.Key_Tab)
        assert QApplication.focusWidget() is d.min_length
        press(Qt.Key.Key_Up)  # words of 4 letters count
        assert d.play_button.isEnabled() and d.play_button.isDefault()
        press(Qt.Key.Key_Return)  # Play, the default button

    errors = in_modal(qtbot, fill_in)
    press(Qt.Key.Key_N, CTRL)
    check(errors)
    assert QApplication.activeModalWidget() is None
    config = c.session.match.config
    assert config is not None
    assert [(p.name, str(p.kind)) for p in config.players] == [
        ("Ann", "human"),
        ("Bea", "human"),
        ("Cy", "human"),
    ]
    assert config.variant == "super" and config.min_length == 4
    assert shell.settings.get("last_game")["players"] == [
        ["Ann", "human"],
        ["Bea", "human"],
        ["Cy", "human"],
    ]
    # the keyboard is back on the board: a letter plays
    assert QApplication.activeWindow() is shell.window
    type_keys("c")
    assert c.session.match is not None and c.session.match.fragment == "c"
    shell.close()


def test_escape_closes_the_new_game_dialog_and_changes_nothing(
    qapp, qtbot, tmp_path: Path, word_file: Path
) -> None:  # type: ignore[no-untyped-def]
    shell = start(qapp, qtbot, tmp_path, setup(word_file))
    c = shell.controller
    type_keys("c")
    match, config = c.session.match, c.session.match.config

    def change_then_escape(d: QWidget) -> None:
        assert isinstance(d, NewGameDialog)
        tab_to(d.names[0])
        type_keys("Zed")
        tab_to(d.min_length)
        press(Qt.Key.Key_Up)
        press(Qt.Key.Key_Escape)
        assert not d.isVisible()

    errors = in_modal(qtbot, change_then_escape)
    press(Qt.Key.Key_N, CTRL)
    check(errors)
    assert (
        c.session.match is match
        and c.session.match.config == config
        and match is not None
        and match.fragment == "c"
    )
    assert (
        shell.setup.players == [("Ann", "human"), ("Bo", "human")] and shell.setup.min_length == 3
    )
    assert QApplication.activeWindow() is shell.window  # the keyboard came back
    type_keys("a")
    assert match.fragment == "ca"
    shell.close()


# -- 2. Tab follows the screen --------------------------------------------------------------
def test_tab_follows_the_screen_in_the_new_game_dialog(
    qapp, qtbot, tmp_path: Path, word_file: Path
) -> None:  # type: ignore[no-untyped-def]
    shell = start(
        qapp,
        qtbot,
        tmp_path,
        setup(word_file, (("Ann", "human"), ("Bo", "human"), ("Robo", "easy"))),
    )
    seen: list[QWidget] = []

    def walk(d: QWidget) -> None:
        assert isinstance(d, NewGameDialog)
        chain = tab_chain()
        assert chain[0] is d.preset
        assert_good_stops(chain)
        assert_reading_order(chain)
        for control in (
            d.preset,
            d.count,
            d.team_up,
            *d.names[:3],
            *d.kinds[:3],
            d.variant,
            d.min_length,
            d.lives,
            d.word_list,
            d.browse,
            d.starter,
            d.calls_words,
            d.practice,
            d.take_back,
            d.play_button,
        ):
            assert control in chain, f"Tab never reaches {describe(control)}"
        seen.extend(chain)
        press(Qt.Key.Key_Escape)

    errors = in_modal(qtbot, walk)
    press(Qt.Key.Key_N, CTRL)
    check(errors)
    assert seen and QApplication.activeWindow() is shell.window
    shell.close()


def test_tab_follows_the_screen_on_the_board(qapp, qtbot, tmp_path: Path, word_file: Path) -> None:  # type: ignore[no-untyped-def]
    # every control the board can show at once: sides and reversing, both challenges, hints and take back
    shell = start(
        qapp,
        qtbot,
        tmp_path,
        setup(word_file, variant="superduper", practice=True, word_ends_round=False),
    )
    w = shell.window
    type_keys("c")  # Bo to move, with a fragment to challenge
    chain = tab_chain()
    assert_good_stops(chain)
    assert_reading_order(chain)
    assert not any(w.keyboard.isAncestorOf(x) for x in chain)  # the letter keys are for the mouse
    for control in (
        w.side_row.left_button,
        w.side_row.reverse_box,
        w.noword_button,
        w.resign_button,
        w.hint_button,
    ):
        assert control in chain, f"Tab never reaches {describe(control)}"
    assert w.word_button not in chain  # "That's a word!" cannot be right before the minimum length
    # typing still plays whichever control has the focus
    type_keys("a")
    assert (
        shell.controller.session.match is not None
        and shell.controller.session.match.fragment == "ca"
    )

    type_keys("t")  # Ann completes CAT; with the bluffing rule it stands until caught
    assert w.word_button in tab_chain()
    type_keys("!")  # Bo: "That's a word!"
    assert w.round_banner.isVisible()
    chain = tab_chain()
    assert_good_stops(chain)
    assert w.round_banner.button in chain  # Next round
    shell.close()


# -- 3. a whole round ---------------------------------------------------------------------
def test_a_whole_round_typed_by_two_people(qapp, qtbot, tmp_path: Path, word_file: Path) -> None:  # type: ignore[no-untyped-def]
    shell = start(qapp, qtbot, tmp_path, setup(word_file))
    w, c = shell.window, shell.controller
    assert w.turn_banner.text() == "Turn: Ann"
    type_keys("go")
    assert (
        w.turn_banner.text() == "Turn: Ann"
        and c.session.match is not None
        and c.session.match.fragment == "go"
    )
    type_keys("5")  # not a letter: said in the status bar, nothing played
    assert c.session.match.fragment == "go" and "letters" in w.statusBar().currentMessage()
    type_keys("at")  # Bo completes GOAT
    assert c.session.match.lost == [0, 1]
    assert (
        w.round_banner.isVisible()
        and w.round_banner.story.text()
        == "\u200e\u2068Bo\u2069 completed GOAT — \u200e\u2068Bo\u2069 gets a G"
    )
    assert any("GOAT" in line for line in log_lines(shell))
    assert w.turn_banner.text() == "Next round starts: Bo"
    type_keys("c")  # a letter does not play over the round's end
    assert c.session.match.fragment == "" and w.fragment.fragment == "goat"
    press(Qt.Key.Key_Return)  # the next round
    assert (
        not w.round_banner.isVisible()
        and w.fragment.fragment == ""
        and w.turn_banner.text() == "Turn: Bo"
    )
    type_keys("c")
    assert c.session.match.fragment == "c" and w.turn_banner.text() == "Turn: Ann"
    shell.close()


# -- 4. challenges ------------------------------------------------------------------------
def test_a_challenge_answered_after_escape_with_the_button_on_the_board(
    qapp, qtbot, tmp_path: Path, word_file: Path
) -> None:  # type: ignore[no-untyped-def]
    shell = start(qapp, qtbot, tmp_path, setup(word_file))
    w, c = shell.window, shell.controller
    type_keys("ge")
    type_keys("?")  # Ann: "No word goes like that!" against Bo
    dialog = w.questions.challenge_dialog
    assert isinstance(dialog, ChallengeDialog) and dialog.isVisible()
    assert QApplication.focusWidget() is dialog.word, (
        "the challenged player's dialog does not have the keyboard"
    )
    press(Qt.Key.Key_Escape)  # closes it, decides nothing
    assert (
        not dialog.isVisible()
        and c.session.match is not None
        and c.session.match.pending is not None
        and c.session.match.lost == [0, 0]
    )
    assert w.turn_banner.text() == "Must answer: Bo" and w.answer_button.isVisible()
    assert QApplication.activeWindow() is w
    tab_to(w.answer_button)
    press(Qt.Key.Key_Space)
    dialog = w.questions.challenge_dialog
    assert (
        isinstance(dialog, ChallengeDialog)
        and dialog.isVisible()
        and QApplication.focusWidget() is dialog.word
    )
    type_keys("gecko")
    press(Qt.Key.Key_Return)
    assert c.session.match.lost == [1, 0]  # GECKO is a word: the challenger, Ann, loses
    assert (
        w.round_banner.story.text()
        == "\u200e\u2068Bo\u2069 named GECKO — \u200e\u2068Ann\u2069 gets a G"
    )
    assert QApplication.activeWindow() is w
    press(Qt.Key.Key_Return)
    assert c.session.match.fragment == "" and w.turn_banner.text() == "Turn: Ann"
    shell.close()


def test_a_bluff_the_table_does_not_count(qapp, qtbot, tmp_path: Path, word_file: Path) -> None:  # type: ignore[no-untyped-def]
    shell = start(qapp, qtbot, tmp_path, setup(word_file))
    w, c = shell.window, shell.controller
    type_keys("gb")  # Bo bluffs
    type_keys("?")
    assert QApplication.focusWidget() is w.questions.challenge_dialog.word  # type: ignore[union-attr]
    type_keys("gbzz")
    press(Qt.Key.Key_Return)
    box = w.questions.house_word_box  # a word the list lacks: does it count here?
    assert isinstance(box, QMessageBox) and box.isVisible() and QApplication.activeWindow() is box
    press(Qt.Key.Key_Return)  # the default: don't count it
    assert c.session.match is not None and c.session.match.lost == [0, 1]
    assert w.round_banner.story.text().endswith("— \u200e\u2068Bo\u2069 gets a G")
    assert QApplication.activeWindow() is w
    shell.close()


def test_thats_a_word_by_keyboard(qapp, qtbot, tmp_path: Path, word_file: Path) -> None:  # type: ignore[no-untyped-def]
    shell = start(qapp, qtbot, tmp_path, setup(word_file, word_ends_round=False))
    w, c = shell.window, shell.controller
    type_keys("cat")  # CAT stands: nobody has called it
    assert c.session.round_over is None
    type_keys("!")  # Bo catches Ann's word
    assert c.session.match is not None and c.session.match.lost == [1, 0]
    assert (
        w.round_banner.story.text()
        == "\u200e\u2068Bo\u2069 challenged: CAT is a word — \u200e\u2068Ann\u2069 gets a G"
    )
    shell.close()


# -- 5. resigning -------------------------------------------------------------------------
def test_resigning_by_keyboard_is_confirmed(qapp, qtbot, tmp_path: Path, word_file: Path) -> None:  # type: ignore[no-untyped-def]
    shell = start(qapp, qtbot, tmp_path, setup(word_file))
    w, c = shell.window, shell.controller
    type_keys("c")
    press(Qt.Key.Key_R, CTRL | SHIFT)  # Bo wants to resign
    box = w.questions.confirm_box
    assert isinstance(box, QMessageBox) and box.isVisible() and QApplication.activeWindow() is box
    press(Qt.Key.Key_Escape)  # declines
    assert (
        not box.isVisible()
        and c.session.match is not None
        and c.session.match.lost == [0, 0]
        and c.session.match.fragment == "c"
    )
    assert QApplication.activeWindow() is w
    press(Qt.Key.Key_R, CTRL | SHIFT)
    box = w.questions.confirm_box
    assert isinstance(box, QMessageBox) and box.isVisible()
    press(Qt.Key.Key_Return)  # a stray Enter keeps playing: "Keep playing" is the default
    assert c.session.match.lost == [0, 0] and c.is_human_turn()
    press(Qt.Key.Key_R, CTRL | SHIFT)
    box = w.questions.confirm_box
    resign = next(b for b in box.buttons() if b.text() == "Resign")
    tab_to(resign)
    press(Qt.Key.Key_Return)
    assert c.session.match.lost == [0, 1]  # Bo resigned the round
    assert w.round_banner.isVisible() and "Bo" in w.round_banner.story.text()
    assert QApplication.activeWindow() is w
    press(Qt.Key.Key_Return)
    assert c.session.match.fragment == "" and w.turn_banner.text() == "Turn: Bo"
    shell.close()


def test_a_new_game_over_a_running_match_by_keyboard(
    qapp, qtbot, tmp_path: Path, word_file: Path
) -> None:  # type: ignore[no-untyped-def]
    shell = start(qapp, qtbot, tmp_path, setup(word_file))
    c = shell.controller
    type_keys("c")  # a match in play: leaving it is asked first

    def play(d: QWidget) -> None:
        assert isinstance(d, NewGameDialog)
        press(Qt.Key.Key_Return)

    def keep(box: QWidget) -> None:
        assert "Leave the match" in box.text()  # type: ignore[attr-defined]
        press(Qt.Key.Key_Escape)  # decides nothing: the match goes on

    errors = in_modal(qtbot, play, NewGameDialog)
    question = in_modal(qtbot, keep, QMessageBox)
    press(Qt.Key.Key_N, CTRL)
    check(errors)
    check(question)
    assert c.session.match is not None and c.session.match.fragment == "c"
    qtbot.waitUntil(lambda: QApplication.activeWindow() is shell.window, timeout=1000)
    type_keys("a")
    assert c.session.match.fragment == "ca"
    shell.close()


def test_a_french_keyboards_accented_keys_play_the_plain_letter(
    qapp, qtbot, tmp_path: Path
) -> None:  # type: ignore[no-untyped-def]
    words = tmp_path / "mots.txt"
    words.write_text("été\nfête\nforêt\nélève\n", encoding="utf-8")
    shell = start(qapp, qtbot, tmp_path, setup(words))
    qtbot.waitUntil(lambda: shell.controller.state.game is not None, timeout=5000)
    type_keys("f")
    # the ê key of a French keyboard (QTest.keyClick reads a character as Latin-1 bytes)
    for kind in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
        key = QKeyEvent(kind, Qt.Key.Key_Ecircumflex, Qt.KeyboardModifier.NoModifier, "ê")
        QApplication.sendEvent(target(), key)
    settle()
    assert shell.controller.state.board == "fe", shell.window.statusBar().currentMessage()
    assert "not a letter" not in shell.window.statusBar().currentMessage()
