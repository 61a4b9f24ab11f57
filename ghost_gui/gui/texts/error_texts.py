"""Errors for people, in the interface's language: the one place a ``GhostError`` (or a
bug) becomes words, from its type and fields, never from the core's English message."""

from __future__ import annotations

import logging
from typing import Any

from PySide6.QtCore import QCoreApplication, QLocale

from ...core.alphabets import capitals
from .setup_names import list_title, short_variant_name

log = logging.getLogger(__name__)


def error_text(exc: BaseException) -> str:
    """An error for people, in the interface's language: an expected failure (a
    ``GhostError``) from its type and fields alone, never from its English message (that
    goes to the log when the wording leaves something out); anything else (a bug, already
    logged with its traceback) as "something went wrong" with the log's path. The one place
    errors become words."""
    from ...core import errors as E

    if isinstance(exc, E.GhostError):
        text = _ghost_error_text(exc)
        if text:
            return text
        # a GhostError with no wording of its own: a bug here, said as one
        log.warning("no wording for %s: %s", type(exc).__name__, exc)
    from ..storage import log_path

    return QCoreApplication.translate("names", "Something went wrong. Details are in %1.").replace(
        "%1", str(log_path())
    )


def list_replaced_text(instead: str, exc: BaseException) -> str:
    """A game's list could not be used (``exc`` says why), so the game starts on the list
    ``instead`` (a bundled list's name): one sentence for the notice."""
    return (
        error_text(exc).rstrip(".")
        + ". "
        + QCoreApplication.translate("names", "The game starts on the list %1 instead.").replace(
            "%1", list_title(instead)
        )
    )


def write_problem(exc: BaseException) -> str:
    """Why a file for a person (a PDF, a CSV, a word list) could not be written, as the
    end of a sentence ("the disk is full"): from an ``OSError``'s code, a file that did not
    come out whole, or :func:`error_text` for anything else."""
    import errno

    from ...core.errors import IncompleteFileError

    if isinstance(exc, IncompleteFileError):
        log.info("written file: %s", exc)  # what the check found, for whoever reads the log
        return QCoreApplication.translate(
            "names", "it did not come out whole (the disk may be full)"
        )
    if not isinstance(exc, OSError):
        return error_text(exc)
    code = exc.errno or 0
    if code in (errno.EACCES, errno.EPERM):
        return QCoreApplication.translate("names", "you may not write there")
    if code == errno.EROFS:
        return QCoreApplication.translate("names", "the disk is read-only")
    if code in (errno.ENOSPC, getattr(errno, "EDQUOT", errno.ENOSPC)):
        return QCoreApplication.translate("names", "the disk is full")
    if code in (errno.ENOENT, errno.ENOTDIR):
        return QCoreApplication.translate("names", "the folder does not exist")
    if code == errno.EISDIR:
        return QCoreApplication.translate("names", "that is a folder")
    return exc.strerror or str(exc)


def _ghost_error_text(exc: BaseException) -> str:
    """The words for each kind of ``GhostError``; '' for one this does not know."""
    from ...core import errors as E

    if isinstance(exc, E.WordListError):
        if isinstance(exc, E.WordListUnreadableError) and exc.detail:
            log.info("word list %s: %s", exc.path, exc.detail)  # the system's words
        return (
            QCoreApplication.translate("names", "Cannot use the word list %1: %2")
            .replace("%1", _file_name(exc.path))
            .replace("%2", word_list_problem(exc))
        )
    if isinstance(exc, E.NoCountingWordsError):
        return QCoreApplication.translate(
            "names", "No word of this list has %1 or more letters."
        ).replace("%1", str(exc.min_length))
    if isinstance(exc, E.IllegalPlayError):
        return play_problem_text(exc.problem, exc.details)
    if isinstance(exc, E.MatchError):
        return match_problem_text(exc.problem)
    if isinstance(exc, E.RulesError):
        return rules_error_text(exc)
    if isinstance(exc, E.UnknownNameError):
        return unknown_name_text(exc)
    if isinstance(exc, E.SaveFileError):
        log.info("saved game: %s", exc)  # which damage, for whoever reads the log
        return QCoreApplication.translate(
            "names", "the saved game is damaged or from another version"
        )
    if isinstance(exc, E.MatchRecordError):
        log.info("match record: %s", exc)  # which line and what, for whoever reads the log
        if exc.problem is E.RecordProblem.UNREADABLE:
            return QCoreApplication.translate("names", "the kept match could not be read")
        if exc.problem is E.RecordProblem.INCOMPLETE_LOG:
            return QCoreApplication.translate(
                "names", "the match was not followed from its start, so it cannot be kept whole"
            )
        return (
            QCoreApplication.translate("names", "not a kept match of Ghost (line %1)").replace(
                "%1", str(exc.line)
            )
            if exc.line
            else QCoreApplication.translate("names", "not a kept match of Ghost")
        )
    if isinstance(exc, E.Cancelled):
        return QCoreApplication.translate("names", "Cancelled.")
    if isinstance(exc, E.TooLargeError):
        return too_large_text(exc)
    if isinstance(exc, E.IncompleteFileError):
        log.info("written file: %s", exc)  # what the check found, for whoever reads the log
        return QCoreApplication.translate(
            "names", "%1 did not come out whole (the disk may be full); nothing was saved."
        ).replace("%1", _file_name(exc.path))
    return ""


def rules_error_text(exc: Any) -> str:
    """A :class:`~ghost_gui.core.errors.RulesError`: the value, and what the rules allow."""
    value = str(exc.value) if isinstance(exc.value, int) else ""
    low = "" if exc.low is None else str(exc.low)
    high = "" if exc.high is None else str(exc.high)
    if exc.what == "players" and low and high:
        text = QCoreApplication.translate("names", "A game has from %2 to %3 players, not %1.")
    elif exc.what == "player" and low and high:
        text = QCoreApplication.translate(
            "names", "There is no player %1: the players are numbered from %2 to %3."
        )
    elif exc.what == "minimum length" and low:
        text = QCoreApplication.translate(
            "names", "The shortest word that counts must be at least %2 long, not %1."
        )
    elif low and high:
        text = QCoreApplication.translate(
            "names", "This setting must be from %2 to %3; %1 is not allowed."
        )
    elif low:
        text = QCoreApplication.translate(
            "names", "This setting must be at least %2; %1 is not allowed."
        )
    else:
        text = QCoreApplication.translate("names", "This setting is not allowed.")
    return text.replace("%1", value or "—").replace("%2", low).replace("%3", high)


def unknown_name_text(exc: Any) -> str:
    """An :class:`~ghost_gui.core.errors.UnknownNameError`: a variant or a kind of computer
    player this version does not know (from a saved game or settings); for a variant, the
    known ones too."""
    name = "".join(c if c.isprintable() else "?" for c in str(exc.name))
    if exc.what == "variant":
        return (
            QCoreApplication.translate("names", "This version has no game called “%1”. It has: %2.")
            .replace("%1", name)
            .replace("%2", ", ".join(short_variant_name(c) for c in exc.choices))
        )
    if exc.what == "computer player":
        return QCoreApplication.translate(
            "names", "This version has no computer player called “%1”."
        ).replace("%1", name)
    return QCoreApplication.translate("names", "This version does not know “%1”.").replace(
        "%1", name
    )


def too_large_text(exc: Any) -> str:
    """A :class:`~ghost_gui.core.errors.TooLargeError` for a family: how much memory, against
    how much a game may take, and what to do about it."""
    gb = 1024**3
    locale = QLocale()
    return (
        QCoreApplication.translate(
            "names",
            "%1 with this word list would need about %2 GB of memory, more than the %3 GB "
            "a game may use on this computer. Choose a smaller list, such as “%4”.",
        )
        .replace("%1", short_variant_name(exc.variant))
        .replace("%2", locale.toString(exc.needed / gb, "f", 1))
        .replace("%3", locale.toString(round(exc.limit / gb)))
        .replace("%4", list_title("english-family"))
    )


def _file_name(path: str) -> str:
    from pathlib import Path

    name = Path(path).name or path
    return "".join(c if c.isprintable() else "?" for c in name)


def word_list_problem(exc: object) -> str:
    """Why a word list cannot be used, in a few words (from the error's type, and for a file
    that cannot be read its ``errno``: never from the system's or the core's English)."""
    import errno

    from ...core import errors as E

    if isinstance(exc, E.WordListMissingError):
        return QCoreApplication.translate("names", "there is no such file")
    if isinstance(exc, E.WordListNotFileError):
        return QCoreApplication.translate("names", "it is not a regular file")
    if isinstance(exc, E.WordListUnreadableError):
        if exc.errno == errno.EISDIR:
            return QCoreApplication.translate("names", "it is a folder, not a file")
        if exc.errno in (errno.EACCES, errno.EPERM):
            return QCoreApplication.translate("names", "you are not allowed to read it")
        return QCoreApplication.translate("names", "it cannot be read")
    if isinstance(exc, E.WordListBinaryError):
        return QCoreApplication.translate("names", "it holds binary data, not text")
    if isinstance(exc, E.WordListDecodeError):
        return QCoreApplication.translate("names", "it is not UTF-8 text: save it as UTF-8")
    if isinstance(exc, E.WordListEmptyError):
        return QCoreApplication.translate("names", "it holds no words")
    if isinstance(exc, E.WordListNoWordsError):
        if exc.too_long and exc.limit and not exc.others:
            return QCoreApplication.translate(
                "names", "its entries are longer than %1 letters, the longest a word may be"
            ).replace("%1", QLocale().toString(exc.limit))
        if exc.too_long and exc.limit:
            return QCoreApplication.translate(
                "names",
                "none of its entries is a usable word (letters only, no capitals, "
                "no longer than %1 letters)",
            ).replace("%1", QLocale().toString(exc.limit))
        return QCoreApplication.translate(
            "names", "none of its entries is a usable word (letters only, no capitals)"
        )
    if isinstance(exc, E.WordListTooLargeError):
        if exc.limit:
            mb = exc.limit / 1024**2
            return QCoreApplication.translate(
                "names", "it is larger than the %1 MB allowed"
            ).replace("%1", QLocale().toString(mb, "f", 0 if mb.is_integer() else 1))
        return QCoreApplication.translate("names", "it is too large")
    if isinstance(exc, E.WordListAlphabetError):
        return QCoreApplication.translate(
            "names", "none of its words is written in this word list's alphabet"
        )
    return QCoreApplication.translate("names", "it cannot be used")


def play_problem_text(problem: object, details: dict[str, Any]) -> str:
    from ...core.errors import PlayProblem as P

    word = capitals(str(details.get("word", "")))
    fragment = capitals(str(details.get("fragment", "")))
    texts = {
        P.NOT_ONE_LETTER: QCoreApplication.translate("names", "A play is one letter."),
        P.NOT_IN_ALPHABET: QCoreApplication.translate(
            "names", "“%1” is not a letter of this word list."
        ).replace("%1", str(details.get("letter", ""))),
        P.LEFT_NOT_ALLOWED: QCoreApplication.translate(
            "names", "In this game letters go on the right only."
        ),
        P.REVERSE_NOT_ALLOWED: QCoreApplication.translate(
            "names", "In this game the fragment cannot be reversed."
        ),
        P.BAD_PLACE: QCoreApplication.translate("names", "In this game a letter cannot go there."),
        P.WORD_BAD_CHARACTERS: QCoreApplication.translate(
            "names", "%1 has letters this word list does not use."
        ).replace("%1", word),
        P.WORD_DOES_NOT_FIT: QCoreApplication.translate("names", "%1 does not go like %2.")
        .replace("%1", word)
        .replace("%2", fragment),
        P.WORD_NOT_LONGER: QCoreApplication.translate("names", "%1 is not longer than %2.")
        .replace("%1", word)
        .replace("%2", fragment),
        P.WORD_TOO_SHORT: QCoreApplication.translate("names", "%1 is shorter than %2 letters.")
        .replace("%1", word)
        .replace("%2", str(details.get("min_length", ""))),
        P.WORD_TOO_LONG: QCoreApplication.translate(
            "names", "That word is too long (more than %1 letters)."
        ).replace("%1", str(details.get("limit", ""))),
        P.WORD_UNKNOWN: QCoreApplication.translate("names", "%1 is not in the word list.").replace(
            "%1", word
        ),
    }
    return str(texts.get(problem, QCoreApplication.translate("names", "That play is not allowed.")))  # type: ignore[call-overload]


def match_problem_text(problem: object) -> str:
    from ...core.errors import MatchProblem as M

    texts = {
        M.MATCH_OVER: QCoreApplication.translate("names", "The match is over."),
        M.CHALLENGE_PENDING: QCoreApplication.translate(
            "names", "A challenge is waiting for an answer."
        ),
        M.NOT_YOUR_TURN: QCoreApplication.translate("names", "It is not your turn."),
        M.UNKNOWN_CHALLENGE: QCoreApplication.translate("names", "That is not a challenge."),
        M.NOTHING_TO_CHALLENGE: QCoreApplication.translate(
            "names", "There is nothing to challenge yet."
        ),
        M.NO_CHALLENGE: QCoreApplication.translate("names", "There is no challenge to answer."),
        M.NOT_CHALLENGED: QCoreApplication.translate("names", "You were not challenged."),
        M.NOT_THE_CHALLENGER: QCoreApplication.translate(
            "names", "Only the challenger can accept a house word."
        ),
        M.NOTHING_TO_UNDO: QCoreApplication.translate("names", "There is nothing to undo."),
        M.BAD_CONFIG: QCoreApplication.translate("names", "These game settings are not allowed."),
    }
    return str(texts.get(problem, QCoreApplication.translate("names", "That is not allowed now.")))  # type: ignore[call-overload]
