"""A match played to its end at the table, and its record as the session keeps it."""

from __future__ import annotations

from pathlib import Path

from ghost_gui.core.play.match import MatchConfig, PlayerSpec
from ghost_gui.core.play.match_record import MatchRecord
from ghost_gui.gui.jobs import Jobs
from ghost_gui.gui.table.controller import GameController
from ghost_gui.gui.table.game_request import GameRequest
from ghost_gui.gui.table.table_news import MatchKept


def won_match(word_file: Path) -> MatchRecord:
    """Ann and Bo, two lives each: Ann completes ZEBRA, then CAT, and Bo wins."""
    c = GameController(Jobs(synchronous=True), pause_ms=0, round_pause_ms=0, on_change=None)
    kept: list[MatchRecord] = []
    c.on(MatchKept, lambda n: kept.append(n.record))
    players = (PlayerSpec("Ann", "human"), PlayerSpec("Bo", "human"))
    c.new_game(GameRequest(MatchConfig(players, "ghost", 3, "tiny", lives=2), str(word_file)))
    for letter in "zebra":
        assert c.play_letter(letter)
    c.next_round()
    for letter in "cat":
        assert c.play_letter(letter)
    assert c.state.winner == 1 and len(kept) == 1
    return kept[0]
