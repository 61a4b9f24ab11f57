"""The answer to "who wins" for a word-list file, cached as plain data (dicts of numbers,
strings and tuples), so that a warm ``analyze`` reads the file, hashes it and prints the
stored answer without importing the engine, the parser or ``dataclasses``. (A warm
``analyze --json`` is answered sooner still, by ``cli/warm_answer.py``, from the output the
command line stores beside the cache's entries.)

The record is ``{"report": <the LoadReport's fields>, "analysis": <the Analysis's fields>}``.
Its layout is named by :data:`ANSWER_FORMAT`, part of the key: change it whenever either
class's fields change (``tests/core/test_answers.py`` pins them). The file's name and path
are never stored (an entry is keyed by the file's bytes; see ``results.Workbench``).
"""

from __future__ import annotations

from typing import Any, TypeGuard

from ..errors import WordListError
from ..storage import cache
from ..words.files import list_digest, read_word_list_bytes

ANSWER_FORMAT = 2

_KIND = "file-analysis"


def analysis_key(digest: str, min_length: int, variant: str, players: int) -> tuple[str, str]:
    """The cache entry of the answer for the list of this digest under these rules."""
    lexicon_key = cache.cache_key("lexicon", digest, min_length)
    return _KIND, cache.cache_key(_KIND, lexicon_key, variant, players, f"answer-{ANSWER_FORMAT}")


def record(report_fields: dict[str, Any], analysis_fields: dict[str, Any]) -> dict[str, Any]:
    return {"report": report_fields, "analysis": analysis_fields}


def store_answer(
    digest: str, report_fields: dict[str, Any], analysis_fields: dict[str, Any]
) -> None:
    """Store the answer for the list of this digest under the analysis's rules."""
    key = analysis_key(
        digest,
        analysis_fields["min_length"],
        analysis_fields["variant"],
        analysis_fields["players"],
    )
    cache.store_cached(*key, record(report_fields, analysis_fields))


def valid(rec: object, variant: str, min_length: int, players: int) -> TypeGuard[dict[str, Any]]:
    """Is this a record of the answer for these rules (and not something else or damaged)?"""
    if not (
        isinstance(rec, dict)
        and isinstance(rec.get("report"), dict)
        and isinstance(rec.get("analysis"), dict)
    ):
        return False
    a = rec["analysis"]
    return (a.get("variant"), a.get("min_length"), a.get("players")) == (
        variant,
        min_length,
        players,
    )


def file_digest(path: str, *, keep_capitalized: bool = False) -> str | None:
    """The digest of the list in this file (``files.list_digest``), or None when the file
    cannot be read (the caller then goes the long way, which says what is wrong)."""
    try:
        data = read_word_list_bytes(path)
    except WordListError:
        return None
    return list_digest(data, keep_capitalized=keep_capitalized)


def cached_answer(
    digest: str, variant: str, min_length: int, players: int
) -> dict[str, Any] | None:
    """The stored answer for the list of this digest under these rules, or None: not
    stored yet, or damaged."""
    rec = cache.load_cached(*analysis_key(digest, min_length, variant, players))
    return rec if valid(rec, variant, min_length, players) else None
