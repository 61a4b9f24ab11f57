"""The table's actions under the keyboard: the two challenges, answering one, resigning,
and practice's hint and take-back. Their texts come from table_texts.py; which are open
comes from the table's view state; the window lays them out in as many rows as the width
needs (table_fit.py)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QGridLayout, QPushButton, QWidget

from .table_state import TableState
from .table_texts import action_texts


class TableActions(QWidget):
    """The row of action buttons; the window connects their clicks and hides the ones a
    game may not need (practice's, and Answer until a challenge waits for a person)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.grid = QGridLayout(self)
        self.grid.setContentsMargins(0, 0, 0, 0)
        self.buttons: list[QPushButton] = []
        self.no_word = self._button()
        self.word = self._button()
        self.answer = self._button()
        self.resign = self._button()
        self.hint = self._button()
        self.take_back = self._button()
        #: the game's variant (its key): the bluff's button says it in the variant's words
        self.variant = ""

    def _button(self) -> QPushButton:
        b = QPushButton(self)  # placed by the window's lay_out_actions
        b.setFocusPolicy(Qt.FocusPolicy.TabFocus)  # a click leaves the keyboard with the board
        self.buttons.append(b)
        return b

    def retranslate(self) -> None:
        """The texts and tooltips in the interface's language."""
        named = {
            "no_word": self.no_word,
            "word": self.word,
            "answer": self.answer,
            "resign": self.resign,
            "hint": self.hint,
            "take_back": self.take_back,
        }
        for name, (text, tip) in action_texts(self.variant).items():
            named[name].setText(text)
            named[name].setToolTip(tip)

    def set_game(self, variant: str, *, bluffing: bool) -> None:
        """A new game: the bluff's words for its variant, and "That's a word!" only where
        bluffing is allowed."""
        self.variant = variant
        self.retranslate()
        self.word.setVisible(bluffing)

    def draw(self, state: TableState, *, dialog_open: bool) -> None:
        """Open what the view state opens; Answer shows while a person must answer a
        challenge whose dialog is closed."""
        self.no_word.setEnabled(state.no_word)
        self.word.setEnabled(state.word)
        self.resign.setEnabled(state.resign)
        self.take_back.setEnabled(state.take_back)
        self.answer.setVisible(state.human_must_answer and not dialog_open)
