import os
import random
import sys
from collections.abc import Callable
from functools import cache
from pathlib import Path
from typing import Any

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

SHARED_WORDLISTS = ROOT.parent / "shared" / "testdata" / "wordlists"


@pytest.fixture(scope="session")
def family_bench() -> Any:
    """A Workbench on the bundled family list for the tests that only read from it: the
    list is loaded and each of its solvers solved once a session, not once a test (each
    test has a cache folder of its own, so nothing carries over otherwise)."""
    from ghost_gui.core.analysis.results import Workbench
    from ghost_gui.paths import wordlist_path

    return Workbench(wordlist_path("english-family.txt"), use_cache=False)


@pytest.fixture(scope="session")
def family_card(family_bench: Any) -> Callable[..., Any]:
    """``family_card(variant, min_length, players, seat)``: a card of the bundled family
    list, made once a session (cards are immutable values)."""

    @cache
    def card(variant: str, min_length: int, players: int, seat: int) -> Any:
        return family_bench.card(variant, min_length, players, seat)[1]

    return card


# -- the suite runs in a shuffled order ----------------------------------------------------
# Test files in a random order, and the tests of each file in a random order among themselves
# (a file's tests stay together, so a module's shared setup is made once). Each run draws a
# seed and shows it in the header; --shuffle-seed=N repeats that order, --no-shuffle keeps
# the files' order. pytest-randomly, when installed, does the same and this steps aside.


def pytest_addoption(parser: pytest.Parser) -> None:
    group = parser.getgroup("shuffle", "the order the tests run in")
    group.addoption(
        "--shuffle-seed",
        type=int,
        default=None,
        help="shuffle the tests with this seed (the default: a new one each run)",
    )
    group.addoption("--no-shuffle", action="store_true", help="run the tests in the files' order")


def _shuffling(config: pytest.Config) -> bool:
    return not config.getoption("--no-shuffle") and not config.pluginmanager.hasplugin("randomly")


def pytest_configure(config: pytest.Config) -> None:
    worker = getattr(config, "workerinput", None)
    if worker is not None:  # a pytest-xdist worker takes its controller's seed
        config.option.shuffle_seed = worker["shuffle_seed"]
    elif config.getoption("--shuffle-seed") is None:
        config.option.shuffle_seed = random.SystemRandom().randrange(1 << 31)


@pytest.hookimpl(optionalhook=True)
def pytest_configure_node(node: Any) -> None:
    """pytest-xdist: every worker must collect the tests in the same order as the others,
    so each is given the controller's seed."""
    node.workerinput["shuffle_seed"] = node.config.option.shuffle_seed


def pytest_report_header(config: pytest.Config) -> str | None:
    if not _shuffling(config):
        return None
    return f"shuffled: --shuffle-seed={config.getoption('--shuffle-seed')} repeats the order"


def pytest_terminal_summary(terminalreporter: pytest.TerminalReporter) -> None:
    """The seed once more at the end, where a quiet run (``-q``, as CI's) shows it: a
    failure that hangs on the order can then be run again in that order."""
    config = terminalreporter.config
    if _shuffling(config):
        terminalreporter.write_line(
            f"shuffled with --shuffle-seed={config.getoption('--shuffle-seed')}"
        )


@pytest.hookimpl(trylast=True)
def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    if not _shuffling(config):
        return
    rng = random.Random(config.getoption("--shuffle-seed"))
    by_file: dict[str, list[pytest.Item]] = {}
    for item in items:
        by_file.setdefault(str(item.path), []).append(item)
    files = list(by_file.values())
    rng.shuffle(files)
    for tests in files:
        rng.shuffle(tests)
    items[:] = [item for tests in files for item in tests]
