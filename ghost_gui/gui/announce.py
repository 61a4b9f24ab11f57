"""Words for a screen reader: game events (a play, a challenge, a round's end, whose turn)
spoken through Qt's accessibility events, so Orca (AT-SPI), NVDA or VoiceOver reads them
without the focus moving.

Qt 6.8 and later send an announcement event (``object:announcement`` on AT-SPI). Older Qt
has none: there a live-region label, a child of the announcing widget, takes the text as
its name and reports the change, which screen readers that follow live regions read."""

from __future__ import annotations

from PySide6 import QtGui
from PySide6.QtWidgets import QLabel, QWidget

from .speech import spoken

#: Qt 6.8+: the event made for this; None on older Qt (the live-region fallback)
_ANNOUNCEMENT = getattr(QtGui, "QAccessibleAnnouncementEvent", None)

#: how many announcements :class:`Announcer` keeps (tests and a debugging eye read them)
HISTORY = 50


def announcements_supported() -> bool:
    """Whether this Qt has the announcement event (else the live-region label is used)."""
    return _ANNOUNCEMENT is not None


def announce(widget: QWidget, text: str, *, assertive: bool = False) -> None:
    """Ask a screen reader to speak ``text`` for ``widget``; ``assertive`` interrupts what it
    is saying (a challenge), else the words wait their turn (a play, whose turn)."""
    text = spoken(text)
    if not text:
        return
    # QAccessible on first use: making its Python type costs start-up milliseconds, and
    # nothing is announced before the first frame
    from PySide6.QtGui import QAccessible

    if _ANNOUNCEMENT is not None:
        event = _ANNOUNCEMENT(widget, text)
        politeness = QAccessible.AnnouncementPoliteness
        event.setPoliteness(politeness.Assertive if assertive else politeness.Polite)
        QAccessible.updateAccessibility(event)
        return
    _live_label(widget).say(text)


class _LiveLabel(QLabel):
    """The fallback: an empty, zero-sized label whose accessible name is the latest news."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("announcement")
        self.setFixedSize(0, 0)

    def say(self, text: str) -> None:
        if self.accessibleName() == text:  # the same words again still count as news
            self.setAccessibleName("")
        self.setAccessibleName(text)  # sends NameChanged itself
        self.setAccessibleDescription(text)
        from PySide6.QtGui import QAccessible, QAccessibleEvent

        QAccessible.updateAccessibility(QAccessibleEvent(self, QAccessible.Event.Alert))


def _live_label(widget: QWidget) -> _LiveLabel:
    label = widget.findChild(_LiveLabel, "announcement")
    return label if isinstance(label, _LiveLabel) else _LiveLabel(widget)


class Announcer:
    """Announces for one widget (the main window) and keeps the last :data:`HISTORY` texts."""

    def __init__(self, widget: QWidget) -> None:
        self.widget = widget
        self.history: list[str] = []

    def __call__(self, text: str, *, assertive: bool = False) -> None:
        text = spoken(text)
        if not text:
            return
        self.history.append(text)
        del self.history[:-HISTORY]
        announce(self.widget, text, assertive=assertive)

    def last(self) -> str:
        return self.history[-1] if self.history else ""
