"""The new-game dialog: players, variant, minimum length, word list, lives and options."""

from __future__ import annotations

import os
from collections.abc import Callable
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any, NamedTuple

from PySide6.QtCore import QCoreApplication, QLocale, Qt, QTimer
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QRadioButton,
    QSizePolicy,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ..core.errors import TooLargeError, WordListError
from ..core.rules import MAX_PLAYERS, MatchConfig, PlayerKind, PlayerSpec, Starter
from ..paths import wordlist_path

if TYPE_CHECKING:
    from ..core.list_record import LoadReport
from . import i18n
from .house_words import HouseWords
from .jobs import Jobs
from .names import (
    PLAYER_KINDS,
    VARIANT_KEYS,
    kind_explanation,
    kind_name,
    list_title,
    preset_name,
    starter_name,
    too_large_text,
    variant_name,
    word_list_problem,
)
from .screen_fit import FitScroll, fit_dialog

BUNDLED = ["english-family.txt", "english-large.txt", "web2.txt", "russian-nouns.txt"]

#: the longest name a player can have (longer names do not fit the board)
MAX_NAME_LENGTH = 20
#: more players than this are shown in two columns, so that the dialog fits an 800×600 screen
ONE_COLUMN_PLAYERS = 4


@dataclass
class GameSetup:
    """What the dialog decides; stored in the settings as plain data."""

    players: list[tuple[str, str]] = field(
        default_factory=lambda: [("Alex", "human"), ("Robo", "medium")]
    )
    variant: str = "ghost"
    min_length: int = 4
    word_list: str = "english-family.txt"  # a bundled file name or a path
    lives: int = 5
    next_round_starter: str = "loser"
    word_ends_round: bool = True
    practice: bool = False
    #: a person may take back their last letter, with the computers' replies, until the next person plays (practice allows it anyway)
    take_back: bool = False
    #: keep capitalised entries, lowercased (German nouns); see the list report
    keep_capitalized: bool = False
    #: the computers play as one side against the people
    team_up: bool = False

    def word_list_file(self) -> Path:
        p = Path(self.word_list)
        return p if p.is_absolute() or p.parent != Path(".") else wordlist_path(self.word_list)

    def to_json(self) -> dict[str, Any]:
        return asdict(self)

    def config(self) -> MatchConfig:
        """The match's rules (the one place a setup becomes a :class:`MatchConfig`)."""
        return MatchConfig(
            players=tuple(PlayerSpec(name, PlayerKind(kind)) for name, kind in self.players),
            variant=self.variant,
            min_length=self.min_length,
            word_list=Path(self.word_list).name,
            lives=self.lives,
            next_round_starter=Starter(self.next_round_starter),
            word_ends_round=self.word_ends_round,
            team_up=self.team_up is True,
        )

    @classmethod
    def from_config(
        cls, config: MatchConfig, word_list: str, practice: bool, take_back: bool = False
    ) -> GameSetup:
        """A match's rules as a setup (``word_list``: a bundled list's name or a path)."""
        return cls(
            [(p.name, str(p.kind)) for p in config.players],
            config.variant,
            config.min_length,
            word_list,
            config.lives,
            str(config.next_round_starter),
            config.word_ends_round,
            practice,
            take_back,
            team_up=config.team_up,
        )

    @classmethod
    def from_json(cls, data: Any) -> GameSetup:
        """A setup from the settings; older settings (without ``take_back``) load with its default."""
        try:
            s = cls(**{k: v for k, v in dict(data).items() if k in cls.__dataclass_fields__})
            s.players = [(str(n), str(k)) for n, k in s.players][:MAX_PLAYERS]
            s.take_back = s.take_back is True
            if (
                len(s.players) < 2
                or any(k not in PLAYER_KINDS for _, k in s.players)
                or s.variant not in VARIANT_KEYS
            ):
                return default_setup()
            return s
        except Exception:
            return default_setup()


#: the bundled lists a game in each interface language starts with: (everyday, large)
LANGUAGE_LISTS = {
    "en": ("english-family.txt", "english-large.txt"),
    "ru": ("russian-nouns.txt", "russian-nouns.txt"),
}


def _lists() -> tuple[str, str]:
    return LANGUAGE_LISTS.get(i18n.interface_language(), LANGUAGE_LISTS["en"])


def _player_names() -> dict[str, str]:
    """The default players' names in the interface language (written out for lupdate)."""
    return {
        "you": QCoreApplication.translate("NewGameDialog", "Alex"),
        "robo": QCoreApplication.translate("NewGameDialog", "Robo"),
        "computer": QCoreApplication.translate("NewGameDialog", "Computer"),
        "mum": QCoreApplication.translate("NewGameDialog", "Mum"),
        "sam": QCoreApplication.translate("NewGameDialog", "Sam"),
        "perfect": QCoreApplication.translate("NewGameDialog", "Perfect"),
    }


def default_setup() -> GameSetup:
    """The first game, before anyone has chosen one: the interface language's list and names."""
    n = _player_names()
    return GameSetup([(n["you"], "human"), (n["robo"], "medium")], word_list=_lists()[0])


#: the bundled lists Anaghost fits in memory with (``core.budget``; a test checks): the
#: larger lists hold tens of millions of pools of letters, so no preset offers them
ANAGHOST_LISTS = {"english-family.txt"}


def presets() -> dict[str, GameSetup]:
    """The presets, in the interface language: its list and its names (Anaghost only where
    the language's everyday list fits it)."""
    n = _player_names()
    everyday, large = _lists()
    you = (n["you"], "human")
    anaghost = (
        {"Anaghost": GameSetup([you, (n["computer"], "medium")], "anaghost", 4, everyday)}
        if everyday in ANAGHOST_LISTS
        else {}
    )
    return {
        "Family": GameSetup(
            [(n["mum"], "human"), (n["sam"], "human"), (n["robo"], "easy")],
            "ghost",
            4,
            everyday,
            take_back=True,
        ),
        "Classic, 4 letters": GameSetup([you, (n["computer"], "hard")], "ghost", 4, large),
        "xkcd, 3 letters": GameSetup([you, (n["computer"], "perfect")], "ghost", 3, large),
        "SuperGhost": GameSetup([you, (n["computer"], "hard")], "super", 4, large),
        "Xghost": GameSetup([you, (n["computer"], "hard")], "xghost", 4, everyday),
        **anaghost,
        "Russian: who finishes the word": GameSetup(
            [you, (n["computer"], "medium")], "anti", 3, "russian-nouns.txt"
        ),
        "Practice against perfect play": GameSetup(
            [you, (n["perfect"], "perfect")], "ghost", 4, everyday, practice=True
        ),
    }


class ListSummary(NamedTuple):
    """A word list as a game would use it: the loader's report, the words in play (the
    list's, less the table's blocked words, plus its house words: the count the status bar
    shows once the game starts), and how many house words were added and blocked words
    taken out."""

    report: LoadReport
    words: int
    added: int = 0
    removed: int = 0


_summaries: dict[
    tuple[str, int, int, frozenset[str], frozenset[str], bool], ListSummary | WordListError
] = {}


def list_summary(
    path: Path,
    house: frozenset[str] = frozenset(),
    blocked: frozenset[str] = frozenset(),
    keep_capitalized: bool = False,
) -> ListSummary | WordListError:
    """A word list's summary with a table's house and blocked words (or why it cannot be
    used), read once per file version, words and choice of capitalised words."""
    try:
        st = os.stat(path)
        key = (str(path), st.st_size, st.st_mtime_ns, house, blocked, keep_capitalized)
    except OSError:
        key = (str(path), -1, -1, house, blocked, keep_capitalized)
    hit = _summaries.get(key)
    if hit is None:
        try:
            from ..core.list_amends import amend
            from ..core.wordlist import load_word_list

            wl = load_word_list(path, keep_capitalized=keep_capitalized)
            amended, changed = amend(wl, house - blocked, blocked)
            hit = ListSummary(
                wl.report, len(amended.words), len(changed.added), len(changed.removed)
            )
        except WordListError as exc:
            hit = exc
        if len(_summaries) > 32:
            _summaries.clear()
        _summaries[key] = hit
    return hit


_fits: dict[
    tuple[str, int, int, frozenset[str], frozenset[str], bool, int], TooLargeError | None
] = {}


def anaghost_fit(
    path: Path,
    min_length: int,
    house: frozenset[str] = frozenset(),
    blocked: frozenset[str] = frozenset(),
    keep_capitalized: bool = False,
) -> TooLargeError | None:
    """Why Anaghost cannot be played on this list (it would need more memory than a game may
    take), or None when it can or the list cannot be read (the summary says why). The
    estimate reads the whole list (about a second for the largest): call it on a worker."""
    try:
        st = os.stat(path)
        key = (str(path), st.st_size, st.st_mtime_ns, house, blocked, keep_capitalized, min_length)
    except OSError:
        return None
    if key not in _fits:
        from ..core import budget
        from ..core.list_amends import amend
        from ..core.variants import variant_by_key
        from ..core.wordlist import load_word_list

        problem: TooLargeError | None = None
        try:
            wl = load_word_list(path, keep_capitalized=keep_capitalized)
            amended, _ = amend(wl, house - blocked, blocked)
            counting = [w for w in amended.words if len(w) >= min_length]
            # play needs the game graph (the computers, hints, cards): the larger of the two
            budget.check_fits(
                counting, variant_by_key("anaghost"), graph=True, limit=budget.MEMORY_LIMIT
            )
        except WordListError:
            pass
        except TooLargeError as exc:
            problem = exc
        if len(_fits) > 32:
            _fits.clear()
        _fits[key] = problem
    return _fits[key]


def _name_key(name: str) -> str:
    """Two names are the same name when they match trimmed and case-insensitively."""
    return name.strip().casefold()


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
        self.house_words, self.blocked_words = house, blocked
        # the lists are read on a worker; without the app's runner (tests), at once
        self.jobs = jobs or Jobs(synchronous=True, parent=self)
        self._list_ok = True
        self._fits = True
        self._setting = False
        self._reading: tuple[object, ...] | None = None
        self._names_ok = True
        self._take_back_wanted = False
        self._shown_players = 0
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

        layout.addWidget(self._players_box())
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
    def _players_box(self) -> QGroupBox:
        box = QGroupBox(self.tr("Players"))
        outer = QVBoxLayout(box)
        top = QHBoxLayout()
        count_label = QLabel(self.tr("Number of players"))
        self.count = QSpinBox()
        self.count.setRange(2, MAX_PLAYERS)
        self.count.setToolTip(
            self.tr("How many play, people and computers together (2 to %1)").replace(
                "%1", QLocale().toString(MAX_PLAYERS)
            )
        )
        count_label.setBuddy(self.count)
        top.addWidget(count_label)
        top.addWidget(self.count)
        top.addStretch(1)
        self.team_up = QCheckBox(self.tr("Computers team up against the people"))
        self.team_up.setToolTip(
            self.tr(
                "The computers play as one side: each plays so that a person loses the round "
                "(perfectly, whatever their level), and where they cannot force that, for itself"
            )
        )
        top.addWidget(self.team_up)
        outer.addLayout(top)

        self.player_grid = QGridLayout()
        self.player_grid.setHorizontalSpacing(6)
        self.names: list[QLineEdit] = []
        self.kinds: list[QComboBox] = []
        for i in range(MAX_PLAYERS):
            # made inside the box, so that Tab reaches them in screen order (a widget that
            # gets its parent later, from the layout, joins the end of the Tab chain)
            name_edit = QLineEdit(box)
            name_edit.setMaxLength(MAX_NAME_LENGTH)
            name_edit.setPlaceholderText(self.tr("Name"))
            name_edit.setToolTip(
                self.tr("Player %1's name: every player needs a different one (at most %2 letters)")
                .replace("%1", QLocale().toString(i + 1))
                .replace("%2", QLocale().toString(MAX_NAME_LENGTH))
            )
            name_edit.setProperty("error", False)
            name_edit.textChanged.connect(self._check_names)
            kind_box = QComboBox(box)
            for k in PLAYER_KINDS:
                kind_box.addItem(kind_name(k), k)
                kind_box.setItemData(
                    kind_box.count() - 1, kind_explanation(k), Qt.ItemDataRole.ToolTipRole
                )
            who = self.tr(
                "Who plays as player %1: a person at this computer, or the computer at a strength"
            ).replace("%1", QLocale().toString(i + 1))
            kind_box.currentIndexChanged.connect(
                lambda _=0, box=kind_box, who=who: box.setToolTip(
                    f"{who}\n{kind_explanation(box.currentData())}"
                )
            )
            kind_box.setToolTip(f"{who}\n{kind_explanation(kind_box.currentData())}")
            self.names.append(name_edit)
            self.kinds.append(kind_box)
        outer.addLayout(self.player_grid)

        self.names_problem = QLabel()
        self.names_problem.setWordWrap(True)
        self.names_problem.setProperty("error", True)
        font = self.names_problem.font()
        font.setBold(True)
        self.names_problem.setFont(font)
        self.names_problem.hide()
        outer.addWidget(self.names_problem)
        self.count.valueChanged.connect(self._show_rows)
        return box

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
        self.min_length.setRange(2, 8)
        self.min_length.setToolTip(
            self.tr("Shorter words do not count: completing one loses nothing")
        )
        self.lives = QSpinBox()
        self.lives.setRange(1, 10)
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
        self.word_list = QComboBox()
        for name in BUNDLED:
            if wordlist_path(name).is_file():
                self.word_list.addItem(list_title(name), name)
        self.word_list.setToolTip(self.tr("The words that count in this game"))
        self.word_list.currentIndexChanged.connect(self._check_list)
        self.browse = QPushButton(self.tr("From a file…"))
        self.browse.setToolTip(
            self.tr("Play with a word list of your own: a text file with one word per line")
        )
        self.browse.clicked.connect(self._browse)
        row.addWidget(self.word_list, 1)
        row.addWidget(self.browse)
        grid.addWidget(label(self.tr("Word list"), self.word_list), 2, 0)
        grid.addLayout(row, 2, 1, 1, 3)
        self.list_report = QLabel()
        self.list_report.setWordWrap(True)
        self.list_report.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)
        # Anaghost on a list too large for it: said here, before the game, not as an error later
        self.fit_problem = QLabel()
        self.fit_problem.setWordWrap(True)
        self.fit_problem.setProperty("error", True)
        font = self.fit_problem.font()
        font.setBold(True)
        self.fit_problem.setFont(font)
        self.fit_problem.hide()
        report = QVBoxLayout()
        report.setSpacing(2)
        report.addWidget(self.list_report)
        report.addWidget(self.fit_problem)
        grid.addLayout(report, 3, 1, 1, 3)
        self.keep_capitalized = QCheckBox(self.tr("Keep capitalised words (German nouns)"))
        self.keep_capitalized.setToolTip(
            self.tr(
                "Count the list's capitalised entries as words, in small letters: German nouns are "
                "written with a capital. For other lists they are mostly names, so they are skipped."
            )
        )
        self.keep_capitalized.toggled.connect(self._keep_toggled)
        grid.addWidget(self.keep_capitalized, 4, 1, 1, 3)

        self.starter = QComboBox()
        for k in ("loser", "after_loser", "challenger"):
            self.starter.addItem(starter_name(k), k)
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

        self.practice = QCheckBox(
            self.tr("Practice: judge my plays against perfect play, allow undo and hints")
        )
        self.practice.setToolTip(
            self.tr(
                "After each of your letters the game says whether it was a winning play; "
                "you may ask for hints and take letters back"
            )
        )
        self.practice.toggled.connect(self._practice_toggled)
        self.take_back = QCheckBox(
            self.tr("Allow taking back a letter (Ctrl+Z) until the next person plays")
        )
        self.take_back.setToolTip(
            self.tr(
                "A person who pressed the wrong key can take the letter back, "
                "as long as nobody has played since; never a computer's letter"
            )
        )
        self.take_back.toggled.connect(self._take_back_toggled)
        grid.addWidget(self.practice, 7, 0, 1, 4)
        grid.addWidget(self.take_back, 8, 0, 1, 4)
        return grid

    def done(self, result: int) -> None:  # Qt override
        """Typing goes back to the window the dialog came from (window managers don't always
        give it back, and then the keyboard reaches no window at all)."""
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
        self._shown_players = len(s.players)  # the rows shown below are the setup's, not additions
        for i in range(MAX_PLAYERS):
            name, kind = s.players[i] if i < len(s.players) else ("", "human")
            self.names[i].setText(name)
            self.kinds[i].setCurrentIndex(PLAYER_KINDS.index(kind) if kind in PLAYER_KINDS else 0)
        if self.count.value() == len(s.players):
            self._show_rows()
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
        self._show_keep()
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
            (self.names[i].text().strip() or self.default_name(i), str(self.kinds[i].currentData()))
            for i in range(n)
        ]
        practice = self.practice.isChecked()
        return GameSetup(
            players,
            self.variant.currentData(),
            self.min_length.value(),
            self.word_list.currentData() or "",
            self.lives.value(),
            self.starter.currentData(),
            self.calls_words.isChecked(),
            practice,
            practice or self.take_back.isChecked(),
            keep_capitalized=self.keep_capitalized.isChecked(),
            team_up=self.team_up.isChecked(),
        )

    def default_name(self, i: int) -> str:
        """The name a new player ``i`` (from 0) gets: "Player 3", or the next number no other player is called."""
        taken = {_name_key(self.names[j].text()) for j in range(self.count.value()) if j != i}
        n = i + 1
        while True:
            name = self.tr("Player %1").replace("%1", QLocale().toString(n))
            if _name_key(name) not in taken:
                return name
            n += 1

    def _apply_preset(self) -> None:
        name = self.preset.currentData()
        if name:
            self.set_setup(presets()[name])

    # -- players -------------------------------------------------------------------------
    def _show_rows(self) -> None:
        """Show as many rows as there are players, laid out in two columns above four; a
        player added by raising the count is a person with a name nobody else has."""
        n = self.count.value()
        for i in range(self._shown_players, n):
            if not self.names[i].text().strip():
                self.kinds[i].setCurrentIndex(PLAYER_KINDS.index("human"))
            self._shown_players = i + 1  # so that default_name sees the rows before this one
            if not self.names[i].text().strip() or any(
                _name_key(self.names[j].text()) == _name_key(self.names[i].text()) for j in range(i)
            ):
                self.names[i].setText(self.default_name(i))
        self._shown_players = n
        for i in range(MAX_PLAYERS):
            self.player_grid.removeWidget(self.names[i])
            self.player_grid.removeWidget(self.kinds[i])
        two_columns = n > ONE_COLUMN_PLAYERS
        per_column = (n + 1) // 2 if two_columns else n
        for i in range(MAX_PLAYERS):
            shown = i < n
            if shown:
                row, col = (
                    i % per_column,
                    3 * (i // per_column),
                )  # column 2 is a gap between the two
                self.player_grid.addWidget(self.names[i], row, col)
                self.player_grid.addWidget(self.kinds[i], row, col + 1)
            self.names[i].setVisible(shown)
            self.kinds[i].setVisible(shown)
        # the name fields stretch, the kind boxes keep their size
        self.player_grid.setColumnStretch(0, 1)
        self.player_grid.setColumnMinimumWidth(2, 12 if two_columns else 0)
        self.player_grid.setColumnStretch(3, 1 if two_columns else 0)
        self._check_names()
        if (
            self.isVisible()
        ):  # grow or shrink to fit the rows (adjustSize would stop at 2/3 of a small screen)
            QTimer.singleShot(0, self._fit)

    def _fit(self) -> None:
        """The size the rows want, or what the screen has room for."""
        self._layout.activate()
        hint = self.sizeHint()
        fit_dialog(self, hint.width(), hint.height())

    def _check_names(self) -> None:
        """Every player needs a name of their own: say what is wrong under the players, mark
        the fields, and keep Play disabled until it is right."""
        n = self.count.value()
        keys = [_name_key(self.names[i].text()) for i in range(n)]
        bad: set[int] = set()
        problems: list[str] = []
        empty = [i for i in range(n) if not keys[i]]
        if empty:
            bad.update(empty)
            problems.append(self.tr("Every player needs a name."))
        too_long = [i for i in range(n) if len(self.names[i].text().strip()) > MAX_NAME_LENGTH]
        if too_long:
            bad.update(too_long)
            problems.append(
                self.tr("A name can have at most %1 letters.").replace(
                    "%1", QLocale().toString(MAX_NAME_LENGTH)
                )
            )
        seen: set[str] = set()
        for i in range(n):
            if not keys[i] or keys[i] in seen:
                continue
            seen.add(keys[i])
            same = [j for j in range(n) if keys[j] == keys[i]]
            if len(same) > 1:
                bad.update(same)
                text = (
                    self.tr("Two players are called %1: give each a different name.")
                    if len(same) == 2
                    else self.tr("Several players are called %1: give each a different name.")
                )
                problems.append(text.replace("%1", self.names[i].text().strip()))
        for i, edit in enumerate(self.names):
            error = i in bad
            if edit.property("error") != error:
                edit.setProperty("error", error)
                edit.style().unpolish(edit)
                edit.style().polish(edit)
        self.names_problem.setText("\n".join(problems))
        self.names_problem.setVisible(bool(problems))
        self._names_ok = not problems
        self._update_play()

    # -- options -------------------------------------------------------------------------
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
    def _browse(self) -> None:
        path, _ = QFileDialog.getOpenFileName(
            self,
            self.tr("Open a word list"),
            "",
            self.tr("Word lists (*.txt *.dic *.lst);;All files (*)"),
        )
        if path:
            self.add_file(path)

    def add_file(self, path: str) -> None:
        self.word_list.addItem(Path(path).name, path)
        self.word_list.setCurrentIndex(self.word_list.count() - 1)

    def _show_keep(self) -> None:
        """The box shows the chosen list's own choice."""
        box = self.keep_capitalized
        box.blockSignals(True)
        box.setChecked(self.word_list.currentData() in self.keep_lists)
        box.blockSignals(False)

    def _keep_toggled(self, on: bool) -> None:
        data = self.word_list.currentData()
        if data:
            (self.keep_lists.add if on else self.keep_lists.discard)(data)
        self._check_list()

    def _check_list(self) -> None:
        """Read the chosen list on a worker to show its counts, or why it cannot be used;
        for Anaghost, also whether the game would fit in memory."""
        data = self.word_list.currentData()
        if not data or not hasattr(self, "buttons") or self._setting:
            return
        self._show_keep()
        keep = self.keep_capitalized.isChecked()
        path = GameSetup(word_list=data).word_list_file()
        # per list, as the shell keeps them: a bundled list's name, or a file's path
        house = (
            frozenset(self.house_words.words(data)) if self.house_words is not None else frozenset()
        )
        blocked = (
            frozenset(self.blocked_words.words(data))
            if self.blocked_words is not None
            else frozenset()
        )
        anaghost = self.variant.currentData() == "anaghost"
        min_length = self.min_length.value()
        reading = (data, keep, house, blocked)
        if reading != self._reading:  # the same list for another variant: no flicker
            self._reading = reading
            self.list_report.setText(self.tr("Reading the word list…"))
            self.list_report.setToolTip("")
        if not anaghost:
            self._show_fit(None)
        job: Callable[..., Any] = lambda cancel, progress: (
            list_summary(path, house, blocked, keep),
            anaghost_fit(path, min_length, house, blocked, keep) if anaghost else None,
        )
        self.jobs.submit("list-summary", job, self._show_reading)

    def _show_reading(
        self, reading: tuple[ListSummary | WordListError, TooLargeError | None]
    ) -> None:
        summary, problem = reading
        self._show_fit(problem)
        self._show_summary(summary)

    def _show_fit(self, problem: TooLargeError | None) -> None:
        self.fit_problem.setText(too_large_text(problem) if problem is not None else "")
        self.fit_problem.setVisible(problem is not None)
        self._fits = problem is None
        self._update_play()

    def _show_summary(self, summary: ListSummary | WordListError) -> None:
        if isinstance(summary, WordListError):
            self.list_report.setText(
                self.tr("Cannot use this list: %1").replace("%1", word_list_problem(summary))
            )
            self.list_report.setToolTip("")
            self.list_report.setProperty("error", True)
            self._list_ok = False
            self._update_play()
            return
        r = summary.report
        number = QLocale().toString
        self.list_report.setText(
            self.tr("%1 words", "", summary.words).replace("%1", number(summary.words))
        )
        details = [
            self.tr("%1 entries in the file", "", r.entries).replace("%1", number(r.entries))
        ]
        if summary.removed:
            details.append(
                self.tr("%1 blocked words left out", "", summary.removed).replace(
                    "%1", number(summary.removed)
                )
            )
        if summary.added:
            details.append(
                self.tr("%1 house words added", "", summary.added).replace(
                    "%1", number(summary.added)
                )
            )
        if r.duplicates:
            details.append(
                self.tr("%1 repeated entries counted once", "", r.duplicates).replace(
                    "%1", number(r.duplicates)
                )
            )
        if r.proper_nouns:
            details.append(
                self.tr(
                    "%1 capitalised words (names, or German nouns) skipped", "", r.proper_nouns
                ).replace("%1", number(r.proper_nouns))
            )
        if r.other_characters:
            details.append(
                self.tr(
                    "%1 entries with other characters (digits, hyphens, apostrophes…) skipped",
                    "",
                    r.other_characters,
                ).replace("%1", number(r.other_characters))
            )
        if r.too_long:
            details.append(
                self.tr("%1 entries too long to play skipped", "", r.too_long).replace(
                    "%1", number(r.too_long)
                )
            )
        self.list_report.setToolTip("\n".join(details) if r.entries else "")
        self.list_report.setProperty("error", False)
        self._list_ok = True
        self._update_play()

    def _update_play(self) -> None:
        if not hasattr(self, "play_button"):
            return
        self.play_button.setEnabled(self._names_ok and self._list_ok and self._fits)
        if not self._names_ok:
            self.play_button.setToolTip(self.tr("Give every player a name of their own first"))
        elif not self._list_ok:
            self.play_button.setToolTip(self.tr("Choose a word list that can be used first"))
        elif not self._fits:
            self.play_button.setToolTip(
                self.tr("Choose a smaller word list, or another variant, first")
            )
        else:
            self.play_button.setToolTip(self.tr("Start the game (Enter)"))
