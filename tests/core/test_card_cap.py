"""The summary table's card sizes stop counting past a cap: a size past it is "more than the
cap" (None in the core, "more than N" in the text table, null with ``card_sizes_over`` in
JSON), a size within it is the card's own, and who loses and the first letters are exact."""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from ghost_gui.cli import dispatch as cli
from ghost_gui.core.analysis.summary import summary_table
from ghost_gui.core.analysis.summary_rows import SummaryRow
from ghost_gui.core.cards import card_costs, card_sizes
from ghost_gui.core.cards.card_sizes import capped, tree_card_sizes
from ghost_gui.core.cards.cards import make_card
from ghost_gui.core.play.variants import variant_by_key
from ghost_gui.core.solving.solver import Solver
from ghost_gui.core.words.lexicon import Lexicon
from ghost_gui.core.words.wordlist import word_list_from_words

WORDS = (
    "cat camel cattle gecko goat gerbil zebra tab tabby bat battle bet beta table stable tea team "
    "steam eat beat meat mate tame abet"
).split()
CAP = 5


@pytest.fixture
def word_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("GHOST_CACHE_DIR", str(tmp_path / "cache"))
    p = tmp_path / "words.txt"
    p.write_text("\n".join(WORDS) + "\n", encoding="utf-8")
    return p


vocabularies = st.lists(st.text(alphabet="abcd", min_size=1, max_size=6), min_size=1, max_size=12)


@pytest.mark.parametrize("variant_key", ["super", "superduper", "xghost", "anaghost"])
@pytest.mark.parametrize("players", [2, 3, 4])
@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(words=vocabularies, min_length=st.integers(1, 3), cap=st.integers(0, 8))
def test_a_capped_size_is_the_cards_own_or_more_than_the_cap(
    variant_key: str, players: int, words: list[str], min_length: int, cap: int
) -> None:
    lx = Lexicon.build(word_list_from_words(words), min_length, use_cache=False)
    if not lx.sorted_words:
        return
    solver = Solver(lx, variant_by_key(variant_key), players, use_cache=False)
    full = tuple(make_card(solver, seat).decisions for seat in range(players))
    assert tree_card_sizes(solver, cap=cap) == tuple(capped(d, cap) for d in full)


def test_a_seat_whose_first_turn_is_past_the_cap_is_not_costed(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The fourth player's first turn already holds every three-letter fragment: past a cap
    of 5 before any cost is worked out, so its costs (a pass over the whole graph) are not."""
    lx = Lexicon.build(word_list_from_words(WORDS), 3, use_cache=False)
    solver = Solver(lx, variant_by_key("super"), 4, use_cache=False).solve()
    costed: list[int] = []
    real = card_costs.card_costs

    def spy(solver: Solver, seat: int, **kw: object) -> list[int]:
        costed.append(seat)
        return real(solver, seat, **kw)  # type: ignore[arg-type]

    monkeypatch.setattr(card_costs, "card_costs", spy)
    sizes = tree_card_sizes(solver, cap=CAP)
    assert sizes[3] is None and 3 not in costed
    full = tree_card_sizes(solver)
    assert sizes == tuple(capped(d, CAP) for d in full)


def test_the_table_shows_more_than_the_cap_and_exact_results(word_file: Path) -> None:
    full = summary_table(word_file, use_cache=False, card_cap=None)
    capped_rows = summary_table(word_file, use_cache=False, card_cap=CAP)
    assert [r.analysis for r in capped_rows] == [r.analysis for r in full]
    sizes = [s for r in full for s in r.card_sizes]
    assert any(s is not None and s > CAP for s in sizes) and any(
        s is not None and s <= CAP for s in sizes
    )
    assert capped_rows == [
        SummaryRow(r.analysis, tuple(None if s is None else capped(s, CAP) for s in r.card_sizes))
        for r in full
    ]
    # the default cap: none of this list's cards comes near it
    assert summary_table(word_file, use_cache=False) == full


def test_the_cache_keeps_sizes_per_cap(word_file: Path) -> None:
    cold = summary_table(word_file, card_cap=CAP)
    assert summary_table(word_file, card_cap=CAP) == cold
    # a size past 5 is not known under a cap of 500: worked out, not read as "more than 5"
    assert summary_table(word_file) == summary_table(word_file, use_cache=False)


@pytest.mark.skipif(
    sys.platform == "win32", reason="a second process under Wine is not part of the Windows checks"
)
def test_the_second_process_keeps_the_cap(word_file: Path) -> None:
    one = summary_table(word_file, use_cache=False, card_cap=CAP)
    assert summary_table(word_file, use_cache=False, card_cap=CAP, processes=2) == one


def run(capsys: pytest.CaptureFixture[str], *args: str) -> str:
    assert cli.main(list(args)) == 0
    return capsys.readouterr().out


def test_the_command_line_says_more_than_the_cap(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, word_file: Path
) -> None:
    monkeypatch.setattr(os, "cpu_count", lambda: 1)
    full = json.loads(run(capsys, "table", str(word_file), "--json", "--no-cache"))
    monkeypatch.setattr(card_sizes, "CARD_SIZE_CAP", CAP)
    data = json.loads(run(capsys, "table", str(word_file), "--json", "--no-cache"))
    assert len(data) == len(full)
    over = [r for r in data if None in r["card_sizes"]]
    assert over and all(r["card_sizes_over"] == CAP for r in over)
    for r, f in zip(data, full):
        assert r["losers"] == f["losers"]
        assert r["winning_first_moves"] == f["winning_first_moves"]
        assert r["card_sizes"] == [s if s <= CAP else None for s in f["card_sizes"]]
        if r not in over:  # a row within the cap is as it was
            assert r == f
    text = run(capsys, "table", str(word_file), "--no-cache")
    row = over[0]
    shown = " / ".join("more than 5" if s is None else str(s) for s in row["card_sizes"])
    assert any(line.rstrip().endswith(shown) for line in text.splitlines())
    assert (
        'past 5, more than anyone could learn, they are not counted further and show as "more than 5"'
        in text
    )
