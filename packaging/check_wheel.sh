#!/usr/bin/env bash
# The wheel as pip installs it: unpacked into a fresh folder (--target, no dependencies; Qt
# and datrie come from .venv), imported from there outside the checkout, it must find its
# word lists and resources under ghost_gui/_data and pass the game's self-test.
#   packaging/check_wheel.sh [dist/ghost_gui-VERSION-py3-none-any.whl]     (run by CI after ./scripts/build)
set -euo pipefail
cd "$(dirname "$0")/.."
wheel=$(realpath "${1:-$(ls dist/ghost_gui-*.whl | tail -n 1)}")
python="$PWD/.venv/bin/python"  # not resolved: the link is what makes it the venv
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
"$python" -m pip install -q --disable-pip-version-check --root-user-action=ignore --no-deps --target "$scratch/site" "$wheel"
cd "$scratch"
PYTHONPATH="$scratch/site" QT_QPA_PLATFORM=offscreen GHOST_DATA_DIR="$scratch/data" GHOST_CACHE_DIR="$scratch/cache" \
  "$python" - "$scratch/site" <<'PY'
import sys
from pathlib import Path

import ghost_gui
from ghost_gui import paths
from ghost_gui.__main__ import main

site = Path(sys.argv[1]).resolve()
assert Path(ghost_gui.__file__).resolve().is_relative_to(site), ghost_gui.__file__
assert paths.data_root() == site / "ghost_gui" / "_data", paths.data_root()
assert paths.wordlist_path("english-family.txt").is_file()
assert paths.resource_path("fonts", "DejaVuSans.ttf").is_file()
print(f"installed wheel: {ghost_gui.__file__}, data under {paths.data_root()}")
sys.exit(main(["--self-test"]))
PY
echo "the installed wheel finds its data and passes the self-test"
