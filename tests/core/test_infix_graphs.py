"""SuperDuperGhost's and Xghost's game graphs from SuperGhost's (graph.with_plays_of), and
the Workbench that builds SuperGhost's once a minimum length for all three."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from ghost_gui.core.analysis.results import Workbench
from ghost_gui.core.play.variants import INFIX_KEYS, variant_by_key
from ghost_gui.core.solving.graph import GameGraph, build_graph, with_plays_of
from ghost_gui.core.solving.solver import Solver
from ghost_gui.core.words.lexicon import Lexicon
from ghost_gui.core.words.wordlist import word_list_from_words


def random_words(seed: int) -> list[str]:
    rng = random.Random(seed)
    letters = "abcde"[: rng.choice([3, 4, 5])]
    return [
        "".join(rng.choice(letters) for _ in range(rng.randint(2, 7)))
        for _ in range(rng.randint(10, 60))
    ]


def shape(g: GameGraph) -> tuple[object, ...]:
    return (
        g.fragments,
        [dict(level) for level in g.index.levels],
        bytes(g.terminal),
        g.level_span,
        [a.tolist() for a in g.edge_child],
        [a.tolist() for a in g.edge_parent],
        g.fragment_count,
    )


def test_the_infix_variants_are_super_superduper_and_xghost() -> None:
    assert [str(k) for k in INFIX_KEYS] == ["super", "superduper", "xghost"]


@pytest.mark.parametrize("seed", range(40))
def test_a_cousins_graph_from_superghosts_is_the_one_built_for_it(seed: int) -> None:
    words = random_words(seed)
    for m in (2, 3, 4):
        lexicon = Lexicon.build(word_list_from_words(words), m, use_cache=False)
        if not lexicon.sorted_words:
            continue
        base = build_graph(lexicon.sorted_words, variant_by_key("super"))
        before = shape(base)
        for key in INFIX_KEYS:
            variant = variant_by_key(key)
            assert shape(with_plays_of(base, variant)) == shape(
                build_graph(lexicon.sorted_words, variant)
            ), (seed, m, key)
        assert shape(base) == before  # the cousins' edges went into arrays of their own


@pytest.mark.parametrize("players", [2, 3])
def test_solved_on_the_shared_graph_the_answers_are_the_same(players: int) -> None:
    words = random_words(7) + random_words(8)
    lexicon = Lexicon.build(word_list_from_words(words), 3, use_cache=False)
    base = build_graph(lexicon.sorted_words, variant_by_key("super"))
    for key in INFIX_KEYS:
        variant = variant_by_key(key)
        shared = Solver(
            lexicon, variant, players, use_cache=False, graph=with_plays_of(base, variant)
        )
        own = Solver(lexicon, variant, players, use_cache=False)
        assert shared.solve().analysis() == own.solve().analysis()
        assert shared.solved()[1] == own.solved()[1]


def test_the_workbench_builds_superghosts_graph_once_for_the_three(tmp_path: Path) -> None:
    path = tmp_path / "words.txt"
    path.write_text("\n".join(sorted(set(random_words(3)) | {"abcde", "edcba"})), encoding="utf-8")
    bench = Workbench(path, use_cache=False)
    graphs = [bench.infix_graph(key, 3) for key in INFIX_KEYS]
    assert graphs[1].fragments is graphs[0].fragments is graphs[2].fragments
    assert len({id(g.edge_child) for g in graphs}) == 3
    # each took it once: it is let go, and asked again it is built again
    assert bench._infix_base is None
    assert bench.infix_graph("super", 3).fragments is not graphs[0].fragments
    with pytest.raises(ValueError, match="anaghost"):
        bench.infix_graph("anaghost", 3)
