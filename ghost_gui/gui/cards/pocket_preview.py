"""The pocket card on screen: at 100 % the whole card as large as its space allows (it grows
with the window), zoomed up to 400 % to read a word, with Ctrl and the wheel, Ctrl++ / Ctrl+-
or the dialog's slider; scrolled when larger than its space."""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtGui import QPixmap, QResizeEvent, QWheelEvent
from PySide6.QtWidgets import QFrame, QLabel, QScrollArea, QWidget

from .pocket_card import PocketLayout, image

#: zoom in per cent: the whole card fits at the least; the most shows a few lines at a time
LEAST_ZOOM, MOST_ZOOM, ZOOM_STEP = 100, 400, 25


class PocketPreview(QScrollArea):
    zoom_changed = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.picture = QLabel()
        self.picture.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.setWidget(self.picture)
        self.setWidgetResizable(False)
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setMinimumSize(200, 200)
        self.card: PocketLayout | None = None
        self.zoom = LEAST_ZOOM
        self._drawn: tuple[int, int, int, float] | None = None  # what the picture shows

    def set_card(self, layout: PocketLayout | None) -> None:
        self.card = layout
        self._drawn = None
        self._draw()

    def set_zoom(self, percent: int) -> None:
        percent = max(LEAST_ZOOM, min(MOST_ZOOM, percent))
        if percent == self.zoom:
            return
        self.zoom = percent
        self._draw()
        self.zoom_changed.emit(percent)

    def zoom_in(self) -> None:
        self.set_zoom(self.zoom + ZOOM_STEP)

    def zoom_out(self) -> None:
        self.set_zoom(self.zoom - ZOOM_STEP)

    def pixels_per_point(self) -> float:
        """The scale at which the card is shown: a word of ``pt`` points is this many times
        ``pt`` pixels tall on screen."""
        if self.card is None:
            return 0.0
        return self._fit() * self.zoom / 100

    def _fit(self) -> float:
        # the space without scroll bars: a zoomed card showing them does not shrink 100 %
        assert self.card is not None
        space = self.maximumViewportSize()
        page = self.card.page
        return max(
            0.1, min((space.width() - 8) / page.width(), (space.height() - 8) / page.height())
        )

    def _draw(self) -> None:
        if self.card is None:
            self.picture.setPixmap(QPixmap())
            self.picture.resize(QSize(0, 0))
            return
        ratio = self.devicePixelRatioF()
        scale = self.pixels_per_point()
        key = (id(self.card), round(scale * 1000), self.zoom, ratio)
        if key == self._drawn:
            return
        self._drawn = key
        pixmap = QPixmap.fromImage(image(self.card, 72 * scale * ratio))
        pixmap.setDevicePixelRatio(ratio)
        self.picture.setPixmap(pixmap)
        self.picture.resize(pixmap.deviceIndependentSize().toSize())

    def resizeEvent(self, event: QResizeEvent) -> None:  # Qt override
        super().resizeEvent(event)
        self._draw()

    def wheelEvent(self, event: QWheelEvent) -> None:  # Qt override
        if event.modifiers() & Qt.KeyboardModifier.ControlModifier:
            steps = event.angleDelta().y() // 120
            if steps:
                self.set_zoom(self.zoom + steps * ZOOM_STEP)
            event.accept()
            return
        super().wheelEvent(event)
