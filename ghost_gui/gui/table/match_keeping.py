"""What the table's session keeps of the match in play to make its record when it ends or
is left (:func:`~ghost_gui.core.play.match_record.record_of`): when it began, the word
list, the table's house and blocked words then, and for a resumed match the record kept in
its save, which the record goes on from (a save keeps the match's state, not its events).

Given the match by the session (``tests/test_house_rules.py`` lists it with the session's
modules), and Qt-free like it."""

from __future__ import annotations

import logging
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING

from ...core.errors import MatchRecordError
from ...core.play.match_record import MatchRecord, record_of
from ...paths import wordlist_path
from .table_news import MatchKept

if TYPE_CHECKING:
    from ...core.play.match import Match
    from ...core.words.list_record import WordList

log = logging.getLogger(__name__)


class MatchKeeping:
    """``resumed``: the save a match was resumed from (None for a new match); ``earlier``:
    the record the save kept (None in a save written before records were: such a match
    is not kept, its start being lost)."""

    def __init__(
        self,
        word_list: WordList,
        path: str,
        house: set[str],
        blocked: set[str],
        resumed: object = None,
        earlier: MatchRecord | None = None,
    ) -> None:
        self.word_list = word_list
        # a bundled list is named by its name alone (its folder differs between installs)
        self.path = "" if Path(path).parent == wordlist_path() else path
        self.house, self.blocked = frozenset(house), frozenset(blocked)
        self.lost = resumed is not None and earlier is None
        self.earlier = earlier
        self.started = _now()
        self.kept_won = False

    def record(self, match: Match, *, ended: bool = False) -> MatchRecord | None:
        """The match's record so far (``ended``: as it ends or is left, with the time),
        None when it cannot be told from its start."""
        if self.lost:
            return None
        wl = self.word_list
        try:
            return record_of(
                match,
                wl.name,
                wl.digest,
                path=self.path,
                house_words=self.house,
                blocked_words=self.blocked,
                started=self.started,
                ended=_now() if ended else None,
                earlier=self.earlier,
            )
        except MatchRecordError:
            log.exception("the match's record could not be made")
            self.lost = True  # said once; the match goes on without one
            return None

    def left(self, match: Match) -> list[MatchKept]:
        """The record to keep of a match as it ends, or is left unfinished: none when it
        was won already (and kept then), when nothing was played, or it cannot be told."""
        if match.winner is not None:
            if self.kept_won:
                return []
            self.kept_won = True
        record = self.record(match, ended=True)
        return [MatchKept(record)] if record is not None and record.rounds else []


def _now() -> datetime:
    return datetime.now().astimezone().replace(microsecond=0)
