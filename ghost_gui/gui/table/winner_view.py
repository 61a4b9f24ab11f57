"""The end of a match, shown in place of the board: the winner large, everyone's letters, a
highlight or two, and Play again (UX, 8)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QLocale, QSize, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QFontMetrics,
    QHideEvent,
    QKeyEvent,
    QPainter,
    QPaintEvent,
    QResizeEvent,
    QShowEvent,
)
from PySide6.QtWidgets import (
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from ...core.alphabets import capitals
from ..texts.player_names import short_name, shown_name
from ..theme import relative_font, zoom
from .banners import BoundedLabel
from .player_panel import LivesWidget

_SIDE_MARGIN = 24


class _Swatch(QWidget):
    """A rounded bar in a player's colour."""

    def __init__(self, colour: QColor, size: QSize, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.colour = QColor(colour)
        self.setFixedSize(size)

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(self.colour)
        radius = min(self.width(), self.height()) / 2
        p.drawRoundedRect(self.rect(), radius, radius)


class WinnerView(QWidget):
    play_again = Signal()
    new_game = Signal()
    #: "Review the match": every play of the match just won, marked by perfect play
    review_match = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("winnerView")
        self.winner = ""
        #: the seats of the computers that won as a team (empty: one player won)
        self.team: frozenset[int] = frozenset()
        self.rounds = 0
        self.longest: tuple[str, str] | None = None
        outer = QVBoxLayout(self)
        outer.setContentsMargins(_SIDE_MARGIN, 16, _SIDE_MARGIN, 16)
        outer.addStretch(1)
        self.title_label = QLabel()
        self.title_label.setObjectName("winnerTitle")
        relative_font(self.title_label, 1.4)
        self.name_label = QLabel()
        self.name_label.setObjectName("winnerName")
        self.name_label.setWordWrap(True)
        # the name fits the view (see _fit_name), never the view the name
        self.name_label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.swatch = _Swatch(QColor("#0072B2"), QSize(160, 10))
        for w in (self.title_label, self.name_label):
            w.setAlignment(Qt.AlignmentFlag.AlignCenter)
            w.setTextFormat(Qt.TextFormat.PlainText)  # a name is text, never markup
            outer.addWidget(w)
        outer.addWidget(self.swatch, 0, Qt.AlignmentFlag.AlignHCenter)
        outer.addSpacing(16)
        self.standings = QGridLayout()
        self.standings.setHorizontalSpacing(12)
        self.standings.setVerticalSpacing(4)
        holder = QHBoxLayout()
        holder.addStretch(1)
        holder.addLayout(self.standings)
        holder.addStretch(1)
        outer.addLayout(holder)
        outer.addSpacing(12)
        self.rounds_label = QLabel()
        self.longest_label = QLabel()
        for w in (self.rounds_label, self.longest_label):
            w.setAlignment(Qt.AlignmentFlag.AlignCenter)
            w.setTextFormat(Qt.TextFormat.PlainText)
            outer.addWidget(w)
        outer.addSpacing(16)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        self.play_button = QPushButton()
        self.play_button.setObjectName("playAgainButton")
        self.play_button.setDefault(True)
        bf = self.play_button.font()
        bf.setBold(True)
        self.play_button.setFont(bf)
        self.new_button = QPushButton()
        self.new_button.setObjectName("newGameButton")
        self.review_button = QPushButton()
        self.review_button.setObjectName("reviewMatchButton")
        self.review_button.hide()  # until the match's record is there (set_reviewable)
        for b in (self.play_button, self.new_button, self.review_button):
            b.setSizePolicy(QSizePolicy.Policy.Minimum, QSizePolicy.Policy.Fixed)
            buttons.addWidget(b)
        buttons.addStretch(1)
        outer.addLayout(buttons)
        outer.addStretch(1)
        self.play_button.clicked.connect(self.play_again)
        self.new_button.clicked.connect(self.new_game)
        self.review_button.clicked.connect(self.review_match)
        self.lives_widgets: list[LivesWidget] = []
        self.retranslate()

    def set_result(
        self,
        winner: str,
        winner_colour: QColor,
        players: list[tuple[str, int, int, QColor]],
        rounds: int,
        longest: tuple[str, str] | None,
        team: frozenset[int] = frozenset(),
    ) -> None:
        """``players``: (name, lives lost, lives, colour) in seat order; ``longest``: (WORD,
        name of who played it) or None; ``team``: the seats of the computers when they won
        as a team (the view names the team, not the one computer left in)."""
        self.winner, self.rounds, self.longest, self.team = winner, rounds, longest, team
        self.swatch.colour = QColor(winner_colour)
        self.swatch.update()
        while self.standings.count():
            item = self.standings.takeAt(0)
            old = item.widget() if item is not None else None
            if old is not None:
                old.deleteLater()
        self.lives_widgets = []
        rows = 4 if len(players) > 4 else max(1, len(players))
        for i, (name, lost, lives, colour) in enumerate(players):
            row, col = i % rows, (i // rows) * 4
            label = QLabel(short_name(name))
            label.setTextFormat(Qt.TextFormat.PlainText)
            if (i in team) if team else name == winner:
                f = label.font()
                f.setBold(True)
                label.setFont(f)
            letters = LivesWidget(colour, animation_ms=0)
            letters.set_lives(lost, lives)
            letters.setFixedSize(letters.sizeHint())
            self.standings.addWidget(
                _Swatch(colour, QSize(12, 12)), row, col, Qt.AlignmentFlag.AlignVCenter
            )
            self.standings.addWidget(label, row, col + 1)
            self.standings.addWidget(letters, row, col + 2)
            self.lives_widgets.append(letters)
        if len(players) > rows:
            self.standings.setColumnMinimumWidth(3, 32)  # a gap between the two halves
        self.retranslate()

    def set_reviewable(self, reviewable: bool) -> None:
        """Offer "Review the match" (there is a record of the match to review)."""
        self.review_button.setVisible(reviewable)

    def retranslate(self) -> None:
        if self.team:
            self.title_label.setText(QCoreApplication.translate("winner", "Winners"))
            self.setAccessibleName(
                QCoreApplication.translate("winner", "Winners: the computers, as a team")
            )
        else:
            self.title_label.setText(QCoreApplication.translate("winner", "Winner"))
            self.setAccessibleName(
                QCoreApplication.translate("winner", "Winner: %1").replace(
                    "%1", short_name(self.winner)
                )
            )
        self._fit_name()
        self.rounds_label.setText(
            QCoreApplication.translate("winner", "Rounds played: %1").replace(
                "%1", QLocale().toString(self.rounds)
            )
        )
        if self.longest is not None:
            self.longest_label.setText(
                QCoreApplication.translate("winner", "Longest word played: %1 (%2)")
                .replace("%1", capitals(self.longest[0]))
                .replace("%2", shown_name(self.longest[1]))
            )
        self.longest_label.setVisible(self.longest is not None)
        self.play_button.setText(QCoreApplication.translate("winner", "Play again"))
        self.play_button.setToolTip(
            QCoreApplication.translate("winner", "A new match with the same players (Enter)")
        )
        self.new_button.setText(QCoreApplication.translate("winner", "New game…"))
        self.new_button.setToolTip(
            QCoreApplication.translate(
                "winner", "Choose the players and rules of a new match (Ctrl+N)"
            )
        )
        self.review_button.setText(QCoreApplication.translate("winner", "Review the match"))
        self.review_button.setToolTip(
            QCoreApplication.translate(
                "winner", "Every play of this match, marked by what perfect play says of it"
            )
        )

    def _fit_name(self) -> None:
        """The winner's name as large as the view's height allows, smaller when a word of it
        would be wider than the view, and cut with "…" when even the smallest is."""
        f = self.name_label.font()
        f.setBold(True)
        smallest = round(28 * zoom())
        size = max(smallest, min(round(120 * zoom()), self.height() // 7))
        f.setPixelSize(size)
        name = (
            QCoreApplication.translate("winner", "The computers")
            if self.team
            else short_name(self.winner)
        )
        room = max(1, self.contentsRect().width() - 2 * _SIDE_MARGIN)
        widest = max((QFontMetrics(f).horizontalAdvance(w) for w in name.split()), default=0)
        if widest > room:
            f.setPixelSize(max(smallest, size * room // widest))
            metrics = QFontMetrics(f)
            if any(metrics.horizontalAdvance(w) > room for w in name.split()):
                name = metrics.elidedText(name, Qt.TextElideMode.ElideRight, room)
        self.name_label.setFont(f)
        self.name_label.setText(name)

    def resizeEvent(self, event: QResizeEvent) -> None:
        self._fit_name()
        super().resizeEvent(event)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.play_button.setFocus()

    def hideEvent(self, event: QHideEvent) -> None:
        # the board's turn again: the keyboard must not stay on a hidden Play again, where
        # the next Enter would ask to leave the new match
        focus = self.focusWidget()
        if focus is not None and focus.hasFocus():
            focus.clearFocus()
        super().hideEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if not self.isVisible():
            event.ignore()  # the board's: Enter there goes on with the round
            return
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            focus = self.focusWidget()
            if isinstance(focus, QPushButton) and focus is not self.play_button:
                focus.click()  # Enter on "New game…" means that button
            else:
                self.play_again.emit()
            event.accept()
            return
        super().keyPressEvent(event)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


class WinnerPage(QWidget):
    """The page shown in place of the board at a match's end: how the last round ended and
    what its word means (as the round's banner tells after any other round), above the
    winner."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        page = QVBoxLayout(self)
        self.story = QLabel()
        self.story.setObjectName("roundStory")
        self.story.setTextFormat(Qt.TextFormat.PlainText)  # names and words are text
        self.story.setWordWrap(True)
        self.story.setAlignment(Qt.AlignmentFlag.AlignCenter)
        # two lines at most: the winner and Play again stay on a small screen
        self.meaning = BoundedLabel(2)
        self.meaning.setObjectName("roundMeaning")
        self.meaning.setTextFormat(Qt.TextFormat.PlainText)
        self.meaning.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.meaning.hide()
        self.view = WinnerView()
        page.addWidget(self.story)
        page.addWidget(self.meaning)
        page.addWidget(self.view, 1)

    def show_story(self, story: str, meaning: str) -> None:
        """How the match's last round ended; ``meaning``: what its word means ("": none)."""
        self.story.setText(story)
        self.meaning.setText(meaning)
        self.meaning.setVisible(bool(meaning))
