"""The table window's words, worked out from values: the turn banner's label, the action
buttons, the status line, the story of a round's end with what the word means, and who won
the match. Plain functions, so a test reads the words without a window; the strings keep the
window's translation context."""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QLocale

from ...core.alphabets import capitals
from ...core.errors import MatchProblem
from ...core.play.match_events import MatchOver
from ..texts.error_texts import error_text, match_problem_text
from ..texts.play_texts import describe_event, fragment_shape, loss_text, round_story
from ..texts.player_names import shown_name
from ..texts.setup_names import list_title, variant_name
from .player_panel import lives_word
from .table_news import (
    Happened,
    LoadingGame,
    LoadStage,
    LogLine,
    MemorySetAside,
    NotALetter,
    Notice,
    Started,
    TakenBack,
    WordsCount,
    Work,
)
from .table_state import TurnLabel

if TYPE_CHECKING:
    from ...core.play.match_events import RoundEnded
    from ...core.play.rules import MatchConfig


def turn_words(label: TurnLabel) -> str:
    """What the turn banner says before the name."""
    return {
        TurnLabel.LOADING: QCoreApplication.translate("MainWindow", "Loading…"),
        TurnLabel.TURN: QCoreApplication.translate("MainWindow", "Turn:"),
        TurnLabel.THINKING: QCoreApplication.translate("MainWindow", "Thinking:"),
        TurnLabel.MUST_ANSWER: QCoreApplication.translate("MainWindow", "Must answer:"),
        TurnLabel.NEXT_ROUND: QCoreApplication.translate("MainWindow", "Next round starts:"),
        TurnLabel.WINNER: QCoreApplication.translate("MainWindow", "Winner:"),
    }[label]


def no_word_texts(variant: str = "") -> tuple[str, str]:
    """The bluff's button and its tooltip, in the words of the variant's letters: a word's
    start, letters inside a word, or letters a word is made with (see ``fragment_shape``)."""
    shape = fragment_shape(variant)
    if shape == "inside":
        return (
            QCoreApplication.translate("MainWindow", "No word contains these letters!"),
            QCoreApplication.translate(
                "MainWindow",
                "Challenge the last player: they must name a word with these letters in it, in a row",
            ),
        )
    if shape == "pool":
        return (
            QCoreApplication.translate("MainWindow", "No word can be made with these letters!"),
            QCoreApplication.translate(
                "MainWindow",
                "Challenge the last player: they must name a word that has all these letters, "
                "in any order",
            ),
        )
    return (
        QCoreApplication.translate("MainWindow", "No word goes like that!"),
        QCoreApplication.translate(
            "MainWindow", "Challenge the last player: they must name a word that goes like this"
        ),
    )


def action_texts(variant: str = "") -> dict[str, tuple[str, str]]:
    """Each action button's text and tooltip (the tooltip ends with its key), by name:
    ``no_word``, ``word``, ``answer``, ``resign``, ``hint`` and ``take_back``; the bluff's
    in the words of ``variant`` (its key)."""
    texts = {
        "no_word": (no_word_texts(variant)[0], "?", no_word_texts(variant)[1]),
        "word": (
            QCoreApplication.translate("MainWindow", "That's a word!"),
            "!",
            QCoreApplication.translate(
                "MainWindow",
                "Challenge the last player: the fragment is already a word (only with the bluffing rule)",
            ),
        ),
        "answer": (
            QCoreApplication.translate("MainWindow", "Answer the challenge"),
            QCoreApplication.translate("MainWindow", "Enter"),
            QCoreApplication.translate("MainWindow", "Name the word you had in mind"),
        ),
        "resign": (
            QCoreApplication.translate("MainWindow", "Resign round"),
            "Ctrl+Shift+R",
            QCoreApplication.translate("MainWindow", "Give up this round: you get the next letter"),
        ),
        "hint": (
            QCoreApplication.translate("MainWindow", "Hint"),
            "Ctrl+H",
            QCoreApplication.translate("MainWindow", "Practice: the letters that win here"),
        ),
        "take_back": (
            QCoreApplication.translate("MainWindow", "Take back"),
            "Ctrl+Z",
            QCoreApplication.translate("MainWindow", "Take back the letter you just played"),
        ),
    }
    return {name: (text, f"{tip} ({key})") for name, (text, key, tip) in texts.items()}


def status_text(list_name: str, words: int, variant: str, min_length: int) -> str:
    """The status line: the word list (by its file's name), its size, the game (by its key)
    and the shortest word that counts."""
    return (
        QCoreApplication.translate("MainWindow", "%1: %2 words · %3 · words of %4+ letters count")
        .replace("%1", list_title(list_name))
        .replace("%2", QLocale().toString(words))
        .replace("%3", variant_name(variant))
        .replace("%4", str(min_length))
    )


def round_text(
    e: RoundEnded,
    config: MatchConfig,
    lost: Sequence[int],
    out: Collection[int],
    name: Callable[[int], str],
    *,
    list_name: str,
    infix: bool,
    pool: bool,
) -> str:
    """How the round ended and what it cost the loser ("Robo completed ZOOM — Robo gets a
    G"), and that the loser is out of the game when they are."""
    story = round_story(
        e, name, list_name=list_name, infix=infix, min_length=config.min_length, pool=pool
    )
    lives = config.lives
    cost = loss_text(name(e.loser), lost[e.loser], lives, lives_word(lives))
    text = QCoreApplication.translate("MainWindow", "%1 — %2").replace("%1", story)
    text = text.replace("%2", cost)
    if e.loser in out:
        text = (
            QCoreApplication.translate("MainWindow", "%1. %2 is out of the game.")
            .replace("%1", text)
            .replace("%2", shown_name(name(e.loser)))
        )
    return text


def meaning_text(e: RoundEnded, meaning: Callable[[str], str | None]) -> str:
    """What the round's word means (a real word only: not a bluff or a rejected word), or ""
    for no line at all; ``meaning`` looks a word up: None when the list's language has no
    dictionary (a line saying so at every round's end told a family nothing new), "" when
    the dictionary lacks the word."""
    if e.by is None or not e.word:
        return ""
    found = meaning(e.word)
    if not found:
        return ""
    return (
        QCoreApplication.translate("MainWindow", "%1: %2")
        .replace("%1", capitals(e.word))
        .replace("%2", found)
    )


def match_over_text(winner: str, *, computers_team: bool) -> str:
    """The status line at a match's end (when the computers team up, the team wins)."""
    if computers_team:
        return QCoreApplication.translate(
            "MainWindow", "The computers win the match: no person is left in."
        )
    return QCoreApplication.translate("MainWindow", "%1 wins the match!").replace(
        "%1", shown_name(winner)
    )


# -- what the controller tells (see table_news) -----------------------------------------------
def log_text(line: LogLine) -> str:
    """A line of the game log ("" for an event the log does not show)."""
    if isinstance(line, Happened):
        if line.team and isinstance(line.event, MatchOver):
            return QCoreApplication.translate("MainWindow", "The computers win the match!")
        return describe_event(line.event, line.names.__getitem__, line.variant)
    if isinstance(line, Started):
        if line.resumed_round is not None:
            return QCoreApplication.translate("GameController", "Game resumed: round %1.").replace(
                "%1", str(line.resumed_round)
            )
        return (
            QCoreApplication.translate("GameController", "New game: %1, %2 words.")
            .replace("%1", list_title(line.list_name))
            .replace("%2", QLocale().toString(line.words))
        )
    if isinstance(line, TakenBack):
        if line.fragment:
            return QCoreApplication.translate(
                "GameController", "Taken back: the word is %1 again."
            ).replace("%1", capitals(line.fragment))
        return QCoreApplication.translate(
            "GameController", "Taken back: the round starts again from the first letter."
        )
    assert isinstance(line, WordsCount)
    return QCoreApplication.translate(
        "GameController",
        "The house and blocked words count from this round: the list now has %1 words.",
    ).replace("%1", QLocale().toString(line.words))


def notice_text(notice: Notice) -> str:
    """The status line's notice: a key that is no letter, or why the match refused."""
    if isinstance(notice, NotALetter):
        return QCoreApplication.translate(
            "GameController", "“%1” is not a letter of this word list."
        ).replace("%1", notice.letter)
    if isinstance(notice, MatchProblem):
        return match_problem_text(notice)
    return error_text(notice)


def loading_title(loading: LoadingGame) -> str:
    """The board's title while a game loads: which list."""
    return QCoreApplication.translate("GameController", "Loading the word list “%1”…").replace(
        "%1", list_title(loading.list_name)
    )


def work_text(work: Work | LoadingGame) -> str:
    """The status line while ``work`` is being worked out (a game loading: its stage)."""
    if isinstance(work, LoadingGame):
        return {
            LoadStage.READING: QCoreApplication.translate(
                "GameController", "Reading the word list…"
            ),
            LoadStage.SOLVING: QCoreApplication.translate(
                "GameController", "Working out perfect play…"
            ),
            LoadStage.COMPUTERS: QCoreApplication.translate(
                "GameController", "Getting the computer players ready…"
            ),
        }[work.stage]
    return {
        Work.CHANGED_WORDS: QCoreApplication.translate(
            "GameController", "Working out perfect play with the changed words…"
        ),
        Work.CARDS: QCoreApplication.translate("GameController", "Working out the strategy cards…"),
        Work.SEAT_CARD: QCoreApplication.translate(
            "CardsFeature", "Working out the strategy card…"
        ),
    }[work]


def set_aside_text(found: MemorySetAside) -> str:
    """What loading found, told once as the match starts."""
    return QCoreApplication.translate(
        "loading",
        "The Learner's memory of words was damaged and was set aside (%1); it keeps only the words that could be read.",
    ).replace("%1", found.path)
