from pathlib import Path

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
