#!/usr/bin/env python3
"""Build the lexicon and solver caches for the bundled default list and rules into
build/prebuilt-cache, which build.spec bundles as the frozen build's read-only cache, so
the first start of an installed game is as fast as a warm one."""

import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "build" / "prebuilt-cache"
os.environ["GHOST_CACHE_DIR"] = str(OUT)
sys.path.insert(0, str(ROOT))

from ghost_gui.core.analysis.results import Workbench  # noqa: E402
from ghost_gui.paths import wordlist_path  # noqa: E402

# the default game (Ghost, 4 letters, 2 players) and the self-test (3 players)
DEFAULTS = [("english-family.txt", "ghost", 4, (2, 3))]


def main() -> int:
    for name, variant, m, player_counts in DEFAULTS:
        bench = Workbench(wordlist_path(name))
        for players in player_counts:
            bench.solver(variant, m, players).solve()
            bench.analysis(variant, m, players)
        lexicon = bench.lexicon(m)
        lexicon.is_prefix("a")  # builds and caches the prefix trie
    size = sum(f.stat().st_size for f in OUT.rglob("*") if f.is_file())
    print(f"prebuilt cache: {size / 1e6:.1f} MB in {OUT}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
