"""Learning from one's mistakes, in the core: the positions asked are exactly those where the
person threw a win away that a letter would have kept (each once), and a person's book
brings a position answered wrong back next session and, once found, ever later."""

from __future__ import annotations

import random

import pytest

from ghost_gui.core.analysis.mistake_book import MistakeBook, MistakeBooks
from ghost_gui.core.analysis.mistakes import Mistake, mistakes_of
from ghost_gui.core.analysis.review import MatchReview, ReviewVerdict, review_match
from ghost_gui.core.play.match import Match, MatchConfig, PlayerSpec
from ghost_gui.core.play.match_record import record_of
from ghost_gui.core.play.plays import Play
from ghost_gui.core.play.rules import PlayerKind, Starter
from ghost_gui.core.play.variants import variant_by_key
from ghost_gui.core.solving.solver import Solver

from .random_matches import lexicon, random_match

#: Ghost, 3 letters, 2 players: at the start B wins (BCDE ends on the second player) and A
#: loses (AB, then the first completes ABC or ABD); at A, B wins for the second player and
#: X loses (AXYZ ends on them)
WORDS = ["abc", "abd", "bcde", "axyz"]


def evening_match(kinds: tuple[PlayerKind, PlayerKind] = (PlayerKind.HUMAN,) * 2) -> Match:
    """Ann throws the win away at the start twice (rounds 1 and 3), Bo at A once."""
    lx = lexicon(WORDS, 3)
    assert lx is not None
    specs = (PlayerSpec("Ann", kinds[0]), PlayerSpec("Bo", kinds[1]))
    config = MatchConfig(specs, "ghost", 3, "tiny", lives=2, next_round_starter=Starter.LOSER)
    m = Match(config, lx, variant_by_key("ghost"))
    for letters in ("axyz", "bcde", "abc"):  # Bo loses, then Ann twice
        for letter in letters:
            m.play(m.to_move, Play(letter))
    assert m.winner == 1
    return m


def evening_review(kinds: tuple[PlayerKind, PlayerKind] = (PlayerKind.HUMAN,) * 2) -> MatchReview:
    lx = lexicon(WORDS, 3)
    assert lx is not None
    solver = Solver(lx, variant_by_key("ghost"), 2, use_cache=False).solve()
    return review_match(record_of(evening_match(kinds), "tiny", "00"), lambda k, h: solver)


def test_the_positions_asked_are_where_each_person_threw_a_win_away() -> None:
    r = evening_review()
    ann, bo = mistakes_of(r, 0), mistakes_of(r, 1)
    assert [(m.before, m.played, m.better) for m in ann] == [("", "a", ("b",))]  # once
    assert ann[0].players == ("Ann", "Bo") and ann[0].person == "Ann"
    assert [(m.before, m.previous, m.played, m.better) for m in bo] == [("a", "", "ax", ("ab",))]
    assert bo[0].person == "Bo" and bo[0].turn == 1
    assert bo[0].line[0] == "ab"  # the line perfect play forces from A
    assert bo[0].keeps_win("AB") and not bo[0].keeps_win("ax")


@pytest.mark.parametrize("variant_key", ["ghost", "super", "xghost", "anaghost"])
def test_every_win_thrown_away_with_a_better_letter_is_asked_once(variant_key: str) -> None:
    words = ["cat", "camel", "tab", "bat", "act", "acts", "batch", "scab", "cab"]
    lx = lexicon(words, 3)
    assert lx is not None
    variant = variant_by_key(variant_key)
    solvers = {k: Solver(lx, variant, k, use_cache=False).solve() for k in (2, 3)}
    asked = 0
    for seed in range(20):
        m = random_match(random.Random(seed), lx, variant_key, 2 + seed % 2, house=False)
        r = review_match(record_of(m, "tiny", "00"), lambda k, h: solvers[k])
        for seat in range(len(r.record.players)):
            thrown = {
                (len(rr.seats), p.before): p.better
                for rr in r.rounds
                for p in rr.plays
                if p.seat == seat and p.verdict is ReviewVerdict.THREW_AWAY and p.better
            }
            found = mistakes_of(r, seat)
            assert {(len(f.players), f.before): f.better for f in found} == thrown
            assert len({f.key for f in found}) == len(found) == len(thrown)
            asked += len(found)
    assert asked > 0


def test_a_wrong_answer_comes_back_next_session_and_a_right_one_ever_later() -> None:
    r = evening_review()
    first, second = mistakes_of(r, 1)[0], mistakes_of(r, 0)[0]
    book = MistakeBook()
    book.begin()
    assert book.plan([first, second]) == [first, second]
    book.answered(first, False)
    book.answered(second, True)  # found at once: nothing to go over
    asked_in = []
    for session in range(2, 12):
        book = MistakeBooks.restored(MistakeBooks({"Bo": book}).saved())[0].book("Bo")
        book.begin()
        plan = book.plan([])
        assert second not in plan
        if plan:
            assert plan == [first]
            asked_in.append(session)
            book.answered(first, True)
    # found twice in a row it is known; then each right answer waits longer
    assert asked_in == [2, 3, 4, 7]


def test_a_miss_of_a_known_position_brings_it_back_next_session() -> None:
    m = mistakes_of(evening_review(), 1)[0]
    book = MistakeBook()
    for right in (False, True, True, True):
        book.begin()
        book.answered(m, right)
    book.begin()
    assert book.due() == []
    book.answered(m, False)  # a review ahead of time, missed
    book.begin()
    assert book.due() == [m]


def test_the_books_read_back_and_damage_is_left_out_and_said() -> None:
    r = evening_review()
    books = MistakeBooks()
    book = books.book("Bo")
    book.begin()
    book.answered(mistakes_of(r, 1)[0], False)
    saved = books.saved()
    again, damaged = MistakeBooks.restored(saved)
    assert not damaged and again.saved() == saved
    assert Mistake.restored(saved["people"]["Bo"]["positions"][0]) == mistakes_of(r, 1)[0]
    bad = {**saved, "people": {**saved["people"], "Ann": {"session": -1}, "Cy": "x"}}
    bad["people"]["Bo"]["positions"].append({"variant": ["ghost"], "schedule": {}})
    again, damaged = MistakeBooks.restored(bad)
    assert damaged and list(again.books) == ["Bo"] and len(again.books["Bo"].entries) == 1
    for other in (None, [], {"version": 99}, {"version": 1, "people": []}):
        assert MistakeBooks.restored(other)[0].books == {}
