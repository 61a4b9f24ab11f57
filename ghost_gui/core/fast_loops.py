"""Loops over a whole level run in C, and the collector paused, for the engine's hot passes.

Written this way for speed alone. A Python ``for`` loop runs every element through the
interpreter; over the hundreds of thousands of fragments of a level (the card costs, the
prefix cards, the parents of the fragment-set passes) that is much of the work. Each helper
here takes whole iterables, so that the loop runs inside a C function (``map`` drained by a
``deque`` that keeps nothing) and the helper is called once a level, not once an element.
The functions they return are bound methods of ``int``, which ``map`` calls without entering
the interpreter, as it would have to for a ``lambda``; they are for ints only (another type
gets ``NotImplemented`` back). :func:`collector_paused` keeps Python's cyclic garbage
collector from walking, again and again, the many objects a pass builds.
"""

from __future__ import annotations

import contextlib
import gc
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


@contextlib.contextmanager
def collector_paused() -> Iterator[None]:
    """The cyclic garbage collector paused for the block (as it was after it). A pass that
    builds a list, a tuple or a node per fragment makes no cycles, but the collector runs
    every few hundred new objects and walks all the young ones each time; over a level of
    hundreds of thousands that is time spent finding nothing. Memory is not held longer:
    objects without cycles are freed by their reference counts either way."""
    enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if enabled:
            gc.enable()
