"""House and blocked words without the dialog: the presenter's rules, states and notes."""

from __future__ import annotations

from pathlib import Path

import pytest

from ghost_gui.core.errors import WordListEmptyError
from ghost_gui.core.words.wordlist import MAX_WORD_LENGTH
from ghost_gui.gui.dialogs.words_presenter import (
    Added,
    Exported,
    ExportFailed,
    Imported,
    ImportFailed,
    NothingImported,
    Refusal,
    Refused,
    Removed,
    WordProblem,
    WordsKind,
    WordsNote,
    WordsPresenter,
    WordsState,
)
from ghost_gui.gui.jobs import Jobs

WORDS = frozenset("cat camel cattle gecko goat gerbil zebra tab tabby".split())
ALPHABET = "".join(sorted(set("".join(WORDS))))
HOUSE, BLOCKED = WordsKind.HOUSE, WordsKind.BLOCKED


def _presenter(
    house: set[str] | None = None, blocked: set[str] | None = None
) -> tuple[WordsPresenter, list[WordsState], list[WordsNote]]:
    p = WordsPresenter(WORDS, ALPHABET, house or set(), blocked or set(), Jobs(synchronous=True))
    states: list[WordsState] = []
    notes: list[WordsNote] = []
    p.changed.connect(states.append)
    p.told.connect(notes.append)
    return p, states, notes


@pytest.mark.parametrize(
    ("kind", "word", "problem"),
    [
        (HOUSE, "", WordProblem.EMPTY),
        (HOUSE, "z00", WordProblem.NOT_LETTERS),
        (HOUSE, "a" * (MAX_WORD_LENGTH + 1), WordProblem.TOO_LONG),
        (HOUSE, "xylophone", WordProblem.OTHER_LETTERS),
        (HOUSE, "cat", WordProblem.IN_LIST),
        (BLOCKED, "bat", WordProblem.NOTHING_TO_BLOCK),
        (HOUSE, "bib", WordProblem.ALREADY_HOUSE),
        (BLOCKED, "goat", WordProblem.ALREADY_BLOCKED),
    ],
)
def test_each_refusal_names_its_problem(
    qapp, kind: WordsKind, word: str, problem: WordProblem
) -> None:  # type: ignore[no-untyped-def]
    p, states, notes = _presenter(house={"bib"}, blocked={"goat"})
    assert p.refusal(kind, word) == Refusal(problem, word)
    assert not p.add(kind, word)
    assert notes == [Refused(Refusal(problem, word))] and states == []


def test_adding_moves_a_word_between_the_sets_and_removing_counts(qapp) -> None:  # type: ignore[no-untyped-def]
    p, states, notes = _presenter(house={"bib"})
    assert p.add(BLOCKED, " BIB ")  # a house word blocked leaves the house words
    assert states[-1] == WordsState(frozenset(), frozenset({"bib"}))
    assert notes[-1] == Added("bib")
    assert p.add(BLOCKED, "gecko")
    p.remove(BLOCKED, {"bib", "gecko"})
    assert p.state == WordsState(frozenset(), frozenset()) and notes[-1] == Removed(2)
    p.remove(BLOCKED, set())  # nothing selected: nothing to say
    assert notes[-1] == Removed(2) and p.result_words() == (set(), set())


def test_a_file_is_imported_with_its_skipped_lines(qapp, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    f = tmp_path / "words.txt"
    f.write_text("Bib\ncat\nzoo\nкот\n\n", encoding="utf-8")
    p, _, notes = _presenter()
    p.import_file(HOUSE, str(f))
    assert p.state.house == frozenset({"bib", "zoo"})
    note = notes[-1]
    assert isinstance(note, Imported) and note.how_many == 2
    assert {r.problem for r in note.skipped} == {WordProblem.IN_LIST, WordProblem.OTHER_LETTERS}
    assert {r.line for r in note.skipped} == {"cat", "кот"}


def test_a_file_without_a_usable_word_or_unreadable_changes_nothing(qapp, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    p, states, notes = _presenter(house={"zoo"})
    same = tmp_path / "same.txt"
    same.write_text("zoo\ncat\n", encoding="utf-8")
    p.import_file(HOUSE, str(same))
    assert notes[-1] == NothingImported(
        "same.txt",
        (
            Refusal(WordProblem.ALREADY_HOUSE, "zoo", "zoo"),
            Refusal(WordProblem.IN_LIST, "cat", "cat"),
        ),
    )
    empty = tmp_path / "empty.txt"
    empty.write_text("\n\n", encoding="utf-8")
    p.import_file(HOUSE, str(empty))
    last = notes[-1]
    assert isinstance(last, ImportFailed) and isinstance(last.error, WordListEmptyError)
    assert states == [] and p.state.house == frozenset({"zoo"})


def test_export_writes_the_sorted_words_or_tells_why_not(qapp, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    p, _, notes = _presenter(house={"zoo", "bib"})
    out = tmp_path / "house.txt"
    p.export_file(HOUSE, str(out))
    assert notes[-1] == Exported(2, str(out))
    assert out.read_text(encoding="utf-8").split() == ["bib", "zoo"]
    nowhere = str(tmp_path / "no" / "such" / "x.txt")
    p.export_file(HOUSE, nowhere)
    last = notes[-1]
    assert isinstance(last, ExportFailed) and last.path == nowhere
    assert isinstance(last.error, OSError)
