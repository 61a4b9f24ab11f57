"""What a loaded word list is: :class:`WordList` (the usable words of one file, sorted and
unique, with their alphabet and digest) and :class:`LoadReport` (what the loader kept and
skipped, and why), with :func:`alphabet_of` and :func:`describe`. Separate from the loader
(:mod:`~ghost_gui.core.words.wordlist`) and its parser (:mod:`~ghost_gui.core.words.list_parsing`)
because most of the engine needs the record and none of the reading."""

from __future__ import annotations

from typing import NamedTuple

from . import files
from .files import list_digest

#: examples kept of each kind of skipped (or lowercased) entry
MAX_EXAMPLES = 5


class LoadReport(NamedTuple):
    """What the loader kept and skipped. ``entries`` counts every whitespace-separated token;
    the skipped counts are of distinct entries, and ``duplicates`` counts repeated entries
    (with ``keep_capitalized``, also a capitalised entry whose lowercase form is already there).
    ``too_long`` counts entries longer than :data:`~ghost_gui.core.words.files.MAX_WORD_LENGTH` characters.

    ``proper_nouns`` counts the distinct capitalised entries skipped (0 when they were kept);
    ``capitalized_kept`` counts those kept, lowercased, when the list was loaded with
    ``keep_capitalized`` (0 otherwise). The ``*_examples`` hold up to :data:`MAX_EXAMPLES`
    entries of each kind, in the file's order, as written in the file (an entry too long to be
    a word cut short, ending in "…").

    ``language`` is the list's (see :attr:`WordList.language`); ``folded`` counts the words
    that merged into another when their letters were counted as that language counts them
    (côte and cote are one word, cote, in a French list), with examples "côte → cote"."""

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
    language: str | None = None
    folded: int = 0
    folded_examples: tuple[str, ...] = ()

    @property
    def capitalized(self) -> int:
        """Distinct capitalised entries, skipped or kept."""
        return self.proper_nouns + self.capitalized_kept


class WordList:
    """The usable words of one file, sorted and unique, with the alphabet they use.
    Immutable; its length is its number of words. (The core's records are NamedTuples, not
    dataclasses, which cost a cold run 12 ms and 2.6 MB to import; this one is a plain class
    with slots because two of its fields are worked out when first asked.)

    ``digest`` and ``alphabet`` are worked out when first asked, from ``source`` (the file's
    bytes and the loading mode) and from the words: an analysis without the cache needs
    neither (on ENABLE, 11 ms of a cold run of 140). Either may be given instead."""

    __slots__ = ("name", "path", "words", "report", "language", "_digest", "_alphabet", "_source")
    name: str
    path: str
    words: tuple[str, ...]
    report: LoadReport
    #: the language the words are in, whose players' way of counting letters made them
    #: (:func:`~ghost_gui.core.alphabets.fold`): "en", "ru", "de", "es", "fr" or None
    language: str | None
    _digest: str | None
    _alphabet: str | None
    _source: tuple[bytes, bool] | None
    _FIELDS = ("name", "path", "digest", "words", "alphabet", "report", "language")

    def __init__(
        self,
        name: str,
        path: str,
        digest: str | None,
        words: tuple[str, ...],
        alphabet: str | None,
        report: LoadReport,
        language: str | None = None,
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
            ("language", language),
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
            digest = list_digest(data, keep_capitalized=keep_capitalized, language=self.language)
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
            changes.get("language", self.language),  # type: ignore[arg-type]
            source=self._source if digest is None else None,
        )


def alphabet_of(words: tuple[str, ...] | list[str]) -> str:
    text = "".join(words)
    try:
        data = text.encode("latin-1")
    except UnicodeEncodeError:
        return "".join(sorted(set(text)))
    # a Latin-1 list: the letters a-z are searched for one by one (in C, each search stopping
    # at its first hit), and what is left once they are deleted, in most lists nothing, is
    # gathered in one pass; a set of a million one-letter strings would take 10 times longer
    found = {b for b in _A_TO_Z if data.find(b) >= 0}
    found.update(data.translate(None, _A_TO_Z))
    return "".join(map(chr, sorted(found)))


_A_TO_Z = bytes(range(ord("a"), ord("z") + 1))


def describe(report: LoadReport) -> dict[str, object]:
    """The report as plain numbers, for JSON output (see :func:`~ghost_gui.core.words.files.describe`)."""
    return files.describe(report._asdict())
