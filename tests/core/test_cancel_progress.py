"""Long computations report progress and stop when asked."""

from __future__ import annotations

import pytest

from ghost_gui.core.cards.cards import make_card
from ghost_gui.core.errors import Cancelled
from ghost_gui.core.play.variants import variant_by_key
from ghost_gui.core.solving.solver import Solver
from ghost_gui.core.words.lexicon import Lexicon
from ghost_gui.core.words.wordlist import word_list_from_words

WORDS = "cat camel goat gerbil zebra zebras quagga quartz quiz quizzes".split()


def solver(variant: str = "super") -> Solver:
    lx = Lexicon.build(word_list_from_words(WORDS), 3, use_cache=False)
    return Solver(lx, variant_by_key(variant), 3, use_cache=False)


def test_progress_rises_to_one() -> None:
    seen: list[float] = []
    solver().solve(progress=seen.append)
    assert seen == sorted(seen) and seen[-1] == 1.0 and len(seen) > 3


def test_cancel_stops_the_solve_and_leaves_nothing_half_done() -> None:
    calls = 0

    def cancel() -> bool:
        nonlocal calls
        calls += 1
        return calls > 2

    s = solver()
    with pytest.raises(Cancelled):
        s.solve(cancel=cancel)
    assert s.values is None
    # a later solve without cancel completes normally
    assert s.solve().losers("") is not None


def test_cancel_stops_a_card() -> None:
    s = solver("ghost").solve()
    with pytest.raises(Cancelled):
        make_card(s, 0, cancel=lambda: True)
