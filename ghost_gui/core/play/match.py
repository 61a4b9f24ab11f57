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
- When the computers team up (``config.team_up``, with at least one person and one
  computer at the table) the match ends as soon as the last person is out: the computers'
  side has won. The winner named is the computer still in with the fewest lost rounds (of
  those, the lowest seat): the side's best player. The other computers are still in.
- The next round starts with the loser ("loser"), the player after the loser
  ("after_loser"), or the challenger who won the challenge ("challenger"; when the round
  did not end by a won challenge, the loser). A knocked-out loser is replaced by the next
  player still in.
- Take back (any game where the table allows it) removes the last play of the round when a
  human made it and nobody has played since.
- Undo (practice) removes the last play of the current round made by a human seat and
  every play after it, so the fragment and the turn are as just before that human play; it
  cannot reach into an ended round or undo a challenge. The log keeps the undone plays (it
  is a record); undo adds a ``TurnChanged``.

The events the actions return are in :mod:`~ghost_gui.core.play.match_events`.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from ..errors import IllegalPlayError, MatchError, MatchProblem, PlayProblem
from ..words.wordlist import MAX_WORD_LENGTH
from .match_events import (
    ChallengeAnswered,
    ChallengeMade,
    Event,
    MatchOver,
    PlayerKnockedOut,
    PlayMade,
    RoundEnded,
    TurnChanged,
)
from .plays import Play
from .rules import ChallengeKind, MatchConfig, PlayerKind, PlayerSpec, RoundEnd, Starter
from .variants import pool_of

__all__ = [
    "Challenge",
    "ChallengeKind",
    "Match",
    "MatchConfig",
    "PlayerKind",
    "PlayerSpec",
    "RoundEnd",
    "Starter",
]

if TYPE_CHECKING:  # the match needs only their methods; importing them loads datrie
    from ..words.lexicon import Lexicon
    from .variants import Variant


@dataclass(frozen=True)
class Challenge:
    seat: int  # the challenger
    target: int  # the challenged player
    kind: ChallengeKind


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
    log: list[Event] = field(default_factory=list)

    def __post_init__(self) -> None:
        self.house_words = set(self.house_words)
        if not self.lost:
            self.lost = [0] * len(self.config.players)

    def change_words(self, lexicon: Lexicon, house_words: set[str]) -> None:
        """The table's words changed (house words counted, words blocked): the match goes on
        with the list worked out again with them."""
        self.lexicon = lexicon
        self.house_words = set(house_words)

    def count_word(self, word: str) -> None:
        """The table counts ``word``, which the list lacks, as a house word from now on."""
        self.house_words.add(word)

    @property
    def players(self) -> int:
        return len(self.config.players)

    def letters(self, seat: int) -> str:
        """The ghost letters a player has earned: a prefix of GHOST (longer counts add '!')."""
        word = "GHOST" + "!" * max(0, self.config.lives - 5)
        return word[: self.lost[seat]]

    def active(self) -> list[int]:
        return [s for s in range(self.players) if s not in self.knocked_out]

    def round_so_far(self) -> list[Event]:
        """This round's plays (and a challenge waiting for its answer) as the events they
        made: what a resumed match's log tells again, since a save keeps no events."""
        events: list[Event] = [PlayMade(s, p, p.apply(before)) for s, p, before in self.history]
        c = self.pending
        if c is not None:
            events.append(ChallengeMade(c.seat, c.kind, c.target))
        return events

    # -- checks ----------------------------------------------------------------------------
    def _require_turn(self, seat: int) -> None:
        if self.winner is not None:
            raise MatchError("the match is over", MatchProblem.MATCH_OVER)
        if self.pending is not None:
            raise MatchError("a challenge is waiting for an answer", MatchProblem.CHALLENGE_PENDING)
        if seat != self.to_move:
            raise MatchError(
                f"it is not player {seat + 1}'s turn", MatchProblem.NOT_YOUR_TURN, seat=seat
            )

    def is_word(self, s: str) -> bool:
        return len(s) >= self.config.min_length and (
            self.lexicon.is_word(s) or s in self.house_words
        )

    def is_complete(self, fragment: str) -> bool:
        """Does ``fragment`` end the round: a counting word (a house word too), or in
        Anaghost a pool whose letters make one?"""
        if not self.variant.pool:
            return self.is_word(fragment)
        return len(fragment) >= self.config.min_length and (
            self.lexicon.is_pool_word(fragment)
            or fragment in {pool_of(w) for w in self.house_words}
        )

    def made_word(self, fragment: str) -> str:
        """The word a completed ``fragment`` is (in Anaghost a word of its letters)."""
        return self.variant.word_made(self.lexicon, fragment, self.house_words)

    def fits(self, word: str, fragment: str) -> bool:
        """Does ``word`` go like ``fragment`` in this variant?"""
        return self.variant.goes_like(word, fragment)

    def answers(self, word: str) -> bool:
        """Is ``word`` a right answer to "no word goes like that" at the current fragment?"""
        return (
            len(word) > len(self.fragment) and self.is_word(word) and self.fits(word, self.fragment)
        )

    def answer_problem(self, word: str) -> PlayProblem | None:
        """Why ``word`` does not answer "no word goes like that" now (None: it does).
        ``WORD_UNKNOWN`` means only that the list lacks it: a house word would do."""
        f = self.fragment
        if len(word) > MAX_WORD_LENGTH:
            return PlayProblem.WORD_TOO_LONG
        if not word or not all(ch in self.lexicon.alphabet for ch in word):
            return PlayProblem.WORD_BAD_CHARACTERS
        if not self.fits(word, f):
            return PlayProblem.WORD_DOES_NOT_FIT
        if len(word) <= len(f):
            return PlayProblem.WORD_NOT_LONGER
        if len(word) < self.config.min_length:
            return PlayProblem.WORD_TOO_SHORT
        if not self.is_word(word):
            return PlayProblem.WORD_UNKNOWN
        return None

    def _next(self, seat: int) -> int:
        for i in range(1, self.players + 1):
            s = (seat + i) % self.players
            if s not in self.knocked_out:
                return s
        return seat

    # -- actions -----------------------------------------------------------------------------
    def play(self, seat: int, play: Play) -> list[Event]:
        self._require_turn(seat)
        self.variant.check_play(self.fragment, play)
        if play.letter not in self.lexicon.alphabet:
            raise IllegalPlayError(
                f"{play.letter!r} is not a letter of this word list",
                PlayProblem.NOT_IN_ALPHABET,
                letter=play.letter,
            )
        before = self.fragment
        self.fragment = play.apply(before)
        self.history.append((seat, play, before))
        events: list[Event] = [PlayMade(seat, play, self.fragment)]
        if self.config.word_ends_round and self.is_complete(self.fragment):
            word, loser = self.made_word(self.fragment), self._completion_loser(seat)
            events += self._end_round(loser, RoundEnd.WORD_COMPLETED, word, by=seat)
        else:
            self.to_move = self._next(seat)
            events.append(TurnChanged(self.to_move))
        return self._logged(events)

    def _completion_loser(self, completer: int) -> int:
        if not self.variant.completing_wins:
            return completer
        earlier = [
            s for s, _, _ in self.history[:-1] if s != completer and s not in self.knocked_out
        ]
        return earlier[-1] if earlier else self._next(completer)

    def challenge(self, seat: int, kind: ChallengeKind) -> list[Event]:
        self._require_turn(seat)
        try:
            kind = ChallengeKind(kind)
        except ValueError:
            raise MatchError(
                f"unknown challenge {kind!r}", MatchProblem.UNKNOWN_CHALLENGE, kind=kind
            ) from None
        if not self.history:
            raise MatchError("there is nothing to challenge yet", MatchProblem.NOTHING_TO_CHALLENGE)
        target = self.history[-1][0]
        events: list[Event] = [ChallengeMade(seat, kind, target)]
        if kind is ChallengeKind.WORD:
            if self.is_complete(self.fragment):
                events += self._end_round(
                    self._completion_loser(target),
                    RoundEnd.CHALLENGE_WON,
                    self.made_word(self.fragment),
                    seat,
                    by=target,
                )
            else:
                events += self._end_round(seat, RoundEnd.CHALLENGE_LOST, self.fragment, seat)
        else:
            self.pending = Challenge(seat, target, kind)
        return self._logged(events)

    def answer_challenge(self, seat: int, word: str | None) -> list[Event]:
        """The challenged player names a word that fits, or None to concede."""
        c = self.pending
        if c is None or self.winner is not None:
            raise MatchError("there is no challenge to answer", MatchProblem.NO_CHALLENGE)
        if seat != c.target:
            raise MatchError(
                f"player {seat + 1} was not challenged", MatchProblem.NOT_CHALLENGED, seat=seat
            )
        word = word.strip().lower() if word else None
        problem = self.answer_problem(word) if word else None
        good = word is not None and problem is None
        self.pending = None
        events: list[Event] = [ChallengeAnswered(seat, word, good)]
        if good:
            events += self._end_round(c.seat, RoundEnd.CHALLENGE_LOST, word, c.seat, by=c.target)
        else:
            events += self._end_round(
                c.target, RoundEnd.CHALLENGE_WON, word or self.fragment, c.seat, problem=problem
            )
        return self._logged(events)

    def accept_house_word(self, seat: int, word: str) -> list[Event]:
        """The challenger accepts an unknown word as a house word, and loses the round."""
        c = self.pending
        if c is None or seat != c.seat:
            raise MatchError(
                "only the challenger can accept a house word", MatchProblem.NOT_THE_CHALLENGER
            )
        word = word.strip().lower()
        problem = self.answer_problem(word)
        if problem is not None and problem is not PlayProblem.WORD_UNKNOWN:
            raise IllegalPlayError(
                f"{word!r} cannot answer {self.fragment!r}: {problem}",
                problem,
                word=word,
                fragment=self.fragment,
                min_length=self.config.min_length,
                limit=MAX_WORD_LENGTH,
            )
        self.house_words.add(word)
        self.pending = None
        events: list[Event] = [ChallengeAnswered(c.target, word, True)]
        events += self._end_round(c.seat, RoundEnd.CHALLENGE_LOST, word, c.seat, by=c.target)
        return self._logged(events)

    def resign(self, seat: int) -> list[Event]:
        self._require_turn(seat)
        return self._logged(self._end_round(seat, RoundEnd.RESIGNED, self.fragment or None))

    def undo(self) -> list[Event]:
        """Back to just before the last human play of this round (practice)."""
        if self.winner is not None or self.pending is not None:
            raise MatchError("nothing can be undone now", MatchProblem.NOTHING_TO_UNDO)
        humans = [
            i
            for i, (s, _, _) in enumerate(self.history)
            if self.config.players[s].kind is PlayerKind.HUMAN
        ]
        if not humans:
            raise MatchError(
                "there is no play of yours to undo in this round", MatchProblem.NOTHING_TO_UNDO
            )
        i = humans[-1]
        seat, _, before = self.history[i]
        del self.history[i:]
        self.fragment = before
        self.to_move = seat
        return self._logged([TurnChanged(seat)])

    def take_back(self) -> list[Event]:
        """A person takes back their last letter of this round together with the computers'
        replies since, until the next person plays (the family table's Ctrl+Z, as practice's
        undo): a computer answers in a moment, so taking back only a letter nobody has
        answered yet would be useless against one. Never a challenge or an ended round."""
        if self.winner is not None or self.pending is not None or not self.history:
            raise MatchError("nothing can be taken back now", MatchProblem.NOTHING_TO_UNDO)
        return self.undo()

    # -- rounds ------------------------------------------------------------------------------
    def _end_round(
        self,
        loser: int,
        reason: RoundEnd,
        word: str | None,
        challenger: int | None = None,
        by: int | None = None,
        problem: PlayProblem | None = None,
    ) -> list[Event]:
        events: list[Event] = [
            RoundEnded(loser, reason, word, by, challenger, self.fragment, problem)
        ]
        self.lost[loser] += 1
        if self.lost[loser] >= self.config.lives:
            self.knocked_out.add(loser)
            events.append(PlayerKnockedOut(loser))
        alive = self.active()
        if len(alive) == 1 or self._team_has_won(alive):
            self.winner = min(alive, key=lambda s: (self.lost[s], s))
            self.pending = None
            events.append(MatchOver(self.winner))
            return events
        rule = self.config.next_round_starter
        if (
            rule is Starter.CHALLENGER
            and challenger is not None
            and challenger != loser
            and challenger in alive
        ):
            start = challenger
        elif rule is Starter.AFTER_LOSER or loser in self.knocked_out:
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

    def _team_has_won(self, alive: list[int]) -> bool:
        """The computers team up and no person is left in: their side has won."""
        kinds = [p.kind for p in self.config.players]
        teamed = (
            self.config.team_up
            and any(k.is_computer for k in kinds)
            and not all(k.is_computer for k in kinds)
        )
        return teamed and all(kinds[s].is_computer for s in alive)

    def _logged(self, events: list[Event]) -> list[Event]:
        self.log.extend(events)
        return events
