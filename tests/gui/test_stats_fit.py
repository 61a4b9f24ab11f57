"""The Statistics window shows its headings whole and several rows beside the adaptive
computers' plot, in English and Russian."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QStyle

from ghost_gui.gui import i18n
from ghost_gui.gui.dialogs.stats import Stats
from ghost_gui.gui.dialogs.stats_view import COUNT_COLUMNS, StatsView

NAMES = ["Mum", "Dad", "Alexandra", "Robo", "Sam", "Granny"]


@pytest.fixture(params=["en", "ru"])
def language(request: pytest.FixtureRequest, qapp: QApplication) -> Iterator[str]:
    i18n.install_translator(qapp, request.param)
    yield request.param
    i18n.install_translator(qapp, "en")


def _stats(tmp_path: Path, levels: bool) -> Stats:
    s = Stats(tmp_path / "statistics.json")
    for i in range(30):
        s.record_round(NAMES[i % 6], NAMES, "quartz", word_by=NAMES[(i + 1) % 6])
    s.record_match("Mum", NAMES)
    s.record_abandoned(NAMES)
    if levels:
        for i in range(12):
            s.record_level("Robo", 0.3 + 0.05 * i)
    return s


@pytest.mark.parametrize("levels", [False, True])
def test_every_heading_word_fits_its_column(
    qtbot, tmp_path: Path, language: str, levels: bool
) -> None:  # type: ignore[no-untyped-def]
    view = StatsView(_stats(tmp_path, levels))
    qtbot.addWidget(view)
    view.show()
    qtbot.waitUntil(lambda: view.table.horizontalHeader().height() > 0, timeout=2000)
    QApplication.processEvents()
    header = view.table.horizontalHeader()
    metrics = header.fontMetrics()
    margin = 2 * header.style().pixelMetric(QStyle.PixelMetric.PM_HeaderMargin, None, header)
    for c in range(1, len(COUNT_COLUMNS) + 1):
        item = view.table.horizontalHeaderItem(c)
        assert item is not None
        room = header.sectionSize(c) - margin
        for word in item.text().split():  # "Abandoned", "Выиграно" never cut
            assert metrics.horizontalAdvance(word) <= room, (item.text(), room)
        wrapped = metrics.boundingRect(
            0, 0, room, 10_000, int(Qt.TextFlag.TextWordWrap), item.text()
        )
        assert header.height() >= wrapped.height()  # every line of it shown
    # the whole table is in view: no column pushed off to the right
    assert header.length() <= view.table.viewport().width()


@pytest.mark.parametrize("accuracy", [False, True])
def test_beside_the_plot_the_table_shows_every_player(
    qtbot, tmp_path: Path, language: str, accuracy: bool
) -> None:  # type: ignore[no-untyped-def]
    stats = _stats(tmp_path, True)
    if accuracy:  # the people's accuracy on the first tab, the computer's strength on the next
        for i, name in enumerate(NAMES):
            stats.record_accuracy(name, 0.1 * i, 5)
    view = StatsView(stats)
    qtbot.addWidget(view)
    view.show()
    QApplication.processEvents()
    assert (view.accuracy_plot if accuracy else view.plot).isVisible()
    rows = view.table.viewport().height() / view.table.rowHeight(0)
    assert rows >= len(NAMES), rows  # of the six people and the adaptive computer: 2.5 before
    assert view.height() <= 600 - 40  # an 800×600 screen, with room for the title bar
