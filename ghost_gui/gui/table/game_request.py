"""What starting a game asks of the table: one value, from the New game dialog's setup or
from a saved game, so that a new match and a resumed one start the same way."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from types import MappingProxyType
from typing import TYPE_CHECKING

from ...core.alphabets import DETECT

if TYPE_CHECKING:
    from collections.abc import Mapping

    from ...core.play.match_record import MatchRecord
    from ...core.play.rules import MatchConfig
    from ...core.play.saving import MatchSave


def _no_strengths() -> Mapping[str, float]:
    return MappingProxyType({})


@dataclass(frozen=True)
class GameRequest:
    """A game to start: its players and rules on a word list, with the table's settings.

    ``house_words`` count as the list's own, ``blocked_words`` do not; ``strengths``: where
    each adaptive computer starts (by name); ``resume``: a saved match to take up instead of
    a new one, ``longest`` its longest word so far and that player's seat, and ``record``
    its record so far (which the resumed match's goes on from)."""

    config: MatchConfig
    word_list_path: str
    practice: bool = False
    take_back: bool = False
    keep_capitalized: bool = False
    #: how the list's letters are counted: the loader's option (``files.DETECT``, a
    #: language's code, ``files.AS_WRITTEN``)
    language: str = DETECT
    house_words: frozenset[str] = frozenset()
    blocked_words: frozenset[str] = frozenset()
    strengths: Mapping[str, float] = field(default_factory=_no_strengths)
    resume: MatchSave | None = None
    longest: tuple[str, int] | None = None
    record: MatchRecord | None = None

    def __post_init__(self) -> None:
        # a path given as a Path, or word sets as sets, are taken as the frozen values
        object.__setattr__(self, "word_list_path", str(Path(self.word_list_path)))
        object.__setattr__(self, "house_words", frozenset(self.house_words))
        object.__setattr__(self, "blocked_words", frozenset(self.blocked_words))
        object.__setattr__(self, "strengths", MappingProxyType(dict(self.strengths)))
