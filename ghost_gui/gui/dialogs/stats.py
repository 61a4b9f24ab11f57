"""Statistics per player: matches finished, won and abandoned, rounds won and lost (only the
rounds the player was in), and the longest word the player actually played (completed, or
named rightly in a challenge); for an adaptive computer, its strength after each round (the
latest :data:`MAX_LEVELS`); for a person, their accuracy in each match reviewed against
perfect play, with how many of their plays were judged (the latest :data:`MAX_ACCURACIES`). A person's row is keyed by name, a computer's by name and kind
(:class:`Computer`): a person and a computer never share a row, nor two computers of
different kinds. Kept as JSON in the user's data folder, written atomically; a damaged file
is set aside and the statistics start afresh with a one-line ``notice``.

The file (version 2): ``{"version": 2, "players": [{"name": "Robo", "kind": "perfect",
"matches": 1, ..., "longest_word": "", "levels": [...]}, ...]}``, ``kind`` being "human" or
the computer's kind. Older files map each name to its row, without a kind: such a row reads
as a person's, except a row with strengths, which only an adaptive computer ever recorded: it
reads as that adaptive computer's (which then starts where it left off). Counts a row lacks
read as 0. The next save writes version 2.

A person's row may hold ``"accuracy": [{"accuracy": 0.75, "plays": 8}, ...]``, oldest first
(``accuracy`` from 0 to 1, ``plays`` at least 1); a file without it reads as no accuracy yet.
A value that is none of these (a computer's row holding one included) is dropped when read,
and the file is set aside as partly damaged, like a wrong count."""

from __future__ import annotations

import copy
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import Any, NamedTuple

from PySide6.QtCore import QCoreApplication

from ..storage import data_dir, read_json, set_aside, write_json

#: the counts kept per player; "matches" are the matches played to the end
FIELDS = ("matches", "matches_won", "abandoned", "rounds_won", "rounds_lost")
#: how many of an adaptive computer's strengths are kept
MAX_LEVELS = 500
#: how many of a person's accuracies (one a match) are kept
MAX_ACCURACIES = 500
#: the file format written
VERSION = 2
HUMAN = "human"
ADAPTIVE = "adaptive"


class Computer(NamedTuple):
    """The key of a computer's row: its name and its kind ("perfect", "adaptive" ...)."""

    name: str
    kind: str


#: the key of a row: a person's name, or a computer's name and kind
Key = str | Computer


def key(name: str, kind: str) -> Key:
    """The row of a player called ``name`` of this kind ("human", or a computer's kind)."""
    kind = str(kind)
    return name if kind == HUMAN else Computer(name, kind)


def key_name(k: Key) -> str:
    return k.name if isinstance(k, Computer) else k


def key_kind(k: Key) -> str:
    return k.kind if isinstance(k, Computer) else HUMAN


class Rows(dict[Key, dict[str, Any]]):
    """Rows by key. ``rows[name]`` is the person's row; where no person has that name, the
    one computer of that name, if only one has it (for callers that know a name only)."""

    def __missing__(self, k: Key) -> dict[str, Any]:
        if isinstance(k, str):
            found = [
                row
                for other, row in self.items()
                if isinstance(other, Computer) and other.name == k
            ]
            if len(found) == 1:
                return found[0]
        raise KeyError(k)


def _levels(value: Any) -> list[float]:
    if not isinstance(value, list):
        return []
    return [
        float(x)
        for x in value
        if isinstance(x, int | float) and not isinstance(x, bool) and 0 <= x <= 1
    ][-MAX_LEVELS:]


def _accuracy_ok(entry: Any) -> bool:
    if not isinstance(entry, dict) or set(entry) != {"accuracy", "plays"}:
        return False
    value, plays = entry["accuracy"], entry["plays"]
    return (
        isinstance(value, int | float)
        and not isinstance(value, bool)
        and 0 <= value <= 1
        and isinstance(plays, int)
        and not isinstance(plays, bool)
        and plays >= 1
    )


def _accuracies(value: Any) -> list[dict[str, Any]]:
    """A person's accuracies as read: the entries that are not as written are dropped."""
    if not isinstance(value, list):
        return []
    return [
        {"accuracy": float(e["accuracy"]), "plays": e["plays"]} for e in value if _accuracy_ok(e)
    ][-MAX_ACCURACIES:]


def _distinct(names: Iterable[Key]) -> list[Key]:
    """Each player once, in order: a player listed twice still counts once."""
    return list(dict.fromkeys(names))


def _count(value: Any) -> int:
    return value if isinstance(value, int) and not isinstance(value, bool) and value >= 0 else 0


def _row(row: dict[Any, Any], person: bool = False) -> dict[str, Any]:
    """A row as read from the file: odd values read as 0 (or no word, no strengths, no
    accuracies); only a ``person``'s row keeps accuracies."""
    out: dict[str, Any] = {f: _count(row.get(f, 0)) for f in FIELDS}
    word = row.get("longest_word", "")
    out["longest_word"] = word if isinstance(word, str) else ""
    levels = _levels(row.get("levels"))
    if levels:
        out["levels"] = levels
    accuracies = _accuracies(row.get("accuracy")) if person else []
    if accuracies:
        out["accuracy"] = accuracies
    return out


def _rows(data: dict[Any, Any]) -> Iterator[tuple[Key, dict[str, Any]]]:
    """The rows of a file of either format (see the module's description); rows that are no
    rows are skipped."""
    if data.get("version") == VERSION and isinstance(data.get("players"), list):
        for row in data["players"]:
            if (
                isinstance(row, dict)
                and isinstance(row.get("name"), str)
                and isinstance(row.get("kind"), str)
                and row["kind"]
            ):
                yield key(row["name"], row["kind"]), _row(row, row["kind"] == HUMAN)
        return
    for name, row in data.items():  # version 1: name → row, no kinds
        if isinstance(row, dict):
            parsed = _row(row)
            yield (Computer(str(name), ADAPTIVE) if "levels" in parsed else str(name)), parsed


_ROW_KEYS = frozenset((*FIELDS, "longest_word", "levels", "accuracy"))


def _row_ok(row: Any, v2: bool) -> bool:
    """Is ``row`` a row as this module writes it (version 2: with its name and kind)?"""
    if not isinstance(row, dict) or not set(row) <= (
        _ROW_KEYS | {"name", "kind"} if v2 else _ROW_KEYS
    ):
        return False
    if v2 and not (
        isinstance(row.get("name"), str) and isinstance(row.get("kind"), str) and row["kind"]
    ):
        return False
    if "accuracy" in row and not (  # a person's, in version 2 only
        v2
        and row["kind"] == HUMAN
        and isinstance(row["accuracy"], list)
        and all(map(_accuracy_ok, row["accuracy"]))
    ):
        return False
    levels = row.get("levels", [])
    return (
        all(
            isinstance(row[f], int) and not isinstance(row[f], bool) and row[f] >= 0
            for f in FIELDS
            if f in row
        )
        and isinstance(row.get("longest_word", ""), str)
        and isinstance(levels, list)
        and all(
            isinstance(x, int | float) and not isinstance(x, bool) and 0 <= x <= 1 for x in levels
        )
    )


def well_formed(data: Any) -> bool:
    """Is ``data`` a statistics file of either format, every row as it is written?"""
    if not isinstance(data, dict):
        return False
    if "version" in data:
        return (
            data["version"] == VERSION
            and set(data) == {"version", "players"}
            and isinstance(data["players"], list)
            and all(_row_ok(row, True) for row in data["players"])
        )
    return all(_row_ok(row, False) for row in data.values())  # version 1: name → row


class Stats:
    def __init__(self, path: Path | None = None) -> None:
        self.path = path or data_dir() / "statistics.json"
        #: the file is there but may not be read: it is left as it is and never written
        self.unreadable = False
        try:
            data, damaged = read_json(self.path)
        except PermissionError:
            data, damaged, self.unreadable = None, False, True
        if data is not None and not isinstance(data, dict):
            set_aside(self.path)
            damaged = True
        partly = isinstance(data, dict) and not well_formed(data)
        self.players = Rows()
        readable = isinstance(data, dict) and (
            "version" not in data
            or (data["version"] == VERSION and isinstance(data.get("players"), list))
        )
        for k, row in _rows(data if readable else {}):
            self.players.setdefault(k, row)  # a row listed twice: the first counts
        if partly:  # set aside, and the rows that could be read are kept
            set_aside(self.path)
            if self.players:
                self.save()
        self.notice = (
            QCoreApplication.translate(
                "stats", "The statistics file was damaged; statistics start afresh."
            )
            if damaged or (partly and not self.players)
            else QCoreApplication.translate(
                "stats",
                "The statistics file was partly damaged and was set aside; the statistics that could be read are kept.",
            )
            if partly
            else QCoreApplication.translate(
                "stats",
                "The statistics file cannot be read (permission denied). It is left as it is, and this session's statistics are not kept.",
            )
            if self.unreadable
            else None
        )

    def player(self, k: Key) -> dict[str, Any]:
        """The row of ``k`` (a person's name, or a :class:`Computer`), made when new."""
        return self.players.setdefault(k, {**dict.fromkeys(FIELDS, 0), "longest_word": ""})

    def record_round(
        self, loser: Key, names: list[Key], word: str | None, *, word_by: Key | None
    ) -> None:
        """One round over: ``loser`` lost it, every other player in ``names`` won it; ``names``
        are the players who were in the round (not those knocked out before it). ``word`` is
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
        """The strength of the adaptive computer called ``name`` after a round (0: plays at
        random, 1: perfectly)."""
        levels = self.player(Computer(name, ADAPTIVE)).setdefault("levels", [])
        levels.append(min(1.0, max(0.0, float(strength))))
        del levels[:-MAX_LEVELS]

    def last_level(self, name: str) -> float | None:
        """The latest strength of the adaptive computer called ``name`` (None: none kept)."""
        levels = self.players.get(Computer(name, ADAPTIVE), {}).get("levels")
        return levels[-1] if levels else None

    def levels(self) -> dict[str, list[float]]:
        """Every adaptive computer with recorded strengths: name → strengths, oldest first."""
        return {
            k.name: list(row["levels"])
            for k, row in self.players.items()
            if isinstance(k, Computer) and k.kind == ADAPTIVE and row.get("levels")
        }

    def record_accuracy(self, name: str, accuracy: float, plays: int) -> None:
        """The accuracy (0 to 1) of the person called ``name`` in a match, over ``plays``
        judged plays (at least 1)."""
        kept = self.player(name).setdefault("accuracy", [])
        kept.append({"accuracy": min(1.0, max(0.0, float(accuracy))), "plays": max(1, plays)})
        del kept[:-MAX_ACCURACIES]

    def accuracies(self) -> dict[str, list[float]]:
        """Every person with recorded accuracies: name → accuracy in each match, oldest
        first."""
        return {
            k: [e["accuracy"] for e in row["accuracy"]]
            for k, row in self.players.items()
            if isinstance(k, str) and row.get("accuracy")
        }

    def record_match(self, winner: Key, names: list[Key]) -> None:
        """A match played to the end: every player in ``names`` finished it (those knocked
        out too), ``winner`` won it."""
        for name in _distinct(names):
            row = self.player(name)
            row["matches"] += 1
            row["matches_won"] += name == winner

    def record_abandoned(self, names: list[Key]) -> None:
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
        payload = self.payload()
        if payload is None:
            return True
        try:
            write_json(self.path, payload)
        except OSError:
            return False
        return True

    def payload(self) -> dict[str, Any] | None:
        """What :meth:`save` writes, a copy the game may go on changing (None: nothing is
        written over a file that could not be read, which was told at start)."""
        if self.unreadable:
            return None
        rows = [
            {"name": key_name(k), "kind": key_kind(k), **copy.deepcopy(row)}
            for k, row in self.players.items()
        ]
        return {"version": VERSION, "players": rows}
