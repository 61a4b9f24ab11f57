"""The card drill: spaced repetition over a grouped card's decisions, on cards from real
solves of a small vocabulary, every variant, 2 and 3 players, every seat."""

from __future__ import annotations

import json
import random
from functools import cache

import pytest

from ghost_gui.core.cards.cards import TreeCard, WordCard, make_card
from ghost_gui.core.cards.drill import KNOWN_STREAK, NEW_EVERY, Drill, Question
from ghost_gui.core.cards.grouping import GroupNode, iter_nodes
from ghost_gui.core.play.plays import Play, Side
from ghost_gui.core.play.variants import VARIANTS, variant_by_key
from ghost_gui.core.solving.solver import Solver
from ghost_gui.core.words.lexicon import Lexicon
from ghost_gui.core.words.wordlist import word_list_from_words

WORDS = "cat camel cattle gecko goat gerbil zebra tab tabby bat bead bear beat cab cob cod code coded dab deb ebb".split()
CASES = [(v, p, seat) for v in VARIANTS for p in (2, 3) for seat in range(p)]


@cache
def card_for(variant_key: str, players: int, seat: int) -> WordCard | TreeCard:
    lx = Lexicon.build(word_list_from_words(WORDS), 3, use_cache=False)
    solver = Solver(lx, variant_by_key(variant_key), players, use_cache=False).solve()
    return make_card(solver, seat)


def drill_for(
    variant_key: str, players: int, seat: int, progress: dict | None = None, seed: int = 1
) -> Drill:
    return Drill.for_card(card_for(variant_key, players, seat), progress, random.Random(seed))


def right(drill: Drill, q: Question) -> str:
    return drill.nodes[q.at].play


def check_moves(drill: Drill, q: Question) -> None:
    """The moves lead from the start to the question, one letter at a time, in turn order,
    and the seat's own moves are the card's plays."""
    length = 0
    seat_next = 0
    for m in q.moves:
        assert len(m.fragment) == length + len(m.seats)
        assert list(m.seats) == [(seat_next + i) % drill.players for i in range(len(m.seats))]
        if m.seats == (drill.seat,):
            assert m.fragment in {n.play for n in drill.nodes.values()}
        length = len(m.fragment)
        seat_next = (m.seats[-1] + 1) % drill.players
    assert (q.moves[-1].fragment if q.moves else "") == q.at
    assert seat_next == drill.seat


@pytest.mark.parametrize(("variant_key", "players", "seat"), CASES)
def test_a_learner_who_never_misses_learns_in_two_reviews_per_decision(
    variant_key: str, players: int, seat: int
) -> None:
    drill = drill_for(variant_key, players, seat)
    card = card_for(variant_key, players, seat)
    assert drill.total() == card.decisions > 0
    asked: dict[str, int] = {}
    while not drill.learnt():
        q = drill.next_question()
        assert q is not None and q.at in drill.nodes
        assert q.new == (q.at not in asked)
        check_moves(drill, q)
        assert drill.next_question() == q  # the same question until it is answered
        result = drill.answer(right(drill, q))
        assert result.right and result.expected_fragment == result.node.play
        asked[q.at] = asked.get(q.at, 0) + 1
        assert drill.reviews() <= 2 * drill.total()
    assert drill.reviews() == 2 * drill.total() == 2 * card.decisions
    # every decision asked, never a forced play (it is played for the learner)
    assert set(asked) == {at for at, n in drill.nodes.items() if not n.forced} and set(
        asked.values()
    ) == {KNOWN_STREAK}
    assert drill.known() == drill.total()
    # the drill goes on as a review, and a review of a learnt card asks only what is due
    for _ in range(5):
        q = drill.next_question()
        assert q is not None
        drill.answer(right(drill, q))
    assert drill.learnt()


@pytest.mark.parametrize(("variant_key", "players", "seat"), CASES)
def test_a_miss_comes_back_after_one_other_question_and_shows_the_cards_line(
    variant_key: str, players: int, seat: int
) -> None:
    drill = drill_for(variant_key, players, seat)
    rng = random.Random(7)
    for _ in range(3 * drill.total() + 4):
        q = drill.next_question()
        assert q is not None
        if rng.random() < 0.3:
            result = drill.answer("qqqq")
            node = drill.nodes[q.at]
            assert not result.right and result.given == "qqqq"
            assert (result.expected_fragment, result.expected_play, result.words_to_aim_for) == (
                node.play,
                node.move,
                node.words,
            )
            assert result.words_to_aim_for
            coming = []
            for _ in range(3):
                nq = drill.next_question()
                assert nq is not None
                coming.append(nq.at)
                drill.answer(right(drill, nq))
            assert q.at in coming[:2]
        else:
            drill.answer(right(drill, q))
    # missing nothing from now on, the card is learnt
    for _ in range(2 * drill.total()):
        if drill.learnt():
            break
        q = drill.next_question()
        assert q is not None
        drill.answer(right(drill, q))
    assert drill.learnt()


@pytest.mark.parametrize(
    ("variant_key", "players", "seat"),
    [("ghost", 2, 1), ("anti", 3, 2), ("super", 2, 1), ("superduper", 3, 1)],
)
def test_progress_round_trips_through_json(variant_key: str, players: int, seat: int) -> None:
    drill = drill_for(variant_key, players, seat)
    for i in range(drill.total()):
        q = drill.next_question()
        assert q is not None
        drill.answer(right(drill, q) if i % 3 else None)
    saved = json.loads(json.dumps(drill.progress()))
    assert (
        saved["known"] == drill.known()
        and saved["total"] == drill.total()
        and saved["learnt"] is False
    )
    again = drill_for(variant_key, players, seat, saved)
    assert not again.damaged
    assert again.progress() == drill.progress()
    assert (again.known(), again.total(), again.reviews()) == (
        drill.known(),
        drill.total(),
        drill.reviews(),
    )
    # exactly the missing right answers finish it
    missing = sum(
        KNOWN_STREAK - min(KNOWN_STREAK, int(it["streak"])) for it in saved["items"].values()
    )
    missing += KNOWN_STREAK * (drill.total() - len(saved["items"]))
    while not again.learnt():
        q = again.next_question()
        assert q is not None
        again.answer(right(again, q))
    assert again.reviews() - drill.reviews() == missing


@pytest.mark.parametrize(
    "progress",
    [
        {"version": 99},
        {"version": 1, "clock": -1, "items": {}},
        {"version": 1, "clock": 3, "items": {"g": "x"}},
        "nonsense",
    ],
)
def test_damaged_progress_is_noticed_and_starts_afresh(progress: object) -> None:
    drill = drill_for("ghost", 2, 1, progress)  # type: ignore[arg-type]
    assert drill.damaged and drill.known() == 0
    assert drill.next_question() is not None


def test_a_decision_the_card_now_plays_otherwise_is_learnt_afresh() -> None:
    drill = drill_for("ghost", 2, 1)
    while not drill.learnt():
        q = drill.next_question()
        assert q is not None
        drill.answer(right(drill, q))
    saved = drill.progress()
    at = next(iter(saved["items"]))
    saved["items"][at]["play"] = "zzz"
    saved["items"]["not-on-this-card"] = {
        "play": "x",
        "box": 1,
        "streak": 1,
        "due": 0,
        "reviews": 1,
    }
    again = drill_for("ghost", 2, 1, saved)
    assert not again.damaged and again.known() == again.total() - 1
    q = again.next_question()
    assert q is not None and q.at == at and q.new


def test_a_forced_play_is_played_for_the_learner_never_asked() -> None:
    """cat camel goat gerbil, Ghost, player 1: of the positions "", ge, gerb and go at the
    holder's turn only "" offers a choice (c or g): one decision; the drill asks it and
    plays the forced letters at ge, gerb and go among the moves."""
    lx = Lexicon.build(word_list_from_words("cat camel goat gerbil".split()), 3, use_cache=False)
    card = make_card(Solver(lx, variant_by_key("ghost"), 2, use_cache=False).solve(), 0)
    assert card.decisions == 1 and {n.at for n in iter_nodes(card.tree) if n.forced} == {
        "ge",
        "gerb",
        "go",
    }
    drill = Drill.for_card(card, None, random.Random(0))
    assert drill.total() == 1 and drill.unseen() == 1
    for _ in range(6):
        q = drill.next_question()
        assert q is not None and q.at == ""
        drill.answer("g")
        if drill.learnt():
            break
    assert drill.learnt() and drill.known() == 1 and drill.reviews() == 2
    # progress of an older card that counted forced plays as decisions: still read, those
    # items left out (a decision of an older card), nothing damaged
    saved = drill.progress()
    saved["items"]["ge"] = {"play": "ger", "box": 1, "streak": 1, "due": 0, "reviews": 1}
    again = Drill.for_card(card, saved, random.Random(0))
    assert (
        not again.damaged
        and again.learnt()
        and again.total() == 1
        and "ge" not in again.progress()["items"]
    )
    # a card of forced plays only asks nothing
    only_forced = Drill([n for n in iter_nodes(card.tree) if n.at == "go"], None, random.Random(0))
    assert only_forced.total() == 0 and only_forced.next_question() is None


@pytest.mark.parametrize(("variant_key", "players", "seat"), CASES)
def test_forced_plays_on_the_way_are_played_for_the_learner(
    variant_key: str, players: int, seat: int
) -> None:
    drill = drill_for(variant_key, players, seat)

    def leads_to_a_decision(n: GroupNode) -> bool:
        return any(not c.forced or leads_to_a_decision(c) for c in n.next)

    on_the_way = {at for at, n in drill.nodes.items() if n.forced and leads_to_a_decision(n)}
    passed: set[str] = set()
    while not drill.learnt():
        q = drill.next_question()
        assert q is not None and not drill.nodes[q.at].forced
        before = ""
        for m in q.moves:
            if m.seats == (drill.seat,):
                passed.add(before)
                assert m.fragment == drill.nodes[before].play  # the card's play, forced or not
            before = m.fragment
        drill.answer(right(drill, q))
    assert on_the_way <= passed


def test_answers_as_plays_fragments_or_nothing() -> None:
    drill = drill_for("super", 2, 1)
    for i in range(2 * drill.total()):
        q = drill.next_question()
        assert q is not None
        node = drill.nodes[q.at]
        assert node.move is not None
        if i % 3 == 0:
            assert drill.answer(node.play.upper()).right  # the fragment, in any case
        elif i % 3 == 1:
            # the same letter on the other side is right only when it makes the same letters
            other = Play(
                node.move.letter, Side.LEFT if node.move.side is Side.RIGHT else Side.RIGHT
            )
            assert drill.answer(other).right == (other.apply(q.at) == node.play)
        else:
            result = drill.answer(None)
            assert not result.right and result.given is None


def test_superduper_answers_may_turn_the_letters_around() -> None:
    card = card_for("superduper", 3, 2)
    assert any(n.move is not None and n.move.reverse for n in iter_nodes(card.tree))
    drill = Drill.for_card(card, None, random.Random(3))
    seen = False
    for _ in range(4 * drill.total()):
        q = drill.next_question()
        assert q is not None
        node = drill.nodes[q.at]
        assert node.move is not None
        if node.move.reverse and q.at != q.at[::-1]:
            plain = Play(node.move.letter, node.move.side)
            assert not drill.answer(plain).right  # forgetting to turn around is a miss
            seen = True
        else:
            assert drill.answer(node.move).right
    assert seen


def test_the_same_seed_drills_the_same_way_and_an_empty_card_asks_nothing() -> None:
    def run(seed: int) -> list[str]:
        drill = drill_for("super", 3, 2, seed=seed)
        out = []
        for i in range(40):
            q = drill.next_question()
            assert q is not None
            out.append(q.at + "/" + ",".join(m.fragment for m in q.moves))
            drill.answer(right(drill, q) if i % 4 else "nope")
        return out

    assert run(5) == run(5)
    empty = Drill([], None, random.Random(0))
    assert empty.next_question() is None and empty.learnt() and empty.total() == 0


# -- issue 26, point 5: a long card in short sessions ---------------------------------------


def test_sessions_count_their_questions_and_the_due_shrink_with_right_answers() -> None:
    drill = drill_for("ghost", 3, 1)
    assert drill.session_over() and drill.due() == 0 and drill.unseen() == drill.total()
    drill.start_session(4)
    assert drill.session == 1 and not drill.session_over()
    for _ in range(4):
        q = drill.next_question()
        assert q is not None
        drill.answer(right(drill, q))
    assert drill.session_over() and drill.session_answers == drill.session_right == 4
    seen = drill.total() - drill.unseen()
    assert seen > 0 and drill.known() < seen  # seen once each: none known yet
    # the next sitting: what was seen and not known is due at once
    again = Drill.for_card(
        card_for("ghost", 3, 1), json.loads(json.dumps(drill.progress())), random.Random(3)
    )
    assert again.session == 1 and again.session_over() and again.known() == drill.known()
    told = again.due()  # between sessions: what the next one goes over
    assert told == seen - again.known()
    again.start_session(None)  # what is due, and room for the new decisions' share
    assert again.session == 2 and again.due() == told
    room = told // (NEW_EVERY - 1) if again.unseen() else 0
    assert again.session_length == again.due_questions() == told + room
    while not again.session_over():
        q = again.next_question()
        assert q is not None
        before = again.due()
        was_due = again.is_due(q.at)
        again.answer(right(again, q))
        if was_due and not again.session_over():  # known now: off the due until its review
            assert again.due() == before - 1 and not again.is_due(q.at)
    assert again.known() >= seen


def test_a_session_left_half_way_is_resumed_where_it_was_left_off() -> None:
    drill = drill_for("ghost", 2, 0)
    drill.start_session(10)
    for _ in range(3):
        q = drill.next_question()
        assert q is not None
        drill.answer(None if _ == 1 else right(drill, q))
    saved = json.loads(json.dumps(drill.progress()))
    assert (
        saved["session"],
        saved["session_length"],
        saved["session_answers"],
        saved["session_right"],
    ) == (1, 10, 3, 2)
    again = Drill.for_card(card_for("ghost", 2, 0), saved)
    assert not again.damaged and not again.session_over()
    assert (again.session, again.session_answers, again.session_right) == (1, 3, 2)
    older = {
        k: v for k, v in saved.items() if not k.startswith("session")
    }  # progress of an older version
    assert Drill.for_card(card_for("ghost", 2, 0), older).session == 0
    odd = {
        **saved,
        "session_right": 9,
    }  # more right than answered: a new session, the decisions kept
    kept = Drill.for_card(card_for("ghost", 2, 0), odd)
    assert kept.session_over() and kept.reviews() == 3 and not kept.damaged
