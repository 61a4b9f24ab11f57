"""Memory over a family evening, and a burst of new games (issue 11, point 1).

Run from the project folder: ``.venv/bin/python benchmarks/bench_leak.py [--games 120] [--burst 200]``
(``--root DIR`` measures another checkout of Ghost, e.g. an older commit, with the same script).

- ``rss_mb``: the process's resident memory after each of ``--games`` whole matches between
  three computer players on the family list (words of 4+ letters, one life each), played
  through the real shell, controller and thread pool, offscreen. ``mb_per_match_after_40``:
  the growth from game 40 to the last, per match (the slow creep, issue 28); ``log_lines``:
  the lines the window's log holds at the end (it keeps its newest ones only).
- ``burst_last_s``: ``--burst`` new games started one after the other without waiting
  (a person clicking "New game" again and again), then the time until the last one is ready.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
import time
from pathlib import Path


def rss_mb() -> float:
    with open("/proc/self/status") as fh:
        for line in fh:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    return 0.0


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=120)
    ap.add_argument("--burst", type=int, default=200)
    ap.add_argument("--root", default=str(Path(__file__).resolve().parent.parent))
    args = ap.parse_args()
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    scratch = tempfile.mkdtemp()
    os.environ["GHOST_DATA_DIR"] = scratch
    os.environ.setdefault("GHOST_CACHE_DIR", os.path.join(scratch, "cache"))
    sys.path.insert(0, args.root)

    from PySide6.QtWidgets import QApplication

    app = QApplication([])
    from ghost_gui.gui.app.shell import Shell
    from ghost_gui.gui.dialogs.game_setup import GameSetup

    try:
        from ghost_gui.gui.jobs import Jobs

        runner: object = Jobs()
    except ImportError:  # an older checkout: the shell took a QThreadPool
        from PySide6.QtCore import QThreadPool

        runner = QThreadPool()
    shell = Shell(app, runner, language="en", test_mode=True)  # type: ignore[arg-type]
    c = shell.controller
    c.pause_ms = 0
    setup = GameSetup(
        [("Ann", "medium"), ("Bob", "easy"), ("Robo", "hard")],
        "ghost",
        4,
        "english-family.txt",
        lives=1,
    )

    def wait(predicate, limit: float = 120.0) -> None:  # type: ignore[no-untyped-def]
        end = time.perf_counter() + limit
        while not predicate():
            app.processEvents()
            time.sleep(0.001)
            if time.perf_counter() > end:
                raise SystemExit(f"timed out after {limit:.0f} s")

    def ready(before: object) -> bool:
        game = c.state.game
        return game is not None and game is not before

    series = []
    for _ in range(args.games):
        before = c.state.game
        shell.start_game(setup, resume=None)
        wait(lambda before=before: ready(before) and c.state.winner is not None)
        series.append(round(rss_mb(), 1))

    creep = round((series[-1] - series[39]) / (len(series) - 40), 3) if len(series) > 40 else None
    print(
        json.dumps(
            {
                "games": args.games,
                "rss_mb_first": series[0] if series else None,
                "rss_mb_last": series[-1] if series else None,
                "mb_per_match_after_40": creep,
                "log_lines": shell.window.log.count(),
                "rss_mb": series,
            }
        ),
        flush=True,
    )
    started = time.perf_counter()
    before = c.state.game
    for _ in range(args.burst):
        shell.start_game(setup, resume=None)
        app.processEvents()
    wait(lambda: ready(before), limit=600.0)
    burst = time.perf_counter() - started
    print(json.dumps({"burst": args.burst, "burst_last_s": round(burst, 2)}), flush=True)
    shell.close()


if __name__ == "__main__":
    main()
