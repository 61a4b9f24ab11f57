"""Display names for what a game is set up from: the variants, the kinds of player, who
starts a round, the word lists and the presets (the core returns keys, never text)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ...core.play.rules import PlayerKind, Starter
from ...core.play.variants import VARIANTS
from ...core.variant_keys import VariantKey

#: every kind of player, in the order the New game dialog offers them
PLAYER_KINDS: list[PlayerKind] = list(PlayerKind)
#: every variant, in the core's order (the New game dialog offers them so)
VARIANT_KEYS = list(VARIANTS)


def kind_name(kind: str) -> str:
    texts: dict[str, str] = {
        PlayerKind.HUMAN: QCoreApplication.translate("names", "Human"),
        PlayerKind.PERFECT: QCoreApplication.translate("names", "Computer: perfect"),
        PlayerKind.HARD: QCoreApplication.translate("names", "Computer: hard"),
        PlayerKind.MEDIUM: QCoreApplication.translate("names", "Computer: medium"),
        PlayerKind.EASY: QCoreApplication.translate("names", "Computer: easy"),
        PlayerKind.EVIL: QCoreApplication.translate("names", "Computer: evil"),
        PlayerKind.RANDOM: QCoreApplication.translate("names", "Computer: random"),
        PlayerKind.ADAPTIVE: QCoreApplication.translate("names", "Computer: adaptive"),
        PlayerKind.LEARNER: QCoreApplication.translate("names", "Computer: learner"),
    }
    return texts.get(kind, kind)


def kind_explanation(kind: PlayerKind) -> str:
    """One line on what a kind of player does (the new-game dialog shows it)."""
    texts: dict[str, str] = {
        PlayerKind.HUMAN: QCoreApplication.translate("names", "A person at this computer."),
        PlayerKind.PERFECT: QCoreApplication.translate(
            "names", "Knows every word and never throws a win away."
        ),
        PlayerKind.HARD: QCoreApplication.translate(
            "names", "Knows most everyday words and rarely slips."
        ),
        PlayerKind.MEDIUM: QCoreApplication.translate(
            "names", "Knows the common words; slips and bluffs now and then."
        ),
        PlayerKind.EASY: QCoreApplication.translate(
            "names", "Knows a few thousand words; slips and bluffs often."
        ),
        PlayerKind.EVIL: QCoreApplication.translate(
            "names", "Steers towards words that end on someone else, without looking ahead."
        ),
        PlayerKind.RANDOM: QCoreApplication.translate(
            "names", "Plays any letter that still fits a word."
        ),
        PlayerKind.ADAPTIVE: QCoreApplication.translate(
            "names",
            "Plays stronger or weaker after each round, so that each person wins about their share.",
        ),
        PlayerKind.LEARNER: QCoreApplication.translate(
            "names", "Starts with a few words and learns every word it meets at this table."
        ),
    }
    return texts.get(kind, "")


def variant_name(key: str) -> str:
    """The variant's name, with a word of explanation where the name alone is not enough."""
    if key == VariantKey.ANTI:
        return QCoreApplication.translate("names", "Anti-Ghost (who finishes the word wins)")
    if key == VariantKey.XGHOST:
        return QCoreApplication.translate("names", "Xghost (a letter may go anywhere)")
    if key == VariantKey.ANAGHOST:
        return QCoreApplication.translate("names", "Anaghost (letters in any order)")
    return short_variant_name(key)


def short_variant_name(key: str) -> str:
    """The variant's name alone ("Anti-Ghost", without its explanation)."""
    texts: dict[str, str] = {
        VariantKey.GHOST: QCoreApplication.translate("names", "Ghost"),
        VariantKey.SUPER: QCoreApplication.translate("names", "SuperGhost"),
        VariantKey.SUPERDUPER: QCoreApplication.translate("names", "SuperDuperGhost"),
        VariantKey.ANTI: QCoreApplication.translate("names", "Anti-Ghost"),
        VariantKey.XGHOST: QCoreApplication.translate("names", "Xghost"),
        VariantKey.ANAGHOST: QCoreApplication.translate("names", "Anaghost"),
    }
    return texts.get(key, key)


def starter_name(key: Starter) -> str:
    texts: dict[str, str] = {
        Starter.LOSER: QCoreApplication.translate("names", "The loser of the round"),
        Starter.AFTER_LOSER: QCoreApplication.translate("names", "The player after the loser"),
        Starter.CHALLENGER: QCoreApplication.translate("names", "A successful challenger"),
    }
    return texts.get(key, key)


def list_title(name: str) -> str:
    """A word list as people call it: a bundled list by its translated title ("English:
    family", «Русские существительные»), any other by its file name (without ".txt")."""
    stem = name.removesuffix(".txt")
    titles = {
        "english-family": QCoreApplication.translate("names", "English: family"),
        "english-large": QCoreApplication.translate("names", "English: large"),
        "web2": QCoreApplication.translate("names", "English: Webster's 1934"),
        "russian-nouns": QCoreApplication.translate("names", "Russian nouns"),
        "german-family": QCoreApplication.translate("names", "German: family"),
        "spanish-family": QCoreApplication.translate("names", "Spanish: family"),
        "french-family": QCoreApplication.translate("names", "French: family"),
    }
    return titles.get(stem, stem)


def preset_name(key: str) -> str:
    texts = {
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
    }
    return texts.get(key, key)
