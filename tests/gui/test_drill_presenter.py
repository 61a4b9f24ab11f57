"""The drill's presenter without a dialog: the states it publishes as a learner answers."""

from __future__ import annotations

import json
import random
from pathlib import Path

from test_drill_view import card_for

from ghost_gui.core.play.plays import Play
from ghost_gui.gui.cards.drill_presenter import (
    SESSION_CHOICES,
    DrillNotice,
    DrillPhase,
    DrillPresenter,
    DrillState,
)


def _presenter(path: Path, variant: str = "super") -> tuple[DrillPresenter, list[DrillState]]:
    p = DrillPresenter(card_for(variant), f"tiny/{variant}", path, rng=random.Random(3))
    seen: list[DrillState] = []
    p.changed.connect(seen.append)
    return p, seen


def _right(p: DrillPresenter) -> Play:
    q = p.state.question
    assert q is not None
    move = p.drill.nodes[q.at].move
    assert move is not None
    return move


def test_a_right_answer_asks_the_next_question_and_is_saved(qapp, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    path = tmp_path / "drill.json"
    p, seen = _presenter(path)
    first = p.state
    assert first.phase is DrillPhase.ASKING and first.question is not None
    assert first.answers == 0 and first.result is None and first.notice is None
    result = p.answer(_right(p))
    assert result is not None and result.right
    state = seen[-1]
    assert state.answers == 1 and state.result is result and state.phase is DrillPhase.ASKING
    assert state.figures.session_answers == 1 and state.figures.session_right == 1
    saved = json.loads(path.read_text(encoding="utf-8"))["cards"]["tiny/super"]
    assert saved["clock"] == 1 and saved["session_choice"] == first.session_choice


def test_a_miss_waits_for_go_on_and_takes_no_second_answer(qapp, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    p, seen = _presenter(tmp_path / "drill.json")
    asked = p.state.question
    result = p.answer(None)  # "show me"
    assert result is not None and not result.right
    assert p.state.phase is DrillPhase.MISSED and p.state.question == asked
    assert p.answer(None) is None and p.state.answers == 1  # not while the miss is shown
    p.go_on()
    assert p.state.phase is DrillPhase.ASKING and seen[-1] is p.state


def test_a_session_ends_and_the_next_begins_on_go_on(qapp, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    p, _ = _presenter(tmp_path / "drill.json")
    p.choose_session_length(10)
    assert p.state.session_choice == 10 and p.state.figures.session_length == 10
    for _ in range(10):
        p.answer(_right(p))
    assert p.state.phase is DrillPhase.SESSION_DONE and p.state.question is None
    assert p.state.figures.session == 1
    p.go_on()
    assert p.state.phase is DrillPhase.ASKING and p.state.figures.session == 2


def test_a_shorter_session_chosen_mid_way_may_end_it_at_once(qapp, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    p, _ = _presenter(tmp_path / "drill.json")
    for _ in range(10):
        p.answer(_right(p))
    assert p.state.phase is DrillPhase.ASKING
    assert set(SESSION_CHOICES) >= {10, 20}
    p.choose_session_length(10)
    assert p.state.phase is DrillPhase.SESSION_DONE


def test_where_the_learner_left_off_is_shown_until_the_first_answer(qapp, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    path = tmp_path / "drill.json"
    p, _ = _presenter(path)
    assert p.state.left_off is None  # never drilled
    for _ in range(3):
        p.answer(_right(p))
    again, _ = _presenter(path)
    assert again.state.left_off is not None
    figures, updated = again.state.left_off
    assert figures.session == 1 and figures.session_answers == 3 and updated
    again.answer(_right(again))
    assert again.state.left_off is None


def test_damaged_progress_is_a_notice_in_the_state(qapp, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    path = tmp_path / "drill.json"
    path.write_text("{not json", encoding="utf-8")
    p, _ = _presenter(path)
    assert p.state.notice is DrillNotice.DAMAGED and p.state.phase is DrillPhase.ASKING
