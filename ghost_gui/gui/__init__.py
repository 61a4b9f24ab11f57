"""The PySide6 window. Widgets talk to the game only through :class:`GameController`."""
