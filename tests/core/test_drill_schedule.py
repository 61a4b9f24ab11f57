"""The drill's schedule across sessions: a known decision comes back for review after its
interval in sessions while the card is still being learnt, the interval grows with each right
review and shrinks on a miss; what is due is counted one way; old progress is read."""

from __future__ import annotations

import json

import pytest

from ghost_gui.core.cards.drill import KNOWN_STREAK, REVIEW_INTERVALS, Drill
from ghost_gui.core.cards.drill_items import MAX_INTERVAL
from ghost_gui.core.words.lexicon import Lexicon
from ghost_gui.core.words.wordlist import word_list_from_words

from .test_drill import WORDS, card_for, drill_for, right

LENGTH = 10


def play_session(drill: Drill, miss: str | None = None, *, start: bool = True) -> list[str]:
    """One session of LENGTH questions (``start``: begin it), every answer right except at
    ``miss`` (the first time it is asked); the decisions asked, in order."""
    if start:
        drill.start_session(LENGTH)
    asked: list[str] = []
    while not drill.session_over():
        q = drill.next_question()
        assert q is not None
        drill.answer(None if q.at == miss and miss not in asked else right(drill, q))
        asked.append(q.at)
    return asked


def schedule(drill: Drill, at: str) -> tuple[int, int, int]:
    raw = drill.progress()["items"][at]
    return raw["streak"], raw["interval"], raw["due_session"]


def test_a_known_decision_comes_back_after_growing_intervals_before_the_card_is_learnt() -> None:
    drill = drill_for("super", 3, 2)  # 21 decisions: several sessions to learn
    play_session(drill)
    known = [at for at, raw in drill.progress()["items"].items() if raw["streak"] >= KNOWN_STREAK]
    assert known and not drill.learnt()
    at = known[0]
    assert schedule(drill, at)[1:] == (1, 2)  # known in session 1: back in session 2
    reviews, intervals = [1], [1]
    while not drill.learnt():
        asked = play_session(drill)
        if drill.session < reviews[-1] + intervals[-1]:
            assert at not in asked  # not before its time
        elif drill.session == reviews[-1] + intervals[-1]:
            assert at in asked  # back in the session its interval says
            reviews.append(drill.session)
            intervals.append(schedule(drill, at)[1])
    assert len(reviews) >= 3, reviews  # reviewed at least twice while the card was learnt
    assert intervals == list(REVIEW_INTERVALS[: len(intervals)])  # 1, 3, 7 ...: growing


def test_a_missed_review_shortens_the_interval_and_is_learnt_again() -> None:
    drill = drill_for("super", 3, 2)
    play_session(drill)
    at = next(a for a, r in drill.progress()["items"].items() if r["streak"] >= KNOWN_STREAK)
    while schedule(drill, at)[1] < 7:  # right reviews: 1, 3, 7
        play_session(drill)
    before = schedule(drill, at)[1]
    while True:
        asked = play_session(drill, miss=at)
        if at in asked:
            break
    streak, interval, _ = schedule(drill, at)
    assert interval == before // 2 < before
    # the miss came back within the session (after one other question) and was learnt again
    assert asked.count(at) >= 2 and streak >= KNOWN_STREAK
    assert drill.is_due(at) is False
    assert schedule(drill, at)[2] <= drill.session + interval


def test_the_due_count_is_the_same_between_sessions_and_at_the_next_start() -> None:
    drill = drill_for("super", 3, 2)
    drill.start_session(LENGTH)
    for n in range(5):
        play_session(drill, miss=None if n % 2 else "ab", start=False)
        told = drill.due()  # what a session's end says
        saved = json.loads(json.dumps(drill.progress()))
        again = Drill.for_card(card_for("super", 3, 2), saved)
        assert again.due() == told  # a new sitting, before the next session
        drill.start_session(LENGTH)
        assert drill.due() == told  # and the next session begins with it


def test_progress_without_intervals_is_read_and_damaged_intervals_are_reset() -> None:
    drill = drill_for("super", 3, 2)
    play_session(drill)
    play_session(drill)
    saved = json.loads(json.dumps(drill.progress()))
    items = saved["items"]
    known = [at for at, r in items.items() if r["streak"] >= KNOWN_STREAK]
    assert len(known) >= 3
    old = json.loads(json.dumps(saved))
    for raw in old["items"].values():  # as the drill saved before intervals
        del raw["interval"], raw["due_session"]
    del old["session_new"]
    again = Drill.for_card(card_for("super", 3, 2), old)
    assert not again.damaged and again.known() == drill.known()
    for at in known:  # an interval its right answers in a row earned, due within it
        streak, interval, due_session = schedule(again, at)
        assert interval == REVIEW_INTERVALS[min(streak - KNOWN_STREAK, 6)]
        assert again.session < due_session <= again.session + interval
    bad = json.loads(json.dumps(saved))
    for value, at in zip(("x", -3, MAX_INTERVAL + 1, None), known, strict=False):
        bad["items"][at]["interval"] = value
    bad["items"][known[0]]["due_session"] = 10**9
    damaged = Drill.for_card(card_for("super", 3, 2), bad)
    assert damaged.known() == drill.known() and not damaged.damaged
    for at in known:
        _, interval, due_session = schedule(damaged, at)
        assert 1 <= interval <= MAX_INTERVAL and due_session <= damaged.session + interval
    play_session(damaged)  # and it drills on


@pytest.mark.parametrize(("variant", "players", "seat"), [("ghost", 3, 2), ("anti", 2, 1)])
def test_a_miss_that_completes_a_word_is_told_so(variant: str, players: int, seat: int) -> None:
    lexicon = Lexicon.build(word_list_from_words(WORDS), 3, use_cache=False)
    drill = Drill.for_card(card_for(variant, players, seat), lexicon=lexicon)
    without = Drill.for_card(card_for(variant, players, seat))  # no word list: nothing to tell
    for _ in range(4 * drill.total()):
        q = drill.next_question()
        assert q is not None and without.next_question() == q
        node = drill.nodes[q.at]
        word = next((w for w in WORDS if w[:-1] == q.at and w != node.play), None)
        if word is None:
            drill.answer(right(drill, q))
            without.answer(right(without, q))
            continue
        result = drill.answer(word)
        assert not result.right and result.completes_word and result.given == word
        assert not without.answer(word).completes_word
        return
    pytest.fail("no position where a miss completes a word")
