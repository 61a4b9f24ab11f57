"""The passes over the game graph, one fragment length (a *level*) at a time, longest first.

Every fragment of length k is, for some fragment t of length k + 1, one of t's *parents*
(t without its last letter, or without its first letter in the Super variants), or is itself
a counting word of length k. So the levels come from the words and from each other, and a
bottom-up pass pushes each child's value to its parents with a few slices per fragment: no
set of all fragments, no 26-way probing.

In SuperDuperGhost a fragment f also has the children reverse(f)+L and L+reverse(f); seen
from the child t those are the parents reverse(t[:-1]) and reverse(t[1:]), when they are
fragments at all.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Sequence
from functools import partial
from itertools import chain, compress
from threading import Thread
from typing import Any, Generic, TypeVar

from .errors import Cancelled

CancelCheck = Callable[[], bool]
Progress = Callable[[float], None]
_T = TypeVar("_T")


#: a C call over a whole list holds the interpreter lock throughout; over this many items
#: it takes a few milliseconds (10 ms for a set pass on a slow machine), so the window's
#: thread gets the lock back in time
CHUNK = 1 << 13


def by_length(words: Iterable[str]) -> dict[int, list[str]]:
    """The words grouped by length, each group in the words' order (a Python loop: the
    window's thread gets its turns; a sort by length of a large list is one long C call)."""
    out: dict[int, list[str]] = {}
    for w in words:
        bucket = out.get(len(w))
        if bucket is None:
            out[len(w)] = [w]
        else:
            bucket.append(w)
    return out


def at_least(words: Sequence[str], min_length: int) -> tuple[str, ...]:
    """The words of at least ``min_length`` letters, in order: C calls a chunk at a time."""
    return tuple(
        chain.from_iterable(
            compress(part, map(min_length.__le__, map(len, part)))
            for part in (words[i : i + CHUNK] for i in range(0, len(words), CHUNK))
        )
    )


def check(cancel: CancelCheck | None) -> None:
    if cancel is not None and cancel():
        raise Cancelled("cancelled")


def lengths_down(
    top: int, cancel: CancelCheck | None = None, progress: Progress | None = None
) -> Iterator[int]:
    """``top``, ``top - 1``, ..., 0: the levels of a bottom-up pass, children before parents.
    Before each level the pass can be cancelled (``Cancelled``) and reports its progress."""
    for k in range(top, -1, -1):
        check(cancel)
        if progress is not None:
            progress((top - k) / (top + 1))
        yield k


def let_go(items: list[Any]) -> None:
    """Empty a large list a chunk at a time from its end: freeing hundreds of thousands of
    objects (big integers, small lists) in one go holds the interpreter lock, and so the
    window, for tens of milliseconds."""
    while items:
        del items[-CHUNK:]


class Beside(Thread, Generic[_T]):
    """``fn(*args)`` on a thread of its own, its result (or its error) taken with
    :meth:`result`. A plain thread, not ``concurrent.futures``: that package names
    ``multiprocessing``, which would pull OpenSSL into the frozen app."""

    def __init__(self, fn: Callable[..., _T], *args: object) -> None:
        super().__init__(daemon=True)
        self._call = partial(fn, *args)
        self._out: list[_T] = []
        self._error: BaseException | None = None
        self.start()

    def run(self) -> None:
        try:
            self._out.append(self._call())
        except BaseException as error:  # handed to the caller in result()
            self._error = error

    def result(self) -> _T:
        self.join()
        if self._error is not None:
            raise self._error
        (out,) = self._out
        return out
