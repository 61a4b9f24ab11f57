"""Display names for the core's values (the core returns values, never text)."""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QLocale

from ..core.alphabets import capitals
from ..core.variants import VARIANTS

if TYPE_CHECKING:
    from ..core.plays import Play

log = logging.getLogger(__name__)

PLAYER_KINDS = [
    "human",
    "perfect",
    "hard",
    "medium",
    "easy",
    "evil",
    "random",
    "adaptive",
    "learner",
]
#: every variant, in the core's order (the New game dialog offers them so)
VARIANT_KEYS = list(VARIANTS)


def _inserts(variant: str) -> bool:
    """Does the variant put letters between two others (Xghost)?"""
    cls = VARIANTS.get(variant)
    return cls is not None and cls.inserts


def _pool(variant: str) -> bool:
    """Is the variant's fragment a pool of letters in any order (Anaghost)?"""
    cls = VARIANTS.get(variant)
    return cls is not None and cls.pool


def kind_name(kind: str) -> str:
    return {
        "human": QCoreApplication.translate("names", "Human"),
        "perfect": QCoreApplication.translate("names", "Computer: perfect"),
        "hard": QCoreApplication.translate("names", "Computer: hard"),
        "medium": QCoreApplication.translate("names", "Computer: medium"),
        "easy": QCoreApplication.translate("names", "Computer: easy"),
        "evil": QCoreApplication.translate("names", "Computer: evil"),
        "random": QCoreApplication.translate("names", "Computer: random"),
        "adaptive": QCoreApplication.translate("names", "Computer: adaptive"),
        "learner": QCoreApplication.translate("names", "Computer: learner"),
    }.get(kind, kind)


def kind_explanation(kind: str) -> str:
    """One line on what a kind of player does (the new-game dialog shows it)."""
    return {
        "human": QCoreApplication.translate("names", "A person at this computer."),
        "perfect": QCoreApplication.translate(
            "names", "Knows every word and never throws a win away."
        ),
        "hard": QCoreApplication.translate("names", "Knows most everyday words and rarely slips."),
        "medium": QCoreApplication.translate(
            "names", "Knows the common words; slips and bluffs now and then."
        ),
        "easy": QCoreApplication.translate(
            "names", "Knows a few thousand words; slips and bluffs often."
        ),
        "evil": QCoreApplication.translate(
            "names", "Steers towards words that end on someone else, without looking ahead."
        ),
        "random": QCoreApplication.translate("names", "Plays any letter that still fits a word."),
        "adaptive": QCoreApplication.translate(
            "names",
            "Plays stronger or weaker after each round, so that each person wins about their share.",
        ),
        "learner": QCoreApplication.translate(
            "names", "Starts with a few words and learns every word it meets at this table."
        ),
    }.get(kind, "")


def variant_name(key: str) -> str:
    """The variant's name, with a word of explanation where the name alone is not enough."""
    if key == "anti":
        return QCoreApplication.translate("names", "Anti-Ghost (who finishes the word wins)")
    if key == "xghost":
        return QCoreApplication.translate("names", "Xghost (a letter may go anywhere)")
    if key == "anaghost":
        return QCoreApplication.translate("names", "Anaghost (letters in any order)")
    return short_variant_name(key)


def short_variant_name(key: str) -> str:
    """The variant's name alone ("Anti-Ghost", without its explanation)."""
    return {
        "ghost": QCoreApplication.translate("names", "Ghost"),
        "super": QCoreApplication.translate("names", "SuperGhost"),
        "superduper": QCoreApplication.translate("names", "SuperDuperGhost"),
        "anti": QCoreApplication.translate("names", "Anti-Ghost"),
        "xghost": QCoreApplication.translate("names", "Xghost"),
        "anaghost": QCoreApplication.translate("names", "Anaghost"),
    }.get(key, key)


def starter_name(key: str) -> str:
    return {
        "loser": QCoreApplication.translate("names", "The loser of the round"),
        "after_loser": QCoreApplication.translate("names", "The player after the loser"),
        "challenger": QCoreApplication.translate("names", "A successful challenger"),
    }.get(key, key)


def list_title(name: str) -> str:
    """A word list as people call it: a bundled list by its translated title ("English:
    family", «Русские существительные»), any other by its file name (without ".txt")."""
    stem = name.removesuffix(".txt")
    titles = {
        "english-family": QCoreApplication.translate("names", "English: family"),
        "english-large": QCoreApplication.translate("names", "English: large"),
        "web2": QCoreApplication.translate("names", "English: Webster's 1934"),
        "russian-nouns": QCoreApplication.translate("names", "Russian nouns"),
    }
    return titles.get(stem, stem)


def preset_name(key: str) -> str:
    return {
        "Family": QCoreApplication.translate("names", "Family"),
        "Classic, 4 letters": QCoreApplication.translate("names", "Classic, 4 letters"),
        "xkcd, 3 letters": QCoreApplication.translate("names", "xkcd, 3 letters"),
        "SuperGhost": QCoreApplication.translate("names", "SuperGhost"),
        "Xghost": QCoreApplication.translate("names", "Xghost"),
        "Anaghost": QCoreApplication.translate("names", "Anaghost"),
        "Russian: who finishes the word": QCoreApplication.translate(
            "names", "Russian: who finishes the word"
        ),
        "Practice against perfect play": QCoreApplication.translate(
            "names", "Practice against perfect play"
        ),
    }.get(key, key)


def play_text(play: Play, before: str = "", *, variant: str = "") -> str:
    """A play for people: 'K', 'K on the left', 'reverse+K', 'L between A and T' (Xghost;
    ``before``: the fragment the play was made at) ..."""
    from ..core.plays import Side

    s = capitals(play.letter)
    if play.at is not None:
        if _inserts(variant) and 0 < play.at < len(before):
            return (
                QCoreApplication.translate("names", "%1 between %2 and %3")
                .replace("%1", s)
                .replace("%2", capitals(before[play.at - 1]))
                .replace("%3", capitals(before[play.at]))
            )
        # an Anaghost letter just goes into the pool: its place there means nothing
        return s
    if play.reverse:
        s = QCoreApplication.translate("names", "reverse+%1").replace("%1", s)
    if play.side is Side.LEFT:
        s = QCoreApplication.translate("names", "%1 on the left").replace("%1", s)
    return s


def challenge_name(kind: object, variant: str = "") -> str:
    """The words a player says when challenging (in Xghost and Anaghost the letters are not
    a word's beginning, so the bluff is called in their own words)."""
    if str(kind) == "word":
        return QCoreApplication.translate("names", "“That's a word!”")
    if _inserts(variant):
        return QCoreApplication.translate("names", "“No word contains these letters!”")
    if _pool(variant):
        return QCoreApplication.translate("names", "“No word holds these letters!”")
    return QCoreApplication.translate("names", "“No word goes like that!”")


def describe_event(event: object, name: Callable[[int], str], variant: str = "") -> str:
    """One line of the game log for a match event ('' for events the log does not show);
    ``name(seat)`` gives a player's name, ``variant`` the variant's key (how a play and a
    challenge are worded)."""
    from ..core import match_events as m

    e: Any = event
    if isinstance(e, m.PlayMade):
        at, after = e.play.at, e.fragment
        before = after[:at] + after[at + 1 :] if at is not None else ""
        return (
            QCoreApplication.translate("names", "%1 plays %2: %3")
            .replace("%1", name(e.seat))
            .replace("%2", play_text(e.play, before, variant=variant))
            .replace("%3", capitals(e.fragment))
        )
    if isinstance(e, m.ChallengeMade):
        return (
            QCoreApplication.translate("names", "%1 challenges %2: %3")
            .replace("%1", name(e.seat))
            .replace("%2", name(e.target))
            .replace("%3", challenge_name(e.kind, variant))
        )
    if isinstance(e, m.ChallengeAnswered):
        if e.word:
            return (
                QCoreApplication.translate("names", "%1 names “%2”.")
                .replace("%1", name(e.seat))
                .replace("%2", capitals(e.word))
            )
        return QCoreApplication.translate("names", "%1 cannot name a word.").replace(
            "%1", name(e.seat)
        )
    if isinstance(e, m.RoundEnded):
        return (
            QCoreApplication.translate("names", "%1 loses the round (%2).")
            .replace("%1", name(e.loser))
            .replace(
                "%2",
                round_end_reason(
                    e.reason,
                    capitals(e.word or ""),
                    capitals(getattr(e, "fragment", "") or ""),
                    pool=_pool(variant),
                ),
            )
        )
    if isinstance(e, m.PlayerKnockedOut):
        return QCoreApplication.translate("names", "%1 is out of the game.").replace(
            "%1", name(e.seat)
        )
    if isinstance(e, m.MatchOver):
        return QCoreApplication.translate("names", "%1 wins the match!").replace(
            "%1", name(e.winner)
        )
    return ""


def round_end_reason(reason: object, word: str, fragment: str = "", *, pool: bool = False) -> str:
    """Why a round was lost, in a few words (``reason`` is a ``RoundEnd``; ``fragment``: the
    letters on the board, for a resignation; ``pool``: Anaghost, whose completed "word" is
    its letters in alphabetical order, not the word they make)."""
    from ..core.rules import RoundEnd

    if reason is RoundEnd.WORD_COMPLETED:
        if pool:
            return QCoreApplication.translate("names", "made a word of the letters %1").replace(
                "%1", word
            )
        return QCoreApplication.translate("names", "completed %1").replace("%1", word)
    if reason is RoundEnd.CHALLENGE_WON:
        return QCoreApplication.translate("names", "lost a challenge: %1").replace(
            "%1", word or "—"
        )
    if reason is RoundEnd.CHALLENGE_LOST:
        return QCoreApplication.translate("names", "challenged wrongly: %1").replace(
            "%1", word or "—"
        )
    return resigned_text(fragment)


def resigned_text(fragment: str) -> str:
    """A resignation in a few words: "gave up at CA", or before any letter was played."""
    if not fragment:
        return QCoreApplication.translate("names", "gave up before the first letter")
    return QCoreApplication.translate("names", "gave up at %1").replace("%1", fragment)


def error_text(exc: BaseException) -> str:
    """An error for people, in the interface's language: an expected failure (a
    ``GhostError``) from its type and fields alone, never from its English message (that
    goes to the log when the wording leaves something out); anything else (a bug, already
    logged with its traceback) as "something went wrong" with the log's path. The one place
    errors become words."""
    from ..core import errors as E

    if isinstance(exc, E.GhostError):
        text = _ghost_error_text(exc)
        if text:
            return text
        # a GhostError with no wording of its own: a bug here, said as one
        log.warning("no wording for %s: %s", type(exc).__name__, exc)
    from .storage import log_path

    return QCoreApplication.translate("names", "Something went wrong. Details are in %1.").replace(
        "%1", str(log_path())
    )


def _ghost_error_text(exc: BaseException) -> str:
    """The words for each kind of ``GhostError``; '' for one this does not know."""
    from ..core import errors as E

    if isinstance(exc, E.WordListError):
        if isinstance(exc, E.WordListUnreadableError) and exc.detail:
            log.info("word list %s: %s", exc.path, exc.detail)  # the system's words
        return (
            QCoreApplication.translate("names", "Cannot use the word list %1: %2")
            .replace("%1", _file_name(exc.path))
            .replace("%2", word_list_problem(exc))
        )
    if isinstance(exc, E.NoCountingWordsError):
        return QCoreApplication.translate(
            "names", "No word of this list has %1 or more letters."
        ).replace("%1", str(exc.min_length))
    if isinstance(exc, E.IllegalPlayError):
        return play_problem_text(exc.problem, exc.details)
    if isinstance(exc, E.MatchError):
        return match_problem_text(exc.problem)
    if isinstance(exc, E.RulesError):
        return rules_error_text(exc)
    if isinstance(exc, E.UnknownNameError):
        return unknown_name_text(exc)
    if isinstance(exc, E.SaveFileError):
        log.info("saved game: %s", exc)  # which damage, for whoever reads the log
        return QCoreApplication.translate(
            "names", "the saved game is damaged or from another version"
        )
    if isinstance(exc, E.Cancelled):
        return QCoreApplication.translate("names", "Cancelled.")
    if isinstance(exc, E.TooLargeError):
        return too_large_text(exc)
    return ""


def rules_error_text(exc: Any) -> str:
    """A :class:`~ghost_gui.core.errors.RulesError`: the value, and what the rules allow."""
    value = str(exc.value) if isinstance(exc.value, int) else ""
    low = "" if exc.low is None else str(exc.low)
    high = "" if exc.high is None else str(exc.high)
    if exc.what == "players" and low and high:
        text = QCoreApplication.translate("names", "A game has from %2 to %3 players, not %1.")
    elif exc.what == "player" and low and high:
        text = QCoreApplication.translate(
            "names", "There is no player %1: the players are numbered from %2 to %3."
        )
    elif exc.what == "minimum length" and low:
        text = QCoreApplication.translate(
            "names", "The shortest word that counts must be at least %2 long, not %1."
        )
    elif low and high:
        text = QCoreApplication.translate(
            "names", "This setting must be from %2 to %3; %1 is not allowed."
        )
    elif low:
        text = QCoreApplication.translate(
            "names", "This setting must be at least %2; %1 is not allowed."
        )
    else:
        text = QCoreApplication.translate("names", "This setting is not allowed.")
    return text.replace("%1", value or "—").replace("%2", low).replace("%3", high)


def unknown_name_text(exc: Any) -> str:
    """An :class:`~ghost_gui.core.errors.UnknownNameError`: a variant or a kind of computer
    player this version does not know (from a saved game or settings); for a variant, the
    known ones too."""
    name = "".join(c if c.isprintable() else "?" for c in str(exc.name))
    if exc.what == "variant":
        return (
            QCoreApplication.translate("names", "This version has no game called “%1”. It has: %2.")
            .replace("%1", name)
            .replace("%2", ", ".join(short_variant_name(c) for c in exc.choices))
        )
    if exc.what == "computer player":
        return QCoreApplication.translate(
            "names", "This version has no computer player called “%1”."
        ).replace("%1", name)
    return QCoreApplication.translate("names", "This version does not know “%1”.").replace(
        "%1", name
    )


def too_large_text(exc: Any) -> str:
    """A :class:`~ghost_gui.core.errors.TooLargeError` for a family: how much memory, against
    how much a game may take, and what to do about it."""
    gb = 1024**3
    locale = QLocale()
    return (
        QCoreApplication.translate(
            "names",
            "%1 with this word list would need about %2 GB of memory, more than the %3 GB "
            "a game may use on this computer. Choose a smaller list, such as “%4”.",
        )
        .replace("%1", short_variant_name(exc.variant))
        .replace("%2", locale.toString(exc.needed / gb, "f", 1))
        .replace("%3", locale.toString(round(exc.limit / gb)))
        .replace("%4", list_title("english-family"))
    )


def _file_name(path: str) -> str:
    from pathlib import Path

    name = Path(path).name or path
    return "".join(c if c.isprintable() else "?" for c in name)


def word_list_problem(exc: object) -> str:
    """Why a word list cannot be used, in a few words (from the error's type, and for a file
    that cannot be read its ``errno``: never from the system's or the core's English)."""
    import errno

    from ..core import errors as E

    if isinstance(exc, E.WordListMissingError):
        return QCoreApplication.translate("names", "there is no such file")
    if isinstance(exc, E.WordListNotFileError):
        return QCoreApplication.translate("names", "it is not a regular file")
    if isinstance(exc, E.WordListUnreadableError):
        if exc.errno == errno.EISDIR:
            return QCoreApplication.translate("names", "it is a folder, not a file")
        if exc.errno in (errno.EACCES, errno.EPERM):
            return QCoreApplication.translate("names", "you are not allowed to read it")
        return QCoreApplication.translate("names", "it cannot be read")
    if isinstance(exc, E.WordListBinaryError):
        return QCoreApplication.translate("names", "it holds binary data, not text")
    if isinstance(exc, E.WordListDecodeError):
        return QCoreApplication.translate("names", "it is not UTF-8 text: save it as UTF-8")
    if isinstance(exc, E.WordListEmptyError):
        return QCoreApplication.translate("names", "it holds no words")
    if isinstance(exc, E.WordListNoWordsError):
        return QCoreApplication.translate(
            "names", "none of its entries is a usable word (letters only, no capitals)"
        )
    if isinstance(exc, E.WordListTooLargeError):
        return QCoreApplication.translate("names", "it is too large")
    if isinstance(exc, E.WordListAlphabetError):
        return QCoreApplication.translate(
            "names", "none of its words is written in this word list's alphabet"
        )
    return QCoreApplication.translate("names", "it cannot be used")


def play_problem_text(problem: object, details: dict[str, Any]) -> str:
    from ..core.errors import PlayProblem as P

    word = capitals(str(details.get("word", "")))
    fragment = capitals(str(details.get("fragment", "")))
    texts = {
        P.NOT_ONE_LETTER: QCoreApplication.translate("names", "A play is one letter."),
        P.NOT_IN_ALPHABET: QCoreApplication.translate(
            "names", "“%1” is not a letter of this word list."
        ).replace("%1", str(details.get("letter", ""))),
        P.LEFT_NOT_ALLOWED: QCoreApplication.translate(
            "names", "In this game letters go on the right only."
        ),
        P.REVERSE_NOT_ALLOWED: QCoreApplication.translate(
            "names", "In this game the fragment cannot be reversed."
        ),
        P.BAD_PLACE: QCoreApplication.translate("names", "In this game a letter cannot go there."),
        P.WORD_BAD_CHARACTERS: QCoreApplication.translate(
            "names", "%1 has letters this word list does not use."
        ).replace("%1", word),
        P.WORD_DOES_NOT_FIT: QCoreApplication.translate("names", "%1 does not go like %2.")
        .replace("%1", word)
        .replace("%2", fragment),
        P.WORD_NOT_LONGER: QCoreApplication.translate("names", "%1 is not longer than %2.")
        .replace("%1", word)
        .replace("%2", fragment),
        P.WORD_TOO_SHORT: QCoreApplication.translate("names", "%1 is shorter than %2 letters.")
        .replace("%1", word)
        .replace("%2", str(details.get("min_length", ""))),
        P.WORD_TOO_LONG: QCoreApplication.translate(
            "names", "That word is too long (more than %1 letters)."
        ).replace("%1", str(details.get("limit", ""))),
        P.WORD_UNKNOWN: QCoreApplication.translate("names", "%1 is not in the word list.").replace(
            "%1", word
        ),
    }
    return str(texts.get(problem, QCoreApplication.translate("names", "That play is not allowed.")))  # type: ignore[call-overload]


def match_problem_text(problem: object) -> str:
    from ..core.errors import MatchProblem as M

    texts = {
        M.MATCH_OVER: QCoreApplication.translate("names", "The match is over."),
        M.CHALLENGE_PENDING: QCoreApplication.translate(
            "names", "A challenge is waiting for an answer."
        ),
        M.NOT_YOUR_TURN: QCoreApplication.translate("names", "It is not your turn."),
        M.UNKNOWN_CHALLENGE: QCoreApplication.translate("names", "That is not a challenge."),
        M.NOTHING_TO_CHALLENGE: QCoreApplication.translate(
            "names", "There is nothing to challenge yet."
        ),
        M.NO_CHALLENGE: QCoreApplication.translate("names", "There is no challenge to answer."),
        M.NOT_CHALLENGED: QCoreApplication.translate("names", "You were not challenged."),
        M.NOT_THE_CHALLENGER: QCoreApplication.translate(
            "names", "Only the challenger can accept a house word."
        ),
        M.NOTHING_TO_UNDO: QCoreApplication.translate("names", "There is nothing to undo."),
        M.BAD_CONFIG: QCoreApplication.translate("names", "These game settings are not allowed."),
    }
    return str(texts.get(problem, QCoreApplication.translate("names", "That is not allowed now.")))  # type: ignore[call-overload]


def with_article(letter: str) -> str:
    """ "a G", "an H": a letter as the object of "gets" (other languages: just the letter)."""
    if letter.upper() in "AEFHILMNORSX":
        return QCoreApplication.translate("names", "an %1").replace("%1", letter)
    return QCoreApplication.translate("names", "a %1").replace("%1", letter)


def loss_text(name: str, lost: int, lives: int, word: str | None) -> str:
    """What losing the round costs: "Robo gets a G" (``word``: the lives word, e.g. GHOST,
    or None for numbered lives)."""
    if word and 0 < lost <= len(word):
        return (
            QCoreApplication.translate("names", "%1 gets %2")
            .replace("%1", name)
            .replace("%2", with_article(word[lost - 1]))
        )
    return (
        QCoreApplication.translate("names", "%1 loses a life (%2 of %3)")
        .replace("%1", name)
        .replace("%2", str(lost))
        .replace("%3", str(lives))
    )


def round_story(
    e: Any,
    name: Callable[[int], str],
    *,
    list_name: str,
    infix: bool,
    min_length: int,
    pool: bool = False,
) -> str:
    """How a round ended, for the banner ("Robo completed ZOOM"); ``e`` is a RoundEnded,
    ``infix`` whether fragments may sit inside words (the Super variants, Xghost), ``pool``
    whether they are letters in any order (Anaghost: the board holds the letters sorted,
    which is not the word they make)."""
    from ..core.errors import PlayProblem as P
    from ..core.rules import RoundEnd

    word, frag = capitals(e.word or ""), capitals(e.fragment or "")
    if e.reason is RoundEnd.WORD_COMPLETED:
        if pool:
            return (
                QCoreApplication.translate("names", "%1 made a word of the letters %2")
                .replace("%1", name(e.by if e.by is not None else e.loser))
                .replace("%2", word)
            )
        return (
            QCoreApplication.translate("names", "%1 completed %2")
            .replace("%1", name(e.by if e.by is not None else e.loser))
            .replace("%2", word)
        )
    if e.reason is RoundEnd.RESIGNED:
        if not frag:
            return QCoreApplication.translate(
                "names", "%1 gave up before the first letter"
            ).replace("%1", name(e.loser))
        return (
            QCoreApplication.translate("names", "%1 gave up at %2")
            .replace("%1", name(e.loser))
            .replace("%2", frag)
        )
    challenger = name(e.challenger) if e.challenger is not None else ""
    if e.reason is RoundEnd.CHALLENGE_LOST:
        if e.by is not None:
            return (
                QCoreApplication.translate("names", "%1 named %2")
                .replace("%1", name(e.by))
                .replace("%2", word)
            )
        text = (
            QCoreApplication.translate("names", "%1 challenged: the letters %2 make no word")
            if pool
            else QCoreApplication.translate("names", "%1 challenged: %2 is not a word")
        )
        return text.replace("%1", challenger).replace("%2", frag)
    if e.by is not None:  # "That's a word!" was right
        text = (
            QCoreApplication.translate("names", "%1 challenged: the letters %2 make a word")
            if pool
            else QCoreApplication.translate("names", "%1 challenged: %2 is a word")
        )
        return text.replace("%1", challenger).replace("%2", frag)
    if e.problem is not None:
        why = {
            P.WORD_UNKNOWN: QCoreApplication.translate("names", "not in %1").replace(
                "%1", list_name
            ),
            P.WORD_DOES_NOT_FIT: (
                QCoreApplication.translate("names", "it does not hold all of %1")
                if pool
                else QCoreApplication.translate("names", "it does not contain %1")
                if infix
                else QCoreApplication.translate("names", "it does not start with %1")
            ).replace("%1", frag),
            P.WORD_NOT_LONGER: QCoreApplication.translate(
                "names", "it is not longer than %1"
            ).replace("%1", frag),
            P.WORD_TOO_SHORT: QCoreApplication.translate(
                "names", "words count from %1 letters"
            ).replace("%1", str(min_length)),
        }.get(e.problem, QCoreApplication.translate("names", "not a word here"))
        return (
            QCoreApplication.translate("names", "%1 named %2 (%3)")
            .replace("%1", name(e.loser))
            .replace("%2", word)
            .replace("%3", why)
        )
    text = (
        QCoreApplication.translate("names", "%1 challenged: no word holds %2")
        if pool
        else QCoreApplication.translate("names", "%1 challenged: no word contains %2")
        if infix
        else QCoreApplication.translate("names", "%1 challenged: no word starts with %2")
    )
    return text.replace("%1", challenger).replace("%2", frag)


def after_text(fragment: str, plays: list[Any] | tuple[Any, ...]) -> str:
    """Practice names a play by the fragment it makes, in capitals, everywhere (hints and
    verdicts alike): "JUS, JUT" for S or T played at JU; at the start, the letters."""
    return ", ".join(capitals(p.apply(fragment)) for p in plays) or "—"


def hint_text(plays: list[Any], won: bool, fragment: str = "") -> str:
    """Practice: the plays that win at ``fragment`` (or, when none does, the longest
    hold-outs), each named by the fragment it makes, as the verdict names a play."""
    shown = after_text(fragment, plays)
    if won:
        return QCoreApplication.translate("names", "Plays that win: %1").replace("%1", shown)
    return QCoreApplication.translate(
        "names", "No play wins here; these hold out longest: %1"
    ).replace("%1", shown)


def verdict_text(v: Any, exact: bool = True) -> str:
    """Practice: what perfect play thinks of the letter just played (``v``: a Verdict),
    every play named by the fragment it makes. ``exact``: every opponent plays
    perfectly, so the line shown is the game to come."""
    alts = after_text(v.before, v.alternatives)
    line = " → ".join(capitals(f) for f in v.line)
    if v.kind == "good":
        text = QCoreApplication.translate("names", "Good play: %1 keeps you winning.").replace(
            "%1", capitals(v.fragment)
        )
    elif v.kind == "blunder":
        text = QCoreApplication.translate(
            "names", "That threw a win away! Plays that won: %1."
        ).replace("%1", alts)
    elif v.kind == "gave_up":
        text = (
            QCoreApplication.translate(
                "names",
                "The position was already lost, and %1 gives up sooner than it must; these hold out longest: %2.",
            )
            .replace("%1", capitals(v.fragment))
            .replace("%2", alts)
        )
    else:
        text = QCoreApplication.translate(
            "names", "The position was already lost; these kept the game going longest: %1."
        ).replace("%1", alts)
    if line:
        if exact:
            text += " " + QCoreApplication.translate("names", "Perfect play goes: %1.").replace(
                "%1", line
            )
        else:
            text += " " + QCoreApplication.translate(
                "names", "For example, perfect play could go: %1."
            ).replace("%1", line)
    return (
        text
        + " "
        + QCoreApplication.translate("names", "Perfect plays: %1%").replace(
            "%1", str(round(100 * v.score))
        )
    )
