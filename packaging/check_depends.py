#!/usr/bin/env python3
"""Check that the .deb declares every system library the frozen app links to.

    python3 packaging/check_depends.py dist/Ghost

Runs ldd on every binary of the onedir app, keeps the libraries found outside it, maps
them to Debian packages (dpkg -S) and compares with the Depends line written by
scripts/build and what those packages depend on in turn. Libraries of optional plugins (GTK theme, desktop portal, IBus), which Qt loads only on
such desktops, are not required. A library not found on this machine fails the check.
"""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
ESSENTIAL = {"libc6", "libgcc-s1", "libc-bin"}  # every Debian system has these
OPTIONAL_PLUGINS = ("libqgtk3", "xdgdesktopportal", "platforminputcontexts/libibus")


def closure(packages: set[str]) -> set[str]:
    """The packages and everything they depend on, as installed here."""
    seen: set[str] = set()
    todo = list(packages)
    while todo:
        p = todo.pop()
        if p in seen:
            continue
        seen.add(p)
        out = subprocess.run(
            ["dpkg-query", "-W", "-f=${Depends},${Pre-Depends}", p], capture_output=True, text=True
        ).stdout
        for alt in out.replace("|", ",").split(","):
            name = alt.strip().split(" ")[0].split(":")[0]
            if name:
                todo.append(name)
    return seen


def declared() -> set[str]:
    """packaging/deb-depends.txt, and libc6 (scripts/build adds it with its version)."""
    lines = (ROOT / "packaging" / "deb-depends.txt").read_text().splitlines()
    return {"libc6"} | {x.strip() for x in lines if x.strip() and not x.lstrip().startswith("#")}


def main() -> int:
    app = Path(sys.argv[1] if len(sys.argv) > 1 else ROOT / "dist" / "Ghost").resolve()
    needs: dict[str, set[str]] = {}
    missing = False
    for f in app.rglob("*"):
        if (
            not f.is_file()
            or f.is_symlink()
            or not (f.suffix == ".so" or ".so." in f.name or f.name == "Ghost")
        ):
            continue
        # at run time the app's own folder comes first on the library path
        env = {"LD_LIBRARY_PATH": f"{app / '_internal'}:{app}"}
        out = subprocess.run(["ldd", str(f)], capture_output=True, text=True, env=env).stdout
        optional = any(o in str(f) for o in OPTIONAL_PLUGINS)
        for _lib, path in re.findall(r"^\s*(\S+) => (/\S+)", out, re.M):
            if not path.startswith(str(app)) and not optional:
                needs.setdefault(path, set()).add(f.name)
        for lib in re.findall(r"^\s*(\S+) => not found", out, re.M):
            if not optional:
                print(f"missing on this machine: {lib} (for {f.relative_to(app)})")
                missing = True
    packages: dict[str, str] = {}
    for path in sorted(needs):
        real = str(Path(path).resolve())
        owner = (
            subprocess.run(["dpkg", "-S", real], capture_output=True, text=True).stdout
            or subprocess.run(["dpkg", "-S", path], capture_output=True, text=True).stdout
        )
        packages[path] = owner.split(":")[0] if owner else "?"
    wanted = set(packages.values()) - ESSENTIAL
    undeclared = sorted(wanted - closure(declared()))
    for path, pkg in sorted(packages.items()):
        print(f"{pkg:24} {path}")
    if undeclared or missing:
        if undeclared:
            print("NOT DECLARED in the .deb: " + ", ".join(undeclared))
        return 1
    print("every system library the app links to is declared (or essential)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
