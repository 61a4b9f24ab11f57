#!/usr/bin/env bash
# A real print server for the printing test (tests/gui/test_pocket_print_cups.py): CUPS with
# Debian's PDF printer (cups-pdf), named PDF, and tesseract to read the printed page back.
# CI runs it before the tests; on a machine without it the test is skipped.
set -euo pipefail
packages=(cups cups-client printer-driver-cups-pdf tesseract-ocr tesseract-ocr-eng)
SUDO=""
[ "$(id -u)" -eq 0 ] || SUDO="sudo"
if [ "$(dpkg-query -W -f='${Status}\n' "${packages[@]}" 2>/dev/null | grep -c 'install ok installed')" != "${#packages[@]}" ]; then
  export DEBIAN_FRONTEND=noninteractive
  $SUDO apt-get update -qq
  $SUDO apt-get install -y -qq --no-install-recommends "${packages[@]}" >/dev/null
fi
running() { lpstat -r 2>/dev/null | grep -qx "scheduler is running"; }
if ! running; then
  $SUDO cupsd  # no init system here: it goes to the background by itself
  for _ in $(seq 1 50); do running && break; sleep 0.2; done
fi
if ! lpstat -p PDF >/dev/null 2>&1; then
  $SUDO lpadmin -p PDF -v cups-pdf:/ -E -m lsb/usr/cups-pdf/CUPS-PDF_opt.ppd
fi
lpstat -p PDF
