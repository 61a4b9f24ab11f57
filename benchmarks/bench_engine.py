"""The engine against the textbook baselines, as whole processes, one after the other.

    .venv/bin/python benchmarks/bench_engine.py [--cases ghost,super,...] [--repeat N] [--markdown]
                                                [--bench DIR] [--lists DIR] [--timeout S]

Every command, ours and the baseline's, runs under ``/usr/bin/time -f '%e %M'`` with this
interpreter (``sys.executable``), so the figures cover the whole process: start-up, reading
the list, the work and the exit. Ours is ``python -m ghost_gui analyze LIST ... --json
--no-cache`` from the project root, with a fresh empty ``GHOST_CACHE_DIR`` per run and
``LANG=C.UTF-8``. The baselines are ``ref_norvig.py`` (Norvig's memoised ``win`` over a set of
every fragment) and ``ref_demystify.py`` (the level-order datrie solver for N players), run
from ``../shared/bench`` (``--bench``); they are never copied or imported. The word lists come
from ``../shared/testdata/wordlists`` (``--lists``). Either folder missing: a message, exit 0.

For each case, --repeat pairs (default 3), ours then the baseline; the ratios are ours over
the baseline's, pair by pair, and the table shows the median of the time ratios and the median
of the peak-memory ratios (below 1 is better), with each side's median seconds and MB.

Notes on the cases:

- ``anti`` is measured against Norvig's plain Ghost search: the textbook search visits the
  same fragments and costs the same with the win condition flipped, so it is the fair
  baseline, but the answers are not comparable ("n/a").
- ``super-3p`` and ``superduper-3p`` are measured against Norvig's two-player search (the
  textbook has no N-player Super solver); answers "n/a".
- ``card`` asks for every seat's card in one run (``--player all``); if this build of the
  command line refuses that, the script says so and falls back to ``--player 1``.
- ``warm`` runs ours without ``--no-cache`` on a cache directory filled by one untimed run
  first (the same directory for every timed run); its memory is reported, not targeted.

"same answer" compares the first-move answer: ``winning_first`` of ref_norvig's ``winners``
against our ``winning_first_moves`` (Ghost, Super, SuperDuper, two players, and warm); the
1-based ``losers`` seats and ``first`` letters of ref_demystify against our ``losers`` and
``winning_first_moves`` (ghost-3p, web2-3p). "NO" marks a mismatch in any pair.
"""

from __future__ import annotations

import argparse
import ast
import datetime
import json
import os
import platform
import shlex
import signal
import statistics
import subprocess
import sys
import tempfile
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SHARED = Path(__file__).resolve().parents[2] / "shared"
DEFAULT_BENCH = SHARED / "bench"
DEFAULT_LISTS = SHARED / "testdata" / "wordlists"
TIME = "/usr/bin/time"
LIST = "{list}"  # stands for the word list's path in the argument templates below


@dataclass(frozen=True)
class Case:
    name: str
    list_file: str
    ours: tuple[str, ...]  # arguments after ``python -m ghost_gui``
    baseline: tuple[str, ...]  # the baseline script's name, then its arguments
    time_target: float
    mem_target: float | None  # None: memory reported only
    compare: str  # "norvig", "demystify" or "" (not comparable)
    warm: bool = False


def _analyze(variant: str, players: int, *, cold: bool = True) -> tuple[str, ...]:
    args = (
        "analyze",
        LIST,
        "--variant",
        variant,
        "--min-length",
        "3",
        "--players",
        str(players),
        "--json",
    )
    return (*args, "--no-cache") if cold else args


def _norvig(variant: str, task: str = "winners") -> tuple[str, ...]:
    return ("ref_norvig.py", LIST, variant, "3", task)


_DEMYSTIFY = ("ref_demystify.py", LIST, "3", "3")

CASES: dict[str, Case] = {
    c.name: c
    for c in (
        Case("ghost", "enable1.txt", _analyze("ghost", 2), _norvig("ghost"), 0.25, 0.7, "norvig"),
        Case("super", "enable1.txt", _analyze("super", 2), _norvig("super"), 0.25, 0.7, "norvig"),
        Case(
            "superduper",
            "enable1.txt",
            _analyze("superduper", 2),
            _norvig("superduper"),
            0.25,
            0.7,
            "norvig",
        ),
        Case("anti", "enable1.txt", _analyze("anti", 2), _norvig("ghost"), 0.25, 0.7, ""),
        Case("ghost-3p", "enable1.txt", _analyze("ghost", 3), _DEMYSTIFY, 0.25, 0.7, "demystify"),
        Case("anti-3p", "enable1.txt", _analyze("anti", 3), _DEMYSTIFY, 0.25, 0.7, ""),
        Case("super-3p", "enable1.txt", _analyze("super", 3), _norvig("super"), 0.25, 0.7, ""),
        Case(
            "superduper-3p",
            "enable1.txt",
            _analyze("superduper", 3),
            _norvig("superduper"),
            0.25,
            0.7,
            "",
        ),
        Case("web2-3p", "web2.txt", _analyze("ghost", 3), _DEMYSTIFY, 0.25, 0.7, "demystify"),
        Case(
            "card",
            "enable1.txt",
            (
                "card",
                LIST,
                "--variant",
                "ghost",
                "--min-length",
                "3",
                "--no-cache",
                "--player",
                "all",
            ),
            _norvig("ghost", "card"),
            0.14,
            0.7,
            "",
        ),
        Case(
            "warm",
            "enable1.txt",
            ("analyze", LIST, "--variant", "ghost", "--min-length", "3", "--json"),
            _norvig("ghost"),
            0.08,
            None,
            "norvig",
            warm=True,
        ),
    )
}


class CommandFailed(Exception):
    pass


@dataclass
class Run:
    seconds: float
    peak_mb: float
    stdout: str


@dataclass
class Row:
    case: Case
    ours: list[Run] = field(default_factory=list)
    base: list[Run] = field(default_factory=list)
    same: list[bool | None] = field(default_factory=list)
    error: str = ""


def timed(cmd: list[str], env: dict[str, str], cwd: Path, timeout: float, scratch: Path) -> Run:
    """One whole process under /usr/bin/time: its wall seconds and peak RSS."""
    out_file = scratch / "time.txt"
    out_file.unlink(missing_ok=True)
    # a session of its own, so that a timeout kills the measured process, not only /usr/bin/time
    proc = subprocess.Popen(
        [TIME, "-f", "%e %M", "-o", str(out_file), *cmd],
        cwd=cwd,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        start_new_session=True,
    )
    try:
        stdout, stderr = proc.communicate(timeout=timeout)
    except subprocess.TimeoutExpired:
        os.killpg(proc.pid, signal.SIGKILL)
        proc.communicate()
        raise CommandFailed(f"timeout after {timeout:.0f} s") from None
    if proc.returncode != 0:
        tail = " / ".join(stderr.strip().splitlines()[-3:])
        raise CommandFailed(f"exit status {proc.returncode}: {tail}")
    # the last line: /usr/bin/time puts "Command exited with non-zero status" lines before it
    seconds, kb = out_file.read_text().strip().splitlines()[-1].split()
    return Run(float(seconds), int(kb) / 1024, stdout)


def base_env() -> dict[str, str]:
    env = dict(os.environ, LANG="C.UTF-8")
    for var in ("LC_ALL", "LC_CTYPE"):  # so that LANG decides the locale
        env.pop(var, None)
    return env


def same_answer(case: Case, ours: str, base: str) -> bool | None:
    if not case.compare:
        return None
    mine = json.loads(ours)
    theirs = ast.literal_eval(base.strip())
    if case.compare == "norvig":
        return bool(list(theirs["winning_first"]) == list(mine["winning_first_moves"]))
    # ref_demystify's seats are 1-based (turn() gives 1..N), as ours are
    return bool(
        sorted(theirs["losers"]) == sorted(mine["losers"])
        and list(theirs["first"]) == list(mine["winning_first_moves"])
    )


def fill(template: tuple[str, ...], path: Path) -> list[str]:
    return [str(path) if a == LIST else a for a in template]


def measure(case: Case, args: argparse.Namespace, scratch: Path, notes: list[str]) -> Row:
    row = Row(case)
    path = args.lists / case.list_file
    ours_args = list(case.ours)
    base_cmd = [sys.executable, str(args.bench / case.baseline[0]), *fill(case.baseline[1:], path)]
    warm_dir = scratch / f"warm-{case.name}"
    try:
        if case.warm:
            warm_dir.mkdir()
            env = dict(base_env(), GHOST_CACHE_DIR=str(warm_dir))
            timed(
                [sys.executable, "-m", "ghost_gui", *fill(case.ours, path)],
                env,
                ROOT,
                args.timeout,
                scratch,
            )  # fills the cache, untimed
        for i in range(args.repeat):
            if case.warm:
                cache_dir = str(warm_dir)
            else:
                cache_dir = tempfile.mkdtemp(prefix=f"cache-{case.name}-{i}-", dir=scratch)
            env = dict(base_env(), GHOST_CACHE_DIR=cache_dir)
            ours_cmd = [sys.executable, "-m", "ghost_gui", *fill(tuple(ours_args), path)]
            try:
                ours = timed(ours_cmd, env, ROOT, args.timeout, scratch)
            except CommandFailed as exc:
                if case.name != "card" or ours_args[-1] != "all":
                    raise
                notes.append(f"card: `card --player all` failed ({exc}); fell back to `--player 1`")
                print(f"NOTE: {notes[-1]}", file=sys.stderr)
                ours_args[-1] = "1"
                ours_cmd = [sys.executable, "-m", "ghost_gui", *fill(tuple(ours_args), path)]
                ours = timed(ours_cmd, env, ROOT, args.timeout, scratch)
            base = timed(base_cmd, base_env(), ROOT, args.timeout, scratch)
            row.ours.append(ours)
            row.base.append(base)
            row.same.append(same_answer(case, ours.stdout, base.stdout))
            print(
                f"  {case.name} pair {i + 1}: ours {ours.seconds:.2f} s {ours.peak_mb:.0f} MB, baseline {base.seconds:.2f} s {base.peak_mb:.0f} MB",
                file=sys.stderr,
            )
    except CommandFailed as exc:
        row.error = str(exc)
        print(f"  {case.name}: {exc}", file=sys.stderr)
    return row


def cells(row: Row) -> list[str]:
    case = row.case
    target = f"{case.time_target:g} / " + (
        f"{case.mem_target:g}" if case.mem_target is not None else "-"
    )
    if not row.ours:
        return [case.name, "-", "-", "-", target, "-", "-", "-", "-", f"error: {row.error}"]
    med = statistics.median
    time_ratio = med(o.seconds / b.seconds for o, b in zip(row.ours, row.base))
    mem_ratio = med(o.peak_mb / b.peak_mb for o, b in zip(row.ours, row.base))
    if any(s is False for s in row.same):
        same = "NO"
    elif all(s is None for s in row.same):
        same = "n/a"
    else:
        same = "yes"
    missed = []
    if time_ratio > case.time_target:
        missed.append("time")
    if case.mem_target is not None and mem_ratio > case.mem_target:
        missed.append("memory")
    met = "yes" if not missed else "no (" + ", ".join(missed) + ")"
    if row.error:
        met += f"; error: {row.error}"
    return [
        case.name,
        f"{med(b.seconds for b in row.base):.2f}",
        f"{med(o.seconds for o in row.ours):.2f}",
        f"{time_ratio:.3f}",
        target,
        f"{med(b.peak_mb for b in row.base):.0f}",
        f"{med(o.peak_mb for o in row.ours):.0f}",
        f"{mem_ratio:.2f}" + ("" if case.mem_target is not None else " (report)"),
        same,
        met,
    ]


HEADERS = [
    "case",
    "baseline s",
    "ours s",
    "time ratio",
    "target",
    "baseline MB",
    "ours MB",
    "memory ratio",
    "same answer",
    "met",
]


def print_table(rows: list[list[str]], markdown: bool) -> None:
    if markdown:
        print("| " + " | ".join(HEADERS) + " |")
        print("|" + "---|" * len(HEADERS))
        for r in rows:
            print("| " + " | ".join(r) + " |")
        return
    widths = [max(len(h), *(len(r[i]) for r in rows)) for i, h in enumerate(HEADERS)]
    for r in [HEADERS, *rows]:
        print("  ".join(c.ljust(w) for c, w in zip(r, widths)).rstrip())


def nproc() -> int:
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:  # not on Linux
        return os.cpu_count() or 1


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    ap.add_argument(
        "--cases", default=",".join(CASES), help="comma-separated, of: " + ", ".join(CASES)
    )
    ap.add_argument("--repeat", type=int, default=3, help="pairs per case (default 3)")
    ap.add_argument(
        "--markdown", action="store_true", help="print the table in Markdown, for BENCHMARKS.md"
    )
    ap.add_argument("--bench", type=Path, default=DEFAULT_BENCH, help="the baselines' folder")
    ap.add_argument("--lists", type=Path, default=DEFAULT_LISTS, help="the word lists' folder")
    ap.add_argument(
        "--timeout", type=float, default=1800, help="seconds per command (default 1800)"
    )
    args = ap.parse_args(argv)
    names = [n.strip() for n in args.cases.split(",") if n.strip()]
    unknown = [n for n in names if n not in CASES]
    if unknown:
        ap.error(f"unknown case(s): {', '.join(unknown)}; known: {', '.join(CASES)}")
    if args.repeat < 1:
        ap.error("--repeat must be at least 1")
    for what, folder in (("baselines", args.bench), ("word lists", args.lists)):
        if not folder.is_dir():
            print(f"bench_engine: the {what} folder {folder} is absent; nothing measured.")
            return 0
    if not Path(TIME).is_file():
        print(f"bench_engine: {TIME} is absent; nothing measured.")
        return 0
    cases = [CASES[n] for n in names]
    # ours runs as installed: its modules byte-compiled (a wheel or .deb installs them
    # compiled; a checkout under PYTHONDONTWRITEBYTECODE would compile them on every run)
    subprocess.run(
        [sys.executable, "-m", "compileall", "-q", str(ROOT / "ghost_gui")],
        check=True,
        stdout=subprocess.DEVNULL,
    )
    now = datetime.datetime.now().astimezone().isoformat(timespec="seconds")
    print(
        f"bench_engine {now}; Python {platform.python_version()} ({sys.executable}); nproc {nproc()}; {args.repeat} pair(s) per case, ours first"
    )
    print(
        f"each command: {TIME} -f '%e %M' -o TMPFILE CMD; ours from {ROOT} with GHOST_CACHE_DIR=<fresh temp dir> LANG=C.UTF-8"
    )
    for case in cases:
        path = args.lists / case.list_file
        ours = shlex.join([sys.executable, "-m", "ghost_gui", *fill(case.ours, path)])
        base = shlex.join(
            [sys.executable, str(args.bench / case.baseline[0]), *fill(case.baseline[1:], path)]
        )
        print(
            f"  {case.name}: ours `{ours}`; baseline `{base}`"
            + ("  (warm: cache filled by one untimed run first)" if case.warm else "")
        )
    print()
    notes: list[str] = []
    rows: list[Row] = []
    with tempfile.TemporaryDirectory(prefix="bench_engine-") as tmp:
        for case in cases:
            missing = [
                p
                for p in (args.lists / case.list_file, args.bench / case.baseline[0])
                if not p.is_file()
            ]
            if missing:
                print(f"skipping {case.name}: {', '.join(map(str, missing))} not found")
                continue
            print(f"{case.name} ...", file=sys.stderr)
            rows.append(measure(case, args, Path(tmp), notes))
    print_table([cells(r) for r in rows], args.markdown)
    for row in rows:
        if any(s is False for s in row.same):
            print(
                f"!!! {row.case.name}: OUR ANSWER DIFFERS FROM THE BASELINE'S in {sum(s is False for s in row.same)} of {len(row.same)} pair(s) !!!"
            )
    for note in notes:
        print(f"note: {note}")
    return 1 if any(s is False for r in rows for s in r.same) else 0


if __name__ == "__main__":
    sys.exit(main())
