"""The Learner computer: what it knows at first, what it learns at the table, that it
remembers across a restart, and that a bad or unwritable memory file never stops a game."""

from __future__ import annotations

import json
import os
import random
from pathlib import Path

import pytest

from ghost_gui.core.opponents.learner import SEED_SIZE, LearnerMemory, LearnerStrategy
from ghost_gui.core.opponents.strategies import Position
from ghost_gui.core.play.plays import Play
from ghost_gui.core.play.variants import variant_by_key
from ghost_gui.core.words.lexicon import Lexicon
from ghost_gui.core.words.wordlist import word_list_from_words

#: 169 three-letter words: the 150 shortest (the seed when there are no ranks) are all b-words
FILLER = [f"b{a}{c}" for a in "abcdefghijklm" for c in "abcdefghijklm"]
WORDS = [*FILLER, "gecko", "gerbil", "goat"]
GHOST = variant_by_key("ghost")
KEY = "test-list"


def lexicon(words: list[str] = WORDS) -> Lexicon:
    return Lexicon.build(word_list_from_words(words), 3, use_cache=False)


def learner(
    path: Path, lx: Lexicon | None = None, ranks: tuple[str, ...] | None = None
) -> LearnerStrategy:
    return LearnerStrategy(
        lx or lexicon(), GHOST, 2, random.Random(4), LearnerMemory(path), ranks, key=KEY
    )


def at(fragment: str, lx: Lexicon, house: frozenset[str] = frozenset()) -> Position:
    return Position(fragment, len(fragment) % 2, 2, lx, GHOST, house)


def test_the_seed_is_the_ranked_words_or_the_shortest(tmp_path: Path) -> None:
    lx = lexicon()
    plain = learner(tmp_path / "m.json", lx)
    assert plain.seed == frozenset(sorted(FILLER)[:SEED_SIZE])
    assert plain.vocabulary() == plain.seed
    ranked = learner(tmp_path / "m.json", lx, ranks=("gecko", "zzzz", *FILLER[:60]))
    assert ranked.seed == frozenset(["gecko", *FILLER[:60]])  # "zzzz" is not in the list
    few = learner(
        tmp_path / "m.json", lx, ranks=("gecko", *FILLER[:40])
    )  # 41 < 50: shortest instead
    assert few.seed == plain.seed


def test_it_knows_a_word_after_meeting_it_once_and_after_a_restart(tmp_path: Path) -> None:
    path = tmp_path / "memory.json"
    lx = lexicon()
    s = learner(path, lx)
    # before: no word it knows starts with "gec", so it says so, and cannot answer
    assert s.challenge(at("gec", lx)) == "no_word"
    assert s.answer(at("ge", lx), "no_word") is None
    assert {s.choose_play(at("g", lx)) for _ in range(40)} == {
        Play("e"),
        Play("o"),
    }  # any legal play
    assert s.meet("Gecko", at("ge", lx)) is True  # named by the other player, say
    assert "gecko" in s.vocabulary()
    assert s.challenge(at("gec", lx)) is None
    assert s.answer(at("ge", lx), "no_word") == "gecko"
    # its solver now plays towards gecko, the only word it knows after g
    assert all(s.choose_play(at("g", lx)) == Play("e") for _ in range(40))
    assert s.meet("gecko", lx) is False  # not new any more
    # a restart: a new memory and a new player on the same file
    again = learner(path, lx)
    assert "gecko" in again.vocabulary()
    assert again.answer(at("ge", lx), "no_word") == "gecko"
    assert json.loads(path.read_text(encoding="utf-8")) == {"format": 1, "lists": {KEY: ["gecko"]}}
    assert sorted(os.listdir(tmp_path)) == ["memory.json"]  # no temporary file left


def test_only_words_the_table_accepts_are_learnt(tmp_path: Path) -> None:
    path = tmp_path / "memory.json"
    lx = lexicon()
    s = learner(path, lx)
    for word in (
        "gecxo",
        "ge",
        "g3cko",
        "",
        "x" * 70,
        "baa",
    ):  # not a word, too short, or known already
        assert s.meet(word, lx) is False
    assert not path.exists()
    assert s.vocabulary() == s.seed
    # a house word is accepted at this table: learnt, and known where it counts
    house = frozenset({"gelato"})
    assert s.meet("gelato", at("gel", lx, house)) is True
    assert "gelato" in s.vocabulary(house) and "gelato" not in s.vocabulary()
    assert s.answer(at("gel", lx, house), "no_word") == "gelato"
    assert s.challenge(at("gel", lx)) == "no_word"  # at another table it is no word
    assert s.meet("gerbil", lx, house_words=()) is True
    assert LearnerMemory(path).words(KEY) == {"gelato", "gerbil"}


def test_lists_are_kept_apart(tmp_path: Path) -> None:
    memory = LearnerMemory(tmp_path / "m.json")
    assert memory.learn("one", "gecko") and memory.learn("two", "goat")
    back = LearnerMemory(tmp_path / "m.json")
    assert (
        back.words("one") == {"gecko"}
        and back.words("two") == {"goat"}
        and back.words("three") == set()
    )
    assert back.keys() == ["one", "two"]


def test_two_memories_on_one_file_lose_nothing(tmp_path: Path) -> None:
    a, b = LearnerMemory(tmp_path / "m.json"), LearnerMemory(tmp_path / "m.json")
    assert a.learn(KEY, "gecko") and b.learn(KEY, "goat")
    assert LearnerMemory(tmp_path / "m.json").words(KEY) == {"gecko", "goat"}


@pytest.mark.parametrize(
    "content",
    [
        b"{not json",
        b"\xff\xfe\x00garbage",
        b"[]",
        b'{"format": 2, "lists": {}}',
        b'{"format": 1, "lists": {"k": "gecko"}}',
        b'{"format": 1, "lists": {"k": [1, 2]}}',
        b"[" * 100_000,
    ],
)
def test_a_damaged_file_is_set_aside_and_memory_starts_empty(
    tmp_path: Path, content: bytes
) -> None:
    path = tmp_path / "memory.json"
    path.write_bytes(content)
    memory = LearnerMemory(path)
    assert memory.damaged and memory.words(KEY) == set()
    assert not path.exists()
    assert (tmp_path / "memory.json.corrupt").read_bytes() == content
    assert memory.learn(KEY, "gecko")  # and it starts afresh
    assert LearnerMemory(path).words(KEY) == {"gecko"} and not LearnerMemory(path).damaged


def test_entries_that_are_not_words_are_damage_told_and_the_words_kept(tmp_path: Path) -> None:
    path = tmp_path / "memory.json"
    path.write_text(
        json.dumps(
            {"format": 1, "lists": {KEY: ["Gecko", "g3cko", "x" * 65, 7, "goat"], "other": "zzyzx"}}
        ),
        encoding="utf-8",
    )
    memory = LearnerMemory(path)
    assert memory.damaged and memory.words(KEY) == {"gecko", "goat"}
    assert (tmp_path / "memory.json.corrupt").exists()
    again = LearnerMemory(path)  # the words that could be read were written back: told once
    assert not again.damaged and again.words(KEY) == {"gecko", "goat"}
    path.write_text(
        json.dumps({"format": 1, "lists": {KEY: ["Gecko", "gecko", "goat"]}}), encoding="utf-8"
    )
    assert not LearnerMemory(path).damaged  # capitals are no damage


def test_a_file_too_large_is_damage(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import ghost_gui.core.opponents.learner as learner_mod

    monkeypatch.setattr(learner_mod, "MAX_FILE_BYTES", 100)
    path = tmp_path / "memory.json"
    path.write_text(json.dumps({"format": 1, "lists": {KEY: ["gecko"] * 50}}), encoding="utf-8")
    memory = LearnerMemory(path)
    assert memory.damaged and (tmp_path / "memory.json.corrupt").exists()


def test_a_missing_file_is_an_empty_memory(tmp_path: Path) -> None:
    memory = LearnerMemory(tmp_path / "nowhere" / "memory.json")
    assert not memory.damaged and memory.words(KEY) == set()
    assert memory.learn(KEY, "gecko")  # the folder is made
    assert (tmp_path / "nowhere" / "memory.json").exists()


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")
def test_a_fifo_in_its_place_does_not_hang_and_is_damage(tmp_path: Path) -> None:
    os.mkfifo(tmp_path / "memory.json")
    memory = LearnerMemory(tmp_path / "memory.json")
    assert memory.damaged and memory.words(KEY) == set()  # told, not read as an empty memory
    assert (tmp_path / "memory.json.corrupt").exists() and not (tmp_path / "memory.json").exists()
    assert memory.learn(KEY, "gecko") and LearnerMemory(tmp_path / "memory.json").words(KEY) == {
        "gecko"
    }


def test_a_folder_in_its_place_is_damage(tmp_path: Path) -> None:
    (tmp_path / "memory.json").mkdir()
    memory = LearnerMemory(tmp_path / "memory.json")
    assert memory.damaged and memory.words(KEY) == set()


def test_an_unwritable_place_loses_the_file_not_the_game(tmp_path: Path) -> None:
    (tmp_path / "a-file").write_text("not a folder", encoding="utf-8")
    path = tmp_path / "a-file" / "memory.json"  # its folder cannot exist
    lx = lexicon()
    s = learner(path, lx)
    assert s.memory.learn(KEY, "gerbil") is False and s.memory.save_failed
    assert s.meet("gecko", lx) is True  # learnt for this session all the same
    assert "gecko" in s.vocabulary() and s.answer(at("ge", lx), "no_word") == "gecko"
    assert (tmp_path / "a-file").read_text(encoding="utf-8") == "not a folder"


@pytest.mark.skipif(not hasattr(os, "geteuid") or os.geteuid() == 0, reason="root writes anywhere")
def test_a_read_only_folder(tmp_path: Path) -> None:
    folder = tmp_path / "ro"
    folder.mkdir()
    folder.chmod(0o500)
    try:
        memory = LearnerMemory(folder / "memory.json")
        assert memory.learn(KEY, "gecko") is False and memory.words(KEY) == {"gecko"}
        assert os.listdir(folder) == []
    finally:
        folder.chmod(0o700)


def test_it_never_bluffs_or_blunders_within_what_it_knows(tmp_path: Path) -> None:
    # P1 to move: "abc" ends on P1, "bcde" on P2; knowing both, it always plays b
    lx = lexicon(["abc", "bcde"])
    s = LearnerStrategy(lx, GHOST, 2, random.Random(0), LearnerMemory(tmp_path / "m.json"), key=KEY)
    assert all(s.choose_play(at("", lx)) == Play("b") for _ in range(30))
    assert all(s.challenge(at("bx", lx)) == "no_word" for _ in range(30))
    assert all(s.challenge(at("bc", lx)) is None for _ in range(30))
