"""Where the next letter goes, under the fragment: in SuperGhost the end of the fragment (the
left end for one play, or Shift with the letter), in SuperDuperGhost also whether the fragment
is turned around first. Xghost's caret says where instead, and the plain games have one end."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QButtonGroup, QCheckBox, QHBoxLayout, QRadioButton, QWidget

from ...core.alphabets import capitals
from ...core.play.plays import Side


class SideChoice(QWidget):
    """The row of the two ends and the turn-around box; hidden until a game shows it."""

    #: the turn-around box was ticked or cleared: the fragment's note follows
    reverse_toggled = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        side = QHBoxLayout(self)
        side.setContentsMargins(0, 0, 0, 0)
        side.addStretch(1)
        self.left_button = QRadioButton()
        self.right_button = QRadioButton()
        self.right_button.setChecked(True)
        group = QButtonGroup(self)
        self.reverse_box = QCheckBox()
        self.reverse_box.toggled.connect(lambda _: self.reverse_toggled.emit())
        for b in (self.left_button, self.right_button, self.reverse_box):
            b.setFocusPolicy(Qt.FocusPolicy.TabFocus)
            side.addWidget(b)
        group.addButton(self.left_button)
        group.addButton(self.right_button)
        side.addStretch(1)
        self.setVisible(False)
        self.reverse_box.setVisible(False)
        self.retranslate()

    def retranslate(self) -> None:
        """The texts in the interface's language (the window calls it on a language change)."""
        self.left_button.setText(self.tr("Add on the left (Shift+letter)"))
        self.right_button.setText(self.tr("Add on the right"))
        self.reverse_box.setText(self.tr("Turn the word around first"))
        self.reverse_box.setToolTip(
            self.tr("SuperDuperGhost: read the fragment backwards, then add your letter")
        )
        self.left_button.setToolTip(
            self.tr("Put your letter in front of the fragment (or hold Shift as you type it)")
        )
        self.right_button.setToolTip(self.tr("Put your letter after the fragment"))

    def show_for(self, *, sides: bool, reverse: bool) -> None:
        """A new game: the two ends when its letters go on either, the box when it turns."""
        self.setVisible(sides)
        self.reverse_box.setVisible(reverse)

    def side(self, left: bool | None = None) -> Side:
        """The end chosen (``left``, when given, says it instead: Shift with a letter)."""
        return Side.LEFT if (self.left_button.isChecked() if left is None else left) else Side.RIGHT

    def reverse(self) -> bool:
        return self.reverse_box.isChecked()

    def reset(self) -> None:
        """The left end and the turn-around are for one play: the next goes on the right."""
        self.reverse_box.setChecked(False)
        self.right_button.setChecked(True)

    def note(self, fragment: str) -> str:
        """The fragment turned around, as it will be read, while the box is ticked."""
        if self.reverse_box.isVisible() and self.reverse_box.isChecked() and fragment:
            return self.tr("Turned around: %1").replace("%1", capitals(fragment[::-1]))
        return ""
