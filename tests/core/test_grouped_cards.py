"""Grouped cards (the strategy organised by the others' replies) against brute force on many
small random vocabularies, every variant, 2-4 players, every seat; their JSON shape; their
text; and the family list's card."""

from __future__ import annotations

import json
import pickle
import re
import time
from typing import NamedTuple

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from ghost_gui.core.cards.card_costs import card_costs
from ghost_gui.core.cards.card_text import flat_lines, grouped_lines, grouped_rows, shown_plays
from ghost_gui.core.cards.cards import (
    GroupNode,
    TreeCard,
    WordCard,
    _tree_card,
    count_decisions,
    grouped_tree,
    iter_nodes,
    make_card,
    tree_json,
    tree_words,
)
from ghost_gui.core.play.variants import VARIANTS, variant_by_key
from ghost_gui.core.solving.solver import Solver
from ghost_gui.core.storage import cache
from ghost_gui.core.words.lexicon import Lexicon
from ghost_gui.core.words.wordlist import load_word_list, word_list_from_words
from ghost_gui.paths import wordlist_path

from .brute import Brute
from .shared import SHARED_WORDLISTS

vocabularies = st.lists(st.text(alphabet="abc", min_size=1, max_size=6), min_size=1, max_size=9)
tiny_vocabularies = st.lists(
    st.text(alphabet="abc", min_size=1, max_size=5), min_size=1, max_size=6
)
SETTINGS = settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def _setup(words: list[str], variant_key: str, players: int, min_length: int):  # type: ignore[no-untyped-def]
    lx = Lexicon.build(word_list_from_words(words), min_length, use_cache=False)
    if not lx.sorted_words:
        return None
    variant = variant_by_key(variant_key)
    return Solver(lx, variant, players, use_cache=False).solve(), Brute(lx, variant, players)


def _check_json(data: list[dict], seat: int, brute: Brute, infix: bool) -> None:
    if seat == 0:
        assert len(data) == 1 and data[0]["at"] == ""
    todo = list(data)
    while todo:
        d = todo.pop()
        assert set(d) == {"at", "play", "next"}
        at, play, nxt = d["at"], d["play"], d["next"]
        assert isinstance(at, str) and isinstance(play, str) and isinstance(nxt, list)
        assert len(play) == len(at) + 1
        if not infix:
            assert play.startswith(at)
        if brute.is_final(play):
            assert nxt == []
        # the next nodes are exactly the positions at the holder's next turn
        assert {c["at"] for c in nxt} == brute.ahead(play, seat)[1]
        assert all(len(c["at"]) == len(play) + brute.players - 1 for c in nxt)
        todo.extend(nxt)


@pytest.mark.parametrize("variant_key", list(VARIANTS))
@pytest.mark.parametrize("players", [2, 3, 4])
@SETTINGS
@given(words=vocabularies, min_length=st.integers(1, 3))
def test_grouped_card_keeps_to_the_cards_words(
    variant_key: str, players: int, words: list[str], min_length: int
) -> None:
    setup = _setup(words, variant_key, players, min_length)
    if setup is None:
        return
    solver, brute = setup
    infix = solver.variant.infix or solver.variant.pool
    for seat in range(players):
        card = make_card(solver, seat)
        assert isinstance(card, TreeCard if infix else WordCard)
        nodes = card.tree
        assert list(nodes) == grouped_tree(solver, seat, card)
        # (a) against every sequence of plays by the others: only the card's words, and
        # all of them (the grouped card adds none and drops none), no worse lossiness
        reached = brute.play_out(nodes, seat)
        assert reached == set(card.words)
        assert brute.lossiness(reached, seat) == card.lossiness
        assert set(card.losing_words) == {w for w in reached if brute.losers(w) >> seat & 1}
        # each node's words: its own endings and its children's words; every word is the
        # ending of some node (or ends the round before the holder's first turn)
        early = brute.ahead("", seat)[0] if seat else set()
        ends = set(early)
        for n in iter_nodes(nodes):
            assert set(n.words) == set(n.ends).union(*(c.words for c in n.next))
            assert n.words == tuple(sorted(n.words)) and n.words
            ends.update(n.ends)
            if brute.is_final(n.play):
                assert n.ends == (n.play,) and n.next == ()  # a word the holder completes
        assert ends == set(card.words) and set(tree_words(nodes)) | early == set(card.words)
        # the decisions: one per distinct position at the holder's turn with more than one
        # legal play; at the others the play is forced
        assert all(n.forced == (len(brute.plays(n.at)) == 1) for n in iter_nodes(nodes))
        assert (
            card.decisions
            == count_decisions(nodes)
            == len({n.at for n in iter_nodes(nodes) if len(brute.plays(n.at)) > 1})
        )
        if infix:  # the tree card's own count, unchanged
            old = _tree_card(solver, seat, card_costs(solver, seat, tree=True))
            assert card.decisions == old.decisions and card.words == old.words
        # (c) the JSON shape
        data = tree_json(nodes)
        assert json.loads(json.dumps(data)) == data
        _check_json(data, seat, brute, infix)
        # the text names every word and the variant
        text = "\n".join(grouped_lines(card))
        assert {
            "ghost": "Ghost",
            "anti": "Anti-Ghost",
            "super": "SuperGhost",
            "superduper": "SuperDuperGhost",
            "xghost": "Xghost",
            "anaghost": "Anaghost",
        }[variant_key] in text
        plays = shown_plays(grouped_rows(card, nodes))
        assert f"{plays} play{'s' * (plays != 1)} to remember" in text
        # the head counts the plays the lines show ("see ADVO": a position shown before)
        body = grouped_lines(card)[5:]
        assert plays == sum(
            line.count("→") + line.count("start with") - len(re.findall(r"   see \S+ above$", line))
            for line in body
        )
        shown = {w.rstrip("*,") for line in grouped_lines(card)[5:] for w in line.split()}
        assert set(card.words) <= shown
        assert all(w in "\n".join(flat_lines(card)) for w in card.words)


@pytest.mark.parametrize("variant_key", ["ghost", "anti"])
@pytest.mark.parametrize("players", [2, 3, 4])
@SETTINGS
@given(words=tiny_vocabularies, min_length=st.integers(1, 3))
def test_no_strategy_over_the_same_words_needs_fewer_decisions(
    variant_key: str, players: int, words: list[str], min_length: int
) -> None:
    setup = _setup(words, variant_key, players, min_length)
    if setup is None:
        return
    solver, brute = setup
    for seat in range(players):
        card = make_card(solver, seat)
        allowed = frozenset(card.words)
        outcomes = brute.strategy_words("", seat, allowed)
        # (b) by brute force over every strategy whose words lie in the card's words
        assert outcomes.get(allowed) == card.decisions
        for ws in outcomes:
            if brute.lossiness(ws, seat) <= card.lossiness:
                assert ws == allowed  # a strategy of the card's lossiness reaches every word
        assert min(outcomes.values()) <= card.decisions  # (only worse lossiness needs fewer)


def test_enable_player_1_has_one_strategy_over_its_words() -> None:
    """Issue 26 said 9 decisions suffice for ENABLE's 7 words (minimum 4, player 1) against
    the card's 15. Every strategy over those words, searched on the whole game (the other
    player may play any letter ENABLE allows): there is one, through 15 positions at
    player 1's turn; 9 of these offer more than one legal play, the other 6 (ngul, ngultr,
    nirv, nyct, nyctal, nyctalop) one only: forced, no decision. The card has 9."""
    from bisect import bisect_left
    from functools import cache as memo

    from ghost_gui.core.cards.prefix_cards import PrefixCards

    path = SHARED_WORDLISTS / "enable1.txt"
    if not path.exists():
        pytest.skip("../shared/testdata/wordlists/enable1.txt is absent")
    cards = PrefixCards(sorted(set(load_word_list(path).words)), variant_by_key("ghost"), 2, 4)
    card = cards.card(0)
    words, allowed = cards.words, frozenset(card.words)
    assert allowed == {"naan", "nene", "ngultrum", "nirvanic", "nolo", "null", "nyctalopia"}
    finals = set(words)

    def plays(f: str) -> list[str]:
        i, out = bisect_left(words, f), set()
        while i < len(words) and words[i].startswith(f):
            if len(words[i]) > len(f):
                out.add(words[i][: len(f) + 1])
            i += 1
        return sorted(out)

    @memo
    def strategies(f: str) -> list[tuple[frozenset[str], frozenset[str]]]:
        """Every strategy from f inside the card's words: (its words, its decisions)."""
        if f in finals:
            return [(frozenset([f]), frozenset())] if f in allowed else []
        if len(f) % 2 == 0:
            return [(ws, ds | {f}) for c in plays(f) for ws, ds in strategies(c)]
        out = [(frozenset[str](), frozenset[str]())]
        for c in plays(f):
            out = [(a | b, d | e) for a, d in out for b, e in strategies(c)]
        return out

    (only,) = strategies("")
    assert only[0] == allowed and len(only[1]) == 15
    assert {n.at for n in iter_nodes(card.tree)} == only[1]
    assert (
        sum(len(plays(f)) > 1 for f in only[1]) == card.decisions == count_decisions(card.tree) == 9
    )
    forced = {n.at for n in iter_nodes(card.tree) if n.forced}
    assert (
        forced
        == {f for f in only[1] if len(plays(f)) == 1}
        == {"ngul", "ngultr", "nirv", "nyct", "nyctal", "nyctalop"}
    )
    # the head counts the plays the lines show, the others spelled out by the words
    plays = shown_plays(grouped_rows(card))
    assert grouped_lines(card)[1].startswith(
        f"{plays} play{'s' * (plays != 1)} to remember, 7 words"
    )


def test_known_tiny_cards() -> None:
    setup = _setup("cat camel goat gerbil".split(), "ghost", 2, 3)
    assert setup is not None
    solver, _ = setup
    card = make_card(solver, 0)
    assert isinstance(card, WordCard) and card.words == ("gerbil", "goat")
    assert tree_json(card.tree) == [
        {
            "at": "",
            "play": "g",
            "next": [
                {"at": "ge", "play": "ger", "next": [{"at": "gerb", "play": "gerbi", "next": []}]},
                {"at": "go", "play": "goa", "next": []},
            ],
        }
    ]
    # only "" offers a choice (c or g): at ge, gerb and go the play is forced
    assert [n.at for n in iter_nodes(card.tree) if n.forced] == ["ge", "gerb", "go"]
    assert card.decisions == 1
    second = make_card(solver, 1)
    assert [n.at for n in second.tree] == ["c", "g"]
    lines = grouped_lines(card, card.tree, "Ghost", word_list="tiny")
    assert lines[0] == "Player 1's card: Ghost, minimum length 3, 2 players, tiny"
    assert lines[1].startswith("1 play to remember, 2 words; every word wins")
    assert lines[5:] == ["start with G   gerbil, goat"]
    anti = make_card(_setup("cat camel goat gerbil".split(), "anti", 2, 3)[0], 0)  # type: ignore[index]
    assert "Anti-Ghost" in grouped_lines(anti)[0] and "Anti-Ghost" in flat_lines(anti)[0]
    # in Anti-Ghost the leaves are words the holder completes
    leaves = [n for n in iter_nodes(anti.tree) if not n.next]
    assert leaves and all(n.play in anti.words for n in leaves)


def test_super_card_shows_a_position_once() -> None:
    setup = _setup("cat camel goat gerbil".split(), "superduper", 2, 3)
    assert setup is not None
    solver, _ = setup
    for seat in (0, 1):
        card = make_card(solver, seat)
        rows = grouped_rows(card)
        firsts = [n.at for r in rows if not r.repeat for n in r.steps]
        assert len(firsts) == len(set(firsts)) == len(iter_nodes(card.tree)) >= card.decisions
        assert all(r.at in firsts for r in rows if r.repeat)


def test_cards_pickle_and_stale_cards_are_refused() -> None:
    setup = _setup("cat camel goat gerbil".split(), "ghost", 2, 3)
    assert setup is not None
    card = make_card(setup[0], 1)
    assert pickle.loads(pickle.dumps(card)) == card
    # a card stored before the grouped card existed is never read: the cards' layout is in
    # the key of every card entry, and it changes with the fields
    before = [f for f in WordCard._fields if f not in ("decisions", "tree")]
    OldWordCard = NamedTuple("WordCard", [(f, WordCard.__annotations__[f]) for f in before])  # type: ignore[misc]
    OldWordCard.__qualname__ = WordCard.__qualname__
    OldWordCard.__module__ = WordCard.__module__
    assert cache.schema_tag(OldWordCard) != cache.schema_tag(WordCard)
    # existing callers build cards without the new fields
    assert WordCard(0, "ghost", 3, 2, 0, ("goat",), ()).tree == ()
    assert isinstance(GroupNode("", "g", ()), GroupNode)


def test_family_list_second_player() -> None:
    path = wordlist_path("english-family.txt")
    if not path.is_file():
        pytest.skip("no family list")
    lx = Lexicon.build(load_word_list(path), 4, use_cache=False)
    solver = Solver(lx, variant_by_key("ghost"), 2, use_cache=False).solve()
    start = time.perf_counter()
    card = make_card(solver, 1)
    elapsed = time.perf_counter() - start
    assert elapsed < 5
    # (the list itself is still being edited: 122 words, 14 of them losing, 199 positions at
    # the holder's turn and 107 decisions, the others forced, on the list of this build)
    lines = grouped_lines(card, word_list="english-family")
    plays = shown_plays(grouped_rows(card))
    assert lines[1].startswith(f"{plays} plays to remember, {len(card.words)} words")
    assert card.decisions == count_decisions(card.tree) < len(iter_nodes(card.tree))
    assert len(lines) < 120 and max(map(len, lines)) <= 100  # one page
    text = "\n".join(lines)
    assert all(w in text for w in card.words)
    assert len(flat_lines(card)) < 40


def test_the_words_of_a_line_wrap_under_its_first_word() -> None:
    path = wordlist_path("english-family.txt")
    if not path.is_file():
        pytest.skip("no family list")
    lx = Lexicon.build(load_word_list(path), 4, use_cache=False)
    card = make_card(Solver(lx, variant_by_key("ghost"), 2, use_cache=False).solve(), 1)
    lines = grouped_lines(card, word_list="english-family", width=40)
    body = lines[lines.index("") + 1 :]
    wrapped = 0
    first_word: int | None = None
    for line in body:
        indent = len(line) - len(line.lstrip())
        if "→" in line or line.lstrip().startswith("start with"):
            gap = line.find("   ", indent)
            first_word = gap + 3 if gap >= 0 else None  # None: the words start below
        elif first_word is None:
            first_word = indent
        else:  # the words go on: under the row's first word, not back under its letters
            wrapped += 1
            assert indent == first_word, line
    assert wrapped and max(map(len, body)) <= 40
