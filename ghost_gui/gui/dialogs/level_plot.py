"""A small line plot of the adaptive computers' strength after each round, for the
statistics window: 0 at the bottom (it plays at random), 1 at the top (it plays
perfectly), one line per computer in a player colour, its name beside the legend swatch;
the rounds along the bottom, numbered at a few ticks. Drawn with QPainter (no chart module)."""

from __future__ import annotations

from PySide6.QtCore import QLocale, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QPainter, QPaintEvent, QPen, QPolygonF
from PySide6.QtWidgets import QSizePolicy, QWidget

from ..player_colours import player_colour
from ..texts.player_names import short_name


class LevelPlot(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.levels: dict[str, list[float]] = {}
        self.setMinimumHeight(180)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)

    def sizeHint(self) -> QSize:
        return QSize(480, 210)

    def x_title(self) -> str:
        return self.tr("Rounds")

    def y_title(self) -> str:
        return self.tr("Strength")

    def rounds(self) -> int:
        """How many rounds the longest line spans."""
        return max((len(v) for v in self.levels.values()), default=0)

    def round_ticks(self) -> list[int]:
        """The round numbers written under the plot: 1 and every 1, 2, 5, 10, 20, 50 ...
        rounds, as many as fit the width without crowding."""
        n = self.rounds()
        if n <= 0:
            return []
        room = max(
            2, int(self.plot_rect().width() // (self.fontMetrics().horizontalAdvance("0000") + 12))
        )
        steps = (m * 10**e for e in range(12) for m in (1, 2, 5))
        step = next(s for s in steps if n // s + 1 <= room)
        if step <= 2:  # 1, 2, 3 ... or 1, 3, 5 ...
            return list(range(1, n + 1, step))
        return [1, *range(step, n + 1, step)]

    def round_x(self, round_number: int) -> float:
        """Where round ``round_number`` (from 1) is across the plot."""
        r = self.plot_rect()
        return r.left() + (round_number - 1) * r.width() / max(1, self.rounds() - 1)

    def set_levels(self, levels: dict[str, list[float]]) -> None:
        self.levels = {name: values for name, values in levels.items() if values}
        names = ", ".join(map(short_name, self.levels))
        self.setAccessibleName(
            self.tr("Strength of the adaptive computers after each round: %1").replace("%1", names)
        )
        self.update()

    def plot_rect(self) -> QRectF:
        """The plot itself: the y title (turned) and the level names on its left; below it the
        round numbers, the x title and the legend."""
        fm = self.fontMetrics()
        left = (
            fm.lineSpacing()
            + 6
            + max(fm.horizontalAdvance(t) for t in (self.tr("perfect"), self.tr("random")))
            + 10
        )
        below = 3 * fm.lineSpacing() + 14  # round numbers, "Rounds", the legend
        return QRectF(
            left,
            fm.lineSpacing() / 2,
            max(10, self.width() - left - 16),
            max(10, self.height() - below - fm.lineSpacing() / 2),
        )

    def points(self, values: list[float]) -> list[QPointF]:
        """Where each strength goes: rounds spread across the width, strength upwards."""
        r = self.plot_rect()
        return [
            QPointF(self.round_x(i + 1), r.bottom() - v * r.height()) for i, v in enumerate(values)
        ]

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
                p.drawText(
                    QRectF(0, y - fm.lineSpacing() / 2, r.left() - 6, fm.lineSpacing()),
                    int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter),
                    label,
                )
        # the axes: strength up the left (its title turned), rounds along the bottom
        p.setPen(QPen(text, 1))
        p.drawLine(QPointF(r.left(), r.top()), QPointF(r.left(), r.bottom()))
        p.drawLine(QPointF(r.left(), r.bottom()), QPointF(r.right(), r.bottom()))
        p.save()
        p.translate(0, r.center().y())
        p.rotate(-90)
        p.drawText(
            QRectF(-r.height() / 2, 0, r.height(), fm.lineSpacing()),
            int(Qt.AlignmentFlag.AlignCenter),
            self.y_title(),
        )
        p.restore()
        for n in self.round_ticks():
            x = self.round_x(n)
            p.drawLine(QPointF(x, r.bottom()), QPointF(x, r.bottom() + 4))
            label = QLocale().toString(n)
            width = fm.horizontalAdvance(label) + 4
            p.drawText(
                QRectF(x - width / 2, r.bottom() + 5, width, fm.lineSpacing()),
                int(Qt.AlignmentFlag.AlignCenter),
                label,
            )
        if self.levels:
            p.drawText(
                QRectF(r.left(), r.bottom() + 5 + fm.lineSpacing(), r.width(), fm.lineSpacing()),
                int(Qt.AlignmentFlag.AlignCenter),
                self.x_title(),
            )
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
            p.drawLine(
                QPointF(x, legend_y + fm.lineSpacing() / 2),
                QPointF(x + 22, legend_y + fm.lineSpacing() / 2),
            )
            p.setPen(text)
            shown = short_name(name)
            p.drawText(QPointF(x + 28, legend_y + fm.ascent()), shown)
            x += 40 + fm.horizontalAdvance(shown)
        p.end()
