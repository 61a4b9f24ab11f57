"""Short word definitions bundled with Ghost (English: WordNet 3.0, the everyday sense).

The file is made by ``scripts/make_definitions.py`` (its docstring describes the format and
how a sense is chosen; ``wordlists/SOURCES.md`` the source, licence and coverage). Loading
takes a fraction of a second and some memory, so it is lazy: call :meth:`Definitions.load`
on a worker thread, then :meth:`Definitions.lookup` is a dictionary look-up. ``load()`` is
thread-safe and reads the file once however many threads call it.

No Qt here: the GUI decides which thread loads.
"""

from __future__ import annotations

import gzip
import re
import threading
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

from ...paths import wordlist_path

#: The bundled definition files, by language; a language without one has no definitions.
FILES: dict[str, str] = {"en": "definitions-en.tsv.gz"}

_WORD = re.compile(r"[^\W\d_]+(?:['-][^\W\d_]+)*")


@dataclass(frozen=True, slots=True)
class Definition:
    """A word's definition: ``text`` is WordNet's, ``note`` says when it is a base word's
    ("plural of cat"), else None."""

    word: str
    text: str
    note: str | None = None

    def __str__(self) -> str:
        return f"{self.note}: {self.text}" if self.note else self.text


def definitions_path(language: str) -> Path | None:
    """The bundled definitions file for a language ("en", "en_GB", "ru", ...), or None when
    Ghost has none for it (Russian: no free source was reachable) or it is not installed."""
    name = FILES.get(language.lower().replace("-", "_").split("_", 1)[0])
    if name is None:
        return None
    path = wordlist_path(name)
    return path if path.is_file() else None


class Definitions:
    """The definitions of one file, read on first need. Thread-safe."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self._lock = threading.Lock()
        self._texts: list[str] = []
        self._index: dict[str, int] = {}  # word -> number of its definition in _texts
        self._notes: dict[str, str] = {}  # word -> "plural of cat", for inflected forms
        self._loaded = False

    @property
    def loaded(self) -> bool:
        return self._loaded

    def load(self) -> None:
        """Read the file (once; later calls return at once). Meant for a worker thread.
        Raises OSError or ValueError for a missing or damaged file; a later call retries."""
        if self._loaded:
            return
        with self._lock:
            if self._loaded:
                return
            texts, index, notes = _read(self.path)
            self._texts, self._index, self._notes = texts, index, notes
            self._loaded = True

    def __len__(self) -> int:
        self.load()
        return len(self._index)

    def words(self) -> list[str]:
        """Every word with a definition, sorted."""
        self.load()
        return sorted(self._index)

    def covers(self, word: str) -> bool:
        self.load()
        return word.lower() in self._index

    def entry(self, word: str, blocked: Iterable[str] = ()) -> Definition | None:
        """The word's definition, or None when there is none or it (or its note) names one
        of the ``blocked`` words (the family's blocked words, compared in lower case)."""
        self.load()
        key = word.lower()
        n = self._index.get(key)
        if n is None:
            return None
        found = Definition(key, self._texts[n], self._notes.get(key))
        block = {b.lower() for b in blocked}
        if block and block & set(_WORD.findall(str(found).lower())):
            return None
        return found

    def lookup(self, word: str, blocked: Iterable[str] = ()) -> str | None:
        """The text to show for a word ("plural of cat: feline mammal ..."), or None."""
        found = self.entry(word, blocked)
        return str(found) if found else None


def _read(path: Path) -> tuple[list[str], dict[str, int], dict[str, str]]:
    with gzip.open(path, "rt", encoding="utf-8", newline="\n") as f:
        lines = f.read().split("\n")
    if not lines or not lines[0].startswith("# Ghost definitions"):
        raise ValueError(f"{path}: not a Ghost definitions file")
    try:
        blank = lines.index("", 1)
    except ValueError:
        raise ValueError(f"{path}: no word section") from None
    texts = lines[1:blank]
    index: dict[str, int] = {}
    notes: dict[str, str] = {}
    limit = len(texts)
    for line in lines[blank + 1 :]:
        word, _, rest = line.partition("\t")
        number, _, note = rest.partition("\t")
        try:
            n = int(number)
        except ValueError:
            if not line:
                continue  # the final newline
            raise ValueError(f"{path}: bad line {line[:80]!r}") from None
        if not 0 <= n < limit or not word:
            raise ValueError(f"{path}: bad line {line[:80]!r}")
        index[word] = n
        if note:
            notes[word] = note
    if not index:
        raise ValueError(f"{path}: no words")
    return texts, index, notes


_shared: dict[str, Definitions | None] = {}
_shared_lock = threading.Lock()


def definitions_for(language: str) -> Definitions | None:
    """One shared, not yet loaded :class:`Definitions` per language; None without a file."""
    with _shared_lock:
        if language not in _shared:
            path = definitions_path(language)
            _shared[language] = Definitions(path) if path else None
        return _shared[language]
