"""The bundled definitions (wordlists/definitions-en.tsv.gz, made by scripts/make_definitions.py)
and ghost_gui.core.words.definitions, which reads them."""

from __future__ import annotations

import gzip
import json
import re
import shutil
import subprocess
import sys
import threading
from pathlib import Path

import pytest

from ghost_gui.core.words import definitions as definitions_module
from ghost_gui.core.words.definitions import Definitions, definitions_for, definitions_path
from ghost_gui.paths import wordlist_path

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "scripts"))
import make_definitions
import make_wordlists

# measured for the build: 43,374 of 44,688 (97.1 %); SOURCES.md reports the exact figure
FAMILY_COVERAGE_FLOOR = 0.965


@pytest.fixture(scope="module")
def english() -> Definitions:
    path = definitions_path("en")
    assert path is not None and path.name == "definitions-en.tsv.gz"
    d = Definitions(path)
    d.load()
    return d


@pytest.fixture(scope="module")
def all_text() -> list[str]:
    """Every definition and note of the file, read without the module under test."""
    path = definitions_path("en")
    assert path is not None
    lines = gzip.open(path, "rt", encoding="utf-8").read().split("\n")
    blank = lines.index("")
    notes = [line.split("\t")[2] for line in lines[blank + 1 :] if line.count("\t") == 2]
    return lines[1:blank] + notes


def family_words() -> list[str]:
    return wordlist_path("english-family.txt").read_text(encoding="utf-8").split()


def test_known_words_get_sensible_definitions(english: Definitions) -> None:
    assert "quadruped" in (
        english.lookup("giraffe") or ""
    )  # WordNet: "tallest living quadruped; ..."
    assert "percussion" in (english.lookup("xylophone") or "")
    assert "pie" in (english.lookup("pizza") or "")
    assert "school" in (english.lookup("homework") or "")
    assert "bag" in (english.lookup("backpack") or "")  # "a strap on your back": not offensive
    assert english.lookup("Giraffe") == english.lookup("giraffe")


def test_inflected_forms_get_the_base_words_definition(english: Definitions) -> None:
    cats = english.entry("cats")
    assert cats is not None and cats.note == "plural of cat" and "feline" in cats.text
    assert english.lookup("cats") == f"plural of cat: {cats.text}"
    assert (english.lookup("geese") or "").startswith("plural of goose: ")
    assert (english.lookup("ran") or "").startswith("form of run: ")
    assert (english.lookup("stopped") or "").startswith(
        "form of stop: "
    )  # a doubled consonant undone
    assert (english.lookup("biggest") or "").startswith("superlative of big: ")
    building = english.entry("building")  # a word of its own, not "-ing form of build"
    assert building is not None and building.note is None and "roof" in building.text


def test_unknown_words_have_none(english: Definitions) -> None:
    for word in ("zzxq", "the", "", "ghostly-ghost", "xylophones!"):
        assert english.lookup(word) is None
        assert not english.covers(word)
    assert english.covers("giraffe")


def test_definitions_are_short(all_text: list[str]) -> None:
    texts = all_text
    assert max(len(t) for t in texts) <= make_definitions.MAX_CHARS + 1  # the "…"
    assert all(t and "\t" not in t and '"' not in t for t in texts)


def test_no_definition_names_a_vulgar_or_listed_offensive_word(all_text: list[str]) -> None:
    # the script's own sexual/vulgar list, and the obscenities and slurs of the family-list checks
    bad = make_definitions.offensive_pattern(make_wordlists.BLOCKED[-16:])
    hits = [t for t in all_text if bad.search(t.lower())]
    assert hits == []


def naughty_words(tmp: Path) -> list[str] | None:
    """The English naughty-words list as the build fetches it (npm; its cache serves offline)."""
    if shutil.which("npm") is None:
        return None
    try:
        out = subprocess.run(
            ["npm", "pack", "naughty-words@1.2.0", "--silent", "--prefer-offline"],
            cwd=tmp,
            check=True,
            capture_output=True,
            text=True,
            timeout=60,
        ).stdout.split()[-1]
        subprocess.run(["tar", "xzf", out], cwd=tmp, check=True, timeout=60)
    except (OSError, subprocess.SubprocessError, IndexError):
        return None
    words: list[str] = json.loads((tmp / "package" / "en.json").read_text(encoding="utf-8"))
    return words


def test_no_definition_contains_a_word_of_the_offensive_list(
    all_text: list[str], tmp_path: Path
) -> None:
    words = naughty_words(tmp_path)
    if words is None:
        pytest.skip("npm cannot supply naughty-words (no npm, no network, no cache)")
    listed = {w.lower() for w in words} - make_definitions.NOT_OFFENSIVE_IN_GLOSSES
    assert len(listed) > 390
    # whole words and phrases, case-insensitive, across the whole file
    bad = re.compile(
        r"(?<![a-z0-9])(?:"
        + "|".join(re.escape(w).replace(r"\ ", r"[\s-]+") for w in listed)
        + r")(?![a-z0-9])"
    )
    hits = [t for t in all_text if bad.search(t.lower())]
    assert hits == []


def test_the_words_kept_despite_the_list_are_few_and_named() -> None:
    assert (
        frozenset({"strap on", "suck", "escort", "bondage"})
        == make_definitions.NOT_OFFENSIVE_IN_GLOSSES
    )


def test_offensive_words_themselves_have_no_definition(english: Definitions) -> None:
    for word in ("tit", "ass", "cock", "whore", "tits", "pimp", "sexy"):
        assert english.lookup(word) is None, word


def test_blocked_words_hide_a_definition(english: Definitions) -> None:
    assert english.lookup("cats", blocked={"Feline"}) is None
    assert english.lookup("cats", blocked={"cat"}) is None  # the note names it
    assert english.lookup("cats", blocked={"dog"}) is not None


def test_family_list_coverage(english: Definitions) -> None:
    words = family_words()
    covered = [w for w in words if english.covers(w)]
    missing = [w for w in words if not english.covers(w)]
    assert len(covered) + len(missing) == len(words) == 44_688
    assert len(covered) / len(words) >= FAMILY_COVERAGE_FLOOR
    # SOURCES.md reports the same figure
    sources = wordlist_path("SOURCES.md").read_text(encoding="utf-8")
    row = re.search(
        r"^\| `english-family\.txt` \| ([\d,]+) \| ([\d,]+) \|",
        sources.split("## Definitions", 1)[1],
        re.M,
    )
    assert row is not None
    assert (int(row.group(1).replace(",", "")), int(row.group(2).replace(",", ""))) == (
        len(words),
        len(covered),
    )
    # nearly every everyday word of the family-list checks has one
    assert [w for w in make_wordlists.EVERYDAY if not english.covers(w)] == ["lunchbox"]


def test_every_word_with_a_definition_is_in_a_bundled_list(english: Definitions) -> None:
    bundled: set[str] = set()
    for name in make_definitions.LISTS:
        bundled.update(wordlist_path(name).read_text(encoding="utf-8").split())
    assert set(english.words()) <= bundled


def test_loading_twice_reads_the_file_once(monkeypatch: pytest.MonkeyPatch) -> None:
    reads: list[Path] = []
    real = definitions_module._read

    def counting(path: Path) -> tuple[list[str], dict[str, int], dict[str, str]]:
        reads.append(path)
        return real(path)

    monkeypatch.setattr(definitions_module, "_read", counting)
    path = definitions_path("en")
    assert path is not None
    d = Definitions(path)
    assert not d.loaded and reads == []  # nothing is read before it is needed
    threads = [threading.Thread(target=d.load) for _ in range(8)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    d.load()
    assert d.lookup("giraffe") and d.covers("cats")
    assert reads == [path] and d.loaded


def test_definitions_path_by_language() -> None:
    en = definitions_path("en")
    assert en is not None and en.is_file()
    assert definitions_path("en_GB") == definitions_path("EN-us") == en
    assert definitions_path("ru") is None  # no free Russian source was reachable
    assert definitions_path("de") is None
    assert definitions_for("ru") is None
    shared = definitions_for("en")
    assert shared is not None and shared is definitions_for("en")


def write_file(path: Path, body: str) -> Path:
    with gzip.open(path, "wt", encoding="utf-8", newline="\n") as f:
        f.write(body)
    return path


def test_a_small_file(tmp_path: Path) -> None:
    path = write_file(
        tmp_path / "d.tsv.gz",
        "# Ghost definitions 1\na small cat\na big dog\n\ncat\t0\ncats\t0\tplural of cat\ndog\t1\n",
    )
    d = Definitions(path)
    assert len(d) == 3 and d.words() == ["cat", "cats", "dog"]
    assert d.lookup("cats") == "plural of cat: a small cat"
    assert d.lookup("dog") == "a big dog"
    assert d.lookup("cow") is None


@pytest.mark.parametrize(
    "body",
    [
        "",
        "no header\n\ncat\t0\n",
        "# Ghost definitions 1\na cat\n",
        "# Ghost definitions 1\na cat\n\ncat\t1\n",
        "# Ghost definitions 1\na cat\n\ncat\tx\n",
    ],
)
def test_a_damaged_file_raises_and_a_later_load_retries(tmp_path: Path, body: str) -> None:
    path = write_file(tmp_path / "d.tsv.gz", body)
    d = Definitions(path)
    with pytest.raises(ValueError):
        d.load()
    assert not d.loaded
    write_file(path, "# Ghost definitions 1\na cat\n\ncat\t0\n")
    d.load()
    assert d.lookup("cat") == "a cat"


def test_a_missing_file_raises_oserror(tmp_path: Path) -> None:
    with pytest.raises(OSError):
        Definitions(tmp_path / "none.tsv.gz").load()


def test_the_core_does_not_import_qt() -> None:
    source = Path(definitions_module.__file__).read_text(encoding="utf-8")
    assert not re.search(
        r"^\s*(?:from|import)\s+(?:PySide|shiboken|\.\.gui|ghost_gui\.gui)", source, re.M
    )


@pytest.mark.parametrize("players", [2, 3])
def test_every_word_on_the_default_cards_has_a_definition_or_is_reported_missing(
    english: Definitions, players: int
) -> None:
    """The default game's cards (english-family, Ghost, 4+ letters): each word has a
    definition or is among the missing ones SOURCES.md lists for that table."""
    from ghost_gui.core.analysis.results import Workbench

    bench = Workbench(wordlist_path("english-family.txt"), use_cache=False)
    words = set().union(
        *(bench.card("ghost", 4, players, seat)[1].words for seat in range(players))
    )
    missing = sorted(w for w in words if not english.lookup(w))
    sources = (Path(__file__).resolve().parents[2] / "wordlists" / "SOURCES.md").read_text(
        encoding="utf-8"
    )
    row = re.search(rf"^\| {players} \| ([\d,]+) \| (\d+) \((.*)\) \|$", sources, re.M)
    assert row is not None, f"SOURCES.md has no card coverage row for {players} players"
    assert (int(row[1].replace(",", "")), int(row[2]), row[3].split(", ")) == (
        len(words),
        len(missing),
        missing,
    )
