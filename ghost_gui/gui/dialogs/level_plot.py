"""Small line plots for the statistics window, drawn with QPainter (no chart module): a
value from 0 at the bottom to 1 at the top, one line per player in a player colour, the
steps (rounds, matches) along the bottom, numbered at a few ticks, both axes titled.

:class:`LevelPlot`: the adaptive computers' strength after each round (0: it plays at
random, 1: perfectly), each computer's name beside its legend swatch.
:class:`AccuracyPlot`: one person's accuracy in each of their matches, 0 to 100 %, a dot
on each match (the person is named beside the plot, so there is no legend)."""

from __future__ import annotations

from PySide6.QtCore import QLocale, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QPainter, QPaintEvent, QPen, QPolygonF
from PySide6.QtWidgets import QSizePolicy, QWidget

from ..player_colours import player_colour
from ..texts.player_names import short_name


class LinePlot(QWidget):
    """The drawing: a subclass gives the axis titles, the labelled values up the left and
    the lines (:meth:`set_lines`); ``legend``: each line's name under the plot; ``dots``: a
    dot on each value."""

    legend = True
    dots = False

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.lines: dict[str, list[float]] = {}
        self.setMinimumHeight(180)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)

    def sizeHint(self) -> QSize:  # within the height it is held to, as a tab's page too
        return QSize(480, min(210, self.maximumHeight()))

    def x_title(self) -> str:
        raise NotImplementedError

    def y_title(self) -> str:
        raise NotImplementedError

    def y_labels(self) -> list[tuple[float, str]]:
        """The values marked by a grid line, with the words written beside them ("": none)."""
        raise NotImplementedError

    def set_lines(self, lines: dict[str, list[float]], accessible: str) -> None:
        self.lines = {name: values for name, values in lines.items() if values}
        self.setAccessibleName(accessible)
        self.update()

    def rounds(self) -> int:
        """How many steps (rounds, matches) the longest line spans."""
        return max((len(v) for v in self.lines.values()), default=0)

    def round_ticks(self) -> list[int]:
        """The step numbers written under the plot: 1 and every 1, 2, 5, 10, 20, 50 ...
        steps, as many as fit the width without crowding."""
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
        """Where step ``round_number`` (from 1) is across the plot."""
        r = self.plot_rect()
        return r.left() + (round_number - 1) * r.width() / max(1, self.rounds() - 1)

    def plot_rect(self) -> QRectF:
        """The plot itself: the y title (turned) and the value labels on its left; below it
        the step numbers, the x title and the legend."""
        fm = self.fontMetrics()
        left = (
            fm.lineSpacing()
            + 6
            + max((fm.horizontalAdvance(t) for _, t in self.y_labels()), default=0)
            + 10
        )
        below = (3 if self.legend else 2) * fm.lineSpacing() + 14  # numbers, title, legend
        return QRectF(
            left,
            fm.lineSpacing() / 2,
            max(10, self.width() - left - 16),
            max(10, self.height() - below - fm.lineSpacing() / 2),
        )

    def points(self, values: list[float]) -> list[QPointF]:
        """Where each value goes: steps spread across the width, values upwards."""
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
        for value, label in self.y_labels():
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
        # the axes: values up the left (its title turned), steps along the bottom
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
        if self.lines:
            p.drawText(
                QRectF(r.left(), r.bottom() + 5 + fm.lineSpacing(), r.width(), fm.lineSpacing()),
                int(Qt.AlignmentFlag.AlignCenter),
                self.x_title(),
            )
        x = r.left()
        legend_y = self.height() - fm.lineSpacing() - 2
        for i, (name, values) in enumerate(self.lines.items()):
            colour = player_colour(i)
            # a second cue beside colour: solid, dashed, dotted lines in turn
            style = (Qt.PenStyle.SolidLine, Qt.PenStyle.DashLine, Qt.PenStyle.DotLine)[i % 3]
            p.setPen(QPen(colour, 2.5, style))
            pts = self.points(values)
            if len(pts) > 1:
                p.drawPolyline(QPolygonF(pts))
            if len(pts) == 1 or self.dots:
                p.save()
                p.setBrush(colour)
                p.setPen(QPen(colour, 1))
                for pt in pts:
                    p.drawEllipse(pt, 3.5, 3.5)
                p.restore()
            if not self.legend:
                continue
            p.drawLine(
                QPointF(x, legend_y + fm.lineSpacing() / 2),
                QPointF(x + 22, legend_y + fm.lineSpacing() / 2),
            )
            p.setPen(text)
            shown = short_name(name)
            p.drawText(QPointF(x + 28, legend_y + fm.ascent()), shown)
            x += 40 + fm.horizontalAdvance(shown)
        p.end()


class LevelPlot(LinePlot):
    """The adaptive computers' strength after each round."""

    @property
    def levels(self) -> dict[str, list[float]]:
        return self.lines

    def x_title(self) -> str:
        return self.tr("Rounds")

    def y_title(self) -> str:
        return self.tr("Strength")

    def y_labels(self) -> list[tuple[float, str]]:
        return [(1.0, self.tr("perfect")), (0.5, ""), (0.0, self.tr("random"))]

    def set_levels(self, levels: dict[str, list[float]]) -> None:
        names = ", ".join(short_name(n) for n, values in levels.items() if values)
        self.set_lines(
            levels,
            self.tr("Strength of the adaptive computers after each round: %1").replace("%1", names),
        )


class AccuracyPlot(LinePlot):
    """One person's accuracy in each of their matches, oldest first."""

    legend = False
    dots = True

    def x_title(self) -> str:
        return self.tr("Matches")

    def y_title(self) -> str:
        return self.tr("Accuracy")

    def y_labels(self) -> list[tuple[float, str]]:
        return [(v / 100, self.percent(v)) for v in (100, 50, 0)]

    def percent(self, value: float) -> str:
        return self.tr("%1%").replace("%1", QLocale().toString(round(value)))

    def accuracies(self) -> list[float]:
        """The accuracies plotted (0 to 1), one a match."""
        return next(iter(self.lines.values()), [])

    def set_accuracies(self, name: str, accuracies: list[float]) -> None:
        """Plot ``accuracies`` (0 to 1, oldest first), the person called ``name``'s."""
        shown = ", ".join(self.percent(100 * a) for a in accuracies[-10:])
        self.set_lines(
            {name: accuracies},
            self.tr("Accuracy of %1 in each match; the latest: %2")
            .replace("%1", short_name(name))
            .replace("%2", shown),
        )
