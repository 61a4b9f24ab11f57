"""Under the drill's board after a miss: what the answer made and the card's line for the
question, framed in the colour of a miss until the learner goes on."""

from __future__ import annotations

from PySide6.QtWidgets import QFrame, QVBoxLayout, QWidget

from ...core.alphabets import capitals
from ...core.cards.cards import TreeCard, WordCard
from ...core.cards.drill import Result
from ...core.play.variants import Variant
from ..texts.drill_texts import completes_word_text, decision_html
from .card_words import Anagrams
from .drill_board import drill_colour, drill_label


class DrillFeedback(QFrame):
    """The verdict on a miss and the card's line; hidden while nothing is to be said."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("drillFeedback")
        f = QVBoxLayout(self)
        f.setContentsMargins(14, 10, 14, 10)
        self.verdict = drill_label("", 1.15, bold=True)
        self.line = drill_label(rich=True)
        f.addWidget(self.verdict)
        f.addWidget(self.line)
        self.hide()

    def clear(self) -> None:
        self.hide()
        self.verdict.setText("")
        self.line.setText("")

    def show_miss(
        self, result: Result, card: WordCard | TreeCard, variant: Variant, anagrams: Anagrams
    ) -> None:
        """A wrong answer (or "show me", ``result.given`` None) and the card's line."""
        colour = drill_colour("wrong")
        self.setStyleSheet(f"QFrame#drillFeedback {{ border-color: {colour}; }}")
        self.verdict.setStyleSheet(f"color: {colour};")
        if result.given is None:
            self.verdict.setText("\u2794 " + self.tr("The card says:"))
        elif result.completes_word:
            self.verdict.setText(
                "\u2718 "
                + completes_word_text(result.given, variant)
                + " "
                + self.tr("The card says:")
            )
        else:
            self.verdict.setText(
                "\u2718 "
                + self.tr("Not quite: you made %1. The card says:").replace(
                    "%1", capitals(result.given)
                )
            )
        self.line.setText(decision_html(result, card, variant, anagrams))
        self.show()
