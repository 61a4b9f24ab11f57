"""The game at the table as the shell's features see it (:class:`GameInPlay`): its rules,
its word list and the Workbench that works out its cards and analyses. A feature asks the
session for it (``TableState.game``, or ``GameController.game()``) and makes its presenter from it, instead of
reaching into the session's loaded game."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ...core.analysis.results import Workbench
    from ...core.play.rules import MatchConfig
    from ...core.play.variants import Variant
    from ...core.words.lexicon import Lexicon
    from .loading import Loaded
    from .table_news import MemorySetAside


@dataclass(frozen=True)
class GameInPlay:
    #: the match's settings: the rules and the players
    config: MatchConfig
    #: the list's analyses and cards, through the disk cache (call it on a worker)
    bench: Workbench
    variant: Variant
    #: the letters the list's words use
    alphabet: str
    #: the counting words, for the views that name the words an Anaghost card's pools make
    #: (None in the other variants, whose cards end in words already)
    pool_words: tuple[str, ...] | None
    #: what was found while loading, to tell once
    notices: tuple[MemorySetAside, ...]
    #: the words of the list the game is played with (house words in, blocked words out)
    words: int = 0
    #: the thread that solved it (the self-test checks it was a worker)
    solved_on: str = ""
    #: the counting words, to tell whether a fragment is one (the drill says so of a miss)
    lexicon: Lexicon | None = None

    @property
    def players(self) -> int:
        return len(self.config.players)

    @property
    def language(self) -> str | None:
        """The list's language: how its letters are counted, and which dictionary and
        frequency list fit it (see ``WordList.language``)."""
        return self.bench.word_list.language

    @property
    def list_name(self) -> str:
        return self.bench.word_list.name

    @property
    def table_words(self) -> tuple[int, int]:
        """How many house words the table added to the list, and how many it blocked."""
        amended = self.bench.amended
        return len(amended.added), len(amended.removed)

    def own_words(self) -> frozenset[str]:
        """The list's words as its file has them: without house words, with blocked ones."""
        amended = self.bench.amended
        added = frozenset(amended.added)
        return (frozenset(self.bench.word_list.words) - added) | frozenset(amended.removed)


def game_in_play(loaded: Loaded, config: MatchConfig) -> GameInPlay:
    lexicon = loaded.lexicon
    return GameInPlay(
        config,
        loaded.bench,
        loaded.variant,
        lexicon.alphabet,
        lexicon.sorted_words if loaded.variant.pool else None,
        loaded.notices,
        len(lexicon),
        loaded.solved_on,
        lexicon,
    )
