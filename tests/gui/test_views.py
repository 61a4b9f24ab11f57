"""The analysis view's table and CSV, and the statistics."""

from __future__ import annotations

import csv
from pathlib import Path

from ghost_gui.core.analysis.results import Workbench
from ghost_gui.core.play.variants import VARIANTS
from ghost_gui.gui.cards.analysis_presenter import AnalysisPresenter
from ghost_gui.gui.cards.analysis_view import AnalysisView
from ghost_gui.gui.dialogs.stats import Stats
from ghost_gui.gui.dialogs.stats_view import StatsView
from ghost_gui.gui.jobs import Jobs


def test_analysis_view_table_and_csv(qtbot, tmp_path: Path, word_file: Path) -> None:  # type: ignore[no-untyped-def]
    view = AnalysisView(
        AnalysisPresenter(Workbench(word_file), "ghost", 3, 2, Jobs(synchronous=True))
    )
    qtbot.addWidget(view)
    assert "Winning first letters for player 1: G" in view.summary.text()
    view.presenter.compute_table()
    assert view.table.rowCount() == len(VARIANTS) * 2 * 3
    out = tmp_path / "table.csv"
    view.presenter.export_csv(str(out))
    rows = list(csv.reader(out.open()))
    assert rows[0][:3] == ["variant", "min_length", "players"]
    assert ["ghost", "3", "2", "2", "g"] == rows[1][:5]


def test_statistics_are_kept_and_shown(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    path = tmp_path / "stats.json"
    s = Stats(path)
    s.record_round("Ann", ["Ann", "Bo"], "gerbil", word_by="Bo")
    s.record_match("Bo", ["Ann", "Bo"])
    s.save()
    again = Stats(path)
    assert again.players["Bo"] == {
        "matches": 1,
        "matches_won": 1,
        "abandoned": 0,
        "rounds_won": 1,
        "rounds_lost": 0,
        "longest_word": "gerbil",
    }
    view = StatsView(again)
    qtbot.addWidget(view)
    assert view.table.rowCount() == 2 and view.table.item(1, 6).text() == "GERBIL"
    path.write_text("{broken")
    assert Stats(path).notice and Stats(path).players == {}
