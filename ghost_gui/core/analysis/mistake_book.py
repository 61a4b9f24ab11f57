"""A person's mistakes to go over: the positions they answered wrong (or asked to be shown)
when learning from their mistakes, each with the drill's schedule
(:class:`~ghost_gui.core.cards.drill_items.Item`) on its clock of *sessions*: a session is
one sitting at "Learn from my mistakes". A position missed comes back next session; once
found twice in a row it is known and comes back after 1, 3, 7, 16 ... sessions, each right
review roughly doubling the wait, a miss halving it and making it one to learn again. A
position found at the first asking is not kept: nothing to go over.

:class:`MistakeBooks` is the file's content, one book per person (by name): plain JSON,
versioned, checked when read (:meth:`MistakeBooks.restored`: what is not of the right shape
is left out and said), so that the window can set a damaged file aside and go on.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from ..cards.drill_items import Item
from ..cards.drill_progress import count
from .mistakes import Mistake

#: the file's shape; another is not read
BOOKS_VERSION = 1


@dataclass
class MistakeBook:
    """One person's positions to go over: the ``session`` they are at (0: none yet), the
    answers given (``clock``) and, by :attr:`Mistake.key`, each position and its schedule
    (the item's ``play`` is the key)."""

    session: int = 0
    clock: int = 0
    entries: dict[str, tuple[Mistake, Item]] = field(default_factory=dict)

    def begin(self) -> None:
        """A new sitting: what is due is counted in it from now on."""
        self.session += 1

    def due(self, session: int | None = None) -> list[Mistake]:
        """The positions due in ``session`` (by default this one), longest waiting first."""
        at = self.session if session is None else session
        due = [(it.due_session, it.due, m) for m, it in self.entries.values() if it.is_due(at)]
        return [m for _, _, m in sorted(due, key=lambda d: (d[0], d[1]))]

    def plan(self, new: Iterable[Mistake]) -> list[Mistake]:
        """What a session asks: the positions due first, then ``new`` (a match's), each
        position once."""
        asked = self.due()
        keys = {m.key for m in asked}
        for m in new:
            if m.key not in keys:
                keys.add(m.key)
                asked.append(m)
        return asked

    def answered(self, mistake: Mistake, right: bool) -> None:
        """``mistake`` was answered (``right``: with a letter that keeps the win) in this
        session. A miss is kept to go over; a position kept already goes on its schedule."""
        self.clock += 1
        entry = self.entries.get(mistake.key)
        if entry is None:
            if right:
                return
            item = Item(mistake.key)
        else:
            item = entry[1]
        self.entries[mistake.key] = (mistake, item)  # the newest players and line
        item.answered(right, self.clock, self.session)

    def saved(self) -> dict[str, Any]:
        return {
            "session": self.session,
            "clock": self.clock,
            "positions": [{**m.saved(), "schedule": it.saved()} for m, it in self.entries.values()],
        }

    @classmethod
    def restored(cls, raw: Any) -> tuple[MistakeBook | None, bool]:
        """(the book saved as ``raw``, whether part of it was left out); (None, True)
        when it is not a book."""
        if not isinstance(raw, dict):
            return None, True
        session, clock, positions = raw.get("session"), raw.get("clock"), raw.get("positions")
        if not count(session) or not count(clock) or not isinstance(positions, list):
            return None, True
        book = cls(session, clock)
        damaged = False
        for p in positions:
            m = Mistake.restored(p)
            schedule = p.get("schedule") if isinstance(p, dict) else None
            if (
                m is None
                or not isinstance(schedule, dict)
                or schedule.get("play") != m.key
                or not Item.counts_sound(schedule)
                or m.key in book.entries
            ):
                damaged = True
                continue
            item = Item(m.key)
            item.restore(schedule, session)
            book.entries[m.key] = (m, item)
        return book, damaged


@dataclass
class MistakeBooks:
    """Everyone's books, by person name."""

    books: dict[str, MistakeBook] = field(default_factory=dict)

    def book(self, person: str) -> MistakeBook:
        return self.books.setdefault(person, MistakeBook())

    def saved(self) -> dict[str, Any]:
        return {
            "version": BOOKS_VERSION,
            "people": {name: b.saved() for name, b in self.books.items() if b.entries},
        }

    @classmethod
    def restored(cls, raw: Any) -> tuple[MistakeBooks, bool]:
        """(the books saved as ``raw``, whether any of it was left out as damaged); a file
        of another version or shape gives no books."""
        if not isinstance(raw, dict) or raw.get("version") != BOOKS_VERSION:
            return cls(), True
        people = raw.get("people")
        if not isinstance(people, dict):
            return cls(), True
        out, damaged = cls(), False
        for name, raw_book in people.items():
            book, part = MistakeBook.restored(raw_book)
            damaged |= part
            if book is not None and isinstance(name, str) and name:
                out.books[name] = book
        return out, damaged


__all__ = ["BOOKS_VERSION", "MistakeBook", "MistakeBooks"]
