"""What the New game dialog says, decided without widgets: the players' names checked (each
needs one of its own, not too long), a new player's default name, and why Play waits.
Texts keep the dialog's translation context, ``NewGameDialog``."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QLocale

from .player_names import MAX_NAME_LENGTH, shown_name


def name_key(name: str) -> str:
    """Two names are the same name when they match trimmed and case-insensitively."""
    return name.strip().casefold()


def default_player_name(i: int, taken: set[str]) -> str:
    """The name a new player ``i`` (from 0) gets: "Player 3", or the next number no other
    player is called (``taken``: the other players' :func:`name_key`)."""
    n = i + 1
    while True:
        name = QCoreApplication.translate("NewGameDialog", "Player %1").replace(
            "%1", QLocale().toString(n)
        )
        if name_key(name) not in taken:
            return name
        n += 1


def name_problems(names: Sequence[str]) -> tuple[set[int], list[str]]:
    """The players whose name field is wrong (by index) and what is wrong, a sentence each."""
    n = len(names)
    keys = [name_key(names[i]) for i in range(n)]
    bad: set[int] = set()
    problems: list[str] = []
    empty = [i for i in range(n) if not keys[i]]
    if empty:
        bad.update(empty)
        problems.append(QCoreApplication.translate("NewGameDialog", "Every player needs a name."))
    too_long = [i for i in range(n) if len(names[i].strip()) > MAX_NAME_LENGTH]
    if too_long:
        bad.update(too_long)
        problems.append(
            QCoreApplication.translate(
                "NewGameDialog", "A name can have at most %1 letters."
            ).replace("%1", QLocale().toString(MAX_NAME_LENGTH))
        )
    seen: set[str] = set()
    for i in range(n):
        if not keys[i] or keys[i] in seen:
            continue
        seen.add(keys[i])
        same = [j for j in range(n) if keys[j] == keys[i]]
        if len(same) > 1:
            bad.update(same)
            text = (
                QCoreApplication.translate(
                    "NewGameDialog", "Two players are called %1: give each a different name."
                )
                if len(same) == 2
                else QCoreApplication.translate(
                    "NewGameDialog", "Several players are called %1: give each a different name."
                )
            )
            problems.append(text.replace("%1", shown_name(names[i].strip())))
    return bad, problems


def play_tooltip(names_ok: bool, list_ok: bool, fits: bool) -> str:
    """What Play's tooltip says: what to put right first, or that it starts the game."""
    if not names_ok:
        return QCoreApplication.translate(
            "NewGameDialog", "Give every player a name of their own first"
        )
    if not list_ok:
        return QCoreApplication.translate(
            "NewGameDialog", "Choose a word list that can be used first"
        )
    if not fits:
        return QCoreApplication.translate(
            "NewGameDialog", "Choose a smaller word list, or another variant, first"
        )
    return QCoreApplication.translate("NewGameDialog", "Start the game (Enter)")


def unusable_setup_text(fields: Sequence[str]) -> str:
    """The last game's settings held values that cannot be used (``fields``: a
    :class:`GameSetup`'s field names, or ``last_game`` for the whole value)."""
    names = {
        "players": QCoreApplication.translate("NewGameDialog", "the players"),
        "variant": QCoreApplication.translate("NewGameDialog", "the variant"),
        "min_length": QCoreApplication.translate("NewGameDialog", "the shortest word"),
        "word_list": QCoreApplication.translate("NewGameDialog", "the word list"),
        "lives": QCoreApplication.translate("NewGameDialog", "the lives"),
        "next_round_starter": QCoreApplication.translate(
            "NewGameDialog", "who starts the next round"
        ),
        "language": QCoreApplication.translate("NewGameDialog", "how letters are counted"),
    }
    shown = [names[f] for f in fields if f in names]
    if len(shown) < len(fields):  # a switch (practice, take back, ...) or the whole value
        shown.append(QCoreApplication.translate("NewGameDialog", "the game's options"))
    return QCoreApplication.translate(
        "NewGameDialog",
        "Some of the last game's settings could not be used (%1) and were reset to their defaults.",
    ).replace("%1", QLocale().createSeparatedList(shown))


def letters_choices() -> list[tuple[str, str]]:
    """How a list's letters may be counted, as the New game dialog offers it: (the loading
    option, its name); the first, detected, is named by :func:`detected_letters_text` once
    the list is read."""
    return [
        ("detect", QCoreApplication.translate("NewGameDialog", "As detected")),
        ("de", QCoreApplication.translate("NewGameDialog", "German: Ä Ö Ü kept, ß as SS")),
        ("es", QCoreApplication.translate("NewGameDialog", "Spanish: accents off, Ñ kept")),
        ("fr", QCoreApplication.translate("NewGameDialog", "French: accents off")),
        ("as-written", QCoreApplication.translate("NewGameDialog", "As written")),
    ]


def detected_letters_text(language: str | None) -> str:
    """The first choice of how letters are counted, once the list's language is known."""
    names = {
        "en": QCoreApplication.translate("NewGameDialog", "English (detected)"),
        "ru": QCoreApplication.translate("NewGameDialog", "Russian (detected)"),
        "de": QCoreApplication.translate("NewGameDialog", "German (detected)"),
        "es": QCoreApplication.translate("NewGameDialog", "Spanish (detected)"),
        "fr": QCoreApplication.translate("NewGameDialog", "French (detected)"),
    }
    return names.get(language or "") or QCoreApplication.translate(
        "NewGameDialog", "As written (none detected)"
    )
