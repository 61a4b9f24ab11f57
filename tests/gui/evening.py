"""An evening at the family table, played through the window: Mum and Sam against Robo, three
matches and more in a row, with Play again, New game with the same and another number of
players and another word list, a start-up that finds the match of before, and Esc pressed
on every question on the way. After every step it checks what a person sees: each player's
panel with the right letters, whose turn it is, the winner screen and the statistics.

``test_evening.py`` plays it offscreen in the suite, in one process (a "kill" is a shell
dropped without closing, its save on disk as after a crash), and once in a real X11 window
under Xvfb, where the process is killed for real between two parts:

    python tests/gui/evening.py --part 1 --data DIR   # match 1, Play again, two rounds; then waits to be killed
    python tests/gui/evening.py --part 2 --data DIR   # start: Esc on "Resume?", a new game that is not saved
    python tests/gui/evening.py --part 3 --data DIR   # start: Resume; the rest of the evening

Each part prints one JSON line of what it saw.
"""

from __future__ import annotations

import bisect
import json
import random
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialog, QMessageBox, QWidget

from ghost_gui.gui.table.table_news import RoundOver

FAMILY = [("Mum", "human"), ("Sam", "human"), ("Robo", "medium")]
TWO = [("Mum", "human"), ("Robo", "medium")]
LIVES = 3
FIRST_LIST = "cat camel cattle gecko goat gerbil zebra tab tabby dog door dorm doze table".split()
SECOND_LIST = "ant anvil apple bear beak bean crow crab crane dove duck dust".split()


class EveningError(AssertionError):
    """What a person would have seen go wrong."""


def check(ok: object, what: str) -> None:
    if not ok:
        raise EveningError(what)


class Evening:
    def __init__(self, app: QApplication, folder: Path, *, real_window: bool = False) -> None:
        self.app = app
        self.folder = folder
        self.real_window = real_window
        self.rng = random.Random(7)
        self.seen: list[str] = []  # what was checked, step by step
        self.rounds: list[
            tuple[list[str], str]
        ] = []  # (players in the round, the loser), by name and kind
        #: questions expected next: (what it must be, what to do with it); run as they open
        self._answers: list[tuple[Callable[[QWidget], bool], Callable[[QWidget], None]]] = []
        self.failure: Exception | None = None  # raised in answering a question
        self._watch = QTimer()
        self._watch.setInterval(15)
        self._watch.timeout.connect(self._answer_questions)
        self._watch.start()
        self.lists = {"first": folder / "family-evening.txt", "second": folder / "animals.txt"}
        self.lists["first"].write_text("\n".join(FIRST_LIST) + "\n", encoding="utf-8")
        self.lists["second"].write_text("\n".join(SECOND_LIST) + "\n", encoding="utf-8")

    # -- the window and its questions -------------------------------------------------------
    def new_shell(self, setup_players: list[tuple[str, str]] | None = None) -> Any:
        from ghost_gui.gui.app.shell import Shell
        from ghost_gui.gui.dialogs.game_setup import GameSetup
        from ghost_gui.gui.jobs import Jobs
        from ghost_gui.gui.settings import Settings

        settings = Settings(str(self.folder / "settings.ini"))
        if setup_players is not None:
            settings.set(
                "last_game",
                GameSetup(
                    setup_players, "ghost", 3, str(self.lists["first"]), lives=LIVES
                ).to_json(),
            )
        shell = Shell(
            self.app,
            Jobs(synchronous=not self.real_window),
            language="en",
            settings=settings,
            test_mode=False,
        )
        c = shell.controller
        c.session.pause_ms = c.session.round_pause_ms = 0
        shell.window.highlight_ms = 0
        shell.window.resize(1000, 700)
        shell.window.show()
        c.on(RoundOver, lambda n: (lambda e, s=shell: self._note_round(s, e))(n.ended))
        return shell

    def expect(self, what: Callable[[QWidget], bool], then: Callable[[QWidget], None]) -> None:
        """When a question ``what`` accepts opens, ``then`` answers it (in order)."""
        self._answers.append((what, then))

    def _answer_questions(self) -> None:
        box = QApplication.activeModalWidget()
        if box is None or not box.isVisible() or not self._answers:
            return
        i = next((i for i, (what, _) in enumerate(self._answers) if what(box)), None)
        if i is not None:
            _, then = self._answers.pop(i)
            try:
                then(box)
            except Exception as exc:  # raised on the next wait(), with the question closed
                self.failure = exc
                if isinstance(box, QDialog):
                    box.reject()

    def wait(self, ready: Callable[[], bool], what: str, timeout: float = 20.0) -> None:
        end = time.monotonic() + timeout
        while not ready():
            if self.failure is not None:
                failure, self.failure = self.failure, None
                raise EveningError(f"{what}: {failure}") from failure
            if time.monotonic() > end:
                raise EveningError(f"waited in vain for {what}")
            self.app.processEvents()
            time.sleep(0.002)
        self.app.processEvents()

    @staticmethod
    def escape(widget: QWidget) -> None:
        QTest.keyClick(widget, Qt.Key.Key_Escape)

    @staticmethod
    def click(box: QWidget, text: str) -> None:
        assert isinstance(box, QMessageBox)
        button = next((b for b in box.buttons() if b.text() == text), None)
        check(button is not None, f"a button “{text}” in “{box.text()}”")
        assert button is not None
        button.click()

    # -- what a person sees -----------------------------------------------------------------
    def look(self, shell: Any, step: str) -> None:
        """Every player's panel on the board with the right name and letters, and the banner
        naming whose turn it is; the winner screen when the match is over."""
        from ghost_gui.gui.table.player_panel import lives_word

        self.app.processEvents()
        w, c = shell.window, shell.controller
        m = c.session.match
        check(m is not None, f"{step}: a match on the board")
        names = [p.name for p in c.session.match.config.players]
        if m.winner is not None:
            check(w.winner_view.isVisible(), f"{step}: the winner screen")
            check(
                c.player_name(m.winner) in w.winner_view.name_label.text(),
                f"{step}: the winner's name on the winner screen",
            )
            self.seen.append(f"{step}: {c.player_name(m.winner)} wins")
            return
        panels = [p for p in w.panels if p.isVisible() and w.players.isAncestorOf(p)]
        check(
            [p.name for p in panels] == names,
            f"{step}: the panels of {names} (on the board: {[p.name for p in panels]})",
        )
        word = lives_word(m.config.lives) or ""
        for seat, panel in enumerate(panels):
            check(
                panel.letters.lost == m.lost[seat]
                and panel.letters.earned_text() == word[: m.lost[seat]],
                f"{step}: {names[seat]}'s letters ({panel.letters.earned_text()!r}, lost {m.lost[seat]})",
            )
            check(
                panel.out == (seat in m.knocked_out),
                f"{step}: {names[seat]} shown {'out' if panel.out else 'in'}",
            )
        banner = w.turn_banner.text()
        if c.session.round_over is None and m.pending is None:
            check(
                c.player_name(m.to_move) in banner,
                f"{step}: the banner names {c.player_name(m.to_move)} (says {banner!r})",
            )
        letters = ", ".join(f"{n} {word[: m.lost[s]] or '-'}" for s, n in enumerate(names))
        self.seen.append(f"{step}: {letters}; {banner}")

    def _note_round(self, shell: Any, e: Any) -> None:
        m = shell.controller.session.match
        keys = shell.records.names()
        were_in = [str(k) for s, k in enumerate(keys) if s not in m.knocked_out or s == e.loser]
        self.rounds.append((were_in, str(keys[e.loser])))

    def check_statistics(self, shell: Any, step: str) -> None:
        """The statistics file, read back, counts each player's rounds: only rounds they were in."""
        from ghost_gui.gui.dialogs.stats import Stats

        shell.saver.flush()  # the statistics are written on the writer's thread, as saves are

        stats = (
            Stats(self.folder / "data" / "statistics.json")
            if (self.folder / "data").exists()
            else shell.stats
        )
        stats = Stats(stats.path)
        expected: dict[str, list[int]] = {}
        for were_in, loser in self.rounds:
            for name in were_in:
                won_lost = expected.setdefault(name, [0, 0])
                won_lost[name == loser] += 1
        got = {str(k): [row["rounds_won"], row["rounds_lost"]] for k, row in stats.players.items()}
        for name, (won, lost) in expected.items():
            check(
                got.get(name) == [won, lost],
                f"{step}: statistics of {name}: {got.get(name)} (expected won {won}, lost {lost})",
            )
        self.seen.append(f"{step}: statistics {expected}")

    # -- playing ----------------------------------------------------------------------------
    def choose_letter(self, c: Any) -> str:
        """A person plays a letter some word goes on with; now and then one that completes a
        word, so the evening moves on."""
        words = c.session.loaded.lexicon.sorted_words
        f = c.session.match.fragment
        legal = []
        for letter in sorted(c.session.loaded.lexicon.alphabet):
            g = f + letter
            i = bisect.bisect_left(words, g)
            if i < len(words) and words[i].startswith(g):
                legal.append((words[i] == g, letter))
        ending = [letter for completes, letter in legal if completes]
        if ending and self.rng.random() < 0.7:
            return self.rng.choice(ending)
        return self.rng.choice([letter for _, letter in legal])

    def answer_challenge(self, shell: Any, tricky: bool) -> None:
        """Esc on the challenge first (nothing decided), then Enter to answer; ``tricky``: a
        word that breaks a rule first, then one the list lacks (Esc on the table's question:
        name another), then a real one."""
        w, c = shell.window, shell.controller
        m = c.session.match
        dialog = w.questions.challenge_dialog
        self.wait(lambda: dialog is not None and dialog.isVisible(), "the challenge dialog")
        lost = list(m.lost)
        self.escape(dialog)
        self.wait(lambda: not dialog.isVisible(), "Esc to close the challenge")
        check(
            m.pending is not None and m.lost == lost and w.answer_button.isVisible(),
            "Esc on a challenge decides nothing",
        )
        QTest.keyClick(w, Qt.Key.Key_Return)
        dialog = w.questions.challenge_dialog
        self.wait(lambda: dialog.isVisible(), "Enter to reopen the challenge")
        f = m.fragment
        words = [
            x for x in c.session.loaded.lexicon.sorted_words if x.startswith(f) and len(x) > len(f)
        ]
        if tricky:
            dialog.word.setText(
                f[:1] + "q" if f[:1] != "q" else "zz"
            )  # does not start with the fragment
            QTest.keyClick(dialog.word, Qt.Key.Key_Return)
            self.wait(
                lambda: w.questions.challenge_dialog.problem.isVisible(),
                "the reason and a second try",
            )
            dialog = w.questions.challenge_dialog
            check(
                m.pending is not None and m.lost == lost, "a word that breaks a rule is named again"
            )
            self.expect(
                lambda box: isinstance(box, QMessageBox) and "Count" in box.text(), self.escape
            )
            dialog.word.setText(
                f + max(c.session.loaded.lexicon.alphabet) * 3
            )  # a word the list lacks (CAZZZ)
            QTest.keyClick(dialog.word, Qt.Key.Key_Return)
            self.wait(
                lambda: not self._answers and w.questions.challenge_dialog.isVisible(),
                "Esc on the table's question",
            )
            dialog = w.questions.challenge_dialog
            check(
                m.pending is not None and m.lost == lost,
                "Esc on the table's question decides nothing",
            )
        if words:
            dialog.word.setText(words[0])
            QTest.keyClick(dialog.word, Qt.Key.Key_Return)
        else:
            dialog.give_up.click()
        self.wait(lambda: m.pending is None, "the challenge to be settled")

    def play(self, shell: Any, step: str, *, rounds: int | None = None) -> None:
        """Play on until the match is over (or ``rounds`` more rounds have ended)."""
        from ghost_gui.core.play.rules import PlayerKind

        w, c = shell.window, shell.controller
        ended = 0
        tricky = resigned = challenged = False
        while True:
            self.wait(lambda: self._settled(c), f"{step}: the table to settle")
            m = c.session.match
            if m.winner is not None:
                self.look(shell, f"{step}, the end")
                return
            if c.session.round_over is not None:
                ended += 1
                self.look(shell, f"{step}, round {m.round - 1} over")
                if rounds is not None and ended >= rounds:
                    return
                QTest.keyClick(w, Qt.Key.Key_Return)
                continue
            if m.pending is not None and c.player_kind(m.pending.target) is PlayerKind.HUMAN:
                self.answer_challenge(shell, tricky=not tricky)
                tricky = True
                continue
            self.look(shell, f"{step}, round {m.round}")
            if not resigned and m.fragment:  # Ctrl+Shift+R asks first; Esc keeps playing
                resigned = True
                before = (m.fragment, list(m.lost))
                self.expect(
                    lambda box: isinstance(box, QMessageBox) and "Resign" in box.windowTitle(),
                    self.escape,
                )
                QTest.keyClick(
                    w,
                    Qt.Key.Key_R,
                    Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier,
                )
                self.app.processEvents()
                if self._answers and QApplication.activeModalWidget() is None:
                    w.menus.resign.trigger()  # offscreen the window is never active: no shortcuts
                self.wait(
                    lambda: not self._answers and QApplication.activeModalWidget() is None,
                    "Esc on Resign",
                )
                check((m.fragment, m.lost) == before, "Esc on “Resign the round?” keeps playing")
            last = m.history[-1][0] if m.history else None
            if not challenged and last is not None and c.player_kind(last) is PlayerKind.HUMAN:
                challenged = True  # "No word goes like that!" against the other person, who answers
                QTest.keyClick(w, "?")
                continue
            QTest.keyClick(w, self.choose_letter(c))

    @staticmethod
    def _settled(c: Any) -> bool:
        from ghost_gui.core.play.rules import PlayerKind

        m = c.session.match
        if m is None or c.jobs.is_running():
            return False
        if m.pending is not None and c.player_kind(m.pending.target) is PlayerKind.HUMAN:
            return True  # the challenge dialog may be open: answer_challenge deals with it
        if QApplication.activeModalWidget() is not None:
            return False
        return m.winner is not None or c.session.round_over is not None or c.is_human_turn()

    # -- the evening, in parts ---------------------------------------------------------------
    def start(self, shell: Any, step: str) -> None:
        shell.start()
        self.wait(
            lambda: shell.controller.session.match is not None and self._settled(shell.controller),
            f"{step}: the first game",
        )
        self.look(shell, step)

    def part_one(self) -> Any:
        """The first start (Esc on the welcome), match 1 to the end, Play again, two rounds."""
        shell = self.new_shell(FAMILY)
        self.expect(
            lambda box: isinstance(box, QDialog) and not isinstance(box, QMessageBox), self.escape
        )  # the welcome
        self.start(shell, "first start")
        self.play(shell, "match 1")
        self.check_statistics(shell, "after match 1")
        QTest.keyClick(shell.window, Qt.Key.Key_Return)  # Play again
        self.wait(
            lambda: (
                shell.controller.session.match.round == 1
                and shell.controller.session.match.winner is None
            ),
            "Play again",
        )
        self.look(shell, "match 2 begins")
        self.play(shell, "match 2", rounds=2)
        QTest.keyClick(shell.window, Qt.Key.Key_Return)  # the next round, and a letter of it
        self.wait(lambda: self._settled(shell.controller), "match 2 goes on")
        if shell.controller.is_human_turn():
            QTest.keyClick(shell.window, self.choose_letter(shell.controller))
            self.wait(lambda: self._settled(shell.controller), "match 2 goes on")
        # the family leaves the table: the last play reaches the disk (on the writer's
        # thread, a moment after it) long before the process dies
        shell.saver.flush()
        return shell

    def part_two(self, before: dict[str, Any] | None = None) -> Any:
        """A start after the crash: Esc on "Resume the unfinished game?" decides nothing: a
        new game starts, and the match of before stays saved (the new one has no plays)."""
        from ghost_gui.gui.table import savegame

        saved = savegame.default_save_path().read_bytes()
        shell = self.new_shell()
        asked: list[str] = []

        def escape(box: QWidget) -> None:
            asked.append(box.informativeText() if isinstance(box, QMessageBox) else "")
            self.escape(box)

        self.expect(lambda box: isinstance(box, QMessageBox) and "Resume" in box.text(), escape)
        self.start(shell, "a start after the crash, Esc on Resume?")
        check(
            asked and "Mum" in asked[0] and "round" in asked[0],
            f"the question says which match ({asked})",
        )
        check(
            shell.controller.session.match.round == 1
            and not shell.controller.session.match.history,
            "Esc: a new game",
        )
        check(
            savegame.default_save_path().read_bytes() == saved,
            "Esc on Resume? keeps the saved match",
        )
        return shell

    def part_three(self, before: dict[str, Any] | None) -> Any:
        """Resume; match 2 to the end; New game (Esc first) with the same players; then Esc
        on "Leave the match?", and a new game with two players on another list."""
        from ghost_gui.gui.dialogs.game_setup import GameSetup
        from ghost_gui.gui.dialogs.new_game_dialog import NewGameDialog

        shell = self.new_shell()
        self.expect(
            lambda box: isinstance(box, QMessageBox) and "Resume" in box.text(),
            lambda box: self.click(box, "Resume it"),
        )
        self.start(shell, "resumed")
        m = shell.controller.session.match
        if before is not None:
            check(
                {"fragment": m.fragment, "lost": m.lost, "round": m.round} == before,
                f"resumed where it stood ({before})",
            )
        self.play(shell, "match 2 (resumed)")
        self.check_statistics(shell, "after match 2")

        def new_game(then: Callable[[QWidget], None]) -> None:
            self.expect(lambda box: isinstance(box, NewGameDialog), then)
            shell.window.menus.new.trigger()

        new_game(self.escape)  # Esc on the New game dialog: nothing changes
        self.look(shell, "Esc on New game")
        check(
            shell.controller.session.match.winner is not None,
            "Esc on New game keeps the winner screen",
        )
        new_game(lambda d: d.play_button.click())  # the same players
        self.wait(
            lambda: (
                shell.controller.session.match.winner is None and self._settled(shell.controller)
            ),
            "match 3",
        )
        self.look(shell, "match 3 begins, the same players")
        self.play(shell, "match 3", rounds=1)
        QTest.keyClick(shell.window, Qt.Key.Key_Return)
        self.wait(lambda: self._settled(shell.controller), "match 3 goes on")
        two = GameSetup(TWO, "ghost", 3, str(self.lists["second"]), lives=LIVES)

        def set_two(dialog: QWidget) -> None:
            assert isinstance(dialog, NewGameDialog)
            dialog.set_setup(two)
            self.wait(lambda: dialog.play_button.isEnabled(), "the other list checked")
            dialog.play_button.click()

        running = (shell.controller.session.match.round, list(shell.controller.session.match.lost))
        self.expect(lambda box: isinstance(box, QMessageBox) and "Leave" in box.text(), self.escape)
        new_game(set_two)
        self.wait(lambda: not self._answers, "Esc on Leave the match?")
        check(
            (shell.controller.session.match.round, shell.controller.session.match.lost) == running,
            "Esc on “Leave the match?” keeps it",
        )
        self.look(shell, "match 3 kept")

        def same_two(dialog: QWidget) -> None:
            assert isinstance(dialog, NewGameDialog)
            kept = dialog.setup()
            check(
                kept.players == two.players and kept.word_list == two.word_list,
                "the New game dialog kept what was set up",
            )
            dialog.play_button.click()

        self.expect(
            lambda box: isinstance(box, QMessageBox) and "Leave" in box.text(),
            lambda box: self.click(box, "End it and start the new game"),
        )
        new_game(same_two)
        self.wait(
            lambda: (
                len(shell.controller.session.match.config.players) == 2
                and self._settled(shell.controller)
            ),
            "match 4",
        )
        self.look(shell, "match 4 begins: two players, another list")
        self.play(shell, "match 4")
        self.check_statistics(shell, "after match 4")
        QTest.keyClick(shell.window, Qt.Key.Key_Return)  # Play again with two
        self.wait(
            lambda: (
                shell.controller.session.match.winner is None and self._settled(shell.controller)
            ),
            "match 5",
        )
        self.look(shell, "match 5 begins")
        return shell


def standing(shell: Any) -> dict[str, Any]:
    m = shell.controller.session.match
    return {"fragment": m.fragment, "lost": list(m.lost), "round": m.round}


def main(argv: list[str]) -> int:
    """One part of the evening in this process (for the real X11 window)."""
    import argparse
    import os

    parser = argparse.ArgumentParser()
    parser.add_argument("--part", type=int, choices=(1, 2, 3), required=True)
    parser.add_argument("--data", type=Path, required=True)
    args = parser.parse_args(argv)
    os.environ["GHOST_DATA_DIR"] = str(args.data / "data")
    os.environ.setdefault("GHOST_CACHE_DIR", str(args.data / "cache"))
    app = QApplication.instance() or QApplication(["ghost-evening"])
    evening = Evening(app, args.data, real_window=True)
    state_file, rounds_file = args.data / "standing.json", args.data / "rounds.json"
    if rounds_file.exists():  # the rounds the statistics should count, from the parts before
        evening.rounds = [
            (were_in, loser) for were_in, loser in json.loads(rounds_file.read_text())
        ]
    report: dict[str, Any] = {"part": args.part, "platform": app.platformName()}
    try:
        if args.part == 1:
            shell = evening.part_one()
            state_file.write_text(json.dumps(standing(shell)))
        elif args.part == 2:
            shell = evening.part_two()
            shell.close()
        else:
            shell = evening.part_three(json.loads(state_file.read_text()))
            shell.close()
        rounds_file.write_text(json.dumps(evening.rounds))
        report.update(ok=True, seen=evening.seen)
    except EveningError as exc:
        report.update(ok=False, error=str(exc), seen=evening.seen)
    print(json.dumps(report), flush=True)
    if args.part == 1 and report["ok"]:
        while True:  # the match in play, as a family leaves it: killed from outside
            app.processEvents()
            time.sleep(0.05)
    return 0 if report["ok"] else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
