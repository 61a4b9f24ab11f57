"""The fast solver against the brute-force minimax on many small random vocabularies,
for every variant and 2-4 players; cards are checked the same way."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from ghost_gui.core.cards.cards import CardNode, TreeCard, WordCard, make_card
from ghost_gui.core.play.variants import VARIANTS, variant_by_key
from ghost_gui.core.solving.solver import Solver
from ghost_gui.core.words.lexicon import Lexicon
from ghost_gui.core.words.wordlist import word_list_from_words

from .brute import Brute

vocabularies = st.lists(st.text(alphabet="abc", min_size=1, max_size=6), min_size=1, max_size=9)
SETTINGS = settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def _setup(words: list[str], variant_key: str, players: int, min_length: int):
    wl = word_list_from_words(words)
    lx = Lexicon.build(wl, min_length, use_cache=False)
    if not lx.sorted_words:
        return None
    variant = variant_by_key(variant_key)
    return (
        lx,
        variant,
        Solver(lx, variant, players, use_cache=False).solve(),
        Brute(lx, variant, players),
    )


@pytest.mark.parametrize("variant_key", list(VARIANTS))
@pytest.mark.parametrize("players", [2, 3, 4])
@SETTINGS
@given(words=vocabularies, min_length=st.integers(1, 3))
def test_losers_match_brute_force(
    variant_key: str, players: int, words: list[str], min_length: int
) -> None:
    setup = _setup(words, variant_key, players, min_length)
    if setup is None:
        return
    lx, variant, solver, brute = setup
    reachable = brute.reachable()
    for f in reachable:
        assert solver.losers(f) == brute.losers(f), f
        if not (f and variant.is_final(lx, f)):
            assert solver.children(f) == brute.plays(f), f
            assert solver.play_losers(f) == {p: brute.losers(c) for p, c in brute.plays(f).items()}
    assert solver.graph is not None
    assert solver.graph.fragment_count == len(brute.all_fragments())
    # winning plays are exactly the plays that keep the mover out of the loser set
    for f in reachable:
        if f and variant.is_final(lx, f):
            continue
        bit = 1 << solver.mover(f)
        expected = sorted(p for p, c in brute.plays(f).items() if not brute.losers(c) & bit)
        assert solver.winning_plays(f) == expected


@pytest.mark.parametrize("variant_key", ["ghost", "anti"])
@pytest.mark.parametrize("players", [2, 3])
@SETTINGS
@given(words=vocabularies, min_length=st.integers(1, 3))
def test_word_card_is_optimal(
    variant_key: str, players: int, words: list[str], min_length: int
) -> None:
    setup = _setup(words, variant_key, players, min_length)
    if setup is None:
        return
    lx, variant, solver, brute = setup
    for seat in range(players):
        card = make_card(solver, seat)
        assert isinstance(card, WordCard)
        # the least (losing words, words, letters) over every strategy of the seat: a losing
        # seat's card loses in as few words as it can, then has as few words as it can
        assert brute.card_key(card.words, seat) == brute.word_card_key(seat)
        assert card.lossiness == brute.lossiness(set(card.words), seat)
        assert set(card.losing_words) == {w for w in card.words if brute.losers(w) >> seat & 1}
        _check_forced(solver, brute, seat, set(card.words), card)


def _check_forced(solver: Solver, brute: Brute, seat: int, words: set[str], card: WordCard) -> None:
    """Following the card, whatever the others do, the game ends in one of its words."""
    from ghost_gui.core.cards.card_costs import card_costs

    key = card_costs(solver, seat, tree=False)
    g = solver.graph
    assert g is not None
    todo = [""]
    while todo:
        f = todo.pop()
        if f and brute.variant.is_final(brute.lx, f):
            assert f in words
            continue
        plays = brute.plays(f)
        if len(f) % brute.players == seat:
            best = min(key[g.index[c]] for c in plays.values())
            todo.append(min(c for c in plays.values() if key[g.index[c]] == best))
        else:
            todo.extend(plays.values())


@pytest.mark.parametrize("variant_key", ["super", "superduper"])
@pytest.mark.parametrize("players", [2, 3])
@SETTINGS
@given(words=vocabularies, min_length=st.integers(1, 3))
def test_tree_card_covers_every_reply(
    variant_key: str, players: int, words: list[str], min_length: int
) -> None:
    setup = _setup(words, variant_key, players, min_length)
    if setup is None:
        return
    lx, variant, solver, brute = setup
    for seat in range(players):
        card = make_card(solver, seat)
        assert isinstance(card, TreeCard)
        finals: set[str] = set()
        _walk(card.root, brute, seat, finals)
        assert finals == set(card.words)
        losing = {w for w in finals if brute.losers(w) >> seat & 1}
        assert set(card.losing_words) == losing
        expected_loss = 0 if not losing else 2 if losing == finals else 1
        assert card.lossiness == expected_loss
        # the card never does worse than the brute-force lossiness optimum
        assert card.lossiness == min(brute.lossiness(ws, seat) for ws in brute.word_sets("", seat))


def _walk(node: CardNode, brute: Brute, seat: int, finals: set[str]) -> None:
    if node.word is not None:
        assert brute.variant.is_final(brute.lx, node.word)
        finals.add(node.word)
        return
    if node.play is not None:
        assert len(node.fragment) % brute.players == seat
        assert brute.plays(node.fragment)[node.play] == node.after
        start = node.after
    else:
        start = node.fragment
    # every sequence of the others' plays must lead to a listed reply
    expected: set[str] = set()
    todo = [start]
    while todo:
        f = todo.pop()
        if (f and brute.variant.is_final(brute.lx, f)) or len(f) % brute.players == seat:
            expected.add(f)
        else:
            todo.extend(brute.plays(f).values())
    assert {r for r, _ in node.replies} == expected
    for _, child in node.replies:
        _walk(child, brute, seat, finals)


@pytest.mark.parametrize("variant_key", list(VARIANTS))
@pytest.mark.parametrize("players", [5, 8])
@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    words=st.lists(st.text(alphabet="ab", min_size=1, max_size=9), min_size=1, max_size=6),
    min_length=st.integers(1, 4),
)
def test_many_players_match_brute_force(
    variant_key: str, players: int, words: list[str], min_length: int
) -> None:
    setup = _setup(words, variant_key, players, min_length)
    if setup is None:
        return
    lx, variant, solver, brute = setup
    for f in brute.reachable():
        assert solver.losers(f) == brute.losers(f), f
