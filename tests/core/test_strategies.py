"""Computer players: legal plays, perfect play, challenges, levels."""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from ghost_gui.core.lexicon import Lexicon
from ghost_gui.core.plays import Play
from ghost_gui.core.solver import Solver
from ghost_gui.core.strategies import EvilStrategy, HumanLikeStrategy, Position, make_strategy
from ghost_gui.core.variants import VARIANTS, variant_by_key
from ghost_gui.core.wordlist import word_list_from_words

KINDS = ["perfect", "random", "evil", "easy", "medium", "hard"]


def lexicon(words: list[str], m: int = 3) -> Lexicon:
    return Lexicon.build(word_list_from_words(words), m, use_cache=False)


@pytest.mark.parametrize("variant_key", list(VARIANTS))
@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(words=st.lists(st.text(alphabet="abc", min_size=3, max_size=6), min_size=1, max_size=8), seed=st.integers(0, 99))
def test_every_strategy_plays_legally_where_it_can(variant_key: str, words: list[str], seed: int) -> None:
    lx = lexicon(words)
    v = variant_by_key(variant_key)
    solver = Solver(lx, v, 2, use_cache=False).solve()
    for kind in KINDS:
        s = make_strategy(kind, lx, v, 2, random.Random(seed), solver=solver, frequency_ranks=tuple(words))
        f = ""
        for _ in range(8):
            pos = Position(f, len(f) % 2, 2, lx, v)
            if s.challenge(pos) is not None:
                break
            play = s.choose_play(pos)
            legal = v.legal_plays(lx, f)
            if kind in ("perfect", "random", "evil"):
                assert play in legal
            f = play.apply(f)
            if lx.is_word(f) or not legal:
                break


@given(words=st.lists(st.text(alphabet="abcd", min_size=3, max_size=7), min_size=1, max_size=10), seed=st.integers(0, 99))
@settings(max_examples=60, deadline=None)
def test_perfect_never_throws_a_win_away(words: list[str], seed: int) -> None:
    lx = lexicon(words)
    v = variant_by_key("ghost")
    solver = Solver(lx, v, 2, use_cache=False).solve()
    s = make_strategy("perfect", lx, v, 2, random.Random(seed), solver=solver)
    todo = [""]
    while todo:
        f = todo.pop()
        if solver.losers(f) is None or lx.is_word(f):
            continue
        play = s.choose_play(Position(f, len(f) % 2, 2, lx, v))
        if solver.is_won(f):
            assert play in solver.winning_plays(f)
        todo.extend(solver.children(f).values())


def test_challenges_and_answers() -> None:
    lx = lexicon(["cat", "camel", "gecko"])
    v = variant_by_key("ghost")
    s = make_strategy("perfect", lx, v, 2, random.Random(1))
    assert s.challenge(Position("cat", 1, 2, lx, v)) == "word"
    assert s.challenge(Position("ct", 1, 2, lx, v)) == "no_word"
    assert s.challenge(Position("ca", 0, 2, lx, v)) is None
    assert s.answer(Position("ge", 0, 2, lx, v), "no_word") == "gecko"
    sd = variant_by_key("superduper")
    lx2 = lexicon(["cat", "tab"])
    assert make_strategy("random", lx2, sd, 2, random.Random(1)).answer(Position("ac", 0, 2, lx2, sd), "no_word") == "cat"


def test_evil_prefers_words_that_end_on_the_opponent() -> None:
    # after "b" only "ba..." exists; from "" the mover picks between a (abcd: 4 letters, the
    # opponent plays the last) and b (bcd: 3 letters, the mover plays the last)
    lx = lexicon(["abcd", "bcd"])
    v = variant_by_key("ghost")
    assert EvilStrategy(random.Random(0)).choose_play(Position("", 0, 2, lx, v)) == Play("a")
    anti = variant_by_key("anti")
    assert EvilStrategy(random.Random(0)).choose_play(Position("", 0, 2, lx, anti)) == Play("b")


def test_levels_know_more_words_and_blunder_less() -> None:
    words = [f"{a}{b}{c}" for a in "abcdefgh" for b in "aeiou" for c in "rstlnm"]
    lx = lexicon(words)
    v = variant_by_key("ghost")
    ranks = tuple(words)
    easy = HumanLikeStrategy("easy", lx, v, 2, random.Random(3), ranks)
    hard = HumanLikeStrategy("hard", lx, v, 2, random.Random(3), ranks)
    assert len(easy.known) <= len(hard.known)
    assert easy.blunder > hard.blunder and easy.bluff > hard.bluff
    solver = Solver(lx, v, 2, use_cache=False).solve()

    def good_share(s: HumanLikeStrategy) -> float:
        good = 0
        for i in range(300):
            f = "ab"[i % 2]
            play = s.choose_play(Position(f, 1, 2, lx, v))
            good += play in solver.winning_plays(f) or not solver.is_won(f)
        return good / 300

    assert good_share(hard) >= good_share(easy)


def test_unknown_kind() -> None:
    with pytest.raises(ValueError):
        make_strategy("genius", lexicon(["cat"]), variant_by_key("ghost"), 2, random.Random())
