"""Computers team up: against a brute-force search on strings, the team converts every
position where it can force a human loss, whatever the humans reply; elsewhere each
computer plays as the perfect player."""

from __future__ import annotations

import itertools
import random
from functools import cache

import pytest

from ghost_gui.core.opponents.coalition import (
    UNFORCED,
    Coalition,
    TeamStrategy,
    relative_mask,
    round_start,
)
from ghost_gui.core.opponents.strategies import PerfectStrategy, Position
from ghost_gui.core.play.plays import Play, mask_of
from ghost_gui.core.play.variants import Variant, variant_by_key
from ghost_gui.core.solving.solver import Solver
from ghost_gui.core.words.lexicon import Lexicon
from ghost_gui.core.words.wordlist import word_list_from_words


def lexicon(words: list[str] | str, m: int = 3) -> Lexicon:
    return Lexicon.build(
        word_list_from_words(words.split() if isinstance(words, str) else words), m, use_cache=False
    )


def random_words(seed: int) -> list[str]:
    rng = random.Random(seed)
    letters = "abcde"[: rng.choice([4, 5])]
    return [
        "".join(rng.choice(letters) for _ in range(rng.randint(3, 6)))
        for _ in range(rng.randint(30, 60))
    ]


class BruteTeam:
    """Straight from the rules, on strings, in absolute seats: letters to a forced human
    loss (the team hurrying, the humans holding out), or None."""

    def __init__(
        self, lx: Lexicon, variant: Variant, players: int, team: frozenset[int], start: int
    ) -> None:
        self.lx, self.v, self.n, self.team, self.start = lx, variant, players, team, start
        self.humans = mask_of(set(range(players)) - team)
        self.distance = cache(self._distance)
        self.plays = cache(lambda f: variant.legal_plays(lx, f))

    def seat(self, f: str) -> int:
        return (self.start + len(f)) % self.n

    def final(self, f: str) -> bool:
        return bool(f) and self.v.is_final(self.lx, f)

    def losers(self, word: str) -> int:
        return self.v.losers_at_word((self.start + len(word) - 1) % self.n, self.n)

    def _distance(self, f: str) -> int | None:
        if self.final(f):
            return 0 if self.losers(f) & self.humans else None
        options = [self.distance(c) for c in self.plays(f).values()]
        assert options, f"dead fragment {f!r}"
        if self.seat(f) in self.team:
            good = [x for x in options if x is not None]
            return 1 + min(good) if good else None
        return None if None in options else 1 + max(x for x in options if x is not None)

    def reachable(self) -> list[str]:
        seen, todo = set(), [""]
        while todo:
            f = todo.pop()
            if f not in seen:
                seen.add(f)
                if not self.final(f):
                    todo.extend(self.plays(f).values())
        return sorted(seen, key=lambda f: (len(f), f))


def play_out(brute: BruteTeam, strategies: dict[int, TeamStrategy], f: str, done: set[str]) -> None:
    """Follow the team's strategies from f against every reply of the humans; each line must
    end on a word a human loses by, and each team play must shorten the forced distance."""
    if f in done:
        return
    here = brute.distance(f)
    assert here is not None, f
    if brute.final(f):
        assert brute.losers(f) & brute.humans, f
        done.add(f)
        return
    legal = brute.plays(f)
    seat = brute.seat(f)
    if seat in brute.team:
        play = strategies[seat].choose_play(Position(f, seat, brute.n, brute.lx, brute.v))
        assert play in legal, (f, play)
        assert brute.distance(legal[play]) == here - 1, (f, play)
        nexts = [legal[play]]
    else:
        nexts = list(legal.values())
    for c in nexts:
        play_out(brute, strategies, c, done)
    done.add(f)


def teams(players: int) -> list[frozenset[int]]:
    """Every team with at least one computer and one human."""
    return [
        frozenset(t) for r in range(1, players) for t in itertools.combinations(range(players), r)
    ]


def check_table(words: list[str], variant_key: str, players: int, seed: int) -> int:
    """Check every team and every round start on one vocabulary; return the forced positions."""
    lx = lexicon(words)
    if not lx.sorted_words:
        return 0
    v = variant_by_key(variant_key)
    solver = Solver(lx, v, players, use_cache=False).solve()
    coalition = Coalition(solver)
    rng = random.Random(seed)
    forced_count = 0
    for i, team in enumerate(teams(players)):
        start = (seed + i) % players  # every start seat comes up across the vocabularies
        brute = BruteTeam(lx, v, players, team, start)
        strategies = {s: TeamStrategy(solver, team, rng, coalition) for s in team}
        perfect = PerfectStrategy(solver, rng)
        done: set[str] = set()
        for f in brute.reachable():
            expected = brute.distance(f)
            assert coalition.distance(f, team, start) == expected, (team, start, f)
            if expected is not None:
                forced_count += 1
                play_out(brute, strategies, f, done)
            elif not brute.final(f) and brute.seat(f) in team:
                # not forced: the perfect player's own game, along the line practice shows
                pos = Position(f, brute.seat(f), players, lx, v)
                play = strategies[brute.seat(f)].choose_play(pos)
                assert play == perfect.choose_play(pos) == solver.line(f, limit=1)[0][0]
                assert play in (solver.winning_plays(f) or solver.longest_plays(f))
    return forced_count


@pytest.mark.parametrize("variant_key", ["ghost", "super", "anti"])
@pytest.mark.parametrize("players", [2, 3, 4])
def test_team_converts_every_forced_position(variant_key: str, players: int) -> None:
    forced = sum(check_table(random_words(seed), variant_key, players, seed) for seed in range(4))
    assert forced > 0  # the vocabularies do exercise the forcing side


def test_superduper_and_a_minimum_length_of_four() -> None:
    for seed in range(2):
        check_table(
            [w for w in random_words(100 + seed) if len(w) >= 4] or ["abcd"], "superduper", 3, seed
        )


@pytest.mark.parametrize("variant_key", ["ghost", "super"])
def test_a_coalition_of_one_is_perfect_play(variant_key: str) -> None:
    """Two players: the team forces a human loss exactly where the computer wins."""
    for seed in range(4):
        lx = lexicon(random_words(seed))
        v = variant_by_key(variant_key)
        solver = Solver(lx, v, 2, use_cache=False).solve()
        coalition = Coalition(solver)
        for computer in (0, 1):
            for start in (0, 1):
                brute = BruteTeam(lx, v, 2, frozenset({computer}), start)
                s = TeamStrategy(solver, {computer}, random.Random(seed))
                for f in brute.reachable():
                    if brute.final(f):
                        continue
                    won = solver.is_won(f)  # for the seat to move
                    computer_moves = brute.seat(f) == computer
                    assert coalition.is_forced(f, {computer}, start) == (won == computer_moves), f
                    if computer_moves and won:
                        play = s.choose_play(Position(f, computer, 2, lx, v))
                        assert play in solver.winning_plays(f)


def test_the_team_sends_the_loss_to_the_human_where_perfect_play_would_not() -> None:
    """Three players, words aab and abcd. After "a" the second mover chooses who completes:
    "aa" makes the third mover complete aab, "ab" makes the first mover complete abcd. The
    perfect player takes the shortest win ("a"); teamed against a human who opened the
    round, it plays "b" instead."""
    lx = lexicon("aab abcd")
    v = variant_by_key("ghost")
    solver = Solver(lx, v, 3, use_cache=False).solve()
    rng = random.Random(0)
    # the round opened at seat 0 (the human); seats 1 and 2 are the computers
    pos = Position("a", 1, 3, lx, v)
    assert PerfectStrategy(solver, rng).choose_play(pos) == Play("a")
    assert TeamStrategy(solver, {1, 2}, rng).choose_play(pos) == Play("b")
    assert TeamStrategy(solver, {2}, rng).choose_play(pos) == Play("b")  # its own seat counts
    # the same table when the round opened at seat 2: the human (seat 2) opened, so seat 0
    # is the second mover
    pos = Position("a", 0, 3, lx, v)
    assert round_start(0, "a", 3) == 2 and relative_mask({0, 1}, 2, 3) == 0b110
    assert TeamStrategy(solver, {0, 1}, rng).choose_play(pos) == Play("b")
    # the human moves second: "aa" leaves the third mover (a computer) to complete aab, so
    # the team cannot force anything and plays its perfect game
    c = Coalition(solver)
    assert not c.is_forced("", {0, 2}, 0) and c.is_forced("", {0, 1}, 0)
    assert (
        TeamStrategy(solver, {0, 2}, rng).choose_play(Position("", 0, 3, lx, v))
        == solver.line("", 1)[0][0]
    )


def test_distances_are_unforced_off_the_tree_and_bluffs_fall_back() -> None:
    lx = lexicon("aab abcd")
    v = variant_by_key("ghost")
    solver = Solver(lx, v, 3, use_cache=False).solve()
    c = Coalition(solver)
    assert c.distance("zz", {1, 2}, 0) is None and c.forcing_plays("b", {1, 2}, 0) == []
    assert c.distances(0b110) is c.distances(0b110)  # kept per team mask
    assert c.distances(0b111)[solver.node("")] == UNFORCED  # no human at the table
    play = TeamStrategy(solver, {1, 2}, random.Random(3)).choose_play(Position("b", 1, 3, lx, v))
    assert play.letter in lx.alphabet  # a bluff let through: any letter, no crash
