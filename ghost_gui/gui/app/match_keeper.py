"""Every match kept: the record of each match that ends, or is left for a new one (the
table's :class:`~ghost_gui.gui.table.table_news.MatchKept`), written to the data folder's
``matches/`` on the table's writer thread, so that no play waits for the disk; the oldest
go past the limit the table chose (the ``matches_kept`` setting)."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt, Signal

from ..settings import Settings
from ..table.controller import GameController
from ..table.table_news import MatchKept

if TYPE_CHECKING:
    from ...core.play.match_record import MatchRecord
    from .notices import Notices


class MatchKeeper(QObject):
    #: a record could not be written (emitted on the writer's thread, told on this one)
    failed = Signal()

    def __init__(
        self,
        controller: GameController,
        settings: Settings,
        notices: Notices | None = None,
        folder: Path | None = None,
        *,
        enabled: bool = True,
    ) -> None:
        """``folder``: where the records go (the data folder's ``matches/`` as it is when
        each is written, by default); ``enabled`` False: none is written."""
        super().__init__()
        self.enabled = enabled
        self.controller = controller
        self.settings = settings
        self.folder = folder
        if notices is not None:
            self.failed.connect(
                lambda: notices.could_not_save("matches"), Qt.ConnectionType.QueuedConnection
            )
        controller.on(MatchKept, lambda n: self.keep(n.record))

    @property
    def cap(self) -> int:
        from .. import match_folder  # the record's modules: at first use

        return match_folder.cap_of(self.settings.get("matches_kept"))

    def set_cap(self, cap: int) -> None:
        """Keep at most ``cap`` matches from now on (the oldest past it go at once)."""
        from .. import match_folder  # the record's modules: at first use

        cap = match_folder.cap_of(cap)
        self.settings.set("matches_kept", cap)
        folder = self.where()

        def drop() -> None:
            match_folder.drop_oldest(folder, cap)

        self.controller.memory_writer.write(drop)

    def where(self) -> Path:
        from .. import match_folder  # the record's modules: at first use

        return self.folder or match_folder.matches_dir()

    def keep(self, record: MatchRecord) -> None:
        from .. import match_folder  # the record's modules: at first use

        if not self.enabled:
            return
        folder, cap = self.where(), self.cap  # taken now: a later change is not this match's

        def write() -> None:
            try:
                match_folder.keep(record, folder, cap)
            except OSError:
                self.failed.emit()

        self.controller.memory_writer.write(write)
