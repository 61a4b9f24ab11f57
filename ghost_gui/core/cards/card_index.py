"""The index card: a tree card (SuperGhost, SuperDuperGhost, Xghost) as a list a person looks
letters up in, like a dictionary.

A grouped tree of these variants is hard to follow at the table: the letters at your turn
can have grown at either end, so the branch you are on is not where the letters would be
looked for, and a position reached in two ways is either written twice or pointed back to.
Here each position of the seat's turn while following the card is one line, once, and the
lines are sorted by the letters at that turn (the start, before any letter, first)::

    start → V
    AV → MAV   maverick
    CI ⇄ IC → KIC   kick          (SuperDuperGhost: turn the letters round, then play)
    GA → GOA   goat, toga         (Xghost: the letter goes between)

Nothing refers to another line, so nothing says "as above": whatever the others play, the
letters at your next turn have a line of their own. No text of its own: the GUI words it.
"""

from __future__ import annotations

from typing import NamedTuple

from .grouping import GroupNode, iter_nodes

#: a line names the words it aims for when there are at most this many (more would crowd
#: the line, and the lines further on name them); else the words the play may end the round in
WORDS_SHOWN = 3


class IndexRow(NamedTuple):
    """One line of the index card: at the letters ``at`` (your turn), make ``node``'s play."""

    at: str
    node: GroupNode
    #: the words shown after the play
    words: tuple[str, ...]

    @property
    def reverses(self) -> bool:
        """Does the play turn the letters round first (SuperDuperGhost)?"""
        return self.node.move is not None and self.node.move.reverse


def index_key(letters: str) -> str:
    """The order of the lines: alphabetical, as a dictionary's (ё right after е in Russian)."""
    return letters.replace("ё", "е\U0010ffff")


def index_rows(nodes: tuple[GroupNode, ...] | list[GroupNode]) -> list[IndexRow]:
    """Every position of the grouped card ``nodes`` once, sorted by the letters at the turn."""
    rows = [IndexRow(n.at, n, _words(n)) for n in iter_nodes(nodes)]
    return sorted(rows, key=lambda r: index_key(r.at))


def _words(n: GroupNode) -> tuple[str, ...]:
    return n.words if len(n.words) <= WORDS_SHOWN else n.ends


__all__ = ["WORDS_SHOWN", "IndexRow", "index_key", "index_rows"]
