"""Entry point: ``python -m ghost_gui [analyze|card|table ...]`` or the game window.

The command-line subcommands never import Qt, and neither do ``--help``, ``--version``, a
mistyped command or a missing display: each is answered here, before the GUI is imported.
"""

from __future__ import annotations

import os
import sys

CLI_COMMANDS = ("analyze", "card", "table")

USAGE = """\
usage: python -m ghost_gui [--lang CODE] [--self-test] [--screenshot FILE.png]
                           [--quit-after-first-frame]
       python -m ghost_gui {analyze,card,table} WORDLIST [options]

Ghost, the word game: with no command, the game window starts.

commands (no window or display needed):
  analyze WORDLIST    who wins with perfect play
  card WORDLIST       the memorisation card for one player (--player K)
  table WORDLIST      summary across variants, minimum lengths 3 and 4, 2-4 players
  A WORDLIST of - is read from standard input.
  "python -m ghost_gui COMMAND --help" lists a command's options.

options for the game window:
  --lang CODE               the language of the window (e.g. en, ru)
  --self-test               play one whole match between computer players, print one JSON line
  --screenshot FILE.png     save the window after its first frame
  --quit-after-first-frame  exit after the first frame (start-up timing)
  --version                 print the version and exit
  -h, --help                show this help and exit
"""

NO_DISPLAY = (
    "error: no display found: start Ghost from a desktop session "
    "(the command line works without one: analyze, card, table)"
)


def _no_display() -> bool:
    """On Linux, Qt needs X11 or Wayland unless a platform (such as offscreen) is chosen."""
    if not sys.platform.startswith("linux"):
        return False
    env = os.environ
    return not (env.get("DISPLAY") or env.get("WAYLAND_DISPLAY") or env.get("QT_QPA_PLATFORM"))


def _utf8_output() -> None:
    """``cli.utf8_output`` without importing the command line (argparse, the list checks):
    the window's start needs none of it (issue 29)."""
    for stream in (sys.stdout, sys.stderr):
        reconfigure = getattr(stream, "reconfigure", None)
        if reconfigure is not None:
            try:
                reconfigure(encoding="utf-8", errors="backslashreplace")
            except (OSError, ValueError):
                pass


def main(argv: list[str] | None = None) -> int:
    _utf8_output()  # --help, --version, --self-test and the command line alike
    args = list(sys.argv[1:] if argv is None else argv)
    if args and args[0] in CLI_COMMANDS:
        from .cli import main as cli_main

        return cli_main(args)
    if "-h" in args or "--help" in args:
        sys.stdout.write(USAGE)
        return 0
    if "--version" in args:
        from . import __app_name__, __version__

        print(f"{__app_name__} {__version__}")
        return 0
    if args and not args[0].startswith("-"):
        from .cli import shown

        print(
            f'error: unknown command "{shown(args[0])}"; commands: {", ".join(CLI_COMMANDS)} '
            "(or no command to start the game)",
            file=sys.stderr,
        )
        return 2
    if _no_display():
        print(NO_DISPLAY, file=sys.stderr)
        return 2
    from .gui.app import main as gui_main

    return gui_main(args)


if __name__ == "__main__":
    sys.exit(main())
