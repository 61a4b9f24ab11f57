"""The whole "Who wins?" table, cold, against the textbook's ENABLE Ghost analysis.

    .venv/bin/python benchmarks/bench_table.py [--repeat N] [--markdown] [--lists DIR]
                                               [--russian] [--timeout S]

Every command runs under ``/usr/bin/time -f '%e %M'`` with this interpreter, as in
``bench_engine.py`` (whose helpers this script uses), from the project root, with a fresh
empty ``GHOST_CACHE_DIR`` per run, ``LANG=C.UTF-8`` and our modules byte-compiled first:

- ours: ``python -m ghost_gui table LIST --json --no-cache`` (every variant, minimum lengths
  3 and 4, 2-4 players, card sizes capped at 500; two processes where the machine has two
  cores, as the window's "Who wins?" runs it);
- the baseline: ``../shared/bench/ref_norvig.py ENABLE ghost 3 winners``.

--repeat pairs (default 3), ours then the baseline; the median of the time ratios and of the
seconds and peak MB. Lists: the English family list, and with ``--russian`` the Russian nouns
(``wordlists/russian-nouns.txt``, a minute or more a run). Target (issue 39): within 8 times
the baseline's time and 500 MB. ENABLE and the baseline come from ``../shared`` (absent: a
message, exit 0).
"""

from __future__ import annotations

import argparse
import datetime
import os
import platform
import statistics
import subprocess
import sys
import tempfile
from dataclasses import dataclass, field
from pathlib import Path

from bench_engine import DEFAULT_BENCH, DEFAULT_LISTS, ROOT, CommandFailed, Run, base_env, timed

RATIO_TARGET, MB_TARGET = 8.0, 500.0
LISTS = {
    "english-family": ROOT / "wordlists" / "english-family.txt",
    "russian-nouns": ROOT / "wordlists" / "russian-nouns.txt",
}


@dataclass
class Pair:
    name: str
    ours: list[Run] = field(default_factory=list)
    base: list[Run] = field(default_factory=list)
    error: str = ""


def measure(name: str, path: Path, enable: Path, args: argparse.Namespace, scratch: Path) -> Pair:
    pair = Pair(name)
    ours = [sys.executable, "-m", "ghost_gui", "table", str(path), "--json", "--no-cache"]
    base = [sys.executable, str(args.bench / "ref_norvig.py"), str(enable), "ghost", "3", "winners"]
    for i in range(args.repeat):
        cache = scratch / f"cache-{name}-{i}"
        cache.mkdir()
        env = dict(base_env(), GHOST_CACHE_DIR=str(cache))
        try:
            pair.ours.append(timed(ours, env, ROOT, args.timeout, scratch))
            pair.base.append(timed(base, base_env(), ROOT, args.timeout, scratch))
        except CommandFailed as exc:
            pair.error = str(exc)
            break
    return pair


def cells(pair: Pair) -> list[str]:
    if pair.error or not pair.ours:
        return [pair.name, "-", "-", "-", "-", f"failed: {pair.error}"]
    ratios = [o.seconds / b.seconds for o, b in zip(pair.ours, pair.base)]
    ratio = statistics.median(ratios)
    seconds = statistics.median(r.seconds for r in pair.ours)
    base = statistics.median(r.seconds for r in pair.base)
    mb = statistics.median(r.peak_mb for r in pair.ours)
    met = "yes" if ratio <= RATIO_TARGET and mb <= MB_TARGET else "no"
    spread = f"{min(ratios):.1f}-{max(ratios):.1f}"
    return [
        pair.name,
        f"{seconds:.2f} s, {mb:.0f} MB",
        f"{base:.2f} s",
        f"{ratio:.1f}x ({spread})",
        met,
        "",
    ]


HEADERS = ["list", "ours (median)", "ref_norvig ENABLE", "time ratio (range)", "met", "note"]


def print_table(rows: list[list[str]], markdown: bool) -> None:
    if markdown:
        print("| " + " | ".join(HEADERS) + " |")
        print("|" + "---|" * len(HEADERS))
        for row in rows:
            print("| " + " | ".join(row) + " |")
        return
    widths = [max(len(r[i]) for r in [HEADERS, *rows]) for i in range(len(HEADERS))]
    for row in [HEADERS, *rows]:
        print("  ".join(c.ljust(w) for c, w in zip(row, widths)).rstrip())


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--repeat", type=int, default=3, help="pairs per list (default 3)")
    ap.add_argument("--markdown", action="store_true", help="print the table in Markdown")
    ap.add_argument("--lists", type=Path, default=DEFAULT_LISTS, help="ENABLE's folder")
    ap.add_argument("--bench", type=Path, default=DEFAULT_BENCH, help="the baselines' folder")
    ap.add_argument("--russian", action="store_true", help="the Russian nouns too (slow)")
    ap.add_argument("--timeout", type=float, default=900.0, help="seconds a command may take")
    args = ap.parse_args(argv)
    enable = args.lists / "enable1.txt"
    if not enable.is_file() or not (args.bench / "ref_norvig.py").is_file():
        print(f"bench_table: {enable} or the baseline is absent; nothing measured")
        return 0
    subprocess.run(
        [sys.executable, "-m", "compileall", "-q", str(ROOT / "ghost_gui")],
        check=True,
        env=dict(os.environ, PYTHONDONTWRITEBYTECODE=""),
    )
    now = datetime.datetime.now().isoformat(timespec="minutes")
    load = os.getloadavg()[0]
    print(
        f"bench_table {now}; Python {platform.python_version()}; {os.cpu_count()} cores; "
        f"load {load:.1f}; {args.repeat} pairs"
    )
    names = ["english-family"] + (["russian-nouns"] if args.russian else [])
    rows = []
    with tempfile.TemporaryDirectory(prefix="bench-table-") as tmp:
        for name in names:
            rows.append(cells(measure(name, LISTS[name], enable, args, Path(tmp))))
    print_table(rows, args.markdown)
    print(f"target: within {RATIO_TARGET:g}x the baseline and {MB_TARGET:g} MB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
