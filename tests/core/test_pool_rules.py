"""Anaghost's rules in one pass (:func:`ghost_gui.core.solving.pool_levels.analyse_pool_rules`):
minimum lengths 3 and 4 and 2-4 players share the level passes, a pool of a larger minimum
length's game ABSENT where only shorter words hold it; each rule's answer must be the one
its own analysis gives: who loses, the winning first letters and the number of pools."""

from __future__ import annotations

import random
import sys
from array import array
from collections.abc import Iterator
from functools import partial
from pathlib import Path
from types import SimpleNamespace

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from ghost_gui.core.analysis import summary_rows
from ghost_gui.core.analysis.results import Workbench
from ghost_gui.core.analysis.summary import summary_table
from ghost_gui.core.analysis.summary_rows import analyse_together
from ghost_gui.core.errors import Cancelled
from ghost_gui.core.play.variants import Anaghost, pool_of, variant_by_key
from ghost_gui.core.solving import levels, pool_levels, shared_pools
from ghost_gui.core.solving.pool_levels import (
    ABSENT,
    PoolCode,
    analyse_pool_rules,
    analyse_pools,
    level_pass_py,
    level_passes_py,
)

from .shared import POOL_PASS, needs_pool_pass, random_level

ANAGHOST = variant_by_key("anaghost")


class AntiAnaghost(Anaghost):
    """Anaghost where completing a word wins: no such variant is played, but the pass takes
    any rule of who loses at a word."""

    completing_wins = True


RULES = [(m, p) for m in (3, 4) for p in (2, 3, 4)]
SETTINGS = settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])
#: with "xyz" and "wwv" now and then: three-letter words in no longer word's pool
WORDS = st.lists(st.text(alphabet="abcde", min_size=2, max_size=6), min_size=1, max_size=12)
WIDE = [x * 3 for x in "абвгдежзийклмнопрстуфхцчшщъыьэюяё"]


def _alone(words: list[str], variant: Anaghost, rules: list[tuple[int, int]], passes: object):
    """Each rule's own analysis, or None where it counts no word."""
    out = []
    for m, p in rules:
        pools = {pool_of(w) for w in words if len(w) >= m}
        out.append(analyse_pools(pools, variant, p, level_pass=passes) if pools else None)  # type: ignore[arg-type]
    return out


@pytest.mark.parametrize("variant", [ANAGHOST, AntiAnaghost()], ids=["ana", "anti-ana"])
@SETTINGS
@given(
    words=WORDS, apart=st.sampled_from([[], ["xyz"], ["xyz", "wwv", "abcd"]]), wide=st.booleans()
)
def test_one_pass_for_every_rule_is_each_rule_alone(
    variant: Anaghost, words: list[str], apart: list[str], wide: bool
) -> None:
    words = words + apart + (WIDE if wide else [])
    rules = [r for r in RULES if any(len(w) >= r[0] for w in words)]
    if not rules:
        return
    pools = {pool_of(w) for w in words}
    expected = _alone(words, variant, rules, level_pass_py)
    assert analyse_pool_rules(pools, variant, rules, level_passes=level_passes_py) == expected
    if POOL_PASS is not None:
        assert _alone(words, variant, rules, None) == expected
        assert analyse_pool_rules(pools, variant, rules) == expected
        with pytest.MonkeyPatch.context() as patch:  # every level in two halves, two threads
            patch.setattr(shared_pools, "_HALVES_FROM", 1)
            assert analyse_pool_rules(pools, variant, rules) == expected
            # the compiled pass over every pool, as for words past 32 letters
            patch.setattr(pool_levels, "LONGEST", 0)
            assert analyse_pool_rules(pools, variant, rules) == expected
            patch.setattr(pool_levels, "_HALVES_FROM", 1)
            for split in (0.0, 0.45, 0.99):
                patch.setattr(pool_levels, "_SPLIT", split)
                assert analyse_pool_rules(pools, variant, rules) == expected


def test_a_three_letter_word_in_no_longer_word_is_no_pool_of_the_longer_rules() -> None:
    """ "xyz" and its pools are in the game of minimum length 3 only: its first letters are
    no winning first letters of 4 (their mask ABSENT, 0, is no "seat 0 does not lose"), and
    they are not counted there."""
    words = ["xyz", "abcd", "abce"]
    rules = [(3, 2), (4, 2), (3, 3), (4, 3)]
    got = analyse_pool_rules(
        {pool_of(w) for w in words}, ANAGHOST, rules, level_passes=level_passes_py
    )
    assert got == _alone(words, ANAGHOST, rules, level_pass_py)
    assert got is not None
    for (m, _), (_, first, count) in zip(rules, got):
        if m == 4:
            assert not set(first) & set("xyz")
        # the 24 sub-multisets of abcd and abce, the empty one included; min 3 adds xyz's 7
        assert count == 24 + (7 if m == 3 else 0)
    if POOL_PASS is not None:
        assert analyse_pool_rules({pool_of(w) for w in words}, ANAGHOST, rules) == got


def test_a_rule_without_counting_words_is_refused() -> None:
    from ghost_gui.core.errors import NoCountingWordsError

    with pytest.raises(NoCountingWordsError):
        analyse_pool_rules({"abc"}, ANAGHOST, [(3, 2), (4, 2)], level_passes=level_passes_py)


@needs_pool_pass
@pytest.mark.parametrize("seed", range(8))
def test_the_compiled_passes_with_absent_pools_are_the_reference(seed: int) -> None:
    """Level by level on random pools, some children ABSENT for a rule and some rules'
    words no words (their mask ABSENT), pools of one word and of two."""
    assert POOL_PASS is not None
    rng = random.Random(seed)
    for args, _, _ in _random_passes(rng, seed, [ABSENT, ABSENT, 1, 2, 4, 3, 6]):
        assert POOL_PASS.level_passes(*args) == level_passes_py(*args)
        word_masks, seats = args[5:]
        if len(seats) == 1:
            one = (*args[:5], word_masks[0], seats[0])
            assert POOL_PASS.level_pass(*one) == level_pass_py(*one)


def _random_passes(
    rng: random.Random, seed: int, choices: list[int]
) -> Iterator[tuple[tuple[bytes, ...], PoolCode, list[int]]]:
    """A level pass's arguments for k = 1-5 on random pools (one word, or two with an odd
    seed), 1-6 rules, the children's masks drawn from ``choices``; with the numbering and
    the children."""
    code = PoolCode.of(WIDE + ["aaaaaaab", "bbbbbcc"] if seed % 2 else ["aaab", "bcc", "abcdd"])
    assert code is not None
    strides, radices = code.pack(code.strides), bytes(code.radices)
    for k in range(1, 6):
        children = random_level(rng, code, k + 1, 50)
        rules = rng.randrange(1, 7)
        masks = bytes(rng.choice(choices) for _ in range(rules) for _ in children)
        words = code.pack(random_level(rng, code, k, 6))
        word_masks = bytes(rng.choice([ABSENT, 1, 2, 4]) for _ in range(rules))
        seats = bytes(rng.randrange(3) for _ in range(rules))
        yield (
            (code.pack(children), masks, strides, radices, words, word_masks, seats),
            code,
            children,
        )


@needs_pool_pass
@pytest.mark.parametrize("seed", range(8))
def test_a_level_made_in_two_halves_is_the_level_made_whole(seed: int) -> None:
    """The parents below a bound and those from it (any number: a child's, none's, past
    every pool), put together, are the level the pass makes whole: pools, uint64 and wide."""
    assert POOL_PASS is not None
    rng = random.Random(seed)
    for args, code, children in _random_passes(rng, seed, [ABSENT, 1, 2, 4, 3]):
        rules = len(args[6])
        pools, whole = POOL_PASS.level_passes(*args)
        m = len(code.keys(pools))
        for bound in (rng.choice(children), rng.randrange(children[-1] + 2), 0, 1 << 100):
            if bound >= 1 << 8 * code.width:
                continue
            at = code.pack([bound])
            a, am = POOL_PASS.level_passes(*args, b"", at)
            b, bm = POOL_PASS.level_passes(*args, at, b"")
            assert all(p < bound for p in code.keys(a))
            assert all(p >= bound for p in code.keys(b))
            assert a + b == pools
            assert len(am) + len(bm) == m * rules
            assert am + bm == whole  # a pool's masks side by side
    with pytest.raises(ValueError, match="level_pass"):
        POOL_PASS.level_passes(*args, b"\0" * (code.width + 1), b"")
    # the children in two runs, the second all above the first, are read as one
    for args, code, children in _random_passes(rng, seed, [ABSENT, 1, 2, 4, 3]):
        rules, cut = len(args[6]), rng.randrange(len(children) + 1)
        runs = (code.pack(children[:cut]), args[1][: cut * rules])
        second = (code.pack(children[cut:]), args[1][cut * rules :])
        assert POOL_PASS.level_passes(*runs, *args[2:], b"", b"", *second) == (
            POOL_PASS.level_passes(*args)
        )
        if 0 < cut < len(children):
            with pytest.raises(ValueError, match="second run"):
                POOL_PASS.level_passes(*second, *args[2:], b"", b"", *runs)


@pytest.mark.parametrize("failing", ["below", "from"])
def test_an_error_in_either_half_reaches_the_caller(failing: str) -> None:
    """The half below the bound runs on a thread of its own: its error is raised in the
    caller as the other half's is, and the caller waits for the thread either way."""
    calls: list[str] = []

    def level_passes(*args: bytes) -> tuple[bytes, bytes]:
        half = "below" if args[8] else "from"
        calls.append(half)
        if half == failing:
            raise MemoryError(half)
        return b"", b""

    halves = pool_levels._in_halves(SimpleNamespace(level_passes=level_passes), 8)
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(pool_levels, "_HALVES_FROM", 1)
        with pytest.raises(MemoryError, match=failing):
            halves((bytes(16),), (b"\1\1",), b"", b"", b"", b"", b"\2")
    assert sorted(calls) == ["below", "from"]


def test_a_level_is_made_whole_while_the_other_core_is_busy() -> None:
    """While ``busy()`` says the table's second process is at work, a large level is one
    pass in this thread; once it has ended, two halves again."""
    calls: list[int] = []

    def level_passes(*args: bytes) -> tuple[bytes, bytes]:
        calls.append(len(args[7]) + len(args[8]))  # the bounds given: none for a whole level
        return b"", b""

    other = [True]
    halves = pool_levels._in_halves(SimpleNamespace(level_passes=level_passes), 8, lambda: other[0])
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(pool_levels, "_HALVES_FROM", 1)
        level = ((bytes(16),), (b"\1\1",), b"", b"", b"", b"", b"\2")
        assert halves(*level) == ((b"",), (b"",)) and calls == [0]
        other[0] = False
        calls.clear()
        assert len(halves(*level)[0]) == 2 and sorted(calls) == [8, 8]


def test_the_reference_keeps_an_absent_word_without_children() -> None:
    """A word that is none for the rule and has no child there: a pool of the level, ABSENT."""
    strides, radices = array("Q", [1, 4]).tobytes(), bytes([4, 4])
    word = array("Q", [1 + 4]).tobytes()  # "ab"
    assert level_pass_py(b"", b"", strides, radices, word, ABSENT, 0) == (word, bytes([ABSENT]))


#: "tea", "eat" and "ate" are in no longer word's pool: the pools of "aet" are minimum 3's only
TABLE_WORDS = "cat act tack tacks attic static tea eat ate stack cast bats tabs stab".split()


def _table_file(tmp_path: Path) -> Path:
    path = tmp_path / "words.txt"
    path.write_text("\n".join(TABLE_WORDS) + "\n", encoding="utf-8")
    return path


@pytest.fixture
def too_large(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """The table's list, whose Anaghost graphs are taken not to fit."""
    monkeypatch.setattr(summary_rows, "graph_fits", lambda b, v, m: not variant_by_key(v).pool)
    return _table_file(tmp_path)


@needs_pool_pass
@pytest.mark.parametrize("use_cache", [False, True])
def test_the_workbench_keeps_each_rule_of_one_pass(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, use_cache: bool
) -> None:
    """Worked out together, each rule's analysis is the one it has alone, and asking for
    it works nothing out again (with the cache: not in a new Workbench either)."""
    monkeypatch.setenv("GHOST_CACHE_DIR", str(tmp_path / "cache"))
    path = _table_file(tmp_path)
    alone = {
        (m, n): Workbench(path, use_cache=False).analysis("anaghost", m, n)[1] for m, n in RULES
    }
    bench = Workbench(path, use_cache=use_cache)
    assert analyse_together(bench, "anaghost", RULES) == RULES
    assert analyse_together(bench, "anaghost", RULES) == []  # known already
    monkeypatch.setattr(levels, "analyse", lambda *a, **k: pytest.fail("worked out again"))
    for m, n in RULES:
        assert bench.analysis("anaghost", m, n)[1] == alone[m, n]
        if use_cache:
            assert Workbench(path).analysis("anaghost", m, n)[1] == alone[m, n]


@needs_pool_pass
def test_the_tables_too_large_anaghost_groups_take_one_pass(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A list whose Anaghost graphs would not fit: its six rows are the analyses each rule
    has alone, from one pass for both minimum lengths and every player count."""
    path = _table_file(tmp_path)
    alone = {
        (m, n): Workbench(path, use_cache=False).analysis("anaghost", m, n)[1] for m, n in RULES
    }
    monkeypatch.setattr(summary_rows, "graph_fits", lambda b, v, m: not variant_by_key(v).pool)
    passes: list[object] = []
    real, real_analyse = levels.analyse_pool_group, levels.analyse
    monkeypatch.setattr(
        levels, "analyse_pool_group", lambda *a, **k: passes.append(a) or real(*a, **k)
    )
    monkeypatch.setattr(
        levels,
        "analyse",
        lambda w, v, *a, **k: pytest.fail("alone") if v.pool else real_analyse(w, v, *a, **k),
    )
    done: list[float] = []
    rows = summary_table(path, use_cache=False, progress=done.append)
    assert len(passes) == 1
    got = {
        (r.analysis.min_length, r.analysis.players): r
        for r in rows
        if r.analysis.variant == "anaghost"
    }
    assert {k: r.analysis for k, r in got.items()} == alone
    assert all(r.too_large and r.card_sizes == () for r in got.values())
    assert done == sorted(done) and done[-1] == 1.0


@needs_pool_pass
@pytest.mark.skipif(sys.platform == "win32", reason="no second process under Wine")
def test_the_shared_pass_keeps_to_one_thread_while_the_second_process_works(
    too_large: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    busy: list[object] = []
    real = levels.analyse_pool_group

    def watched(*a: object, **k: object) -> object:
        busy.append(k["busy"])
        return real(*a, **k)  # type: ignore[arg-type]

    monkeypatch.setattr(levels, "analyse_pool_group", watched)
    summary_table(too_large, use_cache=False, processes=2)
    (asked,) = busy
    assert callable(asked) and asked() is False  # the second process has ended by now
    summary_table(too_large, use_cache=False, processes=1)
    assert busy[1] is None


@needs_pool_pass
def test_cancelling_the_shared_pass_cancels_the_table(too_large: Path) -> None:
    asked: list[float] = []

    def cancel() -> bool:  # once the shared pass has begun
        return bool(asked)

    def seen(f: float) -> None:
        asked.append(f)

    bench = Workbench(too_large, use_cache=False)
    with pytest.raises(Cancelled):
        analyse_together(bench, "anaghost", RULES, cancel, seen)
    assert bench.shared_analyses == {}


@needs_pool_pass
def test_each_rule_more_in_one_pass_is_a_mask_byte_a_pool_more() -> None:
    from ghost_gui.core.solving import budget

    one, six = budget.estimate(WIDE, ANAGHOST), budget.estimate(WIDE, ANAGHOST, 6)
    assert one is not None and six is not None and six.fragments == one.fragments
    assert six.analysis_bytes == one.analysis_bytes + 5 * budget.PACKED_RULE_BYTES * one.fragments
    assert six.graph_bytes == one.graph_bytes


@pytest.mark.parametrize("graph", [False, True])
@pytest.mark.parametrize("rules", [1, 6])
def test_a_kept_estimate_decides_as_one_made_again(graph: bool, rules: int) -> None:
    from ghost_gui.core.errors import TooLargeError
    from ghost_gui.core.solving import budget

    found = budget.estimate(WIDE, ANAGHOST, rules)
    assert found is not None
    needed = found.graph_bytes if graph else found.analysis_bytes
    kept = budget.estimate(WIDE, ANAGHOST)
    assert kept is not None
    for limit in (needed - 1, needed):
        outcomes = []
        for known in (None, lambda: kept):
            try:
                budget.check_fits(
                    WIDE, ANAGHOST, graph=graph, limit=limit, rules=rules, known=known
                )
                outcomes.append(None)
            except TooLargeError as exc:
                outcomes.append(str(exc))
        assert outcomes[0] == outcomes[1]
        assert (outcomes[0] is None) == (limit == needed)

    def never() -> budget.Estimate:
        raise AssertionError("the quick bound settles it")

    budget.check_fits(WIDE, ANAGHOST, graph=graph, rules=rules, known=never)


def test_the_too_large_anaghost_groups_are_costed_as_one_pass(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The table shares its groups between two processes by cost: Anaghost's graph-free
    groups, one pass for both, weigh that pass together, not a pass each."""
    from ghost_gui.core.solving.budget import MEMORY_LIMIT, Estimate

    bench = Workbench(_table_file(tmp_path), use_cache=False)
    big = Estimate(10_000_000, 1, MEMORY_LIMIT, True)  # a graph past half the limit
    monkeypatch.setattr(bench, "pool_estimate", lambda _m: big)
    both = sum(summary_rows.group_cost(bench, "anaghost", m) for m in (3, 4))
    assert both == pytest.approx(summary_rows._SHARED_PASS_SECONDS_PER_MILLION * 10)
    fits = Estimate(10_000_000, 1, 1, True)
    monkeypatch.setattr(bench, "pool_estimate", lambda _m: fits)
    assert summary_rows.group_cost(bench, "anaghost", 3) > both  # its graph, cards and all


@needs_pool_pass
def test_the_shared_pass_carries_its_groups_whole_share_of_the_progress(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The first Anaghost group whose graph is too large does the pass for both: the bar
    gives it both groups' share, not a jump once it is done."""
    from ghost_gui.core.analysis import summary

    path = _table_file(tmp_path)
    too_large = lambda b, v, m: not variant_by_key(v).pool
    monkeypatch.setattr(summary_rows, "graph_fits", too_large)
    monkeypatch.setattr(summary, "graph_fits", too_large)
    bench = Workbench(path, use_cache=False)
    order = summary.work_order()
    weight = summary.progress_weights(bench, order)
    ana = [gr for gr in order if gr[0] == "anaghost"]
    costs = [summary_rows.group_cost(bench, *gr) for gr in ana]
    assert weight[ana[0]] == pytest.approx(sum(costs))
    assert weight[ana[1]] == 0.0
    # the bar after the shared pass: all of the work before it, and the pass's whole share
    told: list[float] = []
    summary_table(path, use_cache=False, progress=told.append)
    before = sum(weight[gr] for gr in order[: order.index(ana[0])])
    after_pass = (before + weight[ana[0]]) / sum(weight.values())
    assert any(abs(f - after_pass) < 1e-9 for f in told)
    assert told == sorted(told) and told[-1] == 1.0


@needs_pool_pass
def test_the_pass_over_every_pool_reports_the_pools_made_against_the_estimate() -> None:
    """Told how many pools to expect, the pass over every pool (the one taken for words past
    32 letters) reports the share of them made after each level (its largest levels a sixth
    of all the pools, its first few a handful: by levels, the Russian nouns' bar went to a
    quarter at once and from 84 % to the end in one step), never past 0.97 before the
    caller's end, and never back."""
    assert POOL_PASS is not None
    rng = random.Random(4)
    pools = {pool_of("".join(rng.choices("abcdefgh", k=rng.randint(3, 9)))) for _ in range(200)}
    rules = [(3, 2), (3, 3), (4, 2)]
    every = partial(analyse_pool_rules, pools, ANAGHOST, rules, level_passes=POOL_PASS.level_passes)
    by_levels: list[float] = []
    plain = every(progress=by_levels.append)
    assert plain is not None and plain == analyse_pool_rules(pools, ANAGHOST, rules)
    total = plain[0][2]  # the rule of minimum 3 counts every pool, the empty one too
    for expected, last in ((total, 0.97), (2 * total, 0.5)):
        told: list[float] = []
        found = every(progress=told.append, expected=expected)
        assert found == plain
        assert told[0] == 0.0 and told == sorted(told) and len(told) == len(by_levels) + 1
        assert told[-1] == pytest.approx(last)
        assert told[1] < by_levels[1] / 2  # the longest words' pools: a few


@needs_pool_pass
def test_the_pass_over_shared_pools_reports_the_walk_then_the_pools_made() -> None:
    """The walk first (a share of its own), then after each level the share of the shared
    pools made, never back and never past 0.97: the caller reports the end."""
    rng = random.Random(4)
    pools = {pool_of("".join(rng.choices("abcdefgh", k=rng.randint(3, 9)))) for _ in range(200)}
    told: list[float] = []
    analyse_pool_rules(pools, ANAGHOST, [(3, 2), (4, 3)], progress=told.append)
    longest = max(map(len, pools))
    assert told[0] == 0.0 and told[1] == shared_pools._WALK_SHARE
    assert told == sorted(told) and len(told) >= longest and told[-1] == pytest.approx(0.97)
