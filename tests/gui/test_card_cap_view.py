""" "Who wins?" with card sizes past the table's cap: "more than N" in the table (in Russian
too), in the tips and the legend; ">N" in the CSV, with a line that says what it means."""

from __future__ import annotations

import csv
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication

from ghost_gui.core.analysis.results import Workbench
from ghost_gui.gui import i18n
from ghost_gui.gui.cards.analysis_presenter import CSV_HEADER, AnalysisPresenter
from ghost_gui.gui.cards.analysis_view import AnalysisView
from ghost_gui.gui.jobs import Jobs

CAP = 5


def _view(qtbot, word_file: Path) -> AnalysisView:  # type: ignore[no-untyped-def]
    view = AnalysisView(
        AnalysisPresenter(
            Workbench(word_file, use_cache=False),
            "super",
            3,
            3,
            Jobs(synchronous=True),
            card_cap=CAP,
        )
    )
    qtbot.addWidget(view)
    view.presenter.compute_table()
    return view


def _sizes(view: AnalysisView) -> list[str]:
    """The card sizes as shown, each size one piece (no-break spaces: a line breaks only
    between sizes), read with plain spaces."""
    shown = [view.table.item(r, 5).text() for r in range(view.table.rowCount())]
    assert all(" " not in x for s in shown for x in s.split(" / ")), shown
    return [s.replace("\u00a0", " ") for s in shown]


def test_sizes_past_the_cap_say_more_than_it(qtbot, tmp_path: Path, word_file: Path) -> None:  # type: ignore[no-untyped-def]
    view = _view(qtbot, word_file)
    sizes = _sizes(view)
    over = [r for r, s in enumerate(sizes) if "more than 5" in s]
    assert over, sizes
    # a size within the cap is a number, as before
    assert all(
        x == "more than 5" or (x.isdigit() and int(x) <= CAP) for s in sizes for x in s.split(" / ")
    )
    tip = view.table.item(over[0], 5).toolTip()
    assert "more than 5 " in tip and ("words to learn" in tip or "plays to learn" in tip)
    assert "“More than 5”: a card past 5 words or plays" in view.legend.text()
    out = tmp_path / "table.csv"
    view.presenter.export_csv(str(out), view.over_cap_note())
    rows = list(csv.reader(out.open(encoding="utf-8")))
    assert tuple(rows[0]) == CSV_HEADER
    body = [r for r in rows[1:] if len(r) == len(CSV_HEADER)]
    assert [tuple(r) for r in body] == list(view.presenter.state.rows)
    assert any(">5" in r[5].split(" / ") for r in body)
    assert rows[-1] == [
        "card_sizes “>5”: more than 5 words or plays to remember, more than anyone could learn; "
        "not counted further. Who loses and the winning first letters are always exact."
    ]


@pytest.fixture
def russian(qapp: QApplication) -> Iterator[QApplication]:
    assert i18n.install_translator(qapp, "ru")
    yield qapp
    i18n.install_translator(qapp, "en")


def test_more_than_the_cap_in_russian(russian: QApplication, qtbot, word_file: Path) -> None:  # type: ignore[no-untyped-def]
    view = _view(qtbot, word_file)
    assert any("более 5" in s for s in _sizes(view))
    assert "«Более 5»" in view.legend.text()
