"""The pocket card printed as a person prints it: through a real print server (CUPS with
its PDF printer, as CI sets it up: cups, cups-client, printer-driver-cups-pdf, a printer
named PDF), then read back from the file the printer writes: one page, A6, the card's
words (by OCR: cups-pdf re-encodes the text). Skipped where no such printer is set up."""

from __future__ import annotations

import re
import shutil
import subprocess
import time
from pathlib import Path

import pytest
from PySide6.QtPrintSupport import QPrinter
from PySide6.QtWidgets import QApplication

from ghost_gui.core.analysis.results import Workbench
from ghost_gui.gui.cards.card_paper import default_page_size
from ghost_gui.gui.cards.pocket_card import lay_out
from ghost_gui.gui.cards.pocket_printing import print_layout, set_paper
from ghost_gui.gui.cards.pocket_words import pocket_texts
from ghost_gui.paths import wordlist_path

PRINTER = "PDF"
#: where cups-pdf writes: the printing user's ~/PDF, or its spool for an anonymous job
OUTPUT_DIRS = (Path.home() / "PDF", Path("/var/spool/cups-pdf"))


def _printer_ready() -> bool:
    if not (shutil.which("lpstat") and shutil.which("tesseract") and shutil.which("pdftoppm")):
        return False
    done = subprocess.run(["lpstat", "-p", PRINTER], capture_output=True, text=True)
    return done.returncode == 0 and "enabled" in done.stdout


pytestmark = pytest.mark.skipif(
    not _printer_ready(), reason="no CUPS printer named PDF (cups-pdf) and tesseract here"
)


def _pdfs() -> dict[Path, float]:
    return {p: p.stat().st_mtime for d in OUTPUT_DIRS if d.is_dir() for p in d.rglob("*.pdf")}


def test_the_pocket_card_prints_on_a6_through_cups(qapp: QApplication, tmp_path: Path) -> None:
    bench = Workbench(wordlist_path("english-family.txt"))
    card = bench.card("ghost", 4, 2, 0)[1]
    layout = lay_out(card, pocket_texts(card, bench.word_list.name), "A6", default_page_size())
    assert layout is not None
    before = _pdfs()
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    printer.setPrinterName(PRINTER)
    assert printer.isValid() and printer.outputFormat() == QPrinter.OutputFormat.NativeFormat
    set_paper(printer, layout)
    print_layout(layout, printer)
    deadline = time.monotonic() + 90
    new: list[Path] = []
    while time.monotonic() < deadline and not new:
        time.sleep(0.5)
        new = [p for p, t in _pdfs().items() if before.get(p) != t and p.stat().st_size > 0]
    assert new, "nothing arrived from the PDF printer"
    time.sleep(1)  # cups-pdf may still be writing
    out = new[0]
    info = subprocess.run(["pdfinfo", str(out)], capture_output=True, text=True, check=True).stdout
    assert "Pages:           1" in info, info
    size = [line for line in info.splitlines() if line.startswith("Page size:")][0].split()
    width, height = float(size[2]), float(size[4])
    assert abs(width - 297.6) < 2 and abs(height - 419.5) < 2, info  # A6
    subprocess.run(
        ["pdftoppm", "-r", "300", "-png", "-singlefile", str(out), str(tmp_path / "page")],
        check=True,
    )
    text = subprocess.run(
        ["tesseract", str(tmp_path / "page.png"), "-", "-l", "eng"], capture_output=True, text=True
    ).stdout.lower()
    read = [w for w in card.words if w in text]
    assert len(read) >= len(card.words) - 1, (card.words, text)  # one word may be misread


def _new_pdf(before: dict[Path, float]) -> Path:
    deadline = time.monotonic() + 90
    new: list[Path] = []
    while time.monotonic() < deadline and not new:
        time.sleep(0.5)
        new = [p for p, t in _pdfs().items() if before.get(p) != t and p.stat().st_size > 0]
    assert new, "nothing arrived from the PDF printer"
    time.sleep(1)  # cups-pdf may still be writing
    return new[0]


def test_print_asks_then_prints_the_card_on_its_paper_under_its_title(
    qapp: QApplication, qtbot, family_card
) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtCore import Qt, QTimer
    from PySide6.QtPrintSupport import QPrintDialog

    from ghost_gui.gui.cards.pocket_card_view import PocketCardDialog

    dialog = PocketCardDialog(family_card("ghost", 4, 2, 0), "english-family")
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.printer.setPrinterName(PRINTER)
    asked: list[str] = []
    timer = QTimer()

    def accept() -> None:  # the person presses Print in the system's dialog
        modal = QApplication.activeModalWidget()
        if isinstance(modal, QPrintDialog) and modal.isVisible():
            asked.append(modal.printer().printerName())
            timer.stop()
            modal.accept()

    timer.timeout.connect(accept)
    timer.start(20)
    before = _pdfs()
    print_button = next(b for b in dialog.buttons.buttons() if b.text() == "P&rint…")
    qtbot.mouseClick(print_button, Qt.MouseButton.LeftButton)
    timer.stop()
    assert asked == [PRINTER]
    out = _new_pdf(before)
    info = subprocess.run(["pdfinfo", str(out)], capture_output=True, text=True, check=True).stdout
    title = "Ghost pocket card — English: family, minimum 4, player 1"
    # the job's title, as cups-pdf writes it into the PDF and names the file: it spells a
    # letter beyond ASCII (the dash) as bytes of its own
    spelt = ".{1,12}?".join(re.escape(part) for part in re.split(r"[^\x00-\x7f]", title))
    assert re.search(r"^Title:\s+\(?" + spelt + r"\)?$", info, re.MULTILINE), info
    assert out.name.startswith("Ghost_pocket_card_") and "minimum_4__playe" in out.name, out.name
    size = [line for line in info.splitlines() if line.startswith("Page size:")][0].split()
    assert abs(float(size[2]) - 297.6) < 2 and abs(float(size[4]) - 419.5) < 2, info  # A6


def test_with_letter_paper_page_setup_says_letter_too(
    qapp: QApplication, qtbot, monkeypatch
) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtCore import QLocale, QTimer
    from PySide6.QtGui import QAction, QPageSize
    from PySide6.QtPrintSupport import QPageSetupDialog
    from PySide6.QtWidgets import QComboBox

    from ghost_gui.gui.cards.card_view import CardView

    monkeypatch.delenv("LC_ALL", raising=False)
    monkeypatch.setenv("LC_PAPER", "en_US.UTF-8")
    QLocale.setDefault(QLocale("en"))
    bench = Workbench(wordlist_path("english-family.txt"))
    view = CardView([bench.card("ghost", 3, 2, 0)[1]], "english-family")
    qtbot.addWidget(view)
    view.show()
    preview = view.print_preview(modal=False)
    assert view._preview_printer is not None
    shown = view._preview_printer.pageLayout().pageSize().id()
    assert shown == QPageSize.PageSizeId.Letter  # the preview's page
    page_setup = [a for a in preview.findChildren(QAction) if a.text() == "Page setup"]
    assert len(page_setup) == 1
    said: list[QPageSize.PageSizeId] = []
    timer = QTimer()

    def read() -> None:
        modal = QApplication.activeModalWidget()
        if isinstance(modal, QPageSetupDialog) and modal.isVisible():
            paper_list = modal.findChild(QComboBox, "pageSizeCombo")
            assert paper_list is not None
            data = paper_list.currentData()
            said.append(data.id() if isinstance(data, QPageSize) else QPageSize.PageSizeId.Custom)
            timer.stop()
            modal.reject()

    timer.timeout.connect(read)
    timer.start(20)
    page_setup[0].trigger()
    timer.stop()
    preview.close()
    assert said == [QPageSize.PageSizeId.Letter]
