"""The variants' keys and names: one vocabulary for the rules, the command line, the
settings, saved matches and the window. A string enum, so that saved games, settings and
JSON keep their plain strings; it imports nothing of the engine, so the command line's
warm answer (:mod:`~ghost_gui.core.analysis.answers`) can parse ``--variant`` into it cheaply."""

from __future__ import annotations

import enum


class VariantKey(enum.StrEnum):
    GHOST = "ghost"
    SUPER = "super"
    SUPERDUPER = "superduper"
    ANTI = "anti"
    XGHOST = "xghost"
    ANAGHOST = "anaghost"


#: each variant's name in English (the window's are translated: ``gui/texts/setup_names.py``)
VARIANT_NAMES: dict[str, str] = {
    VariantKey.GHOST: "Ghost",
    VariantKey.SUPER: "SuperGhost",
    VariantKey.SUPERDUPER: "SuperDuperGhost",
    VariantKey.ANTI: "Anti-Ghost",
    VariantKey.XGHOST: "Xghost",
    VariantKey.ANAGHOST: "Anaghost",
}
