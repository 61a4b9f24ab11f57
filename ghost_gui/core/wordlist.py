"""Loading word lists: any UTF-8 text file, any script.

A word counts only if it is made of letters alone and has no capital letter (proper nouns
don't count). What was kept and skipped, and why, is reported. Bad files raise a typed
:class:`~ghost_gui.core.errors.WordListError` and change nothing.
"""

from __future__ import annotations

import hashlib
import unicodedata
from dataclasses import dataclass
from pathlib import Path

from .errors import (
    WordListBinaryError,
    WordListDecodeError,
    WordListEmptyError,
    WordListMissingError,
    WordListNoWordsError,
    WordListTooLargeError,
    WordListUnreadableError,
)

#: the largest file the loader accepts; the biggest real word lists are a few MB
MAX_BYTES = 64 * 1024 * 1024


@dataclass(frozen=True)
class LoadReport:
    """What the loader kept and skipped. ``entries`` counts every whitespace-separated token;
    the skipped counts are of distinct entries, and ``duplicates`` counts repeated entries."""

    entries: int
    kept: int
    proper_nouns: int
    other_characters: int
    duplicates: int


@dataclass(frozen=True)
class WordList:
    """The usable words of one file, sorted and unique, with the alphabet they use."""

    name: str
    path: str
    digest: str
    words: tuple[str, ...]
    alphabet: str
    report: LoadReport

    def __len__(self) -> int:
        return len(self.words)


def load_word_list(path: str | Path, *, max_bytes: int = MAX_BYTES) -> WordList:
    """Read and filter a word list. Raises a ``WordListError`` subclass on any bad file."""
    p = Path(path)
    spath = str(p)
    try:
        size = p.stat().st_size
    except FileNotFoundError:
        raise WordListMissingError(spath, "no such file") from None
    except OSError as exc:
        raise WordListUnreadableError(spath, exc.strerror or str(exc)) from None
    if p.is_dir():
        raise WordListUnreadableError(spath, "is a folder, not a file")
    if size > max_bytes:
        raise WordListTooLargeError(spath, f"{size:,} bytes; the limit is {max_bytes:,}")
    try:
        data = p.read_bytes()
    except OSError as exc:
        raise WordListUnreadableError(spath, exc.strerror or str(exc)) from None
    if len(data) > max_bytes:  # grew while we looked
        raise WordListTooLargeError(spath, f"{len(data):,} bytes; the limit is {max_bytes:,}")
    return parse_word_list(data, name=p.stem, path=spath)


def parse_word_list(data: bytes, *, name: str, path: str = "") -> WordList:
    where = path or name
    if b"\x00" in data:
        raise WordListBinaryError(where, "contains binary data, not text")
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise WordListDecodeError(where, f"not UTF-8 text (bad byte at offset {exc.start})") from None
    if not unicodedata.is_normalized("NFC", text):
        text = unicodedata.normalize("NFC", text)
    tokens = text.split()
    if not tokens:
        raise WordListEmptyError(where, "holds no words")
    # keep the file's order so that an already sorted list sorts in linear time
    letters_only = [t for t in tokens if t.isalpha()]
    kept = list(dict.fromkeys(t for t in letters_only if t.islower() or t == t.lower()))
    unique = len(set(tokens)) if len(kept) != len(tokens) else len(tokens)
    skipped_letters = {t for t in letters_only if not (t.islower() or t == t.lower())}
    proper = len(skipped_letters)
    other = len({t for t in tokens if not t.isalpha()}) if len(letters_only) != len(tokens) else 0
    if not kept:
        raise WordListNoWordsError(
            where,
            f"{len(tokens):,} entries but no usable word "
            f"({proper:,} with capitals, {other:,} with other characters)",
        )
    words = tuple(sorted(kept))
    report = LoadReport(len(tokens), len(words), proper, other, len(tokens) - unique)
    return WordList(name, path, hashlib.sha256(data).hexdigest(), words, alphabet_of(words), report)


def word_list_from_words(words: "list[str] | tuple[str, ...] | set[str]", name: str = "words") -> WordList:
    """A word list made in memory (tests, restricted vocabularies). Same filters as a file."""
    return parse_word_list("\n".join(words).encode("utf-8"), name=name)


def alphabet_of(words: "tuple[str, ...] | list[str]") -> str:
    return "".join(sorted(set("".join(words))))


def describe(report: LoadReport) -> dict[str, int]:
    """The report as plain numbers, for JSON output."""
    return {
        "entries": report.entries,
        "words": report.kept,
        "proper_nouns": report.proper_nouns,
        "other_characters": report.other_characters,
        "duplicates": report.duplicates,
    }
