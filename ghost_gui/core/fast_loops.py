"""Loops over a whole level run in C, for the engine's hot passes.

Written this way for speed alone. A Python ``for`` loop runs every element through the
interpreter; over the hundreds of thousands of fragments of a level (the card costs, the
prefix cards, the parents of the fragment-set passes) that is much of the work. Each helper
here takes whole iterables, so that the loop runs inside a C function (``map`` drained by a
``deque`` that keeps nothing) and the helper is called once a level, not once an element.
The functions they return are bound methods of ``int``, which ``map`` calls without entering
the interpreter, as it would have to for a ``lambda``; they are for ints only (another type
gets ``NotImplemented`` back).
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Iterable, Iterator
from typing import TypeVar

V = TypeVar("V")


def consume(iterator: Iterator[object]) -> None:
    """Run ``iterator`` to its end, dropping what it yields: a ``for`` loop with an empty
    body, run in C (a ``deque`` that keeps nothing)."""
    deque(iterator, maxlen=0)


def store_all(target: list[V], indices: Iterable[int], values: Iterable[V]) -> None:
    """``target[i] = v`` for each pair of ``indices`` and ``values``, run in C."""
    consume(map(target.__setitem__, indices, values))


def append_all(lists: list[list[V]], indices: Iterable[int], items: Iterable[V]) -> None:
    """``lists[i].append(x)`` for each pair of ``indices`` and ``items``, run in C."""
    consume(map(list.append, map(lists.__getitem__, indices), items))


def floor_divided_by(n: int) -> Callable[[int], int]:
    """The function ``x // n``, which ``map`` calls in C (``n.__rfloordiv__``)."""
    return n.__rfloordiv__


def remainder_by(n: int) -> Callable[[int], int]:
    """The function ``x % n``, which ``map`` calls in C (``n.__rmod__``)."""
    return n.__rmod__


def minus(n: int) -> Callable[[int], int]:
    """The function ``x - n``, which ``map`` calls in C (``n.__rsub__``)."""
    return n.__rsub__
