"""The lexicon: the counting words of a word list under one minimum length, with fast
word, prefix and infix queries.

Prefix queries go to a datrie of the counting words; infix queries to a datrie of every
suffix of every counting word (an infix is a prefix of a suffix). Both are built on first
use and cached on disk, keyed by the list's content and the minimum length.
"""

from __future__ import annotations

import bisect
import threading
from collections.abc import Iterable, Iterator
from collections.abc import Set as AbstractSet
from dataclasses import dataclass, field

from ..errors import RulesError
from ..passes import at_least, by_length
from ..storage import cache
from .list_record import WordList, alphabet_of
from .store import DatrieStore, WordStore


class WordSet(AbstractSet[str]):
    """A set of words kept as one set per length. One set of a large list is built by one
    C call that, as the set grows, copies all of it (40 ms and more for 270,000 words, in
    which the window's thread cannot run); these sets are small and built a word at a time."""

    def __init__(self, words: Iterable[str]) -> None:
        self._by_length = {n: set(group) for n, group in by_length(words).items()}

    def __contains__(self, word: object) -> bool:
        if not isinstance(word, str):
            return False
        bucket = self._by_length.get(len(word))
        return bucket is not None and word in bucket

    def __iter__(self) -> Iterator[str]:
        for bucket in self._by_length.values():
            yield from bucket

    def __len__(self) -> int:
        return sum(map(len, self._by_length.values()))


@dataclass(eq=False)
class Lexicon:
    word_list: WordList
    min_length: int
    sorted_words: tuple[str, ...]
    #: the counting words, for membership
    words: AbstractSet[str]
    alphabet: str
    use_cache: bool = True
    _prefix: WordStore | None = field(default=None, repr=False)
    _infix: WordStore | None = field(default=None, repr=False)
    _lock: threading.Lock = field(default_factory=threading.Lock, repr=False)
    _pools: _Pools | None = field(default=None, repr=False)

    @classmethod
    def build(cls, word_list: WordList, min_length: int = 3, *, use_cache: bool = True) -> Lexicon:
        if min_length < 1:
            raise RulesError("minimum length", min_length, 1)
        counting = at_least(word_list.words, min_length)
        return cls(
            word_list, min_length, counting, WordSet(counting), word_list.alphabet, use_cache
        )

    @property
    def key(self) -> str:
        """Identifies the counting words: the list's content and the minimum length."""
        return cache.cache_key("lexicon", self.word_list.digest, self.min_length)

    def __len__(self) -> int:
        return len(self.sorted_words)

    # -- queries -------------------------------------------------------------------------
    def is_word(self, s: str) -> bool:
        """Is ``s`` a counting word?"""
        return s in self.words

    def is_prefix(self, s: str) -> bool:
        """Does some counting word begin with ``s``? (The empty fragment always does.)"""
        return not s or self.prefix_store().has_prefix(s)

    def is_infix(self, s: str) -> bool:
        """Does ``s`` occur inside some counting word?"""
        return not s or self.infix_store().has_prefix(s)

    def word_with_prefix(self, s: str) -> str | None:
        hit = self.prefix_store().first_with_prefix(s)
        return hit[0] if hit else None

    def word_containing(self, s: str) -> str | None:
        hit = self.infix_store().first_with_prefix(s)
        return self.sorted_words[hit[1]] if hit else None

    def words_with_prefix(self, s: str, limit: int = 50) -> list[str]:
        out: list[str] = []
        i = bisect.bisect_left(self.sorted_words, s)
        while (
            i < len(self.sorted_words) and self.sorted_words[i].startswith(s) and len(out) < limit
        ):
            out.append(self.sorted_words[i])
            i += 1
        return out

    # -- Anaghost's pools ----------------------------------------------------------------
    def fits_pool(self, pool: str) -> bool:
        """Do the letters of ``pool`` (each as often as it has it) fit inside some counting
        word? (The empty pool always does.)"""
        return not pool or self.pools().holding(pool) != 0

    def is_pool_word(self, pool: str) -> bool:
        """Are the letters of ``pool`` (sorted) an anagram of a counting word?"""
        return pool in self.pools().words

    def word_with_pool(self, pool: str) -> str | None:
        """A counting word that holds every letter of ``pool``, the shortest first."""
        found = self.pools().holding(pool)
        if not found:
            return None
        low = found & -found  # the first such word: the words go shortest first
        return self.pools().order[low.bit_length() - 1]

    def pools(self) -> _Pools:
        with self._lock:
            if self._pools is None:
                self._pools = _Pools(self.sorted_words)
            return self._pools

    # -- stores, built once and cached ---------------------------------------------------
    def prefix_store(self) -> WordStore:
        with self._lock:
            if self._prefix is None:
                self._prefix = self._store(
                    "prefix", lambda: ((w, i) for i, w in enumerate(self.sorted_words))
                )
            return self._prefix

    def infix_store(self) -> WordStore:
        with self._lock:
            if self._infix is None:
                self._infix = self._store("infix", self._suffix_items)
            return self._infix

    def _suffix_items(self) -> list[tuple[str, int]]:
        first: dict[str, int] = {}
        for i, w in enumerate(self.sorted_words):
            for j in range(len(w)):
                first.setdefault(w[j:], i)
        # in the words' order, not sorted: one sort of every suffix held the interpreter lock
        # for a second on a large list (a frozen window), and datrie builds faster unsorted
        return list(first.items())

    def _store(self, kind: str, items) -> WordStore:  # type: ignore[no-untyped-def]
        alphabet = self.alphabet or alphabet_of(self.sorted_words) or "a"
        if not self.use_cache:
            return DatrieStore.build(items(), alphabet)
        # a cached trie is checksummed before datrie sees it; a damaged one is rebuilt
        key = cache.cache_key(kind, self.key)
        found = cache.load_file("trie", key, ".trie", lambda fh: DatrieStore.read(fh, alphabet))
        if found is not None:
            return found
        store = DatrieStore.build(items(), alphabet)
        cache.store_file(
            "trie", key, ".trie", store.save
        )  # unique temporary files, removed on failure
        return store


class _Pools:
    """The counting words as pools of letters, for Anaghost. ``words``: each word's letters,
    sorted; for each letter and count, a big integer with a bit for each word (shortest
    first) that has the letter at least that often, so that the words holding a pool are a
    few ANDs in C."""

    def __init__(self, words: Iterable[str]) -> None:
        self.order = sorted(words, key=lambda w: (len(w), w))
        self.words = frozenset("".join(sorted(w)) for w in self.order)
        bits: dict[tuple[str, int], list[int]] = {}
        for i, w in enumerate(self.order):
            seen: dict[str, int] = {}
            for letter in w:
                n = seen[letter] = seen.get(letter, 0) + 1
                bits.setdefault((letter, n), []).append(i)
        self._bits = {key: _bitset(ids) for key, ids in bits.items()}
        self._all = (1 << len(self.order)) - 1

    def holding(self, pool: str) -> int:
        """The words (as bits) that hold every letter of ``pool`` as often as it has it."""
        out = self._all
        seen: dict[str, int] = {}
        for letter in pool:
            n = seen[letter] = seen.get(letter, 0) + 1
            out &= self._bits.get((letter, n), 0)
            if not out:
                break
        return out


def _bitset(ids: list[int]) -> int:
    """A big integer with the bits ``ids`` set, made in C from a bytes object."""
    if not ids:
        return 0
    data = bytearray(ids[-1] // 8 + 1)
    for i in ids:
        data[i >> 3] |= 1 << (i & 7)
    return int.from_bytes(data, "little")
