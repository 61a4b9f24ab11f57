"""The summary table (issue 29): the Super variants' card sizes counted on node ids equal the
cards' own ``decisions`` (random vocabularies, 2-4 players, and every Super row of the
family list), the rows equal an analysis and a card per cell, and ``on_row`` tells every row
first without its card sizes, the current rules' first and Ghost and Anti-Ghost before the
Super variants."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from ghost_gui.core.analysis import summary
from ghost_gui.core.analysis.results import Workbench
from ghost_gui.core.analysis.summary import (
    progress_weights,
    shared_units,
    summary_table,
    work_order,
)
from ghost_gui.core.analysis.summary_rows import (
    TABLE_MIN_LENGTHS,
    TABLE_PLAYERS,
    SummaryRow,
    group_cost,
    table_place,
)
from ghost_gui.core.analysis.table_part import PART_OPTION, PartProcess
from ghost_gui.core.cards.card_sizes import CARD_SIZE_CAP, card_size, tree_card_sizes
from ghost_gui.core.cards.cards import make_card
from ghost_gui.core.errors import Cancelled
from ghost_gui.core.play.variants import INFIX_KEYS, VARIANTS, variant_by_key
from ghost_gui.core.solving.solver import Solver
from ghost_gui.core.words.lexicon import Lexicon
from ghost_gui.core.words.wordlist import word_list_from_words

WORDS = (
    "cat camel cattle gecko goat gerbil zebra tab tabby bat battle bet beta table stable tea team "
    "steam eat beat meat mate tame abet"
).split()


@pytest.fixture
def word_file(tmp_path: Path) -> Path:
    p = tmp_path / "words.txt"
    p.write_text("\n".join(WORDS) + "\n", encoding="utf-8")
    return p


vocabularies = st.lists(st.text(alphabet="abcd", min_size=1, max_size=6), min_size=1, max_size=12)


@pytest.mark.parametrize("variant_key", ["super", "superduper"])
@pytest.mark.parametrize("players", [2, 3, 4])
@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(words=vocabularies, min_length=st.integers(1, 3))
def test_tree_card_sizes_are_the_cards_decisions(
    variant_key: str, players: int, words: list[str], min_length: int
) -> None:
    lx = Lexicon.build(word_list_from_words(words), min_length, use_cache=False)
    if not lx.sorted_words:
        return
    solver = Solver(lx, variant_by_key(variant_key), players, use_cache=False)
    expected = tuple(make_card(solver, seat).decisions for seat in range(players))
    assert tree_card_sizes(solver) == expected


def _slow_table(path: str | Path) -> list[SummaryRow]:
    """The table the plain way: an analysis and every seat's card, cell by cell."""
    rows = []
    for v in VARIANTS:
        for m in TABLE_MIN_LENGTHS:
            bench = Workbench(path, use_cache=False)
            for n in TABLE_PLAYERS:
                a = bench.analysis(v, m, n)[1]
                rows.append(
                    SummaryRow(a, tuple(card_size(bench.card(v, m, n, s)[1]) for s in range(n)))
                )
    return rows


def test_the_table_is_an_analysis_and_the_cards_per_cell(
    word_file: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("GHOST_CACHE_DIR", str(tmp_path / "cache"))
    told: list[tuple[tuple[int, int, int], SummaryRow]] = []
    rows = summary_table(
        word_file, use_cache=False, first=("super", 4, 3), on_row=lambda p, r: told.append((p, r))
    )
    assert rows == _slow_table(word_file)
    places = [
        table_place(r.analysis.variant, r.analysis.min_length, r.analysis.players) for r in rows
    ]
    assert places == sorted(places) and len(rows) == len(VARIANTS) * 2 * 3
    # every row twice: first its answer alone, then with its card sizes
    assert len(told) == 2 * len(rows)
    for place, row in told:
        if row.card_sizes:
            assert (place, SummaryRow(row.analysis, ())) in told[: told.index((place, row))]
    # the current rules first, then the cheap variants, then the Super ones
    assert told[0][0] == table_place("super", 4, 3) and told[0][1].card_sizes == ()
    variants = [r.analysis.variant for _, r in told[6:]]  # after the rest of its group
    first_super = min(i for i, v in enumerate(variants) if v in ("super", "superduper"))
    assert set(variants[:first_super]) == {"ghost", "anti"} and not {"ghost", "anti"} & set(
        variants[first_super:]
    )


def test_the_table_again_from_the_cache(
    word_file: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("GHOST_CACHE_DIR", str(tmp_path / "cache"))
    cold = summary_table(word_file)
    warm = summary_table(word_file)
    assert cold == warm == summary_table(word_file, use_cache=False)


def test_the_family_lists_super_rows_match_the_cards(family_bench: Workbench, family_card) -> None:  # type: ignore[no-untyped-def]
    for v in ("super", "superduper"):
        solver = family_bench.solver(v, 4, 3).solve()
        assert tree_card_sizes(solver) == tuple(
            card_size(family_card(v, 4, 3, s)) for s in range(3)
        )


@pytest.mark.parametrize("variant_key", ["ghost", "super", "superduper"])
@pytest.mark.parametrize("players", [2, 3, 4])
@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(words=vocabularies, min_length=st.integers(1, 3))
def test_column_costs_are_the_plain_passes(
    variant_key: str, players: int, words: list[str], min_length: int
) -> None:
    """card_costs on the graph's layout (a column at a time) equals the plain pass, every seat
    (both in Python: where the compiled passes are built they take neither)."""
    from ghost_gui.core.cards.card_costs import card_costs, cost_layout
    from ghost_gui.core.solving import graph_passes

    lx = Lexicon.build(word_list_from_words(words), min_length, use_cache=False)
    if not lx.sorted_words:
        return
    solver = Solver(lx, variant_by_key(variant_key), players, use_cache=False).solve()
    assert solver.graph is not None
    layout = cost_layout(solver.graph)
    assert layout is not None
    tree = variant_by_key(variant_key).infix
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(graph_passes, "helper", lambda: None)
        for seat in range(players):
            assert card_costs(solver, seat, tree=tree, layout=layout) == card_costs(
                solver, seat, tree=tree
            )


# -- the second process (the command line and the window use one on a machine with two cores)
@pytest.fixture
def started(monkeypatch: pytest.MonkeyPatch) -> list[PartProcess]:
    """Every second process the table starts, as it starts them."""
    found: list[PartProcess] = []
    real_begin = PartProcess.begin
    monkeypatch.setattr(
        PartProcess,
        "begin",
        staticmethod(lambda spec: found.append(real_begin(spec)) or found[-1]),
    )
    return found


needs_spawn = pytest.mark.skipif(
    sys.platform == "win32", reason="a second process under Wine is not part of the Windows checks"
)


def test_the_shared_units_come_costliest_first(family_bench: Workbench) -> None:
    """The two processes take units as they are free, the costliest first, so that the last
    ones are small: the Super variants of a minimum length are one unit (they share
    SuperGhost's graph), and Anaghost's groups, which fit together, one each."""
    bench = family_bench
    heavy = [(v, m) for v in VARIANTS for m in TABLE_MIN_LENGTHS]
    units = shared_units(bench, heavy)
    assert sorted(gr for unit in units for gr in unit) == sorted(heavy)
    for m in TABLE_MIN_LENGTHS:
        assert [(v, m) for v in INFIX_KEYS] in units
    assert [("anaghost", 3)] in units and [("anaghost", 4)] in units
    costs = [sum(group_cost(bench, *gr) for gr in unit) for unit in units]
    assert costs == sorted(costs, reverse=True) and costs[0] > costs[-1]


def test_anaghost_groups_that_would_not_fit_together_share_a_process(
    family_bench: Workbench, monkeypatch: pytest.MonkeyPatch
) -> None:
    from ghost_gui.core.solving import budget

    bench = family_bench
    heavy = [(v, m) for v in VARIANTS for m in TABLE_MIN_LENGTHS if not variant_by_key(v).prefix]
    pooled = [("anaghost", 3), ("anaghost", 4)]
    both = bench.pool_estimate(3).graph_bytes + bench.pool_estimate(4).graph_bytes
    monkeypatch.setattr(budget, "MEMORY_LIMIT", both - 1)
    assert pooled in shared_units(bench, heavy)


def test_the_option_of_the_second_process_is_the_one_the_entry_point_knows() -> None:
    from ghost_gui import __main__ as entry

    assert f'args == ["{PART_OPTION}"]' in Path(entry.__file__).read_text(encoding="utf-8")


@needs_spawn
def test_a_second_process_gives_the_same_table(
    word_file: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, started: list[PartProcess]
) -> None:
    monkeypatch.setenv("GHOST_CACHE_DIR", str(tmp_path / "cache"))
    told: list[tuple[tuple[int, int, int], SummaryRow]] = []
    two = summary_table(
        word_file,
        use_cache=False,
        first=("ghost", 3, 2),
        processes=2,
        on_row=lambda p, r: told.append((p, r)),
    )
    assert two == _slow_table(word_file)
    # every group but the current rules' was offered to the second process, which did some
    # whole units of them (as it was free): the first minimum length's Super variants at once,
    # then the costliest first
    heavy = work_order(("ghost", 3, 2))[1:]
    early = [(v, 3) for v in INFIX_KEYS]
    units = [early] + shared_units(
        Workbench(word_file, use_cache=False), [gr for gr in heavy if gr not in early]
    )
    (second,) = started
    assert second.offered == set(heavy) and not second.failed
    assert second.finished and second.finished == second.groups
    assert second.finished == [gr for unit in units for gr in unit][: len(second.finished)]
    assert {p for p, r in told if r.card_sizes} == {
        table_place(r.analysis.variant, r.analysis.min_length, r.analysis.players) for r in two
    }
    assert told[0][0] == table_place("ghost", 3, 2)
    # with the cache: the second process stores what it worked out, and is not needed again
    cold = summary_table(word_file, processes=2)
    assert cold == two and len(started) == 2 and not started[1].failed
    assert summary_table(word_file, processes=2) == two
    assert len(started) == 2  # all from the cache: no second process


@needs_spawn
def test_the_window_leaves_ghost_and_anti_ghost_to_the_second_process(
    word_file: Path, monkeypatch: pytest.MonkeyPatch, started: list[PartProcess]
) -> None:
    """``take_prefix=False`` (the window): the second process works out every Ghost and
    Anti-Ghost group offered, and should it fail, this one still does the rest, given or
    not."""
    heavy = work_order(("ghost", 3, 2))[1:]
    here: list[tuple[str, int]] = []
    real_rows = summary._group_rows
    monkeypatch.setattr(
        summary, "_group_rows", lambda b, v, m, *a: here.append((v, m)) or real_rows(b, v, m, *a)
    )
    two = summary_table(
        word_file, use_cache=False, first=("ghost", 3, 2), processes=2, take_prefix=False
    )
    assert two == _slow_table(word_file)
    (second,) = started
    prefix = {gr for gr in heavy if variant_by_key(gr[0]).prefix}
    assert not second.failed and prefix <= set(second.finished)
    assert here[0] == ("ghost", 3) and not prefix & set(here)
    assert sorted(second.finished + here[1:]) == sorted(heavy)
    real_give = PartProcess.give

    def give_then_die(self: PartProcess, *args: object, **kwargs: bool) -> None:
        real_give(self, *args, **kwargs)  # type: ignore[arg-type]
        self.process.kill()

    monkeypatch.setattr(PartProcess, "give", give_then_die)
    again = summary_table(
        word_file, use_cache=False, first=("ghost", 3, 2), processes=2, take_prefix=False
    )
    assert again == two and started[1].failed


def _part_on(word_file: Path, groups: list[tuple[str, int]]) -> PartProcess:
    """A second process on the list, given ``groups``, a unit each."""
    helper = PartProcess.begin((str(word_file), False, False, "detect", frozenset(), frozenset()))
    assert helper is not None
    helper.give([[gr] for gr in groups], CARD_SIZE_CAP)
    return helper


@needs_spawn
def test_when_the_second_process_fails_this_one_does_its_groups(word_file: Path) -> None:
    helper = _part_on(word_file, [("super", 3), ("no-such-variant", 4)])
    rows: list[tuple[tuple[str, int, int], SummaryRow]] = []
    helper.finish(lambda rules, row: rows.append((rules, row)), set(), None, lambda: None)
    helper.stop()
    assert (
        helper.failed
        and helper.finished == [("super", 3)]
        and helper.lost() == [("no-such-variant", 4)]
    )
    assert {rules for rules, row in rows if row.card_sizes} == {
        ("super", 3, n) for n in TABLE_PLAYERS
    }
    # killed on the way: every group it had not finished is lost, none is waited for for ever
    helper = _part_on(word_file, [("superduper", 3), ("superduper", 4)])
    helper.process.terminate()
    helper.finish(lambda rules, row: None, set(), None, lambda: None)
    helper.stop()
    assert helper.failed and helper.lost() + [gr for unit in iter(helper.take, None) for gr in unit]


@needs_spawn
def test_a_second_process_gone_before_its_groups_gives_them_back(word_file: Path) -> None:
    """It is started on the list before the work is shared out: if it has ended by then, its
    groups are this process's to work out."""
    helper = PartProcess.begin((str(word_file), False, False, "detect", frozenset(), frozenset()))
    assert helper is not None
    helper.process.kill()
    helper.process.wait()
    groups = [("super", 3), ("xghost", 4)]
    helper.give([[gr] for gr in groups], CARD_SIZE_CAP)
    helper.finish(lambda rules, row: None, set(), None, lambda: None)
    left = [gr for unit in iter(helper.take, None) for gr in unit]
    helper.stop()
    assert helper.failed and helper.lost() + left == groups


@needs_spawn
def test_a_failing_share_out_stops_the_second_process(
    word_file: Path, monkeypatch: pytest.MonkeyPatch, started: list[PartProcess]
) -> None:

    def broken(*args: object) -> None:
        raise MemoryError

    monkeypatch.setattr(summary, "progress_weights", broken)
    with pytest.raises(MemoryError):
        summary_table(word_file, use_cache=False, processes=2)
    assert started and started[0].process.poll() is not None  # stopped, not left running


@needs_spawn
def test_cancelling_the_table_stops_the_second_process(
    word_file: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, started: list[PartProcess]
) -> None:
    monkeypatch.setenv("GHOST_CACHE_DIR", str(tmp_path / "cache"))
    rows: list[SummaryRow] = []
    with pytest.raises(Cancelled):
        summary_table(
            word_file,
            use_cache=False,
            processes=2,
            cancel=lambda: len(rows) >= 13,
            on_row=lambda p, r: rows.append(r),
        )
    assert started and started[0].process.poll() is not None  # stopped, not left running


def test_groups_the_cache_answers_weigh_next_to_nothing_on_the_bar(
    word_file: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("GHOST_CACHE_DIR", str(tmp_path / "cache"))
    order = work_order()
    cold = progress_weights(Workbench(word_file), order)
    summary_table(word_file)
    warm = progress_weights(Workbench(word_file), order)
    for gr in order:
        if variant_by_key(gr[0]).prefix:  # counted without loading the list
            assert cold[gr] == warm[gr]
        else:
            assert warm[gr] == 0.0 < cold[gr]
