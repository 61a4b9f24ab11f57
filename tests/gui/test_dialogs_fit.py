"""Every secondary window and dialog fits a small screen, its buttons on it: 800×600 in
English and in Russian (about a third longer), New game with eight players. Each case runs in a child process: its
own application on a screen of that size (the offscreen platform's configuration file), the
main window open, every dialog opened over it as the game opens it."""

from __future__ import annotations

import textwrap
from pathlib import Path

import pytest
from screens import report_on_screen

CHECK = textwrap.dedent("""
    import json, random, sys
    from pathlib import Path
    from PySide6.QtWidgets import QApplication, QPushButton
    from ghost_gui.core.analysis.results import Workbench
    from ghost_gui.core.words.list_parsing import parse_word_list
    from ghost_gui.gui.cards.analysis_presenter import AnalysisPresenter
    from ghost_gui.gui.cards.analysis_view import AnalysisView
    from ghost_gui.gui.cards.card_view import CardView
    from ghost_gui.gui.table.challenge_dialog import ChallengeDialog
    from ghost_gui.gui.cards.drill_presenter import DrillPresenter
    from ghost_gui.gui.cards.drill_view import DrillView
    from ghost_gui.gui.dialogs.help import AboutDialog, HowToPlayDialog, WelcomeDialog
    from ghost_gui.gui.jobs import Jobs
    from ghost_gui.gui.dialogs.list_report import ListReportDialog
    from ghost_gui.gui.dialogs.game_setup import GameSetup
    from ghost_gui.gui.dialogs.new_game_dialog import NewGameDialog
    from ghost_gui.gui.cards.pocket_card_view import PocketCardDialog
    from ghost_gui.gui.app.shell import Shell
    from ghost_gui.gui.dialogs.stats import Stats
    from ghost_gui.gui.dialogs.stats_view import StatsView
    from ghost_gui.gui.dialogs.history_dialog import HistoryDialog
    from ghost_gui.gui.dialogs.review_presenter import ReviewPresenter
    from ghost_gui.gui.dialogs.review_view import ReviewDialog
    from ghost_gui.core.analysis.mistakes import Mistake
    from ghost_gui.gui.dialogs.learn_presenter import LearnPresenter
    from ghost_gui.gui.dialogs.learn_view import LearnView
    from ghost_gui.gui.mistakes_store import MistakesStore, read_store
    from ghost_gui.gui.dialogs.words_dialog import WordsDialog
    from ghost_gui.gui.dialogs.words_presenter import WordsPresenter

    lang, folder = sys.argv[1], Path(sys.argv[2])
    words = folder / "tiny.txt"
    words.write_text("\\n".join("cat camel cattle gecko goat gerbil zebra tab tabby".split()) + "\\n", encoding="utf-8")
    app = QApplication(["ghost"])
    shell = Shell(app, Jobs(synchronous=True), language=lang, test_mode=True)
    w = shell.window
    w.show()
    bench = Workbench(words)
    names = ["Бабушка Роза", "Computer 2", "Computer 3", "Ann", "Bo", "Cy", "Dee", "Eve"]
    stats = Stats()
    for n in names[:3]:
        stats.record_round(n, names[:3], "zebra", word_by=n)
    for level in (0.2, 0.4, 0.5):  # the adaptive computer's plot under the table
        stats.record_level("Computer 3", level)
    for accuracy in (0.5, 0.75):  # and a person's accuracy, on the tab shown first
        stats.record_accuracy(names[0], accuracy, 6)
    german = "Haus Maus Äpfel Hund Straße Katze auto gehen laufen x1 don't".split() + ["a" * 80]

    def setup(players, problems=False):
        s = GameSetup.from_json(shell.setup.to_json())
        s.players = [("" if problems else names[i], "human" if i == 0 else "medium") for i in range(players)]
        if problems:  # both problems said under their fields: the tallest the dialog gets
            s.word_list = str(folder / "a-list-that-is-not-there.txt")
        return s

    def review():
        # a match played to its end at the table, reviewed (last: it ends the match)
        shell.start_game(GameSetup([(names[0], "human"), (names[3], "human")], "ghost", 3, str(words), lives=1), None)
        for letter in "zebra":
            shell.controller.play_letter(letter)
        return ReviewDialog(ReviewPresenter(shell.reviews.won, Jobs(synchronous=True)), w)

    def analysis():
        view = AnalysisView(AnalysisPresenter(bench, "ghost", 3, 2, Jobs(synchronous=True)), w)
        view.presenter.compute_table()
        return view

    def learning():
        book = folder / "mistakes.json"
        m = Mistake("xghost", 4, "english-family", "00", tuple(names[:3]), (0, 1, 2), 0, "zebr", "zeb", "zebrx", ("azebr", "zebra"), ("zebra",))
        view = LearnView(LearnPresenter(MistakesStore(book, read_store(book)), names[0], [m]), w)
        view.presenter.hint()  # the tallest: Xghost's caret line and the hint under it
        return view

    dialogs = {
        "Strategy cards": lambda: CardView([bench.card("ghost", 3, 2, s)[1] for s in range(2)], "english-family", w),
        "Who wins?": analysis,
        "Learn the card": lambda: DrillView(
            DrillPresenter(bench.card("superduper", 3, 2, 1)[1], "key", folder / "drill.json", rng=random.Random(1)),
            "SuperDuperGhost · player 2 of 2 · english-family", w),
        "Statistics": lambda: StatsView(stats, w),
        "Learn from my mistakes": learning,
        "History": lambda: HistoryDialog(folder / "matches", Jobs(synchronous=True), 500, lambda n: None, w, review=lambda r: None),
        "New game, 2 players": lambda: NewGameDialog(setup(2), w, Jobs(synchronous=True)),
        "New game, 8 players": lambda: NewGameDialog(setup(8), w, Jobs(synchronous=True)),
        "New game, 8 players, with problems": lambda: NewGameDialog(setup(8, problems=True), w, Jobs(synchronous=True)),
        "House and blocked words": lambda: WordsDialog(
            WordsPresenter(frozenset({"cat"}), "abcdefghijklmnopqrstuvwxyz", {"zyx"}, {"cat"}, Jobs(synchronous=True)),
            "english-family", w),
        "How to play": lambda: HowToPlayDialog("superduper", 4, False, 5, w),
        "Welcome": lambda: WelcomeDialog(w),
        "About": lambda: AboutDialog(w),
        "Word list report": lambda: ListReportDialog("deutsch", parse_word_list("\\n".join(german).encode(), name="deutsch").report, w),
        "Challenge": lambda: ChallengeDialog(names[0], names[1], "zebr", "word", "ghost", w),
        "Pocket card": lambda: PocketCardDialog(bench.card("ghost", 3, 2, 1)[1], "english-family", w, familiar=lambda: None),
        "Review": review,
    }
    problems = []
    for what, make in dialogs.items():
        d = make()
        d.show()
        for _ in range(20):
            app.processEvents()
        free = d.screen().availableGeometry()
        frame = d.frameGeometry()
        if not free.contains(frame):
            problems.append("%s: %dx%d at (%d, %d), beyond the screen" % (what, frame.width(), frame.height(), frame.x(), frame.y()))
        if frame.height() > free.height() - 40:  # the offscreen platform draws no title bar: keep room for one
            problems.append("%s: %d high, no room for a title bar" % (what, frame.height()))
        for b in d.findChildren(QPushButton):
            if not b.isVisible():
                continue
            inside = b.rect().translated(b.mapTo(d, b.rect().topLeft()))
            on_screen = b.rect().translated(b.mapToGlobal(b.rect().topLeft()))
            if not d.rect().contains(inside) or not free.contains(on_screen):
                problems.append("%s: button %r is cut off" % (what, b.text()))
        d.close()
        d.deleteLater()
        app.processEvents()
    print(json.dumps({"problems": problems}))
    shell.close()
""")


@pytest.mark.parametrize(("width", "height", "lang"), [(800, 600, "en"), (800, 600, "ru")])
def test_every_dialog_fits_a_small_screen_with_its_buttons(
    tmp_path: Path, width: int, height: int, lang: str
) -> None:
    report = report_on_screen(CHECK, [lang, str(tmp_path)], tmp_path, width, height)
    assert report["problems"] == [], "\n".join(report["problems"])
