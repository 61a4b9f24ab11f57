"""What the table's controller tells the window, as values: the game log's lines
(:data:`LogLine`) and the short notices of the status line (:data:`Notice`). The controller
sends these; the window words them (``table_texts.log_text`` and ``notice_text``), so the
controller formats no text and a test reads what happened without a translation."""

from __future__ import annotations

import enum
from typing import NamedTuple

from ...core.errors import MatchProblem
from ...core.play.match_events import Event


class Started(NamedTuple):
    """A new match on a list of ``words`` words, or (``resumed_round``) a saved one resumed."""

    list_name: str
    words: int
    resumed_round: int | None = None


class Happened(NamedTuple):
    """One event of the match; ``names``: the players' names, by seat; ``team``: the seats
    of the computers once they have won as a team."""

    event: Event
    names: tuple[str, ...]
    variant: str
    team: frozenset[int] = frozenset()


class TakenBack(NamedTuple):
    """A letter taken back: ``fragment`` is the board now."""

    fragment: str


class WordsCount(NamedTuple):
    """The house and blocked words count from this round: the list now has ``words``."""

    words: int


LogLine = Started | Happened | TakenBack | WordsCount


class LoadStage(enum.Enum):
    """The stages of loading a new or resumed game, in order (``loading.STAGES``)."""

    #: the word list read and its words sorted out
    READING = "reading"
    #: perfect play worked out
    SOLVING = "solving"
    #: the computer players made ready (a human-like one's sense of letters takes a while)
    COMPUTERS = "computers"


class LoadingGame(NamedTuple):
    """A new or resumed game loading: its list (a file name) and the stage it is at. The
    board shows it in place of the table until the game starts."""

    list_name: str
    stage: LoadStage


class Work(enum.Enum):
    """What else is being worked out while the status line shows its progress."""

    #: the game again, with the house and blocked words changed
    CHANGED_WORDS = "changed_words"
    #: every seat's strategy card
    CARDS = "cards"
    #: one seat's card (to learn, or for the pocket)
    SEAT_CARD = "seat_card"


class MemorySetAside(NamedTuple):
    """Found while loading: the Learner's memory of words was damaged and set aside at
    ``path``; it keeps the words that could be read."""

    path: str


class NotALetter(NamedTuple):
    """A key that is no letter of the list's alphabet."""

    letter: str


#: a notice: a key that is no letter, or why a play or an answer was not taken (a match's
#: problem, or an error: the core's typed ones, or any other the window explains)
Notice = NotALetter | MatchProblem | Exception
