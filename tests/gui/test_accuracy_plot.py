"""The Statistics window plots a chosen person's accuracy in each of their matches under the
counts: matches along the bottom, accuracy from 0 to 100 % up the side, both axes titled in
the interface's language; one sentence while there is nothing to plot."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QApplication

from ghost_gui.gui import i18n
from ghost_gui.gui.dialogs.level_plot import AccuracyPlot
from ghost_gui.gui.dialogs.stats import Stats
from ghost_gui.gui.dialogs.stats_view import StatsView

TITLES = {"en": ("Matches", "Accuracy", "100%"), "ru": ("Партии", "Точность", "100\u00a0%")}


@pytest.fixture(params=["en", "ru"])
def language(request: pytest.FixtureRequest, qapp: QApplication) -> Iterator[str]:
    i18n.install_translator(qapp, request.param)
    yield request.param
    i18n.install_translator(qapp, "en")


def stats(tmp_path: Path) -> Stats:
    s = Stats(tmp_path / "statistics.json")
    s.record_round("Ann", ["Ann", "Bo", "Robo"], "zebra", word_by="Bo")
    for a, plays in ((0.25, 4), (0.5, 6), (1.0, 3)):
        s.record_accuracy("Ann", a, plays)
    s.record_accuracy("Bo", 0.75, 4)
    return s


def view_of(qtbot: Any, s: Stats) -> StatsView:
    view = StatsView(s)
    qtbot.addWidget(view)
    view.show()
    QApplication.processEvents()
    return view


def test_the_plot_shows_the_chosen_persons_accuracy_per_match(
    qtbot: Any, tmp_path: Path, language: str
) -> None:
    view = view_of(qtbot, stats(tmp_path))
    plot = view.accuracy_plot
    assert view.plots.currentWidget() is view.accuracy and plot.isVisible()
    assert not view.no_accuracy.isVisible()
    # only people with accuracies to plot are offered; Ann first, by name
    assert [view.person.itemText(i) for i in range(view.person.count())] == ["Ann", "Bo"]
    assert view.person.isVisible()
    assert plot.accuracies() == [0.25, 0.5, 1.0]
    assert plot.rounds() == 3 and plot.round_ticks() == [1, 2, 3]  # one step a match
    pts = plot.points(plot.accuracies())
    r = plot.plot_rect()
    assert [p.x() for p in pts] == sorted(p.x() for p in pts)  # the matches in order
    assert pts[0].y() > pts[1].y() > pts[2].y() == r.top()  # better is higher; 100 % at the top
    assert "Ann" in plot.accessibleName()
    x_title, y_title, top = TITLES[language]
    assert (plot.x_title(), plot.y_title()) == (x_title, y_title)
    assert plot.y_labels()[0] == (1.0, top) and plot.y_labels()[-1][0] == 0.0
    view.person.setCurrentIndex(1)
    assert plot.accuracies() == [0.75] and "Bo" in plot.accessibleName()
    assert view.plot.isHidden()  # no adaptive computer has played: no tab for it
    assert view.plots.count() == 1


def test_nothing_to_plot_yet_is_one_sentence(qtbot: Any, tmp_path: Path, language: str) -> None:
    s = Stats(tmp_path / "statistics.json")
    s.record_round("Ann", ["Ann", "Bo"], "zebra", word_by="Bo")
    view = view_of(qtbot, s)
    assert view.no_accuracy.isVisible() and not view.accuracy_plot.isVisible()
    assert not view.person.isVisible()
    sentence = view.no_accuracy.text()
    assert sentence.count(".") == 1 and sentence.endswith(".")
    if language == "ru":
        assert sentence.startswith("Пока показывать нечего")


def test_the_adaptive_computers_keep_their_tab_beside_the_accuracy(
    qtbot: Any, tmp_path: Path
) -> None:
    s = stats(tmp_path)
    s.record_level("Robo", 0.4)
    s.record_level("Robo", 0.6)
    view = view_of(qtbot, s)
    assert view.plots.count() == 2 and view.plots.currentWidget() is view.accuracy
    view.plots.setCurrentWidget(view.plot)
    assert view.plot.isVisible() and view.plot.levels == {"Robo": [0.4, 0.6]}
    assert not view.person.isVisible()  # whose accuracy: not asked on the computers' tab
    # forgetting the statistics leaves the sentence and no computers' tab
    view._confirm_reset = lambda: True  # type: ignore[method-assign]
    assert view.reset()
    assert view.plots.count() == 1 and view.no_accuracy.isVisible()


def test_one_match_is_one_dot(qtbot: Any) -> None:
    plot = AccuracyPlot()
    qtbot.addWidget(plot)
    plot.resize(480, 180)
    plot.set_accuracies("Ann", [0.5])
    assert plot.round_ticks() == [1] and plot.dots
    assert plot.points([0.5])[0].y() == pytest.approx(plot.plot_rect().center().y())
