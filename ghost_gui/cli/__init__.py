"""The command line: ``analyze``, ``card``, ``table`` and ``review``. Never imports Qt
except to draw a pocket card.

Bad arguments or files: one line on stderr and exit code 2, no traceback. Every file name
(and every error message) printed goes through :func:`.terminal.shown`, which escapes control
characters, so a name holding a newline or a terminal escape code prints as ``\\n`` or
``\\x1b``. The word list ``-`` is standard input (at most ``MAX_BYTES`` of it).

The package (its modules are imported by name; this file imports none of them):
:mod:`.dispatch` runs a command (``dispatch.main``) and turns its errors into a line and an
exit code; :mod:`.arguments` parses and checks the arguments, with the defaults of
:mod:`.defaults`; :mod:`.analysis` prints ``analyze`` and ``table``, :mod:`.cards` ``card``
(and the pocket card, the one place Qt is imported), :mod:`.review` ``review`` (a kept
match, judged play by play); :mod:`.terminal` makes text safe to
print and prints it. :mod:`.warm_answer` is the one lean path: a warm ``analyze --json``
answered before the rest of the package is imported.
"""
