"""Every DLL that a program or library of the built Windows app imports must be in the app
folder or be a part of Windows. Catches a DLL build.spec's DROP list removed that something
still needs (which Windows reports only when that piece is loaded).

  python packaging/windows/check_imports.py APP_DIR SYSTEM32_DIR     (needs pefile)

SYSTEM32_DIR is the Wine prefix's system32: Wine's stand-ins for the DLLs Windows has. The
test-only icuuc.dll is there too; Windows 10 (1903) and later ship the real one.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pefile

IMPORT = pefile.DIRECTORY_ENTRY["IMAGE_DIRECTORY_ENTRY_IMPORT"]
DELAY = pefile.DIRECTORY_ENTRY["IMAGE_DIRECTORY_ENTRY_DELAY_IMPORT"]
PE_SUFFIXES = (".exe", ".dll", ".pyd")


def imports(path: Path) -> set[str]:
    pe = pefile.PE(str(path), fast_load=True)
    pe.parse_data_directories(directories=[IMPORT, DELAY])
    names = {e.dll.decode().lower() for e in getattr(pe, "DIRECTORY_ENTRY_IMPORT", [])}
    # delay-loaded DLLs are loaded on first use, and may be optional: reported, not failed
    pe.close()
    return names


def main(argv: list[str]) -> int:
    app, system32 = Path(argv[0]), Path(argv[1])
    bundled = {p.name.lower() for p in app.rglob("*") if p.is_file()}
    system = {p.name.lower() for p in system32.iterdir()}
    missing: dict[str, list[str]] = {}
    count = 0
    for path in sorted(app.rglob("*")):
        if not path.is_file() or path.suffix.lower() not in PE_SUFFIXES:
            continue
        count += 1
        for dll in sorted(imports(path)):
            if dll in bundled or dll in system or dll.startswith(("api-ms-win-", "ext-ms-")):
                continue
            missing.setdefault(dll, []).append(path.relative_to(app).as_posix())
    for dll, users in missing.items():
        print(f"missing {dll}, imported by: {', '.join(users)}", file=sys.stderr)
    print(
        f"imports: {count} PE files, {'every import resolved' if not missing else f'{len(missing)} DLLs missing'}"
    )
    return 1 if missing else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
