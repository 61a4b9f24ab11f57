"""What the card drill says, built without widgets: who made the moves so far, Xghost's
caret in words and as links, the card's decision after a miss (the play in words and the
words to aim for), where the learner left off, the session line and the progress bar's
text. Texts keep the drill's translation context, ``DrillView``."""

from __future__ import annotations

import html
from collections.abc import Mapping
from datetime import datetime

from PySide6.QtCore import QCoreApplication, QDate, QLocale

from ...core.alphabets import capitals
from ...core.cards.card_text import split_play
from ...core.cards.cards import TreeCard, WordCard
from ...core.cards.drill import Question, Result
from ...core.cards.drill_progress import DrillFigures
from ...core.play.plays import Play, Side
from ...core.play.variants import Variant
from ..player_colours import player_colour

#: words shown under a decision before "and N more"
MAX_WORDS = 14


def who(seats: tuple[int, ...], own_seat: int) -> str:
    if seats == (own_seat,):
        return QCoreApplication.translate("DrillView", "You")
    if len(seats) == 1:
        return QCoreApplication.translate("DrillView", "Player %1").replace("%1", str(seats[0] + 1))
    return QCoreApplication.translate("DrillView", "Players %1").replace(
        "%1", ", ".join(str(s + 1) for s in seats)
    )


def moves_html(q: Question, own_seat: int) -> str:
    if not q.moves:
        return html.escape(QCoreApplication.translate("DrillView", "A new round"))
    chips = []
    for m in q.moves:
        colour = player_colour(m.seats[-1]).name()
        name = html.escape(who(m.seats, own_seat)).replace(" ", "&nbsp;")
        chips.append(
            f"<span style='color:{colour}'>&#9679;</span>&nbsp;{name}&nbsp;<b>{html.escape(capitals(m.fragment))}</b>"
        )
    return "&nbsp; &#8250; ".join(chips)


def caret_words(at: str, caret: int) -> str:
    if not at or caret == len(at):
        return QCoreApplication.translate("DrillView", "Your letter goes at the end.")
    if caret == 0:
        return QCoreApplication.translate("DrillView", "Your letter goes at the start.")
    return (
        QCoreApplication.translate("DrillView", "Your letter goes between %1 and %2.")
        .replace("%1", capitals(at[caret - 1]))
        .replace("%2", capitals(at[caret]))
    )


def caret_html(at: str, caret: int, bar: str, grey: str) -> str:
    """The letters with a place between every two and at the ends, a link each, the
    chosen place a bar in the highlight colour (``bar``), and the place in words under them."""
    parts = []
    for i in range(len(at) + 1):
        mark = (
            f"<span style='color:{bar}'>&#9475;</span>"
            if i == caret
            else f"<span style='color:{grey}'>&middot;</span>"
        )
        parts.append(f"<a href='{i}' style='text-decoration:none'>{mark}</a>")
        if i < len(at):
            parts.append(f"&thinsp;{html.escape(capitals(at[i]))}&thinsp;")
    words = html.escape(caret_words(at, caret))
    return f"{''.join(parts)}<br><span style='font-size:small; font-weight:normal'>{words}</span>"


def decision_html(
    result: Result,
    card: WordCard | TreeCard,
    variant: Variant,
    anagrams: Mapping[str, tuple[str, ...]],
) -> str:
    """The card's decision after a miss: the play, in letters and in words, and the words
    to aim for (the ones that lose struck out)."""
    node = result.node
    before, letter, after = split_play(node)
    at = html.escape(capitals(node.at)) or html.escape(
        QCoreApplication.translate("DrillView", "(start)")
    )
    play = f"{html.escape(capitals(before))}<b><u>{html.escape(capitals(letter))}</u></b>{html.escape(capitals(after))}"
    how = play_words(variant, node.move, letter, node.at)
    lose = set(card.losing_words)
    words = [
        f"<s>{ending_html(w, variant, anagrams)}</s>"
        if w in lose
        else ending_html(w, variant, anagrams)
        for w in result.words_to_aim_for
    ]
    more = len(words) - MAX_WORDS
    shown = ", ".join(words[:MAX_WORDS]) + (
        ", "
        + html.escape(
            QCoreApplication.translate("DrillView", "and %1 more").replace("%1", str(more))
        )
        if more > 0
        else ""
    )
    aim = html.escape(QCoreApplication.translate("DrillView", "Aim for:"))
    note = (
        "<br><small>"
        + html.escape(QCoreApplication.translate("DrillView", "Struck-out words lose for you."))
        + "</small>"
        if lose & set(result.words_to_aim_for)
        else ""
    )
    return f"<span style='font-size:15pt'>{at} &#8594; {play}</span>&nbsp;&nbsp;<i>{html.escape(how)}</i><br>{aim} {shown}{note}"


def ending_html(ending: str, variant: Variant, anagrams: Mapping[str, tuple[str, ...]]) -> str:
    """A word to aim for; for Anaghost a pool in capitals and the words it makes."""
    if not variant.pool:
        return html.escape(ending)
    made = anagrams.get(ending, ())
    return html.escape(capitals(ending) + (" (" + ", ".join(made) + ")" if made else ""))


def play_words(variant: Variant, move: Play | None, letter: str, at: str = "") -> str:
    up = capitals(letter)
    if move is not None and move.at is not None and variant.inserts:
        return (
            QCoreApplication.translate("DrillView", "add %1 between %2 and %3")
            .replace("%1", up)
            .replace("%2", capitals(at[move.at - 1 : move.at]))
            .replace("%3", capitals(at[move.at : move.at + 1]))
        )
    if move is None or Side.LEFT not in variant.sides:
        return QCoreApplication.translate("DrillView", "play %1").replace("%1", up)
    text = (
        QCoreApplication.translate("DrillView", "add %1 on the left")
        if move.side is Side.LEFT
        else QCoreApplication.translate("DrillView", "add %1 on the right")
    )
    text = text.replace("%1", up)
    return (
        QCoreApplication.translate("DrillView", "turn around, then %1").replace("%1", text)
        if move.reverse
        else text
    )


def completes_word_text(given: str, variant: Variant) -> str:
    """After a miss that completed a counting word: the round would be over, and for whom
    (in Anti-Ghost whoever completes a word wins)."""
    if variant.completing_wins:
        text = QCoreApplication.translate(
            "DrillView", "%1 is a word: you would win the round, but the card plays otherwise."
        )
    elif variant.pool:
        text = QCoreApplication.translate("DrillView", "%1 makes a word: you would lose the round.")
    else:
        text = QCoreApplication.translate("DrillView", "%1 is a word: you would lose the round.")
    return text.replace("%1", capitals(given))


def next_session_text(d: DrillFigures) -> str:
    """What a session's end says about the next one (``d.due`` counts the next session's
    due decisions: the number it begins with)."""
    if d.learnt:
        text = QCoreApplication.translate(
            "DrillView", "You know every decision on this card. Next session: %1 due for review."
        ).replace("%1", str(d.due))
    else:
        text = (
            QCoreApplication.translate("DrillView", "Next session: %1 due, %2 not seen yet.")
            .replace("%1", str(d.due))
            .replace("%2", str(d.unseen))
        )
    return (
        text
        + " "
        + QCoreApplication.translate(
            "DrillView",
            "Press Enter to go on, or close and come back later: your progress is kept.",
        )
    )


def left_off_text(d: DrillFigures, updated: str | None) -> str | None:
    """Where the learner left off, when the card was drilled before (None: nothing to say);
    ``updated``: when its progress was saved (an ISO time), None when there was none."""
    if updated is None or not d.session:
        return None
    finished = d.session if d.session_over else d.session - 1
    if not d.session_over and d.session_answers:
        text = (
            QCoreApplication.translate(
                "DrillView", "Welcome back: session %1 goes on after %2 of %3 questions."
            )
            .replace("%1", str(d.session))
            .replace("%2", str(d.session_answers))
            .replace("%3", str(d.session_length))
        )
    elif finished:
        text = QCoreApplication.translate(
            "DrillView", "Welcome back: you finished session %1."
        ).replace("%1", str(finished))
    else:
        return None
    when = ""
    try:
        stamp = datetime.fromisoformat(updated)
        day = stamp.astimezone().date()
        when = QLocale().toString(
            QDate(day.year, day.month, day.day), QLocale.FormatType.LongFormat
        )
    except (ValueError, OverflowError):
        pass
    if when:
        text += " " + QCoreApplication.translate("DrillView", "Last drilled: %1.").replace(
            "%1", when
        )
    return text


def known_text(known: int, total: int) -> str:
    """The progress bar's text."""
    return (
        QCoreApplication.translate("DrillView", "Known %1 of %2 decisions")
        .replace("%1", str(known))
        .replace("%2", str(total))
    )


def session_text(d: DrillFigures, waiting: bool) -> str:
    """The session line: the session, what is due and learnt, and the question asked
    (``waiting``: a miss is shown, so its question is still the one asked)."""
    line = (
        QCoreApplication.translate("DrillView", "Session %1: %2 due, %3 of %4 learnt")
        .replace("%1", str(d.session))
        .replace("%2", str(d.due))
        .replace("%3", str(d.known))
        .replace("%4", str(d.total))
    )
    asked = min(d.session_answers + (0 if d.session_over or waiting else 1), d.session_length)
    line += " \u00b7 " + QCoreApplication.translate("DrillView", "question %1 of %2").replace(
        "%1", str(asked)
    ).replace("%2", str(d.session_length))
    return line
