"""Challenges and the table's questions about words: a person's challenge (and "That's a
word!" of a fragment the list lacks, which the table decides), the challenged person's
answer, and whether the table counts a word its list lacks as a house word."""

from __future__ import annotations

import unicodedata
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import SignalInstance

from ...core.errors import IllegalPlayError, MatchError, PlayProblem
from ...core.play.rules import ChallengeKind, PlayerKind

if TYPE_CHECKING:
    from ...core.play.match import Match
    from ...core.play.match_events import Event
    from ...core.play.plays import Play
    from .computers import ComputerPlayers


class ChallengeTable(Protocol):
    """What challenges need of the table (the game controller is one)."""

    @property
    def match(self) -> Match | None: ...

    @property
    def house_words(self) -> set[str]: ...

    @property
    def blocked_words(self) -> set[str]: ...

    @property
    def computers(self) -> ComputerPlayers: ...

    @property
    def notice(self) -> SignalInstance: ...

    @property
    def challenge_requested(self) -> SignalInstance: ...

    @property
    def house_word_question(self) -> SignalInstance: ...

    @property
    def word_claim_question(self) -> SignalInstance: ...

    @property
    def answer_refused(self) -> SignalInstance: ...

    def is_human_turn(self) -> bool: ...

    def player_kind(self, seat: int) -> PlayerKind: ...

    def apply_events(self, events: list[Event], play: Play | None = None) -> None: ...

    def change_words(self, house: set[str], blocked: set[str]) -> None: ...


class Challenges:
    def __init__(self, table: ChallengeTable) -> None:
        self.table = table
        #: a word the list lacks, named by a challenged person: (their seat, the word)
        self.pending_answer: tuple[int, str] | None = None
        #: "That's a word!" of a fragment the list lacks: (claimant, fragment) for the table
        self.pending_claim: tuple[int, str] | None = None

    def challenge(self, kind: ChallengeKind) -> bool:
        """The person to move challenges; False (sometimes with a notice) when they may not."""
        t = self.table
        if not t.is_human_turn():
            return False
        assert t.match is not None
        m = t.match
        if not m.fragment:
            return False
        if (
            kind == ChallengeKind.WORD
            and not m.config.word_ends_round
            and len(m.fragment) >= m.config.min_length
            and not m.is_complete(m.fragment)
            and m.history
        ):
            # a word the list lacks: the table decides, as when one is named in a challenge
            self.pending_claim = (m.to_move, m.fragment)
            t.word_claim_question.emit(m.to_move, m.fragment)
            return True
        try:
            events = m.challenge(m.to_move, kind)
        except MatchError as exc:
            t.notice.emit(exc)
            return False
        t.apply_events(events)
        return True

    def answer_challenge(self, word: str | None) -> None:
        """The challenged human names a word (or None to concede)."""
        t = self.table
        m = t.match
        if m is None or m.pending is None:
            return
        target, challenger = m.pending.target, m.pending.seat
        word = (
            unicodedata.normalize("NFC", word).strip().lower() if word else None
        )  # a pasted decomposed "fête"
        problem = m.answer_problem(word) if word else None
        if word and problem is PlayProblem.WORD_UNKNOWN:
            # a person named a word the list lacks: the table decides whether it counts
            self.pending_answer = (target, word)
            t.house_word_question.emit(challenger, word)
            return
        if word and problem is not None and t.player_kind(target) is PlayerKind.HUMAN:
            # too short, not going like the fragment, a typo: say why, and they try again
            from ...core.words.wordlist import MAX_WORD_LENGTH

            details = {
                "word": word,
                "fragment": m.fragment,
                "min_length": m.config.min_length,
                "limit": MAX_WORD_LENGTH,
            }
            t.answer_refused.emit(target, problem, details)
            return
        t.apply_events(m.answer_challenge(target, word))

    def settle_word_claim(self, accept: bool | None) -> None:
        """The table answers "does this count as a word?" after a person's "That's a word!"
        of a fragment the list lacks: yes, and it is a house word from now on and whoever
        completed it loses; no, and the claimant loses; None (the question closed) decides
        nothing and no challenge was made."""
        t = self.table
        m, claim = t.match, self.pending_claim
        self.pending_claim = None
        if m is None or claim is None or accept is None:
            return
        seat, fragment = claim
        if (
            m.fragment != fragment
            or m.to_move != seat
            or m.pending is not None
            or m.winner is not None
        ):
            return  # the game moved on meanwhile
        if accept:
            m.house_words.add(fragment)
            t.house_words.add(fragment)
            t.computers.meet(fragment)
        t.apply_events(m.challenge(seat, ChallengeKind.WORD))
        if accept:  # perfect play, hints and cards learn it too
            t.change_words(t.house_words, t.blocked_words)

    def settle_house_word(self, accept: bool) -> None:
        """The table accepts (or not) the unknown word just named; a computer challenger
        follows the table's answer."""
        t = self.table
        m = t.match
        if self.pending_answer is None or m is None or m.pending is None:
            return
        target, word = self.pending_answer
        self.pending_answer = None
        events = None
        if accept:
            try:
                events = m.accept_house_word(m.pending.seat, word)
                t.house_words.add(word)
                t.blocked_words.discard(word)  # a blocked word the table counts again
                t.computers.meet(word)
            except (IllegalPlayError, MatchError) as exc:
                t.notice.emit(exc)
        if events is None:
            events = m.answer_challenge(target, word)
        t.apply_events(events)
        if accept and word in t.house_words:  # perfect play, hints and cards learn it too
            t.change_words(t.house_words, t.blocked_words)

    def reconsider_house_word(self) -> None:
        """The table's question was closed without an answer: the challenged person may
        name another word (nothing is decided)."""
        t = self.table
        m = t.match
        if self.pending_answer is None or m is None or m.pending is None:
            return
        self.pending_answer = None
        t.challenge_requested.emit(m.pending.target, str(m.pending.kind))
