"""The window after a knock-out (issue 25, point 3): the computers, the hint and practice's
verdict follow the game of the players still in, worked out on a worker; and when the
computers team up, the match ends as the last person goes out."""

from __future__ import annotations

from pathlib import Path

from shells import make_shell

from ghost_gui.core.play.plays import Play
from ghost_gui.core.play.saving import MatchSave
from ghost_gui.core.solving.practice import VerdictKind
from ghost_gui.gui.dialogs.game_setup import GameSetup
from ghost_gui.gui.table.table_news import HintReady, MatchWon, VerdictReady


def _words(tmp_path: Path) -> Path:
    # three players: the opener wins with A (the third player completes AAA); two players:
    # AAA is the opener's own word, and C wins (CCCC falls to the other)
    path = tmp_path / "two-words.txt"
    path.write_text("aaa\ncccc\n", encoding="utf-8")
    return path


def test_after_a_knockout_computer_hint_and_verdict_play_the_smaller_game(
    qapp, qtbot, tmp_path: Path
) -> None:  # type: ignore[no-untyped-def]
    shell = make_shell(qapp, tmp_path)
    c = shell.controller
    players = [("Ann", "human"), ("Bo", "human"), ("Cy", "perfect")]
    shell.start_game(
        GameSetup(players, "ghost", 3, str(_words(tmp_path)), lives=1, practice=True), None
    )
    qtbot.waitUntil(lambda: c.session.match is not None, timeout=10000)
    hints: list[tuple[object, bool]] = []
    verdicts: list[object] = []
    c.on(HintReady, lambda n: (lambda plays, won: hints.append((plays, won)))(list(n.plays), n.won))
    c.on(VerdictReady, lambda n: (verdicts.append)(n.verdict))
    assert c.play_letter("a")
    c.resign()  # Bo is out: Ann and Cy are left, and Cy opens the next round
    assert c.session.match.knocked_out == {1}
    assert (
        c.session.loaded.solvers is not None and c.session.loaded.solvers.ready(2) is not None
    )  # worked out at the knock-out
    c.next_round()
    qtbot.waitUntil(lambda: c.session.match.fragment != "", timeout=10000)
    assert c.session.match.fragment == "c"  # the two-player game's win (all three seats' game: A)
    c.request_hint()
    assert hints[-1] == ([Play("c")], False)  # Ann is lost now: CCCC will be hers
    assert c.play_letter("c")
    assert verdicts[-1].kind is VerdictKind.LOST  # type: ignore[attr-defined]
    shell.close()


def test_team_up_match_ends_when_the_last_person_is_out(qapp, qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    shell = make_shell(qapp, tmp_path)
    c = shell.controller
    players = [("Ann", "human"), ("Bo", "perfect"), ("Cy", "perfect")]
    shell.start_game(
        GameSetup(players, "ghost", 3, str(_words(tmp_path)), lives=1, team_up=True), None
    )
    qtbot.waitUntil(lambda: c.session.match is not None, timeout=10000)
    winners: list[int] = []
    c.on(MatchWon, lambda n: (winners.append)(n.winner))
    c.resign()
    assert (
        winners == [1] and c.session.match.winner == 1
    )  # the side won; neither computer lost a round: the lower seat
    assert c.session.match.lost == [1, 0, 0] and c.session.match.round == 1
    assert shell.window.turn_banner.text().startswith("Winner:")
    assert "computers win" in shell.window.statusBar().currentMessage()
    shell.close()


def test_a_resumed_match_with_someone_out_plays_the_smaller_game(
    qapp, qtbot, tmp_path: Path
) -> None:  # type: ignore[no-untyped-def]
    shell = make_shell(qapp, tmp_path)
    c = shell.controller
    players = [("Ann", "human"), ("Bo", "human"), ("Cy", "perfect")]
    setup = GameSetup(players, "ghost", 3, str(_words(tmp_path)), lives=1)
    shell.start_game(setup, None)
    qtbot.waitUntil(lambda: c.session.match is not None, timeout=10000)
    c.play_letter("a")
    c.resign()  # Bo is out; Cy opens round 2
    saved = MatchSave.of(c.session.match)
    shell.start_game(
        setup, saved
    )  # loaded again: only the game of all three seats is solved at first
    qtbot.waitUntil(
        lambda: (
            c.session.match is not None
            and c.session.match.round == 2
            and c.session.match.fragment != ""
        ),
        timeout=10000,
    )
    assert c.session.match.knocked_out == {1} and c.session.match.fragment == "c"
    shell.close()


def test_an_adaptive_computer_weighs_a_round_among_those_who_played_it(
    qapp, qtbot, tmp_path: Path
) -> None:  # type: ignore[no-untyped-def]
    from ghost_gui.core.opponents.adaptive import AdaptiveStrategy

    shell = make_shell(qapp, tmp_path)
    c = shell.controller
    players = [("Ann", "human"), ("Bo", "human"), ("Cy", "adaptive")]
    shell.start_game(GameSetup(players, "ghost", 3, str(_words(tmp_path)), lives=1), None)
    qtbot.waitUntil(lambda: c.session.match is not None, timeout=10000)
    cy = c.session.loaded.strategies[2]
    assert isinstance(cy, AdaptiveStrategy)
    start = cy.level.strength
    c.resign()  # Ann is out: one of the two people lost, with three at the table
    first = start - 0.2 * (1 / 2 - 1 / 3)
    assert abs(cy.level.strength - first) < 1e-9
    c.next_round()
    c.resign()  # Bo, the one person left of the two who played, lost a two-player round
    assert abs(cy.level.strength - (first - 0.2 * ((1 / 2 + 1) / 2 - 1 / 2))) < 1e-9
    shell.close()


def test_a_match_of_people_alone_works_out_no_smaller_game(qapp, qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    """Without practice and without a computer that plays from the solved game, nothing asks
    for the game of the players left after a knock-out: it is not worked out (the Russian
    nouns' Anaghost: 3.4 GB and a core for a minute, while the next match waited)."""
    shell = make_shell(qapp, tmp_path)
    c = shell.controller
    players = [("Ann", "human"), ("Bo", "human"), ("Cy", "medium")]
    shell.start_game(GameSetup(players, "ghost", 3, str(_words(tmp_path)), lives=1), None)
    qtbot.waitUntil(lambda: c.session.match is not None, timeout=10000)
    assert c.play_letter("a")
    c.resign()  # Bo is out
    assert c.session.match.knocked_out == {1}
    assert c.session.loaded.solvers is not None and c.session.loaded.solvers.ready(2) is None
    shell.close()
