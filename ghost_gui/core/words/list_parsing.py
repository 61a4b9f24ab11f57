"""Parsing a word list's text into a :class:`~ghost_gui.core.words.list_record.WordList`: which
entries are words, which are skipped and why, with examples of each kind, a chunk of entries
at a time so that a plain sorted list is checked in C and a huge entry is never copied (the
rules are in :mod:`~ghost_gui.core.words.wordlist`'s docstring). Separate from the loader, which
reads the file, because it is the one long, speed-minded piece of the way from bytes to
words."""

from __future__ import annotations

import itertools
import operator
import re
import unicodedata

from ..alphabets import FOLDING, fold
from ..errors import WordListEmptyError, WordListNoWordsError
from .files import DETECT, MAX_WORD_LENGTH, resolve_language
from .list_decoding import decode_word_list
from .list_record import MAX_EXAMPLES, LoadReport, WordList

# NFC shortens text by at most 4 to 1 (the longest canonical decomposition of a character
# is 4 code points), so an entry of more raw characters than this is too long without
# normalising it; the tests check the factor against the running Unicode database.
_NFC_MAX_SHRINK = 4
_RAW_LIMIT = MAX_WORD_LENGTH * _NFC_MAX_SHRINK

# an entry (a maximal run of non-space) too long even to normalise
_LONG_ENTRY = re.compile(rf"(?<!\S)\S{{{_RAW_LIMIT + 1},}}")
_SPACE = re.compile(r"\s")
_CHUNK = 1 << 20  # characters tokenised at a time
#: an entry too long to be a word is shown by its first characters and an ellipsis
_LONG_SHOWN = 24


def parse_word_list(
    data: bytes,
    *,
    name: str,
    path: str = "",
    keep_capitalized: bool = False,
    language: str | None = DETECT,
) -> WordList:
    where = path or name
    text = decode_word_list(data, where)
    # the language is told from the raw words, before anything is skipped or folded
    lang = resolve_language(language, text)
    kept = _Kept()
    proper: set[str] = (
        set()
    )  # capitalised entries: skipped, or kept lowercased with keep_capitalized
    other: set[str] = set()
    too_long: set[object] = set()
    ex = _Examples()
    entries = 0
    pos, n = 0, len(text)
    nfc = unicodedata.normalize
    is_nfc = unicodedata.is_normalized
    while pos < n:
        # a chunk of whole entries: it ends at a space (or the end of the text)
        end = pos + _CHUNK
        if end < n:
            m = _SPACE.search(text, end)
            end = m.start() if m else n
        else:
            end = n
        if end - pos <= 2 * _CHUNK:
            tokens = text[pos:end].split()
        else:  # the chunk holds an entry of more than a million characters: never copy it
            tokens = []
            for m in _LONG_ENTRY.finditer(text, pos, end):
                tokens += text[pos : m.start()].split()
                entries += 1
                key = _long_key(text, m.start(), m.end())
                ex.add(ex.too_long, key, too_long, text[m.start() : m.start() + _LONG_SHOWN] + "…")
                too_long.add(key)
                pos = m.end()
            tokens += text[pos:end].split()
        pos = end
        if not tokens:
            continue
        entries += len(tokens)
        joined = "".join(tokens)  # about one chunk; the checks below run in C
        normal = joined.isascii() or is_nfc("NFC", joined)
        if normal and joined.isalpha() and max(map(len, tokens)) <= MAX_WORD_LENGTH:
            lower = joined.lower()
            if lower == joined:  # the usual chunk: every entry is a word
                kept.add_chunk(tokens, ex)
                continue
            if (
                keep_capitalized
                and len(lower) == len(joined)
                and (lower.isascii() or is_nfc("NFC", lower))
            ):
                # every entry a word once lowercased, each letter to one letter
                lowered = "\n".join(tokens).lower().split("\n")
                caps = set(tokens).difference(lowered)  # a lowercase entry is its own lowering
                if len(ex.capitalized) < MAX_EXAMPLES:
                    fresh = (
                        t
                        for t in tokens
                        if t in caps and t not in proper and t not in ex.capitalized
                    )
                    ex.capitalized += itertools.islice(
                        dict.fromkeys(fresh), MAX_EXAMPLES - len(ex.capitalized)
                    )
                proper.update(caps)
                kept.add_chunk(lowered, ex)
                continue
        seen = kept.as_dict()
        for t in tokens:
            if len(t) > _RAW_LIMIT:  # too long even to normalise
                key = _long_key(t, 0, len(t))
                ex.add(ex.too_long, key, too_long, t[:_LONG_SHOWN] + "…")
                too_long.add(key)
                continue
            if not normal and not is_nfc("NFC", t):
                t = nfc("NFC", t)
            if len(t) > MAX_WORD_LENGTH:
                ex.add(ex.too_long, t, too_long, t[:_LONG_SHOWN] + "…")
                too_long.add(t)
            elif t.isalpha():
                if t.islower() or t == t.lower():
                    ex.add(ex.duplicates, t, seen)
                    seen[t] = None
                    continue
                low = t.lower()
                if not keep_capitalized:
                    ex.add(ex.proper, t, proper)
                    proper.add(t)
                    continue
                if not (low.isascii() or is_nfc("NFC", low)):
                    low = nfc("NFC", low)
                if len(low) > MAX_WORD_LENGTH:
                    ex.add(ex.too_long, t, too_long, t[:_LONG_SHOWN] + "…")
                    too_long.add(t)
                elif low.isalpha():  # not so for İ, whose lowercase carries a combining dot
                    ex.add(ex.capitalized, t, proper)
                    proper.add(t)
                    ex.add(ex.duplicates, t, seen, key=low)
                    seen[low] = None
                else:
                    ex.add(ex.other, t, other)
                    other.add(t)
            else:
                ex.add(ex.other, t, other)
                other.add(t)
    if not entries:
        raise WordListEmptyError(where, "holds no words")
    if keep_capitalized:
        # a capitalised entry kept is one of the kept words (or a duplicate of one)
        unique = len(kept) + len(other) + len(too_long)
        skipped, lowercased = 0, len(proper)
    else:
        unique = len(kept) + len(proper) + len(other) + len(too_long)
        skipped, lowercased = len(proper), 0
    if not kept:
        longer = f", {len(too_long):,} longer than {MAX_WORD_LENGTH} letters" if too_long else ""
        raise WordListNoWordsError(
            where,
            f"{entries:,} entries but no usable word "
            f"({len(proper):,} with capitals, {len(other):,} with other characters{longer})",
            too_long=len(too_long),
            others=len(proper) + len(other),
            limit=MAX_WORD_LENGTH,
        )
    words = kept.sorted_words()
    folded: tuple[str, ...] = ()
    if lang in FOLDING:
        words, folded = _fold_words(words, lang)
    report = LoadReport(
        entries,
        len(words),
        skipped,
        len(other),
        entries - unique,
        len(too_long),
        capitalized_kept=lowercased,
        keep_capitalized=keep_capitalized,
        proper_noun_examples=tuple(ex.proper),
        other_examples=tuple(ex.other),
        too_long_examples=tuple(ex.too_long),
        duplicate_examples=tuple(ex.duplicates),
        capitalized_kept_examples=tuple(ex.capitalized),
        language=lang,
        folded=len(folded),
        folded_examples=folded[:MAX_EXAMPLES],
    )
    return WordList(name, path, None, words, None, report, lang, source=(data, keep_capitalized))


def _fold_words(words: tuple[str, ...], language: str) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """The words as ``language``'s players count their letters, sorted and unique, and
    the words that merged into another that way, as "côte → cote", in the list's order."""
    out: dict[str, str] = {}
    merged: list[str] = []
    for w in words:
        f = fold(w, language)
        if f in out:
            merged.append(f"{w if f == out[f] else out[f]} → {f}")
        else:
            out[f] = w
    return tuple(sorted(out)), tuple(merged)


class _Examples:
    """The first few entries of each kind, in the file's order."""

    def __init__(self) -> None:
        self.proper: list[str] = []
        self.other: list[str] = []
        self.too_long: list[str] = []
        self.duplicates: list[str] = []
        self.capitalized: list[str] = []

    def add(
        self,
        bucket: list[str],
        entry: object,
        seen: set[str] | set[object] | dict[str, None],
        shown: str | None = None,
        *,
        key: str | None = None,
    ) -> None:
        """Note ``entry`` in ``bucket`` if there is room. For ``duplicates``: if ``key`` (the
        entry itself unless given) is already in ``seen``. For the others: if the entry is new
        (not in ``seen``); ``shown`` is the text shown for it, if not the entry itself."""
        if len(bucket) >= MAX_EXAMPLES:
            return
        if bucket is self.duplicates:
            if (entry if key is None else key) in seen and entry not in bucket:
                bucket.append(str(entry))
            return
        if entry in seen:
            return
        bucket.append(str(entry) if shown is None else shown)


class _Kept:
    """The words kept so far. A sorted list (the usual case) is kept as its chunks while each
    chunk is strictly increasing and starts after the last one: no hashing, no sorting, and
    no repeat is possible. Anything else (an unsorted chunk, a chunk checked entry by entry)
    turns it into a dict in the file's order, de-duplicated, noting the first repeats."""

    def __init__(self) -> None:
        self._chunks: list[list[str]] | None = []
        self._last = ""
        self._seen: dict[str, None] = {}

    def __len__(self) -> int:
        return len(self._seen) if self._chunks is None else sum(map(len, self._chunks))

    def add_chunk(self, words: list[str], ex: _Examples) -> None:
        if (
            self._chunks is not None
            and words
            and words[0] > self._last
            and all(map(operator.lt, words, itertools.islice(words, 1, None)))
        ):
            self._chunks.append(words)
            self._last = words[-1]
            return
        _add_words(self.as_dict(), words, ex)

    def as_dict(self) -> dict[str, None]:
        """The words as a dict (from now on)."""
        if self._chunks is not None:
            self._seen = dict.fromkeys(itertools.chain.from_iterable(self._chunks))
            self._chunks = None
        return self._seen

    def sorted_words(self) -> tuple[str, ...]:
        if self._chunks is not None:
            return tuple(itertools.chain.from_iterable(self._chunks))  # sorted already
        return tuple(sorted(self._seen))


def _add_words(kept: dict[str, None], words: list[str], ex: _Examples) -> None:
    """Add a chunk of words, noting the first repeated ones."""
    if len(ex.duplicates) >= MAX_EXAMPLES:
        kept.update(dict.fromkeys(words))
        return
    new = dict.fromkeys(words)
    if len(new) != len(words) or not kept.keys().isdisjoint(new):
        for w in words:  # rare: a chunk with repeats, until the examples are full
            ex.add(ex.duplicates, w, kept)
            kept[w] = None
            if len(ex.duplicates) >= MAX_EXAMPLES:
                break
    kept.update(new)


def _long_key(text: str, start: int, end: int) -> tuple[int, bytes]:
    """Tells apart entries too long to keep, hashing a piece at a time (no whole copy)."""
    import hashlib  # rare: not on the way of a plain list

    h = hashlib.blake2b(digest_size=16)
    for i in range(start, end, _CHUNK):
        h.update(text[i : min(i + _CHUNK, end)].encode("utf-8", "surrogatepass"))
    return end - start, h.digest()
