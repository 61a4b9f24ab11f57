"""Statistics per player name: matches finished, won and abandoned, rounds won and lost, and
the longest word the player actually played (completed, or named rightly in a challenge);
for an adaptive computer, its strength after each round (the latest :data:`MAX_LEVELS`).
Kept as JSON in the user's data folder, written atomically; a damaged file is set aside and
the statistics start afresh with a one-line ``notice``. Files from older versions, which lack
some counts, read those counts as 0."""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication

from .storage import data_dir, read_json, set_aside, write_json

#: the counts kept per player; "matches" are the matches played to the end
FIELDS = ("matches", "matches_won", "abandoned", "rounds_won", "rounds_lost")
#: how many of an adaptive computer's strengths are kept
MAX_LEVELS = 500


def _levels(value: Any) -> list[float]:
    if not isinstance(value, list):
        return []
    return [float(x) for x in value if isinstance(x, int | float) and not isinstance(x, bool) and 0 <= x <= 1][-MAX_LEVELS:]


def _distinct(names: Iterable[str]) -> list[str]:
    """Each name once, in order: a name listed twice still counts once."""
    return list(dict.fromkeys(names))


def _count(value: Any) -> int:
    return value if isinstance(value, int) and not isinstance(value, bool) and value >= 0 else 0


class Stats:
    def __init__(self, path: Path | None = None) -> None:
        self.path = path or data_dir() / "statistics.json"
        data, damaged = read_json(self.path)
        if data is not None and not isinstance(data, dict):
            set_aside(self.path)
            damaged = True
        self.notice = QCoreApplication.translate("stats", "The statistics file was damaged; statistics start afresh.") if damaged else None
        self.players: dict[str, dict[str, Any]] = {}
        for name, row in (data if isinstance(data, dict) else {}).items():
            if isinstance(row, dict):
                self.players[str(name)] = {f: _count(row.get(f, 0)) for f in FIELDS}
                word = row.get("longest_word", "")
                self.players[str(name)]["longest_word"] = word if isinstance(word, str) else ""
                levels = _levels(row.get("levels"))
                if levels:
                    self.players[str(name)]["levels"] = levels

    def player(self, name: str) -> dict[str, Any]:
        return self.players.setdefault(name, {**dict.fromkeys(FIELDS, 0), "longest_word": ""})

    def record_round(self, loser: str, names: list[str], word: str | None, *, word_by: str | None) -> None:
        """One round over: ``loser`` lost it, every other name in ``names`` won it. ``word`` is
        credited as a longest word only to ``word_by``, the player who played it (completed
        it, or named it rightly in a challenge), and only when ``word_by`` is one of
        ``names``; None means nobody played a valid word and nobody gets credit."""
        players = _distinct(names)
        for name in players:
            self.player(name)["rounds_lost" if name == loser else "rounds_won"] += 1
        if word and word_by is not None and word_by in players:
            row = self.player(word_by)
            if len(word) > len(row["longest_word"]):
                row["longest_word"] = word

    def record_level(self, name: str, strength: float) -> None:
        """An adaptive computer's strength after a round (0: plays at random, 1: perfectly)."""
        levels = self.player(name).setdefault("levels", [])
        levels.append(min(1.0, max(0.0, float(strength))))
        del levels[:-MAX_LEVELS]

    def last_level(self, name: str) -> float | None:
        levels = self.players.get(name, {}).get("levels")
        return levels[-1] if levels else None

    def levels(self) -> dict[str, list[float]]:
        """Every player with recorded strengths: name → strengths, oldest first."""
        return {name: list(row["levels"]) for name, row in self.players.items() if row.get("levels")}

    def record_match(self, winner: str, names: list[str]) -> None:
        """A match played to the end: every name finished it, ``winner`` won it."""
        for name in _distinct(names):
            row = self.player(name)
            row["matches"] += 1
            row["matches_won"] += name == winner

    def record_abandoned(self, names: list[str]) -> None:
        """A match left unfinished (a new game was started over it)."""
        for name in _distinct(names):
            self.player(name)["abandoned"] += 1

    def reset(self) -> bool:
        """Forget every player's statistics and save; False when the file could not be
        written (the statistics in memory are cleared all the same)."""
        self.players.clear()
        return self.save()

    def save(self) -> bool:
        """False when the file could not be written (a full disk must not stop the game)."""
        try:
            write_json(self.path, self.players)
        except OSError:
            return False
        return True
