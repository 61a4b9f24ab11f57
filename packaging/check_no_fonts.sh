#!/usr/bin/env bash
# The frozen app on a machine with no fonts of its own: fontconfig is given an empty
# configuration, so every letter on screen must come from the bundled font. Runs the
# self-test (with an empty user cache, which the bundled cache must answer: nothing may be
# written there), then screenshots the window in English and Russian and reads them back
# with OCR. Without a usable font Qt draws empty boxes, which read as nothing.
#   packaging/check_no_fonts.sh [dist/Ghost/Ghost]     (run by CI; OCR by packaging/reads.sh)
set -euo pipefail
cd "$(dirname "$0")/.."
app=$(realpath "${1:-dist/Ghost/Ghost}")

scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
printf '<?xml version="1.0"?>\n<fontconfig><cachedir>%s/fc</cachedir></fontconfig>\n' "$scratch" > "$scratch/fonts.conf"
export QT_QPA_PLATFORM=offscreen FONTCONFIG_FILE="$scratch/fonts.conf"
export GHOST_DATA_DIR="$scratch/data" GHOST_CACHE_DIR="$scratch/cache"
if command -v fc-list >/dev/null; then
  echo "system fonts fontconfig can see: $(fc-list | wc -l)"
  [ "$(fc-list | wc -l)" = 0 ]
fi

"$app" --self-test | tee "$scratch/self-test.json"
grep -q '"ok": true' "$scratch/self-test.json"
mkdir -p "$scratch/cache"
written=$(find "$scratch/cache" -type f | wc -l)
if [ "$written" != 0 ]; then
  find "$scratch/cache" -type f
  echo "FAILED: the first start computed $written cache entries the bundled cache should have held"
  exit 1
fi
echo "first start answered from the bundled cache"

# each language: a screenshot, and words on it a person must be able to read
"$app" --screenshot dist/no-fonts-en.png >/dev/null
bash packaging/reads.sh dist/no-fonts-en.png eng "Game log" "Cards" "Language" "Resign round" "Computer: medium"
"$app" --lang ru --screenshot dist/no-fonts-ru.png >/dev/null
bash packaging/reads.sh dist/no-fonts-ru.png rus "Русские существительные" "Справка" "Карточки" "Язык" "начните слово" "Сдать раунд"
echo "text renders with the bundled font and no system fonts"
