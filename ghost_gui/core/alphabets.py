"""Alphabets the game knows by name (the keyboard's layout, the frequency list to use)."""

from __future__ import annotations

#: the 33 letters of Russian, ё distinct from е
CYRILLIC = frozenset("абвгдежзийклмнопрстуфхцчшщъыьэюяё")


def is_cyrillic(letters: str | set[str] | frozenset[str]) -> bool:
    """Does an alphabet (or a word) use Cyrillic letters?"""
    return not CYRILLIC.isdisjoint(letters)
