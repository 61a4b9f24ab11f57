"""A kept match reviewed against perfect play: a verdict on every play by anyone, for the
player who moved, from the N-player perfect play of the players in that round (the
solver of the seats still in after a knock-out, the round's first mover its seat 0), and a
summary per player.

The verdicts (:class:`ReviewVerdict`) are practice mode's notions
(:class:`~ghost_gui.core.solving.practice.VerdictKind`) for a whole match, with one more:

- ``kept``: the player could avoid losing before the play and still can after it (their
  ``good``);
- ``threw_away``: could before, cannot after (their ``blunder``); ``better`` are the
  letters the winning plays would have made, and ``line`` the line perfect play forces
  from the position before the play;
- ``lost``: could not before, and the play holds out as long as any;
- ``gave_up``: could not before, and another play would have held out longer (``better``);
- ``forced``: the play was the only one the word list allowed.

A play from a fragment that no word goes like (a bluff nobody challenged) threw a win away
unless it keeps one: the player could have challenged it and won. A play that stands after
the round's take-backs is judged; one taken back is not. Accuracy is the share of a
player's judged plays that kept what the position allowed (``kept``, ``lost``, ``forced``).

:func:`review_match` reviews with any source of solvers; :func:`review` finds the record's
word list (bundled, at its path, or given) by the content hash the record keeps, and reviews
with a :class:`~ghost_gui.core.analysis.results.Workbench` (the disk cache's solved games).
A record whose list cannot be used is still reviewed, without verdicts: ``gaps`` says why.
"""

from __future__ import annotations

import enum
import os
from collections.abc import Callable
from dataclasses import dataclass

from ...paths import wordlist_path
from ..errors import GhostError, WordListError
from ..play.match_record import AnswerStep, MatchRecord, PlayStep, RoundEnding
from ..play.plays import Play
from ..solving.practice import VerdictKind
from ..solving.solver import Solver
from ..words.files import digest_language, list_digest, read_word_list_bytes
from .results import Workbench


class ReviewVerdict(enum.StrEnum):
    KEPT = "kept"
    THREW_AWAY = "threw_away"
    LOST = "lost"
    GAVE_UP = "gave_up"
    FORCED = "forced"


#: practice mode's name for each verdict it shares
PRACTICE_NAMES = {
    ReviewVerdict.KEPT: VerdictKind.GOOD,
    ReviewVerdict.THREW_AWAY: VerdictKind.BLUNDER,
    ReviewVerdict.LOST: VerdictKind.LOST,
    ReviewVerdict.GAVE_UP: VerdictKind.GAVE_UP,
}
#: the verdicts that keep what the position allowed
ACCURATE = frozenset({ReviewVerdict.KEPT, ReviewVerdict.LOST, ReviewVerdict.FORCED})


class ReviewGap(enum.StrEnum):
    """Why a review gives no verdicts."""

    #: the list is neither bundled nor where the record says (nor given)
    LIST_NOT_FOUND = "list_not_found"
    #: a file of that name is there, but its words are not the match's (another hash)
    LIST_CHANGED = "list_changed"
    #: the list is there but cannot be used (unreadable, no counting words, too large)
    LIST_UNUSABLE = "list_unusable"
    #: completed words did not end the round: perfect play here assumes they do
    WORDS_DO_NOT_END_ROUND = "words_do_not_end_round"


@dataclass(frozen=True)
class PlayReview:
    """One play: ``seat`` made ``fragment`` from ``before``; ``verdict`` None when it is
    not judged (no word list, or a position perfect play does not reach)."""

    seat: int
    before: str
    fragment: str
    verdict: ReviewVerdict | None = None
    better: tuple[str, ...] = ()
    line: tuple[str, ...] = ()


@dataclass(frozen=True)
class RoundReview:
    """A round's standing plays reviewed; ``taken_back``: how many plays were taken back."""

    seats: tuple[int, ...]
    plays: tuple[PlayReview, ...]
    taken_back: int
    ending: RoundEnding | None


@dataclass(frozen=True)
class PlayerSummary:
    """``plays`` judged, ``thrown_away`` wins, ``accuracy`` 0..1 (None: nothing judged)."""

    seat: int
    plays: int
    thrown_away: int
    accuracy: float | None


@dataclass(frozen=True)
class MatchReview:
    record: MatchRecord
    rounds: tuple[RoundReview, ...]
    summary: tuple[PlayerSummary, ...]
    gaps: tuple[ReviewGap, ...] = ()
    #: the word list file reviewed with ("" when none)
    word_list_path: str = ""


def judge(
    solver: Solver, before: str, play: Play
) -> tuple[ReviewVerdict | None, tuple[str, ...], tuple[str, ...]]:
    """The verdict on ``play`` at ``before`` for its mover, the better letters and the
    line perfect play forces from ``before`` (see the module)."""
    after = play.apply(before)
    bit = 1 << solver.mover(before)
    here = solver.losers(before)
    child = solver.losers(after)
    kept = child is not None and not child & bit
    if here is None:  # a bluff stood: a challenge would have won, unless the fragment lives
        if solver.variant.is_fragment(solver.lexicon, before):
            return None, (), ()  # a position no perfect play reaches
        return (ReviewVerdict.KEPT, (), ()) if kept else (ReviewVerdict.THREW_AWAY, (), ())
    options = solver.play_losers(before)
    made = {p.apply(before): m for p, m in options.items()}
    if len(made) == 1 and after in made:
        return ReviewVerdict.FORCED, (), ()
    if kept:
        return ReviewVerdict.KEPT, (), ()
    line = tuple(f for _, f in solver.line(before))
    if not here & bit:
        better = tuple(sorted(f for f, m in made.items() if not m & bit))
        return ReviewVerdict.THREW_AWAY, better, line
    held = tuple(sorted({p.apply(before) for p in solver.longest_plays(before)}))
    if after in held:
        return ReviewVerdict.LOST, (), ()
    return ReviewVerdict.GAVE_UP, held, line


#: the solved game of ``players`` players with the house words in force
SolverSource = Callable[[int, frozenset[str]], Solver]


def review_match(
    record: MatchRecord, solvers: SolverSource | None, gaps: tuple[ReviewGap, ...] = ()
) -> MatchReview:
    """The review of ``record``, judged with ``solvers`` (None: no verdicts). Every round's
    house words are the record's and those accepted in the rounds before."""
    if not record.rules.word_ends_round and solvers is not None:
        solvers, gaps = None, (*gaps, ReviewGap.WORDS_DO_NOT_END_ROUND)
    house = set(record.rules.house_words)
    rounds = []
    for r in record.rounds:
        solver = None if solvers is None else solvers(len(r.seats), frozenset(house))
        plays = []
        for step, before in r.standing_plays():
            if solver is None:
                plays.append(PlayReview(step.seat, before, step.fragment))
            else:
                verdict, better, line = judge(solver, before, step.play)
                plays.append(PlayReview(step.seat, before, step.fragment, verdict, better, line))
        made = sum(isinstance(s, PlayStep) for s in r.steps)
        rounds.append(RoundReview(r.seats, tuple(plays), made - len(plays), r.ending))
        house |= {s.word for s in r.steps if isinstance(s, AnswerStep) and s.house and s.word}
    return MatchReview(record, tuple(rounds), _summary(record, rounds), gaps)


def _summary(record: MatchRecord, rounds: list[RoundReview]) -> tuple[PlayerSummary, ...]:
    out = []
    for seat in range(len(record.players)):
        judged = [p.verdict for r in rounds for p in r.plays if p.seat == seat and p.verdict]
        thrown = sum(v is ReviewVerdict.THREW_AWAY for v in judged)
        accurate = sum(v in ACCURATE for v in judged)
        out.append(
            PlayerSummary(seat, len(judged), thrown, accurate / len(judged) if judged else None)
        )
    return tuple(out)


def find_word_list(record: MatchRecord, given: str | None = None) -> tuple[str, ReviewGap | None]:
    """The file of the record's word list, checked by its content hash: ``given``, else
    where the record says it was, else the bundled list of its name. ("", why) when none
    is the match's list."""
    rules = record.rules
    if given:
        places = [given]
    else:
        places = [rules.path] if rules.path else []
        name = rules.word_list
        if name and os.path.basename(name) == name and name not in (".", ".."):
            # a bundled list is named as the window names it, without its ".txt"
            names = [name] if name.endswith(".txt") else [name, f"{name}.txt"]
            places += [str(wordlist_path(n)) for n in names]
    keep = "+keep-capitalized" in rules.digest
    language = digest_language(rules.digest)
    seen = False
    for place in places:
        try:
            data = read_word_list_bytes(place)
        except WordListError:
            continue
        seen = True
        if list_digest(data, keep_capitalized=keep, language=language) == rules.digest:
            return place, None
    return "", ReviewGap.LIST_CHANGED if seen else ReviewGap.LIST_NOT_FOUND


def review(
    record: MatchRecord,
    *,
    word_list: str | None = None,
    use_cache: bool = True,
    memory_limit: int | None = None,
) -> MatchReview:
    """The review of ``record`` with its word list found by :func:`find_word_list` (or
    ``word_list``, which must hold the same words), solved through a :class:`Workbench`.
    ``memory_limit``: the most an Anaghost game's graph may take (None: the budget's); a
    larger game is not reviewed (:attr:`ReviewGap.LIST_UNUSABLE`)."""
    path, gap = find_word_list(record, word_list)
    if gap is not None:
        return review_match(record, None, (gap,))
    rules = record.rules
    keep = "+keep-capitalized" in rules.digest
    language = digest_language(rules.digest)
    benches: dict[frozenset[str], Workbench] = {}

    def solvers(players: int, house: frozenset[str]) -> Solver:
        bench = benches.get(house)
        if bench is None:
            bench = benches[house] = Workbench(
                path,
                use_cache=use_cache,
                keep_capitalized=keep,
                language=language,
                house=house,
                blocked=frozenset(rules.blocked_words),
                memory_limit=memory_limit,
            )
        return bench.solver(rules.variant, rules.min_length, players).solve()

    try:
        done = review_match(record, solvers)
    except GhostError:  # unreadable now, no counting words, too large for the machine
        return review_match(record, None, (ReviewGap.LIST_UNUSABLE,))
    return MatchReview(done.record, done.rounds, done.summary, done.gaps, path)
