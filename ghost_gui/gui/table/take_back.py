"""Taking back: in practice, back to before a person's last play; elsewhere, when the table
allows it, the letter a person just played, with the computers' replies, while no other
person has played since."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import SignalInstance

from ...core.errors import MatchError, MatchProblem
from ...core.play.rules import PlayerKind
from .table_news import TakenBack

if TYPE_CHECKING:
    from ...core.play.match import Match
    from ...core.play.match_events import RoundEnded
    from ...core.solving.practice import Practice
    from .computers import ComputerPlayers


class TakeBackTable(Protocol):
    """What taking back needs of the table (the game controller is one)."""

    @property
    def match(self) -> Match | None: ...

    @property
    def practice(self) -> Practice | None: ...

    @property
    def computers(self) -> ComputerPlayers: ...

    @property
    def notice(self) -> SignalInstance: ...

    @property
    def verdict_cleared(self) -> SignalInstance: ...

    @property
    def log_added(self) -> SignalInstance: ...

    def can_take_back(self) -> bool: ...


def undo_last_play(table: TakeBackTable) -> str | None:
    """Practice: back to before the person's last play; elsewhere (when the table allows it)
    take back the letter they just played, while nobody has played since. The fragment
    now, or None (with a notice) when nothing was taken back."""
    m = table.match
    if m is None or not table.can_take_back():
        table.notice.emit(MatchProblem.NOTHING_TO_UNDO)
        return None
    table.computers.forget()
    try:
        verdict_gone = take_back_letter(m, table.practice)
    except MatchError as exc:
        table.notice.emit(exc)
        return None
    if verdict_gone:
        table.verdict_cleared.emit()  # the undone play no longer counts
    table.log_added.emit(TakenBack(m.fragment))
    return m.fragment


def may_take_back(
    m: Match | None,
    round_over: RoundEnded | None,
    practice: Practice | None,
    allowed: bool,
    player_kind: Callable[[int], PlayerKind],
) -> bool:
    """May a letter be taken back now? ``allowed``: the table allows it outside practice."""
    if m is None or round_over is not None or m.winner is not None or m.pending is not None:
        return False
    if not m.history:
        return False
    # back to before a person's last letter, with the computers' replies since
    return (practice is not None or allowed) and any(
        player_kind(seat) is PlayerKind.HUMAN for seat, _, _ in m.history
    )


def take_back_letter(m: Match, practice: Practice | None) -> bool:
    """Take the letter back (``MatchError`` when the match refuses); True when practice's
    verdict on it no longer counts."""
    m.undo() if practice is not None else m.take_back()
    return practice is not None and practice.take_back(m.fragment)
