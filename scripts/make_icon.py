#!/usr/bin/env python3
"""Draw the application icon (a friendly ghost) into resources/icons/ghost.png."""

import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QGuiApplication, QImage, QPainter, QPainterPath


def main() -> int:
    app = QGuiApplication(sys.argv[:1])  # noqa: F841
    size = 256
    img = QImage(size, size, QImage.Format.Format_ARGB32)
    img.fill(Qt.GlobalColor.transparent)
    p = QPainter(img)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    body = QPainterPath()
    body.moveTo(48, 128)
    body.arcTo(QRectF(48, 24, 160, 180), 180, -180)
    body.lineTo(208, 224)
    for i, x in enumerate((181, 155, 128, 101, 75, 48)):
        body.lineTo(x, 200 if i % 2 == 0 else 224)
    body.closeSubpath()
    p.setBrush(QColor("#7b61ff"))
    p.setPen(Qt.PenStyle.NoPen)
    p.drawPath(body)
    p.setBrush(QColor("white"))
    for x in (102, 154):
        p.drawEllipse(QPointF(x, 110), 18, 22)
    p.setBrush(QColor("#2b2350"))
    for x in (106, 158):
        p.drawEllipse(QPointF(x, 114), 8, 10)
    p.end()
    out = Path(__file__).resolve().parent.parent / "resources" / "icons" / "ghost.png"
    out.parent.mkdir(parents=True, exist_ok=True)
    img.save(str(out))
    print(out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
