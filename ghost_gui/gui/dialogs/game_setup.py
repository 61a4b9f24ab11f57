"""A new game's setup as plain data: :class:`GameSetup` (what the New game dialog decides,
stored in the settings), the first game's default and the presets, in the interface language."""

from __future__ import annotations

from dataclasses import asdict, dataclass, field, replace
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication

from ...core.alphabets import DETECT, LANGUAGE_OPTIONS
from ...core.errors import MatchError
from ...core.play.rules import MAX_LIVES, MAX_PLAYERS, MatchConfig, PlayerKind, PlayerSpec, Starter
from ...core.variant_keys import VariantKey
from ...paths import wordlist_path
from .. import i18n
from ..texts.new_game_texts import name_key

BUNDLED = [
    "english-family.txt",
    "english-large.txt",
    "web2.txt",
    "german-family.txt",
    "spanish-family.txt",
    "french-family.txt",
    "russian-nouns.txt",
]


@dataclass
class GameSetup:
    """What the dialog decides; stored in the settings as plain data."""

    players: list[tuple[str, PlayerKind]] = field(
        default_factory=lambda: [("Alex", PlayerKind.HUMAN), ("Robo", PlayerKind.MEDIUM)]
    )
    variant: VariantKey = VariantKey.GHOST
    min_length: int = 4
    word_list: str = "english-family.txt"  # a bundled file name or a path
    lives: int = 5
    next_round_starter: Starter = Starter.LOSER
    word_ends_round: bool = True
    practice: bool = False
    #: a person may take back their last letter, with the computers' replies, until the next person plays (practice allows it anyway)
    take_back: bool = False
    #: keep capitalised entries, lowercased (German nouns); see the list report
    keep_capitalized: bool = False
    #: the computers play as one side against the people
    team_up: bool = False
    #: how the list's letters are counted: detected from its words, a language's way
    #: ("de", "es", "fr": É plays as E...) or as written (``alphabets.LANGUAGE_OPTIONS``)
    language: str = DETECT

    def word_list_file(self) -> Path:
        p = Path(self.word_list)
        return p if p.is_absolute() or p.parent != Path(".") else wordlist_path(self.word_list)

    def to_json(self) -> dict[str, Any]:
        """The setup as the settings store it: plain strings, as they always were."""
        return {
            **asdict(self),
            "players": [(name, str(kind)) for name, kind in self.players],
            "variant": str(self.variant),
            "next_round_starter": str(self.next_round_starter),
        }

    def config(self) -> MatchConfig:
        """The match's rules (the one place a setup becomes a :class:`MatchConfig`)."""
        return MatchConfig(
            players=tuple(PlayerSpec(name, PlayerKind(kind)) for name, kind in self.players),
            variant=self.variant,
            min_length=self.min_length,
            word_list=Path(self.word_list).name,
            lives=self.lives,
            next_round_starter=Starter(self.next_round_starter),
            word_ends_round=self.word_ends_round,
            team_up=self.team_up is True,
        )

    @classmethod
    def from_config(
        cls, config: MatchConfig, word_list: str, practice: bool, take_back: bool = False
    ) -> GameSetup:
        """A match's rules as a setup (``word_list``: a bundled list's name or a path)."""
        return cls(
            [(p.name, p.kind) for p in config.players],
            config.variant,
            config.min_length,
            word_list,
            config.lives,
            config.next_round_starter,
            config.word_ends_round,
            practice,
            take_back,
            team_up=config.team_up,
        )

    @classmethod
    def from_json(cls, data: Any) -> GameSetup:
        """A setup from the settings, each unusable field replaced by its default."""
        return read_setup(data)[0]


#: the shortest words that count and the lives the New game dialog offers
MIN_LENGTHS = range(2, 9)
LIVES = range(1, MAX_LIVES + 1)


def read_setup(data: Any) -> tuple[GameSetup, list[str]]:
    """A setup from the settings, checked field by field where it enters: (the setup, the
    names of the fields that were unusable and replaced by their defaults). A missing field
    (older settings) takes its default without a word; an unknown one is ignored."""
    base = default_setup()
    if not isinstance(data, dict):
        return base, ["last_game"]
    bad: list[str] = []
    values: dict[str, Any] = {}

    def take(name: str, parse: Any) -> None:
        if name not in data:
            return
        try:
            values[name] = parse(data[name])
        except (TypeError, ValueError, KeyError):
            bad.append(name)

    take("players", _players)
    take("variant", lambda v: VariantKey(_of(v, str)))
    take("min_length", lambda v: _in(_of(v, int), MIN_LENGTHS))
    take("word_list", _word_list)
    take("lives", lambda v: _in(_of(v, int), LIVES))
    take("next_round_starter", lambda v: Starter(_of(v, str)))
    for flag in ("word_ends_round", "practice", "take_back", "keep_capitalized", "team_up"):
        take(flag, lambda v: _of(v, bool))
    take("language", lambda v: _among(_of(v, str), LANGUAGE_OPTIONS))
    setup = replace(base, **values)
    try:
        setup.config()
    except MatchError:  # each field right, together still no match: the first game's setup
        return base, sorted(set(bad) | set(values))
    return setup, bad


def _of(value: Any, kind: type) -> Any:
    if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
        raise TypeError(f"expected {kind.__name__}")
    return value


def _in(value: int, allowed: range) -> int:
    if value not in allowed:
        raise ValueError(f"{value} is out of range")
    return value


def _among(value: str, allowed: tuple[str, ...]) -> str:
    if value not in allowed:
        raise ValueError(f"{value!r} is none of {allowed}")
    return value


def _word_list(value: Any) -> str:
    text: str = _of(value, str)
    if not text.strip() or "\x00" in text:
        raise ValueError("no word list")
    return text


def _players(value: Any) -> list[tuple[str, PlayerKind]]:
    """2 to MAX_PLAYERS [name, kind] pairs, each name given and none twice."""
    players = [_player(p) for p in _of(value, list)]
    if not 2 <= len(players) <= MAX_PLAYERS:
        raise ValueError("2 to 8 players")
    keys = [name_key(name) for name, _ in players]
    if not all(keys) or len(set(keys)) != len(keys):
        raise ValueError("every player needs a name of their own")
    return players


def _player(value: Any) -> tuple[str, PlayerKind]:
    name, kind = _of(value, list)
    return _of(name, str), PlayerKind(_of(kind, str))


#: the bundled lists a game in each interface language starts with: (everyday, large)
LANGUAGE_LISTS = {
    "en": ("english-family.txt", "english-large.txt"),
    "ru": ("russian-nouns.txt", "russian-nouns.txt"),
    # one list each: the family list is also the large presets' (a whole Debian list is not
    # bundled; a family opens it with Word list, From a file)
    "de": ("german-family.txt", "german-family.txt"),
    "es": ("spanish-family.txt", "spanish-family.txt"),
    "fr": ("french-family.txt", "french-family.txt"),
}


def _lists() -> tuple[str, str]:
    return LANGUAGE_LISTS.get(i18n.interface_language(), LANGUAGE_LISTS["en"])


def _player_names() -> dict[str, str]:
    """The default players' names in the interface language (written out for lupdate)."""
    return {
        "you": QCoreApplication.translate("NewGameDialog", "Alex"),
        "robo": QCoreApplication.translate("NewGameDialog", "Robo"),
        "computer": QCoreApplication.translate("NewGameDialog", "Computer"),
        "mum": QCoreApplication.translate("NewGameDialog", "Mum"),
        "sam": QCoreApplication.translate("NewGameDialog", "Sam"),
        "perfect": QCoreApplication.translate("NewGameDialog", "Perfect"),
    }


def default_setup() -> GameSetup:
    """The first game, before anyone has chosen one: the interface language's list and names."""
    n = _player_names()
    return GameSetup(
        [(n["you"], PlayerKind.HUMAN), (n["robo"], PlayerKind.MEDIUM)], word_list=_lists()[0]
    )


#: the bundled lists with an Anaghost preset, which fit in memory (``core.solving.budget``; a
#: test checks): the larger lists hold tens of millions of pools of letters, too many to build
#: before a new game's first letter, so no preset offers them
ANAGHOST_LISTS = {"english-family.txt"}


def presets() -> dict[str, GameSetup]:
    """The presets, in the interface language: its list and its names (Anaghost only where
    the language's everyday list fits it)."""
    n = _player_names()
    everyday, large = _lists()
    you = (n["you"], PlayerKind.HUMAN)
    anaghost = (
        {
            "Anaghost": GameSetup(
                [you, (n["computer"], PlayerKind.MEDIUM)], VariantKey.ANAGHOST, 4, everyday
            )
        }
        if everyday in ANAGHOST_LISTS
        else {}
    )
    return {
        "Family": GameSetup(
            [
                (n["mum"], PlayerKind.HUMAN),
                (n["sam"], PlayerKind.HUMAN),
                (n["robo"], PlayerKind.EASY),
            ],
            VariantKey.GHOST,
            4,
            everyday,
            take_back=True,
        ),
        "Classic, 4 letters": GameSetup(
            [you, (n["computer"], PlayerKind.HARD)], VariantKey.GHOST, 4, large
        ),
        "xkcd, 3 letters": GameSetup(
            [you, (n["computer"], PlayerKind.PERFECT)], VariantKey.GHOST, 3, large
        ),
        "SuperGhost": GameSetup(
            [you, (n["computer"], PlayerKind.HARD)], VariantKey.SUPER, 4, large
        ),
        "Xghost": GameSetup(
            [you, (n["computer"], PlayerKind.HARD)], VariantKey.XGHOST, 4, everyday
        ),
        **anaghost,
        "Russian: who finishes the word": GameSetup(
            [you, (n["computer"], PlayerKind.MEDIUM)], VariantKey.ANTI, 3, "russian-nouns.txt"
        ),
        "Practice against perfect play": GameSetup(
            [you, (n["perfect"], PlayerKind.PERFECT)], VariantKey.GHOST, 4, everyday, practice=True
        ),
    }
