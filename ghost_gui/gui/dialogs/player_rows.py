"""The New game dialog's players: how many play, each one's name and kind (a person or a
computer at a strength), and whether the computers team up. The rows show as many players
as the count says, in two columns above four; the names are checked as they are typed.
Texts keep the dialog's translation context, ``NewGameDialog``."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLocale, QSize, Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ...core.play.rules import MAX_PLAYERS, PlayerKind
from ..texts.new_game_texts import default_player_name, name_key, name_problems
from ..texts.player_names import MAX_NAME_LENGTH
from ..texts.setup_names import PLAYER_KINDS, kind_explanation, kind_name

#: more players than this are shown in two columns, so that the dialog fits an 800×600 screen
ONE_COLUMN_PLAYERS = 4
#: a name field is as wide as this many average letters (a longer name scrolls in its field):
#: two columns of names and kinds fit 800 pixels in Russian too
NAME_LETTERS = 14


class NameEdit(QLineEdit):
    """A player's name: narrower than Qt's usual line edit, wide enough for "Player 8"."""

    def sizeHint(self) -> QSize:  # Qt override
        hint = super().sizeHint()
        metrics = self.fontMetrics()
        text = max(
            metrics.averageCharWidth() * NAME_LETTERS,
            metrics.horizontalAdvance(default_player_name(MAX_PLAYERS - 1, set())),
        )
        return QSize(min(hint.width(), text + 16), hint.height())


class PlayerRows(QGroupBox):
    """The "Players" box: the count, the team-up choice and a name and kind per player."""

    #: the names were checked: whether every player has a name of their own
    names_checked = Signal(bool)
    #: rows were shown or hidden (the dialog fits itself to them)
    rows_changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        # no title: "Number of players" heads the box, and the dialog fits a low screen
        super().__init__(parent)
        self.setAccessibleName(QCoreApplication.translate("NewGameDialog", "Players"))
        self.names_ok = True
        #: the rows shown so far (a row shown anew gets a default name)
        self.shown_players = 0
        outer = QVBoxLayout(self)
        top = QHBoxLayout()
        count_label = QLabel(QCoreApplication.translate("NewGameDialog", "Number of players"))
        self.count = QSpinBox()
        self.count.setRange(2, MAX_PLAYERS)
        self.count.setToolTip(
            QCoreApplication.translate(
                "NewGameDialog", "How many play, people and computers together (2 to %1)"
            ).replace("%1", QLocale().toString(MAX_PLAYERS))
        )
        count_label.setBuddy(self.count)
        top.addWidget(count_label)
        top.addWidget(self.count)
        top.addStretch(1)
        self.team_up = QCheckBox(
            QCoreApplication.translate("NewGameDialog", "Computers team up against the people")
        )
        self.team_up.setToolTip(
            QCoreApplication.translate(
                "NewGameDialog",
                "The computers play as one side: each plays so that a person loses the round "
                "(perfectly, whatever their level), and where they cannot force that, for itself",
            )
        )
        top.addWidget(self.team_up)
        outer.addLayout(top)

        self.player_grid = QGridLayout()
        self.player_grid.setHorizontalSpacing(6)
        self.player_grid.setVerticalSpacing(4)
        self.names: list[QLineEdit] = []
        self.kinds: list[QComboBox] = []
        for i in range(MAX_PLAYERS):
            # made inside the box, so that Tab reaches them in screen order (a widget that
            # gets its parent later, from the layout, joins the end of the Tab chain)
            name_edit = NameEdit(self)
            name_edit.setMaxLength(MAX_NAME_LENGTH)
            name_edit.setPlaceholderText(QCoreApplication.translate("NewGameDialog", "Name"))
            name_edit.setToolTip(
                QCoreApplication.translate(
                    "NewGameDialog",
                    "Player %1's name: every player needs a different one (at most %2 letters)",
                )
                .replace("%1", QLocale().toString(i + 1))
                .replace("%2", QLocale().toString(MAX_NAME_LENGTH))
            )
            name_edit.setProperty("error", False)
            name_edit.textChanged.connect(self.check_names)
            kind_box = QComboBox(self)
            for k in PLAYER_KINDS:
                kind_box.addItem(kind_name(k), k)
                kind_box.setItemData(
                    kind_box.count() - 1, kind_explanation(k), Qt.ItemDataRole.ToolTipRole
                )
            who = QCoreApplication.translate(
                "NewGameDialog",
                "Who plays as player %1: a person at this computer, or the computer at a strength",
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
        self.count.valueChanged.connect(self.show_rows)

    def default_name(self, i: int) -> str:
        """The name a new player ``i`` (from 0) gets: "Player 3", or the next number no other player is called."""
        taken = {name_key(self.names[j].text()) for j in range(self.count.value()) if j != i}
        return default_player_name(i, taken)

    def show_rows(self) -> None:
        """Show as many rows as there are players, laid out in two columns above four; a
        player added by raising the count is a person with a name nobody else has."""
        n = self.count.value()
        for i in range(self.shown_players, n):
            if not self.names[i].text().strip():
                self.kinds[i].setCurrentIndex(PLAYER_KINDS.index(PlayerKind.HUMAN))
            self.shown_players = i + 1  # so that default_name sees the rows before this one
            if not self.names[i].text().strip() or any(
                name_key(self.names[j].text()) == name_key(self.names[i].text()) for j in range(i)
            ):
                self.names[i].setText(self.default_name(i))
        self.shown_players = n
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
        self.check_names()
        self.rows_changed.emit()

    def check_names(self) -> None:
        """Every player needs a name of their own: say what is wrong under the players, mark
        the fields, and tell the dialog (Play waits until it is right)."""
        n = self.count.value()
        bad, problems = name_problems([self.names[i].text() for i in range(n)])
        for i, edit in enumerate(self.names):
            error = i in bad
            if edit.property("error") != error:
                edit.setProperty("error", error)
                edit.style().unpolish(edit)
                edit.style().polish(edit)
        self.names_problem.setText("\n".join(problems))
        self.names_problem.setVisible(bool(problems))
        self.names_ok = not problems
        self.names_checked.emit(self.names_ok)
