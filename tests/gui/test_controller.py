"""The controller with a synchronous pool: no threads, no window."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from ghost_gui.core.play.match import MatchConfig, PlayerSpec
from ghost_gui.core.play.rules import ChallengeKind
from ghost_gui.gui.jobs import Jobs
from ghost_gui.gui.table.controller import GameController
from ghost_gui.gui.table.game_request import GameRequest
from ghost_gui.gui.table.saved_game import SavedGame
from ghost_gui.gui.table.table_news import (
    LOG_LINES,
    NOTICES,
    AskHouseWord,
    AskWord,
    BoardChanged,
    Busy,
    Failed,
    HintReady,
    MatchWon,
    RefusedAnswer,
    RoundOver,
    VerdictCleared,
    VerdictReady,
)
from ghost_gui.gui.table.table_texts import log_text, notice_text
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
    saved: list[SavedGame] = []
    c = GameController(Jobs(synchronous=True), pause_ms=0, round_pause_ms=0, on_change=saved.append)
    c.saved = saved  # type: ignore[attr-defined]
    return c


def test_a_round_against_the_perfect_player(
    controller: GameController, word_file: Path, qtbot
) -> None:  # type: ignore[no-untyped-def]
    log: list[str] = []
    ended: list[tuple[int, str]] = []
    controller.on(LOG_LINES, lambda line: log.append(log_text(line)))
    controller.on(RoundOver, lambda n: (lambda e: ended.append((e.loser, e.word)))(n.ended))
    controller.new_game(GameRequest(config(("human", "perfect")), str(word_file)))
    assert controller.session.match is not None and controller.is_human_turn()
    assert controller.play_letter("c")
    qtbot.waitUntil(lambda: controller.is_human_turn() or bool(ended), timeout=3000)
    assert controller.session.match.fragment == "ca"  # the only reply
    assert controller.play_letter("t")  # completes CAT: the human loses the round
    assert ended and ended[0][0] == 0 and ended[0][1] == "cat"
    assert controller.session.match.lost == [1, 0]
    assert any("CAT" in line for line in log)
    assert controller.saved  # saved after every play


def test_non_letters_and_wrong_turns_change_nothing(
    controller: GameController, word_file: Path
) -> None:
    notices: list[str] = []
    controller.on(NOTICES, lambda n: notices.append(notice_text(n)))
    controller.new_game(GameRequest(config(("human", "human")), str(word_file)))
    assert not controller.play_letter("7")
    assert not controller.play_letter("q")  # not in this list's alphabet
    assert controller.session.match.fragment == "" and notices


def test_challenge_answered_by_a_human(controller: GameController, word_file: Path) -> None:
    asked: list[tuple[int, str]] = []
    controller.on(AskWord, lambda n: (lambda s, k: asked.append((s, k)))(n.seat, n.kind))
    controller.new_game(GameRequest(config(("human", "human")), str(word_file)))
    controller.play_letter("g")
    controller.play_letter("e")
    assert controller.challenge(ChallengeKind.NO_WORD)  # P1 challenges P2's "ge"
    assert asked == [(1, "no_word")]
    controller.answer_challenge("gerbil")
    assert controller.session.match.lost == [1, 0]


def test_house_word_question_for_a_human_challenger(
    controller: GameController, word_file: Path
) -> None:
    questions: list[tuple[int, str]] = []
    controller.on(
        AskHouseWord, lambda n: (lambda s, w: questions.append((s, w)))(n.challenger, n.word)
    )
    controller.new_game(GameRequest(config(("human", "human")), str(word_file)))
    controller.play_letter("g")
    controller.play_letter("e")
    controller.challenge(ChallengeKind.NO_WORD)
    controller.answer_challenge("gelato")
    assert questions == [(0, "gelato")]
    controller.settle_house_word(True)
    assert "gelato" in controller.house_words and controller.session.match.lost == [1, 0]


def test_computer_challenges_a_bluff(controller: GameController, word_file: Path, qtbot) -> None:  # type: ignore[no-untyped-def]
    asked: list[tuple[int, str]] = []
    controller.on(AskWord, lambda n: (lambda s, k: asked.append((s, k)))(n.seat, n.kind))
    controller.new_game(GameRequest(config(("human", "perfect")), str(word_file)))
    controller.play_letter("z")
    qtbot.waitUntil(lambda: controller.is_human_turn(), timeout=3000)  # ze
    controller.play_letter("t")  # "zet": no word goes like that
    qtbot.waitUntil(lambda: bool(asked), timeout=3000)
    assert asked == [(0, "no_word")]
    controller.answer_challenge(None)
    assert controller.session.match.lost == [1, 0]


def test_practice_verdict_hint_and_undo(controller: GameController, word_file: Path, qtbot) -> None:  # type: ignore[no-untyped-def]
    verdicts: list[Any] = []
    hints: list[tuple[list, bool]] = []
    controller.on(VerdictReady, lambda n: (verdicts.append)(n.verdict))
    controller.on(HintReady, lambda n: (lambda p, w: hints.append((p, w)))(list(n.plays), n.won))
    controller.new_game(GameRequest(config(("human", "perfect")), str(word_file), practice=True))
    controller.request_hint()
    assert hints[-1][1] is True and {p.letter for p in hints[-1][0]} == {"g"}
    controller.play_letter("c")  # throws the win away (g wins)
    assert verdicts[-1].kind == "blunder" and {p.letter for p in verdicts[-1].alternatives} == {"g"}
    qtbot.waitUntil(controller.is_human_turn, timeout=3000)
    cleared: list[bool] = []
    controller.on(VerdictCleared, lambda n: (lambda: cleared.append(True))())
    controller.undo()
    assert controller.session.match.fragment == "" and controller.is_human_turn() and cleared
    assert not controller.can_take_back()  # nothing left to undo
    controller.play_letter("g")
    assert (
        verdicts[-1].kind == "good" and verdicts[-1].score == 1.0
    )  # the undone blunder no longer counts


def test_knockout_and_match_over(controller: GameController, word_file: Path, qtbot) -> None:  # type: ignore[no-untyped-def]
    winners: list[int] = []
    controller.on(MatchWon, lambda n: (winners.append)(n.winner))
    controller.new_game(
        GameRequest(config(("human", "random", "perfect"), lives=1), str(word_file))
    )
    controller.resign()  # P1 is out at once
    assert 0 in controller.session.match.knocked_out
    qtbot.waitUntil(lambda: bool(winners), timeout=10000)  # the computers finish the match
    assert winners[0] in (1, 2) and controller.session.match.winner == winners[0]


def test_a_bad_word_list_is_reported_not_raised(controller: GameController, tmp_path: Path) -> None:
    errors: list[str] = []
    controller.on(Failed, lambda n: (lambda exc: errors.append(notice_text(exc)))(n.error))
    bad = tmp_path / "bad.txt"
    bad.write_bytes(b"\x00\x01binary")
    controller.new_game(GameRequest(config(("human", "perfect")), str(bad)))
    assert errors and "binary" in errors[0] and controller.session.match is None


def test_the_board_keeps_the_completed_word_until_a_person_goes_on(
    controller: GameController, word_file: Path
) -> None:
    boards: list[str] = []
    controller.on(
        BoardChanged,
        lambda n: (lambda f, _newest: boards.append(f))(
            controller.state.board, controller.state.newest
        ),
    )
    controller.new_game(GameRequest(config(("human", "human")), str(word_file)))
    for letter in "cat":
        controller.play_letter(letter)
    assert controller.session.round_over is not None and controller.session.round_over.word == "cat"
    assert boards[-1] == "cat" and controller.state.board == "cat"
    assert not controller.is_human_turn() and not controller.play_letter(
        "g"
    )  # nobody plays over the banner
    assert controller.session.longest == ("cat", 0)
    controller.next_round()
    assert controller.session.round_over is None and boards[-1] == "" and controller.is_human_turn()
    assert controller.session.match.to_move == 0  # the loser starts


def test_with_only_computers_left_the_next_round_starts_by_itself(
    controller: GameController, word_file: Path, qtbot
) -> None:  # type: ignore[no-untyped-def]
    controller.new_game(GameRequest(config(("human", "random", "random"), lives=1), str(word_file)))
    controller.resign()
    assert controller.session.round_over is not None
    qtbot.waitUntil(
        lambda: controller.session.match.round > 2 or controller.session.match.winner is not None,
        timeout=10000,
    )


def test_the_table_is_asked_about_an_unknown_word_also_against_a_computer(
    controller: GameController, word_file: Path, qtbot
) -> None:  # type: ignore[no-untyped-def]
    questions: list[tuple[int, str]] = []
    asked: list[int] = []
    controller.on(
        AskHouseWord, lambda n: (lambda s, w: questions.append((s, w)))(n.challenger, n.word)
    )
    controller.on(AskWord, lambda n: (lambda s, k: asked.append(s))(n.seat, n.kind))
    controller.new_game(GameRequest(config(("human", "perfect")), str(word_file)))
    controller.play_letter("z")
    qtbot.waitUntil(controller.is_human_turn, timeout=3000)
    controller.play_letter("t")  # the computer challenges "zet"
    qtbot.waitUntil(lambda: bool(asked), timeout=3000)
    refused: list[str] = []
    controller.on(
        RefusedAnswer,
        lambda n: (lambda s, p, d: refused.append(play_problem_text(p, d)))(
            n.seat, n.problem, n.details()
        ),
    )
    controller.answer_challenge(
        "gecko"
    )  # a word, but it does not go like ZET: said why, no question
    assert questions == [] and controller.session.match.lost == [0, 0] and refused
    controller.answer_challenge(None)  # gives up
    assert controller.session.match.lost == [1, 0]
    controller.next_round()
    controller.play_letter("z")
    qtbot.waitUntil(controller.is_human_turn, timeout=3000)
    controller.play_letter("t")
    qtbot.waitUntil(lambda: len(asked) == 2, timeout=3000)
    controller.answer_challenge("zetabyte")  # not in the list: the table decides
    assert questions == [(1, "zetabyte")]
    controller.settle_house_word(True)
    assert "zetabyte" in controller.house_words and controller.session.match.lost == [
        1,
        1,
    ]  # the computer loses


def test_take_back_only_where_the_table_allows_it(
    controller: GameController, word_file: Path
) -> None:
    notices: list[str] = []
    controller.on(NOTICES, lambda n: notices.append(notice_text(n)))
    controller.new_game(GameRequest(config(("human", "human")), str(word_file)))
    controller.play_letter("c")
    controller.undo()
    assert controller.session.match.fragment == "c" and notices  # not allowed in this game
    controller.new_game(GameRequest(config(("human", "human")), str(word_file), take_back=True))
    controller.play_letter("c")
    assert controller.can_take_back()
    controller.undo()
    assert controller.session.match.fragment == "" and controller.session.match.to_move == 0
    assert controller.saved[-1].take_back is True


def test_the_controller_tells_values_and_the_window_words_them(
    controller: GameController, word_file: Path
) -> None:
    from ghost_gui.core.errors import MatchProblem
    from ghost_gui.core.play.match_events import PlayMade
    from ghost_gui.gui.table.table_news import (
        Happened,
        LoadingGame,
        LoadStage,
        NotALetter,
        Started,
        TakenBack,
    )

    lines: list[object] = []
    notices: list[object] = []
    busy: list[tuple[bool, object]] = []
    controller.on(LOG_LINES, lines.append)
    controller.on(NOTICES, notices.append)
    controller.on(Busy, lambda n: (lambda on, what: busy.append((on, what)))(n.busy, n.what))
    controller.new_game(GameRequest(config(("human", "human")), str(word_file), take_back=True))
    assert busy[0] == (True, LoadingGame(word_file.name, LoadStage.READING))
    assert busy[-1] == (False, None)
    assert lines == [Started(word_file.stem, 9, None)]
    assert controller.play_letter("7") is False
    controller.play_letter("c")
    controller.undo()
    controller.undo()  # nothing left to take back
    assert notices == [NotALetter("7"), MatchProblem.NOTHING_TO_UNDO]
    played = lines[1]
    assert isinstance(played, Happened) and isinstance(played.event, PlayMade)
    assert played.names == ("P1", "P2") and played.variant == "ghost"
    assert lines[-1] == TakenBack("")
    assert log_text(lines[-1]) == "Taken back: the round starts again from the first letter."
    assert notice_text(notices[0]) == "“7” is not a letter of this word list."


def test_the_tables_modules_word_nothing() -> None:
    """The session, the controller and their helpers send values; the words are the
    window's (``table_texts``): none of them imports a text module or translates."""
    import ast

    table = Path(__file__).resolve().parents[2] / "ghost_gui" / "gui" / "table"
    helpers = [
        "controller", "session", "computers", "letter_places", "loading", "game_loading",
        "meanings", "learner_memory", "table_news", "table_state", "saved_game",
    ]  # fmt: skip
    for name in helpers:
        tree = ast.parse((table / f"{name}.py").read_text(encoding="utf-8"))
        imported = [
            node.module or "" for node in ast.walk(tree) if isinstance(node, ast.ImportFrom)
        ]
        assert not [m for m in imported if "texts" in m], name
        calls = {
            node.func.attr
            for node in ast.walk(tree)
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
        }
        assert not calls & {"translate", "tr"}, name
