"""The statistics tell the truth: longest words go to whoever played them, names count once,
rounds count only for the players in them, a person and a computer (or two kinds of
computer) of one name keep separate rows, abandoned matches are kept, old files load, and
the view is read-only and can be reset."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from made_items import made_by_python
from PySide6.QtCore import QLocale, QPoint, Qt
from PySide6.QtWidgets import QAbstractItemView, QMessageBox, QTableWidget
from shells import flush_saves, make_shell

from ghost_gui.gui.dialogs.game_setup import GameSetup
from ghost_gui.gui.dialogs.stats import Computer, Stats
from ghost_gui.gui.dialogs.stats_view import StatsView
from ghost_gui.gui.table.table_news import RoundOver

LONGEST = 6  # the "Longest word" column


def column(table: QTableWidget, c: int) -> list[str]:
    return [
        item.text() if (item := table.item(r, c)) is not None else ""
        for r in range(table.rowCount())
    ]


def test_a_rejected_word_gives_nobody_longest_word_credit() -> None:
    s = Stats()
    # Bo named "zebrafish" in a challenge, and it is no word: Bo loses, nobody played a word
    s.record_round("Bo", ["Ann", "Bo"], "zebrafish", word_by=None)
    assert s.players["Ann"]["longest_word"] == "" and s.players["Bo"]["longest_word"] == ""
    assert (s.players["Ann"]["rounds_won"], s.players["Bo"]["rounds_lost"]) == (1, 1)


def test_a_completed_word_credits_its_player_who_lost_the_round() -> None:
    s = Stats()
    s.record_round(
        "Ann", ["Ann", "Bo", "Cy"], "gecko", word_by="Ann"
    )  # Ann completed it, so Ann lost
    assert s.players["Ann"] == {
        "matches": 0,
        "matches_won": 0,
        "abandoned": 0,
        "rounds_won": 0,
        "rounds_lost": 1,
        "longest_word": "gecko",
    }
    assert s.players["Bo"]["longest_word"] == s.players["Cy"]["longest_word"] == ""
    # a word named rightly in a challenge goes to whoever named it; a shorter one changes nothing
    s.record_round("Cy", ["Ann", "Bo", "Cy"], "cattle", word_by="Bo")
    s.record_round("Bo", ["Ann", "Bo", "Cy"], "cat", word_by="Bo")
    assert [s.players[n]["longest_word"] for n in ("Ann", "Bo", "Cy")] == ["gecko", "cattle", ""]
    # a word "by" somebody not in the game is nobody's
    s.record_round("Ann", ["Ann", "Bo"], "gerbil", word_by="Zed")
    assert "Zed" not in s.players


def test_a_repeated_name_counts_once() -> None:
    s = Stats()
    s.record_round("Ann", ["Ann", "Bo", "Bo", "Ann"], "tab", word_by="Bo")
    s.record_match("Bo", ["Ann", "Bo", "Bo"])
    s.record_abandoned(["Ann", "Ann"])
    assert s.players["Ann"] == {
        "matches": 1,
        "matches_won": 0,
        "abandoned": 1,
        "rounds_won": 0,
        "rounds_lost": 1,
        "longest_word": "",
    }
    assert s.players["Bo"] == {
        "matches": 1,
        "matches_won": 1,
        "abandoned": 0,
        "rounds_won": 1,
        "rounds_lost": 0,
        "longest_word": "tab",
    }


def test_the_word_credit_must_be_named() -> None:
    with pytest.raises(TypeError):
        Stats().record_round("Ann", ["Ann", "Bo"], "cat")  # type: ignore[call-arg]


def test_abandoned_matches_round_trip_through_the_file() -> None:
    s = Stats()
    s.record_abandoned(["Ann", "Бот"])
    s.record_abandoned(["Ann"])
    assert s.save()
    on_disk = json.loads(s.path.read_text(encoding="utf-8"))
    assert on_disk["version"] == 2
    assert [(r["name"], r["kind"], r["abandoned"]) for r in on_disk["players"]] == [
        ("Ann", "human", 2),
        ("Бот", "human", 1),
    ]
    again = Stats()
    assert again.notice is None and again.path == s.path
    assert (again.players["Ann"]["abandoned"], again.players["Бот"]["abandoned"]) == (2, 1)


def test_an_old_file_without_the_abandoned_count_loads(tmp_path: Path) -> None:
    path = tmp_path / "old.json"
    path.write_text(
        json.dumps(
            {
                "Ann": {
                    "matches": 3,
                    "matches_won": 2,
                    "rounds_won": 7,
                    "rounds_lost": 4,
                    "longest_word": "cattle",
                }
            }
        )
    )
    s = Stats(path)
    assert s.notice is None
    assert s.players == {
        "Ann": {
            "matches": 3,
            "matches_won": 2,
            "abandoned": 0,
            "rounds_won": 7,
            "rounds_lost": 4,
            "longest_word": "cattle",
        }
    }
    s.record_abandoned(["Ann"])
    assert s.save() and Stats(path).players["Ann"]["abandoned"] == 1


def test_reset_clears_memory_and_file() -> None:
    s = Stats()
    s.record_match("Ann", ["Ann", "Bo"])
    assert s.save()
    assert s.reset() is True
    assert (
        s.players == {}
        and json.loads(s.path.read_text(encoding="utf-8")) == {"version": 2, "players": []}
        and Stats().players == {}
    )


def test_reset_says_when_the_file_cannot_be_written(tmp_path: Path) -> None:
    blocker = tmp_path / "a-file"
    blocker.write_text("")
    s = Stats(blocker / "statistics.json")  # its folder is a file
    s.record_abandoned(["Ann"])
    assert s.reset() is False and s.players == {}


def filled() -> Stats:
    s = Stats()
    names = ["bo", "Ann", "Cy"]
    for _ in range(12):
        s.record_round("bo", names, "cat", word_by="bo")
    s.record_round("Cy", names, "zebra", word_by="Ann")
    s.record_match("Ann", names)
    s.record_abandoned(["Cy"])
    assert s.save()
    return s


def test_the_view_shows_every_column(qtbot) -> None:  # type: ignore[no-untyped-def]
    view = StatsView(filled())
    qtbot.addWidget(view)
    t = view.table
    headers = [
        h.text() if (h := t.horizontalHeaderItem(c)) is not None else ""
        for c in range(t.columnCount())
    ]
    assert headers == [
        "Player",
        "Matches won",
        "Matches finished",
        "Abandoned",
        "Rounds won",
        "Rounds lost",
        "Longest word",
    ]
    assert column(t, 0) == ["Ann", "bo", "Cy"]  # by name, regardless of case
    assert [column(t, c)[0] for c in range(7)] == ["Ann", "1", "1", "0", "13", "0", "ZEBRA"]
    assert column(t, 3) == ["0", "0", "1"] and column(t, LONGEST) == ["ZEBRA", "CAT", ""]
    assert view.pages.currentWidget() is t and view.reset_button.isEnabled()
    assert view.reset_button.toolTip() and view.close_button.toolTip()


def test_numbers_follow_the_locale_and_sort_as_numbers(qtbot) -> None:  # type: ignore[no-untyped-def]
    s = Stats()
    for name, won in (("Ann", 1234), ("Bo", 9), ("Cy", 100)):
        s.player(name)["rounds_won"] = won
    old = QLocale()
    QLocale.setDefault(QLocale(QLocale.Language.German, QLocale.Country.Germany))
    try:
        view = StatsView(s)
    finally:
        QLocale.setDefault(old)
    qtbot.addWidget(view)
    assert column(view.table, 4) == ["1.234", "9", "100"]
    header = view.table.horizontalHeader()
    view.show()
    qtbot.mouseClick(  # the user sorts by a column's heading, as they would
        header.viewport(),
        Qt.MouseButton.LeftButton,
        pos=QPoint(header.sectionViewportPosition(4) + header.sectionSize(4) // 2, 5),
    )
    assert (header.sortIndicatorSection(), header.sortIndicatorOrder()) == (
        4,
        Qt.SortOrder.AscendingOrder,
    )
    assert column(view.table, 0) == ["Bo", "Cy", "Ann"]  # 9 < 100 < 1234, not "100" < "1.234" < "9"
    header.setSortIndicator(4, Qt.SortOrder.DescendingOrder)
    assert column(view.table, 0) == ["Ann", "Cy", "Bo"]
    assert made_by_python(view.table) == []


def test_cells_cannot_be_edited(qtbot) -> None:  # type: ignore[no-untyped-def]
    view = StatsView(filled())
    qtbot.addWidget(view)
    view.show()
    t = view.table
    for c in range(t.columnCount()):
        item = t.item(0, c)
        assert item is not None
        before = item.text()
        t.setCurrentItem(item)
        t.editItem(item)  # the programmatic way in, which ignores edit triggers
        assert t.state() != QAbstractItemView.State.EditingState
        qtbot.keyClick(t.viewport(), Qt.Key.Key_F2)
        qtbot.keyClicks(t.viewport(), "99")
        qtbot.keyClick(t.viewport(), Qt.Key.Key_Return)
        assert t.state() != QAbstractItemView.State.EditingState and item.text() == before
        assert not item.flags() & Qt.ItemFlag.ItemIsEditable
    assert t.editTriggers() == QAbstractItemView.EditTrigger.NoEditTriggers


def test_reset_declined_keeps_everything(qtbot, monkeypatch: pytest.MonkeyPatch) -> None:  # type: ignore[no-untyped-def]
    s = filled()
    on_disk = s.path.read_text(encoding="utf-8")
    view = StatsView(s)
    qtbot.addWidget(view)
    asked: list[bool] = []

    def decline() -> bool:
        asked.append(True)
        return False

    monkeypatch.setattr(view, "_confirm_reset", decline)
    view.reset_button.click()
    assert asked == [True]
    assert view.table.rowCount() == 3 and set(s.players) == {"Ann", "bo", "Cy"}
    assert s.path.read_text(encoding="utf-8") == on_disk and set(Stats().players) == {
        "Ann",
        "bo",
        "Cy",
    }


def test_reset_accepted_empties_table_stats_and_file(
    qtbot, monkeypatch: pytest.MonkeyPatch
) -> None:  # type: ignore[no-untyped-def]
    s = filled()
    view = StatsView(s)
    qtbot.addWidget(view)
    monkeypatch.setattr(view, "_confirm_reset", lambda: True)
    view.reset_button.click()
    assert view.table.rowCount() == 0 and s.players == {} and Stats().players == {}
    assert view.pages.currentWidget() is view.empty and view.empty.text() == "No games played yet"
    assert not view.reset_button.isEnabled() and view.message.isHidden()


def test_the_confirmation_defaults_to_no(qtbot, monkeypatch: pytest.MonkeyPatch) -> None:  # type: ignore[no-untyped-def]
    view = StatsView(filled())
    qtbot.addWidget(view)
    seen: list[object] = []

    def question(parent, title, text, buttons, default):  # type: ignore[no-untyped-def]
        seen.append(default)
        return QMessageBox.StandardButton.No

    monkeypatch.setattr(QMessageBox, "question", question)
    assert view._confirm_reset() is False
    assert seen == [QMessageBox.StandardButton.No]


def test_no_statistics_shows_the_empty_text_and_it_fits(qtbot) -> None:  # type: ignore[no-untyped-def]
    view = StatsView(Stats())
    qtbot.addWidget(view)
    view.show()
    assert view.pages.currentWidget() is view.empty and view.empty.isVisible()
    assert view.empty.text() == "No games played yet" and not view.reset_button.isEnabled()
    assert view.width() <= 800 and view.height() <= 600
    assert view.minimumSizeHint().width() <= 800 and view.minimumSizeHint().height() <= 600
    view.close_button.click()
    assert not view.isVisible()


def test_headings_wrap_in_a_narrow_window(qtbot) -> None:  # type: ignore[no-untyped-def]
    view = StatsView(filled())
    qtbot.addWidget(view)
    view.show()
    header = view.table.horizontalHeader()
    qtbot.waitUntil(
        lambda: header.height() < 2 * header.fontMetrics().lineSpacing()
    )  # one line at the usual size
    view.resize(520, 300)
    qtbot.waitUntil(lambda: header.height() >= 2 * header.fontMetrics().lineSpacing())


def test_rounds_count_only_for_the_players_in_them(
    qapp, qtbot, tmp_path: Path, word_file: Path
) -> None:  # type: ignore[no-untyped-def]
    """Ann is out after round 2 of a 4-round match: she played 2 rounds and won none (the
    rounds after she was out were once counted as won)."""
    shell = make_shell(qapp, tmp_path)
    c = shell.controller
    shell.start_game(
        GameSetup(
            [("Ann", "human"), ("Bo", "human"), ("Cy", "human")],
            "ghost",
            3,
            str(word_file),
            lives=2,
        ),
        None,
    )
    losers: list[int] = []
    c.on(RoundOver, lambda n: (lambda e: losers.append(e.loser))(n.ended))
    while c.session.match is not None and c.session.match.winner is None:
        qtbot.waitUntil(c.is_human_turn, timeout=3000)
        c.resign()  # the loser starts the next round, and resigns it too
        c.next_round()
    assert losers == [0, 0, 1, 1] and c.session.match is not None and c.session.match.winner == 2
    rows = shell.stats.players
    assert (rows["Ann"]["rounds_won"], rows["Ann"]["rounds_lost"]) == (0, 2)
    assert (rows["Bo"]["rounds_won"], rows["Bo"]["rounds_lost"]) == (2, 2)
    assert (rows["Cy"]["rounds_won"], rows["Cy"]["rounds_lost"]) == (4, 0)
    assert [(rows[n]["matches"], rows[n]["matches_won"]) for n in ("Ann", "Bo", "Cy")] == [
        (1, 0),
        (1, 0),
        (1, 1),
    ]
    shell.close()


def test_people_and_computers_of_one_name_keep_their_own_rows(
    qapp, qtbot, tmp_path: Path, word_file: Path
) -> None:  # type: ignore[no-untyped-def]
    shell = make_shell(qapp, tmp_path, saving=True)
    c = shell.controller
    for players in (
        (("Sam", "human"), ("Robo", "perfect")),
        (("Robo", "human"), ("Sam", "medium")),
        (("Ann", "human"), ("Robo", "medium")),
    ):
        shell.start_game(
            GameSetup(list(players), "ghost", 3, str(word_file)), None
        )  # over a running match: abandons it
        qtbot.waitUntil(c.is_human_turn, timeout=3000)
        c.resign()  # the person loses a round to the computer
        c.next_round()
    expected = {
        "Sam": (0, 1, 1),
        Computer("Robo", "perfect"): (1, 0, 1),
        "Robo": (0, 1, 1),
        Computer("Sam", "medium"): (1, 0, 1),
        "Ann": (0, 1, 0),
        Computer("Robo", "medium"): (1, 0, 0),
    }
    flush_saves(shell)  # the statistics are written on the writer's thread
    for stats in (shell.stats, Stats()):  # as kept, and as read back from the file
        assert {
            k: (r["rounds_won"], r["rounds_lost"], r["abandoned"]) for k, r in stats.players.items()
        } == expected
    view = StatsView(Stats())
    qtbot.addWidget(view)
    assert column(view.table, 0) == [
        "Ann",
        "Robo",
        "\u200e\u2068Robo\u2069 (Computer: medium)",
        "\u200e\u2068Robo\u2069 (Computer: perfect)",
        "Sam",
        "\u200e\u2068Sam\u2069 (Computer: medium)",
    ]
    assert column(view.table, 4) == ["0", "0", "1", "1", "0", "1"]  # rounds won
    shell.close()


def test_strengths_belong_to_the_adaptive_computer_alone() -> None:
    s = Stats()
    s.record_round("Ada", ["Ada", "Bo"], None, word_by=None)  # a person called Ada
    s.record_level("Ada", 0.3)  # the adaptive computer called Ada
    assert "levels" not in s.players["Ada"] and s.players[Computer("Ada", "adaptive")][
        "levels"
    ] == [0.3]
    assert (
        s.last_level("Ada") == 0.3 and s.last_level("Bo") is None and s.levels() == {"Ada": [0.3]}
    )
    s.record_match(
        Computer("Ada", "adaptive"),
        [Computer("Ada", "adaptive"), Computer("Ada", "learner"), "Ada"],
    )
    assert [(r["matches"], r["matches_won"]) for r in s.players.values()] == [
        (1, 0),
        (0, 0),
        (1, 1),
        (1, 0),
    ]


def test_an_old_file_without_kinds_reads_as_people_and_adaptive_computers(tmp_path: Path) -> None:
    """Rows of older files have no kind: a row with strengths was an adaptive computer's
    (only they recorded strengths), any other row a person's."""
    path = tmp_path / "statistics.json"
    path.write_text(
        json.dumps(
            {
                "Ann": {"matches": 3, "rounds_won": 7, "longest_word": "cattle"},
                "P2": {"matches": 2, "rounds_lost": 5, "levels": [0.4, 0.6]},
                "Bo": "x",
            }
        )
    )
    s = Stats(path)
    assert (
        s.notice
        and "damaged" in s.notice
        and list(s.players) == ["Ann", Computer("P2", "adaptive")]
    )
    assert s.players["Ann"] == {
        "matches": 3,
        "matches_won": 0,
        "abandoned": 0,
        "rounds_won": 7,
        "rounds_lost": 0,
        "longest_word": "cattle",
    }
    assert s.players[Computer("P2", "adaptive")]["rounds_lost"] == 5 and s.last_level("P2") == 0.6
    assert s.save()
    assert json.loads(path.read_text(encoding="utf-8"))["version"] == 2
    again = Stats(path)
    assert again.notice is None and again.players == s.players and again.last_level("P2") == 0.6
