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
def english_after_each_test() -> Iterator[None]:
    """A test that starts a shell in Russian (or switches the language) leaves the window's
    language English for the next one, whatever order the tests run in."""
    yield
    from PySide6.QtWidgets import QApplication

    from ghost_gui.gui import i18n

    app = QApplication.instance()
    if isinstance(app, QApplication) and i18n.interface_language() != "en":
        i18n.install_translator(app, "en")


#: test id -> the windows it left open (visible top-level widgets), for the session's end
LEFT_OPEN: dict[str, int] = {}


@pytest.fixture(autouse=True)
def close_leftover_windows(request: pytest.FixtureRequest) -> Iterator[None]:
    """Every window a test leaves open is closed and deleted after it: windows left alive
    pile up over the suite, and each later change of look restyles all of them."""
    yield
    from PySide6.QtCore import QCoreApplication, QEvent
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance()
    if not isinstance(app, QApplication):
        return
    left = 0
    for widget in app.topLevelWidgets():
        left += widget.isVisible()
        widget.close()
        widget.deleteLater()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    if left:
        LEFT_OPEN[request.node.nodeid] = left


#: more top-level widgets than this alive at the session's end fail it (a few may be kept by
#: Qt itself, such as a style's or a tooltip's)
MAX_ALIVE_AT_END = 5


@pytest.fixture(scope="session", autouse=True)
def no_windows_pile_up() -> Iterator[None]:
    """At the end of the GUI tests, the windows every test opened are gone: closed by the test
    or by :func:`close_leftover_windows`, and deleted. Tests that left windows open for the
    fixture to close are listed in the terminal summary."""
    yield
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance()
    if not isinstance(app, QApplication):
        return
    alive = app.topLevelWidgets()
    assert len(alive) <= MAX_ALIVE_AT_END, (
        f"{len(alive)} top-level widgets outlived the GUI tests: "
        + ", ".join(sorted({type(w).__name__ for w in alive}))
    )


def pytest_terminal_summary(terminalreporter: pytest.TerminalReporter) -> None:
    if LEFT_OPEN:
        terminalreporter.write_line(
            f"{sum(LEFT_OPEN.values())} windows left open by {len(LEFT_OPEN)} GUI tests "
            "were closed after them (tests/gui/conftest.py)"
        )
