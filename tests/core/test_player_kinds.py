"""One list of player kinds: the rules' PlayerKind. The computers the table can make, the
human-like levels and the judges of how words look are read from it, so a kind added
there and forgotten here (or one named here and not there) shows."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from ghost_gui.core.errors import UnknownNameError
from ghost_gui.core.opponents.learner import LearnerMemory
from ghost_gui.core.opponents.opponents import KINDS, make_strategy
from ghost_gui.core.opponents.plausibility import JUDGES
from ghost_gui.core.opponents.strategies import LEVELS
from ghost_gui.core.play.rules import PlayerKind
from ghost_gui.core.play.variants import variant_by_key
from ghost_gui.core.variant_keys import VariantKey
from ghost_gui.core.words.lexicon import Lexicon
from ghost_gui.core.words.wordlist import word_list_from_words


def test_the_computers_are_the_rules_kinds_but_the_person() -> None:
    assert KINDS == tuple(k for k in PlayerKind if k is not PlayerKind.HUMAN)
    assert all(isinstance(k, PlayerKind) for k in KINDS)


def test_levels_and_judges_are_named_by_the_rules_kinds() -> None:
    assert set(LEVELS) <= set(KINDS)
    assert all(isinstance(k, PlayerKind) for k in (*LEVELS, *JUDGES))
    # every human-like level judges how a fragment looks, and so does the learner
    assert set(JUDGES) == set(LEVELS) | {PlayerKind.LEARNER}


@pytest.mark.parametrize("kind", KINDS)
def test_every_computer_kind_makes_a_player(kind: PlayerKind, tmp_path: Path) -> None:
    words = ["cat", "cattle", "dog", "doge", "bird", "birds", "camel"]
    lexicon = Lexicon.build(word_list_from_words(words, "kinds"), 3, use_cache=False)
    strategy = make_strategy(
        kind,
        lexicon,
        variant_by_key(VariantKey.GHOST),
        2,
        random.Random(1),
        memory=LearnerMemory(tmp_path / "memory.json"),
    )
    assert strategy.challenge is not None


def test_the_person_is_no_computer() -> None:
    lexicon = Lexicon.build(word_list_from_words(["cat"], "kinds"), 3, use_cache=False)
    with pytest.raises(UnknownNameError):
        make_strategy(
            PlayerKind.HUMAN, lexicon, variant_by_key(VariantKey.GHOST), 2, random.Random(1)
        )
