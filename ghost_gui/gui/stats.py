"""Statistics per player name: matches played and won, rounds won and lost, and the
longest word that ended a round the player did not lose. Kept as JSON in the user's data
folder, written atomically; a damaged file is set aside and the statistics start afresh
with a one-line ``notice``."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication

from .storage import data_dir, read_json, set_aside, write_json

FIELDS = ("matches", "matches_won", "rounds_won", "rounds_lost")


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
                counts = {f: row.get(f, 0) for f in FIELDS}
                self.players[str(name)] = {f: v if isinstance(v, int) and not isinstance(v, bool) and v >= 0 else 0 for f, v in counts.items()}
                word = row.get("longest_word", "")
                self.players[str(name)]["longest_word"] = word if isinstance(word, str) else ""

    def player(self, name: str) -> dict[str, Any]:
        return self.players.setdefault(name, {**dict.fromkeys(FIELDS, 0), "longest_word": ""})

    def record_round(self, loser: str, names: list[str], word: str) -> None:
        for name in names:
            row = self.player(name)
            row["rounds_lost" if name == loser else "rounds_won"] += 1
            if name != loser and word and len(word) > len(row["longest_word"]):
                row["longest_word"] = word

    def record_match(self, winner: str, names: list[str]) -> None:
        for name in names:
            row = self.player(name)
            row["matches"] += 1
            row["matches_won"] += name == winner

    def save(self) -> bool:
        """False when the file could not be written (a full disk must not stop the game)."""
        try:
            write_json(self.path, self.players)
        except OSError:
            return False
        return True
