"""Typed errors raised by the core. The GUI and the CLI turn them into words."""

from __future__ import annotations


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
    """The file exists but cannot be read (permissions, a directory, an I/O error)."""


class WordListBinaryError(WordListError):
    """The file looks like binary data, not text."""


class WordListDecodeError(WordListError):
    """The file is not valid UTF-8."""


class WordListEmptyError(WordListError):
    """The file holds no entries at all."""


class WordListNoWordsError(WordListError):
    """The file has entries, but none is a usable word (letters only, no capitals, long enough)."""


class WordListTooLargeError(WordListError):
    """The file is larger than the loader accepts."""


class IllegalPlayError(GhostError, ValueError):
    """A play that the rules do not allow in this position."""


class MatchError(GhostError, ValueError):
    """An action that the match rules do not allow now (wrong player, match over, ...)."""


class SaveFileError(GhostError):
    """A saved match could not be read: missing, corrupt, or from an unknown version."""


class Cancelled(GhostError):
    """A long computation was cancelled through its cancel check."""
