"""Whether a PDF is whole, and how many pages it has, read from its bytes in plain Python
(no PDF library: the app carries none). Enough for the PDFs Qt writes, which keep their
objects and cross-reference table uncompressed: a file cut short, or written by a painter
that never began, fails."""

from __future__ import annotations

import re

_PAGE = re.compile(rb"/Type\s*/Page(?![A-Za-z])")
_PAGES_COUNT = re.compile(rb"/Type\s*/Pages\b(?:(?!endobj).)*?/Count\s+(\d+)", re.DOTALL)
_STARTXREF = re.compile(rb"startxref\s+(\d+)\s+%%EOF\s*$")


def pdf_pages(data: bytes) -> int | None:
    """The pages of a whole PDF; None when ``data`` is not one: it must start with
    ``%PDF-``, end with ``startxref`` pointing at its cross-reference table and ``%%EOF``,
    and its page tree must count as many pages as it has page objects."""
    if not data.startswith(b"%PDF-"):
        return None
    end = _STARTXREF.search(data[-64:])
    if end is None:
        return None
    offset = int(end.group(1))
    if data[offset : offset + 4] != b"xref":
        return None
    counts = {int(c) for c in _PAGES_COUNT.findall(data)}
    pages = len(_PAGE.findall(data))
    if counts != {pages}:
        return None
    return pages


def pdf_problem(data: bytes, pages: int) -> str:
    """ "" for a whole PDF of ``pages`` pages, else what is wrong (in English, for the log
    and the command line)."""
    found = pdf_pages(data)
    if found is None:
        return "it is not a whole PDF"
    if found != pages:
        return f"it has {found} pages, not {pages}"
    return ""
