#!/usr/bin/env bash
# Install the .deb into a minimal Debian (debootstrap minbase: no desktop, no recommends),
# remove every system font, and check that the game starts and renders with its bundled
# font. Needs root, debootstrap and access to the Debian archive. Not part of CI (it takes
# a minute or two and depends on the mirror); run it after ./scripts/build.
#   sudo packaging/test_in_chroot.sh [dist/ghost_VERSION_ARCH.deb]
set -euo pipefail
cd "$(dirname "$0")/.."
deb=$(realpath "${1:-$(ls dist/ghost_*.deb | tail -n 1)}")
root=$(mktemp -d /tmp/ghost-chroot.XXXXXX)
cleanup() { umount "$root/proc" 2>/dev/null || true; rm -rf "$root"; }
trap cleanup EXIT
debootstrap --variant=minbase bookworm "$root" http://deb.debian.org/debian >/dev/null
cp "$deb" "$root/tmp/ghost.deb"
mount -t proc proc "$root/proc"
chroot "$root" /bin/bash -euc '
  export DEBIAN_FRONTEND=noninteractive HOME=/root QT_QPA_PLATFORM=offscreen
  apt-get update -qq >/dev/null
  apt-get install -y -qq --no-install-recommends /tmp/ghost.deb >/dev/null
  rm -rf /usr/share/fonts /var/cache/fontconfig
  echo "system fonts left: $(fc-list 2>/dev/null | wc -l)"
  ghost-gui --self-test
  ghost-gui --screenshot /tmp/no-fonts.png
'
cp "$root/tmp/no-fonts.png" dist/no-fonts.png
echo "screenshot with no system fonts: dist/no-fonts.png (look at it)"
