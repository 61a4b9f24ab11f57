"""The table's rulings on words: a challenge, the challenged person's answer, and whether a
word the list lacks counts here. The list decides what it holds; the table (the people at
it) decides a word it lacks, by a question the session asks. This keeps the questions open
until they are ruled on, and says, for the match it is given, what each ruling does. Part of
the session (``tests/test_house_rules.py``): it is given the match by the session, never
holds it."""

from __future__ import annotations

import unicodedata
from typing import TYPE_CHECKING

from ...core.alphabets import fold
from ...core.errors import PlayProblem
from ...core.play.rules import ChallengeKind
from .table_news import AskHouseWord, AskWord, AskWordClaim, RefusedAnswer

if TYPE_CHECKING:
    from ...core.play.match import Match
    from ...core.play.match_events import Event


class WordRulings:
    def __init__(self) -> None:
        #: a word the list lacks, named by a challenged person: (their seat, the word)
        self.answer: tuple[int, str] | None = None
        #: "That's a word!" of a fragment the list lacks: (claimant, fragment)
        self.claim: tuple[int, str] | None = None

    def forget(self) -> None:
        self.answer = self.claim = None

    def claim_question(self, m: Match, kind: ChallengeKind) -> AskWordClaim | None:
        """The person to move says ``kind`` of the fragment: when it is "That's a word!" of
        a fragment the list lacks, the table decides (the question, kept open until
        :meth:`ruled_claim`); None when the match decides."""
        if (
            kind is ChallengeKind.WORD
            and not m.config.word_ends_round
            and len(m.fragment) >= m.config.min_length
            and not m.is_complete(m.fragment)
            and m.history
        ):
            self.claim = (m.to_move, m.fragment)
            return AskWordClaim(m.to_move, m.fragment, m.history[-1][0])
        return None

    def answered(
        self, m: Match, word: str | None, person: bool, language: str | None = None
    ) -> list[Event] | AskHouseWord | RefusedAnswer:
        """The challenged player (a ``person``, or a computer) names ``word`` (None: they
        concede): the match's events, or the question for the table (a word the list lacks),
        or why a person's word is refused (they try again). ``language`` is the list's: a
        word is read with its letters counted as that language counts them (fête: fete)."""
        assert m.pending is not None
        target, challenger = m.pending.target, m.pending.seat
        # a pasted decomposed "fête" is the word typed
        word = fold(unicodedata.normalize("NFC", word).strip().lower(), language) if word else None
        problem = m.answer_problem(word) if word else None
        if word and problem is PlayProblem.WORD_UNKNOWN:
            self.answer = (target, word)
            return AskHouseWord(challenger, word)
        if word and problem is not None and person:
            # too short, not going like the fragment, a typo: say why, and they try again
            from ...core.words.wordlist import MAX_WORD_LENGTH

            return RefusedAnswer(
                target, problem, word, m.fragment, m.config.min_length, MAX_WORD_LENGTH
            )
        return m.answer_challenge(target, word)

    def ruled_claim(self, m: Match) -> tuple[int, str] | None:
        """The claim the table has just ruled on, if the match is still where it was made
        (claimant, fragment); it is closed either way."""
        claim, self.claim = self.claim, None
        if claim is None:
            return None
        seat, fragment = claim
        if m.fragment != fragment or m.to_move != seat or m.pending is not None:
            return None  # the game moved on meanwhile
        return None if m.winner is not None else claim

    def ruled_answer(self, m: Match) -> tuple[int, str] | None:
        """The answer the table has just ruled on (the challenged seat, the word), while
        its challenge is open; it is closed either way."""
        answer, self.answer = self.answer, None
        return answer if m.pending is not None else None

    def reconsidered(self, m: Match) -> AskWord | None:
        """The table's question was closed unanswered: the challenged person is asked for
        another word (nothing is decided)."""
        if self.answer is None or m.pending is None:
            return None
        self.answer = None
        return AskWord(m.pending.target, m.pending.kind)
