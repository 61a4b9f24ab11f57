"""The checks the New game dialog runs on a worker for the chosen word list: its summary
(:func:`list_summary`: the words a game would have, or why the list cannot be used) and,
for Anaghost, whether the game would fit in memory (:func:`anaghost_fit`). Plain Python,
remembered per file version."""

from __future__ import annotations

import os
from pathlib import Path
from typing import TYPE_CHECKING, NamedTuple

from ...core.errors import TooLargeError, WordListError
from ...core.variant_keys import VariantKey
from ...core.words.files import DETECT

if TYPE_CHECKING:
    from ...core.words.list_record import LoadReport


class ListSummary(NamedTuple):
    """A word list as a game would use it: the loader's report, the words in play (the
    list's, less the table's blocked words, plus its house words: the count the status bar
    shows once the game starts), and how many house words were added and blocked words
    taken out."""

    report: LoadReport
    words: int
    added: int = 0
    removed: int = 0


_summaries: dict[
    tuple[str, int, int, frozenset[str], frozenset[str], bool, str | None],
    ListSummary | WordListError,
] = {}


def list_summary(
    path: Path,
    house: frozenset[str] = frozenset(),
    blocked: frozenset[str] = frozenset(),
    keep_capitalized: bool = False,
    language: str | None = DETECT,
) -> ListSummary | WordListError:
    """A word list's summary with a table's house and blocked words (or why it cannot be
    used), read once per file version, words, choice of capitalised words and language."""
    try:
        st = os.stat(path)
        key = (str(path), st.st_size, st.st_mtime_ns, house, blocked, keep_capitalized, language)
    except OSError:
        key = (str(path), -1, -1, house, blocked, keep_capitalized, language)
    hit = _summaries.get(key)
    if hit is None:
        try:
            from ...core.words.list_amends import amend
            from ...core.words.wordlist import load_word_list

            wl = load_word_list(path, keep_capitalized=keep_capitalized, language=language)
            amended, changed = amend(wl, house - blocked, blocked)
            hit = ListSummary(
                wl.report, len(amended.words), len(changed.added), len(changed.removed)
            )
        except WordListError as exc:
            hit = exc
        if len(_summaries) > 32:
            _summaries.clear()
        _summaries[key] = hit
    return hit


_fits: dict[
    tuple[str, int, int, frozenset[str], frozenset[str], bool, str | None, int],
    TooLargeError | None,
] = {}


def anaghost_fit(
    path: Path,
    min_length: int,
    house: frozenset[str] = frozenset(),
    blocked: frozenset[str] = frozenset(),
    keep_capitalized: bool = False,
    language: str | None = DETECT,
) -> TooLargeError | None:
    """Why Anaghost cannot be played on this list (it would need more memory than a game may
    take), or None when it can or the list cannot be read (the summary says why). The
    estimate reads the whole list (about a second for the largest): call it on a worker."""
    try:
        st = os.stat(path)
        key = (
            str(path),
            st.st_size,
            st.st_mtime_ns,
            house,
            blocked,
            keep_capitalized,
            language,
            min_length,
        )
    except OSError:
        return None
    if key not in _fits:
        from ...core.play.variants import variant_by_key
        from ...core.solving import budget
        from ...core.words.list_amends import amend
        from ...core.words.wordlist import load_word_list

        problem: TooLargeError | None = None
        try:
            wl = load_word_list(path, keep_capitalized=keep_capitalized, language=language)
            amended, _ = amend(wl, house - blocked, blocked)
            counting = [w for w in amended.words if len(w) >= min_length]
            # play needs the game graph (the computers, hints, cards): the larger of the two
            budget.check_fits(
                counting, variant_by_key(VariantKey.ANAGHOST), graph=True, limit=budget.MEMORY_LIMIT
            )
        except WordListError:
            pass
        except TooLargeError as exc:
            problem = exc
        if len(_fits) > 32:
            _fits.clear()
        _fits[key] = problem
    return _fits[key]
