"""The adaptive, learner and teamed-up computers chosen in the new-game dialog and playing
matches to the end in the window (issue 13)."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from shells import make_shell

from ghost_gui.core.opponents.adaptive import AdaptiveStrategy
from ghost_gui.core.opponents.coalition import TeamStrategy
from ghost_gui.core.opponents.learner import LearnerStrategy
from ghost_gui.gui.dialogs.game_setup import GameSetup
from ghost_gui.gui.dialogs.new_game_dialog import NewGameDialog
from ghost_gui.gui.dialogs.stats_view import StatsView
from ghost_gui.gui.texts.setup_names import PLAYER_KINDS, kind_explanation


def chosen(qtbot, word_file: Path, kinds: list[str], team_up: bool = False) -> GameSetup:  # type: ignore[no-untyped-def]
    """What the new-game dialog gives when these kinds are picked in its boxes."""
    d = NewGameDialog(
        GameSetup([("Ann", "human"), ("Robo", "medium")], "ghost", 3, str(word_file), lives=2)
    )
    qtbot.addWidget(d)
    d.count.setValue(len(kinds))
    for i, kind in enumerate(kinds):
        d.names[i].setText(f"P{i + 1}")
        box = d.kinds[i]
        box.setCurrentIndex(box.findData(kind))
        assert kind_explanation(kind) in box.toolTip()
        assert box.itemData(box.findData(kind), Qt.ItemDataRole.ToolTipRole) == kind_explanation(
            kind
        )
    d.team_up.setChecked(team_up)
    return d.setup()


def test_every_kind_has_a_one_line_explanation() -> None:
    for kind in PLAYER_KINDS:
        text = kind_explanation(kind)
        assert text and "\n" not in text


@pytest.mark.parametrize(
    "kind, strategy", [("adaptive", AdaptiveStrategy), ("learner", LearnerStrategy)]
)
def test_each_new_kind_plays_a_match_to_the_end(
    qapp, qtbot, tmp_path: Path, word_file: Path, kind: str, strategy: type
) -> None:  # type: ignore[no-untyped-def]
    shell = make_shell(qapp, tmp_path)
    setup = chosen(qtbot, word_file, [kind, "random"])
    assert setup.players[0] == ("P1", kind)
    shell.start_game(setup, None)
    c = shell.controller
    assert c.session.loaded is not None and isinstance(c.session.loaded.strategies[0], strategy)
    qtbot.waitUntil(
        lambda: c.session.match is not None and c.session.match.winner is not None, timeout=20000
    )
    assert shell.window.winner_view.isVisible()
    shell.close()


@pytest.mark.parametrize("kind", [k for k in PLAYER_KINDS if k != "human"])
def test_every_computer_finishes_rounds_beside_an_adaptive_one(
    qapp, qtbot, tmp_path: Path, word_file: Path, kind: str
) -> None:  # type: ignore[no-untyped-def]
    """Round ends reach every computer: a "medium" one's ``level`` (its kind) is no adaptive
    level (a round's end once raised AttributeError and stopped the match)."""
    shell = make_shell(qapp, tmp_path)
    shell.start_game(chosen(qtbot, word_file, [kind, "adaptive"]), None)
    c = shell.controller
    qtbot.waitUntil(
        lambda: c.session.match is not None and c.session.match.winner is not None, timeout=20000
    )
    assert len(shell.stats.levels()["P2"]) >= 2  # the adaptive computer weighed each round
    shell.close()


def test_the_adaptive_level_is_recorded_and_plotted(
    qapp, qtbot, tmp_path: Path, word_file: Path
) -> None:  # type: ignore[no-untyped-def]
    shell = make_shell(qapp, tmp_path)
    shell.start_game(chosen(qtbot, word_file, ["human", "adaptive"]), None)
    c = shell.controller
    for _ in range(2):  # the person resigns two rounds: the computer plays weaker
        qtbot.waitUntil(c.is_human_turn, timeout=5000)
        c.resign()
        c.next_round()
    levels = shell.stats.levels()["P2"]
    assert len(levels) == 2 and levels[1] < levels[0] < 0.5
    assert (
        c.session.loaded is not None and c.session.loaded.strategies[1].level.strength == levels[-1]
    )
    view = StatsView(shell.stats)
    qtbot.addWidget(view)
    view.show()
    assert view.plot.isVisible() and view.plot.levels == {"P2": levels}
    assert "P2" in view.plot.accessibleName()
    pts = view.plot.points(levels)
    assert pts[1].y() > pts[0].y()  # weaker is lower
    # the next match starts where this one left off
    shell.start_game(chosen(qtbot, word_file, ["human", "adaptive"]), None)
    assert c.session.loaded.strategies[1].level.strength == pytest.approx(levels[-1])
    shell.close()


def test_the_learner_remembers_a_word_named_at_the_table(qapp, qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    rng = random.Random(5)
    words = sorted(
        {"".join(rng.choice("abcdefgh") for _ in range(rng.randint(3, 7))) for _ in range(400)}
    )
    path = tmp_path / "many.txt"
    path.write_text("\n".join(words) + "\n", encoding="utf-8")
    shell = make_shell(qapp, tmp_path)
    shell.start_game(chosen(qtbot, path, ["human", "learner"]), None)
    c = shell.controller
    learner = c.session.loaded.strategies[1]
    assert len(learner.vocabulary()) < len(words)  # it starts small
    unknown = next(w for w in reversed(words) if w not in learner.vocabulary())
    assert c.session.loaded is not None
    lexicon, house = c.session.loaded.lexicon, c.session.house_words
    c.computers.meet(unknown, lexicon, house)
    c.computers.meet("zzzzzz", lexicon, house)  # not a word of the list: not learnt
    assert unknown in learner.vocabulary()
    shell.start_game(chosen(qtbot, path, ["human", "learner"]), None)  # a new match, a new learner
    again = c.session.loaded.strategies[1]
    assert (
        again is not learner
        and unknown in again.vocabulary()
        and "zzzzzz" not in again.vocabulary()
    )
    memory = (tmp_path / "data" / "learner-words.json").read_text(encoding="utf-8")
    assert unknown in memory and "zzzzzz" not in memory
    shell.close()


def test_computers_team_up_and_play_a_match_to_the_end(
    qapp, qtbot, tmp_path: Path, word_file: Path
) -> None:  # type: ignore[no-untyped-def]
    shell = make_shell(qapp, tmp_path)
    setup = chosen(qtbot, word_file, ["human", "perfect", "perfect"], team_up=True)
    assert setup.team_up and setup.config().team_up
    shell.start_game(setup, None)
    c = shell.controller
    assert c.session.loaded is not None and all(
        isinstance(c.session.loaded.strategies[s], TeamStrategy) for s in (1, 2)
    )
    while c.session.match.winner is None:  # the person plays the first letter that fits
        qtbot.waitUntil(
            lambda: (
                c.session.match.winner is not None
                or c.is_human_turn()
                or c.session.round_over is not None
            ),
            timeout=10000,
        )
        if c.session.round_over is not None:
            c.next_round()
        elif c.is_human_turn():
            plays = sorted(
                c.session.loaded.variant.legal_plays(
                    c.session.loaded.lexicon, c.session.match.fragment
                )
            )
            if plays:
                c.play_letter(plays[0].letter)
            else:
                c.resign()
    assert c.session.match.winner is not None and shell.window.winner_view.isVisible()
    assert shell.setup.team_up  # kept for Play again
    shell.close()
