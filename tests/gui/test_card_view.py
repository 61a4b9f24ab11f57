"""Strategy cards: the grouped strategy on screen (the word list a click away), one page on
paper whatever their size, the page size of the locale, and an export that says where it went."""

from __future__ import annotations

import html
import os
import random
import re
import shutil
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QLocale, QSizeF, QTranslator
from PySide6.QtGui import QFont, QPageSize
from PySide6.QtWidgets import QFileDialog, QMessageBox, QTextBrowser

from ghost_gui.core.analysis.results import Workbench
from ghost_gui.core.cards.card_text import grouped_rows, shown_plays, split_play
from ghost_gui.core.cards.cards import (
    CardNode,
    GroupNode,
    TreeCard,
    WordCard,
    count_decisions,
    tree_words,
)
from ghost_gui.core.play.plays import Play
from ghost_gui.gui.cards import card_view
from ghost_gui.gui.cards.card_document import card_document
from ghost_gui.gui.cards.card_html import CardHtml
from ghost_gui.gui.cards.card_paper import documents_folder, split_columns
from ghost_gui.gui.cards.card_view import STRATEGY, WORDS, CardView, default_page_size

needs_poppler = pytest.mark.skipif(
    shutil.which("pdftotext") is None, reason="pdftotext (poppler-utils) not installed"
)

Card = WordCard | TreeCard


def pdf_text(path: Path) -> tuple[str, int]:
    text = subprocess.run(
        ["pdftotext", "-layout", str(path), "-"], capture_output=True, text=True, check=True
    ).stdout
    info = subprocess.run(["pdfinfo", str(path)], capture_output=True, text=True, check=True).stdout
    pages = re.search(r"^Pages:\s+(\d+)$", info, re.MULTILINE)
    assert pages, info
    return text, int(pages.group(1))


def cards(word_file: Path, variant: str, players: int = 2) -> list[Card]:
    """Every seat's card, computed by the core (tiny.txt: cat camel cattle gecko goat ...)."""
    bench = Workbench(word_file)
    return [bench.card(variant, 3, players, seat)[1] for seat in range(players)]


def shown(view: CardView, tab: int) -> str:
    browser = view.tabs.widget(tab)
    assert isinstance(browser, QTextBrowser)
    return browser.toPlainText()


def shown_html(view: CardView, tab: int) -> str:
    browser = view.tabs.widget(tab)
    assert isinstance(browser, QTextBrowser)
    return browser.toHtml()


def counts(card: Card) -> str:
    """The head's numbers: the plays its lines show (not ``card.decisions``, which counts
    the letters that spell out a word to aim for too) and its words."""
    plays = shown_plays(grouped_rows(card))
    return (
        f"{plays} play{'' if plays == 1 else 's'} to remember · "
        f"{len(card.words)} word{'' if len(card.words) == 1 else 's'}"
    )


def random_words(n: int, seed: int = 1) -> tuple[str, ...]:
    rng = random.Random(seed)
    return tuple(
        sorted(
            {
                "".join(
                    rng.choice("abcdefghijklmnoprstuvwxyzжщёй") for _ in range(rng.randint(3, 14))
                )
                for _ in range(n)
            }
        )
    )


def group_card(fanout: int, depth: int, *, reverse_at: str = "") -> TreeCard:
    """A SuperDuperGhost card for seat 2 of 3: at every decision add E; the others reply
    with one of ``fanout`` letters; after ``depth`` levels the word ends with S."""

    def node(at: str, level: int) -> GroupNode:
        move = Play("e", reverse=at == reverse_at)
        play = (at[::-1] if move.reverse else at) + "e"
        if level == depth:
            return GroupNode(at, play, (), move, (play + "s",), (play + "s",))
        nxt = tuple(node(play + c, level + 1) for c in "abcdefghijklmnop"[:fanout])
        return GroupNode(at, play, nxt, move, (), tree_words(nxt))

    tree = (node("q", 0),)
    words = tree_words(tree)
    return TreeCard(
        1,
        "superduper",
        4,
        3,
        2,
        CardNode("", None, None, ()),
        count_decisions(tree),
        words,
        words,
        tree,
    )


@pytest.fixture
def locale() -> Iterator[None]:
    old = QLocale()
    yield
    QLocale.setDefault(old)


# -- on screen -------------------------------------------------------------------------
def test_the_default_view_is_the_grouped_strategy(qtbot, word_file: Path) -> None:  # type: ignore[no-untyped-def]
    both = cards(word_file, "ghost")
    view = CardView(both, "tiny")
    qtbot.addWidget(view)
    assert view.mode == STRATEGY and view.strategy_button.isChecked()
    assert [view.tabs.tabText(i) for i in range(2)] == ["Player 1", "Player 2"]
    card = both[1]
    text = shown(view, 1)
    assert "Ghost: memorisation card for player 2" in text
    assert "tiny · Ghost · words of 3+ letters count · 2 players" in text
    assert counts(card) in text  # the numbers the card minimises
    # one line per decision, as the core groups them: C → CA, then the words to aim for
    first = grouped_rows(card)[0]
    assert first.at == "c" and first.play == "ca"
    assert "C → CA   camel, cat" in text.replace("\u00a0", " ")
    before, letter, after = split_play(first.steps[0])
    assert (before, letter, after) == ("c", "a", "")
    assert re.search(
        r"C → C<span style=\"[^\"]*font-weight:(700|bold)[^\"]*\">A</span>", shown_html(view, 1)
    )
    # * a word that loses: goat alone (one word) rather than gecko and gerbil (two, one losing)
    assert "G → GO   goat*" in text.replace("\u00a0", " ")
    assert "* marks a word that loses for you" in text
    assert "start with G" in shown(view, 0)


def test_an_anti_ghost_card_names_its_variant(qtbot, word_file: Path) -> None:  # type: ignore[no-untyped-def]
    both = cards(word_file, "anti")
    view = CardView(both, "tiny")
    qtbot.addWidget(view)
    text = shown(view, 1)
    assert text.startswith("Anti-Ghost: memorisation card for player 2")
    assert "Anti-Ghost (who finishes the word wins)" in text and counts(both[1]) in text
    assert "C → CA   camel*, cat*" in text.replace("\u00a0", " ")


def test_the_word_list_is_the_second_view(qtbot, word_file: Path) -> None:  # type: ignore[no-untyped-def]
    both = cards(word_file, "ghost")
    view = CardView(both, "tiny")
    qtbot.addWidget(view)
    view.words_button.click()
    assert view.mode == WORDS and not view.strategy_button.isChecked()
    text = shown(view, 1)
    assert "Force the game into these 5 words" in text and "C → CA" not in text
    assert all(w in text.split() for w in both[1].words)
    assert "<s>goat</s>" in view.card_html(both[1]) and "<s>camel</s>" not in view.card_html(
        both[1]
    )
    assert view.file_name(both[1]) == "ghost-card-tiny-player2-words.pdf"
    view.set_mode(STRATEGY)
    assert view.strategy_button.isChecked() and "C → CA" in shown(view, 1)


def test_a_three_player_game_offers_every_seat(qtbot, word_file: Path) -> None:  # type: ignore[no-untyped-def]
    three = cards(word_file, "ghost", 3)
    view = CardView(three, "tiny")
    qtbot.addWidget(view)
    assert [view.tabs.tabText(i) for i in range(view.tabs.count())] == [
        "Player 1",
        "Player 2",
        "Player 3",
    ]
    for seat, card in enumerate(three):
        assert f"memorisation card for player {seat + 1}" in shown(view, seat)
        assert counts(card) in shown(view, seat) and "3 players" in shown(view, seat)
    view.tabs.setCurrentIndex(2)
    assert view.current_card() is three[2]
    assert "CA → CAM   camel" in shown(view, 2).replace("\u00a0", " ")


def test_super_cards_show_sides_repeats_reversals_and_depth(qtbot, word_file: Path) -> None:  # type: ignore[no-untyped-def]
    card = cards(word_file, "super")[1]
    view = CardView([card], "tiny")
    qtbot.addWidget(view)
    text = shown(view, 0).replace("\u00a0", " ")
    assert "SuperGhost: memorisation card for player 2" in text
    # a position shown before points to the line that shows it, by the letters it starts with
    assert "A → RA; BRA → EBRA   zebra" in text and "MEL → AMEL   see " in text
    starts = {line.strip().split(" → ")[0] for line in text.splitlines() if " → " in line}
    pointers = re.findall(r"see ([A-Z]+)", text)
    assert pointers and set(pointers) <= starts, (pointers, starts)
    assert re.search(
        r"A → <span [^>]*>R</span>A", shown_html(view, 0)
    )  # the letter added on the left, in bold
    reversed_card = group_card(2, 1, reverse_at="qea")
    view = CardView([reversed_card], "tiny")
    qtbot.addWidget(view)
    text = shown(view, 0)
    assert "QEA → AEQE (reversed)" in text.replace("\u00a0", " ")
    margins = [
        float(m) for m in re.findall(r"margin-left:([\d.]+)px", view.card_html(reversed_card))
    ]
    assert len(margins) == 3 and margins[1] > margins[0] == min(
        margins
    )  # the replies indented under the play


def test_the_cards_text_and_page_are_made_without_a_widget(qapp, word_file: Path) -> None:  # type: ignore[no-untyped-def]
    super_cards = cards(word_file, "super")
    text = CardHtml("tiny", QFont, note="includes 1 house word")
    page = text.card_html(super_cards[0], mode=STRATEGY)
    assert "start with" in page and "tiny" in page and "includes 1 house word" in page
    assert "Force the game into these" in text.card_html(super_cards[0], mode=WORDS)
    doc, note = card_document(text, super_cards[0], QSizeF(595, 842), STRATEGY)
    assert doc.toPlainText() and note == ""


class German(QTranslator):
    WORDS = {
        "start with %1": "beginne mit %1",
        "see %1 above": "siehe %1 oben",
        "Strategy": "Strategie",
        "%1 plays to remember": "%1 Spielzüge",
    }

    def translate(
        self, context: str, source: str, disambiguation: str | None = None, n: int = -1
    ) -> str:  # type: ignore[override]
        return self.WORDS.get(source, "") if context in ("CardView", "CardHtml") else ""


def test_the_notation_is_in_the_interface_language(qtbot, word_file: Path) -> None:  # type: ignore[no-untyped-def]
    translator = German()
    QCoreApplication.installTranslator(translator)
    try:
        view = CardView(cards(word_file, "super"), "tiny")
        qtbot.addWidget(view)
    finally:
        QCoreApplication.removeTranslator(translator)
    assert view.strategy_button.text() == "Strategie"
    assert "beginne mit G" in shown(view, 0) and "start with" not in shown(view, 0)
    assert "siehe " in shown(view, 1) and "see " not in shown(view, 1)
    assert "26 Spielzüge" in shown(view, 1)  # 26 positions at player 2's turn, each a line


# -- paper -----------------------------------------------------------------------------
LETTER, A4 = QPageSize.PageSizeId.Letter, QPageSize.PageSizeId.A4
#: the paper by the locale's territory, whatever its language (CLDR's paperSize data)
PAPER = {
    **dict.fromkeys(
        [
            "en_GB",
            "en_AU",
            "en_IE",
            "en_IN",
            "en_NZ",
            "en_ZA",
            "de_DE",
            "ru_RU",
            "fr_FR",
            "es_ES",
            "pt_BR",
            "ja_JP",
            "es_AR",
            "es_PE",
            "fr_BE",
        ],
        A4,
    ),
    **dict.fromkeys(
        [
            "en_US",
            "es_US",
            "en_CA",
            "fr_CA",
            "es_MX",
            "en_PH",
            "fil_PH",
            "es_CL",
            "es_CO",
            "es_VE",
            "es_GT",
            "es_PR",
            "en_PR",
            "es_CR",
            "es_PA",
            "es_NI",
            "es_SV",
            "en_BZ",
        ],
        LETTER,
    ),
}


@pytest.mark.parametrize("name", sorted(PAPER))
def test_the_paper_follows_the_territory_not_the_language(name: str) -> None:
    locale = QLocale(name)
    assert locale.name() == name  # Qt knows the territory
    assert default_page_size(locale) == PAPER[name]


@pytest.mark.parametrize("name", ["en_GB", "en_AU", "en_US", "fr_CA", "de_DE"])
def test_the_print_dialog_starts_on_the_paper_of_where_you_are(
    qtbot, locale: None, monkeypatch, name: str
) -> None:  # type: ignore[no-untyped-def]
    # the window reduces the locale to the interface's language ("en" is the US); the paper
    # still follows where the person is (here LC_PAPER, as a desktop sets it)
    QLocale.setDefault(QLocale(name.split("_")[0]))
    monkeypatch.delenv("LC_ALL", raising=False)
    monkeypatch.setenv("LC_PAPER", f"{name}.UTF-8")
    assert default_page_size() == PAPER[name]
    view = CardView([group_card(2, 1)], "tiny")
    qtbot.addWidget(view)
    assert (
        view._printer().pageLayout().pageSize().id() == PAPER[name]
    )  # where the print dialog starts (it can change it)


@needs_poppler
def test_the_pdf_holds_the_head_and_every_line(qtbot, word_file: Path, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    both = cards(word_file, "ghost")
    view = CardView(both, "tiny")
    qtbot.addWidget(view)
    view.tabs.setCurrentIndex(1)
    out = tmp_path / "card.pdf"
    assert view.export_pdf(str(out))
    text, pages = pdf_text(out)
    assert pages == 1
    flat = " ".join(text.split())
    assert (
        "Ghost: memorisation card for player 2" in flat
        and "tiny · Ghost · words of 3+ letters count · 2 players" in flat
    )
    assert counts(both[1]) in flat
    assert "C → CA camel, cat" in flat and "Z → ZE zebra" in flat


@needs_poppler
def test_the_pdf_of_a_russian_anti_ghost_card(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    words = tmp_path / "ru.txt"
    words.write_text("ёжик йогурт щука ящерица кот корова\n", encoding="utf-8")
    card = Workbench(words).card("anti", 3, 2, 1)[1]
    view = CardView([card], "russian-nouns")
    qtbot.addWidget(view)
    out = tmp_path / "card.pdf"
    view.export_pdf(str(out))
    text, pages = pdf_text(out)
    assert pages == 1
    assert "Anti-Ghost: memorisation card for player 2" in text
    assert "Russian nouns" in text and "words of 3+ letters" in text
    assert all(w in text for w in card.words)


@needs_poppler
@pytest.mark.parametrize(
    "card, mode",
    [
        (WordCard(0, "ghost", 3, 4, 1, random_words(3000), random_words(3000)[::7]), WORDS),
        (group_card(2, 5), STRATEGY),  # 63 decisions and 32 final words
    ],
    ids=["3000 words", "strategy of 63 lines"],
)
def test_a_large_card_still_fits_one_page(qtbot, tmp_path: Path, card: Card, mode: str) -> None:  # type: ignore[no-untyped-def]
    view = CardView([card], "big")
    qtbot.addWidget(view)
    view.set_mode(mode)
    out = tmp_path / "big.pdf"
    view.export_pdf(str(out))
    text, pages = pdf_text(out)
    assert pages == 1
    found = set(re.findall(r"\w+", text.lower()))
    assert not [w for w in card.words if w not in found]


@pytest.mark.parametrize(
    "fanout, depth, kept", [(3, 5, 121), (3, 6, 121), (4, 6, 85)]
)  # 364, 1093 and 5461 lines
def test_a_huge_card_prints_its_first_decisions_legibly_and_says_so(
    qtbot, fanout: int, depth: int, kept: int
) -> None:  # type: ignore[no-untyped-def]
    from ghost_gui.gui.cards.card_paper import words_pt

    view = CardView([group_card(fanout, depth)], "huge")
    qtbot.addWidget(view)
    a4 = QSizeF(595 - 2 * 42.5, 842 - 2 * 42.5)
    card = view.cards[0]
    doc = view.document(card, a4)
    assert doc.pageCount() == 1
    assert doc.size().height() <= doc.pageSize().height()
    assert abs(doc.pageSize().width() / doc.pageSize().height() - a4.width() / a4.height()) < 0.01
    assert words_pt(doc, a4) >= 6  # never the 3 pt words of a card shrunk whole onto the page
    total = len(grouped_rows(card))
    assert (
        "does not fit one page in legible print" in view.paper_note
        and f"first decisions only, {kept} of {QLocale().toString(total)} lines" in view.paper_note
    )
    text = doc.toPlainText()
    assert view.paper_note in text and lines_shown(text) == kept and "…" in text


def test_a_card_that_fits_legibly_is_whole(qtbot) -> None:  # type: ignore[no-untyped-def]
    from ghost_gui.gui.cards.card_paper import words_pt

    view = CardView([group_card(3, 3)], "big")
    qtbot.addWidget(view)
    a4 = QSizeF(510, 757)
    doc = view.document(view.cards[0], a4)
    assert (
        view.paper_note == ""
        and words_pt(doc, a4) >= 6
        and lines_shown(doc.toPlainText()) == len(grouped_rows(view.cards[0]))
    )


#: a play on a card's line: "QEA → QEAE"
PLAYS = re.compile(r"[A-Z] → [A-Z]")


def lines_shown(text: str) -> int:
    """The card's lines on paper (not the ones repeated at the top of a column)."""
    return sum(1 for line in text.splitlines() if PLAYS.search(line) and "(continued)" not in line)


def test_superghost_for_three_on_the_family_list_never_prints_below_6_pt(
    qtbot, family_card
) -> None:  # type: ignore[no-untyped-def]
    from ghost_gui.gui.cards.card_paper import words_pt

    three = [family_card("super", 4, 3, seat) for seat in range(3)]
    view = CardView(three, "english-family")
    qtbot.addWidget(view)
    a4 = QSizeF(595 - 2 * 42.5, 842 - 2 * 42.5)
    for card in three:
        doc = view.document(card, a4)
        assert words_pt(doc, a4) >= 6, card.seat
        if view.paper_note:
            assert "first decisions only" in doc.toPlainText()
            assert lines_shown(doc.toPlainText()) < sum(
                len(row.steps) for row in grouped_rows(card)
            )
    # player 3's first decisions alone (over 500 of them) do not fit one page: they run on, legible
    assert view.paper_note and doc.pageCount() > 1


def test_columns_break_between_groups_and_say_what_they_continue(qtbot) -> None:  # type: ignore[no-untyped-def]
    assert split_columns([1] * 10, 2, {0, 4, 8}) == [
        (0, 4),
        (4, 10),
    ]  # a group's start just before the middle
    assert split_columns([1] * 10, 2, {0, 6}) == [(0, 6), (6, 10)]  # just after
    assert split_columns([1] * 10, 2, None) == [(0, 5), (5, 10)]
    assert split_columns([3], 4, None) == [(0, 1)]
    card = group_card(3, 3)
    view = CardView([card], "big")
    qtbot.addWidget(view)
    page = view.card_html(card, 3, pt=6, letters=40)
    assert page.count("<td") == 3 and "(continued)" in page
    assert (
        html.unescape(re.sub("<[^>]*>", "", page)).count("Q → QE") == 3
    )  # the top line heads every column


@needs_poppler
def test_printing_lays_out_the_shown_card_on_one_page(
    qtbot, word_file: Path, tmp_path: Path
) -> None:  # type: ignore[no-untyped-def]
    # the path of Print… and Print preview…, with a PDF printer in place of paper
    from PySide6.QtPrintSupport import QPrinter

    view = CardView(
        cards(word_file, "ghost") + [WordCard(2, "ghost", 3, 3, 2, random_words(800), ())], "tiny"
    )
    qtbot.addWidget(view)
    for tab, mode, expected in (
        (1, STRATEGY, "C → CA"),
        (2, WORDS, "memorisation card for player 3"),
    ):
        view.tabs.setCurrentIndex(tab)
        view.set_mode(mode)
        printer = view._printer()
        printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
        printer.setOutputFileName(str(tmp_path / f"printed{tab}.pdf"))
        view._print_to(printer)
        del printer
        text, pages = pdf_text(tmp_path / f"printed{tab}.pdf")
        assert pages == 1 and expected in text
    assert not [w for w in view.cards[2].words if w not in set(re.findall(r"\w+", text))]


#: set in the process that runs the print preview (a crash there must not take the test run with it)
IN_PREVIEW_PROCESS = "GHOST_TEST_PRINT_PREVIEW"


@pytest.mark.skipif(
    not os.environ.get(IN_PREVIEW_PROCESS),
    reason="run in its own process by test_print_preview_opens_and_closes_without_a_crash",
)
def test_print_preview_in_this_process(qapp, qtbot, word_file: Path) -> None:  # type: ignore[no-untyped-def]
    import gc

    from PySide6.QtCore import QTimer
    from PySide6.QtPrintSupport import QPrintPreviewWidget

    view = CardView(cards(word_file, "super"), "tiny")
    qtbot.addWidget(view)
    view.show()
    view.tabs.setCurrentIndex(1)
    drawn: list[int] = []
    poll = QTimer()

    def look() -> None:  # inside the dialog's own event loop, as a person would see it
        dialog = view.preview
        widget = dialog.findChild(QPrintPreviewWidget) if dialog is not None else None
        if (
            dialog is not None
            and widget is not None
            and dialog.isVisible()
            and widget.pageCount() >= 1
        ):
            drawn.append(widget.pageCount())
            poll.stop()
            dialog.reject()

    poll.timeout.connect(look)
    poll.start(20)
    view.print_preview()  # modal, as the button opens it
    assert drawn == [1]  # the card, on one page
    gc.collect()  # nothing Python holds may leave the dialog a freed printer
    qapp.processEvents()
    for _ in range(2):  # again, without blocking: the last dialog and its printer go first
        dialog = view.print_preview(modal=False)
        widget = dialog.findChild(QPrintPreviewWidget)
        assert widget is not None
        qtbot.waitUntil(lambda w=widget: w.pageCount() >= 1)
        gc.collect()
        qapp.processEvents()
        assert widget.pageCount() == 1 and dialog.isVisible()
    dialog.close()
    view.close()
    gc.collect()
    qapp.processEvents()


def test_print_preview_opens_and_closes_without_a_crash(tmp_path: Path) -> None:
    env = dict(os.environ, **{IN_PREVIEW_PROCESS: "1", "QT_QPA_PLATFORM": "offscreen"})
    run = subprocess.run(
        [
            sys.executable,
            "-m",
            "pytest",
            "-q",
            "-p",
            "no:cacheprovider",
            f"{__file__}::test_print_preview_in_this_process",
        ],
        capture_output=True,
        text=True,
        env=env,
        cwd=Path(__file__).resolve().parents[2],
        timeout=600,
    )
    assert run.returncode == 0, (
        f"exit {run.returncode} (a negative one: killed by that signal)\n{run.stdout[-3000:]}\n{run.stderr[-3000:]}"
    )
    assert "1 passed" in run.stdout


# -- export ----------------------------------------------------------------------------
def test_export_starts_in_documents_and_confirms_where_it_saved(
    qtbot, word_file: Path, tmp_path: Path, monkeypatch
) -> None:  # type: ignore[no-untyped-def]
    view = CardView(cards(word_file, "super"), "english-family")
    qtbot.addWidget(view)
    view.tabs.setCurrentIndex(1)
    asked: list[str] = []
    target = tmp_path / "out" / "mine"  # no suffix: .pdf is added
    target.parent.mkdir()

    def save_dialog(parent: object, caption: str, start: str, filters: str) -> tuple[str, str]:
        asked.append(start)
        return str(target), filters

    monkeypatch.setattr(QFileDialog, "getSaveFileName", save_dialog)
    opened: list[str] = []
    view.open_folder = opened.append
    view._export()
    assert asked == [
        os.path.join(documents_folder(), "ghost-card-english-family-superghost-player2.pdf")
    ]
    pdf = tmp_path / "out" / "mine.pdf"
    assert pdf.read_bytes().startswith(b"%PDF")
    box = view.message_box
    assert box is not None and box.icon() == QMessageBox.Icon.Information
    assert str(pdf) in box.text()
    [button] = [b for b in box.buttons() if b.text() == "Open folder"]
    button.click()
    assert opened == [str(tmp_path / "out")]  # the folder shown, nothing launched


def test_export_calls_the_confirmation_with_the_path(
    qtbot, word_file: Path, tmp_path: Path, monkeypatch
) -> None:  # type: ignore[no-untyped-def]
    view = CardView(cards(word_file, "ghost"), "tiny")
    qtbot.addWidget(view)
    out = str(tmp_path / "card.pdf")
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a: (out, ""))
    confirmed: list[str] = []
    monkeypatch.setattr(view, "confirm_saved", confirmed.append)
    view._export()
    assert confirmed == [out] and os.path.getsize(out) > 0
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a: ("", ""))  # cancelled
    view._export()
    assert confirmed == [out] and view.message_box is None


def test_a_failed_export_says_so_plainly(
    qtbot, word_file: Path, tmp_path: Path, monkeypatch
) -> None:  # type: ignore[no-untyped-def]
    view = CardView(cards(word_file, "ghost"), "tiny")
    qtbot.addWidget(view)
    out = str(tmp_path / "missing" / "card.pdf")
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a: (out, ""))
    confirmed: list[str] = []
    monkeypatch.setattr(view, "confirm_saved", confirmed.append)
    view._export()
    assert not confirmed and not os.path.exists(out)
    box = view.message_box
    assert box is not None and box.icon() == QMessageBox.Icon.Warning
    assert box.text() == f"The card could not be saved as {out}: the folder does not exist."


def test_file_names_name_the_list_the_variant_and_the_seat(qtbot) -> None:  # type: ignore[no-untyped-def]
    ghost = WordCard(1, "ghost", 4, 2, 0, ("aorta",), ())
    anti = WordCard(0, "anti", 4, 2, 0, ("aorta",), ())
    view = CardView([ghost, anti], "english family/2")
    qtbot.addWidget(view)
    assert view.file_name(ghost) == "ghost-card-english-family-2-player2.pdf"
    assert view.file_name(anti) == "ghost-card-english-family-2-anti-ghost-player1.pdf"
    assert card_view.documents_folder() == documents_folder() and os.path.isdir(documents_folder())


def test_a_card_with_nothing_to_remember(qtbot) -> None:  # type: ignore[no-untyped-def]
    early = WordCard(3, "ghost", 3, 4, 0, ("cat",), ())  # the round can end before seat 4 plays
    empty = WordCard(3, "ghost", 3, 4, 0, (), ())
    view = CardView([early, empty], "tiny")
    qtbot.addWidget(view)
    assert "Before your first turn the round may end in: cat" in shown(view, 0)
    assert "Nothing to remember" in shown(view, 1)
