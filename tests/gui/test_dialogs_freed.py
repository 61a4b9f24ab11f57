"""A dialog opened from the window's menus is gone once it is closed: opened again and
again over an evening, none of them stays behind in memory."""

from __future__ import annotations

import gc
import threading
import weakref
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QWidget
from shells import make_shell

from ghost_gui.gui.app.shell import Shell
from ghost_gui.gui.dialogs.game_setup import GameSetup

TIMES = 3


def answer_the_modal(app: QApplication, key: Qt.Key) -> None:
    """The modal dialog about to open is answered with ``key`` as soon as it is up."""

    def press() -> None:
        modal = app.activeModalWidget()
        if modal is None:
            QTimer.singleShot(1, press)
        else:
            QTest.keyClick(modal, key)

    QTimer.singleShot(0, press)


def shown(app: QApplication, name: str) -> QWidget:
    """The open dialog of class ``name``."""
    found = [w for w in app.topLevelWidgets() if type(w).__name__ == name and w.isVisible()]
    assert len(found) == 1, f"{len(found)} {name} open"
    return found[0]


def open_modeless(action: str, name: str) -> Callable[[QApplication, Shell], QWidget]:
    def run(app: QApplication, shell: Shell) -> QWidget:
        getattr(shell.window.menus, action).trigger()
        return shown(app, name)

    return run


def new_game(app: QApplication, shell: Shell) -> QWidget:
    seen: list[QWidget] = []

    def look() -> None:  # while it is open: the dialog waits in exec()
        modal = app.activeModalWidget()
        if modal is None:
            QTimer.singleShot(1, look)
        else:
            seen.append(modal)

    QTimer.singleShot(0, look)
    answer_the_modal(app, Qt.Key.Key_Escape)
    shell.window.menus.new.trigger()
    assert type(seen[0]).__name__ == "NewGameDialog" and not seen[0].isVisible()
    return seen.pop()


def with_a_seat(action: str, name: str) -> Callable[[QApplication, Shell], QWidget]:
    """Cards → Pocket card or Learn the card: the seat is asked first (Enter: the first
    person's)."""

    def run(app: QApplication, shell: Shell) -> QWidget:
        answer_the_modal(app, Qt.Key.Key_Return)
        getattr(shell.window.menus, action).trigger()
        return shown(app, name)

    return run


DIALOGS = {
    "NewGameDialog": new_game,
    "HowToPlayDialog": open_modeless("how_to_play", "HowToPlayDialog"),
    "StatsView": open_modeless("stats", "StatsView"),
    "CardView": open_modeless("card", "CardView"),
    "PocketCardDialog": with_a_seat("pocket", "PocketCardDialog"),
    "DrillView": with_a_seat("learn", "DrillView"),
    "AnalysisView": open_modeless("analysis", "AnalysisView"),
    "AboutDialog": open_modeless("about", "AboutDialog"),
}


def settle(app: QApplication) -> None:
    for _ in range(3):
        app.processEvents()
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
        gc.collect()


@pytest.mark.parametrize("name", sorted(DIALOGS))
def test_a_closed_dialog_is_deleted(
    qapp: QApplication, tmp_path: Path, word_file: Path, name: str
) -> None:
    shell = make_shell(qapp, tmp_path)
    shell.start_game(
        GameSetup([("Ann", "human"), ("Bo", "human")], "ghost", 3, str(word_file)), None
    )
    opened = []
    for _ in range(TIMES):
        dialog = DIALOGS[name](qapp, shell)
        if dialog.isVisible():
            QTest.keyClick(dialog, Qt.Key.Key_Escape)  # as a person closes it
        assert not dialog.isVisible()
        opened.append(weakref.ref(dialog))
        del dialog
        settle(qapp)
    kept = [w for w in qapp.topLevelWidgets() if type(w).__name__ == name]
    assert not kept, f"{len(kept)} closed {name} still in the window's children"
    assert all(ref() is None for ref in opened), f"a closed {name} is still referenced"
    shell.close()


def test_work_a_closed_dialog_started_is_dropped(
    qapp: QApplication, qtbot, tmp_path: Path, word_file: Path
) -> None:  # type: ignore[no-untyped-def]
    """The pocket card works out its familiar card on a worker and the New game dialog reads
    its list on one: closed before the answer comes, the answer is dropped (it would fill
    widgets that are gone)."""
    from ghost_gui.gui.jobs import JobKind, Jobs

    jobs = Jobs()
    assert jobs.pool is not None
    shell = make_shell(qapp, tmp_path, jobs=jobs)
    shell.start_game(
        GameSetup([("Ann", "human"), ("Bo", "human")], "ghost", 3, str(word_file)), None
    )
    qtbot.waitUntil(lambda: shell.controller.game() is not None)
    answer_the_modal(qapp, Qt.Key.Key_Return)
    shell.window.menus.pocket.trigger()
    qtbot.waitUntil(lambda: shell.cards.pocket_dialog is not None)
    # one worker, kept busy: what the dialogs ask for waits until they are closed
    jobs.pool.setMaxThreadCount(1)
    gate = threading.Event()
    jobs.submit(JobKind.CLEAR_CACHE, lambda cancel, progress: gate.wait(10), lambda _: None)
    pocket = shell.cards.pocket_dialog
    assert pocket is not None
    pocket.familiar.show()
    pocket.familiar.setChecked(True)
    QTest.keyClick(pocket, Qt.Key.Key_Escape)
    del pocket
    for _ in range(TIMES):
        answer_the_modal(qapp, Qt.Key.Key_Escape)
        shell.window.menus.new.trigger()
    settle(qapp)
    gate.set()
    qtbot.waitUntil(lambda: jobs.pending() == 0)
    settle(qapp)  # nothing is raised
    assert shell.cards.pocket_dialog is None
    shell.close()


def test_the_tables_questions_do_not_pile_up_over_an_evening(
    qapp: QApplication, tmp_path: Path, word_file: Path
) -> None:
    """Each resign question, challenge and "does it count here?" an evening asks goes when
    the next of its kind is asked: the last one stays, not one per question."""
    shell = make_shell(qapp, tmp_path)
    shell.start_game(
        GameSetup([("Ann", "human"), ("Bo", "human")], "ghost", 3, str(word_file)), None
    )
    questions = shell.window.questions
    asked: list[weakref.ref[QWidget]] = []
    for _ in range(5):
        questions.confirm_resign()
        box = questions.confirm_box
        assert box is not None
        asked.append(weakref.ref(box))
        QTest.keyClick(box, Qt.Key.Key_Escape)  # keep playing
        del box
        settle(qapp)
    alive = [ref for ref in asked if ref() is not None]
    assert alive == asked[-1:], f"{len(alive)} resign questions kept"
    shell.close()
