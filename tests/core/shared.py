import os
import random
from pathlib import Path

import pytest

from ghost_gui.core.solving import pool_levels
from ghost_gui.core.solving.pool_levels import PoolCode

#: the reference word lists beside the project (../shared), absent on some machines
SHARED_WORDLISTS = Path(__file__).resolve().parents[2].parent / "shared" / "testdata" / "wordlists"

#: published two-player results on ENABLE: (variant, minimum length, fragments, losers
#: (0-based seats), a winning first letter that must be found, if any)
ENABLE1_PUBLISHED = [
    ("ghost", 3, 387_878, (0,), None),
    ("ghost", 4, 387_844, (1,), "n"),
    ("super", 3, 1_076_434, (1,), "u"),
    ("super", 4, 1_076_431, (1,), "u"),
    ("superduper", 3, 1_076_434, (1,), "p"),
]

#: Anaghost's compiled level pass (pool_pass.c), or None where it is not built
POOL_PASS = pool_levels.compiled()
#: CI builds the helper wherever it runs these tests and sets this, so that a helper that did not
#: build or import fails the tests that need it instead of skipping them
POOL_PASS_REQUIRED = os.environ.get("GHOST_REQUIRE_POOL_PASS") == "1"
needs_pool_pass = pytest.mark.skipif(
    POOL_PASS is None and not POOL_PASS_REQUIRED, reason="the compiled pass is not built"
)


def random_level(rng: random.Random, code: PoolCode, k: int, size: int) -> list[int]:
    """Up to ``size`` distinct pools of ``k`` letters that fit the numbering, sorted: a level
    for the packed passes' tests."""
    out = set()
    for _ in range(size):
        counts = [0] * len(code.letters)
        for _ in range(k):
            x = rng.randrange(len(counts))
            if counts[x] + 1 < code.radices[x]:
                counts[x] += 1
        if sum(counts) == k:
            out.add(sum(c * s for c, s in zip(counts, code.strides)))
    return sorted(out)
