"""Reviewing a kept match whose game is cached: the budget is under 1 s for 20 rounds.

    .venv/bin/python benchmarks/bench_review.py [--list FILE] [--variant V] [--min-length N]
        [--players N] [--rounds N] [--seed N] [--repeat N]

Plays a match of ``--rounds`` rounds on a bundled list (the family list unless given)
between players who play random letters of the list (and, now and then, challenge), with
lives enough for the rounds and one player out near the end (so the review needs the game
of the players still in too), and keeps it as text. Then, with the disk cache warmed (in a
folder of its own: every player count's game solved and stored once, not timed), it times
what ``review MATCHFILE --json`` does after start-up: read the text, find the list by its
hash, read the solved games from the cache, judge every play and make the JSON, each run
with a fresh Workbench; and the whole command in a new process. Prints the figures in
seconds, the best of ``--repeat`` runs.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--list", default=None, help="a word list (default: the family list)")
    parser.add_argument("--variant", default="ghost")
    parser.add_argument("--min-length", type=int, default=4)
    parser.add_argument("--players", type=int, default=3)
    parser.add_argument("--rounds", type=int, default=20)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    os.environ["GHOST_CACHE_DIR"] = cache = tempfile.mkdtemp(prefix="ghost-review-")

    from ghost_gui.cli.review import review_json
    from ghost_gui.core.analysis.results import Workbench
    from ghost_gui.core.analysis.review import review
    from ghost_gui.core.play.match_text import read_match, write_match
    from ghost_gui.paths import wordlist_path

    path = str(args.list or wordlist_path("english-family.txt"))
    text = _played(path, args)
    record = read_match(text)
    seats = sorted({len(r.seats) for r in record.rounds})
    start = time.perf_counter()
    bench = Workbench(path)
    for k in seats:  # warm: each game solved once and stored in the cache
        bench.solver(record.rules.variant, record.rules.min_length, k).solve()
    warm = time.perf_counter() - start
    assert write_match(record) == text

    times = []
    for _ in range(args.repeat):
        start = time.perf_counter()
        done = review(read_match(text))
        out = json.dumps(review_json(done))
        times.append(time.perf_counter() - start)
    assert not done.gaps, done.gaps
    plays = sum(len(r.plays) for r in done.rounds)

    match_file = Path(cache) / "match.txt"
    match_file.write_text(text, encoding="utf-8")
    whole = []
    for _ in range(args.repeat):
        start = time.perf_counter()
        r = subprocess.run(
            [sys.executable, "-m", "ghost_gui", "review", str(match_file), "--json"],
            capture_output=True,
            text=True,
            env=dict(os.environ, PYTHONPATH=str(ROOT)),
            check=True,
        )
        whole.append(time.perf_counter() - start)
    assert json.loads(r.stdout) == json.loads(out)
    print(
        json.dumps(
            {
                "list": Path(path).name,
                "variant": args.variant,
                "min_length": args.min_length,
                "players": args.players,
                "rounds": len(record.rounds),
                "plays_judged": plays,
                "player_counts_reviewed": seats,
                "warm_up_s": round(warm, 3),
                "review_s": round(min(times), 3),
                "command_s": round(min(whole), 3),
            }
        )
    )
    return 0


def _played(path: str, args: argparse.Namespace) -> str:
    """A match of ``args.rounds`` rounds played by random letters, with a player out before
    the end, kept as text: the first seed from ``args.seed`` on that gives one."""
    from ghost_gui.core.analysis.results import Workbench
    from ghost_gui.core.play.match import ChallengeKind, Match, MatchConfig, PlayerSpec
    from ghost_gui.core.play.match_record import record_of
    from ghost_gui.core.play.match_text import write_match
    from ghost_gui.core.play.variants import variant_by_key

    bench = Workbench(path, use_cache=False)
    lexicon = bench.lexicon(args.min_length)
    variant = variant_by_key(args.variant)
    lives = max(2, args.rounds // 2)  # two players out take at least ``rounds`` rounds
    players = tuple(PlayerSpec(f"P{i + 1}") for i in range(args.players))
    config = MatchConfig(players, args.variant, args.min_length, Path(path).name, lives=lives)
    for seed in range(args.seed, args.seed + 200):
        rng = random.Random(seed)
        m = Match(config, lexicon, variant)
        while m.round <= args.rounds and m.winner is None:
            if m.history and rng.random() < 0.05:
                m.challenge(m.to_move, ChallengeKind.WORD)
                continue
            m.play(m.to_move, rng.choice(sorted(variant.legal_plays(lexicon, m.fragment))))
        if m.knocked_out and m.round > args.rounds:
            break
    record = record_of(m, Path(path).name, bench.word_list.digest, path=path)
    return write_match(record)


if __name__ == "__main__":
    sys.exit(main())
