"""The new-game dialog: players, variant, minimum length, word list, lives and options."""

from __future__ import annotations

import os
from collections.abc import Callable
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ..core.errors import WordListError
from ..core.rules import MatchConfig, PlayerKind, PlayerSpec, Starter
from ..core.wordlist import LoadReport, load_word_list
from ..paths import wordlist_path
from .jobs import Jobs
from .names import PLAYER_KINDS, VARIANT_KEYS, kind_name, preset_name, starter_name, variant_name, word_list_problem

BUNDLED = ["english-family.txt", "english-large.txt", "web2.txt", "russian-nouns.txt"]


@dataclass
class GameSetup:
    """What the dialog decides; stored in the settings as plain data."""

    players: list[tuple[str, str]] = field(default_factory=lambda: [("Alex", "human"), ("Robo", "medium")])
    variant: str = "ghost"
    min_length: int = 4
    word_list: str = "english-family.txt"  # a bundled file name or a path
    lives: int = 5
    next_round_starter: str = "loser"
    word_ends_round: bool = True
    practice: bool = False

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
        )

    @classmethod
    def from_config(cls, config: MatchConfig, word_list: str, practice: bool) -> GameSetup:
        """A match's rules as a setup (``word_list``: a bundled list's name or a path)."""
        return cls([(p.name, str(p.kind)) for p in config.players], config.variant, config.min_length, word_list,
                   config.lives, str(config.next_round_starter), config.word_ends_round, practice)

    @classmethod
    def from_json(cls, data: Any) -> GameSetup:
        try:
            s = cls(**{k: v for k, v in dict(data).items() if k in cls.__dataclass_fields__})
            s.players = [(str(n), str(k)) for n, k in s.players][:8]
            if len(s.players) < 2 or any(k not in PLAYER_KINDS for _, k in s.players) or s.variant not in VARIANT_KEYS:
                return cls()
            return s
        except Exception:
            return cls()


def presets() -> dict[str, GameSetup]:
    you = ("Alex", "human")
    return {
        "Family": GameSetup([you, ("Granny", "easy"), ("Robo", "medium")], "ghost", 4),
        "Classic, 4 letters": GameSetup([you, ("Computer", "hard")], "ghost", 4, "english-large.txt"),
        "xkcd, 3 letters": GameSetup([you, ("Computer", "perfect")], "ghost", 3, "english-large.txt"),
        "SuperGhost": GameSetup([you, ("Computer", "hard")], "super", 4, "english-large.txt"),
        "Russian: who finishes the word": GameSetup([("Вы", "human"), ("Компьютер", "medium")], "anti", 3, "russian-nouns.txt"),
        "Practice against perfect play": GameSetup([you, ("Perfect", "perfect")], "ghost", 4, practice=True),
    }


_summaries: dict[tuple[str, int, int], LoadReport | WordListError] = {}


def list_summary(path: Path) -> LoadReport | WordListError:
    """A word list's load report (or why it cannot be used), read once per file version."""
    try:
        st = os.stat(path)
        key = (str(path), st.st_size, st.st_mtime_ns)
    except OSError:
        key = (str(path), -1, -1)
    hit = _summaries.get(key)
    if hit is None:
        try:
            hit = load_word_list(path).report
        except WordListError as exc:
            hit = exc
        if len(_summaries) > 32:
            _summaries.clear()
        _summaries[key] = hit
    return hit


class NewGameDialog(QDialog):
    def __init__(self, setup: GameSetup, parent: QWidget | None = None, jobs: Jobs | None = None) -> None:
        super().__init__(parent)
        # the lists are read on a worker; without the app's runner (tests), at once
        self.jobs = jobs or Jobs(synchronous=True, parent=self)
        self.setWindowTitle(self.tr("New game"))
        layout = QVBoxLayout(self)

        self.preset = QComboBox()
        self.preset.addItem(self.tr("Choose a preset…"), None)
        for name in presets():
            self.preset.addItem(preset_name(name), name)
        self.preset.currentIndexChanged.connect(self._apply_preset)
        layout.addWidget(self.preset)

        box = QGroupBox(self.tr("Players"))
        self.grid = QGridLayout(box)
        self.count = QSpinBox()
        self.count.setRange(2, 8)
        self.count.valueChanged.connect(self._show_rows)
        self.grid.addWidget(QLabel(self.tr("Number of players")), 0, 0)
        self.grid.addWidget(self.count, 0, 1)
        self.names: list[QLineEdit] = []
        self.kinds: list[QComboBox] = []
        for i in range(8):
            name_edit = QLineEdit()
            kind_box = QComboBox()
            for k in PLAYER_KINDS:
                kind_box.addItem(kind_name(k), k)
            self.grid.addWidget(name_edit, i + 1, 0)
            self.grid.addWidget(kind_box, i + 1, 1)
            self.names.append(name_edit)
            self.kinds.append(kind_box)
        layout.addWidget(box)

        form = QFormLayout()
        self.variant = QComboBox()
        for v in VARIANT_KEYS:
            self.variant.addItem(variant_name(v), v)
        self.min_length = QSpinBox()
        self.min_length.setRange(2, 8)
        row = QHBoxLayout()
        self.word_list = QComboBox()
        for name in BUNDLED:
            if wordlist_path(name).is_file():
                self.word_list.addItem(name.removesuffix(".txt"), name)
        self.word_list.currentIndexChanged.connect(self._check_list)
        browse = QPushButton(self.tr("From a file…"))
        browse.clicked.connect(self._browse)
        row.addWidget(self.word_list, 1)
        row.addWidget(browse)
        self.list_report = QLabel()
        self.list_report.setWordWrap(True)
        self.lives = QSpinBox()
        self.lives.setRange(1, 10)
        self.starter = QComboBox()
        for k in ("loser", "after_loser", "challenger"):
            self.starter.addItem(starter_name(k), k)
        self.ends = QCheckBox(self.tr("A completed word ends the round at once"))
        self.practice = QCheckBox(self.tr("Practice: judge my plays against perfect play, allow undo and hints"))
        form.addRow(self.tr("Variant"), self.variant)
        form.addRow(self.tr("Shortest word that counts"), self.min_length)
        form.addRow(self.tr("Word list"), row)
        form.addRow("", self.list_report)
        form.addRow(self.tr("Lost rounds before you are out"), self.lives)
        form.addRow(self.tr("Who starts the next round"), self.starter)
        form.addRow("", self.ends)
        form.addRow("", self.practice)
        layout.addLayout(form)

        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("Play"))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        self.set_setup(setup)

    def set_setup(self, s: GameSetup) -> None:
        self.count.setValue(len(s.players))
        for i, (name, kind) in enumerate(s.players):
            self.names[i].setText(name)
            self.kinds[i].setCurrentIndex(max(0, PLAYER_KINDS.index(kind)))
        for i in range(len(s.players), 8):
            if not self.names[i].text():
                self.names[i].setText(self.tr("Player %1").replace("%1", str(i + 1)))
                self.kinds[i].setCurrentIndex(PLAYER_KINDS.index("medium"))
        self.variant.setCurrentIndex(VARIANT_KEYS.index(s.variant))
        self.min_length.setValue(s.min_length)
        i = self.word_list.findData(s.word_list)
        if i < 0:
            self.word_list.addItem(Path(s.word_list).name, s.word_list)
            i = self.word_list.count() - 1
        self.word_list.setCurrentIndex(i)
        self.lives.setValue(s.lives)
        self.starter.setCurrentIndex(max(0, self.starter.findData(s.next_round_starter)))
        self.ends.setChecked(s.word_ends_round)
        self.practice.setChecked(s.practice)
        self._show_rows()
        self._check_list()

    def setup(self) -> GameSetup:
        n = self.count.value()
        players = [(self.names[i].text().strip() or self.tr("Player %1").replace("%1", str(i + 1)), self.kinds[i].currentData()) for i in range(n)]
        return GameSetup(players, self.variant.currentData(), self.min_length.value(), self.word_list.currentData() or "",
                         self.lives.value(), self.starter.currentData(), self.ends.isChecked(), self.practice.isChecked())

    def _apply_preset(self) -> None:
        name = self.preset.currentData()
        if name:
            self.set_setup(presets()[name])

    def _show_rows(self) -> None:
        for i in range(8):
            self.names[i].setVisible(i < self.count.value())
            self.kinds[i].setVisible(i < self.count.value())

    def _browse(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Open a word list"), "", self.tr("Word lists (*.txt *.dic *.lst);;All files (*)"))
        if path:
            self.add_file(path)

    def add_file(self, path: str) -> None:
        self.word_list.addItem(Path(path).name, path)
        self.word_list.setCurrentIndex(self.word_list.count() - 1)

    def _check_list(self) -> None:
        """Read the chosen list on a worker to show its counts, or why it cannot be used."""
        data = self.word_list.currentData()
        if not data or not hasattr(self, "buttons"):
            return
        path = GameSetup(word_list=data).word_list_file()
        self.list_report.setText(self.tr("Reading the word list…"))
        job: Callable[..., Any] = lambda cancel, progress: list_summary(path)
        self.jobs.submit("list-summary", job, self._show_summary)

    def _show_summary(self, summary: LoadReport | WordListError) -> None:
        ok_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        if isinstance(summary, WordListError):
            self.list_report.setText(self.tr("Cannot use this list: %1").replace("%1", word_list_problem(summary)))
            self.list_report.setProperty("error", True)
            ok_button.setEnabled(False)
            return
        r = summary
        self.list_report.setText(
            self.tr("%1 entries → %2 words; %3 proper nouns and %4 with other characters skipped.")
            .replace("%1", f"{r.entries:,}").replace("%2", f"{r.kept:,}")
            .replace("%3", f"{r.proper_nouns:,}").replace("%4", f"{r.other_characters:,}")
        )
        self.list_report.setProperty("error", False)
        ok_button.setEnabled(True)
