"""The fragment in large letters, the newest letter marked; for screen readers, its letters
spelled out ("C, A, T").

The newest letter keeps the theme's text colour (for contrast) and is underlined; under it
sits a bar in the colour of the player who played it, edged in the text colour so that a
light colour (yellow on the light look) still shows. Without a colour, the bar is in the
text colour: never one player's colour standing for another (issue 25)."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QRectF, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QPainter,
    QPaintEvent,
    QPalette,
    QPen,
    QResizeEvent,
)
from PySide6.QtWidgets import QLabel, QSizePolicy, QVBoxLayout, QWidget

from .theme import zoom


def _escaped(text: str) -> str:
    """``html.escape`` without importing ``html`` before the first frame (its entities
    table costs the start 1.6 ms: issue 29)."""
    return (
        text.replace("&", "&amp;")
        .replace("<", "&lt;")
        .replace(">", "&gt;")
        .replace('"', "&quot;")
        .replace("'", "&#x27;")
    )


def spelled_out(fragment: str) -> str:
    """The letters one by one, capitals, commas between: "C, A, T" (ß stays ß, not SS)."""
    return ", ".join(c.upper() if len(c.upper()) == 1 else c for c in fragment)


class _Letters(QLabel):
    """The letters (rich text), and the bar under the newest one painted over them."""

    def __init__(self) -> None:
        super().__init__()
        self.letters = ""  # as shown (upper case), or "" for the prompt
        self.newest = -1
        self.colour: QColor | None = None

    def mark_rect(self) -> QRectF | None:
        """Where the bar under the newest letter goes, or None when no letter is marked."""
        if not 0 <= self.newest < len(self.letters):
            return None
        metrics = QFontMetricsF(self.font())
        area = QRectF(self.contentsRect())
        width = metrics.horizontalAdvance(self.letters)
        left = (
            area.center().x() - width / 2 + metrics.horizontalAdvance(self.letters[: self.newest])
        )
        advance = metrics.horizontalAdvance(self.letters[self.newest])
        spacing = advance - QFontMetricsF(self._plain_font()).horizontalAdvance(
            self.letters[self.newest]
        )
        glyph = advance - spacing  # the letter without the space letter spacing adds after it
        baseline = area.center().y() - metrics.height() / 2 + metrics.ascent()
        thick = max(4.0, metrics.height() * 0.1)
        top = min(baseline + metrics.underlinePos() + thick, area.bottom() - thick - 1)
        return QRectF(left, top, max(glyph, thick * 2), thick)

    def _plain_font(self) -> QFont:
        font = self.font()
        font.setLetterSpacing(font.SpacingType.PercentageSpacing, 100)
        return font

    def paintEvent(self, event: QPaintEvent) -> None:  # Qt override
        super().paintEvent(event)
        rect = self.mark_rect()
        if rect is None:
            return
        text = self.palette().color(QPalette.ColorRole.WindowText)
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        edge = max(1.0, rect.height() / 4)
        painter.setPen(QPen(text, edge))
        painter.setBrush(self.colour if self.colour is not None else text)
        painter.drawRoundedRect(rect.adjusted(edge / 2, edge / 2, -edge / 2, -edge / 2), edge, edge)
        painter.end()


class FragmentView(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("fragmentView")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        self.label = _Letters()
        self.label.setObjectName("fragmentLabel")
        self.label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.label.setTextFormat(Qt.TextFormat.RichText)
        font = self.label.font()
        font.setPixelSize(54)
        font.setBold(True)
        font.setLetterSpacing(font.SpacingType.PercentageSpacing, 110)
        self.label.setFont(font)
        # the letters grow with the board instead of leaving an empty band
        self.label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Ignored)
        self.hint = QLabel()
        self.hint.setObjectName("fragmentHint")
        self.hint.setAlignment(Qt.AlignmentFlag.AlignCenter)
        layout.addWidget(self.label, 1)
        layout.addWidget(self.hint)
        self.hint.hide()  # a line only while there is a note: the keyboard keeps the room
        self.set_fragment("", -1)

    def resizeEvent(self, event: QResizeEvent) -> None:  # Qt override
        super().resizeEvent(event)
        self._scale()

    def changeEvent(self, event: QEvent) -> None:  # Qt override: the spoken words in a new language
        if event.type() == QEvent.Type.LanguageChange:
            self._describe()
        super().changeEvent(event)

    def _scale(self) -> None:
        """Letters as large as the board allows: by height, and narrow enough for the word,
        measured in the font itself (wide letters, MAMMOTH, were cut off by an estimate)."""
        shown = "".join(c.upper() if len(c.upper()) == 1 else c for c in self.fragment) or self.tr(
            "start a word"
        )
        z = zoom()
        self.label.setMinimumHeight(round(40 * z))  # on a low screen the keyboard keeps its room
        font = self.label.font()
        size = min(self.label.height() * 0.8, 150 * z)
        trial = QFont(font)
        trial.setPixelSize(max(1, int(size)))
        # a word of at least six letters' width, so that short words do not tower
        wide = max(
            QFontMetricsF(trial).horizontalAdvance(shown),
            QFontMetricsF(trial).horizontalAdvance("M") * 5,
        )
        room = self.width() * 0.94
        if wide > room > 0:
            size *= room / wide
        size = max(int(size), round(28 * z))
        if size != font.pixelSize():
            font.setPixelSize(size)
            self.label.setFont(font)

    def set_fragment(self, fragment: str, newest: int, colour: QColor | None = None) -> None:
        """Show the fragment; ``newest`` is the index of the letter just played, or -1;
        ``colour`` the colour of the player who played it (None: the bar is in the text
        colour)."""
        self.fragment = fragment
        self._scale()
        self._describe()
        letters = [c.upper() if len(c.upper()) == 1 else c for c in fragment]  # ß stays one letter
        self.label.letters = "".join(letters)
        self.label.newest = newest if 0 <= newest < len(letters) else -1
        self.label.colour = (
            QColor(colour) if colour is not None and self.label.newest >= 0 else None
        )
        self.label.update()
        if not fragment:
            prompt = self.tr("start a word")
            self.label.setText(f"<span style='color:#9aa0a6'>{_escaped(prompt)}</span>")
            return
        parts = [
            f"<u>{_escaped(c)}</u>" if i == newest else _escaped(c) for i, c in enumerate(letters)
        ]
        self.label.setText("".join(parts))

    def newest_colour(self) -> QColor | None:
        """The colour of the bar under the newest letter (None: no letter is marked); the
        text colour when no player's colour was given."""
        if self.label.newest < 0:
            return None
        return self.label.colour or self.label.palette().color(QPalette.ColorRole.WindowText)

    def spoken(self) -> str:
        """The fragment as a screen reader says it: "C, A, T", or "no letters yet"."""
        return spelled_out(self.fragment) if self.fragment else self.tr("no letters yet")

    def _describe(self) -> None:
        """Names for screen readers: the view and its label (else the label's markup is read)."""
        name = self.spoken()
        description = self.tr("The letters played so far")
        for widget in (self, self.label):
            if widget.accessibleName() != name:  # a new name is reported to screen readers
                widget.setAccessibleName(name)
            widget.setAccessibleDescription(description)

    def set_note(self, text: str) -> None:
        """A line under the fragment (e.g. what reversing would give)."""
        self.hint.setText(text)
        self.hint.setVisible(bool(text))
