"""Display names for the core's values (the core returns values, never text)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication


def _t(text: str) -> str:
    return QCoreApplication.translate("names", text)


PLAYER_KINDS = ["human", "perfect", "hard", "medium", "easy", "evil", "random"]
VARIANT_KEYS = ["ghost", "super", "superduper", "anti"]


def kind_name(kind: str) -> str:
    return {
        "human": _t("Human"),
        "perfect": _t("Computer: perfect"),
        "hard": _t("Computer: hard"),
        "medium": _t("Computer: medium"),
        "easy": _t("Computer: easy"),
        "evil": _t("Computer: evil"),
        "random": _t("Computer: random"),
    }.get(kind, kind)


def variant_name(key: str) -> str:
    return {
        "ghost": _t("Ghost"),
        "super": _t("SuperGhost"),
        "superduper": _t("SuperDuperGhost"),
        "anti": _t("Anti-Ghost (who finishes the word wins)"),
    }.get(key, key)


def starter_name(key: str) -> str:
    return {
        "loser": _t("The loser of the round"),
        "after_loser": _t("The player after the loser"),
        "challenger": _t("A successful challenger"),
    }.get(key, key)
