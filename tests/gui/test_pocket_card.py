"""The pocket card: one side of an A6 index card, words never under 6 pt, a larger paper
offered when it does not fit; from the command line and from Cards → Pocket card."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication

from ghost_gui.core.analysis.results import Workbench
from ghost_gui.core.cards.card_text import grouped_rows
from ghost_gui.gui.cards.pocket_card import MIN_PT, PocketTexts, lay_out, write_pdf
from ghost_gui.gui.cards.pocket_card_view import PocketCardDialog
from ghost_gui.paths import wordlist_path

ENABLE = Path(__file__).resolve().parents[3] / "shared" / "testdata" / "wordlists" / "enable1.txt"
A6 = (297.6, 419.5)  # points
TEXTS = PocketTexts(
    "Ghost · player 2 of 2",
    "enable1 · words of 3+ letters · every word wins",
    "At your turn: find the letters, play the big letter, aim for the words.",
    "start",
    "see %1 above",
)


def pdf(path: Path) -> tuple[str, int, tuple[float, float]]:
    text = subprocess.run(
        ["pdftotext", str(path), "-"], capture_output=True, text=True, check=True
    ).stdout
    info = subprocess.run(["pdfinfo", str(path)], capture_output=True, text=True, check=True).stdout
    pages = re.search(r"^Pages:\s+(\d+)$", info, re.MULTILINE)
    size = re.search(r"^Page size:\s+([\d.]+) x ([\d.]+) pts", info, re.MULTILINE)
    assert pages and size, info
    return text, int(pages.group(1)), (float(size.group(1)), float(size.group(2)))


def words_on(text: str) -> set[str]:
    return {w.strip(",*") for w in text.split()}


@pytest.fixture(scope="module")
def enable_card():  # type: ignore[no-untyped-def]
    if not ENABLE.is_file():
        pytest.skip("the ENABLE list is test data in ../shared")
    return Workbench(ENABLE).card("ghost", 3, 2, 1)[1]


def test_enable_player_two_fits_an_index_card(
    qapp: QApplication, enable_card, tmp_path: Path
) -> None:  # type: ignore[no-untyped-def]
    assert len(grouped_rows(enable_card)) == 26 and len(enable_card.words) == 55
    layout = lay_out(enable_card, TEXTS, "A6")
    assert layout is not None and layout.smallest_pt >= MIN_PT
    out = tmp_path / "pocket.pdf"
    write_pdf(layout, str(out))
    text, pages, size = pdf(out)
    assert pages == 1 and abs(size[0] - A6[0]) < 1 and abs(size[1] - A6[1]) < 1
    assert set(enable_card.words) <= words_on(text)  # every word of the card is on it
    assert {"A", "Q", "W"} <= words_on(text)  # the answers, large


def test_the_family_game_fits_on_one_line(qapp: QApplication, family_card) -> None:  # type: ignore[no-untyped-def]
    card = family_card("ghost", 4, 2, 0)
    layout = lay_out(card, TEXTS, "A6")
    assert layout is not None and layout.columns == 1 and layout.words_pt > 10
    assert set(card.words) <= {t.text.strip(",*") for t in layout.texts}


def test_a_card_too_big_for_a6_is_not_shrunk_but_a_larger_paper_takes_it(
    qapp: QApplication, family_card
) -> None:  # type: ignore[no-untyped-def]
    card = family_card("super", 4, 2, 0)  # 77 decisions (117 positions)
    assert lay_out(card, TEXTS, "A6") is None
    page = lay_out(card, TEXTS, "page")
    assert page is not None and page.smallest_pt >= MIN_PT


def cli(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "ghost_gui", *args], capture_output=True, text=True, timeout=300
    )


def test_the_command_line_writes_one_a6_page(tmp_path: Path) -> None:
    out = tmp_path / "card.pdf"
    done = cli(
        "card",
        str(wordlist_path("english-family.txt")),
        "--player",
        "1",
        "--pocket",
        "--pdf",
        str(out),
    )
    assert done.returncode == 0, done.stderr
    assert "A6" in done.stdout and "words at" in done.stdout
    text, pages, size = pdf(out)
    assert pages == 1 and abs(size[0] - A6[0]) < 1
    assert {"jack", "jell", "jilt", "john", "just"} <= words_on(text)


def test_the_command_line_says_when_a_card_does_not_fit(tmp_path: Path) -> None:
    out = tmp_path / "card.pdf"
    done = cli(
        "card",
        str(wordlist_path("english-family.txt")),
        "--variant",
        "super",
        "--player",
        "1",
        "--pocket",
        "--pdf",
        str(out),
    )
    assert (
        done.returncode == 2
        and "does not fit A6" in done.stderr
        and "--paper" in done.stderr
        and not out.exists()
    )
    assert (
        cli(
            "card", str(wordlist_path("english-family.txt")), "--player", "1", "--pocket"
        ).returncode
        == 2
    )  # no --pdf


def test_the_window_previews_saves_and_prints(
    qapp: QApplication, qtbot, tmp_path: Path, family_card
) -> None:  # type: ignore[no-untyped-def]
    card = family_card("super", 4, 2, 0)
    dialog = PocketCardDialog(card, "english-family")
    qtbot.addWidget(dialog)
    # too large for an A6 card: the dialog opens on the smallest paper it fits, and says so
    opened = dialog.paper.currentData()
    assert opened != "A6" and dialog.print_button.isEnabled()
    assert dialog.status.text().startswith("Too large for the A6 index card")
    dialog.paper.setCurrentIndex(dialog.paper.findData("A6"))
    assert not dialog.print_button.isEnabled() and "does not fit" in dialog.status.text()
    fits = dialog.paper.itemText(dialog.paper.findData(opened))
    assert f"It fits {fits}: choose it above." in dialog.status.text()
    dialog.paper.setCurrentIndex(dialog.paper.findData("page"))
    assert dialog.print_button.isEnabled() and not dialog.preview.picture.pixmap().isNull()
    out = tmp_path / "page.pdf"
    assert dialog.save_pdf(str(out))
    assert pdf(out)[1] == 1
    small = family_card("ghost", 4, 2, 0)
    dialog = PocketCardDialog(small, "english-family")
    qtbot.addWidget(dialog)
    assert dialog.print_button.isEnabled() and "English: family" in (
        dialog.layout_.texts[1].text if dialog.layout_ else ""
    )
    printed = tmp_path / "printed.pdf"
    dialog.printer.setOutputFormat(dialog.printer.OutputFormat.PdfFormat)
    dialog.printer.setOutputFileName(str(printed))
    assert dialog.print_card(ask=False)
    text, pages, size = pdf(printed)
    assert pages == 1 and abs(size[0] - A6[0]) < 1 and "jack" in text


def test_the_cards_menu_has_the_pocket_card(
    qapp: QApplication, tmp_path: Path, monkeypatch
) -> None:  # type: ignore[no-untyped-def]
    from shells import make_shell

    shell = make_shell(qapp, tmp_path)
    shell.start()
    monkeypatch.setattr(shell.cards, "choose_seat", lambda config, pocket=False: 0)
    shell.window.menus.pocket.trigger()
    assert shell.cards.pocket_dialog.isVisible() and shell.cards.pocket_dialog.layout_ is not None


def test_the_familiar_tick_lays_out_the_familiar_card(qapp: QApplication, qtbot) -> None:  # type: ignore[no-untyped-def]
    words = ["aaaac", "aaccc", "aca", "baaac", "bac", "bbaa", "cbcc"]  # see test_familiar_cards.py
    from ghost_gui.core.cards.cards import make_card
    from ghost_gui.core.play.variants import variant_by_key
    from ghost_gui.core.solving.solver import Solver
    from ghost_gui.core.words.lexicon import Lexicon
    from ghost_gui.core.words.wordlist import word_list_from_words

    lexicon = Lexicon.build(word_list_from_words(words), 3, use_cache=False)
    solver = Solver(lexicon, variant_by_key("ghost"), 2, use_cache=False).solve()
    familiar = frozenset({"aaaac", "aaccc", "baaac", "bac", "cbcc"})
    card = make_card(solver, 1, familiar=familiar)
    dialog = PocketCardDialog(
        card, "tiny", familiar=lambda: make_card(solver, 1, familiar=familiar, familiar_card=True)
    )
    qtbot.addWidget(dialog)
    assert not dialog.familiar.isHidden() and "1 of them unfamiliar" in dialog.status.text()
    assert "aca" in {t.text.strip(",") for t in dialog.layout_.texts} if dialog.layout_ else False
    dialog.familiar.setChecked(True)
    assert dialog.card.familiar and "0 of them unfamiliar" in dialog.status.text()
    assert (
        "aca" not in {t.text.strip(",") for t in dialog.layout_.texts} if dialog.layout_ else False
    )
    dialog.familiar.setChecked(False)
    assert dialog.card is card
