"""The textbook approach, as in the published Ghost notebook: the word list as a Python set,
every fragment as a string in a set, and a memoised recursion over fragment strings.

Used only as the baseline that our engine is measured against (same process, same list).
Two players; SuperGhost/SuperDuperGhost fragments are all infixes.
"""

from __future__ import annotations

import sys
from functools import cache

sys.setrecursionlimit(10_000)


class Textbook:
    def __init__(self, text: str, variant: str = "ghost", min_length: int = 3) -> None:
        self.variant = variant
        self.words = {w for w in text.split() if len(w) >= min_length}
        self.alphabet = sorted(set("".join(self.words)))
        if variant == "ghost" or variant == "anti":
            self.fragments = {w[:i] for w in self.words for i in range(len(w) + 1)}
        else:
            self.fragments = {w[i:j] for w in self.words for i in range(len(w) + 1) for j in range(i, len(w) + 1)}
        self.win = cache(self._win)
        self.card = cache(self._card)

    def legal_plays(self, f: str) -> set[str]:
        plays = {f + L for L in self.alphabet}
        if self.variant in ("super", "superduper"):
            plays |= {L + f for L in self.alphabet}
        if self.variant == "superduper":
            r = f[::-1]
            plays |= {r + L for L in self.alphabet} | {L + r for L in self.alphabet}
        return plays & self.fragments

    def _win(self, f: str) -> bool:
        """Does the player to move win?"""
        return any(p not in self.words and not self.win(p) for p in self.legal_plays(f))

    def winning_first_moves(self) -> list[str]:
        return sorted(p for p in self.legal_plays("") if p not in self.words and not self.win(p))

    def _card(self, f: str, player: int) -> tuple[int, frozenset[str]]:
        """(lossiness, words) that ``player`` (0 or 1) can force from f, as in the notebook."""
        if f in self.words:
            lost = (len(f) - 1) % 2 == player  # the player who completed the word loses
            return (2 if lost else 0), frozenset([f])
        options = [self.card(p, player) for p in self.legal_plays(f)]
        if len(f) % 2 == player:
            return min(options, key=lambda o: (o[0], len(o[1]), sum(map(len, o[1]))))
        words = frozenset().union(*(o[1] for o in options))
        kinds = {o[0] for o in options}
        return (kinds.pop() if len(kinds) == 1 and kinds <= {0, 2} else 1), words


class LevelOrderTrie:
    """The textbook N-player solver: a trie of dicts, visited level by level from the
    deepest, each node's loser set a Python frozenset, by the published N-player rule."""

    def __init__(self, text: str, min_length: int = 3, players: int = 3) -> None:
        self.players = players
        words = [w for w in text.split() if len(w) >= min_length and w.isalpha() and w.islower()]
        self.root: dict = {}
        for w in words:
            node = self.root
            for ch in w:
                node = node.setdefault(ch, {})
            node["$"] = True
        self.fragments = 0

    def losers(self) -> frozenset[int]:
        n = self.players
        levels: list[list[tuple[dict, int]]] = [[(self.root, 0)]]
        while levels[-1]:
            nxt = []
            for node, depth in levels[-1]:
                if "$" in node and depth:
                    continue  # a completed word ends the round: nothing below is played
                nxt.extend((child, depth + 1) for ch, child in node.items() if ch != "$")
            levels.append(nxt)
        self.fragments = sum(len(level) for level in levels)
        value: dict[int, frozenset[int]] = {}
        for level in reversed(levels):
            for node, depth in level:
                if "$" in node and depth:
                    value[id(node)] = frozenset([(depth - 1) % n])
                    continue
                p = depth % n
                options = [value[id(child)] for ch, child in node.items() if ch != "$"]
                good = [o for o in options if p not in o]
                value[id(node)] = frozenset().union(*(good or options))
        return value[id(self.root)]
