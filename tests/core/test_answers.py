"""The answer to "who wins" cached as plain data: a warm ``analyze`` prints it without the
engine, and the window's Workbench reads and writes the same entries."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from ghost_gui.core.analysis import answers
from ghost_gui.core.analysis.results import Workbench
from ghost_gui.core.solving.levels import Analysis
from ghost_gui.core.storage import cache
from ghost_gui.core.words.files import list_digest
from ghost_gui.core.words.list_record import LoadReport

ROOT = Path(__file__).resolve().parents[2]


def test_the_record_layout_is_pinned() -> None:
    """Changing these fields changes what a record holds: bump answers.ANSWER_FORMAT with them."""
    assert answers.ANSWER_FORMAT == 2
    assert list(LoadReport._fields) == [
        "entries",
        "kept",
        "proper_nouns",
        "other_characters",
        "duplicates",
        "too_long",
        "capitalized_kept",
        "keep_capitalized",
        "proper_noun_examples",
        "other_examples",
        "too_long_examples",
        "duplicate_examples",
        "capitalized_kept_examples",
        "language",
        "folded",
        "folded_examples",
    ]
    assert list(Analysis._fields) == [
        "variant",
        "min_length",
        "players",
        "words",
        "fragments",
        "losers",
        "winning_first_moves",
    ]


def _cli(*args: str, cache_dir: Path) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, GHOST_CACHE_DIR=str(cache_dir), PYTHONPATH=str(ROOT))
    cmd = [sys.executable, "-m", "ghost_gui", *args]
    return subprocess.run(cmd, capture_output=True, text=True, encoding="utf-8", env=env, cwd=ROOT)


def test_a_warm_analyze_answers_as_a_cold_one(tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """(Which modules a warm run leaves out is a figure of ``benchmarks/bench_imports.py``.)"""
    words = tmp_path / "tiny.txt"
    words.write_text("cat camel goat gerbil\n")
    for fmt in (["--json"], []):
        args = ("analyze", str(words), "--variant", "anti", "--players", "3", *fmt)
        cold = _cli(*args, cache_dir=tmp_path / f"c{len(fmt)}")
        warm = _cli(*args, cache_dir=tmp_path / f"c{len(fmt)}")
        assert cold.returncode == warm.returncode == 0, cold.stderr + warm.stderr
        assert warm.stdout == cold.stdout and warm.stderr == cold.stderr == ""
    # and the window's bench reads the entry the command line wrote
    monkeypatch.setenv("GHOST_CACHE_DIR", str(tmp_path / "c1"))
    bench = Workbench(words)
    info, a = bench.analysis("anti", 3, 3)
    assert bench._word_list is None  # answered from the cache: the list was never parsed
    assert info.name == "tiny" and info.report.kept == 4 and a.players == 3
    assert json.loads(_cli("analyze", str(words), "--json", cache_dir=tmp_path / "c").stdout)[
        "winning_first_moves"
    ] == ["g"]


def test_a_cold_analyze_without_the_cache_writes_no_cache(tmp_path: Path) -> None:
    """``--no-cache``: the answer, and no cache folder made. (Which modules it imports is
    a figure of ``benchmarks/bench_imports.py``, not asserted here: an editable install's
    import hook brings in some of them.)"""
    words = tmp_path / "tiny.txt"
    words.write_text("cat camel goat gerbil\n")
    run = _cli("analyze", str(words), "--json", "--no-cache", cache_dir=tmp_path / "c")
    assert run.returncode == 0, run.stderr
    assert json.loads(run.stdout)["winning_first_moves"] == ["g"]
    assert not (tmp_path / "c").exists()


def test_a_record_of_another_layout_is_a_miss(tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setenv("GHOST_CACHE_DIR", str(tmp_path / "c"))
    words = tmp_path / "tiny.txt"
    words.write_text("cat camel goat gerbil\n")
    key = answers.analysis_key(list_digest(words.read_bytes()), 3, "ghost", 2)
    _, fresh = Workbench(words).analysis("ghost", 3, 2)
    rec = cache.load_cached(*key)
    assert answers.valid(rec, "ghost", 3, 2)
    stale = {
        "report": dict(rec["report"], retired_field=1),
        "analysis": dict(rec["analysis"], losers=(0,)),
    }
    cache.store_cached(*key, stale)
    bench = Workbench(words)
    _, again = bench.analysis("ghost", 3, 2)
    assert again == fresh and bench._word_list is not None  # recomputed from the list
    assert cache.load_cached(*key) == rec  # and stored again
    digest = answers.file_digest(str(words))
    assert digest == list_digest(words.read_bytes())
    assert answers.cached_answer(digest, "ghost", 3, 2) == rec
    assert answers.cached_answer(digest, "super", 3, 2) is None
    assert answers.file_digest(str(tmp_path / "missing.txt")) is None
