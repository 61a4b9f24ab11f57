"""The pocket card's own words in the interface's language: the title, the legend, what to
do when no line fits. The pocket card dialog and the command line's PDF both print them."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ...core.cards.card_text import Card
from ...core.play.variants import variant_by_key
from ..texts.play_texts import no_line_text
from ..texts.setup_names import list_title, short_variant_name
from .pocket_card import PocketTexts


def pocket_texts(card: Card, list_name: str) -> PocketTexts:
    """The card's own words, in the interface's language."""
    lossiness = {
        0: QCoreApplication.translate("PocketCard", "every word wins"),
        1: QCoreApplication.translate("PocketCard", "some words lose"),
        2: QCoreApplication.translate("PocketCard", "every word loses"),
    }[card.lossiness]
    variant = variant_by_key(card.variant)
    if variant.infix:  # an index to look the letters up in (see pocket_index.py)
        legend = QCoreApplication.translate(
            "PocketCard",
            "At your turn: look up the letters on the table (in bold, in alphabetical order); play the big letter"
            " where it stands.",
        )
        if variant.may_reverse:
            legend += " " + QCoreApplication.translate(
                "PocketCard", "⇄: turn the letters round first."
            )
    else:
        legend = QCoreApplication.translate(
            "PocketCard", "At your turn: find the letters, play the big letter, aim for the words."
        )
    if card.losing_words:
        legend += " " + QCoreApplication.translate("PocketCard", "* a word that loses.")
    return PocketTexts(
        title=QCoreApplication.translate("PocketCard", "%1 · player %2 of %3")
        .replace("%1", short_variant_name(card.variant))
        .replace("%2", str(card.seat + 1))
        .replace("%3", str(card.players)),
        subtitle=QCoreApplication.translate("PocketCard", "%1 · words of %2+ letters · %3")
        .replace("%1", list_title(list_name))
        .replace("%2", str(card.min_length))
        .replace("%3", lossiness),
        legend=legend,
        start=QCoreApplication.translate("PocketCard", "start"),
        see=QCoreApplication.translate("PocketCard", "see %1 above"),
        no_line=no_line_text(card.variant),
    )
