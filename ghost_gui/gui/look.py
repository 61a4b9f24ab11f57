"""The window's look as one typed value: the colours chosen and applied, the zoom and the
system's font size, kept in one place (:data:`LOOKS`) instead of the application's dynamic
properties.

:func:`~.theme.apply_theme` and :func:`~.theme.set_zoom` set it; the readers (``zoom()``,
``dark_look()``, the player colours, the drill's colours) get it. What the settings file
keeps is unchanged: the theme as its scheme's name, the zoom in per cent.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from PySide6.QtCore import QObject, Signal

#: View → Zoom: the steps of Ctrl+Plus and Ctrl+Minus, in per cent; Ctrl+0 is 100
ZOOM_STEPS = (80, 90, 100, 110, 125, 150, 175, 200)


class Scheme(StrEnum):
    """The looks a player can choose; the values are what the settings file keeps."""

    SYSTEM = "system"  # follows the system's light or dark scheme
    LIGHT = "light"
    DARK = "dark"
    CONTRAST = "contrast"  # white and yellow on black

    @classmethod
    def parse(cls, name: object) -> Scheme:
        """The scheme of ``name``; an unknown one (an old or edited settings file) is
        SYSTEM."""
        return next((s for s in cls if s.value == name), cls.SYSTEM)


@dataclass(frozen=True)
class Look:
    """The look applied now."""

    #: as chosen: SYSTEM follows the system's scheme, now and when it changes
    scheme: Scheme = Scheme.SYSTEM
    #: what is on screen: LIGHT, DARK or CONTRAST (SYSTEM resolved)
    shown: Scheme = Scheme.LIGHT
    #: in per cent, one of ZOOM_STEPS
    zoom: int = 100
    #: the system's font size in points, before ours replaced it (None: not known yet)
    system_points: float | None = None

    @property
    def dark(self) -> bool:
        """A dark background: the dark or the high-contrast look."""
        return self.shown in (Scheme.DARK, Scheme.CONTRAST)

    @property
    def scale(self) -> float:
        """The zoom as a factor: 1.0 is 100 %."""
        return self.zoom / 100


class Looks(QObject):
    """Where the look is kept: one per process, as the application is. ``changed`` is
    emitted with the new :class:`Look` whenever it changes."""

    changed = Signal(object)

    def __init__(self) -> None:
        super().__init__()
        self._look = Look()
        #: the system's scheme changes are followed (connected once)
        self.follows_system = False

    def get(self) -> Look:
        return self._look

    def set(self, look: Look) -> None:
        if look != self._look:
            self._look = look
            self.changed.emit(look)


#: the look of the window
LOOKS = Looks()
