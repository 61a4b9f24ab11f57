"""Practice's words: a play is named the same way in the hint and in the verdict (the
fragment it makes, in capitals), and the last round's verdict goes when a new round starts."""

from __future__ import annotations

from pathlib import Path

from shells import make_shell

from ghost_gui.core.play.plays import Play
from ghost_gui.core.play.variants import variant_by_key
from ghost_gui.core.solving.practice import Practice, VerdictKind
from ghost_gui.core.solving.solver import Solver
from ghost_gui.core.words.lexicon import Lexicon
from ghost_gui.core.words.wordlist import word_list_from_words
from ghost_gui.gui.dialogs.game_setup import GameSetup
from ghost_gui.gui.texts.practice_texts import hint_text, verdict_text

WORDS = ["cat", "camel", "cattle", "gecko", "goat", "gerbil", "tab", "zebra"]


def solver() -> Solver:
    lx = Lexicon.build(word_list_from_words(WORDS), 3, use_cache=False)
    return Solver(lx, variant_by_key("ghost"), 2, use_cache=False).solve()


def test_the_hint_and_the_verdict_name_a_play_by_the_fragment_it_makes(qapp) -> None:  # type: ignore[no-untyped-def]
    s = solver()
    practice = Practice(s)
    # at GE, R wins: the hint and the verdict both say GER (not "R" in one and "GER" in the other)
    assert hint_text(s.winning_plays("ge"), True, "ge") == "Plays that win: GER"
    good = practice.judge("ge", Play("r"))
    assert good is not None and good.kind is VerdictKind.GOOD
    assert verdict_text(good).startswith("Good play: GER keeps you winning.")
    # at the start the fragment is the letter itself, in both
    assert hint_text(s.winning_plays(""), True, "") == "Plays that win: G"
    assert verdict_text(practice.judge("", Play("g"))).startswith("Good play: G keeps you winning.")
    blunder = practice.judge("", Play("c"))
    assert blunder is not None and verdict_text(blunder).startswith(
        "That threw a win away! Plays that won: G."
    )
    # at G, player 2 is lost: GE holds out longest (gecko, gerbil), GO (goat) gives up sooner
    assert (
        hint_text(s.longest_plays("g"), False, "g")
        == "No play wins here; these hold out longest: GE"
    )
    held = practice.judge("g", Play("e"))
    assert held is not None and verdict_text(held).startswith(
        "The position was already lost; these kept the game going longest: GE."
    )
    sooner = practice.judge("g", Play("o"))
    assert sooner is not None and sooner.kind is VerdictKind.GAVE_UP
    assert verdict_text(sooner).startswith(
        "The position was already lost, and GO gives up sooner than it must; these hold out longest: GE."
    )


def test_a_new_round_starts_without_the_last_rounds_verdict(
    qapp, qtbot, tmp_path: Path, word_file: Path
) -> None:  # type: ignore[no-untyped-def]
    shell = make_shell(qapp, tmp_path)
    w, c = shell.window, shell.controller
    shell.start_game(
        GameSetup(
            [("Ann", "human"), ("Robo", "perfect")], "ghost", 3, str(word_file), practice=True
        ),
        None,
    )
    qtbot.keyClick(w, "c")
    assert "threw a win away" in w.verdict_label.text()
    qtbot.waitUntil(c.is_human_turn, timeout=10000)
    c.resign()
    assert c.session.round_over is not None
    c.next_round()
    assert w.verdict_label.text() == ""  # about a board that is gone
    shell.close()


def test_the_windows_hint_names_plays_as_its_verdict_does(
    qapp, qtbot, tmp_path: Path, word_file: Path
) -> None:  # type: ignore[no-untyped-def]
    shell = make_shell(qapp, tmp_path)
    w, c = shell.window, shell.controller
    shell.start_game(
        GameSetup(
            [("Ann", "human"), ("Robo", "perfect")], "ghost", 3, str(word_file), practice=True
        ),
        None,
    )
    qtbot.keyClick(w, "g")
    assert w.verdict_label.text().startswith("Good play: G keeps you winning.")
    qtbot.waitUntil(
        lambda: c.is_human_turn() and c.session.match.fragment == "ge", timeout=10000
    )  # Robo holds out longest: GE
    c.request_hint()
    qtbot.waitUntil(lambda: w.verdict_label.text().startswith("Plays that win:"), timeout=10000)
    assert w.verdict_label.text() == "Plays that win: GER"
    qtbot.keyClick(w, "r")
    assert w.verdict_label.text().startswith("Good play: GER keeps you winning.")
    shell.close()
