"""The rules' words: who plays, the kinds of challenge, who starts the next round, how a
round ended, and the configuration of a match. Plain values for the match, the computer
players, saving and the GUI; string enums, so saved games keep their plain strings."""

from __future__ import annotations

import enum
from dataclasses import dataclass
from typing import Any

from ..errors import MatchError, MatchProblem, SaveFileError
from ..variant_keys import VariantKey
from ..words.files import MAX_PLAYERS as MAX_PLAYERS

#: the most lost rounds a player may have before being out (a board shows each as a mark)
MAX_LIVES = 10


class PlayerKind(enum.StrEnum):
    HUMAN = "human"
    PERFECT = "perfect"
    HARD = "hard"
    MEDIUM = "medium"
    EASY = "easy"
    EVIL = "evil"
    RANDOM = "random"
    #: raises or lowers its strength between rounds so that the people win about as often as it
    ADAPTIVE = "adaptive"
    #: starts with a few words and learns every word it meets at the table
    LEARNER = "learner"

    @property
    def is_computer(self) -> bool:
        return self is not PlayerKind.HUMAN


class ChallengeKind(enum.StrEnum):
    #: "That's a word!": the fragment is already a counting word
    WORD = "word"
    #: "No word goes like that!": the challenged player must name a word
    NO_WORD = "no_word"


class Starter(enum.StrEnum):
    """Who starts the next round."""

    LOSER = "loser"
    AFTER_LOSER = "after_loser"
    #: the challenger who won the challenge (else the loser)
    CHALLENGER = "challenger"


class RoundEnd(enum.Enum):
    WORD_COMPLETED = "word_completed"
    #: a challenge against the loser was right
    CHALLENGE_WON = "challenge_won"
    #: the loser challenged and was wrong
    CHALLENGE_LOST = "challenge_lost"
    RESIGNED = "resigned"


@dataclass(frozen=True)
class PlayerSpec:
    name: str
    kind: PlayerKind = PlayerKind.HUMAN

    def __post_init__(self) -> None:
        try:
            object.__setattr__(self, "kind", PlayerKind(self.kind))
        except ValueError:
            raise MatchError(
                f"unknown player kind {self.kind!r}", MatchProblem.BAD_CONFIG, kind=self.kind
            ) from None


@dataclass(frozen=True)
class MatchConfig:
    players: tuple[PlayerSpec, ...]
    variant: VariantKey = VariantKey.GHOST
    min_length: int = 3
    word_list: str = ""
    #: lost rounds before a player is out; with 5 they spell G-H-O-S-T
    lives: int = 5
    next_round_starter: Starter = Starter.LOSER
    word_ends_round: bool = True
    #: the computers play as one side: each plays so that a person loses the round
    team_up: bool = False

    def __post_init__(self) -> None:
        if not 2 <= len(self.players) <= MAX_PLAYERS:
            raise MatchError(
                f"a match has 2 to {MAX_PLAYERS} players",
                MatchProblem.BAD_CONFIG,
                players=len(self.players),
            )
        try:
            object.__setattr__(self, "next_round_starter", Starter(self.next_round_starter))
        except ValueError:
            raise MatchError(
                f"next_round_starter must be one of {', '.join(Starter)}", MatchProblem.BAD_CONFIG
            ) from None
        if not 1 <= self.lives <= MAX_LIVES:
            raise MatchError(
                f"lives must be 1 to {MAX_LIVES}", MatchProblem.BAD_CONFIG, lives=self.lives
            )
        try:
            object.__setattr__(self, "variant", VariantKey(self.variant))
        except ValueError:
            raise MatchError(
                f"unknown variant {self.variant!r}", MatchProblem.BAD_CONFIG, variant=self.variant
            ) from None
        if self.min_length < 1:
            raise MatchError(
                "the minimum word length must be at least 1",
                MatchProblem.BAD_CONFIG,
                min_length=self.min_length,
            )

    def to_json(self) -> dict[str, Any]:
        return {
            "players": [{"name": p.name, "kind": str(p.kind)} for p in self.players],
            "variant": str(self.variant),
            "min_length": self.min_length,
            "word_list": self.word_list,
            "lives": self.lives,
            "next_round_starter": str(self.next_round_starter),
            "word_ends_round": self.word_ends_round,
            "team_up": self.team_up,
        }

    @classmethod
    def from_json(cls, c: Any) -> MatchConfig:
        """Raises :class:`SaveFileError` when the data is not a usable configuration."""
        try:
            return cls(
                tuple(PlayerSpec(as_text(p["name"]), PlayerKind(p["kind"])) for p in c["players"]),
                VariantKey(as_text(c["variant"])),
                as_int(c["min_length"]),
                as_text(c["word_list"]),
                as_int(c["lives"]),
                Starter(c["next_round_starter"]),
                as_bool(c["word_ends_round"]),
                as_bool(c.get("team_up", False)),
            )
        except (KeyError, TypeError, ValueError, AttributeError, MatchError) as exc:
            raise SaveFileError(f"the saved match is damaged ({exc})") from None


def as_text(x: Any) -> str:
    if not isinstance(x, str):
        raise TypeError(f"expected text, not {type(x).__name__}")
    return x


def as_int(x: Any) -> int:
    if not isinstance(x, int) or isinstance(x, bool):
        raise TypeError(f"expected a whole number, not {type(x).__name__}")
    return x


def as_bool(x: Any) -> bool:
    if not isinstance(x, bool):
        raise TypeError(f"expected true or false, not {type(x).__name__}")
    return x


def as_list(x: Any) -> list[Any]:
    if not isinstance(x, list):
        raise TypeError(f"expected a list, not {type(x).__name__}")
    return x
