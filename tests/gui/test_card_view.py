"""Strategy cards: readable on screen, one page on paper whatever their size."""

from __future__ import annotations

import random
import re
import shutil
import subprocess
from pathlib import Path

import pytest

from ghost_gui.core.cards import CardNode, TreeCard, WordCard
from ghost_gui.core.plays import Play, Side
from ghost_gui.gui.card_view import CardView

needs_poppler = pytest.mark.skipif(shutil.which("pdftotext") is None, reason="pdftotext (poppler-utils) not installed")


def pdf_text(path: Path) -> tuple[str, int]:
    text = subprocess.run(["pdftotext", "-layout", str(path), "-"], capture_output=True, text=True, check=True).stdout
    info = subprocess.run(["pdfinfo", str(path)], capture_output=True, text=True, check=True).stdout
    pages = re.search(r"^Pages:\s+(\d+)$", info, re.MULTILINE)
    assert pages, info
    return text, int(pages.group(1))


def word(fragment: str, loses: bool = False) -> CardNode:
    return CardNode(fragment, None, None, (), word=fragment, loses=loses)


def small_tree() -> TreeCard:
    """Seat 0 in SuperGhost: start with A; after BA or AB the card says what to add."""
    ba = CardNode("ba", Play("t"), "bat", (("bat", word("bat")),))
    ab = CardNode("ab", Play("e", Side.LEFT), "eab", (("eabx", word("beak", loses=True)),))
    root = CardNode("", Play("a"), "a", (("ba", ba), ("ab", ab)))
    return TreeCard(0, "super", 3, 2, 1, root, 3, ("bat", "beak"), ("beak",))


def random_words(n: int, seed: int = 1) -> tuple[str, ...]:
    rng = random.Random(seed)
    return tuple(sorted({"".join(rng.choice("abcdefghijklmnoprstuvwxyzжщёй") for _ in range(rng.randint(3, 14))) for _ in range(n)}))


def big_tree(fanout: int, depth: int) -> TreeCard:
    count = 0

    def node(fragment: str, level: int) -> CardNode:
        nonlocal count
        if level == depth:
            return word(fragment + "s")
        count += 1
        after = fragment + "e"
        replies = tuple((after + c, node(after + c, level + 1)) for c in "abcdefghijklmnop"[:fanout])
        return CardNode(fragment, Play("e"), after, replies)

    root = node("q", 0)
    words = tuple(sorted(_leaves(root)))
    return TreeCard(1, "superduper", 4, 3, 2, root, count, words, words)


def _leaves(node: CardNode) -> list[str]:
    return [node.word] if node.word else [w for _, child in node.replies for w in _leaves(child)]


def test_the_view_shows_both_seats_with_title_rules_and_words(qtbot) -> None:  # type: ignore[no-untyped-def]
    cards = [WordCard(0, "ghost", 4, 2, 0, ("xenophobia", "xenophobic"), ()),
             WordCard(1, "ghost", 4, 2, 1, ("aquifer", "hype", "zany"), ("hype",))]
    view = CardView(cards, "english-family")
    qtbot.addWidget(view)
    assert [view.tabs.tabText(i) for i in range(2)] == ["Player 1", "Player 2"]
    view.tabs.setCurrentIndex(1)
    assert view.current_card() is cards[1]
    shown = view.tabs.widget(1).toPlainText()
    assert "memorisation card for player 2" in shown
    assert "english-family · Ghost · words of 4+ letters count · 2 players" in shown
    assert all(w in shown for w in cards[1].words)
    assert "<s>hype</s>" in view.card_html(cards[1]) and "<s>zany</s>" not in view.card_html(cards[1])


def test_a_tree_card_reads_as_plays_grouped_by_reply(qtbot) -> None:  # type: ignore[no-untyped-def]
    view = CardView([small_tree()], "tiny")
    qtbot.addWidget(view)
    lines = view.tabs.widget(0).toPlainText().splitlines()
    start = next(i for i, line in enumerate(lines) if line.startswith("(start)"))
    assert [line.strip() for line in lines[start:]] == [
        "(start): start with A → A",
        "BA: add T on the right → BAT",
        "BAT: you win",
        "AB: add E on the left → EAB",
        "BEAK: you lose",
    ]
    # each reply sits under the play it answers
    assert lines[start + 1].index("BA") > lines[start].index("(start)")


@needs_poppler
def test_the_pdf_holds_the_title_the_rules_and_every_word(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    card = WordCard(1, "anti", 3, 2, 0, ("ёжик", "йогурт", "щука", "ящерица"), ())
    view = CardView([card], "russian-nouns")
    qtbot.addWidget(view)
    out = tmp_path / "card.pdf"
    view.export_pdf(str(out))
    text, pages = pdf_text(out)
    assert pages == 1
    assert "memorisation card for player 2" in text
    assert "russian-nouns" in text and "words of 3+ letters" in text and "Anti-Ghost" in text
    assert all(w in text for w in card.words)


@needs_poppler
@pytest.mark.parametrize("card", [
    WordCard(0, "ghost", 3, 4, 1, random_words(3000), random_words(3000)[::7]),
    big_tree(3, 5),  # 121 decisions and 243 final words
], ids=["3000 words", "tree of 364 lines"])
def test_a_large_card_still_fits_one_page(qtbot, tmp_path: Path, card: WordCard | TreeCard) -> None:  # type: ignore[no-untyped-def]
    view = CardView([card], "big")
    qtbot.addWidget(view)
    out = tmp_path / "big.pdf"
    view.export_pdf(str(out))
    text, pages = pdf_text(out)
    assert pages == 1
    found = set(re.findall(r"\w+", text.lower()))
    assert not [w for w in card.words if w not in found]


@pytest.mark.parametrize("fanout, depth", [(3, 6), (4, 6)])  # 1093 and 5461 lines
def test_a_huge_tree_is_shrunk_onto_one_page(qtbot, fanout: int, depth: int) -> None:  # type: ignore[no-untyped-def]
    # (pdftotext gives up on pages this dense, so the layout itself is checked)
    from PySide6.QtCore import QSizeF

    view = CardView([big_tree(fanout, depth)], "huge")
    qtbot.addWidget(view)
    a4 = QSizeF(595 - 2 * 42.5, 842 - 2 * 42.5)
    doc = view.document(view.cards[0], a4)
    assert doc.pageCount() == 1
    assert doc.size().height() <= doc.pageSize().height()
    assert abs(doc.pageSize().width() / doc.pageSize().height() - a4.width() / a4.height()) < 0.01


@needs_poppler
def test_printing_lays_out_the_shown_card_on_one_page(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    # the path of Print… and Print preview…, with a PDF printer in place of paper
    from PySide6.QtPrintSupport import QPrinter

    cards = [WordCard(0, "ghost", 3, 2, 0, ("gecko",), ()), WordCard(1, "ghost", 3, 2, 2, random_words(800), ())]
    view = CardView(cards, "tiny")
    qtbot.addWidget(view)
    view.tabs.setCurrentIndex(1)
    printer = view._printer()
    printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
    printer.setOutputFileName(str(tmp_path / "printed.pdf"))
    view._print_to(printer)
    del printer
    text, pages = pdf_text(tmp_path / "printed.pdf")
    assert pages == 1 and "memorisation card for player 2" in text
    assert not [w for w in cards[1].words if w not in set(re.findall(r"\w+", text))]
