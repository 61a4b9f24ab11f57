"""What the pocket card says beyond its lines: what to do when no line fits the letters, in
the card's language and variant, on the A6 card at the size it had without it; and how its
lines wrap: the words hang under the first word, a decision that goes on on the next line
hangs under the first answer (at a reply's indent it would read as a line of its own)."""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Iterator
from itertools import groupby
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication

from ghost_gui.core.analysis.results import Workbench
from ghost_gui.core.cards.card_text import grouped_rows
from ghost_gui.core.cards.cards import make_card
from ghost_gui.core.play.variants import variant_by_key
from ghost_gui.core.solving.solver import Solver
from ghost_gui.core.words.lexicon import Lexicon
from ghost_gui.core.words.wordlist import word_list_from_words
from ghost_gui.gui import i18n
from ghost_gui.gui.cards.pocket_card import (
    ANSWER_PT,
    MIN_PT,
    WORDS_PT,
    _lay_rows,
    lay_out,
    write_pdf,
)
from ghost_gui.gui.cards.pocket_measure import Measure, Text
from ghost_gui.gui.cards.pocket_words import pocket_texts
from ghost_gui.paths import wordlist_path

ENABLE = Path(__file__).resolve().parents[3] / "shared" / "testdata" / "wordlists" / "enable1.txt"
#: what each language's card says when no line fits, in a Ghost card
WORDS = "cat act tab bat camel zebra goat toga".split()
NO_LINE = {"en": "No line fits? Challenge if you doubt a word starts so", "ru": "Нет такой строки?"}


@pytest.fixture(scope="module")
def enable_card():  # type: ignore[no-untyped-def]
    if not ENABLE.is_file():
        pytest.skip("the ENABLE list is test data in ../shared")
    return Workbench(ENABLE).card("ghost", 3, 2, 1)[1]


@pytest.fixture(params=["en", "ru"])
def language(qapp: QApplication, request: pytest.FixtureRequest) -> Iterator[str]:
    i18n.install_translator(qapp, request.param)
    yield request.param
    i18n.install_translator(qapp, "en")


def pdf_text(path: Path) -> str:
    out = subprocess.run(["pdftotext", str(path), "-"], capture_output=True, text=True, check=True)
    return " ".join(out.stdout.split())


def test_the_enable_card_says_what_to_do_when_no_line_fits_at_its_size(
    language: str, enable_card, tmp_path: Path
) -> None:  # type: ignore[no-untyped-def]
    layout = lay_out(enable_card, pocket_texts(enable_card, "enable1"), "A6")
    # on one A6 side with its words at 8.7 pt, as before the sentence was added
    assert layout is not None and layout.words_pt >= 8.7 - 1e-6 and layout.smallest_pt >= MIN_PT
    out = tmp_path / "card.pdf"
    write_pdf(layout, str(out))
    assert NO_LINE[language] in pdf_text(out)


@pytest.mark.parametrize(
    "variant, said",
    [
        ("ghost", "a word starts so"),
        ("anti", "a word starts so"),
        ("super", "a word has these letters in a row"),
        ("xghost", "a word has these letters in a row"),
        ("anaghost", "a word has all these letters"),
    ],
)
def test_every_variant_s_card_says_it_in_its_own_words(
    qapp: QApplication, variant: str, said: str
) -> None:
    lexicon = Lexicon.build(word_list_from_words(WORDS), 3, use_cache=False)
    card = make_card(Solver(lexicon, variant_by_key(variant), 2, use_cache=False).solve(), 0)
    layout = lay_out(card, pocket_texts(card, "tiny"), "A6")
    assert layout is not None
    head = " ".join(t.text for t in layout.texts if t.grey and t.pt == layout.words_pt)
    assert f"No line fits? Challenge if you doubt {said}; else play on without the card." in head


def lines_of(items: list[Text]) -> list[list[Text]]:
    """A row's texts line by line (by baseline), each line left to right."""
    ordered = sorted(items, key=lambda t: (round(t.y, 2), t.x))
    return [list(line) for _, line in groupby(ordered, key=lambda t: round(t.y, 2))]


@pytest.mark.parametrize("width", [95.0, 110.0, 125.0, 140.0])
def test_wrapped_lines_hang_under_the_words_and_the_first_answer(
    qapp: QApplication, enable_card, width: float
) -> None:  # type: ignore[no-untyped-def]
    scale = 1.45
    texts = pocket_texts(enable_card, "enable1")
    rows = grouped_rows(enable_card)
    laid = _lay_rows(rows, texts, Measure(), scale, width, set())
    assert laid
    words_pt, answer_pt = WORDS_PT * scale, ANSWER_PT * scale
    hung = 0
    for row, (_, items) in zip(rows, laid, strict=True):
        words = [t for t in items if t.pt == words_pt]
        # every line of the words starts where the first word does
        assert {min(t.x for t in line) for line in lines_of(words)} == {words[0].x}, row
        decisions = lines_of([t for t in items if t.pt != words_pt])
        first_answer = next(t.x for t in decisions[0] if t.pt == answer_pt)
        for line in decisions[1:]:  # a decision that went on on the next line
            hung += 1
            assert line[0].text != "·" and line[0].x == pytest.approx(first_answer), row
    if width < 100:
        assert hung  # "A → Q · AQU → I" does not fit one line


def test_the_command_line_s_card_says_it_too(tmp_path: Path) -> None:
    out = tmp_path / "card.pdf"
    done = subprocess.run(
        [sys.executable, "-m", "ghost_gui", "card", str(wordlist_path("english-family.txt"))]
        + ["--player", "1", "--pocket", "--pdf", str(out)],
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert done.returncode == 0, done.stderr
    assert NO_LINE["en"] in pdf_text(out)
