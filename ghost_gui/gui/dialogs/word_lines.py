"""The words of a file a family imports as house or blocked words, read on a worker. No
widget."""

from __future__ import annotations

import unicodedata


def read_word_lines(path: str, alphabet: str) -> list[tuple[str, str]]:
    """The lines of a file of words (run on a worker): (the line as written, the word it
    names: trimmed, NFC, lower case), each word once, blank lines left out. Raises the word
    list errors: a file that is not text, holds nothing, or has no word in ``alphabet``."""
    from ...core.errors import WordListAlphabetError, WordListEmptyError, WordListNoWordsError
    from ...core.words.files import read_word_list_bytes
    from ...core.words.list_decoding import decode_word_list
    from ...core.words.word_files import MAX_WORD_FILE_BYTES

    text = decode_word_list(read_word_list_bytes(path, max_bytes=MAX_WORD_FILE_BYTES), path)
    lines: dict[str, str] = {}
    for line in text.splitlines():
        shown = line.strip()
        if shown:
            lines.setdefault(
                unicodedata.normalize("NFC", shown).lower(),
                shown if len(shown) <= 40 else shown[:40] + "…",
            )
    if not lines:
        raise WordListEmptyError(path, "holds no words")
    letters = set(alphabet)
    if not any(w.isalpha() and letters.issuperset(w) for w in lines):
        if any(w.isalpha() for w in lines):
            raise WordListAlphabetError(path, "none of its words is in the alphabet " + alphabet)
        raise WordListNoWordsError(path, "no line is a word")
    return [(shown, word) for word, shown in lines.items()]
