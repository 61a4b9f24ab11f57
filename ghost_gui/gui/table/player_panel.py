"""A player's panel: a stripe in the player's colour, the name, human or computer, and the
lives lost so far: the letters of GHOST (БАЛДА in Russian) or PIG drawn as outlines and
filled as they are earned, or numbered marks for other counts."""

from __future__ import annotations

import math

from PySide6.QtCore import (
    QCoreApplication,
    QEvent,
    QPointF,
    QRectF,
    QSize,
    Qt,
)
from PySide6.QtGui import (
    QColor,
    QFont,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPalette,
    QPen,
    QTransform,
)
from PySide6.QtWidgets import QHBoxLayout, QLabel, QSizePolicy, QVBoxLayout, QWidget

from ...core.play.rules import PlayerKind
from ..player_colours import blend, contrasting, luminance
from ..texts.setup_names import kind_name
from ..theme import relative_font

_ROLE = QPalette.ColorRole


def lives_word(lives: int) -> str | None:
    """The word that ``lives`` lives spell (GHOST, PIG, or the translation's word of the same
    length), or None: numbered marks are drawn instead."""
    if lives == 5:
        word = QCoreApplication.translate("lives", "GHOST", "five lives spell it; keep 5 letters")
        english = "GHOST"
    elif lives == 3:
        word = QCoreApplication.translate("lives", "PIG", "three lives spell it; keep 3 letters")
        english = "PIG"
    else:
        return None
    return word if len(word) == lives else english


class LivesWidget(QWidget):
    """The lives of one player, painted: outlined letters (or numbered circles), filled in the
    player's colour as they are lost; the newest one fills in over ``animation_ms``."""

    def __init__(
        self,
        colour: QColor | None = None,
        parent: QWidget | None = None,
        *,
        animation_ms: int = 600,
    ) -> None:
        super().__init__(parent)
        self.colour = QColor(colour) if colour is not None else QColor("#0072B2")
        self.animation_ms = animation_ms
        self.lost = 0
        self.lives = 5
        self._progress = 1.0  # how far the newest letter has filled in
        # the panels come with a game, after the first frame: their classes are made then
        from PySide6.QtCore import QEasingCurve, QVariantAnimation

        self._anim = QVariantAnimation(self)
        self._anim.setStartValue(0.0)
        self._anim.setEndValue(1.0)
        self._anim.setEasingCurve(QEasingCurve.Type.OutCubic)
        self._anim.valueChanged.connect(self._step)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self.setAccessibleName(QCoreApplication.translate("lives", "Letters"))

    # -- state ------------------------------------------------------------------------------
    def set_colour(self, colour: QColor) -> None:
        self.colour = QColor(colour)
        self.update()

    def set_lives(self, lost: int, lives: int) -> None:
        lives = max(1, lives)
        lost = max(0, min(lost, lives))
        grew = lives == self.lives and lost == self.lost + 1
        if lives != self.lives:
            self.updateGeometry()
        self.lost, self.lives = lost, lives
        self._anim.stop()
        if grew and self.animation_ms > 0:
            self._progress = 0.0
            self._anim.setDuration(self.animation_ms)
            self._anim.start()
        else:
            self._progress = 1.0
        self.describe()
        self.update()

    def describe(self) -> None:
        """The state for screen readers; each change is reported to them, so only real ones."""
        if self.accessibleDescription() != self.summary():
            self.setAccessibleDescription(self.summary())

    def earned_text(self) -> str:
        """The letters earned so far ("GH"); empty where numbered marks are drawn."""
        return (lives_word(self.lives) or "")[: self.lost]

    def summary(self) -> str:
        """The state in words, for tooltips and screen readers."""
        if lives_word(self.lives):
            earned = self.earned_text() or QCoreApplication.translate("lives", "none")
            return QCoreApplication.translate("lives", "letters: %1").replace("%1", earned)
        return (
            QCoreApplication.translate("lives", "lives lost: %1 of %2")
            .replace("%1", str(self.lost))
            .replace("%2", str(self.lives))
        )

    def is_animating(self) -> bool:
        return self._anim.state() == self._anim.State.Running

    def _step(self, value: object) -> None:
        self._progress = float(value)  # type: ignore[arg-type]
        self.update()

    # -- size -------------------------------------------------------------------------------
    def _count(self) -> int:
        word = lives_word(self.lives)
        return len(word) if word else self.lives

    def sizeHint(self) -> QSize:
        h = round(self.fontMetrics().height() * 2.2)
        return QSize(max(self._count() * round(h * 0.8), 60), h)

    def minimumSizeHint(self) -> QSize:
        return QSize(min(self._count() * 13, 84), max(18, round(self.fontMetrics().height() * 1.1)))

    # -- painting ---------------------------------------------------------------------------
    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        pal = self.palette()
        ink, faint = pal.color(_ROLE.WindowText), pal.color(_ROLE.PlaceholderText)
        fill = self.colour if self.isEnabled() else blend(self.colour, pal.color(_ROLE.Window), 0.6)
        if luminance(ink) > 0.5:  # the dark look: a dark outline lets the fill show
            ink = pal.color(_ROLE.Shadow)
        word = lives_word(self.lives)
        n = len(word) if word else self.lives
        cell = min(self.width() / n, self.height() * 1.05)  # letters stay together on a wide panel
        if word:
            self._paint_word(p, word, cell, fill, ink, faint)
            return
        d = min(cell * 0.84, self.height() * 0.84)
        font = QFont(self.font())
        font.setBold(True)
        font.setPixelSize(max(6, round(d * 0.5)))
        p.setFont(font)
        for i in range(n):
            t = self._progress if i == self.lost - 1 else 1.0
            r = d * (1 + 0.25 * math.sin(math.pi * t))
            circle = QRectF(0, 0, r, r)
            circle.moveCenter(QPointF(cell * (i + 0.5), self.height() / 2))
            earned = i < self.lost
            if earned:
                c = QColor(fill)
                c.setAlphaF(t)
                p.setBrush(c)
            else:
                p.setBrush(Qt.BrushStyle.NoBrush)
            p.setPen(QPen(ink if earned else faint, max(1.0, d * 0.07)))
            p.drawEllipse(circle)
            p.setPen(contrasting(fill) if earned and t > 0.5 else faint)
            p.drawText(circle, Qt.AlignmentFlag.AlignCenter, str(i + 1))

    def _paint_word(
        self, p: QPainter, word: str, cell: float, fill: QColor, ink: QColor, faint: QColor
    ) -> None:
        font = QFont(self.font())
        font.setBold(True)
        font.setPixelSize(100)
        paths = []
        for letter in word:
            path = QPainterPath()
            path.addText(0, 0, font, letter)
            paths.append(path)
        boxes = [path.boundingRect() for path in paths]
        top, bottom = min(b.top() for b in boxes), max(b.bottom() for b in boxes)
        widest = max(b.width() for b in boxes) or 1.0
        scale = min(cell * 0.86 / widest, self.height() * 0.8 / max(bottom - top, 1.0))
        pen_width = max(0.8, scale * 100 * 0.04)
        for i, (path, box) in enumerate(zip(paths, boxes)):
            t = self._progress if i == self.lost - 1 else 1.0
            s = scale * (1 + 0.3 * math.sin(math.pi * t))
            centre = QPointF(cell * (i + 0.5), self.height() / 2)
            tr = (
                QTransform()
                .translate(centre.x(), centre.y())
                .scale(s, s)
                .translate(-box.center().x(), -(top + bottom) / 2)
            )
            shape = tr.map(path)
            if i < self.lost:
                area = shape.boundingRect()
                p.save()
                p.setClipRect(
                    QRectF(
                        area.left() - 2,
                        area.bottom() - area.height() * t - 1,
                        area.width() + 4,
                        area.height() * t + 3,
                    )
                )
                p.fillPath(shape, fill)
                p.restore()
                p.strokePath(
                    shape,
                    QPen(
                        ink,
                        pen_width,
                        Qt.PenStyle.SolidLine,
                        Qt.PenCapStyle.RoundCap,
                        Qt.PenJoinStyle.RoundJoin,
                    ),
                )
            else:
                p.strokePath(
                    shape,
                    QPen(
                        faint,
                        pen_width * 0.8,
                        Qt.PenStyle.SolidLine,
                        Qt.PenCapStyle.RoundCap,
                        Qt.PenJoinStyle.RoundJoin,
                    ),
                )


class _ElidedLabel(QLabel):
    """A one-line label that shrinks to a few letters and ends with "…" when cut;
    ``readable``: keeps the active text colour when disabled (the "Out" badge)."""

    def __init__(self, text: str = "", readable: bool = False) -> None:
        super().__init__(text)
        self.setTextFormat(Qt.TextFormat.PlainText)  # painted as text: a name is never markup
        self.readable = readable

    def minimumSizeHint(self) -> QSize:
        return QSize(
            self.fontMetrics().horizontalAdvance("MMM"), super().minimumSizeHint().height()
        )

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        r = self.contentsRect()
        group = QPalette.ColorGroup.Active if self.readable else QPalette.ColorGroup.Current
        p.setPen(self.palette().color(group, self.foregroundRole()))
        p.drawText(
            r,
            int(self.alignment()),
            self.fontMetrics().elidedText(self.text(), Qt.TextElideMode.ElideRight, r.width()),
        )


class PlayerPanel(QWidget):
    """One seat at the table. Properties "active", "answering" and "out" mirror the state."""

    STRIPE = 8  # width of the colour stripe on the left, in pixels

    def __init__(
        self,
        name: str,
        kind: PlayerKind,
        colour: QColor | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("playerCard")
        self.name, self.kind = name, kind
        self.colour = QColor(colour) if colour is not None else self.palette().color(_ROLE.Mid)
        self.lost, self.lives = 0, 5
        self.active = self.answering = self.out = False
        layout = QVBoxLayout(self)
        layout.setContentsMargins(self.STRIPE + 8, 6, 8, 6)
        layout.setSpacing(1)
        top = QHBoxLayout()
        top.setSpacing(4)
        self.name_label = _ElidedLabel(name)
        relative_font(self.name_label, add=1.5, bold=True)
        self.out_label = _ElidedLabel(readable=True)
        self.out_label.setObjectName("outLabel")
        relative_font(self.out_label, 0.9, bold=True)
        top.addWidget(self.name_label, 1)
        top.addWidget(self.out_label)
        self.kind_label = _ElidedLabel()
        relative_font(self.kind_label, 0.9)
        self.letters = LivesWidget(self.colour, self)
        layout.addLayout(top)
        layout.addWidget(self.kind_label)
        layout.addWidget(self.letters, 1)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self.set_state(0, 5, active=False, out=False)

    def set_colour(self, colour: QColor) -> None:
        self.colour = QColor(colour)
        self.letters.set_colour(colour)
        self.update()

    def set_state(
        self, lost: int, lives: int, *, active: bool, answering: bool = False, out: bool
    ) -> None:
        """``lost``: lives lost so far; ``active``: to move; ``answering``: must answer."""
        self.lost, self.lives = lost, lives
        self.active, self.answering, self.out = active, answering, out
        self.letters.set_lives(self.lost, lives)
        for prop, value in (("active", active), ("answering", answering), ("out", out)):
            self.setProperty(prop, value)
        self.setProperty("highlight", self.highlight())
        self.setEnabled(not out)
        self.retranslate()
        self.update()

    def highlight(self) -> str:
        """How the panel stands out: "out", "answering", "active" or "none"."""
        if self.out:
            return "out"
        return "answering" if self.answering else "active" if self.active else "none"

    def retranslate(self) -> None:
        self.kind_label.setText(kind_name(self.kind))
        self.out_label.setText(QCoreApplication.translate("PlayerPanel", "Out") if self.out else "")
        self.out_label.setVisible(self.out)
        status = {
            "out": QCoreApplication.translate("PlayerPanel", "Out of the game"),
            "answering": QCoreApplication.translate("PlayerPanel", "Must answer the challenge"),
            "active": QCoreApplication.translate("PlayerPanel", "To move"),
        }.get(self.highlight(), "")
        self.setToolTip(status)
        # for screen readers: the name, then who they are, what they lost and whether it is their turn
        if self.accessibleName() != self.name:  # each change is reported, so only real ones
            self.setAccessibleName(self.name)
        description = self.spoken_state()
        if self.accessibleDescription() != description:
            self.setAccessibleDescription(description)
        self.letters.describe()
        self.letters.update()

    def spoken_state(self) -> str:
        """The panel in words: "Anna, Human, letters: GH, to play"."""
        text = QCoreApplication.translate("PlayerPanel", "%1, %2, %3").replace("%1", self.name)
        text = text.replace("%2", kind_name(self.kind)).replace("%3", self.letters.summary())
        turn = {
            "out": QCoreApplication.translate(
                "PlayerPanel", "out of the game", "a player's panel, for screen readers"
            ),
            "answering": QCoreApplication.translate(
                "PlayerPanel", "must answer the challenge", "a player's panel, for screen readers"
            ),
            "active": QCoreApplication.translate(
                "PlayerPanel", "to play", "a player's panel, for screen readers: their turn"
            ),
        }.get(self.highlight(), "")
        return (
            QCoreApplication.translate("PlayerPanel", "%1, %2")
            .replace("%1", text)
            .replace("%2", turn)
            if turn
            else text
        )

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        pal = self.palette()
        base = pal.color(_ROLE.Base)
        background, border, width = base, pal.color(_ROLE.Mid), 1.5
        stripe = self.colour
        look = self.highlight()
        if look == "out":
            background = blend(base, pal.color(_ROLE.Window), 0.8)
            stripe = blend(self.colour, background, 0.6)
        elif look in ("answering", "active"):
            border = pal.color(_ROLE.BrightText if look == "answering" else _ROLE.Highlight)
            background, width = blend(base, border, 0.14), 3.0
        box = QRectF(self.rect()).adjusted(width / 2, width / 2, -width / 2, -width / 2)
        shape = QPainterPath()
        shape.addRoundedRect(box, 10, 10)
        p.fillPath(shape, background)
        p.save()
        p.setClipPath(shape)
        p.fillRect(QRectF(box.left(), box.top(), self.STRIPE + width / 2, box.height()), stripe)
        p.restore()
        p.strokePath(shape, QPen(border, width))
