"""The match rules, scenario by scenario."""

from __future__ import annotations

import json

import pytest

from ghost_gui.core.errors import IllegalPlayError, MatchError, PlayProblem, SaveFileError
from ghost_gui.core.play.match import ChallengeKind, Match, MatchConfig, PlayerSpec, RoundEnd
from ghost_gui.core.play.match_events import (
    ChallengeAnswered,
    ChallengeMade,
    MatchOver,
    PlayerKnockedOut,
    PlayMade,
    RoundEnded,
    TurnChanged,
)
from ghost_gui.core.play.plays import Play, Side
from ghost_gui.core.play.saving import match_from_json, match_to_json
from ghost_gui.core.play.variants import variant_by_key
from ghost_gui.core.words.lexicon import Lexicon
from ghost_gui.core.words.wordlist import word_list_from_words

WORDS = ["cat", "camel", "gecko", "goat", "gerbil", "tab"]


def make(players: int = 2, variant: str = "ghost", kinds: tuple[str, ...] = (), **options) -> Match:  # type: ignore[no-untyped-def]
    specs = tuple(
        PlayerSpec(f"P{i + 1}", kinds[i] if i < len(kinds) else "human") for i in range(players)
    )
    lx = Lexicon.build(word_list_from_words(WORDS), options.pop("min_length", 3), use_cache=False)
    return Match(
        MatchConfig(specs, variant, lx.min_length, "tiny", **options), lx, variant_by_key(variant)
    )


def spell(m: Match, letters: str) -> list:  # type: ignore[type-arg]
    events = []
    for c in letters:
        events += m.play(m.to_move, Play(c))
    return events


def test_completing_a_word_loses_the_round() -> None:
    m = make()
    events = spell(m, "cat")
    ended = [e for e in events if isinstance(e, RoundEnded)]
    assert ended == [
        RoundEnded(0, RoundEnd.WORD_COMPLETED, "cat", by=0, fragment="cat")
    ]  # P1 played c and t
    assert m.lost == [1, 0] and m.letters(0) == "G"
    assert m.fragment == "" and m.to_move == 0 and m.round == 2  # the loser starts


def test_anti_ghost_completer_wins_and_the_previous_player_loses() -> None:
    m = make(3, "anti")
    spell(m, "cat")  # P1 c, P2 a, P3 t
    assert m.lost == [0, 1, 0]


def test_short_words_do_not_end_the_round() -> None:
    m = make(min_length=4)
    spell(m, "cat")
    assert m.fragment == "cat" and m.lost == [0, 0]


def test_knockout_after_five_and_last_player_wins() -> None:
    m = make(3)
    for _ in range(5):
        while m.to_move != 0:
            m.resign(m.to_move)
        m.resign(0)
    assert 0 in m.knocked_out and m.letters(0) == "GHOST"
    # the knocked-out player is skipped
    assert m.to_move != 0
    seen = set()
    for _ in range(4):
        seen.add(m.to_move)
        m.play(m.to_move, Play("g"))
    assert 0 not in seen
    while m.winner is None:
        events = m.resign(m.to_move)
    assert isinstance(events[-1], MatchOver) and any(
        isinstance(e, PlayerKnockedOut) for e in events
    )
    with pytest.raises(MatchError):
        m.play(m.to_move, Play("c"))


def test_challenge_that_is_a_word_when_completion_does_not_end_the_round() -> None:
    m = make(word_ends_round=False)
    spell(m, "cat")
    assert m.fragment == "cat"
    m.challenge(m.to_move, ChallengeKind.WORD)  # P2 says: P1 completed a word
    assert m.lost == [1, 0]
    m2 = make(word_ends_round=False)
    spell(m2, "ca")
    m2.challenge(m2.to_move, ChallengeKind.WORD)  # "ca" is no word: the challenger (P1) loses
    assert m2.lost == [1, 0]


def test_no_word_challenge_answered_right_and_wrong() -> None:
    m = make()
    spell(m, "ge")
    m.challenge(0, ChallengeKind.NO_WORD)
    assert m.pending is not None
    with pytest.raises(MatchError):
        m.play(0, Play("r"))
    events = m.answer_challenge(1, "gerbil")
    assert ChallengeAnswered(1, "gerbil", True) in events
    assert m.lost == [1, 0]  # the challenger was wrong

    m = make()
    spell(m, "gt")  # a bluff
    m.challenge(0, ChallengeKind.NO_WORD)
    m.answer_challenge(1, "gtab")
    assert m.lost == [0, 1]
    m = make()
    spell(m, "ge")
    m.challenge(0, ChallengeKind.NO_WORD)
    m.answer_challenge(1, None)  # concedes
    assert m.lost == [0, 1]


def test_house_word_accepted_by_the_challenger() -> None:
    m = make()
    spell(m, "ge")
    m.challenge(0, ChallengeKind.NO_WORD)
    with pytest.raises(MatchError):
        m.accept_house_word(1, "gerbera")  # only the challenger may
    m.accept_house_word(0, "gerbera")
    assert "gerbera" in m.house_words and m.lost == [1, 0]
    # from now on the house word counts
    assert m.is_word("gerbera")


def test_super_ghost_answers_may_contain_the_fragment() -> None:
    m = make(variant="super")
    m.play(0, Play("a"))
    m.play(1, Play("c", Side.LEFT))
    m.challenge(0, ChallengeKind.NO_WORD)
    m.answer_challenge(1, "camel")
    assert m.lost == [1, 0]
    with pytest.raises(IllegalPlayError):
        make().play(0, Play("c", Side.LEFT))  # plain Ghost: right only


def test_next_round_starter_options() -> None:
    m = make(3, next_round_starter="after_loser")
    m.resign(0)
    assert m.to_move == 1
    m = make(3, next_round_starter="challenger")
    spell(m, "gt")
    m.challenge(2, ChallengeKind.NO_WORD)
    m.answer_challenge(1, None)  # P2 loses; P3, the successful challenger, starts
    assert m.to_move == 2
    m = make(3, next_round_starter="challenger")
    m.resign(0)  # no challenge: the loser starts
    assert m.to_move == 0


def test_turn_errors() -> None:
    m = make()
    with pytest.raises(MatchError):
        m.play(1, Play("c"))
    with pytest.raises(IllegalPlayError):
        m.play(0, Play("q"))  # not in this list's alphabet
    with pytest.raises(MatchError):
        m.challenge(0, ChallengeKind.NO_WORD)  # nothing played yet
    with pytest.raises(MatchError):
        m.answer_challenge(0, "cat")


def test_undo_goes_back_to_the_last_human_play() -> None:
    m = make(kinds=("human", "perfect"))
    m.play(0, Play("g"))
    m.play(1, Play("e"))
    m.undo()
    assert m.fragment == "" and m.to_move == 0 and m.history == []
    with pytest.raises(MatchError):
        m.undo()


def test_json_round_trip_and_damage() -> None:
    m = make(3, kinds=("human", "perfect", "evil"), lives=3, next_round_starter="after_loser")
    spell(m, "cat")
    spell(m, "ge")
    m.challenge(m.to_move, ChallengeKind.NO_WORD)
    data = json.loads(json.dumps(match_to_json(m)))
    back = match_from_json(data, m.lexicon, m.variant)
    assert match_to_json(back) == match_to_json(m)
    assert back.pending == m.pending and back.config == m.config
    back.answer_challenge(back.pending.target, "gerbil")
    for bad in (
        {},
        {"version": 99},
        dict(data, lost="x"),
        dict(data, to_move=7),
        "junk",
        dict(data, config={}),
    ):
        with pytest.raises(SaveFileError):
            match_from_json(bad, m.lexicon, m.variant)
    with pytest.raises(SaveFileError):
        match_from_json(data, m.lexicon, variant_by_key("super"))


def test_events_are_logged() -> None:
    m = make()
    spell(m, "ca")
    assert [type(e) for e in m.log if isinstance(e, PlayMade)] == [PlayMade, PlayMade]


# -- more scenarios ------------------------------------------------------------------------


def test_anti_ghost_two_players_the_other_player_loses() -> None:
    m = make(2, "anti")
    events = spell(m, "cat")  # P1 c, P2 a, P1 t: P1 completes and wins
    assert RoundEnded(1, RoundEnd.WORD_COMPLETED, "cat", by=0, fragment="cat") in events
    assert m.lost == [0, 1] and m.to_move == 1


def test_anti_ghost_word_challenge_blames_the_player_before_the_completer() -> None:
    m = make(3, "anti", word_ends_round=False)
    spell(m, "cat")  # P1 c, P2 a, P3 t
    events = m.challenge(0, ChallengeKind.WORD)
    assert (
        RoundEnded(1, RoundEnd.CHALLENGE_WON, "cat", by=2, challenger=0, fragment="cat") in events
    )
    assert m.lost == [0, 1, 0]


def test_events_of_a_round_in_order() -> None:
    m = make(lives=1)
    events = spell(m, "cat")
    assert events == [
        PlayMade(0, Play("c"), "c"),
        TurnChanged(1),
        PlayMade(1, Play("a"), "ca"),
        TurnChanged(0),
        PlayMade(0, Play("t"), "cat"),
        RoundEnded(0, RoundEnd.WORD_COMPLETED, "cat", by=0, fragment="cat"),
        PlayerKnockedOut(0),
        MatchOver(1),
    ]
    assert m.winner == 1 and m.log == events


def test_letters_for_other_numbers_of_lives() -> None:
    m = make(3, lives=3)
    for _ in range(3):
        while m.to_move != 0:
            m.resign(m.to_move)
        m.resign(0)
    assert m.letters(0) == "GHO" and 0 in m.knocked_out
    m = make(lives=7)
    m.lost[0] = 7
    assert m.letters(0) == "GHOST!!"


def test_resign() -> None:
    m = make()
    spell(m, "g")
    with pytest.raises(MatchError):
        m.resign(0)  # not P1's turn
    events = m.resign(1)
    assert events == [RoundEnded(1, RoundEnd.RESIGNED, "g", fragment="g"), TurnChanged(1)]
    assert m.fragment == "" and m.lost == [0, 1] and m.round == 2


def test_an_answer_must_be_longer_than_the_fragment() -> None:
    m = make(word_ends_round=False)
    spell(m, "cat")
    m.challenge(1, ChallengeKind.NO_WORD)
    events = m.answer_challenge(0, "cat")
    assert ChallengeAnswered(0, "cat", False) in events and m.lost == [1, 0]


def test_an_answer_must_fit_the_variant() -> None:
    for variant, right in (("superduper", True), ("super", False), ("ghost", False)):
        m = make(variant=variant)
        spell(m, "ac")  # the reverse "ca" starts "cat"
        m.challenge(0, ChallengeKind.NO_WORD)
        m.answer_challenge(1, "cat")
        assert m.lost == ([1, 0] if right else [0, 1]), variant
    m = make()
    spell(m, "ga")
    m.challenge(0, ChallengeKind.NO_WORD)
    m.answer_challenge(1, "ga")  # too short to count, and not longer
    assert m.lost == [0, 1]


def test_house_words_must_go_like_the_fragment() -> None:
    m = make()
    spell(m, "ge")
    m.challenge(0, ChallengeKind.NO_WORD)
    for bad in ("goat", "ge", "gexyz", ""):
        with pytest.raises(IllegalPlayError):
            m.accept_house_word(0, bad)
    assert m.pending is not None and m.lost == [0, 0]
    m.accept_house_word(0, "GERBERA ")
    assert "gerbera" in m.house_words
    # a house word completed later ends the round like any word
    spell(m, "gerbera")
    assert m.lost == [2, 0]


def test_challenger_starter_falls_back_to_the_loser() -> None:
    m = make(3, next_round_starter="challenger")
    spell(m, "ge")
    m.challenge(2, ChallengeKind.NO_WORD)
    m.answer_challenge(1, "gecko")  # P3 was wrong and loses: P3 starts
    assert m.to_move == 2 and m.lost == [0, 0, 1]
    m = make(3, next_round_starter="challenger", word_ends_round=False)
    spell(m, "cat")
    m.challenge(0, ChallengeKind.WORD)  # P1 is right: P3 completed "cat"; P1 starts
    assert m.lost == [0, 0, 1] and m.to_move == 0


def test_after_loser_skips_knocked_out_players() -> None:
    m = make(3, next_round_starter="after_loser", lives=1)
    spell(m, "g")
    m.resign(1)  # P2 is out; P3 starts
    assert m.knocked_out == {1} and m.to_move == 2
    m.play(2, Play("g"))
    assert m.to_move == 0
    m.play(0, Play("o"))
    assert m.to_move == 2  # P2 skipped
    m = make(3, lives=1)  # "loser" starts, but the loser is out: the next player
    m.resign(0)
    assert m.to_move == 1


def test_word_ends_round_false_lets_the_game_run_on() -> None:
    m = make(word_ends_round=False)
    events = spell(m, "cat")
    assert not any(isinstance(e, RoundEnded) for e in events)
    assert m.to_move == 1
    m.play(1, Play("a"))  # past a word: a bluff nobody has caught
    assert m.fragment == "cata"


def test_undo_keeps_the_plays_before_the_last_human_one() -> None:
    m = make(kinds=("human", "evil"))
    spell(m, "gerb")  # human g, computer e, human r, computer b
    events = m.undo()
    assert events == [TurnChanged(0)]
    assert m.fragment == "ge" and m.to_move == 0 and len(m.history) == 2
    m.undo()
    assert m.fragment == ""
    m.play(0, Play("g"))
    m.challenge(1, ChallengeKind.NO_WORD)
    with pytest.raises(MatchError):
        m.undo()  # not during a challenge
    m.answer_challenge(0, None)
    with pytest.raises(MatchError):
        m.undo()  # the round is over: nothing of this round to undo
    m = make(kinds=("perfect", "evil"))
    spell(m, "g")
    with pytest.raises(MatchError):
        m.undo()  # no human in the game


def test_nothing_is_allowed_after_the_match_is_over() -> None:
    m = make(lives=1)
    m.resign(0)
    assert m.winner == 1
    for action in (
        lambda: m.play(1, Play("c")),
        lambda: m.resign(1),
        lambda: m.challenge(1, ChallengeKind.WORD),
        lambda: m.undo(),
        lambda: m.answer_challenge(1, None),
    ):
        with pytest.raises(MatchError):
            action()


def test_bad_configurations() -> None:
    one = (PlayerSpec("A"),)
    for bad in (
        {"players": one},
        {"players": tuple(PlayerSpec(str(i)) for i in range(9))},
        {"next_round_starter": "winner"},
        {"lives": 0},
        {"variant": "mega"},
        {"min_length": 0},
    ):
        args = {
            "players": (PlayerSpec("A"), PlayerSpec("B")),
            "variant": "ghost",
            "min_length": 3,
            "word_list": "x",
        }
        args.update(bad)
        with pytest.raises(MatchError):
            MatchConfig(**args)  # type: ignore[arg-type]
    with pytest.raises(MatchError):
        PlayerSpec("B", "genius")  # type: ignore[arg-type]


def test_inconsistent_saves_are_refused() -> None:
    m = make(3, kinds=("human", "perfect", "evil"))
    spell(m, "ge")
    m.challenge(m.to_move, ChallengeKind.NO_WORD)
    data = json.loads(json.dumps(match_to_json(m)))
    pending = data["pending"]
    for bad in (
        dict(data, fragment="gx"),
        dict(data, knocked_out=[1]),
        dict(data, lost=[0, 0, -1]),
        dict(data, lost=[0, 0]),
        dict(data, winner=1),
        dict(data, pending=dict(pending, target=2)),
        dict(data, pending=dict(pending, kind="maybe")),
        dict(data, history=[]),
        dict(
            data, history=[dict(h, play={"letter": "g", "side": "left"}) for h in data["history"]]
        ),
        dict(data, history="ge"),
        dict(data, config=dict(data["config"], players="ab")),
        dict(data, config=dict(data["config"], lives="many")),
        dict(data, round=0),
        None,
        [],
    ):
        with pytest.raises(SaveFileError):
            match_from_json(bad, m.lexicon, m.variant)


def test_a_finished_match_round_trips() -> None:
    m = make(lives=1)
    m.resign(0)
    back = match_from_json(json.loads(json.dumps(match_to_json(m))), m.lexicon, m.variant)
    assert back.winner == 1 and back.knocked_out == {0}


def test_a_named_word_the_list_lacks_is_told_apart_from_one_that_does_not_fit() -> None:
    m = make(word_ends_round=False)
    spell(m, "ca")  # P1 c, P2 a
    m.challenge(0, ChallengeKind.NO_WORD)
    events = m.answer_challenge(1, "cabot")
    ended = [e for e in events if isinstance(e, RoundEnded)]
    assert ended == [
        RoundEnded(
            1,
            RoundEnd.CHALLENGE_WON,
            "cabot",
            challenger=0,
            fragment="ca",
            problem=PlayProblem.WORD_UNKNOWN,
        )
    ]
    spell(m, "ca")  # P2 c, P1 a (the loser starts)
    m.challenge(1, ChallengeKind.NO_WORD)
    events = m.answer_challenge(0, "goat")
    assert [e.problem for e in events if isinstance(e, RoundEnded)] == [
        PlayProblem.WORD_DOES_NOT_FIT
    ]


def test_a_right_answer_credits_the_player_who_named_it() -> None:
    m = make(word_ends_round=False)
    spell(m, "ca")
    m.challenge(0, ChallengeKind.NO_WORD)
    ended = [e for e in m.answer_challenge(1, "camel") if isinstance(e, RoundEnded)]
    assert ended == [
        RoundEnded(0, RoundEnd.CHALLENGE_LOST, "camel", by=1, challenger=0, fragment="ca")
    ]


def test_take_back_a_persons_letter_with_the_computers_replies_since() -> None:
    m = make(kinds=("human", "perfect"))
    m.play(0, Play("c"))
    assert m.take_back() == [TurnChanged(0)]
    assert m.fragment == "" and m.to_move == 0 and m.history == []
    m.play(0, Play("c"))
    m.play(1, Play("a"))  # the computer answered: both letters go
    assert m.take_back() == [TurnChanged(0)]
    assert m.fragment == "" and m.to_move == 0 and m.history == []
    with pytest.raises(MatchError):
        m.take_back()  # nothing of a person's left in this round


def test_take_back_stops_at_the_next_persons_letter() -> None:
    m = make(3, kinds=("human", "perfect", "human"))
    m.play(0, Play("c"))
    m.play(1, Play("a"))
    m.play(2, Play("m"))  # Sam played after Mum: only Sam's letter goes
    m.take_back()
    assert m.fragment == "ca" and m.to_move == 2


def test_a_saved_rounds_plays_come_back_as_the_events_they_made() -> None:
    m = make(3, "super")
    m.resign(0)
    m.play(0, Play("a"))
    m.play(1, Play("c", Side.LEFT))
    m.challenge(2, ChallengeKind.NO_WORD)
    expected = [
        PlayMade(0, Play("a"), "a"),
        PlayMade(1, Play("c", Side.LEFT), "ca"),
        ChallengeMade(2, ChallengeKind.NO_WORD, 1),
    ]
    told = [e for e in m.log if not isinstance(e, TurnChanged)]
    assert m.round_so_far() == expected == told[-3:]  # as the plays told them
    again = match_from_json(json.loads(json.dumps(match_to_json(m))), m.lexicon, m.variant)
    assert again.round_so_far() == expected  # a save keeps no events: they are made again
