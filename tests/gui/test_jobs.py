"""The job runner: nothing of a finished job stays in memory, a cancelled job that has not
started never starts, superseded results are dropped, and a burst of new games leaves
nothing behind."""

from __future__ import annotations

import gc
import threading
import time
import weakref
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QThreadPool

from ghost_gui.core.play.match import MatchConfig, PlayerSpec
from ghost_gui.gui.jobs import JobKind, Jobs
from ghost_gui.gui.table.controller import GameController
from ghost_gui.gui.table.game_request import GameRequest


class Payload:
    """Stands for a solver: something large that a job's closure holds."""


def settle(jobs: Jobs) -> None:
    jobs.wait()
    for _ in range(3):
        QCoreApplication.processEvents()
    gc.collect()


def test_a_finished_job_is_freed(qapp) -> None:  # type: ignore[no-untyped-def]
    jobs = Jobs()
    payload, receiver = Payload(), Payload()
    held, held_receiver = weakref.ref(payload), weakref.ref(receiver)
    results: list[Any] = []
    jobs.submit(
        JobKind.CARDS,
        lambda cancel, progress, p=payload: p,
        lambda value, r=receiver: results.append(type(value).__name__),
    )
    del payload, receiver
    settle(jobs)
    assert results == ["Payload"]
    results.clear()
    gc.collect()
    assert held() is None, "the job's closure (and what it holds) outlived the job"
    assert held_receiver() is None, "the job's result handler outlived the job"
    assert jobs.pending() == 0
    jobs.shutdown()


def test_cancelled_jobs_waiting_in_the_queue_never_start(qapp) -> None:  # type: ignore[no-untyped-def]
    pool = QThreadPool()
    pool.setMaxThreadCount(1)
    jobs = Jobs(pool)
    gate = threading.Event()
    started: list[int] = []
    results: list[int] = []

    def blocker(cancel, progress):  # type: ignore[no-untyped-def]
        gate.wait(5)
        return -1

    def job(i: int):  # type: ignore[no-untyped-def]
        def run(cancel, progress):  # type: ignore[no-untyped-def]
            started.append(i)
            return i

        return run

    jobs.submit(JobKind.LOAD, blocker, lambda v: None)
    for i in range(20):  # each new request of the kind cancels the one before
        jobs.submit(JobKind.COMPUTER, job(i), results.append)
    gate.set()
    settle(jobs)
    assert started == [19] and results == [19]
    assert jobs.pending() == 0
    jobs.shutdown()


def test_a_match_s_accuracy_review_never_keeps_the_next_load_waiting(qapp) -> None:  # type: ignore[no-untyped-def]
    """The review of a kept match for the statistics runs on a thread of its own, one at a
    time: on a large list it took a thread for a minute, and Play again's load waited for
    one ("Loading…" at 0 % for 14 s and more, the Russian nouns' Anaghost)."""
    pool = QThreadPool()
    pool.setMaxThreadCount(1)  # every other thread busy
    jobs = Jobs(pool)
    gate = threading.Event()
    loaded: list[str] = []

    def review(cancel, progress):  # type: ignore[no-untyped-def]
        gate.wait(10)
        return {}

    jobs.submit(JobKind.MATCH_ACCURACY, review, lambda v: None)
    jobs.submit(JobKind.LOAD, lambda cancel, progress: "loaded", loaded.append)
    deadline = time.monotonic() + 5
    while not loaded and time.monotonic() < deadline:
        QCoreApplication.processEvents()
        time.sleep(0.01)
    in_time, still_reviewing = list(loaded), jobs.is_running(JobKind.MATCH_ACCURACY)
    gate.set()
    settle(jobs)
    assert in_time == ["loaded"] and still_reviewing
    assert jobs.pending() == 0
    jobs.shutdown()


def test_superseded_results_and_errors_are_dropped() -> None:
    jobs = Jobs(synchronous=True)
    seen: list[Any] = []
    jobs.submit(JobKind.HINT, lambda c, p: 1, seen.append)
    assert seen == [1]

    def second(cancel, progress):  # type: ignore[no-untyped-def]
        jobs.submit(
            JobKind.HINT, lambda c, p: 3, seen.append
        )  # a newer request while this one runs
        return 2

    jobs.submit(JobKind.HINT, second, seen.append)
    assert seen == [1, 3]


def test_forty_games_leave_no_solvers_behind(qapp, qtbot, word_file: Path) -> None:  # type: ignore[no-untyped-def]
    jobs = Jobs()
    c = GameController(jobs, pause_ms=0, round_pause_ms=0)
    config = MatchConfig(
        tuple(PlayerSpec(n, "random") for n in ("A", "B", "C")), "ghost", 3, "tiny", lives=1
    )
    solvers = []
    for _ in range(40):
        before = c.session.match
        c.new_game(GameRequest(config, str(word_file)))

        def over(before: object = before) -> bool:
            m = c.session.match
            return m is not before and m is not None and m.winner is not None

        qtbot.waitUntil(over, timeout=5000)
        assert c.session.loaded is not None
        solvers.append(weakref.ref(c.session.loaded.solver))
    settle(jobs)
    alive = [r for r in solvers if r() is not None]
    assert len(alive) == 1 and alive[0]() is c.session.loaded.solver  # only the current game's
    assert jobs.pending() == 0
    c.shutdown()


def test_a_job_runner_leaves_the_process_switch_interval_alone(qapp) -> None:  # type: ignore[no-untyped-def]
    import sys

    from ghost_gui.gui.jobs import SWITCH_INTERVAL, shorten_switch_interval

    before = sys.getswitchinterval()
    try:
        sys.setswitchinterval(0.005)
        Jobs(parent=qapp).deleteLater()
        assert sys.getswitchinterval() == 0.005  # set once at start-up, not by each runner
        shorten_switch_interval()
        assert sys.getswitchinterval() == SWITCH_INTERVAL
    finally:
        sys.setswitchinterval(before)
