"""Hunspell forms: what the Spanish family list takes from hunspell-es's stems and affixes."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "scripts"))
from hunspell_forms import expand

# flags in UTF-8 as hunspell-es writes them: À and Á share their first byte, which is what
# makes Hunspell's unmunch mix up their rules
AFF = """SET UTF-8
FLAG UTF-8
PFX d Y 1
PFX d 0 des .
SFX S Y 3
SFX S 0 s [aeiou]
SFX S 0 es r
SFX S ón ones ón
SFX À Y 2
SFX À ar o ar
SFX À r ndo ar
SFX Á Y 1
SFX Á ar ación/S ar
SFX N N 1
SFX N 0 ito o
"""
DIC = """5
casa/S
flor/S
hablar/À
hacer/dÁ
Madrid
"""


def test_every_form_with_its_stems() -> None:
    forms = expand(DIC, AFF)
    assert set(forms) == {
        "casa",
        "casas",
        "flor",
        "flores",
        "hablar",
        "hablo",
        "hablando",
        "hacer",
        "deshacer",
        "Madrid",
    }
    assert forms["hablo"] == {"hablar"}


def test_a_second_suffix_and_a_prefix_with_suffixes() -> None:
    dic = "2\ncrear/dÁ\ncrea/S\n"
    forms = expand(dic, AFF)
    # creación, then its plural; the prefix on both (the cross product)
    assert {"creación", "creaciones", "descreación", "descreaciones", "descrear"} <= set(forms)
    assert forms["creas"] == {"crea"}
    assert "creaciónes" not in forms and "hablo" not in forms
