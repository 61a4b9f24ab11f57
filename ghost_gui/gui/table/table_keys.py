"""The keys of the board (the one table of keys, with the menus'): Enter goes on (next round, play
again, answer an open challenge), ``!`` and ``?`` challenge, a letter plays, anything else
is explained in the status bar. In Xghost, while the caret is shown, Left and Right move it a
letter and Home and End to the ends. Menu shortcuts (Ctrl+Z, Ctrl+Shift+R, F1 ...) are in
menus.py."""

from __future__ import annotations

import unicodedata
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QCoreApplication, Qt, SignalInstance
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QPushButton, QStatusBar, QWidget

from ...core.alphabets import fold
from ...core.play.rules import ChallengeKind

if TYPE_CHECKING:
    from ..fragment_view import FragmentView
    from .controller import GameController
    from .questions import TableQuestions


class Board(Protocol):
    """What the keys need of the window (the main window is one): they never import it."""

    controller: GameController
    questions: TableQuestions
    play_again_requested: SignalInstance
    answer_button: QPushButton
    word_button: QPushButton
    noword_button: QPushButton
    fragment: FragmentView

    @property
    def side_row(self) -> QWidget: ...  # shown when a letter may go on the left

    def statusBar(self) -> QStatusBar: ...  # Qt's name

    def play(self, letter: str, left: bool | None = None) -> None: ...


#: the keys that move Xghost's caret
CARET_KEYS = (Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Home, Qt.Key.Key_End)


def is_caret_key(w: Board, event: QKeyEvent) -> bool:
    """A key that moves the caret now: one of :data:`CARET_KEYS`, bare, while a caret is
    shown (elsewhere the arrows keep their usual work: moving between buttons, menus)."""
    mods = event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
    return (
        event.key() in CARET_KEYS
        and mods == Qt.KeyboardModifier.NoModifier
        and w.fragment.caret_shown
        and bool(w.fragment.fragment)
    )


def is_board_key(w: Board, event: QKeyEvent) -> bool:
    """A key the board takes (:func:`board_key`): Enter, a printable character, a caret key."""
    text = event.text()
    return bool(
        event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
        or (text and text.isprintable() and not text.isspace())
        or is_caret_key(w, event)
    )


def caret_key(w: Board, event: QKeyEvent) -> None:
    """Move the caret: a letter left or right, or to an end."""
    f = w.fragment
    place = {
        Qt.Key.Key_Left: f.caret - 1,
        Qt.Key.Key_Right: f.caret + 1,
        Qt.Key.Key_Home: 0,
        Qt.Key.Key_End: len(f.fragment),
    }[Qt.Key(event.key())]
    f.move_caret(place)


def board_key(w: Board, event: QKeyEvent) -> None:
    if is_caret_key(w, event):
        caret_key(w, event)
        return
    c = w.controller
    state = c.state
    game = state.game
    text = unicodedata.normalize("NFC", event.text())  # e + a combining accent is é
    mods = event.modifiers()
    alt, ctrl = (
        bool(mods & Qt.KeyboardModifier.AltModifier),
        bool(mods & Qt.KeyboardModifier.ControlModifier),
    )
    if alt != ctrl or mods & Qt.KeyboardModifier.MetaModifier:
        return  # Alt+W opens a menu, Ctrl+Z takes back: never a letter (Ctrl+Alt is AltGr on Windows)
    if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
        if state.winner is not None:
            w.play_again_requested.emit()
        elif state.round_over is not None:
            c.next_round()
        elif w.answer_button.isVisible():
            w.questions.reopen_challenge()
        return
    if text == "!":
        if w.word_button.isVisible() and w.word_button.isEnabled():
            w.controller.challenge(ChallengeKind.WORD)
        elif game is not None and game.config.word_ends_round:
            w.statusBar().showMessage(
                QCoreApplication.translate(
                    "MainWindow",
                    "Here the game calls out completed words: no need to say “That's a word!”",
                ),
                4000,
            )
        elif (
            game is not None and len(state.fragment) < game.config.min_length and c.is_human_turn()
        ):
            w.statusBar().showMessage(
                QCoreApplication.translate(
                    "MainWindow",
                    "Words count from %1 letters: “That's a word!” cannot be right yet.",
                ).replace("%1", str(game.config.min_length)),
                4000,
            )
        return
    if text == "?":
        if w.noword_button.isEnabled():
            w.controller.challenge(ChallengeKind.NO_WORD)
        return
    if len(text) == 1 and text.isalpha() and game is not None:
        letter = fold(text.lower(), game.language)  # é plays as e in a French game
        if state.round_over is not None:
            w.statusBar().showMessage(
                QCoreApplication.translate(
                    "MainWindow", "The round is over: press Enter for the next one."
                ),
                4000,
            )
        elif state.winner is not None:
            w.statusBar().showMessage(
                QCoreApplication.translate(
                    "MainWindow", "The match is over: press Enter to play again."
                ),
                4000,
            )
        elif letter in game.alphabet:
            shift = bool(event.modifiers() & Qt.KeyboardModifier.ShiftModifier)
            w.play(letter, True if shift and w.side_row.isVisible() else None)
        else:
            w.statusBar().showMessage(
                QCoreApplication.translate(
                    "MainWindow", "“%1” is not a letter of this word list."
                ).replace("%1", text),
                4000,
            )
        return
    if text and text.isprintable() and not text.isspace():
        w.statusBar().showMessage(
            QCoreApplication.translate("MainWindow", "Only letters can be played."), 3000
        )
