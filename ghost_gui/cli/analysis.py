"""The output of ``analyze`` (who wins with perfect play, for one set of rules) and of
``table`` (the same across variants, minimum lengths and numbers of players), as text or
JSON; and the words for work too large for the memory allowed."""

from __future__ import annotations

import argparse
import json
import os
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..core.errors import TooLargeError
from ..core.variant_keys import VARIANT_NAMES
from ..core.words.files import MAX_WORD_LENGTH, describe
from .arguments import workbench
from .terminal import shown

if TYPE_CHECKING:
    from ..core.analysis.results import Workbench


def report_line(name: str, r: dict[str, Any]) -> str:
    """The load report's line; ``r`` is the report's fields (``LoadReport._asdict``)."""
    too_long = r["too_long"]
    longer = f", {too_long:,} longer than {MAX_WORD_LENGTH} letters" if too_long else ""
    if r["keep_capitalized"]:
        capitals = f"{r['capitalized_kept']:,} capitalised entries kept, lowercased; "
        skipped = f"{r['other_characters']:,} with other characters{longer} skipped"
    else:
        capitals = ""
        skipped = f"{r['proper_nouns']:,} proper nouns, {r['other_characters']:,} with other characters{longer} skipped"
        if r["proper_nouns"]:
            skipped += " (--keep-capitalized keeps capitalised words, lowercased)"
    return f"{shown(name)}: {r['entries']:,} entries → {r['kept']:,} words; {capitals}{skipped}"


def _seats(mask_seats: Sequence[int]) -> list[int]:
    return [s + 1 for s in mask_seats]


def analyze_command(args: argparse.Namespace) -> str:
    """``analyze``: who wins with perfect play under one set of rules, as text or JSON."""
    # a warm run: the stored answer, as plain data, without loading the engine
    rec = digest = None
    if not args.no_cache:
        from ..core.analysis.answers import cached_answer, file_digest

        digest = file_digest(args.wordlist, keep_capitalized=args.keep_capitalized)
        if digest is not None:
            rec = cached_answer(digest, args.variant, args.min_length, args.players)
    if rec is not None:
        name = Path(args.wordlist).stem
        report, result = rec["report"], rec["analysis"]
    else:
        bench = workbench(args)
        info, analysis = bench.analysis(args.variant, args.min_length, args.players)
        name, report, result = info.name, info.report._asdict(), analysis._asdict()
        digest = bench.list_digest()
    if args.json:
        out = json.dumps(analysis_json(result, name, report))
        if digest is not None and not args.keep_capitalized:
            _store_warm_answer(out, name, result, report, digest, args)
        return out
    losers = _seats(result["losers"])
    winners = [s for s in range(1, result["players"] + 1) if s not in losers]
    lines = [
        report_line(name, report),
        f"{VARIANT_NAMES[result['variant']]}, minimum length {result['min_length']}, {result['players']} players: "
        f"{result['words']:,} counting words, {result['fragments']:,} fragments",
        _outcome_line(losers, winners),
        "First letters with which player 1 does not lose: "
        + (" ".join(result["winning_first_moves"]) or "none"),
    ]
    return "\n".join(lines)


def _store_warm_answer(
    out: str,
    name: str,
    result: dict[str, Any],
    report: dict[str, Any],
    digest: str,
    args: argparse.Namespace,
) -> None:
    """Store ``out`` for the lean path (:mod:`.warm_answer`): the output made with a mark
    for the list's name, cut around the mark; stored only when the two parts and this
    name give ``out`` back exactly, as the lean path will put them together."""
    from .warm_answer import store_answer

    mark = "<the list's name>"
    text = json.dumps(analysis_json(result, mark, report))
    before, found, after = text.partition(json.dumps(mark))
    if found and before + json.dumps(shown(name)) + after == out:
        store_answer(digest, args.variant, args.min_length, args.players, before, after)


def _outcome_line(losers: list[int], winners: list[int]) -> str:
    def who(seats: list[int]) -> str:
        return f"player {seats[0]}" if len(seats) == 1 else f"players {_and(seats)}"

    if not winners:
        return f"With perfect play every player ({_and(losers)}) can be made to lose."
    return f"With perfect play {who(losers)} lose{'s' if len(losers) == 1 else ''}; {who(winners)} cannot be made to lose."


def analysis_json(result: dict[str, Any], name: str, report: dict[str, Any]) -> dict[str, Any]:
    """``result`` and ``report``: the fields of an Analysis and a LoadReport."""
    return {
        "word_list": shown(name),
        "load": describe(report),
        "variant": result["variant"],
        "min_length": result["min_length"],
        "players": result["players"],
        "words": result["words"],
        "fragments": result["fragments"],
        "losers": _seats(result["losers"]),
        "winning_first_moves": list(result["winning_first_moves"]),
    }


def _and(seats: list[int]) -> str:
    s = [str(x) for x in seats]
    return s[0] if len(s) == 1 else ", ".join(s[:-1]) + " and " + s[-1]


def table_command(args: argparse.Namespace) -> str:
    """``table``: who wins and the card sizes for every variant, minimum length and number
    of players, as a text table or JSON."""
    from ..core.analysis.summary import summary_table
    from ..core.analysis.summary_rows import TABLE_PLAYERS, table_place
    from ..core.cards import card_sizes
    from ..core.solving.budget import table_fit

    bench = workbench(args)
    info = bench.info
    name, report = info.name, info.report._asdict()
    # refused here, on the list already read, before the table reads it again
    processes = table_fit(bench.word_list.words, min(2, os.cpu_count() or 1))
    left_out: dict[tuple[str, int], TooLargeError] = {}
    cap = card_sizes.CARD_SIZE_CAP
    table = summary_table(
        args.wordlist,
        use_cache=not args.no_cache,
        keep_capitalized=args.keep_capitalized,
        processes=processes,
        on_too_large=left_out.__setitem__,
        card_cap=cap,
    )
    # every row as JSON, in the table's order: a row whose cards (or whose analysis too)
    # would take more memory than allowed says so with "too_large" and nulls for what is
    # not known; a card size past the cap is null, and the row says the cap
    # ("card_sizes_over": more than that many)
    rows: dict[tuple[int, int, int], dict[str, Any]] = {}
    for r in table:
        a = r.analysis
        row = analysis_json(a._asdict(), name, report)
        row["card_sizes"] = None if r.too_large else list(r.card_sizes)
        if r.too_large:
            row["too_large"] = True
        if None in r.card_sizes:
            row["card_sizes_over"] = cap
        rows[table_place(a.variant, a.min_length, a.players)] = row
    for v, m in left_out:
        counting = sum(len(w) >= m for w in bench.word_list.words)
        for n in TABLE_PLAYERS:
            rows[table_place(v, m, n)] = {
                "word_list": shown(name),
                "load": describe(report),
                "variant": v,
                "min_length": m,
                "players": n,
                "words": counting,
                "fragments": None,
                "losers": None,
                "winning_first_moves": None,
                "card_sizes": None,
                "too_large": True,
            }
    ordered = [rows[k] for k in sorted(rows)]
    if args.json:
        return json.dumps(ordered)
    head = ["variant", "min", "players", "losers", "winning openings", "card sizes (per player)"]
    body = [
        [
            VARIANT_NAMES[r["variant"]],
            str(r["min_length"]),
            str(r["players"]),
            "?" if r["losers"] is None else " ".join(map(str, r["losers"])),
            "?" if r["winning_first_moves"] is None else " ".join(r["winning_first_moves"]) or "-",
            "too large"
            if r["card_sizes"] is None
            else " / ".join(f"more than {cap}" if x is None else str(x) for x in r["card_sizes"]),
        ]
        for r in ordered
    ]
    widths = [max(len(x[i]) for x in [head] + body) for i in range(len(head))]

    def fmt(cells: list[str]) -> str:
        return "  ".join(c.ljust(w) for c, w in zip(cells, widths)).rstrip()

    notes = [
        "Card sizes: words to remember (Ghost, Anti-Ghost) or plays to remember (the other "
        f"variants); past {cap}, more than anyone could learn, they are not counted further "
        f'and show as "more than {cap}". Who loses and the winning openings are always exact.'
    ]
    notes += _too_large_notes(bench, ordered, left_out)
    return "\n".join(
        [report_line(name, report), "", fmt(head), fmt(["-" * w for w in widths])]
        + [fmt(b) for b in body]
        + [""]
        + notes
    )


def _too_large_notes(
    bench: Workbench, rows: list[dict[str, Any]], left_out: dict[tuple[str, int], Any]
) -> list[str]:
    """What "too large" means in the table, a line per variant and minimum length."""
    from ..core.play.variants import variant_by_key
    from ..core.solving.budget import MEMORY_LIMIT, estimate

    notes = []
    groups = sorted({(r["variant"], r["min_length"]) for r in rows if r.get("too_large")})
    for v, m in groups:
        what = f"{VARIANT_NAMES[v]}, minimum length {m}"
        if (v, m) in left_out:
            exc = left_out[v, m]
            notes.append(
                f"{what}: too large to analyse: about {exc.fragments:,} fragments would need "
                f"about {_gb(exc.needed)} of memory, more than the {_gb(exc.limit)} allowed."
            )
            continue
        found = estimate((w for w in bench.word_list.words if len(w) >= m), variant_by_key(v))
        needed = f"about {_gb(found.graph_bytes)}, " if found is not None else ""
        notes.append(
            f"{what}: the cards need the game graph, too large for this list ({needed}more "
            f"than the {_gb(MEMORY_LIMIT)} allowed); who wins is from the analysis without it."
        )
    return notes


def _gb(size: int) -> str:
    gb = size / 1024**3
    return f"{gb:.0f} GB" if gb >= 10 or gb.is_integer() else f"{gb:.1f} GB"


def too_large_text(exc: TooLargeError, command: str) -> str:
    """The error of work that would take more memory than allowed, and what still works."""
    from ..core.solving.budget import level_bytes

    text = (
        f"{VARIANT_NAMES.get(exc.variant, exc.variant)} with this word list has about "
        f"{exc.fragments:,} fragments and would need about {_gb(exc.needed)} of memory, "
        f"more than the {_gb(exc.limit)} allowed"
    )
    if command == "card" and exc.fragments * level_bytes() <= exc.limit:
        # the card needs the game graph; the analysis alone needs far less
        return text + "; a card needs the whole game graph, analyze answers who wins without it"
    return text + "; choose a smaller word list"
