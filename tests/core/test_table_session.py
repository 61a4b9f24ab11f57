"""The table's session without Qt: a synchronous worker, a clock that runs what waits at
once, and a list of what it published. It owns the match; the state it publishes is what
the window draws."""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from ghost_gui.core.errors import MatchProblem
from ghost_gui.core.play.match import MatchConfig, PlayerSpec
from ghost_gui.core.play.rules import ChallengeKind, PlayerKind
from ghost_gui.gui.job_kinds import Job, JobKind
from ghost_gui.gui.table.loading import load_game
from ghost_gui.gui.table.saved_game import SavedGame
from ghost_gui.gui.table.session import TableSession
from ghost_gui.gui.table.table_news import (
    AskWord,
    BoardChanged,
    GameStarted,
    MatchWon,
    News,
    NotALetter,
    Played,
    RoundOver,
    TakenBack,
)
from ghost_gui.gui.table.table_state import TableState, TurnLabel

WORDS = "cat camel cattle gecko goat gerbil zebra tab tabby".split()


class Worker:
    """Runs each job at once, on this thread (a worker for tests)."""

    def __init__(self) -> None:
        self.kinds: list[JobKind] = []

    def submit(
        self,
        kind: JobKind,
        job: Job,
        on_result: Callable[[Any], None],
        on_error: Callable[[Exception], None] | None = None,
        on_progress: Callable[[float], None] | None = None,
    ) -> int:
        self.kinds.append(kind)
        try:
            value = job(lambda: False, on_progress or (lambda _: None))
        except Exception as exc:
            if on_error is None:
                raise
            on_error(exc)
            return len(self.kinds)
        on_result(value)
        return len(self.kinds)

    def cancel(self, kind: JobKind, *, lane: int = 0) -> None:
        pass

    def is_running(self, kind: JobKind | None = None, *, lane: int = 0) -> bool:
        return False


class Table:
    """A session and what it published."""

    def __init__(
        self, tmp_path: Path, kinds: tuple[str, ...], words: list[str] = WORDS, **kw: Any
    ) -> None:
        path = tmp_path / "tiny.txt"
        path.write_text("\n".join(words) + "\n", encoding="utf-8")
        self.published: list[tuple[TableState, tuple[News, ...]]] = []
        self.saved: list[SavedGame] = []
        self.session = TableSession(
            Worker(),
            lambda state, news: self.published.append((state, news)),
            lambda _ms, then: then(),
            pause_ms=0,
            round_pause_ms=0,
            on_change=self.saved.append,
        )
        players = tuple(PlayerSpec(f"P{i + 1}", k) for i, k in enumerate(kinds))
        self.config = MatchConfig(players, "ghost", 3, "tiny", **kw)
        loaded = load_game(str(path), self.config, 0.5, lambda: False, lambda _: None)
        self.session.begin(
            loaded, self.config, str(path), practice=False, house=set(), blocked=set()
        )

    @property
    def state(self) -> TableState:
        return self.published[-1][0]

    def news(self) -> list[News]:
        return [n for _, news in self.published for n in news]


def test_the_session_imports_no_qt() -> None:
    """It is tested without Qt because it never needs it: importing it loads no PySide6."""
    code = (
        "import sys, ghost_gui.gui.table.session, ghost_gui.gui.table.game_loading\n"
        "qt = sorted(m for m in sys.modules if m.startswith(('PySide6', 'shiboken6')))\n"
        "print(qt)\nsys.exit(1 if qt else 0)\n"
    )
    env = {**os.environ, "PYTHONPATH": str(Path(__file__).resolve().parents[2])}
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env)
    assert done.returncode == 0, done.stdout + done.stderr


def test_a_round_publishes_the_board_and_the_loser(tmp_path: Path) -> None:
    t = Table(tmp_path, ("human", "human"))
    first = t.published[0][1]
    assert isinstance(first[0], GameStarted) and isinstance(first[-1], BoardChanged)
    assert t.state.label is TurnLabel.TURN and t.state.seat == 0 and t.state.human_turn
    for letter in "ca":
        assert t.session.play_letter(letter)
    assert t.state.board == "ca" and t.state.newest == 1 and t.state.newest_seat == 1
    assert t.state.seat == 0 and t.state.match_running and not t.state.untouched
    assert t.session.play_letter("t")  # P1 completes CAT
    ended = [n.ended for n in t.news() if isinstance(n, RoundOver)]
    assert [(e.loser, e.word) for e in ended] == [(0, "cat")]
    assert t.state.round_over == ended[0] and t.state.board == "cat"
    assert t.state.label is TurnLabel.NEXT_ROUND and not t.state.human_turn
    assert t.state.panels[0].lost == 1 and t.state.panels[1].lost == 0
    assert t.saved[-1].match.to_json()["lost"] == [1, 0]  # saved after every change
    t.session.next_round()
    assert t.state.round_over is None and t.state.board == "" and t.state.round == 2


def test_what_the_state_forbids_the_session_refuses(tmp_path: Path) -> None:
    t = Table(tmp_path, ("human", "human"))
    assert not t.session.challenge(ChallengeKind.NO_WORD)  # nothing to challenge yet
    assert not t.state.no_word and not t.state.take_back
    t.session.undo()
    assert t.news()[-1] is MatchProblem.NOTHING_TO_UNDO
    assert not t.session.play_letter("q")  # not a letter of the list: said, nothing played
    assert t.state.board == "" and t.news()[-1] == NotALetter("q")
    t.session.play_letter("c")
    assert t.session.play_letter("a") and t.state.seat == 0
    assert not t.session.answer_challenge("cat")  # type: ignore[func-returns-value]
    assert t.state.pending is None and t.state.board == "ca"  # no challenge: no answer


def test_a_challenge_asks_the_person_and_their_word_decides(tmp_path: Path) -> None:
    t = Table(tmp_path, ("human", "human"))
    for letter in "ze":
        t.session.play_letter(letter)
    assert t.session.challenge(ChallengeKind.NO_WORD)  # P1 challenges P2's ZE
    asked = [n for n in t.news() if isinstance(n, AskWord)]
    assert asked == [AskWord(1, ChallengeKind.NO_WORD)]
    assert t.state.pending is not None and t.state.pending.target == 1
    assert t.state.label is TurnLabel.MUST_ANSWER and t.state.human_must_answer
    t.session.answer_challenge("zebra")
    ended = [n.ended for n in t.news() if isinstance(n, RoundOver)]
    assert [e.loser for e in ended] == [0]  # the challenger was wrong
    assert t.state.pending is None


def test_take_back_when_the_table_allows_it(tmp_path: Path) -> None:
    t = Table(tmp_path, ("human", "perfect"))
    t.session.take_back = True
    t.session.play_letter("g")  # the perfect player answers at once (the clock runs now)
    assert len(t.state.board) == 2 and t.state.take_back
    t.session.undo()
    assert t.state.board == "" and any(isinstance(n, TakenBack) for n in t.news())
    assert t.state.human_turn and t.state.seat == 0


def test_computers_play_a_whole_match_through_the_narrow_table(tmp_path: Path) -> None:
    t = Table(tmp_path, ("perfect", "random", "random"), lives=1)
    won = [n.winner for n in t.news() if isinstance(n, MatchWon)]
    assert len(won) == 1 and t.state.winner == won[0] and t.state.label is TurnLabel.WINNER
    played = [n for n in t.news() if isinstance(n, Played)]
    assert played and all(t.state.kind(n.seat) is not PlayerKind.HUMAN for n in played)
    assert not t.state.match_running and t.state.keyboard is False


@pytest.mark.parametrize("accept", [True, False])
def test_a_word_the_list_lacks_is_the_tables_to_count(tmp_path: Path, accept: bool) -> None:
    t = Table(tmp_path, ("human", "human"))
    for letter in "ca":
        t.session.play_letter(letter)
    t.session.challenge(ChallengeKind.NO_WORD)  # P1 challenges CA
    t.session.answer_challenge("cab")  # not in the list
    t.session.settle_house_word(accept)
    ended = [n.ended for n in t.news() if isinstance(n, RoundOver)]
    assert [e.loser for e in ended] == ([0] if accept else [1])
    assert ("cab" in t.session.house_words) is accept


def test_a_french_table_plays_and_reads_accented_letters_as_plain_ones(tmp_path: Path) -> None:
    t = Table(tmp_path, ("human", "human"), words=["fête", "forêt", "garçon", "été", "élève"])
    assert t.session.play_letter("f")
    assert t.session.play_letter("Ê")  # é, ê typed on a French keyboard: e
    assert t.state.board == "fe"
    assert not t.session.play_letter("œ")  # two letters (oe), not one: said, nothing played
    assert t.state.board == "fe" and t.news()[-1] == NotALetter("oe")
    assert t.session.challenge(ChallengeKind.NO_WORD)
    t.session.answer_challenge("Fête")  # named with its accent, as written
    ended = [n.ended for n in t.news() if isinstance(n, RoundOver)]
    assert [e.loser for e in ended] == [0]  # FETE is a word of the list: the challenger lost
