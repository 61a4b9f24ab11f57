"""The credits About shows, read from the bundled files: each word list's source and
licence (SOURCES.md), the WordNet release, the font's source and licence. No widget."""

from __future__ import annotations

import re
from pathlib import Path

#: the files table's column names, in SOURCES.md and its translations (SOURCES.ru.md)
_SOURCE_HEADS = ("source", "источник")
_LICENCE_HEADS = ("licence", "license", "лицензия")


def sources_file(folder: Path, language: str) -> Path:
    """The word lists' description in the interface's language: ``SOURCES.<code>.md`` when
    there is one (a summary; the full text is ``SOURCES.md``, in English)."""
    translated = folder / f"SOURCES.{language}.md"
    return translated if language != "en" and translated.is_file() else folder / "SOURCES.md"


def font_package(source: str | None) -> str | None:
    """The Debian package the bundled font comes from, as SOURCE.txt names it
    ("fonts-dejavu-core 2.37-6"), or None."""
    m = re.search(r"Debian package (\S+ \S+?)\s*\(", source or "")
    return m.group(1) if m else None


def read_text(path: Path) -> str | None:
    """A bundled text file, or None when it is missing or unreadable."""
    try:
        return path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError):
        return None


def word_list_credits(sources: str | None, files: list[str]) -> list[tuple[str, str, str]]:
    """(file, source, licence) for each bundled list, from SOURCES.md's table of files (the
    one whose header names a source and a licence column; other tables, such as the
    definitions' coverage, are not credits); a file the table does not describe (or every
    file, without SOURCES.md) gets empty source and licence."""
    found: dict[str, tuple[str, str]] = {}
    columns: tuple[int, int] | None = None  # (source, licence) of the table being read
    for line in (sources or "").splitlines():
        if not line.strip().startswith("|"):
            columns = None
            continue
        cols = [c.strip() for c in line.strip().strip("|").split("|")]
        heads = [c.casefold() for c in cols]
        source_col = next((heads.index(h) for h in _SOURCE_HEADS if h in heads), None)
        licence_col = next((heads.index(h) for h in _LICENCE_HEADS if h in heads), None)
        if source_col is not None and licence_col is not None:
            columns = (source_col, licence_col)
            continue
        m = (
            re.fullmatch(r"`([^`]+\.txt)`", cols[0])
            if columns is not None and len(cols) > max(columns)
            else None
        )
        if m and columns is not None and m.group(1) not in found:
            source = re.split(
                r"; |: |, ",
                re.sub(r" \([^)]*\)", "", cols[columns[0]].replace("`", "")),
                maxsplit=1,
            )[0]
            if len(source) > 74:
                source = source[:74].rsplit(" ", 1)[0] + " …"
            found[m.group(1)] = (
                source,
                re.sub(r",? (?:see below|см\. ниже)", "", cols[columns[1]].replace("`", "")),
            )
    names = list(found) + sorted(set(files) - set(found))
    return [(f, *found.get(f, ("", ""))) for f in names]


def wordnet_version(sources: str | None) -> str:
    """The WordNet release the bundled definitions come from, as SOURCES.md names it ("3.0")."""
    m = re.search(r"WordNet (\d+(?:\.\d+)*)", sources or "")
    return m.group(1) if m else "3.0"


def font_credit(source: str | None, licence: str | None) -> tuple[str, str]:
    """(what, licence) for the bundled font, from SOURCE.txt and the font files' stanzas of
    the licence file (not its ``debian/*`` ones)."""
    what = (source or "").strip().splitlines()[0] if (source or "").strip() else "DejaVu Sans"
    names: list[str] = []
    files = ""
    for line in (licence or "").splitlines():
        if line.startswith("Files:"):
            files = line.split(":", 1)[1].strip()
        elif line.startswith("License:") and not files.startswith("debian/"):
            name = line.split(":", 1)[1].strip().replace("-", " ").title()
            if name and name not in names:
                names.append(name)
    return what.split(" (licence")[0].rstrip("."), ", ".join(names)
