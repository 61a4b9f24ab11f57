"""Printing a card as a person does: Print… asks with the system's print dialog (no job is sent
before it), the pocket card has a print preview, its on-screen picture grows with the window
and zooms to read a word, its keys are distinct, and the seat chooser shows every seat."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt, QTimer
from PySide6.QtGui import QPageSize, QWheelEvent
from PySide6.QtPrintSupport import QPrintDialog, QPrintPreviewDialog, QPrintPreviewWidget
from PySide6.QtWidgets import QAbstractButton, QApplication, QComboBox, QLabel, QWidget

from ghost_gui.gui import i18n
from ghost_gui.gui.cards import pocket_card_view
from ghost_gui.gui.cards.card_view import CardView
from ghost_gui.gui.cards.pocket_card_view import PocketCardDialog


def while_modal(act: Callable[[QWidget], bool]) -> QTimer:
    """Calls ``act`` with the modal window open, from inside its own event loop, until it
    returns True (a person looking at the dialog that came up)."""
    timer = QTimer()

    def look() -> None:
        modal = QApplication.activeModalWidget()
        if modal is not None and modal.isVisible() and act(modal):
            timer.stop()

    timer.timeout.connect(look)
    timer.start(20)
    return timer


def button(dialog: QWidget, text: str) -> QAbstractButton:
    found = [b for b in dialog.findChildren(QAbstractButton) if b.text().replace("&", "") == text]
    assert found, [b.text() for b in dialog.findChildren(QAbstractButton)]
    return found[0]


def card_picture(dialog: QWidget) -> QLabel:
    shown = [
        label
        for label in dialog.findChildren(QLabel)
        if not label.pixmap().isNull() and label.isVisible()
    ]
    assert len(shown) == 1
    return shown[0]


@pytest.fixture
def pocket(qtbot, family_card) -> PocketCardDialog:  # type: ignore[no-untyped-def]
    dialog = PocketCardDialog(family_card("ghost", 3, 2, 0), "english-family")
    qtbot.addWidget(dialog)
    dialog.show()
    return dialog


def test_every_print_button_asks_with_the_print_dialog_and_sends_no_job(
    qtbot, family_card, pocket: PocketCardDialog, monkeypatch
) -> None:  # type: ignore[no-untyped-def]
    jobs: list[str] = []
    monkeypatch.setattr(pocket_card_view, "print_layout", lambda *a: jobs.append("pocket"))
    view = CardView([family_card("ghost", 3, 2, 0)], "english-family")
    qtbot.addWidget(view)
    view.show()
    monkeypatch.setattr(view, "_print_to", lambda printer: jobs.append("strategy"))
    for window, text in ((pocket, "Print…"), (view, "Print…")):
        asked: list[tuple[str, str]] = []

        def answer(modal: QWidget, asked: list[tuple[str, str]] = asked) -> bool:
            if not isinstance(modal, QPrintDialog):
                return False
            layout = modal.printer().pageLayout()
            asked.append((modal.printer().docName(), layout.pageSize().key()))
            modal.reject()  # cancelled: nothing may be printed
            return True

        timer = while_modal(answer)
        qtbot.mouseClick(button(window, text), Qt.MouseButton.LeftButton)
        timer.stop()
        assert len(asked) == 1, f"{type(window).__name__}: no print dialog"
        assert jobs == [], "a job was sent before the person said print"
        if window is pocket:  # the card's title and its paper
            assert asked[0] == ("Ghost pocket card — English: family, minimum 3, player 1", "A6")


def test_the_pocket_card_has_a_print_preview_on_its_paper(qtbot, pocket: PocketCardDialog) -> None:  # type: ignore[no-untyped-def]
    seen: list[tuple[int, str]] = []

    def look(modal: QWidget) -> bool:
        widget = modal.findChild(QPrintPreviewWidget)
        if not isinstance(modal, QPrintPreviewDialog) or widget is None or widget.pageCount() < 1:
            return False
        seen.append((widget.pageCount(), pocket.printer.pageLayout().pageSize().key()))
        modal.reject()
        return True

    timer = while_modal(look)
    qtbot.mouseClick(button(pocket, "Print preview…"), Qt.MouseButton.LeftButton)
    timer.stop()
    assert seen == [(1, "A6")]
    pocket.close()


def test_the_picture_of_the_card_grows_with_its_window(qtbot, pocket: PocketCardDialog) -> None:  # type: ignore[no-untyped-def]
    pocket.resize(460, 560)
    qtbot.wait(10)
    small = card_picture(pocket).pixmap().deviceIndependentSize().height()
    pocket.resize(900, 1000)
    qtbot.wait(10)
    large = card_picture(pocket).pixmap().deviceIndependentSize().height()
    assert large > small * 1.5, (small, large)


def test_the_picture_zooms_until_a_word_can_be_read(qtbot, pocket: PocketCardDialog) -> None:  # type: ignore[no-untyped-def]
    pocket.resize(460, 560)
    qtbot.wait(10)
    layout = pocket.layout_
    assert layout is not None

    def word_pixels() -> float:  # how tall the card's smallest words are on screen
        picture = card_picture(pocket).pixmap().deviceIndependentSize()
        return layout.words_pt * picture.height() / layout.page.height()

    before = word_pixels()
    for _ in range(3):
        qtbot.keyClick(pocket, Qt.Key.Key_Equal, Qt.KeyboardModifier.ControlModifier)
    assert word_pixels() > before * 1.6
    qtbot.keyClick(pocket, Qt.Key.Key_Minus, Qt.KeyboardModifier.ControlModifier)
    middle = word_pixels()
    assert before < middle
    area = card_picture(pocket).parentWidget()
    assert area is not None
    wheel = QWheelEvent(
        QPointF(10, 10),
        QPointF(10, 10),
        QPoint(0, 0),
        QPoint(0, 120 * 4),
        Qt.MouseButton.NoButton,
        Qt.KeyboardModifier.ControlModifier,
        Qt.ScrollPhase.NoScrollPhase,
        False,
    )
    QApplication.sendEvent(area, wheel)
    assert word_pixels() >= 14 > before  # a 6 pt word, as large as text on screen


@pytest.fixture(params=["en", "ru"])
def language(request: pytest.FixtureRequest, qapp: QApplication) -> Iterator[str]:
    i18n.install_translator(qapp, request.param)
    yield request.param
    i18n.install_translator(qapp, "en")


def test_no_two_controls_of_the_pocket_dialog_share_an_alt_key(
    qtbot, family_card, language: str
) -> None:  # type: ignore[no-untyped-def]
    dialog = PocketCardDialog(
        family_card("ghost", 3, 2, 0), "english-family", familiar=lambda: None
    )  # type: ignore[arg-type,return-value]
    qtbot.addWidget(dialog)
    dialog.show()
    texts = [b.text() for b in dialog.findChildren(QAbstractButton) if b.isVisible()]
    texts += [label.text() for label in dialog.findChildren(QLabel) if label.buddy() is not None]
    keys = [m.group(1).lower() for t in texts if (m := re.search(r"&([^&])", t))]
    assert len(texts) >= 6 and len(keys) == len(set(keys)), texts


def test_the_seat_chooser_shows_every_seat_whole(
    qapp, qtbot, tmp_path: Path, word_file: Path
) -> None:  # type: ignore[no-untyped-def]
    from shells import make_shell
    from test_family_table import setup

    shell = make_shell(qapp, tmp_path)
    players = [("Ann", "human"), ("Grandmother Rosalind", "medium"), ("Bo", "medium")]
    shell.start_game(setup(word_file, players), None)
    assert shell.controller.session.match is not None
    dialog = shell.cards.seat_dialog(shell.controller.session.match.config, pocket=True)
    qtbot.addWidget(dialog)
    dialog.show()
    combo = dialog.findChild(QComboBox)
    assert combo is not None and combo.count() == 3
    qtbot.wait(20)  # shown and focused, as a person finds it
    combo.showPopup()
    qtbot.wait(10)
    view = combo.view()
    shown = view.viewport().rect()
    for row in range(combo.count()):
        rect = view.visualRect(view.model().index(row, 0))
        assert shown.contains(rect.adjusted(0, 0, -max(0, rect.width() - shown.width()), 0)), (
            combo.itemText(row),
            rect,
            shown,
        )
    combo.hidePopup()
    shell.close()


def test_a_paper_the_printer_lacks_is_put_back_after_the_dialog(qtbot) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtPrintSupport import QPrinter

    from ghost_gui.gui.cards.paper_guard import PaperGuard

    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    guard = PaperGuard(printer, QPageSize(QPageSize.PageSizeId.A6), full_page=True)
    printer.setPageSize(QPageSize(QPageSize.PageSizeId.A4))  # as Qt's dialog leaves it
    guard.apply()
    assert printer.pageLayout().pageSize().id() == QPageSize.PageSizeId.A6 and printer.fullPage()
    guard.chosen = QPageSize(QPageSize.PageSizeId.A5)  # one the person chose stays
    guard.apply()
    assert printer.pageLayout().pageSize().id() == QPageSize.PageSizeId.A5
