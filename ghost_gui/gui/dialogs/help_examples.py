"""The example round in How to play: a short game of each variant on a word of the
minimum length, the board of each step and the words saying what it did. No widget."""

from __future__ import annotations

import html
from bisect import bisect_right

from PySide6.QtCore import QCoreApplication

#: the example word for each minimum length (translators may give words of the same length)
EXAMPLE_WORDS = {3: "CAT", 4: "FISH", 5: "HOUSE", 6: "GARDEN", 7: "KITCHEN", 8: "ELEPHANT"}
HIGHLIGHT = "background-color:#ffd54f; color:#000000;"


def example_word(min_length: int) -> str:
    n = min(max(min_length, 3), 8)
    translated = {
        3: QCoreApplication.translate("help", "CAT"),
        4: QCoreApplication.translate("help", "FISH"),
        5: QCoreApplication.translate("help", "HOUSE"),
        6: QCoreApplication.translate("help", "GARDEN"),
        7: QCoreApplication.translate("help", "KITCHEN"),
        8: QCoreApplication.translate("help", "ELEPHANT"),
    }
    word = translated[n]
    return word if len(word) == n and word.isalpha() else EXAMPLE_WORDS[n]


def example_steps(variant: str, min_length: int) -> list[tuple[str, str, int]]:
    """A short round for the variant: (player, fragment after the play, index of the newest
    letter). Two players take turns; the last step completes a word of ``min_length`` letters."""
    word = example_word(min_length)
    if variant == "xghost":
        # the third letter, the first at the front, the second between them, then the rest
        # at the end: every kind of play, and the two letters of the second step (CT, FS,
        # ДМ ...) occur in words of the family lists (a test checks it)
        frags: list[tuple[str, int]] = [(word[2], 0), (word[0] + word[2], 0), (word[:3], 1)]
        frags += [(word[:i], i - 1) for i in range(4, len(word) + 1)]
    elif variant == "anaghost":
        # the word's letters in turn, kept in alphabetical order: the last one makes the word
        frags, pool = [], ""
        for letter in word:
            at = bisect_right(pool, letter)
            pool = pool[:at] + letter + pool[at:]
            frags.append((pool, at))
    elif variant in ("super", "superduper"):
        frags = [(word[1], 0)]
        if variant == "superduper":  # a letter on the left, then turned around and one more added
            frags.append((word[2] + word[1], 0))
            frags.append((word[1:4], 2) if len(word) > 3 else (word, 0))
        for end in range(len(frags[-1][0]) + 2, len(word) + 1):
            frags.append((word[1:end], end - 2))
        if frags[-1][0] != word:
            frags.append((word, 0))
    else:
        frags = [(word[:i], i - 1) for i in range(1, len(word) + 1)]
    names = (QCoreApplication.translate("help", "Anna"), QCoreApplication.translate("help", "Ben"))
    return [(names[i % 2], f, k) for i, (f, k) in enumerate(frags)]


def lives_word(lives: int) -> str | None:
    """The word the lost rounds spell (GHOST, PIG), or None when lives are simply counted."""
    return {
        5: QCoreApplication.translate("help", "GHOST"),
        3: QCoreApplication.translate("help", "PIG"),
    }.get(lives)


def example_board(fragment: str, newest: int) -> str:
    """The letters of one step as large letters, the newest highlighted."""
    cells = []
    for i, c in enumerate(fragment):
        style = HIGHLIGHT if i == newest else ""
        cells.append(
            f"<span style='font-size:20pt; font-weight:bold; {style}'>&nbsp;{html.escape(c)}&nbsp;</span>"
        )
    return "".join(cells)


def example_caption(prev: str, player: str, fragment: str, newest: int, variant: str = "") -> str:
    """What a step of the example did: "Ben puts A between C and T."."""
    letter = fragment[newest]
    if not prev:
        return (
            QCoreApplication.translate("help", "%1 starts with %2.")
            .replace("%1", player)
            .replace("%2", letter)
        )
    if variant == "anaghost":
        return (
            QCoreApplication.translate("help", "%1 adds %2 to the letters.")
            .replace("%1", player)
            .replace("%2", letter)
        )
    if 0 < newest < len(fragment) - 1 and fragment[:newest] + fragment[newest + 1 :] == prev:
        return (
            QCoreApplication.translate("help", "%1 puts %2 between %3 and %4.")
            .replace("%1", player)
            .replace("%2", letter)
            .replace("%3", fragment[newest - 1])
            .replace("%4", fragment[newest + 1])
        )
    rest = fragment[1:] if newest == 0 else fragment[:-1]
    if rest != prev:
        text = (
            QCoreApplication.translate("help", "%1 turns %2 around to %3 and adds %4.")
            .replace("%2", prev)
            .replace("%3", rest)
        )
        return text.replace("%1", player).replace("%4", letter)
    if newest == 0:
        return (
            QCoreApplication.translate("help", "%1 puts %2 at the front.")
            .replace("%1", player)
            .replace("%2", letter)
        )
    return (
        QCoreApplication.translate("help", "%1 adds %2 at the end.")
        .replace("%1", player)
        .replace("%2", letter)
    )
