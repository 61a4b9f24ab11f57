"""Reviews of kept matches: the match just won, from the winner screen's "Review the
match" (its record comes as the session's :class:`~ghost_gui.gui.table.table_news.MatchKept`
news), and any record History hands over (a kept match, or a file a person opened). Each
review is a dialog of its own, worked out on a worker."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject

from ..dialog_life import Latest, show_modeless
from ..jobs import Jobs
from ..table.controller import GameController
from ..table.table_news import GameStarted, MatchKept

if TYPE_CHECKING:  # the review's dialogs are imported when first opened, after the first frame
    from ...core.analysis.review import MatchReview
    from ...core.play.match_record import MatchRecord
    from ..dialogs.review_view import ReviewDialog
    from ..table.main_window import MainWindow


class Reviews(QObject):
    def __init__(self, controller: GameController, window: MainWindow, jobs: Jobs) -> None:
        super().__init__()
        self.window = window
        self.jobs = jobs
        #: where a person's mistakes to go over are saved (the table's writer thread)
        self.writer = controller.memory_writer
        #: the record of the match just won, while its winner screen may be shown
        self.won: MatchRecord | None = None
        #: the review opened last, while it is open
        self.latest: Latest[ReviewDialog] = Latest()
        controller.on(MatchKept, lambda n: self._kept(n.record))
        controller.on(GameStarted, lambda _: self._set_won(None))
        window.winner_view.review_match.connect(self.review_won)
        window.review_round_requested.connect(self.review_round)
        self.controller = controller

    def _kept(self, record: MatchRecord) -> None:
        if record.winner is not None:
            self._set_won(record)

    def _set_won(self, record: MatchRecord | None) -> None:
        self.won = record
        self.window.winner_view.set_reviewable(record is not None)

    def review_won(self) -> None:
        """The winner screen's "Review the match"."""
        if self.won is not None:
            self.show(self.won)

    def review_round(self) -> ReviewDialog | None:
        """The round banner's "Review this round": the match so far, at the round's first
        play."""
        record = self.controller.saved_state().record
        if record is None:
            return None
        dialog = self.show(record)
        rounds = dialog.presenter.state.rounds
        dialog.presenter.go_to(sum(len(r.plays) for r in rounds[:-1]))
        return dialog

    def show(self, record: MatchRecord) -> ReviewDialog:
        """A review of ``record``, beside the window, from which a person may learn from
        their mistakes."""
        from ..dialogs.review_presenter import ReviewPresenter
        from ..dialogs.review_view import ReviewDialog

        dialog = ReviewDialog(ReviewPresenter(record, self.jobs), self.window, learn=self._learn)
        return self.latest.set(show_modeless(dialog))

    def _learn(self, review: MatchReview, dialog: ReviewDialog) -> None:
        """ "Learn from my mistakes" of the review's person (asked for when several)."""

        def tell(text: str) -> None:
            dialog.note.setText(text)
            dialog.note.setVisible(bool(text))

        from ..dialogs.learn_entry import learn_from_review

        learn_from_review(dialog, review, self.jobs, tell, writer=self.writer)
