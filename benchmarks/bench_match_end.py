"""What a match's end costs the window's thread, and its longest stall while the match is
kept and reviewed for the people's accuracy (on a worker).

    QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/bench_match_end.py [--matches N]
        [--word WORD] [--root DIR] [--json]

Starts the game's shell as a player gets it (saving on, a data folder of its own), two
people at the table on the family list with one life each, and types ``--word`` into the
window, one letter every 50 ms: its last letter completes the word and ends the match. A
10 ms timer on the window's thread measures the gaps between its ticks (the stall: the gap
less the 10 ms) while the letters are typed and for the 3 s after the match ends, or until
the match's accuracy is in the statistics. Also timed: the key press that ends the match,
and how long after it the accuracy was recorded (``review_s``; None for a checkout that
does not review, measured with ``--root``). ``--matches N``: N matches, one after another
(Play again).
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any


def accuracies(shell: Any) -> int:
    """How many of Ann's matches have an accuracy in the statistics."""
    row = shell.stats.players.get("Ann", {})
    return len(row.get("accuracy", ()))


def one_match(app: Any, shell: Any, word: str, reviews: bool, timer_type: Any, qtest: Any) -> Any:
    """Type ``word`` into the window of a match just begun (its last letter ends the match);
    the stalls while typing and after the end, the last key press and the review's delay."""
    before = accuracies(shell)
    letters = list(word)
    found: dict[str, Any] = {"typing": [], "after": [], "end_ms": 0.0, "review_s": None}
    ended_at: list[float] = []
    last: float | None = None  # the first tick starts the count

    def tick() -> None:
        nonlocal last
        now = time.perf_counter()
        if last is not None:
            found["after" if ended_at else "typing"].append(max(0.0, now - last - 0.010) * 1000)
        last = now
        if ended_at:
            done = reviews and accuracies(shell) > before
            if done:
                found["review_s"] = now - ended_at[0]
            if done or now - ended_at[0] > (30 if reviews else 3):
                app.quit()

    def play() -> None:
        if not letters:
            return
        letter = letters.pop(0)
        t = time.perf_counter()
        qtest.keyClick(shell.window, letter)
        if not letters:
            ended_at.append(time.perf_counter())
            found["end_ms"] = (ended_at[0] - t) * 1000
            if shell.controller.state.winner is None:
                raise SystemExit(f"{word!r} did not end the match")

    timer, player = timer_type(), timer_type()
    timer.timeout.connect(tick)
    player.timeout.connect(play)
    timer_type.singleShot(200, lambda: (timer.start(10), player.start(50)))
    app.exec()
    timer.stop()
    player.stop()
    return found


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--matches", type=int, default=3)
    parser.add_argument("--word", default="zebra")
    parser.add_argument("--root", default=str(Path(__file__).resolve().parent.parent))
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    args = parser.parse_args()
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    scratch = tempfile.mkdtemp(prefix="ghost-match-end-")
    os.environ["GHOST_DATA_DIR"] = scratch
    os.environ["GHOST_CACHE_DIR"] = os.path.join(scratch, "cache")
    sys.path.insert(0, args.root)

    from PySide6.QtCore import QTimer
    from PySide6.QtTest import QTest
    from window_shell import start_window

    app, shell = start_window(scratch, test_mode=False)
    from ghost_gui.gui.dialogs.game_setup import GameSetup

    shell.settings.set("welcome_seen", True)
    shell.window.speaker.enabled = False
    shell.window.show()
    c = shell.controller
    reviews = hasattr(shell, "accuracy")

    typing: list[float] = []  # stalls while the letters are typed
    after: list[float] = []  # stalls after the match's end
    ends: list[float] = []  # the key press that ends the match, ms
    review_s: list[float] = []
    for _ in range(args.matches):
        shell.start_game(
            GameSetup(
                [("Ann", "human"), ("Bo", "human")], "ghost", 4, "english-family.txt", lives=1
            ),
            None,
        )
        deadline = time.perf_counter() + 120
        while c.state.game is None or not c.is_human_turn():
            app.processEvents()
            time.sleep(0.001)
            if time.perf_counter() > deadline:
                raise SystemExit("the match did not start in 120 s")
        got = one_match(app, shell, args.word, reviews, QTimer, QTest)
        typing += got["typing"]
        after += got["after"]
        ends.append(got["end_ms"])
        if got["review_s"] is not None:
            review_s.append(got["review_s"])
    shell.close()
    shutil.rmtree(scratch, ignore_errors=True)
    result = {
        "matches": args.matches,
        "root": args.root,
        "end_play_ms": [round(e, 1) for e in ends],
        "end_play_median_ms": round(statistics.median(ends), 1),
        "stall_typing_max_ms": round(max(typing), 1),
        "stall_after_end_max_ms": round(max(after), 1),
        "review_s": [round(r, 2) for r in review_s] if reviews else None,
    }
    if args.json:
        print(json.dumps(result))
    else:
        print(
            f"{args.matches} matches: the last play {result['end_play_median_ms']} ms (median); "
            f"longest stall {result['stall_typing_max_ms']} ms typing, "
            f"{result['stall_after_end_max_ms']} ms after the end; accuracy recorded after "
            f"{result['review_s']} s"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
