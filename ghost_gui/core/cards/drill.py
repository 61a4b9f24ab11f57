"""Learning a card: a spaced-repetition drill over its decisions.

Each decision of a grouped card (a :class:`GroupNode`: at fragment ``at``, your turn, make
``play``) is one item, keyed by ``at``; the caller keys a card's progress by the card.
Leitner boxes counted in questions: a right answer moves an item one box up (it comes back
after 3, 7, 15 ... questions), a miss puts it in box 0 (it comes back after one other
question). The card is *learnt* when every decision was answered right twice in a row; until
then only decisions not yet learnt are asked, so a learner who never misses needs exactly
two answers per decision.

The drill plays the others along the card's lines: a line starts at a root (a position of
your first turn) and follows the card down, the others choosing at every turn the reply
whose line holds the most decisions due. Decisions on the line that need no review are
played for you and shown among the moves, and so are forced plays (a position with a
single legal play: no decision, never asked nor counted). A decision that was missed and is due again
starts a line of its own (the others' moves on the way: :mod:`~ghost_gui.core.cards.drill_moves`).
Deterministic for a seeded ``random.Random``.

A long card (player 3's card, family list, 3 players: 253 decisions) is learnt in *sessions* of a few questions:
:meth:`Drill.start_session` begins one (every decision seen but not yet known is due again
at once: time has passed since the last sitting), the progress keeps the session's number
and its answers so far, so a session left half-way is resumed where it was left off (its
saved shape: :mod:`~ghost_gui.core.cards.drill_progress`).
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from ..play.plays import Play
from ..play.variants import variant_by_key
from .cards import TreeCard, WordCard
from .drill_moves import Move, OthersMoves
from .drill_progress import PROGRESS_VERSION, SESSION_KEYS, DrillFigures, count
from .grouping import GroupNode, iter_nodes

#: questions until an item in box k comes back
INTERVALS = (1, 3, 7, 15, 31, 63, 127, 255)
#: right answers in a row that make a decision known
KNOWN_STREAK = 2
#: questions in a session unless the learner chooses otherwise
SESSION_LENGTH = 20


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


@dataclass
class _Item:
    play: str
    box: int = 0
    streak: int = 0
    due: int = 0
    reviews: int = 0


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
    ) -> None:
        self.roots = tuple(tree)
        self.seat = seat
        self.players = players
        self.variant = variant_by_key(variant)
        self.infix = not self.variant.prefix
        self.reverse = self.variant.may_reverse
        self._others = OthersMoves(self.variant, players)
        self.rng = rng or random.Random(0)
        self.nodes = {n.at: n for n in iter_nodes(self.roots)}
        self._order = {at: i for i, at in enumerate(self.nodes)}
        # a forced play (a single legal play) is no decision: never asked, played for you
        self._items = {at: _Item(n.play) for at, n in self.nodes.items() if not n.forced}
        self.clock = 0
        #: the session's number (0: none begun), its length in questions, its answers so far
        self.session = 0
        self.session_length = SESSION_LENGTH
        self.session_answers = 0
        self.session_right = 0
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
    ) -> Drill:
        return cls(
            card.tree, progress, rng, seat=card.seat, players=card.players, variant=card.variant
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
        return sum(1 for it in self._items.values() if it.streak >= KNOWN_STREAK)

    def learnt(self) -> bool:
        return self.known() == self.total()

    def reviews(self) -> int:
        return self.clock

    def due(self) -> int:
        """Decisions to go over now: seen, not yet known, and their time has come (every
        decision of a learnt card whose time has come)."""
        learnt = self.learnt()
        return sum(1 for at in self._items if self._due(at, learnt))

    def is_due(self, at: str) -> bool:
        """Is the decision at ``at`` one of those :meth:`due` counts?"""
        return at in self._items and self._due(at, self.learnt())

    def _due(self, at: str, learnt: bool) -> bool:
        it = self._items[at]
        return bool(it.reviews) and it.due <= self.clock and (learnt or it.streak < KNOWN_STREAK)

    def unseen(self) -> int:
        """Decisions never asked yet."""
        return sum(1 for it in self._items.values() if not it.reviews)

    # -- sessions --------------------------------------------------------------------------
    def start_session(self, length: int | None = SESSION_LENGTH) -> None:
        """Begin the next session of ``length`` questions; None: as many as are due (a
        session of new decisions when none is due). Every decision seen but not yet known
        is due at once."""
        learnt = self.learnt()
        for it in self._items.values():
            if it.reviews and it.streak < KNOWN_STREAK and not learnt:
                it.due = min(it.due, self.clock)
        self.session += 1
        self.session_answers = self.session_right = 0
        self.session_length = max(1, length if length is not None else self.due() or SESSION_LENGTH)
        self._current = None
        self._line, self._pos, self._ask_from, self._target_at, self._moves = [], 0, 0, None, []

    def session_over(self) -> bool:
        """No session begun, or this one's questions are all answered."""
        return self.session == 0 or self.session_answers >= self.session_length

    # -- progress --------------------------------------------------------------------------
    def progress(self) -> dict[str, Any]:
        items = {
            at: {
                "play": it.play,
                "box": it.box,
                "streak": it.streak,
                "due": it.due,
                "reviews": it.reviews,
            }
            for at, it in self._items.items()
            if it.reviews
        }
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
        ):
            self.session, self.session_answers, self.session_right = (
                session["session"],
                session["session_answers"],
                session["session_right"],
            )
            self.session_length = session["session_length"] or SESSION_LENGTH
        # else: numbers that do not add up: the decisions' progress is kept, a new session begins
        for at, raw in items.items():
            it = self._items.get(at)
            if it is None:
                continue  # a decision of an older card
            if not isinstance(raw, dict) or not all(
                count(raw.get(k)) for k in ("box", "streak", "due", "reviews")
            ):
                self.damaged = True
                continue
            if raw.get("play") != it.play:
                continue  # the card now plays otherwise here: learn it afresh
            it.box = min(raw["box"], len(INTERVALS) - 1)
            it.streak, it.due, it.reviews = raw["streak"], raw["due"], raw["reviews"]

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
        it.reviews += 1
        if right:
            it.streak += 1
            it.box = min(it.box + 1, len(INTERVALS) - 1)
        else:
            it.streak = 0
            it.box = 0
        it.due = self.clock + INTERVALS[it.box]
        self.session_answers += 1
        self.session_right += int(right)
        self._current = None
        self._play_past(node)
        return Result(right, given, node.move, node.play, node.words, node)

    # -- the scheduler ---------------------------------------------------------------------
    def _needs(self, at: str) -> bool:
        it = self._items.get(at)
        if it is None:
            return False  # forced: played for you
        if self.learnt():
            return it.due <= self.clock
        return it.streak < KNOWN_STREAK and (it.reviews == 0 or it.due <= self.clock)

    def _urgent(self) -> str | None:
        """A missed decision that is due again, the longest due first."""
        due = [
            at
            for at, it in self._items.items()
            if it.box == 0 and it.reviews and it.due <= self.clock
        ]
        return min(due, key=lambda at: (self._items[at].due, self._order[at])) if due else None

    def _target(self) -> str:
        items = self._items
        pool = [at for at, it in items.items() if it.streak < KNOWN_STREAK] or list(items)
        urgent = self._urgent()
        if urgent is not None:
            return urgent
        due = [at for at in pool if items[at].reviews and items[at].due <= self.clock]
        if due:
            return min(due, key=lambda at: (items[at].box, items[at].due, self._order[at]))
        new = [at for at in pool if not items[at].reviews]
        if new:
            return new[0]  # reading order: the card's lines from the top
        return min(pool, key=lambda at: (items[at].due, items[at].box, self._order[at]))

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
    "SESSION_LENGTH",
    "Drill",
    "Question",
    "Result",
]
