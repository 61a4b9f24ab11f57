"""The person's choices of look and language (View → Colours, Zoom, Read letters aloud;
the Language menu) and the window's size and place: applied at once and kept."""

from __future__ import annotations

from PySide6.QtCore import QByteArray, QObject, Qt
from PySide6.QtWidgets import QApplication

from .. import i18n, theme
from ..dialogs.game_setup import default_setup
from ..look import LOOKS, Scheme
from ..settings import Settings
from ..table.controller import GameController
from ..table.main_window import MainWindow
from .games import Games
from .notices import Notices


class Preferences(QObject):
    def __init__(
        self,
        app: QApplication,
        window: MainWindow,
        settings: Settings,
        controller: GameController,
        games: Games,
        notices: Notices,
        *,
        test_mode: bool,
    ) -> None:
        """``test_mode``: the window's place is neither restored nor kept."""
        super().__init__()
        self.app = app
        self.window = window
        self.settings = settings
        self.controller = controller
        self.games = games
        self.notices = notices
        self.test_mode = test_mode

    def set_theme(self, scheme: str) -> None:
        """View → Colours: apply the look at once and keep it."""
        theme.apply_theme(self.app, scheme)
        self.settings.set("theme", Scheme.parse(scheme).value)
        self.window.menus.themes[scheme].setChecked(True)
        for widget in self.app.allWidgets():  # widgets that paint their own colours
            widget.update()

    def zoom(self, steps: int) -> None:
        """View → Zoom in (+1), out (-1) or actual size (0): scale the whole window, keep it."""
        percent = theme.step_zoom(LOOKS.get().zoom, steps)
        theme.set_zoom(self.app, percent)
        self.settings.set("zoom", percent)
        self.window.apply_zoom()
        self.window.statusBar().showMessage(self.tr("Zoom: %1 %").replace("%1", str(percent)), 3000)

    def set_speech(self, on: bool) -> None:
        """View → Read letters aloud: on or off, kept. Where the computer has no speech
        service, say so once (the game goes on silent)."""
        speaker = self.window.speaker
        speaker.enabled = on
        self.settings.set("speech", on)
        if on and not speaker.available:
            self.notices.tell(
                self.tr(
                    "This computer has no speech service (speech-dispatcher or espeak-ng on Linux), so nothing can be read aloud."
                )
            )
        elif on:
            speaker.say(self.tr("Letters will be read aloud."))

    def set_language(self, code: str) -> None:
        """Switch the interface language at once (every window retranslates itself). Before
        anyone has chosen a game, the first game follows: its list and names are the new
        language's, and a board with nothing played yet starts again with them."""
        untouched = (
            not self.settings.get("last_game")
            and self.games.draft is None
            and self.games.setup == default_setup()
        )
        self.settings.set("language", code)
        if self.settings.write_error:
            self.notices.could_not_save("settings")
        i18n.install_translator(self.app, code)
        if untouched:
            self.games.setup = default_setup()
            if self.controller.state.untouched:
                self.games.start_game(self.games.setup, resume=None)

    # -- the window's place ---------------------------------------------------------------
    def restore_geometry(self) -> None:
        """The last size and place, unless it no longer fits this screen."""
        saved = self.settings.get("window_geometry")
        if not saved or self.test_mode:
            return
        w = self.window
        if not w.restoreGeometry(QByteArray(saved)) or not w.fits_screen():
            w.setWindowState(Qt.WindowState.WindowNoState)
            w.fit_to_screen()

    def save_geometry(self) -> None:
        if not self.test_mode:
            self.settings.set("window_geometry", bytes(self.window.saveGeometry().data()))
