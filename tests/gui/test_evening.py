"""A whole evening through the window (tests/gui/evening.py): offscreen in one process, and
once in a real X11 window under Xvfb with the process killed between two matches."""

from __future__ import annotations

import json
import os
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from evening import Evening, standing


def test_an_evening_at_the_table(qapp, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    evening = Evening(qapp, tmp_path)
    first = evening.part_one()
    before = standing(first)
    first.window.hide()  # the process dies here: no close, the save on disk as it was
    first.controller.computers.forget()
    second = evening.part_two()
    second.window.hide()
    second.controller.computers.forget()
    third = evening.part_three(before)
    assert len(evening.rounds) >= 8
    third.close()


EVENING = Path(__file__).with_name("evening.py")


@pytest.mark.skipif(not shutil.which("xvfb-run"), reason="xvfb-run is not installed")
def test_an_evening_in_a_real_window_killed_between_matches(tmp_path: Path) -> None:
    env = dict(os.environ, QT_QPA_PLATFORM="xcb", PYTHONPATH=str(EVENING.parent))
    env.pop("DISPLAY", None)

    def run(part: int) -> subprocess.Popen[str]:
        return subprocess.Popen(
            [
                "xvfb-run",
                "-a",
                "-s",
                "-screen 0 1366x768x24",
                sys.executable,
                str(EVENING),
                "--part",
                str(part),
                "--data",
                str(tmp_path),
            ],
            env=env,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            start_new_session=True,
        )

    first = run(1)
    assert first.stdout is not None
    line = first.stdout.readline()  # part 1 reports, then plays on until it is killed
    os.killpg(first.pid, signal.SIGKILL)
    first.wait(timeout=30)
    report = (
        json.loads(line)
        if line.strip()
        else {"ok": False, "error": first.stderr.read() if first.stderr else ""}
    )
    assert report["ok"], report
    assert report["platform"] == "xcb"
    for part in (2, 3):
        started = time.monotonic()
        done = run(part)
        out, err = done.communicate(timeout=300)
        lines = [x for x in out.splitlines() if x.startswith("{")]
        assert lines, (out, err[-3000:], time.monotonic() - started)
        report = json.loads(lines[-1])
        assert report["ok"], report
