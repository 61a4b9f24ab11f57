"""A player's panel: name, human or computer, the GHOST letters earned so far."""

from __future__ import annotations

from PySide6.QtWidgets import QFrame, QLabel, QVBoxLayout, QWidget

from .names import kind_name


class PlayerPanel(QFrame):
    def __init__(self, name: str, kind: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("playerPanel")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        layout = QVBoxLayout(self)
        self.name_label = QLabel(name)
        f = self.name_label.font()
        f.setBold(True)
        f.setPointSize(f.pointSize() + 2)
        self.name_label.setFont(f)
        self.kind_label = QLabel(kind_name(kind))
        self.letters = QLabel("")
        self.letters.setObjectName("ghostLetters")
        lf = self.letters.font()
        lf.setPointSize(lf.pointSize() + 8)
        lf.setBold(True)
        lf.setLetterSpacing(lf.SpacingType.AbsoluteSpacing, 4)
        self.letters.setFont(lf)
        for w in (self.name_label, self.kind_label, self.letters):
            layout.addWidget(w)
        self.set_state("", 5, active=False, out=False)

    def set_state(self, earned: str, lives: int, *, active: bool, out: bool) -> None:
        """``earned``: the ghost letters so far (a prefix of GHOST); ``lives`` letters in all."""
        self.letters.setText(f"<span>{earned}</span><span style='color:#c8c8c8'>{'·' * max(0, lives - len(earned))}</span>")
        self.setProperty("active", active)
        self.setProperty("out", out)
        self.setEnabled(not out)
        self.style().unpolish(self)
        self.style().polish(self)
        if active:
            self.setToolTip(self.tr("To move"))
        elif out:
            self.setToolTip(self.tr("Knocked out"))
        else:
            self.setToolTip("")
