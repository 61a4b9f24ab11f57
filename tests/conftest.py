import os
import random
import sys
from collections.abc import Callable, Iterator
from functools import cache
from pathlib import Path
from typing import Any, NamedTuple

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


# -- places a file for a person cannot be written -------------------------------------------
#: a full disk, a missing folder, a read-only folder
UNWRITABLE = ("full disk", "missing folder", "read-only folder")


def _mount_tmpfs(where: Path, options: str) -> None:
    """A tiny tmpfs at ``where`` (root only); the test is skipped, with the reason, when
    it cannot be had."""
    import subprocess

    if getattr(os, "geteuid", lambda: -1)() != 0:
        pytest.skip("a full or read-only disk is a tiny tmpfs, and mounting one needs root")
    where.mkdir(parents=True, exist_ok=True)
    done = subprocess.run(
        ["mount", "-t", "tmpfs", "-o", options, "tmpfs", str(where)],
        capture_output=True,
        text=True,
    )
    if done.returncode:
        pytest.skip(f"cannot mount a tmpfs here: {done.stderr.strip()}")


class Unwritable(NamedTuple):
    folder: Path
    #: one of UNWRITABLE
    kind: str

    def leftovers(self) -> list[str]:
        """What is in the folder now (nothing for a folder that does not exist)."""
        return sorted(os.listdir(self.folder)) if self.folder.is_dir() else []


@pytest.fixture(params=UNWRITABLE)
def unwritable(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[Unwritable]:
    """A folder no file can be written into, for the reason ``kind`` names: on a 16 KB
    tmpfs filled to the last byte (beside the folder, which stays empty), a folder that
    does not exist, or an empty tmpfs mounted read-only. Unmounted afterwards."""
    import subprocess

    kind = request.param
    if kind == "missing folder":
        yield Unwritable(tmp_path / "missing", kind)
        return
    disk = tmp_path / "disk"
    _mount_tmpfs(disk, "size=16k" if kind == "full disk" else "ro,size=16k")
    try:
        folder = disk
        if kind == "full disk":
            folder = disk / "out"
            folder.mkdir()
            with open(disk / "filler", "wb", buffering=0) as fh:
                try:
                    while fh.write(b"\0" * 1024):
                        pass
                except OSError:  # full
                    pass
        yield Unwritable(folder, kind)
    finally:
        subprocess.run(["umount", str(disk)], check=False)


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
