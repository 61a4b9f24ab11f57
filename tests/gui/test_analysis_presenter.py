"""The "Who wins?" presenter without a widget: the states it publishes as its work goes."""

from __future__ import annotations

import csv
from pathlib import Path

from ghost_gui.core.analysis.results import Workbench
from ghost_gui.core.errors import NoCountingWordsError
from ghost_gui.core.play.variants import VARIANTS
from ghost_gui.gui.cards.analysis_presenter import CSV_HEADER, AnalysisPresenter, AnalysisState
from ghost_gui.gui.jobs import Jobs

# the tiny list of conftest: cat camel cattle gecko goat gerbil zebra tab tabby


def _presenter(word_file: Path, variant: str = "ghost", min_length: int = 3, players: int = 2):  # type: ignore[no-untyped-def]
    p = AnalysisPresenter(
        Workbench(word_file), variant, min_length, players, Jobs(synchronous=True)
    )
    seen: list[AnalysisState] = []
    p.changed.connect(seen.append)
    return p, seen


def test_the_current_rules_answer_is_published_after_a_working_state(qapp, word_file: Path) -> None:  # type: ignore[no-untyped-def]
    p, seen = _presenter(word_file)
    assert p.state.working is None and p.state.current is None
    p.start()
    assert seen[0].working == "current" and seen[0].current is None
    final = seen[-1]
    assert final.working is None and final.problem is None
    assert final.current is not None and final.current.losers == (1,)
    assert final.current.winning_first_moves == ("g",)
    assert final.rows == () and not final.table_asked


def test_a_failure_is_published_as_the_problem_not_raised(qapp, word_file: Path) -> None:  # type: ignore[no-untyped-def]
    p, seen = _presenter(word_file, min_length=9)
    p.start()
    assert isinstance(seen[-1].problem, NoCountingWordsError) and seen[-1].working is None


def test_the_table_arrives_row_by_row_in_the_tables_order_then_complete(
    qapp, tmp_path: Path, word_file: Path
) -> None:  # type: ignore[no-untyped-def]
    p, seen = _presenter(word_file, "super", 3, 3)
    p.compute_table()
    assert seen[0].table_asked and seen[0].working == "table" and seen[0].rows == ()
    growing = [s for s in seen if s.rows and not s.table_complete]
    assert growing, "rows are published before the table is complete"
    # the current rules' row comes first, whatever its place in the table
    assert growing[0].rows[0][:3] == ("super", "3", "3")
    final = seen[-1]
    assert final.table_complete and final.working is None
    assert len(final.rows) == len(VARIANTS) * 2 * 3 == len({r[:3] for r in final.rows})
    assert [r for r in final.rows if final.is_current(r)] == [
        r for r in final.rows if r[:3] == ("super", "3", "3")
    ]
    out = tmp_path / "table.csv"
    p.export_csv(str(out))
    rows = list(csv.reader(out.open(encoding="utf-8")))
    assert tuple(rows[0]) == CSV_HEADER and [tuple(r) for r in rows[1:]] == list(final.rows)


def test_rows_of_an_older_table_are_dropped(qapp, word_file: Path) -> None:  # type: ignore[no-untyped-def]
    p, _ = _presenter(word_file)
    p.compute_table()
    complete = p.state.rows
    p.row_ready(0, (0, 3, 2), ("ghost", "3", "2", "1", "", ""))  # an old generation
    assert p.state.rows == complete and p.state.table_complete
