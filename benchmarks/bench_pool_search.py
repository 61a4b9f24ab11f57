"""How few of Anaghost's pools a search for the answer needs: a probe for issue 39's last row.

    PYTHONPATH=. .venv/bin/python benchmarks/bench_pool_search.py [LIST] [--rules 3:2,3:3]
                                [--compiled] [--count] [--cut C] [--check N] [--table-bits B]

The level passes (``core/solving/pool_levels.py``) give every pool its loser mask: 58.8
million pools on the Russian nouns, the whole of the "Who wins?" table's last unmet row. The
table needs far less: the empty pool's losers and, for each first letter, whether seat 0 is
among its losers. This script finds them by asking only those questions, in Python:

- "is seat s among pool P's losers?", answered from P's children and kept per (pool, seat);
  by the rule of ``solver.py``, the seat to move p is not among them when some child's
  losers do not hold p (``good``), and then s is when such a child's losers hold it; when
  no child is good for p, s is when some child's losers hold it. Each question stops at the
  first child that settles it.
- a pool's children come from the counting words that hold it (its holders), a list that
  shrinks as letters are added: a pool that one word alone holds is settled without a child
  (its words' last letter is played by seat (length - 1) mod players), as is a word.

It prints, per rule, the answer, the pools expanded (their children made) and the questions
asked; ``--check N`` compares the answers with the engine's on N random small lists (every
player count and minimum length 2-4) and stops at the first difference. ``--count`` counts
the pools without making them: the pools are the nodes of a tree in which letters are added
in alphabetical order, and under a pool with at most ``--cut`` holders the tree is counted
by inclusion and exclusion of their products; it prints the nodes visited. ``--compiled``
asks the same questions in C (``benchmarks/pool_search.c``, built with ``cc`` into a temporary
folder), for the time they take there (and with ``--check``, compares its answers too).
"""

from __future__ import annotations

import argparse
import ctypes
import os
import random
import subprocess
import sys
import tempfile
import time
from collections import Counter
from itertools import combinations
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.setrecursionlimit(100_000)

Child = tuple[str, list[int], int | None]


class Search:
    """The questions for one rule (minimum length, players) over ``words``."""

    def __init__(self, words: list[str], min_length: int, players: int) -> None:
        self.keys = sorted({"".join(sorted(w)) for w in words if len(w) >= min_length})
        self.counts = [Counter(k) for k in self.keys]
        self.words = set(self.keys)
        self.n = players
        self.kids: dict[str, list[Child]] = {}
        self.good_of: dict[str, bool] = {}
        self.asked: dict[tuple[str, int], bool] = {}
        self.holders_seen = 0

    def settled(self, pool: str, holders: list[int]) -> int | None:
        """The losers of a word or of a pool one word holds; None for any other pool."""
        if pool in self.words:
            return 1 << (len(pool) - 1) % self.n
        if len(holders) == 1:
            return 1 << (len(self.keys[holders[0]]) - 1) % self.n
        return None

    def children(self, pool: str, holders: list[int]) -> list[Child]:
        if pool not in self.kids:
            self.holders_seen += len(holders)
            have, by_letter = Counter(pool), {}
            for i in holders:
                for x, m in self.counts[i].items():
                    if m > have[x]:
                        by_letter.setdefault(x, []).append(i)
            made = [("".join(sorted(pool + x)), h) for x, h in by_letter.items()]
            kids = [(c, h, self.settled(c, h)) for c, h in made]
            # the settled first, then the fewest holders: the cheapest to ask
            kids.sort(key=lambda k: (k[2] is None, len(k[1])))
            self.kids[pool] = kids
        return self.kids[pool]

    def good(self, pool: str, holders: list[int]) -> bool:
        if pool not in self.good_of:
            p = len(pool) % self.n
            self.good_of[pool] = any(
                not self.holds(c, h, s, p) for c, h, s in self.children(pool, holders)
            )
        return self.good_of[pool]

    def holds(self, pool: str, holders: list[int], settled: int | None, seat: int) -> bool:
        """Is ``seat`` among the pool's losers?"""
        if settled is not None:
            return bool(settled >> seat & 1)
        key = (pool, seat)
        if key not in self.asked:
            p, kids = len(pool) % self.n, self.children(pool, holders)
            if self.good(pool, holders):
                self.asked[key] = seat != p and any(
                    not self.holds(c, h, s, p) and self.holds(c, h, s, seat) for c, h, s in kids
                )
            else:
                self.asked[key] = seat == p or any(self.holds(c, h, s, seat) for c, h, s in kids)
        return self.asked[key]

    def answer(self) -> tuple[tuple[int, ...], tuple[str, ...]]:
        """The losers (0-based) and the winning first letters, as ``analyse`` gives them."""
        everyone = list(range(len(self.keys)))
        root = self.settled("", everyone)
        losers = tuple(s for s in range(self.n) if self.holds("", everyone, root, s))
        first = sorted(c for c, h, s in self.children("", everyone) if not self.holds(c, h, s, 0))
        return losers, tuple(first)


def count_pools(words: list[str], min_length: int, cut: int) -> tuple[int, int]:
    """The pools (every multiset inside a counting word, the empty one too) and the nodes
    visited to count them."""
    keys = sorted({"".join(sorted(w)) for w in words if len(w) >= min_length})
    letters = sorted({x for k in keys for x in k})
    vec = [[k.count(x) for x in letters] for k in keys]
    visits = 0

    def under(rest: list[list[int]], start: int) -> int:
        total = 0
        for r in range(1, len(rest) + 1):
            for some in combinations(rest, r):
                product = 1
                for y in range(start, len(letters)):
                    product *= min(c[y] for c in some) + 1
                total += product if r % 2 else -product
        return total

    def walk(pool: list[int], holders: list[int], start: int) -> int:
        nonlocal visits
        visits += 1
        if len(holders) <= cut:
            rest = [[vec[i][y] - pool[y] for y in range(len(letters))] for i in holders]
            return under(rest, start)
        nodes = 1
        for y in range(start, len(letters)):
            more = [i for i in holders if vec[i][y] > pool[y]]
            if more:
                pool[y] += 1
                nodes += walk(pool, more, y)
                pool[y] -= 1
        return nodes

    return walk([0] * len(letters), list(range(len(keys))), 0), visits


def compiled_search(lib: ctypes.CDLL, words: list[str], m: int, n: int, bits: int) -> str:
    """The questions in C (``pool_search.c``): one line, as :func:`main` prints them."""
    keys = sorted({"".join(sorted(w)) for w in words if len(w) >= m})
    letters = sorted({x for k in keys for x in k})
    width, at = len(letters), {x: i for i, x in enumerate(letters)}
    counts = bytearray(len(keys) * width)
    for i, k in enumerate(keys):
        for x in k:
            counts[i * width + at[x]] += 1
    strides, offset = (ctypes.c_uint64 * (2 * width))(), 0
    for x in range(width):
        one = 1 << offset
        strides[2 * x], strides[2 * x + 1] = one & (2**64 - 1), one >> 64
        offset += max(1, max(counts[x::width]).bit_length())
    if offset > 128:
        return f"minimum {m}, {n} players: the pools need {offset} bits, past 128"
    losers_at = bytes((1 << (length - 1) % n) if length else 0 for length in range(64))
    first, stats = ctypes.create_string_buffer(64), (ctypes.c_longlong * 4)()
    started = time.process_time()
    root = lib.search(
        width,
        len(keys),
        n,
        bytes(counts),
        bytes(map(len, keys)),
        strides,
        losers_at,
        bits,
        first,
        stats,
    )
    took = time.process_time() - started
    if root < 0:
        return f"minimum {m}, {n} players: out of room (--table-bits)"
    wins = "".join(letters[x] for x in range(width) if first.raw[x] == 2)
    return (
        f"minimum {m}, {n} players: losers {[s + 1 for s in range(n) if root >> s & 1]}, first "
        f"letters {wins or '-'}; {stats[0]:,} pools expanded, {stats[1]:,} questions, "
        f"{stats[2]:,} holders read, {took:.2f} s CPU (compiled)"
    )


def build(folder: str) -> ctypes.CDLL:
    library = os.path.join(folder, "pool_search.so")
    source = str(ROOT / "benchmarks" / "pool_search.c")
    subprocess.run(
        [os.environ.get("CC", "cc"), "-O3", "-shared", "-fPIC", "-o", library, source], check=True
    )
    lib = ctypes.CDLL(library)
    lib.search.restype = ctypes.c_int
    return lib


def check(trials: int, lib: ctypes.CDLL | None = None) -> int:
    from ghost_gui.core.play.variants import variant_by_key
    from ghost_gui.core.solving.levels import analyse

    anaghost, rng = variant_by_key("anaghost"), random.Random(39)
    for _ in range(trials):
        alphabet = "abcdef"[: rng.randint(2, 6)]
        words = sorted(
            {
                "".join(rng.choice(alphabet) for _ in range(rng.randint(2, 8)))
                for _ in range(rng.randint(1, 15))
            }
        )
        for m in (2, 3, 4):
            if not any(len(w) >= m for w in words):
                continue
            for n in (2, 3, 4):
                a = analyse(words, anaghost, n, m)
                found = Search(words, m, n).answer()
                if (a.losers, tuple(a.winning_first_moves)) != found:
                    print(f"differs: {words} minimum {m}, {n} players: {a} against {found}")
                    return 1
                said = None if lib is None else compiled_search(lib, words, m, n, 12)
                if said is not None and not said.startswith(
                    f"minimum {m}, {n} players: losers {[s + 1 for s in a.losers]}, first "
                    f"letters {''.join(a.winning_first_moves) or '-'};"
                ):
                    print(f"differs in C: {words} minimum {m}, {n} players: {a} against {said}")
                    return 1
                counted = count_pools(words, m, 3)[0]
                if counted != a.fragments:
                    print(f"count differs: {words} minimum {m}: {counted} against {a.fragments}")
                    return 1
    also = " (and in C)" if lib is not None else ""
    print(f"{trials} random lists: the same answers{also} and counts as the engine")
    return 0


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("list", nargs="?", default=str(ROOT / "wordlists" / "russian-nouns.txt"))
    ap.add_argument("--rules", default="3:2", help="minimum:players, comma-separated")
    ap.add_argument("--count", action="store_true", help="count the pools too (slow)")
    ap.add_argument("--cut", type=int, default=3, help="the most holders counted by formula")
    ap.add_argument("--check", type=int, default=0, help="random lists to compare, then stop")
    ap.add_argument("--compiled", action="store_true", help="the questions in C (needs cc)")
    ap.add_argument("--table-bits", type=int, default=23, help="the C table's size, log 2")
    args = ap.parse_args()
    if args.check:
        if not args.compiled:
            return check(args.check)
        with tempfile.TemporaryDirectory() as folder:
            return check(args.check, build(folder))
    from ghost_gui.core.words.wordlist import load_word_list

    words = sorted(load_word_list(args.list).words)
    if args.compiled:
        with tempfile.TemporaryDirectory() as folder:
            lib = build(folder)
            for rule in args.rules.split(","):
                m, n = map(int, rule.split(":"))
                print(compiled_search(lib, words, m, n, args.table_bits))
        return 0
    for rule in args.rules.split(","):
        m, n = map(int, rule.split(":"))
        started, search = time.process_time(), Search(words, m, n)
        losers, first = search.answer()
        print(
            f"minimum {m}, {n} players: losers {[s + 1 for s in losers]}, first letters "
            f"{''.join(first) or '-'}; {len(search.kids):,} pools expanded, "
            f"{len(search.asked):,} questions, {search.holders_seen:,} holders read, "
            f"{time.process_time() - started:.1f} s CPU"
        )
    if args.count:
        started = time.process_time()
        pools, visits = count_pools(
            words, min(int(r.split(":")[0]) for r in args.rules.split(",")), args.cut
        )
        print(
            f"{pools:,} pools, {visits:,} nodes visited, {time.process_time() - started:.1f} s CPU"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
