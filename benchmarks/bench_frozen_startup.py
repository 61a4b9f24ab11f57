"""Frozen build against running from source: start-up to the first frame, side by side.

    ./scripts/build --onedir-only && QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/bench_frozen_startup.py

Whole-process wall times, medians of --repeat runs:
- `--quit-after-first-frame`, frozen against from source (warm disk, warm caches);
- `--self-test` (load the default list, solve, play a game), the frozen app with an empty user
  cache (its first start: the bundled cache must answer) against from source with a warm user
  cache and with a cold one;
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
    return round(
        sum(f.lstat().st_size for f in path.rglob("*") if f.is_file() and not f.is_symlink()) / 1e6,
        1,
    )


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--repeat", type=int, default=7)
    args = ap.parse_args()
    frozen = ROOT / "dist" / "Ghost" / "Ghost"
    if not frozen.exists():
        print("build first: ./scripts/build --onedir-only", file=sys.stderr)
        return 2
    with tempfile.TemporaryDirectory() as d:
        env = dict(
            os.environ,
            QT_QPA_PLATFORM=os.environ.get("QT_QPA_PLATFORM", "offscreen"),
            GHOST_DATA_DIR=f"{d}/data",
            GHOST_CACHE_DIR=f"{d}/cache",
        )
        source, built, first = (
            [sys.executable, "-m", "ghost_gui"],
            [str(frozen)],
            ["--quit-after-first-frame"],
        )
        wall(source + first, env), wall(built + first, env)  # warm caches and disk
        s = statistics.median(wall(source + first, env) for _ in range(args.repeat))
        f = statistics.median(wall(built + first, env) for _ in range(args.repeat))

        def fresh(kind: str) -> dict[str, str]:
            return dict(env, GHOST_CACHE_DIR=tempfile.mkdtemp(prefix=f"{kind}-", dir=d))

        test = ["--self-test"]
        frozen_first = statistics.median(
            wall(built + test, fresh("first")) for _ in range(args.repeat)
        )
        source_cold = statistics.median(
            wall(source + test, fresh("cold")) for _ in range(args.repeat)
        )
        wall(source + test, env)
        source_warm = statistics.median(wall(source + test, env) for _ in range(args.repeat))
    result = {
        "source_s": round(s, 3),
        "frozen_s": round(f, 3),
        "frozen_over_source": round(f / s, 2),
        "self_test_frozen_first_start_s": round(frozen_first, 3),
        "self_test_source_warm_s": round(source_warm, 3),
        "self_test_source_cold_s": round(source_cold, 3),
        "first_start_over_warm": round(frozen_first / source_warm, 2),
        "onedir_mb": size_mb(ROOT / "dist" / "Ghost"),
    }
    for pattern, key in (("*.deb", "deb_mb"), ("*.tar.gz", "tarball_mb")):
        found = sorted((ROOT / "dist").glob(pattern))
        if found:
            result[key] = size_mb(found[-1])
    print(json.dumps(result, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
