"""Learn from my mistakes, in the window: from History, for a person (never a computer), it
asks exactly the positions where that person threw a win away; a letter that keeps the win
is right, another (or Show me) shows the plays that keep it and goes into the person's book,
which brings it back first next time; a damaged book is set aside and told; in Russian."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication, QInputDialog, QWidget

from ghost_gui.core.analysis.mistakes import Mistake, mistakes_of
from ghost_gui.core.analysis.review import MatchReview, review
from ghost_gui.core.play.match import Match, MatchConfig, PlayerSpec
from ghost_gui.core.play.match_record import MatchRecord, record_of
from ghost_gui.core.play.plays import Play
from ghost_gui.core.play.rules import PlayerKind, Starter
from ghost_gui.core.play.variants import variant_by_key
from ghost_gui.core.variant_keys import VariantKey
from ghost_gui.core.words.files import list_digest
from ghost_gui.core.words.lexicon import Lexicon
from ghost_gui.core.words.wordlist import word_list_from_words
from ghost_gui.gui import i18n, match_folder
from ghost_gui.gui.dialogs.history_dialog import HistoryDialog
from ghost_gui.gui.dialogs.learn_presenter import LearnPhase, LearnPresenter
from ghost_gui.gui.dialogs.learn_view import LearnView, open_learning
from ghost_gui.gui.jobs import Jobs
from ghost_gui.gui.mistakes_store import MistakesStore, StoreNotice, mistakes_path, read_store

#: at the start B wins for the first player and A loses; at A, B wins for the second, X not
WORDS = ["abc", "abd", "bcde", "axyz"]


def evening(tmp_path: Path, bo: PlayerKind = PlayerKind.HUMAN) -> MatchRecord:
    """Ann throws the win away at the start (rounds 1 and 3), Bo at A (round 1)."""
    words = tmp_path / "tiny.txt"
    words.write_text("\n".join(WORDS) + "\n", encoding="utf-8")
    lx = Lexicon.build(word_list_from_words(WORDS), 3, use_cache=False)
    specs = (PlayerSpec("Ann", PlayerKind.HUMAN), PlayerSpec("Bo", bo))
    config = MatchConfig(specs, "ghost", 3, "tiny", lives=2, next_round_starter=Starter.LOSER)
    m = Match(config, lx, variant_by_key("ghost"))
    for letters in ("axyz", "bcde", "abc"):
        for letter in letters:
            m.play(m.to_move, Play(letter))
    return record_of(m, "tiny", list_digest(words.read_bytes()), path=str(words))


def press(widget: QWidget, key: Qt.Key, text: str = "", shift: bool = False) -> None:
    mods = Qt.KeyboardModifier.ShiftModifier if shift else Qt.KeyboardModifier.NoModifier
    QApplication.sendEvent(widget, QKeyEvent(QKeyEvent.Type.KeyPress, key, mods, text))


def learning(parent: QWidget) -> LearnView:
    views = [v for v in parent.findChildren(LearnView) if v.isVisible()]
    assert len(views) == 1
    return views[0]


@pytest.fixture
def parent(qapp: QApplication) -> Iterator[QWidget]:
    w = QWidget()
    yield w
    w.deleteLater()


def test_history_asks_whose_mistakes_and_asks_exactly_theirs(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, qapp: QApplication
) -> None:
    record = evening(tmp_path)
    folder = tmp_path / "matches"
    match_folder.keep(record, folder, 10)
    offered: list[list[str]] = []

    def choose(parent: QWidget, title: str, label: str, names: list[str], *a: object) -> tuple:  # type: ignore[type-arg]
        offered.append(list(names))
        return "Bo", True

    monkeypatch.setattr(QInputDialog, "getItem", choose)
    history = HistoryDialog(folder, Jobs(synchronous=True), 500, lambda n: None)
    history.show()
    history.table.selectRow(0)
    assert history.learn_button.isEnabled()
    history.learn_button.click()
    assert offered == [["Ann", "Bo"]]
    view = learning(history)
    p = view.presenter
    expected = mistakes_of(review(record), 1)
    assert [m.before for m in expected] == ["a"]
    assert p.asked == list(expected)
    assert p.state.phase is LearnPhase.ASKING and view.board is not None
    assert view.board.fragment.fragment == "a"
    press(view, Qt.Key.Key_X, "x")  # AX: the letter Bo played, which lost the win
    assert p.state.phase is LearnPhase.MISSED
    assert view.feedback.isVisible() and "AB" in view.verdict.text()
    assert "AB" in view.line.text()  # the line perfect play forces
    press(view, Qt.Key.Key_Return)
    assert p.state.phase is LearnPhase.DONE
    saved = json.loads(mistakes_path().read_text(encoding="utf-8"))
    assert [q["before"] for q in saved["people"]["Bo"]["positions"]] == ["a"]
    view.close()
    history.close()


def test_a_computer_is_never_asked_about(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, qapp: QApplication
) -> None:
    folder = tmp_path / "matches"
    match_folder.keep(evening(tmp_path, bo=PlayerKind.MEDIUM), folder, 10)
    monkeypatch.setattr(QInputDialog, "getItem", lambda *a: pytest.fail("asked whose"))
    history = HistoryDialog(folder, Jobs(synchronous=True), 500, lambda n: None)
    history.show()
    history.table.selectRow(0)
    history.learn_button.click()
    view = learning(history)
    assert [m.before for m in view.presenter.asked] == [""]  # Ann's, once for two rounds
    assert view.presenter.state.person == "Ann"
    press(view, Qt.Key.Key_B, "b")
    assert view.presenter.state.phase is LearnPhase.RIGHT
    history.close()


def session(path: Path, person: str, mistakes: tuple[Mistake, ...]) -> LearnPresenter:
    return LearnPresenter(MistakesStore(path, read_store(path)), person, mistakes)


def test_a_wrong_answer_comes_back_first_next_session_and_a_right_one_later(
    tmp_path: Path, qapp: QApplication
) -> None:
    r: MatchReview = review(evening(tmp_path))
    path = tmp_path / "mistakes.json"
    ann, bo = mistakes_of(r, 0), mistakes_of(r, 1)
    s1 = session(path, "Bo", bo)
    assert s1.answer(Play("x")) is False  # at A: AX, the match's mistake again
    s1.go_on()
    s1 = session(path, "Ann", ann)
    assert s1.answer(Play("b")) is True
    s2 = session(path, "Bo", ann)  # Bo's due position first, then this match's
    assert [m.before for m in s2.asked] == ["a", ""] and s2.state.earlier
    assert s2.answer(Play("b")) is True  # AB: right now
    s2.go_on()
    assert not s2.state.earlier
    assert session(path, "Ann", ()).state.phase is LearnPhase.NOTHING  # found: not kept
    asked = []
    for number in range(3, 9):  # right every time: known after two, then ever later
        s = session(path, "Bo", ann)  # a sitting with the next match's position too
        if s.asked[0] != ann[0]:
            asked.append(number)
            assert s.answer(Play("b")) is True
            s.go_on()
        assert s.answer(Play("b")) is True
    assert asked == [3, 4, 7]


@pytest.mark.parametrize("damage", [b"{not json", b'{"version": 1, "people": {"Bo": 3}}'])
def test_a_damaged_book_is_set_aside_and_told(
    tmp_path: Path, parent: QWidget, damage: bytes
) -> None:
    r = review(evening(tmp_path))
    path = tmp_path / "mistakes.json"
    path.write_bytes(damage)
    open_learning(parent, r, 1, Jobs(synchronous=True), path=path)
    view = learning(parent)
    assert view.presenter.state.notice is StoreNotice.DAMAGED
    assert view.notice.isVisible() and "set aside" in view.notice.text()
    assert path.with_name("mistakes.json.corrupt").read_bytes() == damage
    view.presenter.show_me()
    assert "Bo" in json.loads(path.read_text(encoding="utf-8"))["people"]
    view.close()


def test_a_partly_damaged_book_keeps_what_could_be_read(tmp_path: Path, parent: QWidget) -> None:
    r = review(evening(tmp_path))
    path = tmp_path / "mistakes.json"
    session(path, "Bo", mistakes_of(r, 1)).show_me()
    data = json.loads(path.read_text(encoding="utf-8"))
    data["people"]["Cy"] = {"session": "x"}
    path.write_text(json.dumps(data), encoding="utf-8")
    open_learning(parent, r, 1, Jobs(synchronous=True), path=path)
    view = learning(parent)
    assert view.presenter.state.notice is StoreNotice.PARTLY_DAMAGED
    assert view.presenter.state.earlier  # Bo's position kept, asked as due
    assert path.with_name("mistakes.json.corrupt").exists()
    view.close()


def super_mistake(variant: VariantKey, before: str, better: tuple[str, ...]) -> Mistake:
    return Mistake(
        variant, 3, "tiny", "00", ("Ann", "Bo"), (0, 1), 1, before, "", "zz", better, better
    )


def test_the_super_variants_and_xghost_take_a_side_or_a_place(
    tmp_path: Path, qapp: QApplication
) -> None:
    path = tmp_path / "mistakes.json"
    left = super_mistake(VariantKey.SUPER, "a", ("ba",))
    between = super_mistake(VariantKey.XGHOST, "ac", ("abc",))
    view = LearnView(session(path, "Bo", (left, between)))
    view.show()
    press(view, Qt.Key.Key_B, "B", shift=True)  # Shift: on the left
    assert view.presenter.state.phase is LearnPhase.RIGHT
    press(view, Qt.Key.Key_Return)
    assert view.board is not None and view.board.variant.inserts  # Xghost's board now
    press(view, Qt.Key.Key_Left)  # between A and C
    press(view, Qt.Key.Key_B, "b")
    assert view.presenter.state.phase is LearnPhase.RIGHT
    view.close()


def test_learning_speaks_russian(tmp_path: Path, qapp: QApplication) -> None:
    assert i18n.install_translator(qapp, "ru")
    r = review(evening(tmp_path))
    view = LearnView(session(tmp_path / "mistakes.json", "Bo", mistakes_of(r, 1)))
    view.show()
    texts = [view.windowTitle(), view.progress.text(), view.hint_button.text()]
    assert view.board is not None
    texts.append(view.board.prompt.text())
    view.presenter.hint()
    texts.append(view.verdict.text())
    view.presenter.show_me()
    texts += [view.verdict.text(), view.line.text()]
    view.presenter.go_on()
    texts.append(view.board.summary.text())
    for text in texts:
        assert any("а" <= c <= "я" for c in text.lower()), text
    view.close()


def test_the_book_is_written_on_the_tables_writer(tmp_path: Path, parent: QWidget) -> None:
    from ghost_gui.gui.file_writer import FileWriter

    writer = FileWriter()
    path = tmp_path / "mistakes.json"
    open_learning(
        parent, review(evening(tmp_path)), 1, Jobs(synchronous=True), writer=writer, path=path
    )
    view = learning(parent)
    view.presenter.show_me()
    assert writer.flush(30)
    assert [
        q["before"]
        for q in json.loads(path.read_text(encoding="utf-8"))["people"]["Bo"]["positions"]
    ] == ["a"]
    view.close()
