"""The command line's help in each language the window speaks: the top-level usage
(:data:`USAGE`, written whole) and the commands' help and argparse's own words
(:data:`WORDS`, English to the language), which ``help_language.say`` looks up. Data only,
kept apart from the choice of language so that neither reads through the other."""

from __future__ import annotations

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
    "de": """\
Aufruf: python -m ghost_gui [--lang CODE] [--self-test] [--screenshot DATEI.png]
                            [--quit-after-first-frame]
        python -m ghost_gui {analyze,card,table} WORTLISTE [Optionen]
        python -m ghost_gui review PARTIEDATEI [--json]

Geist, das Wortspiel: ohne Befehl öffnet sich das Spielfenster.

Befehle (ohne Fenster und Bildschirm):
  analyze WORTLISTE   wer bei perfektem Spiel gewinnt
  card WORTLISTE      die Merkkarte für einen Spieler (--player K)
  table WORTLISTE     Übersicht über die Varianten, Wörter ab 3 und 4 Buchstaben, 2–4 Spieler
  review PARTIEDATEI  eine gespeicherte Partie, jeder Zug mit perfektem Spiel verglichen
  Eine WORTLISTE „-“ wird von der Standardeingabe gelesen.
  „python -m ghost_gui BEFEHL --help“ zeigt die Optionen eines Befehls.

Optionen für das Spielfenster:
  --lang CODE               die Sprache des Fensters (z. B. en, ru, de)
  --self-test               eine ganze Partie zwischen Computern spielen, eine JSON-Zeile ausgeben
  --screenshot DATEI.png    das Fenster nach seinem ersten Bild speichern
  --quit-after-first-frame  nach dem ersten Bild beenden (Startzeit messen)
  --version                 die Version ausgeben und beenden
  -h, --help                diese Hilfe zeigen und beenden
""",
    "fr": """\
utilisation : python -m ghost_gui [--lang CODE] [--self-test] [--screenshot FICHIER.png]
                                  [--quit-after-first-frame]
              python -m ghost_gui {analyze,card,table} LISTE [options]
              python -m ghost_gui review PARTIE [--json]

Fantôme, le jeu de mots : sans commande, la fenêtre du jeu s'ouvre.

commandes (ni fenêtre ni écran nécessaires) :
  analyze LISTE       qui gagne avec un jeu parfait
  card LISTE          la fiche à apprendre d'un joueur (--player K)
  table LISTE         résumé des variantes, mots de 3 et 4 lettres au moins, 2 à 4 joueurs
  review PARTIE       une partie gardée, chaque coup jugé selon le jeu parfait
  Une LISTE « - » est lue sur l'entrée standard.
  « python -m ghost_gui COMMANDE --help » donne les options d'une commande.

options de la fenêtre du jeu :
  --lang CODE               la langue de la fenêtre (par exemple en, ru, fr)
  --self-test               jouer une partie entière entre ordinateurs, écrire une ligne JSON
  --screenshot FICHIER.png  enregistrer la fenêtre après sa première image
  --quit-after-first-frame  quitter après la première image (mesure du démarrage)
  --version                 afficher la version et quitter
  -h, --help                afficher cette aide et quitter
""",
    "es": """\
uso: python -m ghost_gui [--lang CÓDIGO] [--self-test] [--screenshot ARCHIVO.png]
                         [--quit-after-first-frame]
     python -m ghost_gui {analyze,card,table} LISTA [opciones]
     python -m ghost_gui review PARTIDA [--json]

Fantasma, el juego de palabras: sin orden, se abre la ventana del juego.

órdenes (no hacen falta ventana ni pantalla):
  analyze LISTA       quién gana con juego perfecto
  card LISTA          la tarjeta que aprende un jugador (--player K)
  table LISTA         resumen de las variantes, palabras de 3 y 4 letras o más, de 2 a 4 jugadores
  review PARTIDA      una partida guardada, cada jugada juzgada según el juego perfecto
  Una LISTA «-» se lee de la entrada estándar.
  «python -m ghost_gui ORDEN --help» muestra las opciones de una orden.

opciones de la ventana del juego:
  --lang CÓDIGO             el idioma de la ventana (por ejemplo en, ru, es)
  --self-test               jugar una partida entera entre ordenadores, escribir una línea JSON
  --screenshot ARCHIVO.png  guardar la ventana tras su primera imagen
  --quit-after-first-frame  salir tras la primera imagen (medir el arranque)
  --version                 mostrar la versión y salir
  -h, --help                mostrar esta ayuda y salir
""",
}

#: the commands' help, and argparse's own words, in each language but English
WORDS = {
    "ru": {
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
    },
    "de": {
        "usage: ": "Aufruf: ",
        "positional arguments": "Positionsargumente",
        "options": "Optionen",
        "wordlist": "WORTLISTE",
        "FILE": "DATEI",
        "show this help message and exit": "diese Hilfe zeigen und beenden",
        "Perfect-play analysis of Ghost and its variants.": "Perfektes Spiel in Geist und seinen Varianten, analysiert.",
        "a UTF-8 (or UTF-16) word list, any script; - reads standard input": "eine Wortliste in UTF-8 (oder UTF-16), in jeder Schrift; „-“ liest die Standardeingabe",
        "shortest word that counts (default {0})": "das kürzeste Wort, das zählt (Vorgabe {0})",
        "2 to {0} (default {1})": "2 bis {0} (Vorgabe {1})",
        "print one JSON object": "ein JSON-Objekt ausgeben",
        "neither read nor write the on-disk caches": "die Zwischenspeicher auf der Festplatte weder lesen noch schreiben",
        "keep capitalised entries, lowercased, instead of skipping them as proper nouns (German writes every noun with a capital)": "großgeschriebene Einträge behalten (kleingeschrieben), statt sie als Eigennamen zu überspringen (im Deutschen wird jedes Substantiv großgeschrieben)",
        "who wins with perfect play": "wer bei perfektem Spiel gewinnt",
        "the memorisation card for one player": "die Merkkarte für einen Spieler",
        '1-based seat, or "all" for every seat': "der Platz, ab 1 gezählt, oder „all“ für jeden Platz",
        "the flat word list instead of the grouped card": "die einfache Wortliste statt der gegliederten Karte",
        "the familiar card: up to a quarter more words, fewer that people may not know (Ghost and Anti-Ghost)": "die Karte mit bekannten Wörtern: bis zu einem Viertel mehr Wörter, dafür weniger, die man vielleicht nicht kennt (Geist und Anti-Geist)",
        "the pocket card: one side of an index card, with --pdf FILE": "die Taschenkarte: eine Seite einer Karteikarte, mit --pdf DATEI",
        "with --pocket: write the pocket card to FILE as one page": "mit --pocket: die Taschenkarte als eine Seite in DATEI schreiben",
        "with --pocket: A6 (an index card, the default), A5, or a full page (A4, or Letter in the US and Canada)": "mit --pocket: A6 (eine Karteikarte, die Vorgabe), A5 oder eine ganze Seite (A4, in den USA und Kanada Letter)",
        "summary across variants, minimum lengths 3 and 4, 2-4 players": "Übersicht über die Varianten, Wörter ab 3 und 4 Buchstaben, 2–4 Spieler",
        "a kept match, every play judged against perfect play": "eine gespeicherte Partie, jeder Zug mit perfektem Spiel verglichen",
        "Print a kept match (docs/match-format.md) with a verdict on every play: kept, threw_away, lost, gave_up or forced.": "Eine gespeicherte Partie (docs/match-format.md) ausgeben, mit einem Urteil zu jedem Zug: kept (Gewinn gehalten), threw_away (Gewinn verschenkt), lost (schon verloren), gave_up (früher aufgegeben als nötig) oder forced (der einzige Zug).",
        "A match whose word list is missing (not bundled, no longer where it was, or changed since: its content hash differs) is printed all the same, its plays not judged, with a note saying why; the exit code is then 0. A match file that cannot be read is an error (exit code 2).": "Eine Partie, deren Wortliste fehlt (nicht mitgeliefert, nicht mehr dort, wo sie war, oder seither geändert: ihr Inhalts-Hash ist ein anderer), wird trotzdem ausgegeben, ohne Urteile zu den Zügen und mit einem Hinweis, warum; der Rückgabewert ist dann 0. Eine Partiedatei, die sich nicht lesen lässt, ist ein Fehler (Rückgabewert 2).",
        "MATCHFILE": "PARTIEDATEI",
        "a kept match": "eine gespeicherte Partie",
        "the match's word list, when it is no longer where it was (the same words)": "die Wortliste der Partie, wenn sie nicht mehr dort ist, wo sie war (mit denselben Wörtern)",
    },
    "fr": {
        "usage: ": "utilisation : ",
        # (argparse adds the colon: French sets a space before it)
        "positional arguments": "arguments positionnels ",
        "options": "options ",
        "wordlist": "LISTE",
        "FILE": "FICHIER",
        "show this help message and exit": "afficher cette aide et quitter",
        "Perfect-play analysis of Ghost and its variants.": "Analyse du jeu parfait au Fantôme et à ses variantes.",
        "a UTF-8 (or UTF-16) word list, any script; - reads standard input": "une liste de mots en UTF-8 (ou UTF-16), dans toute écriture ; « - » lit l'entrée standard",
        "shortest word that counts (default {0})": "le mot le plus court qui compte (par défaut {0})",
        "2 to {0} (default {1})": "de 2 à {0} (par défaut {1})",
        "print one JSON object": "écrire un objet JSON",
        "neither read nor write the on-disk caches": "ne pas lire ni écrire les caches sur le disque",
        "keep capitalised entries, lowercased, instead of skipping them as proper nouns (German writes every noun with a capital)": "garder les entrées à majuscule, en minuscules, au lieu de les sauter comme noms propres (l'allemand écrit chaque nom avec une majuscule)",
        "who wins with perfect play": "qui gagne avec un jeu parfait",
        "the memorisation card for one player": "la fiche à apprendre d'un joueur",
        '1-based seat, or "all" for every seat': "la place, comptée à partir de 1, ou « all » pour toutes les places",
        "the flat word list instead of the grouped card": "la simple liste de mots au lieu de la fiche par groupes",
        "the familiar card: up to a quarter more words, fewer that people may not know (Ghost and Anti-Ghost)": "la fiche familière : jusqu'à un quart de mots en plus, moins de mots que l'on risque de ne pas connaître (Fantôme et Anti-Fantôme)",
        "the pocket card: one side of an index card, with --pdf FILE": "la fiche de poche : une face de fiche bristol, avec --pdf FICHIER",
        "with --pocket: write the pocket card to FILE as one page": "avec --pocket : écrire la fiche de poche dans FICHIER, sur une page",
        "with --pocket: A6 (an index card, the default), A5, or a full page (A4, or Letter in the US and Canada)": "avec --pocket : A6 (une fiche bristol, par défaut), A5 ou une page entière (A4, ou Letter aux États-Unis et au Canada)",
        "summary across variants, minimum lengths 3 and 4, 2-4 players": "résumé des variantes, mots de 3 et 4 lettres au moins, 2 à 4 joueurs",
        "a kept match, every play judged against perfect play": "une partie gardée, chaque coup jugé selon le jeu parfait",
        "Print a kept match (docs/match-format.md) with a verdict on every play: kept, threw_away, lost, gave_up or forced.": "Écrire une partie gardée (docs/match-format.md) avec un verdict sur chaque coup : kept (gain gardé), threw_away (gain perdu), lost (déjà perdu), gave_up (abandon plus tôt que nécessaire) ou forced (seul coup possible).",
        "A match whose word list is missing (not bundled, no longer where it was, or changed since: its content hash differs) is printed all the same, its plays not judged, with a note saying why; the exit code is then 0. A match file that cannot be read is an error (exit code 2).": "Une partie dont la liste de mots manque (pas fournie avec le jeu, plus là où elle était, ou modifiée depuis : son empreinte diffère) est écrite tout de même, sans verdict sur ses coups, avec une note qui dit pourquoi ; le code de sortie est alors 0. Un fichier de partie illisible est une erreur (code de sortie 2).",
        "MATCHFILE": "PARTIE",
        "a kept match": "une partie gardée",
        "the match's word list, when it is no longer where it was (the same words)": "la liste de mots de la partie, si elle n'est plus là où elle était (les mêmes mots)",
    },
    "es": {
        "usage: ": "uso: ",
        "positional arguments": "argumentos posicionales",
        "options": "opciones",
        "wordlist": "LISTA",
        "FILE": "ARCHIVO",
        "show this help message and exit": "mostrar esta ayuda y salir",
        "Perfect-play analysis of Ghost and its variants.": "Análisis del juego perfecto en Fantasma y sus variantes.",
        "a UTF-8 (or UTF-16) word list, any script; - reads standard input": "una lista de palabras en UTF-8 (o UTF-16), en cualquier escritura; «-» lee la entrada estándar",
        "shortest word that counts (default {0})": "la palabra más corta que cuenta (por defecto {0})",
        "2 to {0} (default {1})": "de 2 a {0} (por defecto {1})",
        "print one JSON object": "escribir un objeto JSON",
        "neither read nor write the on-disk caches": "no leer ni escribir las cachés en disco",
        "keep capitalised entries, lowercased, instead of skipping them as proper nouns (German writes every noun with a capital)": "conservar las entradas con mayúscula, en minúsculas, en lugar de saltarlas como nombres propios (el alemán escribe todos los sustantivos con mayúscula)",
        "who wins with perfect play": "quién gana con juego perfecto",
        "the memorisation card for one player": "la tarjeta que aprende un jugador",
        '1-based seat, or "all" for every seat': "el puesto, contado desde 1, o «all» para todos los puestos",
        "the flat word list instead of the grouped card": "la simple lista de palabras en lugar de la tarjeta por grupos",
        "the familiar card: up to a quarter more words, fewer that people may not know (Ghost and Anti-Ghost)": "la tarjeta de palabras conocidas: hasta una cuarta parte más de palabras, menos que la gente quizá no conozca (Fantasma y Antifantasma)",
        "the pocket card: one side of an index card, with --pdf FILE": "la tarjeta de bolsillo: una cara de una ficha, con --pdf ARCHIVO",
        "with --pocket: write the pocket card to FILE as one page": "con --pocket: escribir la tarjeta de bolsillo en ARCHIVO, en una página",
        "with --pocket: A6 (an index card, the default), A5, or a full page (A4, or Letter in the US and Canada)": "con --pocket: A6 (una ficha, por defecto), A5 o una página entera (A4, o Letter en Estados Unidos y Canadá)",
        "summary across variants, minimum lengths 3 and 4, 2-4 players": "resumen de las variantes, palabras de 3 y 4 letras o más, de 2 a 4 jugadores",
        "a kept match, every play judged against perfect play": "una partida guardada, cada jugada juzgada según el juego perfecto",
        "Print a kept match (docs/match-format.md) with a verdict on every play: kept, threw_away, lost, gave_up or forced.": "Escribir una partida guardada (docs/match-format.md) con un veredicto para cada jugada: kept (ventaja conservada), threw_away (ventaja perdida), lost (ya perdida), gave_up (se rindió antes de tiempo) o forced (la única jugada).",
        "A match whose word list is missing (not bundled, no longer where it was, or changed since: its content hash differs) is printed all the same, its plays not judged, with a note saying why; the exit code is then 0. A match file that cannot be read is an error (exit code 2).": "Una partida cuya lista de palabras falta (no viene con el juego, ya no está donde estaba o ha cambiado desde entonces: su huella es otra) se escribe igualmente, sin veredictos para sus jugadas y con una nota que dice por qué; el código de salida es entonces 0. Un archivo de partida que no se puede leer es un error (código de salida 2).",
        "MATCHFILE": "PARTIDA",
        "a kept match": "una partida guardada",
        "the match's word list, when it is no longer where it was (the same words)": "la lista de palabras de la partida, si ya no está donde estaba (las mismas palabras)",
    },
}
