"""One resolver for resources/ and wordlists/: a checkout, an installed wheel, a frozen build."""

from __future__ import annotations

import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

from ghost_gui import paths

ROOT = Path(__file__).resolve().parent.parent


def test_checkout() -> None:
    assert paths.data_root() == ROOT
    assert paths.wordlist_path("english-family.txt").is_file()
    assert paths.resource_path("fonts", "DejaVuSans.ttf").is_file()


def test_installed_wheel_layout(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    package = tmp_path / "site-packages" / "ghost_gui"
    (package / "_data" / "wordlists").mkdir(parents=True)
    (package / "_data" / "resources").mkdir(parents=True)
    monkeypatch.setattr(paths, "_PACKAGE", package)
    assert paths.data_root() == package / "_data"
    assert paths.wordlist_path("x.txt") == package / "_data" / "wordlists" / "x.txt"


def test_frozen_layout(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    (tmp_path / "wordlists").mkdir()
    (tmp_path / "resources").mkdir()
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert paths.data_root() == tmp_path
    assert paths.resource_path("style.qss") == tmp_path / "resources" / "style.qss"


def test_the_wheel_carries_resources_and_word_lists(tmp_path: Path) -> None:
    out = subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "-q", "--no-deps", "-w", str(tmp_path), str(ROOT)],
        capture_output=True,
        text=True,
    )
    if out.returncode != 0:
        pytest.skip(f"cannot build a wheel here: {out.stderr.strip()[-200:]}")
    wheel = next(tmp_path.glob("ghost_gui-*.whl"))
    names = set(zipfile.ZipFile(wheel).namelist())
    for needed in (
        "ghost_gui/_data/wordlists/english-family.txt",
        "ghost_gui/_data/resources/fonts/DejaVuSans.ttf",
        "ghost_gui/_data/resources/translations/ghost_ru.qm",
        "ghost_gui/_data/resources/translations/qt_extra_ru.qm",
        "ghost_gui/core/solving/solver.py",
    ):
        assert needed in names


def test_build_spec_uses_the_same_relative_names() -> None:
    spec = (ROOT / "build.spec").read_text()
    assert '"wordlists"), "wordlists")' in spec and '"resources/fonts"' in spec
    assert "upx=False" in spec and "console=False" in spec and "PyQt5" in spec
