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
        self.set_state(0, 5, active=False, out=False)

    def set_state(self, lost: int, lives: int, *, active: bool, out: bool) -> None:
        word = "GHOST" if lives == 5 else "GHOST"[: min(lives, 5)] if lives < 5 else "GHOST" + "!" * (lives - 5)
        earned = word[:lost]
        rest = word[lost:]
        self.letters.setText(f"<span>{earned}</span><span style='color:#c8c8c8'>{'·' * len(rest)}</span>")
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
