"""The game controller: the only seam between the widgets and the core.

Widgets call its slots and connect to its signals; it owns the match, the solver and the
computer players, and runs every slow thing (loading a list, solving, computer thinking)
on worker threads through the pool it was given.
"""

from __future__ import annotations

import logging
import random
import threading
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable

from PySide6.QtCore import QObject, QTimer, Signal

from ..core import match as match_mod
from ..core.errors import GhostError, IllegalPlayError, MatchError
from ..core.plays import Play, Side
from .names import play_text

if TYPE_CHECKING:  # the engine is imported on the loading worker, after the first frame
    from ..core.lexicon import Lexicon
    from ..core.results import Workbench
    from ..core.solver import Solver
    from ..core.variants import Variant
from .workers import Pool, SyncPool, Worker

log = logging.getLogger(__name__)


@dataclass
class Loaded:
    bench: "Workbench"
    lexicon: "Lexicon"
    variant: "Variant"
    solver: "Solver"
    strategies: dict[int, Any] = field(default_factory=dict)
    #: the thread that solved (the self-test checks it was a worker)
    solved_on: str = ""


@dataclass(frozen=True)
class Verdict:
    """What practice mode says about a human play."""

    kind: str  # "good", "blunder" (threw a win away) or "lost" (the position was already lost)
    play: Play
    fragment: str
    alternatives: tuple[Play, ...]
    line: tuple[str, ...]  # fragments of the line the perfect opponent forces after the play
    score: float  # share of perfect plays so far


class GameController(QObject):
    game_started = Signal()
    loading = Signal(bool, str)  # busy?, what
    progress = Signal(float)
    fragment_changed = Signal(str, int)  # fragment, index of the newest letter (-1: none)
    turn_changed = Signal(int)
    players_changed = Signal()
    log_added = Signal(str)
    round_ended = Signal(int, str)  # loser seat, final word or fragment
    match_over = Signal(int)  # winner seat
    hint_ready = Signal(object, bool)  # plays, whether the position is won
    verdict_ready = Signal(object)  # Verdict
    challenge_requested = Signal(int, str)  # human seat that must name a word, challenge kind
    house_word_question = Signal(int, str)  # human challenger, the unknown word named
    cards_ready = Signal(object)  # list of cards, one per seat
    error = Signal(str)
    notice = Signal(str)

    def __init__(
        self,
        pool: "Pool | SyncPool",
        *,
        pause_ms: int = 700,
        rng: random.Random | None = None,
        on_change: Callable[[dict[str, Any]], None] | None = None,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.pool = pool
        self.pause_ms = pause_ms
        self.rng = rng or random.Random()
        self.on_change = on_change  # called with the saved-game data after every change
        self.loaded: Loaded | None = None
        self.match: Any = None
        self.config: Any = None
        self.word_list_path = ""
        self.practice = False
        self.house_words: set[str] = set()
        self._workers: dict[int, Worker] = {}
        self._current: dict[str, int] = {}
        self._turn_token = 0
        self._newest = -1
        self._perfect_plays = 0
        self._judged_plays = 0
        self._pending_answer: tuple[int, str] | None = None  # (challenged human seat, word)

    # -- workers ---------------------------------------------------------------------------
    def _run(self, kind: str, job: Callable[..., Any], on_result: Callable[[Any], None],
             on_error: Callable[[Exception], None] | None = None, progress: bool = False) -> None:
        old = self._workers.get(self._current.get(kind, -1))
        if old is not None:
            old.cancel()
        worker = Worker(job)
        rid = worker.request_id
        self._current[kind] = rid
        self._workers[rid] = worker

        # slots return None: PySide6 mishandles slots that return Python bools
        def result(r: int, value: Any) -> None:
            if self._current.get(kind) == r:
                on_result(value)

        def error(r: int, exc: Exception) -> None:
            if self._current.get(kind) == r:
                (on_error or self._report)(exc)

        def advance(r: int, fraction: float) -> None:
            if self._current.get(kind) == r:
                self.progress.emit(fraction)

        def finished(r: int) -> None:
            self._workers.pop(r, None)

        worker.signals.result.connect(result)
        worker.signals.error.connect(error)
        if progress:
            worker.signals.progress.connect(advance)
        worker.signals.finished.connect(finished)
        self.pool.start(worker)

    def busy(self) -> bool:
        return bool(self._workers)

    def shutdown(self) -> None:
        for w in list(self._workers.values()):
            w.cancel()
        self._turn_token += 1
        self.pool.wait(5000)

    def _report(self, exc: Exception) -> None:
        self.loading.emit(False, "")
        self.error.emit(str(exc) if isinstance(exc, (GhostError, ValueError, OSError)) else self.tr("Something went wrong: %1").replace("%1", str(exc)))

    # -- a new game ------------------------------------------------------------------------
    def new_game(self, config: Any, word_list_path: str | Path, *, practice: bool = False,
                 house_words: set[str] | None = None, resume: dict[str, Any] | None = None) -> None:
        """Load the list and solve it on a worker, then start the match (or resume one)."""
        self._turn_token += 1
        path = str(word_list_path)
        players = len(config.players)
        rng_seed = self.rng.random()

        def job(cancel: Callable[[], bool], progress: Callable[[float], None]) -> Loaded:
            from ..core.results import Workbench
            from ..core.strategies import make_strategy
            from ..core.variants import variant_by_key

            bench = Workbench(path)
            lexicon = bench.lexicon(config.min_length)
            variant = variant_by_key(config.variant)
            solver = bench.solver(config.variant, config.min_length, players)
            solver.solve(cancel, progress)
            solver.heights()  # so that hold-out plays and hints are instant later
            strategies = {}
            srng = random.Random(rng_seed)
            for seat, spec in enumerate(config.players):
                if spec.kind != "human":
                    strategies[seat] = make_strategy(spec.kind, lexicon, variant, players, random.Random(srng.random()), solver=solver)
            return Loaded(bench, lexicon, variant, solver, strategies, threading.current_thread().name)

        def done(loaded: Loaded) -> None:
            self.loading.emit(False, "")
            self._start(loaded, config, path, practice, house_words or set(), resume)

        self.loading.emit(True, self.tr("Loading the word list and working out perfect play…"))
        self._run("load", job, done, progress=True)

    def _start(self, loaded: Loaded, config: Any, path: str, practice: bool, house: set[str],
               resume: dict[str, Any] | None) -> None:
        self.loaded, self.word_list_path, self.practice = loaded, path, practice
        self.house_words = set(house)
        self._perfect_plays = self._judged_plays = 0
        if resume is not None:
            try:
                self.match = match_mod.Match.from_json(resume, loaded.lexicon, loaded.variant)
            except GhostError as exc:
                self.error.emit(self.tr("The saved game could not be resumed: %1").replace("%1", str(exc)))
                return
            self.config = self.match.config
        else:
            self.config = config
            self.match = match_mod.Match(config, loaded.lexicon, loaded.variant, house_words=tuple(sorted(house)))
        self._newest = -1
        self.game_started.emit()
        if resume is not None:
            self.log_added.emit(self.tr("Game resumed: round %1.").replace("%1", str(self.match.round)))
        else:
            self.log_added.emit(self.tr("New game: %1 words.").replace("%1", f"{len(loaded.lexicon):,}"))
        self._refresh()
        self._after_change()

    # -- what the window shows -----------------------------------------------------------
    @property
    def lexicon(self) -> "Lexicon | None":
        return self.loaded.lexicon if self.loaded else None

    @property
    def variant(self) -> "Variant | None":
        return self.loaded.variant if self.loaded else None

    def player_kind(self, seat: int) -> str:
        return self.config.players[seat].kind

    def is_human_turn(self) -> bool:
        m = self.match
        return m is not None and m.winner is None and self.player_kind(m.to_move) == "human" and m.pending is None

    def _refresh(self) -> None:
        m = self.match
        self.fragment_changed.emit(m.fragment, self._newest)
        self.players_changed.emit()
        self.turn_changed.emit(m.to_move)

    # -- human actions ---------------------------------------------------------------------
    def play_letter(self, letter: str, side: Side = Side.RIGHT, reverse: bool = False) -> bool:
        """A human plays. Returns False (with an error signal) when it is not allowed."""
        if not self.is_human_turn():
            return False
        letter = letter.lower()
        if letter not in self.loaded.lexicon.alphabet:
            self.notice.emit(self.tr("“%1” is not a letter of this word list.").replace("%1", letter))
            return False
        play = Play(letter, side if self.variant.sides != (Side.RIGHT,) else Side.RIGHT, reverse and self.variant.may_reverse)
        seat = self.match.to_move
        before = self.match.fragment
        try:
            events = self.match.play(seat, play)
        except (IllegalPlayError, MatchError) as exc:
            self.notice.emit(str(exc))
            return False
        if self.practice:
            self._judge(before, play)
        self._apply(events, play)
        return True

    def challenge(self, kind: str) -> bool:
        if not self.is_human_turn() or not self.match.fragment:
            return False
        try:
            events = self.match.challenge(self.match.to_move, kind)
        except MatchError as exc:
            self.notice.emit(str(exc))
            return False
        self._apply(events)
        return True

    def answer_challenge(self, word: str | None) -> None:
        """The challenged human names a word (or None to concede)."""
        m = self.match
        if m is None or m.pending is None:
            return
        target = m.pending.target
        challenger = m.pending.seat
        word = word.strip().lower() if word else None
        if word and not self._word_ok(word) and self.player_kind(challenger) == "human":
            self._pending_answer = (target, word)
            self.house_word_question.emit(challenger, word)
            return
        self._apply(m.answer_challenge(target, word))

    def settle_house_word(self, accept: bool) -> None:
        """The human challenger accepts (or not) the unknown word just named."""
        if self._pending_answer is None or self.match.pending is None:
            return
        target, word = self._pending_answer
        self._pending_answer = None
        events = None
        if accept:
            try:
                events = self.match.accept_house_word(self.match.pending.seat, word)
                self.house_words.add(word)
            except (IllegalPlayError, MatchError) as exc:
                self.notice.emit(str(exc))
        if events is None:
            events = self.match.answer_challenge(target, word)
        self._apply(events)

    def resign(self) -> None:
        if self.is_human_turn():
            self._apply(self.match.resign(self.match.to_move))

    def undo(self) -> None:
        if self.match is None or not self.practice:
            return
        self._turn_token += 1
        try:
            self.match.undo()
        except MatchError as exc:
            self.notice.emit(str(exc))
            return
        self._newest = len(self.match.fragment) - 1 if self.match.fragment else -1
        self.log_added.emit(self.tr("Undone."))
        self._refresh()
        self._after_change(schedule=False)

    def request_hint(self) -> None:
        if self.match is None or self.loaded is None or not self.practice:
            return
        f = self.match.fragment
        solver = self.loaded.solver
        if solver.losers(f) is None:
            self.hint_ready.emit([], False)
            return
        won = solver.is_won(f)
        self.hint_ready.emit(solver.winning_plays(f) if won else solver.longest_plays(f), won)

    def request_cards(self) -> None:
        """Compute the memorisation cards of the first and the second player on a worker."""
        if self.loaded is None:
            return
        bench, cfg = self.loaded.bench, self.config
        players = len(cfg.players)

        def job(cancel: Callable[[], bool], progress: Callable[[float], None]) -> list[Any]:
            return [bench.card(cfg.variant, cfg.min_length, players, seat, cancel=cancel)[1] for seat in (0, 1)]

        def done(cards: list[Any]) -> None:
            self.loading.emit(False, "")
            self.cards_ready.emit(cards)

        self.loading.emit(True, self.tr("Working out the strategy cards…"))
        self._run("cards", job, done)

    def _word_ok(self, word: str) -> bool:
        return self.loaded.lexicon.is_word(word) or word in self.house_words

    # -- practice --------------------------------------------------------------------------
    def _judge(self, before: str, play: Play) -> None:
        solver = self.loaded.solver
        if solver.losers(before) is None:
            return
        seat_bit = 1 << solver.mover(before)
        after = play.apply(before)
        was_won = solver.is_won(before)
        child = solver.losers(after)
        good = child is not None and not child & seat_bit
        self._judged_plays += 1
        if good or not was_won:
            kind = "good" if good else "lost"
            self._perfect_plays += 1
        else:
            kind = "blunder"
        alternatives = tuple(solver.winning_plays(before)) if was_won else tuple(solver.longest_plays(before))
        line = tuple(f for _, f in solver.line(after)) if child is not None else ()
        self.verdict_ready.emit(Verdict(kind, play, after, alternatives, line, self._perfect_plays / self._judged_plays))

    # -- applying events -------------------------------------------------------------------
    def _apply(self, events: list[Any], play: Play | None = None) -> None:
        m = self.match
        if play is not None:
            self._newest = 0 if play.side is Side.LEFT else len(m.fragment) - 1
        for e in events:
            text = self._describe(e)
            if text:
                self.log_added.emit(text)
            if isinstance(e, match_mod.RoundEnded):
                self._newest = -1
                self.round_ended.emit(e.loser, e.word or "")
            elif isinstance(e, match_mod.MatchOver):
                self.match_over.emit(e.winner)
        self._refresh()
        self._after_change()

    def _after_change(self, schedule: bool = True) -> None:
        if self.on_change is not None and self.match is not None:
            try:
                self.on_change(self.saved_state())
            except Exception:  # saving must never break the game
                log.exception("could not save the match")
        m = self.match
        if m is None or m.winner is not None:
            return
        if m.pending is not None:
            challenged = m.pending.target
            if self.player_kind(challenged) == "human":
                self.challenge_requested.emit(challenged, m.pending.kind)
            else:
                self._computer_answers()
            return
        if schedule and self.player_kind(m.to_move) != "human":
            self._turn_token += 1
            token = self._turn_token
            QTimer.singleShot(self.pause_ms, lambda: self._computer_turn_if(token))

    def saved_state(self) -> dict[str, Any]:
        return {
            "word_list": self.word_list_path,
            "practice": self.practice,
            "house_words": sorted(self.house_words),
            "match": self.match.to_json(),
        }

    # -- computer players ------------------------------------------------------------------
    def _position(self) -> Any:
        from ..core.strategies import Position

        m = self.match
        return Position(m.fragment, m.to_move, len(self.config.players), self.loaded.lexicon, self.loaded.variant)

    def _computer_turn_if(self, token: int) -> None:
        if token == self._turn_token:
            self._computer_turn()

    def _computer_turn(self) -> None:
        m = self.match
        if m is None or m.winner is not None or m.pending is not None or self.player_kind(m.to_move) == "human":
            return
        seat = m.to_move
        strategy = self.loaded.strategies[seat]
        position = self._position()

        def think(cancel: Callable[[], bool], progress: Callable[[float], None]) -> tuple[str, Any]:
            kind = strategy.challenge(position) if position.fragment else None
            if kind:
                return "challenge", kind
            return "play", strategy.choose_play(position)

        def act(decision: tuple[str, Any]) -> None:
            if self.match is not m or m.to_move != seat or m.pending is not None:
                return  # the game moved on (undo, new game): drop the stale decision
            what, value = decision
            try:
                if what == "challenge":
                    self._apply(m.challenge(seat, value))
                else:
                    self._apply(m.play(seat, value), value)
            except (IllegalPlayError, MatchError) as exc:
                log.error("computer player %s made an illegal move: %s", seat, exc)
                self._apply(m.resign(seat))

        self._run("computer", think, act)

    def _computer_answers(self) -> None:
        m = self.match
        seat = m.pending.target
        strategy = self.loaded.strategies[seat]
        word = strategy.answer(self._position(), m.pending.kind)
        self._apply(m.answer_challenge(seat, word))

    # -- the log ---------------------------------------------------------------------------
    def player_name(self, seat: int) -> str:
        return self.config.players[seat].name

    def _describe(self, e: Any) -> str:
        name = self.player_name
        if isinstance(e, match_mod.PlayMade):
            return self.tr("%1 plays %2: %3").replace("%1", name(e.seat)).replace("%2", play_text(e.play)).replace("%3", e.fragment.upper())
        if isinstance(e, match_mod.ChallengeMade):
            what = self.tr("“That's a word!”") if e.kind == "word" else self.tr("“No word goes like that!”")
            return self.tr("%1 challenges %2: %3").replace("%1", name(e.seat)).replace("%2", name(e.target)).replace("%3", what)
        if isinstance(e, match_mod.ChallengeAnswered):
            if e.word:
                return self.tr("%1 names “%2”.").replace("%1", name(e.seat)).replace("%2", e.word.upper())
            return self.tr("%1 cannot name a word.").replace("%1", name(e.seat))
        if isinstance(e, match_mod.RoundEnded):
            word = (e.word or "").upper()
            return self.tr("%1 loses the round (%2).").replace("%1", name(e.loser)).replace("%2", self._reason(e.reason, word))
        if isinstance(e, match_mod.PlayerKnockedOut):
            return self.tr("%1 is a GHOST and out of the game.").replace("%1", name(e.seat))
        if isinstance(e, match_mod.MatchOver):
            return self.tr("%1 wins the match!").replace("%1", name(e.winner))
        return ""

    def _reason(self, reason: Any, word: str) -> str:
        key = getattr(reason, "name", str(reason))
        return {
            "WORD_COMPLETED": self.tr("completed %1").replace("%1", word),
            "CHALLENGE_WON": self.tr("lost a challenge: %1").replace("%1", word or "—"),
            "CHALLENGE_LOST": self.tr("challenged wrongly: %1").replace("%1", word or "—"),
            "RESIGNED": self.tr("resigned"),
        }.get(key, key)
