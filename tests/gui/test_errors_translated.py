"""Every error the core raises on purpose reaches the window in the window's language: each
kind of ``GhostError`` has words of its own, made of translated text and the error's fields,
never of the core's English message."""

from __future__ import annotations

import errno
import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication

from ghost_gui.core import errors as E
from ghost_gui.core.opponents.opponents import KINDS
from ghost_gui.core.play.variants import VARIANTS
from ghost_gui.gui import i18n
from ghost_gui.gui.texts.error_texts import error_text, match_problem_text, play_problem_text

PATH = "/tmp/words.txt"
#: Latin words at home in any language's text: an encoding's name ("UTF-8")
NAMES = {"utf"}
GB = 1024**3
#: the values a refused play or word carries (the core's names for them)
DETAILS: dict[str, object] = {
    "letter": "q",
    "word": "zebu",
    "fragment": "zeb",
    "min_length": 5,
    "limit": 64,
}
#: which of them each problem's words show, as the window shows them
SHOWN: dict[E.PlayProblem, tuple[str, ...]] = {
    E.PlayProblem.NOT_IN_ALPHABET: ("q",),
    E.PlayProblem.WORD_BAD_CHARACTERS: ("ZEBU",),
    E.PlayProblem.WORD_DOES_NOT_FIT: ("ZEBU", "ZEB"),
    E.PlayProblem.WORD_NOT_LONGER: ("ZEBU", "ZEB"),
    E.PlayProblem.WORD_TOO_SHORT: ("ZEBU", "5"),
    E.PlayProblem.WORD_TOO_LONG: ("64",),
    E.PlayProblem.WORD_UNKNOWN: ("ZEBU",),
}
#: a word list error of each kind, with the English detail the core gives it (which must
#: not reach the window), and what the window shows of it
WORD_LIST_ERRORS: dict[type[E.WordListError], list[E.WordListError]] = {
    E.WordListError: [E.WordListError(PATH, "cannot be used")],
    E.WordListMissingError: [E.WordListMissingError(PATH, "no such file")],
    E.WordListUnreadableError: [
        E.WordListUnreadableError(PATH, "Permission denied", errno.EACCES),
        E.WordListUnreadableError(PATH, "is a folder, not a file", errno.EISDIR),
        E.WordListUnreadableError(PATH, "Input/output error", errno.EIO),
        E.WordListUnreadableError(PATH, "not a valid file name"),
    ],
    E.WordListNotFileError: [E.WordListNotFileError(PATH, "is not a regular file")],
    E.WordListBinaryError: [E.WordListBinaryError(PATH, "contains binary data, not text")],
    E.WordListDecodeError: [E.WordListDecodeError(PATH, "not UTF-8 text (bad byte at offset 12)")],
    E.WordListEmptyError: [E.WordListEmptyError(PATH, "holds no words")],
    E.WordListNoWordsError: [
        E.WordListNoWordsError(PATH, "3 entries but no usable word (3 with capitals)"),
        E.WordListNoWordsError(PATH, "1 entries but no usable word", too_long=1, limit=64),
        E.WordListNoWordsError(PATH, "3 entries", too_long=1, others=2, limit=64),
    ],
    E.WordListTooLargeError: [
        E.WordListTooLargeError(PATH, "70,000,000 bytes, larger than the 64 MB allowed"),
        E.WordListTooLargeError(PATH, "larger than the 64 MB allowed", limit=64 * 1024**2),
    ],
    E.WordListAlphabetError: [
        E.WordListAlphabetError(PATH, "none of its words is in the alphabet abc")
    ],
}
#: every other kind: realistic errors, each with the values its words must show
OTHERS: dict[type[E.GhostError], list[tuple[E.GhostError, tuple[str, ...]]]] = {
    E.IllegalPlayError: [(E.IllegalPlayError("that play is not allowed"), ())]
    + [
        (E.IllegalPlayError(f"refused: {p}", p, **DETAILS), SHOWN.get(p, ())) for p in E.PlayProblem
    ],
    E.MatchError: [(E.MatchError("not allowed now"), ())]
    + [(E.MatchError(f"refused: {p}", p, lives=0), ()) for p in E.MatchProblem],
    E.RulesError: [
        (E.RulesError("players", 9, 2, 8), ("9", "2", "8")),
        (E.RulesError("player", 5, 1, 4), ("5", "1", "4")),
        (E.RulesError("minimum length", 0, 1), ("0", "1")),
        (E.RulesError("seat", 7, 1, 4), ("7", "1", "4")),
        (E.RulesError("lives", -1, 1), ("-1", "1")),
        (E.RulesError("colour", "mauve"), ()),
    ],
    E.UnknownNameError: [
        (E.UnknownNameError("variant", "hyperghost", list(VARIANTS)), ("hyperghost",)),
        (E.UnknownNameError("computer player", "genius", KINDS), ("genius",)),
        (E.UnknownNameError("language", "klingon", ["en", "ru"]), ("klingon",)),
    ],
    E.NoCountingWordsError: [(E.NoCountingWordsError(PATH, 9), ("9",))],
    E.SaveFileError: [
        (E.SaveFileError("the saved match is damaged (no seat 7)"), ()),
        (E.SaveFileError("not a saved match of this version"), ()),
    ],
    E.MatchRecordError: [
        (E.MatchRecordError(E.RecordProblem.BAD_LINE, "round x", 7), ("7",)),
        (E.MatchRecordError(E.RecordProblem.NOT_TEXT, "a NUL"), ()),
        (E.MatchRecordError(E.RecordProblem.UNREADABLE, "permission denied"), ()),
        (E.MatchRecordError(E.RecordProblem.INCOMPLETE_LOG, "resumed"), ()),
    ],
    E.Cancelled: [(E.Cancelled("cancelled"), ())],
    E.TooLargeError: [(E.TooLargeError("anaghost", 27_000_000, int(7.7 * GB), 4 * GB), ("4",))],
    E.IncompleteFileError: [
        (E.IncompleteFileError("/home/ann/card.pdf", "it is not a whole PDF"), ("card.pdf",))
    ],
}


def subclasses(cls: type[E.GhostError]) -> Iterator[type[E.GhostError]]:
    for sub in cls.__subclasses__():
        yield sub
        yield from subclasses(sub)


KINDS_OF_ERROR = sorted(set(subclasses(E.GhostError)), key=lambda c: c.__name__)


def cases() -> list[tuple[E.GhostError, tuple[str, ...]]]:
    """Errors of every kind of ``GhostError`` found, each with the values it must show."""
    out: list[tuple[E.GhostError, tuple[str, ...]]] = []
    for cls in KINDS_OF_ERROR:
        if issubclass(cls, E.WordListError):
            # a new kind of word-list error needs its words in names.word_list_problem
            examples = WORD_LIST_ERRORS.get(cls) or [cls(PATH, "is broken in a new way")]
            out += [(exc, ("words.txt",)) for exc in examples]
        else:
            assert cls in OTHERS, (
                f"{cls.__name__}: give it words in error_texts.error_text and an example here"
            )
            out += OTHERS[cls]
    return out


def latin_words(text: str) -> set[str]:
    return {w.lower() for w in re.findall(r"[A-Za-z]{2,}", text)}


def allowed_latin(exc: E.GhostError) -> set[str]:
    """The Latin words an error's text may hold: those of its fields (a file's name, a word
    played, a name nobody knows), never those of its message."""
    fields = [getattr(exc, "path", ""), getattr(exc, "name", "")]
    fields += [str(v) for v in getattr(exc, "details", {}).values()]
    return NAMES.union(*(latin_words(str(f)) for f in fields))


@pytest.fixture
def russian(qapp: QApplication) -> Iterator[None]:
    assert i18n.install_translator(qapp, "ru")
    yield
    i18n.install_translator(qapp, "en")


def test_every_kind_of_error_is_found() -> None:
    # the discovery walks the whole tree: a subclass of a subclass counts too
    assert {E.WordListNotFileError, E.TooLargeError, E.SaveFileError} <= set(KINDS_OF_ERROR)
    assert set(WORD_LIST_ERRORS) | set(OTHERS) == set(KINDS_OF_ERROR)


def test_every_error_reads_in_russian_without_english(russian: None) -> None:
    fallback = error_text(E.GhostError("an error nobody words"))
    kind_of: dict[str, type] = {}  # each text, and the kind of error that says it
    for exc, shown in cases():
        text = error_text(exc)
        label = f"{type(exc).__name__}({exc})"
        english = latin_words(text) - allowed_latin(exc)
        assert not english, f"{label}: English in the Russian window: {text!r}"
        assert re.search("[а-яё]", text), f"{label}: {text!r}"
        assert not re.search(r"%\d", text), f"{label}: {text!r}"
        for value in shown:
            assert value in text, f"{label}: {value!r} missing from {text!r}"
        # each kind has words of its own: not its parent's, not the fallback for a bug
        assert text != fallback, f"{label} has no words of its own"
        assert kind_of.setdefault(text, type(exc)) is type(exc), (
            f"{label} says what {kind_of[text].__name__} says: {text!r}"
        )


def test_every_problem_reads_in_russian(russian: None) -> None:
    plays = [play_problem_text(p, DETAILS) for p in E.PlayProblem]
    matches = [match_problem_text(p) for p in E.MatchProblem]
    assert len(set(plays)) == len(plays) and len(set(matches)) == len(matches)
    assert play_problem_text(None, DETAILS) not in plays
    assert match_problem_text(None) not in matches
    for text in plays + matches:
        assert not latin_words(text) - NAMES - {"zeb", "zebu", "q"}, text
    for p in E.PlayProblem:
        exc = E.IllegalPlayError("refused", p, **DETAILS)
        assert error_text(exc) == play_problem_text(p, DETAILS)


def test_every_error_has_english_words_too() -> None:
    fallback = error_text(E.GhostError("an error nobody words"))
    for exc, shown in cases():
        text = error_text(exc)
        label = f"{type(exc).__name__}({exc})"
        assert text.strip() and text != fallback, label
        assert "Traceback" not in text and not re.search(r"%\d", text), f"{label}: {text!r}"
        for value in shown:
            assert value in text, f"{label}: {value!r} missing from {text!r}"
    assert error_text(E.TooLargeError("anaghost", 27_000_000, int(7.7 * GB), 4 * GB)).startswith(
        "Anaghost with this word list would need about 7.7 GB"
    )


def test_a_list_refused_for_a_limit_names_the_limit(tmp_path: Path, qapp: QApplication) -> None:
    """A list whose one line is 100,000 letters long, or whose every entry is too long, is
    refused for the length of a word, and a list too large for the size a list may have:
    the window says which limit, as the command line does."""
    from ghost_gui.core.words.files import MAX_BYTES, MAX_WORD_LENGTH
    from ghost_gui.core.words.wordlist import load_word_list

    def refusal(path: Path) -> str:
        with pytest.raises(E.WordListError) as caught:
            load_word_list(path)
        return error_text(caught.value)

    one_line = tmp_path / "one_line.txt"
    one_line.write_text("x" * 100_000 + "\n")
    all_long = tmp_path / "all_long.txt"
    all_long.write_text("\n".join(c * (MAX_WORD_LENGTH + 1) for c in "abc") + "\n")
    for path in (one_line, all_long):
        text = refusal(path)
        assert f"longer than {MAX_WORD_LENGTH} letters" in text, text
        assert "usable word" not in text, text
    mixed = tmp_path / "mixed.txt"
    mixed.write_text("Boston " + "y" * 70 + "\n")
    assert f"no longer than {MAX_WORD_LENGTH} letters" in refusal(mixed)
    large = tmp_path / "large.txt"
    with large.open("wb") as fh:
        fh.truncate(MAX_BYTES + 1)  # sparse: no 64 MB written
    assert refusal(large).endswith(f"larger than the {MAX_BYTES // 1024**2} MB allowed")
