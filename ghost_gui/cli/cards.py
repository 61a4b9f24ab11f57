"""The output of ``card``: one player's card (or every player's) as the grouped card, the
flat word list or JSON, and the pocket card as a one-page PDF (Qt draws it: imported only
there)."""

from __future__ import annotations

import argparse
import os
import sys
from typing import TYPE_CHECKING, Any

from .arguments import UsageError, workbench
from .terminal import shown

if TYPE_CHECKING:
    from ..core.analysis.results import Workbench


def card_command(args: argparse.Namespace) -> str:
    """``card``: one player's card, or every player's, as text, JSON or a pocket card."""
    bench = workbench(args)
    if args.player == "all":
        # every seat's card from one solve, one after the other (JSON: one object per line)
        return ("\n" if args.json else "\n\n").join(
            _one_card(args, bench, seat) for seat in range(args.players)
        )
    return _one_card(args, bench, int(args.player) - 1)


def _one_card(args: argparse.Namespace, bench: Workbench, seat: int) -> str:
    from ..core.cards.card_text import anagrams_of, flat_lines, grouped_lines
    from ..core.cards.cards import tree_json
    from ..core.play.variants import variant_by_key

    word_list, card = bench.card(
        args.variant, args.min_length, args.players, seat, familiar=args.familiar
    )
    # Anaghost's card holds pools of letters: each is shown (and given in JSON) with its words
    anagrams = (
        anagrams_of(card.words, (w for w in bench.word_list.words if len(w) >= card.min_length))
        if variant_by_key(card.variant).pool
        else None
    )
    if args.pocket:
        return _pocket(args, card, shown(word_list.name), anagrams)
    if args.json:
        import json

        data: dict[str, Any] = {
            "word_list": shown(word_list.name),
            "variant": card.variant,
            "min_length": card.min_length,
            "players": card.players,
            "player": card.seat + 1,
            "lossiness": card.lossiness,
            "decisions": card.decisions,
            "words": list(card.words),
            "losing_words": list(card.losing_words),
            "unfamiliar_words": list(getattr(card, "unfamiliar", ())),
            "familiar": bool(getattr(card, "familiar", False)),
            "tree": tree_json(card.tree),
        }
        if anagrams is not None:
            data["anagrams"] = {p: list(ws) for p, ws in sorted(anagrams.items())}
        return json.dumps(data, ensure_ascii=False)
    lines = (flat_lines if args.flat else grouped_lines)(
        card, word_list=shown(word_list.name), anagrams=anagrams
    )
    return "\n".join(lines)


def _pocket(
    args: argparse.Namespace, card: Any, list_name: str, anagrams: dict[str, tuple[str, ...]] | None
) -> str:
    """The pocket card as a one-page PDF (Qt draws it: imported only here); ``anagrams``: the
    words an Anaghost card's pools make."""
    if (
        not os.environ.get("DISPLAY")
        and not os.environ.get("WAYLAND_DISPLAY")
        and sys.platform.startswith("linux")
    ):
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtGui import QGuiApplication

    from ..core.cards.card_text import LOSSINESS, variant_name
    from ..core.errors import IncompleteFileError
    from ..gui.cards.card_paper import default_page_size
    from ..gui.cards.pocket_card import MIN_PT, PocketTexts, lay_out, write_pdf
    from ..gui.fonts import register_bundled_fonts
    from ..gui.texts.play_texts import no_line_text

    app = QGuiApplication.instance() or QGuiApplication(["ghost"])
    register_bundled_fonts()
    texts = PocketTexts(
        title=f"{variant_name(card.variant)} · player {card.seat + 1} of {card.players}",
        subtitle=f"{list_name} · words of {card.min_length}+ letters · {LOSSINESS[card.lossiness]}",
        legend=_legend(card.variant) + (" * a word that loses." if card.losing_words else ""),
        start="start",
        see="see %1 above",
        no_line=no_line_text(card.variant),  # English: no translator is installed here
    )
    layout = lay_out(card, texts, args.paper, default_page_size(), anagrams)
    if layout is None:
        raise UsageError(
            f"the card ({card.decisions} decisions, {len(card.words)} words) does not fit "
            f"{'a full page' if args.paper == 'page' else args.paper} with its words at {MIN_PT:g} pt or larger"
            + _larger(card, texts, args.paper, anagrams)
        )
    try:
        write_pdf(layout, args.pdf, title=texts.title)
    except OSError as exc:
        raise UsageError(f"cannot write {args.pdf}: {exc.strerror or exc}") from None
    except IncompleteFileError as exc:
        raise UsageError(f"cannot write {args.pdf}: {exc.detail} (the disk may be full)") from None
    del app
    paper = {"page": layout.page_size.name()}.get(args.paper, args.paper)
    return (
        f"wrote {args.pdf}: the pocket card on {paper}, {layout.columns} column{'s' if layout.columns > 1 else ''}, "
        f"words at {layout.words_pt:.1f} pt"
    )


def _legend(variant: str) -> str:
    """How to read the card: a tree to follow (Ghost, Anti-Ghost, Anaghost) or an index to
    look the letters up in (SuperGhost, SuperDuperGhost, Xghost)."""
    from ..core.play.variants import variant_by_key

    v = variant_by_key(variant)
    if not v.infix:
        return "At your turn: find the letters, play the big letter, aim for the words."
    return (
        "At your turn: look up the letters on the table (in bold, in alphabetical order); play the big letter"
        " where it stands."
    ) + (" ⇄: turn the letters round first." if v.may_reverse else "")


def _larger(card: Any, texts: Any, paper: str, anagrams: dict[str, tuple[str, ...]] | None) -> str:
    """ ": it fits A5: try --paper A5", the smallest larger paper the card fits, or why none."""
    from ..gui.cards.card_paper import default_page_size
    from ..gui.cards.pocket_card import PAPERS, lay_out

    for larger in PAPERS[PAPERS.index(paper) + 1 :]:
        if lay_out(card, texts, larger, default_page_size(), anagrams) is not None:
            name = "a full page" if larger == "page" else larger
            return f": it fits {name}, try --paper {larger}"
    return "" if paper == "page" else ": it does not fit a full page either"
