"""The translations' texts that hold a player's name, read from the ``.ts`` catalogues: what
the tests of names as typed at the table (test_russian_names, test_names_as_typed) check."""

from __future__ import annotations

import re
from collections.abc import Iterator
from xml.etree import ElementTree

from ghost_gui.paths import resource_path

#: in the English source, a placeholder followed by what a player does stands for a name
#: ("player %1" is a seat's number)
PLAYER = re.compile(
    r"(?<!player )(?<!players )%(\d)(?: is| has| was)? (?:challenged|challenges|gave up|named"
    r"|names|cannot name|loses|wins|completed|made|gets|is out|plays(?! to)|adds|puts|turns"
    r"|starts with|says|played)\b"
    r"|%(\d), which word|challenges %(\d)|[Ww]inner: %(\d)|called %(\d)|^%(\d): give up"
)


def translations(language: str) -> Iterator[tuple[str, str, str]]:
    """(context, English, translation) of every message of ``language``'s catalogue; each
    plural form is a translation of its own."""
    root = ElementTree.parse(resource_path("translations", f"ghost_{language}.ts")).getroot()
    for context in root.iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            translation = message.find("translation")
            if translation is None:
                continue
            source = message.findtext("source") or ""
            forms = [f.text or "" for f in translation.iter("numerusform")]
            for form in forms or [translation.text or ""]:
                yield name, source, form
