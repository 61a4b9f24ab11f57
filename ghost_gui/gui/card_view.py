"""Strategy cards on screen, on paper and as PDF, one tab for every seat.

The default view is the grouped card (the core's ``grouped_rows``): the strategy organised
by what the others do, one line per decision, indented by depth, the letter to play in
bold and the words to aim for after it. The flat word list is the second view. On paper
either view fits one page (``card_paper.fit_document``) under a head naming the variant,
the seat, the word list and the numbers the card minimises."""

from __future__ import annotations

import errno
import html
import os
import re
from collections.abc import Callable, Iterable

import shiboken6
from PySide6.QtCore import QDir, QEvent, QLocale, QMarginsF, QPoint, QSizeF, Qt
from PySide6.QtGui import (
    QFontMetricsF,
    QHelpEvent,
    QPageLayout,
    QPageSize,
    QPdfWriter,
    QTextCursor,
    QTextDocument,
)
from PySide6.QtPrintSupport import QPrintDialog, QPrinter, QPrintPreviewDialog
from PySide6.QtWidgets import (
    QButtonGroup,
    QDialog,
    QFileDialog,
    QHBoxLayout,
    QMessageBox,
    QPushButton,
    QRadioButton,
    QTabWidget,
    QTextBrowser,
    QToolTip,
    QVBoxLayout,
    QWidget,
)

from ..core.alphabets import capitals
from ..core.card_text import VARIANT_NAMES, CardRow, grouped_rows, split_play
from ..core.cards import GroupNode, TreeCard, WordCard, tree_words
from ..core.variants import variant_by_key
from .card_paper import (
    FONT_SIZES,
    LEGIBLE_PT,
    SMALL,
    busy,
    card_font,
    default_page_size,
    documents_folder,
    fit_document,
    open_folder,
    split_columns,
    words_pt,
)
from .card_words import Anagrams, card_anagrams
from .screen_fit import fit_dialog
from .setup_names import list_title, short_variant_name, variant_name

__all__ = ["FONT_SIZES", "STRATEGY", "WORDS", "CardView", "card_font", "default_page_size"]

Card = WordCard | TreeCard
#: the two views of a card
STRATEGY, WORDS = "strategy", "words"


class WordTips(QTextBrowser):
    """A text browser that shows the tooltip of the text under the pointer (a card word's
    meaning, from its ``title``)."""

    def tip_at(self, pos: QPoint) -> str:
        cursor = self.cursorForPosition(pos)
        tip = cursor.charFormat().toolTip()
        if not tip:  # the format is the character's before the cursor: try the one after
            cursor.movePosition(QTextCursor.MoveOperation.NextCharacter)
            tip = cursor.charFormat().toolTip()
        return tip

    def viewportEvent(self, event: QEvent) -> bool:  # Qt override
        if isinstance(event, QHelpEvent) and event.type() == QEvent.Type.ToolTip:
            tip = self.tip_at(event.pos())
            if tip:
                QToolTip.showText(event.globalPos(), tip, self.viewport())
            else:
                QToolTip.hideText()
            return True
        return super().viewportEvent(event)


class CardView(QDialog):
    def __init__(
        self,
        cards: list[Card],
        word_list_name: str,
        parent: QWidget | None = None,
        *,
        meaning: Callable[[str], str | None] | None = None,
        note: str = "",
        words: Iterable[str] | None = None,
    ) -> None:
        """``meaning``: a word's short definition for the words' tooltips ("" when unknown,
        None when there is no dictionary for the language); ``note``: what the table
        changed in the list ("includes 3 house words"); ``words``: the counting words, to
        name the words an Anaghost card's pools of letters make (without them a pool is
        shown as its letters)."""
        super().__init__(parent)
        self.cards = cards
        self.word_list_name = word_list_name
        self.meaning = meaning
        self.note = note
        self.counting_words = tuple(words) if words is not None else None
        self._anagrams: dict[int, tuple[Card, Anagrams]] = {}
        self.mode = STRATEGY
        #: shows a folder on the desktop (tests put a recorder here)
        self.open_folder: Callable[[str], object] = open_folder
        #: the last confirmation or failure shown after an export
        self.message_box: QMessageBox | None = None
        self.export_error = ""
        #: on paper: what was left out of the last card laid out, "" when it all fits
        self.paper_note = ""
        #: the print preview and its printer, alive together (Qt's dialog keeps a bare
        #: pointer to the printer: a printer Python freed crashes it)
        self.preview: QPrintPreviewDialog | None = None
        self._preview_printer: QPrinter | None = None
        self._rows: dict[int, tuple[Card, list[CardRow]]] = {}
        self.setWindowTitle(self.tr("Strategy cards"))
        fit_dialog(self, 760, 640)
        layout = QVBoxLayout(self)
        top = QHBoxLayout()
        self.strategy_button = QRadioButton(self.tr("Strategy"))
        self.words_button = QRadioButton(self.tr("Word list"))
        self.strategy_button.setToolTip(
            self.tr("What to play at each of your turns, by what the others played")
        )
        self.words_button.setToolTip(
            self.tr("Every word the card can end in, in alphabetical order")
        )
        group = QButtonGroup(self)
        for b in (self.strategy_button, self.words_button):
            group.addButton(b)
            top.addWidget(b)
        self.strategy_button.setChecked(True)
        self.strategy_button.toggled.connect(lambda on: self.set_mode(STRATEGY if on else WORDS))
        top.addStretch(1)
        layout.addLayout(top)
        self.tabs = QTabWidget()
        for card in cards:
            view = WordTips()
            view.document().setDefaultFont(card_font(view.font().pointSizeF()))
            self.tabs.addTab(view, self.tr("Player %1").replace("%1", str(card.seat + 1)))
        layout.addWidget(self.tabs)
        row = QHBoxLayout()
        row.addStretch(1)
        for text, slot in (
            (self.tr("Print preview…"), self.print_preview),
            (self.tr("Print…"), self.print_card),
            (self.tr("Export PDF…"), self._export),
        ):
            push = QPushButton(text)
            push.clicked.connect(slot)
            row.addWidget(push)
        layout.addLayout(row)
        self._refresh()

    def current_card(self) -> Card:
        return self.cards[max(0, self.tabs.currentIndex())]

    def set_mode(self, mode: str) -> None:
        """Show the strategy (STRATEGY) or the word list (WORDS); paper follows."""
        self.mode = mode
        button = self.strategy_button if mode == STRATEGY else self.words_button
        if not button.isChecked():
            button.setChecked(True)  # the other one follows (one group)
        self._refresh()

    def _refresh(self) -> None:
        for i, card in enumerate(self.cards):
            view = self.tabs.widget(i)
            assert isinstance(view, QTextBrowser)
            view.setHtml(self.card_html(card))

    def rows(self, card: Card) -> list[CardRow]:
        hit = self._rows.get(id(card))
        if hit is None or hit[0] is not card:
            hit = self._rows[id(card)] = (card, grouped_rows(card))
        return hit[1]

    def anagrams(self, card: Card) -> Anagrams:
        """The words each of an Anaghost card's pools makes (empty for the others)."""
        hit = self._anagrams.get(id(card))
        if hit is None or hit[0] is not card:
            found = card_anagrams(card.variant, card.words, self.counting_words)
            hit = self._anagrams[id(card)] = (card, found)
        return hit[1]

    # -- the document --------------------------------------------------------------------
    def card_html(
        self,
        card: Card,
        columns: int | None = None,
        *,
        mode: str | None = None,
        pt: float | None = None,
        letters: int = 60,
        depth: int | None = None,
        note: str = "",
    ) -> str:
        """The card as rich text. ``columns`` None means the on-screen layout; on paper
        ``pt`` is the font's size and ``letters`` about how many letters a column holds.
        ``depth``: only the lines this deep or less (the first decisions), with ``note``
        saying why under the head."""
        mode = mode or self.mode
        body = (
            self._words_html(card, columns)
            if mode == WORDS
            else self._grouped_html(card, columns, pt, letters, depth)
        )
        if note:
            body = f"<p style='margin-top:0'><b>{html.escape(note)}</b></p>" + body
        return self._head_html(card) + body

    def _head_html(self, card: Card) -> str:
        e = html.escape
        number = QLocale().toString
        title = (
            self.tr("%1: memorisation card for player %2")
            .replace("%1", short_variant_name(card.variant))
            .replace("%2", str(card.seat + 1))
        )
        sub = (
            self.tr("%1 · %2 · words of %3+ letters count · %4 players")
            .replace("%1", e(list_title(self.word_list_name)))
            .replace("%2", e(variant_name(card.variant)))
            .replace("%3", str(card.min_length))
            .replace("%4", str(card.players))
        )
        if self.note:
            sub += f" · {e(self.note)}"
        counts = " · ".join(
            (
                self.tr("%1 decisions to remember", "", card.decisions).replace(
                    "%1", number(card.decisions)
                ),
                self.tr("sets of letters to end in: %1").replace("%1", number(len(card.words)))
                if variant_by_key(card.variant).pool
                else self.tr("%1 words", "", len(card.words)).replace(
                    "%1", number(len(card.words))
                ),
            )
        )
        verdict = {
            0: self.tr("Play as shown and every word ends the round in your favour."),
            1: self.tr(
                "With perfect play against you, you cannot always win; this card loses as little as possible."
            ),
            2: self.tr("With perfect play against you, you lose; this card holds out."),
        }[card.lossiness]
        return f"<h2>{e(title)}</h2><p style='margin-bottom:4px'>{sub}<br><b>{e(counts)}</b> — <i>{e(verdict)}</i></p>"

    def _words_html(self, card: Card, columns: int | None) -> str:
        e = html.escape
        losing = set(card.losing_words)
        pools = variant_by_key(card.variant).pool
        intro = (
            "<p>"
            + e(
                (
                    self.tr(
                        "Force the game into these %1 sets of letters, shown with the words they make (struck-out sets lose for you):"
                    )
                    if pools
                    else self.tr(
                        "Force the game into these %1 words (struck-out words lose for you):"
                    )
                ).replace("%1", str(len(card.words)))
            )
            + "</p>"
        )
        cells = [
            f"<s>{self._ending_html(card, w)}</s>" if w in losing else self._ending_html(card, w)
            for w in card.words
        ]
        # a pool with its words is a longer cell: fewer columns
        cols = columns or (3 if pools else 6 if len(cells) > 60 else 4)
        rows = (len(cells) + cols - 1) // cols
        table = "".join(
            "<tr>"
            + "".join(
                f"<td style='padding-right:14px'>{cells[r + c * rows]}</td>"
                for c in range(cols)
                if r + c * rows < len(cells)
            )
            + "</tr>"
            for r in range(rows)
        )
        return intro + f"<table{' width=100%' if columns else ''}>{table}</table>"

    def _grouped_html(
        self,
        card: Card,
        columns: int | None,
        pt: float | None,
        letters: int,
        depth: int | None = None,
    ) -> str:
        e = html.escape
        lose = set(card.losing_words)
        variant = variant_by_key(card.variant)
        if variant.prefix:
            key = self.tr(
                "Each line: the letters at your turn → your play (the letter to add in bold), then the words to aim for: spell them out."
            )
        elif variant.pool:
            key = self.tr(
                "Each line: the letters at your turn, in alphabetical order → the letters after your play (the letter to add in bold), then the sets of letters that may end the round, each with the words it makes."
            )
        else:
            key = self.tr(
                "Each line: the letters at your turn → the letters after your play (the letter to add in bold), then the words that may end the round."
            )
        key += " " + self.tr("Indented: the letters the others can leave you at your next turn.")
        if lose:
            key += " " + self.tr("* marks a word that loses for you.")
        parts = [f"<p style='margin-top:0; font-size:small'>{e(key)}</p>"]
        early = sorted(set(card.words) - set(tree_words(card.tree)))
        if early:
            before = self.tr("Before your first turn the round may end in:")
            parts.append(
                f"<p>{e(before)} <span style='font-size:small'>{self._words_text(card, early, lose)}</span></p>"
            )
        rows = self.rows(card)
        if depth is not None:
            cut = {
                i
                for i, row in enumerate(rows[:-1])
                if row.depth == depth and rows[i + 1].depth > depth
            }
            rows = [
                row._replace(words=(*row.words, "…")) if i in cut else row
                for i, row in enumerate(rows)
                if row.depth <= depth
            ]
        if not rows and not early:
            nothing = self.tr("Nothing to remember: the round is over before your turn.")
            parts.append(f"<p><i>{e(nothing)}</i></p>")
        em = QFontMetricsF(card_font(pt) if pt else self.tabs.font()).horizontalAdvance("M")
        lines = [self._row_html(card, row, lose, em) for row in rows]
        if columns is None or columns <= 1:
            return "".join(parts + lines)
        weights = [1 + self.row_length(row, card) // max(8, letters) for row in rows]
        # columns break between groups of lines where they can: the top level's, or the
        # next one's when a single line (player 1's start) heads the whole card
        top = 0 if sum(1 for row in rows if row.depth == 0) > 1 else 1
        runs = split_columns(
            weights, columns, {i for i, row in enumerate(rows) if row.depth <= top}
        )
        width = 100 // max(1, len(runs))
        cells = "".join(
            f"<td width='{width}%' style='padding-right:10px' valign='top'>{self._context_html(card, rows, a, lose, em)}{''.join(lines[a:b])}</td>"
            for a, b in runs
        )
        return "".join(parts) + f"<table width='100%'><tr>{cells}</tr></table>"

    def _context_html(
        self, card: Card, rows: list[CardRow], first: int, lose: set[str], em: float
    ) -> str:
        """At the top of a column that starts inside a group: the lines above it again."""
        above: list[CardRow] = []
        depth = rows[first].depth if first < len(rows) else 0
        for row in reversed(rows[:first]):
            if depth == 0:
                break
            if row.depth < depth:
                above.append(row)
                depth = row.depth
        return "".join(
            self._row_html(card, row, lose, em, continued=True) for row in reversed(above)
        )

    def _row_html(
        self, card: Card, row: CardRow, lose: set[str], em: float, *, continued: bool = False
    ) -> str:
        """One decision (or a run of forced ones): indented by depth, a hanging indent for
        the words that wrap, the letters to add in bold, the words smaller."""
        hang = 2 * em
        left = 1.5 * em * row.depth + hang
        top = 3 if row.depth == 0 else 0
        text = "; ".join(self._step_html(n) for n in row.steps)
        if continued:
            more = self.tr("(continued)")
            text += f"&nbsp;&nbsp; <i>{html.escape(more)}</i>"
        elif row.repeat:
            as_above = self.tr("as above")  # outside the f-string, where lupdate sees it
            text += f"&nbsp;&nbsp; <i>{html.escape(as_above)}</i>"
        elif row.words:
            text += f"&nbsp;&nbsp; <span style='font-size:small'>{self._words_text(card, row.words, lose)}</span>"
        return f"<p style='margin-bottom:0; margin-top:{top}px; margin-left:{left:.1f}px; text-indent:{-hang:.1f}px'>{text}</p>"

    def _step_html(self, node: GroupNode) -> str:
        e = html.escape
        before, letter, after = split_play(node)
        play = f"{e(capitals(before))}<b>{e(capitals(letter))}</b>{e(capitals(after))}"
        text = (
            e(self.tr("start with %1")).replace("%1", play)
            if not node.at
            else f"{e(capitals(node.at))} → {play}"
        )
        if node.move is not None and node.move.reverse:
            reversed_ = self.tr("(reversed)")
            text += f" <span style='font-size:small'>{e(reversed_)}</span>"
        return text

    def _words_text(self, card: Card, words: tuple[str, ...] | list[str], lose: set[str]) -> str:
        # an Anaghost pool lists its words after a colon: the pools part with semicolons
        joint = "; " if self.anagrams(card) else ", "
        return joint.join(
            "…" if w == "…" else self._ending_html(card, w) + ("*" if w in lose else "")
            for w in words
        )

    def _ending_html(self, card: Card, ending: str) -> str:
        """A word the card ends in; for Anaghost a pool of letters in capitals and the words
        it makes ("AER: are, ear, era")."""
        if not variant_by_key(card.variant).pool:
            return self._word_html(ending)
        made = self.anagrams(card).get(ending, ())
        pool = html.escape(capitals(ending))
        return pool + (": " + ", ".join(self._word_html(w) for w in made) if made else "")

    def _word_html(self, word: str) -> str:
        """A word of the card; on screen its meaning shows when the pointer rests on it."""
        meaning = self.meaning(word) if self.meaning is not None else None
        if meaning is None:
            return html.escape(word)
        tip = meaning or self.tr("no definition available")
        return f'<span title="{html.escape(f"{capitals(word)}: {tip}")}">{html.escape(word)}</span>'

    def row_length(self, row: CardRow, card: Card | None = None) -> int:
        """About how many letters a row's line takes (an Anaghost pool's words included)."""
        return (
            2 * row.depth
            + sum(len(n.at) + len(n.play) + 5 for n in row.steps)
            + sum(self.ending_length(card, w) for w in row.words)
        )

    def ending_length(self, card: Card | None, ending: str) -> int:
        made = self.anagrams(card).get(ending, ()) if card is not None else ()
        return len(ending) + 2 + sum(len(w) + 2 for w in made)

    def document(self, card: Card, page: QSizeF, mode: str | None = None) -> QTextDocument:
        """The card laid out to fit one page (``page`` in points): the largest font at
        which it fits, in the fewest columns (the word list: at least four) at that size.
        A strategy whose words would print smaller than ``LEGIBLE_PT`` is cut to its
        first decisions, as deep as fits legibly, and says so (``paper_note``)."""
        mode = mode or self.mode
        self.paper_note = ""
        if mode == WORDS:
            lengths = [self.ending_length(card, w) for w in card.words]
            return fit_document(
                lambda columns, pt, letters: self.card_html(
                    card, columns, mode=mode, pt=pt, letters=letters
                ),
                lengths,
                page,
                4,
            )
        rows = self.rows(card)

        def layout(depth: int | None, note: str = "") -> QTextDocument:
            kept = [
                self.row_length(row, card) for row in rows if depth is None or row.depth <= depth
            ]
            return fit_document(
                lambda columns, pt, letters: self.card_html(
                    card, columns, mode=mode, pt=pt, letters=letters, depth=depth, note=note
                ),
                kept,
                page,
                1,
            )

        doc = layout(None)
        tiny = words_pt(doc, page)
        deepest = max((row.depth for row in rows), default=0)
        if tiny >= LEGIBLE_PT - 0.01 or deepest == 0:
            return doc
        best: QTextDocument | None = None
        for depth in range(deepest):  # the shallow cuts are small: deeper until one is too small
            shown = sum(row.depth <= depth for row in rows)
            note = (
                self.tr(
                    "This card does not fit one page in legible print (its words would be %1 pt): here are its first decisions only, "
                    "%2 of %3 lines. A line ending in … goes on in the full card on screen."
                )
                .replace("%1", QLocale().toString(tiny, "f", 1))
                .replace("%2", QLocale().toString(shown))
                .replace("%3", QLocale().toString(len(rows)))
            )
            cut = layout(depth, note)
            if best is not None and words_pt(cut, page) < LEGIBLE_PT - 0.01:
                break
            best, self.paper_note = cut, note
        assert best is not None
        if (
            words_pt(best, page) < LEGIBLE_PT - 0.01
        ):  # even the first decisions: legible, over several pages
            pt = LEGIBLE_PT / SMALL
            best = QTextDocument()
            best.setPageSize(QSizeF(page.width() * 96 / 72, page.height() * 96 / 72))
            best.setDefaultFont(card_font(pt))
            best.setHtml(self.card_html(card, 1, mode=mode, pt=pt, depth=0, note=self.paper_note))
        return best

    # -- output --------------------------------------------------------------------------
    def export_pdf(self, path: str, card: Card | None = None) -> bool:
        """Write one card (the shown one by default) as a one-page PDF; False on failure,
        with the reason in ``export_error`` when the system gave one."""
        card = card or self.current_card()
        self.export_error = ""
        try:
            with open(path, "wb"):  # an old file emptied: a failed write is no old success
                pass
        except OSError as exc:
            self.export_error = self._reason(exc)
            return False
        writer = QPdfWriter(path)
        writer.setPageLayout(
            QPageLayout(
                QPageSize(default_page_size()),
                QPageLayout.Orientation.Portrait,
                QMarginsF(15, 15, 15, 15),
            )
        )
        writer.setTitle(
            self.tr("Ghost memorisation card for player %1").replace("%1", str(card.seat + 1))
        )
        writer.setCreator("Ghost")
        with busy():
            doc = self.document(card, writer.pageLayout().paintRect(QPageLayout.Unit.Point).size())
            doc.print_(writer)
        del writer  # closes the file
        return os.path.isfile(path) and os.path.getsize(path) > 0

    def _reason(self, exc: OSError) -> str:
        return {
            errno.EACCES: self.tr("you may not write there"),
            errno.EPERM: self.tr("you may not write there"),
            errno.EROFS: self.tr("the disk is read-only"),
            errno.ENOSPC: self.tr("the disk is full"),
            errno.ENOENT: self.tr("the folder does not exist"),
            errno.EISDIR: self.tr("that is a folder"),
        }.get(exc.errno or 0, exc.strerror or str(exc))

    def _print_to(self, printer: QPrinter) -> None:
        with busy():
            self.document(
                self.current_card(), printer.pageLayout().paintRect(QPageLayout.Unit.Point).size()
            ).print_(printer)

    def _printer(self) -> QPrinter:
        printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        printer.setPageSize(QPageSize(default_page_size()))  # the print dialog may change it
        printer.setDocName(
            self.tr("Ghost memorisation card for player %1").replace(
                "%1", str(self.current_card().seat + 1)
            )
        )
        return printer

    def print_preview(self, *, modal: bool = True) -> QPrintPreviewDialog:
        """Show the shown card as it will print (the paper changeable there). The printer
        lives as long as the dialog: the view keeps both (``preview``). ``modal`` False:
        open it and return at once."""
        if self.preview is not None:  # the last one goes, then its printer
            self.preview.close()
            shiboken6.delete(self.preview)
        self._preview_printer = self._printer()
        dialog = self.preview = QPrintPreviewDialog(self._preview_printer, self)
        dialog.paintRequested.connect(self._print_to)
        if modal:
            dialog.exec()
        else:
            dialog.open()
        return dialog

    def print_card(self) -> None:
        printer = self._printer()
        if QPrintDialog(printer, self).exec():
            self._print_to(printer)

    def file_name(self, card: Card) -> str:
        """A name for the card's PDF: ghost-card-english-family-player2.pdf (the variant
        named unless it is Ghost, "-words" for the word list)."""
        parts = ["ghost-card", self.word_list_name]
        if card.variant != "ghost":
            parts.append(VARIANT_NAMES.get(card.variant, card.variant).lower())
        parts.append(f"player{card.seat + 1}")
        if self.mode == WORDS:
            parts.append("words")
        return re.sub(r'[\\/:*?"<>|\s]+', "-", "-".join(parts)) + ".pdf"

    def _export(self) -> None:
        card = self.current_card()
        start = os.path.join(documents_folder(), self.file_name(card))
        path, _ = QFileDialog.getSaveFileName(
            self, self.tr("Export the card as PDF"), start, self.tr("PDF files (*.pdf)")
        )
        if not path:
            return
        if not os.path.splitext(path)[1]:
            path += ".pdf"
        if self.export_pdf(path, card):
            self.confirm_saved(path)
        else:
            self.report_failure(path)

    def confirm_saved(self, path: str) -> None:
        """Say where the card went, with a button that shows the folder."""
        folder = os.path.dirname(os.path.abspath(path))
        text = self.tr("The card was saved as %1.").replace(
            "%1", QDir.toNativeSeparators(os.path.abspath(path))
        )
        if self.paper_note:  # cut to its first decisions: say so here too
            text += "\n\n" + self.paper_note
        box = QMessageBox(
            QMessageBox.Icon.Information,
            self.tr("Export PDF"),
            text,
            QMessageBox.StandardButton.Ok,
            self,
        )
        button = box.addButton(self.tr("Open folder"), QMessageBox.ButtonRole.ActionRole)
        button.clicked.connect(lambda: self.open_folder(folder))
        self._show(box)

    def report_failure(self, path: str) -> None:
        reason = self.export_error or self.tr("the folder may be read-only, or the disk full")
        text = (
            self.tr("The card could not be saved as %1: %2.")
            .replace("%1", QDir.toNativeSeparators(path))
            .replace("%2", reason)
        )
        self._show(
            QMessageBox(
                QMessageBox.Icon.Warning,
                self.tr("Export PDF"),
                text,
                QMessageBox.StandardButton.Ok,
                self,
            )
        )

    def _show(self, box: QMessageBox) -> None:
        box.setTextFormat(Qt.TextFormat.PlainText)  # a file name is text, never markup
        if self.message_box is not None:
            self.message_box.close()
        self.message_box = box
        box.open()
