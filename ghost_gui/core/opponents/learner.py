"""The Learner computer: a player who starts out knowing few words and remembers every
word it meets at the table, from one game to the next.

- Vocabulary: the first 150 counting words of the frequency ranks passed in (the same
  ranks the easy/medium/hard players use), or, when the ranks give fewer than 50 counting
  words, the 150 shortest words of the list (in length, then alphabetical, order); plus
  every word it has learnt for this word list that is a counting word of the list or one
  of this match's house words.
- Learning: :meth:`LearnerStrategy.meet` is told of the words met in play (a completed
  word, a word named to answer a challenge, a house word the table accepted). It learns
  one only when the table counts it: a counting word of the list or a house word. What it
  learns is kept in a :class:`LearnerMemory`, one JSON file for all lists, so it still
  knows the word after a restart.
- Plays: perfect play within its vocabulary (a small solver of its own, rebuilt when the
  vocabulary has grown); when no word it knows goes like the fragment, a random legal
  play. It never blunders on purpose and never bluffs.
- Challenges: "word" when the fragment is a word it knows (or a house word); "no_word"
  when no longer word of its vocabulary goes like the fragment AND the fragment looks
  impossible to it (:mod:`.plausibility`, ``JUDGES["learner"]``): it has heard of every
  word of the ranks (without knowing them well enough to name one), so a fragment that
  starts a counting word among those, or whose letters look like the language's, it lets
  pass, and one that still goes like the word it had in mind when it played its last
  letter (:mod:`.aims`). Without ranks it has heard of its starting words only.
- Answers: a longer word of its vocabulary that goes like the fragment, else it concedes.

The memory file: ``{"format": 1, "lists": {<list key>: [words...]}}``. A missing file is
an empty memory. Anything else that is not such a memory (bad bytes, bad JSON, another
shape, an entry that is no word, a file too large, a FIFO or folder in its place, a file
that cannot be read) is damage: the file is renamed to ``<name>.corrupt``, the words that
could be read are kept (and written back), and ``damaged`` is set so that the window can
tell the user. Nothing here raises or blocks for a bad or unwritable file.
"""

from __future__ import annotations

import heapq
import json
import os
import random
import stat
import unicodedata
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from ..play.plays import Play
from ..play.rules import ChallengeKind, PlayerKind
from ..play.variants import Variant
from ..solving.solver import Solver
from ..storage.atomic_files import atomic_file, set_aside
from ..words.lexicon import Lexicon
from ..words.wordlist import MAX_WORD_LENGTH, word_list_from_words
from .aims import Aim
from .plausibility import JUDGES, heard_words, sense_for
from .strategies import Position, RandomStrategy, longer_word

#: words of the starting vocabulary
SEED_SIZE = 150
#: fewer ranked counting words than this: the shortest words instead
MIN_RANKED = 50
FORMAT = 1
#: a memory file larger than this is treated as damaged (no input exhausts memory)
MAX_FILE_BYTES = 16 * 1024 * 1024


def normal_word(word: str) -> str | None:
    """``word`` as the memory keeps it (NFC, lower case), or None when it cannot be a word
    (empty, not letters alone, longer than 64 letters)."""
    w = unicodedata.normalize("NFC", word.strip().lower())
    if not w or len(w) > MAX_WORD_LENGTH or not w.isalpha():
        return None
    return w


class LearnerMemory:
    """The words a learner knows, per word list key, kept in one JSON file.

    Share one instance between the learners of a process: each write replaces the file
    with this memory's words merged with those already in the file."""

    def __init__(self, path: str | Path) -> None:
        self.path = Path(path)
        #: the file held something that is not a memory; it was set aside (``.damaged``)
        self.damaged = False
        #: where the damaged file was moved (None: not moved)
        self.set_aside_to: Path | None = None
        #: the last write failed (the words are still known until the program ends)
        self.save_failed = False
        self._lists: dict[str, set[str]] = {}
        self._load()

    # -- reading -----------------------------------------------------------------------------
    def _read(self) -> tuple[dict[str, set[str]], bool]:
        """(the lists that can be read, damaged?): ({}, False) when the file is missing."""
        try:
            st = os.stat(self.path)
        except (FileNotFoundError, NotADirectoryError):  # not written yet
            return {}, False
        except OSError:
            return {}, True
        if not stat.S_ISREG(st.st_mode) or st.st_size > MAX_FILE_BYTES:
            return {}, True  # a folder, or a FIFO (which would block), or not a memory
        try:
            fd = os.open(self.path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
            with os.fdopen(fd, "rb") as fh:
                data = fh.read(MAX_FILE_BYTES + 1)
        except FileNotFoundError:
            return {}, False
        except OSError:  # no permission, say
            return {}, True
        if len(data) > MAX_FILE_BYTES:
            return {}, True
        try:
            doc = json.loads(data.decode("utf-8"))
        except (UnicodeDecodeError, ValueError, RecursionError, MemoryError):
            return {}, True
        return _parse(doc)

    def _load(self) -> None:
        lists, damaged = self._read()
        if damaged:
            self.damaged = True
            # where it went (it will be overwritten by the next word learnt if it stayed)
            self.set_aside_to = set_aside(self.path)
        self._lists = lists
        if damaged and any(lists.values()):
            self.save()  # what could be read stays known after a restart

    # -- queries and learning ------------------------------------------------------------------
    def keys(self) -> list[str]:
        """The word list keys it has words for."""
        return sorted(k for k, ws in self._lists.items() if ws)

    def words(self, key: str) -> set[str]:
        """The words learnt for the word list ``key`` (a copy)."""
        return set(self._lists.get(key, ()))

    def learn(self, key: str, word: str) -> bool:
        """Remember ``word`` for the list ``key`` and save. True when the word is in the
        file afterwards (already known: nothing to write); False when it is not a word
        (nothing changes) or the file could not be written (it is still known here)."""
        w = normal_word(word)
        if w is None:
            return False
        known = self._lists.setdefault(key, set())
        if w in known:
            return not self.save_failed
        known.add(w)
        return self.save()

    def save(self) -> bool:
        """Write the memory (merged with the file's) atomically; False when that failed."""
        on_disk, _ = self._read()  # a file damaged since loading is simply replaced
        for k, ws in on_disk.items():
            self._lists.setdefault(k, set()).update(ws)
        doc = {
            "format": FORMAT,
            "lists": {k: sorted(ws) for k, ws in sorted(self._lists.items()) if ws},
        }
        try:
            with atomic_file(self.path) as fh:
                fh.write(json.dumps(doc, ensure_ascii=False, indent=1).encode("utf-8"))
        except OSError:
            self.save_failed = True
            return False
        self.save_failed = False
        return True


def _parse(doc: Any) -> tuple[dict[str, set[str]], bool]:
    """(the lists of a memory file's content, damaged?): a list that is no list of words, or
    an entry that is no word, is damage; the words that are words are kept all the same."""
    if (
        not isinstance(doc, dict)
        or set(doc) != {"format", "lists"}
        or doc["format"] != FORMAT
        or not isinstance(doc["lists"], dict)
    ):
        return {}, True
    out: dict[str, set[str]] = {}
    damaged = False
    for key, words in doc["lists"].items():
        if not isinstance(words, list):
            damaged = True
            continue
        normal = [normal_word(w) if isinstance(w, str) else None for w in words]
        out[key] = {n for n in normal if n is not None}
        damaged = damaged or None in normal
    return out, damaged


class LearnerStrategy(RandomStrategy):
    """See the module. ``key`` names the word list in the memory (default: the digest of
    the list's content, so a renamed file keeps its words and a changed one starts again)."""

    def __init__(
        self,
        lexicon: Lexicon,
        variant: Variant,
        players: int,
        rng: random.Random,
        memory: LearnerMemory,
        ranks: tuple[str, ...] | None = None,
        key: str | None = None,
    ) -> None:
        super().__init__(rng)
        self.lexicon = lexicon
        self.variant = variant
        self.players = players
        self.memory = memory
        self.key = key if key is not None else lexicon.word_list.digest
        seed = [w for w in (ranks or ())[:SEED_SIZE] if lexicon.is_word(w)]
        if len(seed) < MIN_RANKED:
            seed = heapq.nsmallest(SEED_SIZE, lexicon.sorted_words, key=lambda w: (len(w), w))
        heard = heard_words(ranks or (), lexicon.is_word, JUDGES[PlayerKind.LEARNER].heard)
        self.seed = frozenset(seed)
        words = tuple(sorted({*heard, *seed}))
        self.sense = sense_for(words, lexicon)
        self.doubt = JUDGES[PlayerKind.LEARNER].doubt_for(lexicon.alphabet)
        self._built: frozenset[str] | None = None
        self._vocab_lexicon: Lexicon | None = None
        self._solver: Solver | None = None
        self.aim = Aim()

    # -- vocabulary ------------------------------------------------------------------------------
    def vocabulary(self, house_words: Iterable[str] = ()) -> frozenset[str]:
        """The words it knows now: the seed and what it learnt that counts here."""
        house = frozenset(house_words)
        learnt = {
            w
            for w in self.memory.words(self.key)
            if self.lexicon.is_word(w) or (w in house and len(w) >= self.lexicon.min_length)
        }
        return self.seed | learnt

    def _solved(self, position: Position) -> tuple[Lexicon, Solver] | None:
        vocab = self.vocabulary(position.house_words)
        if vocab != self._built:
            self._built = vocab
            self._vocab_lexicon = self._solver = None
            if vocab:
                lx = Lexicon.build(
                    word_list_from_words(sorted(vocab), "learner-vocabulary"),
                    self.lexicon.min_length,
                    use_cache=False,
                )
                if len(lx):
                    self._vocab_lexicon = lx
                    self._solver = Solver(lx, self.variant, self.players, use_cache=False).solve()
        if self._vocab_lexicon is None or self._solver is None:
            return None
        return self._vocab_lexicon, self._solver

    def _known_longer(self, position: Position) -> str | None:
        solved = self._solved(position)
        return (
            None if solved is None else longer_word(solved[0], position.variant, position.fragment)
        )

    # -- learning ----------------------------------------------------------------------------------
    def meet(self, word: str, where: Position | Lexicon, house_words: Iterable[str] = ()) -> bool:
        """A word met in play. Learnt (and saved) only when the table accepts it: a counting
        word of the list or a house word (``where``'s, if a position, and ``house_words``).
        True when it was new to this player."""
        w = normal_word(word)
        if w is None:
            return False
        if isinstance(where, Position):
            lexicon, house = where.lexicon, set(where.house_words) | set(house_words)
        else:
            lexicon, house = where, set(house_words)
        if not (lexicon.is_word(w) or (w in house and len(w) >= lexicon.min_length)):
            return False
        if w in self.seed or w in self.memory.words(self.key):
            return False
        self.memory.learn(self.key, w)  # a failed write still teaches it for this session
        return True

    # -- playing -------------------------------------------------------------------------------------
    def choose_play(self, position: Position) -> Play:
        solved = self._solved(position)
        f = position.fragment
        if solved is not None and solved[1].losers(f) is not None:
            solver = solved[1]
            plays = solver.winning_plays(f) or solver.longest_plays(f)
            if plays:
                play = self.rng.choice(plays)
                self.aim.take(solved[0], position.variant, play.apply(f), self.rng)
                return play
        # no word it knows goes like this: a legal play, with some word of the list in mind
        play = super().choose_play(position)
        self.aim.take(position.lexicon, position.variant, play.apply(f), self.rng)
        return play

    def challenge(self, position: Position) -> ChallengeKind | None:
        f = position.fragment
        if not f:
            return None
        if position.is_complete(f):
            known = position.knows(f, position.house_words) or position.knows(
                f, self.vocabulary(position.house_words)
            )
            return ChallengeKind.WORD if known else None
        if (
            self._known_longer(position) is None
            and not self.aim.holds(f, position.variant)
            and self.sense.looks_impossible(f, position.variant, self.doubt)
        ):
            return (
                ChallengeKind.NO_WORD
            )  # may be wrong: it only knows its own words, and how words look
        return None

    def answer(self, position: Position, kind: ChallengeKind) -> str | None:
        return self._known_longer(position)


__all__ = ["LearnerMemory", "LearnerStrategy", "normal_word"]
