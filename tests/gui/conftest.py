from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QLocale

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


@pytest.fixture
def russian_locale() -> Iterator[None]:
    """Numbers and dates in Russian for one test (digit groups with a narrow space)."""
    before = QLocale()
    QLocale.setDefault(QLocale(QLocale.Language.Russian))
    yield
    QLocale.setDefault(before)


@pytest.fixture(autouse=True)
def close_leftover_windows() -> Iterator[None]:
    """Every window a test leaves open is closed and deleted after it: windows left alive
    pile up over the suite, and each later change of look restyles all of them."""
    yield
    from PySide6.QtCore import QCoreApplication, QEvent
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance()
    if not isinstance(app, QApplication):
        return
    for widget in app.topLevelWidgets():
        widget.close()
        widget.deleteLater()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
