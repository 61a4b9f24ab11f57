"""The questions the window puts to the table: name your word (a challenge), does a word the
list lacks count here, and do you really resign. All non-blocking and window-modal; Esc
decides nothing."""

from __future__ import annotations

from typing import TYPE_CHECKING, TypeVar

import shiboken6
from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtWidgets import QDialog, QWidget

from ...core.alphabets import capitals
from ...core.play.rules import ChallengeKind
from ..texts.error_texts import play_problem_text
from ..texts.player_names import shown_name
from ..texts.setup_names import list_title

if TYPE_CHECKING:
    from PySide6.QtWidgets import QMessageBox

    from .challenge_dialog import ChallengeDialog
    from .controller import GameController
    from .table_news import RefusedAnswer


class TableQuestions(QObject):
    #: a question was closed (the window takes the keyboard back)
    closed = Signal()

    def __init__(self, window: QWidget, controller: GameController) -> None:
        super().__init__(window)
        self.window = window
        self.controller = controller
        self.challenge_dialog: ChallengeDialog | None = None
        self.house_word_box: QMessageBox | None = None
        self.confirm_box: QMessageBox | None = None

    def ask_word_again(self, refused: RefusedAnswer) -> None:
        """The word named breaks a rule (a PlayProblem: too short, does not fit, a typo):
        the dialog comes back with the reason, and the person names another word."""
        r = refused
        details = {
            "word": r.word,
            "fragment": r.fragment,
            "min_length": r.min_length,
            "limit": r.limit,
        }
        problem = play_problem_text(r.problem, details)
        pending = self.controller.state.pending
        if pending is None:
            return
        before = self.challenge_dialog.word.text() if self.challenge_dialog is not None else ""
        self.ask_word(r.seat, pending.kind)
        assert self.challenge_dialog is not None
        self.challenge_dialog.show_problem(problem, before)

    def _lacks_box(self, word: str) -> QMessageBox:
        """The question whether ``word`` (in capitals), which the list lacks, counts here."""
        from PySide6.QtWidgets import QMessageBox  # made on first use: not for a start

        game = self.controller.state.game
        assert game is not None
        box = QMessageBox(
            QMessageBox.Icon.Question,
            self.tr("A word the list lacks"),
            self.tr("%1 is not in %2. Count %1 as a word at this table?")
            .replace("%1", word)
            .replace("%2", list_title(game.list_name)),
            parent=self.window,
        )
        # names, words and file names are text (the informative text too)
        box.setTextFormat(Qt.TextFormat.PlainText)
        return box

    def ask_word_claim(self, claimant: int, fragment: str, target: int) -> None:
        """ "That's a word!" of a fragment the list lacks: does it count at this table?
        ``target`` completed it. Closing the question decides nothing (no challenge is made)."""
        from PySide6.QtWidgets import QMessageBox  # made on first use: not for a start

        c = self.controller
        w = capitals(fragment)
        box = self._lacks_box(w)
        box.setInformativeText(
            self.tr(
                "Count it: %1 completed %2 and loses this round, and %2 counts from now on. Don't count it: %3 loses this round."
            )
            .replace("%1", shown_name(c.player_name(target)))
            .replace("%2", w)
            .replace("%3", shown_name(c.player_name(claimant)))
        )
        yes = box.addButton(self.tr("Count it"), QMessageBox.ButtonRole.YesRole)
        no = box.addButton(self.tr("Don't count it"), QMessageBox.ButtonRole.NoRole)
        back = box.addButton(self.tr("Take the challenge back"), QMessageBox.ButtonRole.RejectRole)
        box.setEscapeButton(back)
        box.setDefaultButton(no)
        box.buttonClicked.connect(lambda b: c.settle_word_claim(None if b is back else b is yes))
        box.finished.connect(lambda _: self.closed.emit())
        self.house_word_box = _instead_of(self.house_word_box, box)
        box.open()

    def ask_word(self, seat: int, kind: ChallengeKind) -> None:
        """The challenged person names a word; the dialog names who challenged."""
        c = self.controller
        state = c.state
        assert state.pending is not None and state.game is not None
        from .challenge_dialog import ChallengeDialog  # on first use: not on the first frame

        dialog = ChallengeDialog(
            state.name(seat),
            state.name(state.pending.seat),
            state.fragment,
            kind,
            str(state.game.variant.key),
            self.window,
        )
        dialog.answered.connect(c.answer_challenge)
        dialog.finished.connect(lambda _: self.closed.emit())
        self.challenge_dialog = _instead_of(self.challenge_dialog, dialog)
        dialog.open()
        self.closed.emit()  # the board shows the challenge as open
        # ... but the window took the keyboard back on `closed`: give it to the dialog, or
        # the keys typed next go to a window the dialog blocks and are lost
        dialog.activateWindow()
        dialog.word.setFocus()

    def reopen_challenge(self) -> None:
        pending = self.controller.state.pending
        if pending is not None:
            self.ask_word(pending.target, pending.kind)

    def ask_house_word(self, challenger: int, word: str) -> None:
        """A person named a word the list lacks: does it count at this table?"""
        from PySide6.QtWidgets import QMessageBox  # made on first use: not for a start

        c = self.controller
        pending = c.state.pending
        assert pending is not None
        w = capitals(word)
        box = self._lacks_box(w)
        if word in c.blocked_words:
            box.setText(
                self.tr(
                    "%1 is one of this table's blocked words. Count %1 as a word again?"
                ).replace("%1", w)
            )
        box.setInformativeText(
            self.tr(
                "Count it: %1 loses this round, and %2 counts from now on. Don't count it: %3 loses this round."
            )
            .replace("%1", shown_name(c.player_name(challenger)))
            .replace("%2", w)
            .replace("%3", shown_name(c.player_name(pending.target)))
        )
        yes = box.addButton(self.tr("Count it"), QMessageBox.ButtonRole.YesRole)
        no = box.addButton(self.tr("Don't count it"), QMessageBox.ButtonRole.NoRole)
        back = box.addButton(self.tr("Name another word"), QMessageBox.ButtonRole.RejectRole)
        box.setEscapeButton(back)
        box.setDefaultButton(no)

        def clicked(button: object) -> None:
            if button is back:
                c.reconsider_house_word()
            else:
                c.settle_house_word(button is yes)

        box.buttonClicked.connect(clicked)
        box.finished.connect(lambda _: self.closed.emit())
        self.house_word_box = _instead_of(self.house_word_box, box)
        box.open()

    def confirm_resign(self) -> None:
        """Resigning costs a letter: always asked first (Esc and the default keep playing)."""
        from PySide6.QtWidgets import QMessageBox  # made on first use: not for a start

        c = self.controller
        if not c.is_human_turn():
            return
        state = c.state
        seat = state.seat
        assert seat is not None
        panel = state.panels[seat]
        last = panel.lost + 1 >= panel.lives  # this letter puts them out
        question = (
            self.tr(
                "%1: give up this round and take your last letter? You will be out of the match."
            )
            if last
            else self.tr("%1: give up this round and take the next letter?")
        )
        box = QMessageBox(
            QMessageBox.Icon.Question,
            self.tr("Resign the round?"),
            question.replace("%1", shown_name(c.player_name(seat))),
            parent=self.window,
        )
        box.setTextFormat(Qt.TextFormat.PlainText)  # a name is text, never markup
        yes = box.addButton(self.tr("Resign"), QMessageBox.ButtonRole.AcceptRole)
        keep = box.addButton(self.tr("Keep playing"), QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(keep)
        box.setEscapeButton(keep)
        box.buttonClicked.connect(lambda b: c.resign() if b is yes else None)
        box.finished.connect(lambda _: self.closed.emit())
        self.confirm_box = _instead_of(self.confirm_box, box)
        box.open()


Q = TypeVar("Q", bound=QDialog)


def _instead_of(old: QDialog | None, new: Q) -> Q:
    """``new`` takes the place of the question asked before it, which goes: the last of
    each kind stays for the window (and the tests) to read, not one for every question
    an evening asks."""
    if old is not None and old is not new and shiboken6.isValid(old):
        old.deleteLater()
    return new
