"""Practice at the table: the Hint's answer and the verdict on a play under the buttons,
and, with Play → Grey out losing letters, the keys of the letters that lose greyed on a
person's turn (asked of the controller as a hint the keys show and the line does not)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...core.play.rules import PlayerKind
from ..texts.practice_texts import hint_text, verdict_text

if TYPE_CHECKING:
    from ...core.play.plays import Play
    from ...core.solving.practice import Verdict
    from .board_widgets import VerdictLine
    from .controller import GameController
    from .keyboard import Keyboard


class PracticeHints:
    """Draws practice's answers on the keyboard and the verdict line."""

    def __init__(self, controller: GameController, keyboard: Keyboard, line: VerdictLine) -> None:
        self.controller = controller
        self.keyboard = keyboard
        self.line = line
        self.grey_out = False  # Play → Grey out losing letters
        self._asked_for_keys = False  # the hint under way is for the keys alone

    def turn(self, human_turn: bool) -> None:
        """A turn is drawn: on a person's, the losing letters grey out when asked for."""
        if self.grey_out and human_turn:
            self._asked_for_keys = True
            self.controller.request_hint()
        else:
            self.keyboard.set_enabled_letters(None)

    def hint(self, plays: list[Play], won: bool) -> None:
        if self._asked_for_keys:  # greying out the losing letters: the keys say it
            self._asked_for_keys = False
        else:
            self.line.setText(hint_text(plays, won, self.controller.state.fragment))
        if self.grey_out:
            self.keyboard.set_enabled_letters({p.letter for p in plays} or None)

    def verdict(self, v: Verdict) -> None:
        """The verdict on a play: exact against perfect play, with one person at the table."""
        game = self.controller.state.game
        assert game is not None
        kinds = [p.kind for p in game.config.players]
        exact = (
            all(k in (PlayerKind.HUMAN, PlayerKind.PERFECT) for k in kinds)
            and kinds.count(PlayerKind.HUMAN) == 1
        )
        self.line.setText(verdict_text(v, exact))
