"""Entry point: ``python -m ghost_gui [analyze|card|table ...]`` or the game window.

The command-line subcommands never import Qt.
"""

from __future__ import annotations

import sys

CLI_COMMANDS = ("analyze", "card", "table")


def main(argv: list[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    if args and args[0] in CLI_COMMANDS:
        from .cli import main as cli_main

        return cli_main(args)
    from .gui.app import main as gui_main

    return gui_main(args)


if __name__ == "__main__":
    sys.exit(main())
