"""The loader's limits: long words, things that are not files, sizes, encodings, memory."""

from __future__ import annotations

import io
import os
import random
import socket
import subprocess
import sys
import threading
import unicodedata
from pathlib import Path

import pytest

from ghost_gui.core import errors
from ghost_gui.core.words import files, list_parsing, wordlist
from ghost_gui.core.words.files import MAX_WORD_LENGTH, read_limited, read_word_list_bytes
from ghost_gui.core.words.list_parsing import parse_word_list
from ghost_gui.core.words.list_record import LoadReport, describe
from ghost_gui.core.words.wordlist import load_word_list

ROOT = Path(__file__).resolve().parents[2]


def write(tmp_path: Path, data: bytes, name: str = "list.txt") -> Path:
    p = tmp_path / name
    p.write_bytes(data)
    return p


# -- long words -----------------------------------------------------------------------------
def test_the_limit_is_64_and_documented() -> None:
    assert MAX_WORD_LENGTH == 64
    assert "64" in (wordlist.__doc__ or "")


def test_longer_entries_are_skipped_and_counted(tmp_path: Path) -> None:
    ok, long1, long2 = "a" * 64, "b" * 65, "c" * 100_000
    p = write(tmp_path, f"cat {ok} {long1} {long2}\n{long1} Dog\n".encode())
    wl = load_word_list(p)
    assert wl.words == ("a" * 64, "cat")
    r = wl.report
    assert (r.entries, r.kept, r.proper_nouns, r.too_long, r.duplicates) == (6, 2, 1, 2, 1)
    assert describe(r)["too_long"] == 2


def test_only_long_entries_is_no_words(tmp_path: Path) -> None:
    with pytest.raises(errors.WordListNoWordsError, match="longer than 64"):
        load_word_list(write(tmp_path, b"x" * 3000))


def test_length_counts_after_normalisation() -> None:
    decomposed = "е\u0308" * 40  # 80 code points, 40 letters once composed
    assert parse_word_list(decomposed.encode(), name="x").words == ("ё" * 40,)
    assert parse_word_list(("cat " + "е\u0308" * 65).encode(), name="x").report.too_long == 1


def test_nfc_shrinks_at_most_four_to_one() -> None:
    """The loader skips entries of more than 4 * 64 characters without normalising them."""
    longest = max(
        len(unicodedata.normalize("NFD", chr(c)))
        for c in range(sys.maxunicode + 1)
        if not 0xD800 <= c <= 0xDFFF
    )
    assert longest <= list_parsing._NFC_MAX_SHRINK


def test_duplicate_long_entries_count_once_as_too_long() -> None:
    giant = "q" * 2_500_000  # tokenised without a copy (more than two chunks)
    text = f"cat {giant} dog {giant} {'z' * 300} {'z' * 300}\n"
    r = parse_word_list(text.encode(), name="x").report
    assert (r.entries, r.kept, r.too_long, r.duplicates) == (6, 2, 2, 2)


def test_chunking_does_not_change_the_result(monkeypatch: pytest.MonkeyPatch) -> None:
    rnd = random.Random(7)
    pieces = [
        "cat",
        "Dog",
        "x-ray",
        "е\u0308ж",
        "a" * 64,
        "b" * 65,
        "c" * 300,
        "d" * 5000,
        "ёж",
        "cat",
    ]
    spaces = [" ", "\n", "\r\n", "\t", "\u3000", "  "]
    text = "".join(rnd.choice(pieces) + rnd.choice(spaces) for _ in range(800))
    want = parse_word_list(text.encode(), name="x")
    for chunk in (2, 7, 64, 1000):
        monkeypatch.setattr(list_parsing, "_CHUNK", chunk)
        got = parse_word_list(text.encode(), name="x")
        assert (got.words, got.report) == (want.words, want.report), chunk


def test_an_old_cached_report_reads_as_no_long_words() -> None:
    # a stored analysis keeps its report as plain fields (core/analysis/answers.py): one from before
    # the field is read back with its default
    old = LoadReport(entries=3, kept=2, proper_nouns=1, other_characters=0, duplicates=0)
    assert old.too_long == 0 and describe(old)["too_long"] == 0


# -- only regular files -----------------------------------------------------------------------
def _returns_quickly(fn) -> BaseException | None:  # type: ignore[no-untyped-def]
    box: list[BaseException | None] = [None]

    def run() -> None:
        try:
            fn()
        except BaseException as exc:
            box[0] = exc

    t = threading.Thread(target=run, daemon=True)
    t.start()
    t.join(10)
    assert not t.is_alive(), "the loader hung"
    return box[0]


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")
def test_a_fifo_is_refused_without_hanging(tmp_path: Path) -> None:
    fifo = tmp_path / "words.fifo"
    os.mkfifo(fifo)
    try:
        exc = _returns_quickly(lambda: load_word_list(fifo))
    finally:  # should the loader hang, open the other end to free it
        try:
            os.close(os.open(fifo, os.O_WRONLY | os.O_NONBLOCK))
        except OSError:
            pass
    assert isinstance(exc, errors.WordListNotFileError), exc
    assert isinstance(exc, errors.WordListUnreadableError)
    assert exc.detail == "is not a regular file"


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")
def test_a_fifo_swapped_in_after_the_check_cannot_hang(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    fifo = tmp_path / "words.fifo"
    os.mkfifo(fifo)
    monkeypatch.setattr(files, "check_word_list_file", lambda *a, **k: None)
    exc = _returns_quickly(lambda: read_word_list_bytes(fifo))
    assert isinstance(exc, errors.WordListNotFileError), exc


@pytest.mark.skipif(not os.path.exists("/dev/zero"), reason="no /dev/zero")
def test_dev_zero_is_refused() -> None:
    exc = _returns_quickly(lambda: load_word_list("/dev/zero"))
    assert isinstance(exc, errors.WordListNotFileError), exc


@pytest.mark.skipif(not hasattr(socket, "AF_UNIX"), reason="no Unix sockets")
def test_a_socket_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "s"
    if len(str(path)) > 100:
        pytest.skip("path too long for a socket")
    with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as s:
        s.bind(str(path))
        with pytest.raises(errors.WordListNotFileError):
            load_word_list(path)


def test_size_is_checked_before_reading(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    p = write(tmp_path, b"cat dog\n" * 100)

    def no_open(*args: object, **kwargs: object) -> int:
        raise AssertionError("opened a file that is too large")

    monkeypatch.setattr(files.os, "open", no_open)
    with pytest.raises(errors.WordListTooLargeError):
        load_word_list(p, max_bytes=100)


def test_a_file_that_grows_is_read_no_further_than_the_limit(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    p = write(tmp_path, b"cat dog\n" * 1000)  # 8,000 bytes, but it says 0 (as /proc files do)
    real_fstat, real_read = os.fstat, os.read
    asked: list[int] = []

    def fstat(fd: int) -> os.stat_result:
        st = real_fstat(fd)
        return os.stat_result(
            (
                st.st_mode,
                st.st_ino,
                st.st_dev,
                st.st_nlink,
                st.st_uid,
                st.st_gid,
                0,
                int(st.st_atime),
                int(st.st_mtime),
                int(st.st_ctime),
            )
        )

    def read(fd: int, n: int) -> bytes:
        asked.append(n)
        return real_read(fd, n)

    monkeypatch.setattr(files.os, "fstat", fstat)
    monkeypatch.setattr(files.os, "read", read)
    with pytest.raises(errors.WordListTooLargeError):
        read_word_list_bytes(p, max_bytes=100)
    assert sum(asked) <= 101
    asked.clear()
    assert read_word_list_bytes(p, max_bytes=10_000) == b"cat dog\n" * 1000


def test_read_limited() -> None:
    assert read_limited(io.BytesIO(b"cat dog"), "stdin", max_bytes=7) == b"cat dog"
    with pytest.raises(errors.WordListTooLargeError, match="stdin"):
        read_limited(io.BytesIO(b"cat dog!"), "stdin", max_bytes=7)


# -- encodings --------------------------------------------------------------------------------
WORDS = "cat ёж\nдом Boston\r\n"


@pytest.mark.parametrize("codec", ["utf-16", "utf-16-le", "utf-16-be", "utf-32"])
def test_utf16_and_utf32_are_read(tmp_path: Path, codec: str) -> None:
    data = WORDS.encode(codec)
    if codec in ("utf-16-le", "utf-16-be"):  # with a byte-order mark, and without one
        wl = load_word_list(write(tmp_path, "\ufeff".encode(codec) + data, "bom.txt"))
        assert wl.words == ("cat", "дом", "ёж")
    wl = load_word_list(write(tmp_path, data))
    assert wl.words == ("cat", "дом", "ёж") and wl.report.proper_nouns == 1


def test_bad_utf16_says_to_save_as_utf8(tmp_path: Path) -> None:
    data = b"\xff\xfe" + "cat\n".encode("utf-16-le") + b"\x00\xd8"  # a lone surrogate
    with pytest.raises(errors.WordListDecodeError, match="UTF-16.*save it as UTF-8"):
        load_word_list(write(tmp_path, data))


@pytest.mark.parametrize(
    "data",
    [
        b"cat\x00\x01\x02dog",
        b"\x00\x00\x00\x00\x00\x00\x01\x02",
        bytes(range(256)) * 4,
        "cat\x00dog\n".encode("utf-16"),  # UTF-16 holding a NUL character
        "c\x01a\x02t\n".encode("utf-16-le"),  # no byte-order mark, and control characters
    ],
)
def test_binary_is_still_binary(tmp_path: Path, data: bytes) -> None:
    with pytest.raises(errors.WordListBinaryError):
        load_word_list(write(tmp_path, data))


# -- memory, as a user would meet it ------------------------------------------------------
LIMIT = 1536 * 1024 * 1024  # 1.5 GB of address space


def _limited_run(path: Path, tmp_path: Path) -> subprocess.CompletedProcess[str]:
    resource = pytest.importorskip("resource")

    def limit() -> None:
        resource.setrlimit(resource.RLIMIT_AS, (LIMIT, LIMIT))

    env = dict(os.environ, GHOST_CACHE_DIR=str(tmp_path / "cache"), PYTHONPATH=str(ROOT))
    return subprocess.run(
        [
            sys.executable,
            "-m",
            "ghost_gui",
            "analyze",
            str(path),
            "--variant",
            "super",
            "--no-cache",
        ],
        capture_output=True,
        text=True,
        env=env,
        cwd=ROOT,
        preexec_fn=limit,
        timeout=300,
    )


pytestmark_linux = pytest.mark.skipif(
    not sys.platform.startswith("linux"), reason="RLIMIT_AS is enforced on Linux"
)


@pytestmark_linux
def test_a_100000_letter_line_in_superghost_fits_in_little_memory(tmp_path: Path) -> None:
    p = write(tmp_path, b"cat camel goat gerbil\n" + b"a" * 100_000 + b"\n")
    r = _limited_run(p, tmp_path)
    assert r.returncode == 0, r.stderr
    assert "MemoryError" not in r.stderr
    assert "1 longer than 64 letters skipped" in r.stdout


@pytestmark_linux
@pytest.mark.parametrize("size", [2048, 100_000, 50_000_000])
def test_one_long_line_alone_is_a_clear_error(tmp_path: Path, size: int) -> None:
    rnd = random.Random(size)
    block = bytes(rnd.choice(b"abcdefghijklmnopqrstuvwxyz") for _ in range(min(size, 4096)))
    p = write(tmp_path, (block * (size // len(block) + 1))[: size - 1] + b"\n")
    r = _limited_run(p, tmp_path)
    assert r.returncode == 2, r.stderr
    assert "MemoryError" not in r.stderr and "Traceback" not in r.stderr
    assert (
        r.stderr.startswith("error: cannot use word list")
        and "1 longer than 64 letters" in r.stderr
    )
    assert len(r.stderr.strip().splitlines()) == 1
