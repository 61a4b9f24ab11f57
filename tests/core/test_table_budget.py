"""The summary table weighs its memory before any work, as ``analyze`` and ``card`` do: a
list whose Super variants' game graphs would take more than allowed is refused at once, in
one sentence naming the limit, and one whose two graphs at once would not fit is worked
out in one process."""

from __future__ import annotations

import os
import random
import subprocess
import sys
from pathlib import Path

import pytest

from ghost_gui.core.analysis import summary
from ghost_gui.core.errors import TooLargeError
from ghost_gui.core.solving.budget import MEMORY_LIMIT, TABLE_GRAPH_BYTES, table_fit

from .shared import needs_pool_pass

ROOT = Path(__file__).resolve().parents[2]
LETTERS = bytes(range(ord("a"), ord("z") + 1))


def random_words(count: int, length: int, seed: int = 1) -> list[str]:
    """``count`` words of ``length`` random letters (they share few infixes)."""
    raw = random.Random(seed).randbytes(count * length).translate(bytes(LETTERS * 10)[:256])
    text = raw.decode("ascii")
    return [text[i : i + length] for i in range(0, len(text), length)]


def test_a_table_of_a_million_random_words_is_refused_at_once(tmp_path: Path) -> None:
    words = tmp_path / "million.txt"
    words.write_text("\n".join(random_words(1_000_000, 8)) + "\n")
    env = dict(os.environ, GHOST_CACHE_DIR=str(tmp_path / "c"), PYTHONPATH=str(ROOT))
    r = subprocess.run(
        [sys.executable, "-m", "ghost_gui", "table", str(words)],
        capture_output=True,
        text=True,
        env=env,
        cwd=ROOT,
        timeout=600,
    )
    assert r.returncode == 2, r.stderr
    assert r.stdout == "" and r.stderr.count("\n") == 1, r.stderr
    assert r.stderr.startswith("error: SuperGhost with this word list has about ")
    assert "more than the 4 GB allowed" in r.stderr


def test_a_real_list_keeps_its_second_process() -> None:
    words = [w + s for w in ("nation", "station", "relation") for s in ("", "s", "al", "ally")]
    assert table_fit(words, 2) == 2


def test_two_groups_at_once_that_would_not_fit_run_one_after_the_other() -> None:
    words = random_words(20_000, 8)
    infixes = len({w[i:j] for w in words for i in range(8) for j in range(i + 1, 9)})
    one = infixes * TABLE_GRAPH_BYTES
    assert table_fit(words, 2, limit=int(one * 1.5)) == 1
    with pytest.raises(TooLargeError) as refused:
        table_fit(words, 2, limit=one // 2)
    # the estimate is near the truth for words that share little
    assert infixes <= refused.value.fragments <= 1.3 * infixes
    assert refused.value.limit == one // 2


def test_the_window_s_table_is_refused_before_any_work(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    words = tmp_path / "words.txt"
    words.write_text("\n".join(random_words(2_000, 8)) + "\n")
    monkeypatch.setattr(summary.Workbench, "lexicon", lambda *a: pytest.fail("a lexicon was built"))
    monkeypatch.setattr("ghost_gui.core.solving.budget.MEMORY_LIMIT", 1024)
    with pytest.raises(TooLargeError):
        summary.summary_table(words, use_cache=False, processes=2)
    assert MEMORY_LIMIT == 4 * 1024**3


def test_the_table_builds_no_anaghost_graph_past_half_the_limit(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """Two processes work at once: a group's graph may take half of what one piece of work
    may, else its rows say who wins without card sizes (the Russian nouns' ~4 GB graph)."""
    from ghost_gui.core.analysis.results import Workbench
    from ghost_gui.core.analysis.summary_rows import graph_fits
    from ghost_gui.core.solving.budget import Estimate

    path = tmp_path / "w.txt"
    path.write_text("cat\nact\ntack\n", encoding="utf-8")
    bench = Workbench(path, use_cache=False)
    for graph_bytes, fits in ((MEMORY_LIMIT // 2, True), (MEMORY_LIMIT // 2 + 1, False)):
        found = Estimate(1, 1, graph_bytes, True)
        monkeypatch.setattr(bench, "pool_estimate", lambda _m, found=found: found)
        assert graph_fits(bench, "anaghost", 3) is fits
    assert graph_fits(bench, "super", 3)  # only Anaghost's graph can outgrow a laptop


@needs_pool_pass
@pytest.mark.parametrize(
    ("name", "pools"), [("russian-nouns.txt", 58_833_126), ("german-family.txt", 66_457_181)]
)
def test_the_pools_of_lists_of_long_words_are_not_underestimated(name: str, pools: int) -> None:
    """The Russian nouns and the German family list (its long compounds) keep one pool in
    3.2 of the bound, English lists one in 8: the estimate, measured on pools drawn from the
    bound, must not be below the pools the compiled pass makes, nor far above. The German
    list's was once taken for 30 million: the table built two graphs of 3 GB each and took
    70 s."""
    from ghost_gui.core.play.variants import variant_by_key
    from ghost_gui.core.solving.budget import estimate
    from ghost_gui.core.words.wordlist import load_word_list
    from ghost_gui.paths import wordlist_path

    words = [w for w in load_word_list(wordlist_path(name)).words if len(w) >= 3]
    found = estimate(words, variant_by_key("anaghost"))
    assert found is not None and found.packed and found.share is not None
    assert pools <= found.fragments <= 1.3 * pools
    assert found.graph_bytes > MEMORY_LIMIT // 2  # the table's rows go without card sizes
    assert estimate(words, variant_by_key("anaghost")) == found  # the same pools drawn
    # another minimum length's share stands: not measured again
    again = estimate(words, variant_by_key("anaghost"), share=found.share / 2)
    assert again is not None and abs(again.fragments - found.fragments / 2) <= 1


@needs_pool_pass
def test_the_share_is_measured_only_where_the_bound_does_not_settle_it(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """An analysis whose every pool counted as if no two words shared one still fits is not
    measured; past that the pools are drawn, and a graph that would not fit is refused."""
    from ghost_gui.core.play.variants import variant_by_key
    from ghost_gui.core.solving import budget

    anaghost = variant_by_key("anaghost")
    words = random_words(300, 12)
    drawn: list[int] = []
    real = budget._held_once
    monkeypatch.setattr(budget, "_held_once", lambda pools: drawn.append(1) or real(pools))
    monkeypatch.setattr(budget, "MEMORY_LIMIT", 1_000_000)  # the bound past half of it
    bound = sum(budget.bounded(words).values())
    assert budget._packed_width({"".join(sorted(w)) for w in words}) == 8  # 12 bytes a pool
    fits = (bound + 1) * budget._per_pool(8, 1, graph=False)
    budget.check_fits(words, anaghost, graph=False, limit=fits)
    assert drawn == []
    found = budget.estimate(words, anaghost)
    assert drawn == [1] and found is not None and found.share is not None
    # random letters share few pools: the share is near one, the margin on top
    assert 0.5 * bound < found.fragments <= budget.SAMPLED_MARGIN * bound + 1
    with pytest.raises(TooLargeError):
        budget.check_fits(words, anaghost, graph=True, limit=found.graph_bytes - 1)


def test_the_workbench_counts_the_pools_once_for_both_minimum_lengths(tmp_path: Path) -> None:
    """A larger minimum length's pools are those of the smaller one's as long or longer: its
    estimate is the one made from its own words."""
    from ghost_gui.core.analysis.results import Workbench
    from ghost_gui.core.play.variants import variant_by_key
    from ghost_gui.core.solving import budget

    words = random_words(400, 5) + random_words(400, 3, seed=2) + random_words(300, 9, seed=3)
    path = tmp_path / "words.txt"
    path.write_text("\n".join(words) + "\n", encoding="utf-8")
    bench = Workbench(path, use_cache=False)
    three, four = bench.pool_estimate(3), bench.pool_estimate(4)
    anaghost = variant_by_key("anaghost")
    for m, got in ((3, three), (4, four)):
        alone = budget.estimate(bench.lexicon(m).sorted_words, anaghost, share=three.share)
        assert got == alone
    assert four.fragments < three.fragments  # the three-letter words' pools left out


def test_the_estimate_is_kept_in_the_cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A new game of Anaghost measures its list's pools before any work: the next one, in
    another process, reads the estimate from the cache instead (the large English list's
    0.7 s); an entry that holds something else is measured again and replaced."""
    from ghost_gui.core.analysis.results import Workbench
    from ghost_gui.core.solving import budget
    from ghost_gui.core.storage import cache

    monkeypatch.setenv("GHOST_CACHE_DIR", str(tmp_path / "c"))
    monkeypatch.setattr(budget, "MEMORY_LIMIT", 1_000_000)  # the share measured: the bound past it
    words = random_words(300, 12)
    path = tmp_path / "words.txt"
    path.write_text("\n".join(words) + "\n", encoding="utf-8")
    made = Workbench(path).pool_estimate(4)
    assert made.share is not None
    measured: list[int] = []
    real = budget.bounded
    monkeypatch.setattr(budget, "bounded", lambda w: measured.append(1) or real(w))
    assert Workbench(path).pool_estimate(4) == made and measured == []
    assert Workbench(path, use_cache=False).pool_estimate(4) == made and measured == [1]
    bench = Workbench(path)
    key = bench._list_key("pool-estimate", 4, *budget.estimate_key())
    assert key is not None
    cache.store_cached(*key, ("not", "an estimate"))
    assert bench.pool_estimate(4) == made and measured == [1, 1]
    assert cache.load_cached(*key) == made
    # another budget is another entry
    monkeypatch.setattr(budget, "SAMPLES", budget.SAMPLES + 1)
    assert Workbench(path).pool_estimate(4).share is not None and measured == [1, 1, 1]


@needs_pool_pass
def test_the_compiled_bound_and_sample_are_the_pythons(monkeypatch: pytest.MonkeyPatch) -> None:
    """pool_holders gives each pool's count of pools inside it and, for each letter and
    count, the pools that have that many or more, as the Python does; so the bound and the
    share drawn are the same either way, Russian letters, letters past 0xffff and repeated ones too."""
    from ghost_gui.core.solving import budget, pool_levels

    rng = random.Random(7)
    for alphabet in ("abcde", "абвгдеёжзий", "ab", "a\U0001d51e\U0001d51fé"):
        words = ["".join(rng.choices(alphabet, k=rng.randint(1, 9))) for _ in range(300)]
        pools = sorted({"".join(sorted(w)) for w in words})
        found = budget._compiled_holders(pools)
        assert found is not None
        sizes, holders = found
        assert sizes == [budget._sub_pools(p) for p in pools]
        assert holders == budget._holders_of(list(map(budget._counts, pools)), len(pools))
        compiled = budget.bounded(words), budget._held_once(budget.bounded(words))
        with monkeypatch.context() as m:
            m.setattr(pool_levels, "compiled", lambda: None)
            assert budget._compiled_holders(pools) is None
            assert (budget.bounded(words), budget._held_once(budget.bounded(words))) == compiled


@needs_pool_pass
def test_a_pool_past_64_bits_of_pools_is_counted_in_python() -> None:
    """A pool of 64 different letters holds 2**64 pools: past the compiled int64, so its
    count is the Python's, exact; so are a list's of more than 64 letters."""
    from ghost_gui.core.solving import budget, pool_levels

    letters = "".join(map(chr, range(0x100, 0x140)))
    assert budget._compiled_holders([letters]) is None
    assert budget.bounded([letters[::-1]]) == {letters: 2**64}
    # and more than 64 letters, which the compiled pass does not take
    assert budget._compiled_holders([letters, "ab"]) is None
    assert budget.bounded([letters, "ba"]) == {letters: 2**64, "ab": 4}
    helper = pool_levels.compiled()
    assert helper is not None
    with pytest.raises(ValueError, match="not in letters"):
        helper.pool_holders("abc", "ab")
    with pytest.raises(ValueError, match="not sorted"):
        helper.pool_holders("ab", "ba")
    assert helper.pool_holders("", "ab") == (b"", [[], []])
