"""A text browser that shows the tooltip of the text under the pointer: a card word's
meaning, from its ``title``."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPoint
from PySide6.QtGui import QHelpEvent, QTextCursor
from PySide6.QtWidgets import QTextBrowser, QToolTip


class WordTips(QTextBrowser):
    """A text browser that shows the tooltip of the text under the pointer (a card word's
    meaning, from its ``title``)."""

    def tip_at(self, pos: QPoint) -> str:
        cursor = self.cursorForPosition(pos)
        tip = cursor.charFormat().toolTip()
        if not tip:  # the format is the character's before the cursor: try the one after
            cursor.movePosition(QTextCursor.MoveOperation.NextCharacter)
            tip = cursor.charFormat().toolTip()
        return tip

    def viewportEvent(self, event: QEvent) -> bool:  # Qt override
        if isinstance(event, QHelpEvent) and event.type() == QEvent.Type.ToolTip:
            tip = self.tip_at(event.pos())
            if tip:
                QToolTip.showText(event.globalPos(), tip, self.viewport())
            else:
                QToolTip.hideText()
            return True
        return super().viewportEvent(event)
