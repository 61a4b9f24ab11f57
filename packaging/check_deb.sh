#!/usr/bin/env bash
# Check the .deb without installing it: its layout (/opt/ghost, the ghost-gui command, the
# menu entry and icon), its declared libraries, the size budgets, and that the app unpacked
# from it passes its self-test.
#   packaging/check_deb.sh [dist/ghost_VERSION_ARCH.deb]     (run by CI after ./scripts/build)
set -euo pipefail
cd "$(dirname "$0")/.."
deb=${1:-$(ls dist/ghost_*.deb | tail -n 1)}
fail() { echo "FAILED: $*"; exit 1; }

contents=$(dpkg-deb -c "$deb")
has() { grep -qE -- "$1" <<<"$contents" || fail "$deb has no $2"; }
has '^-rwxr-xr-x root/root .* \./opt/ghost/Ghost$' "executable /opt/ghost/Ghost"
has ' \./usr/bin/ghost-gui -> /opt/ghost/Ghost$' "/usr/bin/ghost-gui symlink"
has ' \./usr/share/applications/ghost\.desktop$' "menu entry"
has ' \./usr/share/icons/hicolor/256x256/apps/ghost-gui\.png$' "icon"
has ' \./opt/ghost/_internal/resources/fonts/DejaVuSans\.ttf$' "bundled font"
has ' \./opt/ghost/_internal/cache/solved/' "prebuilt solver cache"

depends=$(dpkg-deb -f "$deb" Depends)
grep -qE '(^|, )libc6 \(>= 2\.[0-9]+\)' <<<"$depends" || fail "Depends lacks the glibc version the app needs"
for lib in $(grep -vE '^\s*(#|$)' "$(dirname "$0")/deb-depends.txt"); do
  grep -qE "(^|, )$lib(,|$)" <<<"$depends" || fail "Depends lacks $lib"
done

scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
dpkg-deb -x "$deb" "$scratch/root"
desktop="$scratch/root/usr/share/applications/ghost.desktop"
grep -qx 'Exec=/opt/ghost/Ghost' "$desktop" || fail "menu entry does not start /opt/ghost/Ghost"
grep -qx 'Icon=ghost-gui' "$desktop" || fail "menu entry does not name the ghost-gui icon"

# budgets (BENCHMARKS.md; DECISIONS: the frozen app stays <= 170 MB): the app folder
# <= 170 MB, the .deb <= 60 MB
app_mb=$(( $(du -sb --apparent-size "$scratch/root/opt/ghost" | cut -f1) / 1000000 ))
deb_mb=$(( $(stat -c %s "$deb") / 1000000 ))
echo "/opt/ghost: $app_mb MB, $(basename "$deb"): $deb_mb MB"
[ "$app_mb" -le 170 ] || fail "the app is $app_mb MB, over its 170 MB budget"
[ "$deb_mb" -le 60 ] || fail "the .deb is $deb_mb MB, over its 60 MB budget"

QT_QPA_PLATFORM=offscreen GHOST_DATA_DIR="$scratch/data" GHOST_CACHE_DIR="$scratch/cache" \
  "$scratch/root/opt/ghost/Ghost" --self-test | grep -q '"ok": true' || fail "the unpacked app's self-test"
echo "the .deb is laid out as it should be, and the app in it passes its self-test"
