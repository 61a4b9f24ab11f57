"""The application's one job runner: a thread pool, request ids, the newest request per
kind, cooperative cancellation and a clean shutdown.

The shell creates one :class:`Jobs` and hands it to every part of the window that runs slow
work (the controller, the analysis view). A job is a function ``job(cancel, progress)``: it
gets a ``cancel()`` check and a ``progress(fraction)`` callback and returns a value or raises.

- Each submission has a request id and a *kind* (a :class:`JobKind`); a newer submission of
  the same kind cancels the older one, and a superseded job's result, error or progress is
  dropped. A kind is one lane of requests unless ``lane`` splits it: each open analysis view
  is a lane of :attr:`JobKind.ANALYSIS` of its own, so one view does not cancel another's.
- A job cancelled before it started never runs its function.
- Nothing is published after cancel.
- A finished job is forgotten: nothing of it (its closure, the solver it used) stays in
  memory. The pool is given a plain function, not a ``QRunnable`` of ours: PySide keeps a
  ``QRunnable`` that does not auto-delete alive for ever (it held 1 GB over 40 games).

``Jobs(synchronous=True)`` runs each job at once on the calling thread: controller and
view tests without threads.
"""

from __future__ import annotations

import itertools
import logging
import sys
import threading
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, QThreadPool, Signal

from ..core.errors import GhostError

# JobKind is where every job runner's caller looks for it; it lives, Qt-free, in job_kinds
from .job_kinds import Job
from .job_kinds import JobKind as JobKind

log = logging.getLogger(__name__)

#: a kind and its lane: requests that supersede each other
_Lane = tuple[JobKind, int]


class _Signals(QObject):
    """Lives on the GUI thread; emitted from the pool thread, delivered queued."""

    progress = Signal(float)
    result = Signal(object)
    error = Signal(object)
    finished = Signal()


class _Task:
    """One submission: the function, its cancel flag and its signals."""

    def __init__(self, rid: int, kind: JobKind, job: Job) -> None:
        self.rid = rid
        self.kind = kind
        self.signals = _Signals()
        self._job: Job | None = job
        self._cancelled = threading.Event()
        #: set by the pool thread once it holds no reference to the task any more, so
        #: that the last reference (and the QObject) is dropped on the GUI thread
        self.released = threading.Event()

    def cancel(self) -> None:
        self._cancelled.set()

    @property
    def cancelled(self) -> bool:
        return self._cancelled.is_set()

    def _progress(self, fraction: float) -> None:
        if not self._cancelled.is_set():
            self.signals.progress.emit(fraction)

    def run(self) -> None:
        job, self._job = self._job, None  # the closure is released as soon as it has run
        try:
            if job is None or self.cancelled:
                return  # cancelled while waiting in the queue: never start
            try:
                value = job(self._cancelled.is_set, self._progress)
            except Exception as exc:
                if not self.cancelled:
                    if not isinstance(exc, GhostError):
                        log.error("job %s (%s) failed", self.rid, self.kind, exc_info=exc)
                    self.signals.error.emit(exc)
            else:
                if not self.cancelled:
                    self.signals.result.emit(value)
            del job
        finally:
            self.signals.finished.emit()


#: the interpreter's switch interval while jobs run beside the window (see
#: :func:`shorten_switch_interval`)
SWITCH_INTERVAL = 0.001


def shorten_switch_interval() -> None:
    """Set once at start-up, for the whole process: a worker solving in Python holds the
    interpreter lock until another thread asks for it and the switch interval (5 ms by
    default) runs out; PySide hands the lock back around every Qt call, so one repaint of the
    window asks for it many times and waited up to 5 ms each time (stalls of 100 ms and
    more). 1 ms keeps the window's turns short; a solve is a few per cent slower."""
    sys.setswitchinterval(min(sys.getswitchinterval(), SWITCH_INTERVAL))


#: the kinds that run on a thread of their own, one at a time: work nobody waits for, which
#: on a large list can take a core and gigabytes for a minute (a kept match reviewed for
#: the statistics' accuracy: the Russian nouns' Anaghost game) and must never keep a new
#: match's load waiting for a free thread
BACKGROUND = frozenset({JobKind.MATCH_ACCURACY})


class Jobs(QObject):
    def __init__(
        self,
        pool: QThreadPool | None = None,
        *,
        synchronous: bool = False,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.synchronous = synchronous
        self.pool = None if synchronous else (pool or QThreadPool(self))
        self.background = None if synchronous else QThreadPool(self)
        if self.background is not None:
            self.background.setMaxThreadCount(1)
        self._ids = itertools.count(1)
        self._tasks: dict[int, _Task] = {}  # submitted and not yet finished
        self._current: dict[_Lane, int] = {}  # the newest request id per kind and lane
        self._retired: list[_Task] = []  # finished, perhaps still referenced by a pool thread

    def submit(
        self,
        kind: JobKind,
        job: Job,
        on_result: Callable[[Any], None],
        on_error: Callable[[Exception], None] | None = None,
        on_progress: Callable[[float], None] | None = None,
        *,
        lane: int = 0,
    ) -> int:
        """Run ``job`` on the pool; ``on_result``/``on_error``/``on_progress`` are called on
        the GUI thread, and only while this is the newest request of its kind and lane."""
        self.cancel(kind, lane=lane)
        task = _Task(next(self._ids), kind, job)
        rid = task.rid
        key = (kind, lane)
        self._tasks[rid] = task
        self._current[key] = rid

        def current() -> bool:
            return self._current.get(key) == rid

        # slots return None: PySide6 mishandles slots that return Python bools
        def result(value: Any) -> None:
            if current():
                on_result(value)

        def error(exc: Exception) -> None:
            if current():
                (on_error or _log_error)(exc)

        def progress(fraction: float) -> None:
            if current() and on_progress is not None:
                on_progress(fraction)

        def finished() -> None:
            done = self._tasks.pop(rid, None)
            if done is not None:
                self._retired.append(done)
            self._prune()
            if self._current.get(key) == rid:
                del self._current[key]

        task.signals.result.connect(result)
        task.signals.error.connect(error)
        task.signals.progress.connect(progress)
        task.signals.finished.connect(finished)
        if self.pool is None or self.background is None:
            task.run()
            task.released.set()
        else:
            (self.background if kind in BACKGROUND else self.pool).start(_runner(task))
        self._prune()
        return rid

    def _prune(self) -> None:
        """Forget finished tasks that the pool threads have let go of."""
        self._retired = [t for t in self._retired if not t.released.is_set()]

    def cancel(self, kind: JobKind, *, lane: int = 0) -> None:
        """Cancel the newest request of ``kind`` (and ``lane``): its results are dropped
        from now on."""
        rid = self._current.pop((kind, lane), None)
        task = self._tasks.get(rid) if rid is not None else None
        if task is not None:
            task.cancel()

    def cancel_all(self) -> None:
        for task in list(self._tasks.values()):
            task.cancel()
        self._current.clear()

    def is_running(self, kind: JobKind | None = None, *, lane: int = 0) -> bool:
        """Is a request (of ``kind`` and ``lane``) submitted and not yet finished?"""
        if kind is None:
            return bool(self._tasks)
        return (kind, lane) in self._current

    def pending(self) -> int:
        """How many submitted jobs have not finished (tests: nothing piles up)."""
        return len(self._tasks)

    def wait(self, msecs: int = -1) -> bool:
        # both waited for, whatever the first says
        done = [p.waitForDone(msecs) for p in (self.pool, self.background) if p is not None]
        return all(done)

    def shutdown(self, msecs: int = 5000) -> bool:
        """Cancel everything and wait for running jobs to stop (on closing the window)."""
        self.cancel_all()
        for pool in (self.pool, self.background):
            if pool is not None:
                pool.clear()  # drop what has not started
        return self.wait(msecs)


def _runner(task: _Task) -> Callable[[], None]:
    """What the pool runs: the task, then it lets go of it before saying so."""
    holder = [task]

    def run() -> None:
        t = holder.pop()
        released = t.released
        try:
            t.run()
        finally:
            del t
            released.set()

    return run


def _log_error(exc: Exception) -> None:
    log.error("unhandled job error", exc_info=exc)
