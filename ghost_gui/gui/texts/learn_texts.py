"""The words of "Learn from my mistakes": the position's rules and players, the hint, what
"Show me" shows and the session's sum. Every play is named by the fragment it makes, in
capitals, as practice names it."""

from __future__ import annotations

import html

from PySide6.QtCore import QCoreApplication

from ...core.alphabets import capitals
from ...core.analysis.mistakes import Mistake
from ..player_colours import player_colour
from .player_names import short_name
from .setup_names import short_variant_name


def rules_text(m: Mistake) -> str:
    """ "SuperGhost · words count from 4 letters · english-family"."""
    parts = [
        short_variant_name(m.variant),
        QCoreApplication.translate("LearnView", "words count from %1 letters").replace(
            "%1", str(m.min_length)
        ),
    ]
    if m.word_list:
        parts.append(m.word_list)
    return " · ".join(parts)


def players_html(m: Mistake) -> str:
    """The round's players in turn order, each with their colour, the person to move in
    bold and told so."""
    chips = []
    for i, (name, seat) in enumerate(zip(m.players, m.seats)):
        colour = player_colour(seat).name()
        shown = html.escape(short_name(name)).replace(" ", "&nbsp;")
        if i == m.turn:
            shown = f"<b>{shown}</b>"
        chips.append(f"<span style='color:{colour}'>&#9679;</span>&nbsp;{shown}")
    turn = html.escape(
        QCoreApplication.translate("LearnView", "%1 to play").replace("%1", short_name(m.person))
    )
    return "&nbsp; &#8250; ".join(chips) + f"<br>{turn}"


def question_text(m: Mistake) -> str:
    if not m.before:
        return QCoreApplication.translate(
            "LearnView", "You start. Find a letter that keeps the win."
        )
    return QCoreApplication.translate("LearnView", "Find a letter that keeps the win.")


def fragments(names: tuple[str, ...] | list[str]) -> str:
    return ", ".join(capitals(f) for f in names) or "—"


def hint_text(m: Mistake) -> str:
    """How many plays keep the win, and what was played in the match (which did not)."""
    return (
        QCoreApplication.translate(
            "LearnView", "Plays that keep the win here: %1. In the match, %2 was played."
        )
        .replace("%1", str(len(m.better)))
        .replace("%2", capitals(m.played))
    )


def right_text(given: str, m: Mistake) -> str:
    others = [f for f in m.better if f != given]
    text = QCoreApplication.translate("LearnView", "Yes! %1 keeps the win.").replace(
        "%1", capitals(given)
    )
    if others:
        text += " " + QCoreApplication.translate("LearnView", "So would: %1.").replace(
            "%1", fragments(others)
        )
    return text


def missed_text(given: str | None, m: Mistake) -> str:
    """After a letter that does not keep the win, or "Show me": the plays that do."""
    better = QCoreApplication.translate("LearnView", "Plays that keep the win: %1.").replace(
        "%1", fragments(m.better)
    )
    if given is None:
        return better
    return (
        QCoreApplication.translate("LearnView", "%1 does not keep the win.").replace(
            "%1", capitals(given)
        )
        + " "
        + better
    )


def line_text(m: Mistake) -> str:
    """The line perfect play forces from the position ("" when the review gave none)."""
    if not m.line:
        return ""
    return QCoreApplication.translate("names", "Perfect play goes: %1.").replace(
        "%1", " → ".join(capitals(f) for f in m.line)
    )


def progress_text(number: int, total: int, earlier: bool) -> str:
    text = (
        QCoreApplication.translate("LearnView", "Position %1 of %2")
        .replace("%1", str(number))
        .replace("%2", str(total))
    )
    if earlier:
        text += " · " + QCoreApplication.translate("LearnView", "again, from an earlier session")
    return text


def done_text(right: int, total: int) -> str:
    return (
        QCoreApplication.translate("LearnView", "Done: %1 of %2 found at the first try.")
        .replace("%1", str(right))
        .replace("%2", str(total))
    )


def due_next_text(due: int) -> str:
    if not due:
        return QCoreApplication.translate("LearnView", "Nothing to go over next time.")
    return QCoreApplication.translate(
        "LearnView", "Positions to go over next time you learn from your mistakes: %1."
    ).replace("%1", str(due))


def nothing_text(person: str) -> str:
    return QCoreApplication.translate(
        "LearnView", "%1 threw no win away in this match that a letter would have kept."
    ).replace("%1", short_name(person))


def cannot_learn_text(gaps: tuple[str, ...]) -> str:
    """Why a match gives nothing to learn from: it could not be reviewed (``gaps``: the
    review's :class:`~ghost_gui.core.analysis.review.ReviewGap` values)."""
    why = {
        "list_not_found": QCoreApplication.translate("LearnView", "its word list is not found"),
        "list_changed": QCoreApplication.translate(
            "LearnView", "its word list has changed since it was played"
        ),
        "list_unusable": QCoreApplication.translate("LearnView", "its word list cannot be used"),
        "words_do_not_end_round": QCoreApplication.translate(
            "LearnView", "completed words did not end the round"
        ),
    }
    reasons = "; ".join(why.get(g, g) for g in gaps)
    return QCoreApplication.translate(
        "LearnView", "This match cannot be reviewed against perfect play: %1."
    ).replace("%1", reasons)
