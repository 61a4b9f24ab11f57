"""The others' moves between two positions of a card, as the drill shows them: one
:class:`Move` per letter when the card's fragments tell the steps apart, one move by all the
seats between when they do not (the Super variants). Separate from the drill's scheduler
because it is a question about a variant's plays (which one-letter steps lead from one
fragment to another), not about what to ask next."""

from __future__ import annotations

from dataclasses import dataclass

from ..play.variants import Variant


@dataclass(frozen=True)
class Move:
    """A fragment on the way to a question; ``seats`` played it (several seats when the
    steps between cannot be told apart from the card alone, Super variants)."""

    seats: tuple[int, ...]
    fragment: str


class OthersMoves:
    """The others' moves in one variant, with ``players`` players."""

    def __init__(self, variant: Variant, players: int) -> None:
        self.variant = variant
        self.players = players
        self.infix = not variant.prefix
        self.reverse = variant.may_reverse

    def between(self, a: str, b: str, first: int) -> list[Move]:
        """The others' moves from ``a`` to ``b``, by seats ``first``, ``first + 1`` ...; one
        move by all of them when the card does not tell the steps apart."""
        steps = len(b) - len(a)
        seats = tuple((first + i) % self.players for i in range(steps))
        if steps <= 0:
            return []
        ways = self._ways(a, b, 2)
        if len(ways) != 1:
            return [Move(seats, b)]
        return [Move((s,), f) for s, f in zip(seats, ways[0])]

    def _ways(self, a: str, b: str, limit: int) -> list[list[str]]:
        if a == b:
            return [[]]
        out: list[list[str]] = []
        for g in self._steps(a, b):
            for rest in self._ways(g, b, limit - len(out)):
                out.append([g, *rest])
                if len(out) >= limit:
                    return out
        return out

    def _steps(self, f: str, b: str) -> list[str]:
        """One-letter plays from ``f`` that can still lead to ``b``."""
        if not self.infix:
            return [b[: len(f) + 1]] if b.startswith(f) and len(b) > len(f) else []
        if self.variant.pool or self.variant.inserts:
            # a pool on the way to b holds no letter more often than b does; an Xghost
            # fragment on the way is b less some of its letters, in order
            plays = self.variant.candidate_plays(f, "".join(sorted(set(b))))
            return [g for g in plays if len(g) < len(b) + 1 and _on_the_way(self.variant, g, b)]
        k = len(f) + 1
        found: list[str] = []
        for i in range(len(b) - k + 1):
            sub = b[i : i + k]
            for g in (sub, sub[::-1]) if self.reverse else (sub,):
                bases = {f, f[::-1]} if self.reverse else {f}
                if g not in found and (g[:-1] in bases or g[1:] in bases):
                    found.append(g)
        return found


def _on_the_way(variant: Variant, g: str, b: str) -> bool:
    """Can plays of ``variant`` lead from ``g`` to ``b`` (Xghost and Anaghost)?"""
    if variant.pool:
        return variant.goes_like(b, g)
    letters = iter(b)  # g's letters in b, in order
    return all(c in letters for c in g)
