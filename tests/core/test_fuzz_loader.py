"""Fuzzing the loader: whatever the bytes, it returns a clean word list or a WordListError."""

from __future__ import annotations

import os
import tempfile
import unicodedata

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from ghost_gui.core.errors import WordListError
from ghost_gui.core.words import list_parsing
from ghost_gui.core.words.files import MAX_WORD_LENGTH
from ghost_gui.core.words.list_parsing import parse_word_list
from ghost_gui.core.words.list_record import WordList
from ghost_gui.core.words.wordlist import load_word_list

BUDGET = settings(
    max_examples=200, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow]
)

SPACES = st.sampled_from([" ", "\n", "\r\n", "\t", "\u00a0", "\u3000", "\u2028", "\x1c", "  \n"])
# words and near-words in several scripts, with capitals, marks, digits, NULs and BOMs
PIECES = st.one_of(
    st.text(st.characters(codec="utf-8"), max_size=12),
    st.sampled_from(
        [
            "cat",
            "Dog",
            "ёж",
            "Москва",
            "е\u0308",
            "σς",
            "ΣΑΣ",
            "日本",
            "ﬁx",
            "ǅa",
            "İi",
            "don't",
            "\ufeff",
            "\x00",
            "a\u0301",
            "한국",
            "ا\u064e",
            "\U0001d4b6",
            "x" * 64,
            "y" * 65,
        ]
    ),
    st.builds(
        lambda c, n: c * n,
        st.sampled_from(["a", "é", "ж", "\U0001f600", "e\u0301", "\x00"]),
        st.integers(0, 3000),
    ),
)
TEXTS = st.lists(st.tuples(PIECES, SPACES), max_size=40).map(
    lambda xs: "".join(p + s for p, s in xs)
)
ENCODED = st.tuples(
    TEXTS, st.sampled_from(["utf-8", "utf-8-sig", "utf-16", "utf-16-le", "utf-16-be", "utf-32"])
).map(lambda t: t[0].encode(t[1], "surrogatepass"))
DATA = st.one_of(
    st.binary(max_size=3000),
    ENCODED,
    st.tuples(
        st.sampled_from([b"", b"\xef\xbb\xbf", b"\xff\xfe", b"\xfe\xff", b"\xff\xfe\x00\x00"]),
        st.binary(max_size=600),
    ).map(lambda t: t[0] + t[1]),
    st.tuples(ENCODED, st.binary(max_size=8), st.integers(0, 50)).map(
        lambda t: t[0][: t[2]] + t[1] + t[0][t[2] :]
    ),
)


def check(wl: WordList) -> None:
    words = wl.words
    assert words, "a word list without words is an error, not a result"
    assert list(words) == sorted(set(words))
    for w in words:
        assert isinstance(w, str) and 1 <= len(w) <= MAX_WORD_LENGTH
        assert w.isalpha() and w == w.lower()
        assert unicodedata.is_normalized("NFC", w)
    r = wl.report
    assert r.kept == len(words)
    assert r.entries == r.kept + r.proper_nouns + r.other_characters + r.too_long + r.duplicates
    assert min(r.proper_nouns, r.other_characters, r.too_long, r.duplicates) >= 0
    assert wl.alphabet == "".join(sorted(set("".join(words))))


def outcome(data: bytes) -> object:
    try:
        wl = parse_word_list(data, name="fuzz")
    except WordListError as exc:
        assert exc.path == "fuzz" and exc.detail
        return type(exc)
    check(wl)
    return wl.words, wl.report


@BUDGET
@given(DATA)
def test_parse_returns_clean_words_or_a_word_list_error(data: bytes) -> None:
    outcome(data)


@BUDGET
@given(TEXTS)
def test_text_in_any_unicode_encoding_reads_the_same(text: str) -> None:
    text = text.lstrip("\ufeff")  # UTF-8 drops one leading byte-order mark, the others none
    results = {
        outcome(text.encode(codec, "surrogatepass")) for codec in ("utf-8", "utf-16", "utf-32")
    }
    if "\x00" not in text:
        assert len(results) == 1


@BUDGET
@given(DATA)
def test_load_from_a_file_is_the_same(data: bytes) -> None:
    fd, name = tempfile.mkstemp(suffix=".txt")
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
        try:
            wl = load_word_list(name)
        except WordListError as exc:
            assert type(exc) is outcome(data)
        else:
            check(wl)
            assert (wl.words, wl.report) == outcome(data)
    finally:
        os.unlink(name)


@BUDGET
@given(TEXTS, st.integers(1, 50))
def test_the_chunk_size_changes_nothing(text: str, chunk: int) -> None:
    data = text.encode("utf-8", "surrogatepass")
    want = outcome(data)
    saved = list_parsing._CHUNK
    list_parsing._CHUNK = chunk
    try:
        assert outcome(data) == want
    finally:
        list_parsing._CHUNK = saved
