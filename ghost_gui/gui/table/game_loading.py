"""Loading a game for the table: the list read and solved on a worker, with progress by
stage, then handed to the session to begin a new match or resume a saved one."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from ..job_kinds import JobKind
from .game_request import GameRequest
from .loading import Loaded, load_game, stage_at
from .table_news import Busy, LoadingGame, LoadStage, Progress, ResumeFailed

if TYPE_CHECKING:
    from .session import TableSession


def load_for_table(
    session: TableSession,
    request: GameRequest,
    started: Callable[[], None] | None = None,
    failed_to_load: Callable[[Exception], None] | None = None,
) -> None:
    """Load the list and solve it on the session's worker, then begin the match (or resume
    one): see ``GameController.new_game``."""
    seed, writer, config = session.rng.random(), session.memory_writer, request.config
    path, resume = request.word_list_path, request.resume
    keep, house, blocked = request.keep_capitalized, request.house_words, request.blocked_words
    strengths, language = dict(request.strengths), request.language

    def job(cancel: Callable[[], bool], progress: Callable[[float], None]) -> Loaded:
        return load_game(
            path,
            config,
            seed,
            cancel,
            progress,
            keep,
            house,
            blocked,
            strengths,
            writer,
            language=language,
            computers_later=True,  # made once the match has begun (SolvedGame.ready_computers)
        )

    def done(loaded: Loaded) -> None:
        session.tell(Busy(False, None))
        session.begin(
            loaded,
            config,
            path,
            practice=request.practice,
            house=set(house),
            blocked=set(blocked),
            resume=resume,
            longest=request.longest,
            started=started,
            earlier=request.record if resume is not None else None,
        )

    def failed(exc: Exception) -> None:
        if resume is None and failed_to_load is not None:
            session.tell(Busy(False, None))
            failed_to_load(exc)
        elif resume is None:
            session.report(exc)
        else:  # a save whose list is gone or unusable: explained by the shell, set aside
            session.tell(Busy(False, None), ResumeFailed(exc))

    name, stages = Path(path).name, [LoadStage.READING]

    def progress(fraction: float) -> None:
        stage = stage_at(fraction)
        news: list[Busy | Progress] = []
        if stage is not stages[-1]:  # the board and the status line say what it does now
            stages.append(stage)
            news.append(Busy(True, LoadingGame(name, stage)))
        session.tell(*news, Progress(fraction), changed=False)

    session.computers.forget()
    session.worker.cancel(JobKind.WORDS)
    session.worker.cancel(JobKind.SMALLER_GAME)  # the match left's
    session.take_back, session.keep_capitalized = request.take_back, request.keep_capitalized
    session.language = language
    session.tell(Busy(True, LoadingGame(name, LoadStage.READING)))
    session.worker.submit(JobKind.LOAD, job, done, failed, progress)
