"""Every member of the rules' enums has words of its own in English and in Russian: the
window's texts are keyed by the enums, so a new member without words fails here."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from dataclasses import replace

import pytest
from PySide6.QtWidgets import QApplication

from ghost_gui.core.play.rules import ChallengeKind, PlayerKind, Starter
from ghost_gui.core.variant_keys import VariantKey
from ghost_gui.gui import i18n
from ghost_gui.gui.texts.play_texts import challenge_name
from ghost_gui.gui.texts.setup_names import (
    kind_explanation,
    kind_name,
    short_variant_name,
    starter_name,
    variant_name,
)

TEXTS: list[tuple[type, Callable[[str], str]]] = [
    (VariantKey, short_variant_name),
    (VariantKey, variant_name),
    (PlayerKind, kind_name),
    (PlayerKind, kind_explanation),
    (Starter, starter_name),
]


@pytest.fixture(params=["en", "ru"])
def language(request: pytest.FixtureRequest, qapp: QApplication) -> Iterator[str]:
    assert i18n.install_translator(qapp, request.param) or request.param == "en"
    yield request.param
    i18n.install_translator(qapp, "en")


def _words(language: str, text: str, member: str) -> None:
    assert text and text != member, (member, text)
    if language == "ru":
        assert re.search("[а-яё]", text, re.I), (member, text)
        assert not re.search("[A-Za-z]{3}", text), (member, text)


def test_every_member_has_words_of_its_own(language: str) -> None:
    for enum_type, words in TEXTS:
        texts = {member: words(member) for member in enum_type}
        for member, text in texts.items():
            _words(language, text, str(member))
        assert len(set(texts.values())) == len(texts), texts  # no two members share words


def test_every_challenge_has_words_in_every_variant(language: str) -> None:
    for variant in VariantKey:
        texts = {kind: challenge_name(kind, variant) for kind in ChallengeKind}
        for kind, text in texts.items():
            _words(language, text, str(kind))
        assert len(set(texts.values())) == len(ChallengeKind)


def test_every_word_refusal_and_drill_notice_has_words(language: str, qtbot) -> None:  # type: ignore[no-untyped-def]
    """The presenters' enums are worded by their dialogs: each member differently."""
    import random
    from pathlib import Path
    from tempfile import TemporaryDirectory

    from test_drill_view import card_for

    from ghost_gui.gui.cards.drill_presenter import DrillNotice, DrillPresenter
    from ghost_gui.gui.cards.drill_view import DrillView
    from ghost_gui.gui.dialogs.words_dialog import WordsDialog
    from ghost_gui.gui.dialogs.words_presenter import Refusal, WordProblem, WordsPresenter
    from ghost_gui.gui.jobs import Jobs

    words = WordsDialog(WordsPresenter({"cat"}, "act", set(), set(), Jobs(synchronous=True)), "x")
    qtbot.addWidget(words)
    refusals = {
        p: words.refusal_text(Refusal(p, "w", "123")).replace("123", "") for p in WordProblem
    }
    for problem, text in refusals.items():
        _words(language, text.replace(" x", ""), str(problem))
    assert len(set(refusals.values())) == len(WordProblem)

    with TemporaryDirectory() as folder:
        drill = DrillView(
            DrillPresenter(card_for(), "k", Path(folder) / "d.json", rng=random.Random(1)), "t"
        )
        qtbot.addWidget(drill)
        notices = {}
        for notice in DrillNotice:
            drill._notice_told = None
            drill._draw_notices(replace(drill.presenter.state, notice=notice, save_problem="E"))
            notices[notice] = drill.notice.text().replace("(E)", "")
        for notice, text in notices.items():
            _words(language, text, str(notice))
        assert len(set(notices.values())) == len(DrillNotice)


def test_every_kind_of_table_news_has_words(language: str) -> None:
    """What the controller tells (``table_news``) is worded by the window, in both languages."""
    from ghost_gui.core.errors import MatchProblem
    from ghost_gui.gui.table.table_news import (
        LoadingGame,
        LoadStage,
        MemorySetAside,
        NotALetter,
        Started,
        TakenBack,
        WordsCount,
        Work,
    )
    from ghost_gui.gui.table.table_texts import (
        loading_title,
        log_text,
        notice_text,
        set_aside_text,
        work_text,
    )

    kinds = [*Work, *(LoadingGame("english-large.txt", stage) for stage in LoadStage)]
    works = {str(w): work_text(w) for w in kinds}
    for work, text in works.items():
        _words(language, text, work)
    assert len(set(works.values())) == len(kinds)
    _words(language, loading_title(LoadingGame("x.txt", LoadStage.READING)).replace("x", ""), "")
    for text in (
        log_text(Started("english-family", 44769, None)),
        log_text(Started("english-family", 44769, 3)),
        log_text(TakenBack("")),
        log_text(WordsCount(12)),
        notice_text(NotALetter("7")).replace("7", ""),
        notice_text(MatchProblem.NOTHING_TO_UNDO),
        set_aside_text(MemorySetAside("/x")).replace("/x", ""),
    ):
        _words(language, text.replace("english-family", ""), "table news")
