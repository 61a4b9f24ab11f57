"""Learning a card: a spaced-repetition drill over its decisions.

Each decision of a grouped card (a :class:`GroupNode`: at fragment ``at``, your turn, make
``play``) is one item, keyed by ``at``; the caller keys a card's progress by the card. Its
schedule (:mod:`~ghost_gui.core.cards.drill_items`) runs on two clocks: while it is being
learnt, in *questions* (a miss comes back after one other question) until it is answered
right twice in a row; once known, in *sessions*: it comes back for review after 1, 3, 7,
16 ... sessions, longer after each right review, half as long after a miss. A learner who
never misses needs two answers per decision to learn the card (*learnt*: every decision
known); reviews do not crowd out new decisions (one question in :data:`NEW_EVERY` goes to
one, while there are any). *Due* is counted one way everywhere (:meth:`Drill.due`).

The drill plays the others along the card's lines: a line starts at a root (a position of
your first turn) and follows the card down, the others choosing at every turn the reply
whose line holds the most decisions to ask. Decisions on the line that need no review are
played for you and shown among the moves, and so are forced plays (a single legal play: no
decision, never asked nor counted). A missed decision due again starts a line of its own
(the others' moves on the way: :mod:`~ghost_gui.core.cards.drill_moves`). Deterministic for
a seeded ``random.Random``.

A long card (player 3's card, family list, 3 players: 253 decisions) is learnt in
*sessions* of a few questions (:meth:`Drill.start_session`); the progress keeps the
session's number and answers so far, so a session left half-way is resumed (its saved
shape: :mod:`~ghost_gui.core.cards.drill_progress`). With nothing due or new, a session
reviews ahead, the soonest due first.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..play.plays import Play
from ..play.variants import variant_by_key
from .cards import TreeCard, WordCard
from .drill_items import INTERVALS, KNOWN_STREAK, REVIEW_INTERVALS, Item
from .drill_moves import Move, OthersMoves
from .drill_progress import PROGRESS_VERSION, SESSION_KEYS, DrillFigures, count
from .grouping import GroupNode, iter_nodes

if TYPE_CHECKING:
    from ..words.lexicon import Lexicon

#: questions in a session unless the learner chooses otherwise
SESSION_LENGTH = 20
#: one question in this many goes to a decision not seen yet, while any is, however much is due
NEW_EVERY = 4


@dataclass(frozen=True)
class Question:
    #: the fragment at your turn
    at: str
    #: the moves of this round so far, yours and the others', oldest first
    moves: tuple[Move, ...]
    #: True the first time this decision is asked
    new: bool


@dataclass(frozen=True)
class Result:
    right: bool
    #: the fragment the answer made (None: no answer, "I don't know")
    given: str | None
    expected_play: Play | None
    #: the fragment after the card's play, as the game shows it
    expected_fragment: str
    #: every word the round can end in from here, following the card
    words_to_aim_for: tuple[str, ...]
    #: the decision asked
    node: GroupNode
    #: the answer completed a counting word: the round would be over (lost, or in
    #: Anti-Ghost won); False when the drill was given no word list
    completes_word: bool = False


class Drill:
    def __init__(
        self,
        tree: list[GroupNode] | tuple[GroupNode, ...],
        progress: dict[str, Any] | None = None,
        rng: random.Random | None = None,
        *,
        seat: int = 0,
        players: int = 2,
        variant: str = "ghost",
        lexicon: Lexicon | None = None,
    ) -> None:
        """``lexicon``: the counting words, to tell an answer that completes one."""
        self.roots = tuple(tree)
        self.seat = seat
        self.players = players
        self.variant = variant_by_key(variant)
        self.lexicon = lexicon
        self.infix = not self.variant.prefix
        self.reverse = self.variant.may_reverse
        self._others = OthersMoves(self.variant, players)
        self.rng = rng or random.Random(0)
        self.nodes = {n.at: n for n in iter_nodes(self.roots)}
        self._order = {at: i for i, at in enumerate(self.nodes)}
        # a forced play (a single legal play) is no decision: never asked, played for you
        self._items = {at: Item(n.play) for at, n in self.nodes.items() if not n.forced}
        self.clock = 0
        #: the session's number (0: none begun), its length in questions, its answers so far
        self.session = 0
        self.session_length = SESSION_LENGTH
        self.session_answers = 0
        self.session_right = 0
        #: decisions asked for the first time in this session
        self.session_new = 0
        #: True when the given progress could not be used (all or part of it started afresh)
        self.damaged = False
        if progress is not None:
            self._load(progress)
        self._parent = self._parents()
        self._line: list[GroupNode] = []
        self._ask_from = 0
        self._target_at: str | None = None
        self._pos = 0
        self._moves: list[Move] = []
        self._current: GroupNode | None = None

    @classmethod
    def for_card(
        cls,
        card: WordCard | TreeCard,
        progress: dict[str, Any] | None = None,
        rng: random.Random | None = None,
        lexicon: Lexicon | None = None,
    ) -> Drill:
        return cls(
            card.tree,
            progress,
            rng,
            seat=card.seat,
            players=card.players,
            variant=card.variant,
            lexicon=lexicon,
        )

    # -- counts ----------------------------------------------------------------------------
    def figures(self) -> DrillFigures:
        return DrillFigures(
            self.total(),
            self.known(),
            self.learnt(),
            self.due(),
            self.unseen(),
            self.session,
            self.session_length,
            self.session_answers,
            self.session_right,
            self.session_over(),
        )

    def total(self) -> int:
        return len(self._items)

    def known(self) -> int:
        return sum(1 for it in self._items.values() if it.known)

    def learnt(self) -> bool:
        return self.known() == self.total()

    def reviews(self) -> int:
        return self.clock

    def due(self) -> int:
        """Decisions to go over: seen and not yet known, or known and their review's session
        has come. During a session, in this session; between sessions (no session begun, or
        this one's questions all answered), in the next one, which begins with this count.
        The header, a session's end and the next session all count by this."""
        return sum(1 for at in self._items if self.is_due(at))

    def is_due(self, at: str) -> bool:
        """Is the decision at ``at`` one of those :meth:`due` counts?"""
        session = self.session + int(self.session_over())
        return at in self._items and self._items[at].is_due(session)

    def due_questions(self) -> int:
        """Questions for what is due: one for each due decision, and room for the new ones
        that one question in NEW_EVERY goes to (while there are any)."""
        due = self.due()
        return due + (due // (NEW_EVERY - 1) if self.unseen() else 0)

    def unseen(self) -> int:
        """Decisions never asked yet."""
        return sum(1 for it in self._items.values() if not it.reviews)

    # -- sessions --------------------------------------------------------------------------
    def start_session(self, length: int | None = SESSION_LENGTH) -> None:
        """Begin the next session of ``length`` questions; None: what is due
        (:meth:`due_questions`). A decision seen but not yet known comes at once (time has
        passed since the last sitting), a known one when its review's session has come."""
        for it in self._items.values():
            if it.seen and not it.known:
                it.due = min(it.due, self.clock)
        self.session += 1
        self.session_answers = self.session_right = self.session_new = 0
        self.session_length = max(
            1, length if length is not None else self.due_questions() or SESSION_LENGTH
        )
        self._current = None
        self._line, self._pos, self._ask_from, self._target_at, self._moves = [], 0, 0, None, []

    def session_over(self) -> bool:
        """No session begun, or this one's questions are all answered."""
        return self.session == 0 or self.session_answers >= self.session_length

    # -- progress --------------------------------------------------------------------------
    def progress(self) -> dict[str, Any]:
        items = {at: it.saved() for at, it in self._items.items() if it.seen}
        return {
            "version": PROGRESS_VERSION,
            "clock": self.clock,
            "known": self.known(),
            "total": self.total(),
            "learnt": self.learnt(),
            "session": self.session,
            "session_length": self.session_length,
            "session_answers": self.session_answers,
            "session_right": self.session_right,
            "session_new": self.session_new,
            "items": items,
        }

    def _load(self, data: dict[str, Any]) -> None:
        if not isinstance(data, dict) or data.get("version") != PROGRESS_VERSION:
            self.damaged = True
            return
        clock, items = data.get("clock"), data.get("items")
        if not count(clock) or not isinstance(items, dict):
            self.damaged = True
            return
        self.clock = clock
        session = {k: data.get(k, 0) for k in SESSION_KEYS}
        if (
            all(count(v) for v in session.values())
            and session["session_right"] <= session["session_answers"]
            and session["session_new"] <= session["session_answers"]
        ):
            (self.session, length, self.session_answers, self.session_right, self.session_new) = (
                session[k] for k in SESSION_KEYS
            )
            self.session_length = length or SESSION_LENGTH
        # else: numbers that do not add up: the decisions' progress is kept, a new session begins
        for at, raw in items.items():
            it = self._items.get(at)
            if it is None:
                continue  # a decision of an older card
            if not isinstance(raw, dict) or not Item.counts_sound(raw):
                self.damaged = True
            elif raw.get("play") == it.play:  # else the card now plays otherwise: afresh
                it.restore(raw, self.session)

    # -- questions -------------------------------------------------------------------------
    def next_question(self) -> Question | None:
        """The question to answer now (the same one until it is answered); None when the
        card has no decisions."""
        if not self._items:
            return None
        if self._current is None:
            self._advance()
        node = self._current
        assert node is not None
        return Question(node.at, tuple(self._moves), self._items[node.at].reviews == 0)

    def answer(self, answer: Play | str | None) -> Result:
        """Answer the current question with a play, or the fragment it makes (as the game
        shows it), or None ("I don't know": a miss)."""
        if self._current is None:
            self.next_question()
        node = self._current
        assert node is not None
        given = answer.apply(node.at) if isinstance(answer, Play) else answer
        given = None if given is None else given.lower()
        right = given == node.play
        it = self._items[node.at]
        self.clock += 1
        self.session_new += int(not it.seen)
        it.answered(right, self.clock, self.session)
        self.session_answers += 1
        self.session_right += int(right)
        self._current = None
        self._play_past(node)
        completes = (
            not right
            and bool(given)
            and self.lexicon is not None
            and self.variant.is_final(self.lexicon, given or "")
        )
        return Result(right, given, node.move, node.play, node.words, node, completes)

    # -- the scheduler ---------------------------------------------------------------------
    def _needs(self, at: str) -> bool:
        """Is the decision at ``at`` to be asked when a line passes it: new, due again in
        this session's questions, or its review's session has come?"""
        it = self._items.get(at)
        if it is None:
            return False  # forced: played for you
        if not it.seen:
            return True
        return it.due <= self.clock if not it.known else it.due_session <= self.session

    def _urgent(self) -> str | None:
        """A missed decision that is due again, the longest due first."""
        due = [
            at for at, it in self._items.items() if it.box == 0 and it.seen and it.due <= self.clock
        ]
        return min(due, key=lambda at: (self._items[at].due, self._order[at])) if due else None

    def _target(self) -> str:
        items, order, clock = self._items, self._order, self.clock
        urgent = self._urgent()
        if urgent is not None:
            return urgent
        new = [at for at, it in items.items() if not it.seen]
        if new and (self.session_new + 1) * NEW_EVERY <= self.session_answers + 1:
            return new[0]  # the new decisions' share of the session
        learning = [at for at, it in items.items() if it.seen and not it.known]
        due = [at for at in learning if items[at].due <= clock]
        if due:
            return min(due, key=lambda at: (items[at].box, items[at].due, order[at]))
        reviews = [at for at, it in items.items() if it.known and it.due_session <= self.session]
        if reviews:
            return min(reviews, key=lambda at: (items[at].due_session, order[at]))
        if new:
            return new[0]  # reading order: the card's lines from the top
        if learning:
            return min(learning, key=lambda at: (items[at].due, items[at].box, order[at]))
        # nothing due, nothing new: a review ahead of time, the soonest due first
        return min(items, key=lambda at: (items[at].due_session, items[at].due, order[at]))

    def _advance(self) -> None:
        urgent = self._urgent()
        rest = self._line[self._pos :]
        if urgent is not None and all(n.at != urgent for n in rest):
            self._start(urgent)
        elif not any(self._needs(n.at) for n in rest[max(0, self._ask_from - self._pos) :]):
            self._start(self._target())
        while self._current is None:
            node = self._line[self._pos]
            if self._pos >= self._ask_from and (self._needs(node.at) or node.at == self._target_at):
                self._current = node
            else:
                self._play_past(node)

    def _start(self, target: str) -> None:
        """A new round: the way from a root to ``target`` (played for you), then down the
        card along the replies with the most decisions due."""
        path = [self.nodes[target]]
        while (up := self._parent[path[-1].at]) is not None:
            path.append(self.nodes[up])
        path.reverse()
        best: dict[str, int] = {}

        def score(n: GroupNode) -> int:
            if n.at not in best:
                best[n.at] = int(self._needs(n.at)) + max((score(c) for c in n.next), default=0)
            return best[n.at]

        ask_from = len(path) - 1
        node = path[-1]
        while node.next:
            top = max(score(c) for c in node.next)
            node = self.rng.choice([c for c in node.next if score(c) == top])
            path.append(node)
        self._line, self._pos, self._ask_from, self._target_at = path, 0, ask_from, target
        self._moves = self._others.between("", path[0].at, 0)

    def _play_past(self, node: GroupNode) -> None:
        """The card's play at ``node``, then the others' replies to the next node of the line."""
        self._moves.append(Move((self.seat,), node.play))
        self._pos += 1
        if self._pos < len(self._line):
            self._moves += self._others.between(node.play, self._line[self._pos].at, self.seat + 1)

    def _parents(self) -> dict[str, str | None]:
        """A shortest way to every decision: the decision before it (None at a root)."""
        parent: dict[str, str | None] = {n.at: None for n in self.roots}
        todo = list(self.roots)
        for n in todo:
            for c in n.next:
                if c.at not in parent:
                    parent[c.at] = n.at
                    todo.append(c)
        return parent


__all__ = [
    "INTERVALS",
    "KNOWN_STREAK",
    "NEW_EVERY",
    "REVIEW_INTERVALS",
    "SESSION_LENGTH",
    "Drill",
    "Question",
    "Result",
]
