"""The pocket card printed as a person prints it: through a real print server (CUPS with
its PDF printer, as CI sets it up: cups, cups-client, printer-driver-cups-pdf, a printer
named PDF), then read back from the file the printer writes: one page, A6, the card's
words (by OCR: cups-pdf re-encodes the text). Skipped where no such printer is set up."""

from __future__ import annotations

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
from ghost_gui.gui.cards.pocket_card_view import pocket_texts, print_layout, set_paper
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
