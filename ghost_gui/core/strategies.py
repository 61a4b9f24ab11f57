"""Computer players. One protocol: given a position, a play; and when to challenge, and
what to answer when challenged. All randomness comes from the ``random.Random`` passed in.

- ``perfect``: a random winning play; when lost, a play that keeps the game going longest.
- ``random``: a random legal play.
- ``evil``: the seed heuristic, no search: the letter whose continuations hold the largest
  share of words that would end on an opponent.
- ``easy`` / ``medium`` / ``hard``: know only the words up to a frequency rank, play
  perfectly within that vocabulary, blunder now and then and sometimes bluff.
"""

from __future__ import annotations

import bisect
import random
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Protocol

from .lexicon import Lexicon
from .plays import Play
from .solver import Solver
from .variants import Variant
from .wordlist import word_list_from_words

CYRILLIC = set("абвгдежзийклмнопрстуфхцчшщъыьэюяё")


@dataclass(frozen=True)
class Position:
    fragment: str
    seat: int
    players: int
    lexicon: Lexicon
    variant: Variant


class Strategy(Protocol):
    def choose_play(self, position: Position) -> Play: ...

    def challenge(self, position: Position) -> str | None: ...

    def answer(self, position: Position, kind: str) -> str | None: ...


def example_word(position: Position) -> str | None:
    """A real counting word that goes like the fragment, if there is one."""
    lx, v, f = position.lexicon, position.variant, position.fragment
    word = v.example_word(lx, f)
    if word is None and v.may_reverse:
        word = v.example_word(lx, f[::-1])
    return word


def rules_challenge(position: Position) -> str | None:
    """What anyone who knows the whole list would say: "word" when the fragment is a counting
    word, "no_word" when no counting word goes like it, else None."""
    lx, v, f = position.lexicon, position.variant, position.fragment
    if not f:
        return None
    if lx.is_word(f):
        return "word"
    if example_word(position) is None:
        return "no_word"
    return None


def _random_letter(position: Position, rng: random.Random) -> Play:
    return Play(rng.choice(position.lexicon.alphabet))


class RandomStrategy:
    def __init__(self, rng: random.Random) -> None:
        self.rng = rng

    def choose_play(self, position: Position) -> Play:
        plays = sorted(position.variant.legal_plays(position.lexicon, position.fragment))
        return self.rng.choice(plays) if plays else _random_letter(position, self.rng)

    def challenge(self, position: Position) -> str | None:
        return rules_challenge(position)

    def answer(self, position: Position, kind: str) -> str | None:
        return example_word(position)


class PerfectStrategy(RandomStrategy):
    def __init__(self, solver: Solver, rng: random.Random) -> None:
        super().__init__(rng)
        self.solver = solver

    def choose_play(self, position: Position) -> Play:
        f = position.fragment
        if self.solver.losers(f) is None:  # past a word, or a bluff: anything legal
            return super().choose_play(position)
        plays = self.solver.winning_plays(f) or self.solver.longest_plays(f)
        return self.rng.choice(plays)


class EvilStrategy(RandomStrategy):
    """For each legal play, the share of counting words going like the new fragment whose
    last letter an opponent would have to play (Anti-Ghost: that the mover would play).
    Ghost counts the words that start with the fragment; the Super variants count the words
    that contain it, in a fixed sample of at most 20,000 words (a heuristic, not a search)."""

    SAMPLE = 20_000

    def choose_play(self, position: Position) -> Play:
        lx, v, f = position.lexicon, position.variant, position.fragment
        plays = v.legal_plays(lx, f)
        if not plays:
            return _random_letter(position, self.rng)
        words = lx.sorted_words
        if v.infix:
            step = max(1, len(words) // self.SAMPLE)
            pool = words[::step]
        scores: dict[Play, float] = {}
        for play, child in plays.items():
            if lx.is_word(child):
                scores[play] = 1.0 if v.completing_wins else -1.0
                continue
            if v.infix:
                found = [w for w in pool if child in w or (v.may_reverse and child[::-1] in w)]
            else:
                lo = bisect.bisect_left(words, child)
                hi = bisect.bisect_left(words, child + "\U0010ffff")
                found = list(words[lo:hi])
            if not found:
                scores[play] = 0.0
                continue
            mine = sum(1 for w in found if (len(w) - len(f) - 1) % position.players == 0)
            share_mover = mine / len(found)
            scores[play] = share_mover if v.completing_wins else 1.0 - share_mover
        best = max(scores.values())
        return self.rng.choice(sorted(p for p, s in scores.items() if s == best))


LEVELS = {
    # level: (known words by frequency rank, blunder rate, bluff rate, chance to know an answer)
    "easy": (3_000, 0.25, 0.30, 0.3),
    "medium": (10_000, 0.10, 0.15, 0.6),
    "hard": (40_000, 0.03, 0.05, 0.9),
}


@lru_cache(maxsize=4)
def _ranked(path: str) -> tuple[str, ...]:
    try:
        return tuple(Path(path).read_text(encoding="utf-8").split())
    except OSError:
        return ()


def frequency_ranks(alphabet: str) -> tuple[str, ...]:
    from ..paths import wordlist_path

    name = "frequency-ru.txt" if set(alphabet) & CYRILLIC else "frequency-en.txt"
    return _ranked(str(wordlist_path(name)))


class HumanLikeStrategy(RandomStrategy):
    def __init__(self, level: str, lexicon: Lexicon, variant: Variant, players: int, rng: random.Random,
                 ranks: tuple[str, ...] | None = None) -> None:
        super().__init__(rng)
        self.level = level
        size, self.blunder, self.bluff, self.recall = LEVELS[level]
        ranked = frequency_ranks(lexicon.alphabet) if ranks is None else ranks
        known = [w for w in ranked[:size] if lexicon.is_word(w)]
        if len(known) < 50:  # no frequency list for this language: shortest words first
            known = sorted(lexicon.sorted_words, key=lambda w: (len(w), w))[: max(size // 4, 50)]
        self.known = frozenset(known)
        mine = Lexicon.build(word_list_from_words(known, f"{level}-vocabulary"), lexicon.min_length, use_cache=False)
        self.solver = Solver(mine, variant, players, use_cache=False).solve()

    def _knows_a_word(self, f: str) -> bool:
        return self.solver.losers(f) is not None

    def challenge(self, position: Position) -> str | None:
        f = position.fragment
        if not f:
            return None
        if position.lexicon.is_word(f) and (f in self.known or self.rng.random() < self.recall):
            return "word"
        if not self._knows_a_word(f) and self.rng.random() >= self.bluff:
            return "no_word"  # may be wrong: it only knows its own words
        return None

    def choose_play(self, position: Position) -> Play:
        f = position.fragment
        knows = self._knows_a_word(f)
        if knows and self.rng.random() >= self.blunder:
            return self.rng.choice(self.solver.winning_plays(f) or self.solver.longest_plays(f))
        # a blunder, or no word it knows goes like this: any real play, or now and then a bluff
        legal = sorted(position.variant.legal_plays(position.lexicon, f))
        bluffing = not knows and self.rng.random() < self.bluff
        return self.rng.choice(legal) if legal and not bluffing else _random_letter(position, self.rng)

    def answer(self, position: Position, kind: str) -> str | None:
        f, v = position.fragment, position.variant
        mine = v.example_word(self.solver.lexicon, f)
        if mine is not None:
            return mine
        if self.rng.random() < self.recall:
            return example_word(position)
        return None


def make_strategy(kind: str, lexicon: Lexicon, variant: Variant, players: int, rng: random.Random,
                  solver: Solver | None = None, frequency_ranks: tuple[str, ...] | None = None) -> Strategy:
    if kind == "perfect":
        if solver is None:
            solver = Solver(lexicon, variant, players).solve()
        return PerfectStrategy(solver, rng)
    if kind == "random":
        return RandomStrategy(rng)
    if kind == "evil":
        return EvilStrategy(rng)
    if kind in LEVELS:
        return HumanLikeStrategy(kind, lexicon, variant, players, rng, frequency_ranks)
    raise ValueError(f"unknown computer player {kind!r}")
