"""Files written on a thread of their own, one write after another, so that the window never
waits for a disk and two writes of one file never interleave.

Unlike :class:`~.jobs.Jobs`, nothing is dropped or cancelled: every write handed over runs,
in the order given, and :meth:`FileWriter.flush` waits for them (on closing the window, so
that no write is lost at exit).
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable

from PySide6.QtCore import QThreadPool

log = logging.getLogger(__name__)


class FileWriter:
    def __init__(self) -> None:
        self.pool = QThreadPool()
        self.pool.setMaxThreadCount(1)  # one write at a time, in order
        # counted here rather than asked of the pool: any thread may wait (a loading worker
        # reads the file the writes go to), and QThreadPool.waitForDone also ends its threads
        self._pending = 0
        self._idle = threading.Condition()

    def write(self, job: Callable[[], None]) -> None:
        """Run ``job`` on the writer's thread after the writes handed over before it. It
        should not raise; if it does, the error is logged and the next write runs."""
        with self._idle:
            self._pending += 1

        def run() -> None:
            try:
                job()
            except Exception:
                log.exception("a background write failed")
            finally:
                with self._idle:
                    self._pending -= 1
                    if not self._pending:
                        self._idle.notify_all()

        self.pool.start(run)

    def flush(self, timeout: float | None = None) -> bool:
        """Wait for every write handed over so far (``timeout``: at most so many seconds;
        None: no limit). False when some were still to finish when the time ran out."""
        with self._idle:
            return self._idle.wait_for(lambda: not self._pending, timeout)
