"""What the drill's dialog says about what is due, and about a miss that completes a word:
the header, a session's end and the next session give one count; a word made by mistake is
said to end the round, lost (Ghost) or won (Anti-Ghost), in English and in Russian."""

from __future__ import annotations

import random
import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication

from ghost_gui.core.cards.cards import TreeCard, WordCard, make_card
from ghost_gui.core.play.variants import variant_by_key
from ghost_gui.core.solving.solver import Solver
from ghost_gui.core.words.lexicon import Lexicon
from ghost_gui.core.words.wordlist import word_list_from_words
from ghost_gui.gui import i18n
from ghost_gui.gui.cards.drill_presenter import DrillPhase, DrillPresenter
from ghost_gui.gui.cards.drill_view import DrillView

#: the core drill tests' words: Ghost, 3 players, seat 3 may miss with CAT or COD, and
#: Anti-Ghost, 2 players, seat 2 with BEAR or BEAT
WORDS = "cat camel cattle gecko goat gerbil zebra tab tabby bat bead bear beat cab cob cod code coded dab deb ebb".split()


def card_for(variant: str, players: int, seat: int) -> WordCard | TreeCard:
    lexicon = Lexicon.build(word_list_from_words(WORDS), 3, use_cache=False)
    solver = Solver(lexicon, variant_by_key(variant), players, use_cache=False).solve()
    return make_card(solver, seat)


@pytest.fixture(params=["en", "ru"])
def language(request: pytest.FixtureRequest, qapp: QApplication) -> Iterator[str]:
    assert i18n.install_translator(qapp, request.param) or request.param == "en"
    yield request.param
    i18n.install_translator(qapp, "en")


def _view(
    qtbot, path: Path, variant: str, players: int, seat: int, **lexicon: Lexicon
) -> DrillView:  # type: ignore[no-untyped-def]
    """``lexicon``: the game's, to tell a miss that completes a word."""
    presenter = DrillPresenter(
        card_for(variant, players, seat),
        f"tiny/{variant}/{players}/{seat}",
        path,
        rng=random.Random(5),
        **lexicon,
    )
    view = DrillView(presenter, "tiny")
    qtbot.addWidget(view)
    view.show()
    return view


def _header_due(view: DrillView) -> int:
    found = re.match(r"Session \d+: (\d+) due", view.session_line.text())
    assert found, view.session_line.text()
    return int(found.group(1))


def _play_session(view: DrillView, misses: int) -> None:
    """Answer the session's questions, the first ``misses`` of them wrong ("show me")."""
    p = view.presenter
    while p.state.phase is not DrillPhase.SESSION_DONE:
        if p.state.phase is DrillPhase.MISSED:
            p.go_on()
            continue
        q = p.state.question
        assert q is not None
        p.answer(None if misses > 0 else p.drill.nodes[q.at].move)
        misses -= 1


def test_the_header_the_sessions_end_and_the_next_session_count_the_same_due(
    qtbot, tmp_path: Path
) -> None:  # type: ignore[no-untyped-def]
    path = tmp_path / "drill.json"
    view = _view(qtbot, path, "super", 3, 2)  # 21 decisions
    view.length.setCurrentIndex(view.length.findData(10))
    for session, misses in ((1, 0), (2, 2), (3, 0)):
        _play_session(view, misses)
        header = _header_due(view)
        body = re.search(r"Next session: (\d+) due", view.board.prompt.text())
        assert body, view.board.prompt.text()
        assert int(body.group(1)) == header > 0  # the end: one count, in header and body
        if session == 2:  # a new sitting opens on the next session
            view.close()
            view = _view(qtbot, path, "super", 3, 2)
            assert view.presenter.drill.session == 3
        else:
            view.presenter.go_on()
            assert view.presenter.drill.session == session + 1
        assert _header_due(view) == header  # the next session begins with that count


@pytest.mark.parametrize(
    ("variant", "players", "seat", "en", "ru"),
    [
        (
            "ghost",
            3,
            2,
            "is a word: you would lose the round.",
            "— слово: вы проиграли бы раунд.",
        ),
        (
            "anti",
            2,
            1,
            "is a word: you would win the round, but the card plays otherwise.",
            "— слово: вы выиграли бы раунд, но карточка играет иначе.",
        ),
    ],
)
def test_a_miss_that_completes_a_word_says_how_the_round_would_end(
    qtbot, tmp_path: Path, language: str, variant: str, players: int, seat: int, en: str, ru: str
) -> None:  # type: ignore[no-untyped-def]
    lexicon = Lexicon.build(word_list_from_words(WORDS), 3, use_cache=False)
    view = _view(qtbot, tmp_path / "drill.json", variant, players, seat, lexicon=lexicon)
    p = view.presenter
    view.length.setCurrentIndex(view.length.findData(50))
    for _ in range(4 * p.drill.total()):
        q = p.state.question
        assert q is not None and p.state.phase is DrillPhase.ASKING
        node = p.drill.nodes[q.at]
        word = next((w for w in WORDS if w[:-1] == q.at and w != node.play), None)
        if word is None:
            p.answer(node.move)
            continue
        p.answer(view.presenter.variant.candidate_plays(q.at, word[-1])[word])
        verdict = view.feedback.verdict.text()
        assert (
            view.feedback.isVisible()
            and f"{word.upper()} {en if language == 'en' else ru}" in verdict
        )
        other = "Not quite" if language == "en" else "Не совсем"
        assert other not in verdict
        return
    pytest.fail("no position where a miss completes a word")
