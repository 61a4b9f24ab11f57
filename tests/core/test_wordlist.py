"""The loader: formats it accepts, what it skips, and every bad file."""

from __future__ import annotations

import errno
from pathlib import Path

import pytest

from ghost_gui.core import errors
from ghost_gui.core.words import files, list_parsing, list_record
from ghost_gui.core.words.list_record import describe
from ghost_gui.core.words.wordlist import load_word_list


def write(tmp_path: Path, data: bytes, name: str = "list.txt") -> Path:
    p = tmp_path / name
    p.write_bytes(data)
    return p


def test_bom_crlf_blank_lines_and_several_words_per_line(tmp_path: Path) -> None:
    p = write(tmp_path, "\ufeffcat dog\r\n\r\n  emu\r\ncat\n".encode())
    wl = load_word_list(p)
    assert wl.words == ("cat", "dog", "emu")
    assert wl.report.entries == 4 and wl.report.duplicates == 1
    assert wl.report.too_long == 0
    assert wl.alphabet == "acdegmotu"
    assert describe(wl.report) == {
        "entries": 4,
        "words": 3,
        "proper_nouns": 0,
        "other_characters": 0,
        "duplicates": 1,
        "too_long": 0,
    }


def test_skips_proper_nouns_and_other_characters(tmp_path: Path) -> None:
    p = write(tmp_path, b"apple Boston don't x-ray r2d2 pear NASA\n")
    wl = load_word_list(p)
    assert wl.words == ("apple", "pear")
    assert wl.report.proper_nouns == 2
    assert wl.report.other_characters == 3


def test_russian_alphabet_keeps_yo_distinct(tmp_path: Path) -> None:
    p = write(tmp_path, "ёж ель еда Москва\n".encode())
    wl = load_word_list(p)
    assert wl.words == ("еда", "ель", "ёж")
    assert "ё" in wl.alphabet and "е" in wl.alphabet
    assert wl.report.proper_nouns == 1


def test_decomposed_letters_are_normalised(tmp_path: Path) -> None:
    p = write(tmp_path, "е\u0308ж\n".encode())  # е + combining diaeresis
    assert load_word_list(p).words == ("ёж",)


@pytest.mark.parametrize(
    "data, error",
    [
        (b"", errors.WordListEmptyError),
        (b"  \n\r\n\t", errors.WordListEmptyError),
        (b"Boston NASA don't 123\n", errors.WordListNoWordsError),
        (b"cat\x00\x01\x02dog", errors.WordListBinaryError),
        (b"caf\xe9 cat\n", errors.WordListDecodeError),
    ],
)
def test_bad_contents(tmp_path: Path, data: bytes, error: type[Exception]) -> None:
    with pytest.raises(error) as info:
        load_word_list(write(tmp_path, data))
    assert str(tmp_path) in str(info.value)


def test_missing_file(tmp_path: Path) -> None:
    with pytest.raises(errors.WordListMissingError):
        load_word_list(tmp_path / "nope.txt")


def test_a_folder_is_unreadable(tmp_path: Path) -> None:
    with pytest.raises(errors.WordListUnreadableError) as caught:
        load_word_list(tmp_path)
    assert caught.value.errno == errno.EISDIR  # what the window words it from


def test_unreadable_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    p = write(tmp_path, b"cat\n")

    def deny(*args: object, **kwargs: object) -> int:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(files.os, "open", deny)  # the loader opens with os.open (non-blocking)
    with pytest.raises(errors.WordListUnreadableError, match="Permission denied") as caught:
        load_word_list(p)
    assert caught.value.errno == errno.EACCES


def test_a_read_error_is_unreadable(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    p = write(tmp_path, b"cat\n")

    def fail(fd: int, n: int) -> bytes:
        raise OSError(5, "Input/output error")

    monkeypatch.setattr(files.os, "read", fail)
    with pytest.raises(errors.WordListUnreadableError, match="Input/output error") as caught:
        load_word_list(p)
    assert caught.value.errno == errno.EIO


def test_too_large(tmp_path: Path) -> None:
    p = write(tmp_path, b"cat dog\n" * 100)
    with pytest.raises(errors.WordListTooLargeError):
        load_word_list(p, max_bytes=100)


def test_every_loader_error_is_a_word_list_error() -> None:
    for cls in (
        errors.WordListMissingError,
        errors.WordListUnreadableError,
        errors.WordListBinaryError,
        errors.WordListDecodeError,
        errors.WordListEmptyError,
        errors.WordListNoWordsError,
        errors.WordListTooLargeError,
        errors.WordListNotFileError,
    ):
        assert issubclass(cls, errors.WordListError)
    assert issubclass(errors.WordListNotFileError, errors.WordListUnreadableError)


@pytest.mark.parametrize(
    "text, dupes",
    [
        ("ant bee cat dog eel fox gnu hen", []),  # sorted: kept as chunks, never hashed
        ("ant bee cat dog eel fox bee gnu ant", ["bee", "ant"]),  # a repeat after sorted chunks
        ("dog cat ant dog bee cat", ["dog", "cat"]),  # unsorted from the start
        ("ant bee Cat cat dog ant", ["ant"]),  # a chunk checked entry by entry, then a repeat
    ],
)
def test_sorted_chunks_and_repeats_give_the_same_words(
    monkeypatch: pytest.MonkeyPatch, text: str, dupes: list[str]
) -> None:
    monkeypatch.setattr(list_parsing, "_CHUNK", 8)  # a chunk of two or three entries
    wl = list_parsing.parse_word_list(text.encode(), name="t")
    assert wl.words == tuple(sorted({w for w in text.split() if w.islower()}))
    assert list(wl.report.duplicate_examples) == dupes
    assert wl.report.duplicates == len(text.split()) - len(set(text.split()))


@pytest.mark.parametrize("keep_capitalized", [False, True])
def test_digest_and_alphabet_are_worked_out_when_asked(
    tmp_path: Path, keep_capitalized: bool
) -> None:
    """A cold analysis without the cache needs neither the list's digest nor its alphabet:
    they wait until asked, and are then what they would have been."""
    data = "Zebra\nbäcker\ncat\ndog\n".encode()
    path = tmp_path / "words.txt"
    path.write_bytes(data)
    wl = load_word_list(path, keep_capitalized=keep_capitalized)
    assert wl._digest is None and wl._alphabet is None and wl._source == (data, keep_capitalized)
    assert wl.digest == files.list_digest(data, keep_capitalized=keep_capitalized)
    assert wl._source is None  # the file's bytes are let go
    assert (
        wl.alphabet == list_record.alphabet_of(wl.words) == "".join(sorted(set("".join(wl.words))))
    )
    again = load_word_list(path, keep_capitalized=keep_capitalized)
    assert again == wl and hash(again) == hash(wl)  # working them out changes nothing
    # a copy with other words keeps the digest it is given and this list's alphabet
    other = load_word_list(path, keep_capitalized=keep_capitalized).replace(
        words=("cat",), digest="d"
    )
    assert other.digest == "d" and other.alphabet == wl.alphabet and other.words == ("cat",)
    # with only a new name, nothing is worked out yet
    renamed = load_word_list(path, keep_capitalized=keep_capitalized).replace(name="x")
    assert renamed._digest is None and renamed._alphabet is None and renamed.digest == wl.digest
    with pytest.raises(TypeError):
        wl.replace(colour="red")
    with pytest.raises(ValueError):
        list_record.WordList("x", "", None, ("cat",), None, wl.report)


@pytest.mark.parametrize(
    "words",
    [
        (),
        ("cat", "dog"),
        ("zebra", "maß", "fête", "naïve"),  # Latin-1 beyond a-z
        ("ёж", "кот"),  # beyond Latin-1
        ("a", "b", "\xff"),
        tuple("abcdefghijklmnopqrstuvwxyz"),
    ],
)
def test_the_alphabet_is_every_letter_the_words_use_sorted(words: tuple[str, ...]) -> None:
    assert list_record.alphabet_of(words) == "".join(sorted(set("".join(words))))
