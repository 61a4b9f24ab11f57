"""Xghost and Anaghost in the card window, on the pocket card, in the drill and in "Who
wins?": where an Xghost letter went, an Anaghost pool with the words it makes, the
drill's caret and pool, and a row whose cards would not fit in memory."""

from __future__ import annotations

import random
import shutil
import subprocess
from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QTextBrowser

from ghost_gui.core.analysis.results import Workbench
from ghost_gui.core.analysis.summary_rows import SummaryRow
from ghost_gui.core.cards.card_text import split_play
from ghost_gui.core.cards.cards import GroupNode, TreeCard, iter_nodes, make_card
from ghost_gui.core.play.variants import variant_by_key
from ghost_gui.core.solving.levels import Analysis
from ghost_gui.core.solving.solver import Solver
from ghost_gui.core.words.lexicon import Lexicon
from ghost_gui.core.words.wordlist import word_list_from_words
from ghost_gui.gui.cards import analysis_presenter
from ghost_gui.gui.cards.analysis_presenter import AnalysisPresenter
from ghost_gui.gui.cards.analysis_view import AnalysisView
from ghost_gui.gui.cards.card_view import WORDS, CardView
from ghost_gui.gui.cards.card_words import card_anagrams
from ghost_gui.gui.cards.drill_presenter import DrillPhase, DrillPresenter
from ghost_gui.gui.cards.drill_view import DrillView
from ghost_gui.gui.cards.pocket_card import card_words, lay_out
from ghost_gui.gui.cards.pocket_card_view import PocketCardDialog
from ghost_gui.gui.cards.pocket_index import INDEX_LETTER_PT
from ghost_gui.gui.cards.pocket_words import pocket_texts
from ghost_gui.gui.jobs import Jobs

#: Xghost, player 1: after G and A the card puts O between them (GOA: goat, toga)
X_WORDS = "cat act tab bat camel zebra goat toga".split()
#: Anaghost, player 2: pools whose words are anagrams of each other (ACERT: crate, react, trace)
ANA_WORDS = "cart cat act care crate trace react".split()


def card_of(words: list[str], variant: str, seat: int) -> TreeCard:
    lx = Lexicon.build(word_list_from_words(words), 3, use_cache=False)
    card = make_card(Solver(lx, variant_by_key(variant), 2, use_cache=False).solve(), seat)
    assert isinstance(card, TreeCard)
    return card


def inserted(card: TreeCard) -> list[GroupNode]:
    """The card's decisions whose letter goes between two letters (not at an end)."""
    return [
        n
        for n in iter_nodes(card.tree)
        if not n.forced
        and n.move is not None
        and n.move.at is not None
        and 0 < n.move.at < len(n.at)
    ]


def text_of(view: CardView) -> str:
    browser = view.tabs.widget(0)
    assert isinstance(browser, QTextBrowser)
    return browser.toPlainText()


# -- the card window -----------------------------------------------------------------------
def test_split_play_sets_apart_the_letter_wherever_it_went() -> None:
    x = inserted(card_of(X_WORDS, "xghost", 0))
    assert [(n.at, n.play) for n in x] == [("ga", "goa")]
    assert split_play(x[0]) == ("g", "o", "a")
    pools = card_of(ANA_WORDS, "anaghost", 1)
    node = next(n for n in iter_nodes(pools.tree) if n.at == "aet")
    assert node.play == "acet" and split_play(node) == ("a", "c", "et")
    assert card_anagrams("anaghost", ["acert", "act", "xyz"], ANA_WORDS) == {
        "acert": ("crate", "react", "trace"),
        "act": ("act", "cat"),
    }


def test_an_xghost_card_bolds_the_letter_put_between_two(qtbot) -> None:  # type: ignore[no-untyped-def]
    view = CardView([card_of(X_WORDS, "xghost", 0)], "tiny")
    qtbot.addWidget(view)
    page = view.card_html(view.cards[0])
    assert "GA → G<b>O</b>A" in page
    # the others' letters at the ends: the card's letter after them, in bold
    assert "GO → GO<b>A</b>" in page and "OG → OG<b>A</b>" in page
    assert "GA → GOA   goat" in text_of(view)


def test_an_anaghost_card_shows_pools_with_the_words_they_make(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    card = card_of(ANA_WORDS, "anaghost", 1)
    lx = Lexicon.build(word_list_from_words(ANA_WORDS), 3, use_cache=False)
    view = CardView([card], "tiny", words=lx.sorted_words, meaning=lambda w: "")
    qtbot.addWidget(view)
    text = text_of(view)
    assert "ACERT: crate, react, trace" in text and "ACT: act, cat" in text
    assert "AET → A<b>C</b>ET" in view.card_html(card)
    assert "alphabetical order" in text and "sets of letters to end in: 2" in text
    # a pool's letters are no word: its words carry the meanings, the pool none
    assert 'title="CRATE: no definition available"' in view.card_html(card)
    assert 'title="ACERT' not in view.card_html(card)
    view.set_mode(WORDS)
    assert "ACERT: crate, react, trace" in text_of(view) and "sets of letters" in text_of(view)
    # without the list, the pools alone, in capitals
    bare = CardView([card], "tiny")
    qtbot.addWidget(bare)
    assert "AET → ACET   ACERT\n" in text_of(bare) and "A → AT   ACT\n" in text_of(bare)
    assert "crate" not in text_of(bare) and "acert" not in text_of(bare)


@pytest.mark.parametrize(
    ("words", "variant", "seat"), [(X_WORDS, "xghost", 0), (ANA_WORDS, "anaghost", 1)]
)
def test_both_print_on_one_page(
    qtbot, tmp_path: Path, words: list[str], variant: str, seat: int
) -> None:  # type: ignore[no-untyped-def]
    lx = Lexicon.build(word_list_from_words(words), 3, use_cache=False)
    view = CardView([card_of(words, variant, seat)], "tiny", words=lx.sorted_words)
    qtbot.addWidget(view)
    for mode in ("strategy", "words"):
        view.set_mode(mode)
        out = tmp_path / f"{variant}-{mode}.pdf"
        assert view.export_pdf(str(out)) and not view.paper_note
        assert variant in view.file_name(view.cards[0])
        if shutil.which("pdftotext"):
            text = subprocess.run(
                ["pdftotext", str(out), "-"], capture_output=True, text=True, check=True
            ).stdout
            assert ("ACERT: crate, react, trace" if variant == "anaghost" else "goat") in text


# -- the pocket card -----------------------------------------------------------------------
def test_the_pocket_card_shows_where_the_letter_went_and_the_pools_words(
    qapp: QApplication, qtbot
) -> None:  # type: ignore[no-untyped-def]
    x = card_of(X_WORDS, "xghost", 0)
    layout = lay_out(x, pocket_texts(x, "tiny"))
    assert layout is not None
    # an Xghost card is an index (pocket_index.py): your letter bold and a little larger
    big = [
        t for t in layout.texts if t.bold and t.pt == pytest.approx(INDEX_LETTER_PT * layout.scale)
    ]
    o = next(t for t in big if t.text == "O")  # GOA: the O large between G and A
    small = [t for t in layout.texts if abs(t.y - o.y) < 0.01 and not t.bold]
    assert any(t.text == "G" and t.x < o.x and t.pt < o.pt for t in small)
    assert any(t.text == "A" and t.x > o.x and t.pt < o.pt for t in small)

    a = card_of(ANA_WORDS, "anaghost", 1)
    lx = Lexicon.build(word_list_from_words(ANA_WORDS), 3, use_cache=False)
    dialog = PocketCardDialog(a, "tiny", words=lx.sorted_words)
    qtbot.addWidget(dialog)
    assert dialog.layout_ is not None and dialog.print_button.isEnabled()
    pieces = list(card_words(dialog.layout_))
    at = pieces.index("ACERT:")
    assert pieces[at - 3 : at + 4] == ["A", "C", "ET", "ACERT:", "crate,", "react,", "trace"]
    bare = lay_out(a, pocket_texts(a, "tiny"))
    assert bare is not None
    assert "crate," not in card_words(bare) and "ACERT" in card_words(bare)


# -- the drill -----------------------------------------------------------------------------
def drill(qtbot, tmp_path: Path, card: TreeCard, words: list[str] | None = None) -> DrillView:  # type: ignore[no-untyped-def]
    presenter = DrillPresenter(
        card, f"tiny/{card.variant}", tmp_path / "drill.json", rng=random.Random(1), words=words
    )
    view = DrillView(presenter, "tiny")
    qtbot.addWidget(view)
    view.show()
    return view


def answer_until(qtbot, view: DrillView, at: str) -> None:  # type: ignore[no-untyped-def]
    """Answer right (by the card's play) until the question is the decision at ``at``."""
    for _ in range(40):
        q = view.presenter.state.question
        assert q is not None
        if q.at == at:
            return
        view.give(view.presenter.drill.nodes[q.at].move)
        if (
            view.presenter.state.phase is DrillPhase.MISSED
            or view.presenter.state.phase is DrillPhase.SESSION_DONE
        ):
            view.go_on()
    raise AssertionError(f"the drill never asked {at!r}")


def test_the_xghost_drill_puts_the_letter_at_the_caret(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    view = drill(qtbot, tmp_path, card_of(X_WORDS, "xghost", 0))
    assert view.board.side_hint.isVisible() and "Home" in view.board.side_hint.text()
    answer_until(qtbot, view, "ga")
    assert view.board.caret_line.isVisible() and view.board.caret == 2
    assert view.board.caret_line.accessibleName() == "Your letter goes at the end."
    qtbot.keyClick(view, Qt.Key.Key_Home)
    assert (
        view.board.caret == 0
        and view.board.caret_line.accessibleName() == "Your letter goes at the start."
    )
    qtbot.keyClick(view, Qt.Key.Key_Left)  # no further than the start
    assert view.board.caret == 0
    qtbot.keyClick(view, Qt.Key.Key_Right)
    assert (
        view.board.caret == 1
        and view.board.caret_line.accessibleName() == "Your letter goes between G and A."
    )
    before = view.presenter.drill.reviews()
    qtbot.keyClick(view, "o")  # G O A: right
    assert (
        view.presenter.drill.reviews() == before + 1
        and view.presenter.state.phase is not DrillPhase.MISSED
    )
    assert view.status.text().startswith("\u2714")


def test_the_xghost_drill_rejects_the_letter_in_the_wrong_place(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    view = drill(qtbot, tmp_path, card_of(X_WORDS, "xghost", 0))
    answer_until(qtbot, view, "ga")
    view.board.caret_line.linkActivated.emit("0")  # a click on the place before the G
    assert view.board.caret == 0
    qtbot.keyClick(view, "o")  # O G A: the right letter in the wrong place
    assert view.presenter.state.phase is DrillPhase.MISSED and "OGA" in view.feedback.verdict.text()
    assert (
        "add O between G and A" in view.feedback.line.text()
        and "G<b><u>O</u></b>A" in view.feedback.line.text()
    )
    assert view.board.caret_line.isHidden()
    assert view.board.fragment.label.newest == 0  # the wrong letter marked where it went
    qtbot.keyClick(view, Qt.Key.Key_Return)
    assert view.presenter.state.phase is not DrillPhase.MISSED


def test_the_anaghost_drill_takes_just_the_letter(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    card = card_of(ANA_WORDS, "anaghost", 1)
    lx = Lexicon.build(word_list_from_words(ANA_WORDS), 3, use_cache=False)
    view = drill(qtbot, tmp_path, card, list(lx.sorted_words))
    assert view.board.caret_line.isHidden() and "alphabetical" in view.board.side_hint.text()
    answer_until(qtbot, view, "aet")
    before = view.presenter.drill.reviews()
    qtbot.keyClick(view, "c")  # into its place: ACET
    assert (
        view.presenter.drill.reviews() == before + 1
        and view.presenter.state.phase is not DrillPhase.MISSED
    )
    answer_until(qtbot, view, "art")
    node = view.presenter.drill.nodes["art"]
    wrong = next(c for c in "zyxq" if "".join(sorted("art" + c)) != node.play)
    qtbot.keyClick(view, wrong)
    assert (
        view.presenter.state.phase is DrillPhase.MISSED
        and "".join(sorted("art" + wrong)).upper() in view.feedback.verdict.text()
    )
    assert "ACERT (crate, react, trace)" in view.feedback.line.text()
    # the wrong letter is marked in its sorted place
    given = "".join(sorted("art" + wrong))
    assert view.board.fragment.label.newest == given.index(wrong)


def test_an_anaghost_and_an_xghost_card_are_learnt_by_typing(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    for words, variant, seat in ((X_WORDS, "xghost", 1), (ANA_WORDS, "anaghost", 0)):
        view = drill(qtbot, tmp_path / variant, card_of(words, variant, seat))
        total = view.presenter.drill.total()
        for _ in range(2 * total):
            q = view.presenter.state.question
            assert q is not None
            move = view.presenter.drill.nodes[q.at].move
            assert move is not None
            if variant == "xghost":  # the caret to the card's place, by the keyboard
                place = (
                    len(q.at) if move.at is None and move.side.value == "right" else move.at or 0
                )
                qtbot.keyClick(view, Qt.Key.Key_End)
                for _ in range(len(q.at) - place):
                    qtbot.keyClick(view, Qt.Key.Key_Left)
            qtbot.keyClick(view, move.letter)
            assert view.presenter.state.phase is not DrillPhase.MISSED, (variant, q.at)
        assert view.presenter.drill.learnt()


# -- "Who wins?" -----------------------------------------------------------------------------
def test_every_variant_is_in_the_table_and_a_too_large_row_says_so(
    qtbot, word_file: Path, monkeypatch: pytest.MonkeyPatch
) -> None:  # type: ignore[no-untyped-def]
    def table(path: object, **kw: object) -> list[SummaryRow]:
        rows = []
        for v in ("ghost", "xghost", "anaghost"):
            for n in (2, 3, 4):
                a = Analysis(v, 3, n, 9, 30, (1,), ("g",))
                rows.append(SummaryRow(a, () if v == "anaghost" else tuple(range(1, n + 1))))
        return rows

    monkeypatch.setattr(analysis_presenter, "summary_table", table)
    view = AnalysisView(
        AnalysisPresenter(Workbench(word_file), "xghost", 3, 2, Jobs(synchronous=True))
    )
    qtbot.addWidget(view)
    view.presenter.compute_table()
    shown = [[view.table.item(r, c).text() for c in range(6)] for r in range(view.table.rowCount())]
    assert [row[5] for row in shown] == ["1 / 2", "1 / 2 / 3", "1 / 2 / 3 / 4"] * 2 + [
        "too large"
    ] * 3
    assert (
        view.table.item(8, 5)
        .toolTip()
        .startswith("The cards of these rules would need more memory")
    )
    assert "Player 2: 2 plays to learn" in view.table.item(3, 5).toolTip()  # Xghost: plays
    assert "Player 2: 2 words to learn" in view.table.item(0, 5).toolTip()  # Ghost: words
    assert view.presenter.state.rows[8][5] == ""  # the CSV leaves the sizes empty
    # while the table fills, a row without sizes is still being worked out
    view.draw(replace(view.presenter.state, table_complete=False))
    assert "…" in [view.table.item(r, 5).text() for r in range(view.table.rowCount())]


def test_the_real_table_has_six_variants_two_lengths_three_player_counts(
    qtbot, word_file: Path
) -> None:  # type: ignore[no-untyped-def]
    view = AnalysisView(
        AnalysisPresenter(Workbench(word_file), "anaghost", 3, 2, Jobs(synchronous=True))
    )
    qtbot.addWidget(view)
    assert view.headline.text().startswith("With perfect play")
    view.presenter.compute_table()
    rows = view.presenter.state.rows
    keys = [row[:3] for row in rows]
    assert len(keys) == 6 * 2 * 3 == len(set(map(tuple, keys)))
    assert {k[0] for k in keys} == {"ghost", "super", "superduper", "anti", "xghost", "anaghost"}
    assert all(row[5] for row in rows)  # the tiny list: every card fits
    xg = next(r for r, row in enumerate(rows) if row[0] == "xghost")
    assert "plays to learn" in view.table.item(xg, 5).toolTip()
