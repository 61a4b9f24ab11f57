"""The command line: ``analyze``, ``card`` and ``table``. Never imports Qt.

Bad arguments or files: one line on stderr and exit code 2, no traceback. Every file name
(and every error message) printed goes through :func:`shown`, which escapes control
characters, so a name holding a newline or a terminal escape code prints as ``\\n`` or
``\\x1b``. The word list ``-`` is standard input (at most ``MAX_BYTES`` of it).
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import sys
import unicodedata
from collections.abc import Sequence

from .core.errors import GhostError, TooLargeError, WordListError, WordListNotFileError
from .core.files import (
    MAX_BYTES,
    MAX_PLAYERS,
    MAX_WORD_LENGTH,
    VARIANT_NAMES,
    check_word_list_file,
    describe,
    read_limited,
)

# the engine, the parser and the cards are imported by the commands that use them: a warm
# ``analyze`` answers from the cache without them (see core/answers.py)
# typing.TYPE_CHECKING without importing typing (4 ms and 1.5 MB of a warm run): mypy reads
# a name TYPE_CHECKING as true
TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any, NoReturn

    from .core.results import Workbench

STDIN = "-"
#: ``card``'s shortest word that counts: the window's default game's (new_game_dialog.GameSetup)
CARD_MIN_LENGTH = 4
STDIN_NAME = "standard input"

# invisible characters that reorder the text around them on a terminal
_BIDI = frozenset("\u061c\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069")
_NAMED = {"\n": "\\n", "\r": "\\r", "\t": "\\t"}


class UsageError(Exception):
    pass


def shown(text: object) -> str:
    """A file name (or a message holding one) safe to print: control characters, line and
    paragraph separators and bidirectional controls escaped as ``repr`` would (``\\n``,
    ``\\x1b``, ``\\u202e``); the undecodable bytes of a file name as ``\\xNN``."""
    s = str(text)
    if s.isprintable():
        return s
    out = []
    for ch in s:
        o = ord(ch)
        if ch in _NAMED:
            out.append(_NAMED[ch])
        elif 0xDC80 <= o <= 0xDCFF:  # a byte that was not UTF-8 (os.fsdecode's surrogateescape)
            out.append(f"\\x{o - 0xDC00:02x}")
        elif unicodedata.category(ch) in ("Cc", "Cs", "Zl", "Zp") or ch in _BIDI:
            out.append(f"\\x{o:02x}" if o < 0x100 else f"\\u{o:04x}")
        else:
            out.append(ch)
    return "".join(out)


class _Formatter(argparse.HelpFormatter):
    """argparse's help layout, told the terminal's width: left to find it, argparse imports
    ``shutil`` (and with it bz2 and lzma) while building the parser, on every run."""

    def __init__(self, prog: str) -> None:
        super().__init__(prog, width=_columns() - 2)


def _columns() -> int:
    """The terminal's width as ``shutil.get_terminal_size`` finds it (``COLUMNS``, then the
    terminal, then 80)."""
    try:
        columns = int(os.environ["COLUMNS"])
    except (KeyError, ValueError):
        columns = 0
    if columns <= 0:
        try:
            columns = os.get_terminal_size(sys.__stdout__.fileno()).columns  # type: ignore[union-attr]
        except (AttributeError, ValueError, OSError):
            columns = 0
    return columns or 80


class _Parser(argparse.ArgumentParser):
    def __init__(self, **kwargs: Any) -> None:
        kwargs.setdefault("formatter_class", _Formatter)
        super().__init__(**kwargs)

    def error(self, message: str) -> NoReturn:
        raise UsageError(message)


def _parser() -> argparse.ArgumentParser:
    p = _Parser(
        prog="python -m ghost_gui", description="Perfect-play analysis of Ghost and its variants."
    )
    sub = p.add_subparsers(dest="command", required=True, parser_class=_Parser)

    def common(sp: argparse.ArgumentParser, min_length: int = 3) -> None:
        sp.add_argument(
            "wordlist", help="a UTF-8 (or UTF-16) word list, any script; - reads standard input"
        )
        sp.add_argument("--variant", choices=list(VARIANT_NAMES), default="ghost")
        sp.add_argument(
            "--min-length",
            type=int,
            default=min_length,
            metavar="N",
            help=f"shortest word that counts (default {min_length})",
        )
        sp.add_argument(
            "--players", type=int, default=2, metavar="N", help=f"2 to {MAX_PLAYERS} (default 2)"
        )
        sp.add_argument("--json", action="store_true", help="print one JSON object")
        sp.add_argument(
            "--no-cache", action="store_true", help="neither read nor write the on-disk caches"
        )
        keep_capitalized(sp)

    def keep_capitalized(sp: argparse.ArgumentParser) -> None:
        sp.add_argument(
            "--keep-capitalized",
            action="store_true",
            help="keep capitalised entries, lowercased, instead of skipping them as proper nouns (German writes every noun with a capital)",
        )

    common(sub.add_parser("analyze", help="who wins with perfect play"))
    card = sub.add_parser("card", help="the memorisation card for one player")
    common(card, CARD_MIN_LENGTH)
    card.add_argument(
        "--player",
        type=_seat,
        required=True,
        metavar="K",
        help='1-based seat, or "all" for every seat',
    )
    card.add_argument(
        "--flat", action="store_true", help="the flat word list instead of the grouped card"
    )
    card.add_argument(
        "--familiar",
        action="store_true",
        help="the familiar card: up to a quarter more words, fewer that people may not know (Ghost and Anti-Ghost)",
    )
    card.add_argument(
        "--pocket",
        action="store_true",
        help="the pocket card: one side of an index card, with --pdf FILE",
    )
    card.add_argument(
        "--pdf", metavar="FILE", help="with --pocket: write the pocket card to FILE as one page"
    )
    card.add_argument(
        "--paper",
        choices=("A6", "A5", "page"),
        default="A6",
        help="with --pocket: A6 (an index card, the default), A5, or a full page (A4, or Letter in the US and Canada)",
    )
    table = sub.add_parser(
        "table", help="summary across variants, minimum lengths 3 and 4, 2-4 players"
    )
    table.add_argument(
        "wordlist", help="a UTF-8 (or UTF-16) word list, any script; - reads standard input"
    )
    table.add_argument("--json", action="store_true")
    table.add_argument("--no-cache", action="store_true")
    keep_capitalized(table)
    return p


def _seat(text: str) -> int | str:
    if text == "all":
        return text
    try:
        return int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f'not a seat number or "all": {text!r}') from None


def utf8_output() -> None:
    """Print in UTF-8 on every platform: Windows writes a pipe in its ANSI code page (cp1252),
    which has no "→" or Cyrillic, and print() would raise UnicodeEncodeError. A windowed
    program may have no standard streams at all."""
    for stream in (sys.stdout, sys.stderr):
        reconfigure = getattr(stream, "reconfigure", None)
        if reconfigure is not None:
            with contextlib.suppress(OSError, ValueError):
                reconfigure(encoding="utf-8", errors="backslashreplace")


def main(argv: Sequence[str] | None = None) -> int:
    utf8_output()
    stdin_file = ""  # the temporary copy of standard input, named "standard input" in messages

    def say(message: str) -> None:
        if stdin_file:
            message = message.replace(stdin_file, STDIN_NAME)
        print(f"error: {shown(message)}", file=sys.stderr)

    def warn(message: str) -> None:
        """What the cache tells (a folder it cannot use, an entry it rebuilt): one line."""
        if stdin_file:
            message = message.replace(stdin_file, STDIN_NAME)
        with contextlib.suppress(OSError, ValueError):
            print(f"warning: {shown(message)}", file=sys.stderr)

    command = ""
    try:
        with contextlib.ExitStack() as stack:
            args = _parser().parse_args(argv)
            command = args.command
            if getattr(args, "min_length", 3) < 1:
                raise UsageError("--min-length must be at least 1")
            if not 2 <= getattr(args, "players", 2) <= MAX_PLAYERS:
                raise UsageError(f"--players must be between 2 and {MAX_PLAYERS}")
            if (
                args.command == "card"
                and args.player != "all"
                and not 1 <= args.player <= args.players
            ):
                raise UsageError(f"--player must be between 1 and {args.players}")
            if args.command == "card" and (args.pocket or args.pdf):
                if not (args.pocket and args.pdf):
                    raise UsageError(
                        "--pocket and --pdf FILE go together: the pocket card is written as a PDF"
                    )
                if args.player == "all" or args.json or args.flat:
                    raise UsageError(
                        "--pocket writes one player's card: give --player K, without --json or --flat"
                    )
            if args.wordlist == STDIN:
                args.wordlist = stdin_file = _stdin_copy(stack)
            else:
                # only a regular file of a sane size: a FIFO or /dev/zero would hang or never end
                check_word_list_file(args.wordlist)
            if not args.no_cache:
                from .core import cache_dirs

                stack.callback(setattr, cache_dirs, "report_to", cache_dirs.report_to)
                cache_dirs.report_to = warn
            out = {"analyze": _analyze, "card": _card, "table": _table}[args.command](args)
    except UsageError as exc:
        say(str(exc))
        return 2
    except WordListError as exc:
        detail = exc.detail
        if isinstance(exc, WordListNotFileError):  # a FIFO or a device: maybe meant as stdin
            detail += f" (to read standard input, give {STDIN} as the word list)"
        say(f"cannot use word list {exc.path}: {detail}")
        return 2
    except TooLargeError as exc:
        say(_too_large(exc, command))
        return 2
    except GhostError as exc:
        say(str(exc))
        return 2
    except KeyboardInterrupt:
        return 130
    except Exception as exc:  # a bug: one line for the user, the traceback with GHOST_DEBUG=1
        if os.environ.get("GHOST_DEBUG"):
            raise
        say(f"internal error ({type(exc).__name__}: {exc}); run with GHOST_DEBUG=1 for details")
        return 1
    try:
        print(out)
        sys.stdout.flush()
    except BrokenPipeError:  # e.g. piped into head: stop quietly, as other tools do
        with contextlib.suppress(OSError, ValueError):
            os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 1
    return 0


def _stdin_copy(stack: contextlib.ExitStack) -> str:
    """Standard input, read up to the loader's limit, copied to a temporary file named
    ``stdin`` (the analyses and their cache work on files); removed when ``stack`` closes."""
    stream = getattr(sys.stdin, "buffer", None)
    if stream is None:
        raise UsageError("there is no standard input to read the word list from")
    try:
        interactive = sys.stdin.isatty()
    except (OSError, ValueError):
        interactive = False
    if interactive:
        raise UsageError(
            f"standard input is a terminal: pipe a word list into it ({STDIN}), or give a file name"
        )
    data = read_limited(stream, STDIN_NAME, max_bytes=MAX_BYTES)
    import tempfile

    folder = stack.enter_context(tempfile.TemporaryDirectory(prefix="ghost-stdin-"))
    path = os.path.join(folder, "stdin")
    with open(path, "wb") as fh:
        fh.write(data)
    return path


def _report_line(name: str, r: dict[str, Any]) -> str:
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


def _bench(args: argparse.Namespace) -> Workbench:
    from .core.results import Workbench

    return Workbench(
        args.wordlist, use_cache=not args.no_cache, keep_capitalized=args.keep_capitalized
    )


def _seats(mask_seats: Sequence[int]) -> list[int]:
    return [s + 1 for s in mask_seats]


def _analyze(args: argparse.Namespace) -> str:
    # a warm run: the stored answer, as plain data, without loading the engine
    rec = None
    if not args.no_cache:
        from .core.answers import cached_answer

        rec = cached_answer(
            args.wordlist,
            args.variant,
            args.min_length,
            args.players,
            keep_capitalized=args.keep_capitalized,
        )
    if rec is not None:
        name = os.path.splitext(os.path.basename(args.wordlist))[0]  # as Path.stem
        report, result = rec["report"], rec["analysis"]
    else:
        info, analysis = _bench(args).analysis(args.variant, args.min_length, args.players)
        name, report, result = info.name, info.report._asdict(), analysis._asdict()
    if args.json:
        return json.dumps(_analysis_json(result, name, report))
    losers = _seats(result["losers"])
    winners = [s for s in range(1, result["players"] + 1) if s not in losers]
    lines = [
        _report_line(name, report),
        f"{VARIANT_NAMES[result['variant']]}, minimum length {result['min_length']}, {result['players']} players: "
        f"{result['words']:,} counting words, {result['fragments']:,} fragments",
        _outcome_line(losers, winners),
        "First letters with which player 1 does not lose: "
        + (" ".join(result["winning_first_moves"]) or "none"),
    ]
    return "\n".join(lines)


def _outcome_line(losers: list[int], winners: list[int]) -> str:
    def who(seats: list[int]) -> str:
        return f"player {seats[0]}" if len(seats) == 1 else f"players {_and(seats)}"

    if not winners:
        return f"With perfect play every player ({_and(losers)}) can be made to lose."
    return f"With perfect play {who(losers)} lose{'s' if len(losers) == 1 else ''}; {who(winners)} cannot be made to lose."


def _analysis_json(result: dict[str, Any], name: str, report: dict[str, Any]) -> dict[str, Any]:
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


def _card(args: argparse.Namespace) -> str:
    bench = _bench(args)
    if args.player == "all":
        # every seat's card from one solve, one after the other (JSON: one object per line)
        return ("\n" if args.json else "\n\n").join(
            _one_card(args, bench, seat) for seat in range(args.players)
        )
    return _one_card(args, bench, int(args.player) - 1)


def _one_card(args: argparse.Namespace, bench: Workbench, seat: int) -> str:
    from .core.card_text import anagrams_of, flat_lines, grouped_lines
    from .core.cards import tree_json
    from .core.variants import variant_by_key

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

    from .core.card_text import LOSSINESS, variant_name
    from .gui.card_paper import default_page_size
    from .gui.fonts import register_bundled_fonts
    from .gui.pocket_card import MIN_PT, PocketTexts, lay_out, write_pdf

    app = QGuiApplication.instance() or QGuiApplication(["ghost"])
    register_bundled_fonts()
    texts = PocketTexts(
        title=f"{variant_name(card.variant)} · player {card.seat + 1} of {card.players}",
        subtitle=f"{list_name} · words of {card.min_length}+ letters · {LOSSINESS[card.lossiness]}",
        legend="At your turn: find the letters, play the big letter, aim for the words."
        + (" * a word that loses." if card.losing_words else ""),
        start="start",
        as_above="as above",
    )
    layout = lay_out(card, texts, args.paper, default_page_size(), anagrams)
    if layout is None:
        larger = {"A6": "--paper A5 or --paper page", "A5": "--paper page"}.get(args.paper)
        raise UsageError(
            f"the card ({card.decisions} decisions, {len(card.words)} words) does not fit "
            f"{'a full page' if args.paper == 'page' else args.paper} with its words at {MIN_PT:g} pt or larger"
            + (f": try {larger}" if larger else "")
        )
    try:
        write_pdf(layout, args.pdf, title=texts.title)
    except OSError as exc:
        raise UsageError(f"cannot write {args.pdf}: {exc.strerror or exc}") from None
    del app
    paper = {"page": layout.page_size.name()}.get(args.paper, args.paper)
    return (
        f"wrote {args.pdf}: the pocket card on {paper}, {layout.columns} column{'s' if layout.columns > 1 else ''}, "
        f"words at {layout.words_pt:.1f} pt"
    )


def _and(seats: list[int]) -> str:
    s = [str(x) for x in seats]
    return s[0] if len(s) == 1 else ", ".join(s[:-1]) + " and " + s[-1]


def _table(args: argparse.Namespace) -> str:
    from .core.summary import summary_table
    from .core.summary_rows import TABLE_PLAYERS, table_place

    bench = _bench(args)
    info = bench.info
    name, report = info.name, info.report._asdict()
    left_out: dict[tuple[str, int], TooLargeError] = {}
    table = summary_table(
        args.wordlist,
        use_cache=not args.no_cache,
        keep_capitalized=args.keep_capitalized,
        processes=min(2, os.cpu_count() or 1),
        on_too_large=left_out.__setitem__,
    )
    # every row as JSON, in the table's order: a row whose cards (or whose analysis too)
    # would take more memory than allowed says so with "too_large" and nulls for what is
    # not known
    rows: dict[tuple[int, int, int], dict[str, Any]] = {}
    for r in table:
        a = r.analysis
        row = _analysis_json(a._asdict(), name, report)
        row["card_sizes"] = None if r.too_large else list(r.card_sizes)
        if r.too_large:
            row["too_large"] = True
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
            "too large" if r["card_sizes"] is None else " / ".join(map(str, r["card_sizes"])),
        ]
        for r in ordered
    ]
    widths = [max(len(x[i]) for x in [head] + body) for i in range(len(head))]

    def fmt(cells: list[str]) -> str:
        return "  ".join(c.ljust(w) for c, w in zip(cells, widths)).rstrip()

    notes = [
        "Card sizes: words to remember (Ghost, Anti-Ghost) or plays to remember (the other variants)."
    ]
    notes += _too_large_notes(bench, ordered, left_out)
    return "\n".join(
        [_report_line(name, report), "", fmt(head), fmt(["-" * w for w in widths])]
        + [fmt(b) for b in body]
        + [""]
        + notes
    )


def _too_large_notes(
    bench: Workbench, rows: list[dict[str, Any]], left_out: dict[tuple[str, int], Any]
) -> list[str]:
    """What "too large" means in the table, a line per variant and minimum length."""
    from .core.budget import MEMORY_LIMIT, estimate
    from .core.variants import variant_by_key

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


def _too_large(exc: TooLargeError, command: str) -> str:
    """The error of work that would take more memory than allowed, and what still works."""
    from .core.budget import LEVEL_BYTES

    text = (
        f"{VARIANT_NAMES.get(exc.variant, exc.variant)} with this word list has about "
        f"{exc.fragments:,} fragments and would need about {_gb(exc.needed)} of memory, "
        f"more than the {_gb(exc.limit)} allowed"
    )
    if command == "card" and exc.fragments * LEVEL_BYTES <= exc.limit:
        # the card needs the game graph; the analysis alone needs far less
        return text + "; a card needs the whole game graph, analyze answers who wins without it"
    return text + "; choose a smaller word list"
