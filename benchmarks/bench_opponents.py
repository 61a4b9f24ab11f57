"""How often the human-like computers challenge wrongly, and how many bluffs they catch.

    .venv/bin/python benchmarks/bench_opponents.py [--lang en|ru|de|fr|es] [--turns N]
                                   [--seed S] [--kinds easy,medium,...] [--json]

Ghost, two players, minimum length 4, on ``wordlists/english-family.txt`` with the ranks
of ``wordlists/frequency-en.txt`` (``--lang ru``: ``russian-nouns.txt`` and
``frequency-ru.txt``; ``de``, ``fr``, ``es``: ``german-family.txt``, ``french-family.txt``,
``spanish-family.txt`` and ``frequency-<code>.txt``), in-process and seeded (--seed,
default 1). As in the game, the list's letters are folded as its language (detected at
load) counts them, and the ranks are read for that language (``paths.frequency_path`` and
``read_frequency_ranks``: a French list's été is ete). Each kind (easy, medium,
hard, the learner knowing its starting words with an empty memory, the adaptive at its
starting strength 0.5) plays rounds against three opponents, taking the first or the second
seat in turn:

- ``random``: a random legal letter; it challenges exactly (``rules_challenge``);
- ``perfect``: the perfect player (never bluffs);
- ``bluffer``: one turn in five a letter after which no word fits (a random one of
  those), else a random legal letter; it challenges exactly.

A "turn where a challenge is possible" is one of the tested kind's turns on a non-empty
fragment; on each the kind is asked whether it challenges before it plays. Rounds go on
until each opponent has given --turns such turns (default 2,000; the bluffer until the
kind has faced --turns bluffs). A round ends at a completed word or a challenge.

- ``false_challenge_rate``: "no_word" said where a longer word goes like the fragment
  (or "word" where it is none), over the turns against ``random`` and ``perfect``;
- ``bluffs_caught``: the share of the bluffer's bluffs the kind answered with "no_word";
- ``challenged_common_word``: "no_word" said, against any opponent, on a fragment that
  starts one of the language's 10,000 most frequent words (the first 10,000 words of the
  frequency list that are counting words of the list).

``--json`` prints ``{"kinds": {kind: {"false_challenge_rate": F, "bluffs_caught": F,
"challenged_common_word": N}}}``; else a table (and the turns counted).
"""

from __future__ import annotations

import argparse
import bisect
import json
import random
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from ghost_gui.core.opponents.adaptive import AdaptiveLevel, AdaptiveStrategy  # noqa: E402
from ghost_gui.core.opponents.learner import LearnerMemory, LearnerStrategy  # noqa: E402
from ghost_gui.core.opponents.strategies import (  # noqa: E402
    HumanLikeStrategy,
    PerfectStrategy,
    Position,
    RandomStrategy,
    Strategy,
    read_frequency_ranks,
    rules_challenge,
)
from ghost_gui.core.play.plays import Play  # noqa: E402
from ghost_gui.core.play.variants import variant_by_key  # noqa: E402
from ghost_gui.core.solving.solver import Solver  # noqa: E402
from ghost_gui.core.words.lexicon import Lexicon  # noqa: E402
from ghost_gui.core.words.wordlist import load_word_list  # noqa: E402
from ghost_gui.paths import frequency_path, wordlist_path  # noqa: E402

#: the list of each language (its frequency list is the game's: ``paths.frequency_path``)
LANGS = {
    "en": "english-family.txt",
    "ru": "russian-nouns.txt",
    "de": "german-family.txt",
    "fr": "french-family.txt",
    "es": "spanish-family.txt",
}
KINDS = ("easy", "medium", "hard", "learner", "adaptive")
OPPONENTS = ("random", "perfect", "bluffer")
MIN_LENGTH = 4
PLAYERS = 2
COMMON = 10_000
BLUFF_RATE = 0.2
GHOST = variant_by_key("ghost")


@dataclass
class Tally:
    turns: int = 0  # against opponents who never bluff
    false: int = 0
    bluffs: int = 0
    caught: int = 0
    common: int = 0

    def row(self) -> dict[str, float | int]:
        return {
            "false_challenge_rate": round(self.false / self.turns, 4) if self.turns else 0.0,
            "bluffs_caught": round(self.caught / self.bluffs, 4) if self.bluffs else 0.0,
            "challenged_common_word": self.common,
        }


class Bluffer(RandomStrategy):
    """A random legal letter; one turn in five a letter after which no word fits."""

    def choose_play(self, position: Position) -> Play:
        if self.rng.random() < BLUFF_RATE:
            legal = {
                p.letter for p in position.variant.legal_plays(position.lexicon, position.fragment)
            }
            dead = [a for a in position.lexicon.alphabet if a not in legal]
            if dead:
                return Play(self.rng.choice(dead))
        return super().choose_play(position)


def common_prefixes(lexicon: Lexicon, ranks: tuple[str, ...]) -> tuple[str, ...]:
    common = [w for w in ranks if lexicon.is_word(w)][:COMMON]
    return tuple(sorted(common))


def starts_common(common: tuple[str, ...], f: str) -> bool:
    i = bisect.bisect_left(common, f)
    return i < len(common) and common[i].startswith(f)


def make_kind(
    kind: str,
    lexicon: Lexicon,
    ranks: tuple[str, ...],
    solver: Solver,
    rng: random.Random,
    scratch: Path,
) -> Strategy:
    if kind == "learner":
        return LearnerStrategy(
            lexicon,
            GHOST,
            PLAYERS,
            rng,
            LearnerMemory(scratch / "learner.json"),
            ranks,
            key="bench",
        )
    if kind == "adaptive":
        return AdaptiveStrategy(solver, rng, AdaptiveLevel())
    return HumanLikeStrategy(kind, lexicon, GHOST, PLAYERS, rng, ranks)


def play_round(
    me: Strategy,
    other: Strategy,
    my_seat: int,
    lexicon: Lexicon,
    common: tuple[str, ...],
    tally: Tally,
    honest: bool,
) -> None:
    f = ""
    seat = 0
    bluffed = False  # the other player's last letter left no word
    while True:
        pos = Position(f, seat, PLAYERS, lexicon, GHOST)
        if seat == my_seat:
            said = me.challenge(pos) if f else None
            if f:
                real = lexicon.is_prefix(f)
                if bluffed:
                    tally.bluffs += 1
                    tally.caught += said == "no_word"
                elif honest:
                    tally.turns += 1
                    right = rules_challenge(pos)
                    tally.false += said is not None and said != right
                if said == "no_word" and real and starts_common(common, f):
                    tally.common += 1
            if said is not None:
                return
            f = me.choose_play(pos).apply(f)
        else:
            if f and rules_challenge(pos) is not None:
                return  # the opponent challenges exactly: the round is over
            f = other.choose_play(pos).apply(f)
            bluffed = not lexicon.is_prefix(f)
        if lexicon.is_word(f):
            return
        seat = 1 - seat


def measure(
    kind: str,
    lang: str,
    turns: int,
    seed: int,
    data: tuple[Lexicon, tuple[str, ...], Solver, tuple[str, ...]],
) -> Tally:
    lexicon, ranks, solver, common = data
    tally = Tally()
    with tempfile.TemporaryDirectory() as scratch:
        for n, name in enumerate(OPPONENTS):
            rng = random.Random(f"{seed}-{lang}-{kind}-{name}")
            me = make_kind(kind, lexicon, ranks, solver, rng, Path(scratch))
            other: Strategy
            if name == "perfect":
                other = PerfectStrategy(solver, random.Random(f"{seed}-{lang}-{name}-{n}"))
            elif name == "bluffer":
                other = Bluffer(random.Random(f"{seed}-{lang}-{name}-{n}"))
            else:
                other = RandomStrategy(random.Random(f"{seed}-{lang}-{name}-{n}"))
            honest = name != "bluffer"
            start = tally.turns
            rounds = 0
            while (tally.turns - start < turns) if honest else (tally.bluffs < turns):
                play_round(me, other, rounds % PLAYERS, lexicon, common, tally, honest)
                rounds += 1
    return tally


def load(lang: str) -> tuple[Lexicon, tuple[str, ...], Solver, tuple[str, ...]]:
    words = load_word_list(wordlist_path(LANGS[lang]))
    if words.language != lang:
        raise SystemExit(f"{LANGS[lang]} reads as {words.language!r}, not {lang!r}")
    lexicon = Lexicon.build(words, MIN_LENGTH, use_cache=False)
    # the game's way (``gui.table.loading``): the list's language picks the ranks and folds them
    frequencies = frequency_path(words.language)
    if frequencies is None:
        raise SystemExit(f"no frequency list for {words.language!r}")
    ranks = read_frequency_ranks(str(frequencies), words.language)
    solver = Solver(lexicon, GHOST, PLAYERS, use_cache=False).solve()
    return lexicon, ranks, solver, common_prefixes(lexicon, ranks)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    ap.add_argument(
        "--lang", choices=sorted(LANGS), default="en", help="en (default), ru, de, fr or es"
    )
    ap.add_argument(
        "--turns", type=int, default=2_000, help="turns per opponent and kind (default 2000)"
    )
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument(
        "--kinds", default=",".join(KINDS), help="comma-separated, of: " + ", ".join(KINDS)
    )
    ap.add_argument("--json", action="store_true", help="print the figures as JSON")
    args = ap.parse_args(argv)
    kinds = [k for k in args.kinds.split(",") if k]
    unknown = [k for k in kinds if k not in KINDS]
    if unknown:
        ap.error(f"unknown kind(s): {', '.join(unknown)}")
    started = time.perf_counter()
    data = load(args.lang)
    tallies = {kind: measure(kind, args.lang, args.turns, args.seed, data) for kind in kinds}
    if args.json:
        print(json.dumps({"kinds": {k: t.row() for k, t in tallies.items()}}))
        return 0
    list_name, freq_name = LANGS[args.lang], f"frequency-{args.lang}.txt"
    print(
        f"bench_opponents: {list_name}, ranks {freq_name}, Ghost, {PLAYERS} players, minimum length {MIN_LENGTH}, seed {args.seed}"
    )
    headers = (
        "kind",
        "false_challenge_rate",
        "bluffs_caught",
        "challenged_common_word",
        "honest turns",
        "bluffs faced",
    )
    rows = [
        (
            k,
            f"{t.row()['false_challenge_rate']:.4f}",
            f"{t.row()['bluffs_caught']:.4f}",
            str(t.common),
            str(t.turns),
            str(t.bluffs),
        )
        for k, t in tallies.items()
    ]
    widths = [max(len(r[i]) for r in [headers, *rows]) for i in range(len(headers))]
    for r in [headers, *rows]:
        print("  ".join(c.ljust(w) for c, w in zip(r, widths)).rstrip())
    print(f"({time.perf_counter() - started:.1f} s)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
