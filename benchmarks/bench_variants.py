"""Xghost and Anaghost (issue 30): their cold analysis, as whole processes.

    .venv/bin/python benchmarks/bench_variants.py [--repeat N] [--markdown] [--enable-anaghost]
                                                  [--lists DIR] [--timeout S]

Every command runs under ``/usr/bin/time -f '%e %M'`` with this interpreter, as in
``bench_engine.py`` (whose helpers this script uses): ``python -m ghost_gui analyze LIST
--variant V --min-length M --players P --json --no-cache`` from the project root, a fresh
empty ``GHOST_CACHE_DIR`` per run, ``LANG=C.UTF-8``, our modules byte-compiled first.

1. **Xghost against SuperGhost**, ENABLE, minimum length 3, 2, 3 and 4 players: --repeat
   pairs (default 3), Xghost then SuperGhost, both ours; the median of the time ratios and of
   the peak-memory ratios. Target: within 2 times SuperGhost's time and 1.5 times its
   memory.
2. **Anaghost on the family list** (``wordlists/english-family.txt``), minimum length 3 and 4,
   2 players: --repeat runs; the median seconds and MB. Target: within 10 s and 1 GB.
3. **Anaghost on ENABLE** (with ``--enable-anaghost``: one run of about 200 s and 1 GB),
   minimum length 3, 2 players: the pools, the seconds and the peak MB. No target: the issue
   asks for the figures.

For every Anaghost case the table also gives ``core.solving.budget.estimate`` (worked out in a
separate process, untimed) beside the real count: the pools estimated against the pools the
analysis counted, the analysis's estimated bytes against its measured peak, and the game
graph's estimate, which the window refuses past ``budget.MEMORY_LIMIT``.
ENABLE comes from ``../shared/testdata/wordlists`` (``--lists``); absent: a message, exit 0.
"""

from __future__ import annotations

import argparse
import datetime
import json
import platform
import shlex
import statistics
import subprocess
import sys
import tempfile
from dataclasses import dataclass, field
from pathlib import Path

from bench_engine import DEFAULT_LISTS, ROOT, TIME, CommandFailed, Run, base_env, nproc, timed

FAMILY = ROOT / "wordlists" / "english-family.txt"
MB = 1024**2

#: Xghost over SuperGhost: time, memory
RATIO_TARGET, MEMORY_TARGET = 2.0, 1.5
#: Anaghost on the family list: seconds and MB
ANA_SECONDS, ANA_MB = 10.0, 1024.0

# worked out in a process of its own: the script never imports the project
_ESTIMATE = """
import dataclasses, json, sys
from ghost_gui.core.solving.budget import MEMORY_LIMIT, estimate
from ghost_gui.core.play.variants import variant_by_key
from ghost_gui.core.words.wordlist import load_word_list
path, min_length = sys.argv[1], int(sys.argv[2])
words = [w for w in load_word_list(path).words if len(w) >= min_length]
e = estimate(words, variant_by_key("anaghost"))
print(json.dumps({**dataclasses.asdict(e), "limit": MEMORY_LIMIT}))
"""


@dataclass
class Ratio:
    name: str
    players: int
    ours: list[Run] = field(default_factory=list)  # Xghost
    base: list[Run] = field(default_factory=list)  # SuperGhost
    error: str = ""


@dataclass
class Pools:
    name: str
    path: Path
    min_length: int
    target: bool  # the family list's 10 s and 1 GB
    runs: list[Run] = field(default_factory=list)
    estimate: dict[str, int] = field(default_factory=dict)
    error: str = ""


def analyze_cmd(path: Path, variant: str, min_length: int, players: int) -> list[str]:
    return [
        sys.executable,
        "-m",
        "ghost_gui",
        "analyze",
        str(path),
        "--variant",
        variant,
        "--min-length",
        str(min_length),
        "--players",
        str(players),
        "--json",
        "--no-cache",
    ]


def cold(cmd: list[str], args: argparse.Namespace, scratch: Path) -> Run:
    cache_dir = tempfile.mkdtemp(prefix="cache-", dir=scratch)
    env = dict(base_env(), GHOST_CACHE_DIR=cache_dir)
    return timed(cmd, env, ROOT, args.timeout, scratch)


def measure_ratio(row: Ratio, enable: Path, args: argparse.Namespace, scratch: Path) -> None:
    try:
        for i in range(args.repeat):
            ours = cold(analyze_cmd(enable, "xghost", 3, row.players), args, scratch)
            base = cold(analyze_cmd(enable, "super", 3, row.players), args, scratch)
            row.ours.append(ours)
            row.base.append(base)
            print(
                f"  {row.name} pair {i + 1}: Xghost {ours.seconds:.2f} s {ours.peak_mb:.0f} MB, "
                f"SuperGhost {base.seconds:.2f} s {base.peak_mb:.0f} MB",
                file=sys.stderr,
            )
    except CommandFailed as exc:
        row.error = str(exc)
        print(f"  {row.name}: {exc}", file=sys.stderr)


def measure_pools(row: Pools, runs: int, args: argparse.Namespace, scratch: Path) -> None:
    try:
        for i in range(runs):
            run = cold(analyze_cmd(row.path, "anaghost", row.min_length, 2), args, scratch)
            row.runs.append(run)
            print(
                f"  {row.name} run {i + 1}: {run.seconds:.2f} s {run.peak_mb:.0f} MB, "
                f"{json.loads(run.stdout)['fragments']:,} pools",
                file=sys.stderr,
            )
        found = subprocess.run(
            [sys.executable, "-c", _ESTIMATE, str(row.path), str(row.min_length)],
            cwd=ROOT,
            env=base_env(),
            capture_output=True,
            text=True,
            check=True,
        )
        row.estimate = json.loads(found.stdout)
    except CommandFailed as exc:
        row.error = str(exc)
        print(f"  {row.name}: {exc}", file=sys.stderr)
    except subprocess.CalledProcessError as exc:
        row.error = "estimate failed: " + " / ".join(exc.stderr.strip().splitlines()[-2:])
        print(f"  {row.name}: {row.error}", file=sys.stderr)


def ratio_cells(row: Ratio) -> list[str]:
    if not row.ours:
        target = f"{RATIO_TARGET:g} / {MEMORY_TARGET:g}"
        return [row.name, "-", "-", "-", "-", "-", "-", target, f"error: {row.error}"]
    med = statistics.median
    t = med(o.seconds / b.seconds for o, b in zip(row.ours, row.base))
    m = med(o.peak_mb / b.peak_mb for o, b in zip(row.ours, row.base))
    missed = [
        w for w, r, top in (("time", t, RATIO_TARGET), ("memory", m, MEMORY_TARGET)) if r > top
    ]
    met = "yes" if not missed else "no (" + ", ".join(missed) + ")"
    return [
        row.name,
        f"{med(b.seconds for b in row.base):.2f}",
        f"{med(o.seconds for o in row.ours):.2f}",
        f"{t:.2f}",
        f"{med(b.peak_mb for b in row.base):.0f}",
        f"{med(o.peak_mb for o in row.ours):.0f}",
        f"{m:.2f}",
        f"{RATIO_TARGET:g} / {MEMORY_TARGET:g}",
        met + (f"; error: {row.error}" if row.error else ""),
    ]


def pools_cells(row: Pools) -> list[str]:
    if not row.runs:
        return [row.name, "-", "-", "-", "-", "-", "-", "-", "-", f"error: {row.error}"]
    med = statistics.median
    seconds = med(r.seconds for r in row.runs)
    peak = med(r.peak_mb for r in row.runs)
    pools = json.loads(row.runs[0].stdout)["fragments"]
    if row.target:
        missed = [
            w for w, bad in (("time", seconds > ANA_SECONDS), ("memory", peak > ANA_MB)) if bad
        ]
        target = f"{ANA_SECONDS:g} s / {ANA_MB / 1024:g} GB"
        met = "yes" if not missed else "no (" + ", ".join(missed) + ")"
    else:
        target, met = "report", "-"
    e = row.estimate
    if e:
        est = [
            f"{e['fragments']:,} ({e['fragments'] / pools:.2f}×)",
            f"{e['analysis_bytes'] / MB:,.0f}",
            f"{e['graph_bytes'] / MB:,.0f}"
            + (" (refused)" if e["graph_bytes"] > e["limit"] else ""),
        ]
    else:
        est = ["-", "-", "-"]
    return [
        row.name,
        f"{pools:,}",
        f"{seconds:.2f}",
        f"{peak:.0f}",
        target,
        met + (f"; error: {row.error}" if row.error else ""),
        *est,
        str(len(row.runs)),
    ]


RATIO_HEADERS = [
    "case",
    "SuperGhost s",
    "Xghost s",
    "time ratio",
    "SuperGhost MB",
    "Xghost MB",
    "memory ratio",
    "target",
    "met",
]
POOLS_HEADERS = [
    "case",
    "pools",
    "s",
    "peak MB",
    "target",
    "met",
    "estimated pools (× real)",
    "estimated analysis MB",
    "estimated graph MB",
    "runs",
]


def print_table(headers: list[str], rows: list[list[str]], markdown: bool) -> None:
    if markdown:
        print("| " + " | ".join(headers) + " |")
        print("|" + "---|" * len(headers))
        for r in rows:
            print("| " + " | ".join(r) + " |")
        return
    widths = [max(len(h), *(len(r[i]) for r in rows)) for i, h in enumerate(headers)]
    for r in [headers, *rows]:
        print("  ".join(c.ljust(w) for c, w in zip(r, widths)).rstrip())


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    ap.add_argument("--repeat", type=int, default=3, help="pairs or runs per case (default 3)")
    ap.add_argument("--markdown", action="store_true", help="print the tables in Markdown")
    ap.add_argument(
        "--enable-anaghost",
        action="store_true",
        help="also ENABLE's Anaghost, minimum length 3, 2 players (one run, about 200 s and 1 GB)",
    )
    ap.add_argument("--lists", type=Path, default=DEFAULT_LISTS, help="the word lists' folder")
    ap.add_argument(
        "--timeout", type=float, default=1800, help="seconds per command (default 1800)"
    )
    args = ap.parse_args(argv)
    if args.repeat < 1:
        ap.error("--repeat must be at least 1")
    enable = args.lists / "enable1.txt"
    if not enable.is_file():
        print(f"bench_variants: {enable} is absent; nothing measured.")
        return 0
    if not Path(TIME).is_file():
        print(f"bench_variants: {TIME} is absent; nothing measured.")
        return 0
    # ours runs as installed: its modules byte-compiled (see bench_engine.py)
    subprocess.run(
        [sys.executable, "-m", "compileall", "-q", str(ROOT / "ghost_gui")],
        check=True,
        stdout=subprocess.DEVNULL,
    )
    now = datetime.datetime.now().astimezone().isoformat(timespec="seconds")
    print(
        f"bench_variants {now}; Python {platform.python_version()} ({sys.executable}); "
        f"nproc {nproc()}; {args.repeat} pair(s) or run(s) per case"
    )
    print(
        f"each command: {TIME} -f '%e %M' -o TMPFILE CMD from {ROOT} with "
        "GHOST_CACHE_DIR=<fresh temp dir> LANG=C.UTF-8, e.g. "
        f"`{shlex.join(analyze_cmd(enable, 'xghost', 3, 2))}`"
    )
    print()
    ratios = [Ratio(f"xghost-{p}p", p) for p in (2, 3, 4)]
    pools = [
        Pools("anaghost family min 3", FAMILY, 3, True),
        Pools("anaghost family min 4", FAMILY, 4, True),
    ]
    if args.enable_anaghost:
        pools.append(Pools("anaghost ENABLE min 3", enable, 3, False))
    with tempfile.TemporaryDirectory(prefix="bench_variants-") as tmp:
        scratch = Path(tmp)
        for row in ratios:
            print(f"{row.name} ...", file=sys.stderr)
            measure_ratio(row, enable, args, scratch)
        for row in pools:
            print(f"{row.name} ...", file=sys.stderr)
            measure_pools(row, 1 if row.path == enable else args.repeat, args, scratch)
    print_table(RATIO_HEADERS, [ratio_cells(r) for r in ratios], args.markdown)
    print()
    print_table(POOLS_HEADERS, [pools_cells(r) for r in pools], args.markdown)
    return 0


if __name__ == "__main__":
    sys.exit(main())
