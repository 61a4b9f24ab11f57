"""A human-like computer's letter sense in the disk cache: what it is made of
(:class:`SenseParts`), kept under the list's digest, the words it has heard of and the
model's settings, so that a second start on a large list reads it back in a fraction of a
second instead of counting and scoring the list's words again (seconds; the hard level's
familiar words, many). Stored compactly (words joined, counts in arrays: a plain pickle of
that many strings and counters takes longer to read than the rest of a warm start) and
compressed (a third of the size; the installed game bundles the presets'). An entry
that is damaged, of another layout or does not add up is a miss: the sense is built again
and the entry replaced."""

from __future__ import annotations

import pickle
import zlib
from array import array
from collections import Counter
from typing import NamedTuple

from ..storage import cache
from ..storage.cache_keys import sha256_hex

#: bump when what is stored changes its layout or meaning
SENSE_FORMAT = 1
_SEP = "\n"  # never in a word or a run of its letters


class SenseParts(NamedTuple):
    """What a letter sense is made of, as plain data (``plausibility.LetterSense``)."""

    words: tuple[str, ...]
    counting: tuple[str, ...]
    runs: Counter[str]
    followed: Counter[str]
    kinds: Counter[str]
    #: the language's runs of up to ``plausibility.SHORT`` letters that start a word, and
    #: that occur in one
    starts: frozenset[str]
    inside: frozenset[str]


def sense_key(words: tuple[str, ...], lexicon_key: str, familiar: float, model: str) -> str:
    """The key of the sense of a player who heard of ``words`` on the lexicon whose key is
    ``lexicon_key`` (the list's digest and minimum length), ``model``: the model's settings."""
    heard = sha256_hex(_SEP.join(words).encode("utf-8", "surrogatepass"))
    return cache.cache_key("sense", SENSE_FORMAT, lexicon_key, heard, repr(familiar), model)


def _counts(counter: Counter[str]) -> tuple[str, bytes]:
    return _SEP.join(counter), array("q", counter.values()).tobytes()


def _counter(packed: tuple[str, bytes]) -> Counter[str]:
    keys, raw = packed
    values = array("q")
    values.frombytes(raw)
    names = keys.split(_SEP) if keys else []
    if len(names) != len(values):
        raise ValueError("counts that do not match their runs")
    return Counter(dict(zip(names, values, strict=True)))


def _words(text: str) -> tuple[str, ...]:
    return tuple(text.split(_SEP)) if text else ()


def store_sense(key: str, parts: SenseParts) -> None:
    """Keep ``parts`` under ``key`` (a cache that cannot be written is no error)."""
    packed = (
        _SEP.join(parts.words),
        _SEP.join(parts.counting),
        _counts(parts.runs),
        _counts(parts.followed),
        _counts(parts.kinds),
        _SEP.join(sorted(parts.starts)),
        _SEP.join(sorted(parts.inside)),
    )
    data = zlib.compress(pickle.dumps(packed, pickle.HIGHEST_PROTOCOL), 1)
    cache.store_cached("sense", key, (SENSE_FORMAT, data))


def load_sense(key: str) -> SenseParts | None:
    """The parts kept under ``key``, or None: missing, damaged, or not what was stored."""
    found = cache.load_cached("sense", key)
    if found is None:
        return None
    try:
        fmt, data = found
        if fmt != SENSE_FORMAT:
            return None
        words, counting, runs, followed, kinds, starts, inside = pickle.loads(zlib.decompress(data))
        parts = SenseParts(
            _words(words),
            _words(counting),
            _counter(runs),
            _counter(followed),
            _counter(kinds),
            frozenset(_words(starts)),
            frozenset(_words(inside)),
        )
    except Exception:  # not what was stored: a miss, built again (never an error)
        return None
    if list(parts.words) != sorted(parts.words) or not parts.runs:
        return None
    return parts
