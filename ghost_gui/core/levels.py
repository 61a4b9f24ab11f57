"""The game graph, level by level: every fragment of one length at a time, longest first.

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

from collections.abc import Callable

from .errors import Cancelled
from .variants import Variant

CancelCheck = Callable[[], bool]
Progress = Callable[[float], None]


def reachable_words(words: tuple[str, ...] | list[str], variant: Variant) -> list[str]:
    """Drop words that can never be completed: in Ghost, those that start with a shorter
    counting word (that word ends the round first). ``words`` must be sorted."""
    if variant.infix:
        return list(words)  # in the Super variants the order of play decides; keep all
    out: list[str] = []
    last = None
    for w in words:
        if last is not None and w.startswith(last):
            continue
        out.append(w)
        last = w
    return out


def parents_of(variant: Variant) -> Callable[[str], tuple[str, ...]]:
    if not variant.infix:
        return lambda t: (t[:-1],)

    def both(t: str) -> tuple[str, ...]:
        a, b = t[:-1], t[1:]
        return (a,) if a == b else (a, b)

    return both


def check(cancel: CancelCheck | None) -> None:
    if cancel is not None and cancel():
        raise Cancelled("cancelled")
