"""The command line, run as a user would: a subprocess, checking output and exit codes."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def run(*args: str, cache: Path) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, GHOST_CACHE_DIR=str(cache), PYTHONPATH=str(ROOT))
    return subprocess.run([sys.executable, "-m", "ghost_gui", *args], capture_output=True, text=True, env=env, cwd=ROOT)


@pytest.fixture
def words(tmp_path: Path) -> Path:
    p = tmp_path / "tiny.txt"
    p.write_text("cat camel goat gerbil\n")
    return p


def test_analyze_json(words: Path, tmp_path: Path) -> None:
    r = run("analyze", str(words), "--json", cache=tmp_path / "c")
    assert r.returncode == 0, r.stderr
    data = json.loads(r.stdout)
    assert data["words"] == 4 and data["losers"] == [2] and data["winning_first_moves"] == ["g"]
    assert data["fragments"] == len({w[:i] for w in "cat camel goat gerbil".split() for i in range(len(w) + 1)})


def test_analyze_text_and_players(words: Path, tmp_path: Path) -> None:
    r = run("analyze", str(words), "--players", "3", "--variant", "anti", cache=tmp_path / "c")
    assert r.returncode == 0, r.stderr
    assert "Anti-Ghost" in r.stdout and "3 players" in r.stdout


def test_card_json(words: Path, tmp_path: Path) -> None:
    r = run("card", str(words), "--player", "1", "--json", cache=tmp_path / "c")
    assert r.returncode == 0, r.stderr
    data = json.loads(r.stdout)
    assert data["words"] == ["gerbil", "goat"] and data["losing_words"] == []


def test_tree_card_text(words: Path, tmp_path: Path) -> None:
    r = run("card", str(words), "--player", "2", "--variant", "superduper", "--no-cache", cache=tmp_path / "c")
    assert r.returncode == 0, r.stderr
    assert "Player 2's card: SuperDuperGhost" in r.stdout
    assert not (tmp_path / "c").exists()  # --no-cache writes nothing


def test_table(words: Path, tmp_path: Path) -> None:
    r = run("table", str(words), "--json", cache=tmp_path / "c")
    assert r.returncode == 0, r.stderr
    rows = json.loads(r.stdout)
    assert len(rows) == 4 * 2 * 3
    assert {(x["variant"], x["min_length"], x["players"]) for x in rows} >= {("ghost", 3, 2), ("superduper", 4, 4)}


@pytest.mark.parametrize(
    "args",
    [
        ["analyze", "/no/such/file.txt"],
        ["analyze", "{words}", "--variant", "hyper"],
        ["analyze", "{words}", "--players", "9"],
        ["analyze", "{words}", "--min-length", "0"],
        ["card", "{words}"],
        ["card", "{words}", "--player", "3"],
        ["analyze", "{words}", "--min-length", "12"],
        ["analyze", "{binary}"],
    ],
)
def test_bad_input_is_one_line_and_exit_2(args: list[str], words: Path, tmp_path: Path) -> None:
    binary = tmp_path / "bin.dat"
    binary.write_bytes(b"\x00\x01\x02cat")
    args = [a.format(words=words, binary=binary) for a in args]
    r = run(*args, cache=tmp_path / "c")
    assert r.returncode == 2
    assert "Traceback" not in r.stderr
    assert len(r.stderr.strip().splitlines()) == 1 and r.stderr.startswith("error:")


def test_core_and_cli_do_not_import_qt(tmp_path: Path, words: Path) -> None:
    code = f"""
import sys, importlib.abc
class Block(importlib.abc.MetaPathFinder):
    def find_spec(self, name, path=None, target=None):
        if name.split('.')[0] in ('PySide6', 'shiboken6', 'PyQt5', 'PyQt6'):
            raise ImportError('Qt is blocked in this test: ' + name)
sys.meta_path.insert(0, Block())
import ghost_gui.core.wordlist, ghost_gui.core.lexicon, ghost_gui.core.solver, ghost_gui.core.cards
import ghost_gui.core.variants, ghost_gui.core.cache, ghost_gui.cli
import pkgutil, ghost_gui.core
for m in pkgutil.iter_modules(ghost_gui.core.__path__):
    importlib = __import__('importlib')
    importlib.import_module('ghost_gui.core.' + m.name)
from ghost_gui.__main__ import main
assert main(['analyze', {str(words)!r}, '--json']) == 0
assert not [m for m in sys.modules if m.startswith(('PySide6', 'shiboken6'))]
"""
    env = dict(os.environ, GHOST_CACHE_DIR=str(tmp_path / "c"), PYTHONPATH=str(ROOT))
    r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, cwd=ROOT)
    assert r.returncode == 0, r.stderr
