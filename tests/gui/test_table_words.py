"""Word list → House and blocked words…: the dialog, its files, and the game worked out
again with the table's words (issue 9, point 3)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtGui import QTextCursor
from shells import make_shell

from ghost_gui.core.play.match import MatchConfig, PlayerSpec
from ghost_gui.gui.cards.card_view import CardView
from ghost_gui.gui.dialogs.game_setup import GameSetup
from ghost_gui.gui.dialogs.words_dialog import BLOCKED, HOUSE, WordsDialog
from ghost_gui.gui.dialogs.words_presenter import WordsPresenter
from ghost_gui.gui.jobs import Jobs
from ghost_gui.gui.table.controller import GameController
from ghost_gui.gui.table.game_request import GameRequest
from ghost_gui.gui.table.table_news import LOG_LINES, CardsReady
from ghost_gui.gui.table.table_texts import log_text

WORDS = "cat camel cattle gecko goat gerbil zebra tab tabby".split()  # the word_file fixture's
ALPHABET = "".join(sorted(set("".join(WORDS))))


def setup(word_file: Path) -> GameSetup:
    return GameSetup([("Ann", "human"), ("Bo", "human")], "ghost", 3, str(word_file))


def dialog(qtbot, house: set[str] | None = None, blocked: set[str] | None = None) -> WordsDialog:  # type: ignore[no-untyped-def]
    presenter = WordsPresenter(
        frozenset(WORDS), ALPHABET, house or set(), blocked or set(), Jobs(synchronous=True)
    )
    d = WordsDialog(presenter, "tiny")
    qtbot.addWidget(d)
    return d


def shown(d: WordsDialog, kind: str) -> list[str]:
    lst = d.pages[kind].list
    return [lst.item(i).text() for i in range(lst.count())]


def test_adding_and_removing_words(qtbot) -> None:  # type: ignore[no-untyped-def]
    d = dialog(qtbot)
    assert d.add(HOUSE, " Zoo ")
    assert shown(d, HOUSE) == ["zoo"] and "ZOO" in d.message
    assert not d.add(HOUSE, "cat") and d.message == "CAT is already in tiny."
    assert not d.add(HOUSE, "xylophone") and "letters that tiny does not use" in d.message
    assert not d.add(HOUSE, "z00") and "letters" in d.message
    assert not d.add(BLOCKED, "bat") and "nothing to block" in d.message
    assert d.add(BLOCKED, "gecko")
    assert d.add(HOUSE, "gecko") is False  # blocked, it is still the list's own word
    assert d.add(BLOCKED, "zoo")  # blocking a house word takes it off the house words
    assert shown(d, HOUSE) == [] and shown(d, BLOCKED) == ["gecko", "zoo"]
    d.pages[BLOCKED].list.item(0).setSelected(True)
    d.pages[BLOCKED].remove_button.click()
    assert d.result_words() == (set(), {"zoo"})


def test_export_then_import_gives_the_same_words(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    d = dialog(qtbot, house={"zoo", "boat", "cab"})
    out = tmp_path / "house.txt"
    d.choose_file = lambda kind, save: str(out)
    d.export_file(HOUSE)
    assert out.read_text(encoding="utf-8") == "boat\ncab\nzoo\n"
    again = dialog(qtbot)
    again.choose_file = lambda kind, save: str(out)
    again.import_file(HOUSE)
    assert again.result_words() == ({"boat", "cab", "zoo"}, set())
    assert "3" in again.message


@pytest.mark.parametrize(
    "content, says",
    [
        (b"\x00\x01\x02binary\xff\xfe" * 50, "binary"),
        ("кот\nсобака\n".encode(), "alphabet"),
        (b"", "no words"),
    ],
)
def test_a_bad_file_gives_one_message_and_changes_nothing(
    qtbot, tmp_path: Path, content: bytes, says: str
) -> None:  # type: ignore[no-untyped-def]
    d = dialog(qtbot, house={"zoo"})
    bad = tmp_path / "bad.txt"
    bad.write_bytes(content)
    d.choose_file = lambda kind, save: str(bad)
    d.import_file(HOUSE)
    assert d.result_words() == ({"zoo"}, set())
    assert says in d.message and d.message_box is not None and d.message_box.text() == d.message


def test_an_import_skips_words_of_other_letters_and_says_so(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    d = dialog(qtbot)
    f = tmp_path / "mixed.txt"
    f.write_text("zoo\nкот\ncat\nbib\n", encoding="utf-8")
    d.choose_file = lambda kind, save: str(f)
    d.import_file(HOUSE)
    assert d.result_words() == ({"zoo", "bib"}, set())  # "cat" is in the list already
    assert "кот" in d.message


def test_export_failure_is_explained(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    d = dialog(qtbot, house={"zoo"})
    d.choose_file = lambda kind, save: str(tmp_path / "no" / "such" / "folder" / "x.txt")
    d.export_file(HOUSE)
    assert "could not be saved" in d.message


def two_humans(path: Path) -> MatchConfig:
    return MatchConfig((PlayerSpec("A", "human"), PlayerSpec("B", "human")), "ghost", 3, str(path))


def test_a_house_word_changes_perfect_play_from_the_next_round(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    path = tmp_path / "abc.txt"
    path.write_text("abc\n", encoding="utf-8")
    c = GameController(Jobs(synchronous=True), pause_ms=0, round_pause_ms=0)
    notices: list[str] = []
    c.on(LOG_LINES, lambda line: notices.append(log_text(line)))
    c.new_game(GameRequest(two_humans(path), str(path), practice=True))
    assert (
        c.session.loaded is not None and c.session.loaded.solver.losers("") == 0b01
    )  # player 1 must complete ABC
    c.play_letter("a")
    c.change_words({"abde"}, set())
    assert c.session.loaded.solver.losers("") == 0b01  # in the middle of a round nothing changes
    c.play_letter("b")
    c.play_letter("c")  # ABC: the round ends, and the new words count
    assert c.session.loaded.solver.losers("") == 0b10 and c.session.loaded.lexicon.is_word("abde")
    assert c.session.practice is not None and c.session.practice.solver is c.session.loaded.solver
    assert any("count from this round" in n for n in notices)
    c.change_words(set(), set())
    assert c.session.loaded.solver.losers("") == 0b01  # between rounds: at once


def test_the_table_words_are_saved_used_and_named_on_the_card(
    qapp, qtbot, tmp_path: Path, word_file: Path
) -> None:  # type: ignore[no-untyped-def]
    shell = make_shell(qapp, tmp_path, saving=True)
    shell.start_game(setup(word_file), None)
    shell.word_lists.edit_table_words()
    d = shell.word_lists.words_dialog
    assert d.add(HOUSE, "zoo") and d.add(BLOCKED, "gecko")
    d.accept()
    c = shell.controller
    assert c.session.loaded is not None
    assert c.session.loaded.lexicon.is_word("zoo") and not c.session.loaded.lexicon.is_word("gecko")
    assert shell.house.words(str(word_file)) == {"zoo"} and shell.blocked.words(str(word_file)) == {
        "gecko"
    }
    cards: list[Any] = []
    c.on(CardsReady, lambda n: (cards.extend)(list(n.cards)))
    c.request_cards()
    assert cards and all("gecko" not in card.words for card in cards)
    shell.cards.print_next = False
    shell.cards.show_cards(cards)
    view = next(w for w in qapp.topLevelWidgets() if isinstance(w, CardView))
    assert "includes 1 house word; 1 blocked word left out" in view.card_html(cards[0])
    view.close()
    shell.word_lists.use_table_words({"zoo"}, {"gecko", "zebra"})
    assert "tiny: 8 words" in shell.window.status_line.label.text()  # the word count follows
    shell.word_lists.use_table_words({"zoo"}, {"gecko"})
    # a new game on the same list starts with them
    shell.start_game(setup(word_file), None)
    assert (
        c.house_words == {"zoo"}
        and c.blocked_words == {"gecko"}
        and c.session.loaded.lexicon.is_word("zoo")
    )
    shell.close()


def test_card_words_show_their_meaning(qapp, qtbot, tmp_path: Path, word_file: Path) -> None:  # type: ignore[no-untyped-def]
    shell = make_shell(qapp, tmp_path)
    shell.start_game(setup(word_file), None)
    cards: list[Any] = []
    shell.controller.on(CardsReady, lambda n: (cards.extend)(list(n.cards)))
    shell.controller.request_cards()
    first, *rest = cards[0].words
    view = CardView(
        cards, "tiny", meaning=lambda w: "a word to aim for" if w == first else "", note=""
    )
    qtbot.addWidget(view)
    view.set_mode("words")
    view.show()
    browser = view.tabs.currentWidget()
    for word, tip in [
        (first, f"{first.upper()}: a word to aim for"),
        (rest[0], f"{rest[0].upper()}: no definition available"),
    ]:
        found = browser.document().find(word)
        assert not found.isNull()
        middle = QTextCursor(found)
        middle.setPosition(found.selectionStart() + 1)
        assert browser.tip_at(browser.cursorRect(middle).center()) == tip
    shell.close()


def test_the_words_counts_and_a_files_lines_are_plain_code(tmp_path: Path) -> None:
    from ghost_gui.gui.dialogs.word_lines import read_word_lines
    from ghost_gui.gui.texts.words_texts import MAX_REASONS, skipped_text, words_note

    assert words_note(0, 0) == "" and words_note(1, 2) == (
        "includes 1 house word; 2 blocked words left out"
    )
    assert skipped_text([]) == "" and skipped_text(["A."]) == "1 line skipped: A."
    assert skipped_text(["A."] * (MAX_REASONS + 2)).endswith("…and 2 more.")
    words = tmp_path / "words.txt"
    words.write_text("Boat\n\nboat\nzoo\n", encoding="utf-8")
    assert read_word_lines(str(words), "abotz") == [("Boat", "boat"), ("zoo", "zoo")]


def test_the_game_in_play_is_what_the_features_make_presenters_from(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    path = tmp_path / "abc.txt"
    path.write_text("abc\nabd\nbed\n", encoding="utf-8")
    c = GameController(Jobs(synchronous=True), pause_ms=0, round_pause_ms=0)
    assert c.game() is None  # nothing loaded yet
    c.new_game(
        GameRequest(
            two_humans(path),
            str(path),
            house_words=frozenset({"dab"}),
            blocked_words=frozenset({"bed"}),
        )
    )
    game = c.game()
    assert game is not None and game.config is c.session.match.config and game.players == 2
    assert game.list_name == "abc" and set(game.alphabet) == set("abcde")
    assert game.table_words == (1, 1)  # one house word added, one blocked
    assert game.own_words() == {"abc", "abd", "bed"}  # the list as its file has it
    assert game.pool_words is None  # Ghost's cards end in words
    assert game.bench.card("ghost", 3, 2, 0)[1].words  # its cards come from its bench
    c.new_game(
        GameRequest(
            MatchConfig(two_humans(path).players, "anaghost", 3, str(path)),
            str(path),
            house_words=frozenset(),
        )
    )
    anaghost = c.game()
    assert anaghost is not None and anaghost.pool_words == ("abc", "abd", "bed")
