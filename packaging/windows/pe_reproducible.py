"""Give PyInstaller's .exe files a fixed build time, so the same commit builds the same bytes.

  python packaging/windows/pe_reproducible.py EPOCH FILE.exe...      (needs pefile)

PyInstaller writes the icon, version and manifest resources with Windows' UpdateResource
(here: Wine's), which stamps the current time into the PE header and the debug directory,
then updates the checksum. This sets both time stamps to EPOCH (SOURCE_DATE_EPOCH or the
commit's time) and recomputes the checksum; the appended archive is left as it is.
"""

from __future__ import annotations

import sys

import pefile

DEBUG = pefile.DIRECTORY_ENTRY["IMAGE_DIRECTORY_ENTRY_DEBUG"]


def main(argv: list[str]) -> int:
    epoch = int(argv[0]) & 0xFFFFFFFF
    for path in argv[1:]:
        pe = pefile.PE(path, fast_load=True)
        pe.parse_data_directories(directories=[DEBUG])
        pe.FILE_HEADER.TimeDateStamp = epoch
        for entry in getattr(pe, "DIRECTORY_ENTRY_DEBUG", []):
            entry.struct.TimeDateStamp = epoch
        pe.OPTIONAL_HEADER.CheckSum = 0
        data = pe.write()
        pe.close()
        pe = pefile.PE(data=data, fast_load=True)
        pe.OPTIONAL_HEADER.CheckSum = pe.generate_checksum()
        data = pe.write()
        pe.close()
        with open(path, "wb") as fh:
            fh.write(data)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
