"""The statistics the table keeps: each round's loser and longest word, each match's winner,
where each adaptive computer ended, and the matches left unfinished."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt, Signal

from ...core.play.rules import PlayerKind
from ..dialogs import stats
from ..storage import write_json
from ..table.controller import GameController
from ..table.table_news import MatchWon, RoundOver
from .notices import Notices

if TYPE_CHECKING:
    from ...core.play.match_events import RoundEnded
    from ...core.play.rules import MatchConfig


class MatchRecords(QObject):
    """Records what the table's session reports into ``stats`` and saves them at once, on
    the writer's thread."""

    #: the statistics could not be written (emitted on the writer's thread)
    failed = Signal()

    def __init__(self, controller: GameController, stats: stats.Stats, notices: Notices) -> None:
        super().__init__()
        self.controller = controller
        self.stats = stats
        self.notices = notices
        self.failed.connect(
            lambda: notices.could_not_save("statistics"), Qt.ConnectionType.QueuedConnection
        )
        controller.on(RoundOver, lambda n: self.record_round(n.ended))
        controller.on(MatchWon, lambda n: self.record_match(n.winner))

    def names(self) -> list[stats.Key]:
        """Each seat's statistics row: a person's by name, a computer's by name and kind."""
        game = self.controller.state.game
        return [stats.key(p.name, p.kind) for p in game.config.players] if game is not None else []

    def strengths(self, config: MatchConfig) -> dict[str, float]:
        """Where each adaptive computer starts: where it ended last time."""
        return {
            p.name: level
            for p in config.players
            if p.kind is PlayerKind.ADAPTIVE
            and (level := self.stats.last_level(p.name)) is not None
        }

    def record_round(self, ended: RoundEnded) -> None:
        names = self.names()
        panels = self.controller.state.panels
        # the round's players: those not knocked out, and its loser (who may be out only now)
        seats = [
            s
            for s in range(len(names))
            if s >= len(panels) or not panels[s].out or s == ended.loser
        ]
        by = (
            names[ended.by] if ended.by is not None else None
        )  # the longest word goes to whoever played it
        self.stats.record_round(
            names[ended.loser], [names[s] for s in seats], ended.word, word_by=by
        )
        state = self.controller.state
        for seat, strength in self.controller.computers.levels().items():
            if state.game is not None and seat in seats:
                self.stats.record_level(state.name(seat), strength)
        self.save()

    def record_match(self, winner: int) -> None:
        self.stats.record_match(self.names()[winner], self.names())
        self.save()

    def record_abandoned(self, names: list[stats.Key]) -> None:
        """The match in play, whose seats were ``names``, was left for a new one."""
        self.stats.record_abandoned(names)
        self.save()

    def save(self) -> None:
        """The statistics written on the writer's thread (a round's last play does not wait
        for the disk); a failure is told on this one."""
        payload, path = self.stats.payload(), self.stats.path
        if payload is None:
            return

        def write() -> None:
            try:
                write_json(path, payload)
            except OSError:
                self.failed.emit()

        self.controller.memory_writer.write(write)
