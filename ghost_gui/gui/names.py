"""Display names for the core's values (the core returns values, never text)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

PLAYER_KINDS = ["human", "perfect", "hard", "medium", "easy", "evil", "random"]
VARIANT_KEYS = ["ghost", "super", "superduper", "anti"]


def kind_name(kind: str) -> str:
    return {
        "human": QCoreApplication.translate("names", "Human"),
        "perfect": QCoreApplication.translate("names", "Computer: perfect"),
        "hard": QCoreApplication.translate("names", "Computer: hard"),
        "medium": QCoreApplication.translate("names", "Computer: medium"),
        "easy": QCoreApplication.translate("names", "Computer: easy"),
        "evil": QCoreApplication.translate("names", "Computer: evil"),
        "random": QCoreApplication.translate("names", "Computer: random"),
    }.get(kind, kind)


def variant_name(key: str) -> str:
    return {
        "ghost": QCoreApplication.translate("names", "Ghost"),
        "super": QCoreApplication.translate("names", "SuperGhost"),
        "superduper": QCoreApplication.translate("names", "SuperDuperGhost"),
        "anti": QCoreApplication.translate("names", "Anti-Ghost (who finishes the word wins)"),
    }.get(key, key)


def starter_name(key: str) -> str:
    return {
        "loser": QCoreApplication.translate("names", "The loser of the round"),
        "after_loser": QCoreApplication.translate("names", "The player after the loser"),
        "challenger": QCoreApplication.translate("names", "A successful challenger"),
    }.get(key, key)


def preset_name(key: str) -> str:
    return {
        "Family": QCoreApplication.translate("names", "Family"),
        "Classic, 4 letters": QCoreApplication.translate("names", "Classic, 4 letters"),
        "xkcd, 3 letters": QCoreApplication.translate("names", "xkcd, 3 letters"),
        "SuperGhost": QCoreApplication.translate("names", "SuperGhost"),
        "Russian: who finishes the word": QCoreApplication.translate("names", "Russian: who finishes the word"),
        "Practice against perfect play": QCoreApplication.translate("names", "Practice against perfect play"),
    }.get(key, key)


def play_text(play: object) -> str:
    """A play for people: 'K', 'K on the left', 'reverse+K' ..."""
    from ..core.plays import Side

    t = QCoreApplication.translate
    s = play.letter.upper()  # type: ignore[attr-defined]
    if play.reverse:  # type: ignore[attr-defined]
        s = t("names", "reverse+%1").replace("%1", s)
    if play.side is Side.LEFT:  # type: ignore[attr-defined]
        s = t("names", "%1 on the left").replace("%1", s)
    return s
