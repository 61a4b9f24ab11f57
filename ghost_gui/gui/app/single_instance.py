"""One running Ghost per data folder: a second start brings the first window forward.

Two windows would each save "the" match and write house words over each other. The first
Ghost holds a lock file in the data folder (``QLockFile``: a lock whose process has died is
taken over); a second start finds it held, leaves a ``raise-request`` file beside it and
exits; the first one watches the folder and brings its window forward. QtCore only: the
network module is left out of the builds.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QFileSystemWatcher, QLockFile, QObject, Signal

from ..storage import data_dir

RAISE_REQUEST = "raise-request"


class SingleInstance(QObject):
    #: another start asked this one to show its window
    raise_requested = Signal()

    def __init__(self, folder: Path | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.folder = folder or data_dir()
        self._lock: QLockFile | None = None
        self._watcher: QFileSystemWatcher | None = None

    def claim(self) -> bool:
        """True when this is the only Ghost (or the lock cannot be kept: a data folder we
        cannot write to must not stop the game); False when another one runs."""
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
        except OSError:
            return True
        lock = QLockFile(str(self.folder / "ghost.lock"))
        lock.setStaleLockTime(0)  # only a dead owner makes it stale, never its age
        if not lock.tryLock(0):
            if lock.error() is QLockFile.LockError.LockFailedError:
                return False
            return True  # a lock we cannot even create: play without one
        self._lock = lock
        request = self.folder / RAISE_REQUEST
        try:
            request.unlink()
        except OSError:
            pass
        self._watcher = QFileSystemWatcher([str(self.folder)], self)
        self._watcher.directoryChanged.connect(lambda _: self._check_request())
        return True

    def ask_first_to_show(self) -> None:
        """From the second start: ask the running Ghost to bring its window forward."""
        try:
            (self.folder / RAISE_REQUEST).write_text("raise\n", encoding="utf-8")
        except OSError:
            pass

    def _check_request(self) -> None:
        request = self.folder / RAISE_REQUEST
        if request.exists():
            try:
                request.unlink()
            except OSError:
                pass
            self.raise_requested.emit()

    def release(self) -> None:
        if self._lock is not None:
            self._lock.unlock()
            self._lock = None
