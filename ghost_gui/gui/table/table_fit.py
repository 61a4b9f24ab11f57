"""How the table's window fits its screen and its zoom: the player panels and the action
buttons reflow into as many rows as the width needs, the game log folds away when the board
needs its room (on 800 pixels, or at 200 %), and at a round's end on a low board the banner
takes the keyboard's place, so the word and the buttons stay in view.

:class:`FittedWindow` holds that behaviour; :class:`~ghost_gui.gui.table.main_window.MainWindow`
builds the widgets it names and draws the game."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtGui import QGuiApplication, QResizeEvent
from PySide6.QtWidgets import (
    QGridLayout,
    QLabel,
    QMainWindow,
    QPushButton,
    QStackedWidget,
    QWidget,
)

from ..letter_layout import LARGEST, LINE_SHARE
from ..screen_fit import fits_screen, fitted_geometry
from ..theme import zoom

if TYPE_CHECKING:
    from ..fragment_view import FragmentView
    from .banners import RoundBanner
    from .board_widgets import BoardScroll
    from .keyboard import Keyboard
    from .log_view import GameLog
    from .menus import Menus
    from .player_panel import PlayerPanel


class FittedWindow(QMainWindow):
    """A main window whose board fits its screen at any zoom (see the module). The window
    that derives from it makes the widgets below before it is first shown."""

    board_scroll: BoardScroll
    menus: Menus
    log_panel: QWidget
    log: GameLog
    stack: QStackedWidget
    players: QWidget
    players_grid: QGridLayout
    panels: list[PlayerPanel]
    panel_columns: int
    actions_row: QWidget
    actions_grid: QGridLayout
    action_buttons: list[QPushButton]
    action_rows: list[list[QPushButton]]
    answer_button: QPushButton
    fragment: FragmentView
    round_banner: RoundBanner
    keyboard: Keyboard
    log_folded_for_room: bool

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.panels = []
        self.panel_columns = 0  # panels in a row
        self.action_rows = []
        self.log_folded_for_room = False  # folded by make_room, not by the player

    def watch_board(self) -> None:
        """Once the board is built: the actions' rows follow the Answer button as it comes
        and goes, and at a round's end on a low board the banner takes the fragment's place
        (fit_round_banner)."""
        self.round_banner.installEventFilter(self)
        self.board_scroll.viewport_resized.connect(self.fit_round_banner)
        for button in self.action_buttons:
            button.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # Qt override
        kind = event.type()
        if kind in (QEvent.Type.Show, QEvent.Type.Hide):
            if watched is self.round_banner:
                self.fit_round_banner()
            elif any(watched is b for b in self.action_buttons):
                self.lay_out_actions()
        return super().eventFilter(watched, event)

    def fit_to_screen(self) -> None:
        """The preferred size, or smaller, inside the screen's free area."""
        self.setGeometry(
            fitted_geometry(self.screen() or QGuiApplication.primaryScreen(), 1180, 760)
        )

    def fits_screen(self) -> bool:
        return fits_screen(self)

    def make_room(self) -> None:
        """On a screen too narrow for the board and the log (the 33-letter keyboard on
        800 pixels), the log folds away (Play → Show the game log brings it back). So it does
        on a board too low for its rows when folding the log gives it fewer (of player panels,
        or of buttons once a challenge's Answer button joins them): at 200 % on 1366×768 the
        buttons stay in view."""
        self.lay_out_actions()  # a new game's buttons may say longer words (its variant's)
        self.keep_room_for_the_word()  # a new game's panels, or a new zoom
        screen = self.screen() or QGuiApplication.primaryScreen()
        if screen is None:
            return
        free = screen.availableGeometry().width() - 16
        # around the board: the window's frame and a vertical scroll bar
        frame = (
            self.width()
            - self.board_scroll.width()
            + self.style().pixelMetric(self.style().PixelMetric.PM_ScrollBarExtent)
        )
        if (
            self.log_folded_for_room and not self.menus.show_log.isChecked()
        ):  # zoomed back out: room again?
            if (
                frame
                + self.board_scroll.content_size().width()
                + self.log_panel.minimumSizeHint().width()
                + 12
                <= free
            ):
                self.log_folded_for_room = False
                self.menus.show_log.setChecked(True)
        if not self.menus.show_log.isChecked():
            return
        needed = frame + self.board_scroll.content_size().width()
        if needed > free:
            self.menus.show_log.setChecked(False)
            self.log_folded_for_room = True
            self.lay_out_panels()
            QTimer.singleShot(0, lambda: self.resize(min(self.width(), free), self.height()))
        elif needed > self.width() and not (self.isMaximized() or self.isFullScreen()):
            QTimer.singleShot(
                0, lambda: self.resize(needed, self.height())
            )  # a larger zoom: a wider window
            QTimer.singleShot(0, self.fold_for_height)  # then, at that width
        else:
            self.fold_for_height()

    def fold_for_height(self) -> None:
        self.keep_room_for_the_word()  # the board's height or its rows changed
        if not self.menus.show_log.isChecked():
            return
        before = (self.fullest_height(), self.fullest_height(answer=False))
        if before[0] <= self.board_height():
            return
        self.menus.show_log.setChecked(False)
        self.lay_out_panels()
        self.lay_out_actions()
        self.settle()
        self.keep_room_for_the_word()
        if (self.fullest_height(), self.fullest_height(answer=False)) < before:
            self.log_folded_for_room = True
        else:  # no fewer rows without it: the log stays
            self.menus.show_log.setChecked(True)
            self.lay_out_panels()
            self.lay_out_actions()
            self.settle()
        self.fit_round_banner()

    def settle(self) -> None:
        """The board's parts at their new sizes now (measured before the next paint)."""
        board = self.stack.widget(0)
        content = self.board_scroll.widget() if hasattr(self, "board_scroll") else None
        for widget in (self.players, self.actions_row, board, content):
            layout = widget.layout() if widget is not None else None
            if layout is not None:
                layout.activate()

    def board_height(self) -> int:
        """The height the board's scroll area shows."""
        return self.board_scroll.maximumViewportSize().height()

    def fullest_height(self, answer: bool = True) -> int:
        """The board's height at its width, with (``answer``) the rows of buttons a
        challenge's Answer button would need."""
        height = self.content_height(self.board_scroll.maximumViewportSize().width())
        if height is None:  # the winner screen
            return 0
        if answer and self.answer_button.isHidden() and self.action_rows:
            shown = [b for b in self.action_buttons if not b.isHidden() or b is self.answer_button]
            extra = len(self.action_plan(shown, self.board_room())) - len(self.action_rows)
            height += extra * (
                self.answer_button.sizeHint().height() + max(0, self.actions_grid.verticalSpacing())
            )
        return height

    def content_height(self, width: int) -> int | None:
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

    def fit_round_banner(self) -> None:
        """At a round's end on a board too low for the word, the banner and the keyboard,
        the banner takes the keyboard's place: no letter can be played until the next round,
        and the word stays on the board beside the story of how it ended."""
        if self.round_banner.isHidden():
            if self.keyboard.isHidden():
                self.keyboard.show()
            return
        self.keyboard.show()
        if self.fullest_height(answer=False) > self.board_height():
            self.keyboard.hide()

    def keep_room_for_the_word(self) -> None:
        """Above 100 % the word keeps the room its letters have at their largest at 100 %,
        as far as the board holds it: the keyboard gives up its room first (its keys shrink to
        their least), and the board never scrolls for the word."""
        label = self.fragment.label
        keep = 0
        if zoom() > 1 and self.stack.currentIndex() == 0:
            others = self.fullest_height(answer=False) - label.minimumHeight()
            keep = min(math.ceil(LARGEST / LINE_SHARE), self.board_height() - others)
        self.fragment.keep_height(max(0, keep))

    def apply_zoom(self) -> None:
        """After View → Zoom: the sizes that are not fonts follow, and the log folds away
        when the larger board no longer fits beside it."""
        self.size_for_zoom()
        self.keyboard.apply_zoom()
        self.fragment.set_fragment(self.fragment.fragment, -1)
        self.lay_out_panels()
        self.lay_out_actions()
        self.board_scroll.updateGeometry()
        QTimer.singleShot(0, self.make_room)

    def resizeEvent(self, event: QResizeEvent) -> None:  # Qt override: the panels reflow
        super().resizeEvent(event)
        self.lay_out_panels()
        self.lay_out_actions()
        self.keep_room_for_the_word()

    def size_for_zoom(self) -> None:
        self.log.setMinimumWidth(round(170 * zoom()))

    def replace_panels(self, panels: list[PlayerPanel]) -> None:
        """A new game's panels in place of the last one's."""
        for p in self.panels:  # out of the grid now: deleteLater leaves them counted until later
            self.players_grid.removeWidget(p)
            p.hide()
            p.deleteLater()
        self.panels = panels
        self.panel_columns = 0
        self.lay_out_panels()

    def lay_out_panels(self) -> None:
        """Up to four panels in a row, else two rows; fewer in a row (more rows) when the
        zoom makes them wider than the board, so names and kinds stay whole."""
        n = len(self.panels)
        if not n:
            return
        columns = n if n <= 4 else (n + 1) // 2
        room = self.board_room()
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
        if placed == self.panels and self.panel_columns == columns:
            return
        self.panel_columns = columns
        for seat, panel in enumerate(self.panels):
            self.players_grid.removeWidget(panel)
            self.players_grid.addWidget(panel, seat // columns, seat % columns)

    def board_room(self) -> int:
        """About how wide the board can be: the window, less the log beside it."""
        room = self.width() - 40
        if self.log_panel.isVisible():
            room -= self.log_panel.minimumSizeHint().width()
        return room

    def action_plan(self, buttons: list[QPushButton], room: int) -> list[list[QPushButton]]:
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

    def lay_out_actions(self) -> None:
        """The actions in one row, or in two when they do not fit beside each other (a
        challenge's Answer button on 800 pixels, or a large zoom), so the board never
        scrolls sideways."""
        shown = [b for b in self.action_buttons if not b.isHidden()]
        rows = self.action_plan(shown, self.board_room()) if shown else []
        if rows == self.action_rows:
            return
        self.action_rows = rows
        for b in self.action_buttons:
            self.actions_grid.removeWidget(b)
        for r, row in enumerate(rows):
            for column, b in enumerate(row):
                self.actions_grid.addWidget(b, r, column)
        hidden = [b for b in self.action_buttons if b.isHidden()]
        for column, b in enumerate(hidden):  # in a row of their own, which takes no room
            self.actions_grid.addWidget(b, len(rows), column)
        self.actions_row.updateGeometry()
        self.settle()  # placed at once: a click right after finds the buttons where they show
