"""The main window: the players, whose turn it is, the fragment, how the round ended, the
keyboard, the actions and the game log; the winner screen in place of the board when a
match ends."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, QLocale, QObject, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QGuiApplication, QKeyEvent, QResizeEvent
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QListWidgetItem,
    QMainWindow,
    QMessageBox,
    QProgressBar,
    QPushButton,
    QRadioButton,
    QScrollArea,
    QStackedWidget,
    QStyle,
    QVBoxLayout,
    QWidget,
)

from ..core.alphabets import capitals, is_cyrillic
from ..core.plays import Side
from ..core.rules import PlayerKind
from . import i18n
from .announce import Announcer
from .banners import RoundBanner, TurnBanner
from .controller import GameController
from .fragment_view import FragmentView
from .keyboard import Keyboard
from .log_view import GameLog
from .menus import LettersPlay, Menus
from .names import (
    hint_text,
    kind_name,
    list_title,
    loss_text,
    round_story,
    variant_name,
    verdict_text,
)
from .player_colours import colour_dot, player_colour
from .player_panel import PlayerPanel, lives_word
from .questions import TableQuestions
from .screen_fit import fits_screen, fitted_geometry
from .speech import Speaker
from .table_keys import board_key, is_caret_key
from .theme import zoom
from .winner_view import WinnerView

if TYPE_CHECKING:
    from ..core.match_events import RoundEnded
    from ..core.plays import Play
    from ..core.practice import Verdict


class MainWindow(QMainWindow):
    #: the winner screen's buttons; the shell starts the games
    play_again_requested = Signal()
    new_game_requested = Signal()

    def __init__(
        self, controller: GameController, parent: QWidget | None = None, *, highlight_ms: int = 900
    ) -> None:
        super().__init__(parent)
        #: says game events to a screen reader (and keeps the last ones)
        self.announce = Announcer(self)
        #: reads the letters aloud when the player turns it on (View → Read letters aloud)
        self.speaker = Speaker()
        self._turn_said = ""
        self.controller = controller
        self.highlight_ms = highlight_ms  # how long a computer's letter stays marked on its key
        self.fit_to_screen()
        self.panels: list[PlayerPanel] = []
        self.hints_on = False
        self._auto_hint = False
        self.questions = TableQuestions(self, controller)
        self.questions.closed.connect(self._dialog_closed)

        central = _Content(self._content_height)
        root = QHBoxLayout(central)
        self.stack = QStackedWidget()
        root.addWidget(self.stack, 3)
        board = QWidget()
        left = QVBoxLayout(board)
        left.setContentsMargins(0, 0, 0, 0)
        self.stack.addWidget(board)

        self.players = QWidget()
        self.players_grid = QGridLayout(self.players)
        self.players_grid.setContentsMargins(0, 0, 0, 0)
        left.addWidget(self.players)
        self.turn_banner = TurnBanner()
        left.addWidget(self.turn_banner)
        self.fragment = FragmentView()
        self.fragment.caret_moved.connect(lambda _: self.announce(self.fragment.caret_text()))
        left.addWidget(self.fragment, 3)
        self.round_banner = RoundBanner()
        self.round_banner.next_round.connect(controller.next_round)
        left.addWidget(self.round_banner)

        # SuperGhost: which end; SuperDuperGhost: reverse first
        self.side_row = QWidget()
        side = QHBoxLayout(self.side_row)
        side.setContentsMargins(0, 0, 0, 0)
        side.addStretch(1)
        self.left_button = QRadioButton()
        self.right_button = QRadioButton()
        self.right_button.setChecked(True)
        group = QButtonGroup(self)
        self.reverse_box = QCheckBox()
        self.reverse_box.toggled.connect(self._show_reverse)
        for b in (self.left_button, self.right_button, self.reverse_box):
            b.setFocusPolicy(Qt.FocusPolicy.TabFocus)
            side.addWidget(b)
        group.addButton(self.left_button)
        group.addButton(self.right_button)
        side.addStretch(1)
        left.addWidget(self.side_row)

        self.keyboard = Keyboard()
        self.keyboard.letter_clicked.connect(lambda c: self.play(c))
        left.addWidget(self.keyboard, 2)

        # the actions: one row, or two when they do not fit beside each other (_lay_out_actions)
        self.actions_row = QWidget()
        self.actions_grid = QGridLayout(self.actions_row)
        self.actions_grid.setContentsMargins(0, 0, 0, 0)
        self.action_buttons: list[QPushButton] = []
        self.noword_button = self._button(lambda: self._challenge("no_word"))
        self.word_button = self._button(lambda: self._challenge("word"))
        self.answer_button = self._button(self.questions.reopen_challenge)
        self.resign_button = self._button(self.confirm_resign)
        self.hint_button = self._button(controller.request_hint)
        self.undo_button = self._button(controller.undo)
        self._action_rows: list[list[QPushButton]] = []
        left.addWidget(self.actions_row)
        self.verdict_label = _Line()  # takes no room while empty
        self.verdict_label.setObjectName("verdictLabel")
        self.verdict_label.setWordWrap(True)
        self.verdict_label.setTextFormat(Qt.TextFormat.PlainText)
        left.addWidget(self.verdict_label)

        winner_page = QWidget()
        wl = QVBoxLayout(winner_page)
        self.final_story = QLabel()
        self.final_story.setObjectName("roundStory")
        self.final_story.setTextFormat(Qt.TextFormat.PlainText)  # names and words are text
        self.final_story.setWordWrap(True)
        self.final_story.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.winner_view = WinnerView()
        self.winner_view.play_again.connect(self.play_again_requested.emit)
        self.winner_view.new_game.connect(self.new_game_requested.emit)
        wl.addWidget(self.final_story)
        wl.addWidget(self.winner_view, 1)
        self.stack.addWidget(winner_page)

        self.log_panel = QWidget()
        right = QVBoxLayout(self.log_panel)
        right.setContentsMargins(0, 0, 0, 0)
        self.log_title = QLabel()
        right.addWidget(self.log_title)
        self.log = GameLog()
        right.addWidget(self.log, 1)
        root.addWidget(self.log_panel, 1)
        self.board_scroll = _Board(central)
        self.setCentralWidget(self.board_scroll)
        self._log_folded_for_room = False  # folded by _make_room, not by the player
        self._columns = 0  # panels in a row
        # at a round's end on a low board, the banner takes the fragment's place (_fit_round_banner)
        self.round_banner.installEventFilter(self)
        self.board_scroll.viewport().installEventFilter(self)
        for button in self.action_buttons:
            # the Answer button comes and goes: the rows follow; Xghost's caret keys work
            # with a button focused (which would move the focus with the arrows)
            button.installEventFilter(self)

        self.status_label = QLabel()
        self.status_label.setTextFormat(Qt.TextFormat.PlainText)  # the word list's file name
        self.progress = QProgressBar()
        self.progress.setRange(0, 100)
        self.progress.setMaximumWidth(220)
        self.progress.hide()
        self.statusBar().addWidget(self.status_label, 1)
        # a message covers the label: hidden explicitly, or a restyle (zoom) shows it through
        self.statusBar().messageChanged.connect(
            lambda message: self.status_label.setVisible(not message)
        )
        self.statusBar().addPermanentWidget(self.progress)

        self.menus = Menus(self)
        m = self.menus
        m.take_back.triggered.connect(controller.undo)
        m.resign.triggered.connect(self.confirm_resign)
        m.hint.triggered.connect(controller.request_hint)
        m.grey_out.toggled.connect(self._toggle_hints)
        m.full_screen.toggled.connect(lambda on: self.showFullScreen() if on else self.showNormal())
        m.show_log.toggled.connect(self.log_panel.setVisible)
        m.play_again.triggered.connect(self.play_again_requested.emit)
        self.letters_play = LettersPlay(self.menuBar(), self._key)
        self._size_for_zoom()
        self._lay_out_actions()

        for widget in (
            self.side_row,
            self.reverse_box,
            self.hint_button,
            self.undo_button,
            self.answer_button,
        ):
            widget.setVisible(False)
        self._keys: dict[str, QPushButton] = {}
        c = controller
        c.game_started.connect(self._game_started)
        c.words_changed.connect(
            self._update_status
        )  # the word count follows house and blocked words
        c.loading.connect(self._loading)
        c.progress.connect(lambda f: self.progress.setValue(int(100 * f)))
        c.fragment_changed.connect(self._fragment_changed)
        c.players_changed.connect(self._update_panels)
        c.turn_changed.connect(lambda _: self._update_turn())
        c.log_added.connect(self._log)
        c.played.connect(self._played)
        c.round_ended.connect(self._round_ended)
        c.hint_ready.connect(self._hint)
        c.verdict_ready.connect(self._verdict)
        c.verdict_cleared.connect(self.verdict_label.clear)
        c.challenge_requested.connect(self.questions.ask_word)
        c.house_word_question.connect(self.questions.ask_house_word)
        c.word_claim_question.connect(self.questions.ask_word_claim)
        c.answer_refused.connect(self.questions.ask_word_again)
        c.error.connect(lambda text: QMessageBox.warning(self, i18n.app_name(), text))
        c.notice.connect(self._notice)
        c.match_over.connect(self._match_over)
        self._retranslate()

    def fit_to_screen(self) -> None:
        """The preferred size, or smaller, inside the screen's free area."""
        self.setGeometry(
            fitted_geometry(self.screen() or QGuiApplication.primaryScreen(), 1180, 760)
        )

    def fits_screen(self) -> bool:
        return fits_screen(self)

    def _make_room(self) -> None:
        """On a screen too narrow for the board and the log (the 33-letter keyboard on
        800 pixels), the log folds away (Play → Show the game log brings it back). So it does
        on a board too low for its rows when folding the log gives it fewer (of player panels,
        or of buttons once a challenge's Answer button joins them): at 200 % on 1366×768 the
        buttons stay in view."""
        screen = self.screen() or QGuiApplication.primaryScreen()
        if screen is None:
            return
        free = screen.availableGeometry().width() - 16
        # around the board: the window's frame and a vertical scroll bar
        frame = (
            self.width()
            - self.board_scroll.width()
            + self.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent)
        )
        if (
            self._log_folded_for_room and not self.menus.show_log.isChecked()
        ):  # zoomed back out: room again?
            if (
                frame
                + self.board_scroll.content_size().width()
                + self.log_panel.minimumSizeHint().width()
                + 12
                <= free
            ):
                self._log_folded_for_room = False
                self.menus.show_log.setChecked(True)
        if not self.menus.show_log.isChecked():
            return
        needed = frame + self.board_scroll.content_size().width()
        if needed > free:
            self.menus.show_log.setChecked(False)
            self._log_folded_for_room = True
            self._lay_out_panels()
            QTimer.singleShot(0, lambda: self.resize(min(self.width(), free), self.height()))
        elif needed > self.width() and not (self.isMaximized() or self.isFullScreen()):
            QTimer.singleShot(
                0, lambda: self.resize(needed, self.height())
            )  # a larger zoom: a wider window
            QTimer.singleShot(0, self._fold_for_height)  # then, at that width
        else:
            self._fold_for_height()

    def _fold_for_height(self) -> None:
        if not self.menus.show_log.isChecked():
            return
        before = (self._fullest_height(), self._fullest_height(answer=False))
        if before[0] <= self._board_height():
            return
        self.menus.show_log.setChecked(False)
        self._lay_out_panels()
        self._lay_out_actions()
        self._settle()
        if (self._fullest_height(), self._fullest_height(answer=False)) < before:
            self._log_folded_for_room = True
        else:  # no fewer rows without it: the log stays
            self.menus.show_log.setChecked(True)
            self._lay_out_panels()
            self._lay_out_actions()
            self._settle()
        self._fit_round_banner()

    def _settle(self) -> None:
        """The board's parts at their new sizes now (measured before the next paint)."""
        board = self.stack.widget(0)
        content = self.board_scroll.widget() if hasattr(self, "board_scroll") else None
        for widget in (self.players, self.actions_row, board, content):
            layout = widget.layout() if widget is not None else None
            if layout is not None:
                layout.activate()

    def _board_height(self) -> int:
        """The height the board's scroll area shows."""
        return self.board_scroll.maximumViewportSize().height()

    def _fullest_height(self, answer: bool = True) -> int:
        """The board's height at its width, with (``answer``) the rows of buttons a
        challenge's Answer button would need."""
        height = self._content_height(self.board_scroll.maximumViewportSize().width())
        if height is None:  # the winner screen
            return 0
        if answer and self.answer_button.isHidden() and self._action_rows:
            shown = [b for b in self.action_buttons if not b.isHidden() or b is self.answer_button]
            extra = len(self._action_plan(shown, self._board_room())) - len(self._action_rows)
            height += extra * (
                self.answer_button.sizeHint().height() + max(0, self.actions_grid.verticalSpacing())
            )
        return height

    def _content_height(self, width: int) -> int | None:
        """The height the board needs at ``width``: wrapped lines at their height, the rest
        at their minimum (Qt would count every part at its preferred height, and scroll a
        board that fits). None: Qt's own answer (the winner screen)."""
        content = self.board_scroll.widget() if hasattr(self, "board_scroll") else None
        board = self.stack.widget(0)
        if content is None or board is None or self.stack.currentWidget() is not board:
            return None
        column = self.stack.width() + width - content.width()
        if self.log_panel.isVisible():  # the log takes a share of a wider board
            column = self.stack.width() + (width - content.width()) * 3 // 4
        lay, root = board.layout(), content.layout()
        assert lay is not None and root is not None
        parts = [
            item
            for i in range(lay.count())
            if (item := lay.itemAt(i)) is not None and not item.isEmpty()
        ]
        total = 0
        for item in parts:
            item.invalidate()  # the sizes of now, not the ones cached at the last layout
            least = item.minimumSize().height()
            total += max(least, item.heightForWidth(column)) if item.hasHeightForWidth() else least
        total += max(0, lay.spacing()) * max(0, len(parts) - 1)
        if self.log_panel.isVisible():
            total = max(total, self.log_panel.minimumSizeHint().height())
        margins = root.contentsMargins()
        return total + margins.top() + margins.bottom()

    def _fit_round_banner(self) -> None:
        """At a round's end on a board too low for the fragment, the banner and the keyboard,
        the banner takes the fragment's place (its story names the word): the keyboard and
        the buttons stay in view."""
        if self.round_banner.isHidden():
            if self.fragment.isHidden():
                self.fragment.show()
            return
        self.fragment.show()
        if self._fullest_height(answer=False) > self._board_height():
            self.fragment.hide()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # Qt override
        kind = event.type()
        if (
            kind == QEvent.Type.KeyPress
            and isinstance(event, QKeyEvent)
            and any(watched is b for b in self.action_buttons)
            and is_caret_key(self, event)
        ):
            self._key(event)
            return True
        if kind in (QEvent.Type.Show, QEvent.Type.Hide):
            if watched is self.round_banner:
                self._fit_round_banner()
            elif any(watched is b for b in self.action_buttons):
                self._lay_out_actions()
        elif kind == QEvent.Type.Resize and watched is self.board_scroll.viewport():
            self._fit_round_banner()
        return super().eventFilter(watched, event)

    def apply_zoom(self) -> None:
        """After View → Zoom: the sizes that are not fonts follow, and the log folds away
        when the larger board no longer fits beside it."""
        self._size_for_zoom()
        self.keyboard.apply_zoom()
        self.fragment.set_fragment(self.fragment.fragment, -1)
        self._lay_out_panels()
        self._lay_out_actions()
        self.board_scroll.updateGeometry()
        QTimer.singleShot(0, self._make_room)

    def resizeEvent(self, event: QResizeEvent) -> None:  # Qt override: the panels reflow
        super().resizeEvent(event)
        self._lay_out_panels()
        self._lay_out_actions()

    def _size_for_zoom(self) -> None:
        self.log.setMinimumWidth(round(170 * zoom()))

    def _lay_out_panels(self) -> None:
        """Up to four panels in a row, else two rows; fewer in a row (more rows) when the
        zoom makes them wider than the board, so names and kinds stay whole."""
        n = len(self.panels)
        if not n:
            return
        columns = n if n <= 4 else (n + 1) // 2
        room = self._board_room()
        for p in self.panels:
            p.ensurePolished()  # measured in the zoom's fonts, which the stylesheet gives
            for label in p.findChildren(QLabel):
                label.ensurePolished()
        widest = (
            max(p.sizeHint().width() for p in self.panels) + self.players_grid.horizontalSpacing()
        )
        while columns > 2 and columns * widest > room:
            columns -= 1
        placed = [
            item.widget()
            for i in range(self.players_grid.count())
            if (item := self.players_grid.itemAt(i)) is not None
        ]
        if placed == self.panels and self._columns == columns:
            return
        self._columns = columns
        for seat, panel in enumerate(self.panels):
            self.players_grid.removeWidget(panel)
            self.players_grid.addWidget(panel, seat // columns, seat % columns)

    def _board_room(self) -> int:
        """About how wide the board can be: the window, less the log beside it."""
        room = self.width() - 40
        if self.log_panel.isVisible():
            room -= self.log_panel.minimumSizeHint().width()
        return room

    def _action_plan(self, buttons: list[QPushButton], room: int) -> list[list[QPushButton]]:
        """The buttons in as few rows as fit in ``room`` (split evenly, in their order)."""
        for b in buttons:
            b.ensurePolished()  # measured in the zoom's fonts
        spacing = max(0, self.actions_grid.horizontalSpacing())
        for count in range(1, len(buttons) + 1):
            size = -(-len(buttons) // count)
            rows = [buttons[i : i + size] for i in range(0, len(buttons), size)]
            if all(
                sum(b.sizeHint().width() for b in row) + spacing * (len(row) - 1) <= room
                for row in rows
            ):
                return rows
        return [[b] for b in buttons]

    def _lay_out_actions(self) -> None:
        """The actions in one row, or in two when they do not fit beside each other (a
        challenge's Answer button on 800 pixels, or a large zoom), so the board never
        scrolls sideways."""
        shown = [b for b in self.action_buttons if not b.isHidden()]
        rows = self._action_plan(shown, self._board_room()) if shown else []
        if rows == self._action_rows:
            return
        self._action_rows = rows
        for b in self.action_buttons:
            self.actions_grid.removeWidget(b)
        for r, row in enumerate(rows):
            for column, b in enumerate(row):
                self.actions_grid.addWidget(b, r, column)
        hidden = [b for b in self.action_buttons if b.isHidden()]
        for column, b in enumerate(hidden):  # in a row of their own, which takes no room
            self.actions_grid.addWidget(b, len(rows), column)
        self.actions_row.updateGeometry()
        self._settle()  # placed at once: a click right after finds the buttons where they show

    # -- building ------------------------------------------------------------------------
    def _button(self, slot: Any) -> QPushButton:
        b = QPushButton(self.actions_row)  # placed by _lay_out_actions
        b.setFocusPolicy(Qt.FocusPolicy.TabFocus)  # a click leaves the keyboard with the board
        b.clicked.connect(lambda: slot())
        self.action_buttons.append(b)
        return b

    def _retranslate(self) -> None:
        self.setWindowTitle(i18n.app_name())
        self.menus.retranslate()
        self.left_button.setText(self.tr("Add on the left (Shift+letter)"))
        self.right_button.setText(self.tr("Add on the right"))
        self.reverse_box.setText(self.tr("Turn the word around first"))
        self.reverse_box.setToolTip(
            self.tr("SuperDuperGhost: read the fragment backwards, then add your letter")
        )
        self.left_button.setToolTip(
            self.tr("Put your letter in front of the fragment (or hold Shift as you type it)")
        )
        self.right_button.setToolTip(self.tr("Put your letter after the fragment"))
        texts = [
            (
                self.noword_button,
                self.tr("No word goes like that!"),
                "?",
                self.tr("Challenge the last player: they must name a word that goes like this"),
            ),
            (
                self.word_button,
                self.tr("That's a word!"),
                "!",
                self.tr(
                    "Challenge the last player: the fragment is already a word (only with the bluffing rule)"
                ),
            ),
            (
                self.answer_button,
                self.tr("Answer the challenge"),
                self.tr("Enter"),
                self.tr("Name the word you had in mind"),
            ),
            (
                self.resign_button,
                self.tr("Resign round"),
                "Ctrl+Shift+R",
                self.tr("Give up this round: you get the next letter"),
            ),
            (
                self.hint_button,
                self.tr("Hint"),
                "Ctrl+H",
                self.tr("Practice: the letters that win here"),
            ),
            (
                self.undo_button,
                self.tr("Take back"),
                "Ctrl+Z",
                self.tr("Take back the letter you just played"),
            ),
        ]
        for button, text, key, tip in texts:
            button.setText(text)
            button.setToolTip(f"{tip} ({key})")
        self.log_title.setText(self.tr("Game log"))
        self.fragment.set_fragment(self.fragment.fragment, -1)
        self._update_status()
        self._update_turn()

    def changeEvent(self, event: QEvent) -> None:  # Qt override: a new language applies at once
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
            self._lay_out_actions()  # the buttons' texts are longer or shorter
        super().changeEvent(event)

    # -- controller → widgets ------------------------------------------------------------
    def _game_started(self) -> None:
        c = self.controller
        loaded, config = c.loaded, c.config
        assert loaded is not None and config is not None
        for p in self.panels:  # out of the grid now: deleteLater leaves them counted until later
            self.players_grid.removeWidget(p)
            p.hide()
            p.deleteLater()
        self.panels = []
        self._columns = 0
        for seat, spec in enumerate(config.players):
            self.panels.append(PlayerPanel(spec.name, spec.kind, player_colour(seat)))
        self._lay_out_panels()
        self.keyboard.set_alphabet(loaded.lexicon.alphabet)
        QTimer.singleShot(0, self._make_room)  # once the new keys are laid out and styled
        v = loaded.variant
        # Xghost's caret says where the letter goes: no sides to choose
        self.side_row.setVisible(Side.LEFT in v.sides and not v.inserts)
        self.fragment.set_look("caret" if v.inserts else "tiles" if v.pool else "line")
        self.reverse_box.setVisible(v.may_reverse)
        practice = c.practice is not None
        self.hint_button.setVisible(practice)
        self.undo_button.setVisible(practice or c.take_back)
        self.menus.hint.setEnabled(practice)
        self.menus.grey_out.setEnabled(practice)  # greying letters would give a normal game away
        if not practice:
            self.menus.grey_out.setChecked(False)
        self.word_button.setVisible(not config.word_ends_round)
        self.verdict_label.setText("")
        self.round_banner.hide()
        self.stack.setCurrentIndex(0)
        if self.log.count():
            self.log.addItem("—" * 12)
        self._update_status()
        self._update_panels()

    def _update_status(self) -> None:
        c = self.controller
        if c.loaded is None or c.config is None:
            return
        wl = c.loaded.bench.word_list
        self.status_label.setText(
            self.tr("%1: %2 words · %3 · words of %4+ letters count")
            .replace("%1", list_title(wl.name))
            .replace("%2", QLocale().toString(len(wl)))
            .replace("%3", variant_name(c.config.variant))
            .replace("%4", str(c.config.min_length))
        )

    def _loading(self, busy: bool, what: str) -> None:
        self.progress.setVisible(busy)
        self.progress.setValue(0)
        if busy:
            self.statusBar().showMessage(what)
        else:
            self.statusBar().clearMessage()

    def _fragment_changed(self, fragment: str, newest: int) -> None:
        m = self.controller.match
        colour = (
            player_colour(m.history[-1][0]) if newest >= 0 and m is not None and m.history else None
        )
        self.fragment.set_fragment(
            fragment, newest, colour
        )  # the newest letter in its player's colour
        if newest >= 0:  # a play (not a new round or a letter taken back)
            self.speaker.language = self._voice()
            self.speaker.spell(fragment)
        self._show_reverse()
        self._update_turn()

    def _show_reverse(self) -> None:
        f = self.fragment.fragment
        if self.reverse_box.isVisible() and self.reverse_box.isChecked() and f:
            self.fragment.set_note(self.tr("Turned around: %1").replace("%1", capitals(f[::-1])))
        else:
            self.fragment.set_note("")

    def _update_panels(self) -> None:
        m = self.controller.match
        if m is None:
            return
        waiting = self.controller.round_over is not None or m.winner is not None
        for seat, panel in enumerate(self.panels):
            answering = m.pending is not None and seat == m.pending.target
            panel.set_state(
                m.lost[seat],
                m.config.lives,
                active=seat == m.to_move and not waiting and m.pending is None,
                answering=answering,
                out=seat in m.knocked_out,
            )

    def _update_turn(self) -> None:
        c = self.controller
        m = c.match
        human = c.is_human_turn()
        bluffing = m is not None and not m.config.word_ends_round
        self.noword_button.setEnabled(human and bool(m and m.fragment))
        # "That's a word!" can only be right once the fragment is long enough to count
        self.word_button.setEnabled(
            human and bluffing and m is not None and len(m.fragment) >= m.config.min_length
        )
        self.resign_button.setEnabled(human)
        self.menus.resign.setEnabled(human)
        self.undo_button.setEnabled(c.can_take_back())
        self.menus.take_back.setEnabled(c.can_take_back())
        self.menus.play_again.setEnabled(m is not None)
        pending_human = (
            m is not None
            and m.pending is not None
            and c.player_kind(m.pending.target) is PlayerKind.HUMAN
        )
        dialog = self.questions.challenge_dialog
        dialog_open = dialog is not None and dialog.isVisible()
        self.answer_button.setVisible(pending_human and not dialog_open)
        self.keyboard.setEnabled(m is not None and m.winner is None)
        self.fragment.set_caret_shown(human)
        if c.round_over is None:
            self.round_banner.hide()
        if m is None:
            self.turn_banner.show_player("", self.tr("Loading…"), None)
            return
        if m.winner is not None:
            what, seat = self.tr("Winner:"), m.winner
        elif c.round_over is not None:
            what, seat = self.tr("Next round starts:"), m.to_move
        elif m.pending is not None:
            what, seat = self.tr("Must answer:"), m.pending.target
        else:
            what, seat = (self.tr("Turn:") if human else self.tr("Thinking:")), m.to_move
        self.turn_banner.show_player(what, c.player_name(seat), player_colour(seat))
        said = f"{what} {c.player_name(seat)}"
        if said != self._turn_said:  # a screen reader hears whose turn it is once
            self._turn_said = said
            self.announce(said)
        if self.hints_on and human:
            self._auto_hint = True
            c.request_hint()
        else:
            self.keyboard.set_enabled_letters(None)
        self._update_panels()

    def _notice(self, text: str) -> None:
        self.statusBar().showMessage(text, 4000)
        self.announce(text)

    def _log(self, text: str) -> None:
        """A line of the log, marked with the colour of the player it starts with; a screen
        reader reads it out (plays, challenges, the end of a round)."""
        self.announce(
            text,
            assertive=self.controller.match is not None
            and self.controller.match.pending is not None,
        )
        item = QListWidgetItem(text)
        config = self.controller.config
        if config is not None:
            names = sorted(
                ((p.name, seat) for seat, p in enumerate(config.players)), key=lambda x: -len(x[0])
            )
            seat = next((s for name, s in names if text.startswith(name)), None)
            if seat is not None:
                item.setIcon(colour_dot(player_colour(seat)))
        self.log.addItem(item)
        self.log.scroll_to_end()

    def _played(self, seat: int, play: Play) -> None:
        """A computer's letter is marked on its key for a moment, so people can follow it."""
        if self.controller.player_kind(seat).is_computer and self.highlight_ms > 0:
            self.keyboard.flash(play.letter, self.highlight_ms)

    def round_text(self, e: RoundEnded) -> str:
        c = self.controller
        m, loaded = c.match, c.loaded
        assert m is not None and loaded is not None
        story = round_story(
            e,
            c.player_name,
            list_name=list_title(loaded.bench.word_list.name),
            infix=not loaded.variant.prefix,
            min_length=m.config.min_length,
            pool=loaded.variant.pool,
        )
        text = (
            self.tr("%1 — %2")
            .replace("%1", story)
            .replace(
                "%2",
                loss_text(
                    c.player_name(e.loser),
                    m.lost[e.loser],
                    m.config.lives,
                    lives_word(m.config.lives),
                ),
            )
        )
        if e.loser in m.knocked_out:
            text = (
                self.tr("%1. %2 is out of the game.")
                .replace("%1", text)
                .replace("%2", c.player_name(e.loser))
            )
        return text

    def meaning_text(self, e: RoundEnded) -> str:
        """What the round's word means (a real word only: not a bluff or a rejected word)."""
        if e.by is None or not e.word:
            return ""
        meaning = self.controller.meaning(e.word)
        if meaning is None:
            return self.tr("%1: no definition available").replace("%1", capitals(e.word))
        return (
            self.tr("%1: %2").replace("%1", capitals(e.word)).replace("%2", meaning)
            if meaning
            else ""
        )

    def _round_ended(self, e: RoundEnded) -> None:
        c = self.controller
        text = self.round_text(e)
        if c.match is not None and c.match.winner is not None:
            self.final_story.setText(text)
            return
        wait = "" if c.humans_in() else self.tr("The next round starts in a moment…")
        self.round_banner.show_story(
            text, player_colour(e.loser), self.tr("Next round (Enter)"), wait, self.meaning_text(e)
        )
        self.speaker.language = self._voice()
        self.speaker.say(text)
        self._update_turn()

    def _hint(self, plays: list[Play], won: bool) -> None:
        if self._auto_hint:  # greying out the losing letters: the keys say it, the verdict stays
            self._auto_hint = False
        else:
            self.verdict_label.setText(
                hint_text(
                    plays,
                    won,
                    self.controller.match.fragment if self.controller.match is not None else "",
                )
            )
        if self.hints_on:
            self.keyboard.set_enabled_letters({p.letter for p in plays} or None)

    def _verdict(self, v: Verdict) -> None:
        c = self.controller
        assert c.config is not None
        exact = (
            all(p.kind in (PlayerKind.HUMAN, PlayerKind.PERFECT) for p in c.config.players)
            and sum(p.kind is PlayerKind.HUMAN for p in c.config.players) == 1
        )
        self.verdict_label.setText(verdict_text(v, exact))

    # -- the table's questions (questions.py) -------------------------------------------
    def confirm_resign(self) -> None:
        self.questions.confirm_resign()

    def _challenge(self, kind: str) -> None:
        self.controller.challenge(kind)

    def _dialog_closed(self) -> None:
        """Typing goes back to the board after a dialog (window managers don't always)."""
        self.activateWindow()
        self.setFocus()
        self._update_turn()

    def _match_over(self, winner: int) -> None:
        c = self.controller
        m = c.match
        assert m is not None and c.config is not None
        players = [
            (p.name, m.lost[s], m.config.lives, player_colour(s))
            for s, p in enumerate(c.config.players)
        ]
        longest = (capitals(c.longest[0]), c.player_name(c.longest[1])) if c.longest else None
        self.winner_view.set_result(
            c.player_name(winner), player_colour(winner), players, m.round, longest
        )
        self.stack.setCurrentIndex(1)
        self.round_banner.hide()
        self._update_turn()
        if (
            c.config.team_up and c.player_kind(winner).is_computer
        ):  # the team's best player is named
            self.statusBar().showMessage(
                self.tr("The computers win the match: no person is left in.")
            )
        else:
            self.statusBar().showMessage(
                self.tr("%1 wins the match!").replace("%1", c.player_name(winner))
            )

    def _toggle_hints(self, on: bool) -> None:
        self.hints_on = on
        self._update_turn()

    # -- typing --------------------------------------------------------------------------
    def play(self, letter: str, left: bool | None = None) -> None:
        side = Side.LEFT if (self.left_button.isChecked() if left is None else left) else Side.RIGHT
        f = self.fragment
        place = f.caret if f.caret_shown else None  # Xghost: where the caret is
        self.controller.play_letter(letter, side, self.reverse_box.isChecked(), place)
        # the left end and the turn-around are for one play: the next letter goes on the right
        self.reverse_box.setChecked(False)
        self.right_button.setChecked(True)

    def _key(self, event: QKeyEvent) -> None:
        """A key typed on the board (or handed over by the menu bar): table_keys.py."""
        board_key(self, event)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # Qt override
        text = event.text()
        if (
            event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
            or (text and text.isprintable() and not text.isspace())
            or is_caret_key(self, event)
        ):
            self._key(event)
            return
        super().keyPressEvent(event)

    def _voice(self) -> str:
        """The voice's language: the interface's, unless the word list is in the other
        script (Russian letters are spelled by a Russian voice, Latin ones by an English)."""
        language = QLocale().bcp47Name().split("-")[0] or "en"
        loaded = self.controller.loaded
        if loaded is not None:
            cyrillic = is_cyrillic(loaded.lexicon.alphabet)
            if cyrillic != (language == "ru"):
                return "ru" if cyrillic else "en"
        return language

    def closeEvent(self, event) -> None:  # type: ignore[no-untyped-def]  # Qt override
        self.speaker.close()
        self.controller.shutdown()
        super().closeEvent(event)


__all__ = ["MainWindow", "kind_name"]


class _Content(QWidget):
    """The board and the log, in the scroll area: its height (for a width, and at least) is
    the window's count (MainWindow._content_height), so the board scrolls only when it must
    (not for the winner screen's height, nor for its parts' preferred heights)."""

    def __init__(self, height: Callable[[int], int | None]) -> None:
        super().__init__()
        self._height = height

    def heightForWidth(self, width: int) -> int:  # Qt override
        height = self._height(width)
        return super().heightForWidth(width) if height is None else height

    def minimumSizeHint(self) -> QSize:  # Qt override: the board's page, not the larger of the two
        size = super().minimumSizeHint()
        height = self._height(self.width())
        return size if height is None else QSize(size.width(), height)


class _Line(QLabel):
    """A line that takes no room while it is empty (the verdict under the buttons)."""

    def __init__(self) -> None:
        super().__init__()
        self.hide()

    def setText(self, text: str) -> None:  # Qt override: shown when there is text
        super().setText(text)
        self.setVisible(bool(text))

    def clear(self) -> None:  # Qt override
        super().clear()
        self.hide()


class _Board(QScrollArea):
    """The board and the log; at a zoom too large for the screen, it scrolls (and the
    control that has the keyboard focus is scrolled into view) instead of being cut off.

    Its minimum size is the content's, but never more than the screen holds: at 100 % the
    window keeps today's minimum, at 200 % it stays on the screen and the board scrolls."""

    def __init__(self, content: QWidget) -> None:
        super().__init__()
        self.setObjectName("boardScroll")
        self.setWidgetResizable(True)
        self.setFrameShape(QScrollArea.Shape.NoFrame)
        self.setFocusPolicy(
            Qt.FocusPolicy.NoFocus
        )  # typing plays letters; Tab scrolls to what it focuses
        self.setWidget(content)

    def content_size(self) -> QSize:
        widget = self.widget()
        return widget.minimumSizeHint() if widget is not None else QSize()

    def minimumSizeHint(self) -> QSize:  # Qt override
        content = self.content_size()
        screen = self.screen() or QGuiApplication.primaryScreen()
        if screen is None:
            return content
        free = screen.availableGeometry()
        # room for the frame, the menu and status bars, and a scroll bar
        return QSize(
            min(content.width(), free.width() - 40), min(content.height(), free.height() - 120)
        )
