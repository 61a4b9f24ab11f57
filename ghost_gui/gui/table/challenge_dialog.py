"""When a person is challenged: name your word, or give up. Non-blocking, window-modal.

Esc (or closing the dialog) decides nothing: the challenge stays open on the board, with a
button to answer it. Only "I give up" concedes."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ...core.alphabets import capitals
from ...core.play.rules import ChallengeKind
from ..letter_layout import spelled_out
from ..texts.play_texts import fragment_shape
from ..texts.player_names import shown_name


class ChallengeDialog(QDialog):
    #: the word named, or None for giving up
    answered = Signal(object)

    def __init__(
        self,
        player: str,
        challenger: str,
        fragment: str,
        kind: ChallengeKind,
        variant: str = "",
        parent: QWidget | None = None,
    ) -> None:
        """``variant``: the game's (its key), whose words the challenge is said in."""
        super().__init__(parent)
        player, challenger = shown_name(player), shown_name(challenger)
        self.setWindowTitle(self.tr("%1 is challenged").replace("%1", player))
        layout = QVBoxLayout(self)
        f = capitals(fragment)
        if kind == ChallengeKind.WORD:
            said = (
                self.tr("%1 says: “%2 is already a word!”")
                .replace("%1", challenger)
                .replace("%2", f)
            )
        elif fragment_shape(variant) == "inside":
            said = (
                self.tr("%1 says: “No word contains %2!”")
                .replace("%1", challenger)
                .replace("%2", f)
            )
        elif fragment_shape(variant) == "pool":  # the letters one by one: their order means nothing
            said = (
                self.tr("%1 says: “No word can be made with the letters %2!”")
                .replace("%1", challenger)
                .replace("%2", spelled_out(fragment))
            )
        else:
            said = (
                self.tr("%1 says: “No word starts with %2!”")
                .replace("%1", challenger)
                .replace("%2", f)
            )
        self.question = QLabel(
            said + "\n" + self.tr("%1, which word did you have in mind?").replace("%1", player)
        )
        self.question.setTextFormat(
            Qt.TextFormat.PlainText
        )  # names and letters are text, never markup
        self.question.setWordWrap(True)
        layout.addWidget(self.question)
        self.word = QLineEdit()
        self.word.setPlaceholderText(self.tr("your word"))
        self.word.setMaxLength(64)
        layout.addWidget(self.word)
        #: why the word named last time does not answer (the person tries again)
        self.problem = QLabel()
        self.problem.setObjectName("answerProblem")
        self.problem.setTextFormat(Qt.TextFormat.PlainText)
        self.problem.setWordWrap(True)
        self.problem.hide()
        layout.addWidget(self.problem)
        buttons = QHBoxLayout()
        self.ok = QPushButton(self.tr("That's my word"))
        self.ok.setDefault(True)
        self.ok.setToolTip(self.tr("Name your word (Enter)"))
        self.give_up = QPushButton(self.tr("I give up"))
        self.give_up.setAutoDefault(False)
        self.give_up.setToolTip(self.tr("You had no word in mind: you lose this round"))
        self.later = QPushButton(self.tr("Not yet"))
        self.later.setAutoDefault(False)
        self.later.setToolTip(self.tr("Close this for now; the challenge waits on the board (Esc)"))
        buttons.addWidget(self.give_up)
        buttons.addWidget(self.later)
        buttons.addStretch(1)
        buttons.addWidget(self.ok)
        layout.addLayout(buttons)
        self.ok.clicked.connect(self._ok)
        self.give_up.clicked.connect(self._give_up)
        self.later.clicked.connect(self.reject)

    def show_problem(self, text: str, word: str = "") -> None:
        """The word named breaks a rule: say why, with the word back in the field to fix."""
        self.problem.setText(self.tr("Try again: %1").replace("%1", text))
        self.problem.show()
        self.word.setText(word)
        self.word.selectAll()

    def _ok(self) -> None:
        word = self.word.text().strip()
        if not word:
            self.word.setFocus()
            return
        self.done(QDialog.DialogCode.Accepted)
        self.answered.emit(word)

    def _give_up(self) -> None:
        self.done(QDialog.DialogCode.Accepted)
        self.answered.emit(None)
