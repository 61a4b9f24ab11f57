"""The application: services, the window, and the headless modes.

``--self-test`` plays one whole match between computer players through the real window,
controller and thread pool and prints one JSON line; ``--screenshot FILE.png`` saves the
window after its first frame; ``--quit-after-first-frame`` exits then (start-up timing).
"""

from __future__ import annotations

import gc
import json
import logging
import os
import sys
import threading
import time
import traceback
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from PySide6.QtCore import QTimer, QtMsgType, qInstallMessageHandler
from PySide6.QtWidgets import QApplication

from ... import __app_name__, __version__
from ..storage import log_path

log = logging.getLogger("ghost_gui")


def setup_logging() -> Path:
    path = log_path()
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        handler: logging.Handler = logging.FileHandler(path, encoding="utf-8")
    except OSError:
        handler = logging.StreamHandler()
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    root = logging.getLogger()
    root.addHandler(handler)
    root.setLevel(logging.INFO)
    qt_log = logging.getLogger("qt")
    levels = {
        QtMsgType.QtDebugMsg: logging.DEBUG,
        QtMsgType.QtInfoMsg: logging.INFO,
        QtMsgType.QtWarningMsg: logging.WARNING,
    }
    qInstallMessageHandler(
        lambda kind, _ctx, msg: qt_log.log(levels.get(kind, logging.ERROR), "%s", msg)
    )
    return path


def install_excepthook(log_path: Path, headless: bool) -> None:
    """A bug is logged and shown in one short message, never as a traceback."""

    def hook(kind: type[BaseException], exc: BaseException, tb: Any) -> None:
        log.error("unexpected error:\n%s", "".join(traceback.format_exception(kind, exc, tb)))
        if headless or QApplication.instance() is None:
            print(json.dumps({"ok": False, "error": f"{kind.__name__}: {exc}"}), flush=True)
            os._exit(1)
        from PySide6.QtWidgets import QMessageBox  # made on first use: not for a start

        QMessageBox.warning(
            None,
            __app_name__,
            QApplication.translate(
                "app", "Something went wrong, but your game is safe. Details are in %1."
            ).replace("%1", str(log_path)),
        )

    sys.excepthook = hook
    threading.excepthook = lambda args: hook(args.exc_type, args.exc_value, args.exc_traceback)  # type: ignore[arg-type]


@dataclass(frozen=True)
class StartOptions:
    """The window's options (``--version`` and ``--help`` are answered before the GUI)."""

    self_test: bool = False
    screenshot: str | None = None
    quit_after_first_frame: bool = False
    lang: str | None = None


#: the options written out in full: flags, and options with a value
_FLAGS = {"--self-test": "self_test", "--quit-after-first-frame": "quit_after_first_frame"}
_VALUED = {"--screenshot": "screenshot", "--lang": "lang"}


def collect_from_now_on() -> None:
    """Once the window is up: the garbage collector, off while starting (__main__.py), runs
    again, and what starting made (modules, classes, the window's widgets, alive until the
    window closes) is moved out of its passes, which then look at what play makes."""
    gc.freeze()
    gc.enable()


def parse_args(argv: list[str]) -> StartOptions:
    """A start with no options, or with these written out in full, is read here: importing
    and setting up argparse (its messages looked up in gettext's catalogues) cost start-up
    milliseconds. Anything else (an abbreviation, a missing value, another program's word)
    goes to argparse, which answers it as it always has."""
    plain = _read_plainly(argv)
    if plain is not None:
        return plain
    import argparse

    ap = argparse.ArgumentParser(prog="ghost-gui")
    ap.add_argument("--self-test", action="store_true")
    ap.add_argument("--screenshot", metavar="FILE.png")
    ap.add_argument("--quit-after-first-frame", action="store_true")
    ap.add_argument("--lang", default=None)
    ap.add_argument("--version", action="version", version=f"{__app_name__} {__version__}")
    args, _ = ap.parse_known_args(argv)
    return StartOptions(args.self_test, args.screenshot, args.quit_after_first_frame, args.lang)


def _read_plainly(argv: list[str]) -> StartOptions | None:
    """The options as argparse would read them, or None when argparse must judge."""
    found: dict[str, Any] = {}
    tokens = iter(argv)
    for token in tokens:
        name, equals, value = token.partition("=")
        if token in _FLAGS:
            found[_FLAGS[token]] = True
        elif name in _VALUED and equals:
            found[_VALUED[name]] = value
        elif token in _VALUED:
            value = next(tokens, "-")
            if value.startswith("-"):
                return None
            found[_VALUED[token]] = value
        else:
            return None
    return StartOptions(**found)


def main(argv: list[str] | None = None) -> int:
    args = parse_args(list(sys.argv[1:] if argv is None else argv))
    started = time.perf_counter()
    headless = bool(args.self_test or args.screenshot or args.quit_after_first_frame)
    existing = QApplication.instance()
    from ..theme import new_application

    app = existing if isinstance(existing, QApplication) else new_application(sys.argv[0])
    app.setApplicationName(__app_name__)
    app.setOrganizationName(__app_name__)
    app.setApplicationVersion(__version__)
    from PySide6.QtGui import QIcon

    from ...paths import resource_path

    app.setWindowIcon(QIcon(str(resource_path("icons", "ghost.png"))))
    log_path = setup_logging()
    install_excepthook(log_path, headless)
    from ..jobs import Jobs, shorten_switch_interval
    from .shell import Shell  # after the QApplication exists

    shorten_switch_interval()
    instance = None
    if not headless:
        from .single_instance import SingleInstance

        instance = SingleInstance(parent=app)
        if not instance.claim():
            instance.ask_first_to_show()
            print(
                QApplication.translate(
                    "app", "Ghost is already running: its window was brought forward."
                ),
                flush=True,
            )
            return 0
    jobs = Jobs()
    shell = Shell(app, jobs, language=args.lang, test_mode=bool(args.self_test))
    shell.window.show()
    QTimer.singleShot(0, collect_from_now_on)
    if instance is not None:
        instance.raise_requested.connect(shell.bring_forward)

    if args.self_test:
        return _self_test(app, shell, started)
    if args.quit_after_first_frame and not args.screenshot:

        def first_frame() -> None:
            app.processEvents()
            print(
                json.dumps({"first_frame_seconds": round(time.perf_counter() - started, 3)}),
                flush=True,
            )
            shell.close()
            app.quit()

        QTimer.singleShot(0, first_frame)
        app.exec()
        return 0
    if args.screenshot:
        return _screenshot(app, shell, args.screenshot, started)
    shell.start()
    code = app.exec()
    shell.close()
    if instance is not None:
        instance.release()
    return code


def _screenshot(app: QApplication, shell: Any, path: str, started: float) -> int:
    """Start the last game (the default on a fresh machine), wait until it is ready, and
    save the window as it then looks; one JSON line says how big it is and whether it fits."""
    w = shell.window
    first_frame: list[float] = []

    def ready() -> None:
        if not first_frame:
            first_frame.append(time.perf_counter() - started)
        if shell.controller.state.game is None and shell.controller.busy():
            QTimer.singleShot(50, ready)
            return
        app.processEvents()
        w.grab().save(path)
        print(
            json.dumps(
                {
                    "first_frame_seconds": round(first_frame[0], 3),
                    "size": [w.width(), w.height()],
                    "fits_screen": w.fits_screen(),
                }
            ),
            flush=True,
        )
        shell.close()
        app.quit()

    shell.start_game(shell.setup, resume=None)
    QTimer.singleShot(0, ready)
    app.exec()
    return 0


def _self_test(app: QApplication, shell: Any, started: float) -> int:
    from ...core.play.rules import PlayerKind
    from ...core.variant_keys import VariantKey
    from ..dialogs.game_setup import GameSetup
    from ..table.table_news import Failed, MatchWon
    from ..texts.error_texts import error_text

    setup = GameSetup(
        [("Ada", PlayerKind.PERFECT), ("Bob", PlayerKind.EVIL), ("Cy", PlayerKind.RANDOM)],
        VariantKey.GHOST,
        4,
        "english-family.txt",
        lives=3,
    )
    outcome: dict[str, Any] = {}
    c = shell.controller
    c.session.pause_ms = 0

    def finish(key: str, value: str) -> None:
        outcome.setdefault(key, value)
        app.quit()

    c.on(MatchWon, lambda n: finish("winner", c.player_name(n.winner)))
    c.on(Failed, lambda n: finish("error", error_text(n.error)))
    QTimer.singleShot(180_000, lambda: finish("error", "timed out"))
    shell.start_game(setup, resume=None)
    app.exec()
    state = c.state
    game = state.game
    ok = (
        "winner" in outcome
        and "error" not in outcome
        and game is not None
        and game.solved_on != threading.main_thread().name
    )
    result = {
        "ok": ok,
        "winner": outcome.get("winner"),
        "error": outcome.get("error"),
        "rounds": state.round if game is not None else None,
        "words": game.words if game is not None else 0,
        "solved_on": game.solved_on if game is not None else None,
        "log_lines": shell.window.log.count(),
        "seconds": round(time.perf_counter() - started, 2),
    }
    print(json.dumps(result), flush=True)
    shell.close()
    return 0 if ok else 1
