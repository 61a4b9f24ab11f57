#!/usr/bin/env bash
# Read a screenshot back with OCR and check that a person could read the expected words on
# it (in any case: OCR reads a capital С as a small one). One word may be misread or renamed; the empty boxes Qt draws when it has no font read
# as none of them. Installs tesseract (Debian packages) on first use.
#   packaging/reads.sh SHOT.png eng|rus WORD...
set -euo pipefail
shot=$1 ocr=$2
shift 2

packages=(tesseract-ocr tesseract-ocr-eng tesseract-ocr-rus)
if [ "$(dpkg-query -W -f='${Status}\n' "${packages[@]}" 2>/dev/null | grep -c 'install ok installed')" != "${#packages[@]}" ]; then
  SUDO=""
  [ "$(id -u)" -eq 0 ] || SUDO="sudo"
  export DEBIAN_FRONTEND=noninteractive
  $SUDO apt-get update -qq
  $SUDO apt-get install -y -qq --no-install-recommends "${packages[@]}" >/dev/null
fi

text=$(tesseract "$shot" - -l "$ocr" 2>/dev/null | tr -s '\n' ' ')
echo "$shot reads: $text"
found=0
for word in "$@"; do
  if grep -qiF -- "$word" <<<"$text"; then found=$((found + 1)); fi
done
if [ $((found + 1)) -lt $# ]; then
  echo "FAILED: $found of $# expected words readable in $shot"
  exit 1
fi
