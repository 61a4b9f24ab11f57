"""A check run in a child process on a screen of a given size: its own application on the
offscreen platform, configured to that screen, with the test's data folder. The check prints
one JSON line last; that line is its report."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]


def report_on_screen(
    script: str, args: list[str], tmp_path: Path, width: int, height: int
) -> dict[str, Any]:
    """Run ``script`` (``python -c``) with ``args`` on a ``width``×``height`` screen; its
    report. Fails the test when the child does not exit cleanly."""
    screen = tmp_path / "screen.json"
    screen.write_text(
        json.dumps(
            {
                "screens": [
                    {
                        "name": "test",
                        "x": 0,
                        "y": 0,
                        "width": width,
                        "height": height,
                        "logicalDpi": 96,
                        "logicalBaseDpi": 96,
                        "dpr": 1,
                    }
                ]
            }
        ),
        encoding="utf-8",
    )
    env = dict(
        os.environ,
        QT_QPA_PLATFORM=f"offscreen:configfile={screen}",
        PYTHONPATH=str(ROOT),
        GHOST_DATA_DIR=str(tmp_path / "data"),
    )
    run = subprocess.run(
        [sys.executable, "-c", script, *args],
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
        cwd=ROOT,
    )
    assert run.returncode == 0, run.stderr[-2000:]
    report: dict[str, Any] = json.loads(run.stdout.strip().splitlines()[-1])
    return report
