"""The text of a word list's bytes: UTF-8 with or without a byte-order mark, UTF-16 (and
UTF-32) with one, and UTF-16 without one when its zero bytes show it plainly. Separate from
the parser because telling an encoding is a question of its own, asked also by the window's
words dialog, which reads a file's lines without parsing them as a word list."""

from __future__ import annotations

import re

from ..errors import WordListBinaryError, WordListDecodeError

# control characters that never occur in a text word list (tab, line ends, form feeds and
# the information separators, which str.split treats as spaces, are allowed)
_CONTROL = re.compile(r"[\x00-\x08\x0e-\x1b\x7f]")

_BOMS = (
    (b"\xff\xfe\x00\x00", "utf-32", "UTF-32"),
    (b"\x00\x00\xfe\xff", "utf-32", "UTF-32"),
    (b"\xff\xfe", "utf-16", "UTF-16"),
    (b"\xfe\xff", "utf-16", "UTF-16"),
)


def decode_word_list(data: bytes, where: str) -> str:
    """The text of a word list: UTF-8, or UTF-16/32 with a byte-order mark, or UTF-16
    without one when plain to see. Raises ``WordListBinaryError`` or ``WordListDecodeError``."""
    if not data.startswith(b"\xef\xbb\xbf"):
        for bom, codec, label in _BOMS:
            if data.startswith(bom):
                try:
                    text = data.decode(codec)
                except UnicodeDecodeError as exc:
                    if codec == "utf-32":  # FF FE 00 00 may be UTF-16 starting with a NUL
                        continue
                    raise WordListDecodeError(
                        where,
                        f"starts like {label} text but is not valid {label} "
                        f"(bad data at offset {exc.start}); save it as UTF-8",
                    ) from None
                if "\x00" in text:
                    raise WordListBinaryError(where, "contains binary data, not text")
                return text
        if b"\x00" in data:
            guessed = _guess_utf16(data)
            if guessed is None:
                raise WordListBinaryError(where, "contains binary data, not text")
            text = guessed
            return text
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise WordListDecodeError(
            where, f"not UTF-8 text (bad byte at offset {exc.start})"
        ) from None


def _guess_utf16(data: bytes) -> str | None:
    """UTF-16 without a byte-order mark: the zero bytes of its spaces, line ends and Latin
    letters fall on one side of each pair (odd offsets for little-endian) and hardly ever on
    the other. ``None`` unless the data reads as clean text that way."""
    if len(data) % 2:
        return None
    sample = data[:65536]
    pairs = len(sample) // 2
    even, odd = sample[0::2].count(0), sample[1::2].count(0)
    if odd >= max(2, pairs // 20) and even * 8 <= odd:
        codec = "utf-16-le"
    elif even >= max(2, pairs // 20) and odd * 8 <= even:
        codec = "utf-16-be"
    else:
        return None
    try:
        text = data.decode(codec)
    except UnicodeDecodeError:
        return None
    if _CONTROL.search(text):
        return None
    return text.removeprefix("\ufeff")
