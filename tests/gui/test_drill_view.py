"""Learn the card: the drill dialog, driven from the keyboard."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from ghost_gui.core.cards import TreeCard, WordCard, make_card
from ghost_gui.core.lexicon import Lexicon
from ghost_gui.core.plays import Side
from ghost_gui.core.solver import Solver
from ghost_gui.core.variants import variant_by_key
from ghost_gui.core.wordlist import word_list_from_words
from ghost_gui.gui import storage
from ghost_gui.gui.drill_view import DrillView

WORDS = "cat camel cattle gecko goat gerbil zebra tab tabby".split()


def card_for(variant_key: str = "ghost", players: int = 2, seat: int = 1) -> WordCard | TreeCard:
    lx = Lexicon.build(word_list_from_words(WORDS), 3, use_cache=False)
    return make_card(Solver(lx, variant_by_key(variant_key), players, use_cache=False).solve(), seat)


def view_for(qtbot, path: Path, card: WordCard | TreeCard | None = None, key: str = "tiny/ghost/3/2/1") -> DrillView:  # type: ignore[no-untyped-def]
    view = DrillView(card or card_for(), key, "Ghost · player 2 · tiny", path, rng=random.Random(2))
    qtbot.addWidget(view)
    view.show()
    return view


def type_right(qtbot, view: DrillView) -> None:  # type: ignore[no-untyped-def]
    q = view.question
    assert q is not None
    node = view.drill.nodes[q.at]
    assert node.move is not None
    if node.move.reverse:
        qtbot.keyClick(view, Qt.Key.Key_Space)
        assert view.turn_around.isChecked()
    shift = Qt.KeyboardModifier.ShiftModifier if node.move.side is Side.LEFT else Qt.KeyboardModifier.NoModifier
    letter = node.move.letter
    qtbot.keyClicks(view, letter.upper() if shift != Qt.KeyboardModifier.NoModifier else letter, shift)


@pytest.mark.parametrize("variant_key", ["ghost", "anti", "super", "superduper"])
def test_typing_the_cards_letters_learns_it_and_fills_the_bar(qtbot, tmp_path: Path, variant_key: str) -> None:  # type: ignore[no-untyped-def]
    card = card_for(variant_key)
    view = view_for(qtbot, tmp_path / "drill.json", card)
    total = view.drill.total()
    assert total == card.decisions > 0
    assert view.bar.value() == 0 and view.bar.text() == f"Known 0 of {total} decisions"
    for _ in range(2 * total):
        type_right(qtbot, view)
        assert view.verdict.text().startswith("\u2714") and not view.waiting
    assert view.drill.learnt() and view.bar.value() == view.bar.maximum() == total
    assert view.bar.text() == f"Known {total} of {total} decisions"
    assert "Learnt!" in view.verdict.text() and view.status.text() == "Learnt!"


def test_a_wrong_letter_shows_the_cards_line_until_enter(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    view = view_for(qtbot, tmp_path / "drill.json")
    q = view.question
    assert q is not None
    node = view.drill.nodes[q.at]
    wrong = next(c for c in "qxjv" if q.at + c != node.play)
    qtbot.keyClick(view, wrong)
    assert view.waiting and view.next_button.isVisible() and view.feedback.isVisible()
    assert view.verdict.text().startswith("\u2718") and (q.at + wrong).upper() in view.verdict.text()
    line = view.line.text()
    assert node.play[-1].upper() in line and all(w in line for w in node.words[:5])
    qtbot.keyClick(view, "a")  # ignored until Enter: the line stays readable
    assert view.waiting and view.drill.reviews() == 1
    qtbot.keyClick(view, Qt.Key.Key_Return)
    assert not view.waiting and view.question is not None
    # "Show me" is a miss too, and shows the line
    view.dont_know.click()
    assert view.waiting and "Aim for" in view.line.text()


def test_progress_is_saved_after_every_answer_and_reloaded(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    path = tmp_path / "drill.json"
    view = view_for(qtbot, path)
    for _ in range(3):
        type_right(qtbot, view)
        saved = json.loads(path.read_text(encoding="utf-8"))
        assert saved["cards"]["tiny/ghost/3/2/1"]["clock"] == view.drill.reviews()
    known = view.drill.known()
    view.close()
    # another card's progress shares the file
    other = view_for(qtbot, path, card_for("super", 2, 0), key="tiny/super/3/2/0")
    type_right(qtbot, other)
    again = view_for(qtbot, path)
    assert not again.notice.isVisible()
    assert again.drill.reviews() == 3 and again.drill.known() == known
    assert again.bar.value() == known
    assert set(json.loads(path.read_text(encoding="utf-8"))["cards"]) == {"tiny/ghost/3/2/1", "tiny/super/3/2/0"}


@pytest.mark.parametrize("content", ["{not json", json.dumps({"version": 1, "cards": {"tiny/ghost/3/2/1": {"version": 1, "clock": "x"}}}), "[]"])
def test_a_corrupt_progress_file_starts_afresh_with_one_notice(qtbot, tmp_path: Path, content: str) -> None:  # type: ignore[no-untyped-def]
    path = tmp_path / "drill.json"
    path.write_text(content, encoding="utf-8")
    view = view_for(qtbot, path)
    assert view.notice.isVisible() and "damaged" in view.notice.text()
    assert view.drill.reviews() == 0 and view.question is not None
    type_right(qtbot, view)
    saved = json.loads(path.read_text(encoding="utf-8"))
    assert saved["cards"]["tiny/ghost/3/2/1"]["clock"] == 1
    again = view_for(qtbot, path)
    assert not again.notice.isVisible() and again.drill.reviews() == 1


def test_escape_closes(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    view = view_for(qtbot, tmp_path / "drill.json")
    qtbot.keyClick(view, Qt.Key.Key_Escape)
    assert not view.isVisible()


def test_a_progress_file_that_cannot_be_written_is_said_once(qtbot, tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    def refuse(path: Path, data: object) -> None:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(storage, "write_json", refuse)
    view = view_for(qtbot, tmp_path / "drill.json")
    assert not view.notice.isVisible()
    type_right(qtbot, view)
    assert view.notice.isVisible() and "Could not save" in view.notice.text() and "Permission denied" in view.notice.text()
    view.notice.hide()
    type_right(qtbot, view)
    assert not view.notice.isVisible() and view.drill.reviews() == 2  # the drill goes on
