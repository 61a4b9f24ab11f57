"""The German, French and Spanish family lists and frequency lists, for make_wordlists.py.

A family list is the words of Debian's spelling list (`wngerman`, `wfrench`; for Spanish
`wspanish`, which holds lemmas only, with every form of Debian's `hunspell-es`: casas, hablo,
comiendo) that are also among wordfreq's FAMILY_RANK most frequent words of the language:
letters only, 3+ letters, lower case, written with their accents (the game folds them when it
loads a list). Out: the naughty-words list of the language (but NOT_OFFENSIVE, everyday words
it also names; for Spanish also each form all of whose hunspell-es stems it names: pezones,
follado) and the slurs and vulgar words it misses, matched by stem in their inflected forms
(VULGAR).

German capitalises its nouns, and ngerman holds names too (Berlin, Anna, Mercedes). A
capitalised entry enters only when German Wiktionary, as PyPI `german-nouns` packages it,
lists it as a form of a common noun, and not when it is a place or first name there
(GERMAN_NAMES) whose page does not start with a common noun with a gender (China, Rom; Maria,
only a plural of Mare; Paris), nor a first name common in Germany by PyPI `gender-guesser`
(Anna, Hans, Klaus): Hund, Welt and Montag are in (places or surnames too, but common nouns
first). An entry ngerman also has in lower case (Essen, essen) enters as that word. wspanish
lower-cases its names (barcelona, carlos): a word hunspell-es writes only with a capital is left
out.

The check lists below measure the candidates; the figures go to wordlists/SOURCES.md.
"""

from __future__ import annotations

import json
import re
import textwrap
from collections.abc import Callable, Collection
from dataclasses import dataclass
from functools import partial
from pathlib import Path

from hunspell_forms import expand

# wordfreq rank up to which a word counts as common: see SOURCES.md for the measurement
FAMILY_RANK = 100_000
RANKS_MEASURED = (25_000, 50_000, 100_000, 200_000)
FREQUENCY_TOP = 50_000
UNRANKED = 10**9

# language -> (Debian package, its list under /usr/share/dict, the bundled family list)
DEBIAN = {
    "de": ("wngerman", "ngerman", "german-family.txt"),
    "fr": ("wfrench", "french", "french-family.txt"),
    "es": ("wspanish", "spanish", "spanish-family.txt"),
}
NAMES = {"de": "German", "fr": "French", "es": "Spanish"}

# Wiktionary's parts of speech that make a German noun a name
GERMAN_PROPER = ("Toponym", "Vorname", "Nachname", "Eigenname", "Straßenname", "Abkürzung")
# the names a card must not show (places and first names); a German surname is mostly a common
# noun too (Müller, Fischer, Richter, Bauer), so it decides nothing
GERMAN_NAMES = ("Toponym", "Vorname")
# Wiktionary has some first names as common nouns too (Anna, a coin; Klaus, a hermitage): a
# first name at least this common in Germany, Austria or Switzerland (PyPI gender-guesser's
# scale of 1 to 13) is the name. 7 takes Anna, Hans, Klaus, Hermann, Horst, Dirk, Franziska;
# 6 would also take Roman, Iris and Kai, common nouns first.
FIRST_NAME_FREQUENCY = 7

# Check lists: everyday words a 10-year-old knows (some rare in web text), and words a child's
# card must not show: offensive words and their inflections, slurs, places, first names, brands.
EVERYDAY = {
    "de": """
hund katze haus schule apfel banane fahrrad giraffe elefant schmetterling regenschirm
zahnbürste hausaufgaben geburtstag kuchen spielplatz schokolade erdbeere pfannkuchen dinosaurier
krokodil pinguin eichhörnchen igel marienkäfer schneemann rucksack schere radiergummi bleistift
trampolin fußball straße laufen springen spielen lachen fröhlich müde groß klein gestern
""".split(),
    "fr": """
chien chat maison école pomme fraise vélo girafe éléphant papillon parapluie dentifrice gâteau
anniversaire chocolat crêpe dinosaure crocodile pingouin écureuil hérisson coccinelle cartable
ciseaux gomme crayon trampoline xylophone château forêt bibliothèque cahier oeuf coeur courir
sauter jouer rire content fatigué grand petit hier demain
""".split(),
    "es": """
perro gato casa escuela manzana fresa bicicleta jirafa elefante mariposa paraguas cepillo
cumpleaños pastel chocolate dinosaurio cocodrilo pingüino ardilla erizo tortuga canguro pulpo
murciélago helado sandía mochila tijeras lápiz goma columpio tobogán correr saltar jugar reír
feliz cansado grande pequeño ayer mañana niño año casas perros hablo comemos jugando niños
""".split(),
}
BLOCKED = {
    "de": """
scheiße arsch arschloch fotze hure nutte wichser ficken schlampe schwuchtel neger kanake
hurensohn titten pimmel fotzen huren nutten gefickt fickt schlampen schwuchteln arschlöcher
verarschen scheißegal spast mongo zigeuner tunte schlitzauge
berlin hamburg münchen köln deutschland europa anna peter thomas maria michael stefan
mercedes adidas volkswagen facebook youtube
""".split(),
    "fr": """
merde putain salope connard enculé pute bite couilles nègre pédé gouine salopes connards
enculés putes pédés gouines connasses enculer niquer foutre bougnoule youpin bicot
chinetoque tarlouze emmerder
lyon marseille londres france nicolas sophie isabelle renault peugeot google facebook
""".split(),
    "es": """
puta mierda coño cabrón gilipollas maricón pendejo verga joder follar culo putas cabrones
maricones pendejos jodido follando chingar chingada puto cojones carajo sudaca negrata bollera
mamón
madrid barcelona sevilla méxico españa maría josé carlos pedro lucía google facebook
""".split(),
}

# Everyday words that share letters with the VULGAR stems and must stay.
EVERYDAY_NEAR = {
    "de": "marsch barsch harsch hurra hurtig schlampig pistole titel kacheln".split(),
    "fr": "salopette conte chien chiffre branlant pédale concert connaître cône chiot putois".split(),
    "es": "culpa culto cojín cabra follaje follón disputa reputación mariquita cultura".split(),
}
# Words of the naughty-words lists that a family means in their everyday sense: a pedal, a
# sheaf, a tench, a dance, sweeping a chimney; a donkey, a shell, hell, a hammer, a heroine,
# murder, drugs, a fart; a grimace, a rosette, a big shot, a booger, to pee, naked.
NOT_OFFENSIVE = {
    "de": frozenset("fratze rosette bonze popel pinkeln nackt mufti lümmel".split()),
    "fr": frozenset("pédale gerbe tanche bourrée bourré ramoner folle gueule péter pipi".split()),
    "es": frozenset(
        "asno concha infierno martillo heroína asesinato drogas idiota imbécil maldito orina "
        "racista sádico trio pedo".split()
    ),
}
# The naughty-words lists name only the base forms, and few slurs: stems of the vulgar words
# and slurs they miss, matched on the whole word so that inflections and compounds go too
# (fotzen, gefickt, arschlöcher; salopes, enculés; putas, cabrones, jodido), anchored where an
# everyday word shares the letters (marsch, barsch, harsch; salopette, conte, chien, pédale;
# culpa, follaje, cojín, putamen).
VULGAR = {
    "de": re.compile(
        "|".join(
            (
                r"fick",
                r"fotze",
                r"^(?:ver|be|hinter)?arsch",  # (not marsch, barsch, harsch)
                r"^hur(?:e|en)",  # hure, hurensohn, hurerei  (not hurra, hurtig)
                r"^nutt",
                r"wichs",
                r"schei(?:ß|ss)",
                r"^kack",
                r"^piss",
                r"^schlampe",  # (not schlampig, sloppy)
                r"schwuchtel",
                r"^neger",
                r"^kanak",
                r"^titt",
                r"pimmel",
                r"^bums",
                r"^zigeuner",
                r"^spast",
                r"^mongo(?:$|s$)",
                r"schlitzaug",
                r"kümmeltürk",
                r"^tunte",
                r"judensau",
                r"^muschi",
                r"^möse",
                r"^vögel(?:n|t|st)$",  # (not vögel, birds)
            )
        )
    ),
    "fr": re.compile(
        "|".join(
            (
                r"encul",
                r"^putai?n",
                r"^putes?$",
                r"^salop(?:e|es|ard|ards|erie|eries)?$",  # (not salopette)
                r"^conn(?:ard|asse)",
                r"^con(?:ne)?s?$",  # (not conte, cône)
                r"merd",
                r"^bites?$",
                r"couill",
                r"^chi(?:er|asse|otte|eur|euse)",  # (not chien, chiffre)
                r"^branl(?!ant)",  # (not branlant, wobbly)
                r"^n[èé]gre",
                r"^n[ée]gro",
                r"^p[ée]d[ée]s?$",
                r"^gouine",
                r"^bougnoul",
                r"^youpin",
                r"^bicot",
                r"^chinetoque",
                r"^tarlouz",
                r"^niqu",
                r"^foutr",
                r"^fout(?:u|ue|us|ues)$",
                r"^enfoir",
                r"^pouffias",
                r"^bamboula",
            )
        )
    ),
    "es": re.compile(
        "|".join(
            (
                r"^put(?:a|o|as|os|ada|adas|ero|eros|ería|ita|itas|ón)$",  # (not putamen)
                r"mierd",
                r"coño",
                r"^cabr(?:ón|ona|onas|ones|onazo)$",  # (not cabra)
                r"(?:gili|jili|chupa|sopla)poll",
                r"^maric",
                r"pendej",
                r"^verga",
                r"^jod(?:er|id|ie|ía|o|a|as|an|es|en|iendo|ón)",
                r"^foll(?:ar|ad|ando|amos|o|a|as|an|e|es|en)$",  # (not follaje, follón)
                r"^cul(?:o|os|ero|eros|era|eras)$",  # (not culpa, culto)
                r"^coj[oó]n",  # (not cojín)
                r"^chinga",
                r"^carajo",
                r"^sudac",
                r"^negrat",
                r"^bolleras?$",
                r"^mam[oó]n",
                r"^mamadas?$",  # (the plural is also mamar's participle)
                r"^panchit",
                r"^ramera",
            )
        )
    ),
}

HELPER = textwrap.dedent("""
    import csv, json, sys
    import importlib.metadata as md
    import wordfreq
    from pathlib import Path
    top = int(sys.argv[1])
    proper_kinds, name_kinds = set(sys.argv[2].split(",")), set(sys.argv[3].split(","))
    forms, lemmas, names, seen = set(), set(), set(), set()
    csv_path = Path(md.distribution("german-nouns").locate_file("german_nouns/nouns.csv"))
    with open(csv_path, encoding="utf-8") as f:
        for row in csv.DictReader(f):
            kinds = set(row.pop("pos").split(","))
            if kinds & name_kinds:
                names.add(row["lemma"])
            if not kinds & proper_kinds:
                forms.update(v for k, v in row.items() if v and not k.startswith("genus"))
            # the first entry of a page is its main sense: a common noun with a gender, or not
            if row["lemma"] not in seen and not kinds & proper_kinds:
                if any(row[k] for k in row if k.startswith("genus")):
                    lemmas.add(row["lemma"])
            seen.add(row["lemma"])
    # gender-guesser's first names: the frequency (1-13, hexadecimal) in Germany, Austria and
    # Switzerland is in columns 41-43 of nam_dict.txt
    first = {}
    nam = Path(md.distribution("gender-guesser").locate_file("gender_guesser/data/nam_dict.txt"))
    for line in nam.read_text(encoding="iso-8859-1").splitlines():
        if line[:1] in ("M", "F", "?", "1"):
            f = max((int(c, 16) for c in line[41:44] if c in "123456789ABCD"), default=0)
            first[line[3:29].strip()] = max(f, first.get(line[3:29].strip(), 0))
    json.dump({"top": {l: wordfreq.top_n_list(l, top) for l in ("de", "fr", "es")},
               "noun_forms": sorted(forms), "noun_lemmas": sorted(lemmas), "names": sorted(names),
               "first_names": sorted(n for n, f in first.items() if f >= int(sys.argv[4])),
               "versions": {p: md.version(p) for p in ("wordfreq", "german-nouns", "gender-guesser")}}, sys.stdout)
""")


@dataclass(frozen=True)
class Built:
    """What make_wordlists.py writes: the lists' lines and the SOURCES.md rows and sections."""

    counts: dict[str, int]
    rows: str
    sections: str


@dataclass(frozen=True)
class GermanNouns:
    """German Wiktionary's nouns: forms of common nouns; words whose page starts with a common
    noun with a gender; places and first names."""

    forms: frozenset[str]
    lemmas: frozenset[str]
    names: frozenset[str]
    first_names: frozenset[str]

    def is_common_noun(self, entry: str) -> bool:
        if entry in self.first_names:  # Anna the coin, Hans, Klaus: a child reads the name
            return False
        # a place or first name is the name unless its Wiktionary page starts with a common
        # noun with a gender (Welt, Wind, Hase; not China, Rom, Kamerun); one that is only an
        # inflected form of a common noun (Maria, the plural of Mare; Bayern, of Bayer) or a stub
        # without a gender (Paris) is the name too
        if entry in self.names and entry not in self.lemmas:
            return False
        return entry in self.forms


def spanish_names(forms: Collection[str]) -> frozenset[str]:
    """Lower-cased words that hunspell-es writes only with a capital: places, names, brands."""
    return frozenset(f.lower() for f in forms if f != f.lower() and f.lower() not in forms)


def inflected_offensive(forms: dict[str, set[str]], offensive: frozenset[str]) -> frozenset[str]:
    """The forms all of whose stems are offensive words (pezones, follado; not pinches, which
    is also a form of pinchar)."""
    return frozenset(
        f for f, stems in forms.items() if f == f.lower() and all(s in offensive for s in stems)
    )


def candidate_words(
    entries: list[str], rank_of: dict[str, int], keep_capitalised: Callable[[str], bool]
) -> dict[str, int]:
    """The list's words of letters, 3+ letters, lower-cased, with their wordfreq rank."""
    lower = {e for e in entries if e == e.lower()}
    words: dict[str, int] = {}
    for entry in entries:
        word = entry.lower()
        if not entry.isalpha() or len(entry) < 3:
            continue
        if entry != word and word not in lower and not keep_capitalised(entry):
            continue
        # wordfreq casefolds (groß: gross)
        words[word] = rank_of.get(word.casefold(), UNRANKED)
    return words


def kept(word: str, offensive: frozenset[str], vulgar: re.Pattern[str]) -> bool:
    return word not in offensive and not vulgar.search(word)


def build(
    tmp: Path,
    naughty: Path,
    py: Path,
    out: Path,
    run: Callable[..., str],
    deb_package: Callable[[Path, str], tuple[Path, str]],
    write: Callable[[str, list[str]], int],
) -> Built:
    """Fetch the sources into tmp, write the six lists to out, return what SOURCES.md says."""
    top = max(*RANKS_MEASURED, FREQUENCY_TOP)
    kinds = (",".join(GERMAN_PROPER), ",".join(GERMAN_NAMES), str(FIRST_NAME_FREQUENCY))
    data = json.loads(run(str(py), "-c", HELPER, str(top), *kinds))
    keys = ("noun_forms", "noun_lemmas", "names", "first_names")
    german = GermanNouns(*(frozenset(data[k]) for k in keys))
    hunspell, hunspell_version = deb_package(tmp, "hunspell-es")
    es_dic, es_aff = (
        hunspell / "usr" / "share" / "hunspell" / f"es_ES.{x}" for x in ("dic", "aff")
    )
    es_forms = expand(es_dic.read_text(encoding="utf-8"), es_aff.read_text(encoding="utf-8"))
    es_lower = sorted(f for f in es_forms if f == f.lower())
    es_names = spanish_names(es_forms)
    versions = data["versions"]
    counts: dict[str, int] = {}
    rows, sections = [], []
    for lang, (package, dict_name, family_name) in DEBIAN.items():
        root, version = deb_package(tmp, package)
        entries = (root / "usr" / "share" / "dict" / dict_name).read_text("utf-8").split()
        ranked = data["top"][lang]
        rank_of: dict[str, int] = {}
        for i, w in enumerate(ranked):
            rank_of.setdefault(w, i + 1)
        offensive = frozenset(
            w.lower()
            for w in json.loads((naughty / f"{lang}.json").read_text(encoding="utf-8"))
            if " " not in w and w.lower() not in NOT_OFFENSIVE[lang]
        )
        wspanish: list[str] = []
        if lang == "es":  # wspanish lower-cases its names (barcelona, carlos)
            wspanish = [e for e in entries if e not in es_names]
            entries = wspanish + es_lower  # its lemmas and hunspell-es's forms of them
            offensive |= inflected_offensive(es_forms, offensive)
        words = candidate_words(entries, rank_of, german.is_common_noun)
        vulgar = VULGAR[lang]
        keep = partial(kept, offensive=offensive, vulgar=vulgar)
        removed_naughty = sorted(w for w, r in words.items() if r <= FAMILY_RANK and w in offensive)
        removed_vulgar = sorted(
            w
            for w, r in words.items()
            if r <= FAMILY_RANK and w not in offensive and vulgar.search(w)
        )
        family = sorted(w for w, r in words.items() if r <= FAMILY_RANK and keep(w))
        counts[family_name] = write(family_name, family)
        freq_name = f"frequency-{lang}.txt"
        freq = [w for w in ranked[:FREQUENCY_TOP] if w.isalpha() and w == w.lower()]
        counts[freq_name] = write(freq_name, freq)
        size = (out / family_name).stat().st_size
        table = []
        for rank in RANKS_MEASURED:
            for filtered in (False, True):
                s = {w for w, r in words.items() if r <= rank and (not filtered or keep(w))}
                table.append(measure(lang, f"top {rank:,}" + (", filtered" if filtered else ""), s))
        if lang == "de":  # what the German noun rules do, at the build's rank
            for label, keep_capitalised in (
                ("every capitalised entry", lambda _: True),
                (
                    "capitalised entries that are forms of Wiktionary's common nouns",
                    german.forms.__contains__,
                ),
            ):
                alt = candidate_words(entries, rank_of, keep_capitalised)
                s = {w for w, r in alt.items() if r <= FAMILY_RANK and keep(w)}
                table.append(measure(lang, f"top {FAMILY_RANK:,}, filtered, {label}", s))
        if lang == "es":  # what each source brings, at the build's rank
            for label, source in (
                (f"`wspanish` {version} alone", wspanish),
                (f"`hunspell-es` {hunspell_version}'s forms alone", es_lower),
            ):
                alt = candidate_words(source, rank_of, german.is_common_noun)
                s = {w for w, r in alt.items() if r <= FAMILY_RANK and keep(w)}
                table.append(measure(lang, f"top {FAMILY_RANK:,}, filtered, {label}", s))
        source = f"Debian package `{package}` {version} (`/usr/share/dict/{dict_name}`)"
        candidates = f"`{package}` {version}'s words"
        if lang == "es":
            source = (
                f"Debian packages `{package}` {version} (`/usr/share/dict/{dict_name}`, lemmas)"
                f" and `hunspell-es` {hunspell_version} (every form that `es_ES.dic` and"
                " `es_ES.aff` make: casas, hablo, comiendo)"
            )
            candidates += f" with `hunspell-es` {hunspell_version}'s forms"
        rows.append(
            f"| `{family_name}` | {len(family):,} | {source}: the entries of letters only, 3+ letters, that are"
            f" among the {FAMILY_RANK:,} most frequent {NAMES[lang]} words of PyPI `wordfreq`"
            f" {versions['wordfreq']}, lower-cased, accents kept; without the {NAMES[lang]} list of"
            f" npm `naughty-words` and the vulgar words and slurs of `VULGAR`"
            + {
                "de": f"; capitalised entries only when PyPI `german-nouns` {versions['german-nouns']}"
                " (German Wiktionary) has them as common nouns, not places or first names, nor"
                f" first names common in PyPI `gender-guesser` {versions['gender-guesser']}",
                "fr": "",
                "es": "; without the forms all of whose hunspell-es stems naughty-words names,"
                " nor the words hunspell-es writes only with a capital (names)",
            }[lang]
            + f' (see "The {NAMES[lang]} list" below); {size / 1024:,.0f} KB'
            + (
                " | hunspell-es GPL-3+, LGPL-3+ or MPL-1.1+ (a selection of its forms, under the"
                " same licences); wspanish public domain"
                if lang == "es"
                else " | GPL-2+ (the Debian list)"
            )
            + "; wordfreq data CC BY-SA 4.0; naughty-words CC BY 4.0"
            + {
                "de": "; Wiktionary data CC BY-SA 4.0 (german-nouns) and gender-guesser (GPL-3),"
                " used as filters",
                "fr": "",
                "es": "",
            }[lang]
            + " |"
        )
        rows_freq = (
            f"| `{freq_name}` | {len(freq):,} | PyPI `wordfreq` {versions['wordfreq']}:"
            f' `top_n_list("{lang}", {FREQUENCY_TOP})` in rank order, lower-case words of letters'
            " only, accents kept"
            + (" (wordfreq casefolds: ß is written ss, groß as gross)" if lang == "de" else "")
            + " | CC BY-SA 4.0 (wordfreq data) |"
        )
        rows.append(rows_freq)
        sections.append(section(lang, candidates, table, removed_naughty, removed_vulgar, family))
    return Built(counts, "\n".join(rows), "\n".join(sections))


def measure(lang: str, label: str, words: set[str]) -> str:
    missing = [w for w in EVERYDAY[lang] if w not in words]
    slipped = [w for w in BLOCKED[lang] if w in words]
    n_in = len(EVERYDAY[lang]) - len(missing)
    return (
        f"| {label} | {len(words):,} | {n_in} / {len(EVERYDAY[lang])} | {', '.join(missing) or '–'}"
        f" | {len(slipped)} / {len(BLOCKED[lang])} | {', '.join(slipped) or '–'} |"
    )


def section(
    lang: str,
    candidates: str,
    table: list[str],
    removed_naughty: list[str],
    removed_vulgar: list[str],
    family: list[str],
) -> str:
    def some(ws: list[str]) -> str:
        return ", ".join(ws[:20]) + (", …" if len(ws) > 20 else "")

    how = {
        "de": "\nCapitalised entries of ngerman are nouns and names alike. Such an entry enters"
        " only when German Wiktionary (PyPI `german-nouns`) has it as a form of a common noun,"
        " and not when it is also a place or first name there (" + ", ".join(GERMAN_NAMES) + ")"
        " that is only an inflected form of a common noun or a stub without a gender: Hund, Welt"
        " and Montag are in (Wiktionary also has them as places or surnames), Berlin, Peter,"
        " Maria (a plural of Mare) and Paris are out, and so is a place or first name whose"
        " Wiktionary page starts with the name (China, Rom, Kamerun). Surnames decide nothing:"
        " most are common nouns too (Müller, Fischer, Bauer). A first name at least"
        f" {FIRST_NAME_FREQUENCY} common on PyPI `gender-guesser`'s scale of 1 to 13 in Germany,"
        " Austria or Switzerland is out even where Wiktionary has a common noun of that spelling"
        " (Anna, a coin; Hans, Klaus, Hermann, Horst, Dirk, Franziska); rarer ones stay (Roman,"
        " Iris, Kai, Wolf, and also Marie, Axel, Charlotte). Wiktionary lists some brands as"
        " common nouns (ein Volkswagen). An entry ngerman also has in lower case (Essen, essen)"
        " enters as that word. ngerman lacks some compounds (Zahnbürste, Trampolin).\n",
        "fr": "\nwfrench holds no names, and writes œ as oe (oeuf, coeur; the game folds œ to oe"
        " too). Some names are also words (julien, the adjective; paris, bets) and stay.\n",
        "es": "\nwspanish holds lemmas only (tijera, not tijeras; no reír), so the list takes"
        " with it every form of Debian's `hunspell-es`: its stems (es_ES.dic) with the suffixes"
        " and prefixes their flags allow (es_ES.aff), expanded by scripts/hunspell_forms.py"
        " (Hunspell's `unmunch` reads a flag as one byte, and hunspell-es writes its flags in"
        " UTF-8: of what unmunch makes beyond these, hunspell itself rejects nearly all)."
        " hunspell-es lacks pingüino and some words wspanish has (adviento, alocución), so both"
        " enter. wspanish lower-cases its names (barcelona, carlos): a word that hunspell-es"
        " writes only with a capital is a name and is left out; one it writes both ways stays"
        " (rosa, victoria, and so maría and pedro; lucía is also lucir's imperfect). naughty-words"
        " names lemmas: a form all of whose hunspell-es stems it names goes too (pezones,"
        " follado), one that is also a form of an everyday word stays (pinches, of pinchar).\n",
    }[lang]
    return (
        f"\n## The {NAMES[lang]} list\n{how}\n"
        f"Measured by the script on two check lists (also asserted by `tests/test_family_lists_europe.py`):"
        f" {len(EVERYDAY[lang])} everyday words a 10-year-old knows ({' '.join(EVERYDAY[lang])}),"
        f" and {len(BLOCKED[lang])} words that must not be on a child's card: offensive words"
        f" and their inflections, slurs, places, first names and brands ({' '.join(BLOCKED[lang])})."
        f" Every candidate is {candidates} of letters, 3+ letters, ranked by"
        " wordfreq; filtered: without the naughty-words list and `VULGAR`.\n\n"
        "| candidate | lines | everyday words in | missing | blocked words in | slipped through |\n"
        "|---|---|---|---|---|---|\n" + "\n".join(table) + "\n\n"
        f"The build takes rank {FAMILY_RANK:,}. naughty-words removed {len(removed_naughty)}"
        f" words ({some(removed_naughty)}); everyday words it also names stay"
        f" ({', '.join(sorted(NOT_OFFENSIVE[lang]))}). `VULGAR` removed {len(removed_vulgar)} more"
        f" ({some(removed_vulgar)}). Everyday words that share letters with its stems stay:"
        f" {sum(w in set(family) for w in EVERYDAY_NEAR[lang])} of these"
        f" {len(EVERYDAY_NEAR[lang])} are in the list: {' '.join(EVERYDAY_NEAR[lang])}."
        f" {len(family):,} words.\n"
    )
