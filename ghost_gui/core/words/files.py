"""Reading a word-list file and naming its contents: the part of loading that a cache hit
needs too, without the parsing (a warm run reads and hashes the file, and parses nothing).
:mod:`~ghost_gui.core.words.wordlist` parses what this reads."""

from __future__ import annotations

import errno
import os
import stat
from collections.abc import Callable
from pathlib import Path
from typing import BinaryIO

from ..alphabets import AS_WRITTEN as AS_WRITTEN
from ..alphabets import DETECT as DETECT
from ..alphabets import LANGUAGE_OPTIONS as LANGUAGE_OPTIONS
from ..errors import (
    WordListMissingError,
    WordListNotFileError,
    WordListTooLargeError,
    WordListUnreadableError,
)
from ..storage.cache_keys import sha256_hex

#: the largest file the loader accepts; the biggest real word lists are a few MB
MAX_BYTES = 64 * 1024 * 1024

#: the longest entry (in characters, after NFC normalisation) that can be a word; longer
#: entries are skipped and counted in ``LoadReport.too_long``
MAX_WORD_LENGTH = 64

#: the most players a game or an analysis takes
MAX_PLAYERS = 8


_READ_CHUNK = 1 << 16
_STREAM_CHUNK = 1 << 20


# -- reading -------------------------------------------------------------------------------
def check_word_list_file(path: str | Path, *, max_bytes: int = MAX_BYTES) -> os.stat_result:
    """Check, without opening it, that ``path`` is a regular file of at most ``max_bytes``.

    Raises the typed loader errors. Call it before anything else reads the path."""
    spath = str(path)
    try:
        st = os.stat(path)
    except FileNotFoundError:
        raise WordListMissingError(spath, "no such file") from None
    except OSError as exc:
        raise WordListUnreadableError(spath, exc.strerror or str(exc), exc.errno) from None
    except ValueError:  # an embedded NUL character
        raise WordListUnreadableError(spath, "not a valid file name") from None
    _check_stat(spath, st, max_bytes)
    return st


def _check_stat(spath: str, st: os.stat_result, max_bytes: int) -> None:
    if stat.S_ISDIR(st.st_mode):
        raise WordListUnreadableError(spath, "is a folder, not a file", errno.EISDIR)
    if not stat.S_ISREG(st.st_mode):
        raise WordListNotFileError(spath, "is not a regular file")
    if st.st_size > max_bytes:
        raise WordListTooLargeError(
            spath,
            f"{st.st_size:,} bytes, larger than the {megabytes(max_bytes)} allowed",
            limit=max_bytes,
        )


def read_word_list_bytes(path: str | Path, *, max_bytes: int = MAX_BYTES) -> bytes:
    """The bytes of a regular file of at most ``max_bytes``; typed errors otherwise."""
    spath = str(path)
    check_word_list_file(path, max_bytes=max_bytes)
    flags = os.O_RDONLY
    for name in ("O_NONBLOCK", "O_NOCTTY", "O_CLOEXEC", "O_BINARY"):
        flags |= getattr(os, name, 0)
    try:
        fd = os.open(path, flags)
    except FileNotFoundError:
        raise WordListMissingError(spath, "no such file") from None
    except OSError as exc:
        raise WordListUnreadableError(spath, exc.strerror or str(exc), exc.errno) from None
    try:
        st = os.fstat(fd)
        _check_stat(spath, st, max_bytes)  # the same checks on what was really opened
        # one read for the whole file, one more to see its end; more if it grew
        return _read_at_most(
            lambda n: os.read(fd, n), spath, max_bytes, _READ_CHUNK, want=st.st_size + 1
        )
    except OSError as exc:
        raise WordListUnreadableError(spath, exc.strerror or str(exc), exc.errno) from None
    finally:
        os.close(fd)


def read_limited(stream: BinaryIO, where: str, *, max_bytes: int = MAX_BYTES) -> bytes:
    """At most ``max_bytes`` from a binary stream (standard input); too large if more."""
    return _read_at_most(stream.read, where, max_bytes, _STREAM_CHUNK)


def _read_at_most(
    read: Callable[[int], bytes], where: str, max_bytes: int, step: int, *, want: int = 0
) -> bytes:
    """Everything ``read(n)`` gives, in reads of ``want`` bytes in all at first and ``step``
    after, up to one byte past ``max_bytes``: too large if it gets there."""
    chunks: list[bytes] = []
    total = 0
    try:
        while total <= max_bytes:
            chunk = read(min(max(want - total, step), max_bytes + 1 - total))
            if not chunk:
                break
            chunks.append(chunk)
            total += len(chunk)
    except OSError as exc:
        raise WordListUnreadableError(where, exc.strerror or str(exc), exc.errno) from None
    if total > max_bytes:  # more than the limit, or a file that grew while it was read
        raise WordListTooLargeError(
            where, f"larger than the {megabytes(max_bytes)} allowed", limit=max_bytes
        )
    return b"".join(chunks)


def megabytes(size: int) -> str:
    """A file size limit for people: "64 MB", "0.5 MB", "100 bytes"."""
    if size < 1024**2 // 10:
        return f"{size:,} bytes"
    mb = size / 1024**2
    return f"{mb:.0f} MB" if mb.is_integer() else f"{mb:.1f} MB"


_FOLD_MARK = "+fold-"
# the UTF-8 lead bytes of every letter that German, Spanish or French folding changes or
# that marks one of them (U+00C0-U+00FF, Œ œ) and of the combining accents (U+0300-U+036F)
_FOLD_BYTES = (b"\xc3", b"\xc5", b"\xcc", b"\xcd")


def resolve_language(option: str | None, text: str) -> str | None:
    """The language a list is loaded in: ``option`` when it names one, the language its
    text's words are in for :data:`DETECT`; for :data:`AS_WRITTEN` (or None) that one too
    unless it would fold letters, when None (the letters as written)."""
    if option not in (DETECT, AS_WRITTEN, None):
        return option
    from ..alphabets import FOLDING, detect_text_language

    detected = detect_text_language(text)
    if option == DETECT or detected not in FOLDING:
        return detected
    return None


def folding_language(data: bytes, option: str | None) -> str | None:
    """The language whose folding applies to the list in ``data`` loaded with ``option``
    (``resolve_language``), None when it folds nothing; quick for a list that cannot fold."""
    from ..alphabets import FOLDING

    if option not in (DETECT, AS_WRITTEN, None):
        return option if option in FOLDING else None
    if option != DETECT or data.isascii():
        return None
    utf8 = not data.startswith((b"\xff\xfe", b"\xfe\xff", b"\x00\x00")) and b"\x00" not in data
    if utf8 and not any(b in data for b in _FOLD_BYTES):
        return None  # a Russian list, say: not even decoded
    from ..errors import WordListError
    from .list_decoding import decode_word_list

    try:
        text = decode_word_list(data, "")
    except WordListError:
        return None  # the loader says what is wrong
    language = resolve_language(option, text)
    return language if language in FOLDING else None


def list_digest(
    data: bytes, *, keep_capitalized: bool = False, language: str | None = DETECT
) -> str:
    """What identifies the words loaded from ``data`` in a mode: the SHA-256 of the bytes,
    marked when capitalised entries are kept and with the language whose folding made the
    words (``+fold-fr``; see :func:`folding_language`). Every cache key of a list starts
    from it."""
    digest = sha256_hex(data)
    if keep_capitalized:
        digest += "+keep-capitalized"
    folded = folding_language(data, language)
    return digest + _FOLD_MARK + folded if folded else digest


def digest_language(digest: str) -> str:
    """The loading option that makes the words a digest names again: the language marked
    in it, or :data:`AS_WRITTEN` (no folding) when none is."""
    _, mark, language = digest.partition(_FOLD_MARK)
    return language if mark else AS_WRITTEN


def describe(report: dict[str, object]) -> dict[str, object]:
    """A load report's fields (``_asdict()`` of a
    :class:`~ghost_gui.core.words.list_record.LoadReport`) as the numbers JSON output gives
    (``capitalized_kept`` only when the list was loaded keeping its capitalised entries)."""
    numbers = {
        "entries": report["entries"],
        "words": report["kept"],
        "proper_nouns": report["proper_nouns"],
        "other_characters": report["other_characters"],
        "duplicates": report["duplicates"],
        "too_long": report["too_long"],
    }
    if report["keep_capitalized"]:
        numbers["capitalized_kept"] = report["capitalized_kept"]
    if report.get("folded"):  # an English or Russian list's output is as it was
        numbers["language"] = report["language"]
        numbers["folded"] = report["folded"]
    return numbers
