"""Telling the person what happened: a notice in the window's log and, for a while, in its
status bar; and, once per session and kind, what cannot be saved and why."""

from __future__ import annotations

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QListWidget, QMainWindow

from .. import i18n, storage


class Notices(QObject):
    def __init__(self, window: QMainWindow, log: QListWidget, *, test_mode: bool) -> None:
        """``log``: the window's list of notices; ``test_mode``: no message boxes."""
        super().__init__()
        self.window = window
        self.log = log
        self.test_mode = test_mode
        # what could not be saved, reported once each: "match", "statistics", ...
        self.unsaved: set[str] = set()

    def tell(self, text: str) -> None:
        """A notice in the log and, for a while, in the status bar."""
        self.window.statusBar().showMessage(text, 10000)
        self.log.addItem(text)
        self.log.scrollToBottom()

    def cannot_save_text(self, reason: str) -> str:
        return (
            self.tr(
                "Ghost cannot save in %1 (%2): the game goes on, but the match, statistics and settings are not kept."
            )
            .replace("%1", str(storage.data_dir()))
            .replace("%2", reason)
        )

    def could_not_save(self, what: str) -> None:
        """Say once per session and kind what is not being saved, and why."""
        if what in self.unsaved:
            return
        self.unsaved.add(what)
        reason = storage.data_dir_problem() or self.tr(
            "the folder is read-only or the disk is full"
        )
        text = (
            {
                "match": self.tr(
                    "The game cannot be saved in %1 (%2): it goes on, but cannot be resumed after Ghost is closed."
                ),
                "statistics": self.tr("The statistics cannot be saved in %1 (%2)."),
                "house words": self.tr(
                    "The house words cannot be saved in %1 (%2): they count in this game only."
                ),
                "settings": self.tr("The settings cannot be saved in %1 (%2)."),
                "matches": self.tr("The matches played cannot be kept in %1 (%2)."),
            }[what]
            .replace("%1", str(storage.data_dir()))
            .replace("%2", reason)
        )
        self.tell(text)
        if not self.test_mode:
            from PySide6.QtWidgets import QMessageBox  # made on first use: not for a start

            box = QMessageBox(
                QMessageBox.Icon.Warning,
                i18n.app_name(),
                text,
                QMessageBox.StandardButton.Ok,
                self.window,
            )
            box.open()
