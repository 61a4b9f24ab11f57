"""The window's longest stall while "Who wins?" fills its summary table.

    QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/bench_analysis_stall.py [--list FILE]
        [--variant V] [--min-length N] [--players N] [--timeout S]

Opens the "Who wins?" view (offscreen) on a bundled list (the family list unless given), asks
for the summary table, and measures the gaps of a 10 ms timer on the window's thread until the
table is complete: the longest five, in ms, with when they happened (seconds from the start).
The table's work runs on the view's job runner (a worker thread and a second process), as in
the game; with an empty cache folder of its own, so every row is worked out.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--list", default=None, help="a word list (default: the family list)")
    parser.add_argument("--variant", default="ghost")
    parser.add_argument("--min-length", type=int, default=4)
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--timeout", type=float, default=300)
    args = parser.parse_args()
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    os.environ["GHOST_CACHE_DIR"] = tempfile.mkdtemp(prefix="ghost-stall-")

    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    app = QApplication([])
    from ghost_gui.core.analysis.results import Workbench
    from ghost_gui.gui.cards.analysis_presenter import AnalysisPresenter
    from ghost_gui.gui.cards.analysis_view import AnalysisView
    from ghost_gui.gui.jobs import Jobs, shorten_switch_interval
    from ghost_gui.paths import wordlist_path

    shorten_switch_interval()  # as the app does at start-up

    jobs = Jobs()
    bench = Workbench(args.list or wordlist_path("english-family.txt"), use_cache=False)
    presenter = AnalysisPresenter(bench, args.variant, args.min_length, args.players, jobs)
    view = AnalysisView(presenter)
    view.show()
    gaps: list[tuple[float, float]] = []
    start = last = time.perf_counter()

    def tick() -> None:
        nonlocal last
        now = time.perf_counter()
        gaps.append((now - last, now - start))
        last = now

    def check() -> None:
        if presenter.state.table_complete or time.perf_counter() - start > args.timeout:
            app.quit()

    timer, checker = QTimer(), QTimer()
    timer.timeout.connect(tick)
    checker.timeout.connect(check)
    timer.start(10)
    checker.start(500)
    QTimer.singleShot(3000, presenter.compute_table)  # after the current rules' answer
    app.exec()
    jobs.shutdown(1000)
    worst = sorted(gaps)[-5:]
    complete = "complete" if presenter.state.table_complete else "NOT complete (timed out)"
    print(f"table {complete} after {time.perf_counter() - start:.1f} s")
    print("longest gaps (ms at s):", ", ".join(f"{g * 1000:.0f} at {t:.1f}" for g, t in worst))
    return 0


if __name__ == "__main__":
    sys.exit(main())
