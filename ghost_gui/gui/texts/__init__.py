"""The window's wording without widgets: the core's values and errors in words (variants,
player kinds, plays, hints and verdicts, every ``GhostError``), and the New game dialog's,
the word lists' and the card drill's texts. Nothing here draws."""
