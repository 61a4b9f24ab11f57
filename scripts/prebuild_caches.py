#!/usr/bin/env python3
"""Build the lexicon and solver caches for the bundled default list and rules, and the
letter senses of the presets' human-like computers (seconds each on the large list), into
build/prebuilt-cache, which build.spec bundles as the frozen build's read-only cache, so
the first start of an installed game is as fast as a warm one."""

import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
#: where it goes; a benchmark names another folder (the only argument)
OUT = Path(sys.argv[1]) if len(sys.argv) > 1 else ROOT / "build" / "prebuilt-cache"
os.environ["GHOST_CACHE_DIR"] = str(OUT)
sys.path.insert(0, str(ROOT))

from ghost_gui.core.analysis.results import Workbench  # noqa: E402
from ghost_gui.paths import wordlist_path  # noqa: E402

# the default game (Ghost, 4 letters, 2 players) and the self-test (3 players)
DEFAULTS = [("english-family.txt", "ghost", 4, (2, 3))]


def computers_ready() -> None:
    """The letter sense of each human-like computer of the New game dialog's presets."""
    import random

    from ghost_gui.core.opponents.strategies import LEVELS, HumanLikeStrategy, read_frequency_ranks
    from ghost_gui.core.play.variants import variant_by_key
    from ghost_gui.gui.dialogs.game_setup import presets
    from ghost_gui.paths import frequency_path

    done: set[tuple[str, int, str]] = set()
    for setup in presets().values():
        for _, kind in setup.players:
            if kind not in LEVELS or (setup.word_list, setup.min_length, kind) in done:
                continue
            done.add((setup.word_list, setup.min_length, kind))
            bench = Workbench(setup.word_list_file())
            lexicon = bench.lexicon(setup.min_length)
            language = bench.word_list.language
            frequencies = frequency_path(language)
            ranks = read_frequency_ranks(str(frequencies), language) if frequencies else ()
            variant = variant_by_key(setup.variant)
            HumanLikeStrategy(kind, lexicon, variant, 2, random.Random(1), ranks)


def main() -> int:
    for name, variant, m, player_counts in DEFAULTS:
        bench = Workbench(wordlist_path(name))
        for players in player_counts:
            bench.solver(variant, m, players).solve()
            bench.analysis(variant, m, players)
        lexicon = bench.lexicon(m)
        lexicon.is_prefix("a")  # builds and caches the prefix trie
    computers_ready()
    size = sum(f.stat().st_size for f in OUT.rglob("*") if f.is_file())
    print(f"prebuilt cache: {size / 1e6:.1f} MB in {OUT}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
