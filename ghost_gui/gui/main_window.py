"""The main window: players, the fragment, the keyboard, the actions and the game log."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QLocale, Qt
from PySide6.QtGui import QAction, QGuiApplication, QKeyEvent, QKeySequence
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QMainWindow,
    QMessageBox,
    QProgressBar,
    QPushButton,
    QRadioButton,
    QVBoxLayout,
    QWidget,
)

from ..core.plays import Side
from .challenge_dialog import ChallengeDialog
from .controller import GameController
from .fragment_view import FragmentView
from .keyboard import Keyboard
from .names import kind_name, play_text, variant_name
from .player_panel import PlayerPanel

if TYPE_CHECKING:
    from ..core.plays import Play
    from ..core.practice import Verdict


class MainWindow(QMainWindow):
    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.setWindowTitle(self.tr("Ghost"))
        self._fit_to_screen(1180, 760)
        self.panels: list[PlayerPanel] = []
        self.hints_on = False
        self.challenge_dialog: ChallengeDialog | None = None
        self.house_word_box: QMessageBox | None = None

        central = QWidget()
        root = QHBoxLayout(central)
        left = QVBoxLayout()
        root.addLayout(left, 3)

        self.players_row = QHBoxLayout()
        left.addLayout(self.players_row)
        self.turn_label = QLabel()
        self.turn_label.setObjectName("turnLabel")
        self.turn_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        left.addWidget(self.turn_label)
        self.fragment = FragmentView()
        left.addWidget(self.fragment, 1)

        # SuperGhost: which end; SuperDuperGhost: reverse first
        self.side_row = QWidget()
        side = QHBoxLayout(self.side_row)
        side.addStretch(1)
        self.left_button = QRadioButton(self.tr("Add on the left (Shift+letter)"))
        self.right_button = QRadioButton(self.tr("Add on the right"))
        self.right_button.setChecked(True)
        group = QButtonGroup(self)
        for b in (self.left_button, self.right_button):
            b.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            group.addButton(b)
            side.addWidget(b)
        self.reverse_box = QCheckBox(self.tr("Reverse first"))
        self.reverse_box.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.reverse_box.toggled.connect(self._show_reverse)
        side.addWidget(self.reverse_box)
        side.addStretch(1)
        left.addWidget(self.side_row)

        self.keyboard = Keyboard()
        self.keyboard.letter_clicked.connect(lambda c: self._play(c))
        left.addWidget(self.keyboard)

        actions = QHBoxLayout()
        self.word_button = self._button(self.tr("That's a word!"), lambda: controller.challenge("word"), actions)
        self.noword_button = self._button(self.tr("No word goes like that!"), lambda: controller.challenge("no_word"), actions)
        self.resign_button = self._button(self.tr("Resign round"), controller.resign, actions)
        self.hint_button = self._button(self.tr("Hint"), controller.request_hint, actions)
        self.undo_button = self._button(self.tr("Undo"), controller.undo, actions)
        left.addLayout(actions)
        self.verdict_label = QLabel()
        self.verdict_label.setObjectName("verdictLabel")
        self.verdict_label.setWordWrap(True)
        left.addWidget(self.verdict_label)

        right = QVBoxLayout()
        root.addLayout(right, 1)
        right.addWidget(QLabel(self.tr("Game log")))
        self.log = QListWidget()
        self.log.setObjectName("gameLog")
        self.log.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.log.setWordWrap(True)
        self.log.setMinimumWidth(220)
        self.log.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        right.addWidget(self.log, 1)
        self.setCentralWidget(central)

        self.status_label = QLabel()
        self.progress = QProgressBar()
        self.progress.setRange(0, 100)
        self.progress.setMaximumWidth(220)
        self.progress.hide()
        self.statusBar().addWidget(self.status_label, 1)
        self.statusBar().addPermanentWidget(self.progress)

        # mode-specific controls appear when a game starts
        for widget in (self.side_row, self.reverse_box, self.hint_button, self.undo_button):
            widget.setVisible(False)
        self._menus()
        c = controller
        c.game_started.connect(self._game_started)
        c.loading.connect(self._loading)
        c.progress.connect(lambda f: self.progress.setValue(int(100 * f)))
        c.fragment_changed.connect(self._fragment_changed)
        c.players_changed.connect(self._update_panels)
        c.turn_changed.connect(lambda _: self._update_turn())
        c.log_added.connect(self._log)
        c.hint_ready.connect(self._hint)
        c.verdict_ready.connect(self._verdict)
        c.challenge_requested.connect(self._ask_word)
        c.house_word_question.connect(self._ask_house_word)
        c.error.connect(lambda text: QMessageBox.warning(self, self.tr("Ghost"), text))
        c.notice.connect(lambda text: self.statusBar().showMessage(text, 4000))
        c.match_over.connect(self._match_over)
        self._update_turn()

    def _fit_to_screen(self, width: int, height: int) -> None:
        """Open at the preferred size, or smaller: never beyond the screen's free area."""
        screen = self.screen() or QGuiApplication.primaryScreen()
        if screen is not None:
            free = screen.availableGeometry()
            # leave room for the window frame and title bar
            width, height = min(width, free.width() - 16), min(height, free.height() - 48)
        self.resize(max(width, 400), max(height, 300))

    # -- building ------------------------------------------------------------------------
    def _button(self, text: str, slot, layout: QHBoxLayout) -> QPushButton:  # type: ignore[no-untyped-def]
        b = QPushButton(text)
        b.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        b.clicked.connect(lambda: slot())
        layout.addWidget(b)
        return b

    def _menus(self) -> None:
        bar = self.menuBar()
        game = bar.addMenu(self.tr("&Game"))
        self.new_action = QAction(self.tr("&New game…"), self)
        self.new_action.setShortcut(QKeySequence.StandardKey.New)
        self.open_action = QAction(self.tr("&Open word list…"), self)
        self.open_action.setShortcut(QKeySequence.StandardKey.Open)
        quit_action = QAction(self.tr("&Quit"), self)
        quit_action.setShortcut(QKeySequence.StandardKey.Quit)
        quit_action.triggered.connect(self.close)
        self.stats_action = QAction(self.tr("&Statistics…"), self)
        self.clear_cache_action = QAction(self.tr("Clear the &cache"), self)
        self.clear_cache_action.setToolTip(self.tr("Delete the solved games kept on disk; they are worked out again when needed"))
        for a in (self.new_action, self.open_action, self.stats_action, self.clear_cache_action):
            game.addAction(a)
        game.addSeparator()
        game.addAction(quit_action)
        play = bar.addMenu(self.tr("&Practice"))
        self.hint_action = QAction(self.tr("&Hint"), self)
        self.hint_action.setShortcut(QKeySequence("F1"))
        self.hint_action.triggered.connect(self.controller.request_hint)
        self.undo_action = QAction(self.tr("&Undo"), self)
        self.undo_action.setShortcut(QKeySequence.StandardKey.Undo)
        self.undo_action.triggered.connect(self.controller.undo)
        self.hints_action = QAction(self.tr("Grey out losing letters"), self, checkable=True)
        self.hints_action.toggled.connect(self._toggle_hints)
        for a in (self.hint_action, self.undo_action, self.hints_action):
            play.addAction(a)
        cards = bar.addMenu(self.tr("&Cards"))
        self.card_action = QAction(self.tr("&Strategy card…"), self)
        self.print_action = QAction(self.tr("&Print card…"), self)
        self.print_action.setShortcut(QKeySequence.StandardKey.Print)
        cards.addAction(self.card_action)
        cards.addAction(self.print_action)
        self.analysis_action = QAction(self.tr("&Who wins?…"), self)
        cards.addAction(self.analysis_action)
        self.language_menu = bar.addMenu(self.tr("&Language"))

    # -- controller → widgets ------------------------------------------------------------
    def _game_started(self) -> None:
        c = self.controller
        loaded, config = c.loaded, c.config
        assert loaded is not None and config is not None
        for p in self.panels:
            p.deleteLater()
        self.panels = []
        for spec in config.players:
            panel = PlayerPanel(spec.name, spec.kind)
            self.players_row.addWidget(panel)
            self.panels.append(panel)
        self.keyboard.set_alphabet(loaded.lexicon.alphabet)
        v = loaded.variant
        self.side_row.setVisible(Side.LEFT in v.sides)
        self.reverse_box.setVisible(v.may_reverse)
        practice = c.practice is not None
        self.undo_button.setVisible(practice)
        self.hint_button.setVisible(practice)
        self.undo_action.setEnabled(practice)
        self.hint_action.setEnabled(practice)
        self.hints_action.setEnabled(practice)  # greying letters would give a normal game away
        if not practice:
            self.hints_action.setChecked(False)
        self.verdict_label.setText("")
        if self.log.count():
            self.log.addItem("—" * 12)
        wl = loaded.bench.word_list
        self.status_label.setText(
            self.tr("%1: %2 words · %3 · words of %4+ letters count")
            .replace("%1", wl.name).replace("%2", QLocale().toString(len(loaded.lexicon)))
            .replace("%3", variant_name(config.variant)).replace("%4", str(config.min_length))
        )
        self._update_panels()

    def _loading(self, busy: bool, what: str) -> None:
        self.progress.setVisible(busy)
        self.progress.setValue(0)
        if busy:
            self.statusBar().showMessage(what)
        else:
            self.statusBar().clearMessage()

    def _fragment_changed(self, fragment: str, newest: int) -> None:
        self.fragment.set_fragment(fragment, newest)
        self._show_reverse()
        self._update_turn()

    def _show_reverse(self) -> None:
        f = self.fragment.fragment
        if self.reverse_box.isVisible() and self.reverse_box.isChecked() and f:
            self.fragment.set_note(self.tr("Reversed: %1").replace("%1", f[::-1].upper()))
        else:
            self.fragment.set_note("")

    def _update_panels(self) -> None:
        m = self.controller.match
        if m is None:
            return
        for seat, panel in enumerate(self.panels):
            panel.set_state(m.letters(seat), m.config.lives,
                            active=seat == m.to_move and m.winner is None, out=seat in m.knocked_out)

    def _update_turn(self) -> None:
        c = self.controller
        m = c.match
        human = c.is_human_turn()
        for b in (self.word_button, self.noword_button):
            b.setEnabled(human and bool(m and m.fragment))
        self.resign_button.setEnabled(human)
        if m is None:
            self.turn_label.setText(self.tr("Loading…"))
            return
        if m.winner is not None:
            self.turn_label.setText(self.tr("%1 wins the match!").replace("%1", c.player_name(m.winner)))
        elif m.pending is not None:
            self.turn_label.setText(self.tr("%1 must name a word").replace("%1", c.player_name(m.pending.target)))
        elif human:
            self.turn_label.setText(self.tr("%1, your letter").replace("%1", c.player_name(m.to_move)))
        else:
            self.turn_label.setText(self.tr("%1 is thinking…").replace("%1", c.player_name(m.to_move)))
        if self.hints_on and human:
            c.request_hint()
        else:
            self.keyboard.set_enabled_letters(None)
        self._update_panels()

    def _log(self, text: str) -> None:
        self.log.addItem(text)
        self.log.scrollToBottom()

    def _hint(self, plays: list[Play], won: bool) -> None:
        letters = ", ".join(play_text(p) for p in plays) or "—"
        if won:
            text = self.tr("Winning letters: %1").replace("%1", letters)
        else:
            text = self.tr("No winning letter; these hold out longest: %1").replace("%1", letters)
        self.verdict_label.setText(text)
        if self.hints_on:
            self.keyboard.set_enabled_letters({p.letter for p in plays} or None)

    def _verdict(self, v: Verdict) -> None:
        alts = ", ".join(play_text(p) for p in v.alternatives) or "—"
        line = " → ".join(f.upper() for f in v.line)
        if v.kind == "good":
            text = self.tr("Good play: %1 keeps you winning.").replace("%1", v.fragment.upper())
        elif v.kind == "blunder":
            text = self.tr("That threw a win away! Winning letters were: %1.").replace("%1", alts)
        else:
            text = self.tr("The position was already lost; the longest hold-outs were: %1.").replace("%1", alts)
        if line:
            text += " " + self.tr("Perfect play goes: %1.").replace("%1", line)
        text += " " + self.tr("Perfect plays: %1%").replace("%1", str(round(100 * v.score)))
        self.verdict_label.setText(text)

    def _ask_word(self, seat: int, kind: str) -> None:
        c = self.controller
        assert c.match is not None
        dialog = ChallengeDialog(c.player_name(seat), c.match.fragment, kind, self)
        dialog.answered.connect(c.answer_challenge)
        dialog.finished.connect(lambda _: self._refocus())
        self.challenge_dialog = dialog
        dialog.open()

    def _refocus(self) -> None:
        """Typing goes back to the board after a dialog (window managers don't always)."""
        self.activateWindow()
        self.setFocus()

    def _ask_house_word(self, challenger: int, word: str) -> None:
        c = self.controller
        box = QMessageBox(
            QMessageBox.Icon.Question, self.tr("Unknown word"),
            self.tr("“%1” is not in the word list. %2, do you accept it as a house word?")
            .replace("%1", word.upper()).replace("%2", c.player_name(challenger)),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No, self,
        )
        box.buttonClicked.connect(lambda b: c.settle_house_word(box.standardButton(b) == QMessageBox.StandardButton.Yes))
        self.house_word_box = box
        box.open()

    def _match_over(self, winner: int) -> None:
        self._update_turn()
        self.statusBar().showMessage(self.tr("%1 wins the match!").replace("%1", self.controller.player_name(winner)))

    def _toggle_hints(self, on: bool) -> None:
        self.hints_on = on
        self._update_turn()

    # -- typing --------------------------------------------------------------------------
    def _play(self, letter: str, left: bool | None = None) -> None:
        side = Side.LEFT if (self.left_button.isChecked() if left is None else left) else Side.RIGHT
        self.controller.play_letter(letter, side, self.reverse_box.isChecked())
        self.reverse_box.setChecked(False)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # Qt override
        text = event.text()
        lexicon = self.controller.lexicon
        if len(text) == 1 and text.isalpha() and lexicon is not None:
            shift = bool(event.modifiers() & Qt.KeyboardModifier.ShiftModifier)
            letter = text.lower()
            if letter in lexicon.alphabet:
                self._play(letter, True if shift and self.side_row.isVisible() else None)
            else:
                self.statusBar().showMessage(self.tr("“%1” is not a letter of this word list.").replace("%1", text), 4000)
            return
        if text and text.isprintable() and not text.isspace():
            self.statusBar().showMessage(self.tr("Only letters can be played."), 3000)
            return
        super().keyPressEvent(event)

    def closeEvent(self, event) -> None:  # type: ignore[no-untyped-def]  # Qt override
        self.controller.shutdown()
        super().closeEvent(event)


__all__ = ["MainWindow", "kind_name"]
