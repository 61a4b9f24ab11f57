"""What the table's session tells the window, as values (:data:`News`): the game log's lines
(:data:`LogLine`), the short notices of the status line (:data:`Notice`), the questions the
table must ask a person, and what slow work has found. The session publishes these with its
view state; the window words them (``table_texts.log_text`` and ``notice_text``), so the
session formats no text and a test reads what happened without a translation."""

from __future__ import annotations

import enum
from typing import TYPE_CHECKING, Any, NamedTuple

from ...core.errors import MatchProblem, PlayProblem
from ...core.play.match_events import Event, RoundEnded
from ...core.play.plays import Play
from ...core.play.rules import ChallengeKind

if TYPE_CHECKING:
    from ...core.play.match_record import MatchRecord
    from ...core.solving.practice import Verdict


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
LOG_LINES = (Started, Happened, TakenBack, WordsCount)


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
NOTICES = (NotALetter, MatchProblem, Exception)


class GameStarted(NamedTuple):
    """A match (new or resumed) took the table: the window builds its panels and keys."""


class BoardChanged(NamedTuple):
    """The board changed: a play, a letter taken back, a new round or a new match."""


class Played(NamedTuple):
    """A letter was played (the window marks a computer's letter for a moment)."""

    seat: int
    play: Play


class RoundOver(NamedTuple):
    """A round ended; the board keeps it until the next round starts."""

    ended: RoundEnded


class MatchWon(NamedTuple):
    winner: int


class MatchKept(NamedTuple):
    """The record of a match that ended, or was left for a new one, to be kept."""

    record: MatchRecord


class AskWord(NamedTuple):
    """A person was challenged and must name a word."""

    seat: int
    kind: ChallengeKind


class AskHouseWord(NamedTuple):
    """A challenged person named a word the list lacks: does it count at this table?"""

    challenger: int
    word: str


class AskWordClaim(NamedTuple):
    """A person said "That's a word!" of a fragment the list lacks: does it count? ``target``
    played its last letter."""

    claimant: int
    fragment: str
    target: int


class RefusedAnswer(NamedTuple):
    """A challenged person named a word that breaks a rule: they try again."""

    seat: int
    problem: PlayProblem
    word: str
    fragment: str
    min_length: int
    limit: int

    def details(self) -> dict[str, object]:
        """What the problem's sentence names (``error_texts.play_problem_text``)."""
        return {
            "word": self.word,
            "fragment": self.fragment,
            "min_length": self.min_length,
            "limit": self.limit,
        }


class HintReady(NamedTuple):
    """Practice: the plays that win here (or hold out longest)."""

    plays: tuple[Play, ...]
    won: bool


class VerdictReady(NamedTuple):
    verdict: Verdict


class VerdictCleared(NamedTuple):
    """The play the verdict was about was taken back, or its board is gone."""


class CardsReady(NamedTuple):
    """Every seat's strategy card, by seat."""

    cards: tuple[Any, ...]


class WordsChanged(NamedTuple):
    """The house or blocked words changed and the game was worked out again with them."""


class Busy(NamedTuple):
    """Slow work started (``what``) or ended (``what`` None); ``busy`` says which."""

    busy: bool
    what: LoadingGame | Work | None


class Progress(NamedTuple):
    fraction: float


class Failed(NamedTuple):
    """Slow work failed: the window explains the error."""

    error: Exception


class ResumeFailed(NamedTuple):
    """A saved game could not be resumed."""

    error: Exception


#: everything the session tells, one value each
News = (
    LogLine
    | Notice
    | GameStarted
    | BoardChanged
    | Played
    | RoundOver
    | MatchWon
    | MatchKept
    | AskWord
    | AskHouseWord
    | AskWordClaim
    | RefusedAnswer
    | HintReady
    | VerdictReady
    | VerdictCleared
    | CardsReady
    | WordsChanged
    | Busy
    | Progress
    | Failed
    | ResumeFailed
)
