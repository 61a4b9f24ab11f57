"""Statistics that show improvement: each match a person plays is reviewed against perfect
play off the window's thread, and their accuracy in it goes into the statistics, equal to
the review's summary; a match whose list is gone gives none; the statistics file keeps the
accuracies, reads old files without them, and resets a damaged one."""

from __future__ import annotations

import json
import threading
from pathlib import Path
from typing import Any

import pytest
from shells import make_shell

from ghost_gui.core.analysis.review import MatchReview, review
from ghost_gui.core.play.match_record import MatchRecord
from ghost_gui.gui.dialogs.game_setup import GameSetup
from ghost_gui.gui.dialogs.stats import Computer, Stats
from ghost_gui.gui.jobs import Jobs
from ghost_gui.gui.table.table_news import MatchKept

WORDS = "cat camel cattle gecko goat gerbil zebra tab tabby".split()


def play_a_match(shell: Any, word_file: Path, qtbot: Any, pick: int, letters: str) -> None:
    """Ann (a person) against a Perfect computer to the match's end: on each of her turns
    she follows the word going on from the letters at ``pick`` in the list, else plays the
    next of ``letters`` (a bluff the computer may challenge; she then concedes)."""
    setup = GameSetup([("Ann", "human"), ("Robo", "perfect")], "ghost", 3, str(word_file), lives=2)
    shell.start_game(setup, None)
    c = shell.controller
    spare = iter(letters * 20)
    for _ in range(200):
        state = c.state
        if state.winner is not None:
            return
        if state.round_over is not None:
            c.next_round()
        elif state.human_must_answer:
            c.answer_challenge(None)
        elif c.is_human_turn():
            fragment = state.fragment
            going = [w for w in WORDS if w.startswith(fragment) and len(w) > len(fragment)]
            c.play_letter(going[pick][len(fragment)] if going else next(spare))
        else:
            qtbot.wait(1)
    raise AssertionError("the match did not end")


def test_two_matches_record_two_accuracies_equal_to_the_review(
    qapp: Any, qtbot: Any, tmp_path: Path, word_file: Path
) -> None:
    shell = make_shell(qapp, tmp_path, saving=True)
    kept: list[MatchRecord] = []
    shell.controller.on(MatchKept, lambda n: kept.append(n.record))
    play_a_match(shell, word_file, qtbot, 0, "qx")
    play_a_match(shell, word_file, qtbot, -1, "zt")
    # each review starts once the window has drawn the match's end
    qtbot.waitUntil(lambda: len(shell.stats.players["Ann"].get("accuracy", [])) == 2)
    assert len(kept) == 2
    expected = []
    for record in kept:
        ann = next(s for s in review(record).summary if record.players[s.seat].name == "Ann")
        assert ann.accuracy is not None and ann.plays > 0
        expected.append({"accuracy": ann.accuracy, "plays": ann.plays})
    assert expected[0] != expected[1]  # in the order of the matches
    assert shell.stats.players["Ann"]["accuracy"] == expected
    assert shell.stats.accuracies() == {"Ann": [e["accuracy"] for e in expected]}
    # only people: the Perfect computer's row has none
    assert "accuracy" not in shell.stats.players[Computer("Robo", "perfect")]
    shell.controller.memory_writer.flush()  # the statistics are written on the writer thread
    data = json.loads(shell.stats.path.read_text(encoding="utf-8"))
    ann_row = next(r for r in data["players"] if r["name"] == "Ann")
    assert ann_row["accuracy"] == expected
    assert Stats(shell.stats.path).accuracies() == {"Ann": [e["accuracy"] for e in expected]}
    shell.close()


def test_a_match_whose_list_is_gone_gives_no_accuracy_and_nothing_else_happens(
    qapp: Any, qtbot: Any, tmp_path: Path, word_file: Path
) -> None:
    shell = make_shell(qapp, tmp_path, saving=True)
    kept: list[MatchRecord] = []
    shell.controller.on(MatchKept, lambda n: kept.append(n.record))
    setup = GameSetup([("Ann", "human"), ("Robo", "perfect")], "ghost", 3, str(word_file), lives=1)
    shell.start_game(setup, None)
    c = shell.controller
    qtbot.waitUntil(c.is_human_turn, timeout=5000)
    assert c.play_letter("g")
    word_file.unlink()  # the list is gone before the match ends
    qtbot.waitUntil(c.is_human_turn, timeout=5000)
    c.resign()
    assert c.state.winner is not None and len(kept) == 1
    assert shell.stats.players["Ann"]["rounds_lost"] == 1  # the rest is recorded as always
    qtbot.waitUntil(lambda: not shell.accuracy.waiting)  # reviewed
    assert "accuracy" not in shell.stats.players["Ann"] and shell.stats.accuracies() == {}
    assert not shell.accuracy.running and not shell.accuracy.waiting
    shell.close()


def test_a_match_s_review_takes_less_memory_than_a_game(
    qapp: Any, qtbot: Any, tmp_path: Path, word_file: Path, monkeypatch: Any
) -> None:
    """The review nobody asked for is given a quarter of what a game may take: the Russian
    nouns' Anaghost game (3.4 GB) gives no accuracy rather than that much after each match."""
    from ghost_gui.core.analysis import review as core_review
    from ghost_gui.core.solving.budget import MEMORY_LIMIT
    from ghost_gui.gui.app import match_accuracy

    asked: list[dict[str, Any]] = []
    monkeypatch.setattr(core_review, "review", lambda record, **kw: asked.append(kw))
    shell = make_shell(qapp, tmp_path, saving=True)
    play_a_match(shell, word_file, qtbot, 0, "qx")
    qtbot.waitUntil(lambda: bool(asked))
    assert asked == [{"memory_limit": match_accuracy.BACKGROUND_MEMORY}]
    assert match_accuracy.BACKGROUND_MEMORY == MEMORY_LIMIT // 4
    shell.close()


def test_the_review_runs_on_a_worker_not_the_windows_thread(
    qapp: Any, qtbot: Any, tmp_path: Path, word_file: Path
) -> None:
    shell = make_shell(qapp, tmp_path, saving=True, jobs=Jobs())
    threads: list[threading.Thread] = []

    def reviewer(record: MatchRecord) -> MatchReview:
        threads.append(threading.current_thread())
        return review(record)

    shell.accuracy.reviewer = reviewer
    shell.start_game(
        GameSetup([("Ann", "human"), ("Bo", "human")], "ghost", 3, str(word_file), lives=1), None
    )
    c = shell.controller
    qtbot.waitUntil(c.is_human_turn, timeout=10000)
    for letter in "zebra":  # Ann completes ZEBRA: she is out, the match is Bo's
        assert c.play_letter(letter)
    assert c.state.winner == 1
    qtbot.waitUntil(lambda: "accuracy" in shell.stats.players["Ann"], timeout=10000)
    assert threads and threads[0] is not threading.main_thread()
    assert [len(shell.stats.players[n]["accuracy"]) for n in ("Ann", "Bo")] == [1, 1]
    shell.close()


# -- the file --------------------------------------------------------------------------
def write(path: Path, data: object) -> Path:
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def row(name: str, kind: str = "human", **extra: Any) -> dict[str, Any]:
    return {
        "name": name,
        "kind": kind,
        "matches": 2,
        "matches_won": 1,
        "abandoned": 0,
        "rounds_won": 3,
        "rounds_lost": 2,
        "longest_word": "zebra",
        **extra,
    }


@pytest.mark.parametrize(
    "data",
    [
        {"version": 2, "players": [row("Ann")]},  # written before accuracies were kept
        {"Ann": {k: v for k, v in row("Ann").items() if k not in ("name", "kind")}},  # version 1
    ],
)
def test_an_old_statistics_file_loads_with_no_accuracy_yet(tmp_path: Path, data: object) -> None:
    path = write(tmp_path / "statistics.json", data)
    s = Stats(path)
    assert s.notice is None
    assert s.players["Ann"]["rounds_won"] == 3 and s.players["Ann"]["longest_word"] == "zebra"
    assert s.accuracies() == {}
    s.record_accuracy("Ann", 0.5, 4)
    assert s.save()
    assert Stats(path).players["Ann"]["accuracy"] == [{"accuracy": 0.5, "plays": 4}]


def test_kept_accuracies_read_back(tmp_path: Path) -> None:
    good = [{"accuracy": 0.25, "plays": 4}, {"accuracy": 1, "plays": 2}]
    s = Stats(
        write(tmp_path / "statistics.json", {"version": 2, "players": [row("Ann", accuracy=good)]})
    )
    assert s.notice is None and s.accuracies() == {"Ann": [0.25, 1.0]}


@pytest.mark.parametrize(
    "accuracy, left",
    [
        ("75%", []),  # no list: reset
        ([{"accuracy": 1.5, "plays": 3}, {"accuracy": 0.5, "plays": 2}], [0.5]),  # past 100 %
        ([{"accuracy": 0.5, "plays": 0}, {"accuracy": 0.25, "plays": 1}], [0.25]),  # no plays
        ([{"accuracy": True, "plays": 3}, [0.5, 3], {"accuracy": 0.5}], []),  # not as written
    ],
)
def test_a_damaged_accuracy_is_reset_and_the_rest_kept(
    tmp_path: Path, accuracy: object, left: list[float]
) -> None:
    path = write(
        tmp_path / "statistics.json",
        {"version": 2, "players": [row("Ann", accuracy=accuracy), row("Bo")]},
    )
    s = Stats(path)
    assert s.notice is not None and "partly damaged" in s.notice
    assert s.accuracies() == ({"Ann": left} if left else {})
    assert s.players["Ann"]["rounds_won"] == 3 and s.players["Bo"]["matches"] == 2
    # the file as read was set aside and the rows that could be read written again
    again = Stats(path)
    assert again.notice is None and again.accuracies() == s.accuracies()


def test_a_computer_has_no_accuracy(tmp_path: Path) -> None:
    data = {
        "version": 2,
        "players": [row("Robo", "perfect", accuracy=[{"accuracy": 0.5, "plays": 2}])],
    }
    s = Stats(write(tmp_path / "statistics.json", data))
    assert s.notice is not None and s.accuracies() == {}
    assert "accuracy" not in s.players[Computer("Robo", "perfect")]
