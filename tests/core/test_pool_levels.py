"""Anaghost's analysis over packed pools (:mod:`ghost_gui.core.solving.pool_levels`): the
compiled level pass and its Python reference against the brute-force minimax on small random
lists, the compiled pass against the reference level by level, and the set passes still
answering where the compiled pass is not built."""

from __future__ import annotations

import random
from array import array
from collections.abc import Callable
from math import prod
from threading import Thread

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from ghost_gui.core.play.variants import pool_of, variant_by_key
from ghost_gui.core.solving import pool_levels
from ghost_gui.core.solving.fragment_levels import analyse_levels
from ghost_gui.core.solving.pool_levels import (
    PoolCode,
    analyse_pools,
    level_pass_py,
    level_passes_py,
)
from ghost_gui.core.words.lexicon import Lexicon
from ghost_gui.core.words.wordlist import word_list_from_words

from .brute import Brute
from .shared import POOL_PASS, POOL_PASS_REQUIRED, needs_pool_pass, random_level

ANAGHOST = variant_by_key("anaghost")
HELPER = POOL_PASS
needs_helper = needs_pool_pass
SETTINGS = settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
WORDS = st.lists(st.text(alphabet="abcd", min_size=1, max_size=6), min_size=1, max_size=10)
#: three of each Russian letter: with them a pool needs more than 64 bits (33 two-bit digits and
#: a, b, c and d's), as the Russian nouns' pools do
WIDE = [x * 3 for x in "абвгдежзийклмнопрстуфхцчшщъыьэюяё"]


def _expected(words: list[str], players: int, min_length: int) -> tuple[int, list[str], int] | None:
    lx = Lexicon.build(word_list_from_words(words), min_length, use_cache=False)
    if not lx.sorted_words:
        return None
    brute = Brute(lx, ANAGHOST, players)
    first = sorted({p.letter for p, c in brute.plays("").items() if not brute.losers(c) & 1})
    return brute.losers(""), first, len(brute.all_fragments())


def _pools(words: list[str], min_length: int) -> set[str]:
    return {pool_of(w) for w in words if len(w) >= min_length}


@pytest.mark.parametrize("players", [2, 3, 4])
@SETTINGS
@given(words=WORDS, min_length=st.integers(1, 3), wide=st.booleans())
def test_packed_pools_match_brute_force(
    players: int, words: list[str], min_length: int, wide: bool
) -> None:
    """Pools of one uint64, and pools past 64 bits (``wide``: two words a pool)."""
    words = words + WIDE if wide else words
    expected = _expected(words, players, min_length)
    if expected is None:
        return
    pools = _pools(words, min_length)
    code = PoolCode.of(pools)
    assert code is not None and code.width == (16 if wide and min_length <= 3 else 8)
    assert analyse_pools(pools, ANAGHOST, players, level_pass=level_pass_py) == expected
    if HELPER is not None:
        assert analyse_pools(pools, ANAGHOST, players) == expected
        counting = sorted({w for w in words if len(w) >= min_length})
        assert analyse_levels(counting, ANAGHOST, players) == expected


@pytest.mark.parametrize("players", [2, 3])
@settings(
    max_examples=30,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture],
)
@given(words=WORDS, min_length=st.integers(1, 3))
def test_the_set_passes_answer_without_the_compiled_pass(
    monkeypatch: pytest.MonkeyPatch, players: int, words: list[str], min_length: int
) -> None:
    expected = _expected(words, players, min_length)
    if expected is None:
        return
    with monkeypatch.context() as m:
        m.setattr(pool_levels, "compiled", lambda: None)
        counting = sorted({w for w in words if len(w) >= min_length})
        assert analyse_pools(_pools(words, min_length), ANAGHOST, players) is None
        assert analyse_levels(counting, ANAGHOST, players) == expected


@pytest.mark.skipif(not POOL_PASS_REQUIRED, reason="GHOST_REQUIRE_POOL_PASS is not set")
def test_the_compiled_pass_is_there_where_required() -> None:
    assert HELPER is not None, "GHOST_REQUIRE_POOL_PASS=1, but pool_pass does not import"


@needs_helper
def test_a_helper_built_from_another_source_is_refused(monkeypatch: pytest.MonkeyPatch) -> None:
    """Its passes take or give other arguments: the Python passes run instead."""
    from ghost_gui.core.solving import pool_pass  # type: ignore[attr-defined]

    assert pool_levels.compiled() is pool_pass
    monkeypatch.setattr(pool_pass, "version", pool_pass.version - 1)
    assert pool_levels.compiled() is None
    monkeypatch.delattr(pool_pass, "version")
    assert pool_levels.compiled() is None


@needs_helper
@pytest.mark.parametrize("seed", range(6))
def test_the_compiled_pass_is_the_reference_pass(seed: int) -> None:
    """Level by level on random pools, with bit-field and mixed-radix numberings."""
    assert HELPER is not None
    rng = random.Random(seed)
    pools = ["aaab", "bcc", "abcdd", "eeeee"] if seed % 2 else ["aab", "bbbc", "cd"]
    code = PoolCode.of(pools)
    assert code is not None
    if seed % 3 == 0:  # the radices one more than the most copies: no longer powers of two
        radices = tuple(r - 1 if r > 2 else r for r in code.radices)
        strides = tuple(prod(radices[:i]) for i in range(len(radices)))
        code = PoolCode(code.letters, strides, radices)
    strides, radices = array("Q", code.strides).tobytes(), bytes(code.radices)
    for k in range(1, 6):
        children = random_level(rng, code, k + 1, 40)
        masks = bytes(rng.choice([1, 2, 4, 3, 5]) for _ in children)
        words = random_level(rng, code, k, 5)
        args = (
            array("Q", children).tobytes(),
            masks,
            strides,
            radices,
            array("Q", words).tobytes(),
            rng.choice([1, 2, 4]),
            rng.randrange(3),
        )
        assert HELPER.level_pass(*args) == level_pass_py(*args)


@needs_helper
@pytest.mark.parametrize("numbering", ["fields", "mixed", "wide"])
def test_the_compiled_pass_is_the_reference_pass_on_levels_of_hundreds(numbering: str) -> None:
    """The compiled pass finds each letter's run of children 64 children at a time, and a
    child's letters a byte of its pool at a time: levels of several hundred pools, with
    bit-field, mixed-radix and two-word numberings."""
    assert HELPER is not None
    rng = random.Random(7)
    code = PoolCode.of(WIDE if numbering == "wide" else ["aabbccddeeffgghh", "iijjkkll"])
    assert code is not None and code.width == (16 if numbering == "wide" else 8)
    if numbering == "mixed":
        radices = tuple(3 for _ in code.radices)
        code = PoolCode(code.letters, tuple(3**i for i in range(len(radices))), radices)
    strides, radices = code.pack(code.strides), bytes(code.radices)
    for k in range(2, 7):
        children = random_level(rng, code, k + 1, 700)
        assert len(children) > 200
        masks = bytes(rng.choice([1, 2, 4, 3, 5]) for _ in children)
        words = code.pack(random_level(rng, code, k, 30))
        mask, seat = rng.choice([1, 2, 4]), rng.randrange(3)
        args = (code.pack(children), masks, strides, radices, words, mask, seat)
        assert HELPER.level_pass(*args) == level_pass_py(*args)


@needs_helper
@pytest.mark.parametrize("seed", range(4))
def test_the_compiled_pass_is_the_reference_pass_past_64_bits(seed: int) -> None:
    """Level by level on random pools of two words each, for one player count and several."""
    assert HELPER is not None
    rng = random.Random(seed)
    code = PoolCode.of(WIDE + ["aaaaaaab", "bbbbbcc"])
    assert code is not None and code.width == 16
    strides, radices = code.pack(code.strides), bytes(code.radices)
    for k in range(1, 8):
        children = random_level(rng, code, k + 1, 60)
        masks = bytes(rng.choice([1, 2, 4, 3, 5]) for _ in children)
        words = code.pack(random_level(rng, code, k, 5))
        mask, seat = rng.choice([1, 2, 4]), rng.randrange(3)
        args = (code.pack(children), masks, strides, radices, words, mask, seat)
        level, got = HELPER.level_pass(*args)
        assert (level, got) == level_pass_py(*args)
        assert list(code.keys(level)) == sorted(code.keys(level)) == sorted(set(code.keys(level)))
        other = bytes(rng.choice([1, 2, 4]) for _ in children)
        side_by_side = bytes(x for pair in zip(masks, other) for x in pair)
        both = HELPER.level_passes(
            args[0], side_by_side, strides, radices, words, bytes([mask, 2]), bytes([seat, 1])
        )
        alone = level_pass_py(args[0], other, strides, radices, words, 2, 1)
        assert both == (level, bytes(x for pair in zip(got, alone[1]) for x in pair))


@needs_helper
@pytest.mark.parametrize("wide", [False, True])
def test_a_level_of_many_more_parents_than_children_is_made_whole(wide: bool) -> None:
    """The pass writes a level into bytes objects of twice its children's pools and 16 more;
    past that it copies them into buffers of its own: one child of 26 letters and two words
    have 26 parents, of one rule and of several, and of every height."""
    assert HELPER is not None
    letters = "abcdefghijklmnopqrstuvwxyz"
    code = PoolCode.of([letters] + (WIDE if wide else []))
    assert code is not None and code.width == (16 if wide else 8)
    strides, radices = code.pack(code.strides), bytes(code.radices)
    (child,) = code.numbers([letters], 26)
    words = code.pack(sorted(code.numbers([letters[1:], letters[:-1]], 25)))
    args = (code.pack([child]), b"\x02", strides, radices, words, 1, 1)
    level, masks = HELPER.level_pass(*args)
    assert (level, masks) == level_pass_py(*args)
    assert len(code.keys(level)) == 26
    rules = (args[0], b"\x02\x01", strides, radices, words, b"\x01\x04", b"\x01\x02")
    assert HELPER.level_passes(*rules) == level_passes_py(*rules)
    # heights: a word's is its word mask (0 here), another's one more than its child's 2
    heights = bytes(0 if p in code.keys(words) else 3 for p in code.keys(level))
    assert HELPER.level_pass(*args[:5], 0, 0, True) == (level, heights)


def _into(
    made: list[tuple[bytes, bytes]],
    fn: Callable[..., tuple[bytes, bytes]],
    args: tuple[object, ...],
) -> None:
    made.append(fn(*args))


@needs_helper
def test_a_wide_pool_whose_low_word_is_all_ones_is_made() -> None:
    """The pass takes wide pools a high word at a time and marks the streams past it with a
    low word of all ones, which a pool may have too: 7 of each of 21 letters and one more,
    made from children of that high word and of the next, and a word."""
    assert HELPER is not None
    letters = "abcdefghijklmnopqrstuv"
    code = PoolCode.of([x * 7 for x in letters])
    assert code is not None and code.width == 16
    full = "".join(x * 7 for x in letters[:-1]) + "v"
    (top,) = code.numbers([full], len(full))
    assert top == 2**64 - 1  # its high word 0, its low word all ones
    strides, radices = code.pack(code.strides), bytes(code.radices)
    children = sorted(code.numbers(["ab", "bc"], 2) + code.numbers([full + "v"], len(full) + 1))
    children += code.numbers(["vvv"], 3)  # the next high word
    words = code.pack(sorted(code.numbers(["vv"], 2) + [top]))
    for word_mask in (1, 2):
        args = (code.pack(children), b"\x01\x02\x04\x01", strides, radices, words, word_mask, 1)
        # a pass that takes such a pool for a stream's end never ends: on a thread of its
        # own (the pass lets go of the interpreter), so that it fails here rather than hangs
        made: list[tuple[bytes, bytes]] = []
        run = Thread(target=_into, args=(made, HELPER.level_pass, args), daemon=True)
        run.start()
        run.join(60)
        assert made, "the pass did not end"
        level, masks = made[0]
        assert (level, masks) == level_pass_py(*args)
        # a, b and c; vv; and the big child's 22 parents, top among them
        assert top in code.keys(level) and len(code.keys(level)) == 26


@needs_helper
def test_the_absent_pools_are_counted_for_each_rule() -> None:
    """Eight bytes at a time, counted in a byte a place and emptied every 255 rounds: every
    number of rules, levels of a few pools and of more than 255 rounds, long runs of ABSENT
    and of masks with their high bit set."""
    assert HELPER is not None
    rng = random.Random(5)
    for rules in range(1, 9):
        for pools in (0, 1, 7, 300, 2100, 9000):
            masks = bytes(rng.choice([0, 0, 1, 2, 4, 128, 255]) for _ in range(rules * pools))
            expected = tuple(masks[r::rules].count(0) for r in range(rules))
            assert HELPER.absent_counts(masks, rules) == expected
        assert HELPER.absent_counts(bytes(rules * 5000), rules) == (5000,) * rules
        assert HELPER.absent_counts(b"\x80" * rules * 5000, rules) == (0,) * rules
    for rules in (1, 3, 6, 8):
        masks = bytes(rng.choice([0, 0, 1, 2, 4]) for _ in range(rules * 300))
        expected = tuple(masks[r::rules].count(0) for r in range(rules))
        assert HELPER.absent_counts(masks, rules) == expected
        assert pool_levels._absent_counts(None, (masks[:rules], masks[rules:]), rules) == list(
            expected
        )
    with pytest.raises(ValueError):
        HELPER.absent_counts(b"\x00" * 5, 2)


@needs_helper
def test_the_compiled_pass_refuses_arrays_that_do_not_fit() -> None:
    assert HELPER is not None
    strides, radices = array("Q", [1, 4]).tobytes(), bytes([4, 4])
    children = array("Q", [5, 6]).tobytes()
    with pytest.raises(ValueError):
        HELPER.level_pass(children, b"\x01", strides, radices, b"", 1, 0)  # a mask short
    with pytest.raises(ValueError):
        HELPER.level_pass(children, b"\x01\x01", array("Q", [1, 5]).tobytes(), radices, b"", 1, 0)
    # two words a pool: only bit fields, and a child of one word more
    wide = array("Q", [1, 0, 4, 0]).tobytes()
    with pytest.raises(ValueError):
        HELPER.level_pass(array("Q", [5, 0]).tobytes(), b"\x01", wide, bytes([4, 3]), b"", 1, 0)
    with pytest.raises(ValueError):
        HELPER.level_pass(array("Q", [5, 0, 6]).tobytes(), b"\x01", wide, radices, b"", 1, 0)


def test_pools_past_128_bits_have_no_number() -> None:
    """Each letter's digit is a bit field while they fit in 64 bits, then a mixed radix; past
    that, bit fields in two words; past 128 bits, no numbering: the pass over every pool
    cannot take them (the analysis then takes the set passes), the pass over shared pools,
    which numbers none, can."""
    fields = PoolCode.of(["aaab", "bc"])
    assert fields is not None and fields.radices == (4, 2, 2) and fields.strides == (1, 4, 8)
    assert fields.width == 8
    # 22 letters up to 7 copies: 66 bits as fields, 22 * log2(7) = 62 bits as a radix
    letters = "abcdefghijklmnopqrstuv"
    mixed = PoolCode.of([x * 6 for x in letters])
    assert mixed is not None and set(mixed.radices) == {7} and mixed.width == 8
    wide = PoolCode.of([x * 7 for x in letters])  # 22 * 3 bits, and 8 ** 22 = 2 ** 66
    assert wide is not None and set(wide.radices) == {8} and wide.width == 16
    many = letters + "абвгдежзийклмнопрстуфх"  # 44 letters: 132 bits as fields
    assert PoolCode.of([x * 7 for x in many]) is None
    pools = [x * 7 for x in many] + ["aaabbb", "bbbccc"]
    assert analyse_pools(pools, ANAGHOST, 2, level_pass=level_pass_py) is None
    if HELPER is not None:
        assert analyse_pools(pools, ANAGHOST, 2) == analyse_levels(pools, ANAGHOST, 2)


@needs_helper
def test_pools_past_64_bits_are_estimated_as_packed_in_two_words() -> None:
    """The table shares its groups by cost and refuses what would not fit: pools of two
    words take the compiled passes, and a word more a pool."""
    from ghost_gui.core.solving import budget

    one, two = budget.estimate(["aab", "abc"], ANAGHOST), budget.estimate(WIDE, ANAGHOST)
    assert one is not None and one.packed
    assert one.graph_bytes == one.fragments * budget.PACKED_GRAPH_BYTES
    assert two is not None and two.packed
    assert two.graph_bytes == two.fragments * (budget.PACKED_GRAPH_BYTES + budget.WIDE_POOL_BYTES)
