"""A table's house and blocked words, without widgets: the presenter behind Word list →
House and blocked words….

It holds the two sets being edited (copies: the caller takes them on OK), decides whether a
word can be added (a :class:`Refusal` says why not), and reads and writes word files on a
worker. After every change it publishes the :class:`WordsState`; what there is to say (a word
added, a file imported, why a file could not be used) is told as a note, one of the small
values below, which the dialog words in the interface's language."""

from __future__ import annotations

import enum
import os
from dataclasses import dataclass
from typing import Any, NamedTuple

from PySide6.QtCore import QObject, Signal

from ...core.words.wordlist import MAX_WORD_LENGTH
from ..jobs import JobKind, Jobs
from .word_lines import read_word_lines


class WordsKind(enum.StrEnum):
    #: words the table counts as the list's
    HOUSE = "house"
    #: the list's words the table takes out
    BLOCKED = "blocked"

    @property
    def other(self) -> WordsKind:
        return WordsKind.BLOCKED if self is WordsKind.HOUSE else WordsKind.HOUSE


class WordProblem(enum.Enum):
    EMPTY = "empty"
    NOT_LETTERS = "not_letters"
    TOO_LONG = "too_long"
    OTHER_LETTERS = "other_letters"
    #: a house word the list has already
    IN_LIST = "in_list"
    #: a blocked word the list does not have
    NOTHING_TO_BLOCK = "nothing_to_block"
    ALREADY_HOUSE = "already_house"
    ALREADY_BLOCKED = "already_blocked"


class Refusal(NamedTuple):
    """Why a word cannot be added: the problem, the word, and the line of a file it was
    read from as written there (None for a word typed in)."""

    problem: WordProblem
    word: str
    line: str | None = None


# -- what there is to say ----------------------------------------------------------------------
class Added(NamedTuple):
    word: str


class Removed(NamedTuple):
    how_many: int


class Refused(NamedTuple):
    refusal: Refusal


class Imported(NamedTuple):
    how_many: int
    skipped: tuple[Refusal, ...]


class NothingImported(NamedTuple):
    """A file with no word that could be added (a warning)."""

    file_name: str
    skipped: tuple[Refusal, ...]


class ImportFailed(NamedTuple):
    """A file that could not be read as words (a warning)."""

    error: Exception


class Exported(NamedTuple):
    how_many: int
    path: str


class ExportFailed(NamedTuple):
    """A file that could not be written (a warning)."""

    path: str
    error: Exception


WordsNote = (
    Added | Removed | Refused | Imported | NothingImported | ImportFailed | Exported | ExportFailed
)
#: the notes that are warnings: the dialog shows them in a message box as well
WARNINGS = (NothingImported, ImportFailed, ExportFailed)


@dataclass(frozen=True)
class WordsState:
    house: frozenset[str]
    blocked: frozenset[str]

    def words(self, kind: WordsKind) -> frozenset[str]:
        return self.house if kind is WordsKind.HOUSE else self.blocked


class WordsPresenter(QObject):
    #: the new WordsState, after every change
    changed = Signal(object)
    #: a WordsNote: what there is to say
    told = Signal(object)

    def __init__(
        self,
        list_words: frozenset[str] | set[str],
        alphabet: str,
        house: set[str],
        blocked: set[str],
        jobs: Jobs,
        parent: QObject | None = None,
    ) -> None:
        """``list_words``: the list's own words (without house words, with blocked ones);
        ``alphabet``: the letters its words may use."""
        super().__init__(parent)
        self.list_words, self.alphabet, self.jobs = list_words, alphabet, jobs
        self.state = WordsState(frozenset(house), frozenset(blocked))

    def _publish(self, house: frozenset[str], blocked: frozenset[str]) -> None:
        self.state = WordsState(house, blocked)
        self.changed.emit(self.state)

    def result_words(self) -> tuple[set[str], set[str]]:
        return set(self.state.house), set(self.state.blocked)

    def refusal(self, kind: WordsKind, word: str, line: str | None = None) -> Refusal | None:
        """Why ``word`` cannot be added as ``kind`` (None when it can); ``line``: the line of
        a file it was read from, as written there."""
        problem = None
        if not word:
            problem = WordProblem.EMPTY
        elif not word.isalpha():
            problem = WordProblem.NOT_LETTERS
        elif len(word) > MAX_WORD_LENGTH:
            problem = WordProblem.TOO_LONG
        elif not set(word) <= set(self.alphabet):
            problem = WordProblem.OTHER_LETTERS
        elif kind is WordsKind.HOUSE and word in self.list_words:
            problem = WordProblem.IN_LIST
        elif (
            kind is WordsKind.BLOCKED
            and word not in self.list_words
            and word not in self.state.house
        ):
            problem = WordProblem.NOTHING_TO_BLOCK
        elif word in self.state.words(kind):
            problem = (
                WordProblem.ALREADY_HOUSE
                if kind is WordsKind.HOUSE
                else WordProblem.ALREADY_BLOCKED
            )
        return None if problem is None else Refusal(problem, word, line)

    def _with(self, kind: WordsKind, added: set[str]) -> None:
        """``added`` become ``kind``: a word is a house word or blocked, never both."""
        sets = {k: set(self.state.words(k)) for k in WordsKind}
        sets[kind.other] -= added
        sets[kind] |= added
        self._publish(frozenset(sets[WordsKind.HOUSE]), frozenset(sets[WordsKind.BLOCKED]))

    # -- intents ---------------------------------------------------------------------------
    def add(self, kind: WordsKind, text: str) -> bool:
        word = text.strip().lower()
        refusal = self.refusal(kind, word)
        if refusal is not None:
            self.told.emit(Refused(refusal))
            return False
        self._with(kind, {word})
        self.told.emit(Added(word))
        return True

    def remove(self, kind: WordsKind, words: set[str]) -> None:
        if not words:
            return
        rest = self.state.words(kind) - words
        if kind is WordsKind.HOUSE:
            self._publish(rest, self.state.blocked)
        else:
            self._publish(self.state.house, rest)
        self.told.emit(Removed(len(words)))

    def import_file(self, kind: WordsKind, path: str) -> None:
        """Add the words of a file (one per line, in capitals or not, as typed in the field)
        that can be added, and tell which lines were skipped and why; a bad file, or one with
        no word in the list's letters, is told and changes nothing. Read on a worker."""
        alphabet = self.alphabet

        def job(cancel: Any, progress: Any) -> list[tuple[str, str]]:
            return read_word_lines(path, alphabet)

        def done(lines: list[tuple[str, str]]) -> None:
            added: set[str] = set()
            skipped: list[Refusal] = []
            for shown, word in lines:  # each word once (read_word_lines)
                refusal = self.refusal(kind, word, shown)
                if refusal is None:
                    added.add(word)
                else:
                    skipped.append(refusal)
            if not added:
                self.told.emit(NothingImported(os.path.basename(path), tuple(skipped)))
                return
            self._with(kind, added)
            self.told.emit(Imported(len(added), tuple(skipped)))

        self.jobs.submit(
            JobKind.WORDS_FILE, job, done, lambda exc: self.told.emit(ImportFailed(exc))
        )

    def export_file(self, kind: WordsKind, path: str) -> None:
        """Write the words of ``kind``, one per line, on a worker."""
        from ...core.words.word_files import export_words

        words = sorted(self.state.words(kind))

        def job(cancel: Any, progress: Any) -> str:
            export_words(path, words)
            return path

        self.jobs.submit(
            JobKind.WORDS_FILE,
            job,
            lambda p: self.told.emit(Exported(len(words), p)),
            lambda exc: self.told.emit(ExportFailed(path, exc)),
        )
