"""Xghost and Anaghost on the command line: ``analyze``, ``card`` and ``table`` in the other
variants' shapes, checked against a brute-force minimax; the card text (Xghost's letter in
brackets where it goes, Anaghost's pools with their words); and work that would take more
memory than allowed: one line and exit 2 for ``analyze`` and ``card``, marked rows in
``table``."""

from __future__ import annotations

import io
import json
import os
import pickle
import re
import subprocess
import sys
from pathlib import Path

import pytest

from ghost_gui.cli import dispatch as cli
from ghost_gui.core.analysis.results import Workbench
from ghost_gui.core.analysis.summary import summary_table
from ghost_gui.core.analysis.summary_rows import TABLE_MIN_LENGTHS, TABLE_PLAYERS
from ghost_gui.core.analysis.table_part import serve_part
from ghost_gui.core.cards.card_sizes import CARD_SIZE_CAP
from ghost_gui.core.cards.card_text import (
    VARIANT_NAMES,
    anagrams_of,
    grouped_lines,
    split_play,
    step_text,
)
from ghost_gui.core.cards.grouping import GroupNode, iter_nodes
from ghost_gui.core.play.plays import Play, Side
from ghost_gui.core.play.variants import pool_of, variant_by_key
from ghost_gui.core.solving import budget
from ghost_gui.core.solving.levels import analyse
from ghost_gui.core.solving.solver import Solver
from ghost_gui.core.words.lexicon import Lexicon
from ghost_gui.core.words.wordlist import word_list_from_words

from .brute import Brute

WORDS = sorted(
    "are ear era star rats arts tars rate tear cat act taco coat beat beta tab bat".split()
)
NEW = ("xghost", "anaghost")


@pytest.fixture
def word_file(tmp_path: Path) -> Path:
    p = tmp_path / "tiny.txt"
    p.write_text("\n".join(WORDS) + "\n", encoding="utf-8")
    return p


@pytest.fixture(autouse=True)
def _own_cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("GHOST_CACHE_DIR", str(tmp_path / "cache"))


def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    code = cli.main(list(args))
    out, err = capsys.readouterr()
    return code, out, err


def _lexicon(min_length: int) -> Lexicon:
    return Lexicon.build(word_list_from_words(WORDS), min_length, use_cache=False)


def _first_moves(brute: Brute, variant_key: str) -> list[str]:
    """The first letters with which player 1 does not lose, straight from the rules."""
    return sorted(
        p.letter
        for p, child in brute.plays("").items()
        if not brute.losers(child) & 1 and (variant_key != "anaghost" or len(child) == 1)
    )


# -- analyze -----------------------------------------------------------------------------------
@pytest.mark.parametrize("variant_key", NEW)
@pytest.mark.parametrize("players", [2, 3])
@pytest.mark.parametrize("min_length", [3, 4])
def test_analyze_json_is_the_other_variants_shape_and_right(
    capsys: pytest.CaptureFixture[str],
    word_file: Path,
    variant_key: str,
    players: int,
    min_length: int,
) -> None:
    args = ["--min-length", str(min_length), "--players", str(players), "--json"]
    code, out, err = run(capsys, "analyze", str(word_file), *args, "--variant", variant_key)
    assert code == 0, err
    data = json.loads(out)
    code, out, _ = run(capsys, "analyze", str(word_file), *args, "--variant", "super")
    assert set(data) == set(json.loads(out))  # the same keys as the other variants
    lexicon = _lexicon(min_length)
    variant = variant_by_key(variant_key)
    brute = Brute(lexicon, variant, players)
    losers = [s + 1 for s in range(players) if brute.losers("") >> s & 1]  # 1-based seats
    assert data["variant"] == variant_key
    assert (data["min_length"], data["players"]) == (min_length, players)
    assert data["words"] == len(lexicon.sorted_words)
    assert data["fragments"] == len(brute.reachable())
    assert data["losers"] == losers
    # an Anaghost (and Xghost) first move is its one letter
    assert data["winning_first_moves"] == _first_moves(brute, variant_key)
    assert all(len(m) == 1 for m in data["winning_first_moves"])
    solved = Solver(lexicon, variant, players, use_cache=False).solve().analysis()
    levels = analyse(WORDS, variant, players, min_length)
    assert solved == levels
    assert [s + 1 for s in levels.losers] == data["losers"]
    assert list(levels.winning_first_moves) == data["winning_first_moves"]
    # the text says the same, and a warm run (from the cache) prints the same JSON
    code, text, _ = run(capsys, "analyze", str(word_file), *args[:-1], "--variant", variant_key)
    assert VARIANT_NAMES[variant_key] in text and f"{data['fragments']:,} fragments" in text
    assert " ".join(data["winning_first_moves"]) in text
    assert (
        json.loads(run(capsys, "analyze", str(word_file), *args, "--variant", variant_key)[1])
        == data
    )


# -- card --------------------------------------------------------------------------------------
@pytest.mark.parametrize("variant_key", NEW)
@pytest.mark.parametrize("players", [2, 3])
def test_card_json_tree_in_the_documented_shape(
    capsys: pytest.CaptureFixture[str], word_file: Path, variant_key: str, players: int
) -> None:
    code, out, err = run(
        capsys,
        "card",
        str(word_file),
        "--variant",
        variant_key,
        "--min-length",
        "3",
        "--players",
        str(players),
        "--player",
        "all",
        "--json",
    )
    assert code == 0, err
    cards = [json.loads(line) for line in out.splitlines()]
    assert [c["player"] for c in cards] == list(range(1, players + 1))
    keys = {
        "word_list",
        "variant",
        "min_length",
        "players",
        "player",
        "lossiness",
        "decisions",
        "words",
        "losing_words",
        "unfamiliar_words",
        "familiar",
        "tree",
    }
    lexicon = _lexicon(3)
    variant = variant_by_key(variant_key)
    bench = Workbench(word_file, use_cache=False)
    for data in cards:
        # Anaghost adds its pools' words; nothing else differs from the other variants
        assert set(data) == keys | ({"anagrams"} if variant_key == "anaghost" else set())
        card = bench.card(variant_key, 3, players, data["player"] - 1)[1]
        assert data["words"] == list(card.words) and data["decisions"] == card.decisions

        def check(nodes: list[dict[str, object]]) -> None:
            for n in nodes:
                assert set(n) == {"at", "play", "next"}
                at, play = str(n["at"]), str(n["play"])
                # the holder adds one letter: anywhere in Xghost, into the sorted pool in
                # Anaghost, and the result is a legal position
                assert (
                    len(play) == len(at) + 1 and play in variant.legal_plays(lexicon, at).values()
                )
                if variant_key == "anaghost":
                    assert play == pool_of(play) and at == pool_of(at)
                    assert any(pool_of(at + c) == play for c in set(play))
                else:
                    assert any(play[:i] + play[i + 1 :] == at for i in range(len(play)))
                check(n["next"])  # type: ignore[arg-type]

        check(data["tree"])
        if variant_key == "anaghost":
            assert data["anagrams"] == {
                p: sorted(w for w in WORDS if pool_of(w) == p) for p in data["words"]
            }
            assert all(data["anagrams"][p] for p in data["words"])  # each pool makes a word


def test_the_card_json_and_text_name_words_not_pools(
    capsys: pytest.CaptureFixture[str], word_file: Path
) -> None:
    base = ["card", str(word_file), "--variant", "anaghost", "--min-length", "3", "--player", "2"]
    code, out, err = run(capsys, *base)
    assert code == 0, err
    # the pools this seat can end in, each with the words a family reads
    assert "aer (are, ear, era)" in out
    assert "arst* (arts, rats, star, tars)" in out
    assert "[" in out and "]" in out  # the letter played, bracketed in its sorted place
    code, flat, _ = run(capsys, *base, "--flat")
    assert code == 0
    assert "aer (are, ear, era)" in flat.splitlines()


def test_an_xghost_letter_inside_is_shown_where_it_goes() -> None:
    node = GroupNode("bt", "bet", (), Play("e", Side.RIGHT, at=1))
    assert split_play(node) == ("b", "e", "t")
    assert step_text(node, mark=True) == "BT → B[E]T"
    assert step_text(GroupNode("", "b", (), Play("b")), mark=True) == "start with [B]"
    left = GroupNode("a", "ca", (), Play("c", Side.LEFT))
    assert step_text(left, mark=True) == "A → [C]A" and step_text(left) == "A → CA"
    pool = GroupNode("bt", "abt", (), Play("a", at=0))
    assert split_play(pool) == ("", "a", "bt")


def test_xghost_card_text_brackets_each_play(word_file: Path) -> None:
    bench = Workbench(word_file, use_cache=False)
    _, card = bench.card("xghost", 3, 2, 1)
    lines = grouped_lines(card)
    body = [line for line in lines[5:] if "→" in line]
    assert body
    for node in iter_nodes(card.tree):
        before, letter, after = split_play(node)
        assert before + letter + after == node.play
        assert (
            f"{node.at.upper()} → {before.upper()}[{letter.upper()}]{after.upper()}"
            in "\n".join(lines)
            or f"start with [{letter.upper()}]" in "\n".join(lines)
        )
    # the other variants' text is as it was: no brackets
    assert "[" not in "\n".join(grouped_lines(bench.card("super", 3, 2, 1)[1]))


def test_anagrams_of_pools() -> None:
    assert anagrams_of(["aer", "xyz"], WORDS) == {"aer": ("are", "ear", "era"), "xyz": ()}


def test_pocket_card_of_the_new_variants_does_not_crash(word_file: Path, tmp_path: Path) -> None:
    """In a process of its own: drawing the PDF makes a QGuiApplication, after which the
    window tests of the same process could not make their QApplication."""
    pytest.importorskip("PySide6")
    for variant_key in NEW:
        pdf = tmp_path / f"{variant_key}.pdf"
        done = subprocess.run(
            [sys.executable, "-m", "ghost_gui", "card", str(word_file), "--variant", variant_key]
            + ["--min-length", "3", "--player", "2", "--pocket", "--pdf", str(pdf)],
            capture_output=True,
            text=True,
            timeout=300,
        )
        assert done.returncode == 0, done.stderr
        assert done.stdout.startswith(f"wrote {pdf}") and pdf.read_bytes().startswith(b"%PDF")


# -- too large ---------------------------------------------------------------------------------
def _squeeze(monkeypatch: pytest.MonkeyPatch, *, graph: bool, analysis: bool) -> None:
    """Make the budget see the tiny list's game graph (and its analysis) as too large.
    ``check_fits``'s limit is bound when it is defined, so the bytes per pool are raised."""
    if graph:
        monkeypatch.setattr(budget, "GRAPH_BYTES", budget.MEMORY_LIMIT)
        monkeypatch.setattr(budget, "PACKED_GRAPH_BYTES", budget.MEMORY_LIMIT)
    if analysis:
        monkeypatch.setattr(budget, "LEVEL_BYTES", budget.MEMORY_LIMIT)
        monkeypatch.setattr(budget, "PACKED_LEVEL_BYTES", budget.MEMORY_LIMIT)


@pytest.mark.parametrize(
    ("command", "graph", "analysis", "hint"),
    [
        ("analyze", False, True, "choose a smaller word list"),
        ("card", True, False, "analyze answers who wins without it"),
        ("card", True, True, "choose a smaller word list"),
    ],
)
def test_too_large_is_one_line_and_exit_2(
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
    word_file: Path,
    command: str,
    graph: bool,
    analysis: bool,
    hint: str,
) -> None:
    _squeeze(monkeypatch, graph=graph, analysis=analysis)
    extra = ["--player", "1"] if command == "card" else []
    code, out, err = run(
        capsys, command, str(word_file), "--variant", "anaghost", "--no-cache", *extra
    )
    assert code == 2 and out == ""
    assert len(err.splitlines()) == 1 and "Traceback" not in err
    assert re.match(r"error: Anaghost with this word list has about [\d,]+ fragments", err)
    assert "more than the 4 GB allowed" in err and hint in err
    # the other variants do not care
    assert run(capsys, command, str(word_file), "--variant", "xghost", "--no-cache", *extra)[0] == 0


def test_the_cli_catches_too_large_by_type(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, word_file: Path
) -> None:
    """Another message with the same type gets the same handling: nothing parses the text."""
    from ghost_gui.core.errors import TooLargeError

    def refuse(*args: object, **kwargs: object) -> None:
        raise TooLargeError("anaghost", 7, 9 * 1024**3, 4 * 1024**3)

    monkeypatch.setattr(budget, "check_fits", refuse)
    code, _, err = run(capsys, "analyze", str(word_file), "--variant", "anaghost", "--no-cache")
    assert code == 2
    assert err == (
        "error: Anaghost with this word list has about 7 fragments and would need about 9 GB "
        "of memory, more than the 4 GB allowed; choose a smaller word list\n"
    )


def test_table_rows_without_cards_when_the_graph_is_too_large(
    monkeypatch: pytest.MonkeyPatch, word_file: Path
) -> None:
    _squeeze(monkeypatch, graph=True, analysis=False)
    told: list[tuple[tuple[str, int], object]] = []
    rows = summary_table(word_file, use_cache=False, on_too_large=lambda g, e: told.append((g, e)))
    assert told == []
    bench = Workbench(word_file, use_cache=False)
    ana = [r for r in rows if r.analysis.variant == "anaghost"]
    assert len(ana) == len(TABLE_MIN_LENGTHS) * len(TABLE_PLAYERS)
    for r in ana:
        assert r.too_large and r.card_sizes == ()
        assert (
            r.analysis == bench.analysis("anaghost", r.analysis.min_length, r.analysis.players)[1]
        )
    others = [r for r in rows if r.analysis.variant != "anaghost"]
    assert others and all(
        not r.too_large and len(r.card_sizes) == r.analysis.players for r in others
    )


def test_table_leaves_out_a_group_it_cannot_analyse(
    monkeypatch: pytest.MonkeyPatch, word_file: Path
) -> None:
    _squeeze(monkeypatch, graph=True, analysis=True)
    told: dict[tuple[str, int], object] = {}
    rows = summary_table(word_file, use_cache=False, on_too_large=told.__setitem__)
    assert set(told) == {("anaghost", m) for m in TABLE_MIN_LENGTHS}
    assert not [r for r in rows if r.analysis.variant == "anaghost"]
    assert {r.analysis.variant for r in rows} == {"ghost", "super", "superduper", "anti", "xghost"}


def test_a_warm_table_remembers_too_large_without_estimating_again(
    monkeypatch: pytest.MonkeyPatch, word_file: Path
) -> None:
    _squeeze(monkeypatch, graph=True, analysis=False)
    cold = summary_table(word_file)
    monkeypatch.setattr(budget, "estimate", lambda *a, **k: pytest.fail("estimated again"))
    warm = summary_table(word_file)
    assert warm == cold and any(r.too_large for r in warm)


def test_the_second_process_tells_a_group_left_out(
    monkeypatch: pytest.MonkeyPatch, word_file: Path
) -> None:
    _squeeze(monkeypatch, graph=True, analysis=True)
    spec = (
        str(word_file),
        False,
        False,
        "detect",
        frozenset(),
        frozenset(),
        [("anaghost", 3), ("xghost", 3)],
        CARD_SIZE_CAP,
    )
    sink = io.BytesIO()
    given = pickle.dumps(spec[:6]) + pickle.dumps(spec[7]) + pickle.dumps(spec[6])
    assert serve_part(io.BytesIO(given), sink) == 0
    sink.seek(0)
    messages = []
    while sink.tell() < len(sink.getvalue()):
        messages.append(pickle.load(sink))
    kinds = [m[0] for m in messages]
    assert kinds[:2] == ["too_large", "group"] and messages[0][1] == ("anaghost", 3)
    variant, fragments, needed, limit = messages[0][2]
    assert variant == "anaghost" and fragments > 0 and needed > limit
    assert kinds[-1] == "group" and kinds.count("row") == 2 * len(TABLE_PLAYERS)  # Xghost's


def test_cli_table_says_too_large(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, word_file: Path
) -> None:
    monkeypatch.setattr(os, "cpu_count", lambda: 1)  # one process: it sees the squeezed budget
    _squeeze(monkeypatch, graph=True, analysis=False)
    code, out, err = run(capsys, "table", str(word_file), "--no-cache", "--json")
    assert code == 0, err
    data = json.loads(out)
    ana = [r for r in data if r["variant"] == "anaghost"]
    assert len(ana) == len(TABLE_MIN_LENGTHS) * len(TABLE_PLAYERS)
    assert all(r["card_sizes"] is None and r["too_large"] is True for r in ana)
    assert all(isinstance(r["losers"], list) for r in ana)
    assert all("too_large" not in r and r["card_sizes"] for r in data if r["variant"] != "anaghost")
    code, text, _ = run(capsys, "table", str(word_file), "--no-cache")
    anaghost_lines = [line for line in text.splitlines() if line.startswith("Anaghost ")]
    assert len(anaghost_lines) == 6 and all(line.endswith("too large") for line in anaghost_lines)
    assert "Anaghost, minimum length 3: the cards need the game graph, too large" in text
    # and when even the analysis is too large: rows of nulls, and a note
    _squeeze(monkeypatch, graph=True, analysis=True)
    code, out, err = run(capsys, "table", str(word_file), "--no-cache", "--json")
    assert code == 0, err
    ana = [r for r in json.loads(out) if r["variant"] == "anaghost"]
    assert len(ana) == 6
    assert all(r["losers"] is None and r["winning_first_moves"] is None for r in ana)
    assert {r["words"] for r in ana if r["min_length"] == 4} == {sum(len(w) >= 4 for w in WORDS)}
    code, text, _ = run(capsys, "table", str(word_file), "--no-cache")
    assert "Anaghost, minimum length 4: too large to analyse" in text
