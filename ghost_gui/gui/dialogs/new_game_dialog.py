"""The new-game dialog: players, variant, minimum length, word list, lives and options.

The setup it decides is :class:`~ghost_gui.gui.dialogs.game_setup.GameSetup`; the players' box is
:class:`~ghost_gui.gui.dialogs.player_rows.PlayerRows`; the list is read on a worker by
:mod:`~ghost_gui.gui.dialogs.list_checks`, and what the dialog says comes from
:mod:`~ghost_gui.gui.texts.new_game_texts`."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QRadioButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ...core.play.rules import MAX_PLAYERS, PlayerKind, Starter
from ...core.variant_keys import VariantKey
from ..house_words import HouseWords
from ..jobs import Jobs
from ..screen_fit import FitScroll, fit_dialog
from ..texts.new_game_texts import play_tooltip
from ..texts.setup_names import PLAYER_KINDS, VARIANT_KEYS, preset_name, starter_name, variant_name
from .game_setup import LIVES, MIN_LENGTHS, GameSetup, presets
from .list_chooser import ListChooser
from .player_rows import PlayerRows


class NewGameDialog(QDialog):
    def __init__(
        self,
        setup: GameSetup,
        parent: QWidget | None = None,
        jobs: Jobs | None = None,
        *,
        house: HouseWords | None = None,
        blocked: HouseWords | None = None,
        keep_lists: set[str] | None = None,
    ) -> None:
        """``house`` and ``blocked``: the table's house and blocked words (the shell's), so
        that the word count is the one the game will have. ``keep_lists``: the lists whose
        capitalised words the table keeps (German nouns): the choice belongs to the list."""
        super().__init__(parent)
        self.keep_lists = set(keep_lists or ())
        if setup.keep_capitalized:
            self.keep_lists.add(setup.word_list)
        # the lists are read on a worker; without the app's runner (tests), at once
        self.jobs = jobs or Jobs(synchronous=True, parent=self)
        self._setting = False
        self._take_back_wanted = False
        self.setWindowTitle(self.tr("New game"))
        # a name field with a problem is outlined (its "error" property is True)
        self.setStyleSheet(
            'QLineEdit[error="true"] { border: 2px solid #d1342f; border-radius: 3px; padding: 1px; }'
        )
        self._layout = QVBoxLayout(self)
        # all but the buttons scrolls, on a screen too short for it
        content = QWidget()
        self.content_scroll = FitScroll(content)
        self._layout.addWidget(self.content_scroll, 1)
        layout = QVBoxLayout(content)
        layout.setContentsMargins(0, 0, 0, 0)

        self.preset = QComboBox()
        self.preset.setToolTip(
            self.tr(
                "Fill in the dialog for a well-known way to play; you can change anything afterwards"
            )
        )
        self.preset.addItem(self.tr("Choose a preset…"), None)
        for name in presets():
            self.preset.addItem(preset_name(name), name)
        self.preset.currentIndexChanged.connect(self._apply_preset)
        layout.addWidget(self.preset)

        self.players_box = PlayerRows()
        self.count, self.team_up = self.players_box.count, self.players_box.team_up
        self.names, self.kinds = self.players_box.names, self.players_box.kinds
        self.names_problem = self.players_box.names_problem
        self.players_box.names_checked.connect(self._update_play)
        self.players_box.rows_changed.connect(self._rows_changed)
        layout.addWidget(self.players_box)
        self.list_chooser = ListChooser(self, self.jobs, house, blocked, self.keep_lists)
        chooser = self.list_chooser
        self.word_list, self.browse = chooser.word_list, chooser.browse
        self.list_report, self.fit_problem = chooser.list_report, chooser.fit_problem
        self.keep_capitalized, self.letters = chooser.keep_capitalized, chooser.letters
        chooser.chosen.connect(self._check_list)
        chooser.verdict_changed.connect(self._update_play)
        layout.addLayout(self._rules())

        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.play_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.play_button.setText(self.tr("Play"))
        self.buttons.button(QDialogButtonBox.StandardButton.Cancel).setToolTip(
            self.tr("Close without starting a game (Esc)")
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self._layout.addWidget(self.buttons)
        self.set_setup(setup)
        self._fit()

    # -- building ------------------------------------------------------------------------
    def _rules(self) -> QGridLayout:
        grid = QGridLayout()
        grid.setColumnStretch(1, 1)
        grid.setColumnStretch(3, 1)

        def label(text: str, buddy: QWidget) -> QLabel:
            lab = QLabel(text)
            lab.setBuddy(buddy)
            return lab

        self.variant = QComboBox()
        for v in VARIANT_KEYS:
            self.variant.addItem(variant_name(v), v)
        self.variant.setToolTip(
            self.tr(
                "Ghost: letters go on the right. SuperGhost: on either side. SuperDuperGhost: "
                "either side, and the fragment may be reversed. Anti-Ghost: who finishes a word wins the round. "
                "Xghost: at either side or between two letters. Anaghost: the letters may be in any order."
            )
        )
        self.variant.currentIndexChanged.connect(self._check_list)
        grid.addWidget(label(self.tr("Variant"), self.variant), 0, 0)
        grid.addWidget(self.variant, 0, 1, 1, 3)

        self.min_length = QSpinBox()
        self.min_length.setRange(MIN_LENGTHS.start, MIN_LENGTHS.stop - 1)
        self.min_length.setToolTip(
            self.tr("Shorter words do not count: completing one loses nothing")
        )
        self.lives = QSpinBox()
        self.lives.setRange(LIVES.start, LIVES.stop - 1)
        self.lives.setToolTip(
            self.tr(
                "How many rounds a player may lose before being out of the game (5 spell G-H-O-S-T)"
            )
        )
        self.min_length.valueChanged.connect(self._check_list)
        grid.addWidget(label(self.tr("Shortest word that counts"), self.min_length), 1, 0)
        grid.addWidget(self.min_length, 1, 1)
        grid.addWidget(label(self.tr("Lost rounds before you are out"), self.lives), 1, 2)
        grid.addWidget(self.lives, 1, 3)

        row = QHBoxLayout()
        row.addWidget(self.word_list, 1)
        row.addWidget(self.browse)
        grid.addWidget(label(self.tr("Word list"), self.word_list), 2, 0)
        grid.addLayout(row, 2, 1, 1, 3)
        report = QVBoxLayout()
        report.setSpacing(2)
        report.addWidget(self.list_report)
        report.addWidget(self.fit_problem)
        grid.addLayout(report, 3, 1, 1, 3)
        # under the label too (Russian's is long), and how letters count beside it: a row
        # more would not fit eight players on a low screen
        reading = QHBoxLayout()
        reading.addWidget(self.keep_capitalized)
        reading.addSpacing(12)
        reading.addWidget(label(self.tr("Letters"), self.letters))
        reading.addWidget(self.letters, 1)
        grid.addLayout(reading, 4, 0, 1, 4)

        self.starter = QComboBox()
        for k in Starter:
            self.starter.addItem(starter_name(k), str(k))
        self.starter.setToolTip(self.tr("Who plays the first letter of the next round"))
        grid.addWidget(label(self.tr("Who starts the next round"), self.starter), 5, 0)
        grid.addWidget(self.starter, 5, 1, 1, 3)

        self.calls_words = QRadioButton(self.tr("The game calls out completed words"))
        self.calls_words.setToolTip(
            self.tr(
                "Whoever completes a word of the list loses the round at once: the game sees it"
            )
        )
        self.catch_words = QRadioButton(self.tr("Players must catch them: bluffing allowed"))
        self.catch_words.setToolTip(
            self.tr(
                "A completed word goes on until someone catches it with “That's a word!”; "
                "if nobody does, the player who completed it got away with it"
            )
        )
        self.word_rule = QButtonGroup(self)
        self.word_rule.addButton(self.calls_words)
        self.word_rule.addButton(self.catch_words)
        rule = QVBoxLayout()
        rule.setSpacing(2)
        rule.addWidget(self.calls_words)
        rule.addWidget(self.catch_words)
        grid.addWidget(QLabel(self.tr("Completed words")), 6, 0)
        grid.addLayout(rule, 6, 1, 1, 3)

        self.practice = QCheckBox(self.tr("Practice: my plays judged, with hints"))
        self.practice.setToolTip(
            self.tr(
                "After each of your letters the game says whether it was a winning play "
                "against perfect play; you may ask for hints and take letters back"
            )
        )
        self.practice.toggled.connect(self._practice_toggled)
        self.take_back = QCheckBox(self.tr("Allow taking back a letter (Ctrl+Z)"))
        self.take_back.setToolTip(
            self.tr(
                "A person who pressed the wrong key can take the letter back "
                "until the next person plays; never a computer's letter"
            )
        )
        self.take_back.toggled.connect(self._take_back_toggled)
        # side by side: with eight players the dialog fits a low screen without scrolling
        options = QHBoxLayout()
        options.addWidget(self.practice)
        options.addSpacing(12)
        options.addWidget(self.take_back)
        options.addStretch(1)
        grid.addLayout(options, 7, 0, 1, 4)
        return grid

    def done(self, result: int) -> None:  # Qt override
        """Typing goes back to the window the dialog came from (window managers don't always
        give it back, and then the keyboard reaches no window at all)."""
        self.list_chooser.stop()
        super().done(result)
        parent = self.parentWidget()
        if parent is not None:
            parent.activateWindow()

    # -- the setup in and out ------------------------------------------------------------
    def set_setup(self, s: GameSetup) -> None:
        # the list is read once, at the end, not for each field on the way (with Anaghost
        # and a large list each reading takes a second of a worker)
        self._setting = True
        try:
            self._set_fields(s)
        finally:
            self._setting = False
        self._check_list()

    def _set_fields(self, s: GameSetup) -> None:
        # the rows shown below are the setup's, not additions
        self.players_box.shown_players = len(s.players)
        for i in range(MAX_PLAYERS):
            name, kind = s.players[i] if i < len(s.players) else ("", PlayerKind.HUMAN)
            self.names[i].setText(name)
            self.names[i].setCursorPosition(0)  # a long name shows its start
            self.kinds[i].setCurrentIndex(PLAYER_KINDS.index(kind) if kind in PLAYER_KINDS else 0)
        if self.count.value() == len(s.players):
            self.players_box.show_rows()
        else:
            self.count.setValue(len(s.players))
        self.variant.setCurrentIndex(
            VARIANT_KEYS.index(s.variant) if s.variant in VARIANT_KEYS else 0
        )
        self.min_length.setValue(s.min_length)
        i = self.word_list.findData(s.word_list)
        if i < 0:
            self.word_list.addItem(Path(s.word_list).name, s.word_list)
            i = self.word_list.count() - 1
        if s.keep_capitalized:
            self.keep_lists.add(s.word_list)
        self.word_list.setCurrentIndex(i)
        self.list_chooser.show_keep()
        self.letters.setCurrentIndex(max(0, self.letters.findData(s.language)))
        self.lives.setValue(s.lives)
        self.starter.setCurrentIndex(max(0, self.starter.findData(s.next_round_starter)))
        (self.calls_words if s.word_ends_round else self.catch_words).setChecked(True)
        self._take_back_wanted = s.take_back
        self.team_up.setChecked(s.team_up is True)
        self.practice.setChecked(s.practice)
        self._practice_toggled(s.practice)

    def setup(self) -> GameSetup:
        n = self.count.value()
        players = [
            (
                self.names[i].text().strip() or self.players_box.default_name(i),
                PlayerKind(str(self.kinds[i].currentData())),
            )
            for i in range(n)
        ]
        practice = self.practice.isChecked()
        return GameSetup(
            players,
            self.variant.currentData(),
            self.min_length.value(),
            self.word_list.currentData() or "",
            self.lives.value(),
            Starter(str(self.starter.currentData())),
            self.calls_words.isChecked(),
            practice,
            practice or self.take_back.isChecked(),
            keep_capitalized=self.keep_capitalized.isChecked(),
            team_up=self.team_up.isChecked(),
            language=str(self.letters.currentData()),
        )

    def _apply_preset(self) -> None:
        name = self.preset.currentData()
        if name:
            self.set_setup(presets()[name])

    # -- players -------------------------------------------------------------------------
    def _rows_changed(self) -> None:
        if (
            self.isVisible()
        ):  # grow or shrink to fit the rows (adjustSize would stop at 2/3 of a small screen)
            QTimer.singleShot(0, self._fit)

    def _fit(self) -> None:
        """The size the rows want, or what the screen has room for."""
        self._layout.activate()
        hint = self.sizeHint()
        fit_dialog(self, hint.width(), hint.height())

    def _practice_toggled(self, on: bool) -> None:
        """Practice allows taking back anyway: the box is then checked and cannot be changed."""
        self.take_back.blockSignals(True)
        self.take_back.setChecked(on or self._take_back_wanted)
        self.take_back.blockSignals(False)
        self.take_back.setEnabled(not on)

    def _take_back_toggled(self, on: bool) -> None:
        if self.take_back.isEnabled():
            self._take_back_wanted = on

    # -- the word list -------------------------------------------------------------------
    def add_file(self, path: str) -> None:
        self.list_chooser.add_file(path)

    def _check_list(self) -> None:
        """Read the chosen list on a worker (see :meth:`ListChooser.check`)."""
        if not hasattr(self, "buttons") or self._setting:
            return
        self.list_chooser.check(
            self.variant.currentData() == VariantKey.ANAGHOST, self.min_length.value()
        )

    def _update_play(self) -> None:
        if not hasattr(self, "play_button"):
            return
        names_ok = self.players_box.names_ok
        list_ok, fits = self.list_chooser.list_ok, self.list_chooser.fits
        self.play_button.setEnabled(names_ok and list_ok and fits)
        self.play_button.setToolTip(play_tooltip(names_ok, list_ok, fits))
