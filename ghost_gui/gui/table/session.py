"""The table session: the one owner of the game at the table, without Qt.

It holds the match, the solved game (and the smaller games after a knock-out), practice,
the round just ended, the longest word, the table's house and blocked words and the
questions it has asked; every change goes through its methods. After each change it
publishes one frozen :class:`~.table_state.TableState` and the :data:`~.table_news.News`
that happened, as values, to the ``publish`` it was given (the controller turns that into
one Qt signal; a test keeps a list). Slow work (perfect play, the computers' thinking)
goes to the :class:`~ghost_gui.gui.job_kinds.Worker` it was given, and what waits (a
computer's pause, a finished round's) to ``later``: the session itself never blocks and
never imports Qt.

The computers see it through :class:`~.computers.Table` (a position, their strategies, where
their moves go); loading a game (:mod:`~.game_loading`) hands it a loaded game to begin or to
adopt. No other module reads the match or the solved game (``tests/test_house_rules.py``)."""

from __future__ import annotations

import logging
import random
from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING

from ...core.alphabets import DETECT, fold
from ...core.errors import GhostError, IllegalPlayError, MatchError, MatchProblem
from ...core.play.match_events import Event, MatchOver, PlayMade, RoundEnded
from ...core.play.plays import Play, Side
from ...core.play.rules import ChallengeKind, PlayerKind
from ..job_kinds import JobKind, Worker
from .computers import ComputerPlayers
from .game_in_play import GameInPlay, game_in_play
from .letter_places import newest_index, play_for
from .saved_game import SavedGame
from .solved_game import SolvedGame, plays_from_it
from .table_news import (
    AskWord,
    BoardChanged,
    Busy,
    CardsReady,
    Failed,
    GameStarted,
    Happened,
    HintReady,
    LogLine,
    MatchWon,
    News,
    NotALetter,
    Played,
    Progress,
    ResumeFailed,
    RoundOver,
    Started,
    TakenBack,
    VerdictCleared,
    VerdictReady,
    WordsChanged,
    WordsCount,
    Work,
)
from .table_state import TableState, full_state, table_state, winning_team
from .word_rulings import WordRulings

if TYPE_CHECKING:
    from ...core.opponents.strategies import Position, Strategy
    from ...core.play.match import Match, MatchConfig
    from ...core.play.match_record import MatchRecord
    from ...core.play.saving import MatchSave
    from ...core.solving.practice import Practice, Verdict
    from ..file_writer import FileWriter
    from .loading import Loaded
    from .match_keeping import MatchKeeping

log = logging.getLogger(__name__)

Publish = Callable[[TableState, tuple[News, ...]], None]
Later = Callable[[int, Callable[[], None]], None]


class TableSession:
    def __init__(
        self,
        worker: Worker,
        publish: Publish,
        later: Later,
        *,
        pause_ms: int = 700,
        round_pause_ms: int = 3000,
        rng: random.Random | None = None,
        on_change: Callable[[SavedGame], None] | None = None,
        memory_writer: FileWriter | None = None,
    ) -> None:
        self.worker = worker
        #: where the learners' memory is written (on its own thread)
        self.memory_writer = memory_writer
        self._publish = publish
        self._later = later
        self.pause_ms = pause_ms
        #: how long a finished round stays on the board when no person is left to go on
        self.round_pause_ms = round_pause_ms
        self.rng = rng or random.Random()
        self.on_change = on_change  # called with the saved game after every change
        self._solved: SolvedGame | None = None
        self._match: Match | None = None
        self._practice: Practice | None = None
        self.word_list_path = ""
        #: outside practice: a person may take back a letter, with the computers' replies,
        #: until the next person plays
        self.take_back = False
        #: how the list is read: its capitalised words kept? its letters counted how?
        self.keep_capitalized, self.language = False, DETECT
        self._round_over: RoundEnded | None = None
        self._longest: tuple[str, int] | None = None
        self.house_words: set[str] = set()
        #: words of the list the table took out of play (and off the cards)
        self.blocked_words: set[str] = set()
        self._newest = -1
        #: the questions about words the table has been asked and not yet ruled on
        self._rulings = WordRulings()
        #: the game worked out again with changed words, waiting for the round to end
        self._next_loaded: Loaded | None = None
        #: counts the changes of position: a computer's decision about an older one is dropped
        self.revision = 0
        self._game: GameInPlay | None = None
        self._keeping: MatchKeeping | None = None  # what the match's record needs
        self.computers = ComputerPlayers(self, worker, later)
        self.state = table_state(None, (), round_over=False, can_take_back=False)

    # -- for the tests and the self-check (the window reads :attr:`state`) -----------------
    @property
    def match(self) -> Match | None:
        return self._match

    @property
    def loaded(self) -> Loaded | None:
        return self._solved.loaded if self._solved is not None else None

    @property
    def practice(self) -> Practice | None:
        return self._practice

    @property
    def round_over(self) -> RoundEnded | None:
        return self._round_over

    @property
    def longest(self) -> tuple[str, int] | None:
        return self._longest

    # -- publishing ------------------------------------------------------------------------
    def tell(self, *news: News, changed: bool = True) -> None:
        """Publish the state of now with ``news`` (``changed`` False: progress alone)."""
        self.state = self._state() if changed else self.state
        self._publish(self.state, news)

    def report(self, exc: Exception) -> None:
        self.tell(Busy(False, None), Failed(exc))

    def _state(self) -> TableState:
        m, game = self._match, self.game()
        if m is None or game is None:
            return table_state(None, (), round_over=False, can_take_back=False)
        return full_state(
            m,
            game,
            self._round_over,
            self._newest,
            self._longest,
            humans_in=self.humans_in(),
            can_take_back=self.can_take_back(),
            practice=self._practice is not None,
            take_back_allowed=self.take_back,
        )

    def game(self) -> GameInPlay | None:
        """The game at the table, for the shell's features (None while none is loaded)."""
        if self.loaded is None or self._match is None:
            return None
        if self._game is None or self._game.bench is not self.loaded.bench:
            self._game = game_in_play(self.loaded, self._match.config)
        return self._game

    # -- a match takes the table -------------------------------------------------------------
    def begin(
        self,
        loaded: Loaded,
        config: MatchConfig,
        path: str,
        *,
        practice: bool,
        house: set[str],
        blocked: set[str],
        resume: MatchSave | None = None,
        longest: tuple[str, int] | None = None,
        started: Callable[[], None] | None = None,
        earlier: MatchRecord | None = None,
    ) -> None:
        """A loaded game takes the table (the match left is kept) with a new match, or the
        saved ``resume`` and its record ``earlier`` (failing: :class:`ResumeFailed`)."""
        from ...core.play.match import Match
        from ...core.solving.practice import Practice

        if resume is not None:
            try:
                match = resume.restore(loaded.lexicon, loaded.variant)
            except GhostError as exc:
                self.tell(ResumeFailed(exc))
                return
        else:
            match = Match(config, loaded.lexicon, loaded.variant, house_words=set(house))
        if started is not None:
            started()
        left = self._keeping.left(self._match) if self._keeping and self._match else []
        from .match_keeping import MatchKeeping  # after the first frame, as the engine is

        self._keeping = MatchKeeping(loaded.bench.word_list, path, house, blocked, resume, earlier)
        self.computers.forget()
        self.revision += 1
        self._match, self.word_list_path = match, path
        self._solved = SolvedGame(loaded, self.worker, self.report)
        self._game = None
        self.blocked_words = set(blocked)
        self._next_loaded = None
        self._rulings.forget()
        self._practice = Practice(loaded.solver) if practice else None
        self.house_words = set(house) | match.house_words
        self._newest = -1
        self._round_over = None
        seats = len(match.config.players)
        ok = resume is not None and longest is not None and 0 <= longest[1] < seats
        self._longest = longest if ok else None
        self.prepare_smaller_game()  # a resumed match with someone out: on a worker
        self.tell(*left, GameStarted(), *self._started_lines(resume is not None), BoardChanged())
        self._after_change()
        self._solved.ready_computers()  # what the load left for after the first frame

    def _started_lines(self, resumed: bool) -> list[LogLine]:
        """The game log's first lines: a new game on its list; or a resumed one's round, and
        the round's plays so far as they were told when played (a save keeps no events)."""
        m, loaded = self._match, self.loaded
        assert m is not None and loaded is not None
        wl = loaded.bench.word_list  # the same count as the new-game dialog and the status bar
        if not resumed:
            return [Started(wl.name, len(wl))]
        names = tuple(p.name for p in m.config.players)
        plays = [Happened(e, names, m.variant.key) for e in m.round_so_far()]
        return [Started(wl.name, len(wl), m.round), *plays]

    # -- who may do what now -----------------------------------------------------------------
    def player_kind(self, seat: int) -> PlayerKind:
        assert self._match is not None
        return self._match.config.players[seat].kind

    def is_human_turn(self) -> bool:
        m, over = self._match, self._round_over
        if m is None or m.winner is not None or m.pending is not None or over is not None:
            return False
        if self.worker.is_running(JobKind.LOAD):  # the match in play is being left
            return False
        return self.player_kind(m.to_move) is PlayerKind.HUMAN

    def humans_in(self) -> bool:
        """Is a person still in the match (to say when the next round starts)?"""
        m = self._match
        return m is not None and any(self.player_kind(s) is PlayerKind.HUMAN for s in m.active())

    def can_take_back(self) -> bool:
        """Practice: back to before a person's last letter; elsewhere, when the table allows
        it, while no other person has played since (with the computers' replies)."""
        m = self._match
        if m is None or self._round_over is not None or m.winner is not None:
            return False
        if m.pending is not None or not m.history:
            return False
        return (self._practice is not None or self.take_back) and any(
            self.player_kind(seat) is PlayerKind.HUMAN for seat, _, _ in m.history
        )

    # -- a person's moves --------------------------------------------------------------------
    def play_letter(
        self, letter: str, side: Side = Side.RIGHT, reverse: bool = False, place: int | None = None
    ) -> bool:
        """A person plays. False (with a notice) when it is not allowed. ``place`` (Xghost):
        where the letter goes, 0 the start, the fragment's length the end, else between two
        letters; None is the end (``side`` says which). Anaghost puts the letter in its
        sorted place whatever ``side`` and ``place`` say."""
        if not self.is_human_turn():
            return False
        m, loaded = self._match, self.loaded
        assert m is not None and loaded is not None
        # as the list's language counts it: é plays as e in a French game
        letter = fold(letter.lower(), loaded.bench.word_list.language)
        if letter not in loaded.lexicon.alphabet:
            self.tell(NotALetter(letter))
            return False
        before = m.fragment
        play = play_for(loaded.variant, before, letter, side, reverse, place)
        playing = len(m.active())  # before the play: it may put the player out
        try:
            events = m.play(m.to_move, play)
        except (IllegalPlayError, MatchError) as exc:
            self.tell(exc)
            return False
        if self._practice is not None:
            self._judge(self._practice, before, play, playing)
        self.apply_events(events, play)
        return True

    def challenge(self, kind: ChallengeKind) -> bool:
        """The person to move challenges; False (sometimes with a notice) when they may not."""
        m = self._match
        if m is None or not self.is_human_turn() or not m.fragment:
            return False
        question = self._rulings.claim_question(m, kind)
        if question is not None:  # a word the list lacks: the table decides
            self.tell(question)
            return True
        try:
            events = m.challenge(m.to_move, kind)
        except MatchError as exc:
            self.tell(exc)
            return False
        self.apply_events(events)
        return True

    def answer_challenge(self, word: str | None) -> None:
        """The challenged person names a word (or None to concede)."""
        m = self._match
        if m is None or m.pending is None:
            return
        person = self.player_kind(m.pending.target) is PlayerKind.HUMAN
        language = self.loaded.bench.word_list.language if self.loaded else None
        answered = self._rulings.answered(m, word, person, language)
        if isinstance(answered, list):
            self.apply_events(answered)
        else:
            self.tell(answered)

    def settle_word_claim(self, accept: bool | None) -> None:
        """The table answers "does this count as a word?" after a person's "That's a word!"
        of a fragment the list lacks: yes, and it is a house word from now on and whoever
        completed it loses; no, and the claimant loses; None (the question closed) decides
        nothing and no challenge was made."""
        m = self._match
        claim = self._rulings.ruled_claim(m) if m is not None else None
        if m is None or claim is None or accept is None:
            return
        seat, fragment = claim
        if accept:
            self._count(fragment)
        self.apply_events(m.challenge(seat, ChallengeKind.WORD))
        if accept:  # perfect play, hints and cards learn it too
            self.change_words(self.house_words, self.blocked_words)

    def settle_house_word(self, accept: bool) -> None:
        """The table accepts (or not) the unknown word just named; a computer challenger
        follows the table's answer."""
        m = self._match
        answer = self._rulings.ruled_answer(m) if m is not None else None
        if m is None or answer is None or m.pending is None:
            return
        target, word = answer
        events = None
        if accept:
            try:
                events = m.accept_house_word(m.pending.seat, word)
                self._count(word)
                self.blocked_words.discard(word)  # a blocked word the table counts again
            except (IllegalPlayError, MatchError) as exc:
                self.tell(exc)
        self.apply_events(events if events is not None else m.answer_challenge(target, word))
        if accept and word in self.house_words:  # perfect play, hints and cards learn it too
            self.change_words(self.house_words, self.blocked_words)

    def reconsider_house_word(self) -> None:
        """The table's question was closed without an answer: the challenged person may
        name another word (nothing is decided)."""
        question = self._rulings.reconsidered(self._match) if self._match else None
        if question is not None:
            self.tell(question)

    def _count(self, word: str) -> None:
        """The table counts ``word`` from now on: the match, and the learners, know it."""
        assert self._match is not None and self.loaded is not None
        self._match.count_word(word)
        self.house_words.add(word)
        self.computers.meet(word, self.loaded.lexicon, self.house_words)

    def resign(self) -> None:
        if self.is_human_turn():
            assert self._match is not None
            self.apply_events(self._match.resign(self._match.to_move))

    def next_round(self) -> None:
        """A person says go on: the board clears and the next round starts."""
        if self._round_over is None:
            return
        self._round_over = None
        self._newest = -1
        self.revision += 1
        # the last round's verdict is about a board that is gone
        self.tell(VerdictCleared(), BoardChanged())
        self._after_change()

    def undo(self) -> None:
        """Practice: back to before the person's last play; elsewhere (when the table allows
        it) the letter they just played, with the computers' replies since."""
        m = self._match
        if m is None or not self.can_take_back():
            self.tell(MatchProblem.NOTHING_TO_UNDO)
            return
        self.computers.forget()
        try:
            m.undo() if self._practice is not None else m.take_back()
        except MatchError as exc:
            self.tell(exc)
            return
        self.revision += 1
        news: list[News] = []
        if self._practice is not None and self._practice.take_back(m.fragment):
            news.append(VerdictCleared())  # the undone play no longer counts
        self._newest = len(m.fragment) - 1  # the last letter left, or none
        self.tell(*news, TakenBack(m.fragment), BoardChanged())
        self._after_change(schedule=False)

    # -- the computers' table (computers.Table) ------------------------------------------------
    def strategies(self) -> Mapping[int, Strategy]:
        return self.loaded.strategies if self.loaded is not None else {}

    def computer_to_move(self) -> int | None:
        """The computer seat whose turn it is, when one may play now."""
        m = self._match
        if m is None or m.winner is not None or m.pending is not None:
            return None
        if self._round_over is not None or not self.player_kind(m.to_move).is_computer:
            return None
        return m.to_move

    def position(self) -> Position:
        """What a computer sees: the fragment, whose turn, the words that count."""
        from ...core.opponents.strategies import Position

        m, loaded = self._match, self.loaded
        assert m is not None and loaded is not None
        # after a knock-out: the game of those still in
        active = tuple(m.active()) if m.knocked_out else ()
        return Position(
            m.fragment,
            m.to_move,
            m.players,
            loaded.lexicon,
            loaded.variant,
            frozenset(m.house_words),
            active,
        )

    def computer_plays(self, seat: int, play: Play) -> None:
        assert self._match is not None
        self.apply_events(self._match.play(seat, play), play)

    def computer_challenges(self, seat: int, kind: ChallengeKind) -> None:
        assert self._match is not None
        self.apply_events(self._match.challenge(seat, kind))

    def computer_answers(self, seat: int, word: str | None) -> None:
        assert self._match is not None
        self.apply_events(self._match.answer_challenge(seat, word))

    def computer_resigns(self, seat: int) -> None:
        assert self._match is not None
        self.apply_events(self._match.resign(seat))

    # -- what happened -----------------------------------------------------------------------
    def apply_events(self, events: list[Event], play: Play | None = None) -> None:
        m = self._match
        assert m is not None
        self.revision += 1
        if play is not None:  # the letter just played, where it went
            self._newest = newest_index(play, m.fragment)
        names = tuple(p.name for p in m.config.players)
        team = winning_team(m.config, m.winner)
        news: list[News] = []
        for e in events:
            news.append(Happened(e, names, m.variant.key, team))
            if isinstance(e, PlayMade):
                news.append(Played(e.seat, e.play))
            elif isinstance(e, RoundEnded):
                self._newest = -1
                self._round_over = e
                played = set(m.active()) | {e.loser}  # the loser may be out only now
                humans = [s for s in sorted(played) if self.player_kind(s) is PlayerKind.HUMAN]
                self.computers.round_ended(e, humans, len(played))
                if e.word and self.loaded is not None:  # learners learn the round's word
                    self.computers.meet(e.word, self.loaded.lexicon, self.house_words)
                self.prepare_smaller_game()
                best = self._longest
                if e.by is not None and e.word and (best is None or len(e.word) > len(best[0])):
                    self._longest = (e.word, e.by)
                news.append(RoundOver(e))
            elif isinstance(e, MatchOver):
                news += [MatchWon(e.winner), *(self._keeping.left(m) if self._keeping else [])]
        news.append(BoardChanged())
        self.tell(*news)
        self._after_change()

    def _after_change(self, schedule: bool = True) -> None:
        m = self._match
        if self.on_change is not None and m is not None:
            try:
                self.on_change(self.saved_state())
            except Exception:  # saving must never break the game
                log.exception("could not save the match")
        if m is None or m.winner is not None:
            return
        self._use_words_when_due()
        if self._round_over is not None:
            if schedule and not self.humans_in():  # only computers left: go on by itself
                self._auto_next(self._round_over)
            return
        if m.pending is not None:
            challenged = m.pending.target
            if self.player_kind(challenged) is PlayerKind.HUMAN:
                self.tell(AskWord(challenged, m.pending.kind))
            else:
                self.computers.answer(challenged, m.pending.kind)
            return
        if schedule and self.player_kind(m.to_move).is_computer:
            self.computers.schedule(self.pause_ms)

    def _auto_next(self, ended: RoundEnded) -> None:
        def go() -> None:
            if self._round_over is ended:
                self.next_round()

        self._later(self.round_pause_ms, go)

    def saved_state(self) -> SavedGame:
        """What is saved of the running match, after every change (with its record)."""
        from ...core.play.saving import MatchSave

        assert self._match is not None and self._keeping is not None
        return SavedGame(
            self.word_list_path,
            MatchSave.of(self._match),
            practice=self._practice is not None,
            take_back=self.take_back,
            keep_capitalized=self.keep_capitalized,
            language=self.language,
            house_words=frozenset(self.house_words),
            longest=self._longest,
            record=self._keeping.record(self._match),
        )

    # -- changed words -----------------------------------------------------------------------
    def change_words(self, house: set[str], blocked: set[str]) -> None:
        """The table changed its house or blocked words: the game is worked out again on a
        worker. The new words count at once between rounds, else from the next round (a
        fragment must not lose its words under a player's feet)."""
        self.house_words, self.blocked_words = set(house), set(blocked)
        m, solved = self._match, self._solved
        if m is None or solved is None:
            return

        def done(new: Loaded) -> None:
            self.tell(Busy(False, None))
            if self._match is m:
                self._next_loaded = new
                self._use_words_when_due()

        self.tell(Busy(True, Work.CHANGED_WORDS))
        words = (self.keep_capitalized, frozenset(house), frozenset(blocked), self.language)
        path, seed = self.word_list_path, self.rng.random()
        solved.worked_out_again(
            path, m.config, seed, words, self.memory_writer, done, self._progress
        )

    def _progress(self, fraction: float) -> None:
        self.tell(Progress(fraction), changed=False)

    def _use_words_when_due(self) -> None:
        """The game worked out with the changed words takes over, unless a round is under
        way (then a later call, after the round, does it)."""
        m, new = self._match, self._next_loaded
        if m is None or new is None:
            return
        if m.fragment and self._round_over is None and m.winner is None:
            return  # in the middle of a round: from the next one
        self._next_loaded = None
        self.computers.keep_levels(self.strategies(), new.strategies)
        self._solved = SolvedGame(new, self.worker, self.report)
        m.change_words(new.lexicon, self.house_words)
        if self._practice is not None:
            self._practice.solver = new.solver
        self.tell(WordsCount(len(new.bench.word_list)), WordsChanged())

    # -- perfect play, asked of the solved game ----------------------------------------------
    def _wanted(self, fragment: str | None = None) -> Callable[[], bool]:
        """Is an answer about the match of now (at ``fragment``) still wanted when it comes?"""
        m, solved = self._match, self._solved
        return lambda: (
            self._match is m
            and self._solved is solved
            and (fragment is None or m is not None and m.fragment == fragment)
        )

    def prepare_smaller_game(self) -> None:
        """Someone is out: the game of the players still in, worked out on a worker where
        something plays from it (:func:`~.solved_game.plays_from_it`); let go at the end."""
        m = self._match
        if m is None or self._solved is None or m.winner is not None:
            self.worker.cancel(JobKind.SMALLER_GAME)
        elif plays_from_it(m.config, self._practice is not None):
            self._solved.prepare(len(m.active()))

    def request_hint(self) -> None:
        """Practice: the plays that win here (or hold out longest), as :class:`HintReady`."""
        m = self._match
        if m is None or self._solved is None or self._practice is None:
            return

        def reply(plays: tuple[Play, ...], won: bool) -> None:
            self.tell(HintReady(plays, won))

        self._solved.hint(m.fragment, len(m.active()), reply, self._wanted(m.fragment))

    def _judge(self, practice: Practice, before: str, play: Play, playing: int) -> None:
        """Practice: what perfect play thinks of ``play`` at ``before``, made with
        ``playing`` players still in, as :class:`VerdictReady`."""
        assert self._solved is not None

        def reply(verdict: Verdict) -> None:
            self.tell(VerdictReady(verdict))

        self._solved.judge(practice, before, play, playing, reply, self._wanted())

    def request_cards(self) -> None:
        """Every seat's memorisation card, worked out on a worker, as :class:`CardsReady`."""
        if self._solved is None or self._match is None:
            return
        self.tell(Busy(True, Work.CARDS))

        def reply(cards: tuple[object, ...]) -> None:
            self.tell(Busy(False, None), CardsReady(cards))

        self._solved.cards(self._match.config, reply)

    def shutdown(self) -> None:
        self.computers.forget()
