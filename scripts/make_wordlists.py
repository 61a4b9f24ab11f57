#!/usr/bin/env python3
"""Produce the bundled word lists in wordlists/ from registry packages.

    python3 scripts/make_wordlists.py

    python3 scripts/make_wordlists.py --out /tmp/lists   # somewhere else, e.g. to compare

Fetches into a temporary folder: the npm packages `word-list` and `naughty-words`, the
Debian packages `miscfiles`, `scowl` (SCOWL, the word lists behind wamerican/wbritish,
graded by commonness) and `wordnet-base` (WordNet 3.0, which sorts senses by kind), and (in a throwaway virtual environment under /tmp) the PyPI
packages `wordfreq`, `pymorphy3`, `pymorphy3-dicts-ru`, `badwords-r`, `german-nouns` and
`gender-guesser`; for German, French and Spanish also the Debian packages `wngerman`, `wfrench`,
`wspanish` and `hunspell-es` (scripts/family_lists_europe.py). Nothing is downloaded by the
game at run time. Needs npm, apt-get (run `apt-get update` first) and dpkg-deb.

The family list (the default) is SCOWL's common words: the lower-case a-z entries of the
`english`, `american` and `british` "words" lists up to size 35, plus those up to size 50
that are also among wordfreq's 50,000 most frequent words; kept only if also in
`english-large.txt`, 3+ letters, not in the English naughty-words list, FAMILY_EXCLUDED nor
INFORMAL_SPELLINGS (gonna, dunno), nor coarse by kind: every sense sexual or a slur as WordNet
files and defines it (scripts/wordnet_kinds.py). SCOWL keeps proper nouns (capitalised), abbreviations and
contractions in other lists, so they never enter. The Russian list drops the nouns named by
the Russian naughty-words list or by PyPI `badwords-r` (but RU_NOT_OFFENSIVE), those
OpenCorpora labels slang, misspelt or distorted (RU_LABELS), and those matching RU_OBSCENE
(мат), RU_OFFENSIVE (slurs, homophobic words, vulgar insults), RU_SEXUAL (bodily and sexual
words, clinical ones included) or RU_EPITHETS (religious and ethnic epithets used as insults) in
inflected and derived forms.
The check lists at the end measure the candidate builds; the figures go to SOURCES.md.
"""

from __future__ import annotations

import argparse
import json
import re
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
    run(
        str(py),
        "-m",
        "pip",
        "install",
        "-q",
        "wordfreq",
        "pymorphy3",
        "pymorphy3-dicts-ru",
        "badwords-r",
        "german-nouns",
        "gender-guesser",
    )
    return py


def deb_package(tmp: Path, name: str) -> tuple[Path, str]:
    """Download a Debian package (without installing it) and unpack it under tmp/name."""
    run("apt-get", "download", name, cwd=tmp)
    deb = next(tmp.glob(f"{name}_*.deb"))
    version = run("dpkg-deb", "-f", str(deb), "Version").strip()
    run("dpkg-deb", "-x", str(deb), str(tmp / name))
    return tmp / name, version


# SCOWL (Spell Checker Oriented Word Lists): final/<spelling>-<sub-category>.<size>. Only the
# "words" sub-category: proper names, "upper" (capitalised words), abbreviations and
# contractions are separate sub-categories and stay out.
SCOWL_WORDS = ("english-words", "american-words", "british-words")
SCOWL_CORE = 35  # wamerican-small: everything up to here
SCOWL_MORE = 50  # wamerican: up to here if also among the frequent words

# Ordinary dictionary words that a family list should still not put on a card: words the
# issue named that SCOWL (size <= 50) and english-large both hold, with their inflections,
# and the inflections of naughty-words' "sexy" that english-large holds.
FAMILY_EXCLUDED = frozenset(
    "jihad jihads jihadi jihadis jihadist jihadists pimp pimps pimped pimping sexier sexiest".split()
)

# Informal spellings: spoken contractions written as one word (gonna = going to, dunno = don't
# know) and clipped spellings of a dictionary word (thru, tho). SCOWL files contractions with
# an apostrophe (don't) in a list of their own, which never enters, but keeps these among its
# ordinary words, and no source here labels them. They are a small closed class, so they are
# named here, as SCOWL names proper nouns. Informal words that dictionaries list as words of
# their own (yeah, nope, okay, kiddo) stay.
INFORMAL_SPELLINGS = frozenset(
    """
ain aint betcha coulda couldna cuz dontcha doncha didja dunno finna gimme gonna gotcha gotta gunna
hafta hasta innit kinda lemme lotta lotsa mighta musta oughta outta shoulda sorta tho thru tryna
wanna wassup whaddya whatcha woulda wouldja yall yer yous
""".split()
)


def scowl_words(root: Path, max_size: int) -> set[str]:
    """Lower-case a-z entries of the SCOWL "words" lists up to max_size."""
    final = root / "usr" / "share" / "dict" / "scowl"
    words: set[str] = set()
    for path in sorted(final.iterdir()):
        name, _, size = path.name.rpartition(".")
        if name in SCOWL_WORDS and size.isdigit() and int(size) <= max_size:
            words.update(w for w in path.read_text(encoding="utf-8").split() if set(w) <= LATIN)
    return words


# Russian obscenities (мат and the like), matched on the nominative-singular nouns: stems
# that only occur in obscene words, anchored where an innocent word shares the letters
# (хлеб, небо, ребёнок, учебник, себестоимость; мандарин, команда; сукно, сучок; мудрость,
# талмуд; скипидар, лапидарность; бляха, аблятив; саговник; курвиметр; дрочёна).
RU_OBSCENE = re.compile(
    "|".join(
        (
            r"ху[йеёиюя]",  # хуй, хуйня, охуение, ахуй, хуета
            r"пи[зс]д",  # пизда, пиздец, пиздобол, распиздяй
            r"^(?:за|на|по|до|вы|при|про|у|недо|долбо|отъ|разъ|взъ|съ|объ|подъ|изъ|въ)?[её]б",  # ебальник, еблан, долбоёб, заёба
            r"бляд",  # блядь, выблядок, блядство  (not бляха, бляшка, аблятив)
            r"^(?:из|от|за)?муд(?!р)",  # мудак, мудила  (not мудрость, талмуд, жмудь)
            r"^пид[оа]р",  # пидор, пидорас, пидарас  (not скипидар)
            r"^педик$",
            r"залуп",
            r"^манд(?:а|авошка|ёж|еж)$",  # манда  (not мандарин, команда, мандат)
            r"^сука$",
            r"^сучара$",  # (not сук, сукно, сучок)
            r"^говн",  # говно, говнюк  (not саговник)
            r"жоп",
            r"дерьм",
            r"^херн",
            r"г[ао]ндон",
            r"шлюх",
            r"^курва$",
            r"дроч(?!ён)",
        )
    )
)

# Ethnic and antisemitic slurs, homophobic words and vulgar insults, matched the same way:
# stems that catch the inflected and derived forms (жидовка, жиденёнок, засранка), anchored
# where an everyday word shares the letters (жидкость, хачапури, сражение, хохлатка, страна).
RU_OFFENSIVE = re.compile(
    "|".join(
        (
            r"^жид(?!к)",  # жид, жидовка, жиденёнок, жидомасон  (not жидкость)
            r"^чурк",
            r"^хач(?:ик|ьё|ара)?$",
            r"^чучмек",
            r"^пиндос",
            r"^америкос",
            r"^москал[ьея]",
            r"^кацап",
            r"^хохл(?!ат)",
            r"^хохол$",
            r"^черномаз",
            r"^нерусь",
            r"^негритос",
            r"^япошк",
            r"^гомик",
            r"^гомосек$",
            r"^гомосяк",
            r"^педрил",
            r"^пидр",
            r"^педераст",
            r"^пидарас",
            r"^(?:за|об|о|у|вы|на)?сра[нлч]",
            r"^срак",
            r"^(?:за|об|о)?ссы[кх]",
            r"^ссан",
            r"^обосс",
            r"^пер[дж][уеёя]",
            r"^мраз",
            r"^ублюд",
            r"^падл",
            r"^паскуд",
            r"^сволоч",
            r"^сволот",
            r"^стерв(?!ятн|ятин)",
            r"^шалав",
            r"^потаску",
            r"^тварь$",
            r"^гнида$",
            r"^сиськ",
            r"^титьк",
            r"^(?:пи)?письк",
            r"^писюн",
            r"^хер$",
            r"^хрен$",
            r"^лярв",
            r"^подонок$",
            r"^выродок$",
        )
    )
)
# Bodily and sexual words by kind, with their derived forms: the sex organs and their Greek and
# Latin roots in clinical words (гистерэктомия, простатит), sexual acts, desire and disorders,
# venereal diseases, contraception, the sex trade, and the coarse word for the backside. член is
# named: its first sense is "member", but a card shows the word bare, and a child reads the other
# (членство, членик stay).
RU_SEXUAL = re.compile(
    "|".join(
        (
            r"^член$",
            r"^пенис(?!т)",  # (not пенистость)
            r"влагалищ",
            r"^вагин",
            r"^вульв",
            r"^клитор",
            r"^мошон",
            r"^фалл(?:ос|ич|оим)",
            r"^лобок$",
            r"^промежност",
            r"^(?:гистер(?!ез)|оофор|орхи(?!д)|простат|кольпо|вазэ)",  # (not гистерезис, орхидея)
            r"^эрекц",
            r"^оргазм",
            r"^сперм(?!ацет)",  # (not спермацет, whale oil)
            r"^эякул",
            r"^поллюц",
            r"^менструац",
            r"^мастурб",
            r"^онани",
            r"^импотен",
            r"^кастр(?:ат|ац)",
            r"^содоми",
            r"^инцест",
            r"^педофил",
            r"^извращен(?:ец|ка)$",
            r"^похоть$",
            r"^блуд(?:$|ни|ли)",  # (not блюдо, заблуждение)
            r"^прелюбодея",
            r"^простит(?!ельн)",  # проститутка, проституция  (not простительность, простуда)
            r"^сутен[её]р",
            r"^бордел",
            r"^порн",
            r"^эроти",
            r"^стриптиз",
            r"^презерватив",
            r"^гоноре",
            r"^сифили",
            r"^триппер",
            r"^задниц",
        )
    )
)
# Religious and ethnic epithets used as insults: an unbeliever (гяур, нехристь, басурман), the
# names of the Bible's traitors and killers as common nouns (иуда, ирод, каин, христопродавец),
# and ethnic names made pejorative (чухонец, чухна, татарва, инородец). The words of religion and
# history themselves stay: иудей, иудаизм, христианин, язычник.
RU_EPITHETS = re.compile(
    "|".join(
        (
            r"^гяур",
            r"^нехрист",
            r"^б[ау]сурман",
            r"^иуд(?:а|ушка)$",
            r"^ирод$",
            r"^каин$",
            r"^христопрода",
            r"^чухон",
            r"^чухна$",
            r"^татарв",
            r"^инород(?:ец|ка)$",
            r"^азиатчин",
        )
    )
)
# Words of the offensive lists whose everyday sense a family means: a mother, strength, a dish
# of Russian cooking, dried apricots.
RU_NOT_OFFENSIVE = frozenset("мать сила дрочёна урюк".split())
# OpenCorpora's own labels for words a dictionary would not list as they stand: slang (Slng,
# which holds much of the vulgar vocabulary), misspellings (Erro) and distorted forms (Dist).
RU_LABELS = ("Slng", "Erro", "Dist")


HELPER = textwrap.dedent("""
    import json, sys
    import importlib.metadata as md
    import wordfreq, pymorphy3
    en = wordfreq.top_n_list("en", 50000)
    ru = wordfreq.top_n_list("ru", 50000)
    morph = pymorphy3.MorphAnalyzer()
    bad = {"Name", "Surn", "Patr", "Geox", "Orgn", "Trad", "Abbr", "Init", "Fixd"}
    nouns = {}  # word -> the OpenCorpora labels it carries (slang, misspelt, ...)
    for word, tag, normal, para, idx in morph.dictionary.iter_known_words(""):
        if idx != 0 or "NOUN" not in tag or bad & tag.grammemes:
            continue
        g = tag.grammemes
        if "nomn" in g and ("sing" in g or "Sgtm" in g) and word == normal:
            labels = {"Slng", "Erro", "Dist"} & g
            # a word is labelled only when every noun it spells is (свояк, бычок: a relative, a fish)
            nouns[word] = nouns[word] & labels if word in nouns else labels
    names = ("wordfreq", "pymorphy3", "pymorphy3-dicts-ru", "badwords-r")
    versions = {p: md.version(p) for p in names}
    import badwords_r
    json.dump({"en": en, "ru": ru, "nouns": {w: sorted(ls) for w, ls in sorted(nouns.items())},
               "badwords": sorted({w.lower() for w in badwords_r.badwrds}), "versions": versions}, sys.stdout)
""")


# Check lists for SOURCES.md (and tests/test_family_list.py): everyday words a 10-year-old
# knows, some of them rare in web text; and proper nouns, brands, slang and offensive words
# (the examples, more found in the frequency-built list, and offensive inflections).
EVERYDAY = """
xylophone giraffe pizza homework dinosaur spaghetti umbrella penguin kangaroo backpack
pancake cupcake popcorn broccoli skateboard trampoline snowman butterfly ladybug caterpillar
octopus dolphin crocodile hamster kitten unicorn volcano astronaut telescope calculator
eraser scissors crayon playground lollipop marshmallow strawberry watermelon toothbrush pajamas
hopscotch seesaw walrus porcupine tadpole igloo acorn mitten raccoon chipmunk
scarecrow hedgehog toboggan ostrich parakeet gerbil pelican harmonica tambourine lunchbox
""".split()
BLOCKED = """
niger jihad myspace bhai pfft pimp baguio gibson keir masjid voip
facebook photoshop linux quidditch scooby tetris jedi bangalore cordoba malibu
douchebag noob aight thang fricking shrooms addy boi bro smackdown
fuck shit cunt nigger bitch porn slut whore dildo wank
fucked niggers cunts whores raped retarded
""".split()
RU_EVERYDAY = """
хлеб небо мандарин команда командир потребитель оскорбление ребёнок учебник гребля погреб
требование себестоимость мудрость талмуд скипидар сукно сучок саговник курвиметр художник
хутор хулиган бляха бляшка мандат саламандра страхование лапидарность аблятив
""".split()
# More everyday nouns that share letters with the offensive stems or lists (issue 27's check).
RU_EVERYDAY_MORE = """
жидкость сражение хохлатка страна стервятник перевал мать сила урюк сиротка чурбан педагог
гомеопатия гомосексуалист писатель падалица сваха свояк бычок ссуда перец
""".split()
# Offensive words the Russian list must not hold: slurs, homophobic and vulgar words, written
# down for the check, not used by the filter (which works by lists, labels and stems).
RU_OFFENSIVE_CHECK = """
жид жидовка жиденёнок жидяра чурка хачик чучмек пиндос москаль кацап хохол гомик педик пидор
педрила засранец засранка мразь ублюдок падла паскуда сволочь стерва шалава потаскуха гнида
пердун ссыкун срань сиська шлюха говнюк мудак
""".split()
# Held-out checks of the filters by kind: coarse and sensitive words a family list should not
# offer at a children's table, written down before the filters were widened and never read by
# them. English: anatomical-sexual and clinical sexual or reproductive terms, the sex trade, and
# ethnic epithets; Russian: the same kinds, and religious or ethnic epithets used as insults.
EN_COARSE_HELD_OUT = """
hymen testis testes foreskin genitalia pubic hysterectomy vasectomy circumcision erection
erectile condom contraceptive copulation gonorrhea syphilis impotence aphrodisiac libido
menstruation brothel harlot squaw gringo mulatto
""".split()
RU_COARSE_HELD_OUT = """
член гяур иуда нехристь басурман ирод христопродавец чухонец татарва пенис влагалище мошонка
клитор эрекция оргазм сперма презерватив проститутка мастурбация импотенция промежность
педофил сифилис триппер задница бордель гистерэктомия
""".split()
# Everyday words close to those kinds, or sharing their letters, that stay: the body a child
# names, a word whose other senses are everyday (member, rubber, ball, cracker, paddy), and the
# words of religion and history (pagan, gentile; христианин, иудей).
EN_EVERYDAY_NEAR = """
member organ breast chest belly navel bottom pregnant baby birth egg pollen seed nest kidney
bladder cracker paddy spook rubber safe ball nut pagan gentile
""".split()
RU_EVERYDAY_NEAR = """
членство христианин христианство иудей иудаизм организм орган пенистость простуда заблуждение
задача задание бордюр сифон кастрюля яичко грудь пупок соска живот орхидея гистерезис
простительность
""".split()
# Spoken contractions and informal spellings the English family list must not hold.
INFORMAL_CHECK = "dunno gonna wanna gotta kinda sorta gimme betcha thru tho yous".split()


def main() -> int:
    global OUT
    # WordNet's reader needs make_definitions, which imports this module: import it when run
    from family_lists_europe import build as build_europe
    from wordnet_kinds import coarse_words

    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument(
        "--out", type=Path, default=OUT, help="folder to write the lists to (default: wordlists/)"
    )
    OUT = ap.parse_args().out
    OUT.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as t:
        tmp = Path(t)
        word_list, wl_version = npm_package(tmp, "word-list")
        naughty, naughty_version = npm_package(tmp, "naughty-words")
        misc, misc_version = deb_package(tmp, "miscfiles")
        web2 = (misc / "usr" / "share" / "dict" / "web2").read_text(encoding="utf-8")
        scowl, scowl_version = deb_package(tmp, "scowl")
        wordnet, wordnet_version = deb_package(tmp, "wordnet-base")
        scowl_core, scowl_more = scowl_words(scowl, SCOWL_CORE), scowl_words(scowl, SCOWL_MORE)
        # words every sense of which is sexual or a slur, as WordNet files and defines them
        coarse = coarse_words(wordnet / "usr" / "share" / "wordnet", sorted(scowl_more))
        data = json.loads(run(str(venv_python()), "-c", HELPER))
        large_text = (word_list / "words.txt").read_text(encoding="utf-8")
        offensive = {
            w.lower() for w in json.loads((naughty / "en.json").read_text(encoding="utf-8"))
        }
        offensive_ru = {
            w.lower() for w in json.loads((naughty / "ru.json").read_text(encoding="utf-8"))
        }
        # German, French and Spanish: their family and frequency lists, written to OUT
        europe = build_europe(tmp, naughty, venv_python(), OUT, run, deb_package, write)

    large = sorted({w for w in large_text.split() if set(w) <= LATIN})
    offensive_words = {w for w in offensive if " " not in w}
    common = {w for w in data["en"] if set(w) <= LATIN}

    def clean(words: set[str]) -> list[str]:
        return sorted(w for w in words if len(w) >= 3 and w not in offensive_words)

    scowl_common = scowl_core | (scowl_more & common)
    family_all = clean(scowl_common & set(large))
    listed = [w for w in family_all if w not in FAMILY_EXCLUDED and w not in INFORMAL_SPELLINGS]
    informal = [w for w in family_all if w in INFORMAL_SPELLINGS]
    family = [w for w in listed if w not in coarse]
    coarse_removed = {k: [w for w in listed if coarse.get(w) == k] for k in ("sexual", "slur")}
    candidates = [  # (description, words) for the measurement table; the last is the build
        ("before: `english-large` ∩ wordfreq top 50k", clean(set(large) & common)),
        (f"SCOWL size ≤ {SCOWL_CORE} (wamerican-small's words)", clean(scowl_core)),
        (f"SCOWL size ≤ {SCOWL_MORE} (wamerican's words)", clean(scowl_more)),
        (f"SCOWL ≤ {SCOWL_CORE} ∪ (SCOWL ≤ {SCOWL_MORE} ∩ wordfreq top 50k)", clean(scowl_common)),
        (
            "the same ∩ `english-large`, minus the exclusion list, informal spellings and coarse words by kind: **the build**",
            family,
        ),
    ]

    def plain(word: str) -> str:
        return word.replace("ё", "е")

    ru_lists = {  # the two lists as sets once, not per noun
        "naughty-words": {plain(b) for b in offensive_ru if " " not in b},
        "badwords-r": {plain(b) for b in data["badwords"]},
    }
    ru_rules = (  # (the rule, does it remove this noun?): a noun counts for the first that does
        ("naughty-words", lambda w, _: plain(w) in ru_lists["naughty-words"]),
        (
            "badwords-r",
            lambda w, _: w not in RU_NOT_OFFENSIVE and plain(w) in ru_lists["badwords-r"],
        ),
        ("labels", lambda _, labels: bool(set(labels) & set(RU_LABELS))),
        ("obscene stems", lambda w, _: bool(RU_OBSCENE.search(w))),
        ("offensive stems", lambda w, _: bool(RU_OFFENSIVE.search(w))),
        ("sexual and bodily stems", lambda w, _: bool(RU_SEXUAL.search(w))),
        ("epithet stems", lambda w, _: bool(RU_EPITHETS.search(w))),
    )
    all_nouns = {w: ls for w, ls in data["nouns"].items() if set(w) <= CYRILLIC}
    ru_removed: dict[str, list[str]] = {name: [] for name, _ in ru_rules}
    nouns = []
    for word, labels in all_nouns.items():
        rule = next((name for name, hit in ru_rules if hit(word, labels)), None)
        if rule is None:
            nouns.append(word)
        else:
            ru_removed[rule].append(word)
    ru_kept = [w for w in RU_EVERYDAY + RU_EVERYDAY_MORE if w in set(nouns)]

    freq_en = [w for w in data["en"] if set(w) <= LATIN]
    freq_ru = [w for w in data["ru"] if set(w) <= CYRILLIC]
    counts = {
        "english-large.txt": write("english-large.txt", large),
        "english-family.txt": write("english-family.txt", family),
        "web2.txt": write(
            "web2.txt", sorted({w for w in web2.split() if w.isalpha() and w == w.lower()})
        ),
        "russian-nouns.txt": write("russian-nouns.txt", nouns),
        "frequency-en.txt": write("frequency-en.txt", freq_en),
        "frequency-ru.txt": write("frequency-ru.txt", freq_ru),
    }

    rows = []
    for label, words in candidates:
        s = set(words)
        slipped = [w for w in BLOCKED if w in s]
        missing = [w for w in EVERYDAY if w not in s]
        rows.append(
            f"| {label} | {len(words):,} | {len(EVERYDAY) - len(missing)} / {len(EVERYDAY)}"
            f" | {', '.join(missing) or '–'} | {len(slipped)} / {len(BLOCKED)} | {', '.join(slipped) or '–'} |"
        )
    v = data["versions"]
    sources = OUT / "SOURCES.md"
    # The Definitions section at the end is scripts/make_definitions.py's: keep it.
    kept = (
        sources.read_text(encoding="utf-8").partition("\n## Definitions\n")
        if sources.exists()
        else ("", "", "")
    )
    sources.write_text(
        SOURCES.format(
            wl=wl_version,
            naughty=naughty_version,
            misc=misc_version,
            scowl=scowl_version,
            wordfreq=v["wordfreq"],
            pymorphy=v["pymorphy3"],
            dicts=v["pymorphy3-dicts-ru"],
            core=SCOWL_CORE,
            more=SCOWL_MORE,
            excluded=", ".join(sorted(FAMILY_EXCLUDED)),
            everyday=" ".join(EVERYDAY),
            blocked=" ".join(BLOCKED),
            n_everyday=len(EVERYDAY),
            n_blocked=len(BLOCKED),
            table="\n".join(rows),
            ru_all=f"{len(all_nouns):,}",
            ru_removed=len(all_nouns) - len(nouns),
            ru_rows="\n".join(
                f"| {name} | {len(ws)} | {', '.join(sorted(ws)[:12])}{', …' if len(ws) > 12 else ''} |"
                for name, ws in ru_removed.items()
            ),
            ru_everyday=" ".join(RU_EVERYDAY + RU_EVERYDAY_MORE),
            ru_kept=len(ru_kept),
            ru_n=len(RU_EVERYDAY + RU_EVERYDAY_MORE),
            ru_check=" ".join(RU_OFFENSIVE_CHECK),
            ru_check_n=len(RU_OFFENSIVE_CHECK),
            ru_check_in=sum(w in all_nouns for w in RU_OFFENSIVE_CHECK),
            ru_check_left=sum(w in set(nouns) for w in RU_OFFENSIVE_CHECK),
            wordnet=wordnet_version,
            en_sexual_n=len(coarse_removed["sexual"]),
            en_sexual=", ".join(coarse_removed["sexual"]),
            en_slur_n=len(coarse_removed["slur"]),
            en_slur=", ".join(coarse_removed["slur"]),
            en_held_n=sum(w in set(listed) for w in EN_COARSE_HELD_OUT),
            en_held=" ".join(EN_COARSE_HELD_OUT),
            en_held_out=sum(w in set(listed) and w not in set(family) for w in EN_COARSE_HELD_OUT),
            en_held_left=", ".join(w for w in EN_COARSE_HELD_OUT if w in set(family)) or "none",
            ru_held_n=len(RU_COARSE_HELD_OUT),
            ru_held=" ".join(RU_COARSE_HELD_OUT),
            ru_held_in=sum(w in all_nouns for w in RU_COARSE_HELD_OUT),
            ru_held_left=sum(w in set(nouns) for w in RU_COARSE_HELD_OUT),
            ru_near=" ".join(RU_EVERYDAY_NEAR),
            informal_n=len(informal),
            informal=", ".join(informal),
            informal_all=" ".join(sorted(INFORMAL_SPELLINGS)),
            badwords=v["badwords-r"],
            not_offensive=", ".join(sorted(RU_NOT_OFFENSIVE)),
            labels=", ".join(RU_LABELS),
            europe_rows=europe.rows,
            europe_sections=europe.sections,
            **{k.replace("-", "_").replace(".txt", ""): f"{n:,}" for k, n in counts.items()},
        )
        + "".join(kept[1:]),
        encoding="utf-8",
        newline="\n",
    )
    for name, n in {**counts, **europe.counts}.items():
        print(f"{name}: {n:,} lines")
    print("\n".join(rows))
    print(
        f"russian: {len(all_nouns) - len(nouns)} removed "
        + ", ".join(f"{n} {len(ws)}" for n, ws in ru_removed.items())
        + f"; everyday kept {len(ru_kept)}/{len(RU_EVERYDAY + RU_EVERYDAY_MORE)}"
    )
    print(f"informal spellings removed: {', '.join(informal)}")
    print(", ".join(f"english {k}: {len(ws)} removed" for k, ws in coarse_removed.items()))
    return 0


SOURCES = """# Bundled word lists

Made by `python3 scripts/make_wordlists.py` from registry packages (nothing is downloaded
at run time). One word per line, UTF-8.

| file | lines | source | licence |
|---|---|---|---|
| `english-large.txt` | {english_large} | npm package `word-list` {wl} (Sindre Sorhus; derived from the Letterpress word list), words of a-z only | MIT |
| `english-family.txt` | {english_family} | SCOWL (Spell Checker Oriented Word Lists) {scowl}, Debian package `scowl` (the lists behind `wamerican`/`wbritish`), which grades words by commonness: the lower-case a-z entries of its `english-words`, `american-words` and `british-words` lists up to size {core} (`wamerican-small`), plus those up to size {more} (`wamerican`) that are also among the 50,000 most frequent English words of PyPI `wordfreq` {wordfreq}; kept only if also in `english-large.txt`, 3+ letters, not in the English list of npm `naughty-words` {naughty} (LDNOOBW), and not one of: {excluded}; nor an informal spelling (gonna, dunno; see "Informal spellings" below); nor a word every sense of which WordNet files or defines as sexual or as a slur (see "Coarse words by kind" below). Proper nouns (capitalised: Niger, Gibson, Keir), abbreviations and contractions are other SCOWL lists and never enter; possessives and accented words fail a-z. The default list; see "The family list" below. | SCOWL: permissive (MIT-like) licence of Kevin Atkinson, see below; wordfreq data CC BY-SA 4.0; word-list MIT; naughty-words CC BY 4.0 |
| `web2.txt` | {web2} | Webster's Second International (1934), `usr/share/dict/web2` of Debian package `miscfiles` {misc}, without its capitalised entries (proper nouns, which the loader would skip anyway) | public domain |
| `russian-nouns.txt` | {russian_nouns} | Russian nouns in the nominative singular from the OpenCorpora dictionary as packaged in PyPI `pymorphy3-dicts-ru` {dicts}, read with `pymorphy3` {pymorphy}: normal forms tagged NOUN, nomn, sing or Sgtm, without Name/Surn/Patr/Geox/Orgn/Trad/Abbr/Init/Fixd, Cyrillic letters only, ё kept distinct from е; without obscene words (see "The Russian list" below) | CC BY-SA 3.0 (OpenCorpora, opencorpora.org) |
| `frequency-en.txt` | {frequency_en} | PyPI `wordfreq` {wordfreq}: `top_n_list("en", 50000)` in rank order, a-z words only; the computer's human-like levels know the words up to a rank | CC BY-SA 4.0 (wordfreq data, Robyn Speer and contributors) |
| `frequency-ru.txt` | {frequency_ru} | PyPI `wordfreq` {wordfreq}: `top_n_list("ru", 50000)` in rank order, Cyrillic words only | CC BY-SA 4.0 (wordfreq data) |
{europe_rows}

## The family list

Measured by the script on two check lists (also asserted by `tests/test_family_list.py`):
{n_everyday} everyday words a 10-year-old knows, some of them rare in web text ({everyday}),
and {n_blocked} words that should not be on a child's card: proper nouns written in lower
case, brands, slang and offensive words, including offensive inflections the offensive list
does not name ({blocked}). The first eleven are the issue's examples; the next twenty were
picked among the old list's words that SCOWL lacks, so the old list's count is high by
design. Every candidate is 3+ letters and without the naughty-words list.

| candidate | lines | everyday words in | missing | blocked words in | slipped through |
|---|---|---|---|---|---|
{table}

SCOWL alone (size {core} or {more}) has no proper nouns and no internet slang; size {core} misses
a few everyday words, size {more} adds many rare ones (abettor, sulfate, receivership). The
frequency filter above size {core} keeps the list near its old size while taking in the
everyday words. Crossing with `english-large.txt` (the Letterpress list, which leaves out
slurs and obscenities in all their forms) removes the inflections the naughty-words list
does not name (fucked, niggers, raped, retarded, ...) and keeps the family list a subset of
the large list. jihad and pimp are ordinary dictionary words at SCOWL size 50 and in the
Letterpress list; the short exclusion list above takes them out.

## Informal spellings

Spoken contractions written as one word (gonna, dunno) and clipped spellings (thru, tho) are
not dictionary words for a family game. SCOWL keeps its apostrophe contractions (don't) in a
list of their own, which never enters, but files these among its ordinary words, and no source
here labels them; the script names the class (`INFORMAL_SPELLINGS`: {informal_all}) the way
SCOWL names proper nouns. {informal_n} of them were in the build and are left out: {informal}.
Informal words that dictionaries list as words of their own (yeah, nope, okay, kiddo) stay.

## Coarse words by kind

Anatomical and clinical sexual words and slurs are ordinary dictionary words in SCOWL and the
Letterpress list (hymen, hysterectomy, gringo), and no offensive list names them. WordNet 3.0
(Debian package `wordnet-base` {wordnet}) sorts its senses by kind: a word is left out when every
sense of it and of its base forms (cats: cat) is sexual or a slur (`scripts/wordnet_kinds.py`),
so a word with an everyday sense stays (member, ball, rubber, safe, cracker, paddy, pollen):

- **sexual**: filed under the sex organs, the reproductive system, sexual intercourse, desire or
  arousal, perversion, venereal disease, contraception or prostitution (by hypernyms and by the
  wholes a part belongs to: the hymen is part of the vagina), or defined, in the first part of its
  gloss, by such a thing ("surgical removal of the uterus") or by a verb of that kind ("the act of
  circumcising"). {en_sexual_n} words: {en_sexual}.
- **slur**: marked by WordNet as an ethnic slur, disparagement, obscenity or vulgarism, or
  defined as one ("(disparaging)", "offensive term for"). {en_slur_n} words: {en_slur}.

Words for people by religion, history or identity (pagan, heathen, gentile, infidel; gay,
lesbian, homosexual) are not coarse and stay. Held out (written down before the filter and never
read by it): of the {en_held_n} coarse words of these kinds in the list before
({en_held}), {en_held_out} are left out now; still in: {en_held_left}
(erection and impotence have everyday senses, erectile and the adjective contraceptive are
defined without a sexual word, and WordNet does not mark squaw or mulatto).

## The Russian list

Of the {ru_all} OpenCorpora nouns, {ru_removed} obscene, offensive, slang or misspelt words are
left out. Each rule below removes what the rules above it left (ё is read as е when comparing
with a list):

| rule | nouns removed | for example |
|---|---|---|
{ru_rows}

- **naughty-words**: the Russian list of `naughty-words` {naughty} (мат; it also names some
  double-meaning words, such as хрен and бугор).
- **badwords-r**: PyPI `badwords-r` {badwords}, a wider list of Russian vulgar words and
  insults, except the everyday words it also names ({not_offensive}).
- **labels**: OpenCorpora's own labels: {labels} (slang, which holds much of the vulgar
  vocabulary; misspellings; distorted forms).
- **obscene stems** (`RU_OBSCENE`): хуй/хуе/хуё, пизд, ёб/еб- at the start of the word or after
  a prefix, бляд, муд- (not мудр-), пидор/пидар, залуп, манда and сука as whole words, говн-,
  жоп, дерьм, херн, гандон, шлюх, курва, дроч-, catching inflected and compound forms.
- **sexual and bodily stems** (`RU_SEXUAL`): the sex organs and their Greek and Latin roots in
  clinical words (гистер-, орхи-, простат-), sexual acts, desire and disorders, venereal
  diseases, contraception, the sex trade (простит-, сутенёр, бордель, порн-), the coarse word for
  the backside (задница), and член, whose first sense is "member" but which a card shows bare.
- **epithet stems** (`RU_EPITHETS`): religious and ethnic epithets used as insults (гяур,
  нехристь, басурман, иуда and ирод as common nouns, христопродавец, чухонец, татарва,
  инородец); the words of religion and history stay (иудей, иудаизм, христианин).
- **offensive stems** (`RU_OFFENSIVE`): ethnic and antisemitic slurs (жид- but not жидк-, чурк-,
  хач, чучмек, пиндос, москаль, кацап, хохол/хохл- but not хохлат-, ...), homophobic words
  (гомик, педрила, педераст, ...) and vulgar insults (засранец, мразь, ублюдок, падла, паскуда,
  сволочь, стерва, ...), with their derived forms.

Everyday nouns that share letters with those stems or lists stay: {ru_kept} of these {ru_n} are
in the list: {ru_everyday}. Of the {ru_check_n} offensive words written down for the check
({ru_check}), {ru_check_in} are OpenCorpora nouns and {ru_check_left} of them are left in the list.
Of the {ru_held_n} coarse words of the kinds above written down before the last two rules ({ru_held}),
{ru_held_in} were in the list and {ru_held_left} are left; the rules name their stems, so that check
shows only that the stems catch them; beyond those words they remove their derived forms
(проституция, блудник, педофилия, сифилитик, басурманка). Nouns near those stems stay: {ru_near}.
{europe_sections}
## Other languages (Debian's full Spanish, French and German lists)

The bundled German, French and Spanish family lists above are the common words of Debian's
lists; a family can also install the full lists (`apt install
wspanish wfrench wngerman`) and open `/usr/share/dict/spanish`, `french` or `ngerman` with Game
→ Open a word list. Checked along the whole path (the load report, the keyboard, challenges,
definitions, cards, printing) with wspanish 1.0.30, wfrench 1.2.7-2 and wngerman 20161207-11,
all UTF-8, one word a line:

| list | entries | words | skipped | letters |
|---|---|---|---|---|
| `spanish` | 86,016 | 86,014 | 2 repeated entries | 33: a–z á é í ñ ó ú ü |
| `french` | 346,205 | 341,727 | 4,478 with a hyphen, apostrophe or full stop (abat-jour, aujourd'hui) | 41: a–z à â ç è é ê ë î ï ô ö ù ú û ü |
| `ngerman` | 356,010 | 236,985 | 119,025 capitalised entries: every noun | 32: a–z ß à ä é ö ü |
| `ngerman`, keeping capitalised words | 356,010 | 356,006 | none (4 merged, e.g. Maßen/maßen) | 35: also â ê ñ |

- **Loading** takes under half a second; a game is worked out in under a second. The whole
  "Who wins?" table takes 22 s (Spanish), 55 s (French) and about 110 s and 1.4 GB (German
  with its nouns).
- **Keyboard and challenges:** the on-screen keyboard shows the language's letters (Ñ; the
  French accents; Ü ß Ö Ä in QWERTZ places); typed accented letters play, and both challenges
  take accented words, also written with combining accents (a pasted "fête"). Accented letters
  are letters of their own: é is not e.
- **German nouns:** German needs "Keep capitalised words (German nouns)" (the New game dialog,
  the list report, `--keep-capitalized` on the command line), or it has no nouns. The choice
  belongs to the list: it holds through New game, Play again, a resumed match, the cards,
  "Who wins?" and the drill. With it, the file's names and abbreviations count too (Jörg,
  GmbH, XIII), and perfect play likes them: block them with House and blocked words.
- **Definitions:** the bundled dictionary is English; a list with letters beyond a–z shows "no
  definition available" (not an English gloss of Spanish "once" or German "Gift").
- **Computers:** when this was checked, no frequency lists were bundled for these languages, so the
  easy, medium and hard computers and the Learner knew the list's shortest words instead of
  frequent ones; `frequency-de.txt`, `frequency-fr.txt` and `frequency-es.txt` are bundled now.
- **Capitals:** words are shown in capitals letter by letter, so ß stays ß (MAßE, not MASSE,
  which is another word of the list).
- **Cards and printing:** cards print accented words correctly (DejaVu covers every letter).
  Not yet right: cards sort words by character code, so ä, ö and ü come after z.
- **The list report** calls the skipped capitalised entries "names, or German nouns".

Attributions required by the licences:

- `word-list`: Copyright (c) Sindre Sorhus, MIT licence.
- `badwords-r` (PyPI): used only as a filter; nothing of it is bundled.
- `naughty-words`: Shutterstock, "List of Dirty, Naughty, Obscene, and Otherwise Bad Words", CC BY 4.0; used only as a filter.
- SCOWL: Copyright 2000-2018 by Kevin Atkinson (the collective work, as well as the copyrights of its sources). Permission to use, copy, modify, distribute and sell these word lists, the associated scripts, the output created from the scripts, and its documentation for any purpose is hereby granted without fee, provided that the above copyright notice appears in all copies and that both that copyright notice and this permission notice appear in supporting documentation. Kevin Atkinson makes no representations about the suitability of this array for any purpose. It is provided "as is" without express or implied warranty. (SCOWL's sources carry similar notices or are public domain; all of them are in the README of SCOWL and `/usr/share/doc/scowl/copyright` of the Debian package.)
- OpenCorpora (opencorpora.org), dictionary data under CC BY-SA 3.0; `russian-nouns.txt` is a derived work under the same licence.
- wordfreq by Robyn Speer et al., data under CC BY-SA 4.0; `frequency-*.txt` and the selection of `english-family.txt`, `german-family.txt`, `french-family.txt` and `spanish-family.txt` derive from it.
- `wngerman`: Copyright 1999-2016 Björn Jacke (igerman98), GPL-2+; `wfrench`: Copyright 1989 Paul Leyland, GPL-2+. `german-family.txt` and `french-family.txt` are selections of them under the same licence. `wspanish`: the word list is in the public domain (Debian packaging by Enrique Zanardi and Agustín Martín). See `/usr/share/doc/<package>/copyright` of the Debian packages.
- `german-nouns` (PyPI): a CSV of German Wiktionary's nouns, CC BY-SA 4.0 (Wiktionary contributors); used only as a filter.
- `hunspell-es` (Debian; RLA-ES, Santiago Bosio, GPL-3+/LGPL-3+/MPL-1.1+): `spanish-family.txt` takes its forms (casas, hablo) and is a selection of them under the same licences.
- `gender-guesser` (PyPI; GPL-3, the first names of Jörg Michael's `nam_dict.txt`): used only as a filter.
"""

if __name__ == "__main__":
    sys.exit(main())
