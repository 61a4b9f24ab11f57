"""Computer players: legal plays, perfect play, challenges, levels."""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from ghost_gui.core.opponents.opponents import make_strategy
from ghost_gui.core.opponents.strategies import (
    EvilStrategy,
    HumanLikeStrategy,
    Position,
    example_word,
    longer_word,
    rules_challenge,
)
from ghost_gui.core.play.plays import Play
from ghost_gui.core.play.variants import VARIANTS, variant_by_key
from ghost_gui.core.solving.solver import Solver
from ghost_gui.core.words.lexicon import Lexicon
from ghost_gui.core.words.wordlist import word_list_from_words

KINDS = ["perfect", "random", "evil", "easy", "medium", "hard"]


def lexicon(words: list[str], m: int = 3) -> Lexicon:
    return Lexicon.build(word_list_from_words(words), m, use_cache=False)


@pytest.mark.parametrize("variant_key", list(VARIANTS))
@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    words=st.lists(st.text(alphabet="abc", min_size=3, max_size=6), min_size=1, max_size=8),
    seed=st.integers(0, 99),
)
def test_every_strategy_plays_legally_where_it_can(
    variant_key: str, words: list[str], seed: int
) -> None:
    lx = lexicon(words)
    v = variant_by_key(variant_key)
    solver = Solver(lx, v, 2, use_cache=False).solve()
    for kind in KINDS:
        s = make_strategy(
            kind, lx, v, 2, random.Random(seed), solver=solver, frequency_ranks=tuple(words)
        )
        f = ""
        for _ in range(8):
            pos = Position(f, len(f) % 2, 2, lx, v)
            if s.challenge(pos) is not None:
                break
            play = s.choose_play(pos)
            legal = v.legal_plays(lx, f)
            if kind in ("perfect", "random", "evil") or (legal and s._knows_a_word(f)):  # type: ignore[attr-defined]
                assert play in legal
            f = play.apply(f)
            if v.is_final(lx, f) or not legal:
                break


@pytest.mark.parametrize("players", [2, 3])
@pytest.mark.parametrize("variant_key", list(VARIANTS))
@given(
    words=st.lists(st.text(alphabet="abcd", min_size=3, max_size=6), min_size=1, max_size=8),
    seed=st.integers(0, 99),
)
@settings(max_examples=20, deadline=None, suppress_health_check=[HealthCheck.too_slow])
def test_perfect_never_throws_a_win_away(
    variant_key: str, players: int, words: list[str], seed: int
) -> None:
    lx = lexicon(words)
    v = variant_by_key(variant_key)
    solver = Solver(lx, v, players, use_cache=False).solve()
    s = make_strategy("perfect", lx, v, players, random.Random(seed), solver=solver)
    todo = [""]
    while todo:
        f = todo.pop()
        if solver.losers(f) is None or v.is_final(lx, f):
            continue
        play = s.choose_play(Position(f, solver.mover(f), players, lx, v))
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
    assert (
        make_strategy("random", lx2, sd, 2, random.Random(1)).answer(
            Position("ac", 0, 2, lx2, sd), "no_word"
        )
        == "cat"
    )


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


# -- more behaviour ------------------------------------------------------------------------


def test_answers_are_longer_than_the_fragment() -> None:
    lx = lexicon(["cat", "cattle", "act"])
    v = variant_by_key("ghost")
    pos = Position("cat", 0, 2, lx, v)
    for kind in ("perfect", "random", "evil"):
        assert make_strategy(kind, lx, v, 2, random.Random(0)).answer(pos, "no_word") == "cattle"
    assert longer_word(lx, v, "cattle") is None
    sup = variant_by_key("super")
    assert longer_word(lx, sup, "at") in ("cat", "cattle")
    assert longer_word(lx, sup, "ta") is None
    assert longer_word(lx, variant_by_key("superduper"), "ta") in ("cat", "cattle")  # reversed "at"


def test_rules_challenge_and_house_words() -> None:
    lx = lexicon(["cat", "camel"])
    v = variant_by_key("ghost")
    assert rules_challenge(Position("", 0, 2, lx, v)) is None
    assert rules_challenge(Position("ca", 0, 2, lx, v)) is None
    assert rules_challenge(Position("cam", 0, 2, lx, v)) is None
    assert rules_challenge(Position("cat", 0, 2, lx, v)) == "word"
    assert rules_challenge(Position("cax", 0, 2, lx, v)) == "no_word"
    house = frozenset({"caxton"})
    assert rules_challenge(Position("cax", 0, 2, lx, v, house)) is None
    assert rules_challenge(Position("caxton", 0, 2, lx, v, house)) == "word"
    assert example_word(Position("cax", 0, 2, lx, v, house)) == "caxton"


def test_perfect_does_not_challenge_past_a_word_that_a_longer_word_continues() -> None:
    # when a word does not end the round, "cata" is unreachable for the solver, yet
    # "catalog" answers a "no word" challenge: the perfect player keeps quiet
    lx = lexicon(["cat", "catalog", "dog"])
    v = variant_by_key("ghost")
    solver = Solver(lx, v, 2, use_cache=False).solve()
    s = make_strategy("perfect", lx, v, 2, random.Random(0), solver=solver)
    assert solver.losers("cata") is None
    assert s.challenge(Position("cata", 0, 2, lx, v)) is None
    assert s.challenge(Position("catx", 0, 2, lx, v)) == "no_word"
    assert s.choose_play(Position("cata", 0, 2, lx, v)) == Play("l")  # the only legal play


def test_perfect_plays_the_only_win() -> None:
    # P1 to move: "abc" would end on P1 (a, then c), "bcde" on P2: only b wins
    lx = lexicon(["abc", "bcde"])
    v = variant_by_key("ghost")
    s = make_strategy("perfect", lx, v, 2, random.Random(5))
    assert all(s.choose_play(Position("", 0, 2, lx, v)) == Play("b") for _ in range(20))


def test_human_like_plays_legally_while_it_knows_a_word() -> None:
    words = [a + b + c + d for a in "abcdefgh" for b in "aeiou" for c in "rstl" for d in "aeo"]
    lx = lexicon(words)
    v = variant_by_key("ghost")
    for level in ("easy", "medium", "hard"):
        s = HumanLikeStrategy(level, lx, v, 2, random.Random(7), tuple(words))
        rng = random.Random(1)
        for _ in range(200):
            f = rng.choice(words)[: rng.randint(0, 3)]
            pos = Position(f, len(f) % 2, 2, lx, v)
            if s._knows_a_word(f):
                assert s.choose_play(pos) in v.legal_plays(lx, f)


def test_human_like_challenges_unknown_fragments_and_sometimes_bluffs() -> None:
    lx = lexicon(["cat", "camel", "gecko", "goat", "gerbil"])
    v = variant_by_key("ghost")
    s = HumanLikeStrategy("easy", lx, v, 2, random.Random(11), ranks=("cat", "camel"))
    assert s.known == frozenset({"cat", "camel", "gecko", "goat", "gerbil"})  # fallback: < 50 known
    small = lexicon(
        ["cat", "camel", "gecko", "goat", "gerbil"]
        + [f"zz{a}{b}" for a in "abcdefgh" for b in "abcdefgh"]
    )
    ranks = tuple(["cat", "camel"] + [f"zz{a}{b}" for a in "abcdefgh" for b in "abcdefgh"])
    s = HumanLikeStrategy("easy", small, v, 2, random.Random(11), ranks=ranks)
    assert "gecko" not in s.known and "cat" in s.known
    # (two letters that start a word of the list it knows start one: "ge" it lets pass)
    assert all(s.challenge(Position("ge", 0, 2, small, v)) is None for _ in range(50))
    said = [s.challenge(Position("gec", 1, 2, small, v)) for _ in range(200)]
    assert (
        said.count("no_word") > 100 and said.count(None) > 20
    )  # wrong, but it does not know "gecko"
    assert all(s.challenge(Position("ca", 1, 2, small, v)) is None for _ in range(50))
    assert all(s.challenge(Position("cat", 1, 2, small, v)) == "word" for _ in range(50))
    # answers: its own word at once; a real one it does not know only sometimes
    assert s.answer(Position("ca", 0, 2, small, v), "no_word") in ("cat", "camel")
    answers = {s.answer(Position("ge", 0, 2, small, v), "no_word") for _ in range(100)}
    assert answers == {None, "gecko"}


def test_human_like_fallback_without_frequency_list_is_deterministic() -> None:
    words = [a + b + c for a in "abcdefghijklmnopqrstuvwxyz" for b in "aeiou" for c in "rstlnm"] + [
        "abcdef",
        "abcdeg",
    ]
    lx = lexicon(words)
    v = variant_by_key("ghost")
    one = HumanLikeStrategy("easy", lx, v, 2, random.Random(1), ranks=())
    two = HumanLikeStrategy("easy", lx, v, 2, random.Random(2), ranks=())
    assert one.known == two.known and len(one.known) == 750  # 3,000 // 4
    assert "abcdef" not in one.known  # shortest words first


def test_levels_differ_on_a_seeded_rng() -> None:
    gen = random.Random(0)
    words = sorted(
        {"".join(gen.choice("abcdefg") for _ in range(gen.randint(4, 7))) for _ in range(6_000)}
    )
    assert len(words) > 3_000
    lx = lexicon(words, 4)
    v = variant_by_key("ghost")
    ranks = tuple(gen.sample(words, len(words)))  # a made-up frequency order
    easy = HumanLikeStrategy("easy", lx, v, 2, random.Random(3), ranks)
    hard = HumanLikeStrategy("hard", lx, v, 2, random.Random(3), ranks)
    assert len(easy.known) == 3_000 and hard.known == lx.words
    solver = Solver(lx, v, 2, use_cache=False).solve()
    # positions where the choice matters: a win exists and some plays throw it away
    tests = [
        f
        for f in (a + b for a in "abcdefg" for b in "abcdefg")
        if solver.losers(f) is not None
        and solver.is_won(f)
        and len(solver.winning_plays(f)) < len(solver.children(f))
    ]
    assert len(tests) >= 5

    def plays(s: HumanLikeStrategy) -> list[Play]:
        return [s.choose_play(Position(f, 0, 2, lx, v)) for f in tests * 40]

    easy_plays, hard_plays = plays(easy), plays(hard)
    assert easy_plays != hard_plays

    def share(ps: list[Play]) -> float:
        return sum(p in solver.winning_plays(f) for p, f in zip(ps, tests * 40)) / len(ps)

    assert share(hard_plays) > 0.9 > share(easy_plays)


def test_evil_counts_only_reachable_words() -> None:
    # a: "abc" ends on the mover; "abcd", "abcf", "abcg" would end on the opponent but "abc"
    # ends the round first. b: "bcde" on the opponent, "bcf" on the mover: share 1/2.
    lx = lexicon(["abc", "abcd", "abcf", "abcg", "bcde", "bcf"])
    v = variant_by_key("ghost")
    e = EvilStrategy(random.Random(0))
    scores = e.scores(Position("", 0, 2, lx, v))
    assert scores == {Play("a"): 0.0, Play("b"): 0.5}
    assert e.choose_play(Position("", 0, 2, lx, v)) == Play("b")


def test_evil_with_three_players_and_in_super_ghost() -> None:
    # 3 players, mover plays the 1st and 4th letters: "abcd" ends on the mover, "bcde" on seat +1
    lx = lexicon(["abcd", "bcde"])
    v = variant_by_key("ghost")
    assert EvilStrategy(random.Random(0)).choose_play(Position("", 0, 3, lx, v)) == Play("b")
    sup = variant_by_key("super")
    lx2 = lexicon(["xabc", "xyz"])
    # from "b" every play ("ab", "bc") leaves two letters of "xabc" to play, the second of
    # them by the mover: no word ends on the opponent
    scores = EvilStrategy(random.Random(0)).scores(Position("b", 0, 2, lx2, sup))
    assert scores and all(0.0 <= s <= 1.0 for s in scores.values())
    assert set(scores.values()) == {0.0}


@pytest.mark.parametrize("variant_key", list(VARIANTS))
@pytest.mark.parametrize("word_ends_round", [True, False])
def test_computers_play_whole_matches(variant_key: str, word_ends_round: bool) -> None:
    from ghost_gui.core.play.match import Match, MatchConfig, PlayerSpec

    words = ["cat", "camel", "gecko", "goat", "gerbil", "tab", "table", "bloat", "cattle", "octal"]
    lx = lexicon(words)
    v = variant_by_key(variant_key)
    kinds = ("perfect", "evil", "easy", "random")
    config = MatchConfig(
        tuple(PlayerSpec(k, k) for k in kinds),
        variant_key,
        3,
        "tiny",
        lives=2,
        word_ends_round=word_ends_round,
    )
    m = Match(config, lx, v)
    rng = random.Random(variant_key)
    players = {
        i: make_strategy(k, lx, v, 4, random.Random(rng.random()), frequency_ranks=tuple(words))
        for i, k in enumerate(kinds)
    }
    for _ in range(2_000):
        if m.winner is not None:
            break
        pos = Position(m.fragment, m.to_move, 4, lx, v, frozenset(m.house_words))
        if m.pending is not None:
            target = m.pending.target
            m.answer_challenge(
                target,
                players[target].answer(Position(m.fragment, target, 4, lx, v), m.pending.kind),
            )
            continue
        kind = players[m.to_move].challenge(pos) if m.fragment else None
        if kind:
            m.challenge(m.to_move, kind)
        else:
            m.play(m.to_move, players[m.to_move].choose_play(pos))
    assert m.winner is not None and len(m.knocked_out) == 3
