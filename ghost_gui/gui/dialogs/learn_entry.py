"""History's way into "Learn from my mistakes": the chosen match read and reviewed on a
worker (a review solves the game: seconds on a large list), then the person asked for
(people only: a computer has nothing to learn) and the learning window opened.

The review screen opens the window itself (:func:`~.learn_view.open_learning`), with the
review it already has."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import shiboken6
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QInputDialog, QWidget

from ...core.analysis.review import MatchReview, review
from ...core.play.rules import PlayerKind
from .. import match_folder
from ..file_writer import FileWriter
from ..jobs import JobKind, Jobs
from ..texts.error_texts import error_text
from ..texts.learn_texts import cannot_learn_text
from ..texts.player_names import short_name
from .learn_view import open_learning


def people(r: MatchReview) -> list[int]:
    """The seats of the people (not the computers) of the match."""
    return [i for i, p in enumerate(r.record.players) if p.kind is PlayerKind.HUMAN]


def learn_from_review(
    parent: QWidget,
    r: MatchReview,
    jobs: Jobs,
    tell: Callable[[str], None],
    *,
    writer: FileWriter | None = None,
    mistakes: Path | None = None,
    choose: Callable[[list[str]], int | None] | None = None,
) -> None:
    """Ask which person of the reviewed match ``r`` (``choose``: the index among the
    people's names, None: cancelled; by default a list to choose from) and open the
    learning window; ``tell`` says in a sentence why it cannot."""

    def ask(names: list[str]) -> int | None:
        name, ok = QInputDialog.getItem(
            parent,
            QCoreApplication.translate("LearnView", "Learn from my mistakes"),
            QCoreApplication.translate("LearnView", "Whose mistakes?"),
            names,
            0,
            False,
        )
        return names.index(name) if ok and name in names else None

    seats = people(r)
    if not seats:
        tell(QCoreApplication.translate("LearnView", "No person played in this match."))
        return
    if r.gaps:
        tell(cannot_learn_text(tuple(str(g) for g in r.gaps)))
        return
    tell("")
    names = [short_name(r.record.players[s].name) for s in seats]
    chosen = 0 if len(seats) == 1 else (choose or ask)(names)
    if chosen is not None:
        open_learning(parent, r, seats[chosen], jobs, writer=writer, path=mistakes)


def learn_from_kept(
    parent: QWidget,
    path: Path,
    jobs: Jobs,
    tell: Callable[[str], None],
    *,
    writer: FileWriter | None = None,
    mistakes: Path | None = None,
    choose: Callable[[list[str]], int | None] | None = None,
) -> None:
    """Review the match kept in ``path`` on a worker, ask which person (``choose``: the
    index among the people's names, None: cancelled; by default a list to choose from),
    and open the learning window. ``tell`` says in a sentence why it cannot."""

    def reviewed(r: MatchReview) -> None:
        if shiboken6.isValid(parent):
            learn_from_review(
                parent, r, jobs, tell, writer=writer, mistakes=mistakes, choose=choose
            )

    def failed(exc: Exception) -> None:
        if shiboken6.isValid(parent):
            tell(error_text(exc))

    tell(QCoreApplication.translate("LearnView", "Reviewing the match against perfect play…"))
    jobs.submit(
        JobKind.LEARN_REVIEW,
        lambda cancel, progress: review(match_folder.read_record(path)),
        reviewed,
        failed,
    )
