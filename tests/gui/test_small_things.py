"""Issue 25, point 14: the small things. A resignation said plainly, the credits' cells
holding sources and licences (and WordNet's row), the strength plot's axes, the new-game
dialog's word count with the table's words, and the words dialog's Enter, timing and import
reasons."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QRect, Qt
from PySide6.QtWidgets import QApplication

from ghost_gui.core.analysis.results import Workbench
from ghost_gui.core.play.match_events import RoundEnded
from ghost_gui.core.play.rules import RoundEnd
from ghost_gui.gui.dialogs.credits import word_list_credits
from ghost_gui.gui.dialogs.game_setup import GameSetup
from ghost_gui.gui.dialogs.help import AboutDialog
from ghost_gui.gui.dialogs.level_plot import LevelPlot
from ghost_gui.gui.dialogs.new_game_dialog import NewGameDialog
from ghost_gui.gui.dialogs.words_dialog import BLOCKED, HOUSE, WordsDialog
from ghost_gui.gui.dialogs.words_presenter import WordsPresenter
from ghost_gui.gui.house_words import HouseWords
from ghost_gui.gui.jobs import Jobs
from ghost_gui.gui.texts.play_texts import describe_event, round_story
from ghost_gui.paths import wordlist_path

WORDS = "cat camel cattle gecko goat gerbil zebra tab tabby".split()  # the word_file fixture's
ALPHABET = "".join(sorted(set("".join(WORDS))))


def name(seat: int) -> str:
    return ("Robo", "Ann")[seat]


# -- 1. giving up -----------------------------------------------------------------------------
def story(fragment: str) -> str:
    e = RoundEnded(0, RoundEnd.RESIGNED, fragment or None, fragment=fragment)
    return round_story(e, name, list_name="tiny", infix=False, min_length=3)


def test_giving_up_before_any_letter_is_said_plainly() -> None:
    assert story("") == "\u200e\u2068Robo\u2069 gave up before the first letter"
    e = RoundEnded(0, RoundEnd.RESIGNED, None, fragment="")
    assert (
        describe_event(e, name)
        == "\u200e\u2068Robo\u2069 loses the round (gave up before the first letter)."
    )
    assert "—" not in story("") + describe_event(e, name)


def test_giving_up_names_the_letters_on_the_board() -> None:
    assert story("ca") == "\u200e\u2068Robo\u2069 gave up at CA"
    e = RoundEnded(0, RoundEnd.RESIGNED, "ca", fragment="ca")
    assert describe_event(e, name) == "\u200e\u2068Robo\u2069 loses the round (gave up at CA)."


# -- 2. credits -------------------------------------------------------------------------------
def test_credits_read_the_files_table_not_the_coverage_table() -> None:
    md = (
        "| file | lines | source | licence |\n|---|---|---|---|\n| `a.txt` | 1 | PyPI `x` 1.0: a list | MIT |\n\n"
        "| list | words | with a definition | of which via a base form | coverage |\n|---|---|---|---|---|\n"
        "| `a.txt` | 1 | 1 | 0 | 100 % |\n"
    )
    assert word_list_credits(md, ["a.txt"]) == [("a.txt", "PyPI x 1.0", "MIT")]


def test_the_bundled_credits_hold_sources_and_licences() -> None:
    credits = {
        f: (s, lic)
        for f, s, lic in word_list_credits(
            wordlist_path("SOURCES.md").read_text(encoding="utf-8"), []
        )
    }
    assert (
        credits["english-family.txt"][0].startswith("SCOWL")
        and "SCOWL" in credits["english-family.txt"][1]
    )
    assert credits["english-large.txt"] == ("npm package word-list 4.1.0", "MIT")
    for source, licence in credits.values():
        assert not source.replace(",", "").isdigit() and "%" not in licence


def test_about_has_a_wordnet_row(qtbot) -> None:  # type: ignore[no-untyped-def]
    d = AboutDialog()
    qtbot.addWidget(d)
    credits = d.credits.text()
    assert "definitions-en.tsv.gz" in credits
    assert "WordNet 3.0, Princeton University" in credits and "WordNet licence" in credits
    assert "43,405" not in credits and "96.9 %" not in credits  # the coverage table's figures


# -- 3. the strength plot's axes ----------------------------------------------------------
def test_the_strength_plot_numbers_its_rounds(qtbot) -> None:  # type: ignore[no-untyped-def]
    plot = LevelPlot()
    qtbot.addWidget(plot)
    plot.resize(480, 210)
    plot.set_levels({"Robo": [0.5] * 30, "Ada": [0.2, 0.4]})
    assert plot.x_title() == "Rounds" and plot.y_title() == "Strength"
    ticks = plot.round_ticks()
    assert (
        ticks[0] == 1 and ticks[-1] <= 30 and 3 <= len(ticks) <= 8 and ticks == sorted(set(ticks))
    )
    r = plot.plot_rect()
    xs = [plot.round_x(n) for n in ticks]
    assert xs == sorted(xs) and r.left() <= xs[0] and xs[-1] <= r.right()
    assert plot.points([0.0, 1.0])[1].x() == plot.round_x(2)
    # the numbers and "Rounds" are drawn in the rows under the plot
    image = plot.grab().toImage()
    rows = QRect(
        int(r.left()), int(r.bottom()) + 5, int(r.width()), 2 * plot.fontMetrics().lineSpacing()
    )
    background = image.pixelColor(rows.left() + 2, rows.top() + 1)
    assert any(
        image.pixelColor(x, y) != background
        for x in range(rows.left(), rows.right())
        for y in range(rows.top(), rows.bottom())
    )


def test_a_short_plot_still_numbers_one_round(qtbot) -> None:  # type: ignore[no-untyped-def]
    plot = LevelPlot()
    qtbot.addWidget(plot)
    plot.set_levels({"Robo": [0.5]})
    assert plot.round_ticks() == [1]
    plot.set_levels({})
    assert plot.round_ticks() == []


# -- 4. the new-game dialog's word count --------------------------------------------------------
def test_the_new_game_word_count_leaves_out_blocked_and_adds_house_words(
    qtbot, tmp_path: Path, word_file: Path
) -> None:  # type: ignore[no-untyped-def]
    house = HouseWords(tmp_path / "house.json")
    blocked = HouseWords(tmp_path / "blocked.json", blocked=True)
    key = str(word_file)
    blocked.add(key, {"cat", "zebra"})
    house.add(key, {"zoo"})
    house.add("english-family.txt", {"zzzz"})  # another list's words do not count
    d = NewGameDialog(
        GameSetup([("Ann", "human"), ("Robo", "medium")], "ghost", 3, key),
        house=house,
        blocked=blocked,
    )
    qtbot.addWidget(d)
    game = Workbench(word_file, use_cache=False, house={"zoo"}, blocked={"cat", "zebra"}).word_list
    assert len(game) == len(WORDS) - 2 + 1
    assert d.list_report.text() == f"{len(game)} words"
    assert (
        "2 blocked words left out" in d.list_report.toolTip()
        and "1 house words added" in d.list_report.toolTip()
    )
    plain = NewGameDialog(GameSetup([("Ann", "human"), ("Robo", "medium")], "ghost", 3, key))
    qtbot.addWidget(plain)
    assert plain.list_report.text() == f"{len(WORDS)} words"


# -- 5. the words dialog ---------------------------------------------------------------------
def words_dialog(qtbot, house: set[str] | None = None) -> WordsDialog:  # type: ignore[no-untyped-def]
    presenter = WordsPresenter(
        frozenset(WORDS), ALPHABET, house or set(), set(), Jobs(synchronous=True)
    )
    d = WordsDialog(presenter, "tiny")
    qtbot.addWidget(d)
    return d


def test_the_words_dialog_says_changes_count_from_the_next_round(qtbot) -> None:  # type: ignore[no-untyped-def]
    d = words_dialog(qtbot)
    assert "from the next round" in d.when.text()


def test_enter_in_the_word_field_adds_and_keeps_the_dialog_open(qtbot) -> None:  # type: ignore[no-untyped-def]
    d = words_dialog(qtbot)
    d.show()
    qtbot.waitExposed(d)
    d.activateWindow()
    page = d.pages[HOUSE]
    page.field.setFocus()
    QApplication.processEvents()
    qtbot.keyClicks(page.field, "zoo")
    qtbot.keyClick(page.field, Qt.Key.Key_Return)
    assert d.isVisible() and d.result() == 0
    assert d.result_words() == ({"zoo"}, set()) and page.field.text() == ""
    qtbot.keyClicks(page.field, "bib")
    qtbot.keyClick(page.field, Qt.Key.Key_Enter)
    assert d.isVisible() and d.result_words() == ({"zoo", "bib"}, set())


def test_an_import_says_which_lines_it_skipped_and_why(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    d = words_dialog(qtbot, house={"boot"})
    f = tmp_path / "words.txt"
    f.write_text("BOOT\nZoo\n3ab\ncat\n\nzoo\nbib\n", encoding="utf-8")
    d.choose_file = lambda kind, save: str(f)
    d.import_file(HOUSE)
    assert d.result_words() == (
        {"boot", "zoo", "bib"},
        set(),
    )  # capitals read as typed in the field
    assert "Added 2 words from the file." in d.message
    assert "3 lines skipped:" in d.message
    assert "BOOT is already a house word." in d.message
    assert "3ab has characters that are not letters." in d.message
    assert "cat is already in tiny." in d.message


def test_an_import_with_nothing_to_add_says_why(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    d = words_dialog(qtbot)
    f = tmp_path / "words.txt"
    f.write_text("bat\nCat\n", encoding="utf-8")
    d.choose_file = lambda kind, save: str(f)
    d.import_file(BLOCKED)
    assert d.result_words() == (set(), {"cat"})
    d.import_file(BLOCKED)
    assert "holds no word that can be added" in d.message
    assert (
        "bat is not in tiny: there is nothing to block." in d.message
        and "Cat is already blocked." in d.message
    )
    assert d.message_box is not None and d.message_box.text() == d.message
