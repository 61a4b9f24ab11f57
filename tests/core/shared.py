from pathlib import Path

#: the reference word lists beside the project (../shared), absent on some machines
SHARED_WORDLISTS = Path(__file__).resolve().parents[2].parent / "shared" / "testdata" / "wordlists"
