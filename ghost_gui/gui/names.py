"""Display names for the core's values (the core returns values, never text)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

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


def challenge_name(kind: object) -> str:
    """The words a player says when challenging."""
    t = QCoreApplication.translate
    if str(kind) == "word":
        return t("names", "“That's a word!”")
    return t("names", "“No word goes like that!”")


def describe_event(event: object, name: Callable[[int], str]) -> str:
    """One line of the game log for a match event ('' for events the log does not show);
    ``name(seat)`` gives a player's name."""
    from ..core import match as m

    t = QCoreApplication.translate
    e: Any = event
    if isinstance(e, m.PlayMade):
        return t("names", "%1 plays %2: %3").replace("%1", name(e.seat)).replace("%2", play_text(e.play)).replace("%3", e.fragment.upper())
    if isinstance(e, m.ChallengeMade):
        return (t("names", "%1 challenges %2: %3").replace("%1", name(e.seat)).replace("%2", name(e.target))
                .replace("%3", challenge_name(e.kind)))
    if isinstance(e, m.ChallengeAnswered):
        if e.word:
            return t("names", "%1 names “%2”.").replace("%1", name(e.seat)).replace("%2", e.word.upper())
        return t("names", "%1 cannot name a word.").replace("%1", name(e.seat))
    if isinstance(e, m.RoundEnded):
        return t("names", "%1 loses the round (%2).").replace("%1", name(e.loser)).replace("%2", round_end_reason(e.reason, (e.word or "").upper()))
    if isinstance(e, m.PlayerKnockedOut):
        return t("names", "%1 is a GHOST and out of the game.").replace("%1", name(e.seat))
    if isinstance(e, m.MatchOver):
        return t("names", "%1 wins the match!").replace("%1", name(e.winner))
    return ""


def round_end_reason(reason: object, word: str) -> str:
    """Why a round was lost, in a few words (``reason`` is a ``RoundEnd``)."""
    from ..core.rules import RoundEnd

    t = QCoreApplication.translate
    if reason is RoundEnd.WORD_COMPLETED:
        return t("names", "completed %1").replace("%1", word)
    if reason is RoundEnd.CHALLENGE_WON:
        return t("names", "lost a challenge: %1").replace("%1", word or "—")
    if reason is RoundEnd.CHALLENGE_LOST:
        return t("names", "challenged wrongly: %1").replace("%1", word or "—")
    return t("names", "resigned")


def error_text(exc: BaseException) -> str:
    """An error for people: an expected failure (a ``GhostError``) in words, anything else
    (a bug, already logged with its traceback) as "something went wrong"."""
    from ..core.errors import GhostError

    if isinstance(exc, GhostError):
        return str(exc)
    from .storage import log_path

    return QCoreApplication.translate("names", "Something went wrong. Details are in %1.").replace("%1", str(log_path()))
