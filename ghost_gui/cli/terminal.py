"""What reaches the terminal: text made safe to print (:func:`shown`), standard streams in
UTF-8 on every platform, and a command's output printed (:func:`print_output`)."""

from __future__ import annotations

import contextlib
import os
import sys
import unicodedata

# invisible characters that reorder the text around them on a terminal
_BIDI = frozenset("\u061c\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069")
_NAMED = {"\n": "\\n", "\r": "\\r", "\t": "\\t"}


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


def utf8_output() -> None:
    """Print in UTF-8 on every platform: Windows writes a pipe in its ANSI code page (cp1252),
    which has no "→" or Cyrillic, and print() would raise UnicodeEncodeError. A windowed
    program may have no standard streams at all."""
    for stream in (sys.stdout, sys.stderr):
        reconfigure = getattr(stream, "reconfigure", None)
        if reconfigure is not None:
            with contextlib.suppress(OSError, ValueError):
                reconfigure(encoding="utf-8", errors="backslashreplace")


def print_output(text: str) -> int:
    """Print a command's output; its exit code: 0, or 1 when the reader has gone (piped into
    ``head``), which ends the command quietly, as other tools do."""
    try:
        print(text)
        sys.stdout.flush()
    except BrokenPipeError:
        with contextlib.suppress(OSError, ValueError):
            os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 1
    return 0
