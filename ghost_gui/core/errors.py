"""Typed errors raised by the core. The GUI and the CLI turn them into words."""

from __future__ import annotations

import enum


class GhostError(Exception):
    """Base class of every error the core raises on purpose."""


class WordListError(GhostError):
    """A word list could not be used. ``path`` names the file; nothing was changed."""

    def __init__(self, path: str, detail: str = "") -> None:
        super().__init__(f"{path}: {detail}" if detail else path)
        self.path = path
        self.detail = detail


class WordListMissingError(WordListError):
    """The file does not exist."""


class WordListUnreadableError(WordListError):
    """The file exists but cannot be read (permissions, a directory, an I/O error).
    ``errno`` is the reason's ``errno`` code when there is one (``EISDIR`` for a folder,
    ``EACCES`` for a file one may not read), so that it can be said in any language."""

    def __init__(self, path: str, detail: str = "", errno: int | None = None) -> None:
        super().__init__(path, detail)
        self.errno = errno


class WordListNotFileError(WordListUnreadableError):
    """The path names something that is not a regular file: a FIFO, a device such as
    ``/dev/zero``, a socket. Such things can block forever or never end, so they are not read."""


class WordListBinaryError(WordListError):
    """The file looks like binary data, not text."""


class WordListDecodeError(WordListError):
    """The file is not valid UTF-8 (or, when it looks like UTF-16 or UTF-32, not valid in that)."""


class WordListEmptyError(WordListError):
    """The file holds no entries at all."""


class WordListNoWordsError(WordListError):
    """The file has entries, but none is a usable word (letters only, no capitals, long enough).
    ``too_long`` of its different entries are longer than ``limit`` letters, ``others`` are
    not words for another reason (capitals, other characters), so that the words can say
    which limit an entry passed."""

    def __init__(
        self, path: str, detail: str = "", *, too_long: int = 0, others: int = 0, limit: int = 0
    ) -> None:
        super().__init__(path, detail)
        self.too_long, self.others, self.limit = too_long, others, limit


class WordListTooLargeError(WordListError):
    """The file is larger than the loader accepts: ``limit`` bytes (0 when not known)."""

    def __init__(self, path: str, detail: str = "", *, limit: int = 0) -> None:
        super().__init__(path, detail)
        self.limit = limit


class WordListAlphabetError(WordListError):
    """The file has words, but none in the alphabet they are for (house or blocked words
    for a list of another alphabet)."""


class IllegalPlayError(GhostError, ValueError):
    """A play (or a word named) that the rules do not allow in this position. ``problem``
    says which rule (a :class:`PlayProblem`), ``details`` the values (letter, word, ...)."""

    def __init__(self, message: str, problem: PlayProblem | None = None, **details: object) -> None:
        super().__init__(message)
        self.problem = problem
        self.details = details


class MatchError(GhostError, ValueError):
    """An action that the match rules do not allow now (wrong player, match over, ...).
    ``problem`` says which (a :class:`MatchProblem`), ``details`` the values."""

    def __init__(
        self, message: str, problem: MatchProblem | None = None, **details: object
    ) -> None:
        super().__init__(message)
        self.problem = problem
        self.details = details


class SaveFileError(GhostError):
    """A saved match could not be read: missing, corrupt, or from an unknown version."""


class RecordProblem(enum.StrEnum):
    """What is wrong with a match record's text (see ``docs/match-format.md``)."""

    #: not text: undecodable, a NUL, or larger than a record can be
    NOT_TEXT = "not_text"
    #: a line that is neither a tag, a round, a step nor an end as the grammar has them
    BAD_LINE = "bad_line"
    #: a tag the format does not know, or one given twice
    UNKNOWN_TAG = "unknown_tag"
    MISSING_TAG = "missing_tag"
    #: a tag's value of the wrong form (a number that is none, an unknown variant, a date)
    BAD_VALUE = "bad_value"
    #: a play, a challenge or an end that the plays before it do not allow
    INCONSISTENT = "inconsistent"
    #: a match's log that does not tell the match from its start (a resumed match)
    INCOMPLETE_LOG = "incomplete_log"
    #: the file could not be read
    UNREADABLE = "unreadable"


class MatchRecordError(GhostError, ValueError):
    """A match record that cannot be read or made: ``problem`` says what (a
    :class:`RecordProblem`), ``line`` the 1-based line of the text where it was found (0: none
    in particular), ``detail`` what was found there, in English."""

    def __init__(self, problem: RecordProblem, detail: str, line: int = 0) -> None:
        where = f"line {line}: " if line else ""
        super().__init__(f"not a match record ({where}{detail})")
        self.problem, self.detail, self.line = problem, detail, line


class IncompleteFileError(GhostError):
    """A file written for a person did not come out whole: read back before it took its
    name, it was not what was written (a PDF without its pages, a disk that kept less).
    ``path`` names the file asked for, which was left as it was; ``detail`` says what was
    wrong, in English, for the log and the command line."""

    def __init__(self, path: str, detail: str) -> None:
        super().__init__(f"{path}: {detail}")
        self.path, self.detail = path, detail


class Cancelled(GhostError):
    """A long computation was cancelled through its cancel check."""


# -- the rules' errors, with structured fields so that the GUI can say them in any language --


class PlayProblem(enum.StrEnum):
    NOT_ONE_LETTER = "not_one_letter"
    NOT_IN_ALPHABET = "not_in_alphabet"
    LEFT_NOT_ALLOWED = "left_not_allowed"
    REVERSE_NOT_ALLOWED = "reverse_not_allowed"
    #: a letter between two others where the variant has none, or not in a pool's place
    BAD_PLACE = "bad_place"
    #: a word named or accepted: letters outside the list's alphabet
    WORD_BAD_CHARACTERS = "word_bad_characters"
    WORD_DOES_NOT_FIT = "word_does_not_fit"
    WORD_NOT_LONGER = "word_not_longer"
    WORD_TOO_SHORT = "word_too_short"
    WORD_TOO_LONG = "word_too_long"
    #: a word named in a challenge that is neither in the word list nor a house word
    WORD_UNKNOWN = "word_unknown"


class MatchProblem(enum.StrEnum):
    MATCH_OVER = "match_over"
    CHALLENGE_PENDING = "challenge_pending"
    NOT_YOUR_TURN = "not_your_turn"
    UNKNOWN_CHALLENGE = "unknown_challenge"
    NOTHING_TO_CHALLENGE = "nothing_to_challenge"
    NO_CHALLENGE = "no_challenge"
    NOT_CHALLENGED = "not_challenged"
    NOT_THE_CHALLENGER = "not_the_challenger"
    NOTHING_TO_UNDO = "nothing_to_undo"
    BAD_CONFIG = "bad_config"


class RulesError(GhostError, ValueError):
    """A value outside what the rules allow: a number of players, a seat, a minimum length.
    ``what`` names it, ``value`` is what was given, ``low``/``high`` the allowed range."""

    def __init__(
        self, what: str, value: object, low: int | None = None, high: int | None = None
    ) -> None:
        bounds = (
            f" (from {low} to {high})"
            if low is not None and high is not None
            else f" (at least {low})"
            if low is not None
            else ""
        )
        super().__init__(f"{what} {value!r} is not allowed{bounds}")
        self.what, self.value, self.low, self.high = what, value, low, high


class UnknownNameError(GhostError, ValueError):
    """An unknown variant or kind of player; ``choices`` are the known names."""

    def __init__(self, what: str, name: object, choices: tuple[str, ...] | list[str]) -> None:
        super().__init__(f"unknown {what} {name!r}; choose one of {', '.join(choices)}")
        self.what, self.name, self.choices = what, name, tuple(choices)


class NoCountingWordsError(GhostError, ValueError):
    """No word of the list is long enough for the minimum length."""

    def __init__(self, path: str, min_length: int) -> None:
        super().__init__(f"{path}: no word has {min_length} or more letters")
        self.path, self.min_length = path, min_length


class TooLargeError(GhostError):
    """The work would take more memory than the machine may give it (Anaghost on a large
    list): about ``fragments`` fragments and ``needed`` bytes, against ``limit``."""

    def __init__(self, variant: str, fragments: int, needed: int, limit: int) -> None:
        super().__init__(
            f"{variant} with this list has about {fragments:,} fragments and would need "
            f"about {needed / 1024**3:.1f} GB of memory, more than the {limit / 1024**3:.0f} GB "
            "allowed; choose a smaller word list"
        )
        self.variant, self.fragments, self.needed, self.limit = variant, fragments, needed, limit
