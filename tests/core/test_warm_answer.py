"""The lean path (``cli/warm_answer.py``): a warm ``analyze --json`` prints exactly what the
normal path prints, and leaves to it whatever it does not recognise with certainty."""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path

import pytest

from ghost_gui.cli import dispatch, warm_answer
from ghost_gui.core.storage import cache
from ghost_gui.core.words.files import MAX_BYTES, list_digest

WORDS = "cat camel goat gerbil zebra zoo\n"


@pytest.fixture
def words(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("GHOST_CACHE_DIR", str(tmp_path / "c"))
    path = tmp_path / "tiny.txt"
    path.write_text(WORDS)
    return path


def normal(argv: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str]:
    code = dispatch.main(argv)
    return code, capsys.readouterr().out


def lean(argv: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int | None, str]:
    code = warm_answer.answer(argv)
    return code, capsys.readouterr().out


def test_the_lean_path_prints_what_the_normal_path_prints(
    words: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    w = str(words)
    for argv in (
        ["analyze", w, "--json"],
        ["analyze", "--json", w, "--variant", "anti", "--players", "3"],
        ["analyze", "--players=3", "--variant=anti", w, "--json", "--min-length", "4"],
        ["analyze", "--min-length", "3", "--json", w, "--variant", "super"],
        ["analyze", w, "--players", "03", "--json"],
    ):
        assert lean(argv, capsys) == (None, "")  # nothing stored yet
        cold = normal(argv, capsys)
        assert cold[0] == 0 and cold[1].startswith('{"word_list": "tiny"')
        assert lean(argv, capsys) == cold, argv
        assert normal(argv, capsys) == cold  # and the normal path's own warm answer


@pytest.mark.skipif(sys.platform == "win32", reason="Windows allows no control characters")
def test_odd_names_are_shown_as_the_normal_path_shows_them(
    words: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    for name in ("ti\x1bny\u202e.txt", "ёж слова.txt", 'quote"back\\slash.txt', "..txt", "w."):
        odd = words.parent / name
        odd.write_text(WORDS)
        argv = ["analyze", str(odd), "--json"]
        cold = normal(argv, capsys)
        assert cold[0] == 0 and "\x1b" not in cold[1]
        assert lean(argv, capsys) == cold, name
        assert json.loads(cold[1])["word_list"] == Path(name).stem.replace("\x1b", "\\x1b").replace(
            "\u202e", "\\u202e"
        )


def test_the_stem_is_paths() -> None:
    for name in ("a.txt", "a.b.txt", ".hidden", "..txt", "w.", ".a.", "...", "plain", "d/x.y"):
        assert warm_answer._stem(name) == Path(name).stem, name


def test_the_largest_list_is_the_loaders() -> None:
    assert warm_answer.LARGEST == MAX_BYTES


def test_the_key_is_the_lists_digest(words: Path) -> None:
    """The lean path names a list by the SHA-256 of its bytes; the normal path stores it by
    ``list_digest``: the same, without --keep-capitalized."""
    data = words.read_bytes()
    assert warm_answer.sha256_hex(data) == list_digest(data)


def test_the_json_output_is_pinned(words: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """The stored answers hold the output: when it changes, bump ANSWER_FILE_FORMAT with it."""
    assert warm_answer.ANSWER_FILE_FORMAT == 1
    assert normal(["analyze", str(words), "--json"], capsys)[1] == (
        '{"word_list": "tiny", "load": {"entries": 6, "words": 6, "proper_nouns": 0, '
        '"other_characters": 0, "duplicates": 0, "too_long": 0}, "variant": "ghost", '
        '"min_length": 3, "players": 2, "words": 6, "fragments": 23, "losers": [2], '
        '"winning_first_moves": ["g"]}\n'
    )


def stored(words: Path, argv: list[str], capsys: pytest.CaptureFixture[str]) -> Path:
    """The answer file the normal path writes for ``argv`` (default rules)."""
    assert normal(argv, capsys)[0] == 0
    path = Path(warm_answer.answer_file(list_digest(words.read_bytes()), "ghost", 3, 2))
    assert path.is_file()
    return path


def test_a_damaged_or_absent_answer_falls_back(
    words: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    argv = ["analyze", str(words), "--json"]
    path = stored(words, argv, capsys)
    good = path.read_bytes()
    expected = normal(argv, capsys)
    for damaged in (
        good[:-3],
        good + b"x\n",
        good.replace(b'"fragments": 23', b'"fragments": 24'),
        good.replace(b"\n", b"\r\n"),
        b"",
        b"\xff\xfe\n\n\n",
    ):
        assert damaged != good
        path.write_bytes(damaged)
        from ghost_gui.__main__ import main

        code = main(argv)
        said = capsys.readouterr()
        assert (code, said.out) == expected  # the normal path answers
        # and says, in one line, that the damaged answer was worked out again
        assert said.err == (
            f"warning: the stored answer {path} was damaged; it is worked out again\n"
        )
        assert path.read_bytes() == good  # and stores the answer again
        assert lean(argv, capsys) == expected and capsys.readouterr().err == ""
    # filed under other rules: its check names the file it was written as
    other = Path(warm_answer.answer_file(list_digest(words.read_bytes()), "anti", 3, 2))
    other.write_bytes(good)
    assert lean(["analyze", str(words), "--json", "--variant", "anti"], capsys) == (None, "")
    path.unlink()
    assert lean(argv, capsys) == (None, "")  # absent: nothing to tell
    assert capsys.readouterr().err == ""
    # another list in the same file: another digest, no answer
    stored(words, argv, capsys)
    words.write_text(WORDS + "gnu\n")
    assert lean(argv, capsys) == (None, "")


def test_what_the_lean_path_does_not_know_falls_back(
    words: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    w = str(words)
    stored(words, ["analyze", w, "--json"], capsys)
    assert lean(["analyze", w, "--json"], capsys)[0] == 0
    folder = tmp_path / "folder.txt"
    folder.mkdir()
    for argv in (
        ["analyze", w],  # text, not JSON
        ["analyze", w, "--json", "--no-cache"],
        ["analyze", w, "--json", "--keep-capitalized"],
        ["analyze", w, "--js"],  # argparse's abbreviations
        ["analyze", w, "--json", "--var", "ghost"],
        ["analyze", w, "--json", "--variant", "ghost", "--variant", "ghost"],
        ["analyze", w, "--json", "--variant"],
        ["analyze", w, "--json", "--variant", "../ghost"],
        ["analyze", w, "--json", "--min-length", "-3"],
        ["analyze", w, "--json", "--players", "\u0662"],  # an Arabic-Indic 2
        ["analyze", w, "--json", "-h"],
        ["analyze", w, w, "--json"],
        ["analyze", "--json", "--", w],
        ["analyze", "-", "--json"],
        ["analyze", str(folder), "--json"],
        ["analyze", str(tmp_path / "missing.txt"), "--json"],
        ["analyze", "", "--json"],
        ["analyze", "a\0b", "--json"],
        ["card", w, "--json"],
        ["analyze", w, "--json", "--player", "1"],
    ):
        assert lean(argv, capsys) == (None, ""), argv


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")
def test_a_fifo_falls_back_without_hanging(
    words: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    fifo = tmp_path / "words.fifo"
    os.mkfifo(fifo)
    assert lean(["analyze", str(fifo), "--json"], capsys) == (None, "")


def test_the_cache_counts_and_clears_the_answers(
    words: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert normal(["analyze", str(words), "--json", "--no-cache"], capsys)[0] == 0
    assert cache.cache_size() == 0  # without the cache, no answer is stored either
    path = stored(words, ["analyze", str(words), "--json"], capsys)
    assert cache.cache_size() >= path.stat().st_size
    cache.clear_cache()
    assert not path.exists()
