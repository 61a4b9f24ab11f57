"""From the built app folder, write the manifest and the installer's file lists.

python packaging/windows/make_lists.py APP_DIR OUT_DIR

APP_DIR/../MANIFEST.txt   every file of the app: "relative/path<TAB>size", sorted (byte order),
                          '/' separators; what the installer puts into the install folder
                          (plus uninstall.exe, which the installer writes there itself)
APP_DIR/../SHA256SUMS     the same files' SHA-256 (to see whether two builds are identical)
OUT_DIR/install-files.nsh   SetOutPath + File for each file, in manifest order: the installer's
                            contents do not depend on the order the file system lists them in
OUT_DIR/uninstall-files.nsh Delete for each file, then RMDir for each folder, deepest first:
                            the uninstaller removes what it installed and nothing else
OUT_DIR/installed-kb.txt    the app's size in KiB (Add/Remove Programs' EstimatedSize)
"""

from __future__ import annotations

import hashlib
import sys
from pathlib import Path


def nsis_quote(text: str) -> str:
    # NSIS: $ starts a variable, "$\"" is a quote inside a quoted string
    return text.replace("$", "$$").replace('"', '$\\"')


def main(argv: list[str]) -> int:
    if len(argv) != 2:
        print(__doc__, file=sys.stderr)
        return 2
    app = Path(argv[0]).resolve()
    out = Path(argv[1])
    out.mkdir(parents=True, exist_ok=True)
    files = sorted(
        (p for p in app.rglob("*") if p.is_file()),
        key=lambda p: p.relative_to(app).as_posix().encode(),
    )
    rel = [p.relative_to(app).as_posix() for p in files]
    sizes = [p.stat().st_size for p in files]

    (app.parent / "MANIFEST.txt").write_text(
        "".join(f"{r}\t{s}\n" for r, s in zip(rel, sizes)), encoding="utf-8"
    )
    sums = []
    for r, p in zip(rel, files):
        h = hashlib.sha256()
        with open(p, "rb") as fh:
            for chunk in iter(lambda: fh.read(1 << 20), b""):
                h.update(chunk)
        sums.append(f"{h.hexdigest()}  {r}\n")
    (app.parent / "SHA256SUMS").write_text("".join(sums), encoding="utf-8")

    lines = []
    current = None
    for r, p in zip(rel, files):
        folder = r.rpartition("/")[0]
        if folder != current:
            target = "$INSTDIR" + ("\\" + nsis_quote(folder.replace("/", "\\")) if folder else "")
            lines.append(f'SetOutPath "{target}"')
            current = folder
        lines.append(f'File "{nsis_quote(str(p))}"')
    lines.append('SetOutPath "$INSTDIR"')
    (out / "install-files.nsh").write_text("\n".join(lines) + "\n", encoding="utf-8")

    folders = set()
    for r in rel:
        parts = r.split("/")[:-1]
        for i in range(1, len(parts) + 1):
            folders.add("/".join(parts[:i]))
    un = [f'Delete "$INSTDIR\\{nsis_quote(r.replace("/", chr(92)))}"' for r in rel]
    for folder in sorted(folders, key=lambda f: (-f.count("/"), f.encode())):
        un.append(f'RMDir "$INSTDIR\\{nsis_quote(folder.replace("/", chr(92)))}"')
    (out / "uninstall-files.nsh").write_text("\n".join(un) + "\n", encoding="utf-8")

    kb = (sum(sizes) + 1023) // 1024
    (out / "installed-kb.txt").write_text(f"{kb}\n", encoding="utf-8")
    print(f"{len(rel)} files, {sum(sizes) / 1e6:.1f} MB, {len(folders)} folders")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
