"""Word stores: the small interface the lexicon asks its tries for, and the datrie one.

datrie silently drops keys with characters outside the alphabet it was built with, so every
key and query is checked against the alphabet first.
"""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path
from typing import BinaryIO, Protocol

import datrie


class WordStore(Protocol):
    """Keys with integer values, queried by prefix."""

    def has_prefix(self, prefix: str) -> bool: ...

    def first_with_prefix(self, prefix: str) -> tuple[str, int] | None: ...

    def save(self, path: Path) -> None: ...


class DatrieStore:
    """A :class:`WordStore` on a double-array trie (``datrie.BaseTrie``, integer values)."""

    def __init__(self, trie: datrie.BaseTrie, alphabet: str) -> None:
        self._trie = trie
        self._alphabet = frozenset(alphabet)

    @classmethod
    def build(cls, items: Iterable[tuple[str, int]], alphabet: str) -> DatrieStore:
        letters = frozenset(alphabet)
        trie = datrie.BaseTrie(alphabet)
        for key, value in items:
            if not letters.issuperset(key):
                raise ValueError(f"key {key!r} has characters outside the alphabet")
            trie[key] = value
        return cls(trie, alphabet)

    @classmethod
    def load(cls, path: Path, alphabet: str) -> DatrieStore:
        return cls(datrie.BaseTrie.load(str(path)), alphabet)

    @classmethod
    def read(cls, fh: BinaryIO, alphabet: str) -> DatrieStore:
        """The trie stored at the current position of an unbuffered binary file; the file
        is left positioned just after it. datrie reads through the file descriptor."""
        return cls(datrie.BaseTrie.read(fh), alphabet)

    def save(self, path: Path) -> None:
        self._trie.save(str(path))

    def _valid(self, key: str) -> bool:
        return self._alphabet.issuperset(key)

    def has_prefix(self, prefix: str) -> bool:
        return self._valid(prefix) and self._trie.has_keys_with_prefix(prefix)

    def first_with_prefix(self, prefix: str) -> tuple[str, int] | None:
        if not self._valid(prefix):
            return None
        state = datrie.BaseState(self._trie)
        if not state.walk(prefix):
            return None
        it = datrie.BaseIterator(state)
        if not it.next():
            return None
        return prefix + it.key(), it.data()

    def __len__(self) -> int:
        return len(self._trie)
