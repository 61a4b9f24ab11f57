"""The pocket card of SuperGhost, SuperDuperGhost and Xghost as an index a person looks the
letters up in: one line per position, the letters at your turn first and in bold, the lines
in alphabetical order; every position the holder can face while following the card has its
line, and the line's play is the card's. The family list's winning SuperGhost card fits one
A5 side with nothing under 6 pt."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QApplication

from ghost_gui.core.alphabets import capitals
from ghost_gui.core.cards.cards import TreeCard, iter_nodes, make_card
from ghost_gui.core.play.variants import variant_by_key
from ghost_gui.core.solving.solver import Solver
from ghost_gui.core.words.lexicon import Lexicon
from ghost_gui.core.words.wordlist import word_list_from_words
from ghost_gui.gui.cards.pocket_card import MIN_PT, PocketLayout, lay_out, write_pdf
from ghost_gui.gui.cards.pocket_index import ARROW, INDEX_AT_PT, TURN
from ghost_gui.gui.cards.pocket_words import pocket_texts
from ghost_gui.paths import wordlist_path

A5 = (419.5, 595.3)  # points
#: Xghost, player 1: after G and A the card puts O between them (GOA: goat, toga)
X_WORDS = "cat act tab bat camel zebra goat toga".split()


def lines_of(layout: PocketLayout) -> list[tuple[float, float, list[str]]]:
    """The card's lines as a person reads them: (x, y, the pieces of text), in the order
    they are laid out; a line begins with the letters at the turn, in bold."""
    at_pt = INDEX_AT_PT * layout.scale
    lines: list[tuple[float, float, list[str]]] = []
    body = False
    for t in layout.texts:
        if t.bold and t.pt == pytest.approx(at_pt):
            lines.append((t.x, t.y, [t.text]))
            body = True
        elif body:
            lines[-1][2].append(t.text)
    return lines


def answers(layout: PocketLayout) -> dict[str, list[str]]:
    """Per letters looked up, the letters after the play each of their lines gives."""
    out: dict[str, list[str]] = {}
    for _, _, pieces in lines_of(layout):
        arrow = pieces.index(ARROW)
        play = "".join(p for p in pieces[arrow + 1 :] if p == capitals(p) and p.isalpha())
        out.setdefault(pieces[0], []).append(play)
    return out


def walk(card: TreeCard, layout: PocketLayout, lexicon: Lexicon, start: str) -> int:
    """Follow the card from the start through every reply the other player can make: at each
    of the holder's turns the lines with those letters must agree, the play they give must be
    legal and the card's, and it must not complete a word (the card wins). The number of
    positions met at the holder's turn."""
    variant = variant_by_key(card.variant)
    lines = answers(layout)
    card_play = {n.at: n.play for n in iter_nodes(card.tree)}
    seen: set[str] = set()
    todo = [""]
    while todo:
        f = todo.pop()
        if f in seen:
            continue
        seen.add(f)
        fitting = lines.get(capitals(f) or start)
        assert fitting, f"no line for {capitals(f) or start}"
        assert len(set(fitting)) == 1, (f, fitting)
        legal = {capitals(new): new for new in variant.legal_plays(lexicon, f).values()}
        assert fitting[0] in legal, (f, fitting[0])
        new = legal[fitting[0]]
        assert new == card_play[f]
        assert not variant.is_final(lexicon, new), f"{new} completes a word"
        for reply in variant.legal_plays(lexicon, new).values():
            if not variant.is_final(lexicon, reply):
                todo.append(reply)
    return len(seen)


def test_the_family_superghost_card_fits_one_a5_side_at_6_pt(
    qapp: QApplication, family_card, tmp_path: Path
) -> None:  # type: ignore[no-untyped-def]
    card = family_card("super", 3, 2, 0)
    layout = lay_out(card, pocket_texts(card, "english-family"), "A5")
    assert layout is not None and layout.smallest_pt >= MIN_PT
    out = tmp_path / "card.pdf"
    write_pdf(layout, str(out))
    info = subprocess.run(["pdfinfo", str(out)], capture_output=True, text=True, check=True)
    size = re.search(r"^Page size:\s+([\d.]+) x ([\d.]+) pts", info.stdout, re.MULTILINE)
    assert re.search(r"^Pages:\s+1$", info.stdout, re.MULTILINE) and size
    assert abs(float(size.group(1)) - A5[0]) < 1 and abs(float(size.group(2)) - A5[1]) < 1


def test_the_command_line_prints_it_on_a5_and_names_a5_for_a6(tmp_path: Path) -> None:
    out = tmp_path / "card.pdf"
    args = [sys.executable, "-m", "ghost_gui", "card", str(wordlist_path("english-family.txt"))]
    args += ["--variant", "super", "--min-length", "3", "--player", "1", "--pocket"]
    done = subprocess.run(
        [*args, "--pdf", str(out), "--paper", "A5"], capture_output=True, text=True, timeout=300
    )
    assert done.returncode == 0, done.stderr
    assert "A5" in done.stdout and float(done.stdout.split("words at ")[1].split()[0]) >= MIN_PT
    small = subprocess.run(
        [*args, "--pdf", str(tmp_path / "a6.pdf")], capture_output=True, text=True, timeout=300
    )
    assert small.returncode == 2 and "it fits A5, try --paper A5" in small.stderr


@pytest.mark.parametrize("variant", ["super", "superduper"])
def test_every_position_the_holder_can_face_has_one_answer_the_cards(
    qapp: QApplication, family_card, family_bench, variant: str
) -> None:  # type: ignore[no-untyped-def]
    card = family_card(variant, 3, 2, 0)
    texts = pocket_texts(card, "english-family")
    layout = lay_out(card, texts, "A5")
    assert layout is not None
    positions = walk(card, layout, family_bench.lexicon(3), texts.start)
    assert positions == len(lines_of(layout))  # a line for each, and no line for nothing


def test_an_xghost_line_puts_the_letter_between_and_is_followed(qapp: QApplication) -> None:
    lx = Lexicon.build(word_list_from_words(X_WORDS), 3, use_cache=False)
    card = make_card(Solver(lx, variant_by_key("xghost"), 2, use_cache=False).solve(), 0)
    assert isinstance(card, TreeCard)
    texts = pocket_texts(card, "tiny")
    layout = lay_out(card, texts)
    assert layout is not None
    assert walk(card, layout, lx, texts.start) == len(lines_of(layout))
    assert ["GA", ARROW, "G", "O", "A"] == next(p for _, _, p in lines_of(layout) if p[0] == "GA")[
        :5
    ]


def test_the_lines_are_in_alphabetical_order_and_none_says_as_above(
    qapp: QApplication, family_card
) -> None:  # type: ignore[no-untyped-def]
    card = family_card("super", 3, 2, 0)
    texts = pocket_texts(card, "english-family")
    layout = lay_out(card, texts, "A5")
    assert layout is not None
    lines = lines_of(layout)
    # the reading order: down each column, the columns from the left
    assert lines == sorted(lines, key=lambda line: (round(line[0]), line[1]))
    letters = [pieces[0] for _, _, pieces in lines]
    assert letters[0] == texts.start and letters[1:] == sorted(letters[1:])
    assert len(set(letters)) == len(letters)  # each once: nothing to point back to
    assert not any("as above" in t.text or "above" in t.text for t in layout.texts)


def test_a_superduperghost_play_that_turns_the_letters_round_shows_them_turned(
    qapp: QApplication, family_card
) -> None:  # type: ignore[no-untyped-def]
    card: Any = family_card("superduper", 3, 2, 0)
    turned = next(n for n in iter_nodes(card.tree) if n.move is not None and n.move.reverse)
    layout = lay_out(card, pocket_texts(card, "english-family"), "A5")
    assert layout is not None
    pieces = next(p for _, _, p in lines_of(layout) if p[0] == capitals(turned.at))
    assert pieces[1:3] == [TURN, capitals(turned.at[::-1])]
    assert any("⇄:" in t.text for t in layout.texts if t.grey)  # the legend says what it means
