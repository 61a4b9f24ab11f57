#!/usr/bin/env bash
# The Windows installer under Wine, in a throw-away copy of the toolchain's Wine prefix:
#   1. a silent per-user install (/S, default folder %LOCALAPPDATA%\Programs\Ghost), run twice
#      (the second over the first: the upgrade path) - the installed files are exactly
#      dist/windows/MANIFEST.txt plus uninstall.exe, with the manifest's sizes; the HKCU
#      Add/Remove Programs entry; the Start-menu and desktop shortcuts;
#   2. the installed app: ghost-cli.exe --self-test in an X display (xvfb-run: Qt's real
#      qwindows platform) and with -platform offscreen, each "ok": true, answered from the
#      bundled cache (an empty user cache stays empty); Ghost.exe --version through a pipe;
#      ghost-cli.exe analyze wordlists/english-family.txt, --json and text, identical to what
#      the Linux checkout prints (the text has a UTF-8 arrow);
#   3. a silent uninstall: the folder, the registry entry and both shortcuts are gone;
#   4. the same install/uninstall for all users (/AllUsers: Program Files, HKLM, the all-users
#      Start menu and desktop; Wine's user counts as an administrator);
#   5. size budgets: installed app <= 150 MB, installer <= 60 MB.
# Exits non-zero on any failure; the last line is a one-line summary.
#   packaging/windows/check_installer.sh [dist/Ghost-VERSION-setup.exe]
set -uo pipefail
cd "$(dirname "$0")/../.."
ROOT=$(pwd)
T0=$(date +%s.%N)
elapsed() { awk -v a="$1" -v b="$(date +%s.%N)" 'BEGIN { printf "%.1f", b - a }'; }

version=$(.venv/bin/python -c 'import ghost_gui; print(ghost_gui.__version__)')
setup=$(realpath "${1:-dist/Ghost-$version-setup.exe}")
manifest=$ROOT/dist/windows/MANIFEST.txt
[ -f "$setup" ] && [ -f "$manifest" ] || { echo "FAILED: no $setup or $manifest: run scripts/build-windows"; exit 1; }

eval "$(scripts/build-windows-toolchain --no-tests --env 2>/dev/null)" || { echo "FAILED: the Windows toolchain"; exit 1; }
export WINEDLLOVERRIDES="mscoree,mshtml=;winemenubuilder.exe=d"  # no Linux menu entries for the shortcuts

failures=0
checks=0
pass() { checks=$((checks + 1)); printf '    ok    %s\n' "$*"; }
fail() { checks=$((checks + 1)); failures=$((failures + 1)); printf '    FAIL  %s\n' "$*"; }
expect() {  # expect DESCRIPTION COMMAND...: pass if the command succeeds
  local what=$1
  shift
  if "$@"; then pass "$what"; else fail "$what"; fi
}
winpath() { printf 'Z:%s' "${1//\//\\}"; }

# ---- a private copy of the prefix (its icuuc.dll stand-in included) ----
scratch=$(mktemp -d)
wineserver -w  # nothing may be writing the prefix while it is copied
cp -a "$WINEPREFIX" "$scratch/prefix"
export WINEPREFIX=$scratch/prefix
cleanup() { wineserver -k 2>/dev/null; rm -rf "$scratch"; }
trap cleanup EXIT
user=$(ls "$WINEPREFIX/drive_c/users" | grep -vx Public | head -n 1)
home=$WINEPREFIX/drive_c/users/$user
# wineboot links Desktop, Documents, ... to the Linux home: real folders here, so a test
# shortcut never lands in $HOME
for d in Desktop Documents Downloads Music Pictures Videos; do
  if [ -L "$home/$d" ]; then rm "$home/$d"; mkdir "$home/$d"; fi
done
[ -L "$WINEPREFIX/drive_c/users/Public/Desktop" ] && { rm "$WINEPREFIX/drive_c/users/Public/Desktop"; mkdir "$WINEPREFIX/drive_c/users/Public/Desktop"; }
mkdir -p "$WINEPREFIX/drive_c/users/Public/Desktop"

wrun() {  # wrun SECONDS PROGRAM ARGS...: a Windows program, output through a pipe, CRs dropped
  local secs=$1
  shift
  timeout "$secs" wine "$@" </dev/null 2>&1 | tr -d '\r'
  local rc=${PIPESTATUS[0]}
  return "$rc"
}
reg_has() { wine reg query "$1" </dev/null >/dev/null 2>&1; }
reg_value() { wine reg query "$1" /v "$2" </dev/null 2>/dev/null | tr -d '\r' | awk -v v="$2" '$1 == v { $1 = ""; $2 = ""; sub(/^  */, ""); print }'; }

KEY='Software\Microsoft\Windows\CurrentVersion\Uninstall\Ghost'

check_files() {  # check_files DIR: exactly the manifest's files plus uninstall.exe, same sizes
  local dir=$1 got
  got=$(cd "$dir" && find . -type f ! -name uninstall.exe -printf '%P\t%s\n' | LC_ALL=C sort)
  if [ "$got" = "$(LC_ALL=C sort "$manifest")" ] && [ -f "$dir/uninstall.exe" ]; then
    pass "installed files = MANIFEST.txt ($(wc -l < "$manifest") files, sizes equal) + uninstall.exe"
  else
    fail "installed files differ from MANIFEST.txt:"
    diff <(LC_ALL=C sort "$manifest") <(printf '%s\n' "$got") | head -n 20 | sed 's/^/          /'
  fi
}

install_dir_size=0
# cycle NAME ROOTKEY INSTALL-DIR START-MENU DESKTOP FULL SETUP-ARGS...: install, check, uninstall
cycle() {
  local name=$1 root=$2 dir=$3 menu=$4 desk=$5 full=$6 t rc
  shift 6
  echo "== $name install: setup.exe $*"
  t=$(date +%s.%N)
  wrun 300 "$setup" "$@"; rc=$?
  wineserver -w
  expect "installer exit code 0 ($(elapsed "$t")s)" [ "$rc" = 0 ]
  if [ "$full" = 1 ]; then
    t=$(date +%s.%N)
    wrun 300 "$setup" "$@"; rc=$?
    wineserver -w
    expect "second install over the first (upgrade path) exit code 0 ($(elapsed "$t")s)" [ "$rc" = 0 ]
  fi
  if [ ! -d "$dir" ]; then
    fail "no install folder $dir"
    return
  fi
  check_files "$dir"
  install_dir_size=$(du -sb "$dir" | cut -f1)
  expect "Start-menu shortcut ${menu#"$WINEPREFIX/"}" [ -f "$menu" ]
  expect "desktop shortcut ${desk#"$WINEPREFIX/"}" [ -f "$desk" ]
  expect "$root\\...\\Uninstall\\Ghost DisplayVersion = $version" [ "$(reg_value "$root\\$KEY" DisplayVersion)" = "$version" ]
  local uninst
  uninst=$(reg_value "$root\\$KEY" UninstallString)
  expect "UninstallString names uninstall.exe ($uninst)" grep -q 'uninstall\.exe' <<<"$uninst"
  local other=HKLM
  [ "$root" = HKLM ] && other=HKCU
  expect "no $other entry" eval '! reg_has "$other\\$KEY"'

  [ "$full" = 1 ] && run_app "$dir"

  echo "== $name uninstall: uninstall.exe /S"
  t=$(date +%s.%N)
  # the uninstaller copies itself to %TEMP% and exits; wineserver -w waits for that copy
  wrun 300 "$dir/uninstall.exe" /S; rc=$?
  wineserver -w
  expect "uninstaller exit code 0 ($(elapsed "$t")s)" [ "$rc" = 0 ]
  expect "install folder removed" [ ! -e "$dir" ]
  expect "registry entry removed" eval '! reg_has "$root\\$KEY"'
  expect "shortcuts removed" eval '[ ! -e "$menu" ] && [ ! -e "$desk" ]'
}

run_app() {
  local dir=$1 cli=$1/ghost-cli.exe out data cache t
  echo "== the installed app"
  for mode in xvfb offscreen; do
    data=$scratch/data-$mode cache=$scratch/cache-$mode
    mkdir -p "$data" "$cache"
    t=$(date +%s.%N)
    if [ $mode = xvfb ]; then
      out=$(GHOST_DATA_DIR=$(winpath "$data") GHOST_CACHE_DIR=$(winpath "$cache") \
        timeout 240 xvfb-run -a wine "$cli" --self-test </dev/null 2>&1 | tr -d '\r')
    else
      out=$(GHOST_DATA_DIR=$(winpath "$data") GHOST_CACHE_DIR=$(winpath "$cache") wrun 240 "$cli" --self-test -platform offscreen)
    fi
    wineserver -w
    local line
    line=$(grep -m1 '^{' <<<"$out")
    if grep -q '"ok": true' <<<"$line"; then
      pass "ghost-cli.exe --self-test ($mode, $(elapsed "$t")s): $line"
    else
      fail "ghost-cli.exe --self-test ($mode):"
      printf '%s\n' "$out" | tail -n 15 | sed 's/^/          /'
      tail -n 15 "$data/ghost.log" 2>/dev/null | sed 's/^/          log: /'
    fi
    local written
    written=$(find "$cache" -type f | wc -l)
    expect "self-test ($mode) answered from the bundled cache ($written entries written)" [ "$written" = 0 ]
  done

  out=$(wrun 60 "$dir/Ghost.exe" --version)
  expect "Ghost.exe --version through a pipe: $out" [ "$out" = "Ghost $version" ]
  # the windowed Ghost.exe itself, as a shortcut starts it, prints its self-test through a pipe
  data=$scratch/data-gui cache=$scratch/cache-gui
  mkdir -p "$data" "$cache"
  t=$(date +%s.%N)
  out=$(GHOST_DATA_DIR=$(winpath "$data") GHOST_CACHE_DIR=$(winpath "$cache") wrun 240 "$dir/Ghost.exe" --self-test -platform offscreen)
  wineserver -w
  if grep -m1 '^{' <<<"$out" | grep -q '"ok": true'; then
    pass "Ghost.exe --self-test through a pipe ($(elapsed "$t")s)"
  else
    fail "Ghost.exe --self-test through a pipe:"
    printf '%s\n' "$out" | tail -n 15 | sed 's/^/          /'
  fi

  local words=$ROOT/wordlists/english-family.txt win lin
  cache=$scratch/cache-cli
  mkdir -p "$cache"
  win=$(GHOST_CACHE_DIR=$(winpath "$cache") wrun 120 "$cli" analyze "$(winpath "$words")" --json)
  lin=$(.venv/bin/python -m ghost_gui analyze "$words" --json)
  if .venv/bin/python -c 'import json, sys; a, b = (json.loads(s) for s in sys.argv[1:]); sys.exit(a != b)' "$win" "$lin" 2>/dev/null; then
    pass "analyze --json = Linux's: $(.venv/bin/python -c 'import json, sys; d = json.loads(sys.argv[1]); print("losers", d["losers"], "winning first moves", " ".join(d["winning_first_moves"]))' "$win")"
  else
    fail "analyze --json differs from Linux's"
    printf '          windows: %s\n          linux:   %s\n' "$win" "$lin"
  fi
  win=$(GHOST_CACHE_DIR=$(winpath "$cache") wrun 120 "$cli" analyze "$(winpath "$words")")
  lin=$(.venv/bin/python -m ghost_gui analyze "$words")
  if [ "$win" = "$lin" ] && grep -q '→' <<<"$win"; then
    pass "analyze text = Linux's, in UTF-8 ('→' intact)"
  else
    fail "analyze text differs from Linux's"
    diff <(printf '%s\n' "$lin") <(printf '%s\n' "$win") | head -n 10 | sed 's/^/          /'
  fi
}

smenu=$home/AppData/Roaming/Microsoft/Windows/Start\ Menu/Programs
cycle per-user HKCU "$home/AppData/Local/Programs/Ghost" "$smenu/Ghost.lnk" "$home/Desktop/Ghost.lnk" 1 /S
installed=$install_dir_size
cycle all-users HKLM "$WINEPREFIX/drive_c/Program Files/Ghost" \
  "$WINEPREFIX/drive_c/ProgramData/Microsoft/Windows/Start Menu/Programs/Ghost.lnk" \
  "$WINEPREFIX/drive_c/users/Public/Desktop/Ghost.lnk" 0 /AllUsers /S

echo "== sizes"
setup_size=$(stat -c %s "$setup")
mb() { awk -v b="$1" 'BEGIN { printf "%.1f MB", b / 1e6 }'; }
expect "installed app $(mb "$installed") <= 150 MB" eval '[ "$installed" -gt 0 ] && [ "$installed" -le 150000000 ]'
expect "installer $(mb "$setup_size") <= 60 MB" [ "$setup_size" -le 60000000 ]

if [ $failures = 0 ]; then
  echo "check_installer: OK: $checks checks passed in $(elapsed "$T0")s (installer $(mb "$setup_size"), installed $(mb "$installed"))"
else
  echo "check_installer: FAILED: $failures of $checks checks failed in $(elapsed "$T0")s (installer $(mb "$setup_size"), installed $(mb "$installed"))"
  exit 1
fi
