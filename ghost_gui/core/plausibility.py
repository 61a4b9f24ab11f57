"""Whether a fragment LOOKS like no word could go like it: the judgement of a human-like
computer (easy, medium, hard, the learner) meeting a fragment outside its vocabulary.

A person who knows no word starting "hicc" does not conclude that there is none: the
letters look like English, so they play on. They challenge when the letters look wrong
("qx", "zzk"). :class:`LetterSense` is that feeling, built from the words a player has
heard of (more than it can name: every word of the bundled frequency list):

- a fragment that goes like a counting word it has heard of is never doubted;
- else, in Ghost and Anti-Ghost, the letters from the first one no word heard of starts
  like are "new"; each new letter gets a chance: Witten-Bell interpolation of how often
  it followed the one to ``ORDER`` letters before it in the words heard of (anywhere in a
  word), and, for the first new letter, of how often the words heard of that start like
  the fragment go on with it. A fragment no word heard of starts with, or a letter never
  seen in a word, gets chance 0. In
  the Super variants every letter is new and only the letter runs count.
- the fragment looks impossible when its least likely new letter is less likely than
  the level's ``doubt`` (:data:`JUDGES`; the level's bluff rate then decides whether it
  says so, ``strategies.LEVELS``; the learner always does).

Only the letters and the words heard of count, never the whole list: a bluff into a
fragment that merely looks like a word goes through. Perfect and evil players, who know
the whole list, do not use this (``strategies.rules_challenge``).
Measured by ``benchmarks/bench_opponents.py``.
"""

from __future__ import annotations

import bisect
from collections import Counter
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from functools import lru_cache

from .variants import Variant

#: letters of context the model looks back (runs of up to ORDER + 1 letters are counted)
ORDER = 4


@dataclass(frozen=True)
class Judge:
    """How a level judges a fragment (see the module). ``doubt``: a fragment looks
    impossible when one of its new letters is less likely than this. ``heard``: the
    counting words of the ranks it has heard of (None: every word of the frequency list;
    else the ranks up to the ``heard``-th counting word)."""

    doubt: float
    heard: int | None = None


JUDGES = {
    "easy": Judge(doubt=0.001),
    "medium": Judge(doubt=0.004),
    "hard": Judge(doubt=0.01),
    "learner": Judge(doubt=0.002),
}


def heard_words(ranks: Iterable[str], is_word: Callable[[str], bool], heard: int | None = None) -> list[str]:
    """The words of ``ranks`` heard of: up to the ``heard``-th counting word (``is_word``:
    ``Lexicon.is_word``), all when None."""
    counting = 0
    out: list[str] = []
    for w in ranks:
        if heard is not None and counting >= heard:
            break
        out.append(w)
        counting += is_word(w)
    return out


class LetterSense:
    """What a player has seen of a language's letters: the words it has heard of (see the
    module)."""

    def __init__(self, words: Iterable[str], counting: Iterable[str] = ()) -> None:
        self.words = tuple(sorted({w.lower() for w in words if w}))
        #: the counting words it has heard of: a fragment that goes like one is never doubted
        self.counting = tuple(sorted(set(counting)))
        runs: Counter[str] = Counter()
        for w in self.words:
            for k in range(1, ORDER + 2):
                for i in range(len(w) - k + 1):
                    runs[w[i:i + k]] += 1
        followed: Counter[str] = Counter()  # how often a run is followed by a letter
        kinds: Counter[str] = Counter()  # by how many different letters
        for run, n in runs.items():
            if len(run) > 1:
                followed[run[:-1]] += n
                kinds[run[:-1]] += 1
        self.runs, self.followed, self.kinds = runs, followed, kinds
        self.letters = "".join(sorted(k for k in runs if len(k) == 1))
        self.total = sum(runs[c] for c in self.letters)

    def _starting(self, prefix: str, words: tuple[str, ...] | None = None) -> int:
        """How many words it has heard of (of ``words``) start with ``prefix``."""
        ws = self.words if words is None else words
        return bisect.bisect_left(ws, prefix + "\U0010ffff") - bisect.bisect_left(ws, prefix)

    def heard_goes_like(self, fragment: str, variant: Variant) -> bool:
        """Does a counting word it has heard of go like the fragment?"""
        bases = [fragment, fragment[::-1]] if variant.may_reverse else [fragment]
        if variant.infix:
            return any(b in w for w in self.counting for b in bases)
        return any(self._starting(b, self.counting) > 0 for b in bases)

    def likelihood(self, fragment: str, variant: Variant) -> float:
        """How likely the fragment's least likely new letter is, 0 to 1 (1: a word heard of
        goes like it). See the module."""
        if not fragment or self.heard_goes_like(fragment, variant):
            return 1.0
        bases = [fragment, fragment[::-1]] if variant.may_reverse else [fragment]
        return max(self._least(base, variant) for base in bases)

    def looks_impossible(self, fragment: str, variant: Variant, doubt: float) -> bool:
        """Is the fragment's least likely new letter less likely than ``doubt``?"""
        return self.likelihood(fragment, variant) < doubt

    def _least(self, f: str, variant: Variant) -> float:
        first = 0  # the letters from here on are new: no word heard of starts like them
        if not variant.infix:
            first = max(k for k in range(len(f)) if self._starting(f[:k]) > 0)
            if first == 0:
                return 0.0  # no word it has heard of starts with this letter
        return min(self._chance(f, i, anchored=not variant.infix and i == first) for i in range(first, len(f)))

    def _chance(self, f: str, i: int, anchored: bool) -> float:
        """The chance of the letter ``f[i]`` after the letters before it: Witten-Bell
        interpolation from one letter alone up to ORDER letters before it, then (at the
        first new letter) the words heard of that start with ``f[:i]``."""
        c = f[i]
        if not self.runs[c]:
            return 0.0  # a letter it has never seen in a word
        p = (self.runs[c] + 1) / (self.total + len(self.letters) + 1)
        for j in range(1, ORDER + 1):
            if i - j < 0:
                break
            ctx = f[i - j:i]
            n = self.followed[ctx]
            if not n:
                break
            lam = n / (n + self.kinds[ctx])
            p = lam * self.runs[ctx + c] / n + (1 - lam) * p
        if anchored:
            prefix = f[:i]
            nexts = [self._starting(prefix + x) for x in self.letters]
            n = sum(nexts)
            if n:
                kinds = sum(1 for x in nexts if x)
                lam = n / (n + kinds)
                p = lam * self._starting(prefix + c) / n + (1 - lam) * p
        return p


@lru_cache(maxsize=4)
def letter_sense(words: tuple[str, ...], counting: tuple[str, ...]) -> LetterSense:
    """A shared :class:`LetterSense` (building one reads every word heard of)."""
    return LetterSense(words, counting)


__all__ = ["JUDGES", "ORDER", "Judge", "LetterSense", "heard_words", "letter_sense"]
