"""Perfect play for 2 to 8 players, the rule of the published N-player analysis.

At a completed word the losers are {the player who completed it} (Anti-Ghost: everyone
else). At any other fragment where seat p is to move: if some play leads to a loser set
without p, the losers are the union of the loser sets of all such plays; otherwise the
union over all plays. For two players this is exactly win/lose.

The memo belongs to the solver instance (one lexicon, one variant, one player count).
"""

from __future__ import annotations

from collections.abc import Sequence

from ..errors import Cancelled, RulesError
from ..passes import CancelCheck, Progress, lengths_down
from ..play.plays import Play, seats_of
from ..play.variants import Variant
from ..storage import cache
from ..words.files import MAX_PLAYERS as MAX_PLAYERS
from ..words.lexicon import Lexicon
from . import graph_passes
from .graph import GameGraph, build_graph
from .levels import Analysis
from .pool_graph import PoolGraph, build_pool_graph
from .pool_levels import compiled


class Solver:
    def __init__(
        self,
        lexicon: Lexicon,
        variant: Variant,
        players: int = 2,
        *,
        use_cache: bool = True,
        graph: GameGraph | None = None,
    ) -> None:
        """``graph`` may be shared between solvers of the same lexicon and variant (it does
        not depend on the number of players)."""
        if not 2 <= players <= MAX_PLAYERS:
            raise RulesError("players", players, 2, MAX_PLAYERS)
        self.lexicon = lexicon
        self.variant = variant
        self.players = players
        self.use_cache = use_cache
        self.graph: GameGraph | None = graph
        #: loser mask of every node id, once solved
        self.values: list[int] | None = None
        self._masks: bytes | None = None
        self._heights: list[int] | None = None

    @property
    def key(self) -> str:
        return cache.cache_key("solver", self.lexicon.key, self.variant.key, self.players)

    def _rules(self) -> str:
        """What the cache entry records it was made for (a misfiled entry is then a miss)."""
        return f"{self.variant.key}, minimum length {self.lexicon.min_length}, {self.players} players, lexicon {self.lexicon.key}"

    # -- solving -------------------------------------------------------------------------
    def solve(self, cancel: CancelCheck | None = None, progress: Progress | None = None) -> Solver:
        """Build the graph and solve it (once). Raises :class:`Cancelled` when cancelled."""
        if self.values is not None:
            return self
        if self.graph is None and self.variant.pool:
            # Anaghost's packed pools are made again faster than the cache reads a graph of
            # strings (and in a tenth of its memory): an entry there is not read
            self.graph = packed_graph(
                self.lexicon.sorted_words, self.variant, self.players, cancel, progress
            )
        if self.use_cache and self.graph is None:
            # checksummed, then checked for shape: anything damaged is a miss, rebuilt below
            # and replaced by store_stream
            parts = cache.load_stream("solved", self.key, self._rules())
            hit = GameGraph.from_parts(parts) if parts else None
            if hit is not None:
                self.graph, self.values = hit
                return self
        shared = self.graph is not None  # another player count's graph, handed over
        graph = self.graph or build_graph(
            self.lexicon.sorted_words,
            self.variant,
            cancel=cancel,
            progress=None if progress is None else (lambda f: progress(0.6 * f)),
        )
        if isinstance(graph, PoolGraph):  # its own compiled passes, a level a call
            values = graph.losers(self.variant, self.players, cancel)
        else:
            values = self._solve(
                graph, cancel, None if progress is None else (lambda f: progress(0.6 + 0.4 * f))
            )
        self.graph, self.values = graph, values
        # on a shared graph the cache was not read: an entry there (the user's, or one
        # bundled with the app, which the first start must not copy) is kept as it is; a
        # graph of packed pools is made again faster than the cache would read it
        if (
            self.use_cache
            and not isinstance(graph, PoolGraph)
            and not (shared and cache.find_entry("solved", self.key, ".stream") is not None)
        ):
            cache.store_stream("solved", self.key, graph.to_parts(values), self._rules())
        if progress is not None:
            progress(1.0)
        return self

    def _solve(
        self, g: GameGraph, cancel: CancelCheck | None, progress: Progress | None
    ) -> list[int]:
        """Every node's loser mask: a level a compiled call where the helper is built
        (:mod:`~ghost_gui.core.solving.graph_passes`), else :meth:`_solve_py`."""
        module = graph_passes.helper()
        if module is None:
            return self._solve_py(g, cancel, progress)
        masks = graph_passes.losers(module, g, self.variant, self.players, cancel, progress)
        self._masks = bytes(masks)
        return list(masks)

    def _solve_py(
        self, g: GameGraph, cancel: CancelCheck | None, progress: Progress | None
    ) -> list[int]:
        """The loser masks in Python (the compiled pass's reference)."""
        n, players = len(g), self.players
        v = [0] * n
        term = [self.variant.losers_at_word(p, players) for p in range(players)]
        top = g.max_length
        lo, hi = g.level_span[top]
        for i in range(lo, hi):
            v[i] = term[(top - 1) % players]
        for k in lengths_down(top - 1, cancel, progress):
            p = k % players
            pbit = 1 << p
            lo, hi = g.level_span[k]
            tv = term[(k - 1) % players] if k else 0
            for i in range(lo, hi):
                if g.terminal[i]:
                    v[i] = tv
            # pack (union of plays without p) | (union of all plays) << 8
            contrib = [(x << 8) | (0 if x & pbit else x) for x in range(1 << players)]
            for c, q in zip(g.edge_child[k], g.edge_parent[k]):
                v[q] |= contrib[v[c]]
            for i in range(lo, hi):
                if not g.terminal[i]:
                    a = v[i]
                    v[i] = (a & 0xFF) or (a >> 8)
        return v

    def solved(self) -> tuple[GameGraph, list[int]]:
        """The graph and every node's loser mask (solving first if need be)."""
        if self.graph is None or self.values is None:
            self.solve()
        assert self.graph is not None and self.values is not None
        return self.graph, self.values

    def masks(self) -> bytes:
        """Every node's loser mask, a byte each (as the compiled passes read them)."""
        if self._masks is None:
            self._masks = bytes(self.solved()[1])
        return self._masks

    # -- queries ---------------------------------------------------------------------------
    def mover(self, fragment: str) -> int:
        return len(fragment) % self.players

    def node(self, fragment: str) -> int | None:
        """Node id of a live fragment (or a reachable completed word); None otherwise."""
        g, _ = self.solved()
        return g.index.get(fragment)

    def losers(self, fragment: str) -> int | None:
        """Loser mask with perfect play from here; None if the fragment cannot occur
        (no counting word fits, or a shorter word always ends the round first)."""
        g, v = self.solved()
        i = g.index.get(fragment)
        return None if i is None else v[i]

    def is_won(self, fragment: str) -> bool:
        """Does the player to move avoid losing with perfect play?"""
        m = self.losers(fragment)
        return m is not None and not m >> self.mover(fragment) & 1

    def children(self, fragment: str) -> dict[Play, str]:
        """The plays from a live fragment to fragments in the graph, with their results."""
        g, _ = self.solved()
        i = g.index.get(fragment)
        if i is None or g.terminal[i]:
            return {}
        if isinstance(g, PoolGraph):
            return g.children(fragment, self.lexicon.alphabet)
        alphabet = self.lexicon.alphabet
        index = g.index
        k = len(fragment)
        lo, hi = g.level_span[k + 1] if k + 1 <= g.max_length else (0, 0)
        out: dict[Play, str] = {}
        for new, play in self.variant.candidate_plays(fragment, alphabet).items():
            j = index.get(new)
            if j is not None and lo <= j < hi:
                out[play] = new
        return out

    def play_losers(self, fragment: str) -> dict[Play, int]:
        """Every legal play from here with the loser mask it leads to."""
        g, v = self.solved()
        return {play: v[g.index[new]] for play, new in self.children(fragment).items()}

    def winning_plays(self, fragment: str) -> list[Play]:
        """Plays after which the player to move is not among the losers."""
        bit = 1 << self.mover(fragment)
        return sorted(p for p, m in self.play_losers(fragment).items() if not m & bit)

    def longest_plays(self, fragment: str) -> list[Play]:
        """The plays after which the game can go on longest (for a player who is lost)."""
        g, _ = self.solved()
        h = self.heights()
        options = {p: h[g.index[new]] for p, new in self.children(fragment).items()}
        if not options:
            return []
        best = max(options.values())
        return sorted(p for p, x in options.items() if x == best)

    def line(self, fragment: str, limit: int = 64) -> list[tuple[Play, str]]:
        """The line of perfect play from here to the end of the round: a player who can
        stay out of the loser set does so by the shortest way, one who cannot holds out
        longest. Each step is (play, fragment after it)."""
        g, v = self.solved()
        h = self.heights()
        out: list[tuple[Play, str]] = []
        f = fragment
        while len(out) < limit:
            options = self.children(f)
            if not options:
                break
            bit = 1 << self.mover(f)
            good = {p: new for p, new in options.items() if not v[g.index[new]] & bit}
            if good:
                play = min(good, key=lambda p: (h[g.index[good[p]]], p))
            else:
                play = min(options, key=lambda p: (-h[g.index[options[p]]], p))
            f = options[play]
            out.append((play, f))
        return out

    def heights(self) -> list[int]:
        """For each node, the most letters that can still be played from it."""
        if self._heights is None:
            g, _ = self.solved()
            if isinstance(g, PoolGraph):
                self._heights = g.heights()
                return self._heights
            h = [0] * len(g)
            for k in lengths_down(g.max_length - 1):
                for c, q in zip(g.edge_child[k], g.edge_parent[k]):
                    x = h[c] + 1
                    if x > h[q]:
                        h[q] = x
            self._heights = h
        return self._heights

    def analysis(self) -> Analysis:
        g, v = self.solved()
        root = v[g.index[""]]
        first = sorted({p.letter for p, m in self.play_losers("").items() if not m & 1})
        return Analysis(
            self.variant.key,
            self.lexicon.min_length,
            self.players,
            len(self.lexicon.sorted_words),
            g.fragment_count,
            tuple(sorted(seats_of(root))),
            tuple(first),
        )


def packed_graph(
    sorted_words: tuple[str, ...] | list[str],
    variant: Variant,
    players: int,
    cancel: CancelCheck | None,
    progress: Progress | None,
    also: Sequence[int] = (),
) -> PoolGraph | None:
    """Anaghost's graph of packed pools, with the loser masks of ``players`` (and of the
    counts ``also``) made on the way; None where the compiled pass is not built or the pools
    do not fit in 128 bits."""
    helper = compiled()
    if helper is None:
        return None
    return build_pool_graph(
        sorted_words, helper, variant, players, cancel=cancel, progress=progress, also=also
    )


__all__ = ["Analysis", "Cancelled", "Solver"]
