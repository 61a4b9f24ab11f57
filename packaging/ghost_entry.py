"""Entry point for the frozen build (PyInstaller runs this file as a script)."""

import os
import sys

from ghost_gui.__main__ import process_main


def _qt_platform_option(args: list[str]) -> list[str]:
    """Windows: Qt's ``-platform NAME`` option (``-platform offscreen`` for checks without a
    display) becomes QT_QPA_PLATFORM, as the app hands Qt no command-line options of its own
    and Wine does not pass QT_* variables on to Windows programs."""
    if "-platform" not in args:
        return args
    i = args.index("-platform")
    if i + 1 < len(args):
        os.environ["QT_QPA_PLATFORM"] = args[i + 1]
    return args[:i] + args[i + 2 :]


if __name__ == "__main__":
    if sys.platform == "win32":
        sys.argv[1:] = _qt_platform_option(sys.argv[1:])
    sys.exit(process_main())
