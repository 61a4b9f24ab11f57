"""A small line plot of the adaptive computers' strength after each round, for the
statistics window: 0 at the bottom (it plays at random), 1 at the top (it plays
perfectly), one line per computer in a player colour, its name beside the legend swatch.
Drawn with QPainter (no chart module)."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QPainter, QPaintEvent, QPen, QPolygonF
from PySide6.QtWidgets import QSizePolicy, QWidget

from .player_colours import player_colour


class LevelPlot(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.levels: dict[str, list[float]] = {}
        self.setMinimumHeight(150)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)

    def sizeHint(self) -> QSize:
        return QSize(480, 170)

    def set_levels(self, levels: dict[str, list[float]]) -> None:
        self.levels = {name: values for name, values in levels.items() if values}
        names = ", ".join(self.levels)
        self.setAccessibleName(self.tr("Strength of the adaptive computers after each round: %1").replace("%1", names))
        self.update()

    def plot_rect(self) -> QRectF:
        fm = self.fontMetrics()
        left = max(fm.horizontalAdvance(t) for t in (self.tr("perfect"), self.tr("random"))) + 10
        legend = fm.lineSpacing() + 8
        return QRectF(left, fm.lineSpacing() / 2, max(10, self.width() - left - 10), max(10, self.height() - legend - fm.lineSpacing()))

    def points(self, values: list[float]) -> list[QPointF]:
        """Where each strength goes: rounds spread across the width, strength upwards."""
        r = self.plot_rect()
        longest = max((len(v) for v in self.levels.values()), default=1)
        step = r.width() / max(1, longest - 1)
        return [QPointF(r.left() + i * step, r.bottom() - v * r.height()) for i, v in enumerate(values)]

    def paintEvent(self, event: QPaintEvent) -> None:  # Qt override
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self.plot_rect()
        text = self.palette().windowText().color()
        grid = QPen(self.palette().mid().color(), 1, Qt.PenStyle.DotLine)
        fm = self.fontMetrics()
        for value, label in ((1.0, self.tr("perfect")), (0.5, ""), (0.0, self.tr("random"))):
            y = r.bottom() - value * r.height()
            p.setPen(grid)
            p.drawLine(QPointF(r.left(), y), QPointF(r.right(), y))
            if label:
                p.setPen(text)
                p.drawText(QRectF(0, y - fm.lineSpacing() / 2, r.left() - 6, fm.lineSpacing()),
                           int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter), label)
        x = r.left()
        legend_y = self.height() - fm.lineSpacing() - 2
        for i, (name, values) in enumerate(self.levels.items()):
            colour = player_colour(i)
            # a second cue beside colour: solid, dashed, dotted lines in turn
            style = (Qt.PenStyle.SolidLine, Qt.PenStyle.DashLine, Qt.PenStyle.DotLine)[i % 3]
            p.setPen(QPen(colour, 2.5, style))
            pts = self.points(values)
            if len(pts) == 1:
                p.drawEllipse(pts[0], 3, 3)
            else:
                p.drawPolyline(QPolygonF(pts))
            p.drawLine(QPointF(x, legend_y + fm.lineSpacing() / 2), QPointF(x + 22, legend_y + fm.lineSpacing() / 2))
            p.setPen(text)
            p.drawText(QPointF(x + 28, legend_y + fm.ascent()), name)
            x += 40 + fm.horizontalAdvance(name)
        p.end()
