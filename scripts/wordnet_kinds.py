"""Which English words are coarse by kind, as WordNet 3.0 files and defines their senses.

Used by scripts/make_wordlists.py for the family list. A word is left out when every sense of
it, and of its base forms (WordNet's morphy: cats -> cat, circumcised -> circumcise), is of one
of two kinds, so a word with an everyday sense (member, ball, rubber, cracker, paddy) stays:

- sexual: a sense WordNet files under the sex organs, the reproductive system, sexual
  intercourse or desire, perversion, venereal disease, contraception or prostitution (by its
  hypernyms and the wholes it is part of: the hymen is part of the vagina), or whose definition
  names one of those things (SEXUAL_TERMS, and every lemma all of whose senses lie under those
  roots: "surgical removal of the uterus");
- slur: a sense WordNet marks as an ethnic slur, disparagement, obscenity or vulgarism, or whose
  definition says it is one ("(disparaging)", "offensive term for").

Only a definition's first part (before its first ";") is read: "the state of being pregnant;
the period ... in her uterus" is about pregnancy, not the uterus. Senses listed only with a
capital (Hymen the god, the Circumcision feast) do not count, since the family list is lower case.
"""

from __future__ import annotations

import re
from pathlib import Path

from morphy_rules import RULES

POS = ("noun", "verb", "adj", "adv")
POINTER_POS = {"n": "noun", "v": "verb", "a": "adj", "s": "adj", "r": "adv"}

# The noun synsets (by their first lemma) whose kinds and parts are sexual or reproductive.
SEXUAL_ROOTS = frozenset(
    {
        "reproductive_organ",
        "reproductive_system",
        "sexual_intercourse",
        "masturbation",
        "sexual_desire",
        "sexual_arousal",
        "perversion",
        "venereal_disease",
        "contraceptive",
        "contraception",
        "prostitute",
        "prostitution",
    }
)
# Words of a definition that say what the sense is about: sexual acts and desire, the organs,
# the trade. Whole words, with the endings they take.
SEXUAL_TERMS = (
    r"sex(?:ual)? (?:intercourse|acts?|activit(?:y|ies)|relations|desire|arousal|excitement"
    r"|organs?|partners?|attentions|favou?rs|gratification|stimulation|urge|characteristics)",
    r"sexually (?:aroused|arousing|stimulating|transmitted)",
    r"copulat\w*",
    r"coit(?:us|al|ion)",
    r"fornicat\w*",
    r"masturbat\w*",
    r"genital\w*",
    r"pub(?:es|is|ic)",
    r"phall\w*",
    r"penile",
    r"erotic\w*",
    r"orgasm\w*",
    r"ejaculat\w*",
    r"semen",
    r"prostitut\w*",
    r"brothels?",
    r"lust(?:s|ful\w*|ed|ing|y)?",
    r"lech\w*",
)
SLUR_USAGE = frozenset({"ethnic_slur", "disparagement", "obscenity", "vulgarism"})
SLUR_TERMS = (
    r"ethnic slur",
    r"\((?:disparaging|derogatory|offensive)\)",
    r"(?:offensive|derogatory|disparaging) (?:term|name|word)s?",
)


class Synset:
    __slots__ = ("words", "pointers", "gloss")

    def __init__(self, words: list[str], pointers: list[tuple[str, str, str]], gloss: str) -> None:
        self.words = words
        self.pointers = pointers  # (symbol, target pos, target offset)
        self.gloss = gloss


def read_wordnet(
    folder: Path,
) -> tuple[
    dict[tuple[str, str], Synset],
    dict[tuple[str, str], list[str]],
    dict[tuple[str, str], list[str]],
]:
    """(pos, offset) -> synset; (pos, lemma) -> offsets; (pos, inflected) -> base forms."""
    synsets: dict[tuple[str, str], Synset] = {}
    index: dict[tuple[str, str], list[str]] = {}
    exceptions: dict[tuple[str, str], list[str]] = {}
    for pos in POS:
        for line in (folder / f"data.{pos}").read_text(encoding="utf-8").splitlines():
            if line.startswith(" "):
                continue  # the licence header
            head, _, gloss = line.partition(" | ")
            f = head.split()
            n = int(f[3], 16)
            words = [re.sub(r"\(\w+\)$", "", f[4 + 2 * i]) for i in range(n)]
            i = 4 + 2 * n
            pointers = [
                (f[j], POINTER_POS[f[j + 2]], f[j + 1])
                for j in range(i + 1, i + 1 + 4 * int(f[i]), 4)
            ]
            synsets[pos, f[0]] = Synset(words, pointers, gloss.split('"')[0].split(";")[0].lower())
        for line in (folder / f"index.{pos}").read_text(encoding="utf-8").splitlines():
            if not line.startswith(" "):
                f = line.split()
                index[pos, f[0]] = f[4 + int(f[3]) + 2 :]
        exc = folder / f"{pos}.exc"
        if exc.exists():
            for line in exc.read_text(encoding="utf-8").splitlines():
                f = line.split()
                exceptions.setdefault((pos, f[0]), []).extend(f[1:])
    return synsets, index, exceptions


def coarse_words(folder: Path, words: list[str]) -> dict[str, str]:
    """The words of `words` every sense of which is sexual or a slur: word -> "sexual" or "slur"."""
    synsets, index, exceptions = read_wordnet(folder)
    roots = {k for k, s in synsets.items() if k[0] == "noun" and s.words[0].lower() in SEXUAL_ROOTS}
    usage = {k for k, s in synsets.items() if k[0] == "noun" and s.words[0].lower() in SLUR_USAGE}
    under: dict[tuple[str, str], bool] = {}

    def is_under(key: tuple[str, str]) -> bool:
        # hypernyms (@, @i) and the wholes a part belongs to (#p), iteratively: WordNet is a DAG
        stack, seen = [key], set()
        while stack:
            k = stack.pop()
            if k in roots or under.get(k):
                under[key] = True
                return True
            if k in seen:
                continue
            seen.add(k)
            stack.extend((p, o) for sym, p, o in synsets[k].pointers if sym in ("@", "@i", "#p"))
        under[key] = False
        return False

    organs = sorted(  # lemmas all of whose noun senses are sexual: uterus, testis, foreskin, ...
        lemma
        for (pos, lemma), offsets in index.items()
        if pos == "noun" and "_" not in lemma and all(is_under(("noun", o)) for o in offsets)
    )
    sexual = re.compile(
        rf"(?<![a-z])(?:{'|'.join([*SEXUAL_TERMS, *map(re.escape, organs)])})(?![a-z])"
    )
    slur = re.compile(rf"(?<![a-z])(?:{'|'.join(SLUR_TERMS)})(?![a-z])")

    # Verbs every sense of which is sexual (circumcise, copulate): a definition built on one is
    # of that kind too (circumcision, "the act of circumcising"). Empty while they are found.
    sexual_verbs: set[str] = set()

    def kind(key: tuple[str, str]) -> str | None:
        s = synsets[key]
        if any(sym == ";u" and (p, o) in usage for sym, p, o in s.pointers) or slur.search(s.gloss):
            return "slur"
        if is_under(key) or sexual.search(s.gloss):
            return "sexual"
        if any(sexual_verbs & {w, *base_forms(w)} for w in re.findall(r"[a-z]+", s.gloss)):
            return "sexual"
        return None

    irregular = {w for _, w in exceptions}

    def base_forms(word: str, parts: tuple[str, ...] = POS) -> set[str]:
        """WordNet's morphy for those parts of speech: the exception lists, else the detachment rules."""
        forms = {b for pos in parts for b in exceptions.get((pos, word), [])}
        if word not in irregular:  # testes is testis, not a form of the verb test
            forms.update(
                word[: -len(suffix)] + repl
                for pos in parts
                for suffix, repl, _ in RULES[pos]
                if word.endswith(suffix) and len(word) > len(suffix) + 1
            )
        return forms

    def senses(word: str) -> list[tuple[str, str]]:
        """The senses of the word and of its base forms, each part of speech by its own rules."""
        return [
            (pos, offset)
            for pos in POS
            for form in {word, *base_forms(word, (pos,))}
            for offset in index.get((pos, form), [])
            if form in synsets[pos, offset].words  # not a sense listed only as "Hymen"
        ]

    def coarse(word: str) -> str | None:
        kinds = [kind(k) for k in senses(word)]
        return ("slur" if "slur" in kinds else "sexual") if kinds and all(kinds) else None

    sexual_verbs.update(
        w for pos, w in index if pos == "verb" and "_" not in w and coarse(w) == "sexual"
    )
    return {word: found for word in words if (found := coarse(word))}
