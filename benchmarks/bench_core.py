"""Speed and memory of the engine against the textbook approach, side by side in one command.

    .venv/bin/python benchmarks/bench_core.py [--repeat N] [--lists DIR] [--cases ghost,super,...]

Each measurement runs in a fresh subprocess (so peak memory, ru_maxrss, is that run's
alone) and times the work from reading the file to the last result, inside the process.
For each case:

- baseline: the textbook approach of the published notebook (all fragments as strings in
  a Python set, memoised recursion; cards as memoised word-set recursion), or for the
  3-player case a level-order trie-of-dicts solver;
- cold: our engine with an empty cache directory (the list seen for the first time);
- warm: our engine again, with the cache the cold run left behind.

The work is the analysis plus the memorisation cards of both seats (analysis only for the
3-player case). Ratios are ours / baseline: below 1 is better. Medians over --repeat runs.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DEFAULT_LISTS = ROOT.parent / "shared" / "testdata" / "wordlists"

CASES = {
    # name: (list file, variant, min length, players, with cards)
    "ghost": ("enable1.txt", "ghost", 3, 2, True),
    "super": ("enable1.txt", "super", 3, 2, True),
    "superduper": ("enable1.txt", "superduper", 3, 2, True),
    "web2-3p": ("web2.txt", "ghost", 3, 3, False),
}


def child(kind: str, case: str, path: str) -> dict[str, object]:
    """Runs in the subprocess: one measurement."""
    _, variant, m, players, cards = CASES[case]
    sys.path.insert(0, str(ROOT))
    t0 = time.perf_counter()
    if kind == "baseline":
        from benchmarks.baseline import LevelOrderTrie, Textbook

        text = Path(path).read_text(encoding="utf-8")
        if players == 2:
            tb = Textbook(text, variant, m)
            answer: object = tb.winning_first_moves()
            if cards:
                answer = [answer, [sorted(tb.card("", s)[1]) for s in (0, 1)]]
        else:
            answer = sorted(LevelOrderTrie(text, m, players).losers())
    else:
        from ghost_gui.core.results import Workbench

        bench = Workbench(path)
        _, analysis = bench.analysis(variant, m, players)
        answer = list(analysis.winning_first_moves) if players == 2 else list(analysis.losers)
        if cards:
            answer = [answer, [list(bench.card(variant, m, players, s)[1].words) for s in (0, 1)]]
    seconds = time.perf_counter() - t0
    rss_mb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    return {"seconds": seconds, "rss_mb": rss_mb, "answer": answer}


def run(kind: str, case: str, path: Path, cache_dir: str) -> dict[str, object]:
    env = dict(os.environ, GHOST_CACHE_DIR=cache_dir, PYTHONPATH=str(ROOT))
    out = subprocess.run(
        [sys.executable, __file__, "--child", kind, case, str(path)],
        capture_output=True, text=True, env=env, check=True,
    )
    return json.loads(out.stdout.strip().splitlines()[-1])


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--lists", type=Path, default=DEFAULT_LISTS)
    ap.add_argument("--cases", default=",".join(CASES))
    ap.add_argument("--child", nargs=3, help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.child:
        print(json.dumps(child(*args.child)))
        return 0
    rows = []
    for case in args.cases.split(","):
        path = args.lists / CASES[case][0]
        if not path.is_file():
            print(f"skipping {case}: {path} not found", file=sys.stderr)
            continue
        runs: dict[str, list[dict[str, object]]] = {"baseline": [], "cold": [], "warm": []}
        for _ in range(args.repeat):
            with tempfile.TemporaryDirectory() as cache_dir:
                runs["baseline"].append(run("baseline", case, path, cache_dir))
                runs["cold"].append(run("ours", case, path, cache_dir))
                runs["warm"].append(run("ours", case, path, cache_dir))
        base, cold, warm = ([r[k] for r in runs[name]] for name, k in (("baseline", "seconds"), ("cold", "seconds"), ("warm", "seconds")))
        b, c, w = statistics.median(base), statistics.median(cold), statistics.median(warm)
        mem_b = statistics.median(r["rss_mb"] for r in runs["baseline"])
        mem_c = statistics.median(r["rss_mb"] for r in runs["cold"])
        first = runs["baseline"][0]["answer"]
        ours = runs["cold"][0]["answer"]
        same_first = (first[0] if CASES[case][4] else first) == (ours[0] if CASES[case][4] else ours)
        rows.append((case, b, c, w, c / b, w / b, mem_b, mem_c, mem_c / mem_b, same_first))
        print(f"{case}: baseline {b:.2f}s, cold {c:.2f}s, warm {w:.3f}s; peak {mem_b:.0f} MB vs {mem_c:.0f} MB; same answer: {same_first}", file=sys.stderr)
    print("| case | baseline s | cold s | warm s | cold/base | warm/base | base MB | cold MB | MB ratio | same result |")
    print("|---|---|---|---|---|---|---|---|---|---|")
    for case, b, c, w, rc, rw, mb, mc, rm, same in rows:
        print(f"| {case} | {b:.2f} | {c:.2f} | {w:.3f} | {rc:.3f} | {rw:.4f} | {mb:.0f} | {mc:.0f} | {rm:.2f} | {'yes' if same else 'NO'} |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
