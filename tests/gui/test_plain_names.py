"""Names are text (issue 25, 12): a player called <b>big</b> or <img src=x> is shown as
those characters everywhere, never bold or as a broken image."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import Qt as GuiQt
from PySide6.QtWidgets import QApplication, QLabel, QMessageBox, QWidget
from shells import make_shell

from ghost_gui.gui.dialogs.game_setup import GameSetup
from ghost_gui.gui.dialogs.stats_view import StatsView

NAMES = ("<b>big</b>", "<img src=x>", "<i>Sam</i>")
MARKS = ("<b>", "<img", "<i>")


def _shows_markup(label: QLabel) -> bool:
    """Whether ``label`` would read its text as rich text (and so hide or style the tags)."""
    fmt = label.textFormat()
    if fmt == Qt.TextFormat.PlainText:
        return False
    return fmt in (Qt.TextFormat.RichText, Qt.TextFormat.MarkdownText) or GuiQt.mightBeRichText(
        label.text()
    )


def check_labels(where: str, *roots: QWidget) -> list[str]:
    """Every label under ``roots`` with a name's tags in its text shows them as text; returns
    the texts seen, so the caller can tell that the names were there at all."""
    seen = []
    for root in roots:
        for label in (
            [root, *root.findChildren(QLabel)]
            if isinstance(root, QLabel)
            else root.findChildren(QLabel)
        ):
            text = label.text()
            if any(mark in text for mark in MARKS):
                seen.append(text)
                assert not _shows_markup(label), (
                    f"{where}: {label.objectName() or type(label).__name__} reads {text!r} as markup"
                )
    return seen


def test_names_words_and_stories_are_plain_text(
    qapp, qtbot, tmp_path: Path, word_file: Path
) -> None:  # type: ignore[no-untyped-def]
    shell = make_shell(qapp, tmp_path)
    w, c = shell.window, shell.controller
    players = [(name, "human") for name in NAMES]
    shell.start_game(GameSetup(players, "ghost", 3, str(word_file), lives=1), None)  # type: ignore[arg-type]

    # the board: the players' panels and the turn banner
    seen = check_labels("board", w)
    assert (
        any("<b>big</b>" in t for t in seen)
        and any("<img src=x>" in t for t in seen)
        and any("<i>Sam</i>" in t for t in seen)
    )
    assert w.turn_banner.text() == "Turn: <b>big</b>"

    # <b>big</b> plays G, <img src=x> E, and <i>Sam</i> challenges: the challenge dialog
    qtbot.keyClicks(w, "ge")
    qtbot.keyClick(w, "?")
    dialog = w.questions.challenge_dialog
    assert dialog is not None and dialog.isVisible()
    assert any(
        "<i>Sam</i>" in t and "<img src=x>" in t for t in check_labels("challenge dialog", dialog)
    )

    # a word the list lacks: the house-word question names both players and the word
    qtbot.keyClicks(dialog.word, "gecka")  # letters of the list, not one of its words
    qtbot.keyClick(dialog.word, Qt.Key.Key_Return)
    box = w.questions.house_word_box
    assert isinstance(box, QMessageBox) and box.isVisible(), (
        c.session.match.lost,
        w.round_banner.story.text(),
        c.session.match.fragment,
    )
    assert box.textFormat() == Qt.TextFormat.PlainText
    assert any("<i>Sam</i>" in t for t in check_labels("house-word question", box))
    back = next(b for b in box.buttons() if box.buttonRole(b) == QMessageBox.ButtonRole.RejectRole)
    back.click()  # name another word: GECKO, and Sam, who challenged, is out

    dialog = w.questions.challenge_dialog
    assert dialog is not None and dialog.isVisible()
    dialog.word.clear()
    qtbot.keyClicks(dialog.word, "gecko")
    qtbot.keyClick(dialog.word, Qt.Key.Key_Return)
    assert c.session.match is not None and c.session.match.lost == [0, 0, 1]

    # the round's end
    assert w.round_banner.isVisible()
    assert any("<i>Sam</i>" in t for t in check_labels("round's end", w))
    qtbot.keyClick(w, Qt.Key.Key_Return)  # the next round

    # the resign question
    w.questions.confirm_resign()
    box = w.questions.confirm_box
    assert isinstance(box, QMessageBox) and box.isVisible()
    assert box.textFormat() == Qt.TextFormat.PlainText
    who = c.player_name(c.session.match.to_move)
    assert any(who in t for t in check_labels("resign question", box))
    resign = next(
        b for b in box.buttons() if box.buttonRole(b) == QMessageBox.ButtonRole.AcceptRole
    )
    resign.click()

    # the winner screen: the winner's name, each player's line, the longest word's owner
    assert c.session.match.winner is not None and w.winner_view.isVisible()
    seen = check_labels("winner screen", w.winner_view)
    assert all(any(name in t for t in seen) for name in NAMES)
    assert (
        w.winner_view.longest_label.text()
        == "Longest word played: GECKO (\u200e\u2068<img src=x>\u2069)"
    )
    assert w.winner_view.name_label.textFormat() == Qt.TextFormat.PlainText

    # statistics
    view = StatsView(shell.stats, w)
    qtbot.addWidget(view)
    view.show()
    check_labels("statistics", view)
    texts = [
        view.table.item(r, col).text()
        for r in range(view.table.rowCount())
        for col in range(view.table.columnCount())
        if view.table.item(r, col) is not None
    ]
    assert any("<b>big</b>" in t for t in texts)

    # and no window of ours, open now, reads a name as markup
    for top in QApplication.topLevelWidgets():
        if top.isVisible():
            check_labels(type(top).__name__, top)
    shell.close()
