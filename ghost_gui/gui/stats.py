"""Statistics per player name: matches played and won, rounds won and lost, longest word."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication

from .storage import data_dir, read_json, write_json

FIELDS = ("matches", "matches_won", "rounds_won", "rounds_lost")


class Stats:
    def __init__(self, path: Path | None = None) -> None:
        self.path = path or data_dir() / "statistics.json"
        data, damaged = read_json(self.path)
        self.notice = QCoreApplication.translate("stats", "The statistics file was damaged; statistics start afresh.") if damaged else None
        self.players: dict[str, dict[str, Any]] = {}
        if isinstance(data, dict):
            for name, row in data.items():
                if isinstance(row, dict):
                    self.players[str(name)] = {f: int(row.get(f, 0)) if str(row.get(f, 0)).isdigit() else 0 for f in FIELDS}
                    self.players[str(name)]["longest_word"] = str(row.get("longest_word", ""))

    def player(self, name: str) -> dict[str, Any]:
        return self.players.setdefault(name, {**{f: 0 for f in FIELDS}, "longest_word": ""})

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

    def save(self) -> None:
        try:
            write_json(self.path, self.players)
        except OSError:
            pass
