"""Whether a fragment LOOKS like no word could go like it: the judgement of a human-like
computer (easy, medium, hard, the learner) meeting a fragment outside its vocabulary.

A person who knows no word starting "hicc" does not conclude that there is none: the
letters look like English, so they play on. They challenge when the letters look wrong
("qx", "zzk"). :class:`LetterSense` is that feeling, built from the words a player has
heard of (more than it can name: every word of the bundled frequency list) and from what
anyone who reads the language knows of it (:class:`Language`, from the list's words):

- a fragment that goes like a counting word it has heard of is never doubted;
- a fragment of one or two letters (``SHORT``) is judged by the language: possible when a
  word of the list starts so (in the Super variants: has those letters in a row), else
  impossible. Nobody who reads Russian believes in a word starting "лъ", and the rare
  real starts ("дщ", "лб") are exactly where a perfect player steers;
- else, in Ghost and Anti-Ghost, the letters from the first one no word heard of starts
  like are "new"; each new letter gets a chance: Witten-Bell interpolation of how often
  it followed the one to ``ORDER`` letters before it in the words heard of and the list's
  words (anywhere in a word: a feel for the letters, not a memory of the words), and, for
  the first new letter, of how often the words heard of that start like the fragment go
  on with it. A fragment no word heard of starts with, or a letter never seen in a word,
  gets chance 0. In the Super variants every letter is new and only the letter runs count.
- the fragment looks impossible when its least likely new letter is less likely than
  the level's ``doubt`` (:data:`JUDGES`, lower for medium with a Cyrillic alphabet; the
  level's bluff rate then decides whether it says so, ``strategies.LEVELS``; hard and the
  learner always do).

"Heard of" includes the list's words an inflected form heard of points to
(:func:`heard_counting`), and ё is read as е (:data:`FOLDS`). Hard is well read: it has
also heard of half the list's other counting words, the likeliest under its letter sense
(short, ordinary-looking words: "жбан", "хряк", not "нганасан"; ``Judge.familiar``,
:func:`familiar_words`), so the rare starts a perfect player steers into look less new to
it and it can doubt the rest more. The model is built once per process and list
(:func:`sense_for`, seconds on a large list with ``familiar``) and kept in the disk cache
(:mod:`.sense_store`), so that the next start on the list reads it back.

The list's words count only as letter runs and short starts, never as words a player can
name: a bluff into a fragment that merely looks like a word goes through. A computer also
never doubts a fragment that still goes like the word it had in mind when it played its
last letter (:mod:`.aims`). Perfect and evil players, who know the whole list, do not use
this (``strategies.rules_challenge``). Measured by ``benchmarks/bench_opponents.py``.
"""

from __future__ import annotations

import bisect
import math
import threading
from collections import Counter
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from functools import lru_cache

from ..passes import CHUNK, Progress
from ..play.rules import PlayerKind
from ..play.variants import Variant
from ..words.lexicon import Lexicon
from .run_counts import FOLDS, ORDER, SHORT, Language, fold_each, folded, letter_runs, own_runs
from .sense_store import SenseParts, load_sense, sense_key, store_sense

#: how little the starts of the words heard of count at a fragment's first new letter
#: against its letter runs (Witten-Bell, each different next letter counted this often):
#: the words heard of start with fewer letter pairs than the language's words do
ANCHOR_DOUBT = 10
#: the same for the letter runs anywhere in a word, for a Cyrillic alphabet (else 1): a
#: letter seldom seen after a long run still gets a fair share of how often it follows the
#: shorter ones ("щечк": "чк"); Russian nouns hold many runs the words heard of lack
RUN_DOUBT = 3
#: an inflected form heard of ("жвачку") teaches the list's words that differ from it only
#: in an ending: at most STRIP letters taken off, at most ENDING put on, a stem of at
#: least STEM letters ("жвачка")
STRIP, ENDING, STEM = 2, 2, 4


def cyrillic(letters: str) -> bool:
    """Are some of the letters Cyrillic?"""
    return any("\u0400" <= c <= "\u04ff" for c in letters)


@dataclass(frozen=True)
class Judge:
    """How a level judges a fragment (see the module). ``doubt``: a fragment looks
    impossible when one of its new letters is less likely than this. ``heard``: the
    counting words of the ranks it has heard of (None: every word of the frequency list;
    else the ranks up to the ``heard``-th counting word). ``outspoken``: it says so whenever
    a fragment looks impossible (else the level's bluff rate keeps it quiet now and then)."""

    doubt: float
    heard: int | None = None
    outspoken: bool = False
    #: ``doubt`` for a Cyrillic alphabet (Russian: more letters, a list of many rare nouns)
    cyrillic_doubt: float | None = None
    #: the share of the list's other counting words it has heard of too: the likeliest
    #: under its letter sense (short, ordinary-looking words: "жбан", "хряк"), see
    #: :func:`sense_for`
    familiar: float = 0.0

    def doubt_for(self, alphabet: str) -> float:
        """The level's ``doubt`` for a list with these letters."""
        if self.cyrillic_doubt is not None and cyrillic(alphabet):
            return self.cyrillic_doubt
        return self.doubt


JUDGES: dict[PlayerKind, Judge] = {
    PlayerKind.EASY: Judge(doubt=0.00001),
    PlayerKind.MEDIUM: Judge(doubt=0.002, cyrillic_doubt=0.0002),
    PlayerKind.HARD: Judge(doubt=0.007, outspoken=True, familiar=0.5),
    PlayerKind.LEARNER: Judge(doubt=0.0001),
}


def heard_words(
    ranks: Iterable[str], is_word: Callable[[str], bool], heard: int | None = None
) -> list[str]:
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


def heard_counting(
    words: Iterable[str], sorted_words: tuple[str, ...], is_word: Callable[[str], bool]
) -> list[str]:
    """The counting words heard of in some form: the counting words among ``words`` and the
    words of ``sorted_words`` (the list's, sorted) that a word heard of inflects (see
    ``STRIP``): "жвачку" teaches "жвачка". A bluff (no counting word goes like it) is never
    one of their starts."""
    out: set[str] = set()
    for w in words:
        if is_word(w):
            out.add(w)
            continue
        for k in range(1, STRIP + 1):
            stem = w[:-k]
            if len(stem) < STEM:
                break
            i = bisect.bisect_left(sorted_words, stem)
            while i < len(sorted_words) and sorted_words[i].startswith(stem):
                if len(sorted_words[i]) - len(stem) <= ENDING:
                    out.add(sorted_words[i])
                i += 1
    return sorted(out)


class LetterSense:
    """What a player has seen of a language's letters: the words it has heard of (see the
    module)."""

    def __init__(
        self,
        words: Iterable[str],
        counting: Iterable[str] = (),
        language: Language | None = None,
        progress: Progress | None = None,
        *,
        own: Counter[str] | None = None,
    ) -> None:
        """``progress`` hears how far counting the words' letter runs is (seconds, for the
        words of a large list). ``own``: those runs, counted already (:func:`own_runs`)."""
        self.fold = str.maketrans(FOLDS)
        self.words = tuple(sorted(folded(words)))
        #: the counting words it has heard of: a fragment that goes like one is never doubted
        self.counting = tuple(sorted(set(fold_each(list(counting)))))
        #: what it knows of the language beyond the words heard of (None: nothing)
        self.language = language
        # the language's runs first (copied in C), then the words heard of on top
        runs = Counter(language.runs) if language is not None else Counter()
        followed = Counter(language.followed) if language is not None else Counter()
        kinds = Counter(language.kinds) if language is not None else Counter()
        if own is None:
            own = own_runs(self.words, progress=progress)
        for run, n in own.items():
            if len(run) > 1:
                followed[run[:-1]] += n  # how often a run is followed by a letter
                kinds[run[:-1]] += run not in runs  # by how many different letters
            runs[run] += n
        self.runs, self.followed, self.kinds = runs, followed, kinds
        self._settle()

    def _settle(self) -> None:
        """What follows from the counts: the letters seen, their total, the run doubt."""
        self.letters = "".join(sorted(k for k in self.runs if len(k) == 1))
        self.total = sum(self.runs[c] for c in self.letters)
        self.run_doubt = RUN_DOUBT if cyrillic(self.letters) else 1
        #: each run's log chance of its last letter after the others, as scored (many words share runs)
        self._logs: dict[str, float] = {}
        self._chances: dict[str, float] = {}

    @classmethod
    def from_parts(cls, parts: SenseParts) -> LetterSense:
        """A sense as :meth:`parts` described it (read back from the disk cache). Its
        language keeps what judging needs of it: which short runs start or occur in a word
        (its letter runs are in the sense's own already)."""
        sense = cls.__new__(cls)
        sense.fold = str.maketrans(FOLDS)
        sense.words, sense.counting = parts.words, parts.counting
        sense.language = Language(Counter(), parts.starts, parts.inside, Counter(), Counter())
        sense.runs, sense.followed, sense.kinds = parts.runs, parts.followed, parts.kinds
        sense._settle()
        return sense

    def parts(self) -> SenseParts:
        """What the sense is made of, as plain data (see :meth:`from_parts`)."""
        lang = self.language
        return SenseParts(
            self.words,
            self.counting,
            self.runs,
            self.followed,
            self.kinds,
            lang.starts if lang is not None else frozenset(),
            lang.inside if lang is not None else frozenset(),
        )

    def _starting(self, prefix: str, words: tuple[str, ...] | None = None) -> int:
        """How many words it has heard of (of ``words``) start with ``prefix``."""
        ws = self.words if words is None else words
        return bisect.bisect_left(ws, prefix + "\U0010ffff") - bisect.bisect_left(ws, prefix)

    def heard_goes_like(self, fragment: str, variant: Variant) -> bool:
        """Does a counting word it has heard of go like the fragment?"""
        fragment = fragment.translate(self.fold)
        if variant.pool:
            return any(variant.goes_like(w, fragment) for w in self.counting)
        bases = [fragment, fragment[::-1]] if variant.may_reverse else [fragment]
        if variant.infix:
            return any(b in w for w in self.counting for b in bases)
        return any(self._starting(b, self.counting) > 0 for b in bases)

    def likelihood(self, fragment: str, variant: Variant) -> float:
        """How likely the fragment's least likely new letter is, 0 to 1 (1: a word heard of
        goes like it). See the module."""
        fragment = fragment.translate(self.fold)
        if not fragment or self.heard_goes_like(fragment, variant):
            return 1.0
        bases = [fragment, fragment[::-1]] if variant.may_reverse else [fragment]
        if self.language is not None and len(fragment) <= SHORT and not variant.pool:
            known = self.language.inside if variant.infix else self.language.starts
            return 1.0 if any(b in known for b in bases) else 0.0
        return max(self._least(base, variant) for base in bases)

    def word_chance(self, word: str) -> float:
        """The log of how likely the word's letters are one after the other (no anchoring):
        short words of ordinary letter runs score highest."""
        return self.word_chances([word])[0]

    def word_chances(self, words: Iterable[str]) -> list[float]:
        """:meth:`word_chance` of each word; quicker when words next to each other share a
        start (sorted words): the sum so far is taken up where the last word's left off."""
        logs, out = self._logs, []
        last, sums = "", [0.0]  # sums[i]: the first i letters' sum, of the last word
        for w in fold_each(list(words)):
            same = 0
            for a, b in zip(w, last, strict=False):
                if a != b:
                    break
                same += 1
            del sums[same + 1 :]
            total = sums[same]
            # a letter's chance looks back ORDER letters at most: its run is its key
            for i in range(same, len(w)):
                run = w[i - ORDER if i > ORDER else 0 : i + 1]
                total += logs[run] if run in logs else self._log_chance(run)
                sums.append(total)
            out.append(total)
            last = w
        return out

    def _log_chance(self, run: str) -> float:
        """The log of the chance of the run's last letter after the others (unanchored)."""
        chance = self._logs[run] = math.log(self._run_chance(run) or 1e-12)
        return chance

    def _run_chance(self, run: str) -> float:
        """:meth:`_chance` of the run's last letter after the others, unanchored,
        remembered: each step of its interpolation is the one letter shorter run's (from
        its second letter) taken one context further, so that a run costs one step. Where
        :meth:`_chance` stops at a context never followed, so does this: a context's every
        shorter one (its ends) is followed wherever it is."""
        hit = self._chances.get(run)
        if hit is None:
            c = run[-1]
            if len(run) == 1 or not self.runs[c]:
                hit = self._chance(c, 0, anchored=False)
            else:
                hit = self._run_chance(run[1:])
                ctx = run[:-1]
                n = self.followed[ctx]
                if n:
                    lam = n / (n + self.run_doubt * self.kinds[ctx])
                    hit = lam * self.runs[run] / n + (1 - lam) * hit
            self._chances[run] = hit
        return hit

    def looks_impossible(self, fragment: str, variant: Variant, doubt: float) -> bool:
        """Is the fragment's least likely new letter less likely than ``doubt``?"""
        return self.likelihood(fragment, variant) < doubt

    def _least(self, f: str, variant: Variant) -> float:
        if variant.pool:  # letters in no order: how likely its least likely letter is
            return min(self._chance(c, 0, anchored=False) for c in f)
        first = 0  # the letters from here on are new: no word heard of starts like them
        if not variant.infix:
            first = max(k for k in range(len(f)) if self._starting(f[:k]) > 0)
            if first == 0:
                return 0.0  # no word it has heard of starts with this letter
        return min(
            self._chance(f, i, anchored=not variant.infix and i == first)
            for i in range(first, len(f))
        )

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
            ctx = f[i - j : i]
            n = self.followed[ctx]
            if not n:
                break
            lam = n / (n + self.run_doubt * self.kinds[ctx])
            p = lam * self.runs[ctx + c] / n + (1 - lam) * p
        if anchored:
            prefix = f[:i]
            nexts = [self._starting(prefix + x) for x in self.letters]
            n = sum(nexts)
            if n:
                kinds = sum(1 for x in nexts if x)
                lam = n / (n + ANCHOR_DOUBT * kinds)
                p = lam * self._starting(prefix + c) / n + (1 - lam) * p
        return p


@lru_cache(maxsize=4)
def letter_sense(words: tuple[str, ...], counting: tuple[str, ...]) -> LetterSense:
    """A shared :class:`LetterSense` (building one reads every word heard of)."""
    return LetterSense(words, counting)


_SENSES: dict[tuple[tuple[str, ...], str, float], LetterSense] = {}
_LANGUAGES: dict[str, Language] = {}


def language_for(lexicon: Lexicon, progress: Progress | None = None) -> Language:
    """The shared :class:`Language` of ``lexicon``'s counting words (once per process and
    list; ``progress`` hears how far counting them is)."""
    hit = _LANGUAGES.get(lexicon.key)
    if hit is None:
        if len(_LANGUAGES) >= 2:
            _LANGUAGES.pop(next(iter(_LANGUAGES)))
        hit = _LANGUAGES[lexicon.key] = Language.of(lexicon.sorted_words, progress)
    return hit


def familiar_words(
    sense: LetterSense,
    sorted_words: Iterable[str],
    share: float,
    progress: Progress | None = None,
) -> list[str]:
    """The ``share`` of the counting words ``sorted_words`` not among ``sense``'s counting
    words that are likeliest under its letter sense (:meth:`LetterSense.word_chance`): the
    short, ordinary-looking words a well-read player has met beyond the frequency ranks.
    Scoring a large list's words takes seconds: ``progress`` hears how far it is."""
    heard = set(sense.counting)
    words = list(sorted_words)
    others = [w for w, f in zip(words, fold_each(words), strict=True) if f not in heard]
    chance: dict[str, float] = {}
    for start in range(0, len(others), CHUNK):
        if progress is not None:
            progress(start / len(others))
        part = others[start : start + CHUNK]
        chance.update(zip(part, sense.word_chances(part), strict=True))
    ranked = sorted(others, key=lambda w: (-chance[w], w))
    return ranked[: int(share * len(others))]


def sense_for(
    words: tuple[str, ...],
    lexicon: Lexicon,
    familiar: float = 0.0,
    progress: Progress | None = None,
) -> LetterSense:
    """The shared :class:`LetterSense` of a player who has heard of ``words`` (sorted), for
    ``lexicon``'s counting words (:func:`heard_counting`), and of the ``familiar`` share of
    the list's other counting words (:func:`familiar_words`); built once per process and
    list (seconds with ``familiar`` on a large list: ``progress`` hears how far it is) and
    kept in the disk cache when the lexicon uses it, so that a second start reads it back.
    Safe on any thread: one sense is made at a time, and one asked for while it is being
    made is the one made."""
    with _MAKING:
        return _sense_for((words, lexicon.key, familiar), lexicon, progress)


#: held while a sense is looked up or made (a computer's turn and the window's worker
#: getting it ready may ask at once)
_MAKING = threading.Lock()


def _sense_for(
    key: tuple[tuple[str, ...], str, float], lexicon: Lexicon, progress: Progress | None
) -> LetterSense:
    words, _, familiar = key
    hit = _SENSES.get(key)
    if hit is None:
        report = progress or (lambda _: None)
        disk = sense_key(words, lexicon.key, familiar, MODEL) if lexicon.use_cache else None
        parts = load_sense(disk) if disk is not None else None
        if parts is not None:
            hit = LetterSense.from_parts(parts)
        else:
            hit = _build_sense(words, lexicon, familiar, report)
            if disk is not None:
                store_sense(disk, hit.parts())
        if len(_SENSES) >= 4:
            _SENSES.pop(next(iter(_SENSES)))
        _SENSES[key] = hit
    return hit


#: the model's settings that shape a sense, in its disk cache key
MODEL = repr((ORDER, FOLDS, RUN_DOUBT, SHORT, STRIP, ENDING, STEM))


def _build_sense(
    words: tuple[str, ...], lexicon: Lexicon, familiar: float, report: Progress
) -> LetterSense:
    # the shares of the time each part takes on a large list
    lang, first, scoring = (0.2, 0.2, 0.35) if familiar > 0 else (0.5, 0.5, 0.0)
    language = language_for(lexicon, lambda f: report(lang * f))
    counting = heard_counting(words, lexicon.sorted_words, lexicon.is_word)
    start = lang
    heard = (*words, *counting)
    own = own_runs(heard, progress=lambda f: report(start + first * f))
    hit = LetterSense(heard, counting, language, own=own)
    if familiar > 0:
        start += first
        more = familiar_words(
            hit, lexicon.sorted_words, familiar, lambda f: report(start + scoring * f)
        )
        done = start + scoring
        # the words heard of are counted already: only the familiar ones new to it are added
        own_runs(
            folded(more) - set(hit.words), own, progress=lambda f: report(done + (1 - done) * f)
        )
        hit = LetterSense((*heard, *more), (*counting, *more), language, own=own)
    return hit


__all__ = [
    "JUDGES",
    "ORDER",
    "Judge",
    "Language",
    "LetterSense",
    "familiar_words",
    "heard_counting",
    "heard_words",
    "language_for",
    "letter_runs",
    "letter_sense",
    "sense_for",
]
