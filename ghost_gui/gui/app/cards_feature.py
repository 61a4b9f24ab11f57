"""The Cards menu: every seat's strategy card (to read or print), one seat's pocket card, the
drill that teaches a seat's card, and who wins. Each card is worked out on a worker; the views
draw it."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QMainWindow

from .. import storage
from ..dialog_life import Latest, deleted_on_close, modal, show_modeless
from ..jobs import JobKind, Jobs
from ..table.controller import GameController
from ..table.table_news import CardsReady, Work
from ..texts.player_names import shown_name
from ..texts.setup_names import list_title

if TYPE_CHECKING:
    from PySide6.QtWidgets import QInputDialog

    from ...core.play.rules import MatchConfig
    from ..cards.drill_view import DrillView
    from ..cards.pocket_card_view import PocketCardDialog
    from ..table.game_in_play import GameInPlay


class CardsFeature(QObject):
    """Takes the Cards menu's intents; the cards come from the controller's game."""

    def __init__(
        self,
        controller: GameController,
        window: QMainWindow,
        jobs: Jobs,
        show_busy: Callable[[bool, Work | None], None],
    ) -> None:
        """``show_busy(busy, what)``: the window's sign that something is being worked out."""
        super().__init__()
        self.controller = controller
        self.window = window
        self.jobs = jobs
        self.show_busy = show_busy
        # the next cards to arrive go to the print preview first
        self.print_next = False
        self._pocket: Latest[PocketCardDialog] = Latest()
        self._drill: Latest[DrillView] = Latest()
        controller.on(CardsReady, lambda n: self.show_cards(list(n.cards)))

    @property
    def pocket_dialog(self) -> PocketCardDialog | None:
        """The pocket card opened last, while it is open."""
        return self._pocket.get()

    @property
    def drill(self) -> DrillView | None:
        """The drill opened last, while it is open."""
        return self._drill.get()

    def request_cards(self, print_now: bool) -> None:
        """Cards → Strategy card (or Print card): every seat's card, worked out on a worker."""
        self.print_next = print_now
        self.controller.request_cards()

    def show_cards(self, cards: list[Any]) -> None:
        from ..cards.card_view import CardView
        from ..dialogs.words_dialog import words_note

        game = self.controller.game()
        assert game is not None
        view = deleted_on_close(
            CardView(
                cards,
                game.list_name,
                self.window,
                meaning=self.controller.meaning,
                note=words_note(*game.table_words),
                words=game.pool_words,
            )
        )
        if self.print_next:
            view.print_preview()
        view.show()

    def seat_card(self, then: Callable[[Any, int, GameInPlay], None], pocket: bool = False) -> None:
        """The card of a seat the person chooses, for the current game's rules, worked out on
        a worker; then ``then(card, seat, game)``."""
        game = self.controller.game()
        if game is None:
            return
        config = game.config
        seat = self.choose_seat(config, pocket) if pocket else self.choose_seat(config)
        if seat is None:
            return
        bench, players = game.bench, game.players

        def job(cancel: Any, progress: Any) -> Any:
            return bench.card(config.variant, config.min_length, players, seat, cancel=cancel)[1]

        def done(card: Any) -> None:
            self.show_busy(False, None)
            then(card, seat, game)

        self.show_busy(True, Work.SEAT_CARD)
        self.jobs.submit(JobKind.DRILL_CARD, job, done, self.controller.report)

    def pocket_card(self) -> None:
        """Cards → Pocket card: one seat's card on an index card, to preview, print or save."""
        from ..cards.pocket_card_view import PocketCardDialog

        def show(card: Any, seat: int, game: GameInPlay) -> None:
            bench, config = game.bench, game.config

            def familiar() -> Any:
                return bench.card(
                    config.variant, config.min_length, game.players, seat, familiar=True
                )[1]

            self._pocket.set(
                show_modeless(
                    PocketCardDialog(
                        card,
                        game.list_name,
                        self.window,
                        familiar=familiar,
                        jobs=self.jobs,
                        words=game.pool_words,
                    )
                )
            )

        self.seat_card(show, pocket=True)

    def learn_card(self) -> None:
        """The card drill for one seat of the current game's rules (the card is worked out
        on a worker)."""
        from ..cards.drill_presenter import DrillPresenter
        from ..cards.drill_view import DrillView
        from ..texts.setup_names import short_variant_name

        def done(card: Any, seat: int, game: GameInPlay) -> None:
            config, players = game.config, game.players
            digest = game.bench.word_list.digest
            key = f"{digest}/{config.variant}/{config.min_length}/{players}/{seat}"
            title = (
                self.tr("%1 · player %2 of %3 · %4")
                .replace("%1", short_variant_name(config.variant))
                .replace("%2", str(seat + 1))
                .replace("%3", str(players))
                .replace("%4", list_title(game.list_name))
            )
            presenter = DrillPresenter(
                card,
                key,
                storage.data_dir() / "drill-progress.json",
                words=game.pool_words,
                lexicon=game.lexicon,
            )
            self._drill.set(show_modeless(DrillView(presenter, title, self.window)))

        self.seat_card(done)

    def seat_dialog(self, config: MatchConfig, pocket: bool = False) -> QInputDialog:
        """The question which seat's card to learn, or to put on a pocket card (the first
        person's seat offered first); its list as wide as its longest name, never clipped."""
        items = [
            self.tr("Player %1: %2").replace("%1", str(i + 1)).replace("%2", shown_name(p.name))
            for i, p in enumerate(config.players)
        ]
        first = next((i for i, p in enumerate(config.players) if not p.kind.is_computer), 0)
        from PySide6.QtWidgets import QComboBox, QInputDialog  # on first use, as the cards

        dialog = QInputDialog(self.window)
        dialog.setWindowTitle(self.tr("Pocket card") if pocket else self.tr("Learn the card"))
        dialog.setLabelText(
            self.tr("The pocket card of which seat?")
            if pocket
            else self.tr("Learn the card of which seat?")
        )
        dialog.setComboBoxItems(items)
        dialog.setComboBoxEditable(False)
        dialog.setTextValue(items[first])
        combo = dialog.findChild(QComboBox)
        if combo is not None:
            combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
            view = combo.view()
            widest = max(
                (
                    view.sizeHintForColumn(0),
                    *(combo.fontMetrics().horizontalAdvance(t) for t in items),
                )
            )
            view.setMinimumWidth(
                widest + view.verticalScrollBar().sizeHint().width() + 2 * view.frameWidth() + 16
            )
            combo.setMinimumWidth(
                min(view.minimumWidth(), round(self.window.width() * 0.9) or view.minimumWidth())
            )
            # the list as tall as its rows: Qt sizes the drop-down without the style sheet's
            # border and padding, and would cut the last seat off
            shown = min(combo.count(), combo.maxVisibleItems())
            rows = sum(view.sizeHintForRow(i) for i in range(shown))
            view.setMinimumHeight(rows + 2 * view.frameWidth() + 4)
        dialog.adjustSize()
        return dialog

    def choose_seat(self, config: MatchConfig, pocket: bool = False) -> int | None:
        """Which seat's card to learn (or to put on a pocket card)."""
        from PySide6.QtWidgets import QDialog

        with modal(self.seat_dialog(config, pocket)) as dialog:
            items = dialog.comboBoxItems()
            ok = dialog.exec() == QDialog.DialogCode.Accepted
            item = dialog.textValue()
        return items.index(item) if ok and item in items else None

    def show_analysis(self) -> None:
        """Cards → Who wins?: the analysis of the current game's rules."""
        from ..cards.analysis_presenter import AnalysisPresenter
        from ..cards.analysis_view import AnalysisView

        game = self.controller.game()
        if game is None:
            return
        config = game.config
        presenter = AnalysisPresenter(
            game.bench, config.variant, config.min_length, game.players, self.jobs
        )
        show_modeless(AnalysisView(presenter, self.window))
