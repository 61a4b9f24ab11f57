"""A strategy card's head counts what its lines show: a family reading "1 play to remember ·
4 words" finds one play and four words below it, in English and in Russian."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest
from PySide6.QtWidgets import QApplication, QTextBrowser

from ghost_gui.gui import i18n
from ghost_gui.gui.cards.card_view import CardView


@pytest.fixture(params=["en", "ru"])
def language(request: pytest.FixtureRequest, qapp: QApplication) -> Iterator[str]:
    i18n.install_translator(qapp, request.param)
    yield request.param
    i18n.install_translator(qapp, "en")


def _shown(view: CardView, tab: int) -> str:
    browser = view.tabs.widget(tab)
    assert isinstance(browser, QTextBrowser)
    return browser.toPlainText()


def test_player_ones_family_card_counts_the_play_it_shows(
    qtbot, family_card, language: str
) -> None:  # type: ignore[no-untyped-def]
    card = family_card("ghost", 4, 3, 0)  # "start with Q  quack, quell, quiet, quorum"
    view = CardView([card], "english-family")
    qtbot.addWidget(view)
    text = _shown(view, 0)
    start = {"en": "start with ", "ru": "начните с "}[language]
    lines = text.splitlines()[-1:]  # the key above them explains the arrow too
    assert len(text.splitlines()) - len(lines) <= 4  # title, lists, counts, key: one line below
    plays = sum(line.count(start) + line.count("→") for line in lines)
    assert plays == 1 and len(card.words) == 4 and card.decisions > plays
    head = {
        "en": "1 play to remember · 4 words",
        "ru": "1 ход для запоминания · 4 слова",
    }[language]
    assert head in text, text


@pytest.mark.parametrize("seat", [0, 1])
@pytest.mark.parametrize("variant", ["ghost", "super"])
def test_every_head_counts_the_plays_on_its_lines(
    qtbot, family_card, variant: str, seat: int
) -> None:  # type: ignore[no-untyped-def]
    card = family_card(variant, 4, 2, seat)
    view = CardView([card], "english-family")
    qtbot.addWidget(view)
    text = _shown(view, 0)
    head = re.search(r"(\d+) plays? to remember · (\d+) words?", text)
    assert head is not None, text
    body = text[text.index("your next turn.") :]  # the lines, after the key
    shown_again = len(re.findall(r"\bsee [A-Z]+", body))  # a position shown again: no new play
    assert int(head.group(1)) == body.count("start with") + body.count("→") - shown_again
    assert int(head.group(2)) == len(card.words)
