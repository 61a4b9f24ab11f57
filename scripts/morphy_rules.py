"""WordNet's detachment rules (morphy): how an inflected form comes from its base word, for
the definitions (scripts/make_definitions.py) and the coarse words by kind
(scripts/wordnet_kinds.py), which both read WordNet through them."""

from __future__ import annotations

#: (suffix, replacement, note)
NOUN_RULES = [
    ("s", "", "plural"),
    ("ses", "s", "plural"),
    ("xes", "x", "plural"),
    ("zes", "z", "plural"),
    ("ches", "ch", "plural"),
    ("shes", "sh", "plural"),
    ("men", "man", "plural"),
    ("ies", "y", "plural"),
]
VERB_RULES = [
    ("s", "", "form"),
    ("ies", "y", "form"),
    ("es", "e", "form"),
    ("es", "", "form"),
    ("ed", "e", "form"),
    ("ed", "", "form"),
    ("ing", "e", "-ing form"),
    ("ing", "", "-ing form"),
]
ADJ_RULES = [
    ("er", "", "comparative"),
    ("est", "", "superlative"),
    ("er", "e", "comparative"),
    ("est", "e", "superlative"),
]
RULES = {"noun": NOUN_RULES, "verb": VERB_RULES, "adj": ADJ_RULES, "adv": []}
