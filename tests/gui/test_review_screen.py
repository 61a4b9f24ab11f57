"""Reviewing a kept match in the window: the review's verdicts are the core's, ← and →
step through the plays, a match whose word list is gone is shown unjudged and says so, and
the Russian review has no English verdict words."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import Any

from kept_matches import won_match
from made_items import made_by_python
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from ghost_gui.core.analysis.review import ReviewVerdict, review
from ghost_gui.core.play.match_record import MatchRecord
from ghost_gui.gui import i18n
from ghost_gui.gui.dialogs.review_presenter import ReviewPresenter
from ghost_gui.gui.dialogs.review_view import ReviewDialog
from ghost_gui.gui.jobs import Jobs

ENGLISH_VERDICTS = ("kept the win", "threw the win away", "already lost", "gave up", "forced")


def open_review(record: MatchRecord, qtbot: Any) -> ReviewDialog:
    dialog = ReviewDialog(ReviewPresenter(record, Jobs(synchronous=True)))
    qtbot.addWidget(dialog)
    dialog.show()
    return dialog


def test_the_review_shows_the_cores_verdicts_and_steps_with_the_arrows(
    word_file: Path, qtbot: Any
) -> None:
    record = won_match(word_file)
    dialog = open_review(record, qtbot)
    state = dialog.presenter.state
    core = review(record)
    assert not state.loading and not state.gaps and not dialog.note.isVisible()
    assert [(p.seat, p.letters, p.verdict, p.better, p.line) for p in state.plays] == [
        (p.seat, p.fragment, p.verdict, p.better, p.line) for r in core.rounds for p in r.plays
    ]
    assert [(s.plays, s.thrown_away, s.accuracy) for s in state.summary] == [
        (s.plays, s.thrown_away, s.accuracy) for s in core.summary
    ]
    # Ann's Z threw the win away: the line says so, with the better letter and the line
    assert state.plays[0].verdict is ReviewVerdict.THREW_AWAY
    assert dialog.list.count() > len(state.plays) and made_by_python(dialog.list) == []
    first = dialog.current_text()
    assert first.startswith("Ann: Z") and "threw the win away" in first
    assert "G" in first and "GERBIL" in first
    assert "wins thrown away: 2" in dialog._figures[0].text()
    qtbot.keyClick(dialog.list, Qt.Key.Key_Right)
    qtbot.keyClick(dialog, Qt.Key.Key_Right)
    assert dialog.presenter.state.step == 2
    assert dialog.current_text().startswith("Ann: ZEB") and "forced" in dialog.current_text()
    dialog.next_button.setFocus()
    qtbot.keyClick(dialog.next_button, Qt.Key.Key_Left)
    assert dialog.presenter.state.step == 1 and dialog.current_text().startswith("Bo: ZE")
    qtbot.keyClick(dialog.list, Qt.Key.Key_Down)  # the list's own keys choose a play too
    assert dialog.presenter.state.step == 2
    qtbot.keyClick(dialog.list, Qt.Key.Key_Up)
    for _ in range(20):  # held at the last play
        qtbot.keyClick(dialog, Qt.Key.Key_Right)
    assert dialog.current_text().startswith("Ann: CAT") and "gave up" in dialog.current_text()
    assert not dialog.next_button.isEnabled() and dialog.previous_button.isEnabled()


def test_a_match_whose_list_is_gone_is_shown_unjudged_and_says_so(
    word_file: Path, tmp_path: Path, qtbot: Any
) -> None:
    record = won_match(word_file)
    rules = replace(record.rules, word_list="gone", path=str(tmp_path / "gone.txt"))
    dialog = open_review(replace(record, rules=rules), qtbot)
    state = dialog.presenter.state
    assert len(state.plays) == 8 and all(p.verdict is None for p in state.plays)
    assert dialog.note.isVisible() and "word list was not found" in dialog.note.text()
    assert "not judged" in dialog.current_text()


def test_the_russian_review_has_no_english_verdict_words(
    word_file: Path, qapp: QApplication, qtbot: Any
) -> None:
    record = won_match(word_file)
    i18n.install_translator(qapp, "ru")
    try:
        dialog = open_review(record, qtbot)
        texts = [dialog.list.item(i).text() for i in range(dialog.list.count())]
        texts += [dialog.heading.text(), dialog.windowTitle(), dialog.next_button.text()]
        texts += [f.text() for f in dialog._figures]
        shown = "\n".join(texts)
        assert "Раунд 1" in shown and "выигрыш упущен" in shown
        for words in (*ENGLISH_VERDICTS, "Round", "better", "perfect play", "plays:"):
            assert words not in shown
    finally:
        i18n.install_translator(qapp, "en")
