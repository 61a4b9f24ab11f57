"""State files that are damaged, odd or unwritable never stop a start, never hang, never
lose what can be kept, and are reported once (issue 11, points 4-7)."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from ghost_gui.gui import savegame, storage
from ghost_gui.gui.house_words import HouseWords
from ghost_gui.gui.jobs import Jobs
from ghost_gui.gui.new_game_dialog import GameSetup
from ghost_gui.gui.settings import Settings
from ghost_gui.gui.shell import Shell
from ghost_gui.gui.single_instance import SingleInstance
from ghost_gui.gui.stats import Stats

NESTED = "[" * 100_000


def data(tmp_path: Path) -> Path:
    d = tmp_path / "data"
    d.mkdir(exist_ok=True)
    return d


def shell_for(qapp, tmp_path: Path, word_file: Path) -> Shell:  # type: ignore[no-untyped-def]
    s = Settings(data(tmp_path) / "settings.ini")
    s.set("last_game", GameSetup([("Ann", "human"), ("Robo", "perfect")], "ghost", 3, str(word_file)).to_json())
    shell = Shell(qapp, Jobs(synchronous=True), language="en", settings=s, test_mode=False)
    shell.controller.pause_ms = 0
    return shell


def log_lines(shell: Shell) -> list[str]:
    return [shell.window.log.item(i).text() for i in range(shell.window.log.count())]


@pytest.mark.parametrize("name", ["statistics.json", "saved-match.json", "house-words.json"])
def test_deeply_nested_json_in_a_state_file_is_set_aside(qapp, tmp_path: Path, word_file: Path, name: str, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    (data(tmp_path) / name).write_text(NESTED)
    monkeypatch.setattr(Shell, "ask_resume", lambda *a, **k: pytest.fail("a damaged save was offered"))
    shell = shell_for(qapp, tmp_path, word_file)
    shell.start()
    assert shell.controller.match is not None  # a game started
    assert any("damaged" in line for line in log_lines(shell))
    assert (data(tmp_path) / f"{name}.corrupt").exists()
    shell.close()


@pytest.mark.parametrize("name", ["statistics.json", "saved-match.json", "house-words.json"])
def test_a_fifo_in_place_of_a_state_file_does_not_hang(qapp, tmp_path: Path, word_file: Path, name: str) -> None:  # type: ignore[no-untyped-def]
    os.mkfifo(data(tmp_path) / name)
    shell = shell_for(qapp, tmp_path, word_file)
    shell.start()  # opening a FIFO would block for ever
    assert shell.controller.match is not None
    shell.close()


@settings(max_examples=60, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(content=st.one_of(st.binary(max_size=300), st.recursive(st.none() | st.booleans() | st.integers() | st.text(max_size=8),
                                                                lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=6), inner, max_size=4),
                                                                max_leaves=20).map(lambda v: json.dumps(v).encode())))
def test_state_files_survive_any_content(tmp_path: Path, content: bytes) -> None:
    """A fuzz test of every state file's reader: any bytes read or are set aside, nothing raises."""
    for name in ("statistics.json", "saved-match.json", "house-words.json"):
        path = tmp_path / name
        path.write_bytes(content)
    stats = Stats(tmp_path / "statistics.json")
    stats.record_round("A", ["A", "B"], "word", word_by="A")
    saved, _ = savegame.load_saved_match(tmp_path / "saved-match.json")
    assert saved is None or isinstance(saved, dict)
    house = HouseWords(tmp_path / "house-words.json")
    assert all(isinstance(w, str) for words in house.all().values() for w in words)
    for p in tmp_path.iterdir():
        p.unlink()


def unresumable_saves(word_file: Path, match_json: dict) -> list[dict]:  # type: ignore[type-arg]
    gone = {"word_list": str(word_file.parent / "moved-away.txt"), "practice": False, "house_words": [], "match": match_json}
    wrong_type = {"word_list": str(word_file), "practice": False, "house_words": [], "match": dict(match_json, to_move="x")}
    not_a_match = {"word_list": str(word_file), "match": {"version": 1}}
    return [gone, wrong_type, not_a_match]


@pytest.mark.parametrize("case", [0, 1, 2])
def test_a_save_that_cannot_be_resumed_is_explained_set_aside_and_a_new_game_starts(qapp, tmp_path: Path, word_file: Path, monkeypatch, case: int) -> None:  # type: ignore[no-untyped-def]
    shell = shell_for(qapp, tmp_path, word_file)
    shell.start()
    good = shell.controller.saved_state()["match"]
    shell.close()
    savegame.save_match(unresumable_saves(word_file, good)[case])
    asked: list[int] = []

    def yes(*a, **k):  # type: ignore[no-untyped-def]
        asked.append(1)
        return "resume"

    monkeypatch.setattr(Shell, "ask_resume", yes)
    shell = shell_for(qapp, tmp_path, word_file)
    shell.start()
    assert asked == [1]
    assert shell.controller.match is not None and shell.controller.match.round == 1  # a new game
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

    monkeypatch.setattr(storage, "atomic_write_bytes", read_only)
    assert shell.controller.play_letter("c")
    assert shell.controller.match is not None
    for letter in "a":
        shell.controller.play_letter(letter)
    said = [line for line in log_lines(shell) if "cannot be saved" in line]
    assert len(said) == 1 and str(storage.data_dir()) in said[0]
    shell.close()


def test_a_data_folder_that_is_a_file_is_reported_as_such(qapp, tmp_path: Path, word_file: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
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
    assert not HouseWords(path).add("english-family", {"a" * 1_000_000}) or "a" * 1_000_000 not in HouseWords(path).words("english-family")


def test_resuming_keeps_house_words_added_since_the_save(qapp, tmp_path: Path, word_file: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    shell = shell_for(qapp, tmp_path, word_file)
    shell.start()
    state = shell.controller.saved_state()
    shell.close()
    key = str(word_file)
    state["word_list"] = key
    savegame.save_match(state)
    HouseWords().add(key, {"gnu"})  # accepted in another game after the save
    monkeypatch.setattr(Shell, "ask_resume", lambda *a, **k: "resume")
    shell = shell_for(qapp, tmp_path, word_file)
    shell.start()
    assert "gnu" in shell.controller.house_words
    shell.controller.house_words.add("zebu")
    shell.controller.play_letter("c")  # saves
    assert HouseWords().words(key) >= {"gnu", "zebu"}
    shell.close()


def test_the_old_house_words_setting_moves_into_its_file(qapp, tmp_path: Path, word_file: Path) -> None:  # type: ignore[no-untyped-def]
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
