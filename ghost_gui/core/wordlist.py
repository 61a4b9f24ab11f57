"""Loading word lists: any UTF-8 (or UTF-16) text file, any script.

A word counts only if it is made of letters alone and has no capital letter (proper nouns
don't count). With ``keep_capitalized=True`` capitalised entries are kept instead, lowercased
(German writes every noun with a capital): ``Haus`` becomes ``haus``, merged with a ``haus``
already there. What was kept and skipped, and why, is reported, with up to
:data:`MAX_EXAMPLES` examples of each kind. Bad files raise a typed
:class:`~ghost_gui.core.errors.WordListError` and change nothing.

The two modes give two different lists from the same bytes, so :attr:`WordList.digest` (the
key of every cached lexicon, solve and card) differs between them: see :func:`list_digest`.

Limits, so that no input can exhaust memory or hang:

* Only regular files are read. A FIFO, a device (``/dev/zero``), a socket raises
  :class:`~ghost_gui.core.errors.WordListNotFileError` before anything is read; the file is
  opened non-blocking, so a FIFO swapped in after the check cannot hang either.
* At most :data:`MAX_BYTES` are read; the size is checked before reading, and a file that
  grows while it is read is cut off at ``max_bytes + 1`` bytes and rejected.
* An entry longer than :data:`MAX_WORD_LENGTH` (64) characters is skipped and counted in
  :attr:`LoadReport.too_long`. The games and the solver need memory that grows with the
  square of a word's length (every fragment of a word in SuperGhost), and no real word is
  that long. Tokenising never copies such an entry, so one 50 MB line costs little more
  than the file itself.

Encodings: UTF-8 with or without a byte-order mark; UTF-16 (and UTF-32) with a byte-order
mark, and UTF-16 without one when its zero bytes show it plainly.
"""

from __future__ import annotations

import itertools
import operator
import os
import re
import unicodedata
from typing import TYPE_CHECKING, NamedTuple

from . import files
from .errors import (
    WordListBinaryError,
    WordListDecodeError,
    WordListEmptyError,
    WordListNoWordsError,
)

if TYPE_CHECKING:
    from pathlib import Path

# reading the file, and the limits, live in files.py (a warm run needs them, not the parser)
from .files import MAX_BYTES as MAX_BYTES
from .files import MAX_WORD_LENGTH as MAX_WORD_LENGTH
from .files import check_word_list_file as check_word_list_file
from .files import list_digest as list_digest
from .files import read_limited as read_limited
from .files import read_word_list_bytes as read_word_list_bytes

# NFC shortens text by at most 4 to 1 (the longest canonical decomposition of a character
# is 4 code points), so an entry of more raw characters than this is too long without
# normalising it; the tests check the factor against the running Unicode database.
_NFC_MAX_SHRINK = 4
_RAW_LIMIT = MAX_WORD_LENGTH * _NFC_MAX_SHRINK

# an entry (a maximal run of non-space) too long even to normalise
_LONG_ENTRY = re.compile(rf"(?<!\S)\S{{{_RAW_LIMIT + 1},}}")
_SPACE = re.compile(r"\s")
# control characters that never occur in a text word list (tab, line ends, form feeds and
# the information separators, which str.split treats as spaces, are allowed)
_CONTROL = re.compile(r"[\x00-\x08\x0e-\x1b\x7f]")
_CHUNK = 1 << 20  # characters tokenised at a time
#: examples kept of each kind of skipped (or lowercased) entry
MAX_EXAMPLES = 5
#: an entry too long to be a word is shown by its first characters and an ellipsis
_LONG_SHOWN = 24
_READ_CHUNK = 1 << 16


class LoadReport(NamedTuple):
    """What the loader kept and skipped. ``entries`` counts every whitespace-separated token;
    the skipped counts are of distinct entries, and ``duplicates`` counts repeated entries
    (with ``keep_capitalized``, also a capitalised entry whose lowercase form is already there).
    ``too_long`` counts entries longer than :data:`MAX_WORD_LENGTH` characters.

    ``proper_nouns`` counts the distinct capitalised entries skipped (0 when they were kept);
    ``capitalized_kept`` counts those kept, lowercased, when the list was loaded with
    ``keep_capitalized`` (0 otherwise). The ``*_examples`` hold up to :data:`MAX_EXAMPLES`
    entries of each kind, in the file's order, as written in the file (an entry too long to be
    a word cut short, ending in "…")."""

    entries: int
    kept: int
    proper_nouns: int
    other_characters: int
    duplicates: int
    too_long: int = 0
    capitalized_kept: int = 0
    keep_capitalized: bool = False
    proper_noun_examples: tuple[str, ...] = ()
    other_examples: tuple[str, ...] = ()
    too_long_examples: tuple[str, ...] = ()
    duplicate_examples: tuple[str, ...] = ()
    capitalized_kept_examples: tuple[str, ...] = ()

    @property
    def capitalized(self) -> int:
        """Distinct capitalised entries, skipped or kept."""
        return self.proper_nouns + self.capitalized_kept


class WordList:
    """The usable words of one file, sorted and unique, with the alphabet they use.
    Immutable; its length is its number of words. (A plain class, as are the other records
    of the way from a file to an analysis, not a dataclass: importing ``dataclasses`` costs
    a cold run 12 ms and 2.6 MB.)

    ``digest`` and ``alphabet`` are worked out when first asked, from ``source`` (the file's
    bytes and the loading mode) and from the words: an analysis without the cache needs
    neither (on ENABLE, 11 ms of a cold run of 140). Either may be given instead."""

    __slots__ = ("name", "path", "words", "report", "_digest", "_alphabet", "_source")
    name: str
    path: str
    words: tuple[str, ...]
    report: LoadReport
    _digest: str | None
    _alphabet: str | None
    _source: tuple[bytes, bool] | None
    _FIELDS = ("name", "path", "digest", "words", "alphabet", "report")

    def __init__(
        self,
        name: str,
        path: str,
        digest: str | None,
        words: tuple[str, ...],
        alphabet: str | None,
        report: LoadReport,
        *,
        source: tuple[bytes, bool] | None = None,
    ) -> None:
        if digest is None and source is None:
            raise ValueError("a WordList needs its digest or the bytes it comes from")
        for field, value in (
            ("name", name),
            ("path", path),
            ("words", words),
            ("report", report),
            ("_digest", digest),
            ("_alphabet", alphabet),
            ("_source", None if digest is not None else source),
        ):
            object.__setattr__(self, field, value)

    @property
    def digest(self) -> str:
        """What names these words in every cache key (see :func:`list_digest`)."""
        digest = self._digest
        if digest is None:
            assert self._source is not None
            data, keep_capitalized = self._source
            digest = list_digest(data, keep_capitalized=keep_capitalized)
            object.__setattr__(self, "_digest", digest)
            object.__setattr__(self, "_source", None)  # the file's bytes are not kept
        return digest

    @property
    def alphabet(self) -> str:
        """The letters the words use, sorted."""
        alphabet = self._alphabet
        if alphabet is None:
            alphabet = alphabet_of(self.words)
            object.__setattr__(self, "_alphabet", alphabet)
        return alphabet

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError(f"cannot assign to field {name!r}: a WordList is immutable")

    def __delattr__(self, name: str) -> None:
        raise AttributeError(f"cannot delete field {name!r}: a WordList is immutable")

    def _fields(self) -> tuple[object, ...]:
        return tuple(getattr(self, f) for f in self._FIELDS)

    def __eq__(self, other: object) -> bool:
        return self._fields() == other._fields() if isinstance(other, WordList) else NotImplemented

    def __hash__(self) -> int:
        return hash(self._fields())

    def __repr__(self) -> str:
        return f"WordList(name={self.name!r}, path={self.path!r}, words={len(self.words)}, alphabet={self.alphabet!r})"

    def __reduce__(self) -> tuple[type, tuple[object, ...]]:
        return WordList, self._fields()

    def __len__(self) -> int:
        return len(self.words)

    def replace(self, **changes: object) -> WordList:
        """A copy with some fields changed (as ``dataclasses.replace``). The digest and the
        alphabet not given are this list's (worked out when asked, as here)."""
        unknown = set(changes) - set(self._FIELDS)
        if unknown:
            raise TypeError(f"WordList has no field {', '.join(sorted(unknown))}")
        digest = changes.get("digest", self._digest)
        alphabet = changes.get(
            "alphabet", self._alphabet if "words" not in changes else self.alphabet
        )
        return WordList(
            changes.get("name", self.name),  # type: ignore[arg-type]
            changes.get("path", self.path),  # type: ignore[arg-type]
            digest,  # type: ignore[arg-type]
            changes.get("words", self.words),  # type: ignore[arg-type]
            alphabet,  # type: ignore[arg-type]
            changes.get("report", self.report),  # type: ignore[arg-type]
            source=self._source if digest is None else None,
        )


def load_word_list(
    path: str | Path, *, max_bytes: int = MAX_BYTES, keep_capitalized: bool = False
) -> WordList:
    """Read and filter a word list. Raises a ``WordListError`` subclass on any bad file.

    ``keep_capitalized``: keep capitalised entries, lowercased, instead of skipping them as
    proper nouns (for German, which capitalises every noun)."""
    data = read_word_list_bytes(path, max_bytes=max_bytes)
    return parse_word_list(
        data, name=files.stem(path), path=os.fspath(path), keep_capitalized=keep_capitalized
    )


# -- decoding ------------------------------------------------------------------------------
_BOMS = (
    (b"\xff\xfe\x00\x00", "utf-32", "UTF-32"),
    (b"\x00\x00\xfe\xff", "utf-32", "UTF-32"),
    (b"\xff\xfe", "utf-16", "UTF-16"),
    (b"\xfe\xff", "utf-16", "UTF-16"),
)


def decode_word_list(data: bytes, where: str) -> str:
    """The text of a word list: UTF-8, or UTF-16/32 with a byte-order mark, or UTF-16
    without one when plain to see. Raises ``WordListBinaryError`` or ``WordListDecodeError``."""
    if not data.startswith(b"\xef\xbb\xbf"):
        for bom, codec, label in _BOMS:
            if data.startswith(bom):
                try:
                    text = data.decode(codec)
                except UnicodeDecodeError as exc:
                    if codec == "utf-32":  # FF FE 00 00 may be UTF-16 starting with a NUL
                        continue
                    raise WordListDecodeError(
                        where,
                        f"starts like {label} text but is not valid {label} "
                        f"(bad data at offset {exc.start}); save it as UTF-8",
                    ) from None
                if "\x00" in text:
                    raise WordListBinaryError(where, "contains binary data, not text")
                return text
        if b"\x00" in data:
            guessed = _guess_utf16(data)
            if guessed is None:
                raise WordListBinaryError(where, "contains binary data, not text")
            text = guessed
            return text
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise WordListDecodeError(
            where, f"not UTF-8 text (bad byte at offset {exc.start})"
        ) from None


def _guess_utf16(data: bytes) -> str | None:
    """UTF-16 without a byte-order mark: the zero bytes of its spaces, line ends and Latin
    letters fall on one side of each pair (odd offsets for little-endian) and hardly ever on
    the other. ``None`` unless the data reads as clean text that way."""
    if len(data) % 2:
        return None
    sample = data[:65536]
    pairs = len(sample) // 2
    even, odd = sample[0::2].count(0), sample[1::2].count(0)
    if odd >= max(2, pairs // 20) and even * 8 <= odd:
        codec = "utf-16-le"
    elif even >= max(2, pairs // 20) and odd * 8 <= even:
        codec = "utf-16-be"
    else:
        return None
    try:
        text = data.decode(codec)
    except UnicodeDecodeError:
        return None
    if _CONTROL.search(text):
        return None
    return text.removeprefix("\ufeff")


# -- parsing -------------------------------------------------------------------------------
def parse_word_list(
    data: bytes, *, name: str, path: str = "", keep_capitalized: bool = False
) -> WordList:
    where = path or name
    text = decode_word_list(data, where)
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
        )
    words = kept.sorted_words()
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
    )
    return WordList(name, path, None, words, None, report, source=(data, keep_capitalized))


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


def word_list_from_words(
    words: list[str] | tuple[str, ...] | set[str], name: str = "words"
) -> WordList:
    """A word list made in memory (tests, restricted vocabularies). Same filters as a file."""
    return parse_word_list("\n".join(words).encode("utf-8"), name=name)


def amended_digest(digest: str, house: frozenset[str], blocked: frozenset[str]) -> str:
    """The digest of a list with a table's house words added and blocked words taken out
    (the list's own digest when there are none), so every cache key follows the change."""
    if not house and not blocked:
        return digest
    extra = files.sha256_hex("\n".join([*sorted(house), "", *sorted(blocked)]).encode("utf-8"))[:16]
    return f"{digest}+words-{extra}"


class Amended(NamedTuple):
    """What the house and blocked words changed: the words added (not already in the
    list) and the words taken out (that were in it), sorted."""

    added: tuple[str, ...] = ()
    removed: tuple[str, ...] = ()


def amend(
    word_list: WordList, house: frozenset[str], blocked: frozenset[str]
) -> tuple[WordList, Amended]:
    """The list with the house words added and the blocked words taken out. A house word
    must be letters only, in lower case and at most :data:`MAX_WORD_LENGTH` long (others are
    ignored); a blocked word wins over a house word."""
    if not house and not blocked:
        return word_list, Amended()
    present = frozenset(word_list.words)
    add = (
        {w for w in house if w.isalpha() and w == w.lower() and len(w) <= MAX_WORD_LENGTH}
        - present
        - blocked
    )
    removed = blocked & present
    words = tuple(sorted((present - removed) | add))
    alphabet = "".join(sorted(set(word_list.alphabet).union(*add))) if add else word_list.alphabet
    amended = word_list.replace(
        digest=amended_digest(word_list.digest, house, blocked), words=words, alphabet=alphabet
    )
    return amended, Amended(tuple(sorted(add)), tuple(sorted(removed)))


def alphabet_of(words: tuple[str, ...] | list[str]) -> str:
    text = "".join(words)
    try:
        data = text.encode("latin-1")
    except UnicodeEncodeError:
        return "".join(sorted(set(text)))
    # a Latin-1 list: 256 searches in C, each stopping at the first hit, beat a set of a
    # million one-letter strings
    return "".join(chr(b) for b in range(256) if data.find(b) >= 0)


def describe(report: LoadReport) -> dict[str, object]:
    """The report as plain numbers, for JSON output (see :func:`~ghost_gui.core.files.describe`)."""
    return files.describe(report._asdict())
