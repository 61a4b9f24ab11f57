"""The pocket card on a printer: its whole sheet, drawn at the printer's resolution, and the
title a print queue lists the job by."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QMarginsF
from PySide6.QtGui import QPageLayout, QPainter
from PySide6.QtPrintSupport import QPrinter

from ...core.cards.card_text import Card
from ..texts.setup_names import list_title, short_variant_name
from .pocket_card import PocketLayout, paint


def print_layout(layout: PocketLayout, printer: QPrinter) -> None:
    """Print the card on ``printer``, whose page is the card's paper."""
    painter = QPainter(printer)
    try:
        paint(layout, painter, printer.resolution())
    finally:
        painter.end()


def set_paper(printer: QPrinter, layout: PocketLayout) -> None:
    printer.setPageLayout(
        QPageLayout(layout.page_size, QPageLayout.Orientation.Portrait, QMarginsF(0, 0, 0, 0))
    )
    printer.setFullPage(True)


def job_title(card: Card, list_name: str) -> str:
    """The print job's title, as a print queue lists it."""
    return (
        QCoreApplication.translate("PocketCard", "%1 pocket card — %2, minimum %3, player %4")
        .replace("%1", short_variant_name(card.variant))
        .replace("%2", list_title(list_name))
        .replace("%3", str(card.min_length))
        .replace("%4", str(card.seat + 1))
    )
