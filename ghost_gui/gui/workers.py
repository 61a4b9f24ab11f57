"""One worker idiom: a QRunnable with a small signals QObject, on a pool the app owns.

Each job gets a request id; the controller keeps the id of the newest request per kind and
ignores results of superseded ones. Cancellation is cooperative: the job's function gets a
``cancel()`` check and a ``progress(fraction)`` callback; after cancel nothing is published.
"""

from __future__ import annotations

import itertools
import logging
import threading
from typing import Any, Callable

from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal

log = logging.getLogger(__name__)
_ids = itertools.count(1)

Job = Callable[[Callable[[], bool], Callable[[float], None]], Any]


class WorkerSignals(QObject):
    started = Signal(int)
    progress = Signal(int, float)
    result = Signal(int, object)
    error = Signal(int, object)
    finished = Signal(int)


class Worker(QRunnable):
    def __init__(self, job: Job) -> None:
        super().__init__()
        self.request_id = next(_ids)
        self.signals = WorkerSignals()
        self._job = job
        self._cancelled = threading.Event()
        self.setAutoDelete(False)  # the controller holds it until finished

    def cancel(self) -> None:
        self._cancelled.set()

    @property
    def cancelled(self) -> bool:
        return self._cancelled.is_set()

    def _progress(self, fraction: float) -> None:
        if not self._cancelled.is_set():
            self.signals.progress.emit(self.request_id, fraction)

    def run(self) -> None:  # Qt override
        rid = self.request_id
        self.signals.started.emit(rid)
        try:
            value = self._job(self._cancelled.is_set, self._progress)
        except Exception as exc:  # noqa: BLE001 - reported to the GUI as a value
            if not self.cancelled:
                if not _expected(exc):
                    log.exception("worker %s failed", rid)
                self.signals.error.emit(rid, exc)
        else:
            if not self.cancelled:
                self.signals.result.emit(rid, value)
        finally:
            self.signals.finished.emit(rid)


def _expected(exc: Exception) -> bool:
    from ..core.errors import GhostError

    return isinstance(exc, (GhostError, ValueError, OSError))


class Pool:
    """Runs workers on a QThreadPool. Tests use :class:`SyncPool` instead."""

    def __init__(self, pool: QThreadPool | None = None) -> None:
        self.qpool = pool or QThreadPool.globalInstance()

    def start(self, worker: Worker) -> None:
        self.qpool.start(worker)

    def wait(self, msecs: int = -1) -> bool:
        return self.qpool.waitForDone(msecs)


class SyncPool:
    """Runs each worker at once, on the calling thread: controller tests without threads."""

    def start(self, worker: Worker) -> None:
        worker.run()

    def wait(self, msecs: int = -1) -> bool:
        return True
