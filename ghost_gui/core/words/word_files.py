"""House and blocked words to and from files of one word per line.

An import reads the file as a word list is read (the same checks and the same filters:
letters only, no capitals) and keeps the words written in the alphabet they are for; a
file none of whose words is in that alphabet raises :class:`WordListAlphabetError`, and
every bad file raises a ``WordListError``, so a caller changes nothing."""

from __future__ import annotations

import os
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

from ..errors import WordListAlphabetError
from ..storage.atomic_files import sync_folder
from .files import read_word_list_bytes
from .list_parsing import parse_word_list
from .list_record import MAX_EXAMPLES

#: house and blocked word files are short: a larger file is not one
MAX_WORD_FILE_BYTES = 4 * 1024 * 1024


@dataclass(frozen=True)
class ImportedWords:
    words: tuple[str, ...]
    #: words skipped for letters outside the alphabet: how many, and the first few
    other_alphabet: int = 0
    other_alphabet_examples: tuple[str, ...] = ()
    #: entries the loader skipped (capitals, digits and signs, repeats)
    skipped: int = 0


def import_words(path: str | Path, alphabet: str) -> ImportedWords:
    data = read_word_list_bytes(path, max_bytes=MAX_WORD_FILE_BYTES)
    wl = parse_word_list(data, name=Path(path).stem, path=str(path))
    letters = set(alphabet)
    words = tuple(w for w in wl.words if letters.issuperset(w))
    other = [w for w in wl.words if not letters.issuperset(w)]
    if not words:
        raise WordListAlphabetError(str(path), "none of its words is in the alphabet " + alphabet)
    r = wl.report
    skipped = r.proper_nouns + r.other_characters + r.duplicates + r.too_long
    return ImportedWords(words, len(other), tuple(other[:MAX_EXAMPLES]), skipped)


def export_words(path: str | Path, words: Iterable[str]) -> None:
    """Write the words, sorted, one per line in UTF-8; the file is replaced whole or not at
    all. Raises ``OSError``."""
    target = Path(path)
    tmp = target.with_name(f".{target.name}.tmp")
    try:
        with open(tmp, "w", encoding="utf-8", newline="\n") as fh:
            fh.writelines(w + "\n" for w in sorted(set(words)))
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, target)
    except OSError:
        tmp.unlink(missing_ok=True)
        raise
    sync_folder(target.parent)
