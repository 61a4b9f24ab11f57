"""State files that are damaged, odd or unwritable never stop a start, never hang, never
lose what can be kept, and are reported once (issue 11, points 4-7)."""

from __future__ import annotations

import json
import os
from dataclasses import replace
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from shells import flush_saves

from ghost_gui.core.storage import atomic_files
from ghost_gui.gui import storage
from ghost_gui.gui.app.saved_match import SavedMatch
from ghost_gui.gui.app.shell import Shell
from ghost_gui.gui.app.single_instance import SingleInstance
from ghost_gui.gui.dialogs.game_setup import GameSetup
from ghost_gui.gui.dialogs.stats import Stats
from ghost_gui.gui.house_words import HouseWords
from ghost_gui.gui.jobs import Jobs
from ghost_gui.gui.settings import Settings
from ghost_gui.gui.table import savegame

NESTED = "[" * 100_000


def data(tmp_path: Path) -> Path:
    d = tmp_path / "data"
    d.mkdir(exist_ok=True)
    return d


def shell_for(qapp, tmp_path: Path, word_file: Path) -> Shell:  # type: ignore[no-untyped-def]
    s = Settings(data(tmp_path) / "settings.ini")
    s.set(
        "last_game",
        GameSetup([("Ann", "human"), ("Robo", "perfect")], "ghost", 3, str(word_file)).to_json(),
    )
    shell = Shell(qapp, Jobs(synchronous=True), language="en", settings=s, test_mode=False)
    shell.controller.session.pause_ms = 0
    return shell


def log_lines(shell: Shell) -> list[str]:
    return [shell.window.log.item(i).text() for i in range(shell.window.log.count())]


@pytest.mark.parametrize("name", ["statistics.json", "saved-match.json", "house-words.json"])
def test_deeply_nested_json_in_a_state_file_is_set_aside(
    qapp, tmp_path: Path, word_file: Path, name: str, monkeypatch
) -> None:  # type: ignore[no-untyped-def]
    (data(tmp_path) / name).write_text(NESTED)
    monkeypatch.setattr(
        SavedMatch, "ask_resume", lambda *a, **k: pytest.fail("a damaged save was offered")
    )
    shell = shell_for(qapp, tmp_path, word_file)
    shell.start()
    assert shell.controller.session.match is not None  # a game started
    assert any("damaged" in line for line in log_lines(shell))
    assert (data(tmp_path) / f"{name}.corrupt").exists()
    shell.close()


@pytest.mark.parametrize("name", ["statistics.json", "saved-match.json", "house-words.json"])
def test_a_fifo_in_place_of_a_state_file_does_not_hang(
    qapp, tmp_path: Path, word_file: Path, name: str
) -> None:  # type: ignore[no-untyped-def]
    os.mkfifo(data(tmp_path) / name)
    shell = shell_for(qapp, tmp_path, word_file)
    shell.start()  # opening a FIFO would block for ever
    assert shell.controller.session.match is not None
    shell.close()


@settings(
    max_examples=60,
    deadline=None,
    derandomize=True,
    suppress_health_check=[HealthCheck.function_scoped_fixture],
)
@given(
    content=st.one_of(
        st.binary(max_size=300),
        st.recursive(
            st.none() | st.booleans() | st.integers() | st.text(max_size=8),
            lambda inner: (
                st.lists(inner, max_size=4)
                | st.dictionaries(st.text(max_size=6), inner, max_size=4)
            ),
            max_leaves=20,
        ).map(lambda v: json.dumps(v).encode()),
    )
)
def test_state_files_survive_any_content(tmp_path: Path, content: bytes) -> None:
    """A fuzz test of every state file's reader: any bytes read or are set aside, nothing raises."""
    for name in ("statistics.json", "saved-match.json", "house-words.json"):
        path = tmp_path / name
        path.write_bytes(content)
    stats = Stats(tmp_path / "statistics.json")
    stats.record_round("A", ["A", "B"], "word", word_by="A")
    saved, _ = savegame.load_saved_match(tmp_path / "saved-match.json")
    assert saved is None or isinstance(saved, savegame.SavedGame)
    house = HouseWords(tmp_path / "house-words.json")
    assert all(isinstance(w, str) for words in house.all().values() for w in words)
    for p in tmp_path.iterdir():
        p.unlink()


def unresumable_saves(word_file: Path, match_json: dict) -> list[dict]:  # type: ignore[type-arg]
    gone = {
        "word_list": str(word_file.parent / "moved-away.txt"),
        "practice": False,
        "house_words": [],
        "match": match_json,
    }
    wrong_type = {
        "word_list": str(word_file),
        "practice": False,
        "house_words": [],
        "match": dict(match_json, to_move="x"),
    }
    not_a_match = {"word_list": str(word_file), "match": {"version": 1}}
    return [gone, wrong_type, not_a_match]


@pytest.mark.parametrize("case", [0, 1, 2])
def test_a_save_that_cannot_be_resumed_is_explained_set_aside_and_a_new_game_starts(
    qapp, tmp_path: Path, word_file: Path, monkeypatch, case: int
) -> None:  # type: ignore[no-untyped-def]
    shell = shell_for(qapp, tmp_path, word_file)
    shell.start()
    good = shell.controller.saved_state().match.to_json()
    shell.close()
    savegame.save_match(savegame.SavedGame.from_json(unresumable_saves(word_file, good)[case]))
    asked: list[int] = []

    def yes(*a, **k):  # type: ignore[no-untyped-def]
        asked.append(1)
        return "resume"

    monkeypatch.setattr(SavedMatch, "ask_resume", yes)
    shell = shell_for(qapp, tmp_path, word_file)
    shell.start()
    assert asked == [1]
    assert (
        shell.controller.session.match is not None and shell.controller.session.match.round == 1
    )  # a new game
    assert any("could not be resumed" in line for line in log_lines(shell))
    assert savegame.default_save_path().with_suffix(".json.corrupt").exists()
    shell.close()
    savegame.clear_saved_match()
    shell = shell_for(qapp, tmp_path, word_file)
    shell.start()  # not offered again
    assert asked == [1]
    shell.close()


def test_saving_that_fails_is_said_once(qapp, tmp_path: Path, word_file: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    shell = shell_for(qapp, tmp_path, word_file)
    shell.start()

    def read_only(*_: object) -> None:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(atomic_files, "atomic_write_bytes", read_only)  # what storage writes with
    assert shell.controller.play_letter("c")
    assert shell.controller.session.match is not None
    for letter in "a":
        shell.controller.play_letter(letter)
    flush_saves(shell)
    said = [line for line in log_lines(shell) if "cannot be saved" in line]
    assert len(said) == 1 and str(storage.data_dir()) in said[0]
    shell.close()


def test_a_data_folder_that_is_a_file_is_reported_as_such(
    qapp, tmp_path: Path, word_file: Path, monkeypatch
) -> None:  # type: ignore[no-untyped-def]
    blocker = tmp_path / "blocked"
    blocker.write_text("not a folder")
    monkeypatch.setenv("GHOST_DATA_DIR", str(blocker))
    s = Settings(blocker / "settings.ini")
    shell = Shell(qapp, Jobs(synchronous=True), language="en", settings=s, test_mode=False)
    lines = log_lines(shell)
    assert any("cannot save" in line and "not a folder" in line for line in lines)
    assert not any("settings file was damaged" in line for line in lines)
    shell.close()


def test_house_words_are_merged_never_lost(tmp_path: Path) -> None:
    path = tmp_path / "house-words.json"
    first, second = HouseWords(path), HouseWords(path)  # two windows, or an old save
    assert first.add("english-family", {"zax"})
    assert second.add("english-family", {"qi"})
    assert first.add("english-family", {"zax"})
    assert HouseWords(path).words("english-family") == {"zax", "qi"}
    assert not HouseWords(path).add(
        "english-family", {"a" * 1_000_000}
    ) or "a" * 1_000_000 not in HouseWords(path).words("english-family")


def test_resuming_keeps_house_words_added_since_the_save(
    qapp, tmp_path: Path, word_file: Path, monkeypatch
) -> None:  # type: ignore[no-untyped-def]
    shell = shell_for(qapp, tmp_path, word_file)
    shell.start()
    state = shell.controller.saved_state()
    shell.close()
    key = str(word_file)
    savegame.save_match(replace(state, word_list=key))
    HouseWords().add(key, {"gnu"})  # accepted in another game after the save
    monkeypatch.setattr(SavedMatch, "ask_resume", lambda *a, **k: "resume")
    shell = shell_for(qapp, tmp_path, word_file)
    shell.start()
    assert "gnu" in shell.controller.house_words
    shell.controller.house_words.add("zebu")
    shell.controller.play_letter("c")  # saves
    assert HouseWords().words(key) >= {"gnu", "zebu"}
    shell.close()


def test_a_save_written_in_the_old_shape_resumes(
    qapp, tmp_path: Path, word_file: Path, monkeypatch
) -> None:  # type: ignore[no-untyped-def]
    """A save written before the saved game had a version (nor the take-back, capitalised
    words and longest word) is offered and resumes where it stood."""
    shell = shell_for(qapp, tmp_path, word_file)
    shell.start()
    assert shell.controller.play_letter("c")
    flush_saves(shell)
    match = shell.controller.saved_state().match.to_json()
    fragment = shell.controller.session.match.fragment
    shell.close()
    old = {"word_list": str(word_file), "practice": False, "house_words": ["zebu"], "match": match}
    savegame.default_save_path().write_text(json.dumps(old), encoding="utf-8")
    asked: list[int] = []
    monkeypatch.setattr(SavedMatch, "ask_resume", lambda *a, **k: asked.append(1) or "resume")
    shell = shell_for(qapp, tmp_path, word_file)
    shell.start()
    assert asked == [1]
    assert (
        shell.controller.session.match is not None
        and shell.controller.session.match.fragment == fragment
    )
    assert "zebu" in shell.controller.house_words
    assert not any("could not be resumed" in line for line in log_lines(shell))
    shell.close()


def test_the_old_house_words_setting_moves_into_its_file(
    qapp, tmp_path: Path, word_file: Path
) -> None:  # type: ignore[no-untyped-def]
    s = Settings(data(tmp_path) / "settings.ini")
    s.set("house_words", {"english-family": ["zax"]})
    shell = Shell(qapp, Jobs(synchronous=True), language="en", settings=s, test_mode=False)
    assert shell.house.words("english-family") == {"zax"}
    assert s.get("house_words") == {}
    shell.close()


def test_a_second_start_brings_the_first_window_forward(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    first = SingleInstance(tmp_path / "d")
    assert first.claim()
    second = SingleInstance(tmp_path / "d")
    assert not second.claim()
    with qtbot.waitSignal(first.raise_requested, timeout=5000):
        second.ask_first_to_show()
    first.release()
    third = SingleInstance(tmp_path / "d")
    assert third.claim()  # free again once the first is gone
    third.release()


# -- issue 28, point 3: every state file checked against its shape, damage told once --------


def learner_shell(qapp, tmp_path: Path, word_file: Path) -> Shell:  # type: ignore[no-untyped-def]
    s = Settings(data(tmp_path) / "settings.ini")
    s.set(
        "last_game",
        GameSetup([("Ann", "human"), ("Lea", "learner")], "ghost", 3, str(word_file)).to_json(),
    )
    shell = Shell(qapp, Jobs(synchronous=True), language="en", settings=s, test_mode=False)
    shell.controller.session.pause_ms = 0
    return shell


LEARNER_DAMAGE = {
    "bad json": b"{not json",
    "bad bytes": b"\xff\xfe\x00garbage",
    "another shape": b'{"format": 1, "lists": {"tiny.txt": "zzyzx"}}',
    "no words": b'{"format": 1, "lists": {"tiny.txt": ["cab", 7, "c4t"]}}',
    "nested": b"[" * 100_000,
    "fifo": None,
    "folder": b"",
}


@pytest.mark.parametrize("kind", list(LEARNER_DAMAGE))
def test_a_damaged_learner_memory_is_set_aside_and_told_once(
    qapp, tmp_path: Path, word_file: Path, kind: str
) -> None:  # type: ignore[no-untyped-def]
    path = data(tmp_path) / "learner-words.json"
    if kind == "fifo":
        os.mkfifo(path)
    elif kind == "folder":
        path.mkdir()
    else:
        path.write_bytes(LEARNER_DAMAGE[kind])
    shell = learner_shell(qapp, tmp_path, word_file)
    shell.start()  # never blocks, even on a FIFO
    assert shell.controller.session.match is not None
    assert sum("Learner" in line and "damaged" in line for line in log_lines(shell)) == 1
    assert (data(tmp_path) / "learner-words.json.corrupt").exists()
    if kind == "no words":  # the word that could be read is kept
        assert json.loads(path.read_text(encoding="utf-8"))["lists"]["tiny.txt"] == ["cab"]
    shell.start_game(shell.setup, resume=None)  # told once: the next match is quiet
    assert sum("Learner" in line for line in log_lines(shell)) == 1
    shell.close()


@pytest.mark.parametrize("name", ["house-words.json", "blocked-words.json"])
@pytest.mark.parametrize(
    "content",
    [
        {"english-family.txt": "zzyzx"},
        {"english-family.txt": [1, "zax"]},
        {"english-family.txt": ["zax", "c4t"]},
    ],
)
def test_table_words_of_the_wrong_shape_are_set_aside_and_told(
    qapp, tmp_path: Path, word_file: Path, name: str, content: dict
) -> None:  # type: ignore[no-untyped-def, type-arg]
    path = data(tmp_path) / name
    path.write_text(json.dumps(content), encoding="utf-8")
    shell = shell_for(qapp, tmp_path, word_file)
    told = [line for line in log_lines(shell) if "damaged" in line]
    assert len(told) == 1 and ("blocked" in told[0]) == (name == "blocked-words.json")
    assert json.loads((data(tmp_path) / f"{name}.corrupt").read_text(encoding="utf-8")) == content
    table = shell.blocked if name == "blocked-words.json" else shell.house
    kept = {"zax"} if content["english-family.txt"] != "zzyzx" else set()
    assert table.words("english-family.txt") == kept  # what could be read is kept ...
    assert (
        HouseWords(path, blocked=name == "blocked-words.json").notice is None
    )  # ... and written back: told once
    shell.close()
    HouseWords(tmp_path / "sound.json").add("english-family.txt", {"zax", "qi"})
    assert HouseWords(tmp_path / "sound.json").notice is None  # a file as written is no damage


V2_ROW = {
    "name": "Ann",
    "kind": "human",
    "matches": 2,
    "matches_won": 1,
    "abandoned": 0,
    "rounds_won": 3,
    "rounds_lost": 1,
    "longest_word": "cab",
}


@pytest.mark.parametrize(
    "content",
    [
        {"version": 1, "players": {"Ann": {"matches": 2}}},  # read as a player called "players"
        {"version": 2, "players": {"Ann": V2_ROW}},
        {"version": 3, "players": [V2_ROW]},
        {"version": 2, "players": [V2_ROW, {"name": "Bob", "kind": "human", "matches": -4}]},
        {"version": 2, "players": [V2_ROW, {"name": "Bob", "kind": "human", "matches": "many"}]},
        {
            "version": 2,
            "players": [V2_ROW, {"name": "Robo", "kind": "adaptive", "levels": [0.5, "high"]}],
        },
        {"version": 2, "players": [V2_ROW, {"name": 7, "kind": "human"}]},
        {"version": 2, "players": [V2_ROW, "Bob"]},
        {"Ann": {"matches": 2}, "Bob": [1, 2]},  # version 1 with a row that is no row
        {"Ann": {"matches": True}},
    ],
)
def test_statistics_of_the_wrong_shape_are_set_aside_and_told(
    qapp, tmp_path: Path, word_file: Path, content: dict
) -> None:  # type: ignore[no-untyped-def, type-arg]
    path = data(tmp_path) / "statistics.json"
    path.write_text(json.dumps(content), encoding="utf-8")
    shell = shell_for(qapp, tmp_path, word_file)
    assert sum("statistics file" in line and "damaged" in line for line in log_lines(shell)) == 1
    assert (
        json.loads((data(tmp_path) / "statistics.json.corrupt").read_text(encoding="utf-8"))
        == content
    )
    assert "players" not in shell.stats.players and all(
        isinstance(k, str | tuple) for k in shell.stats.players
    )
    if content.get("version") == 2 and isinstance(
        content["players"], list
    ):  # the sound rows are kept, and written back
        assert shell.stats.players["Ann"]["matches"] == 2
        assert Stats(path).notice is None and Stats(path).players["Ann"]["matches"] == 2
    shell.close()
    for sound in (
        {
            "version": 2,
            "players": [
                V2_ROW,
                {"name": "Robo", "kind": "adaptive", "matches": 1, "levels": [0.5, 1]},
            ],
        },
        {
            "Ann": {"matches": 2, "longest_word": "cab"},
            "Robo": {"levels": [0.25]},
        },  # version 1: still read
        {"version": 2, "players": []},
    ):
        (tmp_path / "sound.json").write_text(json.dumps(sound), encoding="utf-8")
        assert (
            Stats(tmp_path / "sound.json").notice is None
            and not (tmp_path / "sound.json.corrupt").exists()
        )


@pytest.mark.parametrize(
    "bad",
    [
        "a string",
        {"version": 1, "clock": "x"},
        {"version": 1, "clock": 2, "items": {"c": {"play": "a", "box": -1}}},
    ],
)
def test_another_cards_progress_of_the_wrong_shape_is_set_aside_and_told(
    qtbot, tmp_path: Path, bad: object
) -> None:  # type: ignore[no-untyped-def]
    from test_drill_view import type_right, view_for

    path = tmp_path / "drill-progress.json"
    type_right(qtbot, view_for(qtbot, path))  # this card's progress, sound
    sound = json.loads(path.read_text(encoding="utf-8"))
    damaged = {"version": 1, "cards": {**sound["cards"], "other/card": bad}}
    path.write_text(json.dumps(damaged), encoding="utf-8")
    view = view_for(qtbot, path)
    assert view.notice.isVisible() and "damaged" in view.notice.text()
    assert view.presenter.drill.reviews() == 1  # this card's progress is kept
    assert (
        json.loads((tmp_path / "drill-progress.json.corrupt").read_text(encoding="utf-8"))
        == damaged
    )
    assert set(json.loads(path.read_text(encoding="utf-8"))["cards"]) == set(
        sound["cards"]
    )  # the sound rest is written back
    assert not view_for(qtbot, path).notice.isVisible()  # told once


# -- issue 28, point 4: settings that cannot be written are told -----------------------------


def test_a_zoom_or_colours_that_cannot_be_saved_are_told_once(
    qapp, tmp_path: Path, word_file: Path
) -> None:  # type: ignore[no-untyped-def]
    (tmp_path / "not-a-folder").write_text("a file where the settings' folder should be")
    s = Settings(tmp_path / "not-a-folder" / "settings.ini")
    shell = Shell(qapp, Jobs(synchronous=True), language="en", settings=s, test_mode=False)
    shell.preferences.zoom(+1)
    shell.preferences.set_theme("dark")
    shell.preferences.zoom(0)
    said = [line for line in log_lines(shell) if "settings cannot be saved" in line]
    assert len(said) == 1
    shell.close()


def test_the_new_game_dialogs_choices_that_cannot_be_saved_are_told(
    qapp, tmp_path: Path, word_file: Path, monkeypatch
) -> None:  # type: ignore[no-untyped-def]
    from ghost_gui.gui.dialogs import new_game_dialog as dialog_mod

    (tmp_path / "not-a-folder").write_text("a file where the settings' folder should be")
    s = Settings(tmp_path / "not-a-folder" / "settings.ini")
    shell = Shell(qapp, Jobs(synchronous=True), language="en", settings=s, test_mode=False)

    class Dialog:
        def __init__(self, *a: object, **k: object) -> None:
            pass

        def exec(self) -> bool:
            return True

        def setup(self) -> GameSetup:
            return GameSetup([("Ann", "human"), ("Robo", "perfect")], "ghost", 3, str(word_file))

        def deleteLater(self) -> None:  # as the dialog goes once answered
            pass

    monkeypatch.setattr(dialog_mod, "NewGameDialog", Dialog)
    shell.games.new_game_dialog()
    assert sum("settings cannot be saved" in line for line in log_lines(shell)) == 1
    shell.close()


def test_a_huge_settings_file_is_set_aside_unread_and_told(
    qapp, tmp_path: Path, word_file: Path
) -> None:  # type: ignore[no-untyped-def]
    path = data(tmp_path) / "settings.ini"
    path.write_text(
        "[General]\nzoom=150\n" + "".join(f"junk{i}=value{i}\n" for i in range(120_000)),
        encoding="utf-8",
    )
    assert path.stat().st_size > 1024 * 1024
    shell = Shell(
        qapp, Jobs(synchronous=True), language="en", settings=Settings(path), test_mode=False
    )
    assert sum("settings file was damaged" in line for line in log_lines(shell)) == 1
    assert shell.settings.get("zoom") == 100  # the defaults
    assert (data(tmp_path) / "settings.ini.corrupt").stat().st_size > 1024 * 1024
    shell.close()


# -- issue 28, point 6: an evening of matches in one window stays bounded ----------------------


def test_the_game_log_keeps_its_newest_lines_only(qapp, tmp_path: Path, word_file: Path) -> None:  # type: ignore[no-untyped-def]
    from ghost_gui.gui.table.log_view import MAX_LINES
    from ghost_gui.gui.table.table_news import WordsCount
    from ghost_gui.gui.table.table_texts import log_text

    shell = shell_for(qapp, tmp_path, word_file)
    shell.start()
    log = shell.window.log

    # the first lines straight into the log, the last 50 the way the table sends them: each
    # line sent re-lays out every wrapped line before it (some 10 ms a line at 1,000 lines),
    # and the oldest lines go on both paths
    def line(i: int) -> str:
        return log_text(WordsCount(i))

    for i in range(MAX_LINES + 200):
        log.addItem(line(i))
    for i in range(MAX_LINES + 200, MAX_LINES + 250):
        shell.controller.session.tell(WordsCount(i), changed=False)
    assert log.count() == MAX_LINES
    assert log.item(log.count() - 1).text() == line(MAX_LINES + 249)
    assert log.item(0).text() == line(250 + log.count() - MAX_LINES)  # the oldest went
    shell.close()


def _damage_twice(path: Path, read: object) -> None:
    """Damage the file, read it, damage it again, read it again."""
    for junk in (b"\x00first damage", b"\x00second damage"):
        path.write_bytes(junk)
        read()  # type: ignore[operator]


@pytest.mark.parametrize(
    "name", ["statistics.json", "saved-match.json", "house-words.json", "settings.ini", "memory"]
)
def test_a_file_damaged_again_keeps_the_copy_set_aside_before(tmp_path: Path, name: str) -> None:
    from ghost_gui.core.opponents.learner import LearnerMemory

    path = tmp_path / name
    reads = {
        "statistics.json": lambda: Stats(path),
        "saved-match.json": lambda: savegame.load_saved_match(path),
        "house-words.json": lambda: HouseWords(path),
        "settings.ini": lambda: Settings(path),
        "memory": lambda: LearnerMemory(path),
    }
    _damage_twice(path, reads[name])
    assert (tmp_path / f"{name}.corrupt").read_bytes() == b"\x00first damage"
    assert (tmp_path / f"{name}.1.corrupt").read_bytes() == b"\x00second damage"


def test_set_aside_takes_the_first_free_name(tmp_path: Path) -> None:
    path = tmp_path / "statistics.json"
    for n in range(3):
        path.write_text(str(n))
        storage.set_aside(path)
    assert not path.exists()
    assert [
        (tmp_path / f).read_text()
        for f in ("statistics.json.corrupt",)
        + tuple(f"statistics.json.{n}.corrupt" for n in (1, 2))
    ] == ["0", "1", "2"]


def test_the_learner_notice_names_where_its_memory_went(tmp_path: Path) -> None:
    from ghost_gui.core.opponents.learner import LearnerMemory

    path = tmp_path / "learner-words.json"
    (tmp_path / "learner-words.json.corrupt").write_text("older")
    path.write_bytes(b"\x00")
    memory = LearnerMemory(path)
    assert memory.damaged and memory.set_aside_to == tmp_path / "learner-words.json.1.corrupt"
    assert (tmp_path / "learner-words.json.corrupt").read_text() == "older"


def test_the_game_log_s_lines_are_made_by_the_log(qapp, tmp_path: Path, word_file: Path) -> None:  # type: ignore[no-untyped-def]
    """Its lines, with their players' dots, are the list's own items, not Python's."""
    from made_items import made_by_python

    shell = shell_for(qapp, tmp_path, word_file)
    shell.start()
    shell.controller.play_letter("c")
    log = shell.window.log
    assert log.count() >= 2 and not log.item(log.count() - 1).icon().isNull()
    assert made_by_python(log) == []
    shell.close()
