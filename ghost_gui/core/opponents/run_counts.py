"""The letter runs of words, counted: what a human-like computer's letter sense
(:mod:`.plausibility`) and the language it knows of a list (:class:`Language`) are made
of. A large list has millions of letters: each is sliced once, as the window of letters it
begins, and the shorter runs are added up from the windows (far fewer distinct ones)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass

from ..passes import CHUNK, Progress

#: letters of context the model looks back (runs of up to ORDER + 1 letters are counted)
ORDER = 4
#: letters written one for the other (Russian print mostly writes ё as е): the model reads
#: the words heard of and the fragments with the first as the second
FOLDS: dict[str, str | int | None] = {"ё": "е"}
#: fragments of up to this many letters are judged by the language's words themselves
#: (:class:`Language`)
SHORT = 2
_SEP = "\n"  # never in a word


def letter_runs(words: Iterable[str], runs: Counter[str] | None = None) -> Counter[str]:
    """How often each run of 1 to ``ORDER`` + 1 letters occurs in ``words`` (added to
    ``runs`` when given, which is returned)."""
    return runs_in(windows(words), runs)


def windows(words: Iterable[str], counted: Counter[str] | None = None) -> Counter[str]:
    """How often each window of ``ORDER`` + 1 letters (fewer at a word's end) begins at a
    letter of ``words`` (added to ``counted`` when given): every run of letters begins one
    (:func:`runs_in`). Counted in C, one a letter."""
    top = ORDER + 1
    counted = Counter() if counted is None else counted
    counted.update(w[i : i + top] for w in words for i in range(len(w)))
    return counted


def runs_in(counted: Counter[str], runs: Counter[str] | None = None) -> Counter[str]:
    """The letter runs of the :func:`windows` ``counted`` (added to ``runs`` when given):
    a length's runs are the next longer length's cut by a letter, added up over far fewer
    distinct runs than there are letters."""
    runs = Counter() if runs is None else runs
    by_length: dict[int, list[tuple[str, int]]] = {}
    for window, n in counted.items():
        by_length.setdefault(len(window), []).append((window, n))
    level: dict[str, int] = {}
    for k in range(ORDER + 1, 0, -1):
        for window, n in by_length.get(k, ()):
            level[window] = level.get(window, 0) + n
        shorter: dict[str, int] = {}
        for run, n in level.items():
            runs[run] += n
            if k > 1:
                cut = run[:-1]
                shorter[cut] = shorter.get(cut, 0) + n
        level = shorter
    return runs


def folded(words: Iterable[str]) -> set[str]:
    """The words as a player's letter sense reads them (lower case, :data:`FOLDS`)."""
    return set(fold_each([w.lower() for w in words if w]))


def fold_each(words: list[str]) -> list[str]:
    """Each word with :data:`FOLDS` applied, in order: the words of a large list at once
    (joined, translated and split in C), and as they are when none has a letter to fold."""
    if not words:
        return []
    text = _SEP.join(words)
    if not any(k in text for k in FOLDS):
        return words
    return text.translate(str.maketrans(FOLDS)).split(_SEP)


def own_runs(
    words: Iterable[str], runs: Counter[str] | None = None, progress: Progress | None = None
) -> Counter[str]:
    """:func:`letter_runs` of the words (read by :func:`folded`: each once), added to
    ``runs`` when given; ``progress`` hears how far it is."""
    ws = sorted(folded(words))
    counted: Counter[str] = Counter()
    for start in range(0, len(ws), CHUNK):
        if progress is not None:
            progress(start / len(ws))
        windows(ws[start : start + CHUNK], counted)
    return runs_in(counted, runs)


@dataclass(frozen=True)
class Language:
    """What any player knows of a list's language beyond the words it can name: how often
    each letter run occurs in the list's words (a feel for its letters), and which runs of
    up to ``SHORT`` letters begin one of them (``starts``) or occur in one (``inside``):
    anyone who reads the language knows that no word starts "ъ" or "лъ", and that some
    start "дщ" or "лб". :func:`language_for`."""

    runs: Counter[str]
    starts: frozenset[str]
    inside: frozenset[str]
    #: how often a run is followed by a letter, and by how many different letters
    followed: Counter[str]
    kinds: Counter[str]

    @classmethod
    def of(cls, words: Iterable[str], progress: Progress | None = None) -> Language:
        """``progress`` hears how far counting the runs is (seconds, on a large list)."""
        folded = fold_each([w.lower() for w in words if w])
        counted: Counter[str] = Counter()
        for start in range(0, len(folded), CHUNK):
            if progress is not None:
                progress(start / len(folded))
            windows(folded[start : start + CHUNK], counted)
        runs = runs_in(counted)
        starts = frozenset(w[:k] for w in folded for k in range(1, SHORT + 1))
        followed: Counter[str] = Counter()
        kinds: Counter[str] = Counter()
        for run, n in runs.items():
            if len(run) > 1:
                followed[run[:-1]] += n
                kinds[run[:-1]] += 1
        inside = frozenset(r for r in runs if len(r) <= SHORT)
        return cls(runs, starts, inside, followed, kinds)
