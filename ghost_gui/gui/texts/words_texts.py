"""The counts the house and blocked words speak of: words added and removed, lines an
import skipped, and the note a card gives about a table's words. No widget."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLocale

#: the reasons an import names before "and N more"
MAX_REASONS = 5


def skipped_text(reasons: list[str]) -> str:
    """The lines an import skipped: "2 lines skipped: DOG is already a house word. 3ab has
    characters that are not letters." ("" when none was)."""
    if not reasons:
        return ""
    n = len(reasons)
    text = counted(
        n,
        QCoreApplication.translate("WordsDialog", "%1 line skipped:", "", n),
        QCoreApplication.translate("WordsDialog", "%1 lines skipped:", "", n),
    )
    text += " " + " ".join(reasons[:MAX_REASONS])
    if n > MAX_REASONS:
        more = n - MAX_REASONS
        text += " " + QCoreApplication.translate("WordsDialog", "…and %1 more.", "", more).replace(
            "%1", QLocale().toString(more)
        )
    return text


def words_note(added: int, removed: int) -> str:
    """What a card says about the table's words: "includes 3 house words; 2 blocked words
    left out" ("" when there are none)."""
    parts = []
    if added:
        parts.append(
            counted(
                added,
                QCoreApplication.translate("WordsDialog", "includes %1 house word", "", added),
                QCoreApplication.translate("WordsDialog", "includes %1 house words", "", added),
            )
        )
    if removed:
        parts.append(
            counted(
                removed,
                QCoreApplication.translate("WordsDialog", "%1 blocked word left out", "", removed),
                QCoreApplication.translate("WordsDialog", "%1 blocked words left out", "", removed),
            )
        )
    return "; ".join(parts)


def counted(n: int, one: str, many: str) -> str:
    """English has two forms (``one``, ``many``, both translated with ``n``, so a
    translation has its own plural forms of each); %1 becomes ``n`` in the locale's digits."""
    return (one if n == 1 else many).replace("%1", QLocale().toString(n))
