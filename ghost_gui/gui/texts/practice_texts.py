"""The words of practice: the hint's winning plays and the verdict on a play, each play
named by the fragment it makes."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

from ...core.alphabets import capitals


def after_text(fragment: str, plays: list[Any] | tuple[Any, ...]) -> str:
    """Practice names a play by the fragment it makes, in capitals, everywhere (hints and
    verdicts alike): "JUS, JUT" for S or T played at JU; at the start, the letters."""
    return ", ".join(capitals(p.apply(fragment)) for p in plays) or "—"


def hint_text(plays: list[Any], won: bool, fragment: str = "") -> str:
    """Practice: the plays that win at ``fragment`` (or, when none does, the longest
    hold-outs), each named by the fragment it makes, as the verdict names a play."""
    shown = after_text(fragment, plays)
    if won:
        return QCoreApplication.translate("names", "Plays that win: %1").replace("%1", shown)
    return QCoreApplication.translate(
        "names", "No play wins here; these hold out longest: %1"
    ).replace("%1", shown)


def verdict_text(v: Any, exact: bool = True) -> str:
    """Practice: what perfect play thinks of the letter just played (``v``: a Verdict),
    every play named by the fragment it makes. ``exact``: every opponent plays
    perfectly, so the line shown is the game to come."""
    alts = after_text(v.before, v.alternatives)
    line = " → ".join(capitals(f) for f in v.line)
    if v.kind == "good":
        text = QCoreApplication.translate("names", "Good play: %1 keeps you winning.").replace(
            "%1", capitals(v.fragment)
        )
    elif v.kind == "blunder":
        text = QCoreApplication.translate(
            "names", "That threw a win away! Plays that won: %1."
        ).replace("%1", alts)
    elif v.kind == "gave_up":
        text = (
            QCoreApplication.translate(
                "names",
                "The position was already lost, and %1 gives up sooner than it must; these hold out longest: %2.",
            )
            .replace("%1", capitals(v.fragment))
            .replace("%2", alts)
        )
    else:
        text = QCoreApplication.translate(
            "names", "The position was already lost; these kept the game going longest: %1."
        ).replace("%1", alts)
    if line:
        if exact:
            text += " " + QCoreApplication.translate("names", "Perfect play goes: %1.").replace(
                "%1", line
            )
        else:
            text += " " + QCoreApplication.translate(
                "names", "For example, perfect play could go: %1."
            ).replace("%1", line)
    return (
        text
        + " "
        + QCoreApplication.translate("names", "Perfect plays: %1%").replace(
            "%1", str(round(100 * v.score))
        )
    )
