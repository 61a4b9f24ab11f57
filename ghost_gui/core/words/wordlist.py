"""Loading word lists: any UTF-8 (or UTF-16) text file, any script.

A word counts only if it is made of letters alone and has no capital letter (proper nouns
don't count). With ``keep_capitalized=True`` capitalised entries are kept instead, lowercased
(German writes every noun with a capital): ``Haus`` becomes ``haus``, merged with a ``haus``
already there. What was kept and skipped, and why, is reported, with up to
:data:`~ghost_gui.core.words.list_record.MAX_EXAMPLES` examples of each kind. Bad files raise a typed
:class:`~ghost_gui.core.errors.WordListError` and change nothing.

The two modes give two different lists from the same bytes, so :attr:`~ghost_gui.core.words.list_record.WordList.digest` (the
key of every cached lexicon, solve and card) differs between them: see :func:`list_digest`.

Limits, so that no input can exhaust memory or hang:

* Only regular files are read. A FIFO, a device (``/dev/zero``), a socket raises
  :class:`~ghost_gui.core.errors.WordListNotFileError` before anything is read; the file is
  opened non-blocking, so a FIFO swapped in after the check cannot hang either.
* At most :data:`MAX_BYTES` are read; the size is checked before reading, and a file that
  grows while it is read is cut off at ``max_bytes + 1`` bytes and rejected.
* An entry longer than :data:`MAX_WORD_LENGTH` (64) characters is skipped and counted in
  :attr:`~ghost_gui.core.words.list_record.LoadReport.too_long`. The games and the solver need memory that grows with the
  square of a word's length (every fragment of a word in SuperGhost), and no real word is
  that long. Tokenising never copies such an entry, so one 50 MB line costs little more
  than the file itself.

Encodings: UTF-8 with or without a byte-order mark; UTF-16 (and UTF-32) with a byte-order
mark, and UTF-16 without one when its zero bytes show it plainly.

This module is the door: loading a file or a few words. The record of a list
(:class:`~ghost_gui.core.words.list_record.WordList`, ``LoadReport``) is in ``list_record.py``, the
parser in ``list_parsing.py``, telling the encoding in ``list_decoding.py``, and a table's
house and blocked words in ``list_amends.py``.
"""

from __future__ import annotations

import os
from pathlib import Path

# reading the file, and the limits, live in files.py (a warm run needs them, not the parser)
from .files import AS_WRITTEN as AS_WRITTEN
from .files import DETECT as DETECT
from .files import MAX_BYTES as MAX_BYTES
from .files import MAX_WORD_LENGTH as MAX_WORD_LENGTH
from .files import check_word_list_file as check_word_list_file
from .files import list_digest as list_digest
from .files import read_limited as read_limited
from .files import read_word_list_bytes as read_word_list_bytes
from .list_parsing import parse_word_list
from .list_record import WordList


def load_word_list(
    path: str | Path,
    *,
    max_bytes: int = MAX_BYTES,
    keep_capitalized: bool = False,
    language: str | None = DETECT,
) -> WordList:
    """Read and filter a word list. Raises a ``WordListError`` subclass on any bad file.

    ``keep_capitalized``: keep capitalised entries, lowercased, instead of skipping them as
    proper nouns (for German, which capitalises every noun).

    ``language``: how the letters are counted (:attr:`WordList.language`): :data:`DETECT`
    (the language the raw words are in), a language's code, or :data:`AS_WRITTEN`. The
    words become ``fold(word, language)``, sorted and unique; :attr:`LoadReport.folded`
    counts those that merged (côte and cote are cote in a French list)."""
    data = read_word_list_bytes(path, max_bytes=max_bytes)
    return parse_word_list(
        data,
        name=Path(path).stem,
        path=os.fspath(path),
        keep_capitalized=keep_capitalized,
        language=language,
    )


def word_list_from_words(
    words: list[str] | tuple[str, ...] | set[str],
    name: str = "words",
    *,
    language: str | None = DETECT,
) -> WordList:
    """A word list made in memory (tests, restricted vocabularies). Same filters as a file."""
    return parse_word_list("\n".join(words).encode("utf-8"), name=name, language=language)
