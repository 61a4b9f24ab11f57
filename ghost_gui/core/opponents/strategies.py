"""Computer players. One protocol: given a position, a play; and when to challenge, and
what to answer when challenged. All randomness comes from the ``random.Random`` passed in.

- ``perfect``: a random winning play; when lost, a random one of the plays that keep the
  game going longest; off the solved tree (a bluff was let through) a random legal play.
- ``random``: a random legal play.
- ``evil``: no search: the letter whose continuations hold most words ending on an opponent.
- ``easy`` / ``medium`` / ``hard``: perfect within the words up to a frequency rank; blunder, bluff.

Challenges and answers of perfect, random and evil are those of someone who knows the
whole list (:func:`rules_challenge`): "word" exactly when the fragment is a counting word
(or house word), "no_word" exactly when no counting word longer than the fragment goes like
it. That is ``solver.losers(f) is None`` except past a completed word (possible when a word
does not end the round): there a longer word can still fit, and challenging would lose.
Answers name a real counting word longer than the fragment (the match refuses others).
"""

from __future__ import annotations

import bisect
import random
from collections.abc import Collection
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Protocol

from ..alphabets import fold_words
from ..passes import Progress
from ..play.plays import Play
from ..play.rules import ChallengeKind, PlayerKind
from ..play.variants import Variant, pool_of
from ..solving.prefix_levels import reachable_words
from ..solving.solver import Solver
from ..solving.solver_set import SolverSet
from ..words.lexicon import Lexicon
from ..words.wordlist import word_list_from_words
from .aims import Aim
from .plausibility import JUDGES, LetterSense, heard_words, sense_for


@dataclass(frozen=True)
class Position:
    fragment: str
    seat: int
    players: int
    lexicon: Lexicon
    variant: Variant
    #: words the players accepted during the match; they count like the list's words
    house_words: frozenset[str] = frozenset()
    #: the seats still in, in seat order (empty: nobody has been knocked out). Turns go
    #: round them, so the round is a game of ``playing`` players (see :mod:`.solver_set`)
    active: tuple[int, ...] = ()

    def is_word(self, s: str) -> bool:
        return self.lexicon.is_word(s) or (
            len(s) >= self.lexicon.min_length and s in self.house_words
        )

    def is_complete(self, fragment: str) -> bool:
        """Does ``fragment`` end the round (in Anaghost: do its letters make a word)?"""
        if not self.variant.pool:
            return self.is_word(fragment)
        return self.variant.is_final(self.lexicon, fragment) or (
            len(fragment) >= self.lexicon.min_length
            and fragment in {pool_of(w) for w in self.house_words}
        )

    def knows(self, fragment: str, words: Collection[str]) -> bool:
        """Is the completed ``fragment`` one of ``words`` (in Anaghost: an anagram of one)?"""
        if not self.variant.pool:
            return fragment in words
        return any(pool_of(w) == fragment for w in words if len(w) == len(fragment))

    @property
    def seats(self) -> tuple[int, ...]:
        """The seats still in, in seat order."""
        return self.active or tuple(range(self.players))

    @property
    def playing(self) -> int:
        """How many players the round is a game of: those still in."""
        return len(self.seats)

    def start(self) -> int:
        """The absolute seat that opened the round: one play per turn, round the seats still in."""
        s = self.seats
        return s[(s.index(self.seat) - len(self.fragment)) % len(s)]

    def relative(self, seat: int) -> int:
        """The solver's seat (the round's first mover is 0) of the absolute ``seat``, in the
        game of the players still in."""
        s = self.seats
        return (s.index(seat) - s.index(self.start())) % len(s)


class Strategy(Protocol):
    def choose_play(self, position: Position) -> Play: ...

    def challenge(self, position: Position) -> ChallengeKind | None: ...

    def answer(self, position: Position, kind: ChallengeKind) -> str | None: ...


def longer_word(lexicon: Lexicon, variant: Variant, fragment: str) -> str | None:
    """A counting word longer than ``fragment`` that goes like it in the variant (contains
    it or, in SuperDuperGhost, its reverse, in the Super variants): a right answer to "no
    word goes like that"."""
    bases = [fragment, fragment[::-1]] if variant.may_reverse else [fragment]
    for base in bases:
        word = variant.example_word(lexicon, base)
        if word is None:
            continue
        if len(word) > len(base):
            return word
        # the fragment is itself a word: any word through a one-letter extension is longer
        for new in sorted(variant.candidate_plays(base, lexicon.alphabet)):
            word = variant.example_word(lexicon, new)
            if word is not None:
                return word
    return None


def example_word(position: Position) -> str | None:
    """A real counting word longer than the fragment that goes like it, if there is one
    (a house word that fits when the list has none)."""
    word = longer_word(position.lexicon, position.variant, position.fragment)
    if word is None:
        f, v = position.fragment, position.variant
        fits = sorted(w for w in position.house_words if len(w) > len(f) and v.goes_like(w, f))
        word = fits[0] if fits else None
    return word


def rules_challenge(position: Position) -> ChallengeKind | None:
    """What anyone who knows the whole list would say: "word" when the fragment is a counting
    word, "no_word" when no longer counting word goes like it, else None."""
    f = position.fragment
    if not f:
        return None
    if position.is_complete(f):
        return ChallengeKind.WORD
    if example_word(position) is None:
        return ChallengeKind.NO_WORD
    return None


def _random_letter(position: Position, rng: random.Random) -> Play:
    return Play(rng.choice(position.lexicon.alphabet))


class RandomStrategy:
    def __init__(self, rng: random.Random) -> None:
        self.rng = rng

    def choose_play(self, position: Position) -> Play:
        plays = sorted(position.variant.legal_plays(position.lexicon, position.fragment))
        return self.rng.choice(plays) if plays else _random_letter(position, self.rng)

    def challenge(self, position: Position) -> ChallengeKind | None:
        return rules_challenge(position)

    def answer(self, position: Position, kind: ChallengeKind) -> str | None:
        return example_word(position)


class PerfectStrategy(RandomStrategy):
    """Never throws a win away: it plays along :meth:`Solver.line` (the shortest win, else
    the longest hold-out), the line practice mode shows, so what it shows is what happens."""

    def __init__(
        self, solver: Solver, rng: random.Random, solvers: SolverSet | None = None
    ) -> None:
        """``solver``: the game of all the seats; ``solvers`` gives the games of fewer
        players (after a knock-out; by default made from ``solver``'s graph)."""
        super().__init__(rng)
        self.solver = solver
        self.solvers = solvers if solvers is not None else SolverSet(solver)

    def solver_for(self, position: Position) -> Solver:
        """The solved game of the players still in (solving it first if need be)."""
        k = position.playing
        return self.solver if k == position.players else self.solvers.get(k)

    def choose_play(self, position: Position) -> Play:
        f = position.fragment
        solver = self.solver_for(position)
        if solver.losers(f) is None:  # past a word, or a bluff: anything legal
            return super().choose_play(position)
        # the line practice mode shows: the shortest win, else the longest hold-out
        line = solver.line(f, limit=1)
        return line[0][0] if line else super().choose_play(position)


class EvilStrategy(RandomStrategy):
    """For each legal play, the share of counting words going like the new fragment whose
    last letter an opponent would have to play (Anti-Ghost: that the mover would play),
    counting one letter per turn from the new fragment to the word. No search: it ignores
    that the others choose too.

    Ghost and Anti-Ghost count the words that start with the new fragment and can be
    reached (a word that begins with a shorter counting word is never completed). The Super
    variants count the words that contain the new fragment (or its reverse), in a fixed
    sample of at most 20,000 words, as if the missing letters were all added at one end: the
    number of letters still to play is the same whichever end they go on. A play that
    completes a word scores 0 in Ghost and 1 in Anti-Ghost; a fragment no sampled word
    contains scores 0. Ties are broken at random."""

    SAMPLE = 20_000

    def __init__(self, rng: random.Random) -> None:
        super().__init__(rng)
        self._pools: dict[tuple[int, bool], tuple[Lexicon, tuple[str, ...]]] = {}

    def _pool(self, lexicon: Lexicon, variant: Variant) -> tuple[str, ...]:
        key = (id(lexicon), variant.prefix)
        hit = self._pools.get(key)
        if hit is None or hit[0] is not lexicon:
            words = lexicon.sorted_words
            if not variant.prefix:
                pool = tuple(words[:: max(1, len(words) // self.SAMPLE)])
            else:
                pool = tuple(reachable_words(words, variant)[0])
            hit = self._pools[key] = (lexicon, pool)
        return hit[1]

    def scores(self, position: Position) -> dict[Play, float]:
        """Each legal play's share of words ending on an opponent (higher is better)."""
        lx, v, f = position.lexicon, position.variant, position.fragment
        pool = self._pool(lx, v)
        scores: dict[Play, float] = {}
        for play, child in v.legal_plays(lx, f).items():
            if v.is_final(lx, child):
                scores[play] = 1.0 if v.completing_wins else 0.0
                continue
            if not v.prefix:
                found = [w for w in pool if v.goes_like(w, child)]
            else:
                lo = bisect.bisect_left(pool, child)
                hi = bisect.bisect_left(pool, child + "\U0010ffff")
                found = list(pool[lo:hi])
            if not found:
                scores[play] = 0.0
                continue
            # the mover plays the letters 0, players, 2 * players, ... from now on
            mine = sum(1 for w in found if (len(w) - len(child)) % position.players == 0)
            share_mover = mine / len(found)
            scores[play] = share_mover if v.completing_wins else 1.0 - share_mover
        return scores

    def choose_play(self, position: Position) -> Play:
        scores = self.scores(position)
        if not scores:
            return _random_letter(position, self.rng)
        best = max(scores.values())
        return self.rng.choice(sorted(p for p, s in scores.items() if s == best))


LEVELS: dict[PlayerKind, tuple[int, float, float, float]] = {
    # level: (known words by frequency rank, blunder rate, bluff rate, chance to know an answer)
    PlayerKind.EASY: (3_000, 0.25, 0.30, 0.3),
    PlayerKind.MEDIUM: (10_000, 0.10, 0.15, 0.6),
    PlayerKind.HARD: (40_000, 0.03, 0.05, 0.9),
}


@lru_cache(maxsize=4)
def read_frequency_ranks(path: str, language: str | None = None) -> tuple[str, ...]:
    """The words of a frequency list, most frequent first (empty when it cannot be read),
    their letters counted as the list's ``language`` counts them (a French été is ete, ranked
    where the first that folds alike is)."""
    try:
        words = Path(path).read_text(encoding="utf-8").split()
    except (OSError, UnicodeDecodeError):
        return ()
    return tuple(fold_words(words, language))


class HumanLikeStrategy(RandomStrategy):
    """A player who knows only the counting words up to a frequency rank (``LEVELS``).

    - Vocabulary: the list's counting words among the first N of ``ranks`` (the app passes
      the frequency list of the list's language); when that leaves fewer than 50 words, the
      shortest words of the list instead, in (length, alphabetical) order.
    - Plays: perfect play within that vocabulary (a solver of its own); with the blunder rate
      a random legal play instead.
    - Challenges: "word" when the fragment is a counting word it knows (or a house word),
      and for one it does not know with the recall rate. "no_word" only when no word of its
      vocabulary goes like the fragment AND the fragment looks impossible to it
      (:mod:`.plausibility`: no counting word it has heard of goes like it, and its letters
      look wrong: the level's ``JUDGES`` entry; hard has heard of more words, see
      ``Judge.familiar``), except that with the bluff rate it keeps quiet. A fragment
      outside its vocabulary that looks possible ("hicc") it plays on, and one that still
      goes like the word it had in mind when it played its last letter (:mod:`.aims`) it
      never doubts.
    - Plays where no word of its vocabulary goes like the fragment: with the bluff rate a
      random letter of the alphabet (a bluff that may make a fragment no word fits), else a
      random legal play (with some word of the list through it in mind).
    - Answers: a longer word of its vocabulary that fits; else, with the recall rate, a real
      one from the whole list; else it concedes (None).
    Its letter sense takes seconds on a large list the first time (``progress`` hears how
    far); with ``sense_later`` it is made when first needed, or by :meth:`get_ready`."""

    def __init__(
        self,
        level: PlayerKind,
        lexicon: Lexicon,
        variant: Variant,
        players: int,
        rng: random.Random,
        ranks: tuple[str, ...] | None = None,
        progress: Progress | None = None,
        *,
        sense_later: bool = False,
    ) -> None:
        super().__init__(rng)
        self.level = level
        size, self.blunder, self.bluff, self.recall = LEVELS[level]
        ranked = ranks or ()
        known = [w for w in ranked[:size] if lexicon.is_word(w)]
        from_ranks = len(known) >= 50
        if not from_ranks:  # no frequency list for this language: shortest words first
            known = sorted(lexicon.sorted_words, key=lambda w: (len(w), w))[: max(size // 4, 50)]
        self.known = frozenset(known)
        mine = word_list_from_words(sorted(self.known), f"{level}-vocabulary")
        self.vocabulary = Lexicon.build(mine, lexicon.min_length, use_cache=False)
        self.solver = Solver(self.vocabulary, variant, players, use_cache=False).solve()
        judge = JUDGES[level]  # with the shortest words instead of ranks, it has heard no more
        heard = heard_words(ranked, lexicon.is_word, judge.heard) if from_ranks else []
        words = tuple(sorted({*heard, *self.known}))
        self._sense_of = (words, lexicon, judge.familiar if from_ranks else 0.0)
        self._sense: LetterSense | None = None
        if not sense_later:
            self.get_ready(progress)
        self.doubt, self.outspoken = judge.doubt_for(lexicon.alphabet), judge.outspoken
        self.aim = Aim()

    @property
    def sense(self) -> LetterSense:
        return self.get_ready()

    def get_ready(self, progress: Progress | None = None) -> LetterSense:
        """Its letter sense, made now if not yet (on any thread: ``sense_for`` makes one)."""
        if self._sense is None:
            self._sense = sense_for(*self._sense_of, progress)
        return self._sense

    def _knows_a_word(self, f: str) -> bool:
        return self.solver.losers(f) is not None

    def challenge(self, position: Position) -> ChallengeKind | None:
        f = position.fragment
        if not f:
            return None
        if position.is_complete(f):
            if (
                position.knows(f, self.known)
                or position.knows(f, position.house_words)
                or self.rng.random() < self.recall
            ):
                return ChallengeKind.WORD
            return None
        if (
            self._knows_a_word(f)
            or self.aim.holds(f, position.variant)
            or not self.sense.looks_impossible(f, position.variant, self.doubt)
        ):
            return None  # a word it knows or had in mind, or one it has not met may go like this
        return (
            ChallengeKind.NO_WORD if self.outspoken or self.rng.random() >= self.bluff else None
        )  # may still be wrong

    def choose_play(self, position: Position) -> Play:
        f = position.fragment
        knows = self._knows_a_word(f)
        v = position.variant
        if knows and self.rng.random() >= self.blunder:
            plays = self.solver.winning_plays(f) or self.solver.longest_plays(f)
            if plays:
                play = self.rng.choice(sorted(plays))
                self.aim.take(self.vocabulary, v, play.apply(f), self.rng)
                return play
        # a blunder, or no word it knows goes like this: any real play, or now and then a bluff
        legal = sorted(v.legal_plays(position.lexicon, f))
        if legal and (knows or self.rng.random() >= self.bluff):
            play = self.rng.choice(legal)  # a real letter: some word of the list in mind
            self.aim.take(position.lexicon, v, play.apply(f), self.rng)
            return play
        self.aim.drop()
        return _random_letter(position, self.rng)

    def answer(self, position: Position, kind: ChallengeKind) -> str | None:
        mine = longer_word(self.vocabulary, position.variant, position.fragment)
        if mine is not None:
            return mine
        if self.rng.random() < self.recall:
            return example_word(position)
        return None
