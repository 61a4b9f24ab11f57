"""Practice tells the truth: the line it shows is the line the perfect player plays, and a
play taken back no longer counts."""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from ghost_gui.core.opponents.opponents import make_strategy
from ghost_gui.core.opponents.strategies import Position
from ghost_gui.core.play.plays import Play
from ghost_gui.core.play.variants import VARIANTS, variant_by_key
from ghost_gui.core.solving.practice import Practice, VerdictKind
from ghost_gui.core.solving.solver import Solver
from ghost_gui.core.words.lexicon import Lexicon
from ghost_gui.core.words.wordlist import word_list_from_words


def solved(words: list[str], variant: str = "ghost", players: int = 2) -> Solver:
    lx = Lexicon.build(word_list_from_words(words), 3, use_cache=False)
    return Solver(lx, variant_by_key(variant), players, use_cache=False).solve()


@pytest.mark.parametrize("variant_key", list(VARIANTS))
@settings(max_examples=20, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    words=st.lists(st.text(alphabet="abcd", min_size=3, max_size=7), min_size=2, max_size=10),
    seed=st.integers(0, 99),
)
def test_the_line_shown_is_the_line_the_perfect_player_plays(
    variant_key: str, words: list[str], seed: int
) -> None:
    solver = solved(words, variant_key)
    lx, v = solver.lexicon, variant_by_key(variant_key)
    perfect = make_strategy("perfect", lx, v, 2, random.Random(seed), solver=solver)
    practice = Practice(solver)
    for first in sorted(solver.children("")):
        verdict = practice.judge("", first)
        assert verdict is not None
        f = verdict.fragment
        for expected in verdict.line:  # the human follows the line; the computer must too
            play = perfect.choose_play(Position(f, 1, 2, lx, v))
            if solver.mover(f) == 1:
                assert play.apply(f) == expected
            f = expected


def test_a_play_taken_back_no_longer_counts() -> None:
    solver = solved(["cat", "camel", "gecko", "goat", "gerbil", "tab"])
    practice = Practice(solver)
    blunder = practice.judge("", Play("c"))
    assert blunder is not None and blunder.kind is VerdictKind.BLUNDER and blunder.score == 0.0
    assert not practice.take_back("x")  # not the play judged last: nothing forgotten
    assert practice.take_back("")
    assert practice.judged == 0 and practice.score() == 1.0
    good = practice.judge("", Play("g"))
    assert good is not None and good.kind is VerdictKind.GOOD and good.score == 1.0


def test_in_a_lost_position_giving_up_sooner_than_you_must_is_not_perfect() -> None:
    # after G, player 2 is lost; GE (gecko, gerbil) holds out longest, GO (goat) ends sooner
    solver = solved(["cat", "camel", "cattle", "gecko", "goat", "gerbil", "tab", "zebra"])
    assert not solver.is_won("g") and solver.longest_plays("g") == [Play("e")]
    practice = Practice(solver)
    longest = practice.judge("g", Play("e"))
    assert (
        longest is not None and longest.kind is VerdictKind.LOST and longest.score == 1.0
    )  # nothing was lost
    sooner = practice.judge("g", Play("o"))
    assert sooner is not None and sooner.kind is VerdictKind.GAVE_UP
    assert sooner.alternatives == (Play("e"),) and sooner.before == "g" and sooner.fragment == "go"
    assert practice.perfect == 1 and sooner.score == 0.5


@pytest.mark.parametrize("variant_key", list(VARIANTS))
@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(words=st.lists(st.text(alphabet="abc", min_size=3, max_size=6), min_size=2, max_size=8))
def test_every_play_in_a_lost_position_is_judged_by_how_long_it_holds_out(
    variant_key: str, words: list[str]
) -> None:
    solver = solved(words, variant_key)
    heights = solver.heights()
    g, _ = solver.solved()
    seen, todo = set(), [""]
    while todo:
        f = todo.pop()
        if f in seen or solver.losers(f) is None:
            continue
        seen.add(f)
        kids = solver.children(f)
        todo += kids.values()
        if solver.is_won(f) or not kids:
            continue
        most = max(heights[g.index[c]] for c in kids.values())
        for play, child in kids.items():
            verdict = Practice(solver).judge(f, play)
            assert verdict is not None
            holds = heights[g.index[child]] == most
            assert verdict.kind is (VerdictKind.LOST if holds else VerdictKind.GAVE_UP), (f, play)
            assert verdict.score == (1.0 if holds else 0.0)
