"""Perfect play after a knock-out (issue 25, point 3): once a player is out, the round is the
game of the players still in, and the perfect, adaptive and team computers, the hints and
practice's verdicts follow that game, checked against the brute-force minimax. When the
computers team up, the match ends as the last person goes out."""

from __future__ import annotations

import random
from functools import cache

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from ghost_gui.core.opponents.adaptive import AdaptiveLevel, AdaptiveStrategy
from ghost_gui.core.opponents.coalition import TeamStrategy
from ghost_gui.core.opponents.opponents import make_strategy
from ghost_gui.core.opponents.strategies import PerfectStrategy, Position
from ghost_gui.core.play.match import Match, MatchConfig, PlayerSpec
from ghost_gui.core.play.match_events import MatchOver, PlayerKnockedOut
from ghost_gui.core.play.plays import Play
from ghost_gui.core.play.variants import VARIANTS, Variant, variant_by_key
from ghost_gui.core.solving.practice import Practice, VerdictKind
from ghost_gui.core.solving.solver import Solver
from ghost_gui.core.solving.solver_set import SolverSet
from ghost_gui.core.words.lexicon import Lexicon
from ghost_gui.core.words.wordlist import word_list_from_words

from .brute import Brute

vocabularies = st.lists(st.text(alphabet="abc", min_size=1, max_size=6), min_size=1, max_size=9)
SETTINGS = settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
INF = 1 << 30


def _lexicon(words: list[str], min_length: int) -> Lexicon | None:
    lx = Lexicon.build(word_list_from_words(words), min_length, use_cache=False)
    return lx if lx.sorted_words else None


def _table(players: int, out: int, start: int) -> tuple[tuple[int, ...], int]:
    """The seats still in with ``out`` knocked out, and the seat that opened the round."""
    seats = tuple(s for s in range(players) if s != out % players)
    return seats, seats[start % len(seats)]


def _live(brute: Brute, lx: Lexicon, variant: Variant) -> list[str]:
    return sorted(f for f in brute.reachable() if not (f and variant.is_final(lx, f)))


@pytest.mark.parametrize("variant_key", list(VARIANTS))
@pytest.mark.parametrize("players", [3, 4])
@SETTINGS
@given(
    words=vocabularies, min_length=st.integers(1, 3), out=st.integers(0, 3), start=st.integers(0, 3)
)
def test_perfect_hints_and_verdicts_follow_the_game_of_those_still_in(
    variant_key: str, players: int, words: list[str], min_length: int, out: int, start: int
) -> None:
    lx = _lexicon(words, min_length)
    if lx is None:
        return
    v = variant_by_key(variant_key)
    seats, first = _table(players, out, start)
    k = len(seats)
    full = Solver(lx, v, players, use_cache=False).solve()
    solvers = SolverSet(full)
    brute = Brute(lx, v, k)
    small = Solver(lx, v, k, use_cache=False).solve()  # what it must agree with, tie-breaks too
    perfect = PerfectStrategy(full, random.Random(0), solvers)
    made = make_strategy(
        "perfect", lx, v, players, random.Random(0), solver=full
    )  # no set given: made from the graph
    adaptive = AdaptiveStrategy(full, random.Random(0), AdaptiveLevel(1.0), solvers)
    practice = Practice(full)
    for f in _live(brute, lx, v):
        seat = seats[(seats.index(first) + len(f)) % k]
        pos = Position(f, seat, players, lx, v, active=seats)
        assert pos.start() == first and pos.relative(seat) == len(f) % k and pos.playing == k
        bit = 1 << (len(f) % k)
        children = brute.plays(f)
        winning = sorted(p for p, c in children.items() if not brute.losers(c) & bit)
        play = perfect.choose_play(pos)
        assert play in children
        if winning:
            assert play in winning, f
        assert play == small.line(f, 1)[0][0] == made.choose_play(pos) == adaptive.choose_play(pos)
        # the hint: the solver of the players still in
        hint = solvers.get(k)
        assert (
            hint.players == k
            and hint.is_won(f) == bool(winning)
            and hint.winning_plays(f) == winning
        )
        # practice's verdict on every play from here
        for p, c in children.items():
            verdict = practice.judge(f, p, hint)
            assert verdict is not None
            lost = brute.losers(c) & bit
            expected = (
                VerdictKind.GOOD
                if not lost
                else VerdictKind.BLUNDER
                if winning
                else VerdictKind.LOST
                if p in hint.longest_plays(f)
                else VerdictKind.GAVE_UP
            )
            assert verdict.kind is expected, (f, p)


def _forcing(brute: Brute, lx: Lexicon, variant: Variant, team: int):  # type: ignore[no-untyped-def]
    """Letters to a forced human loss, by brute force (relative seats; INF: none)."""
    k = brute.players
    humans = ((1 << k) - 1) & ~team

    @cache
    def dist(f: str) -> int:
        if f and variant.is_final(lx, f):
            return 0 if variant.losers_at_word((len(f) - 1) % k, k) & humans else INF
        kids = [dist(c) for c in brute.plays(f).values()]
        best = min(kids) if team >> (len(f) % k) & 1 else max(kids)
        return INF if best >= INF else best + 1

    return dist


@pytest.mark.parametrize("variant_key", ["ghost", "anti", "super"])
@pytest.mark.parametrize("players", [3, 4])
@SETTINGS
@given(
    words=vocabularies,
    min_length=st.integers(1, 3),
    out=st.integers(0, 3),
    start=st.integers(0, 3),
    team_bits=st.integers(1, 14),
)
def test_team_forces_a_human_loss_in_the_game_of_those_still_in(
    variant_key: str,
    players: int,
    words: list[str],
    min_length: int,
    out: int,
    start: int,
    team_bits: int,
) -> None:
    lx = _lexicon(words, min_length)
    if lx is None:
        return
    v = variant_by_key(variant_key)
    seats, first = _table(players, out, start)
    k = len(seats)
    team = {s for s in range(players) if team_bits >> s & 1}  # may hold the seat that is out
    if not team & set(seats) or set(seats) <= team:
        return  # a computer and a person must both still be in
    full = Solver(lx, v, players, use_cache=False).solve()
    solvers = SolverSet(full)
    brute = Brute(lx, v, k)
    small = Solver(lx, v, k, use_cache=False).solve()
    rng = random.Random(0)
    strategy = TeamStrategy(full, team, rng, solvers=solvers)
    for f in _live(brute, lx, v):
        seat = seats[(seats.index(first) + len(f)) % k]
        if seat not in team:
            continue
        pos = Position(f, seat, players, lx, v, active=seats)
        rel = sum(1 << pos.relative(a) for a in team if a in seats)
        dist = _forcing(brute, lx, v, rel)
        play = strategy.choose_play(pos)
        here = dist(f)
        if here < INF:
            assert dist(brute.plays(f)[play]) == here - 1, (
                f
            )  # keeps the forced loss, the shortest way
        else:
            assert play == small.line(f, 1)[0][0], f  # its own perfect game


# -- a case where the game of all the seats plays differently --------------------------------
# "aaa" and "cccc": with three players the first mover wins with A (the third player completes
# AAA). With the middle seat out, two are left: AAA is then the first mover's own word, and
# C wins (CCCC falls to the other).


def _two_words() -> tuple[Lexicon, Variant, Solver]:
    lx = _lexicon(["aaa", "cccc"], 3)
    assert lx is not None
    v = variant_by_key("ghost")
    return lx, v, Solver(lx, v, 3, use_cache=False).solve()


def test_after_a_knockout_the_play_hint_verdict_and_team_change() -> None:
    lx, v, full = _two_words()
    before = Position("", 2, 3, lx, v)  # nobody out: the three-player game
    after = Position("", 2, 3, lx, v, active=(0, 2))  # seat 1 is out; seat 2 opens the round
    assert PerfectStrategy(full, random.Random(0)).choose_play(before) == Play("a")
    assert PerfectStrategy(full, random.Random(0)).choose_play(after) == Play("c")
    assert AdaptiveStrategy(full, random.Random(0), AdaptiveLevel(1.0)).choose_play(after) == Play(
        "c"
    )
    # the team (seats 1 and 2) against the person in seat 0: CCCC ends on the person
    assert TeamStrategy(full, {1, 2}, random.Random(0)).choose_play(after) == Play("c")
    solvers = SolverSet(full)
    two = solvers.get(2)
    assert solvers.ready(2) is two and two.players == 2 and two.winning_plays("") == [Play("c")]
    assert full.winning_plays("") == [Play("a")]
    verdict = Practice(full).judge("", Play("a"), two)
    assert (
        verdict is not None
        and verdict.kind is VerdictKind.BLUNDER
        and verdict.alternatives == (Play("c"),)
    )


def test_solver_set_uses_the_maker_once() -> None:
    lx, v, full = _two_words()
    made: list[int] = []

    def make(players: int) -> Solver:
        made.append(players)
        return Solver(lx, v, players, use_cache=False, graph=full.graph)

    solvers = SolverSet(full, make)
    assert solvers.ready(2) is None and solvers.ready(3) is full
    assert solvers.get(2) is solvers.get(2) is solvers.ready(2)
    assert solvers.get(3) is full and made == [2]


# -- the match ends when the computers team up and the last person is out ---------------------
def _match(kinds: tuple[str, ...], **options) -> Match:  # type: ignore[no-untyped-def]
    lx = _lexicon(["cat", "camel", "gecko", "goat"], 3)
    assert lx is not None
    specs = tuple(PlayerSpec(f"P{i + 1}", kind) for i, kind in enumerate(kinds))
    return Match(MatchConfig(specs, "ghost", 3, "tiny", **options), lx, variant_by_key("ghost"))


def test_team_up_match_ends_when_the_last_person_is_out() -> None:
    m = _match(("human", "perfect", "random"), lives=2, team_up=True)
    m.resign(0)  # P1 loses a round; P1 starts the next
    m.play(0, Play("c"))
    m.resign(1)  # P2 (a computer) loses one: P3 has lost none
    assert m.to_move == 1 and m.winner is None
    m.play(1, Play("g"))
    events = m.play(2, Play("o")) + m.resign(0)  # P1 is out at GH
    assert PlayerKnockedOut(0) in events and MatchOver(2) in events
    assert m.winner == 2 and m.active() == [1, 2]  # the side's winner: the fewest lost rounds
    alone = _match(("human", "perfect", "random"), lives=1)  # no team: the computers play on
    alone.resign(0)
    assert alone.winner is None and alone.active() == [1, 2]


def test_team_up_match_goes_on_while_a_person_is_in() -> None:
    m = _match(("human", "perfect", "human", "perfect"), lives=1, team_up=True)
    events = m.resign(0)
    assert PlayerKnockedOut(0) in events and m.winner is None
    m.play(1, Play("c"))
    events = m.resign(2)
    assert m.winner == 1 and MatchOver(1) in events  # both computers lost nothing: the lowest seat
