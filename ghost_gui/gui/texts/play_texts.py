"""The words for play at the table: a play, a challenge, a line of the game log, why a
round was lost, what losing it costs and the banner's story of how it ended."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication

from ...core.alphabets import capitals
from ...core.play.rules import ChallengeKind
from ...core.play.variants import VARIANTS
from ...core.variant_keys import VariantKey
from .player_names import shown_name

if TYPE_CHECKING:
    from ...core.play.plays import Play


def _inserts(variant: str) -> bool:
    """Does the variant put letters between two others (Xghost)?"""
    return variant in VARIANTS and VARIANTS[VariantKey(variant)].inserts


def _pool(variant: str) -> bool:
    """Is the variant's fragment a pool of letters in any order (Anaghost)?"""
    return variant in VARIANTS and VARIANTS[VariantKey(variant)].pool


def play_text(play: Play, before: str = "", *, variant: str = "") -> str:
    """A play for people: 'K', 'K on the left', 'reverse+K', 'L between A and T' (Xghost;
    ``before``: the fragment the play was made at) ..."""
    from ...core.play.plays import Side

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


def fragment_shape(variant: str) -> str:
    """What the letters on the board are in a word of ``variant``: "start" (Ghost,
    Anti-Ghost: its beginning), "inside" (SuperGhost, SuperDuperGhost, Xghost: letters in a
    row somewhere in it) or "pool" (Anaghost: some of its letters, in any order). A bluff is
    called in the words of the shape."""
    rules = VARIANTS.get(VariantKey(variant)) if variant in VARIANTS else None
    if rules is None or not (rules.infix or rules.pool):
        return "start"
    return "pool" if rules.pool else "inside"


def challenge_name(kind: ChallengeKind, variant: str = "") -> str:
    """The words a player says when challenging (outside Ghost and Anti-Ghost the letters are
    not a word's beginning, so the bluff is called in the words of :func:`fragment_shape`)."""
    if ChallengeKind(kind) is ChallengeKind.WORD:
        return QCoreApplication.translate("names", "“That's a word!”")
    shape = fragment_shape(variant)
    if shape == "inside":
        return QCoreApplication.translate("names", "“No word contains these letters!”")
    if shape == "pool":
        return QCoreApplication.translate("names", "“No word can be made with these letters!”")
    return QCoreApplication.translate("names", "“No word goes like that!”")


def no_line_text(variant: str) -> str:
    """What a pocket card says to do when none of its lines fits the letters at your turn:
    the others have left the card's words, so by its list no word goes on like that (a
    bluff to challenge), unless they know a word the list lacks."""
    shape = fragment_shape(variant)
    if shape == "inside":
        return QCoreApplication.translate(
            "PocketCard",
            "No line fits? Challenge if you doubt a word has these letters in a row; else play on without the card.",
        )
    if shape == "pool":
        return QCoreApplication.translate(
            "PocketCard",
            "No line fits? Challenge if you doubt a word has all these letters; else play on without the card.",
        )
    return QCoreApplication.translate(
        "PocketCard",
        "No line fits? Challenge if you doubt a word starts so; else play on without the card.",
    )


def _isolated(name: Callable[[int], str]) -> Callable[[int], str]:
    """``name`` giving each name as a sentence shows it (see :func:`shown_name`)."""
    return lambda seat: shown_name(name(seat))


def describe_event(event: object, name: Callable[[int], str], variant: str = "") -> str:
    """One line of the game log for a match event ('' for events the log does not show);
    ``name(seat)`` gives a player's name, ``variant`` the variant's key (how a play and a
    challenge are worded)."""
    from ...core.play import match_events as m

    e: Any = event
    name = _isolated(name)
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
    letters on the board, for a resignation and an Anaghost word; ``pool``: Anaghost, whose
    board holds the letters in alphabetical order, not the word they make)."""
    from ...core.play.rules import RoundEnd

    if reason is RoundEnd.WORD_COMPLETED:
        if pool and word and fragment and word != fragment:
            return (
                QCoreApplication.translate("names", "made %1 of the letters %2")
                .replace("%1", word)
                .replace("%2", fragment)
            )
        if pool:  # a record kept before the word was: only its letters
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
            .replace("%1", shown_name(name))
            .replace("%2", with_article(word[lost - 1]))
        )
    return (
        QCoreApplication.translate("names", "%1 loses a life (%2 of %3)")
        .replace("%1", shown_name(name))
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
    from ...core.errors import PlayProblem as P
    from ...core.play.rules import RoundEnd

    name = _isolated(name)
    word, frag = capitals(e.word or ""), capitals(e.fragment or "")
    if e.reason is RoundEnd.WORD_COMPLETED:
        if pool and word and frag and word != frag:
            return (
                QCoreApplication.translate("names", "%1 made %2 of the letters %3")
                .replace("%1", name(e.by if e.by is not None else e.loser))
                .replace("%2", word)
                .replace("%3", frag)
            )
        if pool:  # a record kept before the word was: only its letters
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
