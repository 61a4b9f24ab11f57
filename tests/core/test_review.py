"""The review of a kept match: every verdict checked against the brute-force minimax of the
players in its round (after knock-outs and with the house words accepted so far), and a
Perfect computer's plays never throw a win away."""

from __future__ import annotations

import random
from functools import cache

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from ghost_gui.core.analysis.review import MatchReview, ReviewVerdict, review_match
from ghost_gui.core.opponents.strategies import PerfectStrategy
from ghost_gui.core.play.match_record import record_of
from ghost_gui.core.play.match_text import read_match, write_match
from ghost_gui.core.play.rules import PlayerKind
from ghost_gui.core.play.variants import Variant, variant_by_key
from ghost_gui.core.solving.solver import Solver
from ghost_gui.core.words.lexicon import Lexicon

from .brute import Brute
from .random_matches import lexicon, random_match

VARIANTS = ["ghost", "super", "superduper", "xghost", "anaghost", "anti"]
vocabularies = st.lists(st.text(alphabet="abc", min_size=1, max_size=5), min_size=1, max_size=8)
SETTINGS = settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])


class Games:
    """The games a review asks for, and their brute-force twins, by players and house words."""

    def __init__(self, words: list[str], min_length: int, variant: Variant) -> None:
        self.words, self.min_length, self.variant = words, min_length, variant
        self.lexicon = cache(lambda house: lexicon([*self.words, *sorted(house)], min_length))
        self.brute = cache(lambda k, house: Brute(self.lexicon(house), variant, k))
        self.solver = cache(
            lambda k, house: Solver(self.lexicon(house), variant, k, use_cache=False).solve()
        )


def expected(brute: Brute, lx: Lexicon, before: str, after: str, k: int) -> tuple:  # type: ignore[type-arg]
    """The verdict and better letters, from the brute-force minimax."""
    bit = 1 << len(before) % k
    reach = _reachable(brute)
    child = brute.losers(after) if after in reach else None
    kept = child is not None and not child & bit
    if before not in reach or (before and brute.is_final(before)):
        if brute.variant.is_fragment(lx, before):
            return None, ()
        return (ReviewVerdict.KEPT if kept else ReviewVerdict.THREW_AWAY), ()
    made = set(brute.plays(before).values())
    if made == {after}:
        return ReviewVerdict.FORCED, ()
    if kept:
        return ReviewVerdict.KEPT, ()
    if not brute.losers(before) & bit:
        return ReviewVerdict.THREW_AWAY, tuple(sorted(f for f in made if not brute.losers(f) & bit))
    height = {f: _height(brute, f) for f in made}
    held = tuple(sorted(f for f in made if height[f] == max(height.values())))
    return (ReviewVerdict.LOST, ()) if after in held else (ReviewVerdict.GAVE_UP, held)


@cache
def _reachable(brute: Brute) -> frozenset[str]:
    return frozenset(brute.reachable())


@cache
def _height(brute: Brute, f: str) -> int:
    if brute.is_final(f):
        return 0
    return 1 + max(_height(brute, c) for c in brute.plays(f).values())


def _check(review: MatchReview, games: Games) -> int:
    judged = 0
    house: set[str] = set()
    for r, rec in zip(review.rounds, review.record.rounds):
        k = len(r.seats)
        h = frozenset(house)
        for p in r.plays:
            want, better = expected(games.brute(k, h), games.lexicon(h), p.before, p.fragment, k)
            assert (p.verdict, p.better) == (want, better), (p, r.seats)
            judged += p.verdict is not None
        house |= {s.word for s in rec.steps if getattr(s, "house", False)}
    return judged


@pytest.mark.parametrize("variant_key", VARIANTS)
@SETTINGS
@given(
    words=vocabularies,
    min_length=st.integers(1, 3),
    players=st.integers(2, 3),
    seed=st.integers(0, 10**6),
)
def test_every_verdict_agrees_with_brute_force(
    variant_key: str, words: list[str], min_length: int, players: int, seed: int
) -> None:
    lx = lexicon(words, min_length)
    assume(lx is not None)
    assert lx is not None
    games = Games(words, min_length, variant_by_key(variant_key))
    m = random_match(random.Random(seed), lx, variant_key, players, lives=1 + seed % 2)
    record = read_match(write_match(record_of(m, "tiny", "00")))  # reviewed as kept
    review = review_match(record, lambda k, house: games.solver(k, house))
    _check(review, games)
    for s in review.summary:
        mine = [p for r in review.rounds for p in r.plays if p.seat == s.seat]
        assert s.plays == len(mine)
        assert s.thrown_away == sum(p.verdict is ReviewVerdict.THREW_AWAY for p in mine)


@pytest.mark.parametrize("variant_key", ["ghost", "super", "xghost"])
@SETTINGS
@given(words=vocabularies, players=st.integers(2, 3), seed=st.integers(0, 10**6))
def test_a_perfect_computer_never_throws_a_win_away(
    variant_key: str, words: list[str], players: int, seed: int
) -> None:
    lx = lexicon(words, 2)
    assume(lx is not None)
    assert lx is not None
    variant = variant_by_key(variant_key)
    games = Games(words, 2, variant)
    rng = random.Random(seed)
    perfect = PerfectStrategy(games.solver(players, frozenset()), rng)
    m = random_match(rng, lx, variant_key, players, lives=2, house=False, perfect=perfect)
    review = review_match(record_of(m, "tiny", "00"), lambda k, h: games.solver(k, h))
    _check(review, games)
    kinds = [p.kind for p in review.record.players]
    for r in review.rounds:
        for p in r.plays:
            if kinds[p.seat] is PlayerKind.PERFECT:
                assert p.verdict is not ReviewVerdict.THREW_AWAY, p


def test_without_solvers_the_plays_are_listed_unjudged() -> None:
    lx = lexicon(["cat", "camel", "tab"], 3)
    assert lx is not None
    m = random_match(random.Random(3), lx, "ghost", 2)
    review = review_match(record_of(m, "tiny", "00"), None)
    assert all(p.verdict is None for r in review.rounds for p in r.plays)
    assert sum(len(r.plays) for r in review.rounds) > 0
    assert all(s.accuracy is None for s in review.summary)


@pytest.mark.parametrize("variant_key", ["ghost", "super", "xghost", "anaghost"])
def test_random_evenings_meet_every_verdict_and_each_agrees(variant_key: str) -> None:
    words = ["cat", "camel", "tab", "bat", "act", "acts", "batch", "scab", "cab"]
    games = Games(words, 3, variant_by_key(variant_key))
    lx = games.lexicon(frozenset())
    seen = set()
    for seed in range(40):
        m = random_match(random.Random(seed), lx, variant_key, 2 + seed % 2, lives=1 + seed % 2)
        review = review_match(record_of(m, "tiny", "00"), lambda k, h: games.solver(k, h))
        assert _check(review, games) == sum(len(r.plays) for r in review.rounds)
        seen |= {p.verdict for r in review.rounds for p in r.plays}
    assert seen == set(ReviewVerdict)


def test_a_bundled_list_named_as_the_window_names_it_is_found() -> None:
    """The window keeps a bundled list's name without ".txt" ("english-family") and no
    path: the review finds the bundled file by that name and checks it by its hash."""
    from ghost_gui.core.analysis.results import Workbench
    from ghost_gui.core.analysis.review import find_word_list
    from ghost_gui.core.play.match_record import record_of
    from ghost_gui.paths import wordlist_path

    from .random_matches import random_match

    bench = Workbench(wordlist_path("english-family.txt"))
    m = random_match(random.Random(3), bench.lexicon(4), "ghost", 2, lives=1, actions=6)
    record = record_of(m, "english-family", bench.word_list.digest)
    path, gap = find_word_list(record)
    assert gap is None and path == str(wordlist_path("english-family.txt"))


def test_a_game_past_the_memory_given_is_not_reviewed() -> None:
    """A review nobody asked for (the statistics' accuracy) is given less memory than a game:
    an Anaghost game whose graph would take more is not reviewed, and says why."""
    from ghost_gui.core.analysis.results import Workbench
    from ghost_gui.core.analysis.review import ReviewGap, review
    from ghost_gui.paths import wordlist_path

    bench = Workbench(wordlist_path("english-family.txt"))
    m = random_match(random.Random(5), bench.lexicon(4), "anaghost", 2, lives=1, actions=4)
    record = record_of(m, "english-family", bench.word_list.digest)
    graph = bench.pool_estimate(4).graph_bytes
    small = review(record, memory_limit=graph // 2)
    assert small.gaps == (ReviewGap.LIST_UNUSABLE,)
    assert all(p.verdict is None for r in small.rounds for p in r.plays)
    enough = review(record, memory_limit=graph * 2)
    assert not enough.gaps and any(p.verdict for r in enough.rounds for p in r.plays)
