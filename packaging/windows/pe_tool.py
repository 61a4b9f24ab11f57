"""Small PE (Windows DLL/EXE) queries for scripts/build-windows-toolchain, run on Linux with pefile.

pe_tool.py def DLL            print a module-definition (.def) file of DLL's exports, data
                              exports marked DATA (for x86_64-w64-mingw32-dlltool)
pe_tool.py imports PE NAME    print the functions PE imports from the DLL called NAME, one a line
pe_tool.py exports DLL        print DLL's exported names, one a line
"""

from __future__ import annotations

import os
import sys

import pefile

EXPORT = pefile.DIRECTORY_ENTRY["IMAGE_DIRECTORY_ENTRY_EXPORT"]
IMPORT = pefile.DIRECTORY_ENTRY["IMAGE_DIRECTORY_ENTRY_IMPORT"]
SCN_MEM_EXECUTE = 0x20000000


def load(path: str, directory: int) -> pefile.PE:
    pe = pefile.PE(path, fast_load=True)
    pe.parse_data_directories(directories=[directory])
    return pe


def exported(pe: pefile.PE) -> list[tuple[str, bool]]:
    """(name, is_data) for each named export; data lives in a section that is not executable."""
    out = []
    directory = getattr(pe, "DIRECTORY_ENTRY_EXPORT", None)
    for sym in directory.symbols if directory else []:
        if not sym.name or sym.forwarder:
            continue
        section = pe.get_section_by_rva(sym.address)
        is_data = section is None or not section.Characteristics & SCN_MEM_EXECUTE
        out.append((sym.name.decode(), is_data))
    return out


def main(argv: list[str]) -> int:
    if len(argv) >= 2 and argv[0] == "def":
        pe = load(argv[1], EXPORT)
        print(f"LIBRARY {os.path.basename(argv[1])}")
        print("EXPORTS")
        for name, is_data in exported(pe):
            print(f"    {name} DATA" if is_data else f"    {name}")
        return 0
    if len(argv) >= 2 and argv[0] == "exports":
        for name, _ in exported(load(argv[1], EXPORT)):
            print(name)
        return 0
    if len(argv) >= 3 and argv[0] == "imports":
        pe = load(argv[1], IMPORT)
        for entry in getattr(pe, "DIRECTORY_ENTRY_IMPORT", []):
            if entry.dll.decode().lower() == argv[2].lower():
                for imp in entry.imports:
                    print(imp.name.decode() if imp.name else f"#{imp.ordinal}")
        return 0
    print(__doc__, file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
