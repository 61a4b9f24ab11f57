"""The words of a match's review: each play's verdict with its mark, the letters that were
better and the line perfect play forces, why a review has no verdicts, a player's summary,
and why a match file could not be read."""

from __future__ import annotations

import errno

from PySide6.QtCore import QCoreApplication, QLocale

from ...core.alphabets import capitals
from ...core.analysis.review import ReviewGap, ReviewVerdict
from .error_texts import error_text

#: each verdict's mark, before its words: a second cue beside the colour of the line
MARKS = {
    ReviewVerdict.KEPT: "✓",
    ReviewVerdict.THREW_AWAY: "✗",
    ReviewVerdict.LOST: "•",
    ReviewVerdict.GAVE_UP: "!",
    ReviewVerdict.FORCED: "○",
    None: "",
}


def verdict_name(verdict: ReviewVerdict | None) -> str:
    """A verdict in a few words."""
    if verdict is ReviewVerdict.KEPT:
        return QCoreApplication.translate("review", "kept the win")
    if verdict is ReviewVerdict.THREW_AWAY:
        return QCoreApplication.translate("review", "threw the win away")
    if verdict is ReviewVerdict.LOST:
        return QCoreApplication.translate("review", "already lost")
    if verdict is ReviewVerdict.GAVE_UP:
        return QCoreApplication.translate("review", "gave up sooner than it had to")
    if verdict is ReviewVerdict.FORCED:
        return QCoreApplication.translate("review", "forced: the only play")
    return QCoreApplication.translate("review", "not judged")


def letters_text(fragments: tuple[str, ...]) -> str:
    return ", ".join(capitals(f) for f in fragments)


def line_text(line: tuple[str, ...]) -> str:
    return " → ".join(capitals(f) for f in line)


def verdict_text(
    verdict: ReviewVerdict | None, better: tuple[str, ...], line: tuple[str, ...]
) -> str:
    """The verdict with its mark, and for a win thrown away (or a loss hurried) the
    letters that were better and the line perfect play forces."""
    text = f"{MARKS[verdict]} {verdict_name(verdict)}".strip()
    if better and verdict is ReviewVerdict.THREW_AWAY:
        text += "; " + QCoreApplication.translate("review", "better: %1").replace(
            "%1", letters_text(better)
        )
    elif better:
        text += "; " + QCoreApplication.translate("review", "held out longer: %1").replace(
            "%1", letters_text(better)
        )
    if line:
        text += "; " + QCoreApplication.translate("review", "perfect play: %1").replace(
            "%1", line_text(line)
        )
    return text


def gap_text(gaps: tuple[ReviewGap, ...]) -> str:
    """Why the plays are shown without verdicts, in one sentence ("" when they are
    judged)."""
    if not gaps:
        return ""
    gap = gaps[0]
    if gap is ReviewGap.LIST_CHANGED:
        return QCoreApplication.translate(
            "review",
            "The match's word list has changed since it was played: "
            "the plays are shown without verdicts.",
        )
    if gap is ReviewGap.LIST_UNUSABLE:
        return QCoreApplication.translate(
            "review", "The match's word list cannot be used: the plays are shown without verdicts."
        )
    if gap is ReviewGap.WORDS_DO_NOT_END_ROUND:
        return QCoreApplication.translate(
            "review",
            "In this match a completed word did not end the round, which perfect play here "
            "does not cover: the plays are shown without verdicts.",
        )
    return QCoreApplication.translate(
        "review", "The match's word list was not found: the plays are shown without verdicts."
    )


def summary_text(plays: int, thrown_away: int, accuracy: float | None) -> str:
    """A player's plays judged, wins thrown away and accuracy."""
    locale = QLocale()
    shown = "—" if accuracy is None else locale.toString(round(100 * accuracy)) + " %"
    return (
        QCoreApplication.translate("review", "plays: %1 · wins thrown away: %2 · accuracy: %3")
        .replace("%1", locale.toString(plays))
        .replace("%2", locale.toString(thrown_away))
        .replace("%3", shown)
    )


def read_problem(exc: BaseException) -> str:
    """Why a match file could not be read, as the end of a sentence."""
    if isinstance(exc, OSError):
        code = exc.errno or 0
        if code in (errno.EACCES, errno.EPERM):
            return QCoreApplication.translate("review", "you may not read it")
        if code in (errno.ENOENT, errno.ENOTDIR):
            return QCoreApplication.translate("review", "it is not there")
        if code == errno.EISDIR:
            return QCoreApplication.translate("review", "that is a folder")
        return exc.strerror or str(exc)
    return error_text(exc)
