from __future__ import annotations

from pathlib import Path

import pytest

WORDS = "cat camel cattle gecko goat gerbil zebra tab tabby".split()


@pytest.fixture(autouse=True)
def private_dirs(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("GHOST_CACHE_DIR", str(tmp_path / "cache"))
    monkeypatch.setenv("GHOST_DATA_DIR", str(tmp_path / "data"))
    return tmp_path


@pytest.fixture
def word_file(tmp_path: Path) -> Path:
    p = tmp_path / "tiny.txt"
    p.write_text("\n".join(WORDS) + "\n", encoding="utf-8")
    return p
