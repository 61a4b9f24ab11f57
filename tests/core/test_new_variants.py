"""Xghost and Anaghost as a table plays them: plays, challenges, saving, any alphabet."""

from __future__ import annotations

import json

import pytest

from ghost_gui.core.errors import IllegalPlayError, PlayProblem
from ghost_gui.core.play.match import ChallengeKind, Match, MatchConfig, PlayerSpec, RoundEnd
from ghost_gui.core.play.match_events import RoundEnded
from ghost_gui.core.play.plays import Play, Side
from ghost_gui.core.play.saving import match_from_json, match_to_json
from ghost_gui.core.play.variants import Anaghost, pool_of, variant_by_key
from ghost_gui.core.solving.levels import analyse
from ghost_gui.core.solving.practice import Practice, VerdictKind
from ghost_gui.core.solving.solver import Solver
from ghost_gui.core.words.lexicon import Lexicon
from ghost_gui.core.words.wordlist import AS_WRITTEN, word_list_from_words

WORDS = ["cat", "cart", "star", "tab", "stab", "scarf"]


def make(variant: str, words: list[str] = WORDS, players: int = 2) -> Match:
    lx = Lexicon.build(word_list_from_words(words), 3, use_cache=False)
    specs = tuple(PlayerSpec(f"P{i + 1}") for i in range(players))
    return Match(MatchConfig(specs, variant, 3, "tiny"), lx, variant_by_key(variant))


def ended(events: list[object]) -> list[RoundEnded]:
    return [e for e in events if isinstance(e, RoundEnded)]


def test_xghost_puts_a_letter_between_two_and_completes_a_word() -> None:
    m = make("xghost")
    m.play(0, Play("c"))
    m.play(1, Play("t"))
    assert m.fragment == "ct"
    events = m.play(0, Play("a", at=1))  # C_T: CAT, a word: P1 loses the round
    assert ended(events) == [RoundEnded(0, RoundEnd.WORD_COMPLETED, "cat", by=0, fragment="cat")]


def test_xghost_keeps_the_fragment_inside_a_word() -> None:
    m = make("xghost")
    v = m.variant
    legal = v.legal_plays(m.lexicon, "ct")
    assert legal[Play("a", at=1)] == "cat"
    assert "cat" in legal.values() and "sct" not in legal.values()
    assert all(m.lexicon.is_infix(f) for f in legal.values())
    with pytest.raises(IllegalPlayError) as err:
        v.check_play("ct", Play("a", at=2))  # at the end is Play("a"), not a place inside
    assert err.value.problem is PlayProblem.BAD_PLACE
    with pytest.raises(IllegalPlayError):
        variant_by_key("super").check_play("ct", Play("a", at=1))


def test_xghost_match_saves_and_loads_a_letter_inside() -> None:
    m = make("xghost")
    m.play(0, Play("s"))
    m.play(1, Play("r"))
    m.play(0, Play("a", at=1))  # S_R -> SAR
    assert m.fragment == "sar"
    data = json.loads(json.dumps(match_to_json(m)))
    assert data["history"][-1]["play"]["at"] == 1
    again = match_from_json(data, m.lexicon, m.variant)
    assert again.fragment == "sar" and again.history == m.history
    data["history"][-1]["play"]["at"] = 7  # no such place: a damaged file, not a crash
    from ghost_gui.core.errors import SaveFileError

    with pytest.raises(SaveFileError):
        match_from_json(data, m.lexicon, m.variant)


def test_anaghost_pool_is_sorted_and_an_anagram_ends_the_round() -> None:
    m = make("anaghost")
    v = m.variant
    assert isinstance(v, Anaghost)
    m.play(0, v.play("", "t"))
    m.play(1, v.play("t", "s"))
    assert m.fragment == "st"
    m.play(0, v.play("st", "r"))
    assert m.fragment == "rst"
    events = m.play(1, v.play("rst", "a"))  # S, T, R, then A: STAR
    # the round's word is the word the letters make, the board its letters in order
    assert ended(events) == [RoundEnded(1, RoundEnd.WORD_COMPLETED, "star", by=1, fragment="arst")]


def test_an_anaghost_word_is_the_list_s_then_a_house_word() -> None:
    m = make("anaghost", ["cat", "act", "dog"])
    assert m.made_word("act") == "act"  # the list's first of the same letters
    assert m.made_word("dgo") == "dog"
    m.house_words.add("ozt")
    assert m.made_word("otz") == "ozt"  # a house word, when the list has none
    assert make("ghost").made_word("cat") == "cat"  # the other variants: the fragment


def test_anaghost_pool_must_fit_inside_a_word() -> None:
    lx = Lexicon.build(word_list_from_words(WORDS), 3, use_cache=False)
    v = variant_by_key("anaghost")
    assert set(v.legal_plays(lx, "ac").values()) == {"acf", "acr", "acs", "act"}
    assert not lx.fits_pool("aac") and lx.fits_pool("acfrs") and lx.is_pool_word("acfrs")
    assert lx.word_with_pool("bt") == "tab" and lx.word_with_pool("zz") is None
    with pytest.raises(IllegalPlayError) as err:
        v.check_play("ct", Play("a", at=2))  # the pool stays sorted: A goes first
    assert err.value.problem is PlayProblem.BAD_PLACE


def test_anaghost_challenges() -> None:
    m = make("anaghost")
    v = m.variant
    m.play(0, v.play("", "b"))
    m.play(1, v.play("b", "t"))
    m.challenge(0, ChallengeKind.NO_WORD)
    assert m.answer_problem("cat") is PlayProblem.WORD_DOES_NOT_FIT
    events = m.answer_challenge(1, "stab")  # holds B and T: the challenger was wrong
    assert ended(events)[0].loser == 0
    # "that's a word": the pool's letters make a word
    m2 = make("anaghost")
    for letter in "tca":
        m2.config = MatchConfig(m2.config.players, "anaghost", 3, "tiny", word_ends_round=False)
        m2.play(m2.to_move, v.play(m2.fragment, letter))
    assert m2.fragment == "act" and m2.is_complete("act")
    events = m2.challenge(m2.to_move, ChallengeKind.WORD)
    assert ended(events)[0].reason is RoundEnd.CHALLENGE_WON
    assert (ended(events)[0].word, ended(events)[0].fragment) == ("cat", "act")


def test_any_alphabet_yo_and_sharp_s() -> None:
    # ё is a letter of its own: the pool of ЛЁД is not the pool of a word with е
    words = ["лёд", "клён", "сеть"]
    lx = Lexicon.build(word_list_from_words(words), 3, use_cache=False)
    v = variant_by_key("anaghost")
    assert lx.is_pool_word(pool_of("дёл")) and not lx.is_pool_word(pool_of("дел"))
    assert lx.fits_pool(pool_of("ёк")) and not lx.fits_pool(pool_of("ек"))
    a = analyse(lx.sorted_words, v, 2, 3)
    assert a.fragments == len(set().union(*(v.fragments_of(w) for w in words)))
    # ß inside a word of a list read as written (a German list plays it as ss): Xghost puts
    # it between two letters
    lx = Lexicon.build(
        word_list_from_words(["straße", "traen"], language=AS_WRITTEN), 3, use_cache=False
    )
    x = variant_by_key("xghost")
    assert x.legal_plays(lx, "rae")[Play("ß", at=2)] == "raße"
    assert Play("ß", at=2) in Solver(lx, x, 2, use_cache=False).solve().children("rae")


def test_practice_judges_a_letter_inside_by_what_it_makes() -> None:
    lx = Lexicon.build(word_list_from_words(["aaab", "aab"]), 3, use_cache=False)
    x = variant_by_key("xghost")
    solver = Solver(lx, x, 2, use_cache=False).solve()
    practice = Practice(solver)
    # from "aa", an A between the two makes what an A at either end makes
    verdict = practice.judge("aa", Play("a", at=1))
    assert verdict is not None
    same = practice.judge("aa", Play("a"))
    assert same is not None and verdict.kind == same.kind
    assert verdict.kind in (VerdictKind.GOOD, VerdictKind.LOST, VerdictKind.BLUNDER)
    assert Side.RIGHT is Play("a").side
