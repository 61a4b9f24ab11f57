"""The summary table's second process: what it is given and how it is started
(:data:`PART_OPTION`), what it does (:func:`serve_part`, run by ``python -m ghost_gui``), and
how the first process reads its rows as they come (:class:`PartProcess`). Separate from
:mod:`~ghost_gui.core.analysis.summary` because it is a concern of its own (a child process, a pipe
of pickles, a reader thread) that the table's ordering of the work need not read through."""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any, BinaryIO

from ..errors import NoCountingWordsError, TooLargeError
from .results import Workbench
from .summary_rows import TABLE_PLAYERS, SummaryRow, group_rows

if TYPE_CHECKING:
    from collections.abc import Callable, Iterator

    from ..passes import CancelCheck

log = logging.getLogger(__name__)

#: what the second process is given first, to read the list while the first shares out the
#: work: the list's path, use_cache, keep_capitalized, language, house and blocked words
PartList = tuple[str, bool, bool, str | None, frozenset[str], frozenset[str]]
#: then the card sizes' cap, then its work a unit at a time (groups, variant and minimum
#: length, worked out together), None for no more
PartUnit = list[tuple[str, int]]
#: the hidden option that makes ``python -m ghost_gui`` (or the frozen app) the second process
PART_OPTION = "--summary-table-part"


def serve_part(source: BinaryIO, sink: BinaryIO) -> int:
    """The second process (``python -m ghost_gui --summary-table-part``): reads its
    :data:`PartList` (a pickle) from ``source`` and reads the list, then the card sizes' cap,
    then one :data:`PartUnit` after another until None (or the end of ``source``), and writes
    to ``sink`` each group's rows one by one as pickles ("row", rules, row); then ("group",
    (variant, minimum length)) or ("skip", minimum length) per group, after ("too_large",
    (variant, minimum length), the error's fields) for a group left out; ("error", text) if
    it fails. The first process gives it its next unit once it has said "group" for each of
    the last one's: the work is shared as it goes, not only by estimates made before it."""
    import pickle

    def send(message: tuple[Any, ...]) -> None:
        pickle.dump(message, sink, protocol=pickle.HIGHEST_PROTOCOL)
        sink.flush()

    def units() -> Iterator[PartUnit]:
        while True:
            try:
                unit = pickle.load(source)
            except EOFError:
                return
            if unit is None:
                return
            yield unit

    try:
        path, use_cache, keep_capitalized, language, house, blocked = pickle.load(source)
        bench = Workbench(
            path,
            use_cache=use_cache,
            keep_capitalized=keep_capitalized,
            language=language,
            house=house,
            blocked=blocked,
        )
        bench.word_list  # noqa: B018 (read now, while the first process shares out the work)
        cap = pickle.load(source)
        for unit in units():
            for v, m in unit:
                try:
                    group_rows(
                        bench,
                        v,
                        m,
                        list(TABLE_PLAYERS),
                        None,
                        lambda f: None,
                        lambda rules, row: send(("row", rules, row)),
                        cap,
                    )
                except NoCountingWordsError:
                    send(("skip", m))
                except TooLargeError as exc:  # its fields: the error itself does not unpickle
                    send(("too_large", (v, m), (exc.variant, exc.fragments, exc.needed, exc.limit)))
                send(("group", (v, m)))
    except Exception as exc:  # told to the first process, which works the groups out itself
        send(("error", f"{type(exc).__name__}: {exc}"))
        return 1
    return 0


def _part_command() -> list[str]:
    """How to start the second process: the frozen app itself, or this Python with the package."""
    import sys

    if getattr(sys, "frozen", False):
        return [sys.executable, PART_OPTION]
    return [sys.executable, "-m", "ghost_gui", PART_OPTION]


class PartProcess:
    """The second process of :func:`summary_table`, seen from the first: its messages are
    read on a thread of their own into a queue, which :meth:`drain` empties; that thread
    also gives it its next unit of work as soon as it has finished one (:meth:`give`), while
    this process may take the units not yet given (:meth:`take`)."""

    def __init__(self, process: Any) -> None:
        import queue
        import threading
        from collections import deque

        self.process = process
        #: the groups given to it so far (:meth:`give`)
        self.groups: list[tuple[str, int]] = []
        self.finished: list[tuple[str, int]] = []
        self.failed = False
        self.messages: queue.SimpleQueue[tuple[Any, ...] | None] = queue.SimpleQueue()
        #: every group of the units it was offered (given, or not yet: :meth:`take`)
        self.offered: set[tuple[str, int]] = set()
        #: the units not yet given, and the groups of the one it works on
        self._pending: deque[PartUnit] = deque()
        self._working: set[tuple[str, int]] = set()
        self._more = False  # more units to come (:meth:`add`)
        self._lock = threading.Lock()
        self.reader = threading.Thread(target=self._read, name="summary-table-part", daemon=True)
        self.reader.start()

    @classmethod
    def begin(cls, spec: PartList) -> PartProcess | None:
        """A second process started on the list, which it reads while this one shares out the
        work (:meth:`give`); None when none can be started here."""
        import os
        import pickle
        import subprocess
        from pathlib import Path

        env = dict(os.environ)
        package_parent = str(Path(__file__).resolve().parent.parent.parent)
        env["PYTHONPATH"] = os.pathsep.join(
            p for p in (package_parent, env.get("PYTHONPATH", "")) if p
        )
        process = None
        try:
            process = subprocess.Popen(
                _part_command(),
                stdin=subprocess.PIPE,
                stdout=subprocess.PIPE,
                stderr=subprocess.DEVNULL,
                env=env,
                creationflags=getattr(subprocess, "CREATE_NO_WINDOW", 0),
            )
            assert process.stdin is not None
            pickle.dump(spec, process.stdin, protocol=pickle.HIGHEST_PROTOCOL)
            process.stdin.flush()
        except (
            OSError,
            ValueError,
            pickle.PicklingError,
        ) as exc:  # no second process: the first does it all
            if process is not None:
                process.kill()
                process.wait()
            log.warning("the summary table runs in one process: %s", exc)
            return None
        return cls(process)

    def give(self, units: list[PartUnit], cap: int | None, *, more: bool = False) -> None:
        """The card sizes' cap and ``units`` to share, the first given at once and each next
        one as it finishes the last, until they are done or this process has taken the rest
        (:meth:`take`); with ``more``, it then waits for :meth:`add`. If it cannot take one
        (it has ended), it has failed: :meth:`lost` gives back what it was given, :meth:`take`
        the rest."""
        import pickle

        with self._lock:
            self._more = more
            self._pending.extend(units)
            self.offered.update(gr for unit in units for gr in unit)
            try:
                pickle.dump(cap, self.process.stdin, protocol=pickle.HIGHEST_PROTOCOL)
            except (OSError, ValueError) as exc:
                log.warning("the summary table's second process took no work: %s", exc)
                self.failed = True
                return
            self._next()

    def add(self, units: list[PartUnit]) -> None:
        """The rest of the units to share, after :meth:`give` with ``more``: given as it is
        free."""
        with self._lock:
            self._more = False
            self._pending.extend(units)
            self.offered.update(gr for unit in units for gr in unit)
            if not self._working and not self.failed and not self.process.stdin.closed:
                self._next()

    def take(self, wanted: Callable[[PartUnit], bool] | None = None) -> PartUnit | None:
        """A unit the second process was not given (the first that is ``wanted``), for this
        one to work out; None when there is none left."""
        with self._lock:
            for i, unit in enumerate(self._pending):
                if wanted is None or wanted(unit):
                    del self._pending[i]
                    return unit
            return None

    def _next(self) -> None:
        """Give it its next unit, or say there is no more (the lock held)."""
        import pickle

        stdin = self.process.stdin
        unit = self._pending.popleft() if self._pending and not self.failed else None
        try:
            pickle.dump(unit, stdin, protocol=pickle.HIGHEST_PROTOCOL)
            stdin.flush()
            if unit is None:
                stdin.close()
        except (OSError, ValueError) as exc:
            if unit is not None:  # not given: this process's to do (:meth:`take`)
                self._pending.appendleft(unit)
                log.warning("the summary table's second process took no more work: %s", exc)
                self.failed = True
            return
        if unit is not None:
            self.groups.extend(unit)
            self._working = set(unit)

    def _read(self) -> None:
        import pickle

        try:
            while True:
                message = pickle.load(self.process.stdout)
                if message[0] == "group":
                    # its next unit given before the group is told: once the first process
                    # has heard of every group given, there is no more
                    with self._lock:
                        self._working.discard(message[1])
                        if (
                            not self._working
                            and (self._pending or not self._more)
                            and not self.process.stdin.closed
                        ):
                            self._next()
                self.messages.put(message)
        except Exception:  # end of its output (or damage): None says so
            self.messages.put(None)

    def drain(
        self,
        tell: Callable[[tuple[str, int, int], SummaryRow], None],
        skip: set[int],
        wait: float = 0.0,
        left_out: Callable[[tuple[str, int], TooLargeError], None] | None = None,
    ) -> bool:
        """Tell what has arrived (waiting up to ``wait`` seconds for something); False once
        the second process has nothing more to say."""
        import queue

        while not self.failed and len(self.finished) < len(self.groups):
            try:
                message = (
                    self.messages.get(timeout=wait) if wait > 0 else self.messages.get_nowait()
                )
            except queue.Empty:
                break
            wait = 0.0
            if message is None or message[0] == "error":
                log.warning(
                    "the summary table's second process failed (%s): this one works out its part",
                    message[1] if message else "it ended before its work was done",
                )
                self.failed = True
            elif message[0] == "row":
                tell(message[1], message[2])
            elif message[0] == "skip":
                skip.add(message[1])
            elif message[0] == "too_large":
                if left_out is not None:
                    left_out(message[1], TooLargeError(*message[2]))
            elif message[0] == "group":
                self.finished.append(message[1])
        return not self.failed and len(self.finished) < len(self.groups)

    def finish(
        self,
        tell: Callable[[tuple[str, int, int], SummaryRow], None],
        skip: set[int],
        cancel: CancelCheck | None,
        moved: Callable[[], None],
        left_out: Callable[[tuple[str, int], TooLargeError], None] | None = None,
    ) -> None:
        """Wait for the rest (cancellable), calling ``moved`` as it goes."""
        from ..passes import check

        while self.drain(tell, skip, wait=0.05, left_out=left_out):
            moved()
            check(cancel)
        moved()

    def busy(self) -> bool:
        """Is it still at work (it ends when its groups are done)?"""
        return self.process.poll() is None

    def lost(self) -> list[tuple[str, int]]:
        """The groups it was given and did not finish (it failed)."""
        return [gr for gr in self.groups if gr not in self.finished]

    def stop(self) -> None:
        with self._lock:  # nothing more for it, from the reader either
            self._pending.clear()
            if self.process.stdin is not None and not self.process.stdin.closed:
                try:
                    self.process.stdin.close()
                except OSError:  # its end is gone: nothing to flush
                    pass
        if self.process.poll() is None:
            self.process.kill()
        self.process.wait()
        self.reader.join(5)
        if self.process.stdout is not None:
            self.process.stdout.close()
