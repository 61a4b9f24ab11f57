"""Settings: declared once, typed, kept in an INI file; a damaged file costs only itself."""

from __future__ import annotations

from pathlib import Path

import pytest

from ghost_gui.gui.settings import OPTIONS, Settings

SETUP = {
    "players": [["Ann", "human"], ["Борис", "perfect"]],
    "variant": "super",
    "min_length": 4,
    "word_list": "russian-nouns.txt",
    "lives": 3,
    "next_round_starter": "after_loser",
    "word_ends_round": False,
}


def test_defaults_then_a_round_trip_through_the_file(tmp_path: Path) -> None:
    path = tmp_path / "settings.ini"
    s = Settings(path)
    assert s.notice is None
    assert {name: s.get(name) for name in OPTIONS} == {
        name: o.default for name, o in OPTIONS.items()
    }
    s.set("last_game", SETUP)
    s.set("language", "ru")
    s.set("hints", True)
    s["computer_pause_ms"] = 250
    s.set("window_geometry", b"\x01\x00\xd0\xff geometry")
    s.set("house_words", {"english-family": ["qi", "zax"], "/home/a/мои слова.txt": ["ёж"]})
    again = Settings(path)
    assert again.notice is None
    assert again.get("last_game") == SETUP
    assert again.get("language") == "ru"
    assert again.get("hints") is True
    assert again["computer_pause_ms"] == 250
    assert again.get("window_geometry") == b"\x01\x00\xd0\xff geometry"
    assert again.get("house_words") == {
        "english-family": ["qi", "zax"],
        "/home/a/мои слова.txt": ["ёж"],
    }
    again.reset("language")
    assert Settings(path).get("language") == ""


def test_a_default_read_is_a_copy() -> None:
    s = Settings(Path("/nonexistent/dir/settings.ini"))
    s.get("house_words")["x"] = ["y"]
    assert s.get("house_words") == {}


def test_setting_a_value_of_the_wrong_type_is_refused(tmp_path: Path) -> None:
    s = Settings(tmp_path / "s.ini")
    with pytest.raises(TypeError):
        s.set("computer_pause_ms", "fast")
    with pytest.raises(TypeError):
        s.set("computer_pause_ms", True)  # a bool is not a number of milliseconds
    with pytest.raises(TypeError):
        s.set("house_words", {"list": "not a list"})
    with pytest.raises(KeyError):
        s.set("no_such_option", 1)


def test_values_edited_into_nonsense_read_as_their_defaults(tmp_path: Path) -> None:
    path = tmp_path / "s.ini"
    path.write_text(
        "[General]\nlanguage=ru\nhints=maybe\ncomputer_pause_ms=soon\nwindow_geometry=not base64!\n"
        'house_words="{\\"english\\": 5}"\nlast_game=[1, 2\n',
        encoding="utf-8",
    )
    s = Settings(path)
    assert s.notice and "house_words" in s.notice  # reset, and said so once
    assert (tmp_path / "s.ini.corrupt").exists()
    assert Settings(path).notice is None  # what was kept was written back
    assert s.get("language") == "ru"
    assert s.get("hints") is False
    assert s.get("computer_pause_ms") == 700
    assert s.get("window_geometry") == b""
    assert s.get("house_words") == {}
    assert s.get("last_game") == {}


@pytest.mark.parametrize(
    "junk", [b"\x00\x9f\xff\x00\x01binary junk", b"[General\nlanguage=ru\n\xff\xfe"]
)
def test_a_damaged_file_gives_defaults_and_one_notice_and_is_set_aside(
    tmp_path: Path, junk: bytes
) -> None:
    (tmp_path / "statistics.json").write_text("{}")
    path = tmp_path / "settings.ini"
    path.write_bytes(junk)
    s = Settings(path)
    assert s.notice and "\n" not in s.notice
    assert s.get("hints") is False and s.get("house_words") == {}
    assert (tmp_path / "settings.ini.corrupt").read_bytes() == junk
    s.set("hints", True)  # settings work again at once
    assert Settings(path).get("hints") is True and Settings(path).notice is None
    assert (tmp_path / "statistics.json").read_text() == "{}"


def test_a_file_of_comments_is_not_damaged(tmp_path: Path) -> None:
    path = tmp_path / "settings.ini"
    path.write_text("; edited by hand\n[General]\n", encoding="utf-8")
    assert Settings(path).notice is None and path.exists()


def test_a_half_damaged_file_keeps_what_can_be_read(tmp_path: Path) -> None:
    path = tmp_path / "settings.ini"
    path.write_text("[General\nlanguage=ru\ncomputer_pause_ms=300\n", encoding="utf-8")
    s = Settings(path)
    assert s.notice
    assert s.get("language") == "ru" and s.get("computer_pause_ms") == 300
    assert Settings(path).notice is None


def test_without_a_path_the_data_dir_of_tests_is_used(tmp_path: Path) -> None:
    # conftest points GHOST_DATA_DIR at a temporary folder: the user's settings stay untouched
    s = Settings()
    s.set("language", "ru")
    assert Path(s.file_name) == tmp_path / "data" / "settings.ini"


def test_an_unclosed_quote_does_not_swallow_the_settings_after_it(tmp_path: Path) -> None:
    path = tmp_path / "settings.ini"
    path.write_text(
        '[General]\nhouse_words="{\\"a\\": [\\"x\\"\nlanguage=ru\ncomputer_pause_ms=5\n',
        encoding="utf-8",
    )
    s = Settings(path)
    assert s.notice and "house_words" in s.notice
    assert s.get("language") == "ru" and s.get("computer_pause_ms") == 5
    assert (tmp_path / "settings.ini.corrupt").exists()
    again = Settings(path)
    assert again.notice is None and again.get("language") == "ru"


def test_deeply_nested_json_in_a_setting_is_reset_not_a_crash(tmp_path: Path) -> None:
    path = tmp_path / "settings.ini"
    path.write_text("[General]\nlast_game=" + "[" * 100_000 + "\nlanguage=ru\n", encoding="utf-8")
    s = Settings(path)
    assert s.notice and s.get("last_game") == {} and s.get("language") == "ru"


def test_a_fifo_in_place_of_the_settings_file_does_not_hang(tmp_path: Path) -> None:
    import os

    path = tmp_path / "settings.ini"
    os.mkfifo(path)
    s = Settings(path)  # would block for ever opening the FIFO
    assert s.notice
    s.set("language", "ru")
    assert Settings(path).get("language") == "ru"


def test_settings_that_cannot_be_written_are_reported(tmp_path: Path) -> None:
    (tmp_path / "data").write_text("a file where the data folder should be")
    s = Settings(tmp_path / "data" / "settings.ini")
    assert s.notice is None  # nothing damaged: the folder problem is reported by the shell
    s.set("language", "ru")
    assert s.write_error


def test_every_change_that_cannot_be_written_is_reported_to_the_window(tmp_path: Path) -> None:
    (tmp_path / "data").write_text("a file where the data folder should be")
    s = Settings(tmp_path / "data" / "settings.ini")
    told: list[str] = []
    s.on_write_error = told.append
    s.set("zoom", 120)
    s.set("theme", "dark")
    s.set("last_game", SETUP)
    s.reset("house_words")
    assert len(told) == 4 and all(t == s.write_error for t in told)
    ok = Settings(tmp_path / "fine.ini")
    ok.on_write_error = told.append
    ok.set("zoom", 120)
    assert len(told) == 4 and ok.write_error is None


def test_a_settings_file_over_a_megabyte_is_set_aside_unread(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from PySide6.QtCore import QSettings

    path = tmp_path / "settings.ini"
    path.write_text("[General]\nzoom=150\n" + "x=" + "y" * (1024 * 1024) + "\n", encoding="utf-8")
    opened: list[str] = []
    real = QSettings.__init__

    def watch(self, *args) -> None:  # type: ignore[no-untyped-def]
        opened.append(str(args[0]) if args and path.exists() else "")
        real(self, *args)

    monkeypatch.setattr(QSettings, "__init__", watch)
    s = Settings(path)
    assert s.notice and s.get("zoom") == 100
    assert (tmp_path / "settings.ini.corrupt").stat().st_size > 1024 * 1024
    assert str(path) not in opened  # never read: set aside first
    s.set("zoom", 150)
    assert Settings(path).get("zoom") == 150 and Settings(path).notice is None
