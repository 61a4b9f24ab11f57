"""A tiny brute-force minimax straight from the rules, to check the fast solver against.

It asks the lexicon and the variant for legal plays (so it also exercises the datrie
queries) and recurses with no cleverness at all.
"""

from __future__ import annotations

from functools import cache

from ghost_gui.core.play.variants import Variant
from ghost_gui.core.words.lexicon import Lexicon


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
        return set().union(*map(self.variant.fragments_of, self.lx.sorted_words))

    def word_sets(self, f: str, seat: int) -> set[frozenset[str]]:
        """Every strategy of ``seat`` from f, as the set of final words it can end in
        whatever the others play: every combination, no costs, no pruning."""
        return self._word_sets(f, seat)

    @cache  # noqa: B019 - one brute-force game per test, dropped with it
    def _word_sets(self, f: str, seat: int) -> set[frozenset[str]]:
        if self.is_final(f):
            return {frozenset([f])}
        children = [self._word_sets(c, seat) for c in self.plays(f).values()]
        if len(f) % self.players == seat:
            return set().union(*children)
        out = {frozenset[str]()}
        for child in children:
            out = {ws | cws for ws in out for cws in child}
        return out

    def word_card_key(self, seat: int) -> tuple[int, int, int]:
        """(losing words, words, total letters) of the best word card: the least over every
        strategy of the seat."""
        return min(self.card_key(ws, seat) for ws in self.word_sets("", seat))

    def card_key(self, words: set[str] | frozenset[str], seat: int) -> tuple[int, int, int]:
        return (sum(self.losers(w) >> seat & 1 for w in words), len(words), sum(map(len, words)))

    # -- grouped cards -----------------------------------------------------------------------
    def is_final(self, f: str) -> bool:
        return bool(f) and self.variant.is_final(self.lx, f)

    def ahead(self, f: str, seat: int) -> tuple[set[str], set[str]]:
        """From f: the words the others can end the round in before seat's next turn, and
        the positions of that turn (f itself counts when it is already final or seat's turn
        and f is the start)."""
        ends: set[str] = set()
        turns: set[str] = set()
        todo, seen = [f], set()
        while todo:
            x = todo.pop()
            if x in seen:
                continue
            seen.add(x)
            if self.is_final(x):
                ends.add(x)
            elif len(x) % self.players == seat:
                turns.add(x)
            else:
                todo.extend(self.plays(x).values())
        return ends, turns

    def play_out(self, roots: tuple | list, seat: int) -> set[str]:
        """Follow a grouped card (nodes with at, play, move, next) against every sequence
        of plays by the others, from the start; assert that it covers every position it
        can meet, and return the final words the round can end in."""
        if seat == 0:
            ends, turns = set(), {""}
        else:
            ends, turns = self.ahead("", seat)
        assert {n.at for n in roots} == turns and len(roots) == len(turns)
        reached = set(ends)
        done: set[str] = set()

        def go(n) -> None:  # type: ignore[no-untyped-def]
            if n.at in done:
                return
            done.add(n.at)
            assert len(n.at) % self.players == seat and not self.is_final(n.at)
            legal = self.plays(n.at)
            assert n.play in legal.values(), (n.at, n.play)
            if n.move is not None:
                assert legal[n.move] == n.play
            if self.is_final(n.play):
                assert n.next == ()
                reached.add(n.play)
                return
            e, t = self.ahead(n.play, seat)
            assert {c.at for c in n.next} == t and len(n.next) == len(t), (n.at, n.play)
            reached.update(e)
            for c in n.next:
                go(c)

        for n in roots:
            go(n)
        return reached

    def lossiness(self, words: set[str] | frozenset[str], seat: int) -> int:
        lost = {w for w in words if self.losers(w) >> seat & 1}
        return 0 if not lost else 2 if lost == set(words) else 1

    def strategy_words(
        self, f: str, seat: int, allowed: frozenset[str]
    ) -> dict[frozenset[str], int]:
        """Ghost and Anti-Ghost: every strategy of ``seat`` from f whose final words all lie
        in ``allowed``, as {the set of words it can end in: the fewest turns of the seat
        with more than one legal play (decisions: a forced play is none) over such
        strategies with that set}."""
        return self._strategies(f, seat, allowed)

    @cache  # noqa: B019 - one brute-force game per test, dropped with it
    def _strategies(self, f: str, seat: int, allowed: frozenset[str]) -> dict[frozenset[str], int]:
        if self.is_final(f):
            return {frozenset([f]): 0} if f in allowed else {}
        children = [self._strategies(c, seat, allowed) for c in self.plays(f).values()]
        out: dict[frozenset[str], int] = {}
        if len(f) % self.players == seat:
            here = int(len(children) > 1)  # a decision; a single legal play is forced
            for child in children:
                for ws, d in child.items():
                    if d + here < out.get(ws, 1 << 30):
                        out[ws] = d + here
            return out
        out = {frozenset(): 0}
        for child in children:
            if not child:
                return {}
            nxt: dict[frozenset[str], int] = {}
            for ws, d in out.items():
                for cws, cd in child.items():
                    u = ws | cws
                    if d + cd < nxt.get(u, 1 << 30):
                        nxt[u] = d + cd
            out = nxt
        return out
