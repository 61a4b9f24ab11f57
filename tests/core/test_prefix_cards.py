"""Word cards on the prefix levels (no graph) against the graph's cards: the same card, field
by field, grouped card included, on many small random vocabularies (every seat, 2-4 players,
Ghost and Anti-Ghost) and on the bundled family list and ENABE; and the Workbench's cards."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from ghost_gui.core.analysis.results import Workbench
from ghost_gui.core.cards.cards import WordCard, make_card
from ghost_gui.core.cards.prefix_cards import PrefixCards
from ghost_gui.core.errors import NoCountingWordsError, RulesError
from ghost_gui.core.play.variants import variant_by_key
from ghost_gui.core.solving.solver import Solver
from ghost_gui.core.words.lexicon import Lexicon
from ghost_gui.core.words.wordlist import load_word_list, word_list_from_words
from ghost_gui.paths import wordlist_path

from .shared import SHARED_WORDLISTS

vocabularies = st.lists(st.text(alphabet="abcd", min_size=1, max_size=7), min_size=1, max_size=14)


def _graph_cards(
    words: list[str], variant_key: str, players: int, min_length: int
) -> list[WordCard] | None:
    lx = Lexicon.build(word_list_from_words(words), min_length, use_cache=False)
    if not lx.sorted_words:
        return None
    solver = Solver(lx, variant_by_key(variant_key), players, use_cache=False)
    cards = [make_card(solver, seat) for seat in range(players)]
    assert all(isinstance(c, WordCard) for c in cards)
    return cards  # type: ignore[return-value]


def _level_cards(
    words: list[str], variant_key: str, players: int, min_length: int
) -> list[WordCard]:
    ordered = sorted(set(words))
    cards = PrefixCards(ordered, variant_by_key(variant_key), players, min_length)
    made = [cards.card(seat) for seat in range(players)]
    # the summary table's sizes, counted without making the cards
    assert [cards.size(seat) for seat in range(players)] == [len(c.words) for c in made]
    return made


@pytest.mark.parametrize("variant_key", ["ghost", "anti"])
@pytest.mark.parametrize("players", [2, 3, 4])
@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(words=vocabularies, min_length=st.integers(1, 4))
def test_level_cards_are_the_graphs_cards(
    variant_key: str, players: int, words: list[str], min_length: int
) -> None:
    expected = _graph_cards(words, variant_key, players, min_length)
    if expected is None:
        with pytest.raises(NoCountingWordsError):
            _level_cards(words, variant_key, players, min_length)
        return
    assert _level_cards(words, variant_key, players, min_length) == expected


def test_ties_go_to_the_smallest_letter() -> None:
    # seat 0 may start with a or b: each leads to one winning word of the same length
    (card,) = _level_cards(["abc", "bcd"], "ghost", 2, 3)[:1]
    assert card.words == ("abc",) and card.lossiness == 2
    assert _level_cards(["abc", "bcd"], "ghost", 2, 3) == _graph_cards(
        ["abc", "bcd"], "ghost", 2, 3
    )


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(words=vocabularies, known=st.sets(st.text(alphabet="abcd", min_size=3, max_size=7)))
def test_a_cards_size_is_its_words_with_familiar_words_too(
    words: list[str], known: set[str]
) -> None:
    """Where some words are familiar, an unfamiliar one costs more inside the pass: the size
    still counts each word once."""
    ordered = sorted(set(words))
    for players in (2, 3):
        try:
            cards = PrefixCards(
                ordered, variant_by_key("ghost"), players, 3, familiar=frozenset(known)
            )
        except NoCountingWordsError:
            return
        for seat in range(players):
            assert cards.size(seat) == len(cards.card(seat).words)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(words=vocabularies, min_length=st.integers(1, 4))
def test_the_levels_serve_every_rule_of_their_minimum_length(
    words: list[str], min_length: int
) -> None:
    ordered = sorted(set(words))
    try:
        base = PrefixCards(ordered, variant_by_key("ghost"), 2, min_length)
    except NoCountingWordsError:
        return
    for variant_key in ("ghost", "anti"):
        variant = variant_by_key(variant_key)
        for players in (2, 3, 4):
            shared = base.for_rules(variant, players)
            alone = PrefixCards(ordered, variant, players, min_length)
            for seat in range(players):
                assert shared.card(seat) == alone.card(seat)
                assert shared.size(seat) == alone.size(seat)
    assert base.players == 2 and base.variant.key == "ghost"  # itself unchanged


def test_a_seat_out_of_range_and_an_infix_variant_are_refused() -> None:
    cards = PrefixCards(["abc"], variant_by_key("ghost"), 2, 3)
    with pytest.raises(RulesError):
        cards.card(2)
    with pytest.raises(RulesError):
        cards.size(2)
    with pytest.raises(ValueError):
        PrefixCards(["abc"], variant_by_key("super"), 2, 3)
    with pytest.raises(ValueError):
        cards.for_rules(variant_by_key("super"), 2)


@pytest.mark.parametrize(
    ("variant_key", "players", "min_length"), [("ghost", 2, 4), ("anti", 2, 4), ("ghost", 3, 3)]
)
def test_the_family_list(variant_key: str, players: int, min_length: int) -> None:
    wl = load_word_list(wordlist_path("english-family.txt"))
    words = list(wl.words)
    expected = _graph_cards(words, variant_key, players, min_length)
    assert expected is not None
    assert _level_cards(words, variant_key, players, min_length) == expected


def test_enable() -> None:
    path = SHARED_WORDLISTS / "enable1.txt"
    if not path.exists():
        pytest.skip("../shared/testdata/wordlists/enable1.txt is absent")
    words = list(load_word_list(path).words)
    for variant_key, min_length in (("ghost", 3), ("ghost", 4), ("anti", 3)):
        assert _level_cards(words, variant_key, 2, min_length) == _graph_cards(
            words, variant_key, 2, min_length
        )


def test_enable_card_sizes() -> None:
    """ENABLE, two players: (words, losing words, decisions) per seat. The winning seats' cards
    are the published ones; the losing seats' lose in fewest words (issue 26: the cards chose
    lossiness first per position, 85 words with 4 losing for player 2 at 4 letters, 6 with 1
    losing for player 1 at 3). A decision is a position with more than one legal play: 8, 85,
    15 and 133 positions at the seat's turn, the others forced)."""
    path = SHARED_WORDLISTS / "enable1.txt"
    if not path.exists():
        pytest.skip("../shared/testdata/wordlists/enable1.txt is absent")
    words = sorted(set(load_word_list(path).words))
    expected = {3: [(5, 1, 4), (55, 0, 60)], 4: [(7, 0, 9), (68, 2, 80)]}
    for min_length, sizes in expected.items():
        cards = PrefixCards(words, variant_by_key("ghost"), 2, min_length)
        got = [(len(c.words), len(c.losing_words), c.decisions) for c in map(cards.card, range(2))]
        assert got == sizes, min_length


def test_the_workbench_answers_cards_from_the_levels_and_from_a_solved_graph_alike(
    tmp_path,
) -> None:  # type: ignore[no-untyped-def]
    path = tmp_path / "words.txt"
    path.write_text("cat\ncamel\ngoat\ngerbil\ndog\ndoe\nzebra\n", encoding="utf-8")
    fresh = Workbench(path, use_cache=False)
    from_levels = [fresh.card("ghost", 3, 2, seat)[1] for seat in range(2)]
    assert not fresh._solvers  # no graph was built
    solved = Workbench(path, use_cache=False)
    solved.solver("ghost", 3, 2).solve()
    assert [solved.card("ghost", 3, 2, seat)[1] for seat in range(2)] == from_levels
    sizes = tuple(len(card.words) for card in from_levels)
    assert fresh.word_card_sizes("ghost", 3, 2) == solved.word_card_sizes("ghost", 3, 2) == sizes
    with pytest.raises(ValueError):
        fresh.word_card_sizes("super", 3, 2)
