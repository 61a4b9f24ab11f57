"""The walk over the pools that two or more words share (``shared_pools`` in pool_pass.c, see
:mod:`ghost_gui.core.solving.shared_pools`), held to a plain count of every pool's holders; its
answers are held to the brute force and to the pass over every pool in test_pool_levels.py and
test_pool_rules.py."""

from __future__ import annotations

import random
import sys
import time
from array import array
from collections import Counter
from itertools import product
from types import SimpleNamespace

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from ghost_gui.core.errors import Cancelled
from ghost_gui.core.play.variants import pool_of, variant_by_key
from ghost_gui.core.solving import shared_pools
from ghost_gui.core.solving.pool_levels import analyse_pool_rules, level_passes_py

from .shared import POOL_PASS, needs_pool_pass

ANAGHOST = variant_by_key("anaghost")
WORDS = st.lists(st.text(alphabet="abcde", min_size=3, max_size=7), min_size=1, max_size=14)


def _pools_of(word: str) -> set[tuple[tuple[str, int], ...]]:
    """Every pool inside a word, the empty one too, as sorted (letter, count) pairs."""
    counts = Counter(word)
    letters = sorted(counts)
    return {
        tuple((x, n) for x, n in zip(letters, ns) if n)
        for ns in product(*(range(counts[x] + 1) for x in letters))
    }


def _reference(words: list[str], letters: str) -> tuple[list[list[int]], list[int], bytes]:
    """The walk's levels (each shared pool's letters, a bit a letter of ``letters``, in the
    level's order), its pools one word holds by that word's length, and each letter's sole
    holder's length (0: none, or more than one), from every pool's holders."""
    holders: dict[tuple[tuple[str, int], ...], set[str]] = {}
    for w in set(words):
        for p in _pools_of(w):
            holders.setdefault(p, set()).add(w)
    levels: dict[int, list[tuple[tuple[str, int], ...]]] = {}
    alone = [0] * (shared_pools.LONGEST + 1)
    for p, held in holders.items():
        if len(held) >= 2 or not p:
            levels.setdefault(sum(n for _, n in p), []).append(p)
        else:
            alone[len(next(iter(held)))] += 1

    def order(p: tuple[tuple[str, int], ...]) -> tuple[int, ...]:
        # the counts read as a number, the walk's first letter the highest digit
        have = dict(p)
        return tuple(have.get(x, 0) for x in letters)

    bit = {x: 1 << i for i, x in enumerate(letters)}
    out = [
        [sum(bit[x] for x, _ in p) for p in sorted(levels[k], key=order)]
        for k in range(max(levels) + 1)
    ]
    sole = bytes(
        len(next(iter(holders[((x, 1),)]))) if len(holders.get(((x, 1),), ())) == 1 else 0
        for x in letters
    )
    return out, alone, sole


@needs_pool_pass
@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(words=WORDS, seed=st.integers(0, 1000))
def test_the_walk_makes_the_shared_pools_in_order_and_counts_the_rest(
    words: list[str], seed: int
) -> None:
    """Pools held by two words (the walk's shortcut), by more, by one; words inside other
    words; letters in any order."""
    assert POOL_PASS is not None
    pools = sorted({pool_of(w) for w in words})
    letters = list(set("".join(pools)))
    random.Random(seed).shuffle(letters)
    walk_order = "".join(letters)
    levels, sizes, alone, sole = POOL_PASS.shared_pools("\n".join(pools), walk_order)
    want, want_alone, want_sole = _reference(pools, walk_order)
    assert sizes == [len(level) for level in want]
    assert [list(array("Q", POOL_PASS.shared_letters(levels, k))) for k in range(len(sizes))] == (
        want
    )
    assert alone == want_alone and sole == want_sole


@needs_pool_pass
def test_the_walk_refuses_what_it_cannot_take() -> None:
    assert POOL_PASS is not None
    with pytest.raises(ValueError, match="past 32"):
        POOL_PASS.shared_pools("a" * 33 + "\nab", "ab")
    with pytest.raises(ValueError, match="not in letters"):
        POOL_PASS.shared_pools("abc", "ab")
    with pytest.raises(ValueError, match="twice"):
        POOL_PASS.shared_pools("abc", "abca")
    levels, sizes, _, _ = POOL_PASS.shared_pools("abc\nabd", "abcd")
    table = bytes(8 * (shared_pools.LONGEST + 1))
    with pytest.raises(ValueError, match="mismatched"):  # level 1's masks, no maps made
        POOL_PASS.shared_pass(levels, 0, bytes(2), table, b"\0", bytearray(1), 0, 1)
    with pytest.raises(ValueError, match="no such level"):
        POOL_PASS.shared_letters(levels, 33)
    assert sizes == [1, 2, 1]  # the empty pool; a and b; ab


def test_words_past_32_letters_or_64_letters_take_the_pass_over_every_pool() -> None:
    """The walk keeps a bit a length and a bit a letter: past those, the other pass answers."""
    long = ["a" * 33 + "b", "ab" + "c" * 31]
    rules = [(3, 2), (4, 3)]
    got = analyse_pool_rules({pool_of(w) for w in long}, ANAGHOST, rules)
    assert got == analyse_pool_rules(
        {pool_of(w) for w in long}, ANAGHOST, rules, level_passes=level_passes_py
    )
    many = [chr(0x3B1 + i) * 3 for i in range(24)] + [chr(0x430 + i) * 3 for i in range(32)]
    many += [x * 3 for x in "abcdefghij"]  # 66 letters
    assert shared_pools.analyse_shared(POOL_PASS, set(many), rules, [[1, 2], [1, 2, 4]]) is None


@needs_pool_pass
def test_the_walk_tells_its_pools_and_stops_when_told() -> None:
    """Its state: the pools made (all of them at the end), and a byte that stops it: then it
    gives None. Cancelled between its looks, the analysis raises ``Cancelled``."""
    assert POOL_PASS is not None
    rng = random.Random(3)
    words = {
        pool_of("".join(rng.choices("abcdefghijkl", k=rng.randint(6, 14)))) for _ in range(4000)
    }
    text, letters = "\n".join(words), "".join(sorted(set("".join(words))))
    state = bytearray(16)
    _, sizes, _, _ = POOL_PASS.shared_pools(text, letters, state)
    assert int.from_bytes(state[:8], sys.byteorder) == sum(sizes) > 65_536
    state[8] = 1  # stopped at its first word: within 65,536 pools
    assert POOL_PASS.shared_pools(text, letters, state) is None
    assert 0 < int.from_bytes(state[:8], sys.byteorder) <= 65_536
    with pytest.raises(ValueError, match="16 bytes"):
        POOL_PASS.shared_pools(text, letters, bytearray(8))
    looks: list[float] = []
    with pytest.raises(Cancelled):
        analyse_pool_rules(
            words, ANAGHOST, [(3, 2)], cancel=lambda: bool(looks), progress=looks.append
        )


@needs_pool_pass
def test_the_walk_reports_its_pools_against_the_estimate(monkeypatch: pytest.MonkeyPatch) -> None:
    """Looked in on as it goes: its share of the progress follows the pools it has made, never
    past it and never back; without an estimate it reports only its end."""
    assert POOL_PASS is not None
    rng = random.Random(5)
    words = {
        pool_of("".join(rng.choices("abcdefghijkl", k=rng.randint(6, 14)))) for _ in range(4000)
    }
    slow = POOL_PASS.shared_pools

    def walk(*args: object) -> object:  # long enough to be looked in on
        found = slow(*args)
        time.sleep(0.2)
        return found

    monkeypatch.setattr(shared_pools, "_LOOK", 0.01)
    helper = SimpleNamespace(
        **{
            n: getattr(POOL_PASS, n)
            for n in dir(POOL_PASS)
            if n.startswith("shared") or n == "absent_counts"
        }
    )
    helper.shared_pools = walk
    told: list[float] = []
    seats = [[1, 2]]
    got = shared_pools.analyse_shared(
        helper, words, [(3, 2)], seats, progress=told.append, expected=10**6
    )
    assert got == shared_pools.analyse_shared(POOL_PASS, words, [(3, 2)], seats)
    walked = [f for f in told if 0 < f < shared_pools._WALK_SHARE]
    assert len(walked) >= 5 and told == sorted(told)
    alone: list[float] = []
    shared_pools.analyse_shared(helper, words, [(3, 2)], seats, progress=alone.append)
    assert not [f for f in alone if 0 < f < shared_pools._WALK_SHARE]
