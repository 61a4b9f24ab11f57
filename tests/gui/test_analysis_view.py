"""Who wins with perfect play: the verdict for the current rules, the summary table, the CSV."""

from __future__ import annotations

import csv
from dataclasses import replace
from pathlib import Path
from typing import Any

from made_items import made_by_python

from ghost_gui.core.analysis.results import Workbench
from ghost_gui.core.play.variants import VARIANTS
from ghost_gui.core.solving.solver import Analysis
from ghost_gui.gui.cards.analysis_presenter import CSV_HEADER, AnalysisPresenter
from ghost_gui.gui.cards.analysis_view import AnalysisView
from ghost_gui.gui.jobs import Jobs

# the tiny list of conftest: cat camel cattle gecko goat gerbil zebra tab tabby


def test_the_current_rules_get_a_verdict_and_the_openings(qtbot, word_file: Path) -> None:  # type: ignore[no-untyped-def]
    view = AnalysisView(
        AnalysisPresenter(Workbench(word_file), "ghost", 3, 2, Jobs(synchronous=True))
    )
    qtbot.addWidget(view)
    assert view.headline.text() == "With perfect play, player 1 wins."
    assert "Ghost, words of 3+ letters, 2 players: 9 counting words" in view.summary.text()
    assert "Winning first letters for player 1: G." in view.summary.text()
    assert view.progress.isHidden() and view.table.rowCount() == 0


def test_verdicts_for_every_kind_of_outcome(qtbot, word_file: Path) -> None:  # type: ignore[no-untyped-def]
    view = AnalysisView(
        AnalysisPresenter(Workbench(word_file), "ghost", 3, 2, Jobs(synchronous=True))
    )
    qtbot.addWidget(view)

    def a(players: int, losers: tuple[int, ...]) -> Analysis:
        return Analysis("ghost", 3, players, 9, 30, losers, ())

    assert view.verdict(a(2, (0,))) == "With perfect play, player 2 wins."
    assert view.verdict(a(3, (2,))) == "With perfect play, player 3 loses; everyone else is safe."
    assert view.verdict(a(4, (0, 2, 3))).startswith(
        "With perfect play, the loser is one of players 1, 3, 4"
    )
    view.draw(replace(view.presenter.state, current=a(3, (0, 1, 2))))
    assert "Player 1 has no winning first letter." in view.summary.text()


def test_the_summary_table_marks_the_current_rules_and_exports_csv(
    qtbot, tmp_path: Path, word_file: Path
) -> None:  # type: ignore[no-untyped-def]
    view = AnalysisView(
        AnalysisPresenter(Workbench(word_file), "super", 3, 3, Jobs(synchronous=True))
    )
    qtbot.addWidget(view)
    assert not view.csv_button.isEnabled()
    view.presenter.compute_table()
    # every variant; min length 4 leaves only "camel cattle gecko gerbil zebra tabby"
    assert view.table.rowCount() == len(VARIANTS) * 2 * 3
    shown = [[view.table.item(r, c).text() for c in range(6)] for r in range(view.table.rowCount())]
    assert shown[0][:5] == ["Ghost", "3", "2", "2", "G"]
    assert len(shown[0][5].split(" / ")) == 2 and len(shown[2][5].split(" / ")) == 4
    anti = [r for r in range(view.table.rowCount()) if shown[r][0] == "Anti-Ghost"]
    assert (
        len(anti) == 6
        and view.table.item(anti[0], 0).toolTip() == "Anti-Ghost (who finishes the word wins)"
    )
    current = [r for r in range(view.table.rowCount()) if view.table.item(r, 0).font().bold()]
    assert [shown[r][:3] for r in current] == [["SuperGhost", "3", "3"]]
    assert view.csv_button.isEnabled() and view.progress.isHidden()
    out = tmp_path / "table.csv"
    view.presenter.export_csv(str(out))
    rows = list(csv.reader(out.open(encoding="utf-8")))
    assert tuple(rows[0]) == CSV_HEADER
    assert [tuple(r) for r in rows[1:]] == list(view.presenter.state.rows)
    assert rows[1][:5] == ["ghost", "3", "2", "2", "g"]
    assert {r[0] for r in rows[1:]} == set(VARIANTS)


def test_the_table_leaves_the_games_bench_alone(qtbot, word_file: Path) -> None:  # type: ignore[no-untyped-def]
    bench = Workbench(word_file, use_cache=False)
    bench.solver("ghost", 3, 2).solve()  # the game's solver, as the window has one
    view = AnalysisView(AnalysisPresenter(bench, "ghost", 3, 2, Jobs(synchronous=True)))
    qtbot.addWidget(view)
    view.presenter.compute_table()
    assert set(bench._solvers) == {("ghost", 3, 2)}
    assert set(bench._lexicons) == {3}


def test_a_list_without_long_enough_words_is_explained(qtbot, word_file: Path) -> None:  # type: ignore[no-untyped-def]
    view = AnalysisView(
        AnalysisPresenter(Workbench(word_file), "ghost", 9, 2, Jobs(synchronous=True))
    )
    qtbot.addWidget(view)
    assert view.headline.text() == "No word of this list has 9 or more letters."
    assert view.progress.isHidden() and view.table_button.isEnabled()


def test_the_work_runs_off_the_gui_thread(qtbot, word_file: Path) -> None:  # type: ignore[no-untyped-def]
    import threading

    seen: dict[str, Any] = {}
    bench = Workbench(word_file)
    real = bench.analysis

    def spy(*args: Any, **kw: Any) -> Any:
        seen["thread"] = threading.current_thread()
        return real(*args, **kw)

    bench.analysis = spy  # type: ignore[method-assign]
    jobs = Jobs()
    view = AnalysisView(AnalysisPresenter(bench, "ghost", 3, 2, jobs))
    qtbot.addWidget(view)
    qtbot.waitUntil(lambda: view.headline.text().startswith("With perfect play"), timeout=5000)
    assert seen["thread"] is not threading.main_thread()
    view.close()
    jobs.shutdown()


def test_the_table_fills_row_by_row_with_a_legend_and_tooltips(qtbot, word_file: Path) -> None:  # type: ignore[no-untyped-def]
    view = AnalysisView(
        AnalysisPresenter(
            Workbench(word_file, use_cache=False), "ghost", 3, 3, Jobs(synchronous=True)
        )
    )
    qtbot.addWidget(view)
    view.presenter.compute_table()
    assert (
        not view.legend.isHidden()
        and "Who loses" in view.legend.text()
        and "Card sizes" in view.legend.text()
    )
    assert all(view.table.horizontalHeaderItem(c).toolTip() for c in (3, 4, 5))
    r = next(
        r
        for r in range(view.table.rowCount())
        if [view.table.item(r, c).text() for c in range(3)] == ["Ghost", "3", "3"]
    )
    assert "one of players 2, 3 loses" in view.table.item(r, 3).toolTip()
    assert made_by_python(view.table) == []
    assert view.table.item(r, 5).toolTip().startswith("The rules of the current game\nPlayer 1: ")
    # as the rows arrive: in the table's order, a row's card sizes after it, an older table's rows ignored
    presenter = view.presenter
    feed: list[tuple[int, tuple[int, int, int], tuple[str, ...]]] = []
    # the rows as the worker sends them, held back to be delivered by hand below
    presenter._feed.row.disconnect(presenter.row_ready)
    presenter._feed.row.connect(lambda *row: feed.append(row))
    presenter.compute_table()
    gen = feed[0][0]
    presenter.state = replace(presenter.state, rows=(), table_complete=False)
    presenter._rows = {}
    presenter.row_ready(gen, (1, 3, 3), ("super", "3", "3", "2", "", ""))
    presenter.row_ready(gen, (0, 3, 2), ("ghost", "3", "2", "1", "g", ""))
    presenter.row_ready(gen - 1, (0, 3, 4), ("ghost", "3", "4", "1", "", ""))
    assert [view.table.item(r, 0).text() for r in range(view.table.rowCount())] == [
        "Ghost",
        "SuperGhost",
    ]
    assert view.table.item(1, 5).text() == "…"
    presenter.row_ready(gen, (1, 3, 3), ("super", "3", "3", "2", "", "1 / 2 / 3"))
    assert view.table.rowCount() == 2 and view.table.item(1, 5).text() == "1 / 2 / 3"
    assert "Player 3: 3 plays to learn" in view.table.item(1, 5).toolTip()


def test_a_burst_of_rows_is_fitted_once(qtbot, word_file: Path) -> None:  # type: ignore[no-untyped-def]
    """Rows arrive in bursts, a state each: measuring the whole table for each of them held
    the window up (60-70 ms on the Russian nouns' table); the columns are fitted once the
    burst is in, and then fit every cell."""
    view = AnalysisView(
        AnalysisPresenter(
            Workbench(word_file, use_cache=False), "ghost", 3, 3, Jobs(synchronous=True)
        )
    )
    qtbot.addWidget(view)
    fits: list[int] = []
    fit = view.headings.fit

    def counted() -> None:
        fits.append(1)
        fit()

    view.headings.fit = counted  # type: ignore[method-assign]
    view.headings._refit.timeout.disconnect()
    view.headings._refit.timeout.connect(counted)
    view.presenter.compute_table()  # every row, and every row's card sizes, a state each
    assert view.table.rowCount() > 10 and fits == []
    qtbot.waitUntil(lambda: fits == [1])
    room = view.table.horizontalHeader().sectionSize(0) - view.headings.cell_margin()
    widest = max(
        view.table.fontMetrics().horizontalAdvance(view.table.item(r, 0).text())
        for r in range(view.table.rowCount())
    )
    assert widest <= room
