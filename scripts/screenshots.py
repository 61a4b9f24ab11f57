#!/usr/bin/env python3
"""Screenshots for the README, made by driving the real window offscreen:

QT_QPA_PLATFORM=offscreen .venv/bin/python scripts/screenshots.py docs/screenshots
"""

from __future__ import annotations

import os
import random
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("GHOST_DATA_DIR", tempfile.mkdtemp())

from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from ghost_gui.core.analysis.results import Workbench
from ghost_gui.gui.app.shell import Shell
from ghost_gui.gui.cards.card_view import CardView
from ghost_gui.gui.cards.drill_view import DrillView
from ghost_gui.gui.dialogs.game_setup import GameSetup
from ghost_gui.gui.jobs import Jobs
from ghost_gui.paths import wordlist_path


def shoot(
    app: QApplication,
    out: Path,
    name: str,
    language: str,
    setup: GameSetup,
    letters: str,
    hint: bool = False,
) -> Shell:
    shell = Shell(app, Jobs(synchronous=True), language=language, test_mode=True)
    shell.window.highlight_ms = (
        900 if name == "game" else 0
    )  # the computer's last letter marked on its key
    w = shell.window
    w.resize(1280, 800)
    w.show()
    shell.start_game(setup, None)
    c = shell.controller

    def settle() -> None:
        for _ in range(300):
            app.processEvents()
            if (
                w.questions.challenge_dialog is not None
                and w.questions.challenge_dialog.isVisible()
            ):
                w.questions.challenge_dialog.give_up.click()
            if c.is_human_turn():
                return

    for letter in letters:
        settle()
        c.play_letter(letter)
        app.processEvents()
    settle()
    if hint:
        c.request_hint()
    for _ in range(20):
        app.processEvents()
    w.grab().save(str(out / f"{name}.png"))
    return shell


def main() -> int:
    out = Path(sys.argv[1] if len(sys.argv) > 1 else "docs/screenshots")
    out.mkdir(parents=True, exist_ok=True)
    app = QApplication([])
    shoot(
        app,
        out,
        "game",
        "en",
        GameSetup([("Anna", "human"), ("Granny", "easy"), ("Robo", "perfect")], "super", 4),
        "a",
    )
    # the end of a round, kept on the board: three people at one laptop
    family = [("Mum", "human"), ("Sam", "human"), ("Granny", "human")]
    shoot(app, out, "round-end", "en", GameSetup(family, "ghost", 4), "class")
    # the end of a match
    shoot(app, out, "winner", "en", GameSetup(family[:2], "ghost", 4, lives=1), "zoom")
    shoot(
        app,
        out,
        "practice",
        "en",
        GameSetup([("Alex", "human"), ("Perfect", "perfect")], "ghost", 4, practice=True),
        "z",
        hint=True,
    )
    shoot(
        app,
        out,
        "russian",
        "ru",
        GameSetup([("Аня", "human"), ("Робо", "medium")], "anti", 3, "russian-nouns.txt"),
        "ко",
    )
    shell = shoot(
        app, out, "tmp", "en", GameSetup([("Alex", "human"), ("Robo", "perfect")], "ghost", 4), ""
    )
    (out / "tmp.png").unlink()
    game = shell.controller.game()
    assert game is not None
    bench = game.bench
    view = CardView([bench.card("ghost", 4, 2, s)[1] for s in (0, 1)], bench.word_list.name)
    view.tabs.setCurrentIndex(1)
    view.resize(900, 700)
    view.show()
    app.processEvents()
    view.grab().save(str(out / "card.png"))
    # the pocket card of the family list, minimum 3, player 2: an A6 index card at 150 dpi
    from ghost_gui.gui.cards.card_paper import default_page_size
    from ghost_gui.gui.cards.pocket_card import image, lay_out
    from ghost_gui.gui.cards.pocket_words import pocket_texts

    family_bench = Workbench(wordlist_path("english-family.txt"))
    pocket = family_bench.card("ghost", 3, 2, 1)[1]
    layout = lay_out(
        pocket, pocket_texts(pocket, family_bench.word_list.name), "A6", default_page_size()
    )
    assert layout is not None
    image(layout, 150).save(str(out / "pocket-card.png"))
    drill = DrillView(
        bench.card("ghost", 4, 2, 1)[1],
        "readme",
        "Ghost · player 2 of 2 · english-family",
        Path(tempfile.mkdtemp()) / "drill.json",
        rng=random.Random(3),
    )
    drill.resize(760, 560)
    drill.show()
    app.processEvents()
    QTest.keyClick(drill, "q")  # a wrong letter: the card's line is shown at once
    app.processEvents()
    drill.grab().save(str(out / "drill.png"))
    print("\n".join(sorted(str(p) for p in out.glob("*.png"))))
    return 0


if __name__ == "__main__":
    sys.exit(main())
