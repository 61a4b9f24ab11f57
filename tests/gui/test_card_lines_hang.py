"""The strategy card's lines, on screen and on paper: where a line's words wrap, they go on
under its first word, not back under its letters."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import QApplication

from ghost_gui.gui.cards.card_html import STRATEGY, CardHtml
from ghost_gui.gui.cards.card_paper import card_font


@pytest.mark.parametrize("width", [260, 340, 420])
def test_wrapped_words_hang_under_the_first_word(
    qapp: QApplication, family_card, width: int
) -> None:  # type: ignore[no-untyped-def]
    card = family_card("ghost", 4, 2, 1)  # "H → HY  hyacinth*, hybrid*, hydra, …"
    text = CardHtml("english-family", lambda: card_font(10))
    doc = QTextDocument()
    doc.setDefaultFont(card_font(10))
    doc.setTextWidth(width)
    doc.setHtml(text.card_html(card, 1, mode=STRATEGY, pt=10, letters=width // 6))
    doc.size()  # lays the document out
    wrapped = 0
    block = doc.begin()
    while block.isValid():
        line_text, layout = block.text(), block.layout()
        one_decision = line_text.count("→") == 1  # a long run keeps a 2 em hang
        if one_decision and layout.lineCount() > 1 and block.blockFormat().leftMargin():
            gap = line_text.find("\u00a0\u00a0 ")
            # the first word: after the decisions, or (after long ones) on the next line
            first_word = layout.lineAt(0).cursorToX(gap + 3)[0] if gap >= 0 else None
            for i in range(1, layout.lineCount()):
                if first_word is None:
                    first_word = layout.lineAt(i).x()
                    continue
                wrapped += 1
                assert layout.lineAt(i).x() == pytest.approx(first_word, abs=1.5), line_text
        block = block.next()
    assert wrapped
