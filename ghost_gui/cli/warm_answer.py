"""The one lean path: a warm ``analyze WORDLIST --json``, answered from a stored answer
before argparse, json, pathlib, the cache's modules or the rest of the command line are
imported. Entered from ``ghost_gui/__main__.py``; :func:`answer` returns None for anything
it does not recognise with certainty, and the normal path (``dispatch.main``) runs.

Why it is written unlike the rest: the benchmark's ``warm`` case
(``benchmarks/bench_engine.py --cases warm``: ENABLE, Ghost, minimum length 3, answer
already stored) must take at most 0.08 of the textbook solver's time (about 45 ms of its
0.56 s), and most of a warm run is Python's start and imports. The normal path's warm
answer, plain as it is, imports argparse, json (with re), pathlib, pickle, typing and the
cache's modules; this path imports os, stat, zlib, hashlib and three small modules of the
project (``terminal``, ``defaults``, ``core/storage/cache_root.py``). Measured on the
2-core machine (2026-11-26, 21 runs each): this path 24 ms, the normal path's warm answer
53 ms, ``python -m`` of an empty module 16 ms; the case's ratio 0.03 (BENCHMARKS.md). The
tricks, all here:

- the name put in the JSON by ``_json.encode_basestring_ascii``, the function ``json.dumps``
  uses for a string, without the json package (it imports re: 6 ms of this path);
- the list's stem as ``Path(path).stem`` finds it, without pathlib (3 ms more);
- the options read by hand, not by argparse (:func:`_rules`), and ``typing`` not imported.

What it answers: ``analyze WORDLIST --json``, with any of ``--variant V``, ``--min-length N``
and ``--players N`` (or ``--option=value``), in any order, each at most once, and WORDLIST a
regular file named without a leading ``-``. Anything else (another option, an abbreviation,
``--no-cache``, ``--keep-capitalized``, standard input, a file it cannot read, no stored
answer or a damaged one) is the normal path's, which says what is wrong, if anything is; a
damaged answer is told here in one line, as the normal path works it out again.

The stored answer is written by the normal path (``cli/analysis.py``, :func:`store_answer`)
each time it prints an analysis as JSON with the cache on: in the user's cache folder,
``answers-<version>-<formats>/<SHA-256 of the list>-<variant>-<min length>-<players>.answer``,
written whole or not at all, three lines: the JSON output before the list's name, the output
after it, and a CRC-32 of the file's own name and those two lines. The output is the first
line, the name (``terminal.shown`` of the stem) as a JSON string, and the second line: the
normal path stores an answer only when that gives back exactly what it printed. The cache
counts, evicts and clears these files as its entries.
"""

from __future__ import annotations

import os
import stat
import zlib

from .. import __version__
from ..core.storage.cache_keys import CACHE_FORMAT, sha256_hex
from ..core.storage.cache_root import user_cache_folder
from . import defaults
from .terminal import print_output, shown

#: the layout of an answer file; bump it, and the stored answers are left unread, when the
#: layout or the JSON output of ``analyze`` changes (``tests/core/test_warm_answer.py``
#: pins the output)
ANSWER_FILE_FORMAT = 1
#: the folder of the answers in the cache: another version, cache format (a fix of the
#: engine bumps it) or layout never reads them
FOLDER = f"answers-{__version__}-{CACHE_FORMAT}.{ANSWER_FILE_FORMAT}"
SUFFIX = ".answer"
#: a larger file is the loader's to refuse (``files.MAX_BYTES``): it never has an answer
LARGEST = 64 * 1024 * 1024

_VALUED = ("--variant", "--min-length", "--players")


def answer(argv: list[str]) -> int | None:
    """Print the stored answer of ``python -m ghost_gui ARGV`` and return the exit code, or
    None (nothing printed) for the normal path to answer."""
    rules = _rules(argv)
    if rules is None:
        return None
    path, variant, min_length, players = rules
    try:
        from _json import encode_basestring_ascii as json_string
    except ImportError:  # pragma: no cover - a Python without the C accelerator
        return None
    data = _read(path)
    if data is None:
        return None
    try:
        stored = answer_file(sha256_hex(data), variant, min_length, players)
    except RuntimeError:  # no home folder: the normal path says so
        return None
    parts = _parts(stored)
    if parts is False:  # said once, here: the normal path works it out and stores it anew
        import sys

        print(
            f"warning: the stored answer {shown(stored)} was damaged; it is worked out again",
            file=sys.stderr,
        )
    if not isinstance(parts, tuple):
        return None
    try:  # used: the cache evicts the least recently used first
        os.utime(stored)
    except OSError:
        pass
    before, after = parts
    return print_output(before + json_string(shown(_stem(path))) + after)


def answer_file(digest: str, variant: str, min_length: int, players: int) -> str:
    """Where the answer for a list of this SHA-256 (``files.list_digest`` without
    ``--keep-capitalized``) under these rules is stored."""
    name = f"{digest}-{variant}-{min_length}-{players}{SUFFIX}"
    return os.path.join(user_cache_folder(), FOLDER, name)


def store_answer(
    digest: str, variant: str, min_length: int, players: int, before: str, after: str
) -> None:
    """Store what :func:`answer` prints around a list's name (the normal path calls this);
    unchanged files are not written again, and a cache that cannot be written is no error."""
    path = answer_file(digest, variant, min_length, players)
    record = _record(os.path.basename(path), before, after)
    try:
        with open(path, "rb") as fh:
            if fh.read() == record:
                return
    except OSError:
        pass
    from pathlib import Path

    from ..core.storage.atomic_files import atomic_write_bytes
    from ..core.storage.cache_dirs import note_stored

    try:
        atomic_write_bytes(Path(path), record, durable=False)
    except OSError:
        return
    note_stored(Path(path))


def _record(name: str, before: str, after: str) -> bytes:
    text = f"{before}\n{after}\n"
    check = zlib.crc32(f"{name}\n{text}".encode())
    return f"{text}{check:08x}\n".encode()


def _parts(path: str) -> tuple[str, str] | bool | None:
    """The two parts of the answer stored at ``path``; None when missing or unreadable,
    False when damaged."""
    try:
        with open(path, "rb") as fh:
            data = fh.read()
    except OSError:
        return None
    try:
        before, after, check, end = data.decode().split("\n")
    except (UnicodeDecodeError, ValueError):
        return False
    if end or _record(os.path.basename(path), before, after) != data:
        return False
    return before, after


def _rules(argv: list[str]) -> tuple[str, str, int, int] | None:
    """The word list and the rules of ``analyze WORDLIST --json [options]``, or None when
    the arguments are anything else, or anything this path does not know with certainty."""
    if not argv or argv[0] != "analyze":
        return None
    given = dict.fromkeys(_VALUED, "")
    paths: list[str] = []
    json_seen = False
    args = iter(argv[1:])
    for arg in args:
        if arg == "--json":
            json_seen = True
        elif not arg.startswith("-"):
            paths.append(arg)
        else:
            option, equals, value = arg.partition("=")
            if option not in given or given[option]:
                return None
            if not equals:
                value = next(args, "")
            if not (value.isascii() and value.isalnum()):
                return None
            given[option] = value
    if not json_seen or len(paths) != 1:
        return None
    variant = given["--variant"] or defaults.VARIANT
    numbers = (
        given["--min-length"] or str(defaults.MIN_LENGTH),
        given["--players"] or str(defaults.PLAYERS),
    )
    if not all(n.isdigit() for n in numbers):
        return None
    return paths[0], variant, int(numbers[0]), int(numbers[1])


def _read(path: str) -> bytes | None:
    """The bytes of a regular file of at most :data:`LARGEST` bytes, or None."""
    flags = os.O_RDONLY
    for name in ("O_NONBLOCK", "O_NOCTTY", "O_CLOEXEC", "O_BINARY"):
        flags |= getattr(os, name, 0)
    try:
        fd = os.open(path, flags)
    except (OSError, ValueError):
        return None
    try:
        st = os.fstat(fd)
        if not (stat.S_ISREG(st.st_mode) and st.st_size <= LARGEST):
            return None
        data = os.read(fd, st.st_size + 1)
        return data if len(data) == st.st_size else None
    except OSError:
        return None
    finally:
        os.close(fd)


def _stem(path: str) -> str:
    """``Path(path).stem`` for the path of a regular file, without pathlib: the last
    component, less its last suffix (a dot neither first nor last in the name)."""
    name = os.path.basename(path)
    dot = name.rfind(".")
    return name[:dot] if 0 < dot < len(name) - 1 else name
