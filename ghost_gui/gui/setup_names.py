"""Display names for what a game is set up from: the variants, the kinds of player, who
starts a round, the word lists and the presets (the core returns keys, never text)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ..core.variants import VARIANTS

PLAYER_KINDS = [
    "human",
    "perfect",
    "hard",
    "medium",
    "easy",
    "evil",
    "random",
    "adaptive",
    "learner",
]
#: every variant, in the core's order (the New game dialog offers them so)
VARIANT_KEYS = list(VARIANTS)


def kind_name(kind: str) -> str:
    return {
        "human": QCoreApplication.translate("names", "Human"),
        "perfect": QCoreApplication.translate("names", "Computer: perfect"),
        "hard": QCoreApplication.translate("names", "Computer: hard"),
        "medium": QCoreApplication.translate("names", "Computer: medium"),
        "easy": QCoreApplication.translate("names", "Computer: easy"),
        "evil": QCoreApplication.translate("names", "Computer: evil"),
        "random": QCoreApplication.translate("names", "Computer: random"),
        "adaptive": QCoreApplication.translate("names", "Computer: adaptive"),
        "learner": QCoreApplication.translate("names", "Computer: learner"),
    }.get(kind, kind)


def kind_explanation(kind: str) -> str:
    """One line on what a kind of player does (the new-game dialog shows it)."""
    return {
        "human": QCoreApplication.translate("names", "A person at this computer."),
        "perfect": QCoreApplication.translate(
            "names", "Knows every word and never throws a win away."
        ),
        "hard": QCoreApplication.translate("names", "Knows most everyday words and rarely slips."),
        "medium": QCoreApplication.translate(
            "names", "Knows the common words; slips and bluffs now and then."
        ),
        "easy": QCoreApplication.translate(
            "names", "Knows a few thousand words; slips and bluffs often."
        ),
        "evil": QCoreApplication.translate(
            "names", "Steers towards words that end on someone else, without looking ahead."
        ),
        "random": QCoreApplication.translate("names", "Plays any letter that still fits a word."),
        "adaptive": QCoreApplication.translate(
            "names",
            "Plays stronger or weaker after each round, so that each person wins about their share.",
        ),
        "learner": QCoreApplication.translate(
            "names", "Starts with a few words and learns every word it meets at this table."
        ),
    }.get(kind, "")


def variant_name(key: str) -> str:
    """The variant's name, with a word of explanation where the name alone is not enough."""
    if key == "anti":
        return QCoreApplication.translate("names", "Anti-Ghost (who finishes the word wins)")
    if key == "xghost":
        return QCoreApplication.translate("names", "Xghost (a letter may go anywhere)")
    if key == "anaghost":
        return QCoreApplication.translate("names", "Anaghost (letters in any order)")
    return short_variant_name(key)


def short_variant_name(key: str) -> str:
    """The variant's name alone ("Anti-Ghost", without its explanation)."""
    return {
        "ghost": QCoreApplication.translate("names", "Ghost"),
        "super": QCoreApplication.translate("names", "SuperGhost"),
        "superduper": QCoreApplication.translate("names", "SuperDuperGhost"),
        "anti": QCoreApplication.translate("names", "Anti-Ghost"),
        "xghost": QCoreApplication.translate("names", "Xghost"),
        "anaghost": QCoreApplication.translate("names", "Anaghost"),
    }.get(key, key)


def starter_name(key: str) -> str:
    return {
        "loser": QCoreApplication.translate("names", "The loser of the round"),
        "after_loser": QCoreApplication.translate("names", "The player after the loser"),
        "challenger": QCoreApplication.translate("names", "A successful challenger"),
    }.get(key, key)


def list_title(name: str) -> str:
    """A word list as people call it: a bundled list by its translated title ("English:
    family", «Русские существительные»), any other by its file name (without ".txt")."""
    stem = name.removesuffix(".txt")
    titles = {
        "english-family": QCoreApplication.translate("names", "English: family"),
        "english-large": QCoreApplication.translate("names", "English: large"),
        "web2": QCoreApplication.translate("names", "English: Webster's 1934"),
        "russian-nouns": QCoreApplication.translate("names", "Russian nouns"),
    }
    return titles.get(stem, stem)


def preset_name(key: str) -> str:
    return {
        "Family": QCoreApplication.translate("names", "Family"),
        "Classic, 4 letters": QCoreApplication.translate("names", "Classic, 4 letters"),
        "xkcd, 3 letters": QCoreApplication.translate("names", "xkcd, 3 letters"),
        "SuperGhost": QCoreApplication.translate("names", "SuperGhost"),
        "Xghost": QCoreApplication.translate("names", "Xghost"),
        "Anaghost": QCoreApplication.translate("names", "Anaghost"),
        "Russian: who finishes the word": QCoreApplication.translate(
            "names", "Russian: who finishes the word"
        ),
        "Practice against perfect play": QCoreApplication.translate(
            "names", "Practice against perfect play"
        ),
    }.get(key, key)
