"""How long a new game of the SuperGhost preset takes between Play and the first letter,
stage by stage, against the engine's own analysis of the same list in the same run.

    .venv/bin/python benchmarks/bench_new_game.py [--repeat N] [--json] [--variant KEY]

The preset's rules come from the New game dialog's presets (``game_setup.presets()``:
the large English list, SuperGhost, minimum length 4, you against a hard computer);
``--variant`` plays another variant under them (``anaghost``: its memory estimate first). Each
repeat makes a fresh cache directory and data folder and runs, each in a new process:

- ``load cold``: :func:`ghost_gui.gui.table.loading.load_game` as the window's worker runs
  it, timed from the call (its own imports included) to its return, with the time spent in
  its stages (the list and lexicon, the solver, each part of the computer's getting ready)
  and how the progress it reports moves (how many reports, the longest time between two);
  then, as the window's worker does once the match has begun, ``Loaded.ready_computers``
  (the human-like computer's letter sense, which the load leaves for after the first
  letter), timed with its stages;
- ``load warm``: the same in a new process with the same cache directory;
- ``load installed``: the same on a fresh cache directory, with the read-only cache an
  installed game bundles (``scripts/prebuild_caches.py``, made once before the repeats): a
  first start of the installed game;
- ``analyze cold`` / ``analyze warm``: ``python -m ghost_gui analyze LIST --variant super
  --min-length 4 --players 2 --json`` as a whole process, on a fresh cache directory, then
  again on the same one: the engine's figure the load is set against (the ratio).

The median of the repeats is printed (``--json``: one object with every run).
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from collections import defaultdict
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
PRESET = "SuperGhost"

#: (module, attribute path, label): what the child times, each call's seconds added up
#: under its label (nested labels overlap, as in a profile's cumulative column)
STAGES = (
    ("ghost_gui.core.analysis.results", "Workbench.lexicon", "list and lexicon"),
    ("ghost_gui.core.solving.budget", "check_fits", "memory estimate"),
    ("ghost_gui.core.solving.solver", "Solver.solve", "solving (all solvers)"),
    ("ghost_gui.core.solving.solver", "Solver.heights", "heights"),
    ("ghost_gui.core.opponents.strategies", "HumanLikeStrategy.__init__", "computer ready"),
    ("ghost_gui.core.opponents.plausibility", "sense_for", "  letter sense"),
    ("ghost_gui.core.opponents.plausibility", "language_for", "    language"),
    ("ghost_gui.core.opponents.plausibility", "familiar_words", "    familiar words"),
    ("ghost_gui.core.opponents.plausibility", "own_runs", "    its words' runs"),
    ("ghost_gui.core.opponents.plausibility", "LetterSense.__init__", "    sense put together"),
)


def _wrap(module: str, attr: str, label: str, spent: dict[str, float]) -> None:
    import importlib

    owner: Any = importlib.import_module(module)
    *outer, name = attr.split(".")
    for part in outer:
        owner = getattr(owner, part)
    original = getattr(owner, name)

    def timed(*args: Any, **kwargs: Any) -> Any:
        start = time.perf_counter()
        try:
            return original(*args, **kwargs)
        finally:
            spent[label] += time.perf_counter() - start

    setattr(owner, name, timed)
    # a module that imported the function by name calls its own reference: patch it too
    for other in list(sys.modules.values()):
        if other is not None and getattr(other, name, None) is original and not outer:
            setattr(other, name, timed)


def child(variant: str | None = None) -> dict[str, Any]:
    """One load in this process (the environment names the cache and data folders); the
    preset's rules, or ``variant``'s on its list."""
    sys.path.insert(0, str(ROOT))
    from dataclasses import replace

    from ghost_gui.core.variant_keys import VariantKey
    from ghost_gui.gui.dialogs.game_setup import presets
    from ghost_gui.gui.table.loading import load_game

    setup = presets()[PRESET]
    if variant is not None:
        setup = replace(setup, variant=VariantKey(variant))
    config = setup.config()
    path = str(setup.word_list_file())
    spent: dict[str, float] = defaultdict(float)
    for module, attr, label in STAGES:
        _wrap(module, attr, label, spent)
    reports: list[tuple[float, float]] = []
    start = time.perf_counter()

    def progress(fraction: float) -> None:
        reports.append((time.perf_counter() - start, fraction))

    loaded = load_game(path, config, 0.5, lambda: False, progress, computers_later=True)
    total = time.perf_counter() - start
    times = [0.0] + [t for t, _ in reports] + [total]
    stages = dict(spent)
    spent.clear()
    start = time.perf_counter()
    loaded.ready_computers()
    return {
        "seconds": total,
        "stages": stages,
        "ready": time.perf_counter() - start,
        "ready_stages": dict(spent),
        "reports": len(reports),
        "distinct_fractions": len({round(f, 3) for _, f in reports}),
        "longest_gap": max(b - a for a, b in zip(times, times[1:], strict=False)),
    }


def _run(cmd: list[str], env: dict[str, str]) -> tuple[float, str]:
    start = time.perf_counter()
    out = subprocess.run(cmd, env=env, capture_output=True, text=True, cwd=ROOT)
    if out.returncode:
        raise SystemExit(f"{' '.join(cmd)} failed:\n{out.stderr}")
    return time.perf_counter() - start, out.stdout


def one_repeat(python: str, bundled: Path, variant: str) -> dict[str, Any]:
    with tempfile.TemporaryDirectory(prefix="bench-new-game-") as scratch:
        base = {**os.environ, "PYTHONPATH": str(ROOT), "QT_QPA_PLATFORM": "offscreen"}
        load_env = {
            **base,
            "GHOST_CACHE_DIR": str(Path(scratch, "load-cache")),
            "GHOST_DATA_DIR": str(Path(scratch, "data")),
        }
        engine_env = {**base, "GHOST_CACHE_DIR": str(Path(scratch, "engine-cache"))}
        me = [python, str(Path(__file__).resolve()), "--child", "--variant", variant]
        runs: dict[str, Any] = {}
        for name in ("load cold", "load warm"):
            runs[name] = json.loads(_run(me, load_env)[1])
        installed = {
            **load_env,
            "GHOST_CACHE_DIR": str(Path(scratch, "installed-cache")),
            "GHOST_BUNDLED_CACHE": str(bundled),
        }
        runs["load installed"] = json.loads(_run(me, installed)[1])
        analyze = [
            python,
            "-m",
            "ghost_gui",
            "analyze",
            str(ROOT / "wordlists" / "english-large.txt"),
            "--variant",
            variant,
            "--min-length",
            "4",
            "--players",
            "2",
            "--json",
        ]
        for name in ("analyze cold", "analyze warm"):
            runs[name] = {"seconds": _run(analyze, engine_env)[0]}
        return runs


def _median(runs: list[dict[str, Any]], key: Callable[[dict[str, Any]], float]) -> float:
    return statistics.median(key(r) for r in runs)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=1)
    parser.add_argument("--json", action="store_true")
    parser.add_argument(
        "--variant", default="super", help="another variant on the preset's list and rules"
    )
    parser.add_argument("--child", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.child:
        print(json.dumps(child(args.variant)))
        return 0
    # byte-compile first, as an install has it
    subprocess.run([sys.executable, "-m", "compileall", "-q", str(ROOT / "ghost_gui")], check=True)
    with tempfile.TemporaryDirectory(prefix="bench-new-game-bundled-") as bundled:
        subprocess.run(
            [sys.executable, str(ROOT / "scripts" / "prebuild_caches.py"), bundled],
            check=True,
            stdout=subprocess.DEVNULL,
            env={**os.environ, "QT_QPA_PLATFORM": "offscreen"},
        )
        repeats = [
            one_repeat(sys.executable, Path(bundled), args.variant) for _ in range(args.repeat)
        ]
    if args.json:
        print(json.dumps({"preset": PRESET, "variant": args.variant, "repeats": repeats}, indent=1))
        return 0
    for temp in ("cold", "warm", "installed"):
        runs = [r[f"load {temp}"] for r in repeats]
        load = _median(runs, lambda r: r["seconds"])
        against = "warm" if temp == "warm" else "cold"
        engine = _median(repeats, lambda r, t=against: r[f"analyze {t}"]["seconds"])  # type: ignore[misc]
        print(
            f"{temp}: new game {load:.2f} s, engine analysis {against} {engine:.2f} s "
            f"(ratio {load / engine:.1f}); progress reports {runs[0]['reports']}, "
            f"longest gap {_median(runs, lambda r: r['longest_gap']):.2f} s"
        )
        for *_, label in STAGES:
            spent = _median(runs, lambda r, lb=label: r["stages"].get(lb, 0.0))  # type: ignore[misc]
            print(f"    {label:<24} {spent:6.2f} s")
        ready = _median(runs, lambda r: r["ready"])
        print(f"  then, on a worker once the match has begun: the computers ready {ready:.2f} s")
        for *_, label in STAGES[5:]:
            spent = _median(runs, lambda r, lb=label: r["ready_stages"].get(lb, 0.0))  # type: ignore[misc]
            print(f"    {label:<24} {spent:6.2f} s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
