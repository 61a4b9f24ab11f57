"""The command line: ``analyze``, ``card`` and ``table``. Never imports Qt except to draw a
pocket card.

Bad arguments or files: one line on stderr and exit code 2, no traceback. Every file name
(and every error message) printed goes through :func:`shown`, which escapes control
characters, so a name holding a newline or a terminal escape code prints as ``\\n`` or
``\\x1b``. The word list ``-`` is standard input (at most ``MAX_BYTES`` of it).

The package: :mod:`.dispatch` runs a command and turns its errors into a line and an exit
code; :mod:`.arguments` parses and checks the arguments; :mod:`.analysis` prints ``analyze``
and ``table``, :mod:`.cards` ``card`` (and the pocket card, the one place Qt is imported);
:mod:`.terminal` makes text safe to print.
"""

from .dispatch import main
from .terminal import shown

__all__ = ["main", "shown"]
