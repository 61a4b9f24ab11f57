"""A match kept as a record and as text: made from the match's log, written, read back and
written again to the same text; anything malformed refused with its problem."""

from __future__ import annotations

import random
from datetime import UTC, datetime

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from ghost_gui.core.errors import MatchRecordError, RecordProblem
from ghost_gui.core.play.match import ChallengeKind, Match, MatchConfig, PlayerSpec, RoundEnd
from ghost_gui.core.play.match_record import (
    AnswerStep,
    ChallengeStep,
    PlayStep,
    RoundEnding,
    TakeBackStep,
    record_of,
)
from ghost_gui.core.play.match_text import read_match, write_match
from ghost_gui.core.play.plays import Play, Side
from ghost_gui.core.play.rules import PlayerKind
from ghost_gui.core.play.saving import match_from_json, match_to_json
from ghost_gui.core.play.variants import variant_by_key

from .random_matches import lexicon, play_on, random_match

WORDS = ["cat", "camel", "tab", "bat", "act", "acts", "batch", "scab"]
DIGEST = "ab" * 32
WHEN = datetime(2025, 1, 2, 20, 15, tzinfo=UTC)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    seed=st.integers(0, 10**6),
    variant=st.sampled_from(["ghost", "super", "superduper", "xghost", "anaghost", "anti"]),
    players=st.integers(2, 3),
    lives=st.integers(1, 3),
)
def test_a_random_match_reads_back_as_it_was_written(
    seed: int, variant: str, players: int, lives: int
) -> None:
    lx = lexicon(WORDS, 3)
    assert lx is not None
    m = random_match(random.Random(seed), lx, variant, players, lives=lives)
    record = record_of(m, "tiny", DIGEST, started=WHEN)
    text = write_match(record)
    back = read_match(text)
    assert back == record
    assert write_match(back) == text
    assert read_match(text.encode("utf-8")) == record
    assert back.winner == m.winner
    ended = [r for r in record.rounds if r.ending is not None]
    assert [r.ending.loser for r in ended if r.ending] == [
        e.loser for e in m.log if type(e).__name__ == "RoundEnded"
    ]


def _evening() -> Match:
    """Three people, one life each: a take-back, a house word, a knock-out, a win."""
    lx = lexicon(WORDS, 3)
    assert lx is not None
    specs = (
        PlayerSpec('Ann "the bold"', PlayerKind.HUMAN),
        PlayerSpec("Bob", PlayerKind.HUMAN),
        PlayerSpec("Robo", PlayerKind.MEDIUM),
    )
    config = MatchConfig(specs, "super", 3, "tiny", lives=1)
    m = Match(config, lx, variant_by_key("super"), house_words={"zzz"})
    m.play(0, Play("a"))
    m.play(1, Play("c", Side.LEFT))  # ca
    m.take_back()  # Bob takes his c back
    m.play(1, Play("b", Side.LEFT))  # ba
    m.play(2, Play("t"))  # bat: Robo completes a word and is out
    m.play(0, Play("a"))  # Ann starts round 2 (after the loser, Robo, who is out)
    m.play(1, Play("h"))  # ah: a bluff
    m.challenge(0, ChallengeKind.NO_WORD)
    m.accept_house_word(0, "aha")  # Ann accepts AHA, loses, is out: Bob wins
    return m


def test_the_record_tells_the_evening() -> None:
    m = _evening()
    record = record_of(m, "tiny", DIGEST, started=WHEN, ended=WHEN)
    assert record.rules.house_words == ("zzz",)
    assert record.winner == 1
    first, second = record.rounds
    assert first.seats == (0, 1, 2)
    assert first.steps == (
        PlayStep(0, Play("a"), "a"),
        PlayStep(1, Play("c", Side.LEFT), "ca"),
        TakeBackStep(1, "a"),
        PlayStep(1, Play("b", Side.LEFT), "ba"),
        PlayStep(2, Play("t"), "bat"),
    )
    assert first.ending == RoundEnding(2, RoundEnd.WORD_COMPLETED, "bat", by=2)
    assert [p.fragment for p, _ in first.standing_plays()] == ["a", "ba", "bat"]
    assert second.seats == (0, 1)
    assert second.steps[-2:] == (
        ChallengeStep(0, ChallengeKind.NO_WORD, 1),
        AnswerStep(1, "aha", True, house=True),
    )
    text = write_match(record)
    assert text == EVENING
    assert read_match(text) == record


EVENING = """\
[Format "ghost-match 1"]
[Variant "super"]
[MinLength "3"]
[WordList "tiny" "abababababababababababababababababababababababababababababababab"]
[HouseWords "zzz"]
[Lives "1"]
[NextRound "loser"]
[WordEndsRound "yes"]
[TeamUp "no"]
[Player1 "Ann \\"the bold\\"" "human"]
[Player2 "Bob" "human"]
[Player3 "Robo" "medium"]
[Date "2025-01-02T20:15:00+00:00"]
[Ended "2025-01-02T20:15:00+00:00"]
[Winner "Bob"]

round 1: 1 2 3
1 +a a
2 c+ ca
2 takeback a
2 b+ ba
3 +t bat
end 3 word_completed word "bat" by 3

round 2: 1 2
1 +a a
2 +h ah
1 challenge no_word
2 answer "aha" house
end 1 challenge_lost word "aha" by 2 challenger 1
"""


def test_a_match_resumed_from_a_save_cannot_be_recorded_from_its_log() -> None:
    m = _evening_resumed()
    with pytest.raises(MatchRecordError) as err:
        record_of(m, "tiny", DIGEST)
    assert err.value.problem is RecordProblem.INCOMPLETE_LOG


def _evening_resumed() -> Match:
    lx = lexicon(WORDS, 3)
    assert lx is not None
    specs = (PlayerSpec("Ann"), PlayerSpec("Bob"))
    m = Match(MatchConfig(specs, "ghost", 3, "tiny"), lx, variant_by_key("ghost"))
    m.play(0, Play("c"))
    again = match_from_json(match_to_json(m), lx, variant_by_key("ghost"))
    again.play(1, Play("a"))
    return again


def _broken(old: str, new: str) -> str:
    assert old in EVENING
    return EVENING.replace(old, new, 1)


@pytest.mark.parametrize(
    ("text", "problem"),
    [
        (_broken('[Variant "super"]\n', ""), RecordProblem.MISSING_TAG),
        (_broken('[Variant "super"]', '[Variant "hyperghost"]'), RecordProblem.BAD_VALUE),
        (_broken('[Lives "1"]', '[Lives "01"]'), RecordProblem.BAD_VALUE),
        (_broken('[Lives "1"]', '[Lives "1"]\n[Lives "1"]'), RecordProblem.UNKNOWN_TAG),
        (_broken('[TeamUp "no"]', '[Teams "no"]'), RecordProblem.UNKNOWN_TAG),
        (
            _broken('[Date "2025-01-02T20:15:00+00:00"]', '[Date "yesterday"]'),
            RecordProblem.BAD_VALUE,
        ),
        (_broken('"human"]\n[Player2', '"wizard"]\n[Player2'), RecordProblem.BAD_VALUE),
        (_broken('[Player3 "Robo" "medium"]\n', ""), RecordProblem.INCONSISTENT),
        (_broken('[Winner "Bob"]', '[Winner "Robo"]'), RecordProblem.INCONSISTENT),
        (_broken('[Winner "Bob"]\n', ""), RecordProblem.INCONSISTENT),
        (_broken("2 b+ ba", "2 b+ ab"), RecordProblem.INCONSISTENT),
        (_broken("2 b+ ba", "3 b+ ba"), RecordProblem.INCONSISTENT),
        (_broken("3 +t bat", "3 t@1 bta"), RecordProblem.INCONSISTENT),
        (_broken("2 takeback a", "2 takeback c"), RecordProblem.INCONSISTENT),
        (_broken("end 3 word_completed", "end 2 word_completed"), RecordProblem.INCONSISTENT),
        (_broken("end 3 word_completed", "end 3 word_finished"), RecordProblem.BAD_LINE),
        (_broken("round 2: 1 2", "round 2: 2 1"), RecordProblem.INCONSISTENT),
        (_broken("round 2: 1 2", "round 3: 1 2"), RecordProblem.BAD_LINE),
        (_broken("round 2: 1 2", "round 2: 1 2 3"), RecordProblem.INCONSISTENT),
        (_broken("2 answer", "1 answer"), RecordProblem.INCONSISTENT),
        (_broken("1 +a a\n2 +h", "1  +a a\n2 +h"), RecordProblem.BAD_LINE),
        (_broken("\n\nround 2", "\nround 2"), RecordProblem.BAD_LINE),
        (EVENING + "\nround 3: 2\n2 +a a\n", RecordProblem.INCONSISTENT),
        (EVENING.replace("\n", "\n\n", 1), RecordProblem.MISSING_TAG),
        ("hello\n", RecordProblem.BAD_LINE),
        ("", RecordProblem.MISSING_TAG),
    ],
)
def test_a_malformed_record_is_refused_with_its_problem(text: str, problem: RecordProblem) -> None:
    with pytest.raises(MatchRecordError) as err:
        read_match(text)
    assert err.value.problem is problem


def test_bytes_that_are_not_text_are_refused() -> None:
    for data in (b"\xff\xfe[", EVENING.encode("utf-8").replace(b"round", b"r\0und", 1)):
        with pytest.raises(MatchRecordError) as err:
            read_match(data)
        assert err.value.problem is RecordProblem.NOT_TEXT


def test_windows_line_ends_and_a_missing_last_line_break_read_the_same() -> None:
    record = read_match(EVENING)
    assert read_match(EVENING.replace("\n", "\r\n")) == record
    assert read_match(EVENING.removesuffix("\n")) == record


def test_an_unfinished_match_has_no_winner_and_may_stop_inside_a_round() -> None:
    text = EVENING.split("\nround 2")[0].replace('[Winner "Bob"]\n', "") + "\n"
    text += "round 2: 1 2\n1 +a a\n2 +h ah\n1 challenge no_word\n"
    record = read_match(text)
    assert record.winner is None and record.rounds[-1].ending is None
    assert write_match(record) == text


@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    seed=st.integers(0, 10**6),
    variant=st.sampled_from(["ghost", "super", "xghost", "anaghost"]),
    players=st.integers(2, 3),
    before=st.integers(0, 40),
)
def test_a_match_resumed_from_its_save_keeps_the_rounds_before_the_save(
    seed: int, variant: str, players: int, before: int
) -> None:
    """Saved at any point (inside a round, a challenge waiting, between rounds), resumed
    and played on: its record, from the record kept in the save, is the whole match's."""
    lx = lexicon(WORDS, 3)
    assert lx is not None
    whole = random_match(random.Random(seed), lx, variant, players, lives=2, actions=before)
    earlier = read_match(write_match(record_of(whole, "tiny", DIGEST, started=WHEN)))
    resumed = match_from_json(match_to_json(whole), lx, variant_by_key(variant))
    assert not resumed.log  # a save keeps no events
    for m in (whole, resumed):
        play_on(m, random.Random(seed + 1), 60)
    assert resumed.winner == whole.winner
    kept = record_of(resumed, "tiny", DIGEST, earlier=earlier, ended=WHEN)
    assert kept == record_of(whole, "tiny", DIGEST, started=WHEN, ended=WHEN)
    assert read_match(write_match(kept)) == kept


def test_an_anaghost_round_keeps_the_word_its_letters_made() -> None:
    lx = lexicon(WORDS, 3)
    assert lx is not None
    config = MatchConfig((PlayerSpec("Ann"), PlayerSpec("Bob")), "anaghost", 3, "tiny", lives=1)
    m = Match(config, lx, variant_by_key("anaghost"))
    for seat, letter in enumerate("tab"):
        m.play(seat % 2, m.variant.play(m.fragment, letter))
    text = write_match(record_of(m, "tiny", DIGEST, started=WHEN))
    ending = read_match(text).rounds[0].ending
    assert ending is not None and (ending.word, ending.by) == ("bat", 0)
    assert '"abt"' not in text.split("\n")[-2] and '"bat"' in text.split("\n")[-2]
    # a match kept before the word was holds the letters: it reads as it did
    assert read_match(text.replace('"bat"', '"abt"')).rounds[0].ending.word == "abt"  # type: ignore[union-attr]
    with pytest.raises(MatchRecordError):  # a word of other letters
        read_match(text.replace('"bat"', '"cat"'))
