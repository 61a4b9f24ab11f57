#!/usr/bin/env python3
"""Produce the bundled word lists in wordlists/ from registry packages.

    python3 scripts/make_wordlists.py

Fetches into a temporary folder: the npm packages `word-list` and `naughty-words`, the
Debian package `miscfiles`, and (in a throwaway virtual environment under /tmp) the PyPI
packages `wordfreq`, `pymorphy3` and `pymorphy3-dicts-ru`. Nothing is downloaded by the
game at run time. Needs npm, apt-get (run `apt-get update` first) and dpkg-deb.
"""

from __future__ import annotations

import json
import subprocess
import sys
import tempfile
import textwrap
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "wordlists"
VENV = Path("/tmp/ghost-wordlists-venv")
LATIN = set("abcdefghijklmnopqrstuvwxyz")
CYRILLIC = set("абвгдежзийклмнопрстуфхцчшщъыьэюяё")


def run(*cmd: str, cwd: Path | None = None) -> str:
    return subprocess.run(cmd, cwd=cwd, check=True, capture_output=True, text=True).stdout


def write(name: str, words: list[str]) -> int:
    (OUT / name).write_text("\n".join(words) + "\n", encoding="utf-8", newline="\n")
    return len(words)


def npm_package(tmp: Path, name: str) -> tuple[Path, str]:
    tgz = run("npm", "pack", name, "--silent", cwd=tmp).strip().splitlines()[-1]
    dest = tmp / name
    dest.mkdir()
    run("tar", "xzf", str(tmp / tgz), "-C", str(dest))
    version = json.loads((dest / "package" / "package.json").read_text())["version"]
    return dest / "package", version


def venv_python() -> Path:
    py = VENV / "bin" / "python"
    if not py.exists():
        run(sys.executable, "-m", "venv", str(VENV))
    run(str(py), "-m", "pip", "install", "-q", "wordfreq", "pymorphy3", "pymorphy3-dicts-ru")
    return py


HELPER = textwrap.dedent('''
    import json, sys
    import importlib.metadata as md
    import wordfreq, pymorphy3
    en = wordfreq.top_n_list("en", 50000)
    ru = wordfreq.top_n_list("ru", 50000)
    morph = pymorphy3.MorphAnalyzer()
    bad = {"Name", "Surn", "Patr", "Geox", "Orgn", "Trad", "Abbr", "Init", "Fixd"}
    nouns = set()
    for word, tag, normal, para, idx in morph.dictionary.iter_known_words(""):
        if idx != 0 or "NOUN" not in tag or bad & tag.grammemes:
            continue
        g = tag.grammemes
        if "nomn" in g and ("sing" in g or "Sgtm" in g) and word == normal:
            nouns.add(word)
    versions = {p: md.version(p) for p in ("wordfreq", "pymorphy3", "pymorphy3-dicts-ru")}
    json.dump({"en": en, "ru": ru, "nouns": sorted(nouns), "versions": versions}, sys.stdout)
''')


def main() -> int:
    OUT.mkdir(exist_ok=True)
    with tempfile.TemporaryDirectory() as t:
        tmp = Path(t)
        word_list, wl_version = npm_package(tmp, "word-list")
        naughty, naughty_version = npm_package(tmp, "naughty-words")
        run("apt-get", "download", "miscfiles", cwd=tmp)
        deb = next(tmp.glob("miscfiles_*.deb"))
        misc_version = run("dpkg-deb", "-f", str(deb), "Version").strip()
        run("dpkg-deb", "-x", str(deb), str(tmp / "misc"))
        web2 = (tmp / "misc" / "usr" / "share" / "dict" / "web2").read_text(encoding="utf-8")
        data = json.loads(run(str(venv_python()), "-c", HELPER))
        large_text = (word_list / "words.txt").read_text(encoding="utf-8")
        offensive = {w.lower() for w in json.loads((naughty / "en.json").read_text(encoding="utf-8"))}

    large = sorted({w for w in large_text.split() if set(w) <= LATIN})
    offensive_words = {w for w in offensive if " " not in w}
    common = {w for w in data["en"] if set(w) <= LATIN}
    family = sorted(w for w in set(large) & common if len(w) >= 3 and w not in offensive_words)
    nouns = [w for w in data["nouns"] if set(w) <= CYRILLIC]
    freq_en = [w for w in data["en"] if set(w) <= LATIN]
    freq_ru = [w for w in data["ru"] if set(w) <= CYRILLIC]
    counts = {
        "english-large.txt": write("english-large.txt", large),
        "english-family.txt": write("english-family.txt", family),
        "web2.txt": write("web2.txt", sorted({w for w in web2.split() if w.isalpha() and w == w.lower()})),
        "russian-nouns.txt": write("russian-nouns.txt", nouns),
        "frequency-en.txt": write("frequency-en.txt", freq_en),
        "frequency-ru.txt": write("frequency-ru.txt", freq_ru),
    }
    v = data["versions"]
    (OUT / "SOURCES.md").write_text(SOURCES.format(
        wl=wl_version, naughty=naughty_version, misc=misc_version, wordfreq=v["wordfreq"],
        pymorphy=v["pymorphy3"], dicts=v["pymorphy3-dicts-ru"], **{k.replace("-", "_").replace(".txt", ""): f"{n:,}" for k, n in counts.items()},
    ), encoding="utf-8")
    for name, n in counts.items():
        print(f"{name}: {n:,} lines")
    return 0


SOURCES = """# Bundled word lists

Made by `python3 scripts/make_wordlists.py` from registry packages (nothing is downloaded
at run time). One word per line, UTF-8.

| file | lines | source | licence |
|---|---|---|---|
| `english-large.txt` | {english_large} | npm package `word-list` {wl} (Sindre Sorhus; derived from the Letterpress word list), words of a-z only | MIT |
| `english-family.txt` | {english_family} | the words of `english-large.txt` that are also among the 50,000 most frequent English words of PyPI `wordfreq` {wordfreq}, 3+ letters, with every single word of the English list of npm `naughty-words` {naughty} (the "List of Dirty, Naughty, Obscene, and Otherwise Bad Words", LDNOOBW) removed. The default list. | MIT (list); the frequency data of wordfreq is CC BY-SA 4.0; naughty-words is CC BY 4.0 |
| `web2.txt` | {web2} | Webster's Second International (1934), `usr/share/dict/web2` of Debian package `miscfiles` {misc}, without its capitalised entries (proper nouns, which the loader would skip anyway) | public domain |
| `russian-nouns.txt` | {russian_nouns} | Russian nouns in the nominative singular from the OpenCorpora dictionary as packaged in PyPI `pymorphy3-dicts-ru` {dicts}, read with `pymorphy3` {pymorphy}: normal forms tagged NOUN, nomn, sing or Sgtm, without Name/Surn/Patr/Geox/Orgn/Trad/Abbr/Init/Fixd, Cyrillic letters only, ё kept distinct from е | CC BY-SA 3.0 (OpenCorpora, opencorpora.org) |
| `frequency-en.txt` | {frequency_en} | PyPI `wordfreq` {wordfreq}: `top_n_list("en", 50000)` in rank order, a-z words only; the computer's human-like levels know the words up to a rank | CC BY-SA 4.0 (wordfreq data, Robyn Speer and contributors) |
| `frequency-ru.txt` | {frequency_ru} | PyPI `wordfreq` {wordfreq}: `top_n_list("ru", 50000)` in rank order, Cyrillic words only | CC BY-SA 4.0 (wordfreq data) |

Attributions required by the licences:

- `word-list`: Copyright (c) Sindre Sorhus, MIT licence.
- `naughty-words`: Shutterstock, "List of Dirty, Naughty, Obscene, and Otherwise Bad Words", CC BY 4.0; used only as a filter.
- OpenCorpora (opencorpora.org), dictionary data under CC BY-SA 3.0; `russian-nouns.txt` is a derived work under the same licence.
- wordfreq by Robyn Speer et al., data under CC BY-SA 4.0; `frequency-*.txt` and the selection of `english-family.txt` derive from it.
"""

if __name__ == "__main__":
    sys.exit(main())
