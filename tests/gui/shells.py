"""The window as the GUI tests start it: a shell with a settings file of its own, jobs run at
once, no pauses at the table, and the window shown."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtWidgets import QApplication

from ghost_gui.gui.app.shell import Shell
from ghost_gui.gui.jobs import Jobs
from ghost_gui.gui.settings import Settings


def make_shell(
    qapp: QApplication,
    tmp_path: Path,
    *,
    saving: bool = False,
    language: str = "en",
    jobs: Jobs | None = None,
    settings_file: Path | None = None,
) -> Shell:
    """``saving``: the match, statistics and settings are written as for a player (the test
    mode writes none of them)."""
    settings = Settings(str(settings_file or tmp_path / "settings.ini"))
    shell = Shell(
        qapp,
        jobs or Jobs(synchronous=True),
        language=language,
        settings=settings,
        test_mode=not saving,
    )
    shell.controller.session.pause_ms = shell.controller.session.round_pause_ms = 0
    shell.window.highlight_ms = 0
    shell.window.show()
    return shell


def flush_saves(shell: Shell) -> None:
    """Wait for the saved match's writes asked so far (they run on a writer thread), and
    deliver what they report (a failed write is told on the window's thread)."""
    shell.saver.flush()
    QCoreApplication.sendPostedEvents(shell.saved, QEvent.Type.MetaCall)
