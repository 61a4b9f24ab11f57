"""The real window, as the window's benchmarks start it: offscreen, quiet about the offscreen
platform's size hints, with a settings file in a scratch folder. Imported after the caller has
put the checkout it measures (``--root``) first on ``sys.path``."""

from __future__ import annotations

import os
import sys
from typing import Any


def start_window(scratch: str, *, test_mode: bool) -> tuple[Any, Any]:
    """(the application, the shell), the window shown; ``test_mode``: no pauses at the
    table and nothing saved (False: the match, statistics and settings are written)."""
    from PySide6.QtCore import qInstallMessageHandler
    from PySide6.QtWidgets import QApplication

    def quiet(mode: object, context: object, message: str) -> None:
        # the offscreen platform says this for every window it shows
        if "propagateSizeHints" not in message:
            print(message, file=sys.stderr)

    qInstallMessageHandler(quiet)
    app = QApplication([])
    from ghost_gui.gui.app.shell import Shell
    from ghost_gui.gui.jobs import Jobs
    from ghost_gui.gui.settings import Settings

    shell = Shell(
        app,
        Jobs(),
        language="en",
        settings=Settings(os.path.join(scratch, "settings.ini")),
        test_mode=test_mode,
    )
    return app, shell
