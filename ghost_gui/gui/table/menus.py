"""The main window's menus and their shortcuts: the one table of keys.

Menus open with Alt or a click, never with a bare letter: :class:`LettersPlay` hands a
letter typed while the menu bar has the keyboard back to the board."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt
from PySide6.QtGui import QAction, QActionGroup, QKeyEvent, QKeySequence
from PySide6.QtWidgets import QMainWindow, QMenu, QMenuBar


class Menus:
    """Every menu and action of the main window, with texts set by :meth:`retranslate`."""

    def __init__(self, window: QMainWindow) -> None:
        bar = window.menuBar()
        self.window = window

        def action(key: QKeySequence | str | None = None, checkable: bool = False) -> QAction:
            a = QAction(window)
            if key is not None:
                a.setShortcut(QKeySequence(key))
            a.setCheckable(checkable)
            return a

        std = QKeySequence.StandardKey
        self.game = bar.addMenu("")
        self.new = action(QKeySequence(std.New))
        self.play_again = action()
        self.open = action(QKeySequence(std.Open))
        self.stats = action()
        self.history = action()
        self.clear_cache = action()
        self.quit = action(QKeySequence(std.Quit))
        self.quit.triggered.connect(window.close)
        _add(
            self.game,
            self.new,
            self.play_again,
            None,
            self.history,
            self.stats,
            self.clear_cache,
            None,
            self.quit,
        )

        self.word_list = bar.addMenu("")
        self.table_words = action()
        _add(self.word_list, self.open, self.table_words)

        self.play = bar.addMenu("")
        self.take_back = action(QKeySequence(std.Undo))
        self.resign = action("Ctrl+Shift+R")
        self.hint = action("Ctrl+H")
        self.grey_out = action(checkable=True)
        self.full_screen = action("F11", checkable=True)
        self.show_log = action(checkable=True)
        self.show_log.setChecked(True)
        _add(
            self.play,
            self.take_back,
            self.resign,
            None,
            self.hint,
            self.grey_out,
            None,
            self.full_screen,
            self.show_log,
        )

        self.cards = bar.addMenu("")
        self.card = action()
        self.print = action(QKeySequence(std.Print))
        self.pocket = action()
        self.learn = action()
        self.analysis = action()
        _add(self.cards, self.card, self.print, self.pocket, self.learn, None, self.analysis)

        self.view = bar.addMenu("")
        self.theme_menu = self.view.addMenu("")
        self.themes: dict[str, QAction] = {}
        group = QActionGroup(window)
        for scheme in ("system", "light", "dark", "contrast"):
            a = self.themes[scheme] = action(checkable=True)
            group.addAction(a)
            self.theme_menu.addAction(a)
        self.zoom_in = action()
        self.zoom_in.setShortcuts(
            [QKeySequence("Ctrl++"), QKeySequence("Ctrl+=")]
        )  # "+" needs Shift on many layouts
        self.zoom_out = action("Ctrl+-")
        self.zoom_reset = action("Ctrl+0")
        self.speech = action(checkable=True)
        _add(self.view, None, self.zoom_in, self.zoom_out, self.zoom_reset, None, self.speech)

        self.language = bar.addMenu("")
        self.help = bar.addMenu("")
        self.how_to_play = action("F1")
        self.welcome = action()
        self.about = action()
        _add(self.help, self.how_to_play, self.welcome, None, self.about)
        self.retranslate()

    def retranslate(self) -> None:
        texts: list[tuple[QMenu | QAction, str]] = [
            (self.game, QCoreApplication.translate("Menus", "&Game")),
            (self.new, QCoreApplication.translate("Menus", "&New game…")),
            (self.play_again, QCoreApplication.translate("Menus", "Play &again")),
            (self.open, QCoreApplication.translate("Menus", "&Open word list…")),
            (self.history, QCoreApplication.translate("Menus", "&History…")),
            (self.stats, QCoreApplication.translate("Menus", "&Statistics…")),
            (self.clear_cache, QCoreApplication.translate("Menus", "Clear the &cache")),
            (self.quit, QCoreApplication.translate("Menus", "&Quit")),
            (self.word_list, QCoreApplication.translate("Menus", "&Word list")),
            (self.table_words, QCoreApplication.translate("Menus", "&House and blocked words…")),
            (self.play, QCoreApplication.translate("Menus", "&Play")),
            (self.take_back, QCoreApplication.translate("Menus", "&Take back a letter")),
            (self.resign, QCoreApplication.translate("Menus", "&Resign the round…")),
            (self.hint, QCoreApplication.translate("Menus", "&Hint")),
            (self.grey_out, QCoreApplication.translate("Menus", "&Grey out losing letters")),
            (self.full_screen, QCoreApplication.translate("Menus", "&Full screen")),
            (self.show_log, QCoreApplication.translate("Menus", "Show the game &log")),
            (self.cards, QCoreApplication.translate("Menus", "&Cards")),
            (self.card, QCoreApplication.translate("Menus", "&Strategy card…")),
            (self.print, QCoreApplication.translate("Menus", "&Print card…")),
            (self.analysis, QCoreApplication.translate("Menus", "&Who wins?…")),
            (self.learn, QCoreApplication.translate("Menus", "&Learn the card…")),
            (self.pocket, QCoreApplication.translate("Menus", "Poc&ket card…")),
            (self.view, QCoreApplication.translate("Menus", "&View")),
            (self.theme_menu, QCoreApplication.translate("Menus", "&Colours")),
            (self.themes["system"], QCoreApplication.translate("Menus", "As the &system")),
            (self.themes["light"], QCoreApplication.translate("Menus", "&Light")),
            (self.themes["dark"], QCoreApplication.translate("Menus", "&Dark")),
            (self.themes["contrast"], QCoreApplication.translate("Menus", "&High contrast")),
            (self.zoom_in, QCoreApplication.translate("Menus", "Zoom &in")),
            (self.zoom_out, QCoreApplication.translate("Menus", "Zoom &out")),
            (self.zoom_reset, QCoreApplication.translate("Menus", "&Actual size")),
            (self.speech, QCoreApplication.translate("Menus", "Read letters a&loud")),
            (self.language, QCoreApplication.translate("Menus", "&Language")),
            (self.help, QCoreApplication.translate("Menus", "&Help")),
            (self.how_to_play, QCoreApplication.translate("Menus", "&How to play")),
            (self.welcome, QCoreApplication.translate("Menus", "&Welcome screen")),
            (self.about, QCoreApplication.translate("Menus", "&About Ghost")),
        ]
        for item, text in texts:
            item.setTitle(text) if isinstance(item, QMenu) else item.setText(text)
        self.clear_cache.setToolTip(
            QCoreApplication.translate(
                "Menus",
                "Delete the solved games kept on disk; they are worked out again when needed",
            )
        )
        self.history.setToolTip(
            QCoreApplication.translate(
                "Menus", "The matches played, finished or left, newest first"
            )
        )
        self.table_words.setToolTip(
            QCoreApplication.translate(
                "Menus", "Words your table adds to the list, and words it takes out"
            )
        )
        self.hint.setToolTip(
            QCoreApplication.translate("Menus", "Practice: the letters that win here")
        )
        self.speech.setToolTip(
            QCoreApplication.translate(
                "Menus",
                "Spell the word aloud after each play and say how each round ended, with the computer's voice",
            )
        )
        self.grey_out.setToolTip(
            QCoreApplication.translate("Menus", "Practice: grey out the letters that lose")
        )


def _add(menu: QMenu, *actions: QAction | None) -> None:
    for a in actions:
        if a is None:
            menu.addSeparator()
        else:
            menu.addAction(a)


class LettersPlay(QObject):
    """An event filter on the menu bar and its menus, so that the board keeps the keys.

    Esc in a menu of the bar closes it and leaves the menu bar too (Qt would keep the bar
    highlighted with the keyboard, and Enter would open the menu again); and after Alt,
    while the bar has the keyboard with no menu open, a bare letter would open the menu it
    underlines: here the letter leaves the menu bar and goes to ``play`` instead."""

    def __init__(self, bar: QMenuBar, play: Callable[[QKeyEvent], None]) -> None:
        super().__init__(bar)
        self.bar = bar
        self.play = play
        bar.installEventFilter(self)
        for action in bar.actions():
            menu = action.menu()
            if isinstance(menu, QMenu):
                menu.installEventFilter(self)

    def leave_bar(self) -> None:
        self.bar.setActiveAction(None)  # type: ignore[arg-type]
        self.bar.clearFocus()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # Qt override
        if event.type() != QEvent.Type.KeyPress or not isinstance(event, QKeyEvent):
            return False
        if isinstance(watched, QMenu):
            if event.key() == Qt.Key.Key_Escape and watched.isVisible():
                watched.hide()  # not Qt's Esc, which hands the keyboard to the menu bar
                self.leave_bar()
                return True
            return False
        if watched is self.bar:
            bare = not event.modifiers() & (
                Qt.KeyboardModifier.AltModifier
                | Qt.KeyboardModifier.ControlModifier
                | Qt.KeyboardModifier.MetaModifier
            )
            text = event.text()
            if bare and text and text.isprintable() and not text.isspace():
                active = self.bar.activeAction()
                menu = active.menu() if active is not None else None
                if (
                    not isinstance(menu, QMenu) or not menu.isVisible()
                ):  # no menu is open: leave the menu bar
                    self.leave_bar()
                    self.play(event)
                    return True
        return False
