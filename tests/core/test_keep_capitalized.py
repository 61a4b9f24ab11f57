"""Keeping capitalised entries (German nouns), lowercased; the load report's examples."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from ghost_gui.cli import dispatch as cli
from ghost_gui.core.analysis.results import Workbench
from ghost_gui.core.analysis.summary import summary_table
from ghost_gui.core.words import list_parsing
from ghost_gui.core.words.files import list_digest
from ghost_gui.core.words.lexicon import Lexicon
from ghost_gui.core.words.list_parsing import parse_word_list
from ghost_gui.core.words.list_record import MAX_EXAMPLES, describe
from ghost_gui.core.words.wordlist import load_word_list

GERMAN = "Haus Maus gehen Äpfel haus laufen Hund Straße Übung essen Anna gehen".split()


@pytest.fixture(autouse=True)
def private_cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("GHOST_CACHE_DIR", str(tmp_path / "cache"))
    return tmp_path / "cache"


@pytest.fixture
def german(tmp_path: Path) -> Path:
    p = tmp_path / "deutsch.txt"
    p.write_text("\n".join(GERMAN) + "\n", encoding="utf-8")
    return p


def test_default_skips_capitalised_entries_and_says_which(german: Path) -> None:
    wl = load_word_list(german)
    assert wl.words == ("essen", "gehen", "haus", "laufen")
    r = wl.report
    assert r.entries == 12 and r.kept == 4
    assert r.proper_nouns == 7 and r.capitalized_kept == 0 and not r.keep_capitalized
    assert r.proper_noun_examples == (
        "Haus",
        "Maus",
        "Äpfel",
        "Hund",
        "Straße",
    )  # the first five, in the file's order
    assert r.capitalized_kept_examples == ()
    assert r.duplicates == 1 and r.duplicate_examples == ("gehen",)
    assert "capitalized_kept" not in describe(r)


def test_keep_capitalized_keeps_them_lowercased_and_merged(german: Path) -> None:
    wl = load_word_list(german, keep_capitalized=True)
    # a German list: ß plays as ss
    assert wl.words == tuple(
        sorted(
            [
                "anna",
                "essen",
                "gehen",
                "haus",
                "hund",
                "laufen",
                "maus",
                "strasse",
                "äpfel",
                "übung",
            ]
        )
    )
    assert wl.alphabet == "".join(sorted(set("".join(wl.words))))
    r = wl.report
    assert r.keep_capitalized and r.proper_nouns == 0 and r.proper_noun_examples == ()
    assert r.capitalized_kept == 7 and r.capitalized == 7
    assert r.capitalized_kept_examples == ("Haus", "Maus", "Äpfel", "Hund", "Straße")
    # Haus and haus are one word: the second counts as a repeat, like the second gehen
    assert r.kept == 10 and r.duplicates == 2
    assert r.entries == r.kept + r.duplicates + r.other_characters + r.too_long
    assert describe(r)["capitalized_kept"] == 7 and describe(r)["words"] == 10


def test_the_two_modes_are_cached_apart(german: Path) -> None:
    plain = load_word_list(german)
    kept = load_word_list(german, keep_capitalized=True)
    data = german.read_bytes()
    assert plain.digest == list_digest(data) and kept.digest == list_digest(
        data, keep_capitalized=True
    )
    assert plain.digest != kept.digest
    assert (
        Lexicon.build(plain, 3, use_cache=False).key != Lexicon.build(kept, 3, use_cache=False).key
    )
    # a warm cache of one mode never answers for the other
    _, a = Workbench(german).analysis("ghost", 3, 2)
    _, b = Workbench(german, keep_capitalized=True).analysis("ghost", 3, 2)
    _, a2 = Workbench(german).analysis("ghost", 3, 2)
    info, b2 = Workbench(german, keep_capitalized=True).analysis("ghost", 3, 2)
    assert (a.words, b.words) == (4, 10) and (a2.words, b2.words) == (4, 10)
    assert info.report.keep_capitalized and info.report.capitalized_kept == 7
    _, card = Workbench(german, keep_capitalized=True).card("ghost", 3, 2, 0)
    assert set(getattr(card, "words", ())) <= set(kept.words)
    rows = summary_table(german, keep_capitalized=True)
    assert rows and all(r.analysis.words == 10 for r in rows)  # every word has 4 letters or more
    assert summary_table(german)[0].analysis.words == 4


def test_caseless_and_unusual_capitals() -> None:
    # NFD input is normalised first; İ lowercases to i and a combining dot: not a word
    data = "A\u0308pfel İstanbul ΟΔΟΣ Ελλάδα 東京 don't".encode()
    wl = parse_word_list(data, name="mixed", keep_capitalized=True)
    assert wl.words == ("äpfel", "ελλάδα", "οδος", "東京")
    assert wl.report.other_characters == 2 and wl.report.other_examples == ("İstanbul", "don't")
    assert parse_word_list(data, name="mixed").words == ("東京",)


@pytest.mark.parametrize("keep", [False, True])
def test_chunked_and_fast_paths_agree(keep: bool, monkeypatch: pytest.MonkeyPatch) -> None:
    letters = str.maketrans("0123456789", "oabcdefghi")
    words = [
        w.translate(letters)
        for i in range(400)
        for w in (f"Haus{i % 26}x", f"haus{i % 26}x", f"wort{i:03d}")
    ]
    words += ["a-b", "Zürich", "zürich"]
    data = "\n".join(words).encode()
    whole = parse_word_list(data, name="w", keep_capitalized=keep)
    monkeypatch.setattr(list_parsing, "_CHUNK", 64)  # many small chunks: the per-chunk paths
    chunked = parse_word_list(data, name="w", keep_capitalized=keep)
    assert chunked.words == whole.words and chunked.report == whole.report
    expected = {w.lower() if keep else w for w in words if w.isalpha() and (keep or w == w.lower())}
    assert set(whole.words) == expected
    distinct = {w.lower() for w in words} if keep else set(words)
    assert whole.report.duplicates == len(words) - len(distinct)


def test_examples_of_each_kind_are_at_most_five(tmp_path: Path) -> None:
    entries = (
        [f"Name{c}" for c in "abcdefgh"]
        + [f"x-{c}" for c in "abcdefgh"]
        + ["y" * 70, "Z" * 300, "cat", "cat", "dog"]
    )
    entries += ["dog", "emu", "emu", "fox", "fox", "gnu", "gnu", "hen", "hen"]
    wl = parse_word_list("\n".join(entries).encode(), name="e")
    r = wl.report
    assert r.proper_noun_examples == tuple(f"Name{c}" for c in "abcde")
    assert r.other_examples == tuple(f"x-{c}" for c in "abcde")
    assert len(r.too_long_examples) == 2 and all(
        e.endswith("…") and len(e) <= 25 for e in r.too_long_examples
    )
    assert r.too_long_examples[0].startswith("yyy") and r.too_long_examples[1].startswith("ZZZ")
    assert r.duplicate_examples == ("cat", "dog", "emu", "fox", "gnu")
    assert all(
        len(x) <= MAX_EXAMPLES
        for x in (r.proper_noun_examples, r.other_examples, r.duplicate_examples)
    )


def test_cli_keep_capitalized(
    german: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert cli.main(["analyze", str(german), "--json"]) == 0
    plain = json.loads(capsys.readouterr().out)
    assert cli.main(["analyze", str(german), "--json", "--keep-capitalized"]) == 0
    kept = json.loads(capsys.readouterr().out)
    assert plain["load"]["words"] == 4 and plain["load"]["proper_nouns"] == 7
    assert (
        kept["load"]["words"] == 10
        and kept["load"]["proper_nouns"] == 0
        and kept["load"]["capitalized_kept"] == 7
    )
    assert kept["words"] == 10 and plain["words"] == 4

    assert cli.main(["analyze", str(german)]) == 0
    out = capsys.readouterr().out
    assert "7 proper nouns" in out and "--keep-capitalized" in out
    assert cli.main(["analyze", str(german), "--keep-capitalized"]) == 0
    out = capsys.readouterr().out
    assert "7 capitalised entries kept, lowercased" in out and "10 words" in out

    assert cli.main(["card", str(german), "--player", "1", "--json", "--keep-capitalized"]) == 0
    card = json.loads(capsys.readouterr().out)
    assert set(card["words"]) <= {
        "anna",
        "essen",
        "gehen",
        "haus",
        "hund",
        "laufen",
        "maus",
        "straße",
        "äpfel",
        "übung",
    }
    assert cli.main(["table", str(german), "--json", "--keep-capitalized", "--no-cache"]) == 0
    rows = json.loads(capsys.readouterr().out)
    assert rows[0]["load"]["words"] == 10


def test_cli_keep_capitalized_from_standard_input(tmp_path: Path) -> None:
    import os
    import subprocess
    import sys

    root = Path(__file__).resolve().parents[2]
    env = dict(os.environ, GHOST_CACHE_DIR=str(tmp_path / "c"), PYTHONPATH=str(root))
    r = subprocess.run(
        [sys.executable, "-m", "ghost_gui", "analyze", "-", "--json", "--keep-capitalized"],
        input="\n".join(GERMAN).encode(),
        capture_output=True,
        env=env,
        cwd=root,
    )
    assert r.returncode == 0, r.stderr
    assert json.loads(r.stdout)["load"]["capitalized_kept"] == 7
