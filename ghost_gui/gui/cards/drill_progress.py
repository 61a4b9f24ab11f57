"""The drill's progress file: one JSON file holds every card's progress, keyed by card.
:func:`read_progress` reads it for one card; a damaged file, or a card's progress of the
wrong shape, is set aside and what can be read is kept."""

from __future__ import annotations

from pathlib import Path
from typing import Any, NamedTuple

from ...core.cards.drill_progress import progress_well_formed
from .. import storage

FILE_VERSION = 1


class ProgressRead(NamedTuple):
    """The file's contents to write back to, the card's entry (None: none, or unreadable),
    whether the card's progress was damaged, and whether only other cards' was."""

    file: dict[str, Any]
    entry: Any
    damaged: bool
    other_damage: bool = False


def read_progress(path: Path, card_key: str) -> ProgressRead:
    data, damaged = storage.read_json(path)
    if data is None:
        return ProgressRead({"version": FILE_VERSION, "cards": {}}, None, damaged)
    if (
        not isinstance(data, dict)
        or data.get("version") != FILE_VERSION
        or not isinstance(data.get("cards"), dict)
    ):
        storage.set_aside(path)
        return ProgressRead({"version": FILE_VERSION, "cards": {}}, None, True)
    cards = {str(k): v for k, v in data["cards"].items() if progress_well_formed(v)}
    entry = data["cards"].get(card_key)
    if len(cards) < len(data["cards"]) or set(data) != {"version", "cards"}:
        # a card's progress of the wrong shape: the file is set aside, the rest kept
        file = {"version": FILE_VERSION, "cards": cards}
        storage.set_aside_keeping(path, file)
        if card_key in cards or entry is None:
            return ProgressRead(file, entry, False, True)  # this card's progress is sound
        # the drill keeps what it can
        return ProgressRead(file, entry if isinstance(entry, dict) else None, True)
    return ProgressRead(data, entry, False)
