"""Learn the card: the drill dialog, driven from the keyboard."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel

from ghost_gui.core.cards.cards import TreeCard, WordCard, make_card
from ghost_gui.core.play.plays import Side
from ghost_gui.core.play.variants import variant_by_key
from ghost_gui.core.solving.solver import Solver
from ghost_gui.core.words.lexicon import Lexicon
from ghost_gui.core.words.wordlist import word_list_from_words
from ghost_gui.gui import storage
from ghost_gui.gui.cards.drill_presenter import DrillPhase, DrillPresenter
from ghost_gui.gui.cards.drill_view import DrillView

WORDS = "cat camel cattle gecko goat gerbil zebra tab tabby".split()


def card_for(variant_key: str = "ghost", players: int = 2, seat: int = 1) -> WordCard | TreeCard:
    lx = Lexicon.build(word_list_from_words(WORDS), 3, use_cache=False)
    return make_card(
        Solver(lx, variant_by_key(variant_key), players, use_cache=False).solve(), seat
    )


def view_for(
    qtbot, path: Path, card: WordCard | TreeCard | None = None, key: str = "tiny/ghost/3/2/1"
) -> DrillView:  # type: ignore[no-untyped-def]
    presenter = DrillPresenter(card or card_for(), key, path, rng=random.Random(2))
    view = DrillView(presenter, "Ghost · player 2 · tiny")
    qtbot.addWidget(view)
    view.show()
    return view


def long_view(qtbot, path: Path) -> DrillView:  # type: ignore[no-untyped-def]
    """The drill of a card too long for one session of 10: SuperGhost, player 2 (13
    decisions; the Ghost card has 1, its other 6 positions forced)."""
    return view_for(qtbot, path, card_for("super"), "tiny/super/3/2/1")


def type_right(qtbot, view: DrillView) -> None:  # type: ignore[no-untyped-def]
    if (
        view.presenter.state.phase is DrillPhase.SESSION_DONE
    ):  # a session's end: Enter begins the next
        qtbot.keyClick(view, Qt.Key.Key_Return)
        assert view.presenter.state.phase is not DrillPhase.SESSION_DONE
    q = view.presenter.state.question
    assert q is not None
    node = view.presenter.drill.nodes[q.at]
    assert node.move is not None
    if node.move.reverse:
        qtbot.keyClick(view, Qt.Key.Key_Space)
        assert view.board.turn_around.isChecked()
    shift = (
        Qt.KeyboardModifier.ShiftModifier
        if node.move.side is Side.LEFT
        else Qt.KeyboardModifier.NoModifier
    )
    letter = node.move.letter
    qtbot.keyClicks(
        view, letter.upper() if shift != Qt.KeyboardModifier.NoModifier else letter, shift
    )


@pytest.mark.parametrize("variant_key", ["ghost", "anti", "super", "superduper"])
def test_typing_the_cards_letters_learns_it_and_fills_the_bar(
    qtbot, tmp_path: Path, variant_key: str
) -> None:  # type: ignore[no-untyped-def]
    card = card_for(variant_key)
    view = view_for(qtbot, tmp_path / "drill.json", card)
    view.length.setCurrentIndex(view.length.findData(50))  # one session: no reviews between
    total = view.presenter.drill.total()
    assert total == card.decisions > 0
    assert view.bar.value() == 0 and view.bar.text() == f"Known 0 of {total} decisions"
    for _ in range(2 * total):
        type_right(qtbot, view)
        assert (
            view.status.text().startswith("\u2714")
            and view.presenter.state.phase is not DrillPhase.MISSED
            and not view.feedback.isVisible()
        )
    assert view.presenter.drill.learnt() and view.bar.value() == view.bar.maximum() == total
    assert view.bar.text() == f"Known {total} of {total} decisions"
    assert "Learnt!" in view.status.text()


def test_a_wrong_letter_shows_the_cards_line_until_enter(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    view = view_for(qtbot, tmp_path / "drill.json")
    q = view.presenter.state.question
    assert q is not None
    node = view.presenter.drill.nodes[q.at]
    wrong = next(c for c in "qxjv" if q.at + c != node.play)
    qtbot.keyClick(view, wrong)
    assert (
        view.presenter.state.phase is DrillPhase.MISSED
        and view.next_button.isVisible()
        and view.feedback.isVisible()
    )
    assert (
        view.feedback.verdict.text().startswith("\u2718")
        and (q.at + wrong).upper() in view.feedback.verdict.text()
    )
    line = view.feedback.line.text()
    assert node.play[-1].upper() in line and all(w in line for w in node.words[:5])
    qtbot.keyClick(view, "a")  # ignored until Enter: the line stays readable
    assert view.presenter.state.phase is DrillPhase.MISSED and view.presenter.drill.reviews() == 1
    qtbot.keyClick(view, Qt.Key.Key_Return)
    assert (
        view.presenter.state.phase is not DrillPhase.MISSED
        and view.presenter.state.question is not None
    )
    # "Show me" is a miss too, and shows the line
    view.dont_know.click()
    assert (
        view.presenter.state.phase is DrillPhase.MISSED and "Aim for" in view.feedback.line.text()
    )


def test_progress_is_saved_after_every_answer_and_reloaded(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    path = tmp_path / "drill.json"
    view = view_for(qtbot, path)
    for _ in range(3):
        type_right(qtbot, view)
        saved = json.loads(path.read_text(encoding="utf-8"))
        assert saved["cards"]["tiny/ghost/3/2/1"]["clock"] == view.presenter.drill.reviews()
    known = view.presenter.drill.known()
    view.close()
    # another card's progress shares the file
    other = view_for(qtbot, path, card_for("super", 2, 0), key="tiny/super/3/2/0")
    type_right(qtbot, other)
    again = view_for(qtbot, path)
    assert not again.notice.isVisible()
    assert again.presenter.drill.reviews() == 3 and again.presenter.drill.known() == known
    assert again.bar.value() == known
    assert set(json.loads(path.read_text(encoding="utf-8"))["cards"]) == {
        "tiny/ghost/3/2/1",
        "tiny/super/3/2/0",
    }


@pytest.mark.parametrize(
    "content",
    [
        "{not json",
        json.dumps({"version": 1, "cards": {"tiny/ghost/3/2/1": {"version": 1, "clock": "x"}}}),
        "[]",
    ],
)
def test_a_corrupt_progress_file_starts_afresh_with_one_notice(
    qtbot, tmp_path: Path, content: str
) -> None:  # type: ignore[no-untyped-def]
    path = tmp_path / "drill.json"
    path.write_text(content, encoding="utf-8")
    view = view_for(qtbot, path)
    assert view.notice.isVisible() and "damaged" in view.notice.text()
    assert view.presenter.drill.reviews() == 0 and view.presenter.state.question is not None
    type_right(qtbot, view)
    saved = json.loads(path.read_text(encoding="utf-8"))
    assert saved["cards"]["tiny/ghost/3/2/1"]["clock"] == 1
    again = view_for(qtbot, path)
    assert not again.notice.isVisible() and again.presenter.drill.reviews() == 1


def test_escape_closes(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    view = view_for(qtbot, tmp_path / "drill.json")
    qtbot.keyClick(view, Qt.Key.Key_Escape)
    assert not view.isVisible()


def test_a_progress_file_that_cannot_be_written_is_said_once(
    qtbot, tmp_path: Path, monkeypatch
) -> None:  # type: ignore[no-untyped-def]
    def refuse(path: Path, data: object) -> None:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(storage, "write_json", refuse)
    view = view_for(qtbot, tmp_path / "drill.json")
    assert not view.notice.isVisible()
    type_right(qtbot, view)
    assert (
        view.notice.isVisible()
        and "Could not save" in view.notice.text()
        and "Permission denied" in view.notice.text()
    )
    view.notice.hide()
    type_right(qtbot, view)
    assert not view.notice.isVisible() and view.presenter.drill.reviews() == 2  # the drill goes on


# -- issue 26, point 5: a drill as clear as the table -----------------------------------------


def test_the_fragment_is_drawn_as_large_as_the_tables(
    qapp, qtbot, tmp_path: Path, word_file: Path
) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtGui import QFontInfo
    from shells import make_shell
    from test_family_table import setup

    shell = make_shell(qapp, tmp_path)
    shell.start_game(setup(word_file), None)
    shell.window.resize(800, 600)
    view = view_for(qtbot, tmp_path / "drill.json")
    view.resize(800, 600)
    for _ in range(3):
        type_right(qtbot, view)  # a question a few letters long
    q = view.presenter.state.question
    assert q is not None and q.at
    qapp.processEvents()
    shell.window.fragment.set_fragment(q.at, len(q.at) - 1)
    qapp.processEvents()
    table = QFontInfo(shell.window.fragment.label.font()).pixelSize()
    drill = QFontInfo(view.board.fragment.findChild(QLabel, "fragmentLabel").font()).pixelSize()
    assert table >= 60 and drill >= table, (drill, table)
    assert (
        view.board.fragment.label.letters == q.at.upper()
        and view.board.fragment.label.newest == len(q.at) - 1
    )
    view.board.fragment.set_fragment("straße", 5)
    assert view.board.fragment.label.letters == "STRAßE"  # ß stays one letter
    shell.close()


def test_the_last_answers_verdict_goes_with_the_next_question(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    view = view_for(qtbot, tmp_path / "drill.json")
    view.dont_know.click()
    assert view.feedback.isVisible() and view.feedback.verdict.text() and view.feedback.line.text()
    qtbot.keyClick(view, Qt.Key.Key_Return)
    assert (
        view.presenter.state.question is not None
        and view.presenter.state.phase is not DrillPhase.MISSED
    )
    assert (
        not view.feedback.isVisible()
        and view.feedback.verdict.text() == ""
        and view.feedback.line.text() == ""
    )
    type_right(
        qtbot, view
    )  # a right answer is told for a moment in the status line, the board stays clean
    assert not view.feedback.isVisible() and view.status.text().startswith("\u2714")
    qtbot.waitUntil(lambda: view.status.text() == "", timeout=3000)


def test_a_long_card_is_learnt_in_sessions_resumed_where_left_off(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    path = tmp_path / "drill.json"
    view = long_view(qtbot, path)
    n = view.card.decisions
    assert view.presenter.drill.session == 1 and view.session_line.text().startswith(
        f"Session 1: 0 due, 0 of {n} learnt"
    )
    assert not view.left_off.isVisible()
    view.length.setCurrentIndex(view.length.findData(10))
    assert (
        view.presenter.drill.session_length == 10 and "question 1 of 10" in view.session_line.text()
    )
    for _ in range(4):
        type_right(qtbot, view)
    view.close()
    # a new sitting: the same session goes on
    again = long_view(qtbot, path)
    assert (
        again.left_off.isVisible()
        and "session 1 goes on after 4 of 10 questions" in again.left_off.text()
    )
    assert (
        again.presenter.drill.session,
        again.presenter.drill.session_answers,
        again.length.currentData(),
    ) == (
        1,
        4,
        10,
    )
    assert "question 5 of 10" in again.session_line.text()
    for _ in range(6):
        type_right(qtbot, again)
    assert (
        again.presenter.state.phase is DrillPhase.SESSION_DONE
        and again.board.summary.isVisible()
        and not again.board.fragment.isVisible()
    )
    assert again.board.summary.text() == "Session 1 done: 10 of 10 right."
    told = again.presenter.drill.due()
    assert (
        f"Next session: {told} due" in again.board.prompt.text() and again.next_button.isVisible()
    )
    assert again.session_line.text().startswith(f"Session 1: {told} due")
    qtbot.keyClick(again, "a")  # letters wait for Enter
    assert (
        again.presenter.state.phase is DrillPhase.SESSION_DONE
        and again.presenter.drill.reviews() == 10
    )
    again.close()
    # the next sitting begins session 2: what was seen and not known is due
    third = long_view(qtbot, path)
    assert (
        "you finished session 1" in third.left_off.text()
        and third.presenter.state.phase is not DrillPhase.SESSION_DONE
    )
    d = third.presenter.drill
    due = d.due()
    assert d.session == 2 and due == told > 0 and d.session_length == 10
    assert third.session_line.text().startswith(f"Session 2: {due} due, {d.known()} of {n} learnt")
    known, went = d.known(), 0
    while third.presenter.state.phase is not DrillPhase.SESSION_DONE:
        q = third.presenter.state.question
        assert q is not None
        was_due = d.is_due(q.at)
        type_right(qtbot, third)
        if was_due and d.known() > known + went:  # known now: off the due until its review
            assert not d.is_due(q.at) or third.presenter.state.phase is DrillPhase.SESSION_DONE
            went += 1
        if third.presenter.state.phase is not DrillPhase.SESSION_DONE:
            assert f"{d.due()} due" in third.session_line.text()
    assert went > 0 and d.known() > known


def test_what_is_due_makes_a_session_of_the_due_decisions(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    path = tmp_path / "drill.json"
    view = long_view(qtbot, path)
    for _ in range(5):
        type_right(qtbot, view)
    view.length.setCurrentIndex(
        view.length.findData(0)
    )  # "What's due": this session ends when nothing is due
    assert view.presenter.drill.session_length == 5 + view.presenter.drill.due_questions()
    view.close()
    again = long_view(qtbot, path)
    assert again.length.currentData() == 0
    assert again.presenter.drill.session == 1  # not finished yet


@pytest.mark.parametrize(
    "entry", [{"session": "x"}, {"session_answers": -1}, {"session_choice": "lots"}]
)
def test_damaged_session_numbers_do_not_stop_the_drill(qtbot, tmp_path: Path, entry: dict) -> None:  # type: ignore[no-untyped-def, type-arg]
    path = tmp_path / "drill.json"
    type_right(qtbot, view_for(qtbot, path))
    saved = json.loads(path.read_text(encoding="utf-8"))
    saved["cards"]["tiny/ghost/3/2/1"].update(entry)
    path.write_text(json.dumps(saved), encoding="utf-8")
    view = view_for(qtbot, path)
    assert view.presenter.state.question is not None and view.presenter.drill.session >= 1
    if "session_choice" in entry:  # a choice not offered: the usual length, nothing lost
        assert (
            not view.notice.isVisible()
            and view.length.currentData() == 20
            and view.presenter.drill.reviews() == 1
        )
    else:
        assert view.notice.isVisible() and "damaged" in view.notice.text()
    type_right(qtbot, view)


def test_the_seat_chooser_shows_whole_names(qapp, qtbot, tmp_path: Path, word_file: Path) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtWidgets import QComboBox
    from shells import make_shell
    from test_family_table import setup

    shell = make_shell(qapp, tmp_path)
    long = "Grandmother Rosalind"  # as long as a name can be typed
    shell.start_game(setup(word_file, [("Ann", "human"), (long, "medium")]), None)
    assert shell.controller.session.match.config is not None
    dialog = shell.cards.seat_dialog(shell.controller.session.match.config)
    qtbot.addWidget(dialog)
    dialog.show()
    combo = dialog.findChild(QComboBox)
    assert combo is not None and combo.count() == 2 and combo.currentIndex() == 0
    text = combo.itemText(1)
    assert long in text
    wide = combo.fontMetrics().horizontalAdvance(text)
    assert combo.view().minimumWidth() >= wide and combo.width() >= wide
    shell.close()


def test_the_play_a_key_makes_is_plain_code() -> None:
    from ghost_gui.core.play.plays import Play
    from ghost_gui.gui.cards.drill_keys import caret_place, play_for, typed_letter

    ghost, xghost, ana = (variant_by_key(k) for k in ("ghost", "xghost", "anaghost"))
    assert play_for(ghost, "ca", 2, "t", left=False, reverse=False) == Play("t", Side.RIGHT)
    assert play_for(xghost, "ga", 1, "o", left=False, reverse=False) == Play("o", at=1)
    assert play_for(xghost, "ga", 0, "o", left=False, reverse=False).side is Side.LEFT
    assert play_for(ana, "art", 0, "c", left=False, reverse=False) == ana.play("art", "c")
    assert caret_place(Qt.Key.Key_Home, 2, 3) == 0 and caret_place(Qt.Key.Key_End, 0, 3) == 3
    assert caret_place(Qt.Key.Key_Left, 2, 3) == 1 and caret_place(Qt.Key.Key_A, 2, 3) is None
    assert typed_letter("G", Qt.KeyboardModifier.ShiftModifier) == "g"
    assert typed_letter("g", Qt.KeyboardModifier.ControlModifier) is None
    assert typed_letter("1", Qt.KeyboardModifier.NoModifier) is None
