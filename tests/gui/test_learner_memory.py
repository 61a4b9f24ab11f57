"""The learners' memory is written on the writer's thread, never the window's: a word learnt
at the table reaches the file all the same, in order, and none is lost on closing."""

from __future__ import annotations

import json
import random
import threading
from pathlib import Path

import pytest
from shells import make_shell

from ghost_gui.core.opponents.learner import LearnerMemory
from ghost_gui.gui.dialogs.game_setup import GameSetup
from ghost_gui.gui.file_writer import FileWriter
from ghost_gui.gui.table.learner_memory import BackgroundMemory


@pytest.fixture
def write_threads(monkeypatch: pytest.MonkeyPatch) -> list[threading.Thread]:
    """The threads that wrote a learner memory's file."""
    threads: list[threading.Thread] = []
    save = LearnerMemory.save

    def recorded(self: LearnerMemory) -> bool:
        threads.append(threading.current_thread())
        return save(self)

    monkeypatch.setattr(LearnerMemory, "save", recorded)
    return threads


def words_in(path: Path) -> dict[str, list[str]]:
    lists: dict[str, list[str]] = json.loads(path.read_text(encoding="utf-8"))["lists"]
    return lists


def test_words_reach_the_file_from_the_writer_thread(
    tmp_path: Path, write_threads: list[threading.Thread]
) -> None:
    path = tmp_path / "memory.json"
    writer = FileWriter()
    a, b = BackgroundMemory(path, writer), BackgroundMemory(path, writer)
    for word in ("gecko", "goat", "gnu"):
        assert a.learn("k", word)
        assert b.learn("k", word.upper() + "s")  # another match's learner, same file
    assert a.words("k") == {"gecko", "goat", "gnu"}  # known at once, before any write
    assert writer.flush(10)
    assert words_in(path) == {"k": ["gecko", "geckos", "gnu", "gnus", "goat", "goats"]}
    assert write_threads and threading.main_thread() not in write_threads
    assert LearnerMemory(path).words("k") == {"gecko", "goat", "gnu", "geckos", "goats", "gnus"}


def test_a_word_learnt_at_the_table_is_written_off_the_window_thread(
    qapp, qtbot, tmp_path: Path, write_threads: list[threading.Thread]
) -> None:  # type: ignore[no-untyped-def]
    rng = random.Random(5)
    words = sorted(
        {"".join(rng.choice("abcdefgh") for _ in range(rng.randint(3, 7))) for _ in range(400)}
    )
    path = tmp_path / "many.txt"
    path.write_text("\n".join(words) + "\n", encoding="utf-8")
    shell = make_shell(qapp, tmp_path)
    setup = GameSetup([("Ann", "human"), ("Lea", "learner")], "ghost", 3, str(path))
    shell.start_game(setup, None)
    c = shell.controller
    assert c.session.loaded is not None
    learner = c.session.loaded.strategies[1]
    unknown = next(w for w in reversed(words) if w not in learner.vocabulary())  # type: ignore[attr-defined]
    # on this, the window's, thread
    c.computers.meet(unknown, c.session.loaded.lexicon, c.session.house_words)
    shell.close()  # waits for the write
    memory = tmp_path / "data" / "learner-words.json"
    assert unknown in next(iter(words_in(memory).values()))
    assert write_threads and threading.main_thread() not in write_threads
