"""The match rules as a pure state machine that the GUI follows through events.

A match is rounds of Ghost between 2-8 players. Each action validates, changes the state
and returns the events it caused (also kept in ``match.log``). Rules decided here:

- A play may make a fragment that no word fits (a bluff); only a challenge catches it. A
  letter outside the word list's alphabet, or a play of the wrong shape for the variant, is
  refused with :class:`IllegalPlayError`; acting out of turn, during a pending challenge or
  after the match is over with :class:`MatchError`.
- Completing a counting word (or a house word) ends the round at once when
  ``word_ends_round``; otherwise only a "that's a word" challenge ends it. In Ghost the
  completer loses; in Anti-Ghost the completer wins and the player who played just before
  loses (with two players simply the other one; with no earlier play, the next player).
- Challenges are made by the player to move, against the player who played last.
  "That's a word!" is settled at once by the word list (and the house words): if the
  fragment is a counting word the challenged player loses (in Anti-Ghost, as for a completed
  word, the player before them), else the challenger. "No word goes like that!" waits for
  the challenged player to name a counting word longer than the fragment that goes like it
  (starts with it in Ghost and Anti-Ghost; contains it in SuperGhost; contains it or its
  reverse in SuperDuperGhost): a right answer makes the challenger lose, a wrong one or none
  (conceding) the challenged player. The challenger may instead accept an unknown word as a
  house word: it counts from then on, and the challenger loses.
- A player who has lost ``lives`` rounds is knocked out; turns skip them; the last player
  left wins. ``letters(seat)`` spells the lost rounds as a prefix of GHOST; with more than
  five lives the word is padded with "!" (``lives=7``: GHOST!!), with fewer it is cut short
  (``lives=3``: a player is out at GHO).
- The next round starts with the loser ("loser"), the player after the loser
  ("after_loser"), or the challenger who won the challenge ("challenger"; when the round
  did not end by a won challenge, the loser). A knocked-out loser is replaced by the next
  player still in.
- Undo (practice) removes the last play of the current round made by a human seat and
  every play after it, so the fragment and the turn are as just before that human play; it
  cannot reach into an ended round or undo a challenge. The log keeps the undone plays (it
  is a record); undo adds a ``TurnChanged``.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from .errors import IllegalPlayError, MatchError, SaveFileError
from .plays import Play
from .variants import VARIANTS

if TYPE_CHECKING:  # the match needs only their methods; importing them loads datrie
    from .lexicon import Lexicon
    from .variants import Variant

SAVE_VERSION = 1
KINDS = ("human", "perfect", "hard", "medium", "easy", "evil", "random")
STARTERS = ("loser", "after_loser", "challenger")


@dataclass(frozen=True)
class PlayerSpec:
    name: str
    kind: str = "human"


@dataclass(frozen=True)
class MatchConfig:
    players: tuple[PlayerSpec, ...]
    variant: str = "ghost"
    min_length: int = 3
    word_list: str = ""
    #: lost rounds before a player is out; with 5 they spell G-H-O-S-T
    lives: int = 5
    next_round_starter: str = "loser"
    word_ends_round: bool = True

    def __post_init__(self) -> None:
        if not 2 <= len(self.players) <= 8:
            raise MatchError("a match has 2 to 8 players")
        if any(p.kind not in KINDS for p in self.players):
            raise MatchError("unknown player kind")
        if self.next_round_starter not in STARTERS:
            raise MatchError(f"next_round_starter must be one of {', '.join(STARTERS)}")
        if self.lives < 1:
            raise MatchError("lives must be at least 1")
        if self.variant not in VARIANTS:
            raise MatchError(f"unknown variant {self.variant!r}")
        if self.min_length < 1:
            raise MatchError("the minimum word length must be at least 1")

    def to_json(self) -> dict[str, Any]:
        return {
            "players": [{"name": p.name, "kind": p.kind} for p in self.players],
            "variant": self.variant,
            "min_length": self.min_length,
            "word_list": self.word_list,
            "lives": self.lives,
            "next_round_starter": self.next_round_starter,
            "word_ends_round": self.word_ends_round,
        }

    @classmethod
    def from_json(cls, c: Any) -> MatchConfig:
        """Raises :class:`SaveFileError` when the data is not a usable configuration."""
        try:
            return cls(
                tuple(PlayerSpec(str(p["name"]), str(p["kind"])) for p in c["players"]),
                str(c["variant"]), int(c["min_length"]), str(c["word_list"]), int(c["lives"]),
                str(c["next_round_starter"]), bool(c["word_ends_round"]),
            )
        except (KeyError, TypeError, ValueError, AttributeError, MatchError) as exc:
            raise SaveFileError(f"the saved match is damaged ({exc})") from None


class RoundEnd(enum.Enum):
    WORD_COMPLETED = "word_completed"
    #: a challenge against the loser was right
    CHALLENGE_WON = "challenge_won"
    #: the loser challenged and was wrong
    CHALLENGE_LOST = "challenge_lost"
    RESIGNED = "resigned"


@dataclass(frozen=True)
class Challenge:
    seat: int  # the challenger
    target: int  # the challenged player
    kind: str  # "word" or "no_word"


@dataclass(frozen=True)
class PlayMade:
    seat: int
    play: Play
    fragment: str


@dataclass(frozen=True)
class ChallengeMade:
    seat: int
    kind: str
    target: int


@dataclass(frozen=True)
class ChallengeAnswered:
    seat: int
    word: str | None
    accepted: bool


@dataclass(frozen=True)
class RoundEnded:
    loser: int
    reason: RoundEnd
    word: str | None


@dataclass(frozen=True)
class PlayerKnockedOut:
    seat: int


@dataclass(frozen=True)
class MatchOver:
    winner: int


@dataclass(frozen=True)
class TurnChanged:
    seat: int


Event = PlayMade | ChallengeMade | ChallengeAnswered | RoundEnded | PlayerKnockedOut | MatchOver | TurnChanged


@dataclass
class Match:
    config: MatchConfig
    lexicon: Lexicon
    variant: Variant
    house_words: set[str] = field(default_factory=set)
    fragment: str = ""
    to_move: int = 0
    lost: list[int] = field(default_factory=list)
    knocked_out: set[int] = field(default_factory=set)
    round: int = 1
    winner: int | None = None
    pending: Challenge | None = None
    #: this round's plays: (seat, play, fragment before)
    history: list[tuple[int, Play, str]] = field(default_factory=list)
    log: list[Any] = field(default_factory=list)

    def __post_init__(self) -> None:
        self.house_words = set(self.house_words)
        if not self.lost:
            self.lost = [0] * len(self.config.players)

    @property
    def players(self) -> int:
        return len(self.config.players)

    def letters(self, seat: int) -> str:
        """The ghost letters a player has earned: a prefix of GHOST (longer counts add '!')."""
        word = "GHOST" + "!" * max(0, self.config.lives - 5)
        return word[: self.lost[seat]]

    def active(self) -> list[int]:
        return [s for s in range(self.players) if s not in self.knocked_out]

    # -- checks ----------------------------------------------------------------------------
    def _require_turn(self, seat: int) -> None:
        if self.winner is not None:
            raise MatchError("the match is over")
        if self.pending is not None:
            raise MatchError("a challenge is waiting for an answer")
        if seat != self.to_move:
            raise MatchError(f"it is not player {seat + 1}'s turn")

    def is_word(self, s: str) -> bool:
        return len(s) >= self.config.min_length and (self.lexicon.is_word(s) or s in self.house_words)

    def fits(self, word: str, fragment: str) -> bool:
        """Does ``word`` go like ``fragment`` in this variant?"""
        if not self.variant.infix:
            return word.startswith(fragment)
        return fragment in word or (self.variant.may_reverse and fragment[::-1] in word)

    def answers(self, word: str) -> bool:
        """Is ``word`` a right answer to "no word goes like that" at the current fragment?"""
        return len(word) > len(self.fragment) and self.is_word(word) and self.fits(word, self.fragment)

    def _next(self, seat: int) -> int:
        for i in range(1, self.players + 1):
            s = (seat + i) % self.players
            if s not in self.knocked_out:
                return s
        return seat

    # -- actions -----------------------------------------------------------------------------
    def play(self, seat: int, play: Play) -> list[Any]:
        self._require_turn(seat)
        self.variant.check_play(self.fragment, play)
        if play.letter not in self.lexicon.alphabet:
            raise IllegalPlayError(f"{play.letter!r} is not a letter of this word list")
        before = self.fragment
        self.fragment = play.apply(before)
        self.history.append((seat, play, before))
        events: list[Any] = [PlayMade(seat, play, self.fragment)]
        if self.config.word_ends_round and self.is_word(self.fragment):
            events += self._end_round(self._completion_loser(seat), RoundEnd.WORD_COMPLETED, self.fragment)
        else:
            self.to_move = self._next(seat)
            events.append(TurnChanged(self.to_move))
        return self._logged(events)

    def _completion_loser(self, completer: int) -> int:
        if not self.variant.completing_wins:
            return completer
        earlier = [s for s, _, _ in self.history[:-1] if s != completer and s not in self.knocked_out]
        return earlier[-1] if earlier else self._next(completer)

    def challenge(self, seat: int, kind: str) -> list[Any]:
        self._require_turn(seat)
        if kind not in ("word", "no_word"):
            raise MatchError(f"unknown challenge {kind!r}")
        if not self.history:
            raise MatchError("there is nothing to challenge yet")
        target = self.history[-1][0]
        events: list[Any] = [ChallengeMade(seat, kind, target)]
        if kind == "word":
            if self.is_word(self.fragment):
                events += self._end_round(self._completion_loser(target), RoundEnd.CHALLENGE_WON, self.fragment, seat)
            else:
                events += self._end_round(seat, RoundEnd.CHALLENGE_LOST, self.fragment)
        else:
            self.pending = Challenge(seat, target, kind)
        return self._logged(events)

    def answer_challenge(self, seat: int, word: str | None) -> list[Any]:
        """The challenged player names a word that fits, or None to concede."""
        c = self.pending
        if c is None or self.winner is not None:
            raise MatchError("there is no challenge to answer")
        if seat != c.target:
            raise MatchError(f"player {seat + 1} was not challenged")
        word = word.strip().lower() if word else None
        good = word is not None and self.answers(word)
        self.pending = None
        events: list[Any] = [ChallengeAnswered(seat, word, good)]
        if good:
            events += self._end_round(c.seat, RoundEnd.CHALLENGE_LOST, word)
        else:
            events += self._end_round(c.target, RoundEnd.CHALLENGE_WON, word or self.fragment, c.seat)
        return self._logged(events)

    def accept_house_word(self, seat: int, word: str) -> list[Any]:
        """The challenger accepts an unknown word as a house word, and loses the round."""
        c = self.pending
        if c is None or seat != c.seat:
            raise MatchError("only the challenger can accept a house word")
        word = word.strip().lower()
        if not word or not all(ch in self.lexicon.alphabet for ch in word) or not self.fits(word, self.fragment):
            raise IllegalPlayError(f"{word!r} does not go like {self.fragment!r}")
        if len(word) <= len(self.fragment):
            raise IllegalPlayError(f"{word!r} is not longer than {self.fragment!r}")
        if len(word) < self.config.min_length:
            raise IllegalPlayError(f"{word!r} is shorter than {self.config.min_length} letters")
        self.house_words.add(word)
        self.pending = None
        events: list[Any] = [ChallengeAnswered(c.target, word, True)]
        events += self._end_round(c.seat, RoundEnd.CHALLENGE_LOST, word)
        return self._logged(events)

    def resign(self, seat: int) -> list[Any]:
        self._require_turn(seat)
        return self._logged(self._end_round(seat, RoundEnd.RESIGNED, self.fragment or None))

    def undo(self) -> list[Any]:
        """Back to just before the last human play of this round (practice)."""
        if self.winner is not None or self.pending is not None:
            raise MatchError("nothing can be undone now")
        humans = [i for i, (s, _, _) in enumerate(self.history) if self.config.players[s].kind == "human"]
        if not humans:
            raise MatchError("there is no play of yours to undo in this round")
        i = humans[-1]
        seat, _, before = self.history[i]
        del self.history[i:]
        self.fragment = before
        self.to_move = seat
        return self._logged([TurnChanged(seat)])

    # -- rounds ------------------------------------------------------------------------------
    def _end_round(self, loser: int, reason: RoundEnd, word: str | None, challenger: int | None = None) -> list[Any]:
        events: list[Any] = [RoundEnded(loser, reason, word)]
        self.lost[loser] += 1
        if self.lost[loser] >= self.config.lives:
            self.knocked_out.add(loser)
            events.append(PlayerKnockedOut(loser))
        alive = self.active()
        if len(alive) == 1:
            self.winner = alive[0]
            self.pending = None
            events.append(MatchOver(self.winner))
            return events
        rule = self.config.next_round_starter
        if rule == "challenger" and challenger is not None and challenger != loser and challenger in alive:
            start = challenger
        elif rule == "after_loser" or loser in self.knocked_out:
            start = self._next(loser)
        else:
            start = loser
        self.fragment = ""
        self.history = []
        self.pending = None
        self.round += 1
        self.to_move = start
        events.append(TurnChanged(start))
        return events

    def _logged(self, events: list[Any]) -> list[Any]:
        self.log.extend(events)
        return events

    # -- saving ------------------------------------------------------------------------------
    def to_json(self) -> dict[str, Any]:
        return {
            "version": SAVE_VERSION,
            "config": self.config.to_json(),
            "house_words": sorted(self.house_words),
            "fragment": self.fragment,
            "to_move": self.to_move,
            "lost": list(self.lost),
            "knocked_out": sorted(self.knocked_out),
            "round": self.round,
            "winner": self.winner,
            "pending": None if self.pending is None else {"seat": self.pending.seat, "target": self.pending.target, "kind": self.pending.kind},
            "history": [{"seat": s, "play": p.to_json(), "before": b} for s, p, b in self.history],
        }

    @classmethod
    def from_json(cls, data: Any, lexicon: Lexicon, variant: Variant) -> Match:
        if not isinstance(data, dict) or data.get("version") != SAVE_VERSION:
            raise SaveFileError("not a saved match of this version")
        try:
            config = MatchConfig.from_json(data["config"])
            if config.variant != variant.key or config.min_length != lexicon.min_length:
                raise SaveFileError("the saved match was played with other rules")
            pending = data.get("pending")
            m = cls(
                config, lexicon, variant,
                house_words=set(map(str, data.get("house_words", []))),
                fragment=str(data["fragment"]),
                to_move=int(data["to_move"]),
                lost=[int(x) for x in data["lost"]],
                knocked_out={int(x) for x in data["knocked_out"]},
                round=int(data["round"]),
                winner=None if data.get("winner") is None else int(data["winner"]),
                pending=None if pending is None else Challenge(int(pending["seat"]), int(pending["target"]), str(pending["kind"])),
                history=[(int(h["seat"]), Play.from_json(h["play"]), str(h["before"])) for h in data["history"]],
            )
        except SaveFileError:
            raise
        except (KeyError, TypeError, ValueError, AttributeError, MatchError) as exc:
            raise SaveFileError(f"the saved match is damaged ({exc})") from None
        problem = m._inconsistency()
        if problem:
            raise SaveFileError(f"the saved match is damaged ({problem})")
        return m

    def _inconsistency(self) -> str | None:
        """What does not add up in a loaded state, or None."""
        n = self.players
        seats = range(n)
        if len(self.lost) != n or self.to_move not in seats or not self.knocked_out <= set(seats):
            return "seats out of range"
        if self.winner is not None and self.winner not in seats:
            return "seats out of range"
        if any(x < 0 for x in self.lost) or self.round < 1:
            return "negative counts"
        if self.knocked_out != {s for s in seats if self.lost[s] >= self.config.lives}:
            return "knock-outs do not match the lost rounds"
        alive = self.active()
        if not alive:
            return "nobody is left"
        if self.winner is not None:
            if alive != [self.winner] or self.pending is not None:
                return "the winner does not match"
        elif len(alive) < 2 or self.to_move in self.knocked_out:
            return "the turn belongs to nobody"
        expected = ""
        for seat, play, before in self.history:
            if seat not in seats or before != expected or play.letter not in self.lexicon.alphabet:
                return "the plays do not add up"
            try:
                self.variant.check_play(before, play)
            except IllegalPlayError:
                return "a play breaks the rules"
            expected = play.apply(before)
        if expected != self.fragment:
            return "the fragment does not match the plays"
        c = self.pending
        if c is not None and (
            not self.history or c.target != self.history[-1][0] or c.seat != self.to_move or c.kind != "no_word"
        ):
            return "the pending challenge does not match"
        return None
