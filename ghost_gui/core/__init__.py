"""The game engine: word lists, variants, solver, cards, strategies and match rules.

Pure Python. Nothing under this package may import Qt: the command line and the
tests use it without a display, and a test imports it with PySide6 blocked.
"""
