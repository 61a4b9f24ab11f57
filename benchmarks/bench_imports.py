"""Which of the costly modules a cold ``analyze --no-cache`` imports (each costs a cold run
milliseconds and megabytes: see BENCHMARKS.md). A figure, not a test: an editable install's
import hook brings in ``pathlib`` on its own.

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
PROBE = """
import json, sys
from ghost_gui.cli import main
code = main(sys.argv[1:])
heavy = ("pathlib", "pickle", "dataclasses", "hashlib", "shutil", "ghost_gui.core.storage.cache",
         "ghost_gui.core.solving.levels", "ghost_gui.core.words.wordlist", "ghost_gui.core.analysis.results")
print(json.dumps({"code": code, "imported": [m for m in heavy if m in sys.modules]}), file=sys.stderr)
"""


def main() -> int:
    with tempfile.TemporaryDirectory() as d:
        words = Path(d) / "tiny.txt"
        words.write_text("cat camel goat gerbil\n")
        env = dict(os.environ, GHOST_CACHE_DIR=f"{d}/c", PYTHONPATH=str(ROOT))
        run = subprocess.run(
            [sys.executable, "-c", PROBE, "analyze", str(words), "--json", "--no-cache"],
            capture_output=True,
            text=True,
            env=env,
            cwd=ROOT,
            check=True,
        )
        print(json.dumps(json.loads(run.stderr.splitlines()[-1])["imported"]))
    return 0


if __name__ == "__main__":
    sys.exit(main())
