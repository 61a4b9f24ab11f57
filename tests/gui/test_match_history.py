"""Every match kept: played through the table, each finished match (and each one left for a
new game, and a resumed one whole) leaves one record in the data folder's matches/ that
reads back as the match went; the folder is capped; Game → History lists the records
newest first, deletes one or all, and sets a damaged one aside, telling it once."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from made_items import made_by_python

from ghost_gui.core.errors import SaveFileError
from ghost_gui.core.play.match import MatchConfig, PlayerSpec
from ghost_gui.core.play.match_record import (
    AnswerStep,
    ChallengeStep,
    MatchRecord,
    PlayStep,
    TakeBackStep,
)
from ghost_gui.core.play.match_text import read_match
from ghost_gui.core.play.plays import Side
from ghost_gui.core.play.rules import ChallengeKind, RoundEnd
from ghost_gui.gui import match_folder
from ghost_gui.gui.app.match_keeper import MatchKeeper
from ghost_gui.gui.dialogs.history_dialog import HistoryDialog
from ghost_gui.gui.jobs import Jobs
from ghost_gui.gui.settings import Settings
from ghost_gui.gui.table.controller import GameController
from ghost_gui.gui.table.game_request import GameRequest
from ghost_gui.gui.table.saved_game import SavedGame
from ghost_gui.gui.table.table_news import MatchKept, MatchWon


def config(kinds: tuple[str, ...], variant: str = "ghost", **kw: Any) -> MatchConfig:
    specs = tuple(PlayerSpec(f"P{i + 1}", k) for i, k in enumerate(kinds))
    return MatchConfig(specs, variant, 3, "tiny", **kw)


class Table:
    """A controller with a synchronous pool and a keeper writing to ``folder``."""

    def __init__(self, tmp_path: Path, name: str = "matches") -> None:
        self.saved: list[SavedGame] = []
        self.c = GameController(
            Jobs(synchronous=True), pause_ms=0, round_pause_ms=0, on_change=self.saved.append
        )
        self.folder = tmp_path / name
        self.settings = Settings(str(tmp_path / f"{name}.ini"))
        self.keeper = MatchKeeper(self.c, self.settings, folder=self.folder)
        self.kept: list[MatchRecord] = []
        self.c.on(MatchKept, lambda n: self.kept.append(n.record))

    def files(self) -> list[Path]:
        self.c.memory_writer.flush()
        return match_folder.kept_files(self.folder)

    def the_record(self) -> MatchRecord:
        files = self.files()
        assert len(files) == 1, files
        record = read_match(files[0].read_bytes())
        assert [record] == self.kept
        return record


def kinds_of(record: MatchRecord, number: int) -> list[str]:
    return [type(s).__name__ for s in record.rounds[number].steps]


def test_a_two_player_ghost_match_with_a_challenge_and_a_take_back_is_kept(
    tmp_path: Path, word_file: Path, qtbot: Any
) -> None:
    t = Table(tmp_path)
    t.c.new_game(GameRequest(config(("human", "human"), lives=2), str(word_file), take_back=True))
    c = t.c
    assert c.play_letter("c") and c.play_letter("a")
    c.undo()  # P2 takes the A back
    assert c.play_letter("o")  # CO: a bluff
    assert c.challenge(ChallengeKind.NO_WORD)  # P1 asks P2 for a word
    c.answer_challenge(None)  # P2 concedes: round 1 is P2's
    assert not t.files()  # nothing kept before the match ends
    c.next_round()
    for letter in "zebra":  # P2 starts round 2 and completes ZEBRA
        assert c.play_letter(letter)
    assert c.state.winner == 0
    record = t.the_record()
    assert [p.name for p in record.players] == ["P1", "P2"] and record.winner == 0
    assert record.rules.variant == "ghost" and record.rules.word_list == word_file.stem
    assert record.rules.path == str(word_file)
    assert kinds_of(record, 0) == [
        "PlayStep",
        "PlayStep",
        "TakeBackStep",
        "PlayStep",
        "ChallengeStep",
        "AnswerStep",
    ]
    first = record.rounds[0]
    assert first.steps[2] == TakeBackStep(1, "c")
    assert first.steps[4] == ChallengeStep(0, ChallengeKind.NO_WORD, 1)
    assert first.steps[5] == AnswerStep(1, None, False)
    assert first.ending is not None and first.ending.loser == 1
    second = record.rounds[1]
    assert second.seats == (1, 0)  # the loser starts
    assert [s.fragment for s in second.steps if isinstance(s, PlayStep)][-1] == "zebra"
    assert second.ending is not None and second.ending.reason is RoundEnd.WORD_COMPLETED
    assert record.started and record.ended


def test_a_three_player_superghost_match_with_a_knock_out_is_kept(
    tmp_path: Path, word_file: Path
) -> None:
    t = Table(tmp_path)
    t.c.new_game(GameRequest(config(("human",) * 3, "super", lives=1), str(word_file)))
    c = t.c
    c.resign()  # P1 gives round 1 up and is out
    c.next_round()
    assert c.play_letter("b")  # P2
    assert c.play_letter("e", Side.LEFT)  # P3: EB
    assert c.play_letter("z", Side.LEFT)  # P2: ZEB
    assert c.play_letter("r")  # P3: ZEBR
    assert c.play_letter("a")  # P2 completes ZEBRA and is out: P3 wins
    record = t.the_record()
    assert record.winner == 2 and len(record.rounds) == 2
    assert record.rounds[0].ending is not None
    assert record.rounds[0].ending.reason is RoundEnd.RESIGNED
    assert record.rounds[1].seats == (1, 2)  # P1 is out
    plays = [s for s in record.rounds[1].steps if isinstance(s, PlayStep)]
    assert [p.fragment for p in plays] == ["b", "eb", "zeb", "zebr", "zebra"]
    assert plays[1].play.side is Side.LEFT


def test_a_match_the_computers_finish_is_kept(tmp_path: Path, word_file: Path, qtbot: Any) -> None:
    t = Table(tmp_path)
    won: list[int] = []
    t.c.on(MatchWon, lambda n: won.append(n.winner))
    t.c.new_game(GameRequest(config(("human", "random", "perfect"), lives=1), str(word_file)))
    t.c.resign()
    qtbot.waitUntil(lambda: bool(won), timeout=10000)
    record = t.the_record()
    assert record.winner == won[0] and [p.kind for p in record.players][1:] == [
        "random",
        "perfect",
    ]


def test_a_match_left_for_a_new_game_is_kept_unfinished(tmp_path: Path, word_file: Path) -> None:
    t = Table(tmp_path)
    request = GameRequest(config(("human", "human")), str(word_file))
    t.c.new_game(request)
    t.c.new_game(request)  # nothing played: nothing to keep
    assert not t.files()
    assert t.c.play_letter("g") and t.c.play_letter("o")
    t.c.new_game(request)
    record = t.the_record()
    assert record.winner is None and len(record.rounds) == 1
    assert record.rounds[0].ending is None
    assert [s.fragment for s in record.rounds[0].steps if isinstance(s, PlayStep)] == ["g", "go"]


def _play_round_one_and_half_of_two(c: GameController) -> None:
    c.resign()  # P1 gives round 1 up
    c.next_round()
    assert c.play_letter("g") and c.play_letter("o")  # P1 starts round 2: GO


def _finish(c: GameController) -> None:
    assert c.play_letter("a") and c.play_letter("t")  # P2 completes GOAT
    c.next_round()
    c.resign()  # P2 gives round 3 up: P1 wins
    assert c.state.winner == 0


def test_a_resumed_match_is_kept_whole(tmp_path: Path, word_file: Path) -> None:
    """The save keeps the record so far; the resumed match's record goes on from it."""
    request = GameRequest(config(("human", "human"), lives=2), str(word_file))
    whole = Table(tmp_path, "whole")
    whole.c.new_game(request)
    _play_round_one_and_half_of_two(whole.c)
    saved = SavedGame.from_json(json.loads(json.dumps(whole.saved[-1].to_json())))
    assert saved.record is not None and len(saved.record.rounds) == 2
    _finish(whole.c)

    resumed = Table(tmp_path, "resumed")  # Ghost started again, the save resumed
    resumed.c.new_game(replace_request(request, saved))
    assert resumed.c.state.fragment == "go"
    _finish(resumed.c)
    a, b = whole.the_record(), resumed.the_record()
    assert (b.rules, b.players, b.rounds, b.winner, b.started) == (
        a.rules,
        a.players,
        a.rounds,
        a.winner,
        a.started,
    )


def replace_request(request: GameRequest, saved: SavedGame) -> GameRequest:
    from dataclasses import replace

    return replace(request, resume=saved.match, record=saved.record)


def test_a_save_without_a_record_still_loads_and_a_damaged_record_is_refused(
    tmp_path: Path, word_file: Path
) -> None:
    t = Table(tmp_path)
    t.c.new_game(GameRequest(config(("human", "human")), str(word_file)))
    assert t.c.play_letter("g")
    data = t.saved[-1].to_json()
    assert "record" in data
    old = {k: v for k, v in data.items() if k != "record"}
    assert SavedGame.from_json(old).record is None  # a save from before records were kept
    with pytest.raises(SaveFileError):
        SavedGame.from_json(data | {"record": data["record"].replace("round 1", "round 7")})


def test_the_oldest_matches_go_past_the_limit(tmp_path: Path, word_file: Path) -> None:
    t = Table(tmp_path)
    assert t.keeper.cap == match_folder.DEFAULT_CAP
    t.settings.set("matches_kept", 3)  # out of range: read as the default
    assert t.keeper.cap == match_folder.DEFAULT_CAP
    t.keeper.set_cap(match_folder.MIN_CAP)
    request = GameRequest(config(("human", "human"), lives=1), str(word_file))
    ended = []
    for _ in range(match_folder.MIN_CAP + 3):
        t.c.new_game(request)
        t.c.resign()
        ended.append(t.kept[-1])
    files = t.files()
    assert len(files) == match_folder.MIN_CAP
    kept = [read_match(f.read_bytes()) for f in files]
    assert kept == ended[3:]  # the three oldest went


def _records(tmp_path: Path, word_file: Path, n: int) -> tuple[Table, list[MatchRecord]]:
    """``n`` matches kept, a day apart."""
    from dataclasses import replace

    t = Table(tmp_path)
    t.c.new_game(GameRequest(config(("human", "human"), lives=1), str(word_file)))
    t.c.resign()
    base = t.kept[0]
    records = [
        replace(
            base, started=f"2025-01-{d:02d}T20:00:00+00:00", ended=f"2025-01-{d:02d}T20:30:00+00:00"
        )
        for d in range(1, n + 1)
    ]
    t.files()
    for f in t.files():
        f.unlink()
    for r in records:
        match_folder.keep(r, t.folder, 500)
    return t, records


def _rows(dialog: HistoryDialog) -> list[list[str]]:
    table = dialog.table
    return [
        [table.item(r, c).text() for c in range(table.columnCount())]
        for r in range(table.rowCount())
    ]


def test_history_lists_the_matches_newest_first_and_deletes_one_and_all(
    tmp_path: Path, word_file: Path, qtbot: Any
) -> None:
    t, records = _records(tmp_path, word_file, 3)
    caps: list[int] = []
    d = HistoryDialog(t.folder, Jobs(synchronous=True), 500, caps.append)
    qtbot.addWidget(d)
    assert [k.date[:10] for k in d.kept] == ["2025-01-03", "2025-01-02", "2025-01-01"]
    rows = _rows(d)
    assert len(rows) == 3 and rows[0][1] == "P1, P2" and rows[0][2] == "P2" and rows[0][3] == "1"
    assert made_by_python(d.table) == []
    answers: list[bool] = [False]
    d.ask = lambda title, text: answers[-1]  # type: ignore[method-assign]
    d.table.selectRow(1)
    assert not d.delete_chosen()  # asked, and the answer was no
    assert len(match_folder.kept_files(t.folder)) == 3
    answers.append(True)
    d.table.selectRow(1)
    assert d.delete_chosen()
    assert [k.date[:10] for k in d.kept] == ["2025-01-03", "2025-01-01"]
    assert len(match_folder.kept_files(t.folder)) == 2
    assert d.delete_all()
    assert not match_folder.kept_files(t.folder) and not d.kept
    assert d.pages.currentWidget() is d.empty
    d.cap_box.setValue(20)
    d.cap_box.editingFinished.emit()
    assert caps == [20]


def test_a_damaged_record_is_set_aside_and_told_once(
    tmp_path: Path, word_file: Path, qtbot: Any
) -> None:
    t, records = _records(tmp_path, word_file, 2)
    bad = t.folder / "2025-01-05_000000_1.txt"
    bad.write_text('[Format "ghost-match 1"]\nnot a match\n', encoding="utf-8")
    d = HistoryDialog(t.folder, Jobs(synchronous=True), 500, lambda n: None)
    qtbot.addWidget(d)
    assert len(d.kept) == 2  # the others listed
    assert not d.message.isHidden() and "set aside" in d.message.text()
    assert not bad.exists() and (t.folder / (bad.name + ".corrupt")).exists()
    again = HistoryDialog(t.folder, Jobs(synchronous=True), 500, lambda n: None)
    qtbot.addWidget(again)
    assert len(again.kept) == 2 and again.message.isHidden()  # told once


def test_a_record_changed_since_it_was_listed_is_read_again(
    tmp_path: Path, word_file: Path, qtbot: Any
) -> None:
    """History lists from its index only the files it holds as they are."""
    t, records = _records(tmp_path, word_file, 2)
    newest = match_folder.kept_files(t.folder)[-1]
    assert len(match_folder.read_kept(t.folder)[0]) == 2
    newest.write_bytes(newest.read_bytes()[:-20])  # cut short
    found, damaged = match_folder.read_kept(t.folder)
    assert len(found) == 1 and damaged == 1


def test_game_history_opens_from_the_menu(qapp: Any, tmp_path: Path) -> None:
    from shells import make_shell

    shell = make_shell(qapp, tmp_path, saving=True)
    shell.window.menus.history.trigger()
    shown = [w for w in qapp.topLevelWidgets() if isinstance(w, HistoryDialog) and w.isVisible()]
    assert len(shown) == 1 and shown[0].folder == match_folder.matches_dir()
    assert shown[0].pages.currentWidget() is shown[0].empty
    shown[0].close()
    shell.close()


def test_an_xghost_match_with_a_letter_inside_and_a_challenge_is_kept_and_reviewed(
    tmp_path: Path, word_file: Path
) -> None:
    """Xghost through the table: a letter put inside, a challenge answered; the kept record
    reads back whole, and its review judges every letter with the list it names."""
    from ghost_gui.core.analysis.review import review

    t = Table(tmp_path)
    t.c.new_game(GameRequest(config(("human", "human"), "xghost", lives=2), str(word_file)))
    c = t.c
    assert c.play_letter("c")  # P1: C
    assert c.play_letter("t")  # P2: CT
    assert c.play_letter("a", place=1)  # P1 puts A inside: CAT, and loses the round
    c.next_round()
    assert c.play_letter("g")  # P1: G
    assert c.play_letter("o")  # P2: GO
    assert c.challenge(ChallengeKind.NO_WORD)  # P1 doubts GO
    c.answer_challenge("goat")  # P2 names GOAT: P1 loses again, and the match
    record = t.the_record()
    assert record.winner == 1 and len(record.rounds) == 2
    plays = [s for s in record.rounds[0].steps if isinstance(s, PlayStep)]
    assert [p.fragment for p in plays] == ["c", "ct", "cat"] and plays[2].play.at == 1
    assert kinds_of(record, 1) == ["PlayStep", "PlayStep", "ChallengeStep", "AnswerStep"]
    reviewed = review(record, word_list=str(word_file), use_cache=False)
    verdicts = [p.verdict for r in reviewed.rounds for p in r.plays]
    assert len(verdicts) == 5 and None not in verdicts and not reviewed.gaps
    # every verdict is the brute-force minimax's (both players are in both rounds)
    from core.brute import Brute
    from core.test_review import expected

    from ghost_gui.core.play.variants import variant_by_key
    from ghost_gui.core.words.lexicon import Lexicon
    from ghost_gui.core.words.wordlist import load_word_list

    lx = Lexicon.build(load_word_list(str(word_file)), 3, use_cache=False)
    brute = Brute(lx, variant_by_key("xghost"), 2)
    for r in reviewed.rounds:
        for p in r.plays:
            verdict, better = expected(brute, lx, p.before, p.fragment, 2)
            assert p.verdict == verdict and sorted(p.better) == sorted(better), p
