"""Cards in words people know: among the cards with the fewest words the one with the fewest
unfamiliar words, and the familiar card (up to a quarter more words, fewer unfamiliar ones),
checked against every strategy of small random vocabularies, on the graph and on the prefix
levels alike, and on ENABLE."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from ghost_gui.core.analysis.results import Workbench
from ghost_gui.core.cards.cards import EXTRA_WORDS, WordCard, make_card
from ghost_gui.core.cards.prefix_cards import PrefixCards
from ghost_gui.core.opponents.strategies import read_frequency_ranks
from ghost_gui.core.words.familiarity import familiar_words, familiarity_tag

from .test_solver_brute import _setup

ENABLE = Path(__file__).resolve().parents[3] / "shared" / "testdata" / "wordlists" / "enable1.txt"
vocabularies = st.lists(st.text(alphabet="abc", min_size=1, max_size=6), min_size=1, max_size=10)


@pytest.mark.parametrize("variant_key", ["ghost", "anti"])
@pytest.mark.parametrize("players", [2, 3])
@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    words=vocabularies,
    min_length=st.integers(1, 3),
    known=st.sets(st.text(alphabet="abc", min_size=1, max_size=6)),
)
def test_familiar_cards_against_every_strategy(
    variant_key: str, players: int, words: list[str], min_length: int, known: set[str]
) -> None:
    setup = _setup(words, variant_key, players, min_length)
    if setup is None:
        return
    lx, variant, solver, brute = setup
    familiar = frozenset(known)

    def counts(ws: frozenset[str] | set[str] | tuple[str, ...], seat: int) -> tuple[int, int, int]:
        return (
            sum(brute.losers(w) >> seat & 1 for w in ws),
            len(ws),
            sum(w not in familiar for w in ws),
        )

    prefix = PrefixCards(lx.sorted_words, variant, players, min_length, familiar=familiar)
    for seat in range(players):
        strategies = brute.word_sets("", seat)
        card = make_card(solver, seat, familiar=familiar)
        assert isinstance(card, WordCard)
        # the fewest losing words, then words, then unfamiliar words, over every strategy
        assert counts(card.words, seat) == min(counts(ws, seat) for ws in strategies)
        assert card.unfamiliar == tuple(w for w in card.words if w not in familiar)
        best = make_card(solver, seat, familiar=familiar, familiar_card=True)
        assert isinstance(best, WordCard) and best.familiar
        assert frozenset(best.words) in strategies  # a strategy the seat can force
        losing, fewest, unfamiliar = counts(card.words, seat)
        assert counts(best.words, seat)[0] == losing  # never more losing words
        assert (
            len(best.words) <= int(fewest * (1 + EXTRA_WORDS))
            and len(best.unfamiliar) <= unfamiliar
        )
        # the prefix levels make the same cards
        assert (
            prefix.card(seat).words == card.words
            and prefix.card(seat).unfamiliar == card.unfamiliar
        )
        assert prefix.card(seat, familiar_card=True).words == best.words


def test_a_familiar_card_takes_more_words_for_fewer_unknown_ones() -> None:
    # player 2's fewest words take in ACA, a word nobody knows; one word more avoids it
    words = ["aaaac", "aaccc", "aca", "baaac", "bac", "bbaa", "cbcc"]
    familiar = frozenset({"aaaac", "aaccc", "baaac", "bac", "cbcc"})
    setup = _setup(words, "ghost", 2, 3)
    assert setup is not None
    card = make_card(setup[2], 1, familiar=familiar)
    assert (
        card.words == ("aca", "baaac", "bac", "cbcc")
        and card.unfamiliar == ("aca",)
        and not card.familiar
    )
    best = make_card(setup[2], 1, familiar=familiar, familiar_card=True)
    assert (
        best.words == ("aaaac", "aaccc", "baaac", "bac", "cbcc")
        and best.unfamiliar == ()
        and best.familiar
    )


def test_which_words_are_familiar() -> None:
    english = familiar_words("en")
    assert english is not None and {"giraffe", "pizza"} <= english and "cwm" not in english
    russian = familiar_words("ru")
    assert russian is not None and "хлеб" in russian and len(russian) <= 20_000
    assert familiar_words(None) is None and familiarity_tag(None) == "none"
    assert familiarity_tag("en").startswith("en-")


def test_a_languages_frequency_list_is_read_with_its_letters_folded(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A French list's words are folded (été is ete): so must its familiar words be. A
    language whose frequency list is not bundled has none, as one Ghost knows nothing of."""
    from ghost_gui import paths
    from ghost_gui.core.words import familiarity

    folder = tmp_path / "wordlists"
    folder.mkdir()
    (folder / "frequency-fr.txt").write_text("été\nete\nécole\nchat\n", encoding="utf-8")
    monkeypatch.setattr(paths, "wordlist_path", lambda *parts: folder.joinpath(*parts))
    monkeypatch.setattr(familiarity, "frequency_path", paths.frequency_path)
    familiarity._set.cache_clear()
    familiarity._digest.cache_clear()
    try:
        assert paths.frequency_path("fr") == folder / "frequency-fr.txt"
        assert paths.frequency_path("es") is None and paths.frequency_path(None) is None
        assert familiar_words("fr") == {"ete", "ecole", "chat"}
        assert familiar_words("es") is None and familiarity_tag("es") == "none"
        assert read_frequency_ranks(str(folder / "frequency-fr.txt"), "fr") == (
            "ete",
            "ecole",
            "chat",
        )
    finally:
        familiarity._set.cache_clear()
        familiarity._digest.cache_clear()


@pytest.mark.skipif(not ENABLE.is_file(), reason="the ENABLE list is test data in ../shared")
def test_enable_familiar_cards() -> None:
    # (words, unfamiliar) of the card with the fewest words, then of the familiar card;
    # docs/cards.md reports them
    bench = Workbench(ENABLE)
    expected = {
        (3, 0): ((5, 4), (5, 4)),
        (3, 1): ((55, 30), (59, 26)),
        (4, 0): ((7, 4), (7, 4)),
        (4, 1): ((68, 42), (83, 36)),
    }
    for (m, seat), (fewest, familiar) in expected.items():
        card = bench.card("ghost", m, 2, seat)[1]
        best = bench.card("ghost", m, 2, seat, familiar=True)[1]
        assert isinstance(card, WordCard) and isinstance(best, WordCard)
        assert (len(card.words), len(card.unfamiliar)) == fewest
        assert (len(best.words), len(best.unfamiliar)) == familiar and best.familiar
        assert len(best.losing_words) == len(card.losing_words)


@pytest.mark.skipif(not ENABLE.is_file(), reason="the ENABLE list is test data in ../shared")
def test_enable_has_no_card_with_a_third_fewer_unfamiliar_words() -> None:
    # an unfamiliar word weighing 2**17 words: the fewest unfamiliar words of any strategy
    # (with the fewest losing words); a third fewer than the card with the fewest words is out of reach
    from ghost_gui.core.play.variants import variant_by_key

    bench = Workbench(ENABLE)
    familiar = familiar_words(bench.word_list.language)
    fewest_unfamiliar = {(3, 0): 3, (3, 1): 24, (4, 0): 3, (4, 1): 36}
    for (m, seat), least in fewest_unfamiliar.items():
        cards = PrefixCards(bench.word_list.words, variant_by_key("ghost"), 2, m, familiar=familiar)
        assert len(cards.card(seat, familiar_card=False).unfamiliar) * 2 / 3 < least
        heaviest = cards._card(seat, None, 1 << 20)
        assert sum(w not in familiar for w in heaviest.words) == least  # type: ignore[operator]
