"""Entry point for the frozen build (PyInstaller runs this file as a script)."""

import sys

from ghost_gui.__main__ import main

if __name__ == "__main__":
    sys.exit(main())
