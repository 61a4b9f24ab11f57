"""The rules' words are enums the type checker can check: a misspelt challenge, player kind
or starter passed to the package fails mypy (with the project's configuration), and the
same calls with the enums pass. Strings become enums only where they enter (the command
line, JSON, the settings, the dialog's combo data)."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

HEADER = """\
from ghost_gui.core.play.match import Match
from ghost_gui.core.play.rules import ChallengeKind, PlayerKind, Starter
from ghost_gui.gui.dialogs.game_setup import GameSetup
from ghost_gui.gui.table.controller import GameController


"""

#: each line marked "# typo" must be reported, and no other
TYPOS = """\
def typos(controller: GameController, match: Match) -> None:
    controller.challenge("no-word")  # typo
    match.challenge(0, "no_word")  # typo
    GameSetup(
        [("Ann", "humen"), ("Bo", PlayerKind.HUMAN)],  # typo
        next_round_starter="losser",  # typo
    )
"""

RIGHT = """\
def right(controller: GameController, match: Match) -> None:
    controller.challenge(ChallengeKind.NO_WORD)
    match.challenge(0, ChallengeKind.WORD)
    GameSetup(
        [("Ann", PlayerKind.HUMAN), ("Bo", PlayerKind.HUMAN)],
        next_round_starter=Starter.LOSER,
    )
"""


def mypy(tmp_path: Path, *files: Path) -> tuple[int, str]:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    done = subprocess.run(
        [
            sys.executable,
            "-m",
            "mypy",
            "--config-file",
            str(ROOT / "pyproject.toml"),
            "--cache-dir",
            str(tmp_path / "cache"),
            "--no-error-summary",
            *map(str, files),
        ],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        check=False,
    )
    return done.returncode, done.stdout + done.stderr


def test_typos_fail_mypy_and_the_enums_pass(tmp_path: Path) -> None:
    typos = tmp_path / "typos.py"
    right = tmp_path / "right.py"
    typos.write_text(HEADER + TYPOS, encoding="utf-8")
    right.write_text(HEADER + RIGHT, encoding="utf-8")
    code, out = mypy(tmp_path, typos, right)
    assert code == 1, out
    lines = (HEADER + TYPOS).splitlines()
    marked = {n for n, line in enumerate(lines, 1) if line.endswith("# typo")}
    reported = {int(m[1]) for m in re.finditer(r"typos\.py:(\d+): error", out)}
    assert reported == marked, out
    assert "right.py" not in out, out
