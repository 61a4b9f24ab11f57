"""Every form a Hunspell dictionary accepts, each with the stems it comes from.

A .dic entry is a stem and its affix flags; the .aff file says what each flag adds. Expanded
here rather than with Hunspell's `unmunch`, which reads a flag as one byte: hunspell-es writes
its flags in UTF-8 (À, Á, Â, … all start with the byte C3), so unmunch mixes up their rules.
Enough of Hunspell for a dictionary without compounding (es_ES): a suffix, a second suffix where
the first allows one (acción: acciones), a prefix, and a prefix with suffixes when both allow
the cross product.
"""

from __future__ import annotations

import re
from dataclasses import dataclass


@dataclass(frozen=True)
class Affix:
    strip: str
    add: str
    condition: re.Pattern[str]
    cross: bool
    then: str  # the flags of the suffixes that may follow this one


def affixes(aff: str) -> tuple[dict[str, list[Affix]], dict[str, list[Affix]]]:
    """The prefixes and the suffixes of each flag."""
    found: dict[str, dict[str, list[Affix]]] = {"PFX": {}, "SFX": {}}
    cross: dict[tuple[str, str], bool] = {}
    for line in aff.splitlines():
        parts = line.split()
        if len(parts) < 4 or parts[0] not in found:
            continue
        kind, flag = parts[0], parts[1]
        if (kind, flag) not in cross:  # the header: PFX flag Y|N count
            cross[kind, flag] = parts[2] == "Y"
            found[kind][flag] = []
            continue
        strip, add, cond = parts[2], parts[3], parts[4] if len(parts) > 4 else "."
        add, _, then = add.partition("/")
        pattern = f"{cond}$" if kind == "SFX" else f"^{cond}"
        rule = Affix(
            "" if strip == "0" else strip,
            "" if add == "0" else add,
            re.compile(pattern),
            cross[kind, flag],
            then,
        )
        found[kind][flag].append(rule)
    return found["PFX"], found["SFX"]


def with_suffix(word: str, s: Affix) -> str | None:
    if s.condition.search(word) and word.endswith(s.strip):
        return word[: len(word) - len(s.strip)] + s.add
    return None


def with_prefix(word: str, p: Affix) -> str | None:
    if p.condition.search(word) and word.startswith(p.strip):
        return p.add + word[len(p.strip) :]
    return None


def expand(dic: str, aff: str) -> dict[str, set[str]]:
    """Each form of the dictionary, with the stems (as the .dic writes them) it comes from."""
    prefixes, suffixes = affixes(aff)
    forms: dict[str, set[str]] = {}
    for line in dic.splitlines()[1:]:  # the first line is the count
        stem, _, flags = line.strip().partition("/")
        if not stem or " " in stem:  # a name of several words (Reino Unido)
            continue
        made = {stem}
        pfx = [p for f in flags for p in prefixes.get(f, [])]
        sfx = [s for f in flags for s in suffixes.get(f, [])]
        suffixed = [(w, s.cross) for s in sfx if (w := with_suffix(stem, s)) is not None]
        for s in sfx:
            if s.then and (once := with_suffix(stem, s)) is not None:
                for s2 in (s2 for f in s.then for s2 in suffixes.get(f, [])):
                    if (w := with_suffix(once, s2)) is not None:
                        suffixed.append((w, s.cross and s2.cross))
        made.update(w for w, _ in suffixed)
        for p in pfx:
            if (w := with_prefix(stem, p)) is not None:
                made.add(w)
            if p.cross:
                for word, cross in suffixed:
                    # the prefix's condition applies to the stem, as Hunspell checks it
                    if cross and p.condition.search(stem) and word.startswith(p.strip):
                        made.add(p.add + word[len(p.strip) :])
        for w in made:
            forms.setdefault(w, set()).add(stem)
    return forms
