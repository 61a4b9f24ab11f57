"""Files written for a person that cannot be written: on a full disk, into a missing folder,
into a read-only folder. Each export (the pocket card's PDF, the strategy card's PDF, the
summary table's CSV, the house words) says so in one sentence, says nothing of success, and
leaves nothing behind: neither the file nor a temporary one. The command line exits 2."""

from __future__ import annotations

import subprocess
import sys
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QFileDialog, QMessageBox

from ghost_gui.core.analysis.results import Workbench
from ghost_gui.gui.cards import pocket_card
from ghost_gui.gui.cards.analysis_presenter import AnalysisPresenter
from ghost_gui.gui.cards.analysis_view import AnalysisView
from ghost_gui.gui.cards.card_view import CardView
from ghost_gui.gui.cards.pocket_card_view import PocketCardDialog
from ghost_gui.gui.dialogs.words_dialog import HOUSE, WordsDialog
from ghost_gui.gui.dialogs.words_presenter import WordsPresenter
from ghost_gui.gui.jobs import Jobs

ROOT = Path(__file__).resolve().parents[2]
#: what each place's failure is said as
REASON = {
    "full disk": "the disk is full",
    "missing folder": "the folder does not exist",
    "read-only folder": "the disk is read-only",
}
WORDS = "cat camel cattle gecko goat gerbil zebra tab tabby".split()  # the word_file fixture's


def save_dialog_answers(monkeypatch: pytest.MonkeyPatch, path: Path) -> None:
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(path), ""))


def test_the_pocket_cards_pdf(qtbot, word_file: Path, unwritable: Any, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    card = Workbench(word_file).card("ghost", 3, 2, 0)[1]
    dialog = PocketCardDialog(card, "tiny")
    qtbot.addWidget(dialog)
    target = unwritable.folder / "pocket.pdf"
    save_dialog_answers(monkeypatch, target)
    assert dialog.save_pdf() is False
    assert dialog.status.text() == (
        f"The card could not be saved as {target}: {REASON[unwritable.kind]}."
    )
    assert unwritable.leftovers() == []


def test_the_strategy_cards_pdf(qtbot, word_file: Path, unwritable: Any, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    bench = Workbench(word_file)
    view = CardView([bench.card("ghost", 3, 2, seat)[1] for seat in (0, 1)], "tiny")
    qtbot.addWidget(view)
    target = unwritable.folder / "card.pdf"
    save_dialog_answers(monkeypatch, target)
    confirmed: list[str] = []
    monkeypatch.setattr(view, "confirm_saved", confirmed.append)
    view._export()
    box = view.message_box
    assert not confirmed and box is not None and box.icon() == QMessageBox.Icon.Warning
    assert box.text() == f"The card could not be saved as {target}: {REASON[unwritable.kind]}."
    assert unwritable.leftovers() == []
    box.close()


def test_the_summary_tables_csv(qtbot, word_file: Path, unwritable: Any, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    view = AnalysisView(
        AnalysisPresenter(Workbench(word_file), "ghost", 3, 2, Jobs(synchronous=True))
    )
    qtbot.addWidget(view)
    rows = tuple(("ghost", "3", str(n), "1", "g", "3 / 4") for n in range(2, 200))
    view.presenter.state = replace(view.presenter.state, rows=rows, table_complete=True)
    target = unwritable.folder / "table.csv"
    save_dialog_answers(monkeypatch, target)
    said: list[tuple[str, str]] = []
    monkeypatch.setattr(
        QMessageBox, "warning", lambda parent, title, text: said.append((title, text))
    )
    view._export()
    assert said == [
        ("Export CSV", f"The table could not be saved as {target}: {REASON[unwritable.kind]}.")
    ]
    assert unwritable.leftovers() == []


def test_the_house_words(qtbot, unwritable: Any) -> None:  # type: ignore[no-untyped-def]
    alphabet = "".join(sorted(set("".join(WORDS))))
    presenter = WordsPresenter(
        frozenset(WORDS), alphabet, {"zoo", "bib"}, set(), Jobs(synchronous=True)
    )
    dialog = WordsDialog(presenter, "tiny")
    qtbot.addWidget(dialog)
    target = unwritable.folder / "house.txt"
    dialog.choose_file = lambda kind, save: str(target)
    dialog.export_file(HOUSE)
    assert dialog.message == (
        f"The words could not be saved as {target}: {REASON[unwritable.kind]}."
    )
    box = dialog.message_box
    assert box is not None and box.icon() == QMessageBox.Icon.Warning
    assert unwritable.leftovers() == []
    box.close()


def test_a_pdf_whose_painter_never_began_is_not_saved(
    qtbot, word_file: Path, tmp_path: Path, monkeypatch
) -> None:  # type: ignore[no-untyped-def]
    card = Workbench(word_file).card("ghost", 3, 2, 0)[1]
    dialog = PocketCardDialog(card, "tiny")
    qtbot.addWidget(dialog)
    out = tmp_path / "out"
    out.mkdir()
    with monkeypatch.context() as patched:
        patched.setattr(pocket_card.QPainter, "begin", lambda self, device: False)
        assert dialog.save_pdf(str(out / "pocket.pdf")) is False
    assert dialog.status.text() == (
        f"The card could not be saved as {out / 'pocket.pdf'}: "
        "it did not come out whole (the disk may be full)."
    )
    assert list(out.iterdir()) == []
    assert dialog.save_pdf(str(out / "pocket.pdf"))  # and the same card saves where it can
    assert dialog.status.text() == f"Saved to {out / 'pocket.pdf'}."
    assert [p.name for p in out.iterdir()] == ["pocket.pdf"]


# -- the command line ----------------------------------------------------------------------
def pocket_pdf(word_file: Path, target: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "ghost_gui", "card", str(word_file), "--player", "1"]
        + ["--pocket", "--pdf", str(target)],
        capture_output=True,
        text=True,
        encoding="utf-8",
        cwd=ROOT,
        timeout=300,
    )


def assert_one_sentence(run: subprocess.CompletedProcess[str], target: Path) -> None:
    assert run.returncode == 2, run.stderr
    assert run.stdout == ""  # no "wrote …"
    lines = run.stderr.splitlines()
    assert len(lines) == 1 and lines[0].startswith(f"error: cannot write {target}: "), lines


def test_the_command_line_says_why_and_exits_2(word_file: Path, unwritable: Any) -> None:
    target = unwritable.folder / "x.pdf"
    assert_one_sentence(pocket_pdf(word_file, target), target)
    assert unwritable.leftovers() == []


def test_the_command_line_refuses_a_folder_or_a_missing_one(
    word_file: Path, tmp_path: Path
) -> None:
    before = sorted(p.name for p in tmp_path.iterdir())
    missing = Path("/no/such/dir/x.pdf")
    assert_one_sentence(pocket_pdf(word_file, missing), missing)
    run = pocket_pdf(word_file, tmp_path)
    assert_one_sentence(run, tmp_path)
    assert run.stderr.strip().endswith("Is a directory")
    assert sorted(p.name for p in tmp_path.iterdir() if p.name != "cache") == [
        n for n in before if n != "cache"
    ]
    assert tmp_path.is_dir()
