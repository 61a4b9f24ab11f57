"""The new-game dialog for a family: names of their own, new players who are people, the
Family preset, the table rule in plain words, the word list in plain numbers, and a dialog
that fits a small screen at any player count."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QRect
from PySide6.QtWidgets import QAbstractButton, QWidget

from ghost_gui.gui.dialogs.game_setup import GameSetup
from ghost_gui.gui.dialogs.new_game_dialog import NewGameDialog


@pytest.fixture
def dialog(qtbot, word_file: Path) -> NewGameDialog:  # type: ignore[no-untyped-def]
    d = NewGameDialog(GameSetup([("Ann", "human"), ("Robo", "medium")], "ghost", 3, str(word_file)))
    qtbot.addWidget(d)
    return d


def play_enabled(d: NewGameDialog) -> bool:
    return d.buttons.button(d.buttons.StandardButton.Ok).isEnabled()


def test_duplicate_names_disable_play_until_fixed(dialog: NewGameDialog) -> None:
    dialog.show()
    assert play_enabled(dialog) and not dialog.names_problem.isVisible()
    dialog.names[1].setText("  ann ")  # the same name, trimmed and case-insensitively
    assert not play_enabled(dialog)
    assert dialog.names_problem.isVisible()
    assert "Two players are called \u200e\u2068Ann\u2069:" in dialog.names_problem.text()
    assert dialog.names[0].property("error") is True and dialog.names[1].property("error") is True
    dialog.names[1].setText("Bob")
    assert play_enabled(dialog) and not dialog.names_problem.isVisible()
    assert dialog.names[0].property("error") is False and dialog.names[1].property("error") is False
    assert dialog.setup().players == [("Ann", "human"), ("Bob", "medium")]


def test_an_empty_name_disables_play(dialog: NewGameDialog) -> None:
    dialog.show()
    dialog.names[0].setText("   ")
    assert not play_enabled(dialog)
    assert "Every player needs a name" in dialog.names_problem.text()
    assert dialog.names[0].property("error") is True and dialog.names[1].property("error") is False
    dialog.names[0].setText("Ann")
    assert play_enabled(dialog) and dialog.names_problem.text() == ""


def test_names_are_at_most_twenty_characters(dialog: NewGameDialog) -> None:
    dialog.names[0].setText("A" * 30)
    assert len(dialog.names[0].text()) == 20
    assert len(dialog.setup().players[0][0]) == 20


def test_a_hidden_duplicate_does_not_count(dialog: NewGameDialog) -> None:
    dialog.count.setValue(3)
    dialog.names[2].setText("Ann")
    assert not play_enabled(dialog)
    dialog.count.setValue(2)  # the third player is gone, and with them the clash
    assert play_enabled(dialog)


def test_an_added_player_is_a_person_with_a_name_of_their_own(dialog: NewGameDialog) -> None:
    dialog.names[0].setText("Player 3")
    dialog.count.setValue(3)
    name, kind = dialog.setup().players[2]
    assert kind == "human"
    assert name.startswith("Player") and name.casefold() not in {"player 3", "robo"}
    assert play_enabled(dialog)
    dialog.count.setValue(8)
    players = dialog.setup().players
    assert len({n.casefold() for n, _ in players}) == 8
    assert [k for _, k in players[2:]] == ["human"] * 6
    assert play_enabled(dialog)


def test_family_preset_seats_two_people_and_a_computer_and_allows_take_back(
    dialog: NewGameDialog,
) -> None:
    dialog.preset.setCurrentIndex(dialog.preset.findData("Family"))
    s = dialog.setup()
    kinds = [k for _, k in s.players]
    assert kinds.count("human") >= 2 and len(kinds) - kinds.count("human") == 1
    assert s.take_back and dialog.take_back.isChecked()
    assert play_enabled(dialog)


def test_practice_implies_take_back(dialog: NewGameDialog) -> None:
    assert not dialog.take_back.isChecked()
    dialog.practice.setChecked(True)
    assert dialog.take_back.isChecked() and not dialog.take_back.isEnabled()
    assert dialog.setup().take_back
    dialog.practice.setChecked(False)
    assert not dialog.take_back.isChecked() and dialog.take_back.isEnabled()
    assert not dialog.setup().take_back


def test_the_table_rule_is_two_plain_choices(dialog: NewGameDialog) -> None:
    assert dialog.calls_words.isChecked() and dialog.setup().word_ends_round
    dialog.catch_words.setChecked(True)
    assert not dialog.calls_words.isChecked()
    assert dialog.setup().word_ends_round is False
    assert "bluff" in dialog.catch_words.text()
    dialog.set_setup(dialog.setup())
    assert dialog.catch_words.isChecked()


def test_summary_is_a_plain_number_with_the_details_in_its_tooltip(
    qtbot, tmp_path: Path, russian_locale: None
) -> None:  # type: ignore[no-untyped-def]
    words = [
        "a" + "".join(chr(ord("a") + (i // 26**k) % 26) for k in range(3)) for i in range(1500)
    ]
    path = tmp_path / "big.txt"
    path.write_text("\n".join(words + ["Paris", "Berlin", "don't"]) + "\n", encoding="utf-8")
    d = NewGameDialog(GameSetup(word_list=str(path)))
    qtbot.addWidget(d)
    text = d.list_report.text()
    assert text.replace("\u00a0", " ").replace("\u202f", " ") == "1 500 words"
    assert "1\u00a0500" in text or "1\u202f500" in text  # the locale's grouping, not a comma
    assert "proper nouns" not in text and "entries" not in text
    tip = d.list_report.toolTip()
    assert "capitalised" in tip and "other characters" in tip
    assert "repeated" not in tip and "too long" not in tip  # only the details that are not zero


def test_summary_tooltip_leaves_out_zeroes(dialog: NewGameDialog) -> None:
    assert dialog.list_report.text() == "9 words"
    tip = dialog.list_report.toolTip()
    assert "9 entries" in tip and "capitalised" not in tip and "other characters" not in tip


def test_an_unusable_list_is_still_explained(dialog: NewGameDialog, tmp_path: Path) -> None:
    empty = tmp_path / "empty.txt"
    empty.write_text("  \n", encoding="utf-8")
    dialog.add_file(str(empty))
    assert "Cannot use this list" in dialog.list_report.text() and not play_enabled(dialog)
    dialog.word_list.setCurrentIndex(0)
    assert play_enabled(dialog)


@pytest.mark.parametrize("players", range(2, 9))
def test_fits_a_small_screen_at_any_player_count(dialog: NewGameDialog, players: int) -> None:
    dialog.count.setValue(players)
    dialog.show()
    hint = dialog.sizeHint()
    assert hint.width() <= 780 and hint.height() <= 560
    for i, (name, kind) in enumerate(zip(dialog.names, dialog.kinds)):
        assert name.isVisible() is (i < players) and kind.isVisible() is (i < players)
        if i < players:  # wide enough for "Player 8", and nothing laid on top of another
            assert name.width() >= name.fontMetrics().horizontalAdvance("Player 8")
    rects = [
        QRect(w.mapTo(dialog, QPoint(0, 0)), w.size())
        for w in dialog.names[:players] + dialog.kinds[:players]
    ]
    assert all(not a.intersects(b) for k, a in enumerate(rects) for b in rects[k + 1 :])
    assert all(dialog.rect().contains(r) for r in rects)
    report = dialog.list_report
    assert report.wordWrap() and report.height() >= report.heightForWidth(report.width())


def test_fits_with_the_apps_own_font_and_style(qapp, qtbot, word_file: Path) -> None:  # type: ignore[no-untyped-def]
    from ghost_gui.gui import fonts, theme

    before = (qapp.font(), qapp.style().name(), qapp.palette(), qapp.styleSheet())
    try:
        fonts.register_bundled_fonts()
        theme.apply_theme(qapp, "light")
        d = NewGameDialog(
            GameSetup([("Ann", "human"), ("Robo", "medium")], "ghost", 3, str(word_file))
        )
        qtbot.addWidget(d)
        d.count.setValue(8)
        d.show()
        assert d.sizeHint().width() <= 780 and d.sizeHint().height() <= 560
    finally:
        qapp.setFont(before[0])
        qapp.setStyle(before[1])
        qapp.setPalette(before[2])
        qapp.setStyleSheet(before[3])


def test_every_control_has_a_tooltip(dialog: NewGameDialog) -> None:
    controls: list[QWidget] = [
        dialog.count,
        *dialog.names,
        *dialog.kinds,
        dialog.variant,
        dialog.min_length,
        dialog.word_list,
        dialog.browse,
        dialog.lives,
        dialog.starter,
        dialog.calls_words,
        dialog.catch_words,
        dialog.practice,
        dialog.take_back,
        dialog.preset,
    ]
    assert all(w.toolTip() for w in controls)
    assert all(b.toolTip() for b in dialog.findChildren(QAbstractButton) if b.isVisibleTo(dialog))


def test_old_settings_without_take_back_load() -> None:
    old = {
        "players": [["Ann", "human"], ["Robo", "easy"]],
        "variant": "super",
        "min_length": 3,
        "word_list": "english-large.txt",
        "lives": 3,
        "next_round_starter": "after_loser",
        "word_ends_round": False,
        "practice": False,
    }
    s = GameSetup.from_json(old)
    assert (
        s.players == [("Ann", "human"), ("Robo", "easy")]
        and s.variant == "super"
        and s.take_back is False
    )
    assert GameSetup.from_json(s.to_json() | {"take_back": True}).take_back is True
    assert (
        GameSetup.from_json({**old, "take_back": "yes"}).take_back is False
    )  # only a real true turns it on


def test_config_round_trip_keeps_take_back(dialog: NewGameDialog) -> None:
    s = dialog.setup()
    s.take_back = True
    back = GameSetup.from_config(s.config(), s.word_list, s.practice, take_back=True)
    assert back == s
    assert GameSetup.from_config(s.config(), s.word_list, False).take_back is False


def test_how_letters_are_counted_is_detected_and_may_be_chosen(
    dialog: NewGameDialog, tmp_path: Path, word_file: Path
) -> None:
    french = tmp_path / "français.txt"
    french.write_text("école\necole\ncôte\ncote\nchat\nmaison\n", encoding="utf-8")
    assert dialog.setup().language == "detect"
    assert dialog.letters.currentText() == "English (detected)"
    dialog.list_chooser.add_file(str(french))
    assert dialog.letters.currentText() == "French (detected)"
    assert dialog.list_report.text() == "4 words"  # côte and cote are one word
    # read as written instead: six words, and the game is set up so
    dialog.letters.setCurrentIndex(dialog.letters.findData("as-written"))
    assert dialog.list_report.text() == "6 words"
    assert dialog.setup().language == "as-written"
    # another list: its own language decides again
    dialog.word_list.setCurrentIndex(dialog.word_list.findData(str(word_file)))
    assert dialog.setup().language == "detect"
    # a setup's choice is shown as it is
    dialog.set_setup(GameSetup(word_list=str(french), language="de"))
    assert dialog.letters.currentData() == "de" and dialog.setup().language == "de"
