"""A drill's progress: as it is saved (:data:`PROGRESS_VERSION`, the session's numbers it
keeps, :data:`SESSION_KEYS`, and :func:`progress_well_formed`, the check a reader makes of
each card's progress read back), and as it is shown (:class:`DrillFigures`, its counts at
one moment). Separate from the drill because the file that keeps every card's progress
checks them without making a drill."""

from __future__ import annotations

from typing import NamedTuple, TypeGuard

PROGRESS_VERSION = 1
#: the session's numbers kept in the progress (absent in progress of older versions: 0)
SESSION_KEYS = ("session", "session_length", "session_answers", "session_right", "session_new")


class DrillFigures(NamedTuple):
    """A drill's counts at one moment, as a value (what a view words and draws)."""

    total: int
    known: int
    learnt: bool
    due: int
    unseen: int
    session: int
    session_length: int
    session_answers: int
    session_right: int
    session_over: bool


def count(x: object) -> TypeGuard[int]:
    return isinstance(x, int) and not isinstance(x, bool) and x >= 0


def progress_well_formed(data: object) -> bool:
    """Is ``data`` a card's progress as :meth:`Drill.progress` writes it (whatever the card)?
    The file keeps every card's progress; the reader checks each one's shape with this."""
    if (
        not isinstance(data, dict)
        or data.get("version") != PROGRESS_VERSION
        or not count(data.get("clock"))
    ):
        return False
    items = data.get("items")
    if not isinstance(items, dict):
        return False
    extras_ok = (
        all(count(data[k]) for k in ("known", "total", *SESSION_KEYS) if k in data)
        and isinstance(data.get("learnt", False), bool)
        and isinstance(data.get("updated", ""), str)
    )
    return extras_ok and all(
        isinstance(raw, dict)
        and isinstance(raw.get("play"), str)
        and all(count(raw.get(k)) for k in ("box", "streak", "due", "reviews"))
        for raw in items.values()
    )
