#!/usr/bin/env python3
"""Screenshots of the main screens in each interface language, for OCR by
``packaging/check_languages.sh``: the window with its first game, the New game dialog, the
welcome, How to play and "Who wins?", at 800×600, offscreen, from the checkout.

    python3 packaging/shoot_languages.py OUT_DIR CODE...   # writes OUT_DIR/CODE-SCREEN.png
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QDialog, QWidget

from ghost_gui.gui.app.shell import Shell
from ghost_gui.gui.jobs import Jobs

SIZE = (800, 600)


def settle(app: QApplication, rounds: int = 50) -> None:
    for _ in range(rounds):
        app.processEvents()


def new_windows(app: QApplication, before: set[QWidget]) -> list[QWidget]:
    return [w for w in app.topLevelWidgets() if w.isVisible() and w not in before and w.isWindow()]


def welcome(shell: Shell) -> None:
    from ghost_gui.gui.dialogs.help import WelcomeDialog

    dialog = WelcomeDialog(shell.window, shell.setup)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.show()


def shoot(app: QApplication, out: Path, code: str) -> list[Path]:
    os.environ["GHOST_DATA_DIR"] = tempfile.mkdtemp()
    shell = Shell(app, Jobs(synchronous=True), language=code, test_mode=True)
    w = shell.window
    w.resize(*SIZE)
    w.show()
    shell.start()
    settle(app)
    shots = []

    def grab(widget: QWidget, screen: str) -> None:
        path = out / f"{code}-{screen}.png"
        # twice the size: OCR reads a button's small text only when enlarged
        shot = widget.grab()
        shot.scaled(
            shot.size() * 2,
            Qt.AspectRatioMode.KeepAspectRatio,
            Qt.TransformationMode.SmoothTransformation,
        ).save(str(path))
        shots.append(path)

    grab(w, "main")
    m = w.menus
    for screen, act in (
        ("new-game", m.new.trigger),
        ("welcome", lambda: welcome(shell)),
        ("how-to-play", m.how_to_play.trigger),
        ("who-wins", m.analysis.trigger),
    ):
        before = set(app.topLevelWidgets())
        done: list[bool] = []

        def take(
            screen: str = screen, before: set[QWidget] = before, done: list[bool] = done
        ) -> None:
            # a modal dialog runs its own event loop: it is shot and closed from inside it
            for i, dialog in enumerate(new_windows(app, before)):
                dialog.resize(min(dialog.width(), SIZE[0]), min(dialog.height(), SIZE[1]))
                settle(app, 5)
                grab(dialog, screen if i == 0 else f"{screen}-{i}")
                if isinstance(dialog, QDialog):
                    dialog.reject()
                dialog.close()
            done.append(True)

        QTimer.singleShot(500, take)
        act()
        while not done:
            settle(app, 1)
        settle(app)
    shell.close()
    settle(app)
    return shots


def main() -> int:
    out = Path(sys.argv[1])
    out.mkdir(parents=True, exist_ok=True)
    app = QApplication([])
    for code in sys.argv[2:]:
        for path in shoot(app, out, code):
            print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
