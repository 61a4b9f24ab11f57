"""The letter runs a human-like computer's sense counts, and the sense it builds from its
words heard of and then its familiar words, are those of counting every run of every word
one by one: the quicker ways of counting them change nothing a player would meet."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from ghost_gui.core.opponents import plausibility
from ghost_gui.core.opponents.plausibility import (
    ORDER,
    LetterSense,
    language_for,
    letter_runs,
    sense_for,
)
from ghost_gui.core.words.lexicon import Lexicon
from ghost_gui.core.words.wordlist import word_list_from_words


def one_by_one(words: list[str]) -> Counter[str]:
    runs: Counter[str] = Counter()
    for w in words:
        for i in range(len(w)):
            for k in range(1, ORDER + 2):
                if i + k <= len(w):
                    runs[w[i : i + k]] += 1
    return runs


def made_up_words(seed: int, n: int) -> list[str]:
    rng = random.Random(seed)
    return ["".join(rng.choice("abcё") for _ in range(rng.randint(1, 11))) for _ in range(n)]


def test_the_runs_are_every_run_of_every_word_counted_one_by_one() -> None:
    for seed in range(5):
        words = made_up_words(seed, 300) + ["", "a", "aaaaaaaaaa"]
        assert letter_runs(words) == one_by_one(words)
        more = Counter({"zz": 2, "a": 1})
        assert letter_runs(words, more) == one_by_one(words) + Counter({"zz": 2, "a": 1})


def test_the_hard_sense_is_the_one_built_from_all_its_words_at_once(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Its familiar words' runs are added to those of the words it heard of first, not all
    counted again: the sense is the same."""
    monkeypatch.setattr(plausibility, "_SENSES", {})
    monkeypatch.setattr(plausibility, "_LANGUAGES", {})
    words = sorted({w for w in made_up_words(9, 3000) if len(w) >= 3})
    lexicon = Lexicon.build(word_list_from_words(words, "made-up"), 3, use_cache=False)
    heard = tuple(sorted(words[::5] + ["zzzz", "abcx"]))
    sense = sense_for(heard, lexicon, familiar=0.5)
    assert len(sense.counting) > len(heard)  # it has met familiar words too
    again = LetterSense(sense.words, sense.counting, language_for(lexicon))
    assert (sense.runs, sense.followed, sense.kinds) == (again.runs, again.followed, again.kinds)
    some = sorted(words)[::7]
    assert sense.word_chances(some) == again.word_chances(some)


def test_words_are_folded_one_by_one_as_a_player_reads_them() -> None:
    from ghost_gui.core.opponents.run_counts import FOLDS, fold_each, folded

    table = str.maketrans(FOLDS)
    for words in (["ёж", "", "елка", "ЁЛКА"], ["cat", "", "dog"], [""], []):
        assert fold_each(words) == [w.translate(table) for w in words]
        assert folded(words) == {w.lower().translate(table) for w in words if w}
