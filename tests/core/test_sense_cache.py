"""A human-like computer's sense of letters is kept in the disk cache, so that a second start
on a large list reads it back instead of counting and scoring the list's words again (the
hard level takes seconds there): read back, it judges every fragment as the one built did. An
entry that is damaged, cut short or not what was stored is ignored and built again, never an
error."""

from __future__ import annotations

import itertools
import math
import pickle
import random
import zlib
from collections.abc import Callable
from pathlib import Path

import pytest

from ghost_gui.core.opponents import plausibility
from ghost_gui.core.opponents.strategies import HumanLikeStrategy
from ghost_gui.core.play.variants import variant_by_key
from ghost_gui.core.storage import cache
from ghost_gui.core.words.lexicon import Lexicon
from ghost_gui.core.words.wordlist import word_list_from_words

LETTERS = "abcdeilmnorst"
VARIANTS = [variant_by_key(k) for k in ("ghost", "super")]


def made_up_words(n: int) -> list[str]:
    rng = random.Random(7)
    return sorted(
        {"".join(rng.choice(LETTERS) for _ in range(rng.randint(3, 7))) for _ in range(n)}
    )


WORDS = made_up_words(600)
RANKS = tuple(WORDS[:200])


@pytest.fixture(autouse=True)
def own_cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A cache folder of the test's own, and no sense or language made in this process."""
    monkeypatch.setenv("GHOST_CACHE_DIR", str(tmp_path / "cache"))
    monkeypatch.setattr(plausibility, "_SENSES", {})
    monkeypatch.setattr(plausibility, "_LANGUAGES", {})
    return tmp_path / "cache"


def lexicon() -> Lexicon:
    return Lexicon.build(word_list_from_words(WORDS, "made-up"), 3)


def hard(lx: Lexicon) -> HumanLikeStrategy:
    return HumanLikeStrategy("hard", lx, VARIANTS[0], 2, random.Random(1), RANKS)


def judgements(s: HumanLikeStrategy) -> list[float]:
    """How likely the sense finds every fragment of up to 3 letters, in each variant."""
    return [
        s.sense.likelihood("".join(f), v)
        for v in VARIANTS
        for n in (1, 2, 3)
        for f in itertools.product(LETTERS + "xz", repeat=n)
    ]


def forget_in_memory(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(plausibility, "_SENSES", {})
    monkeypatch.setattr(plausibility, "_LANGUAGES", {})


def stored_key(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The keys the senses are stored under, as they are stored."""
    keys: list[str] = []
    store = plausibility.store_sense

    def keep(key: str, parts: plausibility.SenseParts) -> None:
        keys.append(key)
        store(key, parts)

    monkeypatch.setattr(plausibility, "store_sense", keep)
    return keys


def no_scoring(*args: object, **kwargs: object) -> list[str]:
    raise AssertionError("the list's words scored again")


def test_a_second_start_reads_the_sense_back_and_judges_the_same(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    built = hard(lexicon())
    forget_in_memory(monkeypatch)
    monkeypatch.setattr(plausibility, "familiar_words", no_scoring)
    read = hard(lexicon())
    assert read.sense is not built.sense
    assert read.sense.words == built.sense.words
    assert read.sense.counting == built.sense.counting  # the same words heard of
    assert read.sense.runs == built.sense.runs  # the same letter runs
    assert judgements(read) == judgements(built)


def test_a_list_without_the_cache_keeps_nothing_on_disk(own_cache: Path) -> None:
    lx = Lexicon.build(word_list_from_words(WORDS, "made-up"), 3, use_cache=False)
    hard(lx)
    assert not (own_cache / "sense").exists()


def flip(path: Path) -> None:
    data = bytearray(path.read_bytes())
    data[len(data) // 2] ^= 0x40
    path.write_bytes(bytes(data))


def cut_short(path: Path) -> None:
    path.write_bytes(path.read_bytes()[:-100])


def replaced_by(value: object) -> Callable[[Path], None]:
    """Another value stored under the entry's own key, well formed as an entry."""

    def replace(path: Path) -> None:
        cache.store_cached("sense", path.stem, value)

    return replace


def packed(*fields: object) -> bytes:
    return zlib.compress(pickle.dumps(fields))


DAMAGE = {
    "a flipped bit": flip,
    "cut short": cut_short,
    "another shape": replaced_by((1, "x")),
    "another format": replaced_by((99, packed())),
    "not compressed": replaced_by((1, b"not zlib")),
    "counts that do not add up": replaced_by(
        (1, packed("ab", "ab", ("a\nb", b"\x01"), ("", b""), ("", b""), "", ""))
    ),
    "words out of order": replaced_by(
        (1, packed("b\na", "a", ("a", bytes(8)), ("", b""), ("", b""), "", ""))
    ),
    "not a tuple": replaced_by(None),
}


@pytest.mark.parametrize("damage", DAMAGE)
def test_a_damaged_entry_is_ignored_rebuilt_and_replaced(
    damage: str, own_cache: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    keys = stored_key(monkeypatch)
    built = hard(lexicon())
    assert len(keys) == 1
    entry = own_cache / "sense" / f"{keys[0]}.pickle"
    assert entry.is_file()
    DAMAGE[damage](entry)
    forget_in_memory(monkeypatch)
    again = hard(lexicon())  # no error
    assert len(keys) == 2 and keys[1] == keys[0]  # built again and stored again
    assert again.sense.runs == built.sense.runs
    assert judgements(again) == judgements(built)
    assert plausibility.load_sense(keys[0]) is not None  # the entry is whole again


def test_scoring_a_word_is_the_chances_of_its_letters() -> None:
    """The scores remembered per letter run, and taken up from the word before, are those
    of the letters in their words, one after the other."""
    sense = hard(lexicon()).sense
    words = WORDS[::7] + ["qxz", "aaaaaaaa", "aaaab", "", "a"]
    for word in words:
        direct = 0.0
        for i in range(len(word)):
            direct += math.log(sense._chance(word, i, anchored=False) or 1e-12)
        assert sense.word_chance(word) == direct
    assert sense.word_chances(words) == [sense.word_chance(w) for w in words]
    assert sense.word_chances(sorted(words)) == [sense.word_chance(w) for w in sorted(words)]


def test_an_installed_game_reads_the_sense_from_its_bundled_cache(
    own_cache: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The installed game bundles the presets' senses (``scripts/prebuild_caches.py``): a
    first start reads them, and keeps no copy in the user's cache."""
    built = hard(lexicon())  # made into own_cache, which now plays the bundled cache
    forget_in_memory(monkeypatch)
    monkeypatch.setenv("GHOST_BUNDLED_CACHE", str(own_cache))
    monkeypatch.setenv("GHOST_CACHE_DIR", str(tmp_path / "user"))
    monkeypatch.setattr(plausibility, "familiar_words", no_scoring)
    read = hard(lexicon())
    assert judgements(read) == judgements(built)
    assert not (tmp_path / "user" / "sense").exists()
