"""Loading a game on a worker: the word list, its lexicon, the solved game graph and the
computer players, all built off the GUI thread."""

from __future__ import annotations

import random
import threading
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

from ...core.alphabets import DETECT
from ...core.play.rules import MatchConfig, PlayerKind
from .table_news import LoadStage, MemorySetAside

Progress = Callable[[float], None]

if TYPE_CHECKING:  # the engine is imported on the loading worker, after the first frame
    from ...core.analysis.results import Workbench
    from ...core.opponents.strategies import Strategy
    from ...core.play.variants import Variant
    from ...core.solving.solver import Solver
    from ...core.solving.solver_set import SolverSet
    from ...core.words.lexicon import Lexicon
    from ..file_writer import FileWriter


#: where each stage of :func:`load_game` starts on its progress, from 0 to 1: roughly its
#: share of the time a large list takes (with a human-like computer, which makes its own
#: vocabulary's game, and its sense of letters unless that is left for later; solving is
#: quick once the disk cache has it)
STAGES = ((LoadStage.READING, 0.0), (LoadStage.SOLVING, 0.1), (LoadStage.COMPUTERS, 0.5))
_START = dict(STAGES)

#: the computers that play from the solved game itself (and a team of computers): with one
#: at the table the load solves it; the others know words of their own
PLAYS_PERFECTLY = frozenset({PlayerKind.PERFECT, PlayerKind.ADAPTIVE})


def stage_at(fraction: float) -> LoadStage:
    """The stage a load is at when its progress is ``fraction``."""
    return [stage for stage, start in STAGES if start <= fraction][-1]


def _part(progress: Progress, stage: LoadStage, start: float, end: float) -> Progress:
    """``progress`` for the share from ``start`` to ``end`` (fractions) of a stage."""
    first = _START[stage]
    ends = [s for _, s in STAGES if s > first]
    size = (ends[0] if ends else 1.0) - first

    def report(fraction: float) -> None:
        progress(first + size * (start + (end - start) * min(1.0, max(0.0, fraction))))

    return report


def _share(progress: Progress, i: int, n: int) -> Progress:
    """``progress`` for the ``i``-th of ``n`` equal shares."""
    return lambda fraction: progress((i + min(1.0, fraction)) / n)


@dataclass
class Loaded:
    bench: Workbench
    lexicon: Lexicon
    variant: Variant
    solver: Solver
    strategies: dict[int, Strategy] = field(default_factory=dict)
    #: the thread that solved (the self-test checks it was a worker)
    solved_on: str = ""
    #: the games of the players still in (``solver`` is the first: solved by the load when
    #: a computer plays from it, else like the others); solved on a worker when first
    #: needed, shared with the computers
    solvers: SolverSet | None = None
    #: what was found while loading (a damaged learner memory), for the window to tell
    #: once, when the match starts
    notices: tuple[MemorySetAside, ...] = ()

    def ready_computers(self, progress: Progress | None = None) -> None:
        """Make the computers' letter senses the load left for later (``computers_later``):
        seconds on a large list the first time, on a worker once the match has begun, so
        that a computer's first judgement need not wait for them. Each hears its share of
        ``progress``."""
        from ...core.opponents.strategies import HumanLikeStrategy

        later = [s for s in self.strategies.values() if isinstance(s, HumanLikeStrategy)]
        for i, strategy in enumerate(later):
            strategy.get_ready(None if progress is None else _share(progress, i, len(later)))
        if progress is not None:
            progress(1.0)


def load_game(
    path: str,
    config: MatchConfig,
    rng_seed: float,
    cancel: Callable[[], bool],
    progress: Callable[[float], None],
    keep_capitalized: bool = False,
    house: frozenset[str] = frozenset(),
    blocked: frozenset[str] = frozenset(),
    strengths: dict[str, float] | None = None,
    writer: FileWriter | None = None,
    *,
    language: str | None = DETECT,
    computers_later: bool = False,
) -> Loaded:
    """Everything a match needs, for the rules in ``config`` on the list at ``path``.
    The table's ``house`` words count as the list's own and its ``blocked`` words are taken
    out, for play, challenges, hints and the solver alike. An adaptive computer starts at its
    name's strength in ``strengths`` (its last one); learners remember in the data folder,
    per list file name. With ``config.team_up`` every computer plays for the computers' side
    (:class:`~ghost_gui.core.opponents.coalition.TeamStrategy`). After a knock-out the perfect,
    team and adaptive computers play the game of the players still in: ``Loaded.solvers``
    makes its solver (through the Workbench and its disk cache) when first asked. The game
    of all the seats is solved here only for a computer that plays from it (perfect,
    adaptive, a team): else on a worker once the match has begun (``SolvedGame``).
    With a ``writer``, what the learners learn is saved on its thread, not the caller's.
    With ``computers_later`` the human-like computers' letter senses (seconds on a large
    list the first time) are left for :meth:`Loaded.ready_computers`, after the first frame
    of the match: they judge no fragment before the first letter.
    ``progress`` hears the whole load, from 0 to 1, stage by stage (:data:`STAGES`).
    Raises the core's typed errors (a bad list, no counting words) or ``Cancelled``."""
    # what the window's thread imports when the match starts, imported here on the worker:
    # an import on the window's thread is a stall (dataclasses are built with exec)
    from ...core.analysis.results import Workbench
    from ...core.opponents import adaptive  # noqa: F401
    from ...core.opponents.coalition import Coalition, TeamStrategy
    from ...core.opponents.learner import LearnerMemory
    from ...core.opponents.opponents import make_strategy
    from ...core.opponents.strategies import read_frequency_ranks
    from ...core.play import match  # noqa: F401
    from ...core.play.variants import variant_by_key
    from ...core.solving import practice  # noqa: F401
    from ...core.solving.solver_set import SolverSet
    from ...core.words import definitions  # noqa: F401
    from ...paths import data_dir, frequency_path
    from .learner_memory import BackgroundMemory

    players = len(config.players)
    progress(_START[LoadStage.READING])
    bench = Workbench(
        path, keep_capitalized=keep_capitalized, language=language, house=house, blocked=blocked
    )
    lexicon = bench.lexicon(config.min_length)
    progress(_START[LoadStage.SOLVING])  # solving from the disk cache reports nothing more
    variant = variant_by_key(config.variant)
    solver = bench.solver(config.variant, config.min_length, players)
    computers = {seat for seat, spec in enumerate(config.players) if spec.kind.is_computer}
    team = config.team_up and 0 < len(computers) < players
    if team or any(config.players[seat].kind in PLAYS_PERFECTLY for seat in computers):
        solver.solve(cancel, _part(progress, LoadStage.SOLVING, 0.0, 0.95))
        solver.heights()  # so that hold-out plays and hints are instant later
    # else the game is solved on a worker once the match has begun (hints, verdicts and
    # cards ask for it; ``SolvedGame``): the first letter need not wait for it
    progress(_START[LoadStage.COMPUTERS])
    solvers = SolverSet(solver, lambda k: bench.solver(config.variant, config.min_length, k))
    strategies: dict[int, Strategy] = {}
    srng = random.Random(rng_seed)
    # the list's language, not its letters' (a French list's folded letters look English);
    # no frequencies for other languages: the levels' fallback
    language = bench.word_list.language
    frequencies = frequency_path(language)
    ranks = read_frequency_ranks(str(frequencies), language) if frequencies else ()
    coalition = Coalition(solver) if team else None
    memory: LearnerMemory | None = None
    if any(p.kind == "learner" for p in config.players):
        file = data_dir() / "learner-words.json"
        if writer is None:
            memory = LearnerMemory(file)
        else:
            writer.flush()  # the words the last match's learners learnt are in the file
            memory = BackgroundMemory(file, writer)
    for i, seat in enumerate(sorted(computers)):
        spec = config.players[seat]
        rng = random.Random(srng.random())
        ready = _part(progress, LoadStage.COMPUTERS, i / len(computers), (i + 1) / len(computers))
        if coalition is not None:
            strategies[seat] = TeamStrategy(solver, computers, rng, coalition, solvers)
        else:
            strategies[seat] = make_strategy(
                spec.kind,
                lexicon,
                variant,
                players,
                rng,
                solver=solver,
                frequency_ranks=ranks,
                memory=memory,
                list_key=Path(path).name,
                strength=(strengths or {}).get(spec.name),
                solvers=solvers,
                progress=ready,
                sense_later=computers_later,
            )
        ready(1.0)
    progress(1.0)
    notices = (
        (MemorySetAside(str(memory.set_aside_to or memory.path)),)
        if memory is not None and memory.damaged
        else ()
    )
    return Loaded(
        bench,
        lexicon,
        variant,
        solver,
        strategies,
        threading.current_thread().name,
        solvers,
        notices,
    )
