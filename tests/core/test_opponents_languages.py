"""The human-like computers know the common words of German, French and Spanish: on each
bundled family list, read as the game reads it (the list's language detected, its letters
folded, the ranks of that language's frequency list folded alike), they never call a
common word's start a bluff, and they do not know the list's rare words."""

from __future__ import annotations

import random
from functools import lru_cache
from pathlib import Path

import pytest

from ghost_gui.core.opponents.learner import LearnerMemory, LearnerStrategy
from ghost_gui.core.opponents.strategies import HumanLikeStrategy, Position, read_frequency_ranks
from ghost_gui.core.play.variants import variant_by_key
from ghost_gui.core.words.lexicon import Lexicon
from ghost_gui.core.words.wordlist import load_word_list
from ghost_gui.paths import frequency_path, wordlist_path

GHOST = variant_by_key("ghost")
LISTS = {"de": "german-family.txt", "fr": "french-family.txt", "es": "spanish-family.txt"}
#: everyday words whose letters the list and the frequency list write differently until
#: folded (the list's straße, wordfreq's strasse; été, ete), or that keep a letter (niño)
EVERYDAY = {
    "de": ("strasse", "grösse", "fuss", "weiss", "schliesslich", "über", "können"),
    "fr": ("etre", "deja", "apres", "etat", "ecole", "fenetre", "lecon"),
    "es": ("despues", "tambien", "pais", "mañana", "niño", "musica"),
}
COMMON = 1_000


@lru_cache(maxsize=1)
def bundled(language: str) -> tuple[Lexicon, tuple[str, ...]]:
    words = load_word_list(wordlist_path(LISTS[language]))
    assert words.language == language
    frequencies = frequency_path(words.language)
    assert frequencies is not None
    lexicon = Lexicon.build(words, 4, use_cache=False)
    return lexicon, read_frequency_ranks(str(frequencies), words.language)


def common_words(language: str) -> list[str]:
    lx, ranks = bundled(language)
    return [w for w in ranks if lx.is_word(w)][:COMMON]


@pytest.mark.parametrize("language", sorted(LISTS))
def test_no_level_calls_a_common_words_start_a_bluff(language: str, tmp_path: Path) -> None:
    lx, ranks = bundled(language)
    common = common_words(language)
    assert len(common) == COMMON
    starts = sorted({w[:k] for w in common for k in range(1, len(w))})
    players: list[HumanLikeStrategy | LearnerStrategy] = [
        HumanLikeStrategy(level, lx, GHOST, 2, random.Random(level), ranks)
        for level in ("easy", "medium", "hard")
    ]
    memory = LearnerMemory(tmp_path / "learner.json")
    players.append(LearnerStrategy(lx, GHOST, 2, random.Random(4), memory, ranks, key="t"))
    for player in players:
        wrong = [
            f
            for f in starts
            if player.challenge(Position(f, len(f) % 2, 2, lx, GHOST)) == "no_word"
        ]
        assert wrong == [], (language, player, wrong[:10])
    medium = players[1]
    assert isinstance(medium, HumanLikeStrategy)
    assert set(EVERYDAY[language]) <= medium.known, EVERYDAY[language]


@pytest.mark.parametrize("language", sorted(LISTS))
def test_medium_does_not_know_the_rare_words(language: str) -> None:
    lx, ranks = bundled(language)
    medium = HumanLikeStrategy("medium", lx, GHOST, 2, random.Random(5), ranks)
    heard = set(ranks)
    rare = [w for w in lx.sorted_words if w not in heard]
    assert len(rare) > 5_000
    assert not medium.known & set(rare)
    unknown = [w for w in rare if not medium._knows_a_word(w)]
    assert len(unknown) > 0.9 * len(rare)  # no word of its own goes like them either
    assert len(medium.known) < len(lx.sorted_words) / 4
