"""The defaults of the commands' options, apart from the parser (:mod:`.arguments`) so that
the warm answer (:mod:`.warm_answer`) takes the same ones without importing argparse."""

from __future__ import annotations

#: the variant of ``analyze`` and ``card`` without ``--variant``
VARIANT = "ghost"
#: ``analyze``'s shortest word that counts
MIN_LENGTH = 3
#: ``card``'s shortest word that counts: the window's default game's (new_game_dialog.GameSetup)
CARD_MIN_LENGTH = 4
#: the players of ``analyze`` and ``card`` without ``--players``
PLAYERS = 2
