"""A state file that is there but may not be read (mode 000, another user's) is not damaged:
it is told as such, left where it is with its bytes, and nothing is written over it. Root
reads any file, so the refusal is made here by refusing to open that one path."""

from __future__ import annotations

import builtins
import os
import random
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QApplication
from test_drill_view import card_for

from ghost_gui.gui.app.shell import Shell
from ghost_gui.gui.cards.drill_presenter import DrillNotice, DrillPresenter
from ghost_gui.gui.dialogs.game_setup import GameSetup
from ghost_gui.gui.jobs import Jobs
from ghost_gui.gui.settings import Settings

CONTENT = b'{"only": "its owner may read this"}'


@pytest.fixture
def refuse(monkeypatch: pytest.MonkeyPatch) -> Iterator[set[str]]:
    """Paths that cannot be opened for reading, as a file of mode 000 cannot by its non-owner."""
    refused: set[str] = set()
    real_open, real_os_open = builtins.open, os.open

    def check(path: Any, writing: bool) -> None:
        if not writing and os.fspath(path) in refused:
            raise PermissionError(13, "Permission denied", os.fspath(path))

    def fake_open(file: Any, mode: str = "r", *a: Any, **k: Any) -> Any:
        if isinstance(file, (str, os.PathLike)):
            check(file, any(c in mode for c in "wax+"))
        return real_open(file, mode, *a, **k)

    def fake_os_open(path: Any, flags: int, *a: Any, **k: Any) -> int:
        check(path, bool(flags & (os.O_WRONLY | os.O_RDWR)))
        return real_os_open(path, flags, *a, **k)

    monkeypatch.setattr(builtins, "open", fake_open)
    monkeypatch.setattr(os, "open", fake_os_open)
    yield refused


def left_alone(path: Path, content: bytes) -> None:
    assert path.read_bytes() == content  # where it was, as it was
    assert not list(path.parent.glob(path.name + "*.corrupt"))  # not set aside as damaged


def start(qapp: QApplication, tmp_path: Path, word_file: Path) -> Shell:
    s = Settings(tmp_path / "data" / "settings.ini")
    s.set(
        "last_game",
        GameSetup([("Ann", "human"), ("Bo", "human")], "ghost", 3, str(word_file)).to_json(),
    )  # type: ignore[arg-type]
    shell = Shell(qapp, Jobs(synchronous=True), language="en", settings=s, test_mode=False)
    shell.controller.session.pause_ms = 0
    shell.start()
    return shell


def told(shell: Shell) -> list[str]:
    return [shell.window.log.item(i).text() for i in range(shell.window.log.count())]


@pytest.mark.parametrize(
    "name", ["statistics.json", "house-words.json", "blocked-words.json", "saved-match.json"]
)
def test_a_state_file_that_may_not_be_read_is_told_and_left_alone(
    qapp: QApplication, tmp_path: Path, word_file: Path, refuse: set[str], name: str
) -> None:
    path = tmp_path / "data" / name
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(CONTENT)
    refuse.add(str(path))
    shell = start(qapp, tmp_path, word_file)
    try:
        assert shell.controller.session.match is not None  # the game starts all the same
        said = [t for t in told(shell) if "cannot be read (permission denied)" in t]
        assert len(said) == 1, told(shell)
        # plays save the match after each; a round played to its end saves statistics; a
        # word the table accepted and one it blocked save the table's words
        c = shell.controller
        c.house_words.add("zzz")
        c.blocked_words.add("zebra")
        for letter in "ca":
            shell.window.play(letter)
        shell.window.play("t")
        assert c.session.round_over is not None
        left_alone(path, CONTENT)
    finally:
        shell.close()


def test_a_settings_file_that_may_not_be_read_is_told_and_never_written(
    qapp: QApplication, tmp_path: Path, refuse: set[str]
) -> None:
    path = tmp_path / "settings.ini"
    content = b"[General]\nzoom=150\n"
    path.write_bytes(content)
    refuse.add(str(path))
    s = Settings(path)
    assert s.notice is not None and "cannot be read (permission denied)" in s.notice
    s.set("zoom", 120)
    s.sync()
    assert s.get("zoom") == 120  # this session's change holds in this session
    left_alone(path, content)


def test_drill_progress_that_may_not_be_read_is_told_and_never_written(
    qapp: QApplication, tmp_path: Path, refuse: set[str]
) -> None:
    path = tmp_path / "drill.json"
    path.write_bytes(CONTENT)
    refuse.add(str(path))
    p = DrillPresenter(card_for("super"), "tiny/super", path, rng=random.Random(3))
    assert p.state.notice is DrillNotice.UNREADABLE
    assert p.save()
    left_alone(path, CONTENT)
