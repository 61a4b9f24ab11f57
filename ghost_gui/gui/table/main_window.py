"""The main window: the players, whose turn it is, the fragment, how the round ended, the
keyboard, the actions and the game log; the winner screen in place of the board when a
match ends."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QLocale, QObject, QTimer, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QApplication,
    QGridLayout,
    QHBoxLayout,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from ...core.alphabets import capitals, is_cyrillic
from ...core.errors import MatchProblem
from ...core.play.plays import Side
from ...core.play.rules import ChallengeKind
from .. import i18n
from ..announce import Announcer
from ..fragment_view import FragmentView
from ..player_colours import player_colour
from ..speech import Speaker, voice_language
from ..texts.player_names import short_name
from ..texts.setup_names import list_title
from .banners import RoundBanner, TurnBanner
from .board_widgets import BoardContent, BoardScroll, VerdictLine
from .controller import GameController
from .keyboard import Keyboard
from .loading_page import LoadingPage
from .log_view import LogPanel
from .menus import LettersPlay, Menus
from .player_panel import PlayerPanel
from .practice_hints import PracticeHints
from .questions import TableQuestions
from .side_choice import SideChoice
from .status_line import StatusLine
from .table_actions import TableActions
from .table_fit import FittedWindow
from .table_keys import board_key, is_board_key, is_caret_key
from .table_news import (
    AskHouseWord,
    AskWord,
    AskWordClaim,
    BoardChanged,
    Busy,
    Failed,
    GameStarted,
    Happened,
    HintReady,
    MatchWon,
    News,
    NotALetter,
    Played,
    Progress,
    RefusedAnswer,
    RoundOver,
    Started,
    TakenBack,
    VerdictCleared,
    VerdictReady,
    WordsChanged,
    WordsCount,
)
from .table_state import TableState
from .table_texts import (
    log_text,
    match_over_text,
    meaning_text,
    notice_text,
    round_text,
    status_text,
    turn_words,
)
from .winner_view import WinnerPage

if TYPE_CHECKING:
    from ...core.play.match_events import RoundEnded
    from ...core.play.plays import Play
    from .table_news import LogLine, Notice


class MainWindow(FittedWindow):
    #: the winner screen's buttons; the shell starts the games
    play_again_requested = Signal()
    new_game_requested = Signal()
    #: the round banner's "Review this round"
    review_round_requested = Signal()

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
        self.questions = TableQuestions(self, controller)
        self.questions.closed.connect(self._dialog_closed)

        central = BoardContent(self.content_height)
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
        self.round_banner.review.connect(self.review_round_requested.emit)
        left.addWidget(self.round_banner)

        self.side_row = SideChoice()  # SuperGhost: which end; SuperDuperGhost: reverse first
        self.side_row.reverse_toggled.connect(self._show_reverse)
        left.addWidget(self.side_row)

        self.keyboard = Keyboard()
        self.keyboard.letter_clicked.connect(lambda c: self.play(c))
        left.addWidget(self.keyboard, 2)

        # the actions: one row, or two when they do not fit beside each other (lay_out_actions)
        self.actions_row: TableActions = TableActions()
        a = self.actions_row
        self.actions_grid, self.action_buttons = a.grid, a.buttons
        self.noword_button, self.word_button, self.answer_button = a.no_word, a.word, a.answer
        self.resign_button, self.hint_button, self.undo_button = a.resign, a.hint, a.take_back
        a.no_word.clicked.connect(lambda: controller.challenge(ChallengeKind.NO_WORD))
        a.word.clicked.connect(lambda: controller.challenge(ChallengeKind.WORD))
        a.answer.clicked.connect(lambda: self.questions.reopen_challenge())
        a.resign.clicked.connect(lambda: self.confirm_resign())
        a.hint.clicked.connect(lambda: controller.request_hint())
        a.take_back.clicked.connect(lambda: controller.undo())
        left.addWidget(self.actions_row)
        self.verdict_label = VerdictLine()  # takes no room while empty
        left.addWidget(self.verdict_label)
        self.practice = PracticeHints(controller, self.keyboard, self.verdict_label)

        self.winner_page = WinnerPage()
        self.winner_view = self.winner_page.view
        self.winner_view.play_again.connect(self.play_again_requested.emit)
        self.winner_view.new_game.connect(self.new_game_requested.emit)
        self.stack.addWidget(self.winner_page)

        self.log_panel: LogPanel = LogPanel()
        self.log = self.log_panel.log
        root.addWidget(self.log_panel, 1)
        self.board_scroll = BoardScroll(central)
        self.setCentralWidget(self.board_scroll)
        self.watch_board()  # and Xghost's caret keys work with an action button focused

        self.status_line = StatusLine(self.statusBar())

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
        self.size_for_zoom()
        self.lay_out_actions()
        # shown by the game's rules once one is loaded ("That's a word!" with bluffing only)
        for button in (self.hint_button, self.undo_button, self.answer_button, self.word_button):
            button.setVisible(False)
        self.loading_page = LoadingPage(self.stack, self.status_line)
        controller.changed.connect(self._changed)
        self._retranslate()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # Qt override
        kind = event.type()
        if (  # a focused button would move the focus with the arrows
            kind == QEvent.Type.KeyPress
            and isinstance(event, QKeyEvent)
            and any(watched is b for b in self.action_buttons)
            and is_caret_key(self, event)
        ):
            self._key(event)
            return True
        return super().eventFilter(watched, event)

    # -- building ------------------------------------------------------------------------
    def _retranslate(self) -> None:
        self.setWindowTitle(i18n.app_name())
        self.menus.retranslate()
        self.side_row.retranslate()
        self.actions_row.retranslate()
        self.log_panel.retranslate()
        self.fragment.set_fragment(self.fragment.fragment, -1)
        self._update_status()
        self._update_turn()

    def changeEvent(self, event: QEvent) -> None:  # Qt override: a new language applies at once
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
            self.lay_out_actions()  # the buttons' texts are longer or shorter
        super().changeEvent(event)

    # -- the session's state and news → widgets -------------------------------------------
    def _changed(self, state: TableState, news: tuple[News, ...]) -> None:
        """Draw what the session published: each piece of news in turn, then the state."""
        for item in news:
            self._tell(item)

    def _tell(self, item: News) -> None:
        q = self.questions
        if isinstance(item, GameStarted):
            self._game_started()
        elif isinstance(item, BoardChanged):
            self._board_changed()
        elif isinstance(item, Started | Happened | TakenBack | WordsCount):
            self._log(item)
        elif isinstance(item, Played):
            self._played(item.seat, item.play)
        elif isinstance(item, RoundOver):
            self._round_ended(item.ended)
        elif isinstance(item, MatchWon):
            self._match_over(item.winner)
        elif isinstance(item, HintReady):
            self.practice.hint(list(item.plays), item.won)
        elif isinstance(item, VerdictReady):
            self.practice.verdict(item.verdict)
        elif isinstance(item, VerdictCleared):
            self.verdict_label.clear()
        elif isinstance(item, AskWord):
            q.ask_word(item.seat, item.kind)
        elif isinstance(item, AskHouseWord):
            q.ask_house_word(item.challenger, item.word)
        elif isinstance(item, AskWordClaim):
            q.ask_word_claim(item.claimant, item.fragment, item.target)
        elif isinstance(item, RefusedAnswer):
            q.ask_word_again(item)
        elif isinstance(item, WordsChanged):
            self._update_status()  # house and blocked words count
        elif isinstance(item, Busy):
            self.loading_page.loading(item.busy, item.what)
        elif isinstance(item, Progress):
            self.loading_page.set_progress(item.fraction)
        elif isinstance(item, Failed):
            from PySide6.QtWidgets import QMessageBox  # made on first use: not for a start

            QMessageBox.warning(self, i18n.app_name(), notice_text(item.error))
        elif isinstance(item, NotALetter | MatchProblem | Exception):
            self._notice(item)

    def _game_started(self) -> None:
        game = self.controller.state.game
        assert game is not None
        config = game.config
        players = [(short_name(p.name), p.kind) for p in config.players]  # saves may hold longer
        self.replace_panels(
            [PlayerPanel(n, k, player_colour(s)) for s, (n, k) in enumerate(players)]
        )
        self.keyboard.set_alphabet(game.alphabet, game.language)
        QTimer.singleShot(0, self.make_room)  # once the new keys are laid out and styled
        v = game.variant
        # Xghost's caret says where the letter goes: no sides to choose
        self.side_row.show_for(sides=Side.LEFT in v.sides and not v.inserts, reverse=v.may_reverse)
        self.fragment.set_look("caret" if v.inserts else "tiles" if v.pool else "line")
        practice = self.controller.state.practice
        self.hint_button.setVisible(practice)
        self.undo_button.setVisible(practice or self.controller.state.take_back_allowed)
        self.menus.hint.setEnabled(practice)
        self.menus.grey_out.setEnabled(practice)  # greying letters would give a normal game away
        if not practice:
            self.menus.grey_out.setChecked(False)
        self.actions_row.set_game(str(v.key), bluffing=not config.word_ends_round)
        self.verdict_label.setText("")
        self.round_banner.hide()
        self.stack.setCurrentIndex(0)
        self.log_panel.separate()
        self._update_status()
        self._update_panels()

    def _update_status(self) -> None:
        game = self.controller.state.game
        if game is None:
            return
        wl, config = game.bench.word_list, game.config
        self.status_line.show_text(status_text(wl.name, len(wl), config.variant, config.min_length))

    def _board_changed(self) -> None:
        state = self.controller.state
        fragment, newest = state.board, state.newest
        colour = player_colour(state.newest_seat) if state.newest_seat is not None else None
        self.fragment.set_fragment(fragment, newest, colour)  # the newest in its player's colour
        if newest >= 0:  # a play (not a new round or a letter taken back)
            self.speaker.language = self._voice()
            self.speaker.spell(fragment)
        self._show_reverse()
        self._update_turn()

    def _show_reverse(self) -> None:
        self.fragment.set_note(self.side_row.note(self.fragment.fragment))

    def _update_panels(self, state: TableState | None = None) -> None:
        state = state if state is not None else self.controller.state
        for panel, p in zip(self.panels, state.panels):
            panel.set_state(p.lost, p.lives, active=p.active, answering=p.answering, out=p.out)

    def _update_turn(self) -> None:
        """Draw the table's view state: the actions, the turn banner and the panels."""
        state = self.controller.state
        dialog = self.questions.challenge_dialog
        self.actions_row.draw(state, dialog_open=dialog is not None and dialog.isVisible())
        self.menus.resign.setEnabled(state.resign)
        self.menus.take_back.setEnabled(state.take_back)
        self.menus.play_again.setEnabled(state.play_again)
        self.keyboard.setEnabled(state.keyboard)
        self.fragment.set_caret_shown(state.human_turn)
        if state.round_over is None:
            self.round_banner.hide()
        what = turn_words(state.label)
        if state.seat is None:
            self.turn_banner.show_player("", what, None)
            return
        name = state.name(state.seat)
        self.turn_banner.show_player(what, name, player_colour(state.seat))
        said = f"{what} {short_name(name)}"
        if said != self._turn_said:  # a screen reader hears whose turn it is once
            self._turn_said = said
            self.announce(said)
        self.practice.turn(state.human_turn)
        self._update_panels(state)

    def _notice(self, notice: Notice) -> None:
        text = notice_text(notice)
        self.statusBar().showMessage(text, 4000)
        self.announce(text)

    def _log(self, line: LogLine) -> None:
        """A line of the log, in the colour of the player it starts with, read out too."""
        text = log_text(line)  # "" for an event the log does not show
        if text:
            state = self.controller.state
            self.announce(text, assertive=state.pending is not None)
            names = [p.name for p in state.game.config.players] if state.game else []
            self.log_panel.add_line(text, names)

    def _played(self, seat: int, play: Play) -> None:
        """A computer's letter is marked on its key for a moment, so people can follow it."""
        if self.controller.state.kind(seat).is_computer and self.highlight_ms > 0:
            self.keyboard.flash(play.letter, self.highlight_ms)

    def _round_ended(self, e: RoundEnded) -> None:
        c = self.controller
        state = c.state
        game = state.game
        assert game is not None
        list_name = list_title(game.list_name)
        v = game.variant
        lost = [p.lost for p in state.panels]
        out = {s for s, p in enumerate(state.panels) if p.out}
        text = round_text(
            e,
            game.config,
            lost,
            out,
            state.name,
            list_name=list_name,
            infix=not v.prefix,
            pool=v.pool,
        )
        if state.winner is not None:  # the winner screen tells the last round
            self.winner_page.show_story(text, meaning_text(e, c.meaning))
            return
        wait = "" if state.humans_in else self.tr("The next round starts in a moment…")
        self.round_banner.show_story(
            text,
            player_colour(e.loser),
            self.tr("Next round (Enter)"),
            wait,
            meaning_text(e, c.meaning),
            self.tr("Review this round"),
        )
        self.speaker.language = self._voice()
        self.speaker.say(text)
        self._update_turn()
        self._focus_next_round()

    def _focus_next_round(self) -> None:
        """At a round's end, Next round takes the focus that the window itself or Review holds
        (Space goes on, as Enter, and the focus ring shows it): without this, a round that
        ended after a dialog closed (a challenge answered, a match resumed) showed none."""
        banner = self.round_banner
        if banner.isHidden() or not banner.button.isVisible():
            return
        if banner.review_button.hasFocus() or QApplication.focusWidget() in (None, self):
            banner.button.setFocus()

    # -- the table's questions (questions.py) -------------------------------------------
    def confirm_resign(self) -> None:
        self.questions.confirm_resign()

    def _dialog_closed(self) -> None:
        """Typing goes back to the board after a dialog (window managers don't always)."""
        self.activateWindow()
        self.setFocus()
        self._focus_next_round()
        self._update_turn()

    def _match_over(self, winner: int) -> None:
        state = self.controller.state
        name = state.name(winner)
        players = [
            (state.name(s), p.lost, p.lives, player_colour(s)) for s, p in enumerate(state.panels)
        ]
        best = state.longest
        longest = (capitals(best[0]), state.name(best[1])) if best else None
        team = state.team  # the computers, when they won as a team
        self.winner_view.set_result(
            name, player_colour(winner), players, state.round, longest, team
        )
        self.stack.setCurrentIndex(1)
        self.round_banner.hide()
        self._update_turn()
        self.statusBar().showMessage(match_over_text(name, computers_team=bool(team)))

    def _toggle_hints(self, on: bool) -> None:
        self.practice.grey_out = on
        self._update_turn()

    # -- typing --------------------------------------------------------------------------
    def play(self, letter: str, left: bool | None = None) -> None:
        f = self.fragment
        place = f.caret if f.caret_shown else None  # Xghost: where the caret is
        self.controller.play_letter(
            letter, self.side_row.side(left), self.side_row.reverse(), place
        )
        self.side_row.reset()

    def _key(self, event: QKeyEvent) -> None:
        """A key typed on the board (or handed over by the menu bar): table_keys.py."""
        board_key(self, event)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # Qt override
        if is_board_key(self, event):
            self._key(event)
            return
        super().keyPressEvent(event)

    def _voice(self) -> str:
        game = self.controller.state.game
        cyrillic = is_cyrillic(game.alphabet) if game is not None else None
        return voice_language(QLocale().bcp47Name(), cyrillic)

    def closeEvent(self, event) -> None:  # type: ignore[no-untyped-def]  # Qt override
        self.speaker.close()
        self.controller.shutdown()
        super().closeEvent(event)


__all__ = ["MainWindow"]
