"""House words: words a table accepted that its word list lacks, kept per word list (by the
bundled list's name, or a file's path) in ``house-words.json`` in the data folder; and
blocked words, words of the list a family does not want in play or on its cards, kept the
same way in ``blocked-words.json``.

Adding words merges them with what the file holds at that moment, so nothing another
window or an older save wrote is ever lost; only :meth:`HouseWords.remove` takes words out.
A damaged file is set aside and reported once (``notice``).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication

from .storage import data_dir, read_json, set_aside, set_aside_keeping, write_json


class HouseWords:
    """One file of words per word list. ``blocked`` makes it the blocked words' file."""

    def __init__(self, path: Path | None = None, *, blocked: bool = False) -> None:
        self.blocked = blocked
        self.path = path or data_dir() / ("blocked-words.json" if blocked else "house-words.json")
        self.notice: str | None = None
        #: the file is there but may not be read: it is left as it is and never written
        self.unreadable = False
        #: set when a change could not be written
        self.write_error: str | None = None
        self._read()

    def _read(self) -> dict[str, set[str]]:
        if self.unreadable:
            return {}
        try:
            data, damaged = read_json(self.path)
        except PermissionError:
            self.unreadable = True
            self.notice = (
                QCoreApplication.translate(
                    "house",
                    "The blocked words file cannot be read (permission denied). It is left as it is, and words blocked in this session are not kept.",
                )
                if self.blocked
                else QCoreApplication.translate(
                    "house",
                    "The house words file cannot be read (permission denied). It is left as it is, and words accepted in this session are not kept.",
                )
            )
            return {}
        if data is not None and not isinstance(data, dict):
            set_aside(self.path)
            data, damaged = None, True
        elif data is not None and not all(_well_formed(v) for v in data.values()):
            # a list's entry that is no list of words: the file is set aside, the rest kept
            kept = {str(k): sorted(_clean(v)) for k, v in sorted(data.items()) if _clean(v)}
            set_aside_keeping(self.path, kept)
            data, damaged = kept, not kept
            if kept and self.notice is None:
                self.notice = (
                    QCoreApplication.translate(
                        "house",
                        "The blocked words file was partly damaged and was set aside; the words that could be read are still blocked.",
                    )
                    if self.blocked
                    else QCoreApplication.translate(
                        "house",
                        "The house words file was partly damaged and was set aside; the words that could be read are still used.",
                    )
                )
        if damaged and self.notice is None:
            self.notice = (
                QCoreApplication.translate(
                    "house",
                    "The blocked words file was damaged and was set aside; the words in it are not blocked.",
                )
                if self.blocked
                else QCoreApplication.translate(
                    "house",
                    "The house words file was damaged and was set aside; the words in it are not used.",
                )
            )
        return {str(k): _clean(v) for k, v in (data or {}).items()}

    def words(self, key: str) -> set[str]:
        return set(self._read().get(key, set()))

    def all(self) -> dict[str, set[str]]:
        return self._read()

    def add(self, key: str, words: set[str] | list[str]) -> bool:
        """Merge ``words`` into the list's house words; False when nothing was written."""
        current = self._read()
        merged = current.get(key, set()) | _clean(list(words))
        if merged == current.get(key, set()):
            return True
        current[key] = merged
        return self._write(current)

    def replace(self, key: str, words: set[str] | list[str]) -> bool:
        """The list's words become exactly ``words``; False when nothing was written."""
        current = self._read()
        current[key] = _clean(list(words))
        if not current[key]:
            del current[key]
        return self._write(current)

    def remove(self, key: str, words: set[str] | list[str]) -> bool:
        current = self._read()
        current[key] = current.get(key, set()) - set(words)
        if not current[key]:
            del current[key]
        return self._write(current)

    def _write(self, data: dict[str, set[str]]) -> bool:
        if self.unreadable:
            return True  # told at start: a file that may not be read is not written over
        try:
            write_json(self.path, {k: sorted(v) for k, v in sorted(data.items())})
        except OSError as exc:
            self.write_error = exc.strerror or str(exc)
            return False
        return True


def _word(w: Any) -> bool:
    from ..core.words.wordlist import MAX_WORD_LENGTH

    return isinstance(w, str) and w.isalpha() and len(w) <= MAX_WORD_LENGTH


def _well_formed(value: Any) -> bool:
    """Is a stored value a list of words (as this module writes them)?"""
    return isinstance(value, list) and all(_word(w) for w in value)


def _clean(value: Any) -> set[str]:
    """The usable words of a stored value: text, letters only, not too long."""
    if not isinstance(value, list):
        return set()
    return {w.lower() for w in value if _word(w)}
