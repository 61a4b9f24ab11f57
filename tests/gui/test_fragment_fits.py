"""The fragment's letters fit the board's width: at a round's end on 1366×768 MAMMOTH was cut
off after its T (the size was estimated from the letter count, not measured)."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QFontMetricsF

from ghost_gui.gui.fragment_view import FragmentView


@pytest.mark.parametrize("width, height", [(868, 240), (600, 180), (430, 120)])
@pytest.mark.parametrize("word", ["mammoth", "womanhood", "щелкунчик", "cat"])
def test_the_letters_fit_the_board(qapp, width: int, height: int, word: str) -> None:  # type: ignore[no-untyped-def]
    view = FragmentView()
    view.resize(width, height)
    view.show()
    view.set_fragment(word, len(word) - 1)
    qapp.processEvents()
    label = view.label
    shown = QFontMetricsF(label.font()).horizontalAdvance(label.letters)
    assert shown <= label.contentsRect().width(), (word, shown, label.contentsRect().width())
    assert label.font().pixelSize() >= 28  # still large
    view.close()
