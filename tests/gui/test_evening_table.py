"""What a family meets between the letters of an evening: "That's a word!" only when it can
be right, a word that breaks a rule named again, take-back against a computer, the side of
a SuperGhost letter, and a house word the computers play with."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from shells import make_shell

from ghost_gui.core.play.match import MatchConfig, PlayerSpec
from ghost_gui.core.play.rules import ChallengeKind
from ghost_gui.gui.dialogs.game_setup import GameSetup
from ghost_gui.gui.jobs import Jobs
from ghost_gui.gui.table.controller import GameController
from ghost_gui.gui.table.game_request import GameRequest
from ghost_gui.gui.table.table_news import AskWordClaim, RefusedAnswer
from ghost_gui.gui.texts.error_texts import play_problem_text


def config(kinds: tuple[str, ...], **kw: Any) -> MatchConfig:
    return MatchConfig(
        tuple(PlayerSpec(f"P{i + 1}", k) for i, k in enumerate(kinds)),
        kw.pop("variant", "ghost"),
        kw.pop("min_length", 3),
        "tiny",
        **kw,
    )


@pytest.fixture
def controller(qtbot) -> GameController:  # type: ignore[no-untyped-def]
    return GameController(Jobs(synchronous=True), pause_ms=0, round_pause_ms=0)


def test_thats_a_word_is_offered_only_from_the_minimum_length(
    qapp, qtbot, tmp_path: Path, word_file: Path
) -> None:  # type: ignore[no-untyped-def]
    shell = make_shell(qapp, tmp_path)
    w, c = shell.window, shell.controller
    shell.start_game(
        GameSetup(
            [("Ann", "human"), ("Bo", "human")], "ghost", 4, str(word_file), word_ends_round=False
        ),
        None,
    )
    for letter in "cat":
        qtbot.keyClick(w, letter)
        assert not w.word_button.isEnabled()  # C, CA, CAT: no word of 4 letters yet
    qtbot.keyClick(w, "!")
    assert (
        c.session.match.fragment == "cat"
        and c.session.match.lost == [0, 0]
        and c.session.round_over is None
    )
    qtbot.keyClick(w, "t")
    assert w.word_button.isEnabled()
    shell.close()


def test_a_claimed_word_the_list_lacks_goes_to_the_table(
    controller: GameController, word_file: Path
) -> None:
    asked: list[tuple[int, str]] = []
    controller.on(
        AskWordClaim, lambda n: (lambda s, f: asked.append((s, f)))(n.claimant, n.fragment)
    )
    controller.new_game(
        GameRequest(config(("human", "human"), word_ends_round=False, min_length=4), str(word_file))
    )
    for letter in "gecc":  # GECC: not in the list, but the table may know it
        controller.play_letter(letter)
    assert controller.challenge(ChallengeKind.WORD)
    assert asked == [(0, "gecc")] and controller.session.match.lost == [
        0,
        0,
    ]  # asked, nothing decided
    controller.settle_word_claim(None)  # the question closed: no challenge was made
    assert controller.session.match.lost == [0, 0] and controller.session.round_over is None
    controller.challenge(ChallengeKind.WORD)
    controller.settle_word_claim(True)  # the table counts GECC: P2 completed it
    assert controller.session.match.lost == [0, 1] and "gecc" in controller.house_words
    controller.next_round()
    for letter in "geck":
        controller.play_letter(letter)
    controller.challenge(ChallengeKind.WORD)
    controller.settle_word_claim(False)  # GECK does not count: the claimant loses
    ended = controller.session.round_over
    assert (
        ended is not None
        and ended.challenger == ended.loser == 1
        and controller.session.match.lost == [0, 2]
    )


def test_a_word_that_breaks_a_rule_is_named_again(
    controller: GameController, word_file: Path
) -> None:
    refused: list[tuple[int, str]] = []
    controller.on(
        RefusedAnswer,
        lambda n: (lambda s, p, d: refused.append((s, play_problem_text(p, d))))(
            n.seat, n.problem, n.details()
        ),
    )
    controller.new_game(GameRequest(config(("human", "human"), min_length=3), str(word_file)))
    controller.play_letter("g")
    controller.play_letter("e")
    controller.challenge(ChallengeKind.NO_WORD)
    controller.answer_challenge("goat")  # does not start with GE
    assert refused and refused[0][0] == 1 and "GOAT" in refused[0][1]
    assert controller.session.match.pending is not None and controller.session.match.lost == [0, 0]
    controller.answer_challenge("ge")  # not longer than the fragment
    assert len(refused) == 2 and controller.session.match.pending is not None
    controller.answer_challenge("gecko")
    assert controller.session.match.lost == [1, 0]


def test_the_challenge_dialog_says_why_and_stays(
    qapp, qtbot, tmp_path: Path, word_file: Path
) -> None:  # type: ignore[no-untyped-def]
    shell = make_shell(qapp, tmp_path)
    w, c = shell.window, shell.controller
    shell.start_game(
        GameSetup([("Ann", "human"), ("Bo", "human")], "ghost", 3, str(word_file)), None
    )
    for key in "ge?":
        qtbot.keyClick(w, key)
    dialog = w.questions.challenge_dialog
    qtbot.keyClicks(dialog.word, "goat")
    qtbot.keyClick(dialog.word, Qt.Key.Key_Return)
    again = w.questions.challenge_dialog
    assert again.isVisible() and again.problem.isVisible() and "GOAT" in again.problem.text()
    assert c.session.match.lost == [0, 0]
    again.word.clear()
    qtbot.keyClicks(again.word, "gerbil")
    qtbot.keyClick(again.word, Qt.Key.Key_Return)
    assert c.session.match.lost == [1, 0]
    shell.close()


def test_take_back_against_a_computer(qapp, qtbot, tmp_path: Path, word_file: Path) -> None:  # type: ignore[no-untyped-def]
    shell = make_shell(qapp, tmp_path)
    w, c = shell.window, shell.controller
    shell.start_game(
        GameSetup(
            [("Ann", "human"), ("Robo", "perfect")], "ghost", 3, str(word_file), take_back=True
        ),
        None,
    )
    qtbot.keyClick(w, "g")
    qtbot.waitUntil(c.is_human_turn, timeout=3000)
    assert len(c.session.match.fragment) == 2  # Robo answered
    assert w.undo_button.isEnabled()
    qtbot.keyClick(w, "z", Qt.KeyboardModifier.ControlModifier)
    w.menus.take_back.trigger()
    assert c.session.match.fragment == "" and c.session.match.to_move == 0 and c.is_human_turn()
    shell.close()


def test_a_superghost_letter_goes_left_for_one_play_only(
    qapp, qtbot, tmp_path: Path, word_file: Path
) -> None:  # type: ignore[no-untyped-def]
    shell = make_shell(qapp, tmp_path)
    w, c = shell.window, shell.controller
    shell.start_game(
        GameSetup([("Ann", "human"), ("Bo", "human")], "super", 3, str(word_file)), None
    )
    qtbot.keyClick(w, "a")
    w.side_row.left_button.setChecked(True)
    qtbot.keyClick(w, "c")  # CA
    assert c.session.match.fragment == "ca" and w.side_row.right_button.isChecked()
    qtbot.keyClick(w, "m")  # plain: on the right
    assert c.session.match.fragment == "cam"
    qtbot.keyClick(w, "e", Qt.KeyboardModifier.ShiftModifier)  # Shift: the left, once
    qtbot.keyClick(w, "l")
    assert c.session.match.fragment == "ecaml" or c.session.match.fragment.endswith("l")
    shell.close()


def test_an_accepted_house_word_counts_for_the_perfect_computer(
    controller: GameController, word_file: Path, qtbot
) -> None:  # type: ignore[no-untyped-def]
    controller.new_game(GameRequest(config(("human", "perfect")), str(word_file)))
    controller.play_letter("z")
    qtbot.waitUntil(controller.is_human_turn, timeout=3000)
    assert controller.session.match.fragment == "ze"
    controller.play_letter("t")  # ZET: no word of the list; the computer challenges
    qtbot.waitUntil(lambda: controller.session.match.pending is not None, timeout=3000)
    controller.answer_challenge("zetabyte")
    controller.settle_house_word(True)
    assert controller.session.round_over is not None and controller.session.round_over.loser == 1
    controller.next_round()
    solver = controller.session.loaded.solver
    assert solver.lexicon.is_word("zetabyte")
    assert all(
        getattr(s, "solver", solver) is solver
        for s in controller.session.loaded.strategies.values()
    )
