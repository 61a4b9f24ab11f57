#!/usr/bin/env python3
"""Produce wordlists/definitions-en.tsv.gz: one short WordNet definition per word of the
bundled English lists (english-family.txt, english-large.txt, web2.txt).

    python3 scripts/make_definitions.py                          # fetch wordnet-base, write wordlists/
    python3 scripts/make_definitions.py --wordnet /usr/share/wordnet   # use an installed WordNet
    python3 scripts/make_definitions.py --out /tmp/defs          # somewhere else, e.g. to compare

Fetches into a temporary folder the Debian package `wordnet-base` (WordNet 3.0; needs
apt-get, run `apt-get update` first, and dpkg-deb) unless --wordnet names its data folder,
and the npm package `naughty-words` (the offensive list scripts/make_wordlists.py filters
the family list with; needs npm). Nothing is downloaded by the game at run time. Rewrites
the "Definitions" section at the end of wordlists/SOURCES.md with the figures.

Which sense. For each word, the candidates are every sense of the word as a WordNet lemma,
in every part of speech, else of its base forms (see below): the word's own senses win when
any is tagged at least once (cntlist.rev) or no base form's is, unless a base verb's best sense
is tagged BASE_DOMINANCE times as often as the word's best everyday one (playing, said, finished:
the verb's sense, not "the act of playing a musical instrument"; if that sense is filtered out,
the word's own as before: sworn), and a word with a food sense keeps it unless its base names a
living thing or food (fries, frosting; but organs, chips); a base noun sense whose gloss
says "(usually plural)" wins for its plural (pants: the trousers). Never a sense in a usage
domain (pointer ";u") of SKIPPED_USAGE (slang, vulgarism, ethnic slur, disparagement, street
name), and a sense whose synset has the lemma only capitalised (Quiche the people) only when
no other is left. Then the highest score: the sense's own tag count (a third of it for a verb:
VERB_SHARE), plus CONCRETE_BONUS for a noun of an everyday lexicographer file (food, artifact,
animal, plant, body, object, Tops), MIDDLE_BONUS for another noun file, ABSTRACT_BONUS for
cognition, attribute, relation, quantity, process, motive; SOLE_BONUS when the lemma is alone
in its synset, FIRST_BONUS when first of several; KINDS_BONUS once or twice as the synset has
hyponyms (SEVERAL_KINDS or more); ANTONYM_BONUS for a tagged adjective sense whose direct antonym
is a familiar word (one of FAMILIAR_LIST: quiet the opposite of noisy, not of unquiet); minus
DOMAIN_PENALTY for a topic or region domain ("(golf)").
Ties go by the CONCRETE order, nouns before verbs, adjectives, adverbs, then WordNet's order.
A tag of a living thing, the body or food (LIVING) weighs LIVING_WEIGHT times (plant the
organism, not the factory); and a word tagged VERB_DOMINANCE times as often as a verb as as a
noun shows its verb unless its noun is such a thing (draw, catch; but bear the animal).

Base forms (WordNet's own "morphy" rules): the exception lists noun.exc, verb.exc, adj.exc
(geese -> goose, ran -> run, better -> good), then the detachment rules: nouns -s, -ses,
-xes, -zes, -ches, -shes, -men, -ies; verbs -s, -ies, -es, -ed, -ing (with e restored or a
doubled final consonant undone: running -> run); adjectives -er, -est. A base form must be
a WordNet lemma of that part of speech. Its definition is shown with a note: "plural of
cat", "form of run", "-ing form of run", "comparative of big", "superlative of big".

Plain glosses (clarify): a verb's gloss that stops at a preposition gets its object, "someone"
or "something" by the verb's sentence frames ("repeat a passage from something"); a noun gloss
that is only the difference from its hypernym starts with the hypernym's name ("drinking vessel
with handle and usually cylindrical"); REWRITES puts "rubbish" for the noun "refuse" (a child
reads "say no") and drops "of either sex" (a kid is "a young person", which the sexual-word
filter would otherwise leave without a definition).

The text is the gloss's definition part, before its examples (they start at the first
double quote), with as many of its ";"-separated parts as fit in MAX_CHARS characters; a
first part longer than that is cut at a word boundary (with "…").

Left out, so a child never reads them: a definition (note included) containing a word or
phrase of the English naughty-words list (but NOT_OFFENSIVE_IN_GLOSSES), or a word matching
VULGAR (sexual and vulgar terms, and the labels WordNet gives slurs); and the definition of
a word, or of a base form, that is itself such a word. The word then has no definition; it
is not replaced by a later sense.

File format (UTF-8, gzip): a "#" header line; the distinct definitions, one a line, in
order of first use; an empty line; then "word<TAB>n" or "word<TAB>n<TAB>note" lines sorted
by word, n being the 0-based number of the definition line. Words share definitions.
"""

from __future__ import annotations

import argparse
import gzip
import json
import re
import sys
import tempfile
from collections.abc import Iterable
from pathlib import Path
from typing import NamedTuple

sys.path.insert(0, str(Path(__file__).resolve().parent))
from make_wordlists import deb_package, npm_package
from morphy_rules import RULES

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "wordlists"
FILE_NAME = "definitions-en.tsv.gz"
LISTS = ("english-family.txt", "english-large.txt", "web2.txt")
MAX_CHARS = 120
POS_ORDER = ("noun", "verb", "adj", "adv")
SS_TYPES = {"noun": {"1"}, "verb": {"2"}, "adj": {"3", "5"}, "adv": {"4"}}
SECTION = "## Definitions"

# Sexual and vulgar terms, the labels WordNet puts on slurs, and a slur it uses, as whole words (a regular
# expression each, with the endings it takes): a definition using one is left out. The
# naughty-words list adds more whole words and phrases.
VULGAR = (
    r"sex(?:ed|ing|ual\w*|y|ier|iest|ily|ism|ist|less)?",
    r"copulat\w*",
    r"fornicat\w*",
    r"masturbat\w*",
    r"coit(?:us|al|ion)",
    r"intercourse",
    r"genital\w*",
    r"penis\w*",
    r"penile",
    r"vagin\w*",
    r"vulva\w*",
    r"clitor\w*",
    r"testic\w*",
    r"scrot\w*",
    r"ejaculat\w*",
    r"semen",
    r"orgasm\w*",
    r"org(?:y|ies)",
    r"erotic\w*",
    r"porn\w*",
    r"prostitut\w*",
    r"brothels?",
    r"whor(?:e|es|ed|ing|ish|edom|ehouse\w*|emonger\w*)",
    r"harlots?",
    r"strumpets?",
    r"pimp(?:s|ed|ing)?",
    r"obscen\w*",
    r"vulgar\w*",
    r"lewd\w*",
    r"lecher\w*",
    r"lust(?:s|ful\w*|ed|ing|y)?",
    r"seduc\w*",
    r"sodom\w*",
    r"buttocks?",
    r"anal",
    r"anus",
    r"rectum",
    r"fuck\w*",
    r"shit\w*",
    r"cunt\w*",
    r"bitch\w*",
    r"bastard\w*",
    r"slut\w*",
    r"dildo\w*",
    r"wank\w*",
    r"piss\w*",
    r"crap(?:s|py|ped)?",
    r"fart(?:s|ed|ing)?",
    r"turds?",
    r"arses?",
    r"bollocks?",
    r"pubic",
    r"pubes",
    r"phall\w*",
    r"foreskins?",
    r"disparag\w*",
    r"derogat\w*",
    r"ethnic slurs?",
    r"offensive (?:term|word|name)s?",
    r"retard(?:s|ed|ate\w*)?",
)
# Entries of the naughty-words list that WordNet's glosses use only innocently, and that
# would otherwise take the definition of everyday words: backpack and knapsack ("a strap on
# your back"), mosquito ("suck the blood"), escorted, liberator ("captivity or bondage").
NOT_OFFENSIVE_IN_GLOSSES = frozenset({"strap on", "suck", "escort", "bondage"})

NOTE_TEXT = {
    "plural": "plural of",
    "form": "form of",
    "-ing form": "-ing form of",
    "comparative": "comparative of",
    "superlative": "superlative of",
}


# WordNet's lexicographer files (the "lexnames" list; wordnet-base does not ship the file),
# by lex_filenum.
LEXNAMES = (
    "adj.all adj.pert adv.all noun.Tops noun.act noun.animal noun.artifact noun.attribute noun.body noun.cognition "
    "noun.communication noun.event noun.feeling noun.food noun.group noun.location noun.motive noun.object noun.person "
    "noun.phenomenon noun.plant noun.possession noun.process noun.quantity noun.relation noun.shape noun.state "
    "noun.substance noun.time verb.body verb.change verb.cognition verb.communication verb.competition "
    "verb.consumption verb.contact verb.creation verb.emotion verb.motion verb.perception verb.possession verb.social "
    "verb.stative verb.weather adj.ppl"
).split()
# Everyday things a family names, in the order that breaks a tie: food first (cake the baked
# goods, not "a cake of soap"), then a made thing before an animal (kite the toy, not the
# hawk), plants, the body, natural objects.
CONCRETE = (
    "noun.food",
    "noun.artifact",
    "noun.animal",
    "noun.plant",
    "noun.body",
    "noun.object",
    "noun.Tops",
)
# Abstract senses: a small tag-count lead does not make them the everyday meaning.
ABSTRACT = frozenset(
    {
        "noun.cognition",
        "noun.attribute",
        "noun.relation",
        "noun.quantity",
        "noun.process",
        "noun.motive",
    }
)
CONCRETE_BONUS, MIDDLE_BONUS, ABSTRACT_BONUS = 5, 2, -2
# A verb sense counts a third of its tags against the others: the tagged corpus is adult prose that
# uses verbs like BEAR ("have" 23 times, the animal once); a family names things.
VERB_SHARE = 3
# The word alone in its synset (the sense is its own), first of several, or a later synonym.
SOLE_BONUS, FIRST_BONUS = 1, 0
# A sense WordNet files under a topic or region (pointer ";c" or ";r": "(golf)", "(chemistry)",
# Mexico): a specialist's meaning.
DOMAIN_PENALTY = 3
# A noun sense with kinds of its own (hyponyms: cake -> cupcake, fruitcake) is a category people
# name; one with several kinds more so.
KINDS_BONUS, SEVERAL_KINDS = 3, 10
# Living things and food: a tag of such a sense weighs LIVING_WEIGHT times (the corpus's adult
# prose says "plant" of factories 63 times, of the living plant 37).
LIVING = frozenset({"noun.food", "noun.animal", "noun.plant", "noun.body", "noun.Tops"})
LIVING_WEIGHT = 2
# A word the corpus uses as a verb VERB_DOMINANCE times as often as a noun (draw 117 : 5, catch
# 92 : 1) means the verb, unless its noun is a living thing or food (bear 83 : 1, the animal).
VERB_DOMINANCE = 10
# An inflected form that WordNet also lists as a word of its own (playing, said, finished) means
# its base word when that is tagged BASE_DOMINANCE times as often (play 70 : playing 11).
BASE_DOMINANCE = 5
# Usage domains (pointer ";u") whose senses are never shown.
SKIPPED_USAGE = frozenset(
    {"slang", "street_name", "vulgarism", "obscenity", "ethnic_slur", "disparagement"}
)
# Plain glosses. A verb's gloss that stops at a preposition ("repeat a passage from", "spread butter on")
# gets its object: "someone" for a verb whose sentence frames take a person and no thing as object
# ("Somebody ----s somebody"), or take neither and the preposition is "with" or "to" (talk with
# someone); else "something".
PREPOSITIONS = frozenset(
    "about against at by for from in into of on onto over to toward towards upon with".split()
)
PERSON_FRAMES = frozenset({9, 10, 12, 14, 17, 18, 20, 24, 25, 27, 30})
THING_FRAMES = frozenset({8, 11, 13, 15, 16, 19, 21, 31})
# A noun gloss that is only the difference from its hypernym ("with handle and usually
# cylindrical": a mug) is read after the hypernym's name: "drinking vessel with handle ...".
FRAGMENT = re.compile(r"^(?:with|of|in|for|from|on|having|used|especially)\b")
# Words of WordNet's prose a child reads in another sense, and innocent phrases the sexual-word
# filter would catch, rewritten before the filter: "throw away as refuse" (not "say no": rubbish),
# "a young person of either sex" (a kid, a child: the phrase adds nothing a family needs).
REWRITES = (
    (re.compile(r"\b(as|of|and|or|with|domestic|destroy|collecting) refuse\b"), r"\1 rubbish"),
    (re.compile(r" of (?:either sex|both sexes)\b"), ""),
)
# An adjective sense whose direct antonym (WordNet's "!") is a familiar word, one of FAMILIAR_LIST's,
# is the sense a child learns in pairs (quiet: noisy, 10 tags, before quiet: unquiet, 13).
ANTONYM_BONUS = 4
FAMILIAR_LIST = "frequency-en.txt"
PLURAL_GLOSS = re.compile(r"^\((?:usually |often |frequently )?(?:used )?(?:in the )?plural\)")


class Sense(NamedTuple):
    pos: str
    lemma: str
    offset: str
    number: int  # 1-based, in index.pos order
    count: int  # tag count of this sense (cntlist.rev)
    lexname: str
    lower_case: bool  # the synset lists the lemma in lower case (not only "Quiche")
    place: int  # 0: the lemma alone in the synset, 1: first of several, 2: a later synonym
    skipped: bool  # marked slang, vulgar or offensive
    domain: bool  # filed under a topic or region
    kinds: int  # hyponyms: the kinds of it WordNet lists
    plural: bool  # the gloss says "(usually plural)"
    opposite: bool  # an adjective whose direct antonym is a familiar word (quiet: noisy)


class WordNet:
    """The parts of WordNet 3.0's database files the build needs."""

    def __init__(self, folder: Path) -> None:
        self.offsets: dict[
            str, dict[str, list[str]]
        ] = {}  # pos -> lemma -> offsets of its senses, index order
        self.counts: dict[tuple[str, str, int], int] = {}  # (pos, lemma, sense number) -> tag count
        self.exceptions: dict[str, dict[str, list[str]]] = {}  # pos -> inflected -> base forms
        self.glosses: dict[str, dict[str, str]] = {}  # pos -> offset -> gloss
        self.kinds: dict[
            str, int
        ] = {}  # noun offset -> number of hyponyms (other parts of speech overwrite nothing they need)
        self.synsets: dict[str, dict[str, tuple[str, list[str], list[tuple[str, str]]]]] = {}
        self.hypernyms: dict[str, dict[str, str]] = {pos: {} for pos in POS_ORDER}  # the first
        self.frames: dict[str, set[int]] = {}  # verb offset -> its sentence frames' numbers
        # adj offset -> (source word number, target offset, target word number) of each "!"
        self.antonyms: dict[str, list[tuple[int, str, int]]] = {}
        self.familiar = frozenset(read_list(FAMILIAR_LIST))
        # pos -> offset -> (lexname, words as written, domain pointers (";u"/";c"/";r", target offset, source word number))
        for pos in POS_ORDER:
            offsets: dict[str, list[str]] = {}
            for line in (folder / f"index.{pos}").read_text(encoding="utf-8").splitlines():
                if line.startswith(" "):
                    continue  # the licence header
                f = line.split()
                p_cnt = int(f[3])
                offsets[f[0]] = f[4 + p_cnt + 2 :]
            self.offsets[pos] = offsets
            exc: dict[str, list[str]] = {}
            exc_file = folder / f"{pos}.exc"
            if exc_file.exists():
                for line in exc_file.read_text(encoding="utf-8").splitlines():
                    f = line.split()
                    exc.setdefault(f[0], []).extend(f[1:])
            self.exceptions[pos] = exc
            glosses: dict[str, str] = {}
            synsets: dict[str, tuple[str, list[str], list[tuple[str, str]]]] = {}
            for line in (folder / f"data.{pos}").read_text(encoding="utf-8").splitlines():
                if line.startswith(" "):
                    continue
                head, _, gloss = line.partition(" | ")
                f = head.split()
                glosses[f[0]] = gloss.strip()
                w_cnt = int(f[3], 16)
                words = [
                    re.sub(r"\(\w+\)$", "", f[4 + 2 * i]) for i in range(w_cnt)
                ]  # "well(p)" -> "well"
                i = 4 + 2 * w_cnt
                pointers = [
                    (f[j], f[j + 1], f[j + 3][:2]) for j in range(i + 1, i + 1 + 4 * int(f[i]), 4)
                ]
                synsets[f[0]] = (
                    LEXNAMES[int(f[1])],
                    words,
                    [p for p in pointers if p[0] in (";u", ";c", ";r")],
                )
                self.kinds[f[0]] = sum(p[0] == "~" for p in pointers)
                if pos == "adj":  # direct antonyms: "!" to a word of another adjective synset
                    self.antonyms[f[0]] = [
                        (int(f[j + 3][:2], 16), f[j + 1], int(f[j + 3][2:], 16))
                        for j in range(i + 1, i + 1 + 4 * int(f[i]), 4)
                        if f[j] == "!" and f[j + 2] in ("a", "s")
                    ]
                hypernyms = [p[1] for p in pointers if p[0] in ("@", "@i")]
                if hypernyms:
                    self.hypernyms[pos][f[0]] = hypernyms[0]
                if pos == "verb":  # frames follow the pointers: f_cnt, then "+ f_num w_num" each
                    j = i + 1 + 4 * int(f[i])
                    self.frames[f[0]] = {int(f[k]) for k in range(j + 2, j + 1 + 3 * int(f[j]), 3)}
            self.glosses[pos] = glosses
            self.synsets[pos] = synsets
        self.skipped_usage = {
            off
            for off, (_, words, _) in self.synsets["noun"].items()
            if words[0].lower() in SKIPPED_USAGE
        }
        for line in (folder / "cntlist.rev").read_text(encoding="utf-8").splitlines():
            key, sense, count = line.split()
            lemma, _, rest = key.partition("%")
            ss_type = rest.split(":", 1)[0]
            for pos, types in SS_TYPES.items():
                if ss_type in types:
                    k = (pos, lemma, int(sense))
                    self.counts[k] = self.counts.get(k, 0) + int(count)

    def has(self, pos: str, lemma: str) -> bool:
        return lemma in self.offsets[pos]

    def senses(self, pos: str, lemma: str) -> list[Sense]:
        out = []
        for number, offset in enumerate(self.offsets[pos].get(lemma, []), 1):
            lexname, words, domains = self.synsets[pos][offset]
            mine = [n for n, w in enumerate(words, 1) if w.lower() == lemma]
            place = 0 if len(words) == 1 else 1 if mine and mine[0] == 1 else 2
            ours = [
                (sym, target)
                for sym, target, source in domains
                if source == "00" or int(source, 16) in mine
            ]
            skipped = any(sym == ";u" and target in self.skipped_usage for sym, target in ours)
            opposites = [
                self.synsets[pos][target][1][number - 1].lower()
                for source, target, number in (
                    self.antonyms.get(offset, []) if pos == "adj" else []
                )
                if source in mine
            ]
            domain = any(sym in (";c", ";r") for sym, _ in ours)
            out.append(
                Sense(
                    pos,
                    lemma,
                    offset,
                    number,
                    self.counts.get((pos, lemma, number), 0),
                    lexname,
                    any(words[n - 1] == lemma for n in mine),
                    place,
                    skipped,
                    domain,
                    self.kinds[offset] if pos == "noun" else 0,
                    bool(PLURAL_GLOSS.match(self.glosses[pos][offset])),
                    any(o in self.familiar for o in opposites),
                )
            )
        return out

    def gloss(self, sense: Sense) -> str:
        return self.glosses[sense.pos][sense.offset]

    def bases(self, word: str) -> list[tuple[str, str, str]]:
        """(pos, base, note kind) for each base form of an inflected word."""
        out: list[tuple[str, str, str]] = []
        for pos in POS_ORDER:
            lemmas = self.offsets[pos]
            for base in self.exceptions[pos].get(word, []):
                if base in lemmas and base != word:
                    out.append((pos, base, exception_kind(pos, word)))
            for suffix, repl, kind in RULES[pos]:
                if word.endswith(suffix) and len(word) > len(suffix) + 1:
                    stem = word[: -len(suffix)]
                    for base in (
                        stem + repl,
                        stem[:-1] if pos == "verb" and not repl and doubled(stem) else "",
                    ):
                        if base and base in lemmas and base != word:
                            out.append((pos, base, kind))
        return out


def doubled(stem: str) -> bool:
    """runn(ing), stopp(ed): a doubled final consonant that the base form has once."""
    return len(stem) > 2 and stem[-1] == stem[-2] and stem[-1] not in "aeiouylsz"


def exception_kind(pos: str, word: str) -> str:
    if pos == "noun":
        return "plural"
    if pos == "verb":
        return "-ing form" if word.endswith("ing") else "form"
    if pos == "adj" and word.endswith("est"):
        return "superlative"
    if pos == "adj" and word.endswith("er"):
        return "comparative"
    return "form"


def clarify(wn: WordNet, sense: Sense, gloss: str) -> str:
    """The gloss in plainer words (see PREPOSITIONS, FRAGMENT, REWRITES), examples kept."""
    head, quote, examples = gloss.partition('"')
    parts = head.split(";")
    frames = wn.frames.get(sense.offset, set()) if sense.pos == "verb" else set()
    for n, part in enumerate(parts):
        words = part.split()
        if sense.pos == "verb" and words and words[-1] in PREPOSITIONS and (n or len(words) > 1):
            person = frames & PERSON_FRAMES or words[-1] in ("with", "to")
            thing = "someone" if person and not frames & THING_FRAMES else "something"
            parts[n] = f"{part.rstrip()} {thing}" + (" " if part != part.rstrip() else "")
    head = ";".join(parts)
    hypernym = wn.hypernyms[sense.pos].get(sense.offset) if sense.pos == "noun" else None
    if hypernym and FRAGMENT.match(head.lstrip()):
        name = wn.synsets["noun"][hypernym][1][0].replace("_", " ")
        head = f"{name} {head.lstrip()}"
    for pattern, replacement in REWRITES:
        head = pattern.sub(replacement, head)
    return head + quote + examples


def definition_part(gloss: str) -> str:
    """The gloss's definition part, before its examples (which start at the first quote),
    with as many of its ";"-separated parts as fit in MAX_CHARS; a first part longer than
    that is cut at a word boundary (with "…")."""
    text = re.sub(r"\s+", " ", gloss.split('"', 1)[0]).strip().rstrip(";").strip()
    parts = [p.strip() for p in text.split(";") if p.strip()]
    if not parts:
        return ""
    kept = parts[0]
    for part in parts[1:]:
        if len(kept) + 2 + len(part) > MAX_CHARS:
            break
        kept = f"{kept}; {part}"
    if len(kept) > MAX_CHARS:
        kept = kept[:MAX_CHARS].rsplit(" ", 1)[0].rstrip(",:;(- ") + "…"
    return kept


def weight(lexname: str) -> float:
    """What a tag of a noun sense weighs: more for living things, the body and food."""
    return LIVING_WEIGHT if lexname in LIVING else 1


def rank(sense: Sense) -> tuple[float, int, int, int]:
    """How everyday a sense is, larger first: its score (tag count, a third of it for a
    verb; plus the bonus of its lexicographer file and of its place in
    the synset), then the tie-breaks: the order of CONCRETE, nouns first, WordNet's own order."""
    if sense.lexname in CONCRETE:
        bonus = CONCRETE_BONUS
    elif sense.lexname in ABSTRACT:
        bonus = ABSTRACT_BONUS
    elif sense.pos == "noun":
        bonus = MIDDLE_BONUS
    else:
        bonus = 0
    count = sense.count / VERB_SHARE if sense.pos == "verb" else sense.count * weight(sense.lexname)
    place = (SOLE_BONUS, FIRST_BONUS, 0)[sense.place]
    tie = CONCRETE.index(sense.lexname) if sense.lexname in CONCRETE else len(CONCRETE)
    penalty = DOMAIN_PENALTY if sense.domain else 0
    kinds = KINDS_BONUS * (2 if sense.kinds >= SEVERAL_KINDS else 1 if sense.kinds else 0)
    opposite = ANTONYM_BONUS if sense.opposite and sense.count and not sense.domain else 0
    return (
        count + bonus + place + kinds + opposite - penalty,
        -tie,
        -POS_ORDER.index(sense.pos),
        -sense.number,
    )


def choose(wn: WordNet, word: str, dominance: bool = True) -> tuple[Sense, str | None] | None:
    """The sense to show and its note kind (None for the word's own), by the rule in the module doc;
    without ``dominance``, the word's own tagged senses win over a base verb's however common."""
    own = [(s, None) for pos in POS_ORDER for s in wn.senses(pos, word)]
    bases: list[tuple[Sense, str | None]] = []
    found = list(dict.fromkeys(wn.bases(word)))
    nouns = [base for pos, base, _ in found if pos == "noun"]
    for pos, base, kind in found:
        # bees is the plural of bee, not a form of be: a verb base that a noun base begins with
        # is a shorter cut of the same letters
        if pos == "verb" and any(len(n) > len(base) and n.startswith(base) for n in nouns):
            continue
        bases.extend((s, kind) for s in wn.senses(pos, base))
    # "(usually plural)": the plural means that sense (pants -> trouser, not pant)
    plural = [c for c in bases if c[1] == "plural" and c[0].plural and not c[0].skipped]
    if plural:
        group = plural
    elif own and own_wins(own, bases, dominance):
        group = own
    else:
        group = bases
    group = [c for c in group if not c[0].skipped]
    if not group:
        return None
    group = [c for c in group if c[0].lower_case] or group
    nouns = [c for c in group if c[0].pos == "noun"]
    best = [max(nouns, key=lambda c: rank(c[0]))] if nouns else []
    best += (
        [max(others, key=lambda c: rank(c[0]))]
        if (others := [c for c in group if c[0].pos != "noun"])
        else []
    )
    chosen = max(best, key=lambda c: rank(c[0]))
    verbs = [c for c in group if c[0].pos == "verb"]
    if chosen[0].pos == "noun" and chosen[0].lexname not in LIVING and verbs and chosen[1] is None:
        tags = {pos: sum(c[0].count for c in group if c[0].pos == pos) for pos in ("noun", "verb")}
        if tags["verb"] >= VERB_DOMINANCE * max(tags["noun"], 1):
            chosen = max(verbs, key=lambda c: rank(c[0]))
    return chosen


def own_wins(
    own: list[tuple[Sense, str | None]], bases: list[tuple[Sense, str | None]], dominance: bool
) -> bool:
    """The word's own senses, not its base forms': when they are tagged (or no base form's is),
    unless a base verb's best sense is tagged BASE_DOMINANCE times as often as the word's best
    everyday (not topic or region) sense, weighed as in rank(): played is "play" in games, not
    "(of games) engaged in"; rose stays the flower (5 tags, twice for a plant; rise 26)."""
    if not any(s.count > 0 for s, _ in bases):
        return True
    if any(s.lexname == "noun.food" for s, _ in own) and not any(
        s.lexname in LIVING for s, _ in bases
    ):
        return True  # a food is that food (fries, frosting), unless the base is one (organs, chips)
    if not any(s.count > 0 for s, _ in own):
        return False
    base_top = max((s.count for s, _ in bases if s.pos == "verb"), default=0) if dominance else 0
    own_top = max((s.count * weight(s.lexname) for s, _ in own if not s.domain), default=0)
    return base_top < BASE_DOMINANCE * max(own_top, 1)


def offensive_pattern(words: Iterable[str]) -> re.Pattern[str]:
    """Whole words and phrases of the offensive list, and of VULGAR, in lower-case text."""
    listed = {w.lower() for w in words if w.strip()} - NOT_OFFENSIVE_IN_GLOSSES
    phrases = sorted(
        (re.escape(w).replace(r"\ ", r"[\s-]+") for w in listed), key=len, reverse=True
    )
    return re.compile(rf"(?<![a-z0-9])(?:{'|'.join([*phrases, *VULGAR])})(?![a-z0-9])")


def naughty_words(tmp: Path) -> tuple[list[str], str]:
    """The English naughty-words list, as scripts/make_wordlists.py fetches it."""
    folder, version = npm_package(tmp, "naughty-words")
    return json.loads((folder / "en.json").read_text(encoding="utf-8")), version


def read_list(name: str) -> list[str]:
    return (ROOT / "wordlists" / name).read_text(encoding="utf-8").split()


def build(
    wn: WordNet, words: Iterable[str], bad: re.Pattern[str]
) -> tuple[dict[str, tuple[str, str | None]], int]:
    """word -> (definition, note); and how many definitions the filter left out."""
    out: dict[str, tuple[str, str | None]] = {}
    dropped = 0
    for word in sorted(set(words)):
        found = entry(wn, word, bad, choose(wn, word))
        if found == "dropped" and (own := choose(wn, word, dominance=False)) != choose(wn, word):
            # sworn is "bound by an oath", as before swear's commoner sense (obscenities) was chosen
            found = entry(wn, word, bad, own)
        if found == "dropped":
            dropped += 1
        elif found:
            out[word] = found
    return out, dropped


def entry(
    wn: WordNet, word: str, bad: re.Pattern[str], chosen: tuple[Sense, str | None] | None
) -> tuple[str, str | None] | str | None:
    """(definition, note) of the chosen sense; "dropped" when the filter leaves it out."""
    if chosen is None:
        return None
    sense, kind = chosen
    lemma = sense.lemma
    text = definition_part(clarify(wn, sense, wn.gloss(sense)))
    note = f"{NOTE_TEXT[kind]} {lemma}" if kind else None
    if sense.plural:  # pants: the garment itself, not "plural of pant: (usually in the plural) ..."
        text = PLURAL_GLOSS.sub("", text).strip()
        note = None if kind == "plural" else note
    if not text:
        return None
    if any(bad.search(s.lower()) for s in (word, lemma, text, note or "")):
        return "dropped"
    return text, note


def write(path: Path, entries: dict[str, tuple[str, str | None]], header: str) -> None:
    numbers: dict[str, int] = {}
    lines: list[str] = []
    for word in sorted(entries):
        text, note = entries[word]
        n = numbers.setdefault(text, len(numbers))
        lines.append(f"{word}\t{n}\t{note}" if note else f"{word}\t{n}")
    body = "\n".join([header, *numbers, "", *lines]) + "\n"
    # mtime=0: the same input gives the same bytes
    with (
        open(path, "wb") as raw,
        gzip.GzipFile(filename="", mode="wb", fileobj=raw, compresslevel=9, mtime=0) as gz,
    ):
        gz.write(body.encode("utf-8"))


SOURCES = """{section}

`{file}` ({size}, gzip'd text) holds a short English definition for the words of the bundled
English lists, made by `python3 scripts/make_definitions.py` from WordNet 3.0 (Princeton
University), Debian package `wordnet-base` {wn_version}. For each word, the sense a family means:
of all its senses in every part of speech (the word's own entries before base forms; a base noun's
"(usually plural)" sense for its plural), never one WordNet marks slang, vulgar, ethnic slur,
disparagement or street name, a lower-case lemma before a capitalised one (quiche the tart, not
the Quiche people), the highest score of WordNet's tag count per sense (a third for a verb) plus
bonuses for an everyday noun (food, artifact, animal, plant, body, object), for the lemma alone or
first in its synset and for a synset with kinds (hyponyms), minus one for a specialist topic
("(golf)"); a tag of a living thing, the body or food counts twice (plant the organism, not the
factory), and a word the corpus uses ten times as often as a verb as as a noun shows its verb
unless its noun is such a thing (draw, catch; but bear the animal); an inflected form means its
base verb when that is tagged five times as often (playing, said); an adjective sense whose
opposite is a familiar word comes first (quiet: noisy); the script's docstring gives
the figures. On the 65 words of
`tests/core/senses_check.tsv` the right sense: {before} before this rule (first sense of the part
of speech with the most tags), {after} now; on the 128 everyday words and inflected forms of
`tests/core/senses_check_3.tsv`, {before_3} before the plain-gloss rules, {after_3} now. A verb's
gloss that stops at a preposition gets "someone" or "something" ("repeat a passage from
something"), a noun gloss that is only a difference gets its hypernym's name ("drinking vessel
with handle ..."), the noun "refuse" reads "rubbish", and "of either sex" is dropped (kid: "a young
person"). The gloss without its examples, as many of its
";"-separated parts as fit in {max_chars} characters (a longer first part is cut at a word). Inflected forms (cats, geese, ran) get their base word's
definition with a note ("plural of cat", "form of run"). A definition containing a word or
phrase of the English list of npm `naughty-words` {naughty} or a sexual/vulgar word (`VULGAR`
in the script) is left out, as is the definition of such a word itself; "strap on", "suck",
"escort" and "bondage" are not counted as offensive in WordNet's prose
(`NOT_OFFENSIVE_IN_GLOSSES`: they would take the definitions of backpack, mosquito, escorted).
{dropped:,} words lost their definition that way; the word then has none (no later sense
replaces it). {n_defs:,} distinct definitions, {n_words:,} words. The game reads it at run time; no Russian source is bundled
(the interface says "no definition available").

| list | words | with a definition | of which via a base form | coverage |
|---|---|---|---|---|
{rows}

WordNet licence (WordNet 3.0 Copyright 2006 by Princeton University. All rights reserved.):

> Permission to use, copy, modify and distribute this software and database and its
> documentation for any purpose and without fee or royalty is hereby granted, provided that
> you agree to comply with the following copyright notice and statements, including the
> disclaimer, and that the same appear on ALL copies of the software, database and
> documentation, including modifications that you make for internal use or for distribution.
>
> WordNet 3.0 Copyright 2006 by Princeton University. All rights reserved.
>
> THIS SOFTWARE AND DATABASE IS PROVIDED "AS IS" AND PRINCETON UNIVERSITY MAKES NO
> REPRESENTATIONS OR WARRANTIES, EXPRESS OR IMPLIED. BY WAY OF EXAMPLE, BUT NOT LIMITATION,
> PRINCETON UNIVERSITY MAKES NO REPRESENTATIONS OR WARRANTIES OF MERCHANTABILITY OR FITNESS
> FOR ANY PARTICULAR PURPOSE OR THAT THE USE OF THE LICENSED SOFTWARE, DATABASE OR
> DOCUMENTATION WILL NOT INFRINGE ANY THIRD PARTY PATENTS, COPYRIGHTS, TRADEMARKS OR OTHER
> RIGHTS.
>
> The name of Princeton University or Princeton may not be used in advertising or publicity
> pertaining to distribution of the software and/or database. Title to copyright in this
> software, database and any associated documentation shall at all times remain with
> Princeton University and LICENSEE agrees to preserve same.
"""


# tests/core/senses_check.tsv scored on the build of the previous rule (first sense of the part
# of speech whose first sense has the most tags); the new build's score is measured.
SCORE_BEFORE = "54 of 65"
CHECK = ROOT / "tests" / "core" / "senses_check.tsv"
# tests/core/senses_check_3.tsv, written before the plain-gloss rules and scored on the build before them
SCORE_BEFORE_3 = "107 of 128"
CHECK_3 = ROOT / "tests" / "core" / "senses_check_3.tsv"


def score(entries: dict[str, tuple[str, str | None]], check: Path = CHECK) -> str:
    """How many words of a senses check get a definition (note included) containing one of their
    keywords."""
    rows = [
        line.split("\t")
        for line in check.read_text(encoding="utf-8").splitlines()
        if line and not line.startswith("#")
    ]
    right = 0
    for word, keys, _ in rows:
        text, note = entries.get(word, ("", None))
        shown = f"{note}: {text}" if note else text
        right += any(k in shown.lower() for k in keys.split("|"))
    return f"{right} of {len(rows)}"


def update_sources(path: Path, section: str) -> None:
    """Replace (or append) the Definitions section, which runs to the end of SOURCES.md."""
    text = path.read_text(encoding="utf-8") if path.exists() else ""
    head = text.split(f"\n{SECTION}\n", 1)[0].rstrip("\n")
    # The table of the default game's card words is tests/core/test_definitions.py's, kept as it is.
    cards = re.search(r"\nThe words a player is asked to learn.*?\n(?=WordNet licence)", text, re.S)
    if cards:
        section = section.replace("\nWordNet licence", cards.group(0) + "WordNet licence", 1)
    path.write_text((head + "\n\n" if head else "") + section, encoding="utf-8", newline="\n")


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument(
        "--out", type=Path, default=OUT, help="folder to write to (default: wordlists/)"
    )
    ap.add_argument(
        "--wordnet",
        type=Path,
        help="an installed WordNet data folder (e.g. /usr/share/wordnet) instead of fetching wordnet-base",
    )
    args = ap.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as t:
        tmp = Path(t)
        if args.wordnet:
            folder, wn_version = args.wordnet, "(installed)"
            status = Path("/var/lib/dpkg/status")
            if status.exists():
                m = re.search(
                    r"Package: wordnet-base\n(?:.+\n)*?Version: (\S+)",
                    status.read_text(encoding="utf-8"),
                )
                wn_version = m.group(1) if m else wn_version
        else:
            pkg, wn_version = deb_package(tmp, "wordnet-base")
            folder = pkg / "usr" / "share" / "wordnet"
        wn = WordNet(folder)
        naughty, naughty_version = naughty_words(tmp)

    lists = {name: read_list(name) for name in LISTS}
    entries, dropped = build(
        wn, (w for words in lists.values() for w in words), offensive_pattern(naughty)
    )
    path = args.out / FILE_NAME
    header = f"# Ghost definitions 1: WordNet 3.0 (wordnet-base {wn_version}) everyday senses; made by scripts/make_definitions.py; licence in SOURCES.md"
    write(path, entries, header)
    size = path.stat().st_size
    rows = []
    for name, words in lists.items():
        have = [w for w in words if w in entries]
        via = sum(entries[w][1] is not None for w in have)
        rows.append(
            f"| `{name}` | {len(words):,} | {len(have):,} | {via:,} | {100 * len(have) / len(words):.1f} % |"
        )
    n_defs = len({text for text, _ in entries.values()})
    update_sources(
        args.out / "SOURCES.md",
        SOURCES.format(
            section=SECTION,
            file=FILE_NAME,
            size=f"{size / 1e6:.2f} MB",
            wn_version=wn_version,
            max_chars=MAX_CHARS,
            naughty=naughty_version,
            dropped=dropped,
            before=SCORE_BEFORE,
            after=score(entries),
            before_3=SCORE_BEFORE_3,
            after_3=score(entries, CHECK_3),
            n_defs=n_defs,
            n_words=len(entries),
            rows="\n".join(rows),
        ),
    )
    print(
        f"{path}: {size:,} bytes, {len(entries):,} words, {n_defs:,} definitions, {dropped:,} left out"
    )
    print("\n".join(rows))
    return 0


if __name__ == "__main__":
    sys.exit(main())
