#!/usr/bin/env python3
"""No English left on the main screens of the German, French and Spanish windows: each screen
(packaging/shoot_languages.py) is shot in the language and read back by OCR (tesseract); a word
read there that the English source strings use and no translation of that language uses is
English left over. Each screen must also read as text at all (a font drawing empty boxes reads as
nothing). Installs tesseract's languages (Debian packages) on first use.

    python3 packaging/check_languages.py [OUT_DIR]    (run by CI)
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import unicodedata
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OCR = {"de": "deu", "fr": "fra", "es": "spa"}
LANGUAGES = list(OCR)
WORD = re.compile(r"[^\W\d_]{4,}")


def install() -> None:
    packages = ["tesseract-ocr"] + [f"tesseract-ocr-{ocr}" for ocr in OCR.values()]
    missing = subprocess.run(
        ["dpkg-query", "-W", "-f=${Status}\n", *packages], capture_output=True, text=True
    ).stdout.count("install ok installed") != len(packages)
    if missing:
        sudo = [] if os.geteuid() == 0 else ["sudo"]
        env = dict(os.environ, DEBIAN_FRONTEND="noninteractive")
        subprocess.run([*sudo, "apt-get", "update", "-qq"], check=True, env=env)
        subprocess.run(
            [*sudo, "apt-get", "install", "-y", "-qq", "--no-install-recommends", *packages],
            check=True,
            env=env,
            stdout=subprocess.DEVNULL,
        )


def plain(word: str) -> str:
    """A word lower case without accents: OCR reads Álex as Alex."""
    return "".join(
        c for c in unicodedata.normalize("NFD", word.lower()) if not unicodedata.combining(c)
    )


def read(shot: Path, code: str) -> set[str]:
    text = subprocess.run(
        ["tesseract", str(shot), "-", "-l", OCR[code]],
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    return {plain(w) for w in WORD.findall(text)}


def catalogue_words(code: str, tag: str) -> set[str]:
    """Every word of the language's catalogue's sources ("source": the English) or
    translations ("translation": a name or loanword there is not left over)."""
    tree = ET.parse(ROOT / "resources" / "translations" / f"ghost_{code}.ts")
    words: set[str] = set()
    for t in tree.iter(tag):
        texts = [f.text or "" for f in t.iter("numerusform")] or [t.text or ""]
        for text in texts:  # a mnemonic's & is not shown: E&xport reads as Export
            words.update(plain(w) for w in WORD.findall(text.replace("&", "")))
    return words


def main() -> int:
    out = Path(sys.argv[1] if len(sys.argv) > 1 else "dist/languages")
    shutil.rmtree(out, ignore_errors=True)
    install()
    subprocess.run(
        [sys.executable, str(ROOT / "packaging" / "shoot_languages.py"), str(out), *LANGUAGES],
        check=True,
        stdout=subprocess.DEVNULL,
    )
    failed = False
    for code in LANGUAGES:
        english = catalogue_words(code, "source") - catalogue_words(code, "translation")
        for shot in sorted(out.glob(f"{code}-*.png")):
            words = read(shot, code)
            left = sorted(words & english)
            print(f"{shot}: {len(words)} words read; English left: {', '.join(left) or 'none'}")
            if left or len(words) < 5:
                failed = True
    if failed:
        print("FAILED: English left on a main screen, or a screen that reads as no text")
        return 1
    print("no English left on the main screens in German, French and Spanish")
    return 0


if __name__ == "__main__":
    sys.exit(main())
