"""The loops run in C do what their plain Python reading says."""

from __future__ import annotations

from ghost_gui.core.fast_loops import (
    append_all,
    consume,
    floor_divided_by,
    minus,
    remainder_by,
    store_all,
)


def test_consume_runs_an_iterator_to_its_end() -> None:
    seen: list[int] = []
    consume(map(seen.append, range(5)))
    assert seen == [0, 1, 2, 3, 4]


def test_store_all_and_append_all() -> None:
    target = [0] * 5
    store_all(target, [4, 0, 2], iter([40, 10, 20]))
    assert target == [10, 0, 20, 0, 40]
    lists: list[list[str]] = [[], [], []]
    append_all(lists, [2, 0, 2], "abc")
    assert lists == [["b"], [], ["a", "c"]]


def test_the_arithmetic_functions() -> None:
    xs = [0, 7, 36, 1295, 10**20 + 3]
    assert list(map(floor_divided_by(36), xs)) == [x // 36 for x in xs]
    assert list(map(remainder_by(36**2), xs)) == [x % 36**2 for x in xs]
    assert list(map(minus(5), xs)) == [x - 5 for x in xs]
