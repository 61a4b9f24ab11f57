"""Running a command: the arguments parsed, the word list checked (or standard input
copied), the command's output printed; every error told on one line with its exit code,
chosen by the error's type (2 for what the user can mend, 1 for a bug, 130 for Ctrl+C).

Each command's module, the engine, the parser and the cards are imported by the commands
that use them: a warm ``analyze`` answers from the cache without them (see
core/analysis/answers.py), and a card needs no analysis's output.
"""

from __future__ import annotations

import argparse
import contextlib
import os
import sys
from collections.abc import Sequence

from ..core.errors import GhostError, TooLargeError, WordListError, WordListNotFileError
from ..core.words.files import MAX_BYTES, check_word_list_file, read_limited
from .arguments import STDIN, STDIN_NAME, UsageError, parse_arguments
from .terminal import print_output, shown, utf8_output


def _run(args: argparse.Namespace) -> str:
    """The command's output; its module imported here, as each needs only its own (review
    brings in the solver)."""
    if args.command == "card":
        from .cards import card_command

        return card_command(args)
    if args.command == "review":
        from .review import review_command

        return review_command(args)
    from .analysis import analyze_command, table_command

    return (table_command if args.command == "table" else analyze_command)(args)


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
            args = parse_arguments(argv)
            command = args.command
            if args.wordlist is None:  # review: the record names its list
                pass
            elif args.wordlist == STDIN:
                args.wordlist = stdin_file = _stdin_copy(stack)
            else:
                # only a regular file of a sane size: a FIFO or /dev/zero would hang or never end
                check_word_list_file(args.wordlist)
            if not args.no_cache:
                from ..core.storage import cache_dirs

                stack.callback(setattr, cache_dirs, "report_to", cache_dirs.report_to)
                cache_dirs.report_to = warn
            out = _run(args)
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
        from .analysis import too_large_text

        say(too_large_text(exc, command))
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
    return print_output(out)


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
