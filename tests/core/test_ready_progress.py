"""Getting a well-read computer ready takes seconds on a large list (its sense of letters
scores every word): it tells how far it is, and telling changes nothing of what it knows."""

from __future__ import annotations

import random

import pytest

from ghost_gui.core.opponents import plausibility, run_counts
from ghost_gui.core.opponents.opponents import make_strategy
from ghost_gui.core.opponents.strategies import HumanLikeStrategy
from ghost_gui.core.play.variants import variant_by_key
from ghost_gui.core.words.lexicon import Lexicon
from ghost_gui.core.words.wordlist import word_list_from_words


def made_up_words(n: int) -> list[str]:
    rng = random.Random(7)
    return sorted(
        {"".join(rng.choice("abcdeilmnorst") for _ in range(rng.randint(3, 7))) for _ in range(n)}
    )


def test_a_hard_computer_tells_how_far_its_letter_sense_is(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(plausibility, "CHUNK", 40)  # a large list's many chunks, in small
    monkeypatch.setattr(run_counts, "CHUNK", 40)
    monkeypatch.setattr(plausibility, "_SENSES", {})  # built here, not found made
    monkeypatch.setattr(plausibility, "_LANGUAGES", {})
    words = made_up_words(900)
    lexicon = Lexicon.build(word_list_from_words(words), 3, use_cache=False)
    ghost = variant_by_key("ghost")
    seen: list[float] = []
    hard = make_strategy(
        "hard",
        lexicon,
        ghost,
        2,
        random.Random(1),
        frequency_ranks=tuple(words[:300]),
        progress=seen.append,
    )
    assert isinstance(hard, HumanLikeStrategy)
    assert len(seen) > 5 and seen == sorted(seen) and seen[0] == 0 and seen[-1] < 1
    monkeypatch.setattr(plausibility, "_SENSES", {})
    quiet = HumanLikeStrategy("hard", lexicon, ghost, 2, random.Random(1), tuple(words[:300]))
    assert quiet.sense.counting == hard.sense.counting  # the same words heard of
    assert quiet.sense.runs == hard.sense.runs  # and the same sense of letters


def test_a_sense_made_later_is_the_one_made_at_once_and_made_once(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A computer whose letter sense is left for later (the window makes it once the match
    has begun) has the same sense, however many threads ask for it at once."""
    import threading
    import time

    monkeypatch.setattr(plausibility, "_SENSES", {})
    monkeypatch.setattr(plausibility, "_LANGUAGES", {})
    words = made_up_words(900)
    lexicon = Lexicon.build(word_list_from_words(words), 3, use_cache=False)
    ghost = variant_by_key("ghost")
    now = HumanLikeStrategy("hard", lexicon, ghost, 2, random.Random(1), tuple(words[:300]))
    monkeypatch.setattr(plausibility, "_SENSES", {})
    built: list[object] = []
    build = plausibility._build_sense

    def slow_build(*args):  # type: ignore[no-untyped-def]
        time.sleep(0.05)  # long enough for the other thread to ask meanwhile
        built.append(build(*args))
        return built[-1]

    monkeypatch.setattr(plausibility, "_build_sense", slow_build)
    later = HumanLikeStrategy(
        "hard", lexicon, ghost, 2, random.Random(1), tuple(words[:300]), sense_later=True
    )
    assert not built
    seen: list[float] = []
    other = threading.Thread(target=later.get_ready)
    other.start()
    sense = later.get_ready(seen.append)
    other.join()
    assert len(built) == 1 and later.sense is sense
    assert sense.counting == now.sense.counting and sense.runs == now.sense.runs
    assert seen == sorted(seen)
