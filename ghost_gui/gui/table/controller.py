"""The game controller: the only seam between the widgets and the core. Widgets call its
slots and connect to its signals; it owns the match and its flow and hands each concept to a
helper that sees it through a narrow protocol (computers, challenges, perfect play, changed
words, starting, take-back); slow work runs on the application's :class:`~.jobs.Jobs`."""

from __future__ import annotations

import logging
import random
from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer, Signal

from ...core.errors import IllegalPlayError, MatchError
from ...core.play.match_events import Event, MatchOver, PlayMade, RoundEnded
from ...core.play.plays import Play, Side
from ...core.play.rules import ChallengeKind, PlayerKind
from ..file_writer import FileWriter
from ..jobs import JobKind, Jobs
from .challenges import Challenges
from .changed_words import ChangedWords
from .computers import ComputerPlayers
from .game_in_play import GameInPlay, game_in_play
from .game_request import GameRequest
from .letter_places import newest_index, play_for
from .loading import Loaded
from .match_start import MatchStart, started_lines
from .meanings import Meanings
from .perfect_play import PerfectPlay
from .savegame import SavedGame, saved_state
from .table_news import Happened, NotALetter
from .table_state import board_text, winning_team
from .take_back import may_take_back, undo_last_play

if TYPE_CHECKING:  # the engine is imported on the loading worker, after the first frame
    from ...core.opponents.strategies import Strategy
    from ...core.play.match import Match, MatchConfig
    from ...core.play.variants import Variant
    from ...core.solving.practice import Practice
    from ...core.words.lexicon import Lexicon

log = logging.getLogger(__name__)


class GameController(QObject):
    game_started = Signal()
    loading = Signal(bool, object)  # busy?, what: a table_news.Work (None when done)
    progress = Signal(float)
    fragment_changed = Signal(str, int)  # fragment, index of the newest letter (-1: none)
    turn_changed = Signal(int)
    players_changed = Signal()
    log_added = Signal(object)  # a table_news.LogLine, worded by the window
    #: a letter was played: seat, the Play (the window marks a computer's letter for a moment)
    played = Signal(int, object)
    #: a round ended (RoundEnded); the board keeps it until next_round() (or, with only
    #: computers left in, until the round-end pause has passed)
    round_ended = Signal(object)
    match_over = Signal(int)  # winner seat
    hint_ready = Signal(object, bool)  # plays, whether the position is won
    verdict_ready = Signal(object)  # practice.Verdict
    verdict_cleared = Signal()  # the play the verdict was about was taken back
    challenge_requested = Signal(int, str)  # human seat that must name a word, ChallengeKind
    house_word_question = Signal(int, str)  # human challenger, the unknown word named
    #: a person said "That's a word!" of a fragment the list lacks: claimant, the fragment
    word_claim_question = Signal(int, str)
    #: a challenged person named a word that breaks a rule: the seat, the PlayProblem and its
    #: details (they try again)
    answer_refused = Signal(int, object, object)
    cards_ready = Signal(object)  # list of cards, one per seat
    #: the house or blocked words changed and the game was worked out again with them
    words_changed = Signal()
    error = Signal(object)  # an exception the window explains
    resume_failed = Signal(object)  # a saved game could not be resumed: the error
    notice = Signal(object)  # a table_news.Notice, worded by the window

    def __init__(
        self,
        jobs: Jobs,
        *,
        pause_ms: int = 700,
        round_pause_ms: int = 3000,
        rng: random.Random | None = None,
        on_change: Callable[[SavedGame], None] | None = None,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.jobs = jobs
        #: the learners' memory is saved on its thread, never this one
        self.memory_writer = FileWriter()
        self.pause_ms = pause_ms
        #: how long a finished round stays on the board when no person is left to go on
        self.round_pause_ms = round_pause_ms
        self.rng = rng or random.Random()
        self.on_change = on_change  # called with the saved-game data after every change
        self.loaded: Loaded | None = None
        self.match: Match | None = None
        self.config: MatchConfig | None = None
        self.word_list_path = ""
        self.practice: Practice | None = None
        #: outside practice: a person may take back a letter, with the computers' replies, until the next person plays
        self.take_back = False
        self.keep_capitalized = False
        #: the round just ended, kept on the board until a person goes on
        self.round_over: RoundEnded | None = None
        #: the longest word played in this match: (word, seat)
        self.longest: tuple[str, int] | None = None
        self.house_words: set[str] = set()
        #: words of the list the table took out of play (and off the cards)
        self.blocked_words: set[str] = set()
        self.meanings = Meanings(jobs)
        self.computers = ComputerPlayers(self)
        self.perfect = PerfectPlay(self)
        self.challenges = Challenges(self)
        self.changed_words = ChangedWords(self)
        self.starting = MatchStart(self)
        self._newest = -1

    def busy(self) -> bool:
        return self.jobs.is_running()

    def shutdown(self) -> None:
        self.computers.forget()
        self.jobs.shutdown()
        self.memory_writer.flush()  # what was learnt reaches the file before the program ends

    def report(self, exc: Exception) -> None:
        self.loading.emit(False, None)
        self.error.emit(exc)

    # -- a new game ------------------------------------------------------------------------
    def new_game(
        self,
        request: GameRequest,
        *,
        started: Callable[[], None] | None = None,
        failed: Callable[[Exception], None] | None = None,
    ) -> None:
        """Load the list and solve it on a worker, then start the match (or resume one):
        see :class:`GameRequest`. ``started``: called as the new match takes the table;
        ``failed``: a new match's load error, instead of the window's notice (the match in
        play stays)."""
        self.computers.forget()
        self.jobs.cancel(JobKind.WORDS)
        self.take_back, self.keep_capitalized = request.take_back, request.keep_capitalized
        self.starting.load(request, started, failed)

    def begin(
        self,
        loaded: Loaded,
        match: Match,
        path: str,
        practice: bool,
        house: set[str],
        resumed: bool,
    ) -> None:
        """A match loaded (new or resumed) takes the table: all of its state starts anew."""
        from ...core.solving.practice import Practice

        self.loaded, self.word_list_path = loaded, path
        self.match, self.config = match, match.config
        self.changed_words.next_loaded = None
        self.practice = Practice(loaded.solver) if practice else None
        self.house_words = set(house) | match.house_words
        self._newest = -1
        self.round_over = None
        self.longest = None
        self.meanings.load(loaded.lexicon.alphabet)
        self.game_started.emit()
        for line in started_lines(match, loaded, resumed):
            self.log_added.emit(line)
        self.perfect.prepare_smaller_game()  # a resumed match with someone out: on a worker
        self._refresh()
        self._after_change()

    def meaning(self, word: str) -> str | None:
        return self.meanings.meaning(word)

    # -- what the window shows -----------------------------------------------------------
    def game(self) -> GameInPlay | None:  # what the shell's features make presenters from
        return game_in_play(self.loaded, self.config) if self.loaded and self.config else None

    @property
    def lexicon(self) -> Lexicon | None:
        return self.loaded.lexicon if self.loaded else None

    @property
    def variant(self) -> Variant | None:
        return self.loaded.variant if self.loaded else None

    def player_kind(self, seat: int) -> PlayerKind:
        assert self.config is not None
        return self.config.players[seat].kind

    def player_name(self, seat: int) -> str:
        assert self.config is not None
        return self.config.players[seat].name

    def is_human_turn(self) -> bool:
        m, over = self.match, self.round_over
        if m is None or m.winner is not None or m.pending is not None or over is not None:
            return False
        if self.jobs.is_running(JobKind.LOAD):  # the match in play is being left
            return False
        return self.player_kind(m.to_move) is PlayerKind.HUMAN

    def humans_in(self) -> bool:
        """Is a person still in the match (to say when the next round starts)?"""
        m = self.match
        return m is not None and any(self.player_kind(s) is PlayerKind.HUMAN for s in m.active())

    def can_take_back(self) -> bool:
        return may_take_back(
            self.match, self.round_over, self.practice, self.take_back, self.player_kind
        )

    def board(self) -> str:
        return board_text(self.match, self.round_over)

    def _refresh(self) -> None:
        m = self.match
        assert m is not None
        newest = -1 if self.round_over is not None else self._newest
        self.fragment_changed.emit(self.board(), newest)
        self.players_changed.emit()
        self.turn_changed.emit(m.to_move)

    # -- human actions ---------------------------------------------------------------------
    def play_letter(
        self,
        letter: str,
        side: Side = Side.RIGHT,
        reverse: bool = False,
        place: int | None = None,
    ) -> bool:
        """A human plays. Returns False (with a notice) when it is not allowed. ``place``
        (Xghost): where the letter goes, 0 the start, the fragment's length the end, else
        between two letters; None is the end (``side`` says which). Anaghost puts the
        letter in its sorted place whatever ``side`` and ``place`` say."""
        if not self.is_human_turn():
            return False
        assert self.match is not None and self.loaded is not None
        letter = letter.lower()
        if letter not in self.loaded.lexicon.alphabet:
            self.notice.emit(NotALetter(letter))
            return False
        variant = self.loaded.variant
        before = self.match.fragment
        play = play_for(variant, before, letter, side, reverse, place)
        playing = len(self.match.active())  # before the play: it may put the player out
        try:
            events = self.match.play(self.match.to_move, play)
        except (IllegalPlayError, MatchError) as exc:
            self.notice.emit(exc)
            return False
        if self.practice is not None:
            self.perfect.judge(self.practice, before, play, playing)
        self.apply_events(events, play)
        return True

    def challenge(self, kind: ChallengeKind) -> bool:
        return self.challenges.challenge(kind)

    def answer_challenge(self, word: str | None) -> None:
        self.challenges.answer_challenge(word)

    def settle_word_claim(self, accept: bool | None) -> None:
        self.challenges.settle_word_claim(accept)

    def settle_house_word(self, accept: bool) -> None:
        self.challenges.settle_house_word(accept)

    def change_words(self, house: set[str], blocked: set[str]) -> None:
        self.changed_words.change(house, blocked)

    def reconsider_house_word(self) -> None:
        self.challenges.reconsider_house_word()

    def resign(self) -> None:
        if self.is_human_turn():
            assert self.match is not None
            self.apply_events(self.match.resign(self.match.to_move))

    def next_round(self) -> None:
        """A person says go on: the board clears and the next round starts."""
        if self.round_over is None:
            return
        self.round_over = None
        self._newest = -1
        self.verdict_cleared.emit()  # the last round's verdict is about a board that is gone
        self._refresh()
        self._after_change()

    def undo(self) -> None:
        fragment = undo_last_play(self)
        if fragment is not None:
            self._newest = len(fragment) - 1  # the last letter left, or none
            self._refresh()
            self._after_change(schedule=False)

    def request_hint(self) -> None:
        self.perfect.hint()

    def request_cards(self) -> None:
        self.perfect.cards()

    # -- the computers' moves (the table they see: computers.Table) ------------------------
    def strategies(self) -> Mapping[int, Strategy]:
        return self.loaded.strategies if self.loaded is not None else {}

    def computer_plays(self, seat: int, play: Play) -> None:
        assert self.match is not None
        self.apply_events(self.match.play(seat, play), play)

    def computer_challenges(self, seat: int, kind: ChallengeKind) -> None:
        assert self.match is not None
        self.apply_events(self.match.challenge(seat, kind))

    def computer_answers(self, seat: int, word: str | None) -> None:
        assert self.match is not None
        self.apply_events(self.match.answer_challenge(seat, word))

    def computer_resigns(self, seat: int) -> None:
        assert self.match is not None
        self.apply_events(self.match.resign(seat))

    # -- applying events -------------------------------------------------------------------
    def apply_events(self, events: list[Event], play: Play | None = None) -> None:
        m = self.match
        assert m is not None
        if play is not None:  # the letter just played, where it went
            self._newest = newest_index(play, m.fragment)
        names = tuple(p.name for p in m.config.players)
        for e in events:
            self.log_added.emit(Happened(e, names, m.variant.key, winning_team(m.config, m.winner)))
            if isinstance(e, PlayMade):
                self.played.emit(e.seat, e.play)
            elif isinstance(e, RoundEnded):
                self._newest = -1
                self.round_over = e
                self.computers.round_ended(e)
                self.perfect.prepare_smaller_game()
                best = self.longest
                if e.by is not None and e.word and (best is None or len(e.word) > len(best[0])):
                    self.longest = (e.word, e.by)
                self.round_ended.emit(e)
            elif isinstance(e, MatchOver):
                self.match_over.emit(e.winner)
        self._refresh()
        self._after_change()

    def _after_change(self, schedule: bool = True) -> None:
        m = self.match
        if self.on_change is not None and m is not None:
            try:
                self.on_change(self.saved_state())
            except Exception:  # saving must never break the game
                log.exception("could not save the match")
        if m is None or m.winner is not None:
            return
        self.changed_words.use_when_due()
        if self.round_over is not None:
            if schedule and not self.humans_in():  # only computers left: go on by itself
                self._auto_next(self.round_over)
            return
        if m.pending is not None:
            challenged = m.pending.target
            if self.player_kind(challenged) is PlayerKind.HUMAN:
                self.challenge_requested.emit(challenged, str(m.pending.kind))
            else:
                self.computers.answer()
            return
        if schedule and self.player_kind(m.to_move).is_computer:
            self.computers.schedule(self.pause_ms)

    def _auto_next(self, ended: RoundEnded) -> None:
        def go() -> None:
            if self.round_over is ended:
                self.next_round()

        QTimer.singleShot(self.round_pause_ms, go)

    def saved_state(self) -> SavedGame:
        return saved_state(self)
