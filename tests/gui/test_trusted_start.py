"""Ghost always starts: a wrong value in the settings' last game is set aside and told, never
raised at start; a list that is gone is replaced by the family list with one sentence; and a
list that vanishes while it is being opened changes nothing."""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtWidgets import QApplication, QMessageBox

from ghost_gui.gui.app.shell import Shell
from ghost_gui.gui.dialogs import game_setup
from ghost_gui.gui.dialogs.game_setup import GameSetup, read_setup
from ghost_gui.gui.jobs import Jobs
from ghost_gui.gui.settings import Settings

#: every field of last_game: a value of the wrong type, and one of the right type that is
#: out of range or unknown
WRONG: dict[str, tuple[Any, Any]] = {
    "players": (5, [["Ann", "human"]]),
    "variant": (3, "hyperghost"),
    "min_length": ("4", 0),
    "word_list": (5, ""),
    "lives": ([3], -3),
    "next_round_starter": (None, "nobody"),
    "word_ends_round": ("yes", 1),
    "practice": (0, "true"),
    "take_back": ({}, "no"),
    "keep_capitalized": (1.5, None),
    "team_up": ("false", 0),
    "language": (7, "klingon"),
}


def good(word_file: Path) -> dict[str, Any]:
    """A right last game, as the settings hold it (JSON)."""
    setup = GameSetup([("Ann", "human"), ("Robo", "perfect")], "ghost", 3, str(word_file))  # type: ignore[arg-type]
    return dict(json.loads(json.dumps(setup.to_json())))


def start_with(qapp: QApplication, tmp_path: Path, last_game: Any) -> tuple[Shell, Path]:
    """The window started on a settings file whose last game is ``last_game`` (as written
    by hand: valid JSON, any values)."""
    data = tmp_path / "data"
    data.mkdir(exist_ok=True)
    ini = data / "settings.ini"
    for old in data.glob("settings.ini*"):
        old.unlink()
    text = json.dumps(last_game).replace("\\", "\\\\").replace('"', '\\"')
    ini.write_text(f'[General]\nlast_game="{text}"\n', encoding="utf-8")
    shell = Shell(
        qapp, Jobs(synchronous=True), language="en", settings=Settings(ini), test_mode=True
    )
    shell.start()
    return shell, ini


def told(shell: Shell) -> list[str]:
    return [shell.window.log.item(i).text() for i in range(shell.window.log.count())]


def closed(shell: Shell) -> None:
    if getattr(shell, "_closed_by_test", False):
        return
    shell._closed_by_test = True  # type: ignore[attr-defined]
    shell.close()
    QCoreApplication.processEvents()  # the window's zero-delay timers run before it goes
    shell.window.deleteLater()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


def check_started_and_set_aside(shell: Shell, ini: Path, *, expect_bad: bool) -> None:
    assert shell.controller.session.match is not None, "no game started"
    stored = Settings(ini).get("last_game")
    assert read_setup(stored)[1] == []  # what is stored now reads clean
    notices = [t for t in told(shell) if "could not be used" in t or "could not be read" in t]
    if expect_bad:
        assert len(notices) == 1, told(shell)
        assert Path(str(ini) + ".corrupt").exists()  # the file as it was, set aside
    else:
        assert notices == []


@pytest.mark.parametrize("field", sorted(WRONG))
@pytest.mark.parametrize("which", ["wrong type", "out of range"])
def test_a_wrong_value_in_the_last_game_is_set_aside_and_told(
    qapp: QApplication, tmp_path: Path, word_file: Path, field: str, which: str
) -> None:
    value = WRONG[field][which == "out of range"]
    shell, ini = start_with(qapp, tmp_path, good(word_file) | {field: value})
    try:
        check_started_and_set_aside(shell, ini, expect_bad=True)
        # the other fields are kept: the family's players and list stay
        if field not in ("players", "word_list"):
            assert [p.name for p in shell.controller.session.match.config.players] == [
                "Ann",
                "Robo",
            ]  # type: ignore[union-attr]
            assert shell.setup.word_list == str(word_file)
        # the next start is quiet: the value was replaced, not only ignored
        closed(shell)
        again = Shell(
            qapp, Jobs(synchronous=True), language="en", settings=Settings(ini), test_mode=True
        )
        again.start()
        try:
            assert not [t for t in told(again) if "could not be used" in t]
        finally:
            closed(again)
    finally:
        closed(shell)


def mutate(rng: random.Random, setup: dict[str, Any]) -> tuple[Any, bool]:
    """A random damage of the last game: (the value, whether one of its fields is now wrong
    for certain)."""
    junk: list[Any] = [
        None, True, -1, 0, 2**70, 1e300, "", "x" * 300, [], {}, [[]], ["Ann"], {"a": 1},
        "\u202eevil", [["", "human"], ["", "human"]], 9, 11, -3,
    ]  # fmt: skip
    value = dict(setup)
    certain = False
    for _ in range(rng.randint(1, 4)):
        field = rng.choice(sorted(WRONG))
        roll = rng.random()
        if roll < 0.4:
            value[field] = WRONG[field][rng.random() < 0.5]
            certain = True
        elif roll < 0.8:
            value[field] = rng.choice(junk)
        elif roll < 0.9:
            value.pop(field, None)  # an older version's settings: its default, no word
        else:
            value["unknown_" + field] = rng.choice(junk)  # a newer version's: ignored
    if rng.random() < 0.05:
        return rng.choice([5, "ghost", [1, 2], None]), True  # not a setup at all
    return value, certain


def test_200_random_damages_of_the_last_game_never_stop_a_start(
    qapp: QApplication, tmp_path: Path, word_file: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # a damaged list name gives way to the first game's list: the tiny one here, so that
    # 200 starts stay quick
    monkeypatch.setitem(game_setup.LANGUAGE_LISTS, "en", (str(word_file), str(word_file)))
    rng = random.Random(38)
    for _ in range(200):
        value, certain = mutate(rng, good(word_file))
        shell, ini = start_with(qapp, tmp_path, value)
        try:
            bad = not isinstance(value, dict) or bool(read_setup(value)[1])
            assert bad or not certain
            if isinstance(value, dict) or bad:
                check_started_and_set_aside(shell, ini, expect_bad=bad)
        finally:
            closed(shell)


def test_a_list_gone_before_a_start_gives_way_to_the_family_list(
    qapp: QApplication, tmp_path: Path, word_file: Path
) -> None:
    mine = tmp_path / "mylist.txt"
    mine.write_text(word_file.read_text(encoding="utf-8"), encoding="utf-8")
    setup = good(mine)
    mine.unlink()  # deleted between two evenings
    shell, ini = start_with(qapp, tmp_path, setup)
    try:
        m = shell.controller.session.match
        assert m is not None and m.config.word_list == "english-family.txt"
        assert [p.name for p in m.config.players] == ["Ann", "Robo"]  # the same family
        assert shell.window.keyboard.isEnabled()
        said = [t for t in told(shell) if "mylist.txt" in t]
        assert len(said) == 1 and "English: family" in said[0]
        # the next start and Play again begin on the family list, without a word
        assert shell.setup.word_list == "english-family.txt"
        assert Settings(ini).get("last_game")["word_list"] == "english-family.txt"
    finally:
        closed(shell)


def test_a_list_gone_while_it_is_opened_changes_nothing(
    qapp: QApplication, tmp_path: Path, word_file: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    two = good(word_file) | {"players": [["Ann", "human"], ["Bo", "human"]]}
    shell, ini = start_with(qapp, tmp_path, two)
    try:
        c = shell.controller
        shell.window.play("c")
        before = (c.session.match, shell.setup, Settings(ini).get("last_game"))
        counted = json.dumps(shell.stats.players, sort_keys=True, default=str)
        gone = tmp_path / "gone.txt"
        warned: list[str] = []
        monkeypatch.setattr(QMessageBox, "warning", lambda *a, **k: warned.append(a[2]))
        # the list was read and reported, then deleted before "Use this list"
        shell.games.start_game(
            GameSetup(word_list=str(gone)),
            None,
            remember=True,
            failed=shell.word_lists.cannot_use,
        )
        assert len(warned) == 1 and "gone.txt" in warned[0]
        assert (c.session.match, shell.setup, Settings(ini).get("last_game")) == before
        # the match in play is not counted abandoned, nor played
        assert json.dumps(shell.stats.players, sort_keys=True, default=str) == counted
        shell.window.play("a")  # the match in play goes on
        assert c.session.match is not None and c.session.match.fragment in ("ca", "ac")
    finally:
        closed(shell)
