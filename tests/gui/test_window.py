"""The real window, offscreen, driven as a player would."""

from __future__ import annotations

import re
import shutil
import subprocess
import time
from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QMessageBox
from shells import make_shell

from ghost_gui.gui.app.saved_match import SavedMatch
from ghost_gui.gui.cards.card_view import CardView
from ghost_gui.gui.dialogs.game_setup import GameSetup
from ghost_gui.gui.dialogs.new_game_dialog import NewGameDialog
from ghost_gui.gui.jobs import Jobs


def setup(word_file: Path, players=(("Ann", "human"), ("Robo", "perfect")), **kw) -> GameSetup:  # type: ignore[no-untyped-def]
    return GameSetup(
        [tuple(p) for p in players],
        kw.pop("variant", "ghost"),
        kw.pop("min_length", 3),
        str(word_file),
        **kw,
    )


def test_typing_letters_and_the_computers_reply(
    qapp, qtbot, tmp_path: Path, word_file: Path
) -> None:  # type: ignore[no-untyped-def]
    shell = make_shell(qapp, tmp_path)
    w = shell.window
    shell.start_game(setup(word_file), None)
    assert w.keyboard.key("c").focusPolicy() == Qt.FocusPolicy.NoFocus
    assert w.turn_banner.text() == "Turn: Ann"
    qtbot.keyClick(w, "c")
    qtbot.waitUntil(lambda: shell.controller.session.match.fragment == "ca", timeout=3000)
    assert "C" in w.fragment.label.text() and "A" in w.fragment.label.text()
    assert any(
        "\u200e\u2068Robo\u2069 plays A" in w.log.item(i).text() for i in range(w.log.count())
    )
    qtbot.keyClick(w, "5")  # not a letter: a message, nothing played
    assert shell.controller.session.match.fragment == "ca"
    qtbot.mouseClick(w.keyboard.key("t"), Qt.MouseButton.LeftButton)  # CAT: Ann loses the round
    qtbot.waitUntil(lambda: shell.controller.session.match.lost[0] == 1, timeout=3000)
    assert w.panels[0].letters.earned_text() == "G"
    # the round's end stays on the board until a person goes on
    assert w.fragment.fragment == "cat" and w.round_banner.isVisible()
    assert (
        w.round_banner.story.text()
        == "\u200e\u2068Ann\u2069 completed CAT — \u200e\u2068Ann\u2069 gets a G"
    )
    assert w.turn_banner.text() == "Next round starts: Ann"
    qtbot.keyClick(w, "g")  # a letter does not play over the banner
    assert shell.controller.session.match.fragment == "" and w.fragment.fragment == "cat"
    qtbot.keyClick(w, Qt.Key.Key_Return)
    assert (
        w.fragment.fragment == ""
        and not w.round_banner.isVisible()
        and w.turn_banner.text() == "Turn: Ann"
    )
    shell.close()


def test_challenged_human_names_a_word_in_the_dialog(
    qapp, qtbot, tmp_path: Path, word_file: Path
) -> None:  # type: ignore[no-untyped-def]
    shell = make_shell(qapp, tmp_path)
    w = shell.window
    shell.start_game(setup(word_file), None)
    qtbot.keyClick(w, "z")
    qtbot.waitUntil(lambda: shell.controller.is_human_turn(), timeout=3000)
    qtbot.keyClick(w, "t")  # "zet": the perfect player challenges
    qtbot.waitUntil(
        lambda: (
            w.questions.challenge_dialog is not None and w.questions.challenge_dialog.isVisible()
        ),
        timeout=3000,
    )
    assert (
        "\u200e\u2068Robo\u2069 says: “No word starts with ZET!”"
        in w.questions.challenge_dialog.question.text()
    )
    assert w.panels[0].highlight() == "answering"  # the one who must answer is highlighted
    qtbot.keyClicks(w.questions.challenge_dialog.word, "zetabc")
    qtbot.mouseClick(w.questions.challenge_dialog.ok, Qt.MouseButton.LeftButton)
    # not in the list: the table is asked whether it counts
    qtbot.waitUntil(
        lambda: w.questions.house_word_box is not None and w.questions.house_word_box.isVisible(),
        timeout=3000,
    )
    assert "ZETABC is not in tiny" in w.questions.house_word_box.text()
    no = next(b for b in w.questions.house_word_box.buttons() if b.text() == "Don't count it")
    qtbot.mouseClick(no, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: shell.controller.session.match.lost[0] == 1, timeout=3000)
    assert any("ZETABC" in w.log.item(i).text() for i in range(w.log.count()))
    assert w.round_banner.story.text() == (
        "\u200e\u2068Ann\u2069 named ZETABC (not in tiny) — \u200e\u2068Ann\u2069 gets a G"
    )
    shell.close()


def test_knockout_dims_the_panel_and_the_match_ends(
    qapp, qtbot, tmp_path: Path, word_file: Path
) -> None:  # type: ignore[no-untyped-def]
    shell = make_shell(qapp, tmp_path)
    w = shell.window
    shell.start_game(
        setup(word_file, (("Ann", "human"), ("Bo", "random"), ("Cy", "perfect")), lives=1), None
    )
    qtbot.mouseClick(w.resign_button, Qt.MouseButton.LeftButton)
    assert (
        w.questions.confirm_box is not None and w.questions.confirm_box.isVisible()
    )  # resigning is always asked first
    resign = next(b for b in w.questions.confirm_box.buttons() if b.text() == "Resign")
    qtbot.mouseClick(resign, Qt.MouseButton.LeftButton)
    assert not w.panels[0].isEnabled()  # Ann is out
    qtbot.waitUntil(lambda: shell.controller.session.match.winner is not None, timeout=10000)
    assert w.turn_banner.text().startswith("Winner:")
    assert w.stack.currentWidget().isAncestorOf(w.winner_view) and w.winner_view.isVisible()
    assert not w.keyboard.isEnabled()
    shell.close()


def test_practice_hint_and_verdict(qapp, qtbot, tmp_path: Path, word_file: Path) -> None:  # type: ignore[no-untyped-def]
    shell = make_shell(qapp, tmp_path)
    w = shell.window
    shell.start_game(setup(word_file, practice=True), None)
    assert w.hint_button.isVisible() and w.undo_button.isVisible()
    qtbot.mouseClick(w.hint_button, Qt.MouseButton.LeftButton)
    assert "Plays that win: G" in w.verdict_label.text()
    qtbot.keyClick(w, "c")
    assert "threw a win away" in w.verdict_label.text()
    qtbot.waitUntil(lambda: shell.controller.is_human_turn(), timeout=3000)
    qtbot.mouseClick(w.undo_button, Qt.MouseButton.LeftButton)
    assert shell.controller.session.match.fragment == ""
    shell.close()


def test_new_game_dialog_reports_a_bad_list(qapp, qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    bad = tmp_path / "bad.txt"
    bad.write_bytes(b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR\x00\x00\x01\x00")
    dialog = NewGameDialog(GameSetup())
    qtbot.addWidget(dialog)
    dialog.add_file(str(bad))
    assert "Cannot use this list" in dialog.list_report.text()
    assert not dialog.buttons.button(dialog.buttons.StandardButton.Ok).isEnabled()
    dialog.preset.setCurrentIndex(dialog.preset.findData("Russian: who finishes the word"))
    s = dialog.setup()
    assert (
        s.variant == "anti"
        and s.word_list == "russian-nouns.txt"
        and dialog.list_report.text().endswith("words")
    )


def test_open_word_list_error_changes_nothing(
    qapp, qtbot, tmp_path: Path, word_file: Path, monkeypatch
) -> None:  # type: ignore[no-untyped-def]
    shell = make_shell(qapp, tmp_path)
    shell.start_game(setup(word_file), None)
    warnings: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *a: warnings.append(a[2]))
    empty = tmp_path / "empty.txt"
    empty.write_text("   \n")
    shell.word_lists.use_word_list(str(empty))
    assert warnings and "no words" in warnings[0]
    assert shell.controller.session.word_list_path == str(word_file)
    shell.close()


@pytest.mark.skipif(
    shutil.which("pdftotext") is None, reason="pdftotext (poppler-utils) not installed"
)
@pytest.mark.parametrize("variant", ["ghost", "super"])
def test_card_view_exports_a_pdf_with_the_words(qapp, qtbot, tmp_path: Path, variant: str) -> None:  # type: ignore[no-untyped-def]
    from ghost_gui.core.analysis.results import Workbench

    words = tmp_path / "ru.txt"
    words.write_text("кот корова кошка молоко мост\n", encoding="utf-8")
    card = Workbench(words).card(variant, 3, 2, 0)[1]
    view = CardView([card], "ru")
    qtbot.addWidget(view)
    out = tmp_path / "card.pdf"
    view.export_pdf(str(out))
    text = subprocess.run(
        ["pdftotext", str(out), "-"], capture_output=True, text=True, check=True
    ).stdout
    info = subprocess.run(["pdfinfo", str(out)], capture_output=True, text=True, check=True).stdout
    assert re.search(r"^Pages:\s+1$", info, re.M), info
    for word in card.words:
        assert word in text or word.upper() in text


def test_resume_a_saved_match(qapp, qtbot, tmp_path: Path, word_file: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    shell = make_shell(qapp, tmp_path, saving=True)
    shell.start_game(setup(word_file), None)
    qtbot.keyClick(shell.window, "g")
    qtbot.waitUntil(lambda: shell.controller.is_human_turn(), timeout=3000)
    fragment = shell.controller.session.match.fragment
    shell.close()
    shell.window.close()
    monkeypatch.setattr(SavedMatch, "ask_resume", lambda self, data: "resume")
    again = make_shell(qapp, tmp_path, saving=True)
    again.start()
    qtbot.waitUntil(lambda: again.controller.session.match is not None, timeout=3000)
    assert again.controller.session.match.fragment == fragment
    assert again.controller.is_human_turn()
    again.close()


def test_corrupt_settings_and_save_files(
    qapp, qtbot, tmp_path: Path, word_file: Path, monkeypatch
) -> None:  # type: ignore[no-untyped-def]
    from ghost_gui.gui.table import savegame

    (tmp_path / "settings.ini").write_bytes(b"\x00\xff[General\nlast_game=@Invalid(\n")
    save = savegame.default_save_path()
    save.parent.mkdir(parents=True, exist_ok=True)
    save.write_text("{not json")
    asked: list[object] = []
    monkeypatch.setattr(SavedMatch, "ask_resume", lambda *a, **k: asked.append(a) or "discard")
    shell = make_shell(qapp, tmp_path, saving=True)
    shell.setup = setup(word_file)
    shell.start()
    qtbot.waitUntil(lambda: shell.controller.session.match is not None, timeout=3000)
    assert not asked  # nothing offered
    log = [shell.window.log.item(i).text() for i in range(shell.window.log.count())]
    assert any("damaged" in line for line in log)
    assert save.with_suffix(".json.corrupt").exists()
    assert shell.settings.get("computer_pause_ms") == 700  # defaults
    shell.close()


def test_the_window_stays_live_during_a_long_solve(qapp, qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    # the stall figure is measured in benchmarks/bench_gui.py; here only what does not
    # depend on the machine's speed: a 10 ms timer kept firing while the solve ran. The
    # family list's SuperDuperGhost (about a second to load and solve) is long enough for
    # that: english-large took 13 s of the suite's time for the same check
    jobs = Jobs()
    shell = make_shell(qapp, tmp_path, jobs=jobs)
    ticks: list[float] = []
    timer = QTimer()
    timer.timeout.connect(lambda: ticks.append(time.perf_counter()))
    timer.start(10)
    shell.start_game(
        GameSetup([("Ann", "human"), ("Robo", "perfect")], "superduper", 3, "english-family.txt"),
        None,
    )
    assert (
        shell.controller.session.match is None
    )  # the solve runs on a worker: start_game returned at once
    qtbot.waitUntil(lambda: shell.controller.session.match is not None, timeout=120_000)
    timer.stop()
    assert len(ticks) >= 3  # the event loop kept turning meanwhile
    shell.close()


def test_closing_the_shell_closes_its_window(qapp, tmp_path: Path, word_file: Path) -> None:  # type: ignore[no-untyped-def]
    shell = make_shell(qapp, tmp_path)
    shell.start_game(setup(word_file), None)
    assert shell.window.isVisible()
    shell.close()
    assert not shell.window.isVisible()
    assert not shell.controller.busy()
