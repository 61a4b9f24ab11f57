"""Which of the costly modules a command imports (each costs a run milliseconds and
megabytes: see BENCHMARKS.md): a cold ``analyze --no-cache``, a warm ``analyze --json``
(answered by the lean path, ``cli/warm_answer.py``) after one run that stores its answer,
and every seat's card, ``card --no-cache --player all``.
A figure, not a test: an editable install's import hook brings in ``pathlib`` on its own.

    .venv/bin/python benchmarks/bench_imports.py
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
# json only after the run: the warm answer is made without it
PROBE = """
import sys
from ghost_gui.__main__ import main
code = main(sys.argv[1:])
heavy = ("typing", "argparse", "json", "re", "pathlib", "pickle", "dataclasses", "hashlib",
         "shutil", "threading", "ghost_gui.cli.dispatch", "ghost_gui.core.storage.cache",
         "ghost_gui.core.solving.levels", "ghost_gui.core.words.wordlist",
         "ghost_gui.core.analysis.results", "ghost_gui.cli.analysis",
         "ghost_gui.core.solving.fragment_levels")
found = [m for m in heavy if m in sys.modules]
import json
print(json.dumps({"code": code, "imported": found}), file=sys.stderr)
"""


def imported(args: list[str], env: dict[str, str]) -> list[str]:
    run = subprocess.run(
        [sys.executable, "-c", PROBE, *args],
        capture_output=True,
        text=True,
        env=env,
        cwd=ROOT,
        check=True,
    )
    found: list[str] = json.loads(run.stderr.splitlines()[-1])["imported"]
    return found


def main() -> int:
    with tempfile.TemporaryDirectory() as d:
        words = Path(d) / "tiny.txt"
        words.write_text("cat camel goat gerbil\n")
        env = dict(os.environ, GHOST_CACHE_DIR=f"{d}/c", PYTHONPATH=str(ROOT))
        cold = imported(["analyze", str(words), "--json", "--no-cache"], env)
        imported(["analyze", str(words), "--json"], env)  # stores the answer
        warm = imported(["analyze", str(words), "--json"], env)
        card = imported(["card", str(words), "--no-cache", "--player", "all"], env)
        print(json.dumps({"cold --no-cache": cold, "warm --json": warm, "card": card}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
