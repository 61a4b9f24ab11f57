#!/usr/bin/env bash
# Install the .deb into a minimal Debian (debootstrap minbase: no desktop, no recommends, so
# only the libraries the .deb declares and what they pull in), remove every system font,
# and check there that the game passes its self-test and that its window, offscreen and in
# a real X11 session (the host's Xvfb, through the X socket), shows readable text in its
# bundled font. Needs root and the Debian archive this machine's apt uses (or MIRROR=);
# installs debootstrap if missing. Run by CI after ./scripts/build; about a minute.
#   packaging/test_in_chroot.sh [dist/ghost_VERSION_ARCH.deb]
set -euo pipefail
cd "$(dirname "$0")/.."
deb=$(realpath "${1:-$(ls dist/ghost_*.deb | tail -n 1)}")
SUDO=""
[ "$(id -u)" -eq 0 ] || SUDO="sudo"
if ! command -v debootstrap >/dev/null; then
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends debootstrap >/dev/null ||
    { $SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends debootstrap >/dev/null; }
fi

root=$(mktemp -d /tmp/ghost-chroot.XXXXXX)
xvfb_pid=""
cleanup() {
  [ -z "$xvfb_pid" ] || kill "$xvfb_pid" 2>/dev/null || true
  for m in tmp/.X11-unix dev proc; do $SUDO umount "$root/$m" 2>/dev/null || true; done
  $SUDO rm -rf "$root"
}
trap cleanup EXIT

# the same release and archive this machine's apt uses
. /etc/os-release
mirror=${MIRROR:-$(cat /etc/apt/sources.list /etc/apt/sources.list.d/* 2>/dev/null | awk '
  /^URIs:/ && !/security/ { print $2; exit }
  /^deb / && !/security/ { for (i = 2; i <= NF; i++) if ($i ~ /:\/\//) { print $i; exit } }' || true)}
[ -n "$mirror" ] || { echo "no Debian archive found in apt's sources: set MIRROR"; exit 1; }
for try in 1 2; do  # one retry: the archive is the only thing here that can fail by chance
  $SUDO debootstrap --variant=minbase "${VERSION_CODENAME:-bookworm}" "$root" "$mirror" >"$root.log" 2>&1 && break
  [ "$try" = 2 ] && { tail -n 20 "$root.log"; exit 1; }
  $SUDO rm -rf "$root" && mkdir -p "$root"
done
rm -f "$root.log"

$SUDO cp "$deb" "$root/tmp/ghost.deb"
$SUDO mount -t proc proc "$root/proc"
$SUDO mount --bind /dev "$root/dev"
# a real X server on the host; the chroot reaches it through its socket
display=""
if command -v Xvfb >/dev/null; then
  for n in $(seq 90 99); do [ -e "/tmp/.X11-unix/X$n" ] || { display=":$n"; break; }; done
  Xvfb "$display" -screen 0 1280x800x24 -nolisten tcp >/dev/null 2>&1 &
  xvfb_pid=$!
  for _ in $(seq 50); do [ -e "/tmp/.X11-unix/X${display#:}" ] && break; sleep 0.1; done
  $SUDO mkdir -p "$root/tmp/.X11-unix"
  $SUDO mount --bind /tmp/.X11-unix "$root/tmp/.X11-unix"
fi

$SUDO chroot "$root" /usr/bin/env -i PATH=/usr/sbin:/usr/bin:/sbin:/bin HOME=/root LANG=C.UTF-8 DISPLAY="$display" /bin/bash -euc '
  export DEBIAN_FRONTEND=noninteractive
  apt-get -o APT::Sandbox::User=root update -qq >/dev/null
  apt-get -o APT::Sandbox::User=root install -y -qq --no-install-recommends /tmp/ghost.deb >/dev/null 2>&1
  rm -rf /usr/share/fonts /var/cache/fontconfig
  echo "in the chroot: system fonts left: $(fc-list 2>/dev/null | wc -l)"
  [ "$(fc-list 2>/dev/null | wc -l)" = 0 ]
  QT_QPA_PLATFORM=offscreen ghost-gui --self-test | tee /tmp/self-test.json
  grep -q "\"ok\": true" /tmp/self-test.json
  QT_QPA_PLATFORM=offscreen ghost-gui --screenshot /tmp/no-fonts-offscreen.png >/dev/null
  QT_QPA_PLATFORM=offscreen ghost-gui --lang ru --screenshot /tmp/no-fonts-ru.png >/dev/null
  if [ -n "$DISPLAY" ]; then QT_QPA_PLATFORM=xcb ghost-gui --screenshot /tmp/no-fonts-x11.png >/dev/null; fi
'
mkdir -p dist
english=("Game log" "Cards" "Language" "Resign round" "Computer: medium")
for kind in offscreen x11; do
  [ -f "$root/tmp/no-fonts-$kind.png" ] || continue
  cp "$root/tmp/no-fonts-$kind.png" "dist/chroot-no-fonts-$kind.png"
  bash packaging/reads.sh "dist/chroot-no-fonts-$kind.png" eng "${english[@]}"
done
cp "$root/tmp/no-fonts-ru.png" dist/chroot-no-fonts-ru.png
bash packaging/reads.sh dist/chroot-no-fonts-ru.png rus "Русские существительные" "Справка" "Карточки" "Язык" "начните слово" "Сдать раунд"
[ -n "$display" ] || echo "no Xvfb here: the X11 window was not tried"
echo "the .deb works on a minimal Debian with no fonts (screenshots: dist/chroot-no-fonts-*.png)"
