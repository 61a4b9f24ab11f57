"""A strategy card as rich text, on screen and on paper: the head naming the variant, the
seat, the word list and the numbers the card minimises; then the grouped strategy (one line
per decision, indented by depth, the letter to play in bold and the words to aim for after
it) or the flat word list. No widget: a test reads the text straight from here."""

from __future__ import annotations

import html
from collections.abc import Callable

from PySide6.QtCore import QLocale, QObject
from PySide6.QtGui import QFont, QFontMetricsF, QTextDocument

from ...core.alphabets import capitals
from ...core.cards.card_order import in_card_order
from ...core.cards.card_text import CardRow, grouped_rows, shown_plays, split_play
from ...core.cards.cards import GroupNode, TreeCard, WordCard, tree_words
from ...core.play.variants import variant_by_key
from ..texts.setup_names import list_title, short_variant_name, variant_name
from ..texts.words_texts import counted
from .card_paper import card_font, split_columns
from .card_words import Anagrams, card_anagrams

Card = WordCard | TreeCard
#: the two views of a card
STRATEGY, WORDS = "strategy", "words"


class CardHtml(QObject):
    """The rich text of a list's cards, with what it costs to make kept per card."""

    def __init__(
        self,
        word_list_name: str,
        screen_font: Callable[[], QFont],
        *,
        meaning: Callable[[str], str | None] | None = None,
        note: str = "",
        counting_words: tuple[str, ...] | None = None,
        parent: QObject | None = None,
    ) -> None:
        """``screen_font``: the font the card is shown in on screen (its indents are in
        that font's ems); ``meaning``, ``note`` and ``counting_words`` as
        :class:`~ghost_gui.gui.cards.card_view.CardView` takes them."""
        super().__init__(parent)
        self.word_list_name = word_list_name
        self.screen_font = screen_font
        self.meaning = meaning
        self.note = note
        self.counting_words = counting_words
        self._rows: dict[int, tuple[Card, list[CardRow]]] = {}
        self._anagrams: dict[int, tuple[Card, Anagrams]] = {}
        self._widths: dict[tuple[str, str], float] = {}

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

    def card_html(
        self,
        card: Card,
        columns: int | None = None,
        *,
        mode: str,
        pt: float | None = None,
        letters: int = 60,
        depth: int | None = None,
        note: str = "",
    ) -> str:
        """The card as rich text. ``columns`` None means the on-screen layout; on paper
        ``pt`` is the font's size and ``letters`` about how many letters a column holds.
        ``depth``: only the lines this deep or less (the first decisions), with ``note``
        saying why under the head."""
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
        plays = shown_plays(self.rows(card))  # what the lines show, not card.decisions
        counts = " · ".join(
            (
                counted(
                    plays,
                    self.tr("%1 play to remember", "", plays),
                    self.tr("%1 plays to remember", "", plays),
                ),
                self.tr("sets of letters to end in: %1").replace("%1", number(len(card.words)))
                if variant_by_key(card.variant).pool
                else counted(
                    len(card.words),
                    self.tr("%1 word", "", len(card.words)),
                    self.tr("%1 words", "", len(card.words)),
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
        early = in_card_order(set(card.words) - set(tree_words(card.tree)), card)
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
        font = card_font(pt) if pt else self.screen_font()
        widest = 0.45 * max(8, letters) * 0.62 * QFontMetricsF(font).horizontalAdvance("M")
        lines = [self._row_html(card, row, lose, font, widest) for row in rows]
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
            f"<td width='{width}%' style='padding-right:10px' valign='top'>{self._context_html(card, rows, a, lose, font)}{''.join(lines[a:b])}</td>"
            for a, b in runs
        )
        return "".join(parts) + f"<table width='100%'><tr>{cells}</tr></table>"

    def _context_html(
        self, card: Card, rows: list[CardRow], first: int, lose: set[str], font: QFont
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
            self._row_html(card, row, lose, font, continued=True) for row in reversed(above)
        )

    def _row_html(
        self,
        card: Card,
        row: CardRow,
        lose: set[str],
        font: QFont,
        widest: float = 0.0,
        *,
        continued: bool = False,
    ) -> str:
        """One decision (or a run of forced ones): indented by depth, the letters to add in
        bold, the words smaller, hanging under the first word when they wrap (2 em in where
        the decisions take more than ``widest`` pixels)."""
        em = QFontMetricsF(font).horizontalAdvance("M")
        text = "; ".join(self._step_html(n) for n in row.steps)
        hang = 2 * em
        words = "" if continued or row.repeat else self._words_text(card, row.words, lose)
        if words:  # long decisions keep 2 em: their words would wrap in a narrow strip
            gap = QFontMetricsF(font).horizontalAdvance("\u00a0\u00a0 ")
            steps = self._html_width(text, font) + gap
            hang = steps if steps <= widest else hang
        left = 1.5 * em * row.depth + hang
        top = 3 if row.depth == 0 else 0
        if continued:
            more = self.tr("(continued)")
            text += f"&nbsp;&nbsp; <i>{html.escape(more)}</i>"
        elif row.repeat:  # where the position was shown: the letters its line starts with
            see = self.tr("see %1 above").replace("%1", capitals(row.see) or self.tr("start"))
            text += f"&nbsp;&nbsp; <i>{html.escape(see)}</i>"
        elif words:
            text += f"&nbsp;&nbsp; <span style='font-size:small'>{words}</span>"
        return f"<p style='margin-bottom:0; margin-top:{top}px; margin-left:{left:.1f}px; text-indent:{-hang:.1f}px'>{text}</p>"

    def _html_width(self, text: str, font: QFont) -> float:
        """How wide a piece of the card's rich text is, in ``font`` (one line)."""
        key = (text, font.key())
        if key not in self._widths:
            doc = QTextDocument()
            doc.setDocumentMargin(0)
            doc.setDefaultFont(font)
            doc.setHtml(text)
            self._widths[key] = doc.idealWidth()
        return self._widths[key]

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
