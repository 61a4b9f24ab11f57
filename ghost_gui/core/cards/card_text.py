"""Cards as plain text: the grouped card (the strategy, by the others' replies) and the
flat word list. Used by the command line; the rows are there for the GUI, which translates
its own words and sets the letters to play in bold.

Notation of the grouped card, one line per decision shown::

    H → HY   hyacinth, hybrid, hype*
      HYD → HYDR   hydra, hydro

"H → HY": when the letters are H at your turn, play Y. The words after it are the words to
aim for from there (* marks a word that loses for you). Indented lines are the positions
the others can bring about at your next turn. In Ghost and Anti-Ghost a reply that leaves
a single word to aim for gets no line of its own: its word is listed on its parent's line
and the play is to spell it out. A position reached again (Super variants) points to the line that shows it by the letters
that line starts with ("see ADVO").

Xghost and Anaghost put the letter to play in brackets, as it can go between two letters
(Xghost) or into its sorted place in the pool (Anaghost)::

    BT → B[E]T   beat, bet
    AB → AB[E]   abet (beat, beta)

An Anaghost card's words are pools of letters (sorted): each is shown with the words it is
an anagram of, given ``anagrams`` (see :func:`anagrams_of`).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import NamedTuple

from ..alphabets import capitals
from ..play.plays import Side
from ..play.variants import pool_of, variant_by_key
from ..variant_keys import VARIANT_NAMES as VARIANT_NAMES
from .card_order import in_card_order
from .cards import GroupNode, TreeCard, WordCard, tree_words

LOSSINESS = {0: "every word wins", 1: "some words lose", 2: "every word loses"}
WIDTH = 96

Card = WordCard | TreeCard


class CardRow(NamedTuple):
    """One line of a grouped card: one decision, or a run of decisions where the others
    have a single way to go on (the line names no word until its last step)."""

    depth: int
    #: the decisions on this line, in order of play
    steps: tuple[GroupNode, ...]
    #: the words shown on this line: the words to aim for from here that no line below shows
    words: tuple[str, ...]
    #: the position was shown before: "see ADVO", the first letters of the line showing it
    repeat: bool = False
    #: where it was shown: the letters at the start of that line
    see: str = ""

    @property
    def at(self) -> str:
        return self.steps[0].at

    @property
    def play(self) -> str:
        return self.steps[0].play


def shown_plays(rows: Sequence[CardRow]) -> int:
    """The plays a grouped card shows, the number its head gives a family: one for each
    "start with H" and each "H → HY" on its lines, where a line may chain a few; a position
    shown again ("see ADVO") is not counted twice. In Ghost and Anti-Ghost the plays that
    spell out a word to aim for are in the word: a card that says "start with Q  quack,
    quell" is one play and two words (the card's ``decisions`` count each letter of them
    where another letter could go, which the card never shows)."""
    return sum(len(row.steps) for row in rows if not row.repeat)


def variant_name(key: str) -> str:
    return VARIANT_NAMES.get(key, key)


def split_play(node: GroupNode) -> tuple[str, str, str]:
    """The fragment after the play as (before, added letter, after): the letter to set in bold."""
    p = node.play
    if node.move is not None and node.move.at is not None:  # between two letters, or a pool's
        at = node.move.at
        return p[:at], p[at : at + 1], p[at + 1 :]
    if node.move is not None and node.move.side is Side.LEFT:
        return "", p[:1], p[1:]
    return p[:-1], p[-1:], ""


def _chain(n: GroupNode) -> bool:
    """Whatever the others do, at most one way to go on at every turn below n."""
    while len(n.next) == 1:
        n = n.next[0]
    return not n.next


def grouped_rows(
    card: Card, nodes: tuple[GroupNode, ...] | list[GroupNode] | None = None
) -> list[CardRow]:
    """The grouped card as rows in reading order (see the module's notation)."""
    nodes = card.tree if nodes is None else nodes
    # Ghost and Anti-Ghost: the words alone spell out the plays, so a reply after which the
    # others never again have a choice of lines is shown by its words on its parent's line
    collapse = card.variant in ("ghost", "anti")
    rows: list[CardRow] = []
    shown: set[str] = set()
    #: each position shown, and the letters its line starts with (where a repeat points)
    line_of: dict[str, str] = {}

    def split(n: GroupNode) -> tuple[list[GroupNode], tuple[str, ...]]:
        if collapse and _chain(n):
            return [], n.words
        if not collapse:
            return list(n.next), n.ends
        below = [c for c in n.next if not _chain(c)]
        inline = set(n.ends)
        for c in n.next:
            if _chain(c):
                inline.update(c.words)
        return below, in_card_order(inline, card)

    def visit(n: GroupNode, depth: int) -> None:
        if n.at in shown:
            rows.append(CardRow(depth, (n,), (), True, line_of.get(n.at, n.at)))
            return
        steps = []
        while True:
            shown.add(n.at)
            steps.append(n)
            below, words = split(n)
            if words or len(below) != 1 or below[0].at in shown:
                break
            n = below[0]
        rows.append(CardRow(depth, tuple(steps), words))
        line_of.update((s.at, steps[0].at) for s in steps)
        for c in below:
            visit(c, depth + 1)

    for n in nodes:
        visit(n, 0)
    return rows


def step_text(node: GroupNode, *, mark: bool = False) -> str:
    """ "H → HY", or "start with H"; ``mark``: the added letter in brackets ("BT → B[E]T"),
    for the variants where it may go anywhere (see :func:`marks_letter`)."""
    if mark:
        before, letter, after = (capitals(part) for part in split_play(node))
        play = f"{before}[{letter}]{after}"
    else:
        play = capitals(node.play)
    return f"{capitals(node.at)} → {play}" if node.at else f"start with {play}"


def marks_letter(variant_key: str) -> bool:
    """Does a card of this variant show the letter to play in brackets? Where it can go
    between two letters (Xghost) or into a sorted pool (Anaghost), the fragment after the
    play alone does not show at a glance which letter was added."""
    v = variant_by_key(variant_key)
    return v.inserts or v.pool


def anagrams_of(pools: Iterable[str], words: Iterable[str]) -> dict[str, tuple[str, ...]]:
    """Anaghost: each pool of ``pools`` (sorted letters) with the ``words`` it is an
    anagram of, sorted; a family reads words, not pools."""
    wanted = set(pools)
    lengths = {len(p) for p in wanted}  # only a word of a pool's length is sorted
    found: dict[str, list[str]] = {p: [] for p in wanted}
    for w in words:
        if len(w) in lengths:
            p = pool_of(w)
            if p in wanted:
                found[p].append(w)
    return {p: tuple(sorted(ws)) for p, ws in found.items()}


def pool_text(pool: str, anagrams: Mapping[str, Sequence[str]] | None, star: str = "") -> str:
    """The pool, then the words it makes ("aer (are, ear, era)"), ``star`` after the pool
    when it loses; the pool alone when its words are not known. The pool is written as the
    card's words are, in small letters, so that a line reads as a list of endings."""
    ws = anagrams.get(pool, ()) if anagrams is not None else ()
    return pool + star + (f" ({', '.join(ws)})" if ws else "")


def head_line(card: Card, variant: str | None = None, word_list: str | None = None) -> str:
    name = variant or variant_name(card.variant)
    head = f"Player {card.seat + 1}'s card: {name}, minimum length {card.min_length}, {card.players} players"
    return head + (f", {word_list}" if word_list else "")


def _count(n: int, what: str) -> str:
    return f"{n} {what}" if n == 1 else f"{n} {what}s"


def grouped_lines(
    card: Card,
    nodes: tuple[GroupNode, ...] | list[GroupNode] | None = None,
    variant_name: str | None = None,
    *,
    word_list: str | None = None,
    width: int = WIDTH,
    anagrams: Mapping[str, Sequence[str]] | None = None,
) -> list[str]:
    """The grouped card as plain text: a head naming the variant, the number of decisions
    to remember and of words, a one-line key, then the rows. ``anagrams``: Anaghost's pools
    with their words (:func:`anagrams_of`), shown beside each pool."""
    nodes = card.tree if nodes is None else nodes
    lose = set(card.losing_words)
    mark_letter = marks_letter(card.variant)
    pools = variant_by_key(card.variant).pool

    def word(w: str) -> str:
        return pool_text(w, anagrams, "*" if w in lose else "") if pools else _word(w, lose)

    words = tree_words(nodes)
    rows = grouped_rows(card, nodes)
    mark = " (* marks a word that loses)" if lose else ""
    lines = [
        head_line(card, variant_name, word_list),
        f"{_count(shown_plays(rows), 'play')} to remember, {_count(len(card.words), 'word')}{_unfamiliar(card)}; {LOSSINESS[card.lossiness]}{mark}.",
    ]
    if card.variant in ("ghost", "anti"):
        lines.append(
            "Each line: the letters at your turn → your play, then the words to aim for (spell them out)."
        )
    elif pools:
        lines.append(
            "Each line: the letters at your turn → the letters after your play, [your letter] in"
            " brackets (their order does not matter), then the letters that may end the round,"
            " with their words."
        )
    elif mark_letter:
        lines.append(
            "Each line: the letters at your turn → the letters after your play, [your letter] in"
            " brackets where it goes, then the words that may end the round."
        )
    else:
        lines.append(
            "Each line: the letters at your turn → the letters after your play, then the words that may end the round."
        )
    lines.append("Indented: the letters they can leave you at your next turn.")
    lines.append("")
    early = in_card_order(set(card.words) - set(words), card)
    if early:
        lines += _wrap(
            "Before your first turn the round may end in: ",
            [word(w) for w in early],
            "  ",
            width,
        )
    for row in rows:
        pad = "  " * row.depth
        text = pad + "; ".join(step_text(n, mark=mark_letter) for n in row.steps)
        if row.repeat:
            lines.append(text + f"   see {capitals(row.see) or 'start'} above")
            continue
        lines += _wrap(
            text + ("   " if row.words else ""),
            [word(w) for w in row.words],
            pad + "    ",
            width,
        )
    if not nodes and not early:
        lines.append("(nothing to remember: the round is over before your turn)")
    return lines


def flat_lines(
    card: Card,
    variant_name: str | None = None,
    *,
    word_list: str | None = None,
    width: int = 88,
    anagrams: Mapping[str, Sequence[str]] | None = None,
) -> list[str]:
    """The flat word list: the card's words in columns, * on those that lose; Anaghost's
    pools each with its words (``anagrams``), one a line."""
    lose = set(card.losing_words)
    mark = " (* marks a word that loses)" if lose else ""
    lines = [
        head_line(card, variant_name, word_list),
        f"{_count(len(card.words), 'word')}{_unfamiliar(card)}; {LOSSINESS[card.lossiness]}{mark}.",
        "",
    ]
    if variant_by_key(card.variant).pool:
        return lines + [pool_text(w, anagrams, "*" if w in lose else "") for w in card.words]
    return lines + columns([w + ("*" if w in lose else "") for w in card.words], width)


def _unfamiliar(card: Card) -> str:
    """ " (12 unfamiliar: aal, cwm, …)": the words people may not know, on a word card."""
    unfamiliar = getattr(card, "unfamiliar", ())
    if not unfamiliar:
        return ""
    shown = ", ".join(unfamiliar[:6]) + (", …" if len(unfamiliar) > 6 else "")
    which = "; the familiar card" if getattr(card, "familiar", False) else ""
    return f" ({len(unfamiliar)} unfamiliar: {shown}{which})"


def columns(items: list[str], width: int = 88) -> list[str]:
    if not items:
        return []
    col = max(len(s) for s in items) + 2
    per = max(1, width // col)
    rows = (len(items) + per - 1) // per
    return [
        "".join(
            items[r + c * rows].ljust(col) for c in range(per) if r + c * rows < len(items)
        ).rstrip()
        for r in range(rows)
    ]


def _word(w: str, lose: set[str]) -> str:
    return w + ("*" if w in lose else "")


def _wrap(first: str, items: list[str], indent: str, width: int) -> list[str]:
    """``first`` then the items joined by ", ", wrapped at ``width``: the lines go on under
    the first item (a hanging indent); where an item would not fit there, the items start
    on the next line, at ``indent``."""
    pieces = [item + ("," if i < len(items) - 1 else "") for i, item in enumerate(items)]
    out: list[str] = []
    hang = " " * len(first)
    if pieces and len(first) + max(len(piece) for piece in pieces) > width:
        out.append(first.rstrip())
        first = hang = indent
    line = first
    fresh = True
    for piece in pieces:
        if not fresh and len(line) + 1 + len(piece) > width:
            out.append(line)
            line = hang + piece
            continue
        line = line + ("" if fresh else " ") + piece
        fresh = False
    out.append(line.rstrip())
    return out


__all__ = [
    "CardRow",
    "LOSSINESS",
    "VARIANT_NAMES",
    "anagrams_of",
    "flat_lines",
    "grouped_lines",
    "grouped_rows",
    "head_line",
    "marks_letter",
    "pool_text",
    "split_play",
    "step_text",
    "variant_name",
]
