"""Frozen build against running from source: start-up to the first frame, side by side.

    ./scripts/build --onedir-only && QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/bench_frozen_startup.py

Whole-process wall time of `--quit-after-first-frame`, warm caches, medians of --repeat runs;
also the sizes of dist/Ghost and of the .deb and tarball when present.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def wall(cmd: list[str], env: dict[str, str]) -> float:
    t = time.perf_counter()
    subprocess.run(cmd, env=env, check=True, capture_output=True, cwd=ROOT)
    return time.perf_counter() - t


def size_mb(path: Path) -> float:
    if path.is_file():
        return round(path.stat().st_size / 1e6, 1)
    # symlinks (PyInstaller links some libraries) are not counted twice
    return round(sum(f.lstat().st_size for f in path.rglob("*") if f.is_file() and not f.is_symlink()) / 1e6, 1)


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--repeat", type=int, default=7)
    args = ap.parse_args()
    frozen = ROOT / "dist" / "Ghost" / "Ghost"
    if not frozen.exists():
        print("build first: ./scripts/build --onedir-only", file=sys.stderr)
        return 2
    with tempfile.TemporaryDirectory() as d:
        env = dict(os.environ, QT_QPA_PLATFORM=os.environ.get("QT_QPA_PLATFORM", "offscreen"),
                   GHOST_DATA_DIR=f"{d}/data", GHOST_CACHE_DIR=f"{d}/cache")
        source = [sys.executable, "-m", "ghost_gui", "--quit-after-first-frame"]
        built = [str(frozen), "--quit-after-first-frame"]
        wall(source, env), wall(built, env)  # warm caches and disk
        s = statistics.median(wall(source, env) for _ in range(args.repeat))
        f = statistics.median(wall(built, env) for _ in range(args.repeat))
    result = {"source_s": round(s, 3), "frozen_s": round(f, 3), "frozen_over_source": round(f / s, 2),
              "onedir_mb": size_mb(ROOT / "dist" / "Ghost")}
    for pattern, key in (("*.deb", "deb_mb"), ("*.tar.gz", "tarball_mb")):
        found = sorted((ROOT / "dist").glob(pattern))
        if found:
            result[key] = size_mb(found[-1])
    print(json.dumps(result, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
