"""The window's longest stall while a match is played with saving on.

    QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/bench_save_stall.py [--plays N]
        [--busy N] [--io] [--data DIR] [--root DIR] [--json]

Starts the game's shell as a player gets it (saving on: ``test_mode=False``, a data folder of
its own), two people at the table on the family list, and types ``--plays`` letters into the
window, one every 50 ms. A 10 ms timer on the window's thread measures the gaps between its
ticks: the longest stall is the longest gap less the 10 ms. Also timed: each play (the key
press handled, the match saved or handed to the writer). ``--busy N`` keeps N other processes
spinning (a busy machine), ``--io`` another process writing and syncing 4 MB at a time in the
data folder (a busy disk); ``--data DIR``: where the data folder is made (a real disk, not a
tmpfs, for fsync to cost what it costs). ``--root DIR`` measures another checkout of Ghost
with the same script.
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import os
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path

#: letters that make no word of the family list, so that the round never ends
LETTERS = "qx"


def started(c) -> bool:  # type: ignore[no-untyped-def]
    """Has the match begun? (This checkout's controller publishes a state; an older one,
    measured with ``--root``, holds the match.)"""
    state = getattr(c, "state", None)
    return state.game is not None if state is not None else c.match is not None


def fragment_of(c) -> str:  # type: ignore[no-untyped-def]
    state = getattr(c, "state", None)
    if state is not None:
        return str(state.fragment)
    return c.match.fragment if c.match is not None else ""


def spin() -> None:
    while True:
        pass


def churn(folder: str) -> None:
    """Another program writing to the same disk: 4 MB written and synced, again and again."""
    block = os.urandom(4 << 20)
    path = os.path.join(folder, "churn.bin")
    while True:
        with open(path, "wb") as fh:
            fh.write(block)
            fh.flush()
            os.fsync(fh.fileno())


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--plays", type=int, default=50)
    parser.add_argument("--busy", type=int, default=0, help="processes kept spinning")
    parser.add_argument("--io", action="store_true", help="another process writing to the disk")
    parser.add_argument("--data", default=None, help="where the data folder is made")
    parser.add_argument("--root", default=str(Path(__file__).resolve().parent.parent))
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    args = parser.parse_args()
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    scratch = tempfile.mkdtemp(prefix="ghost-save-stall-", dir=args.data)
    os.environ["GHOST_DATA_DIR"] = scratch
    os.environ["GHOST_CACHE_DIR"] = os.path.join(scratch, "cache")
    sys.path.insert(0, args.root)
    spinners = [multiprocessing.Process(target=spin, daemon=True) for _ in range(args.busy)]
    if args.io:
        spinners.append(multiprocessing.Process(target=churn, args=(scratch,), daemon=True))
    for p in spinners:
        p.start()

    from PySide6.QtCore import QTimer
    from PySide6.QtTest import QTest
    from window_shell import start_window

    app, shell = start_window(scratch, test_mode=False)
    from ghost_gui.gui.dialogs.game_setup import GameSetup

    shell.settings.set("welcome_seen", True)
    shell.window.speaker.enabled = False
    shell.window.show()
    c = shell.controller
    shell.start_game(
        GameSetup([("Ann", "human"), ("Bo", "human")], "ghost", 4, "english-family.txt"), None
    )
    end = time.perf_counter() + 60
    while not started(c) or not c.is_human_turn():
        app.processEvents()
        time.sleep(0.001)
        if time.perf_counter() > end:
            raise SystemExit("the match did not start in 60 s")

    gaps: list[float] = []
    plays: list[float] = []
    last = time.perf_counter()

    def tick() -> None:
        nonlocal last
        now = time.perf_counter()
        gaps.append(now - last)
        last = now

    def play() -> None:
        if len(plays) == args.plays:
            app.quit()
            return
        letter = LETTERS[len(plays) % len(LETTERS)]
        t = time.perf_counter()
        QTest.keyClick(shell.window, letter)
        plays.append(time.perf_counter() - t)

    timer, player = QTimer(), QTimer()
    timer.timeout.connect(tick)
    player.timeout.connect(play)
    QTimer.singleShot(200, lambda: (timer.start(10), player.start(50)))
    app.exec()
    timer.stop()
    player.stop()
    fragment = fragment_of(c)
    t = time.perf_counter()
    shell.close()
    close_ms = (time.perf_counter() - t) * 1000
    saved = json.loads((Path(scratch) / "saved-match.json").read_text())["match"]["fragment"]
    for p in spinners:
        p.terminate()
    shutil.rmtree(scratch, ignore_errors=True)
    stalls = [max(0.0, g - 0.010) * 1000 for g in gaps[1:]]  # the first: the timer starting
    ms = [p * 1000 for p in plays]
    result = {
        "plays": len(plays),
        "busy": args.busy,
        "io": args.io,
        "root": args.root,
        "stall_max_ms": round(max(stalls), 1),
        "stall_p90_ms": round(percentile(stalls, 0.9), 1),
        "play_median_ms": round(statistics.median(ms), 2),
        "play_p90_ms": round(percentile(ms, 0.9), 2),
        "play_max_ms": round(max(ms), 2),
        "close_ms": round(close_ms, 1),
        "saved_last_play": saved == fragment and len(fragment) == len(plays),
    }
    if args.json:
        print(json.dumps(result))
    else:
        print(
            f"{result['plays']} plays, {args.busy} busy, io {args.io}: longest stall "
            f"{result['stall_max_ms']} ms (p90 {result['stall_p90_ms']}); a play "
            f"{result['play_median_ms']} ms median, p90 {result['play_p90_ms']}, max "
            f"{result['play_max_ms']}; close {result['close_ms']} ms; last play saved: "
            f"{result['saved_last_play']}"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
