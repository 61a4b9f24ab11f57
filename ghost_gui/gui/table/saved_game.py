"""The saved game as a record: the running match with what the table needs to take it up
again, checked field by field when read (:meth:`SavedGame.from_json`). Written to its file
by :mod:`~ghost_gui.gui.table.savegame`."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ...core.alphabets import DETECT, LANGUAGE_OPTIONS
from ...core.errors import MatchRecordError, SaveFileError

if TYPE_CHECKING:  # the record's modules are imported when a record is read or written
    from ...core.play.match_record import MatchRecord
from ...core.play.saving import MatchSave

#: the saved game's own version (its match has its own: ``saving.SAVE_VERSION``); a save
#: without one was written before it was counted, in the same shape
SAVED_GAME_VERSION = 1


@dataclass(frozen=True)
class SavedGame:
    """The running match as saved, with what the table needs to take it up again. Read
    with :meth:`from_json`, which checks every field's type: a save of another shape is
    refused whole, never half-used."""

    word_list: str  # a bundled list's name, or a path
    match: MatchSave
    practice: bool = False
    take_back: bool = False
    keep_capitalized: bool = False
    #: how the list's letters were counted: the loader's option (older saves: detected)
    language: str = DETECT
    house_words: frozenset[str] = frozenset()
    #: the match's longest word so far and its player's seat (for a resumed winner screen)
    longest: tuple[str, int] | None = None
    version: int = SAVED_GAME_VERSION
    #: the match's record so far, in the match text (a resumed match's record goes on from
    #: it: a save keeps no events); None in saves written before matches were kept
    record: MatchRecord | None = None

    @classmethod
    def from_json(cls, data: Any) -> SavedGame:
        """Raises :class:`SaveFileError` when ``data`` is not a saved game of this version
        (fields written by older versions may be missing: they take their defaults)."""
        if not isinstance(data, dict):
            raise SaveFileError("not a saved game")
        version = data.get("version", SAVED_GAME_VERSION)
        if version != SAVED_GAME_VERSION or type(version) is not int:
            raise SaveFileError("not a saved game of this version")
        word_list = data.get("word_list")
        if not isinstance(word_list, str) or not word_list:
            raise SaveFileError("the saved game names no word list")
        if not isinstance(data.get("match"), dict):
            raise SaveFileError("the saved game holds no match")
        flags = {}
        for key in ("practice", "take_back", "keep_capitalized"):
            flag = data.get(key, False)
            if not isinstance(flag, bool):
                raise SaveFileError(f"the saved game's {key} is not true or false")
            flags[key] = flag
        language = data.get("language", DETECT)
        if language not in LANGUAGE_OPTIONS:
            raise SaveFileError("the saved game's language is not one Ghost reads lists in")
        house = data.get("house_words", [])
        if not isinstance(house, list) or not all(isinstance(w, str) for w in house):
            raise SaveFileError("the saved game's house words are not a list of words")
        return cls(
            word_list,
            MatchSave.from_json(data["match"]),
            flags["practice"],
            flags["take_back"],
            flags["keep_capitalized"],
            language,
            frozenset(house),
            _longest(data.get("longest")),
            version,
            _record(data.get("record")),
        )

    def to_json(self) -> dict[str, Any]:
        return {
            "version": self.version,
            "word_list": self.word_list,
            "practice": self.practice,
            "take_back": self.take_back,
            "keep_capitalized": self.keep_capitalized,
            "language": self.language,
            "house_words": sorted(self.house_words),
            "match": self.match.to_json(),
            "longest": list(self.longest) if self.longest is not None else None,
            **({} if self.record is None else {"record": _text(self.record)}),
        }


def _longest(value: Any) -> tuple[str, int] | None:
    if value is None:
        return None
    if (
        isinstance(value, list)
        and len(value) == 2
        and isinstance(value[0], str)
        and value[0]
        and type(value[1]) is int
    ):
        return value[0], value[1]
    raise SaveFileError("the saved game's longest word is not a word and a seat")


def _text(record: MatchRecord) -> str:
    from ...core.play.match_text import write_match

    return write_match(record)


def _record(value: Any) -> MatchRecord | None:
    if value is None:
        return None
    if isinstance(value, str):
        try:
            from ...core.play.match_text import read_match

            return read_match(value)
        except MatchRecordError as exc:
            raise SaveFileError(f"the saved game's record is damaged ({exc})") from None
    raise SaveFileError("the saved game's record is not a match's text")
