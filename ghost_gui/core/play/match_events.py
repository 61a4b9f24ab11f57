"""What a match tells its followers: one frozen record per thing that happened
(:class:`PlayMade`, :class:`ChallengeMade`, :class:`ChallengeAnswered`,
:class:`RoundEnded`, :class:`PlayerKnockedOut`, :class:`MatchOver`, :class:`TurnChanged`;
:data:`Event` is their union), as :class:`~ghost_gui.core.play.match.Match`'s actions return
them and keep them in its log. Separate from the match's rules because the window, the
computers and the saved games read the events without deciding anything."""

from __future__ import annotations

from dataclasses import dataclass

from ..errors import PlayProblem
from .plays import Play
from .rules import ChallengeKind, RoundEnd


@dataclass(frozen=True)
class PlayMade:
    seat: int
    play: Play
    fragment: str


@dataclass(frozen=True)
class ChallengeMade:
    seat: int
    kind: ChallengeKind
    target: int


@dataclass(frozen=True)
class ChallengeAnswered:
    seat: int
    word: str | None
    accepted: bool


@dataclass(frozen=True)
class RoundEnded:
    """How a round ended. ``word`` is the completed word, the word named in a challenge,
    or the fragment; ``by`` is the player who played ``word`` when it is a counting word
    that goes like the fragment (the completer, or whoever named it rightly), else None;
    ``challenger`` made the challenge that ended the round, if one did; ``fragment`` is the
    board as the round ended."""

    loser: int
    reason: RoundEnd
    word: str | None
    by: int | None = None
    challenger: int | None = None
    fragment: str = ""
    #: why the word named in a challenge was wrong (None: it was right, or none was named)
    problem: PlayProblem | None = None


@dataclass(frozen=True)
class PlayerKnockedOut:
    seat: int


@dataclass(frozen=True)
class MatchOver:
    winner: int


@dataclass(frozen=True)
class TurnChanged:
    seat: int


Event = (
    PlayMade
    | ChallengeMade
    | ChallengeAnswered
    | RoundEnded
    | PlayerKnockedOut
    | MatchOver
    | TurnChanged
)
