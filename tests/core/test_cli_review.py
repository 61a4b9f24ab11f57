"""``python -m ghost_gui review MATCHFILE [--json]``, run as a user would."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from ghost_gui.core.analysis.results import Workbench
from ghost_gui.core.analysis.review import review
from ghost_gui.core.play.match_record import record_of
from ghost_gui.core.play.match_text import write_match

from .random_matches import random_match
from .test_cli import run

WORDS = "cat\ncamel\ntab\nbat\nact\nacts\nbatch\nscab\ncab\n"


@pytest.fixture
def kept(tmp_path: Path) -> tuple[Path, Path]:
    """A kept three-player SuperGhost match on a list of our own, and that list."""
    words = tmp_path / "tiny.txt"
    words.write_text(WORDS)
    bench = Workbench(words, use_cache=False)
    m = random_match(random.Random(5), bench.lexicon(3), "super", 3, lives=1)
    record = record_of(m, "tiny.txt", bench.word_list.digest, path=str(words))
    match = tmp_path / "match.txt"
    match.write_text(write_match(record), encoding="utf-8")
    return match, words


def test_json_gives_the_rules_the_rounds_and_a_summary(
    kept: tuple[Path, Path], tmp_path: Path
) -> None:
    match, words = kept
    r = run("review", str(match), "--json", cache=tmp_path / "c")
    assert r.returncode == 0, r.stderr
    data = json.loads(r.stdout)
    assert data["rules"]["variant"] == "super" and data["rules"]["min_length"] == 3
    assert data["rules"]["word_list"] == "tiny.txt"
    first = data["rounds"][0]
    assert first["players"] == ["P1", "P2", "P3"]
    assert first["plays"][:2] == [
        {"player": "P1", "letters": "a", "verdict": "kept", "better": []},
        {
            "player": "P2",
            "letters": "at",
            "verdict": "threw_away",
            "better": ["ab", "ac", "ba", "ta"],
        },
    ]
    assert first["end"]["loser"] == "P1" and first["end"]["reason"] == "challenge_lost"
    # the command line says what the core's review says
    from ghost_gui.core.play.match_text import read_match

    done = review(read_match(match.read_text(encoding="utf-8")), use_cache=False)
    assert [s["wins_thrown_away"] for s in data["summary"]] == [s.thrown_away for s in done.summary]
    assert data["summary"][1] == {
        "player": "P2",
        "plays": 2,
        "wins_thrown_away": 2,
        "accuracy": 0.0,
    }
    assert data["unavailable"] == [] and data["notes"] == []


def test_text_marks_every_play(kept: tuple[Path, Path], tmp_path: Path) -> None:
    match, _ = kept
    r = run("review", str(match), cache=tmp_path / "c")
    assert r.returncode == 0, r.stderr
    assert "P2  AT          threw the win away; better: AB, AC, BA, TA" in r.stdout
    assert "a challenge would have won" in r.stdout
    assert "P2: 2 plays judged, 2 wins thrown away, accuracy 0%" in r.stdout


@pytest.mark.parametrize("change", ["gone", "changed"])
def test_a_missing_word_list_still_prints_and_says_why(
    kept: tuple[Path, Path], tmp_path: Path, change: str
) -> None:
    match, words = kept
    if change == "gone":
        words.unlink()
    else:
        words.write_text(WORDS + "cabal\n")
    r = run("review", str(match), "--json", cache=tmp_path / "c")
    assert r.returncode == 0, r.stderr
    data = json.loads(r.stdout)
    plays = [p for rnd in data["rounds"] for p in rnd["plays"]]
    assert plays and all(p["verdict"] is None and p["better"] == [] for p in plays)
    assert data["unavailable"] == ["list_not_found" if change == "gone" else "list_changed"]
    text = run("review", str(match), cache=tmp_path / "c")
    assert text.returncode == 0 and "Note: the word list tiny.txt" in text.stdout
    assert "  P1  A\n" in text.stdout  # the plays, unjudged


def test_the_list_given_when_it_moved(kept: tuple[Path, Path], tmp_path: Path) -> None:
    match, words = kept
    moved = words.rename(tmp_path / "elsewhere.txt")
    r = run("review", str(match), "--json", "--wordlist", str(moved), cache=tmp_path / "c")
    assert r.returncode == 0, r.stderr
    assert json.loads(r.stdout)["rounds"][0]["plays"][0]["verdict"] == "kept"


@pytest.mark.parametrize("problem", ["missing", "damaged", "binary"])
def test_a_match_file_that_cannot_be_read_is_one_line_and_exit_2(
    kept: tuple[Path, Path], tmp_path: Path, problem: str
) -> None:
    match, _ = kept
    if problem == "missing":
        match.unlink()
    elif problem == "damaged":
        match.write_text(match.read_text().replace("round 1: 1 2 3", "round 1: 1 3 2"))
    else:
        match.write_bytes(b"\x00\xff" * 10)
    r = run("review", str(match), cache=tmp_path / "c")
    assert r.returncode == 2 and r.stdout == ""
    assert r.stderr.startswith("error: ") and r.stderr.count("\n") == 1, r.stderr


def test_help_tells_what_a_missing_word_list_does(tmp_path: Path) -> None:
    r = run("review", "--help", cache=tmp_path / "c")
    assert r.returncode == 0
    flowing = " ".join(r.stdout.split())
    assert "its plays not judged" in flowing and "exit code is then 0" in flowing
