"""The application: start-up (``app``), the one instance, and the ``Shell`` that wires the
table, the dialogs and the cards to one controller, feature by feature."""
