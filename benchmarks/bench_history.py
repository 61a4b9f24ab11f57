"""Opening Game → History with 1,000 kept matches: the dialog made, the folder read on a
worker and the list shown. First with the folder's index (as the keeper leaves it), then
with the index gone (each record read and checked in full, as after an upgrade).

    python benchmarks/bench_history.py [--matches 1000] [--rounds 20]
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def records(n: int, rounds: int) -> list[object]:
    """``n`` kept matches of 3 players and about ``rounds`` rounds on a small list."""
    from dataclasses import replace

    sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))
    from core.random_matches import lexicon, random_match  # type: ignore[import-not-found]

    from ghost_gui.core.play.match_record import record_of

    words = "cat camel cattle gecko goat gerbil zebra tab tabby act acts batch scab".split()
    lx = lexicon(words, 3)
    made = []
    seed = 0
    while len(made) < 20:
        seed += 1
        m = random_match(random.Random(seed), lx, "super", 3, lives=7, actions=rounds * 12)
        r = record_of(m, "english-family", "ab" * 32)
        if len(r.rounds) >= rounds:
            made.append(r)
    day = 24 * 3600
    return [replace(made[i % len(made)], ended=time_iso(1_700_000_000 + i * day)) for i in range(n)]


def time_iso(seconds: int) -> str:
    from datetime import UTC, datetime

    return datetime.fromtimestamp(seconds, UTC).isoformat()


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--matches", type=int, default=1000)
    parser.add_argument("--rounds", type=int, default=20)
    args = parser.parse_args()
    from PySide6.QtWidgets import QApplication

    from ghost_gui.gui import match_folder
    from ghost_gui.gui.dialogs.history_dialog import HistoryDialog
    from ghost_gui.gui.jobs import Jobs

    app = QApplication.instance() or QApplication(["bench"])
    folder = Path(tempfile.mkdtemp(prefix="ghost-history-")) / "matches"
    made = records(args.matches, args.rounds)
    t = time.perf_counter()
    for r in made:
        match_folder.keep(r, folder, args.matches)  # type: ignore[arg-type]
    keep_ms = (time.perf_counter() - t) * 1000 / len(made)
    jobs = Jobs()

    def open_history() -> float:
        t = time.perf_counter()
        d = HistoryDialog(folder, jobs, args.matches, lambda n: None)
        d.show()
        while len(d.kept) < args.matches:
            app.processEvents()
        took = time.perf_counter() - t
        d.close()
        d.deleteLater()
        app.processEvents()
        return took

    with_index = min(open_history() for _ in range(3))
    (folder / match_folder.INDEX).unlink()
    without = open_history()
    print(f"kept matches: {args.matches}, about {args.rounds} rounds each")
    print(f"keeping one (writer thread): {keep_ms:.1f} ms")
    print(
        f"opening History: {with_index * 1000:.0f} ms (index), {without * 1000:.0f} ms (no index)"
    )
    jobs.shutdown()


if __name__ == "__main__":
    main()
