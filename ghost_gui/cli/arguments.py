"""The command line's arguments: the parser of ``analyze``, ``card``, ``table`` and ``review``, the
checks it cannot make itself, and the workbench they name. A mistake is a
:class:`UsageError`, told on one line."""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, NoReturn

from ..core.variant_keys import VariantKey
from ..core.words.files import MAX_PLAYERS
from . import defaults
from .help_language import asks_for_help, help_language, say

if TYPE_CHECKING:
    from ..core.analysis.results import Workbench

STDIN = "-"
STDIN_NAME = "standard input"


class UsageError(Exception):
    pass


class _Parser(argparse.ArgumentParser):
    """A parser whose help speaks ``language``, argparse's own headings included."""

    def __init__(self, *args: Any, language: str = "en", **kwargs: Any) -> None:
        kwargs.setdefault("formatter_class", _help_in(language))
        kwargs["add_help"] = False  # its own -h below, in the language
        super().__init__(*args, **kwargs)
        self._positionals.title = say("positional arguments", language)
        self._optionals.title = say("options", language)
        self.add_argument(
            "-h",
            "--help",
            action="help",
            default=argparse.SUPPRESS,
            help=say("show this help message and exit", language),
        )

    def error(self, message: str) -> NoReturn:
        raise UsageError(message)


class _Help(argparse.HelpFormatter):
    prefix = "usage: "

    def __init__(
        self,
        prog: str,
        indent_increment: int = 2,
        max_help_position: int = 24,
        width: int | None = None,
    ) -> None:
        # argparse makes a formatter for every argument added, help or not, and without a
        # width asks shutil, whose import brings the compression modules to every command
        super().__init__(
            prog, indent_increment, max_help_position, _columns() - 2 if width is None else width
        )

    def add_usage(self, usage: Any, actions: Any, groups: Any, prefix: str | None = None) -> None:
        super().add_usage(usage, actions, groups, self.prefix if prefix is None else prefix)


_HELPS: dict[str, type[_Help]] = {"en": _Help}


def _help_in(language: str) -> type[_Help]:
    """The help's formatter in ``language``: its usage line's prefix in the language."""
    if language not in _HELPS:
        _HELPS[language] = type(f"_Help_{language}", (_Help,), {"prefix": say("usage: ", language)})
    return _HELPS[language]


def _columns() -> int:
    """The terminal's width, found as ``shutil.get_terminal_size`` finds it: COLUMNS, else
    the terminal of standard output, else 80."""
    try:
        columns = int(os.environ.get("COLUMNS", ""))
    except ValueError:
        columns = 0
    if columns <= 0:
        try:
            columns = os.get_terminal_size(sys.__stdout__.fileno()).columns  # type: ignore[union-attr]
        except (AttributeError, ValueError, OSError):
            columns = 0
    return columns or 80


def _parser(language: str = "en") -> argparse.ArgumentParser:
    def _(text: str) -> str:
        return say(text, language)

    p = _Parser(
        prog="python -m ghost_gui",
        description=_("Perfect-play analysis of Ghost and its variants."),
        language=language,
    )
    sub = p.add_subparsers(dest="command", required=True, parser_class=_Parser)

    def common(sp: argparse.ArgumentParser, min_length: int = defaults.MIN_LENGTH) -> None:
        sp.add_argument(
            "wordlist",
            metavar=_("wordlist"),
            help=_("a UTF-8 (or UTF-16) word list, any script; - reads standard input"),
        )
        sp.add_argument("--variant", choices=[str(k) for k in VariantKey], default=defaults.VARIANT)
        sp.add_argument(
            "--min-length",
            type=int,
            default=min_length,
            metavar="N",
            help=_("shortest word that counts (default {0})").format(min_length),
        )
        sp.add_argument(
            "--players",
            type=int,
            default=defaults.PLAYERS,
            metavar="N",
            help=_("2 to {0} (default {1})").format(MAX_PLAYERS, defaults.PLAYERS),
        )
        sp.add_argument("--json", action="store_true", help=_("print one JSON object"))
        sp.add_argument(
            "--no-cache", action="store_true", help=_("neither read nor write the on-disk caches")
        )
        keep_capitalized(sp)

    def keep_capitalized(sp: argparse.ArgumentParser) -> None:
        sp.add_argument(
            "--keep-capitalized",
            action="store_true",
            help=_(
                "keep capitalised entries, lowercased, instead of skipping them as proper nouns (German writes every noun with a capital)"
            ),
        )

    common(sub.add_parser("analyze", help=_("who wins with perfect play"), language=language))
    card = sub.add_parser("card", help=_("the memorisation card for one player"), language=language)
    common(card, defaults.CARD_MIN_LENGTH)
    card.add_argument(
        "--player",
        type=_seat,
        required=True,
        metavar="K",
        help=_('1-based seat, or "all" for every seat'),
    )
    card.add_argument(
        "--flat", action="store_true", help=_("the flat word list instead of the grouped card")
    )
    card.add_argument(
        "--familiar",
        action="store_true",
        help=_(
            "the familiar card: up to a quarter more words, fewer that people may not know (Ghost and Anti-Ghost)"
        ),
    )
    card.add_argument(
        "--pocket",
        action="store_true",
        help=_("the pocket card: one side of an index card, with --pdf FILE"),
    )
    card.add_argument(
        "--pdf",
        metavar=_("FILE"),
        help=_("with --pocket: write the pocket card to FILE as one page"),
    )
    card.add_argument(
        "--paper",
        choices=("A6", "A5", "page"),
        default="A6",
        help=_(
            "with --pocket: A6 (an index card, the default), A5, or a full page (A4, or Letter in the US and Canada)"
        ),
    )
    table = sub.add_parser(
        "table",
        help=_("summary across variants, minimum lengths 3 and 4, 2-4 players"),
        language=language,
    )
    table.add_argument(
        "wordlist",
        metavar=_("wordlist"),
        help=_("a UTF-8 (or UTF-16) word list, any script; - reads standard input"),
    )
    table.add_argument("--json", action="store_true", help=_("print one JSON object"))
    table.add_argument(
        "--no-cache", action="store_true", help=_("neither read nor write the on-disk caches")
    )
    keep_capitalized(table)
    review = sub.add_parser(
        "review",
        help=_("a kept match, every play judged against perfect play"),
        description=_(
            "Print a kept match (docs/match-format.md) with a verdict on every play: kept, threw_away, lost, gave_up or forced."
        ),
        epilog=_(
            "A match whose word list is missing (not bundled, no longer where it was, or changed since: its content hash differs) is printed all the same, its plays not judged, with a note saying why; the exit code is then 0. A match file that cannot be read is an error (exit code 2)."
        ),
        language=language,
    )
    review.add_argument("matchfile", metavar=_("MATCHFILE"), help=_("a kept match"))
    review.add_argument("--json", action="store_true", help=_("print one JSON object"))
    review.add_argument(
        "--wordlist",
        metavar=_("FILE"),
        help=_("the match's word list, when it is no longer where it was (the same words)"),
    )
    review.add_argument(
        "--no-cache", action="store_true", help=_("neither read nor write the on-disk caches")
    )
    return p


def _seat(text: str) -> int | str:
    if text == "all":
        return text
    try:
        return int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f'not a seat number or "all": {text!r}') from None


def parse_arguments(argv: Sequence[str] | None) -> argparse.Namespace:
    """The arguments, parsed and checked against each other."""
    given = sys.argv[1:] if argv is None else argv
    # the help in the window's language; working that out costs a file read, so only for it
    args = _parser(help_language(given) if asks_for_help(given) else "en").parse_args(argv)
    if hasattr(args, "variant"):  # parsed into the rules' vocabulary at the edge
        args.variant = VariantKey(args.variant)
    if getattr(args, "min_length", 3) < 1:
        raise UsageError("--min-length must be at least 1")
    if not 2 <= getattr(args, "players", 2) <= MAX_PLAYERS:
        raise UsageError(f"--players must be between 2 and {MAX_PLAYERS}")
    if args.command == "card" and args.player != "all" and not 1 <= args.player <= args.players:
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
    return args


def workbench(args: argparse.Namespace) -> Workbench:
    """The workbench of the command's word list, with its cache and capitals choices."""
    from ..core.analysis.results import Workbench

    return Workbench(
        args.wordlist, use_cache=not args.no_cache, keep_capitalized=args.keep_capitalized
    )
