"""A game loading says what it is doing: on Play the board leaves the last match's winner at
once for the list being loaded, the stage under way and a bar that goes on over the stages;
a list that cannot be loaded gives the screen back."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from shells import make_shell

from ghost_gui.gui.dialogs.game_setup import GameSetup
from ghost_gui.gui.jobs import JobKind, Jobs
from ghost_gui.gui.table.table_news import Busy, LoadingGame, LoadStage, Progress

TWO = [("Ann", "human"), ("Robo", "medium")]


class HeldJobs(Jobs):
    """Runs every job at once, except a game's load (and the ``also`` kinds): held until
    ``release`` (a slow load)."""

    def __init__(self, also: tuple[JobKind, ...] = ()) -> None:
        super().__init__(synchronous=True)
        self.held: list[tuple[Any, ...]] = []
        self.kinds = (JobKind.LOAD, *also)

    def submit(self, kind, job, on_result, on_error=None, on_progress=None, *, lane=0):  # type: ignore[no-untyped-def,override]
        if kind in self.kinds:
            self.held.append((kind, job, on_result, on_error, on_progress))
            return 0
        return super().submit(kind, job, on_result, on_error, on_progress, lane=lane)

    def is_running(self, kind: JobKind | None = None, *, lane: int = 0) -> bool:
        return bool(self.held) if kind is JobKind.LOAD else super().is_running(kind, lane=lane)

    def release(self) -> None:
        held, self.held = self.held, []
        for args in held:
            super().submit(*args)


def test_play_shows_the_load_at_once_and_its_bar_goes_on_over_the_stages(
    qapp, qtbot, tmp_path: Path, word_file: Path
) -> None:  # type: ignore[no-untyped-def]
    jobs = HeldJobs()
    shell = make_shell(qapp, tmp_path, jobs=jobs)
    w, c = shell.window, shell.controller
    shell.start_game(GameSetup(TWO, "ghost", 3, str(word_file), lives=1), None)
    jobs.release()
    c.resign()  # Ann gives her only life up: the winner screen
    assert w.winner_view.isVisible()
    fractions: list[float] = []
    told: list[object] = []
    c.on(Progress, lambda n: (fractions.append)(n.fraction))
    c.on(Busy, lambda n: (lambda busy, what: told.append(what))(n.busy, n.what))

    w.winner_view.play_button.click()  # Play again: the load takes its time
    assert not w.winner_view.isVisible() and w.loading_page.isVisible()
    assert w.loading_page.title.text() == "Loading the word list “tiny”…"
    assert w.loading_page.stage.text() == "Reading the word list…"
    assert not c.play_letter("c")  # the match being left takes no letter meanwhile

    jobs.release()
    assert fractions == sorted(fractions) and fractions[0] == 0.0 and fractions[-1] == 1.0
    stages = [what.stage for what in told if isinstance(what, LoadingGame)]
    assert stages == [LoadStage.READING, LoadStage.SOLVING, LoadStage.COMPUTERS]
    assert told[-1] is None  # done
    assert not w.loading_page.isVisible() and w.keyboard.isVisible()
    assert c.session.match.winner is None and c.is_human_turn()
    shell.close()


def test_a_list_that_cannot_be_loaded_gives_the_screen_back(
    qapp, qtbot, tmp_path: Path, word_file: Path
) -> None:  # type: ignore[no-untyped-def]
    jobs = HeldJobs()
    shell = make_shell(qapp, tmp_path, jobs=jobs)
    w, c = shell.window, shell.controller
    shell.start_game(GameSetup(TWO, "ghost", 3, str(word_file), lives=1), None)
    jobs.release()
    c.resign()
    failed: list[Exception] = []
    gone = tmp_path / "gone.txt"
    shell.games.start_game(GameSetup(TWO, "ghost", 3, str(gone)), None, failed=failed.append)
    assert w.loading_page.isVisible() and "gone" in w.loading_page.title.text()
    jobs.release()
    assert failed and w.winner_view.isVisible() and not w.loading_page.isVisible()
    shell.close()


def test_the_bar_never_goes_back_within_a_load(qapp, tmp_path: Path, word_file: Path) -> None:  # type: ignore[no-untyped-def]
    """The status line's bar goes on from stage to stage; it starts at 0 for new work only."""
    shell = make_shell(qapp, tmp_path)
    bar = shell.window.status_line.progress
    page = shell.window.loading_page
    page.loading(True, LoadingGame("tiny.txt", LoadStage.READING))
    page.set_progress(0.3)
    page.loading(True, LoadingGame("tiny.txt", LoadStage.SOLVING))
    assert bar.value() == 30 and page.bar.value() == 30
    page.loading(False, None)
    page.loading(True, LoadingGame("tiny.txt", LoadStage.READING))
    assert bar.value() == 0 and page.bar.value() == 0
    page.loading(False, None)
    shell.close()


def _load(word_file: Path, kind: str, progress: list[float]) -> Any:
    from ghost_gui.core.play.rules import MatchConfig, PlayerSpec
    from ghost_gui.gui.table.loading import load_game

    config = MatchConfig((PlayerSpec("Ann"), PlayerSpec("Robo", kind)), "ghost", 3)  # type: ignore[arg-type]
    return load_game(str(word_file), config, 0.5, lambda: False, progress.append)


def test_a_computer_of_words_of_its_own_does_not_wait_for_the_solved_game(
    word_file: Path,
) -> None:
    """Against a hard computer the first letter does not wait for the solved game: it is
    worked out on a worker once asked (a hint), and the hint is perfect play's. A perfect
    computer plays from it, so its load solves it. Either load's bar goes on to the end."""
    from ghost_gui.gui.table.solved_game import SolvedGame

    def report(exc: Exception) -> None:
        raise exc

    hints: dict[str, object] = {}
    for kind in ("hard", "perfect"):
        progress: list[float] = []
        loaded = _load(word_file, kind, progress)
        assert progress == sorted(progress) and progress[-1] == 1.0
        assert (loaded.solver.values is not None) == (kind == "perfect")
        solved = SolvedGame(loaded, Jobs(synchronous=True), report)
        solved.hint("", 2, lambda plays, won, k=kind: hints.update({k: (plays, won)}), lambda: True)
        assert loaded.solver.values is not None
        assert kind in hints
    assert hints["hard"] == hints["perfect"]


def test_the_match_begins_before_a_well_read_computer_has_its_sense_of_letters(
    qapp, qtbot, tmp_path: Path, word_file: Path
) -> None:  # type: ignore[no-untyped-def]
    """Its letter sense (seconds on a large list) judges no fragment before the first letter:
    the load's bar reaches its end and the person plays while it is made on a worker."""
    from ghost_gui.core.opponents.strategies import HumanLikeStrategy

    jobs = HeldJobs(also=(JobKind.COMPUTERS_READY,))
    shell = make_shell(qapp, tmp_path, jobs=jobs)
    c = shell.controller
    fractions: list[float] = []
    c.on(Progress, lambda n: (fractions.append)(n.fraction))
    shell.start_game(
        GameSetup([("Ann", "human"), ("Robo", "hard")], "ghost", 3, str(word_file)), None
    )
    jobs.release()  # the load
    assert fractions == sorted(fractions) and fractions[0] == 0.0 and fractions[-1] == 1.0
    assert not shell.window.loading_page.isVisible() and c.session.match.winner is None
    robo = c.session.strategies()[1]
    assert isinstance(robo, HumanLikeStrategy) and robo._sense is None  # not made yet
    assert [kind for kind, *_ in jobs.held] == [JobKind.COMPUTERS_READY]
    jobs.release()  # made on a worker now
    assert robo._sense is not None and robo.sense is robo._sense
    shell.close()
