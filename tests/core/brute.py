"""A tiny brute-force minimax straight from the rules, to check the fast solver against.

It asks the lexicon and the variant for legal plays (so it also exercises the datrie
queries) and recurses with no cleverness at all.
"""

from __future__ import annotations

from functools import cache

from ghost_gui.core.lexicon import Lexicon
from ghost_gui.core.variants import Variant


class Brute:
    def __init__(self, lexicon: Lexicon, variant: Variant, players: int) -> None:
        self.lx, self.variant, self.players = lexicon, variant, players
        self.losers = cache(self._losers)
        self.plays = cache(lambda f: self.variant.legal_plays(self.lx, f))

    def _losers(self, f: str) -> int:
        n = self.players
        if f and self.variant.is_final(self.lx, f):
            return self.variant.losers_at_word((len(f) - 1) % n, n)
        options = [self.losers(c) for c in self.plays(f).values()]
        assert options, f"dead fragment {f!r}"
        p = len(f) % n
        good = [o for o in options if not o >> p & 1]
        out = 0
        for o in good or options:
            out |= o
        return out

    def reachable(self) -> set[str]:
        seen, todo = set(), [""]
        while todo:
            f = todo.pop()
            if f in seen:
                continue
            seen.add(f)
            if f and self.variant.is_final(self.lx, f):
                continue
            todo.extend(self.plays(f).values())
        return seen

    def all_fragments(self) -> set[str]:
        words = self.lx.sorted_words
        if self.variant.infix:
            return {w[i:j] for w in words for i in range(len(w) + 1) for j in range(i, len(w) + 1)}
        return {w[:i] for w in words for i in range(len(w) + 1)}

    def word_card_key(self, f: str, seat: int) -> tuple[int, int, int]:
        """(lossiness, number of words, total letters) of the best word card from f."""
        return self._card(f, seat)

    @cache
    def _card(self, f: str, seat: int) -> tuple[int, int, int]:
        n = self.players
        if f and self.variant.is_final(self.lx, f):
            lost = self.losers(f) >> seat & 1
            return (2 if lost else 0, 1, len(f))
        options = [self._card(c, seat) for c in self.plays(f).values()]
        if len(f) % n == seat:
            return min(options)
        kinds = {o[0] for o in options}
        loss = 0 if kinds == {0} else 2 if kinds == {2} else 1
        return (loss, sum(o[1] for o in options), sum(o[2] for o in options))
