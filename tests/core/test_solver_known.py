"""Hand-checked tiny vocabularies and the published results on the reference lists."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from ghost_gui.core.cards.cards import TreeCard, WordCard, make_card
from ghost_gui.core.play.plays import Play, Side
from ghost_gui.core.play.variants import Variant, variant_by_key
from ghost_gui.core.solving.solver import Analysis, Solver
from ghost_gui.core.words.lexicon import Lexicon
from ghost_gui.core.words.wordlist import load_word_list, word_list_from_words

from .shared import ENABLE1_PUBLISHED, SHARED_WORDLISTS


def analyze(lx: Lexicon, variant: Variant, players: int = 2, *, use_cache: bool = True) -> Analysis:
    return Solver(lx, variant, players, use_cache=use_cache).solve().analysis()


def solver_for(words: str, variant: str = "ghost", players: int = 2, m: int = 3) -> Solver:
    lx = Lexicon.build(word_list_from_words(words.split()), m, use_cache=False)
    return Solver(lx, variant_by_key(variant), players, use_cache=False).solve()


def test_cat_camel_gecko_has_no_winning_opening() -> None:
    s = solver_for("cat camel gecko")
    assert s.analysis().winning_first_moves == ()
    assert s.analysis().losers == (0,)


def test_goat_and_gerbil_make_g_a_winning_opening() -> None:
    s = solver_for("cat camel goat gerbil")
    a = s.analysis()
    assert a.winning_first_moves == ("g",)
    assert a.losers == (1,)
    # after g, e: the winning reply is r (towards gerbil), not c (gecko is not in this list)
    assert s.winning_plays("ge") == [Play("r")]


def test_short_words_end_nothing_and_unreachable_words_are_not_searched() -> None:
    s = solver_for("at ate cat cats")  # 'at' is too short to count; 'cats' lies past 'cat'
    assert s.node("at") is not None and s.node("cats") is None
    assert s.graph is not None and s.graph.fragment_count == len(
        {"", "a", "at", "ate", "c", "ca", "cat", "cats"}
    )


def test_anti_ghost_completing_wins() -> None:
    s = solver_for("cat", "anti")  # c, a, t: player 1 completes the word and wins
    assert s.analysis().losers == (1,)
    assert solver_for("cat", "ghost").analysis().losers == (0,)


def test_super_ghost_can_play_on_the_left() -> None:
    s = solver_for("cat", "super")
    assert Play("c", Side.LEFT) in s.children("a")
    assert s.children("a")[Play("c", Side.LEFT)] == "ca"


def test_superduper_may_reverse() -> None:
    s = solver_for("cat tab", "superduper")
    # "ac" occurs in no word; from "ta", reversed to "at", C on the left gives "cat"
    assert s.losers("ac") is None
    kids = s.children("ta")
    assert kids[Play("c", Side.LEFT, True)] == "cat"


def test_three_players_loser_set() -> None:
    # a, ab, abc: player 3 completes the only word and loses
    s = solver_for("abc", players=3)
    assert s.analysis().losers == (2,)


def test_cards_on_tiny_lists() -> None:
    s = solver_for("cat camel goat gerbil")
    card = make_card(s, 0)
    assert isinstance(card, WordCard)
    assert card.words == ("gerbil", "goat") and card.lossiness == 0
    tree = make_card(solver_for("cat camel goat gerbil", "super"), 0)
    assert isinstance(tree, TreeCard) and tree.decisions >= 1


ENABLE1 = SHARED_WORDLISTS / "enable1.txt"
needs_enable1 = pytest.mark.skipif(not ENABLE1.is_file(), reason="reference word lists not present")


@needs_enable1
@pytest.mark.parametrize(
    "variant, m, fragments, losers, must_win",
    ENABLE1_PUBLISHED,
)
def test_published_results_on_enable1(
    variant: str, m: int, fragments: int, losers: tuple[int, ...], must_win: str | None
) -> None:
    lx = Lexicon.build(load_word_list(ENABLE1), m, use_cache=False)
    if variant == "ghost" and m == 3:
        assert len(lx.sorted_words) == 172_724
    a = analyze(lx, variant_by_key(variant), 2, use_cache=False)
    assert a.fragments == fragments
    assert a.losers == losers
    if must_win:
        assert must_win in a.winning_first_moves


def test_line_of_perfect_play() -> None:
    s = solver_for("cat camel goat gerbil")
    line = s.line("")
    assert [f for _, f in line] == ["g", "ge", "ger", "gerb", "gerbi", "gerbil"]
    # from "go" player 1 ... the loser (player 2 after g, o, a) must complete goat
    assert s.line("goa") == [(Play("t"), "goat")]
    assert s.longest_plays("") == [Play("g")]  # gerbil is the longest way


@needs_enable1
def test_the_readme_names_every_first_letter_that_wins_at_minimum_4() -> None:
    lx = Lexicon.build(load_word_list(ENABLE1), 4, use_cache=False)
    wins = analyze(lx, variant_by_key("ghost"), 2, use_cache=False).winning_first_moves
    readme = " ".join(
        (Path(__file__).resolve().parents[2] / "README.md").read_text(encoding="utf-8").split()
    )
    said = re.search(r"with minimum length 4 the first player wins([^;]*);", readme)
    assert said is not None
    assert sorted(re.findall(r"'(\w)'", said.group(1))) == sorted(wins) == ["h", "n"]


def test_the_readme_table_of_the_family_list_s_xghost_and_anaghost_is_what_analyze_says() -> None:
    """Every family-list row of the README's Xghost and Anaghost table (who can be made to
    lose, player 1's first letters that do not lose, the fragments) is worked out again."""
    from ghost_gui.core.analysis.results import Workbench
    from ghost_gui.paths import wordlist_path

    readme = (Path(__file__).resolve().parents[2] / "README.md").read_text(encoding="utf-8")
    rows = re.findall(
        r"^\| family \| (Xghost|Anaghost) \| (\d) \| (\d) \| ([^|]+) \| ([^|]+) \| ([\d,]+) \|$",
        readme,
        re.MULTILINE,
    )
    assert len(rows) == 8
    bench = Workbench(wordlist_path("english-family.txt"))
    for name, min_length, players, losers, firsts, fragments in rows:
        a = bench.analysis(name.lower(), int(min_length), int(players))[1]
        seats = [int(s) for s in re.findall(r"\d", losers)]
        if losers.strip() == "every player":
            seats = list(range(1, int(players) + 1))
        said = [] if firsts.strip() == "none" else [f.strip() for f in firsts.split(",")]
        row = (name, min_length, players)
        assert [s + 1 for s in a.losers] == seats, row
        assert list(a.winning_first_moves) == said, row
        assert a.fragments == int(fragments.replace(",", "")), row


@pytest.mark.parametrize("language", ["German", "French", "Spanish"])
def test_the_readme_table_of_a_family_list_in_its_own_letters_is_what_analyze_says(
    language: str,
) -> None:
    """The family-list rows of the README's German, French and Spanish table (the words left
    once the list's letters are folded, who wins, player 1's winning first letters, the
    fragments) are worked out again on the bundled list."""
    from ghost_gui.core.analysis.results import Workbench
    from ghost_gui.paths import wordlist_path

    readme = (Path(__file__).resolve().parents[2] / "README.md").read_text(encoding="utf-8")
    rows = re.findall(
        rf"^\| {language} family \| ([\d,]+) \| (Ghost|SuperGhost) \| (\d) \| player (\d) \| "
        r"([^|]+) \| ([\d,]+) \|$",
        readme,
        re.MULTILINE,
    )
    assert len(rows) == 4
    bench = Workbench(wordlist_path(f"{language.lower()}-family.txt"), use_cache=False)
    for words, name, min_length, winner, firsts, fragments in rows:
        a = bench.analysis({"Ghost": "ghost", "SuperGhost": "super"}[name], int(min_length), 2)[1]
        said = [] if firsts.strip() == "none" else [f.strip() for f in firsts.split(",")]
        row = (name, min_length)
        assert len(bench.word_list.words) == int(words.replace(",", "")), row
        assert [s + 1 for s in a.losers] == [3 - int(winner)], row
        assert list(a.winning_first_moves) == said, row
        assert a.fragments == int(fragments.replace(",", "")), row
