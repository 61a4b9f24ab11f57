"""Analyses and cards for a word-list file, answered from the disk cache when possible.

The cache key needs only the file's bytes (their hash) and the rules, so a warm request
reads and hashes the file and never parses it, builds no lexicon and solves nothing.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass
from pathlib import Path

from . import cache
from .cards import TreeCard, WordCard, make_card
from .levels import CancelCheck, Progress
from .lexicon import Lexicon
from .solver import Analysis, Solver, analyze
from .variants import variant_by_key
from .wordlist import MAX_BYTES, LoadReport, WordList, load_word_list


@dataclass(frozen=True)
class ListInfo:
    """What a report about a word list needs to say about the list itself."""

    name: str
    path: str
    report: LoadReport


def _digest(path: str | Path) -> str | None:
    """The content hash of a readable, reasonably sized file; None when the full loader
    should handle it (and raise its typed error)."""
    try:
        p = Path(path)
        if p.stat().st_size > MAX_BYTES:
            return None
        return hashlib.sha256(p.read_bytes()).hexdigest()
    except OSError:
        return None


def _key(kind: str, digest: str, *rules: object) -> str:
    return cache.cache_key(kind, cache.cache_key("lexicon", digest, rules[0]), *rules[1:])


def _info(wl: WordList) -> ListInfo:
    return ListInfo(wl.name, wl.path, wl.report)


def analysis_for_file(
    path: str | Path,
    variant_key: str,
    min_length: int = 3,
    players: int = 2,
    *,
    use_cache: bool = True,
    cancel: CancelCheck | None = None,
    progress: Progress | None = None,
) -> tuple[ListInfo, Analysis]:
    variant = variant_by_key(variant_key)
    digest = _digest(path) if use_cache else None
    key = _key("file-analysis", digest, min_length, variant_key, players) if digest else None
    if key:
        hit = cache.load_cached("file-analysis", key)
        if isinstance(hit, tuple) and len(hit) == 2 and isinstance(hit[1], Analysis):
            return hit  # type: ignore[return-value]
    wl = load_word_list(path)
    lexicon = _lexicon(wl, min_length, use_cache)
    result = (_info(wl), analyze(lexicon, variant, players, use_cache=use_cache, cancel=cancel, progress=progress))
    if key:
        cache.store_cached("file-analysis", key, result)
    return result


def card_for_lexicon(
    lexicon: Lexicon,
    variant_key: str,
    players: int,
    seat: int,
    *,
    use_cache: bool = True,
    solver: Solver | None = None,
    cancel: CancelCheck | None = None,
) -> WordCard | TreeCard:
    """A seat's card, from the cache or computed (on ``solver`` when one is given)."""
    key = cache.cache_key("card", lexicon.key, variant_key, players, seat)
    if use_cache:
        hit = cache.load_cached("card", key)
        if isinstance(hit, (WordCard, TreeCard)):
            return hit
    solver = solver or Solver(lexicon, variant_by_key(variant_key), players, use_cache=use_cache)
    card = make_card(solver, seat, cancel=cancel)
    if use_cache:
        cache.store_cached("card", key, card)
    return card


def card_for_file(
    path: str | Path,
    variant_key: str,
    min_length: int,
    players: int,
    seat: int,
    *,
    use_cache: bool = True,
    cancel: CancelCheck | None = None,
) -> tuple[ListInfo, WordCard | TreeCard]:
    variant_by_key(variant_key)  # a bad name fails before any work
    digest = _digest(path) if use_cache else None
    key = _key("file-card", digest, min_length, variant_key, players, seat) if digest else None
    if key:
        hit = cache.load_cached("file-card", key)
        if isinstance(hit, tuple) and len(hit) == 2 and isinstance(hit[1], (WordCard, TreeCard)):
            return hit  # type: ignore[return-value]
    wl = load_word_list(path)
    lexicon = _lexicon(wl, min_length, use_cache)
    result = (_info(wl), card_for_lexicon(lexicon, variant_key, players, seat, use_cache=use_cache, cancel=cancel))
    if key:
        cache.store_cached("file-card", key, result)
    return result


class NoCountingWordsError(ValueError):
    """No word of the list is long enough for the minimum length."""


def _lexicon(wl: WordList, min_length: int, use_cache: bool) -> Lexicon:
    lexicon = Lexicon.build(wl, min_length, use_cache=use_cache)
    if not lexicon.sorted_words:
        raise NoCountingWordsError(f"{wl.path or wl.name}: no word has {min_length} or more letters")
    return lexicon
