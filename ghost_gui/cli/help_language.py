"""``--help`` in the interface's language, without Qt (the command line never imports it):
the language the window would speak, chosen as cheaply as a help text deserves, and a small
table of the help's Russian."""

from __future__ import annotations

import os
import sys
from collections.abc import Sequence

USAGE = {
    "en": """\
usage: python -m ghost_gui [--lang CODE] [--self-test] [--screenshot FILE.png]
                           [--quit-after-first-frame]
       python -m ghost_gui {analyze,card,table} WORDLIST [options]
       python -m ghost_gui review MATCHFILE [--json]

Ghost, the word game: with no command, the game window starts.

commands (no window or display needed):
  analyze WORDLIST    who wins with perfect play
  card WORDLIST       the memorisation card for one player (--player K)
  table WORDLIST      summary across variants, minimum lengths 3 and 4, 2-4 players
  review MATCHFILE    a kept match, every play judged against perfect play
  A WORDLIST of - is read from standard input.
  "python -m ghost_gui COMMAND --help" lists a command's options.

options for the game window:
  --lang CODE               the language of the window (e.g. en, ru)
  --self-test               play one whole match between computer players, print one JSON line
  --screenshot FILE.png     save the window after its first frame
  --quit-after-first-frame  exit after the first frame (start-up timing)
  --version                 print the version and exit
  -h, --help                show this help and exit
""",
    "ru": """\
использование: python -m ghost_gui [--lang КОД] [--self-test] [--screenshot ФАЙЛ.png]
                                   [--quit-after-first-frame]
               python -m ghost_gui {analyze,card,table} СЛОВАРЬ [параметры]
               python -m ghost_gui review ФАЙЛ_ПАРТИИ [--json]

«Призрак», игра в слова: без команды открывается окно игры.

команды (окно и дисплей не нужны):
  analyze СЛОВАРЬ     кто выигрывает при идеальной игре
  card СЛОВАРЬ        карточка для запоминания для одного игрока (--player K)
  table СЛОВАРЬ       сводка по вариантам, минимальной длине 3 и 4, 2–4 игрокам
  review ФАЙЛ_ПАРТИИ  сохранённая партия, каждый ход оценён по идеальной игре
  СЛОВАРЬ «-» читается со стандартного ввода.
  «python -m ghost_gui КОМАНДА --help» перечисляет параметры команды.

параметры окна игры:
  --lang КОД                язык окна (например, en, ru)
  --self-test               сыграть целую партию между компьютерами, вывести одну строку JSON
  --screenshot ФАЙЛ.png     сохранить снимок окна после первого кадра
  --quit-after-first-frame  выйти после первого кадра (замер запуска)
  --version                 вывести версию и выйти
  -h, --help                показать эту справку и выйти
""",
}

#: the commands' help, and argparse's own words, in Russian
_RUSSIAN = {
    "usage: ": "использование: ",
    "positional arguments": "позиционные аргументы",
    "options": "параметры",
    "wordlist": "СЛОВАРЬ",
    "FILE": "ФАЙЛ",
    "show this help message and exit": "показать эту справку и выйти",
    "Perfect-play analysis of Ghost and its variants.": "Анализ идеальной игры в «Призрак» и его варианты.",
    "a UTF-8 (or UTF-16) word list, any script; - reads standard input": "список слов в UTF-8 (или UTF-16), любой алфавит; «-» — стандартный ввод",
    "shortest word that counts (default {0})": "самое короткое слово, которое считается (по умолчанию {0})",
    "2 to {0} (default {1})": "от 2 до {0} (по умолчанию {1})",
    "print one JSON object": "вывести один объект JSON",
    "neither read nor write the on-disk caches": "не читать и не записывать кэш на диске",
    "keep capitalised entries, lowercased, instead of skipping them as proper nouns (German writes every noun with a capital)": "оставлять слова с заглавной буквы (строчными), а не пропускать их как имена собственные (в немецком все существительные пишутся с заглавной)",
    "who wins with perfect play": "кто выигрывает при идеальной игре",
    "the memorisation card for one player": "карточка для запоминания для одного игрока",
    '1-based seat, or "all" for every seat': "номер места, начиная с 1, или «all» — все места",
    "the flat word list instead of the grouped card": "простой список слов вместо карточки по группам",
    "the familiar card: up to a quarter more words, fewer that people may not know (Ghost and Anti-Ghost)": "карточка знакомых слов: слов до четверти больше, зато меньше незнакомых (Призрак и Антипризрак)",
    "the pocket card: one side of an index card, with --pdf FILE": "карманная карточка: одна сторона каталожной карточки, вместе с --pdf ФАЙЛ",
    "with --pocket: write the pocket card to FILE as one page": "с --pocket: записать карманную карточку в ФАЙЛ одной страницей",
    "with --pocket: A6 (an index card, the default), A5, or a full page (A4, or Letter in the US and Canada)": "с --pocket: A6 (каталожная карточка, по умолчанию), A5 или целая страница (A4, а в США и Канаде Letter)",
    "summary across variants, minimum lengths 3 and 4, 2-4 players": "сводка по вариантам, минимальной длине 3 и 4, 2–4 игрокам",
    "a kept match, every play judged against perfect play": "сохранённая партия, каждый ход оценён по идеальной игре",
    "Print a kept match (docs/match-format.md) with a verdict on every play: kept, threw_away, lost, gave_up or forced.": "Вывести сохранённую партию (docs/match-format.md) с оценкой каждого хода: kept (выигрыш сохранён), threw_away (выигрыш упущен), lost (уже проиграно), gave_up (сдался раньше, чем пришлось) или forced (ход был единственным).",
    "A match whose word list is missing (not bundled, no longer where it was, or changed since: its content hash differs) is printed all the same, its plays not judged, with a note saying why; the exit code is then 0. A match file that cannot be read is an error (exit code 2).": "Партия, чей список слов недоступен (его нет среди встроенных, он больше не там, где был, или изменился: его хеш другой), всё равно выводится, но без оценок ходов и с пояснением почему; код выхода тогда 0. Файл партии, который нельзя прочитать, — ошибка (код выхода 2).",
    "MATCHFILE": "ФАЙЛ_ПАРТИИ",
    "a kept match": "сохранённая партия",
    "the match's word list, when it is no longer where it was (the same words)": "список слов партии, если он больше не там, где был (с теми же словами)",
}


def say(text: str, language: str) -> str:
    """``text`` in ``language`` ("en" or "ru"), as the help shows it."""
    return _RUSSIAN.get(text, text) if language == "ru" else text


def asks_for_help(argv: Sequence[str]) -> bool:
    return "-h" in argv or "--help" in argv


def help_language(argv: Sequence[str]) -> str:
    """The language the window would speak: ``--lang CODE``, else the settings' language,
    else the locale's (LC_ALL, LC_MESSAGES, LANG, as POSIX orders them). "ru" or "en"."""
    for i, arg in enumerate(argv):
        if arg == "--lang" and i + 1 < len(argv):
            return _known(argv[i + 1])
        if arg.startswith("--lang="):
            return _known(arg.split("=", 1)[1])
    chosen = _settings_language()
    if chosen:
        return _known(chosen)
    for name in ("LC_ALL", "LC_MESSAGES", "LANG"):
        value = os.environ.get(name)
        if value:
            return _known(value)
    return "en"


def _known(code: str) -> str:
    return "ru" if code.strip().lower().startswith("ru") else "en"


def _settings_file() -> str:
    """Where the window keeps its settings (gui/settings.py: QSettings' INI file for Ghost),
    named without Qt."""
    override = os.environ.get("GHOST_DATA_DIR")
    if override:
        return os.path.join(override, "settings.ini")
    home = os.path.expanduser("~")
    if sys.platform == "win32":
        appdata = os.environ.get("APPDATA") or os.path.join(home, "AppData", "Roaming")
        return os.path.join(appdata, "Ghost", "Ghost.ini")
    config = os.environ.get("XDG_CONFIG_HOME") or os.path.join(home, ".config")
    return os.path.join(config, "Ghost", "Ghost.ini")


def _settings_language() -> str:
    """The language chosen in the window's settings ("" when none is, or none can be read)."""
    try:
        with open(_settings_file(), "rb") as fh:
            text = fh.read(64 * 1024).decode("utf-8", "replace")
    except OSError:
        return ""
    import re  # only when there are settings to read: the top-level --help never needs it

    m = re.search(r'^language\s*=\s*"?([A-Za-z_-]*)"?\s*$', text, re.M)
    return m.group(1) if m else ""
