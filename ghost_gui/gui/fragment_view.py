"""The fragment in large letters, the newest letter marked; for screen readers, its letters
spelled out ("C, A, T").

Xghost shows an insertion caret, a bar in the text colour between two letters (or at an
end), where the next letter goes; Anaghost shows its pool as tiles, each letter in a
rounded box, every box as wide (``letter_layout.tile_row``).

The newest letter keeps the theme's text colour (for contrast) and is underlined; under it
sits a bar in the colour of the player who played it, edged in the text colour so that a
light colour (yellow on the light look) still shows. Without a colour, the bar is in the
text colour: never one player's colour standing for another."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPalette,
    QPen,
    QResizeEvent,
)
from PySide6.QtWidgets import QLabel, QSizePolicy, QVBoxLayout, QWidget

from . import letter_layout as layout
from .letter_layout import spelled_out
from .theme import zoom

__all__ = ["FragmentView", "spelled_out"]


class _Letters(QLabel):
    """The letters (rich text), and the bar under the newest one painted over them; with a
    caret, the caret; with tiles, a box behind each letter."""

    clicked = Signal(QPointF)

    def __init__(self) -> None:
        super().__init__()
        self.letters = ""  # as shown (upper case), or "" for the prompt
        self.newest = -1
        self.colour: QColor | None = None
        self.caret: int | None = None  # between letters caret-1 and caret; None: no caret
        self.tiles = False
        #: the newest letter's underline is painted here (the spaced looks: rich text's
        #: would run on under the wide spacing after the letter)
        self.own_underline = False

    def _origin(self) -> tuple[QFontMetricsF, float, float]:
        """The metrics, where the letters start and their baseline (the label centres them)."""
        metrics = QFontMetricsF(self.font())
        area = QRectF(self.contentsRect())
        left = area.center().x() - metrics.horizontalAdvance(self.letters) / 2
        baseline = area.center().y() - metrics.height() / 2 + metrics.ascent()
        return metrics, left, baseline

    def _glyph(self, i: int) -> tuple[float, float]:
        """Where letter ``i`` starts and how wide it is without the spacing after it (with
        tiles: in the middle of its tile)."""
        metrics, left, _ = self._origin()
        plain = QFontMetricsF(self._plain_font()).horizontalAdvance(self.letters[i])
        if self.tiles:
            tile = self._tile(i)
            return tile.center().x() - plain / 2, plain
        start = left + metrics.horizontalAdvance(self.letters[:i])
        return start, plain

    def _tile(self, i: int) -> QRectF:
        """Letter ``i``'s tile: the row of tiles is centred in the label."""
        metrics, _, baseline = self._origin()
        plain = self._plain_font()
        tile, pad, gap = layout.tile_row(plain, self.letters)
        row = layout.tiles_width(plain, self.letters)
        first = QRectF(self.contentsRect()).center().x() - row / 2
        top = baseline - metrics.capHeight() - pad
        thick = max(4.0, metrics.height() * 0.1)
        # the newest letter's underline and bar inside its box
        bottom = baseline + metrics.underlinePos() + 2 * thick + pad * 0.6
        return QRectF(first + i * (tile + gap), top, tile, bottom - top)

    def boundaries(self) -> list[float]:
        """The x of each place a letter can go, 0 to the number of letters: the middle of
        the gap the spacing leaves between two letters, and as far outside the ends."""
        n = len(self.letters)
        if not n:
            return []
        glyphs = [self._glyph(i) for i in range(n)]
        metrics = QFontMetricsF(self.font())
        gap = metrics.horizontalAdvance(self.letters[0]) - glyphs[0][1]
        places = [glyphs[0][0] - gap / 2]
        for (start, width), (after, _) in zip(glyphs, glyphs[1:], strict=False):
            places.append((start + width + after) / 2)
        places.append(glyphs[-1][0] + glyphs[-1][1] + gap / 2)
        return places

    def place_at(self, x: float) -> int:
        """The place (0 to the number of letters) nearest to ``x``."""
        places = self.boundaries()
        return min(range(len(places)), key=lambda i: abs(places[i] - x)) if places else 0

    def caret_rect(self) -> QRectF | None:
        """Where the caret is drawn, or None when there is none."""
        if self.caret is None or not self.letters:
            return None
        metrics, _, baseline = self._origin()
        x = self.boundaries()[self.caret]
        thick = max(3.0, metrics.height() * 0.06)
        top = baseline - metrics.capHeight() * 1.15
        bottom = baseline + metrics.descent() * 0.6
        return QRectF(x - thick / 2, top, thick, bottom - top)

    def tile_rects(self) -> list[QRectF]:
        """A box behind each letter (Anaghost's pool), or none."""
        if not self.tiles or not self.letters:
            return []
        return [self._tile(i) for i in range(len(self.letters))]

    def mark_rect(self) -> QRectF | None:
        """Where the bar under the newest letter goes, or None when no letter is marked."""
        if not 0 <= self.newest < len(self.letters):
            return None
        metrics, _, baseline = self._origin()
        left, glyph = self._glyph(self.newest)
        area = QRectF(self.contentsRect())
        thick = max(4.0, metrics.height() * 0.1)
        top = min(baseline + metrics.underlinePos() + thick, area.bottom() - thick - 1)
        return QRectF(left, top, max(glyph, thick * 2), thick)

    def centre(self) -> None:
        """In the spaced looks, the letters centred without the wide spacing after the last
        one (the label counts it): a margin on the left as wide."""
        gap = 0.0
        if self.own_underline and self.letters and not self.tiles:
            last = self.letters[-1]
            gap = QFontMetricsF(self.font()).horizontalAdvance(last) - QFontMetricsF(
                self._plain_font()
            ).horizontalAdvance(last)
        self.setContentsMargins(round(gap), 0, 0, 0)

    def _plain_font(self) -> QFont:
        return layout.plain_font(self.font())

    def paintEvent(self, event: QPaintEvent) -> None:  # Qt override
        text = self.palette().color(QPalette.ColorRole.WindowText)
        tiles = self.tile_rects()
        if tiles:  # behind the letters
            painter = QPainter(self)
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            edge = max(1.5, tiles[0].height() / 30)
            painter.setPen(QPen(text, edge))
            painter.setBrush(self.palette().color(QPalette.ColorRole.Base))
            radius = tiles[0].height() / 7
            for tile in tiles:
                painter.drawRoundedRect(tile, radius, radius)
            # each letter in the middle of its tile (the label's text would run narrow
            # letters into the next tile)
            painter.setFont(self._plain_font())
            painter.setPen(text)
            _, _, baseline = self._origin()
            for i, letter in enumerate(self.letters):
                painter.drawText(QPointF(self._glyph(i)[0], baseline), letter)
            painter.end()
        else:
            super().paintEvent(event)
        rect, caret = self.mark_rect(), self.caret_rect()
        if rect is None and caret is None:
            return
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if rect is not None and self.own_underline:
            metrics, _, baseline = self._origin()
            line = max(1.0, metrics.lineWidth())
            painter.fillRect(
                QRectF(rect.left(), baseline + metrics.underlinePos() + line, rect.width(), line),
                text,
            )
        if rect is not None:
            edge = max(1.0, rect.height() / 4)
            painter.setPen(QPen(text, edge))
            painter.setBrush(self.colour if self.colour is not None else text)
            painter.drawRoundedRect(
                rect.adjusted(edge / 2, edge / 2, -edge / 2, -edge / 2), edge, edge
            )
        if caret is not None:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(text)
            painter.drawRect(caret)
            serif = caret.width() * 2.5  # an I-beam's ends: a caret, not a letter I
            for y in (caret.top(), caret.bottom() - caret.width()):
                painter.drawRect(QRectF(caret.center().x() - serif / 2, y, serif, caret.width()))
        painter.end()

    def mousePressEvent(self, event: QMouseEvent) -> None:  # Qt override
        if event.button() == Qt.MouseButton.LeftButton:
            self.clicked.emit(event.position())
        super().mousePressEvent(event)


class FragmentView(QWidget):
    #: the caret was moved (by a click, or by :meth:`move_caret`): its new place
    caret_moved = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("fragmentView")
        self.look = "line"  # "caret" (Xghost), "tiles" (Anaghost) or "line"
        #: where the next letter goes in Xghost: 0 is the start, len(fragment) the end
        self.caret = 0
        self.caret_shown = False
        self.fragment = ""
        self.kept_height = 0  # the height the window keeps for the letters (keep_height)
        column = QVBoxLayout(self)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(0)
        self.label = _Letters()
        self.label.setObjectName("fragmentLabel")
        self.label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.label.setTextFormat(Qt.TextFormat.RichText)
        font = self.label.font()
        font.setPixelSize(54)
        font.setBold(True)
        font.setLetterSpacing(font.SpacingType.PercentageSpacing, layout.SPACING["line"])
        self.label.setFont(font)
        self.label.clicked.connect(self._clicked)
        # the letters grow with the board instead of leaving an empty band
        self.label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Ignored)
        self.hint = QLabel()
        self.hint.setObjectName("fragmentHint")
        self.hint.setAlignment(Qt.AlignmentFlag.AlignCenter)
        column.addWidget(self.label, 1)
        column.addWidget(self.hint)
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
        # on a low screen the keyboard keeps its room, unless the window gave the word more
        self.label.setMinimumHeight(max(round(40 * z), self.kept_height))
        font = self.label.font()
        # the line's height (tiles reach further down: the newest letter's bar is inside)
        share = layout.HEIGHT_SHARE if self.label.tiles else layout.LINE_SHARE
        size = min(self.label.height() * share, layout.LARGEST * z)
        trial = QFont(font)
        trial.setPixelSize(max(1, int(size)))
        # a word of at least six letters' width, so that short words do not tower
        shown_width = (
            layout.tiles_width(layout.plain_font(trial), shown)
            if self.label.tiles and self.fragment
            else QFontMetricsF(trial).horizontalAdvance(shown)
        )
        wide = max(shown_width, QFontMetricsF(trial).horizontalAdvance("M") * 5)
        room = self.width() * 0.94
        if wide > room > 0:
            size *= room / wide
        size = max(int(size), round(28 * z))
        if size != font.pixelSize():
            font.setPixelSize(size)
            self.label.setFont(font)
            self.label.centre()

    def keep_height(self, pixels: int) -> None:
        """Keep at least ``pixels`` for the letters (the window's choice at a large zoom)."""
        if pixels != self.kept_height:
            self.kept_height = pixels
            self._scale()

    def set_fragment(self, fragment: str, newest: int, colour: QColor | None = None) -> None:
        """Show the fragment; ``newest`` is the index of the letter just played, or -1;
        ``colour`` the colour of the player who played it (None: the bar is in the text
        colour)."""
        if fragment != self.fragment:  # a play, a new round: the next letter goes at the end
            self.caret = len(fragment)
        self.caret = min(self.caret, len(fragment))
        self.fragment = fragment
        self._scale()
        self._show_caret()
        letters = [c.upper() if len(c.upper()) == 1 else c for c in fragment]  # ß stays one letter
        self.label.letters = "".join(letters)
        self.label.newest = newest if 0 <= newest < len(letters) else -1
        self.label.colour = (
            QColor(colour) if colour is not None and self.label.newest >= 0 else None
        )
        self.label.update()
        if not fragment:
            prompt = self.tr("start a word")
            self.label.setText(f"<span style='color:#9aa0a6'>{layout.escaped(prompt)}</span>")
            return
        underline = not self.label.own_underline
        parts = [
            f"<u>{layout.escaped(c)}</u>" if i == newest and underline else layout.escaped(c)
            for i, c in enumerate(letters)
        ]
        self.label.centre()
        self.label.setText("".join(parts))

    def set_look(self, look: str) -> None:
        """ "caret" (Xghost: where the next letter goes is chosen), "tiles" (Anaghost: a pool
        of letters) or "line" (the others)."""
        self.look = look
        self.label.tiles = look == "tiles"
        self.label.own_underline = look != "line"
        font = self.label.font()
        font.setLetterSpacing(font.SpacingType.PercentageSpacing, layout.SPACING[look])
        self.label.setFont(font)
        self.caret = len(self.fragment)
        self.set_caret_shown(False)
        self.set_fragment(self.fragment, self.label.newest, self.label.colour)

    def set_caret_shown(self, shown: bool) -> None:
        """Show the caret (Xghost, while a person is to play a letter) or hide it."""
        self.caret_shown = shown and self.look == "caret"
        self.label.setCursor(
            Qt.CursorShape.IBeamCursor if self.caret_shown else Qt.CursorShape.ArrowCursor
        )
        self._show_caret()

    def move_caret(self, place: int) -> bool:
        """Put the caret at ``place`` (kept within the ends); False when no caret is shown."""
        if not self.caret_shown or not self.fragment:
            return False
        place = max(0, min(place, len(self.fragment)))
        if place != self.caret:
            self.caret = place
            self._show_caret()
        self.caret_moved.emit(place)
        return True

    def _clicked(self, at: QPointF) -> None:
        if self.caret_shown and self.fragment:
            self.move_caret(self.label.place_at(at.x()))

    def _show_caret(self) -> None:
        shown = self.caret_shown and bool(self.fragment)
        self.label.caret = self.caret if shown else None
        self.label.update()
        self._describe()

    def caret_text(self) -> str:
        """Where the next letter goes, for a screen reader: "next letter goes between A and
        T"; "" when no caret is shown."""
        if not (self.caret_shown and self.fragment):
            return ""
        if self.caret == 0:
            return self.tr("next letter goes at the start")
        if self.caret >= len(self.fragment):
            return self.tr("next letter goes at the end")
        return (
            self.tr("next letter goes between %1 and %2")
            .replace("%1", spelled_out(self.fragment[self.caret - 1]))
            .replace("%2", spelled_out(self.fragment[self.caret]))
        )

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
        if self.look == "tiles":
            description = self.tr("The letters played so far: a pool of letters in any order")
        else:
            description = self.tr("The letters played so far")
        where = self.caret_text()
        if where:
            description = self.tr("%1; %2").replace("%1", description).replace("%2", where)
        for widget in (self, self.label):
            if widget.accessibleName() != name:  # a new name is reported to screen readers
                widget.setAccessibleName(name)
            widget.setAccessibleDescription(description)

    def set_note(self, text: str) -> None:
        """A line under the fragment (e.g. what reversing would give)."""
        self.hint.setText(text)
        self.hint.setVisible(bool(text))
