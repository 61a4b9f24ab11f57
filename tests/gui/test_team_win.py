"""When the computers team up and win, the winner screen and the log name the team, as the
status bar does, never the one computer left in; "Who wins?" shows its headings whole and
its legend explains every column and the dash, in English and Russian."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication
from shells import make_shell

from ghost_gui.gui import i18n
from ghost_gui.gui.dialogs.game_setup import GameSetup

TEXTS = {
    "en": ("Winners", "The computers", "The computers win the match!", "computers win"),
    "ru": ("Победители", "Компьютеры", "Партию выиграли компьютеры!", "выиграли компьютеры"),
}


@pytest.fixture(params=["en", "ru"])
def language(request: pytest.FixtureRequest, qapp: QApplication) -> Iterator[str]:
    i18n.install_translator(qapp, request.param)
    yield request.param
    i18n.install_translator(qapp, "en")


def _words(tmp_path: Path) -> Path:
    path = tmp_path / "two-words.txt"
    path.write_text("aaa\ncccc\n", encoding="utf-8")
    return path


def test_the_winner_screen_names_the_computers_team(
    qapp, qtbot, tmp_path: Path, language: str
) -> None:  # type: ignore[no-untyped-def]
    shell = make_shell(qapp, tmp_path, language=language)
    w, c = shell.window, shell.controller
    players = [("Ann", "human"), ("Robo", "perfect"), ("Cy", "perfect")]
    shell.start_game(
        GameSetup(players, "ghost", 3, str(_words(tmp_path)), lives=1, team_up=True), None
    )
    qtbot.waitUntil(lambda: c.session.match is not None, timeout=10000)
    c.resign()  # Ann, the only person, is out: the computers' side has won
    qtbot.waitUntil(lambda: w.winner_view.isVisible(), timeout=3000)
    title, team, logged, status = TEXTS[language]
    view = w.winner_view
    assert view.title_label.text() == title
    assert view.name_label.text() == team and "Robo" not in view.name_label.text()
    assert status in w.statusBar().currentMessage()
    lines = [w.log.item(i).text() for i in range(w.log.count())]
    assert logged in lines and not any("Robo" in line and "match" in line for line in lines)
    shell.close()


def test_who_wins_shows_its_headings_whole_and_explains_them(
    qtbot, tmp_path: Path, word_file: Path, language: str
) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtWidgets import QStyle

    from ghost_gui.core.analysis.results import Workbench
    from ghost_gui.gui.cards.analysis_presenter import AnalysisPresenter
    from ghost_gui.gui.cards.analysis_view import AnalysisView
    from ghost_gui.gui.jobs import Jobs

    view = AnalysisView(
        AnalysisPresenter(Workbench(word_file), "ghost", 3, 2, Jobs(synchronous=True))
    )
    qtbot.addWidget(view)
    view.presenter.compute_table()
    view.resize(784, 560)
    view.show()
    QApplication.processEvents()
    table = view.table
    header = table.horizontalHeader()
    metrics = header.fontMetrics()
    margin = 2 * header.style().pixelMetric(QStyle.PixelMetric.PM_HeaderMargin, None, header)
    for c in range(table.columnCount()):
        item = table.horizontalHeaderItem(c)
        assert item is not None
        for word in item.text().split():  # "Выигрышные первые буквы" is never cut
            assert metrics.horizontalAdvance(word) <= header.sectionSize(c) - margin, item.text()
    assert header.length() <= table.viewport().width()
    first_letters = table.horizontalHeaderItem(4)
    assert first_letters is not None
    legend = view.legend.text()
    assert f"<b>{first_letters.text()}</b>" in legend
    assert "“—”" in legend or "«—»" in legend  # the dash a row shows for none
