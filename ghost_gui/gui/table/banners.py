"""The two lines of the board that a family reads from across the table: whose turn it is
(the name large, with the player's colour), and how the round just ended (kept on the
board until a person goes on)."""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPalette, QTextLayout
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from ..speech import spoken
from ..texts.player_names import short_name
from ..theme import relative_font


def _stripe(frame: QFrame, colour: QColor | None) -> None:
    """A thick border in the player's colour (colours mark; the text keeps the theme's)."""
    c = colour.name() if colour is not None else "transparent"
    frame.setStyleSheet(
        f"QFrame#{frame.objectName()} {{ border: 2px solid {c}; border-left: 12px solid {c}; border-radius: 6px; }}"
    )


class BoundedLabel(QLabel):
    """Word-wrapped text of at most ``lines`` lines: longer text ends in "…" where the room
    ends, and shows whole in its tooltip (``text()`` and screen readers have it whole), so a
    long definition never pushes the keyboard off a small screen."""

    def __init__(self, lines: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.lines = lines
        self.setWordWrap(True)

    def shown_lines(self, width: int) -> list[str]:
        """The lines drawn at ``width``: the text wrapped, the last one elided if need be."""
        text = self.text()
        metrics = self.fontMetrics()
        layout = QTextLayout(text, self.font())
        layout.beginLayout()
        lines: list[str] = []
        while True:
            line = layout.createLine()
            if not line.isValid():
                break
            line.setLineWidth(max(1, width))
            start = line.textStart()
            if len(lines) == self.lines - 1:
                lines.append(
                    metrics.elidedText(
                        text[start:].strip(), Qt.TextElideMode.ElideRight, max(1, width)
                    )
                )
                break
            lines.append(text[start : start + line.textLength()].strip())
        layout.endLayout()
        return lines

    def _bounded(self, height: int) -> int:
        margins = self.contentsMargins()
        most = self.fontMetrics().lineSpacing() * self.lines + margins.top() + margins.bottom()
        return min(height, most)

    def heightForWidth(self, width: int) -> int:  # Qt override
        return self._bounded(super().heightForWidth(width))

    def sizeHint(self) -> QSize:  # Qt override
        size = super().sizeHint()
        return QSize(size.width(), self._bounded(size.height()))

    def minimumSizeHint(self) -> QSize:  # Qt override
        size = super().minimumSizeHint()
        return QSize(size.width(), self._bounded(size.height()))

    def setText(self, text: str) -> None:  # Qt override: the tooltip
        super().setText(text)
        self.setToolTip(text if text else "")

    def paintEvent(self, event: QPaintEvent) -> None:  # Qt override
        area = self.contentsRect()
        lines = self.shown_lines(area.width())
        if "\n".join(lines).replace("\n", " ") == " ".join(self.text().split()):
            super().paintEvent(event)  # it fits
            return
        painter = QPainter(self)
        painter.setPen(self.palette().color(QPalette.ColorRole.WindowText))
        painter.setFont(self.font())
        painter.drawText(area, int(self.alignment()), "\n".join(lines))
        painter.end()


class TurnBanner(QFrame):
    """ "Turn" over the name of the player to move, large."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("turnBanner")
        layout = QHBoxLayout(self)
        layout.setContentsMargins(12, 0, 12, 0)  # the name's line is tall enough
        self.caption = QLabel()
        self.caption.setObjectName("turnCaption")
        self.caption.setTextFormat(Qt.TextFormat.PlainText)
        self.name = QLabel()
        self.name.setObjectName("turnLabel")
        self.name.setTextFormat(Qt.TextFormat.PlainText)
        relative_font(self.name, 2, bold=True)
        self.name.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        # beside its caption even when the name alone reads right to left
        self.name.setAlignment(
            Qt.AlignmentFlag.AlignLeft
            | Qt.AlignmentFlag.AlignAbsolute
            | Qt.AlignmentFlag.AlignVCenter
        )
        layout.addWidget(self.caption)
        layout.addWidget(self.name, 1)
        _stripe(self, None)

    def show_player(self, caption: str, name: str, colour: QColor | None) -> None:
        self.caption.setText(caption)
        self.name.setText(short_name(name))
        _stripe(self, colour)
        self.setAccessibleName(f"{caption} {short_name(name)}".strip())

    def text(self) -> str:
        return f"{self.caption.text()} {self.name.text()}".strip()


class RoundBanner(QFrame):
    """How the round ended, and the button (or the wait) for the next round; a person may
    review the round first."""

    next_round = Signal()
    review = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("roundBanner")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(12, 4, 12, 4)
        self.story = QLabel()
        self.story.setObjectName("roundStory")
        self.story.setWordWrap(True)
        self.story.setTextFormat(Qt.TextFormat.PlainText)
        self.story.setAlignment(Qt.AlignmentFlag.AlignCenter)
        relative_font(self.story, 1.3, bold=True)
        self.meaning = BoundedLabel(2)  # beside the button, two lines at most
        self.meaning.setObjectName("roundMeaning")
        self.meaning.setTextFormat(Qt.TextFormat.PlainText)
        self.meaning.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.meaning.hide()
        self.wait = QLabel()
        self.wait.setTextFormat(Qt.TextFormat.PlainText)
        self.wait.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.wait.hide()
        # the meaning and the button side by side: the banner stays low on a small screen
        row = QHBoxLayout()
        self.button = QPushButton()
        self.button.setObjectName("nextRoundButton")
        self.button.clicked.connect(self.next_round.emit)
        self.review_button = QPushButton()
        self.review_button.setObjectName("reviewRoundButton")
        self.review_button.clicked.connect(self.review.emit)
        row.addWidget(self.meaning, 1)
        row.addWidget(self.review_button, 0, Qt.AlignmentFlag.AlignCenter)
        row.addWidget(self.button, 0, Qt.AlignmentFlag.AlignCenter)
        row.addWidget(self.wait, 0, Qt.AlignmentFlag.AlignCenter)
        layout.addWidget(self.story)
        layout.addLayout(row)
        self.hide()

    def show_story(
        self,
        story: str,
        colour: QColor | None,
        button_text: str,
        wait_text: str = "",
        meaning: str = "",
        review_text: str = "",
    ) -> None:
        """Show the round's end (and what its word means); ``wait_text`` instead of the
        button when nobody needs to press it (only computers are left)."""
        self.story.setText(story)
        self.meaning.setText(meaning)
        self.meaning.setVisible(bool(meaning))
        self.button.setText(button_text)
        self.button.setToolTip(button_text)
        self.button.setVisible(not wait_text)
        self.review_button.setText(review_text)
        self.review_button.setVisible(bool(review_text) and not wait_text)
        self.wait.setText(wait_text)
        self.wait.setVisible(bool(wait_text))
        _stripe(self, colour)
        self.setAccessibleName(spoken(story))
        self.show()
