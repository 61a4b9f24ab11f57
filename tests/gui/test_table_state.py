"""The table's view state from a core match alone: no window, no widgets."""

from __future__ import annotations

from ghost_gui.core.play.match import ChallengeKind, Match, MatchConfig, PlayerSpec
from ghost_gui.core.play.plays import Play
from ghost_gui.core.play.rules import PlayerKind
from ghost_gui.core.play.variants import variant_by_key
from ghost_gui.core.words.lexicon import Lexicon
from ghost_gui.core.words.wordlist import word_list_from_words
from ghost_gui.gui.table.table_state import TurnLabel, table_state

WORDS = ["cat", "camel", "gecko", "goat", "tab"]
KINDS = (PlayerKind.HUMAN, PlayerKind.PERFECT, PlayerKind.HUMAN)


def make(lives: int = 5, **options: object) -> Match:
    lx = Lexicon.build(word_list_from_words(WORDS), 3, use_cache=False)
    specs = tuple(PlayerSpec(f"P{i}", k) for i, k in enumerate(KINDS))
    config = MatchConfig(specs, "ghost", 3, "tiny", lives=lives, **options)  # type: ignore[arg-type]
    return Match(config, lx, variant_by_key("ghost"))


def state(m: Match | None, round_over: bool = False, take_back: bool = False):  # type: ignore[no-untyped-def]
    return table_state(m, KINDS, round_over=round_over, can_take_back=take_back)


def test_loading_shows_nothing_open() -> None:
    s = state(None)
    assert s.label is TurnLabel.LOADING and s.seat is None and s.panels == ()
    assert not (s.keyboard or s.resign or s.no_word or s.play_again)


def test_a_person_to_play_then_a_computer_thinking() -> None:
    m = make()
    s = state(m)
    assert (s.label, s.seat, s.human_turn) == (TurnLabel.TURN, 0, True)
    assert s.resign and s.keyboard and not s.no_word  # nothing to challenge yet
    assert [p.active for p in s.panels] == [True, False, False]
    m.play(0, Play("c"))
    s = state(m)
    assert (s.label, s.seat, s.human_turn) == (TurnLabel.THINKING, 1, False)
    assert not s.resign and not s.no_word and [p.active for p in s.panels] == [False, True, False]


def test_a_challenge_names_who_must_answer_and_marks_the_panel() -> None:
    m = make()
    m.play(0, Play("c"))
    m.play(1, Play("a"))
    assert state(m).no_word  # a person to play with letters on the board
    m.challenge(2, ChallengeKind.NO_WORD)
    s = state(m)
    assert (s.label, s.seat) == (TurnLabel.MUST_ANSWER, 1)
    assert [p.answering for p in s.panels] == [False, True, False]
    assert not any(p.active for p in s.panels) and not s.human_must_answer  # a computer answers


def test_between_rounds_and_after_a_knock_out_the_panels_follow_the_match() -> None:
    m = make(lives=1)
    for c in "cat":  # P0 C, P1 A, P2 T: P2 completes CAT and is out at once (one life)
        m.play(m.to_move, Play(c))
    s = state(m, round_over=True)
    assert s.label is TurnLabel.NEXT_ROUND and not s.human_turn and not s.resign
    assert [p.out for p in s.panels] == [False, False, True]
    assert [p.lost for p in s.panels] == [0, 0, 1]
    assert not any(p.active for p in s.panels)  # nobody is to move until the round starts


def test_that_s_a_word_opens_only_with_bluffing_and_a_long_enough_fragment() -> None:
    m = make(word_ends_round=False)
    m.play(0, Play("c"))
    m.play(1, Play("a"))
    m.play(2, Play("t"))  # CAT stands (bluffing allowed) and P0, a person, is to move
    assert m.to_move == 0 and state(m).word
    m = make(word_ends_round=False)
    m.play(0, Play("c"))
    m.play(1, Play("a"))
    m.play(2, Play("m"))
    m.challenge(0, ChallengeKind.NO_WORD)  # nothing open to a person while P2 must answer
    s = state(m)
    assert not (s.word or s.no_word or s.resign) and s.human_must_answer
    m = make()  # the game calls out words itself: never offered
    m.play(0, Play("c"))
    m.play(1, Play("a"))
    assert not state(m).word
