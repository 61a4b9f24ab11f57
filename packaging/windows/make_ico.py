"""Write a Windows icon (.ico) from resources/icons/ghost.png, with Qt (the Linux venv's PySide6).

  python packaging/windows/make_ico.py [OUT.ico]     (default: build/windows/ghost.ico)

Sizes 16, 20, 24, 32, 40, 48, 64 and 128 are 32-bit BGRA bitmaps with an AND mask (what
Explorer, the taskbar and NSIS's icon replacement read everywhere); 256 is PNG-compressed, as
Windows Vista and later expect. The same ghost.png and Qt give the same bytes.
"""

from __future__ import annotations

import os
import struct
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
from PySide6.QtCore import QBuffer, QByteArray, QIODevice, Qt
from PySide6.QtGui import QGuiApplication, QImage

ROOT = Path(__file__).resolve().parents[2]
BITMAP_SIZES = (16, 20, 24, 32, 40, 48, 64, 128)
PNG_SIZE = 256


def scaled(src: QImage, size: int) -> QImage:
    img = (
        src
        if src.width() == size and src.height() == size
        else src.scaled(
            size,
            size,
            Qt.AspectRatioMode.IgnoreAspectRatio,
            Qt.TransformationMode.SmoothTransformation,
        )
    )
    return img.convertToFormat(QImage.Format.Format_ARGB32)  # little-endian memory: B, G, R, A


def bitmap_entry(img: QImage) -> bytes:
    w, h = img.width(), img.height()
    rows = [bytes(img.constScanLine(y))[: w * 4] for y in range(h)]  # top-down
    mask_stride = ((w + 31) // 32) * 4
    mask_rows = []
    for row in rows:
        bits = bytearray(mask_stride)
        for x in range(w):
            if row[x * 4 + 3] == 0:  # fully transparent: set in the AND mask
                bits[x // 8] |= 0x80 >> (x % 8)
        mask_rows.append(bytes(bits))
    xor = b"".join(reversed(rows))  # DIBs are bottom-up
    mask = b"".join(reversed(mask_rows))
    header = struct.pack("<IiiHHIIiiII", 40, w, 2 * h, 1, 32, 0, len(xor) + len(mask), 0, 0, 0, 0)
    return header + xor + mask


def png_entry(img: QImage) -> bytes:
    data = QByteArray()
    buf = QBuffer(data)
    buf.open(QIODevice.OpenModeFlag.WriteOnly)
    if not img.save(buf, "PNG"):
        raise SystemExit("error: Qt could not encode PNG")
    buf.close()
    return bytes(data.data())


def main(argv: list[str]) -> int:
    out = Path(argv[0]) if argv else ROOT / "build" / "windows" / "ghost.ico"
    app = QGuiApplication(sys.argv[:1])  # noqa: F841
    src = QImage(str(ROOT / "resources" / "icons" / "ghost.png"))
    if src.isNull():
        raise SystemExit("error: cannot read resources/icons/ghost.png")
    entries = [(s, bitmap_entry(scaled(src, s))) for s in BITMAP_SIZES]
    entries.append((PNG_SIZE, png_entry(scaled(src, PNG_SIZE))))
    head = struct.pack("<HHH", 0, 1, len(entries))
    offset = len(head) + 16 * len(entries)
    directory = b""
    for size, data in entries:
        dim = 0 if size >= 256 else size  # 0 means 256
        directory += struct.pack("<BBBBHHII", dim, dim, 0, 0, 1, 32, len(data), offset)
        offset += len(data)
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_bytes(head + directory + b"".join(data for _, data in entries))
    print(f"{out} ({out.stat().st_size // 1024} KB, sizes {', '.join(str(s) for s, _ in entries)})")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
