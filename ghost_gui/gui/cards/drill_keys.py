"""What a key does in the drill, as plain values: the play a typed letter makes, where an
arrow key moves Xghost's caret, which keys go on. No widget: a test calls these directly."""

from __future__ import annotations

from PySide6.QtCore import Qt

from ...core.play.plays import Play, Side
from ...core.play.variants import Anaghost, Variant

#: the keys that go on past a miss or a session's end
GO_ON_KEYS = (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space)


def play_for(
    variant: Variant, at: str, caret: int, letter: str, *, left: bool, reverse: bool
) -> Play:
    """The play a letter typed makes on ``at``: at the caret (Xghost), in its sorted place
    (Anaghost), else on the side Shift chooses (``left``), turned around when asked."""
    if isinstance(variant, Anaghost):
        return variant.play(at, letter)
    if variant.inserts and not left:
        if 0 < caret < len(at):
            return Play(letter, at=caret)
        left = caret == 0 and bool(at)
    return Play(letter, Side.LEFT if left else Side.RIGHT, reverse)


def caret_place(key: int, caret: int, length: int) -> int | None:
    """Where an arrow key, Home or End moves the caret on a fragment of ``length``
    letters (None: the key does not move it)."""
    places = {
        Qt.Key.Key_Left: caret - 1,
        Qt.Key.Key_Right: caret + 1,
        Qt.Key.Key_Home: 0,
        Qt.Key.Key_End: length,
    }
    return places[Qt.Key(key)] if key in places else None


def typed_letter(text: str, modifiers: Qt.KeyboardModifier) -> str | None:
    """The letter a key press types (lower case), or None: not one letter, or with Ctrl or
    Alt held (a shortcut)."""
    if (
        len(text) == 1
        and text.isalpha()
        and not modifiers & (Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier)
    ):
        return text.lower()
    return None
