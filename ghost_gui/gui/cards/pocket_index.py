"""The pocket card of SuperGhost, SuperDuperGhost and Xghost, laid out as an index: one line
per position of your turn, sorted by its letters (see ``core/cards/card_index.py``).

A line reads ``AV → MAV  maverick``: the letters at your turn in bold (what you look up),
then the letters after your play with your letter in bold and a little larger, where it
goes: at the left, at the right or between two letters; a play that turns the letters round
first shows them turned (``CI ⇄ IC → KIC``). The words after are small. The lines of one
first letter are set a little apart from the next, as a dictionary's are.
"""

from __future__ import annotations

from ...core.alphabets import capitals
from ...core.cards.card_index import IndexRow
from ...core.cards.card_text import split_play
from .pocket_measure import Measure, Text

#: sizes at scale 1, in points: the letters looked up, your letter, the words
INDEX_AT_PT, INDEX_LETTER_PT, INDEX_WORDS_PT = 6.5, 8.0, 6.0
#: between the lines of one first letter and the next, in points at scale 1
GROUP_GAP = 2.0
ARROW, TURN = " → ", " ⇄ "


def lay_index_rows(
    rows: list[IndexRow], start: str, m: Measure, scale: float, width: float, lose: set[str]
) -> list[tuple[float, list[Text]]]:
    """Each line laid out at the top of a column ``width`` wide: (height, texts at y from 0);
    empty when a line's letters do not fit the column. ``start``: the word for the start."""
    at_pt, letter_pt, words_pt = (
        INDEX_AT_PT * scale,
        INDEX_LETTER_PT * scale,
        INDEX_WORDS_PT * scale,
    )
    ascent = m.metrics(letter_pt, True).ascent()
    words_line = m.metrics(words_pt).lineSpacing()
    space = m.width(" ", words_pt)
    out: list[tuple[float, list[Text]]] = []
    previous = None
    for row in rows:
        first = row.at[:1]
        top = GROUP_GAP * scale if previous is not None and first != previous else 0.0
        previous = first
        y = top + ascent
        before, letter, after = (capitals(part) for part in split_play(row.node))
        shown = [(capitals(row.at) or start, at_pt, True, False)]
        if row.reverses:
            shown += [(TURN, at_pt, False, True), (capitals(row.at[::-1]), at_pt, False, False)]
        shown += [
            (ARROW, at_pt, False, True),
            (before, at_pt, False, False),
            (letter, letter_pt, True, False),
            (after, at_pt, False, False),
        ]
        items: list[Text] = []
        x = 0.0
        for text, pt, bold, grey in shown:
            if text:
                items.append(Text(x, y, text, pt, bold=bold, grey=grey))
                x += m.width(text, pt, bold)
        if x > width + 0.01:
            return []
        # the words after the play, wrapped under the first of them (or under the line's
        # letters, indented, when the column leaves no room beside the play)
        start_x = cursor = x + 2 * space
        indent = 8.0 * scale
        for j, w in enumerate(row.words):
            piece = w + ("*" if w in lose else "") + ("," if j < len(row.words) - 1 else "")
            pw = m.width(piece, words_pt)
            if cursor + pw > width and (cursor > start_x or start_x > indent):
                y += words_line
                if start_x + pw > width:
                    start_x = indent
                cursor = start_x
            items.append(Text(cursor, y, piece, words_pt))
            cursor += pw + space
        height = y + m.metrics(letter_pt, True).descent() + 0.8 * scale
        out.append((height, items))
    return out
