"""Memory over dialogs opened and closed through the window's menus.

    QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/bench_dialogs.py [--rounds 200]
        [--only new,help,stats,card,pocket] [--root DIR] [--json]

Starts the real window offscreen (the shell, its thread pool, a data and cache folder of its
own), starts a game (two players, the family list, words of 4+ letters), then for each dialog
opens it as a person's click would (the menu's action) and closes it with Esc, ``--rounds``
times:

- ``new``: Game → New game (a modal dialog), Esc;
- ``help``: Help → How to play;
- ``stats``: Game → Statistics;
- ``card``: Cards → Strategy card (worked out on a worker, then shown);
- ``pocket``: Cards → Pocket card (the seat asked first, Enter; then the card).

Between the dialogs the events are processed, deferred deletes run and Python's garbage
collected. Reported per dialog: the resident memory (VmRSS) before and after, the growth, the
growth per open, and how many of its dialogs are still alive after (0 when each is deleted on
closing). ``--root DIR`` measures another checkout of Ghost with the same script.
"""

from __future__ import annotations

import argparse
import gc
import json
import os
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

KINDS = ("new", "help", "stats", "card", "pocket")
#: opens before "before" is read: the first open of each dialog loads its modules and fonts
WARM_UP = 3


def rss_mb() -> float:
    with open("/proc/self/status") as fh:
        for line in fh:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    return 0.0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=200, help="opens of each dialog")
    parser.add_argument("--only", default=",".join(KINDS), help="the dialogs, comma-separated")
    parser.add_argument("--root", default=str(Path(__file__).resolve().parent.parent))
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    args = parser.parse_args()
    kinds = [k for k in args.only.split(",") if k]
    unknown = set(kinds) - set(KINDS)
    if unknown:
        parser.error(f"unknown dialogs: {', '.join(sorted(unknown))}")
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    scratch = tempfile.mkdtemp(prefix="ghost-dialogs-")
    os.environ["GHOST_DATA_DIR"] = scratch
    os.environ["GHOST_CACHE_DIR"] = os.path.join(scratch, "cache")
    sys.path.insert(0, args.root)

    from PySide6.QtCore import QCoreApplication, QEvent, Qt, QTimer
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QWidget
    from window_shell import start_window

    app, shell = start_window(scratch, test_mode=True)
    from ghost_gui.gui.dialogs.game_setup import GameSetup

    shell.window.show()
    menus = shell.window.menus
    setup = GameSetup([("Ann", "human"), ("Robo", "hard")], "ghost", 4, "english-family.txt")

    def wait(predicate: Callable[[], Any], limit: float = 60.0) -> Any:
        end = time.perf_counter() + limit
        while not (found := predicate()):
            app.processEvents()
            time.sleep(0.001)
            if time.perf_counter() > end:
                raise SystemExit(f"timed out after {limit:.0f} s")
        return found

    def settle() -> None:
        for _ in range(3):
            app.processEvents()
            QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
            gc.collect()

    def shown(name: str) -> Callable[[], QWidget | None]:
        """The visible top-level widget of the class ``name`` (the dialog just opened)."""
        return lambda: next(
            (w for w in app.topLevelWidgets() if type(w).__name__ == name and w.isVisible()),
            None,
        )

    def alive(name: str) -> int:
        return sum(type(w).__name__ == name for w in app.topLevelWidgets())

    def escape(widget: QWidget) -> None:
        QTest.keyClick(widget, Qt.Key.Key_Escape)

    def answer_modal(key: Qt.Key) -> None:
        """The modal dialog about to open is answered with ``key`` once it is up."""

        def press() -> None:
            modal = app.activeModalWidget()
            if modal is None:
                QTimer.singleShot(1, press)
            else:
                QTest.keyClick(modal, key)

        QTimer.singleShot(0, press)

    def open_modeless(action: Any, name: str) -> Callable[[], None]:
        def run() -> None:
            action.trigger()
            dialog = wait(shown(name))
            escape(dialog)

        return run

    def new_game() -> None:
        answer_modal(Qt.Key.Key_Escape)
        menus.new.trigger()  # returns once the dialog is closed

    def pocket() -> None:
        answer_modal(Qt.Key.Key_Return)  # the seat: the first person's
        menus.pocket.trigger()
        escape(wait(shown("PocketCardDialog")))

    runs: dict[str, tuple[Callable[[], None], str]] = {
        "new": (new_game, "NewGameDialog"),
        "help": (open_modeless(menus.how_to_play, "HowToPlayDialog"), "HowToPlayDialog"),
        "stats": (open_modeless(menus.stats, "StatsView"), "StatsView"),
        "card": (open_modeless(menus.card, "CardView"), "CardView"),
        "pocket": (pocket, "PocketCardDialog"),
    }

    shell.start_game(setup, resume=None)
    wait(lambda: shell.controller.game() is not None, limit=120.0)
    settle()
    start_mb = rss_mb()
    results = []
    for kind in kinds:
        run, name = runs[kind]
        for _ in range(WARM_UP):
            run()
        settle()
        before = rss_mb()
        started = time.perf_counter()
        for _ in range(args.rounds):
            run()
            app.processEvents()
        settle()
        after = rss_mb()
        growth = after - before
        results.append(
            {
                "dialog": kind,
                "rss_mb_before": round(before, 1),
                "rss_mb_after": round(after, 1),
                "growth_mb": round(growth, 1),
                "kb_per_open": round(1024 * growth / max(1, args.rounds), 1),
                "alive_after": alive(name),
                "seconds": round(time.perf_counter() - started, 1),
            }
        )
        if not args.json:
            r = results[-1]
            print(
                f"{kind:7} {r['rss_mb_before']:7.1f} → {r['rss_mb_after']:7.1f} MB  "
                f"{r['growth_mb']:+7.1f} MB  {r['kb_per_open']:7.1f} kB an open  "
                f"{r['alive_after']:4} alive  {r['seconds']:6.1f} s",
                flush=True,
            )
    end_mb = rss_mb()
    if args.json:
        print(
            json.dumps(
                {
                    "rounds": args.rounds,
                    "rss_mb_start": round(start_mb, 1),
                    "rss_mb_end": round(end_mb, 1),
                    "dialogs": results,
                }
            )
        )
    else:
        print(
            f"{args.rounds} opens of each; the window: {start_mb:.1f} → {end_mb:.1f} MB "
            f"({end_mb - start_mb:+.1f} MB)"
        )
    shell.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
