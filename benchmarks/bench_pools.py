"""Where Anaghost's time goes: its pools, their parent edges, how many can be reached, and
what one pass over every edge costs in this interpreter.

    PYTHONPATH=. .venv/bin/python benchmarks/bench_pools.py [LIST] [--min-length M] [--json]

The level passes (``core/solving/fragment_levels.py``) make each pool's parents, the pool
less one of its letters, and store each in a set (two players) or a dict (more): their time
is one cut and one hash-table store per (pool, letter position). This script counts, per
pool length, the pools (every multiset of letters that fits inside a counting word: the
analysis's "fragments"), the parents made (one per letter position, as the passes make them)
and the distinct ones (one per distinct letter), and the pools that perfect play can reach
at all (an ordering of the letters exists whose intermediate pools of the minimum length or
more are not words). It then times the *floor*: every level made from the one above with the
project's own cuts (``LevelPass`` on the numbers of ``number_packer``) into one set, no value
at all: process CPU seconds, so that a busy machine counts less. Whatever stores a value per
pool through Python's sets or dicts costs at least this.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from bisect import bisect
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from ghost_gui.core.play.variants import pool_of, variant_by_key  # noqa: E402
from ghost_gui.core.solving.level_cuts import LevelPass, number_packer  # noqa: E402
from ghost_gui.core.words.wordlist import load_word_list  # noqa: E402


def pool_levels(pools: set[str]) -> list[set[str]]:
    """Every pool that fits inside one of ``pools``, by length (strings, sorted letters)."""
    top = max(map(len, pools))
    levels: list[set[str]] = [set() for _ in range(top + 1)]
    for p in pools:
        levels[len(p)].add(p)
    for k in range(top, 0, -1):
        below = levels[k - 1]
        for p in levels[k]:
            below.update(p[:i] + p[i + 1 :] for i in range(k) if i == 0 or p[i] != p[i - 1])
    return levels


def reachable(levels: list[set[str]], words: set[str]) -> list[int]:
    """How many pools of each length play can reach from the empty pool."""
    letters = sorted(set("".join(levels[1])))
    seen = {""}
    out = [1]
    for k in range(1, len(levels)):
        nxt: set[str] = set()
        for p in seen - words:
            for x in letters:
                i = bisect(p, x)
                q = p[:i] + x + p[i:]
                if q in levels[k]:
                    nxt.add(q)
        seen = nxt
        out.append(len(seen))
    return out


def floor_seconds(words: list[str]) -> float:
    """CPU seconds to make every level from the one above into a set, the project's cuts."""
    ordered = sorted(words, key=len)
    packer = number_packer(ordered)
    if packer is None:
        raise SystemExit("more than 36 letters: the passes keep strings")
    pack, letters = packer
    step = LevelPass(variant_by_key("anaghost"), base=max(len(letters), 2))
    by_len: dict[int, set[int]] = {}
    for w in ordered:
        by_len.setdefault(len(w), set()).update(pack([w]))
    top = max(by_len)
    start = time.process_time()
    level = by_len[top]
    for k in range(top - 1, -1, -1):
        step.at(k)
        below = step.plain_parents(level)
        below.update(by_len.get(k, ()))
        level = below
    return time.process_time() - start


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("list", nargs="?", default=str(ROOT / "wordlists" / "english-family.txt"))
    ap.add_argument("--min-length", type=int, default=3)
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args(argv)
    counting = [w for w in load_word_list(args.list).words if len(w) >= args.min_length]
    words = {pool_of(w) for w in counting}
    levels = pool_levels(words)
    reach = reachable(levels, {w for w in words if len(w) >= args.min_length})
    made = [sum(len(p) for p in lv) for lv in levels]
    distinct = [sum(len(set(p)) for p in lv) for lv in levels]
    seconds = floor_seconds(sorted(words))
    report = {
        "list": Path(args.list).name,
        "min_length": args.min_length,
        "pools": sum(map(len, levels)),
        "reachable": sum(reach),
        "parents_made": sum(made),
        "parents_distinct": sum(distinct),
        "floor_cpu_s": round(seconds, 2),
        "floor_ns_per_parent": round(seconds / sum(made) * 1e9),
        "by_length": [[k, len(lv), reach[k], made[k], distinct[k]] for k, lv in enumerate(levels)],
    }
    if args.json:
        print(json.dumps(report))
        return 0
    print("| length | pools | reachable | parents made | distinct parents |")
    print("|---:|---:|---:|---:|---:|")
    for row in report["by_length"]:  # type: ignore[union-attr]
        print("| " + " | ".join(f"{x:,}" for x in row) + " |")
    print(
        f"\n{report['list']}, minimum {args.min_length}: {report['pools']:,} pools "
        f"({report['reachable']:,} reachable), {report['parents_made']:,} parents made "
        f"({report['parents_distinct']:,} distinct); the floor (every level into a set, "
        f"no values): {report['floor_cpu_s']} s CPU, {report['floor_ns_per_parent']} ns "
        "per parent made"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
